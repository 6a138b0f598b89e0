#pragma once
// French Truc (seed 001, rulings TR-1..TR-5): the rules object.
#include "core/game.hpp"

namespace kr::truc {

const Game& trucGame();

}  // namespace kr::truc
