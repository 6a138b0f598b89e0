#include "hand_game.hpp"

namespace kr::truc::cfr {

Moves movesAt(const Node& n) {
  Moves m;
  const TrucPlay& p = n.play;
  switch (p.phase) {
    case Phase::NewHands:
    case Phase::Answer:
      m.kind = p.phase == Phase::Answer ? Decision::AnswerOffer : p.asked ? Decision::AnswerAsk : Decision::Ask;
      m.count = 2;
      m.slot = {0, 1, 0, 0};
      break;
    case Phase::Play:
      m.kind = Decision::Turn;
      m.turn = ai::turnOptions(p, n.hands[static_cast<std::size_t>(p.mover)]);
      for (int i = 0; i < m.turn.powers; ++i) m.slot[static_cast<std::size_t>(m.count++)] = i;
      if (m.turn.offer) m.slot[static_cast<std::size_t>(m.count++)] = ai::kOfferSlot;
      break;
    case Phase::Over: break;
  }
  return m;
}

Node after(const Node& n, const Moves& m, int slot) {
  Node c = n;
  TrucPlay& p = c.play;
  switch (m.kind) {
    case Decision::Ask:
      if (slot == 0) p.ask();
      else p.decline();
      break;
    case Decision::AnswerAsk:
      if (slot == 0) {
        p.agree();
        c.redeal = true;
      } else {
        p.refuse();
      }
      break;
    case Decision::AnswerOffer:
      if (slot == 0) p.accept();
      else p.refuse();
      break;
    case Decision::Turn:
      if (slot == ai::kOfferSlot) {
        p.offer();
      } else {
        const int power = m.turn.power[static_cast<std::size_t>(slot)];
        auto& hand = c.hands[static_cast<std::size_t>(p.mover)];
        hand = ai::withoutCard(hand, power);
        p.play(power);
      }
      break;
  }
  return c;
}

Node startNode(int elderScore, int dealerScore, PowerHand elder, PowerHand dealer) {
  Node n;
  n.play = TrucPlay::start(1, elderScore, dealerScore);
  n.hands = {elder, dealer};
  return n;
}

double elderValue(const Node& n, const RoundValues& values) { return ai::elderValue(n.play, n.redeal, values); }

int outcomeOf(const Node& n) {
  if (n.redeal) return kRedeal;
  const TrucPlay& p = n.play;
  if (p.winner < 0) return kNobody;
  if (p.end == End::WonRemainder) return p.winner == 0 ? kElderRound : kDealerRound;
  const int k = p.stake == 1 ? 0 : p.stake == 2 ? 1 : p.stake == 4 ? 2 : 3;
  return (p.winner == 0 ? kElderPoints : kDealerPoints) + k;
}

}  // namespace kr::truc::cfr
