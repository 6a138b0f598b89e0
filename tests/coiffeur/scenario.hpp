#pragma once
// Scripted Coiffeur deals for the tests: hands given in part (the other
// cards are dealt in face order to the seats still short), actions by text.
#include <map>

#include "core/card_set.hpp"
#include "games/coiffeur/game.hpp"
#include "games/coiffeur/state.hpp"
#include "support/scripted_deal.hpp"

namespace kr::coiffeur::test {

inline std::vector<Card> cards(const std::string& text) { return kr::test::cardsIn(text, DeckStyle::Swiss); }
inline Card card(const std::string& text) { return cards(text).at(0); }

inline Options optionsFor(const std::string& players, bool buur = false) {
  Options o = coiffeurGame().defaultOptions();
  REQUIRE_FALSE(o.setText("players", players));
  REQUIRE_FALSE(o.set("buur-exception", buur ? 1 : 0));
  return o;
}

class Scenario : public kr::test::ScriptedDeal {
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
    deal(coiffeurGame(), options, setup);
  }

  Scenario& act(const std::string& script) {
    ScriptedDeal::act(script);
    return *this;
  }
  Scenario& playOut() {
    ScriptedDeal::playOut();
    return *this;
  }

  CoiffeurState& state() { return static_cast<CoiffeurState&>(*state_); }
  const Table& table() const { return static_cast<const CoiffeurState&>(*state_).table(); }
};

}  // namespace kr::coiffeur::test
