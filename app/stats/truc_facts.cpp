// Truc: the hand won, the round it decided, and the human's offers to raise
// the stake with the opponent's answers.
#include "game_facts.hpp"

namespace kr::app::stats {

DealFacts trucFacts(const FinishedDeal& deal) {
  const DealResult& result = deal.booked.result;
  DealFacts facts{result.figure("winner", -1) == deal.humanSeat, {}};
  // Seat and player coincide in Truc; the booking names the round's winner.
  const int roundWinner = result.figure("round-winner", -1);
  if (roundWinner >= 0) {
    facts.counters << QStringLiteral("round");
    if (roundWinner == deal.humanSeat) facts.counters << QStringLiteral("round:won");
  }
  // An offer is answered by the very next action (the Answer phase).
  const auto& actions = deal.recorded.actions;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (actions[i].seat != deal.humanSeat || actions[i].action != "offer") continue;
    facts.counters << QStringLiteral("offer");
    if (i + 1 < actions.size() && actions[i + 1].action == "accept") facts.counters << QStringLiteral("offer:accepted");
  }
  return facts;
}

}  // namespace kr::app::stats
