#include "trick_facts.hpp"

#include <optional>

#include "actions.hpp"
#include "play.hpp"

namespace kr::dk {

namespace {

using Strengths = std::array<std::uint8_t, kFaceCount>;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// A history entry that put a card on the table: a card, or a pig (or
// Genscher) declared as its first card is played (DK-11, DK-17).
std::optional<Card> playedCard(const HistoryEntry& h, const Rules& rules) {
  if (isCard(h.action)) return Card(h.action);
  if (isPigDeclaration(h.action) && playedWithDeclaration(rules, h.action)) return declaredCard(rules, h.action);
  return std::nullopt;
}

const char* whyWon(const TrickFact& t, CardSet trumps, const Rules& rules) {
  const Card win = t.cards[at(t.winningCard)].card;
  for (std::size_t i = 0; i < t.cards.size(); ++i) {
    if (static_cast<int>(i) == t.winningCard || t.cards[i].card != win) continue;
    // DK-1: of two identical cards the first wins, the option lets the second Dulle win.
    if (static_cast<int>(i) > t.winningCard) return "first-of-equal";
    if (rules.secondDulle && win == kDulle) return "second-dulle";
  }
  if (!trumps.contains(win)) return "highest-of-suit";
  if (!trumps.contains(t.cards[0].card)) {
    int trumpsIn = 0;
    for (const TrickCard& p : t.cards) trumpsIn += trumps.contains(p.card) ? 1 : 0;
    if (trumpsIn == 1) return "trumped";
  }
  return "highest-trump";
}

// Decides a full trick as the engine's play does (play.cpp's finishTrick).
void decide(TrickFact& t, const Strengths& strength, const TrumpTable& table, const Rules& rules) {
  Trick trick;
  trick.count = kSeats;
  for (int i = 0; i < kSeats; ++i) trick.cards[at(i)] = t.cards[at(i)].card.face;
  t.winningCard = trickWinner(trick, strength, table.trumps, table.followClass(t.cards[0].card), rules.secondDulle);
  t.winner = t.cards[at(t.winningCard)].seat;
  for (const TrickCard& p : t.cards) t.points += cardPoints(p.card);
  t.why = whyWon(t, table.trumps, rules);
}

}  // namespace

std::vector<TrickFact> trickFacts(const std::vector<HistoryEntry>& history, Contract contract, const Rules& rules) {
  const TrumpTable& table = rules.table(contract);
  Strengths strength = table.strength;
  std::vector<TrickFact> tricks;
  for (const HistoryEntry& h : history) {
    // DK-11, DK-17: a declared pig is raised from its declaration on.
    if (isPigDeclaration(h.action)) strength[declaredCard(rules, h.action).face] = declaredStrength(h.action);
    const auto card = playedCard(h, rules);
    if (!card) continue;
    if (tricks.empty() || tricks.back().cards.size() == at(kSeats)) tricks.emplace_back();
    TrickFact& t = tricks.back();
    t.cards.push_back({h.seat, *card});
    if (t.cards.size() == at(kSeats)) decide(t, strength, table, rules);
  }
  return tricks;
}

}  // namespace kr::dk
