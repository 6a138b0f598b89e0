#pragma once
// Scripted Dobbm deals for the tests: hands and the Dobb given in part (the
// other cards are dealt in face order to the seats still short, then to the
// Dobb), actions by text ("1:dobbm 1:LA 2:double").
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "core/card_set.hpp"
#include "games/dobbm/game.hpp"
#include "games/dobbm/state.hpp"
#include "support/play_with.hpp"
#include "support/scripted_deal.hpp"

namespace kr::dobbm::test {

using kr::test::playRandomDeal;

inline std::vector<Card> cards(const std::string& text) { return kr::test::cardsIn(text, DeckStyle::German); }
inline Card card(const std::string& text) { return cards(text).at(0); }
inline CardSet cardSet(const std::string& text) { return CardSet::of(cards(text)); }

inline Options optionsFor(int players = 4, bool roundToFive = true, bool mussrunde = false, int deals = 24) {
  Options o = dobbmGame().defaultOptions();
  REQUIRE_FALSE(o.set("players", players));
  REQUIRE_FALSE(o.set("round-to-five", roundToFive ? 1 : 0));
  REQUIRE_FALSE(o.set("mussrunde", mussrunde ? 1 : 0));
  REQUIRE_FALSE(o.set("deals", deals));
  return o;
}

class Scenario : public kr::test::ScriptedDeal {
 public:
  // `hands`: the cards each seat must hold; `dobb`: the Dobb's (the rest in face order).
  Scenario(const Options& options, std::vector<std::string> hands, const std::string& dobb = "", int dealer = 3,
           std::map<std::string, int> context = {}) {
    DealSetup setup;
    setup.seed = 5;
    setup.dealer = dealer;
    setup.context = std::move(context);
    hands.resize(kSeats);
    CardSet used;
    for (const auto& h : hands) {
      setup.hands.push_back(cards(h));
      for (Card c : setup.hands.back()) used.add(c);
    }
    setup.rest = cards(dobb);
    for (Card c : setup.rest) used.add(c);
    std::vector<Card> rest = (fullDeck() - used).cards();
    std::size_t next = 0;
    for (auto& h : setup.hands)
      while (static_cast<int>(h.size()) < kHandSize) h.push_back(rest.at(next++));
    while (static_cast<int>(setup.rest.size()) < kDobbSize) setup.rest.push_back(rest.at(next++));
    deal(dobbmGame(), options, setup);
  }

  Scenario& act(const std::string& script) {
    ScriptedDeal::act(script);
    return *this;
  }
  Scenario& playOut() {
    ScriptedDeal::playOut();
    return *this;
  }

  DobbmState& state() { return static_cast<DobbmState&>(*state_); }
  const DobbmState& state() const { return static_cast<const DobbmState&>(*state_); }
  const Table& table() const { return state().table(); }
};

}  // namespace kr::dobbm::test
