#pragma once
// Minitrick: a tiny three-player trick game that exists only for the tests of
// the engine core (it never appears in the app). It has what the real games
// have in small: hidden hands, a bidding phase, following suit, an action any
// seat may take out of turn, a match with dealer rotation.
//
// 12 cards (hearts and spades, 9 to A), 4 each. Bidding from dealer's left:
// pass or double (each double raises the stake by one). Play: follow suit,
// highest card of the led suit wins, the winner leads. Any seat may knock
// once during play, out of turn; a knocking winner raises the stake by one.
// Most tricks wins (ties: the earlier seat from dealer's left); the winner
// gets 2 x stake, the other two pay the stake. A match is 6 deals.
#include "core/card_set.hpp"
#include "core/game.hpp"
#include "core/match.hpp"

namespace kr::test {

const Game& minitrick();
const Game* lookupWithMinitrick(std::string_view id);
// A deal of these hands (with the default options) where seat 2 deals, so
// seat 0 bids first; null if the hands are no valid deal.
std::unique_ptr<GameState> minitrickDeal(const std::vector<std::vector<Card>>& hands);

}  // namespace kr::test
