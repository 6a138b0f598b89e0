#pragma once
// Searches (computer players, the deal review) may use every core; the
// window must still draw. Called first on a worker thread, this lowers that
// thread's priority below the GUI's; the search threads it starts inherit it.
namespace kr::app {

void yieldToTheGui();

}  // namespace kr::app
