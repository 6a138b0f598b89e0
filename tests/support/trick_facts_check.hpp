#pragma once
// The engine's trick facts (Observation::tricks(), issue #32) checked against
// the play itself: random legal actions to the end of a deal, and after each
// one every seat sees the same tricks (every card played is public), each
// finished trick has the cards, winner and points of its TrickTaken event,
// and only the last trick may still run.
#include <catch2/catch.hpp>

#include <vector>

#include "core/game.hpp"

namespace kr::test {

inline void requireTrickFactsMatchPlay(GameState& deal, Rng& rng) {
  ActionList legal;
  EventList events;
  std::vector<Event> taken;
  while (!deal.isTerminal()) {
    const int seat = deal.toMove();
    deal.legalActions(seat, legal);
    events.clear();
    REQUIRE_FALSE(deal.apply(seat, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))], &events));
    for (const Event& e : events)
      if (e.kind == EventKind::TrickTaken) taken.push_back(e);

    const std::vector<TrickFact> facts = deal.observe(0)->tricks();
    for (int s = 1; s < deal.seatCount(); ++s) REQUIRE(deal.observe(s)->tricks() == facts);
    int cards = 0;
    for (const TrickFact& t : facts) cards += static_cast<int>(t.cards.size());
    REQUIRE(cards == deal.cardsPlayed());
    const bool running = !facts.empty() && facts.back().why.empty();
    REQUIRE(facts.size() == taken.size() + (running ? 1 : 0));
    for (std::size_t i = 0; i < taken.size(); ++i) {
      const TrickFact& t = facts[i];
      INFO("trick " << i << " why " << t.why);
      std::vector<Card> played;
      for (const TrickCard& p : t.cards) played.push_back(p.card);
      CHECK(played == taken[i].cards);
      CHECK(t.points == taken[i].value);
      if (t.why == "spoilt") {
        CHECK(taken[i].seat == -1);  // TR-3: no card wins it; its owner may be known only later
        CHECK(t.winningCard == -1);
      } else {
        CHECK(t.winner == taken[i].seat);
        REQUIRE(t.winningCard >= 0);
        CHECK(t.cards[static_cast<std::size_t>(t.winningCard)].seat == t.winner);
      }
    }
    if (running) {
      CHECK(facts.back().winner == -1);
      CHECK(facts.back().winningCard == -1);
      CHECK(facts.back().points == 0);
    }
  }
}

}  // namespace kr::test
