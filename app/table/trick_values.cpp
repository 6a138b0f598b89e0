#include "trick_values.hpp"

#include <QVariantMap>

namespace kr::app {

namespace {

QVariantMap played(const TrickCard& p, const CardCode& code) {
  return {{QStringLiteral("seat"), p.seat}, {QStringLiteral("card"), code(p.card)}};
}

}  // namespace

QVariantList finishedTrickValues(const std::vector<TrickFact>& tricks, const CardCode& code) {
  QVariantList out;
  for (const TrickFact& t : tricks) {
    if (t.winner < 0) continue;
    QVariantList cards;
    for (const TrickCard& p : t.cards) cards << played(p, code);
    out << QVariantMap{{QStringLiteral("leader"), t.cards.front().seat},
                       {QStringLiteral("cards"), cards},
                       {QStringLiteral("winner"), t.winner},
                       {QStringLiteral("points"), t.points},
                       {QStringLiteral("why"), QString::fromStdString(t.why)},
                       // A spoilt trick (Truc) has an owner but no winning card.
                       {QStringLiteral("winningCard"),
                        t.winningCard >= 0 ? code(t.cards[static_cast<std::size_t>(t.winningCard)].card) : QString()}};
  }
  return out;
}

QVariantList currentTrickValues(const std::vector<TrickFact>& tricks, const CardCode& code) {
  QVariantList out;
  if (tricks.empty() || tricks.back().winner >= 0) return out;
  for (const TrickCard& p : tricks.back().cards) out << played(p, code);
  return out;
}

std::vector<Card> playedCards(const std::vector<TrickFact>& tricks, int seat) {
  std::vector<Card> out;
  for (const TrickFact& t : tricks)
    for (const TrickCard& p : t.cards)
      if (p.seat == seat) out.push_back(p.card);
  return out;
}

}  // namespace kr::app
