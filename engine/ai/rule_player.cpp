#include "ai/rule_player.hpp"

namespace kr {

Action RulePlayer::choose(const Observation& obs, const DecisionContext&) {
  if (mistakeRate_ > 0 && rng_.unit() < mistakeRate_)
    return obs.legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(obs.legal.size())))];
  const Action a = rule_(obs);
  return obs.legal.contains(a) ? a : obs.legal[0];
}

}  // namespace kr
