// The Coiffeur computer players: every level plays whole matches in every
// way to play from its observation alone (ALL-2), decisions depend on the
// observation only, the contract choice and the card play make sense, and a
// search can be cancelled.
#include <atomic>

#include "ai/player.hpp"
#include "games/coiffeur/actions.hpp"
#include "games/coiffeur/ai/card_play.hpp"
#include "games/coiffeur/ai/reasons.hpp"
#include "games/coiffeur/ai/search_player.hpp"
#include "games/coiffeur/ai/value.hpp"
#include "games/coiffeur/match.hpp"
#include "scenario.hpp"
#include "support/play_with.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace kr::coiffeur;
using namespace kr::coiffeur::test;

namespace {

std::unique_ptr<Player> makeLevel(const std::string& kind, std::uint64_t seed, int samples = 6) {
  auto p = makePlayer(kind, coiffeurGame(), seed);
  REQUIRE(p);
  if (auto* s = dynamic_cast<ai::SearchPlayer*>(p.get())) s->fixSamples(samples);
  return p;
}


}  // namespace

TEST_CASE("every level plays a match in every way to play", "[coiffeur][ai]") {
  const std::vector<std::string> kinds = {"beginner", "heuristic", "standard", "strong"};
  for (const char* way : {"three", "four-partners", "four-individual"}) {
    INFO(way);
    const Options o = optionsFor(way, std::string(way) == "four-individual");
    auto match = coiffeurGame().newMatch(o, 17);
    std::vector<std::unique_ptr<Player>> players;
    for (int s = 0; s < match->playerCount(); ++s)
      players.push_back(makeLevel(kinds[static_cast<std::size_t>(s) % kinds.size()], 100 + static_cast<std::uint64_t>(s)));
    // Every level sits at every seat over the match: rotate the players every deal.
    int deals = 0;
    while (!match->finished() && deals < kr::test::scaled(32)) {
      REQUIRE_FALSE(match->startDeal());
      std::rotate(players.begin(), players.begin() + 1, players.end());
      kr::test::playDealWith(*match->current(), players, o);
      REQUIRE_FALSE(match->concludeDeal());
      ++deals;
    }
  }
}

TEST_CASE("a decision depends on the observation only", "[coiffeur][ai]") {
  // Seat 0's view of a deal after some play; other hands redealt consistently.
  const Options o = optionsFor("three");
  Scenario s(o, {}, 2);
  s.act("0:acorns");
  for (int i = 0; i < 7; ++i) {
    ActionList legal;
    s.state().legalActions(s.state().toMove(), legal);
    REQUIRE_FALSE(s.state().apply(s.state().toMove(), legal[0]));
  }
  kr::test::requireDecisionFromObservationOnly(s.state(), o, [](const std::string& kind) { return makeLevel(kind, 9, 20); },
                                               {"heuristic", "standard", "strong"});
}

TEST_CASE("the search values a trump hand's own suit above the others", "[coiffeur][ai]") {
  const Options o = optionsFor("three");
  Scenario s(o, {"AU A9 AA AK AO AB A8 RA BA SA R6 B6"}, 2);
  ai::SearchPlayer player(*ai::findLevel("analyst"), 3);
  player.fixSamples(80);
  DecisionContext ctx{&coiffeurGame(), &o, nullptr, -1};
  const Action a = player.choose(*s.state().observe(0), ctx);
  CHECK(a != kPass);
  auto valueOf = [&](Contract c) {
    for (const ActionValue& v : player.lastSearch().values)
      if (v.action == nameAction(c)) return v.mean;
    FAIL("no value for " << contractId(c));
    return 0.0;
  };
  for (Contract other : {Contract::Bells, Contract::Shields, Contract::Roses}) CHECK(valueOf(Contract::Acorns) > valueOf(other));
}

TEST_CASE("a weak hand passes while passing is allowed", "[coiffeur][ai]") {
  const Options o = optionsFor("three");
  // Middle cards without a single sure winner either way.
  Scenario s(o, {"R8 R9 RB A8 A9 AB B8 B9 BB S8 S9 SB"}, 2);
  auto player = makeLevel("heuristic", 1);
  DecisionContext ctx{&coiffeurGame(), &o, nullptr, -1};
  CHECK(player->choose(*s.state().observe(0), ctx) == kPass);
}

TEST_CASE("the defenders are partners against the declarer", "[coiffeur][ai]") {
  const Options o = optionsFor("three");
  Scenario s(o, {}, 2);
  s.act("0:obenabe");
  const ai::SeatView v{s.table(), s.state().data().hands[1], 1};
  CHECK(v.allied(2));
  CHECK_FALSE(v.allied(0));
  Scenario t(optionsFor("four-partners"), {}, 3);
  t.act("0:obenabe");
  const ai::SeatView w{t.table(), t.state().data().hands[1], 1};
  CHECK(w.allied(3));
  CHECK_FALSE(w.allied(2));
}

TEST_CASE("the last defender smears a Banner on the partner's winning ace", "[coiffeur][ai]") {
  const Options o = optionsFor("three");
  // Seat 0 declares Obenabe and leads a low rose; seat 1 wins with the ace; seat 2 follows last.
  Scenario s(o, {"R7", "RA", "RB R6"}, 2);
  s.act("0:obenabe 0:R7 1:RA");
  const ai::SeatView v{s.table(), s.state().data().hands[2], 2};
  CHECK(ai::chooseCard(v) == card("RB"));
  // Against the declarer's winning card it keeps the Banner.
  Scenario t(o, {"RA", "R7", "RB R6"}, 2);
  t.act("0:obenabe 0:RA 1:R7");
  const ai::SeatView w{t.table(), t.state().data().hands[2], 2};
  CHECK(ai::chooseCard(w) == card("R6"));
}

TEST_CASE("the declarer draws trumps with the master trump", "[coiffeur][ai]") {
  const Options o = optionsFor("three");
  Scenario s(o, {"AU A6 RA"}, 2);
  s.act("0:acorns");
  const ai::SeatView v{s.table(), s.state().data().hands[0], 0};
  CHECK(ai::chooseCard(v) == card("AU"));
}

TEST_CASE("the average-hand samples are sensible", "[coiffeur][ai]") {
  for (int c = 0; c < kContracts; ++c) {
    const auto& three = ai::baselinePoints(Way::Three, static_cast<Contract>(c));
    REQUIRE(three.size() == 256);
    double mean = 0;
    for (int p : three) mean += p;
    mean /= 256;
    INFO(contractId(static_cast<Contract>(c)) << " mean " << mean);
    CHECK(mean > 30);
    CHECK(mean < 140);
  }
  CHECK(ai::baselinePoints(Way::FourPartners, Contract::Slalom).empty());
}

TEST_CASE("a search stops when asked to", "[coiffeur][ai]") {
  const Options o = optionsFor("three");
  Scenario s(o, {}, 2);
  auto player = makePlayer("analyst", coiffeurGame(), 1);
  std::atomic<bool> stop{true};
  DecisionContext ctx{&coiffeurGame(), &o, &stop, -1};
  const auto obs = s.state().observe(0);
  const Action a = player->choose(*obs, ctx);
  CHECK(obs->legal.contains(a));
  CHECK(dynamic_cast<ai::SearchPlayer&>(*player).lastSearch().cancelled);
}

TEST_CASE("the hint names a legal action and a reason", "[coiffeur][ai]") {
  const Options o = optionsFor("four-partners");
  Scenario s(o, {}, 3);
  auto player = makeLevel("standard", 5, 10);
  DecisionContext ctx{&coiffeurGame(), &o, nullptr, -1};
  const Hint h = dynamic_cast<HintSource&>(*player).hint(*s.state().observe(0), ctx);
  CHECK(s.state().isLegal(0, h.action));
  CHECK_FALSE(h.reasonId.empty());
  CHECK(h.reasonId.starts_with(h.action == kPass ? "pass" : "contract"));
  CHECK(h.values.size() >= 2);
}

TEST_CASE("a hint says a card wins the trick only when the seat knows nothing can beat it", "[coiffeur][ai]") {
  // Issue #32: "This wins the trick" was said of a card the next player may
  // still beat. Acorns are trump; roses are led.
  Scenario s(optionsFor("three"), {"R6 A9", "RA RK A6", "R7 R8 AU"}, 2);
  s.act("0:acorns 0:R6");
  auto handOf = [&](int seat) {
    CardSet hand;
    for (Card c : s.state().hand(seat)) hand.add(c);
    return hand;
  };
  // Seat 1 plays second: its ace of roses beats the six, but seat 2 may
  // still hold a trump.
  CHECK(ai::reasonFor(s.table(), handOf(1), 1, card("RA").index()) == "take-lead");
  s.act("1:RK");
  // Seat 2 plays last: its Buur takes the trick for sure.
  CHECK(ai::reasonFor(s.table(), handOf(2), 2, card("AU").index()) == "win-trick");
}
