// Coiffeur: won when the human's side took more of the deal's card points
// than the other side; the contracts the human named, those won, and the
// Matches (every trick) their side made as declarers.
#include <memory>

#include "game_facts.hpp"
#include "games/coiffeur/state.hpp"

namespace kr::app::stats {

DealFacts coiffeurFacts(const FinishedDeal& deal) {
  const DealResult& result = deal.booked.result;
  const std::unique_ptr<Observation> seen = deal.state.observe(deal.humanSeat);
  const auto* obs = dynamic_cast<const coiffeur::CoiffeurObservation*>(seen.get());
  const int declarer = result.figure("declarer", -1);
  if (!obs || declarer < 0) return {};
  const bool declaring = obs->pub.sameSide(deal.humanSeat, declarer);
  const int ours = declaring ? result.figure("card-points") : result.figure("defence-points");
  const int theirs = declaring ? result.figure("defence-points") : result.figure("card-points");
  DealFacts facts{ours > theirs, {}};
  if (declarer == deal.humanSeat) {
    facts.counters << QStringLiteral("declared");
    if (facts.won) facts.counters << QStringLiteral("declared:won");
  }
  if (declaring && result.outcome == "match") facts.counters << QStringLiteral("match");
  return facts;
}

}  // namespace kr::app::stats
