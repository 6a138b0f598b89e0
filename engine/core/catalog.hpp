#pragma once
// The four games of Kartenrunde: facts the start screen shows, and the
// registry of implemented rules.
#include <string_view>
#include <vector>

#include "card.hpp"

namespace kr {

class Game;

struct GameInfo {
  std::string_view id;  // "doppelkopf", "truc", "coiffeur", "dobbm"
  int minPlayers = 0;
  int maxPlayers = 0;
  int deckSize = 0;
  DeckStyle deck = DeckStyle::French;
};

// In the order the start screen lists them.
const std::vector<GameInfo>& gameCatalog();
const GameInfo* findGameInfo(std::string_view id);

// The rules of a game, or nullptr while a game's rules are not built yet.
const Game* findGame(std::string_view id);

}  // namespace kr
