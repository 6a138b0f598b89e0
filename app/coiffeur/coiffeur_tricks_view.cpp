#include "coiffeur_tricks_view.hpp"

#include <QVariantMap>

namespace kr::app::coiffeur_view {

using namespace kr::coiffeur;

namespace {

QVariantMap played(int seat, Card c) { return {{QStringLiteral("seat"), seat}, {QStringLiteral("card"), cardCode(c)}}; }

const char* whyWon(Card winning, Suit led, TrickOrder order) {
  if (order.trump >= 0 && static_cast<int>(winning.suit()) == order.trump)
    return static_cast<int>(led) == order.trump ? "highest-trump" : "trumped";
  return order.down ? "lowest-of-suit" : "highest-of-suit";
}

}  // namespace

QString cardCode(Card c) { return QString::fromStdString(toString(c, DeckStyle::Swiss)); }

QVariantList finishedTricks(const Table& table) {
  QVariantList out;
  const int n = table.seats();
  for (int k = 0; k < table.tricksDone; ++k) {
    Trick trick;
    const int leader = table.leaders[static_cast<std::size_t>(k)];
    QVariantList cards;
    for (int i = 0; i < n; ++i) {
      const Card c = table.played[static_cast<std::size_t>(k * n + i)];
      trick.cards[static_cast<std::size_t>(i)] = c;
      trick.count = i + 1;
      cards << played((leader + i) % n, c);
    }
    const TrickOrder order = orderOf(table.variant, k, table.handSize());
    const int winningAt = winningIndex(trick, order);
    const Card winning = trick.cards[static_cast<std::size_t>(winningAt)];
    int points = k == table.handSize() - 1 ? kLastTrickBonus : 0;
    for (int i = 0; i < n; ++i) points += cardPoints(trick.cards[static_cast<std::size_t>(i)], table.variant);
    out << QVariantMap{{QStringLiteral("cards"), cards},
                       {QStringLiteral("leader"), leader},
                       {QStringLiteral("winner"), (leader + winningAt) % n},
                       {QStringLiteral("points"), points},
                       {QStringLiteral("why"), QString::fromLatin1(whyWon(winning, trick.led(), order))},
                       {QStringLiteral("winningCard"), cardCode(winning)}};
  }
  return out;
}

QVariantList currentTrick(const Table& table) {
  QVariantList out;
  for (int i = 0; i < table.trick.count; ++i)
    out << played((table.leader + i) % table.seats(), table.trick.cards[static_cast<std::size_t>(i)]);
  return out;
}

std::vector<std::vector<Card>> cardsPlayedBySeat(const Table& table) {
  std::vector<std::vector<Card>> out(static_cast<std::size_t>(table.seats()));
  const int n = table.seats();
  for (int i = 0; i < table.playedCount; ++i) {
    const int trick = i / n;
    const int leader = trick < table.tricksDone ? table.leaders[static_cast<std::size_t>(trick)] : table.leader;
    out[static_cast<std::size_t>((leader + i % n) % n)].push_back(table.played[static_cast<std::size_t>(i)]);
  }
  return out;
}

}  // namespace kr::app::coiffeur_view
