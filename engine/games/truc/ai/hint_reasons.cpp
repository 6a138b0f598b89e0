#include "hint_reasons.hpp"

#include "games/truc/ai/hand_strength.hpp"
#include "games/truc/truc_actions.hpp"

namespace kr::truc::ai {

namespace {

// Below this the cards are more likely to lose than to win.
constexpr double kEven = 0.5;

std::string cardReason(const TrucObservation& obs, int power) {
  const PowerHand hand = powerHand(obs.hand);
  int highest = -1;
  for (int p = 0; p < kPowers; ++p)
    if (countOf(hand, p) > 0) highest = p;
  if (handSize(hand) == 1) return "last-card";
  const int led = obs.play.ledPower;
  if (led < 0) return power == highest ? "lead-strongest" : "lead-low";
  if (power > led) return highest > power ? "beat-keep-stronger" : "beat";
  if (power == led) return "spoil";
  return highest >= led ? "let-trick-go" : "cannot-beat";
}

}  // namespace

double chanceWith(const TrucObservation& obs, Action a) {
  if (isCardAction(a) && obs.play.phase == Phase::Play) return winChanceAfter(obs, powerOf(Card(a)));
  return winChance(obs);
}

std::string reasonFor(const TrucObservation& obs, Action a, double chance) {
  const bool even = chance >= kEven;
  switch (a) {
    // The table asks or agrees with good cards too, rarely: its choice.
    case kAsk: return even ? "strategy-choice" : "ask-weak-hand";
    case kNoAsk: return even ? "keep-hand" : "keep-hand-weak";
    case kAgree: return even ? "strategy-choice" : "agree-weak-hand";
    case kRefuse:
      if (obs.play.phase == Phase::NewHands) return even ? "refuse-new-hands" : "refuse-new-hands-asker-weak";
      return even ? "refuse-too-risky" : "refuse-weak-hand";
    case kAccept: return even ? "accept-strong-hand" : "accept-worth-the-risk";
    case kOffer: return even ? "offer-strong-hand" : "offer-bluff";
    default: break;
  }
  return cardReason(obs, powerOf(Card(a)));
}

}  // namespace kr::truc::ai
