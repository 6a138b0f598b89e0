#include "heuristic.hpp"

#include "announce_rules.hpp"
#include "bidding_rules.hpp"
#include "card_play.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/bidding.hpp"
#include "games/doppelkopf/play.hpp"
#include "games/doppelkopf/state.hpp"

namespace kr::dk::ai {

namespace {

void legalOf(const Deal& d, int seat, ActionList& out) {
  out.clear();
  if (d.phase == Phase::Play) playLegal(d, seat, out);
  else if (d.phase != Phase::Over) biddingLegal(d, seat, out);
}

// A pig (or Genscher, DK-17) declared as its first card is played (DK-11)
// makes that card the top trump: worth it when leading, or to take a trick
// with points in it.
bool wantsPig(const SeatView& v, Action a) {
  if (!playedWithDeclaration(v.rules(), a)) return true;
  return v.trickCount() == 0 || v.trickPoints() >= 8;
}

}  // namespace

Action heuristicAction(const Deal& d, int seat, bool announces) {
  const SeatView v(d, seat);
  ActionList legal;
  legalOf(d, seat, legal);
  if (legal.empty()) return -1;
  if (d.phase != Phase::Play) return biddingAction(v, legal);
  CardSet cards;
  for (Action a : legal) {
    if (isCard(a)) cards.add(Card(a));
    else if (isPigDeclaration(a) && wantsPig(v, a)) return a;
    else if (announces && isAnnouncement(a) && wantsAnnouncement(v, announcementLevel(a))) return a;
    else if (announces && a == kAnnounceDouble && wantsDouble(v)) return a;
  }
  if (cards.empty()) return legal[0];
  return chooseCard(v, cards).index();
}

Action heuristicPolicy(const GameState& state, int seat, Rng&) {
  return heuristicAction(static_cast<const DoppelkopfState&>(state).deal(), seat);
}

std::optional<Action> pigsBeforePlay(const Observation& obs) {
  for (Action a : obs.legal)
    if (a == kSchweinchen || a == kHyperschweinchen) return a;
  return std::nullopt;
}

Action HeuristicPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  if (obs.legal.size() == 1) return obs.legal[0];
  // Any deal matching the observation will do: the rules read only what
  // the seat knows. The sample's generator is separate from the mistakes'.
  Rng sampling(0x5eed);
  auto state = ctx.game->sample(obs, *ctx.options, sampling);
  if (!state) return obs.legal[0];
  const Deal& d = static_cast<const DoppelkopfState&>(*state).deal();
  Action a = heuristicAction(d, obs.seat, announces_);
  if (d.phase == Phase::Play && isCard(a) && mistakeRate_ > 0 && rng_.unit() < mistakeRate_) {
    // A slip: any card the seat may play.
    ActionList cards;
    for (Action x : obs.legal)
      if (isCard(x)) cards.push(x);
    a = cards[static_cast<int>(rng_.below(static_cast<std::uint32_t>(cards.size())))];
  }
  return obs.legal.contains(a) ? a : obs.legal[0];
}

std::optional<Action> HeuristicPlayer::interject(const Observation& obs, const DecisionContext&) {
  // Announcements wait for the seat's own turn: every deadline counts the
  // seat's own cards, so nothing is lost by that.
  return pigsBeforePlay(obs);
}

}  // namespace kr::dk::ai
