#include "beginner.hpp"

#include "games/dobbm/actions.hpp"
#include "games/dobbm/state.hpp"
#include "heuristic.hpp"

namespace kr::dobbm::ai {

Action BeginnerPlayer::choose(const Observation& obs, const DecisionContext&) {
  const auto& o = static_cast<const DobbmObservation&>(obs);
  if (o.pub.phase == Phase::Doubling) return kPass;  // always legal in the doubling (DB-4)
  if (o.pub.phase == Phase::Play && rng_.unit() < mistakeRate_)
    return obs.legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(obs.legal.size())))];
  const Action a = heuristicChoice(obs);
  return obs.legal.contains(a) ? a : obs.legal[0];
}

}  // namespace kr::dobbm::ai
