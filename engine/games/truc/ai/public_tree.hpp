#pragma once
// The public tree of one Truc hand, shared by the subgame solver and the
// generator's best response (tools/truc-cfr): a node is the course of the
// hand plus the powers each seat has shown; the private part, a seat's hand,
// is one of HandPairs's 120, so a seat's values and reaches are vectors over
// those hands. Seats are roles: seat 0 the elder, seat 1 the dealer.
#include <array>
#include <functional>

#include "games/truc/ai/hand_pairs.hpp"
#include "games/truc/ai/round_values.hpp"
#include "games/truc/ai/strategy_table.hpp"

namespace kr::truc::ai {

// Probabilities per slot of a decision, as the strategy table stores them
// (abstraction.hpp: a turn's distinct powers held, ascending, then the offer).
using StrategyFn = std::function<std::array<double, 4>(InfoKey)>;

// One entry per hand of HandPairs: meaningful only for the hands that fit
// the powers a seat has played (HandPairs::holding).
using HandVector = std::array<double, kHands>;
// One entry per public action: a yes/no question's 0/1, or a power 0..7 and
// kOfferAction in a turn.
constexpr int kOfferAction = kPowers;
using ActionRow = std::array<double, kPowers + 1>;
// Both seats' reaches per hand, the non-dealer's first.
using Ranges = std::array<HandVector, kSeats>;
// Every hand of both seats, at reach 1: the start of a hand.
Ranges everyHand();

template <class A>
auto& at(A& a, int i) {
  return a[static_cast<std::size_t>(i)];
}

struct PublicNode {
  TrucPlay play;
  std::array<PowerHand, kSeats> played{};
  bool redeal = false;  // both agreed to new hands
  bool over() const { return redeal || play.phase == Phase::Over; }
  // The powers hand `h` (of HandPairs) still holds at this node.
  PowerHand remaining(int seat, int h) const {
    return static_cast<PowerHand>(at(HandPairs::get().hand, h) - at(played, seat));
  }
};

PublicNode handStart(int elderScore, int dealerScore);
// The public action `a` at a node.
PublicNode after(const PublicNode& n, int a);
// The public actions at a node are 0 .. publicActions(play) - 1.
int publicActions(const TrucPlay& play);
// Whether a hand with these powers left may take public action `a`.
bool mayTake(const TrucPlay& play, PowerHand remaining, int a);
// The public actions some hand of the mover may take at a node, ascending:
// the node's children in the public tree.
struct TakenActions {
  std::array<int, kPowers + 1> action{};
  int count = 0;
};
TakenActions takenActions(const PublicNode& n);
// The trunk: the new-hands question and trick 1. Every node after it starts
// or lies in a subgame of tricks 2 and 3.
inline bool inTrunk(const PublicNode& n) { return !n.over() && n.play.tricksDone == 0; }

// The strategy's probability of each public action for a hand's remaining
// powers; a set it does not hold is played uniformly.
ActionRow strategyRow(const TrucPlay& play, int seat, PowerHand remaining, const StrategyFn& strategy);

// Re-solving takes each seat's range from the strategy along the path, but
// a best response need not follow it. So every hand that fits what a seat
// has played keeps at least kReachFloor of its likeliest hand's reach (all
// of them 1 where the strategy never takes the path): the re-solve also
// plans for hands the strategy, or its rounding to 255ths, makes rare or
// impossible. At 11:11 this took the Expert from 12.17 to 0.46
// milli-rounds per hand (docs/ai.md, "Issue #35, fifth round").
constexpr double kReachFloor = 0.02;
void widenRanges(const PublicNode& n, Ranges& reach);

// The elder's value of a finished hand: its chance of winning the round.
double elderValueAt(const PublicNode& n, const RoundValues& values);

// Where a best response may leave a strategy: bit k for the (k+1)-th trick
// (the new-hands question counts with the first).
constexpr unsigned kAllTricks = 0b111;
// At a finished node, with `seat` valuing it at u: u times the chance-weighted
// reach of the other seat's hands, for every hand of `seat` that fits.
void terminalValues(const PublicNode& n, int seat, double u, const HandVector& reachOther, HandVector& out);
// The same with the hands that fit for `seat` and for the other seat given.
void terminalValues(const std::vector<int>& mine, const std::vector<int>& theirs, double u, const HandVector& reachOther,
                    HandVector& out);

}  // namespace kr::truc::ai
