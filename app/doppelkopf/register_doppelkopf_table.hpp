#pragma once
// Plugs the Doppelkopf table into the generic table: called once at start by
// the app's main() and by the test mains, before a Doppelkopf table opens.
namespace kr::app {

void registerDoppelkopfTable();

}  // namespace kr::app
