#include "games/truc/ai/public_course.hpp"

#include "games/truc/ai/hand_strength.hpp"
#include "games/truc/truc_actions.hpp"

namespace kr::truc::ai {

namespace {

// The public action an engine action is at `node`; -1 when it is none there.
int publicAction(const PublicNode& node, Action a) {
  const TrucPlay& p = node.play;
  switch (p.phase) {
    case Phase::NewHands:
      if (!p.asked) return a == kAsk ? 0 : a == kNoAsk ? 1 : -1;
      return a == kAgree ? 0 : a == kRefuse ? 1 : -1;
    case Phase::Answer: return a == kAccept ? 0 : a == kRefuse ? 1 : -1;
    case Phase::Play:
      if (a == kOffer) return p.mayOffer() ? kOfferAction : -1;
      return isCardAction(a) ? powerOf(Card(a)) : -1;
    case Phase::Over: break;
  }
  return -1;
}

}  // namespace

std::optional<PublicCourse> publicCourse(const TrucObservation& obs) {
  PublicCourse c;
  const int dealer = obs.play.dealer;
  c.elderSeat = 1 - dealer;
  c.elderScore = obs.play.score[static_cast<std::size_t>(c.elderSeat)];
  c.dealerScore = obs.play.score[static_cast<std::size_t>(dealer)];
  c.node = handStart(c.elderScore, c.dealerScore);
  // New hands start the hand again, and may have swapped the roles before.
  auto from = obs.log.begin();
  for (auto it = obs.log.begin(); it != obs.log.end(); ++it)
    if (it->second == kAgree) from = it + 1;
  for (auto it = from; it != obs.log.end(); ++it) {
    const auto [seat, action] = *it;
    const int a = publicAction(c.node, action);
    if (a < 0 || c.node.over() || c.roleOf(seat) != c.node.play.toMove()) return std::nullopt;
    c.path.push_back(a);
    c.node = after(c.node, a);
  }
  return c;
}

Action engineAction(const PublicNode& node, int a, CardSet hand) {
  const TrucPlay& p = node.play;
  switch (p.phase) {
    case Phase::NewHands:
      if (!p.asked) return a == 0 ? kAsk : kNoAsk;
      return a == 0 ? kAgree : kRefuse;
    case Phase::Answer: return a == 0 ? kAccept : kRefuse;
    case Phase::Play: return a == kOfferAction ? kOffer : cardOfPower(hand, a);
    case Phase::Over: break;
  }
  return -1;
}

}  // namespace kr::truc::ai
