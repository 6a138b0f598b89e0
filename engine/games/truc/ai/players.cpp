#include "players.hpp"

#include "games/truc/ai/hand_strength.hpp"
#include "games/truc/ai/strategy_table.hpp"
#include "games/truc/truc_actions.hpp"

namespace kr::truc::ai {

namespace {

// The lowest face of the hand with that power: suits do not matter (ruling TR-1).
Action cardOfPower(CardSet hand, int power) {
  for (Card c : hand)
    if (powerOf(c) == power) return c.index();
  return -1;
}

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

StrongPlayer::StrongPlayer(std::uint64_t seed)
    : rng_(seed), fallback_("heuristic", HonestStyle{}, deriveSeed(seed, 1)) {}

Action StrongPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  const auto* o = dynamic_cast<const TrucObservation*>(&obs);
  const auto& table = StrategyTable::builtIn();
  if (!o || !table) {
    ++misses_;
    return fallback_.choose(obs, ctx);
  }
  const PowerHand hand = powerHand(o->hand);
  const auto key = infoKey(o->play, o->seat, hand);
  const auto probs = key ? table.value().probabilities(*key) : std::nullopt;
  if (!probs) {
    ++misses_;
    return fallback_.choose(obs, ctx);
  }
  const auto& q = *probs;
  Action a = -1;
  switch (key->kind) {
    case Decision::Ask: a = static_cast<int>(rng_.below(kProbabilityScale)) < q[0] ? kAsk : kNoAsk; break;
    case Decision::AnswerAsk: a = static_cast<int>(rng_.below(kProbabilityScale)) < q[0] ? kAgree : kRefuse; break;
    case Decision::AnswerOffer: a = static_cast<int>(rng_.below(kProbabilityScale)) < q[0] ? kAccept : kRefuse; break;
    case Decision::Turn: {
      // Sample a slot among the options open now, by the table's weights.
      const TurnOptions options = turnOptions(o->play, hand);
      std::array<int, 4> weight{};
      int total = 0;
      for (int s = 0; s < options.powers; ++s) total += weight[static_cast<std::size_t>(s)] = q[static_cast<std::size_t>(s)];
      if (options.offer) total += weight[kOfferSlot] = q[kOfferSlot];
      if (total <= 0) break;
      int r = static_cast<int>(rng_.below(static_cast<std::uint32_t>(total)));
      int slot = 0;
      while (r >= weight[static_cast<std::size_t>(slot)]) r -= weight[static_cast<std::size_t>(slot++)];
      a = slot == kOfferSlot ? kOffer : cardOfPower(o->hand, options.power[static_cast<std::size_t>(slot)]);
      break;
    }
  }
  if (!obs.legal.contains(a)) {
    ++misses_;
    return fallback_.choose(obs, ctx);
  }
  return a;
}

std::vector<std::string> trucPlayerKinds() { return {"beginner", "heuristic", "strong"}; }

std::unique_ptr<Player> makeTrucPlayer(std::string_view kind, const Game& game, std::uint64_t seed) {
  if (game.id() != "truc") return nullptr;
  if (kind == "strong") return std::make_unique<StrongPlayer>(seed);
  if (kind == "heuristic") return std::make_unique<HonestPlayer>("heuristic", HonestStyle{}, seed);
  if (kind == "beginner") {
    // Looser thresholds and a random action one time in four.
    const HonestStyle loose{0.25, 0.5, 0.6, 0.7, 0.25, 0.3, 0.25};
    return std::make_unique<HonestPlayer>("beginner", loose, seed);
  }
  return nullptr;
}

}  // namespace kr::truc::ai
