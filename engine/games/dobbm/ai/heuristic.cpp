#include "heuristic.hpp"

#include "card_play.hpp"
#include "games/dobbm/actions.hpp"
#include "hand_eval.hpp"

namespace kr::dobbm::ai {

namespace {

bool dobbmOpen(const Table& t) {
  for (Bid b : t.bids)
    if (b == Bid::Dobbm) return false;
  return true;
}

}  // namespace

Action heuristicBid(CardSet hand, bool forced, bool open) {
  const double base = declarerPoints(hand);
  const double solo = base + averageDobb(hand) - kBlindSolo;
  const double dobbm = base + kExchangeGain;
  // A Solo pays double: better than a Dobbm when twice its margin is larger.
  const bool soloBetter = 2 * (solo - kHalf) > dobbm - kHalf;
  if (forced) return soloBetter ? kSolo : kDobbm;  // DB-7: must declare
  if (solo >= kSoloBid && (soloBetter || !open)) return kSolo;
  if (open && dobbm >= kDobbmBid) return kDobbm;
  return kPass;
}

bool heuristicRaises(bool declarer, Contract contract, int doublings, CardSet hand, CardSet discard) {
  if (doublings >= kRuleDoublings) return false;
  // The n-th answer of a side: its first, second ... raise in this deal.
  const int answer = doublings / 2;
  if (declarer) {
    const double extra = contract == Contract::Solo ? averageDobb(hand) - kBlindSolo : pointsOf(discard) + 8.0;
    return declarerPoints(hand) + extra >= kRedoubleBid + answer * kRaiseStep;
  }
  return defenceStrength(hand) >= (doublings == 0 ? kDoubleStrength : kDefenceRedouble + (answer - 1) * 2.0);
}

namespace {

Action doubling(const Table& t, CardSet hand, CardSet discard, int seat) {
  if (!heuristicRaises(seat == t.declarer, t.contract, t.doublings, hand, discard)) return kPass;
  return t.doublings == 0 ? kDouble : kRedouble;
}

}  // namespace

Action heuristicAction(const Table& t, CardSet hand, CardSet discard, int seat) {
  switch (t.phase) {
    case Phase::Bidding: return heuristicBid(hand, t.forced >= 0, dobbmOpen(t));
    case Phase::Discard: return discardChoice(hand, discard).index();
    case Phase::Doubling: return doubling(t, hand, discard, seat);
    case Phase::Play: return chooseCard(SeatView{t, hand, seat, discard}).index();
    case Phase::Over: break;
  }
  return kPass;
}

Action heuristicPolicy(const GameState& state, int seat, Rng&) {
  const auto& s = static_cast<const DobbmState&>(state);
  const DobbmData& d = s.data();
  const CardSet discard = seat == d.pub.declarer ? d.discard : CardSet();
  return heuristicAction(d.pub, d.hands[static_cast<std::size_t>(seat)], discard, seat);
}

Action heuristicChoice(const Observation& obs) {
  const auto& o = static_cast<const DobbmObservation&>(obs);
  return heuristicAction(o.pub, o.hand, o.discard, o.seat);
}

}  // namespace kr::dobbm::ai
