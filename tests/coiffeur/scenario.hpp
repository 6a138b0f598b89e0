#pragma once
// Scripted Coiffeur deals for the tests: hands given in part (the other
// cards are dealt in face order to the seats still short), actions by text.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/card_set.hpp"
#include "games/coiffeur/game.hpp"
#include "games/coiffeur/state.hpp"

namespace kr::coiffeur::test {

inline std::vector<Card> cards(const std::string& text) {
  std::vector<Card> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    const auto c = parseCard(word, DeckStyle::Swiss);
    INFO("card " << word);
    REQUIRE(c);
    out.push_back(*c);
  }
  return out;
}

inline Card card(const std::string& text) { return cards(text).at(0); }

inline Options optionsFor(const std::string& players, bool buur = false) {
  Options o = coiffeurGame().defaultOptions();
  REQUIRE_FALSE(o.setText("players", players));
  REQUIRE_FALSE(o.set("buur-exception", buur ? 1 : 0));
  return o;
}

class Scenario {
 public:
  // `hands`: the cards each seat must hold (the rest filled in face order).
  Scenario(const Options& options, std::vector<std::string> hands, int dealer = 0,
           std::map<std::string, int> context = {}) {
    const Rules rules = Rules::from(options);
    DealSetup setup;
    setup.seed = 5;
    setup.dealer = dealer;
    setup.context = std::move(context);
    hands.resize(static_cast<std::size_t>(rules.seats()));
    CardSet used;
    for (const auto& h : hands) {
      setup.hands.push_back(cards(h));
      for (Card c : setup.hands.back()) used.add(c);
    }
    std::vector<Card> rest = (fullDeck() - used).cards();
    std::size_t next = 0;
    for (auto& h : setup.hands)
      while (static_cast<int>(h.size()) < rules.handSize()) h.push_back(rest.at(next++));
    auto made = coiffeurGame().newDeal(options, setup);
    INFO((made ? std::string("ok") : made.error().message()));
    REQUIRE(made);
    state_ = std::move(made.value());
  }

  // Applies the actions in order ("1:acorns 1:AU 2:A6"); each must be legal.
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

  // Plays the deal out with the lowest legal action of each seat to move.
  Scenario& playOut() {
    ActionList legal;
    while (!state_->isTerminal()) {
      state_->legalActions(state_->toMove(), legal);
      REQUIRE_FALSE(legal.empty());
      REQUIRE_FALSE(state_->apply(state_->toMove(), legal[0], &events_));
    }
    return *this;
  }

  bool legal(int seat, const std::string& action) const {
    const auto a = state_->actionFromString(action);
    REQUIRE(a);
    return state_->isLegal(seat, *a);
  }
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

  CoiffeurState& state() { return static_cast<CoiffeurState&>(*state_); }
  const Table& table() const { return static_cast<const CoiffeurState&>(*state_).table(); }
  const EventList& events() const { return events_; }

 private:
  std::unique_ptr<GameState> state_;
  EventList events_;
};

}  // namespace kr::coiffeur::test
