// TrucState::checkInvariants: what every reachable state must satisfy
// (card conservation, stakes, the remainder, the end of the hand).
#include "truc_state.hpp"

namespace kr::truc {

std::optional<std::string> TrucState::checkCards() const {
  CardSet all;
  int count = 0;
  auto add = [&](CardSet s) {
    all |= s;
    count += s.size();
  };
  for (int s = 0; s < kSeats; ++s) {
    add(d_.hands[static_cast<std::size_t>(s)]);
    add(d_.discards[static_cast<std::size_t>(s)]);
  }
  add(CardSet::of(d_.stock));
  add(CardSet::of(d_.cards));
  if (count != kDeckSize || all != deckMask()) return "cards-not-conserved";
  const TrucPlay& p = d_.play;
  if (static_cast<int>(d_.cards.size()) != p.cardsPlayed()) return "played-cards-differ";
  for (int t = 0; t < p.tricksDone; ++t)
    if (powerOf(d_.cards[static_cast<std::size_t>(2 * t)]) != p.tricks[t].leadPower ||
        powerOf(d_.cards[static_cast<std::size_t>(2 * t + 1)]) != p.tricks[t].replyPower)
      return "trick-cards-differ";
  for (int s = 0; s < kSeats; ++s)
    if (d_.hands[static_cast<std::size_t>(s)].size() != kHandSize - p.cardsPlayedBy(s)) return "hand-size";
  if (d_.discards[0].size() != d_.discards[1].size() || d_.discards[0].size() % kHandSize != 0)
    return "discards-unequal";
  return std::nullopt;
}

std::optional<std::string> TrucState::checkStake() const {
  const TrucPlay& p = d_.play;
  if (p.stake != 1 && p.stake != 2 && p.stake != 4 && p.stake != 8) return "stake-not-a-double";
  if (p.lastRaiser < 0) {
    if (p.stake != 1 || p.remainder) return "stake-raised-without-offer";
  } else if (p.remainder) {
    // Ruling TR-4: the remainder is offered only when a double would pass 12.
    if (p.score[p.lastRaiser] + 2 * p.stake <= kTarget) return "remainder-while-double-possible";
  } else if (p.score[p.lastRaiser] + p.stake > kTarget) {
    return "double-passes-target";
  }
  if (p.phase == Phase::Answer && p.pendingRemainder != p.offerIsRemainder(p.mover)) return "offer-kind-wrong";
  return std::nullopt;
}

std::optional<std::string> TrucState::checkInvariants() const {
  if (auto e = checkCards()) return e;
  if (auto e = checkStake()) return e;
  const TrucPlay& p = d_.play;
  if (p.phase != Phase::Over) {
    if (p.owned(0) >= 2 || p.owned(1) >= 2 || p.tricksDone >= kMaxTricks) return "hand-should-have-ended";
    return std::nullopt;
  }
  switch (p.end) {
    case End::WonTricks:
    case End::WonRemainder:
      if (p.owned(p.winner) < 2 || p.remainder != (p.end == End::WonRemainder)) return "trick-win-wrong";
      if (p.end == End::WonRemainder && p.score[p.winner] + p.points() != kTarget) return "remainder-points-wrong";
      break;
    case End::AllSpoilt:
      if (p.spoilt() != kMaxTricks || p.winner >= 0) return "all-spoilt-wrong";
      break;
    case End::RefusedOffer:
    case End::RefusedRemainder:
      if (p.winner < 0 || (p.end == End::RefusedRemainder) != p.pendingRemainder) return "refusal-wrong";
      break;
    case End::None: return "over-without-end";
  }
  return std::nullopt;
}

}  // namespace kr::truc
