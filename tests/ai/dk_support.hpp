#pragma once
// Helpers for the Doppelkopf AI tests: explicit deals as card text, scripted
// actions, positions reached by rule-based play.
#include <array>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "ai/player.hpp"
#include "core/game.hpp"

namespace aitest {

const kr::Game& game();
kr::Options dkOptions(std::initializer_list<std::pair<std::string_view, std::string_view>> changes = {});

// Four hands of twelve cards as text ("CQ HT D9 ..."); dealer 3, so seat 0
// bids and leads first.
std::unique_ptr<kr::GameState> dealOf(const std::array<std::string, 4>& hands, const kr::Options& options);
// Applies space-separated actions; "2:announce:re" names the seat, a bare
// action is taken by the seat to move.
void act(kr::GameState& state, std::string_view script);
// Plays the lowest legal card (by face index) for the seat to move.
void playLowest(kr::GameState& state);
// Seat 0 (Re with seat 2) has drawn every trump with nine leads from the top
// and cashed ♣A; it leads trick 11 holding ♣J and ♠A with no trump left
// elsewhere: it takes both last tricks either way, but only ♠A first scores
// the Karlchen.
std::unique_ptr<kr::GameState> karlchenPosition(const kr::Options& options);
// A shuffled deal played by the rule-based player until `cards` cards lie in
// tricks (or a bidding step `steps` actions in, when cards < 0).
std::unique_ptr<kr::GameState> ruledPosition(std::uint64_t seed, int cards, const kr::Options& options,
                                              int steps = 0);
// Plays the deal to its end with playerAt(seat) at every seat, the
// out-of-turn actions first as the table offers them: every answer must be
// legal and accepted. `taken` hears of each action before it is applied.
void playOut(kr::GameState& state, const kr::Options& options, const std::function<kr::Player&(int seat)>& playerAt,
             const std::function<void(const kr::GameState&, kr::Action)>& taken = {});
// The decision of a player for the seat to move, as text.
std::string decide(kr::Player& player, const kr::GameState& state, const kr::Options& options);

}  // namespace aitest
