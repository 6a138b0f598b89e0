#include "endgame.hpp"

#include <algorithm>
#include <vector>

#include "ai/alpha_beta.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/play.hpp"
#include "games/doppelkopf/scoring.hpp"
#include "heuristic.hpp"

namespace kr::dk::ai {

namespace {

// Card points of a party range 0..240, so a score step outweighs any of them.
constexpr int kScoreWeight = 256;
constexpr int kBelowAll = -(1 << 28);
constexpr int kAboveAll = 1 << 28;

int firstReSeat(const Deal& d) {
  for (int s = 0; s < kSeats; ++s)
    if (d.partyOf(s) == 0) return s;
  return 0;
}

// Re maximises, Kontra minimises. The moves are the cards (a pig declared as
// it is played counts as a card of its own); announcements are left out:
// their deadlines have passed when a few tricks remain, and the solver plays
// the deal as announced. A position is the dealt cards and every action
// since (the history holds cards, bids and announcements).
struct ReSide {
  bool maximises(const DoppelkopfState& s, int mover) const { return s.deal().partyOf(mover) == 0; }
  void moves(const DoppelkopfState& s, int mover, ActionList& out) const {
    ActionList legal;
    s.legalActions(mover, legal);
    out.clear();
    for (Action a : legal)
      if (isCard(a) || (isPigDeclaration(a) && playedWithDeclaration(s.deal().rules, a))) out.push(a);
  }
  int value(const DoppelkopfState& s) const { return reValue(s.deal()); }
  const Deal& position(const DoppelkopfState& s) const { return s.deal(); }
  bool same(const Deal& a, const Deal& b) const {
    return a.historyCount == b.historyCount && a.dealer == b.dealer && a.dealt == b.dealt &&
           std::equal(a.history.begin(), a.history.begin() + a.historyCount, b.history.begin(),
                      [](const HistoryEntry& x, const HistoryEntry& y) {
                        return x.action == y.action && x.seat == y.seat && x.note == y.note;
                      });
  }
};

}  // namespace

int reValue(const Deal& d) {
  const int score = scoreDeal(d).seatScores[static_cast<std::size_t>(firstReSeat(d))];
  if (isMisere(d.contract)) return score * kScoreWeight;
  int points = 0;
  for (int s = 0; s < kSeats; ++s)
    if (d.partyOf(s) == 0) points += d.points[static_cast<std::size_t>(s)];
  return score * kScoreWeight + points;
}

int solvedValue(const DoppelkopfState& s) { return alphaBeta(s, kBelowAll, kAboveAll, ReSide{}); }

RolloutPolicy endgamePolicy(int tricksLeft) {
  return [tricksLeft](const GameState& state, int seat, Rng& rng) {
    const auto& s = static_cast<const DoppelkopfState&>(state);
    const Deal& d = s.deal();
    if (d.phase == Phase::Play && d.tricksInDeal() - d.trick <= tricksLeft)
      return followSolvedLine(s, ReSide{}, kBelowAll, kAboveAll);
    return heuristicPolicy(state, seat, rng);
  };
}

}  // namespace kr::dk::ai
