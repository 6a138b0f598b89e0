#pragma once
// What the strategy table says about a seat's decision now: the options
// open to it as actions, each with the table's weight. The strong player
// samples from them; the analyst recommends the heaviest.
#include <array>
#include <optional>

#include "core/action.hpp"
#include "games/truc/truc_state.hpp"

namespace kr::truc::ai {

struct TableChoices {
  int count = 0;
  // Turns: the distinct cards held by power, ascending, then the offer;
  // the other decisions: their first action (ask, agree, accept), then the
  // second.
  std::array<Action, 4> action{};
  std::array<int, 4> weight{};  // in 255ths (kProbabilityScale)

  int total() const;
  // The option the table takes most often; the first of equals, so a card
  // before an offer.
  Action mostLikely() const;
};

// nullopt where the table holds no weights for the decision, or gives the
// options open now none.
std::optional<TableChoices> tableChoices(const TrucObservation& obs);

}  // namespace kr::truc::ai
