#include "deal_facts.hpp"

#include <string_view>

#include "game_facts.hpp"

namespace kr::app::stats {

DealFacts dealFacts(const FinishedDeal& deal) {
  // A deal the human watched counts with its score only (a sitting-out
  // dealer may still pay or be paid).
  if (deal.humanSeat < 0) return {};
  const std::string_view game = deal.state.game().id();
  if (game == "doppelkopf") return doppelkopfFacts(deal);
  if (game == "truc") return trucFacts(deal);
  if (game == "dobbm") return dobbmFacts(deal);
  if (game == "coiffeur") return coiffeurFacts(deal);
  // Any other game: won when it added to the human's score.
  return {deal.booked.deltas.empty() ? false : deal.booked.deltas.front() > 0, {}};
}

}  // namespace kr::app::stats
