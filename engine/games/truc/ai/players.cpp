#include "players.hpp"

#include "games/truc/ai/analyst.hpp"
#include "games/truc/ai/hand_strength.hpp"
#include "games/truc/ai/resolving_player.hpp"
#include "games/truc/ai/strategy_table.hpp"
#include "games/truc/ai/table_choices.hpp"
#include "games/truc/truc_actions.hpp"

namespace kr::truc::ai {

namespace {

Action pick(const ActionList& legal, Rng& rng) {
  return legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))];
}

}  // namespace

Action HonestPlayer::choose(const Observation& obs, const DecisionContext&) {
  const auto* o = dynamic_cast<const TrucObservation*>(&obs);
  if (!o || obs.legal.empty()) return obs.legal.empty() ? kRefuse : obs.legal[0];
  if (style_.noise > 0 && rng_.unit() < style_.noise) return pick(obs.legal, rng_);
  const TrucPlay& p = o->play;
  const double chance = winChance(*o);
  auto legalOr = [&](Action a) { return obs.legal.contains(a) ? a : obs.legal[0]; };
  switch (p.phase) {
    case Phase::NewHands:
      if (p.asked) return legalOr(chance < style_.agree ? kAgree : kRefuse);
      return legalOr(chance < style_.ask ? kAsk : kNoAsk);
    case Phase::Answer: {
      const double need = p.pendingRemainder ? style_.acceptRemainder : style_.accept;
      return legalOr(chance >= need ? kAccept : kRefuse);
    }
    case Phase::Play: {
      const double need = p.offerIsRemainder(o->seat) ? style_.remainder : style_.double_;
      if (p.mayOffer() && chance >= need) return legalOr(kOffer);
      return legalOr(cardOfPower(o->hand, plainCard(p, o->seat, powerHand(o->hand))));
    }
    case Phase::Over: break;
  }
  return obs.legal[0];
}

TablePlayer::TablePlayer(std::uint64_t seed)
    : rng_(seed), fallback_("heuristic", HonestStyle{}, deriveSeed(seed, 1)) {}

Action TablePlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  const auto* o = dynamic_cast<const TrucObservation*>(&obs);
  const auto choices = o ? tableChoices(*o) : std::nullopt;
  if (!choices) {
    ++misses_;
    return fallback_.choose(obs, ctx);
  }
  // Sample an option by the table's weights.
  int r = static_cast<int>(rng_.below(static_cast<std::uint32_t>(choices->total())));
  int i = 0;
  while (r >= choices->weight[static_cast<std::size_t>(i)]) r -= choices->weight[static_cast<std::size_t>(i++)];
  const Action a = choices->action[static_cast<std::size_t>(i)];
  if (!obs.legal.contains(a)) {
    ++misses_;
    return fallback_.choose(obs, ctx);
  }
  return a;
}

// The table player and the analyst are not offered as opponent levels
// (player_registry.cpp).
std::vector<std::string> trucPlayerKinds() { return {"beginner", "heuristic", "strong", "table", "analyst"}; }

std::unique_ptr<Player> makeTrucPlayer(std::string_view kind, const Game& game, std::uint64_t seed) {
  if (game.id() != "truc") return nullptr;
  if (kind == "strong") {
    const auto& trunk = TrunkTable::builtIn();
    if (!trunk) return std::make_unique<TablePlayer>(seed);  // a broken build: tests/truc check it decodes
    return std::make_unique<ResolvingPlayer>(trunk.value(), builtInRoundValues(), seed);
  }
  if (kind == "table") return std::make_unique<TablePlayer>(seed);
  if (kind == "analyst") return std::make_unique<AnalystPlayer>(seed);
  if (kind == "heuristic") return std::make_unique<HonestPlayer>("heuristic", HonestStyle{}, seed);
  if (kind == "beginner") {
    // Looser thresholds and a random action one time in four.
    const HonestStyle loose{0.25, 0.5, 0.6, 0.7, 0.25, 0.3, 0.25};
    return std::make_unique<HonestPlayer>("beginner", loose, seed);
  }
  return nullptr;
}

}  // namespace kr::truc::ai
