#pragma once
// One hand of Truc as the generator sees it: the engine's own course of play
// (TrucPlay) with hands of powers, the decisions of the abstraction, and the
// value of a finished hand as the chance of winning the round.
#include <array>

#include "games/truc/ai/abstraction.hpp"
#include "round_values.hpp"

namespace kr::truc::cfr {

using ai::Decision;
using ai::PowerHand;

struct Node {
  TrucPlay play;
  std::array<PowerHand, kSeats> hands{};
  bool redeal = false;  // both agreed to new hands: the hand starts afresh
  bool terminal() const { return redeal || play.phase == Phase::Over; }
};

// The options of the decision at a node, as slots of the strategy table:
// Ask: 0 ask, 1 keep; AnswerAsk: 0 agree, 1 refuse; AnswerOffer: 0 accept,
// 1 refuse; Turn: 0..2 the distinct powers held (ascending), 3 the offer.
struct Moves {
  Decision kind = Decision::Turn;
  int count = 0;
  std::array<int, 4> slot{};
  ai::TurnOptions turn;
};
Moves movesAt(const Node& n);
Node after(const Node& n, const Moves& m, int slot);

// A new hand with seat 1 dealing: the generator's seats are the roles.
Node startNode(int elderScore, int dealerScore, PowerHand elder, PowerHand dealer);

// The value of a finished hand for the elder (seat 0): its chance of
// winning the round from the position the hand leaves.
double elderValue(const Node& n, const RoundValues& values);

// What a finished hand did, for the round values (round_values.hpp).
int outcomeOf(const Node& n);

}  // namespace kr::truc::cfr
