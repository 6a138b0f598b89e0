#pragma once
// Dobbm (issue 12): rules, match and sampler behind the engine interface
// (docs/engine.md, section Dobbm).
#include "core/game.hpp"

namespace kr::dobbm {

const Game& dobbmGame();

}  // namespace kr::dobbm
