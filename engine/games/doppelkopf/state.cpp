#include "state.hpp"

#include "actions.hpp"
#include "announcements.hpp"
#include "bidding.hpp"
#include "invariants.hpp"
#include "observation.hpp"
#include "play.hpp"
#include "scoring.hpp"
#include "serialize.hpp"

namespace kr::dk {

std::string_view phaseId(Phase p) {
  switch (p) {
    case Phase::Reservation: return "reservation";
    case Phase::Declaration: return "declaration";
    case Phase::PovertyGive: return "poverty-give";
    case Phase::PovertyOffer: return "poverty-offer";
    case Phase::PovertyReturn: return "poverty-return";
    case Phase::Play: return "play";
    case Phase::Over: return "over";
  }
  return "over";
}

std::string_view DoppelkopfState::phase() const { return phaseId(d_.phase); }

void DoppelkopfState::legalActions(int seat, ActionList& out) const {
  out.clear();
  if (seat < 0 || seat >= kSeats) return;
  if (d_.phase == Phase::Play) return playLegal(d_, seat, out);
  if (d_.phase != Phase::Over) biddingLegal(d_, seat, out);
}

namespace {

// Dealing is not an action: the table learns of it with the first one. Out
// of line, so that the hot path of every rollout saves no registers for it.
[[gnu::noinline]] void recordDeal(const Deal& d, EventList& events) {
  pushEvent(events, EventKind::DealStarted, -1, -1, d.dealer);
  for (int s = 0; s < kSeats; ++s)
    pushEvent(events, EventKind::CardsDealt, s, -1, 0, {}, d.dealt[static_cast<std::size_t>(s)].cards());
}

void applyInPhase(Deal& d, int seat, Action a, EventList* events) {
  if (d.phase == Phase::Play) return applyPlay(d, seat, a, events);
  applyBidding(d, seat, a, events);
}

[[gnu::noinline]] void applyRecorded(Deal& d, int seat, Action a, EventList& events) {
  if (d.historyCount == 0) recordDeal(d, events);
  applyInPhase(d, seat, a, &events);
}

}  // namespace

// A rollout records no events: only jumps here, and no registers saved.
void DoppelkopfState::applyUnchecked(int seat, Action a, EventList* events) {
  if (events) return applyRecorded(d_, seat, a, *events);
  applyInPhase(d_, seat, a, nullptr);
}

DealResult DoppelkopfState::result() const { return scoreDeal(d_); }

std::unique_ptr<Observation> DoppelkopfState::observe(int seat) const { return makeObservation(d_, seat); }

std::string DoppelkopfState::actionToString(Action a) const { return actionText(a); }

std::optional<Action> DoppelkopfState::actionFromString(std::string_view text) const {
  const auto a = parseAction(text);
  // The observation-only markers are not actions anyone can take.
  if (a && (*a == kHiddenGive || *a == kHiddenReturn)) return std::nullopt;
  return a;
}

Explanation DoppelkopfState::whyIllegal(int seat, Action a) const {
  if (d_.phase == Phase::Over) return {"deal-over", {}};
  if (seat < 0 || seat >= kSeats) return {"bad-seat", {}};
  if (isAnnouncement(a)) return whyAnnouncementIllegal(d_, seat, a);
  if (a == kAnnounceDouble) return whyDoubleIllegal(d_, seat);
  if (d_.phase != Phase::Play) return whyBiddingIllegal(d_, seat, a);
  if (isPigDeclaration(a)) return whyPigIllegal(d_, seat, a);
  if (!isCard(a)) return {"not-legal-now", {}};
  if (seat != d_.toMove) return {"not-your-turn", {}};
  const CardMultiset& h = d_.hands[static_cast<std::size_t>(seat)];
  const Card c(a);
  if (!h.once().contains(c)) return {"card-not-in-hand", {c}};
  const CardSet follow = h.once() & d_.followMask();
  if (follow.contains(c) || follow.empty()) return {"not-legal-now", {}};
  const bool trumpLed = d_.trumps.contains(follow.first());
  return {trumpLed ? "must-follow-trump" : "must-follow-suit", follow.cards()};
}

std::string DoppelkopfState::serialize() const { return serializeDeal(d_); }

std::vector<Card> DoppelkopfState::hand(int seat) const {
  if (seat < 0 || seat >= kSeats) return {};
  return d_.hands[static_cast<std::size_t>(seat)].cards();
}

std::optional<std::string> DoppelkopfState::checkInvariants() const { return brokenInvariant(d_); }

}  // namespace kr::dk
