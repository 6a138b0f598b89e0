#include "declarer_model.hpp"

#include "games/dobbm/discard.hpp"
#include "games/dobbm/sampler.hpp"
#include "hand_eval.hpp"

namespace kr::dobbm::ai {

DobbmData withRuleDiscard(const DobbmData& d, int seat) {
  const Table& t = d.pub;
  if (t.contract != Contract::Dobbm || seat == t.declarer || t.discarded != kDobbSize) return d;
  const auto dec = static_cast<std::size_t>(t.declarer);
  const CardSet pool = d.hands[dec] | d.discard;
  // Cards a shown void (DB-5) rules out of the hand must be in the discard.
  CardSet discard = pool & excludedCards(t)[dec];
  if (discard.size() > kDobbSize) return d;
  CardSet hand = pool - discard;
  while (discard.size() < kDobbSize) {
    const Card c = discardChoice(hand, discard);
    if (!hand.contains(c)) return d;
    hand.remove(c);
    discard.add(c);
  }
  if (!validDiscard(discard)) return d;
  DobbmData out = d;
  out.hands[dec] = hand;
  out.discard = discard;
  return out;
}

}  // namespace kr::dobbm::ai
