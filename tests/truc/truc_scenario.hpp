#pragma once
// Scripted Truc hands for the tests: explicit cards, actions by their text.
#include <catch2/catch.hpp>

#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "games/truc/truc_game.hpp"
#include "games/truc/truc_state.hpp"

namespace kr::truc::test {

inline std::vector<Card> cards(const std::string& text) {
  std::vector<Card> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    const auto c = parseCard(word, DeckStyle::French);
    REQUIRE(c);
    out.push_back(*c);
  }
  return out;
}

// A hand with seat 1 dealing, so seat 0 is the non-dealer who leads.
class Scenario {
 public:
  Scenario(const std::string& elder, const std::string& dealer, int elderScore = 0, int dealerScore = 0,
           const std::string& stock = "") {
    DealSetup setup;
    setup.seed = 77;
    setup.dealer = 1;
    setup.hands = {cards(elder), cards(dealer)};
    setup.rest = cards(stock);
    setup.context = {{"score-0", elderScore}, {"score-1", dealerScore}};
    auto made = trucGame().newDeal(trucGame().defaultOptions(), setup);
    REQUIRE(made.ok());
    state_ = std::move(made.value());
  }

  // Applies the actions in order ("0:offer 1:accept 0:CT"); each must be legal.
  Scenario& act(const std::string& script) {
    std::istringstream in(script);
    std::string step;
    while (in >> step) {
      const int seat = step[0] - '0';
      const auto error = state_->applyText(seat, step.substr(2), &events_);
      INFO("step " << step << ": " << (error ? error->message() : std::string("ok")));
      REQUIRE_FALSE(error);
      const auto broken = state_->checkInvariants();
      INFO("invariant " << (broken ? *broken : std::string("ok")));
      REQUIRE_FALSE(broken);
    }
    return *this;
  }

  GameState& state() { return *state_; }
  const TrucPlay& play() const { return dynamic_cast<const TrucState&>(*state_).play(); }
  const TrucData& data() const { return dynamic_cast<const TrucState&>(*state_).data(); }
  DealResult result() const { return state_->result(); }
  bool legal(int seat, const std::string& action) const {
    const auto a = state_->actionFromString(action);
    return a && state_->isLegal(seat, *a);
  }
  const EventList& events() const { return events_; }

 private:
  std::unique_ptr<GameState> state_;
  EventList events_;
};

// A new hand of the engine with a random dealer and random round scores.
inline std::unique_ptr<GameState> randomHand(Rng& rng) {
  DealSetup setup;
  setup.seed = rng.next();
  setup.dealer = static_cast<int>(rng.below(2));
  setup.context = {{"score-0", static_cast<int>(rng.below(12))}, {"score-1", static_cast<int>(rng.below(12))}};
  return std::move(trucGame().newDeal(trucGame().defaultOptions(), setup).value());
}

// Random hands of the engine, with random round scores and random play;
// `visit(state, rng)` sees every state before its move.
template <class Visit>
void randomHands(int hands, std::uint64_t seed, Visit visit) {
  Rng rng(seed);
  for (int d = 0; d < hands; ++d) {
    auto state = randomHand(rng);
    while (!state->isTerminal()) {
      visit(*state, rng);
      ActionList legal;
      state->legalActions(state->toMove(), legal);
      state->applyUnchecked(state->toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))], nullptr);
    }
  }
}

}  // namespace kr::truc::test
