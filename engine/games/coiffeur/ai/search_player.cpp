#include "search_player.hpp"

#include <algorithm>

#include "ai/pimc.hpp"
#include "games/coiffeur/actions.hpp"
#include "endgame.hpp"
#include "hand_eval.hpp"
#include "heuristic.hpp"
#include "reasons.hpp"
#include "value.hpp"

namespace kr::coiffeur::ai {

namespace {

// The Joker's play types as plans, each Slalom/Gustav with both starts.
void addVariants(std::vector<Plan>& plans, Action name, const Rules& rules, bool joker) {
  auto withStarts = [&](Action type) {
    plans.push_back({name, type, kStartUp});
    plans.push_back({name, type, kStartDown});
  };
  if (!joker) {
    const Variant v = variantOf(contractOf(name));
    if (v.needsDirection()) {
      plans.push_back({name, -1, kStartUp});
      plans.push_back({name, -1, kStartDown});
    } else {
      plans.push_back({name, -1, -1});
    }
    return;
  }
  for (int k = 0; k < kJokerTypes; ++k) {
    if (!(rules.contracts() & (1U << k))) continue;
    const Contract as = static_cast<Contract>(k);
    if (variantOf(as).needsDirection()) withStarts(jokerAction(as));
    else plans.push_back({name, jokerAction(as), -1});
  }
}

double appealOf(const Plan& p, CardSet hand, const Rules& rules) {
  if (p.name == kPass) return -1e9;
  const Contract c = contractOf(p.name);
  Variant v = variantOf(p.jokerType >= 0 ? jokerTarget(p.jokerType) : c);
  v.startDown = p.direction == kStartDown;
  const double tricks = strengthFor(hand, v, rules.handSize()) - (isJoker(c) ? averageJokerStrength(rules) : 0);
  return tricks * (rules.way == Way::Three ? markValue(c) : multiplier(c));
}

void applyPlan(const Plan& p, GameState& state, int seat) {
  state.applyUnchecked(seat, p.name, nullptr);
  if (p.jokerType >= 0) state.applyUnchecked(seat, p.jokerType, nullptr);
  if (p.direction >= 0) state.applyUnchecked(seat, p.direction, nullptr);
}

}  // namespace

std::vector<Plan> contractPlans(const Table& t, CardSet hand, int seat, int limit) {
  const Rules& r = t.rules;
  const ContractSet left = t.left[static_cast<std::size_t>(r.columnOf(seat))];
  std::vector<Plan> plans;
  for (int c = 0; c < kContracts; ++c) {
    if (!(left & (1U << c))) continue;
    const auto contract = static_cast<Contract>(c);
    // Three players: the two Jokers score alike, one stands for both.
    if (contract == Contract::Joker2 && r.way == Way::Three && (left & bitOf(Contract::Joker1))) continue;
    addVariants(plans, nameAction(contract), r, isJoker(contract));
  }
  std::stable_sort(plans.begin(), plans.end(),
                   [&](const Plan& a, const Plan& b) { return appealOf(a, hand, r) > appealOf(b, hand, r); });
  if (limit > 0 && static_cast<int>(plans.size()) > limit) plans.resize(static_cast<std::size_t>(limit));
  if (t.bidRound == 1 && seat != t.forcedSeat) plans.push_back({kPass, -1, -1});
  return plans;
}

std::optional<Action> SearchPlayer::planned(const CoiffeurObservation& o) const {
  if (o.pub.declarer != o.seat || nameAction(o.pub.contract) != plan_.name) return std::nullopt;
  const Action step = o.pub.phase == Phase::JokerType ? plan_.jokerType : plan_.direction;
  if (step >= 0 && o.legal.contains(step)) return step;
  return std::nullopt;
}

Action SearchPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  last_ = SearchResult{};
  last_.best = obs.legal[0];
  if (obs.legal.size() == 1) return obs.legal[0];
  const auto& o = static_cast<const CoiffeurObservation&>(obs);
  if (auto step = planned(o)) return *step;
  const DealValuer valuer(o.pub);
  PimcConfig config;
  config.budgetMs = level_.budgetMs;
  config.threads = level_.threads;
  const int fixed = ctx.samples > 0 ? ctx.samples : fixedSamples_;
  config.samplesPerThread = fixed > 0 ? fixed : level_.samplesCap;
  config.timeLimited = fixed == 0;
  config.rollout = level_.endgameTricks > 0 ? endgamePolicy(level_.endgameTricks) : RolloutPolicy(heuristicPolicy);
  config.value = [&valuer](const GameState& s, int seat) { return valuer(s, seat); };
  config.prune = !ctx.review;
  if (o.pub.phase != Phase::Contract) {
    last_ = pimcSearch(obs, ctx, config, rng_.next());
    return last_.best;
  }
  const std::vector<Plan> plans = contractPlans(o.pub, o.hand, o.seat, ctx.review ? 0 : level_.shortlist);
  if (plans.size() == 1) return plans[0].name;
  config.budgetMs = level_.contractBudgetMs;
  for (const Plan& p : plans) config.labels.push_back(p.name);
  config.apply = [&plans](GameState& state, int seat, int i) { applyPlan(plans[static_cast<std::size_t>(i)], state, seat); };
  last_ = pimcSearch(obs, ctx, config, rng_.next());
  plan_ = plans[static_cast<std::size_t>(last_.bestIndex)];
  return plan_.name;
}

Hint SearchPlayer::hint(const Observation& obs, const DecisionContext& ctx) {
  Hint h;
  h.action = choose(obs, ctx);
  h.values = last_.values;
  const auto& o = static_cast<const CoiffeurObservation&>(obs);
  h.reasonId = reasonFor(o.pub, o.hand, o.seat, h.action);
  return h;
}

}  // namespace kr::coiffeur::ai
