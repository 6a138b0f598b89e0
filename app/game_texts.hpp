#pragma once
// The words the app uses for each game of the catalog, in the current
// language. The engine knows the games by id only.
#include <QCoreApplication>
#include <QString>

#include <string_view>

#include "core/catalog.hpp"

namespace kr::app {

QString toQString(std::string_view text);
// "french", "german" or "swiss": lets QML pick colours for a deck tradition.
QString deckStyleId(kr::DeckStyle style);

class GameTexts {
  Q_DECLARE_TR_FUNCTIONS(GameTexts)

 public:
  static QString name(std::string_view gameId);
  static QString description(std::string_view gameId);
  // "4–5 players", "2 players"
  static QString players(const kr::GameInfo& game);
  // "48 cards · French suits"
  static QString deck(const kr::GameInfo& game);
};

}  // namespace kr::app
