#include "catalog.hpp"

#include "game.hpp"
#include "game_registry.hpp"

namespace kr {

const std::vector<GameInfo>& gameCatalog() {
  static const std::vector<GameInfo> games = {
      {"doppelkopf", 4, 5, 48, DeckStyle::French},
      {"truc", 2, 2, 32, DeckStyle::French},
      {"coiffeur", 3, 4, 36, DeckStyle::Swiss},
      {"dobbm", 4, 5, 36, DeckStyle::German},
  };
  return games;
}

const GameInfo* findGameInfo(std::string_view id) {
  for (const auto& g : gameCatalog())
    if (g.id == id) return &g;
  return nullptr;
}

const Game* findGame(std::string_view id) {
  for (const Game* g : implementedGames())
    if (g->id() == id) return g;
  return nullptr;
}

}  // namespace kr
