#include "hand_strength.hpp"

#include <utility>

#include "core/binomial.hpp"

namespace kr::truc::ai {

namespace {

// Plays the hand out with plain cards on both sides, offers left aside;
// the seat's next card is `first` when that is not -1.
double playOut(TrucPlay p, int seat, std::array<PowerHand, kSeats> hands, int first) {
  if (p.phase == Phase::NewHands) p.decline();
  p.phase = Phase::Play;
  while (p.phase != Phase::Over) {
    const int mover = p.mover;
    int power = plainCard(p, mover, hands[static_cast<std::size_t>(mover)]);
    if (mover == seat && first >= 0) power = std::exchange(first, -1);
    hands[static_cast<std::size_t>(mover)] = withoutCard(hands[static_cast<std::size_t>(mover)], power);
    p.play(power);
  }
  return p.winner == seat ? 1.0 : p.winner < 0 ? 0.5 : 0.0;
}

}  // namespace

int plainCard(const TrucPlay& play, int seat, PowerHand hand) {
  int lowest = -1;
  int highest = -1;
  for (int p = 0; p < kPowers; ++p)
    if (countOf(hand, p) > 0) {
      if (lowest < 0) lowest = p;
      highest = p;
    }
  if (play.ledPower < 0) return highest;
  for (int p = play.ledPower + 1; p < kPowers; ++p)
    if (countOf(hand, p) > 0) return p;
  // A spoilt trick goes to the first seat that won one (ruling TR-3).
  const bool tieHelps = play.firstWinner == seat || play.firstWinner < 0;
  if (tieHelps && countOf(hand, play.ledPower) > 0) return play.ledPower;
  return lowest;
}

Action cardOfPower(CardSet hand, int power) {
  for (Card c : hand)
    if (powerOf(c) == power) return c.index();
  return -1;
}

double winChance(const TrucObservation& obs) { return winChanceAfter(obs, -1); }

double winChanceAfter(const TrucObservation& obs, int first) {
  const int seat = obs.seat;
  const int other = 1 - seat;
  const TrucPlay& p = obs.play;
  // Unseen cards per power: the opponent's hand comes from these.
  std::array<int, kPowers> unseen{};
  const CardSet seen = obs.hand | obs.ownDiscards | CardSet::of(obs.cards);
  for (Card c : deckMask() - seen) ++unseen[static_cast<std::size_t>(powerOf(c))];
  const int size = kHandSize - p.cardsPlayedBy(other);
  const PowerHand mine = powerHand(obs.hand);
  double total = 0;
  double won = 0;
  for (int i = 0; i < multisets(size); ++i) {
    const PowerHand theirs = multisetAt(size, i);
    double ways = 1;
    for (int power = 0; power < kPowers; ++power) ways *= binomial(unseen[static_cast<std::size_t>(power)], countOf(theirs, power));
    if (ways <= 0) continue;
    std::array<PowerHand, kSeats> hands{};
    hands[static_cast<std::size_t>(seat)] = mine;
    hands[static_cast<std::size_t>(other)] = theirs;
    total += ways;
    won += ways * playOut(p, seat, hands, first);
  }
  return total > 0 ? won / total : 0.5;
}

}  // namespace kr::truc::ai
