#include "game_texts.hpp"

namespace kr::app {

QString toQString(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QString deckStyleId(kr::DeckStyle style) {
  switch (style) {
    case kr::DeckStyle::French: return QStringLiteral("french");
    case kr::DeckStyle::German: return QStringLiteral("german");
    case kr::DeckStyle::Swiss: return QStringLiteral("swiss");
  }
  return {};
}

QString GameTexts::name(std::string_view gameId) {
  if (gameId == "doppelkopf") return tr("Doppelkopf");
  if (gameId == "truc") return tr("Truc");
  if (gameId == "coiffeur") return tr("Coiffeur Schieber Jass");
  if (gameId == "dobbm") return tr("Dobbm");
  return toQString(gameId);
}

QString GameTexts::description(std::string_view gameId) {
  if (gameId == "doppelkopf")
    return tr("The great trick-taking game of northern Germany, played with a doubled deck. "
              "Whoever holds a queen of clubs plays with the other holder, and nobody knows "
              "at first who that is. With five at the table, the dealer sits out.");
  if (gameId == "truc")
    return tr("A quick duel of nerve from the south of France: win two of three tricks with "
              "three cards in hand, and offer to double the stake whenever you dare. Your "
              "opponent accepts or refuses: a refusal ends the hand and gives you the stake "
              "as it stands.");
  if (gameId == "coiffeur")
    return tr("The Swiss Jass played on a board of many rows: every contract must be "
              "played once, and each row counts a different multiple. Decide which hand "
              "suits which row, or pass and let the next player name a contract.");
  if (gameId == "dobbm")
    return tr("From the Stubai valley in Tyrol: one player takes on the other three, with "
              "hearts always trumps and four face-down cards, the Dobb, to improve the hand. The "
              "declarer needs more than 60 of the 120 card points, in a Solo as in a Dobbm. "
              "With five at the table, the dealer sits out.");
  return {};
}

QString GameTexts::players(const kr::GameInfo& game) {
  if (game.minPlayers == game.maxPlayers) return tr("%1 players").arg(game.minPlayers);
  return tr("%1–%2 players").arg(game.minPlayers).arg(game.maxPlayers);
}

QString GameTexts::deck(const kr::GameInfo& game) {
  switch (game.deck) {
    case kr::DeckStyle::French: return tr("%1 cards · French suits").arg(game.deckSize);
    case kr::DeckStyle::German: return tr("%1 cards · German suits").arg(game.deckSize);
    case kr::DeckStyle::Swiss: return tr("%1 cards · Swiss suits").arg(game.deckSize);
  }
  return {};
}

}  // namespace kr::app
