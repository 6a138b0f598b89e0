// Truc's computer players and their strategy table (docs/ai.md, "Truc").
#include "truc_scenario.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include "ai/player.hpp"
#include "ai/self_play.hpp"
#include "games/truc/ai/abstraction.hpp"
#include "games/truc/ai/hand_strength.hpp"
#include "games/truc/ai/players.hpp"
#include "games/truc/ai/resolving_player.hpp"
#include "games/truc/ai/strategy_table.hpp"
#include "games/truc/truc_actions.hpp"
#include "best_response.hpp"
#include "hand_game.hpp"
#include "report.hpp"
#include "report_output.hpp"
#include "solver.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace kr::truc;

using kr::truc::test::randomHands;

TEST_CASE("the built-in strategy table decodes and holds every kind of decision", "[truc][ai]") {
  const auto& table = ai::StrategyTable::builtIn();
  INFO((table ? std::string("ok") : table.error().message()));
  REQUIRE(table.ok());
  for (int k = 0; k < ai::kDecisionKinds; ++k) CHECK(table.value().stored(static_cast<ai::Decision>(k)) > 1000);
}

TEST_CASE("the table gives a probability distribution over the options of every decision", "[truc][ai]") {
  const ai::StrategyTable& table = ai::StrategyTable::builtIn().value();
  long long decisions = 0;
  long long missing = 0;
  const int hands = kr::test::scaled(3000);
  randomHands(hands, 11, [&](const GameState& state, Rng&) {
    const int seat = state.toMove();
    const auto observation = state.observe(seat);  // owns the observation for the whole visit
    const auto& o = dynamic_cast<const TrucObservation&>(*observation);
    const ai::PowerHand hand = ai::powerHand(o.hand);
    const auto key = ai::infoKey(o.play, seat, hand);
    REQUIRE(key);
    ++decisions;
    const auto p = table.probabilities(*key);
    if (!p) {
      ++missing;
      return;
    }
    int total = 0;
    for (int x : *p) {
      CHECK(x >= 0);
      total += x;
    }
    CHECK(total == ai::kProbabilityScale);
    if (key->kind == ai::Decision::Turn) {
      // No weight outside the options open now.
      const ai::TurnOptions options = ai::turnOptions(o.play, hand);
      int open = options.offer ? (*p)[ai::kOfferSlot] : 0;
      for (int s = 0; s < options.powers; ++s) open += (*p)[static_cast<std::size_t>(s)];
      CHECK(open == ai::kProbabilityScale);
    }
  });
  // Random play walks into places the strategy itself never goes; those may be left out.
  INFO(missing << " of " << decisions << " decisions not in the table");
  CHECK(decisions > hands * 3);
  CHECK(missing * 4 < decisions);
}

TEST_CASE("a damaged strategy table is refused with a reason", "[truc][ai]") {
  auto bytes = ai::decodeBase64(ai::strategyData());
  REQUIRE(ai::StrategyTable::decode(bytes).ok());
  auto flipped = bytes;
  flipped[flipped.size() / 2] ^= 0x10;
  CHECK(ai::StrategyTable::decode(flipped).error().code == "bad-strategy-table");
  auto cut = bytes;
  cut.resize(cut.size() / 3);
  CHECK_FALSE(ai::StrategyTable::decode(cut).ok());
  CHECK_FALSE(ai::StrategyTable::decode(std::vector<std::uint8_t>(10, 0)).ok());
}

TEST_CASE("ALL-2: the strong player's decision depends only on its observation", "[truc][ai][ALL-2]") {
  int compared = 0;
  const int hands = kr::test::scaled(400);
  randomHands(hands, 12, [&](const GameState& state, Rng& rng) {
    const int seat = state.toMove();
    const auto obs = state.observe(seat);
    for (int i = 0; i < 3; ++i) {
      // Other hidden cards, the same observation.
      const auto other = trucGame().sample(*obs, trucGame().defaultOptions(), rng);
      REQUIRE(other);
      const auto again = other->observe(seat);
      REQUIRE(again->serialize() == obs->serialize());
      const std::uint64_t seed = rng.next();
      ai::TablePlayer a(seed);
      ai::TablePlayer b(seed);
      const DecisionContext ctx{&trucGame(), nullptr, nullptr, -1};
      const Action first = a.choose(*obs, ctx);
      CHECK(first == b.choose(*again, ctx));
      CHECK(obs->legal.contains(first));
      ++compared;
    }
  });
  CHECK(compared > hands * 3);
}

TEST_CASE("the strong player mixes: it bluffs and it calls", "[truc][ai]") {
  // Over many decisions every kind of action shows up, each not always.
  std::map<Action, int> counts;
  long long decisions = 0;
  ai::TablePlayer strong(5);
  randomHands(kr::test::scaled(3000), 13, [&](const GameState& state, Rng&) {
    const int seat = state.toMove();
    const auto obs = state.observe(seat);
    const Action a = strong.choose(*obs, DecisionContext{});
    ++decisions;
    ++counts[isCardAction(a) ? 0 : a];
  });
  CHECK(counts[kOffer] > 0);
  CHECK(counts[kAccept] > 0);
  CHECK(counts[kRefuse] > 0);
  CHECK(counts[kAsk] > 0);
  CHECK(counts[kNoAsk] > 0);
  CHECK(strong.misses() * 20 < decisions);
}

TEST_CASE("the table covers the strong player's own decisions", "[truc][ai]") {
  // The table keeps every set the strategy reaches by its own choices; the
  // few it never trained on are taken by the heuristic instead.
  ai::TablePlayer strong(8);
  ai::HonestPlayer honest("heuristic", ai::HonestStyle{}, 9);
  Rng rng(10);
  long long decisions = 0;
  for (int d = 0; d < kr::test::scaled(3000); ++d) {
    DealSetup setup;
    setup.seed = rng.next();
    setup.dealer = d % 2;
    setup.context = {{"score-0", static_cast<int>(rng.below(12))}, {"score-1", static_cast<int>(rng.below(12))}};
    auto state = std::move(trucGame().newDeal(trucGame().defaultOptions(), setup).value());
    while (!state->isTerminal()) {
      const int seat = state->toMove();
      const auto obs = state->observe(seat);
      const Action a = seat == 0 ? strong.choose(*obs, DecisionContext{}) : honest.choose(*obs, DecisionContext{});
      decisions += seat == 0 ? 1 : 0;
      REQUIRE_FALSE(state->apply(seat, a));
    }
  }
  INFO(strong.misses() << " of " << decisions << " decisions left to the heuristic");
  CHECK(strong.misses() * 100 < decisions);
}

TEST_CASE("hand strength: sevens are strong, nines are weak", "[truc][ai]") {
  kr::truc::test::Scenario strong("C7 S7 H7", "C9 S9 H9");
  kr::truc::test::Scenario weak("C9 S9 H9", "C7 S7 H7");
  const auto high = ai::winChance(dynamic_cast<const TrucObservation&>(*strong.state().observe(0)));
  const auto low = ai::winChance(dynamic_cast<const TrucObservation&>(*weak.state().observe(0)));
  CHECK(high > 0.8);
  CHECK(low < 0.2);
  CHECK(high + ai::winChance(dynamic_cast<const TrucObservation&>(*weak.state().observe(1))) > 1.5);
}

TEST_CASE("every Truc player kind plays legal moves through whole games", "[truc][ai]") {
  for (const std::string kind : {"strong", "table", "heuristic", "beginner"}) {
    SelfPlayConfig config;
    config.game = &trucGame();
    config.options = trucGame().defaultOptions();
    config.deals = kr::test::scaled(300, 150);  // the Expert solves a subgame in most hands: fewer under the sanitizers
    config.seed = 21;
    config.seats = {kind, "random"};
    config.duplicate = true;
    const SelfPlayResult result = selfPlay(config);
    INFO(kind << ": " << (result.failure ? result.failure->message() : std::string("ok")));
    REQUIRE_FALSE(result.failure);
    // Against random play every level wins most games.
    REQUIRE(result.seats[0].matches >= 6);
    CHECK(result.seats[0].matchesWon * 10 > result.seats[0].matches * 7);
  }
  // Expert is the re-solving player (issue #35); the strategy table plays on
  // as `table`, a kind for comparisons that is not offered as a level.
  const auto strong = makePlayer("strong", trucGame(), 1);
  CHECK(dynamic_cast<const ai::ResolvingPlayer*>(strong.get()) != nullptr);
  const auto table = makePlayer("table", trucGame(), 1);
  CHECK(dynamic_cast<const ai::TablePlayer*>(table.get()) != nullptr);
  CHECK(table->kind() == "table");
  const auto levels = opponentLevels(trucGame());
  CHECK(std::find(levels.begin(), levels.end(), "table") == levels.end());
  CHECK(makePlayer("expert", trucGame(), 1) == nullptr);
}

TEST_CASE("the generator and the engine follow a hand the same way", "[truc][ai]") {
  randomHands(kr::test::scaled(2000), 14, [&](const GameState& state, Rng&) {
    // Rebuild the hand in the generator's terms from the engine's state and compare a step.
    const auto& engine = dynamic_cast<const TrucState&>(state);
    cfr::Node node;
    node.play = engine.play();
    node.hands = {ai::powerHand(engine.data().hands[0]), ai::powerHand(engine.data().hands[1])};
    const int seat = state.toMove();
    const cfr::Moves moves = cfr::movesAt(node);
    ActionList legal;
    state.legalActions(seat, legal);
    // The generator's options are the engine's legal actions up to suits.
    std::set<Action> abstractLegal;
    for (Action a : legal) abstractLegal.insert(isCardAction(a) ? powerOf(Card(a)) : a);
    CHECK(static_cast<int>(abstractLegal.size()) == moves.count);
    for (int i = 0; i < moves.count; ++i) {
      const int slot = moves.slot[static_cast<std::size_t>(i)];
      const cfr::Node next = cfr::after(node, moves, slot);
      // The same move in the engine.
      Action a = -1;
      if (moves.kind == ai::Decision::Turn)
        a = slot == ai::kOfferSlot ? kOffer : [&] {
          for (Card c : engine.data().hands[static_cast<std::size_t>(seat)])
            if (powerOf(c) == moves.turn.power[static_cast<std::size_t>(slot)]) return static_cast<Action>(c.index());
          return Action{-1};
        }();
      else if (moves.kind == ai::Decision::Ask) a = slot == 0 ? kAsk : kNoAsk;
      else if (moves.kind == ai::Decision::AnswerAsk) a = slot == 0 ? kAgree : kRefuse;
      else a = slot == 0 ? kAccept : kRefuse;
      REQUIRE(legal.contains(a));
      auto copy = state.clone();
      copy->applyUnchecked(seat, a, nullptr);
      const auto& after = dynamic_cast<const TrucState&>(*copy);
      if (next.redeal) {
        CHECK(after.play().redeals == engine.play().redeals + 1);
        continue;
      }
      CHECK(after.play() == next.play);
      CHECK(ai::powerHand(after.data().hands[static_cast<std::size_t>(seat)]) == next.hands[static_cast<std::size_t>(seat)]);
    }
  });
}

TEST_CASE("the generator gives the same result on one thread or two", "[truc][ai][generator]") {
  cfr::SolverConfig config;
  config.iterations = 40;
  config.phases = 2;
  config.seed = 3;
  config.threads = 1;
  cfr::Solver one(config);
  one.run();
  config.threads = 2;
  cfr::Solver two(config);
  two.run();
  CHECK(one.fingerprint() == two.fingerprint());
  config.seed = 4;
  cfr::Solver other(config);
  other.run();
  CHECK(other.fingerprint() != one.fingerprint());
  // The round values stay probabilities, and the elder's and dealer's views add up.
  const auto& v = two.values();
  for (int a = 0; a < kTarget; ++a)
    for (int b = 0; b < kTarget; ++b) {
      CHECK(v.elder[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] >= 0.0);
      CHECK(v.elder[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] <= 1.0);
    }
  CHECK(v.elder[11][0] > v.elder[0][11]);
}

TEST_CASE("best responses bound the table's value and find it far harder to exploit than random play",
          "[truc][ai][exploitability]") {
  // At 11:11 every offer is the remainder: the smallest public tree.
  const ai::StrategyTable& table = ai::StrategyTable::builtIn().value();
  const cfr::StrategyFn fromTable = [&](ai::InfoKey key) {
    std::array<double, 4> p{};
    if (auto q = table.probabilities(key))
      for (std::size_t s = 0; s < 4; ++s) p[s] = (*q)[s] / double(ai::kProbabilityScale);
    return p;
  };
  const cfr::StrategyFn uniform = [](ai::InfoKey) { return std::array<double, 4>{}; };
  const auto values = cfr::RoundValues::race();
  const cfr::HandValues t = cfr::evaluateHand(11, 11, values, fromTable);
  const cfr::HandValues u = cfr::evaluateHand(11, 11, values, uniform);
  CHECK(t.elderBest >= t.elderSelf - 1e-9);
  CHECK(t.dealerBest >= 1.0 - t.elderSelf - 1e-9);
  CHECK(t.exploitability() >= 0.0);
  CHECK(u.exploitability() > 0.1);
  CHECK(t.exploitability() * 10 < u.exploitability());
  // Allowed to leave the strategy in fewer tricks, a best response gains less.
  CHECK(cfr::evaluateHand(11, 11, values, fromTable, 0b001).exploitability() <= t.exploitability() + 1e-9);
}

TEST_CASE("the built-in round values are those of a plausible race to 12", "[truc][ai][round-values]") {
  const auto& w = ai::builtInRoundValues().elder;
  const auto race = cfr::RoundValues::race().elder;
  auto at = [](const auto& v, int a, int b) { return v[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)]; };
  bool estimated = false;
  for (int a = 0; a < kTarget; ++a)
    for (int b = 0; b < kTarget; ++b) {
      INFO(a << ":" << b);
      CHECK(at(w, a, b) > 0.0);
      CHECK(at(w, a, b) < 1.0);
      // Estimated per pair of score buckets, the values dip by up to 0.01 where
      // a score crosses into the next bucket; beyond that they are monotone.
      if (a + 1 < kTarget) CHECK(at(w, a + 1, b) > at(w, a, b) - 0.02);
      if (b + 1 < kTarget) CHECK(at(w, a, b + 1) < at(w, a, b) + 0.02);
      estimated = estimated || std::abs(at(w, a, b) - at(race, a, b)) > 1e-6;
    }
  CHECK(estimated);  // the solver's values, not the race it starts from
  CHECK(at(w, 0, 0) > 0.47);
  CHECK(at(w, 0, 0) < 0.51);
  CHECK(at(w, 11, 0) > 0.85);
  CHECK(at(w, 0, 11) < 0.15);
}

TEST_CASE("a best response gains little against the built-in table in the game it was solved for",
          "[truc][ai][exploitability]") {
  // 10:11, the built-in round values: one of the small public trees; the
  // full report measured 21.3 milli-rounds per hand here.
  const cfr::HandValues h = cfr::evaluateHand(10, 11, ai::builtInRoundValues(),
                                              cfr::tableStrategy(ai::StrategyTable::builtIn().value()));
  CHECK(h.elderBest >= h.elderSelf - 1e-9);
  CHECK(h.dealerBest >= 1.0 - h.elderSelf - 1e-9);
  CHECK(h.exploitability() >= -1e-9);
  CHECK(h.exploitability() <= 0.025);
}

TEST_CASE("the JSON report of one score names every field", "[truc][ai][report]") {
  cfr::ReportConfig config;
  config.scores = {{11, 11}};
  config.oneTrick = false;  // one best response in all: small enough for the sanitizer builds
  const cfr::Report report =
      cfr::computeReport(ai::StrategyTable::builtIn().value(), ai::builtInRoundValues(), config);
  const nlohmann::json j = cfr::reportJson(report);
  REQUIRE(j["scores"].size() == 1);
  const auto& s = j["scores"][0];
  CHECK(s["non_dealer"] == 11);
  CHECK(s["dealer"] == 11);
  CHECK(s["buckets"] == nlohmann::json::array({0, 0}));
  const double best = s["best_response_non_dealer"].get<double>() + s["best_response_dealer"].get<double>();
  CHECK(s["exploitability_mr"].get<double>() == Approx(1000 * (best - 1) / 2));
  CHECK(s["non_dealer_value"].get<double>() <= s["best_response_non_dealer"].get<double>() + 1e-9);
  CHECK_FALSE(s.contains("uniform_mr"));  // asked for the table alone
  CHECK_FALSE(j.contains("one_trick"));
  CHECK(j["mean_mr"] == s["exploitability_mr"]);
  CHECK(j["max_mr"] == s["exploitability_mr"]);
  REQUIRE(j["buckets"].size() == 1);
  CHECK(j["buckets"][0]["non_dealer_bucket"] == 0);
  CHECK(j["buckets"][0]["dealer_bucket"] == 0);
  CHECK(j["buckets"][0]["max_mr"] == s["exploitability_mr"]);
  CHECK(j["buckets"][0]["mean_mr"] == s["exploitability_mr"]);
  // The markdown is rendered from the same object.
  std::ostringstream markdown;
  cfr::printMarkdown(markdown, j);
  CHECK(markdown.str().find("| 11:11 |") != std::string::npos);
}

TEST_CASE("every score pair falls into one of the 16 pairs of score buckets", "[truc][ai][report]") {
  // Made-up values: the summary alone, no best response computed.
  cfr::Report report;
  for (auto [a, b] : cfr::allScores()) {
    cfr::ScoreResult s;
    s.nonDealer = a;
    s.dealer = b;
    s.table.elderBest = 0.5;
    s.table.dealerBest = 0.5 + 0.002 * (a + b);  // exploitability (a + b) milli-rounds
    report.scores.push_back(s);
  }
  REQUIRE(report.scores.size() == 144);
  const auto buckets = cfr::bucketSummaries(report);
  REQUIRE(buckets.size() == 16);
  int total = 0;
  for (const auto& b : buckets) total += b.count;
  CHECK(total == 144);
  // Bucket 0 is the score 11, bucket 3 the scores 0..4.
  CHECK(buckets.front().count == 1);
  CHECK(buckets.front().maxMr == Approx(22));
  CHECK(buckets.back().count == 25);
  CHECK(buckets.back().meanMr == Approx(4));
  CHECK(buckets.back().maxMr == Approx(8));
  CHECK(buckets.back().maxAt == std::pair<int, int>{4, 4});
  const nlohmann::json j = cfr::reportJson(report);
  CHECK(j["buckets"].size() == 16);
  CHECK(j["max_mr"].get<double>() == Approx(22));
}
