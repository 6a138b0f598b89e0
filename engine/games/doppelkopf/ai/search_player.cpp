#include "search_player.hpp"

#include "ai/ismcts.hpp"
#include "ai/pimc.hpp"
#include "candidates.hpp"
#include "endgame.hpp"
#include "games/doppelkopf/observation.hpp"
#include "games/doppelkopf/scoring.hpp"
#include "games/doppelkopf/state.hpp"
#include "heuristic.hpp"
#include "inference.hpp"
#include "reasons.hpp"
#include "seat_view.hpp"

namespace kr::dk::ai {

namespace {
constexpr double kEverySolo = 99;  // losers: no solo is left out
}  // namespace

double dealValue(const GameState& state, int seat) {
  const Deal& d = static_cast<const DoppelkopfState&>(state).deal();
  if (d.isVoid) return 0;
  // DK-15: in a misère only the tricks count, and the score already says it.
  if (isMisere(d.contract)) return scoreDeal(d).seatScores[static_cast<std::size_t>(seat)];
  int own = 0;
  for (int s = 0; s < kSeats; ++s)
    if (d.partyOf(s) == d.partyOf(seat)) own += d.points[static_cast<std::size_t>(s)];
  return scoreDeal(d).seatScores[static_cast<std::size_t>(seat)] + 0.1 * (own - 120) / 120.0;
}

double soloSkillFor(const GameState& state, int seat, double skill) {
  const Deal& d = static_cast<const DoppelkopfState&>(state).deal();
  // A misère is won by ducking, which the rules already do well (DK-15).
  return d.declarer == seat && isDeclaredSolo(d.contract) && !isMisere(d.contract) ? skill : 0;
}

Action SearchPlayer::choose(const Observation& obs, const DecisionContext& ctx) { return decide(obs, ctx); }

std::optional<Action> SearchPlayer::interject(const Observation& obs, const DecisionContext&) {
  // Announcements are searched on the seat's own turn (every deadline
  // counts its own cards); this stays cheap for the table's frequent calls.
  return pigsBeforePlay(obs);
}

Action SearchPlayer::decide(const Observation& obs, const DecisionContext& ctx) {
  last_ = SearchResult{};
  last_.best = obs.legal[0];
  last_.values.push_back({obs.legal[0], 0, 0});
  if (obs.legal.size() == 1) return obs.legal[0];
  if (level_.method == Method::Ismcts) return searchTree(obs, ctx);
  const auto& o = static_cast<const DoppelkopfObservation&>(obs);
  // A review weighs every solo the hand could play, however hopeless.
  const double soloSlack = ctx.review ? kEverySolo : level_.soloSlack;
  const Candidates c = candidatesFor(o, Rules::from(*ctx.options), soloSlack);
  if (c.labels.size() == 1) return c.actionOf(0);
  PimcConfig config;
  config.budgetMs = level_.budgetMs;
  config.threads = level_.threads;
  const int fixed = ctx.samples > 0 ? ctx.samples : fixedSamples_;
  config.samplesPerThread = fixed > 0 ? fixed : level_.samplesCap;
  config.timeLimited = fixed == 0;
  config.rollout = level_.endgameTricks > 0 ? endgamePolicy(level_.endgameTricks) : RolloutPolicy(heuristicPolicy);
  config.value = level_.soloSkill == 0 ? ValueFn(dealValue) : [skill = level_.soloSkill](const GameState& state, int seat) {
    return dealValue(state, seat) + soloSkillFor(state, seat, skill);
  };
  config.labels = c.labels;
  config.prune = level_.prune && !ctx.review;
  config.pruneSigmas = level_.pruneSigmas;
  if (level_.inference) {
    config.weight = [model = level_.model](const GameState& sampled, int seat) { return sampleLikelihood(sampled, seat, model); };
    config.statesPerSample = level_.statesPerSample;
  }
  config.apply = [&c](GameState& state, int seat, int i) { applyCandidate(c, state, seat, i); };
  last_ = pimcSearch(obs, ctx, config, rng_.next());
  for (std::size_t i = 0; i < last_.values.size(); ++i) {
    const Action now = c.actionOf(static_cast<int>(i));
    if (now != last_.values[i].action) last_.values[i].takes = now;
  }
  return c.actionOf(last_.bestIndex);
}

Action SearchPlayer::searchTree(const Observation& obs, const DecisionContext& ctx) {
  IsmctsConfig config;
  config.budgetMs = level_.budgetMs;
  config.threads = level_.threads;
  config.iterationsPerThread = fixedSamples_;
  config.timeLimited = fixedSamples_ == 0;
  config.rollout = heuristicPolicy;
  config.value = dealValue;
  last_ = ismctsSearch(obs, ctx, config, rng_.next());
  return last_.best;
}

Hint SearchPlayer::hint(const Observation& obs, const DecisionContext& ctx) {
  Hint h;
  h.action = decide(obs, ctx);
  h.values = last_.values;
  Rng sampling(0x5eed);
  if (auto state = ctx.game->sample(obs, *ctx.options, sampling))
    h.reasonId = reasonFor(SeatView(static_cast<const DoppelkopfState&>(*state).deal(), obs.seat), h.action);
  return h;
}

}  // namespace kr::dk::ai
