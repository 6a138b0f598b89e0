#pragma once
// Each game's reading of a finished deal the human played (deal_facts.cpp
// picks by game id; the human's seat is never -1 here).
#include "deal_facts.hpp"

namespace kr::app::stats {

DealFacts doppelkopfFacts(const FinishedDeal& deal);
DealFacts trucFacts(const FinishedDeal& deal);
DealFacts dobbmFacts(const FinishedDeal& deal);
DealFacts coiffeurFacts(const FinishedDeal& deal);

}  // namespace kr::app::stats
