// The Dobbm computer players' doubling (DB-4) and what the search believes
// about a Dobbm declarer's discard (DB-3), and the per-kind declaration
// counts of self-play. Every decision is taken from a seat's observation;
// the tests look only at samples drawn from it, never at the hidden cards.
#include "ai/player.hpp"
#include "ai/self_play.hpp"
#include "core/record.hpp"
#include "games/dobbm/actions.hpp"
#include "games/dobbm/ai/declarer_model.hpp"
#include "games/dobbm/ai/hand_eval.hpp"
#include "games/dobbm/ai/heuristic.hpp"
#include "games/dobbm/ai/search_player.hpp"
#include "games/dobbm/discard.hpp"
#include "games/dobbm/sampler.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

namespace {

// Seat 0 bids Dobbm and lays away the four bells it took with the Dobb;
// seat 1, to speak first in the doubling, holds most of the hearts.
Scenario doubledDobbm(const Options& o) {
  Scenario s(o, {"LA LT LK LO AA AT AK BA", "HA HT HK HO HU H9 LU AO"}, "B6 B7 B8 B9");
  s.act("0:dobbm 1:pass 2:pass 3:pass 0:B6 0:B7 0:B8 0:B9");
  return s;
}

}  // namespace

TEST_CASE("the rule-based raises get harder and stop at the rules' last one", "[dobbm][ai]") {
  const CardSet strong = cardSet("HA HT HK HO HU H9 LA AA");
  CHECK(ai::heuristicRaises(false, Contract::Dobbm, 0, strong, {}));
  CHECK(ai::heuristicRaises(false, Contract::Dobbm, 2, strong, {}));
  CHECK_FALSE(ai::heuristicRaises(false, Contract::Dobbm, ai::kRuleDoublings, strong, {}));
  CHECK(ai::heuristicRaises(true, Contract::Solo, 1, strong, {}));
  CHECK_FALSE(ai::heuristicRaises(true, Contract::Solo, ai::kRuleDoublings + 1, strong, {}));
}

TEST_CASE("the Beginner never doubles; the heuristic doubles a strong defence", "[dobbm][ai]") {
  const Options o = optionsFor();
  Scenario s = doubledDobbm(o);
  REQUIRE(s.table().phase == Phase::Doubling);
  REQUIRE(s.state().toMove() == 1);
  DecisionContext ctx{&dobbmGame(), &o, nullptr, -1};
  const auto obs = s.state().observe(1);
  for (std::uint64_t seed = 1; seed <= 20; ++seed) CHECK(makePlayer("beginner", dobbmGame(), seed)->choose(*obs, ctx) == kPass);
  CHECK(makePlayer("heuristic", dobbmGame(), 1)->choose(*obs, ctx) == kDouble);
}

TEST_CASE("the search does not raise past the rules' last raise", "[dobbm][ai]") {
  const Options o = optionsFor();
  Scenario s = doubledDobbm(o);
  std::string script;
  for (int i = 0; i < ai::kRuleDoublings; ++i)
    script += i == 0 ? "1:double " : i % 2 ? "0:redouble " : "1:redouble ";
  s.act(script);
  REQUIRE(s.table().doublings == ai::kRuleDoublings);
  const int seat = s.state().toMove();
  const auto obs = s.state().observe(seat);
  REQUIRE(obs->legal.contains(kRedouble));
  ai::SearchPlayer strong(*ai::findLevel("strong"), 3);
  strong.fixSamples(8);
  DecisionContext ctx{&dobbmGame(), &o, nullptr, -1};
  CHECK(strong.choose(*obs, ctx) == kPass);
}

TEST_CASE("a sampled Dobbm declarer discards as the rules would, within what the play shows", "[dobbm][ai]") {
  const Options o = optionsFor();
  Scenario s = doubledDobbm(o);
  s.act("1:pass 2:pass 3:pass");
  Rng rng(12);
  // From a defender's view, before and during the play.
  for (int step = 0; step < 20 && !s.state().isTerminal(); ++step) {
    const int viewer = 1 + step % 3;
    const auto obs = s.state().observe(viewer);
    for (int k = 0; k < 8; ++k) {
      const auto sample = dobbmGame().sample(*obs, o, rng);
      REQUIRE(sample);
      const DobbmData& d = static_cast<const DobbmState&>(*sample).data();
      const DobbmData r = ai::withRuleDiscard(d, viewer);
      CHECK((r.hands[0] | r.discard) == (d.hands[0] | d.discard));
      CHECK(r.discard.size() == kDobbSize);
      CHECK(validDiscard(r.discard));
      CHECK((r.hands[0] & excludedCards(r.pub)[0]).empty());  // voids shown in play still hold
      CHECK(r.hands[1] == d.hands[1]);
      // Before any trick, four plain cards that are no Sau go before a trump.
      const CardSet plain = (r.hands[0] | r.discard) - trumps();
      int cheap = 0;
      for (Card c : plain) cheap += isSau(c) ? 0 : 1;
      if (r.pub.playedCount == 0 && cheap >= kDobbSize) CHECK((r.discard & trumps()).empty());
    }
    const int mover = s.state().toMove();
    ActionList legal;
    s.state().legalActions(mover, legal);
    REQUIRE_FALSE(s.state().apply(mover, legal[0]));
  }
  // The declarer's own view is left alone: it knows its discard.
  const auto obs = s.state().observe(0);
  const auto sample = dobbmGame().sample(*obs, o, rng);
  const DobbmData& d = static_cast<const DobbmState&>(*sample).data();
  CHECK(ai::withRuleDiscard(d, 0).discard == d.discard);
}

TEST_CASE("self-play counts each kind's declarations and wins by contract", "[dobbm][ai]") {
  SelfPlayConfig config;
  config.game = &dobbmGame();
  config.options = optionsFor();
  config.deals = 48;
  config.seed = 3;
  config.seats = {"heuristic", "beginner", "heuristic", "beginner"};
  config.keepRecords = true;
  const SelfPlayResult result = selfPlay(config);
  REQUIRE_FALSE(result.failure);
  // The same counts from the records, replayed.
  std::map<std::pair<std::string, int>, Declarations> expected;
  for (const Record& record : result.records) {
    auto match = replayRecord(record);
    REQUIRE(match.ok());
    for (const auto& row : match.value()->sheet()) {
      const int declarer = row.result.figure("declarer", -1);
      if (declarer < 0) continue;
      const int player = row.players[static_cast<std::size_t>(declarer)];
      auto& e = expected[{record.seats[static_cast<std::size_t>(player)], row.result.figure("contract")}];
      ++e.deals;
      if (row.deltas[static_cast<std::size_t>(player)] > 0) ++e.won;
    }
  }
  std::map<std::pair<std::string, int>, Declarations> counted;
  int declared = 0;
  for (const auto& seat : result.seats)
    for (const auto& [contract, d] : seat.declared) {
      CHECK((contract == 1 || contract == 2));
      CHECK(d.won <= d.deals);
      counted[{seat.kind, contract}].deals += d.deals;
      counted[{seat.kind, contract}].won += d.won;
      declared += d.deals;
    }
  CHECK(declared > 0);
  REQUIRE(counted.size() == expected.size());
  for (const auto& [key, e] : expected) {
    INFO(key.first << " " << key.second);
    CHECK(counted[key].deals == e.deals);
    CHECK(counted[key].won == e.won);
  }
}
