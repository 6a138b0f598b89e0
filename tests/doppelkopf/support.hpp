#pragma once
// Helpers for Doppelkopf scenario tests: explicit deals written as card
// text, scripted actions, and deals written trick by trick.
#include <array>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.hpp"

namespace dktest {

const kr::Game& game();

// Default options with some changed: {{"schweinchen", "true"}, ...}.
kr::Options options(std::initializer_list<std::pair<std::string_view, std::string_view>> changes = {});

std::vector<kr::Card> cards(std::string_view text);  // "CQ HT D9"

using Hands = std::array<std::string, 4>;

// Fills partly given hands up to 12 cards (10 without nines) with the rest
// of the deck, in deck order.
Hands complete(const Hands& partial, bool withoutNines = false);
// The same for the deck with the Joker ("JK"), one ♦9 fewer (DK-17).
Hands completeWithJoker(const Hands& partial);

// An explicit deal. Dealer 3 by default, so seat 0 bids and leads first.
std::unique_ptr<kr::GameState> deal(const kr::Options& options, const Hands& hands, int dealer = 3,
                                    std::map<std::string, int> context = {});

// A deal written trick by trick: row i lists the card each seat (0..3)
// plays to trick i. The hands are what the rows give each seat.
using Rows = std::vector<std::string>;
Hands handsFromRows(const Rows& rows);

// Applies actions, failing the test on an error. "2:announce:kontra" names
// the seat; a bare action is taken by the seat to move.
void act(kr::GameState& state, std::string_view script);
// Plays rows[from, to) of a row-written deal: each seat its card, in turn.
void playRows(kr::GameState& state, const Rows& rows, int from = 0, int to = -1);
// Plays to the end with each seat's lowest legal card, never announcing.
void playOut(kr::GameState& state);
// Deals the rows' hands, takes the bids and announcements, plays the rows,
// checks the invariants and returns the result.
kr::DealResult scoreRows(const Rows& rows, std::string_view bids, std::string_view announcements,
                         const kr::Options& options);

// Deals used by several scoring tests (Re: seats 0 and 2).
// Seat 1 takes seat 2's ♣J in the last trick; Kontra wins with 143.
extern const Rows kKarlchenCapturedRows;
// Re wins with 227, the last trick (42 points) with seat 0's ♦A; pairs of
// identical cards in tricks 1, 2, 6, 7 and 8.
extern const Rows kDoppelkopfTrickRows;

bool legal(const kr::GameState& state, int seat, std::string_view action);
// The seat's legal actions as text, in the engine's order.
std::vector<std::string> legalTexts(const kr::GameState& state, int seat);
std::string why(const kr::GameState& state, int seat, std::string_view action);
// The points of a result item, 0 if it is not there.
int item(const kr::DealResult& result, std::string_view id, int party);
int itemCount(const kr::DealResult& result);

}  // namespace dktest
