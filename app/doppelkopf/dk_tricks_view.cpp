#include "dk_tricks_view.hpp"

#include <QVariantMap>

#include "dk_hand_order.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/play.hpp"

namespace kr::app::dk_view {

using namespace kr::dk;

namespace {

// A history entry that put a card on the table: a card, or a pig (or
// Genscher) declared as its first card is played (DK-11, DK-17).
std::optional<Card> playedCard(const HistoryEntry& h, const Rules& rules) {
  if (isCard(h.action)) return Card(h.action);
  if (isPigDeclaration(h.action) && playedWithDeclaration(rules, h.action)) return declaredCard(rules, h.action);
  return std::nullopt;
}

QString whyWon(const TrickSeen& t, int best, CardSet trumps, const Rules& rules) {
  const Card win = t.cards[static_cast<std::size_t>(best)].card;
  for (std::size_t i = 0; i < t.cards.size(); ++i) {
    if (static_cast<int>(i) == best || t.cards[i].card != win) continue;
    if (static_cast<int>(i) > best) return QStringLiteral("first-of-equal");
    if (rules.secondDulle && win == kDulle) return QStringLiteral("second-dulle");
  }
  if (!trumps.contains(win)) return QStringLiteral("highest-of-suit");
  if (!trumps.contains(t.cards[0].card)) {
    int trumpsIn = 0;
    for (const PlayedCard& p : t.cards) trumpsIn += trumps.contains(p.card) ? 1 : 0;
    if (trumpsIn == 1) return QStringLiteral("trumped");
  }
  return QStringLiteral("highest-trump");
}

}  // namespace

QString cardCode(Card c) { return QString::fromStdString(dk::cardText(c)); }

std::vector<TrickSeen> tricksSeen(const DoppelkopfObservation& obs, const Rules& rules) {
  std::vector<TrickSeen> tricks;
  const auto strength = strengths(obs, rules);
  const TrumpTable& table = rules.table(knownContract(obs));
  for (const HistoryEntry& h : obs.history) {
    const auto card = playedCard(h, rules);
    if (!card) continue;
    if (tricks.empty() || tricks.back().cards.size() == kSeats) tricks.emplace_back();
    TrickSeen& t = tricks.back();
    t.cards.push_back({h.seat, *card});
    if (t.cards.size() < kSeats) continue;
    Trick engineTrick;
    engineTrick.count = kSeats;
    for (std::size_t i = 0; i < kSeats; ++i) engineTrick.cards[i] = t.cards[i].card.face;
    const int best = trickWinner(engineTrick, strength, table.trumps, table.followClass(t.cards[0].card), rules.secondDulle);
    t.winner = t.cards[static_cast<std::size_t>(best)].seat;
    for (const PlayedCard& p : t.cards) t.points += cardPoints(p.card);
    t.why = whyWon(t, best, table.trumps, rules);
  }
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

int cardsPlayedBy(const std::vector<TrickSeen>& tricks, int seat) {
  int n = 0;
  for (const TrickSeen& t : tricks)
    for (const PlayedCard& p : t.cards) n += p.seat == seat ? 1 : 0;
  return n;
}

std::vector<Card> cardsOf(const std::vector<TrickSeen>& tricks, int seat) {
  std::vector<Card> out;
  for (const TrickSeen& t : tricks)
    for (const PlayedCard& p : t.cards)
      if (p.seat == seat) out.push_back(p.card);
  return out;
}

}  // namespace kr::app::dk_view
