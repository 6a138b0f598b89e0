#pragma once
// Truc's options weighed for the deal review (issue #32): every legal action
// of the seat, each followed on the same sampled hands of the opponent
// (only from the seat's observation: ALL-2) with both seats then playing
// the strategy table, valued by the seat's chance to win the round after
// the hand (race values, round_values.hpp).
#include <cstdint>

#include "ai/monte_carlo.hpp"

namespace kr::truc::ai {

SearchResult weighOptions(const Observation& obs, const DecisionContext& ctx, std::uint64_t seed);

// The seat's chance to win the round once the finished hand is booked.
double roundChanceAfter(const GameState& finished, int seat);

}  // namespace kr::truc::ai
