#pragma once
// Plugs the Truc table into the generic table: called once at start by the
// app's main() and by the test mains, before a Truc table is opened.
namespace kr::app {

void registerTrucTable();

}  // namespace kr::app
