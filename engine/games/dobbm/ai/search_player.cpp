#include "search_player.hpp"

#include "ai/pimc.hpp"
#include "heuristic.hpp"
#include "opponent_model.hpp"
#include "reasons.hpp"

namespace kr::dobbm::ai {

Action SearchPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  last_ = SearchResult{};
  last_.best = obs.legal[0];
  if (obs.legal.size() == 1) return obs.legal[0];
  const auto& o = static_cast<const DobbmObservation&>(obs);
  PimcConfig config;
  // The bid, the discard and the doubling shape the whole deal: more time.
  config.budgetMs = o.pub.phase == Phase::Play ? level_.budgetMs : level_.bidBudgetMs;
  config.threads = level_.threads;
  config.samplesPerThread = fixedSamples_ > 0 ? fixedSamples_ : level_.samplesCap;
  config.timeLimited = fixedSamples_ == 0;
  config.rollout = heuristicPolicy;
  config.value = seatScore;  // the seat's payment, doubles and Solo included
  config.weight = likelihood;  // what the bids and doubles said about the hidden hands
  // Pruning trusts early paired differences; with weighted samples and
  // stakes that double, the few bid and doubling candidates get every sample.
  config.prune = o.pub.phase == Phase::Play || o.pub.phase == Phase::Discard;
  last_ = pimcSearch(obs, ctx, config, rng_.next());
  return last_.best;
}

Hint SearchPlayer::hint(const Observation& obs, const DecisionContext& ctx) {
  Hint h;
  h.action = choose(obs, ctx);
  h.values = last_.values;
  const auto& o = static_cast<const DobbmObservation&>(obs);
  h.reasonId = reasonFor(o.pub, o.hand, o.discard, o.seat, h.action);
  return h;
}

}  // namespace kr::dobbm::ai
