#pragma once
// Coiffeur Schieber Jass (issue 10): rules, match and sampler behind the
// engine interface (docs/engine.md, docs/coiffeur-engine.md).
#include "core/game.hpp"

namespace kr::coiffeur {

const Game& coiffeurGame();

}  // namespace kr::coiffeur
