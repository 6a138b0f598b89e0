#pragma once
// Deals cards at random to hands (or parts of hands) that may each take only
// some of them, without dead ends: before a card is placed, Hall's condition
// says whether the cards left still fit. Shared by the samplers of the trick
// games (`dealHidden` for Coiffeur's and Dobbm's one deck, Doppelkopf's
// `CardFlow` for its two copies). Only the first `hands` rooms are read.
#include <array>
#include <span>

#include "rng.hpp"

namespace kr::hall {

constexpr int kMaxHands = 6;
// Cards per class: bit i of a class is set when hand i may take its cards.
using ClassCounts = std::array<int, 1 << kMaxHands>;
using Rooms = std::array<int, kMaxHands>;

// The cards fit iff for every set of hands, the cards only those hands may
// take are no more than their room, and all cards exactly fill all rooms.
bool fits(int hands, const ClassCounts& cardsOfClass, const Rooms& room);

// Places cards, given in dealing order by their class, one after another:
// each goes to one of its hands chosen with probability in proportion to the
// hand's room left (a uniform deal when nothing constrains it), unless the
// rest would then no longer fit. Writes each card's hand to `handOf`; false
// when the cards do not fit at all.
bool place(int hands, std::span<const int> classOfCard, Rooms room, Rng& rng, std::span<int> handOf);

}  // namespace kr::hall
