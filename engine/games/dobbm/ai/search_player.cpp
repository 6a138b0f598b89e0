#include "search_player.hpp"

#include <algorithm>
#include <cmath>

#include "ai/pimc.hpp"
#include "games/dobbm/actions.hpp"
#include "best_response.hpp"
#include "heuristic.hpp"
#include "model_sampler.hpp"
#include "opponent_model.hpp"
#include "reasons.hpp"

namespace kr::dobbm::ai {

namespace {

// A raise doubles the stake (DB-4, DB-6): said only when the search finds it
// clearly better than passing, since with few samples the larger of two noisy
// means is too often the raise's.
constexpr double kRaiseMargin = 0.25;  // of the passing value's size
constexpr double kRaiseMinimum = 5;    // points, for a pass worth about nothing

// A raise also needs deals that explain the other side's bid and raises: on
// deals that do not, the other side looks weaker than it showed itself.
constexpr double kRaiseKeptShare = 0.5;

Action raiseOrPass(const SearchResult& r, double keptShare) {
  if (keptShare < kRaiseKeptShare) return kPass;
  const ActionValue* pass = nullptr;
  const ActionValue* raise = nullptr;
  for (const ActionValue& v : r.values) (v.action == kPass ? pass : raise) = &v;
  if (!pass || !raise) return r.best;
  const double margin = std::max(kRaiseMinimum, kRaiseMargin * std::abs(pass->mean));
  return raise->mean > pass->mean + margin ? raise->action : kPass;
}

}  // namespace

Action SearchPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  last_ = SearchResult{};
  last_.best = obs.legal[0];
  if (obs.legal.size() == 1) return obs.legal[0];
  const auto& o = static_cast<const DobbmObservation&>(obs);
  // Past the rules' last raise the stake only grows against a side that has
  // shown strength twice; the search does not follow it there (DB-4).
  if (o.pub.phase == Phase::Doubling && o.pub.doublings >= kRuleDoublings) return kPass;
  PimcConfig config;
  // The bid, the discard and the doubling shape the whole deal: more time.
  config.budgetMs = o.pub.phase == Phase::Play ? level_.budgetMs : level_.bidBudgetMs;
  config.threads = level_.threads;
  const int fixed = ctx.samples > 0 ? ctx.samples : fixedSamples_;
  config.samplesPerThread = fixed > 0 ? fixed : level_.samplesCap;
  config.timeLimited = fixed == 0;
  // Strong's own cards in the rollouts' last tricks are its best against
  // the rules, which model the other seats: its contracts and its cards are
  // judged by play closer to its own (best_response.hpp).
  config.rollout = level_.bestResponseTricks > 0 ? bestResponsePolicy(level_.bestResponseTricks, obs.seat)
                                                 : RolloutPolicy(heuristicPolicy);
  config.value = seatScore;  // the seat's payment, doubles and Solo included
  // Deals that explain what the bids and doubles said (model_sampler.hpp).
  ModelSampler sampler;
  config.sample = [&sampler](const Observation& ob, const Options& options, Rng& rng) { return sampler(ob, options, rng); };
  // Strong also reads the others' cards: a deal where they played as the
  // rules would from the sampled hands counts more.
  if (level_.playModel && o.pub.phase == Phase::Play) config.weight = playLikelihood;
  // Pruning trusts early paired differences; with stakes that double, the
  // few bid and doubling candidates get every sample.
  config.prune = (o.pub.phase == Phase::Play || o.pub.phase == Phase::Discard) && !ctx.review;
  last_ = pimcSearch(obs, ctx, config, rng_.next());
  if (o.pub.phase == Phase::Doubling) return raiseOrPass(last_, sampler.keptShare());
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
