// Dobbm: the side that won the settlement, and the Dobbm or Solo the human
// declared and won.
#include "game_facts.hpp"
#include "games/dobbm/state.hpp"

namespace kr::app::stats {

DealFacts dobbmFacts(const FinishedDeal& deal) {
  const DealResult& result = deal.booked.result;
  const int declarer = result.figure("declarer", -1);
  if (declarer < 0) return {};  // all passed
  const bool declared = declarer == deal.humanSeat;
  const bool won = result.outcome == (declared ? "declarer-won" : "declarer-lost");
  DealFacts facts{won, {}};
  if (declared) {
    const bool solo = result.figure("contract") == static_cast<int>(dobbm::Contract::Solo);
    const QString id = solo ? QStringLiteral("declared:solo") : QStringLiteral("declared:dobbm");
    facts.counters << id;
    if (won) facts.counters << id + QStringLiteral(":won");
  }
  return facts;
}

}  // namespace kr::app::stats
