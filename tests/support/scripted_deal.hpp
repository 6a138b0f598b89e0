#pragma once
// Scripted deals for the games' scenario tests: cards and actions by their
// text, every step checked for legality and the game's invariants. Each
// game's Scenario derives from ScriptedDeal and deals its explicit hands.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/game.hpp"

namespace kr::test {

// Cards in a deck's notation, separated by spaces ("RA AU B6").
inline std::vector<Card> cardsIn(const std::string& text, DeckStyle style) {
  std::vector<Card> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    const auto c = parseCard(word, style);
    INFO("card " << word);
    REQUIRE(c);
    out.push_back(*c);
  }
  return out;
}

class ScriptedDeal {
 public:
  // Applies the actions in order ("1:acorns 1:AU 2:A6"); each must be legal.
  ScriptedDeal& act(const std::string& script) {
    std::istringstream in(script);
    std::string step;
    while (in >> step) {
      const int seat = step[0] - '0';
      const auto error = state_->applyText(seat, step.substr(2), &events_);
      INFO("step " << step << ": " << (error ? error->message() : std::string("ok")));
      REQUIRE_FALSE(error);
      requireInvariants();
    }
    return *this;
  }

  // Plays the deal out with the lowest legal action of each seat to move.
  ScriptedDeal& playOut() {
    ActionList legal;
    while (!state_->isTerminal()) {
      state_->legalActions(state_->toMove(), legal);
      REQUIRE_FALSE(legal.empty());
      REQUIRE_FALSE(state_->apply(state_->toMove(), legal[0], &events_));
      requireInvariants();
    }
    return *this;
  }

  bool legal(int seat, const std::string& action) const {
    const auto a = state_->actionFromString(action);
    REQUIRE(a);
    return state_->isLegal(seat, *a);
  }
  // The reason id of an illegal action.
  std::string why(int seat, const std::string& action) const {
    const auto a = state_->actionFromString(action);
    REQUIRE(a);
    REQUIRE_FALSE(state_->isLegal(seat, *a));
    return state_->whyIllegal(seat, *a).id;
  }
  std::vector<std::string> legalTexts(int seat) const {
    ActionList legal;
    state_->legalActions(seat, legal);
    std::vector<std::string> out;
    for (Action a : legal) out.push_back(state_->actionToString(a));
    return out;
  }
  bool hasItem(const std::string& id) const {
    for (const ScoreItem& i : state_->result().items)
      if (i.id == id) return true;
    return false;
  }
  const EventList& events() const { return events_; }

 protected:
  // Starts the deal; the setup must be valid.
  void deal(const Game& game, const Options& options, const DealSetup& setup) {
    auto made = game.newDeal(options, setup);
    INFO((made ? std::string("ok") : made.error().message()));
    REQUIRE(made);
    state_ = std::move(made.value());
  }

  std::unique_ptr<GameState> state_;
  EventList events_;

 private:
  void requireInvariants() const {
    const auto broken = state_->checkInvariants();
    INFO("invariant " << (broken ? *broken : std::string("ok")));
    REQUIRE_FALSE(broken);
  }
};

}  // namespace kr::test
