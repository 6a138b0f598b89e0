#include "table_choices.hpp"

#include "games/truc/ai/hand_strength.hpp"
#include "games/truc/ai/strategy_table.hpp"
#include "games/truc/truc_actions.hpp"

namespace kr::truc::ai {

int TableChoices::total() const {
  int sum = 0;
  for (int i = 0; i < count; ++i) sum += weight[static_cast<std::size_t>(i)];
  return sum;
}

Action TableChoices::mostLikely() const {
  int best = 0;
  for (int i = 1; i < count; ++i)
    if (weight[static_cast<std::size_t>(i)] > weight[static_cast<std::size_t>(best)]) best = i;
  return action[static_cast<std::size_t>(best)];
}

std::optional<TableChoices> tableChoices(const TrucObservation& obs) {
  const auto& table = StrategyTable::builtIn();
  if (!table) return std::nullopt;
  const PowerHand hand = powerHand(obs.hand);
  const auto key = infoKey(obs.play, obs.seat, hand);
  const auto q = key ? table.value().probabilities(*key) : std::nullopt;
  if (!q) return std::nullopt;
  TableChoices c;
  auto add = [&c](Action a, int weight) {
    c.action[static_cast<std::size_t>(c.count)] = a;
    c.weight[static_cast<std::size_t>(c.count++)] = weight;
  };
  switch (key->kind) {
    case Decision::Ask:
      add(kAsk, (*q)[0]);
      add(kNoAsk, (*q)[1]);
      break;
    case Decision::AnswerAsk:
      add(kAgree, (*q)[0]);
      add(kRefuse, (*q)[1]);
      break;
    case Decision::AnswerOffer:
      add(kAccept, (*q)[0]);
      add(kRefuse, (*q)[1]);
      break;
    case Decision::Turn: {
      // Only the options open now keep their weight.
      const TurnOptions options = turnOptions(obs.play, hand);
      for (int s = 0; s < options.powers; ++s)
        add(cardOfPower(obs.hand, options.power[static_cast<std::size_t>(s)]), (*q)[static_cast<std::size_t>(s)]);
      if (options.offer) add(kOffer, (*q)[kOfferSlot]);
      break;
    }
  }
  if (c.total() <= 0) return std::nullopt;
  return c;
}

}  // namespace kr::truc::ai
