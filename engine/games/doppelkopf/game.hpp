#pragma once
// Doppelkopf: the rules object the registry offers (docs/doppelkopf-engine.md).
#include "core/game.hpp"

namespace kr::dk {

const Game& doppelkopf();

}  // namespace kr::dk
