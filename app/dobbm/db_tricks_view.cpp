#include "db_tricks_view.hpp"

#include <QVariantMap>

#include "db_hand_order.hpp"

namespace kr::app::db_view {

using namespace kr::dobbm;

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

QString whyWon(const Trick& trick, int best) {
  const Card win = trick.cards[at(best)];
  if (!isTrump(win)) return QStringLiteral("highest-of-suit");
  if (trick.led() == kTrump) return QStringLiteral("highest-trump");
  int trumpsIn = 0;
  for (int i = 0; i < trick.count; ++i) trumpsIn += isTrump(trick.cards[at(i)]) ? 1 : 0;
  return trumpsIn == 1 ? QStringLiteral("trumped") : QStringLiteral("highest-trump");
}

TrickSeen seen(const Trick& trick, int leader) {
  TrickSeen t;
  for (int i = 0; i < trick.count; ++i) t.cards.push_back({(leader + i) % kSeats, trick.cards[at(i)]});
  if (trick.count < kSeats) return t;
  const int best = winningIndex(trick);
  t.winner = (leader + best) % kSeats;
  for (const PlayedCard& p : t.cards) t.points += cardPoints(p.card);
  t.why = whyWon(trick, best);
  return t;
}

}  // namespace

std::vector<TrickSeen> tricksSeen(const Table& pub) {
  std::vector<TrickSeen> tricks;
  for (int i = 0; i < pub.tricksDone; ++i) {
    Trick trick;
    trick.count = kSeats;
    for (int k = 0; k < kSeats; ++k) trick.cards[at(k)] = pub.played[at(i * kSeats + k)];
    tricks.push_back(seen(trick, pub.leaders[at(i)]));
  }
  if (pub.trick.count > 0) tricks.push_back(seen(pub.trick, pub.leader));
  return tricks;
}

QVariantList finishedTricks(const std::vector<TrickSeen>& tricks) {
  QVariantList out;
  for (const TrickSeen& t : tricks) {
    if (t.winner < 0) continue;
    QVariantList cards;
    QString winning;
    for (const PlayedCard& p : t.cards) {
      cards << QVariantMap{{QStringLiteral("seat"), p.seat}, {QStringLiteral("card"), cardCode(p.card)}};
      if (p.seat == t.winner) winning = cardCode(p.card);
    }
    out << QVariantMap{{QStringLiteral("leader"), t.cards.front().seat}, {QStringLiteral("cards"), cards},
                       {QStringLiteral("winner"), t.winner},           {QStringLiteral("points"), t.points},
                       {QStringLiteral("why"), t.why},                 {QStringLiteral("winningCard"), winning}};
  }
  return out;
}

QVariantList currentTrick(const std::vector<TrickSeen>& tricks) {
  QVariantList out;
  if (tricks.empty() || tricks.back().winner >= 0) return out;
  for (const PlayedCard& p : tricks.back().cards)
    out << QVariantMap{{QStringLiteral("seat"), p.seat}, {QStringLiteral("card"), cardCode(p.card)}};
  return out;
}

std::vector<Card> cardsOf(const std::vector<TrickSeen>& tricks, int seat) {
  std::vector<Card> out;
  for (const TrickSeen& t : tricks)
    for (const PlayedCard& p : t.cards)
      if (p.seat == seat) out.push_back(p.card);
  return out;
}

std::vector<Card> unplayed(const Table& pub) {
  if (pub.tricksDone < kTricks) return {};
  CardSet rest = fullDeck();
  for (int i = 0; i < pub.playedCount; ++i) rest.remove(pub.played[at(i)]);
  return rest.cards();
}

}  // namespace kr::app::db_view
