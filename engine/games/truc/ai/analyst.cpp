#include "analyst.hpp"

#include <algorithm>
#include <cmath>

#include "games/truc/ai/hint_reasons.hpp"
#include "games/truc/ai/option_values.hpp"
#include "games/truc/ai/table_choices.hpp"

namespace kr::truc::ai {

AnalystPlayer::AnalystPlayer(std::uint64_t seed)
    : strong_(seed), fallback_("heuristic", HonestStyle{}, deriveSeed(seed, 2)), seed_(deriveSeed(seed, 3)) {}

Action AnalystPlayer::choose(const Observation& obs, const DecisionContext& ctx) { return strong_.choose(obs, ctx); }

Hint AnalystPlayer::hint(const Observation& obs, const DecisionContext& ctx) {
  Hint h;
  const auto* o = dynamic_cast<const TrucObservation*>(&obs);
  if (!o || obs.legal.empty()) {
    h.action = fallback_.choose(obs, ctx);
    return h;
  }
  // The honest heuristic has no randomness, so the hint does not depend on the seed.
  const auto choices = tableChoices(*o);
  h.action = choices ? choices->mostLikely() : fallback_.choose(obs, ctx);
  if (!obs.legal.contains(h.action)) h.action = fallback_.choose(obs, ctx);
  const double chance = chanceWith(*o, h.action);
  h.reasonId = reasonFor(*o, h.action, chance);
  // "About 100 %" would promise too much of an estimate: 1 to 99.
  h.reasonPercent = std::clamp(static_cast<int>(std::lround(chance * 100)), 1, 99);
  // The review weighs every option by search; its reason is the best one's.
  if (ctx.review && obs.legal.size() > 1) {
    const SearchResult weighed = weighOptions(obs, ctx, seed_);
    h.values = weighed.values;
    if (weighed.best != h.action && obs.legal.contains(weighed.best)) {
      h.action = weighed.best;
      const double best = chanceWith(*o, h.action);
      h.reasonId = reasonFor(*o, h.action, best);
      h.reasonPercent = std::clamp(static_cast<int>(std::lround(best * 100)), 1, 99);
    }
  }
  return h;
}

}  // namespace kr::truc::ai
