#pragma once
// The round values moved into the engine (engine/games/truc/ai/round_values.hpp),
// where the deal review weighs Truc's options by them; the generator keeps
// its names for them.
#include "games/truc/ai/round_values.hpp"

namespace kr::truc::cfr {
using ai::Outcome;
using ai::OutcomeTable;
using ai::RoundValues;
using ai::kRedeal;
using ai::kNobody;
using ai::kElderPoints;
using ai::kDealerPoints;
using ai::kElderRound;
using ai::kDealerRound;
using ai::kOutcomes;
}  // namespace kr::truc::cfr
