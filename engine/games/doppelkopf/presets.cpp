#include "presets.hpp"

namespace kr::dk {

GamePresets doppelkopfPresets() {
  return {"doppelkopf",
          {
              // Every option at its default: the document's main rules (DK-13).
              {"rule-document", {}},
              // DDV tournament play: no poverty, no pigs, every player owes a
              // solo, Re/Kontra before the second own card (the standard
              // deadlines), 48 cards, suit and fleshless solos.
              {"ddv-tournament", {{"poverty", "false"}, {"compulsory-solo", "true"}}},
          },
          {"players", "deals"}};
}

}  // namespace kr::dk
