#pragma once
// The result of a finished deal (rulings DK-7 to DK-10): who won, the game
// value item by item, extra points, and the zero-sum score sheet row.
#include "core/game.hpp"
#include "deal.hpp"

namespace kr::dk {

DealResult scoreDeal(const Deal& d);

}  // namespace kr::dk
