// Random play over many deals. The generic harness (core/selftest) with
// random options; and a second random player that favours normal games,
// marriages and poverty, which uniform play almost never reaches (it picks a
// solo from nine kinds), checked the same way step by step.
#include <catch2/catch.hpp>
#include <map>

#include "core/selftest.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/announcements.hpp"
#include "games/doppelkopf/bidding.hpp"
#include "games/doppelkopf/state.hpp"
#include "support.hpp"
#include "support/scale.hpp"

using namespace dktest;
using namespace kr;

namespace {

SelfTestReport runGeneric(std::uint64_t seed, int deals, int sampleEvery) {
  SelfTestConfig config;
  config.deals = deals;
  config.seed = seed;
  config.sampleEvery = sampleEvery;
  config.samplesPerCheck = sampleEvery == 1 ? 2 : 1;
  config.recordEvery = kr::test::everyNthWhenScaled(4);
  return runSelfTest(game(), config);
}

void checkReport(const SelfTestReport& report, int deals) {
  INFO((report.failure ? report.failure->message() : std::string("ok")));
  REQUIRE_FALSE(report.failure);
  CHECK(report.deals == deals);
  CHECK(report.samplesThatDiffered > report.samples / 2);
}

// A legal action, favouring what uniform play neglects.
Action biasedChoice(const GameState& state, int seat, const ActionList& legalNow, bool uniform, Rng& rng) {
  auto has = [&](Action a) { return legalNow.contains(a); };
  const auto any = [&] { return legalNow[static_cast<int>(rng.below(static_cast<std::uint32_t>(legalNow.size())))]; };
  if (uniform) return any();
  const double u = rng.unit();
  if (has(dk::kHealthy)) {
    const auto& d = static_cast<const dk::DoppelkopfState&>(state).deal();
    const auto& hand = d.hands[static_cast<std::size_t>(seat)];
    const bool special = dk::povertyEligible(d.rules, hand) || dk::marriageEligible(d.rules, hand);
    return u < (special ? 0.7 : 0.1) ? dk::kReservation : dk::kHealthy;
  }
  if (has(dk::kPoverty) && u < 0.8) return dk::kPoverty;
  if (has(dk::kMarriage) && u < 0.8) return dk::kMarriage;
  if (has(dk::kPass) && u < 0.8) return dk::kPass;
  if (has(dk::kAccept)) return u < 0.4 ? dk::kAccept : dk::kDecline;
  return any();
}

// Deals where some seat may declare poverty, half of the time.
DealSetup biasedSetup(Rng& rng, const Options& o) {
  DealSetup setup;
  setup.dealer = static_cast<int>(rng.below(4));
  const bool wantPoverty = rng.below(2) == 0;
  for (int tries = 0; tries < 200; ++tries) {
    setup.seed = rng.next();
    if (!wantPoverty) break;
    auto made = game().newDeal(o, setup);
    const auto& d = static_cast<const dk::DoppelkopfState&>(*made.value()).deal();
    bool eligible = false;
    for (const auto& h : d.hands) eligible |= dk::povertyEligible(d.rules, h);
    if (eligible) break;
  }
  return setup;
}

// A sampled deal must be one that could have happened: its dealt hands,
// replayed with every action checked, give the same deal.
void requireReachable(const GameState& sampled, const Options& o) {
  const auto& d = static_cast<const dk::DoppelkopfState&>(sampled).deal();
  DealSetup setup;
  setup.dealer = d.dealer;
  for (const auto& h : d.dealt) setup.hands.push_back(h.cards());
  setup.context = {{"owed-solos", d.owedSolos}};
  if (d.forcedSolo >= 0) setup.context["forced-solo"] = d.forcedSolo;
  auto replay = game().newDeal(o, setup);
  REQUIRE(replay);
  for (int i = 0; i < d.historyCount; ++i) {
    const auto& h = d.history[static_cast<std::size_t>(i)];
    if (dk::isAutomatic(h)) continue;  // the rules make it again (DK-19)
    const auto error = replay.value()->apply(h.seat, h.action);
    INFO("replaying action " << i << ": " << (error ? error->message() : std::string()));
    REQUIRE_FALSE(error);
  }
  REQUIRE(replay.value()->serialize() == sampled.serialize());
}

struct BiasedStats {
  std::map<std::string, int> contracts;
  long long samples = 0;
};

void biasedDeal(Rng& rng, BiasedStats& stats, int sampleEvery) {
  const Options o = randomOptions(game(), rng);
  auto made = game().newDeal(o, biasedSetup(rng, o));
  REQUIRE(made);
  GameState& state = *made.value();
  const bool uniform = rng.below(4) == 0;  // a quarter of the deals as the generic harness plays
  ActionList legalNow;
  for (int step = 0; !state.isTerminal(); ++step) {
    INFO("step " << step << ": " << state.serialize());
    const auto broken = state.checkInvariants();
    REQUIRE(broken.value_or("") == "");
    REQUIRE(state.clone()->serialize() == state.serialize());
    for (int seat = 0; seat < 4; ++seat) {
      state.legalActions(seat, legalNow);
      const auto obs = state.observe(seat);
      REQUIRE(std::equal(legalNow.begin(), legalNow.end(), obs->legal.begin(), obs->legal.end()));
      for (Action a : legalNow) {
        auto copy = state.clone();
        REQUIRE_FALSE(copy->apply(seat, a));
        REQUIRE(copy->checkInvariants().value_or("") == "");
      }
      if (step % sampleEvery != 0) continue;
      const std::string seen = obs->serialize();
      auto sampled = game().sample(*obs, o, rng);
      REQUIRE(sampled);
      ++stats.samples;
      REQUIRE(sampled->observe(seat)->serialize() == seen);
      REQUIRE(sampled->checkInvariants().value_or("") == "");
      requireReachable(*sampled, o);
    }
    int seat = state.toMove();
    if (rng.unit() < 0.05) seat = static_cast<int>(rng.below(4));  // out of turn now and then
    state.legalActions(seat, legalNow);
    if (legalNow.empty()) continue;
    REQUIRE_FALSE(state.apply(seat, biasedChoice(state, seat, legalNow, uniform, rng)));
  }
  REQUIRE(state.checkInvariants().value_or("") == "");
  const auto& d = static_cast<const dk::DoppelkopfState&>(state).deal();
  ++stats.contracts[d.isVoid ? "void" : std::string(dk::contractId(d.contract)) + (d.silentSolo ? "/silent" : "")];
}

}  // namespace

// 4 x 5,000 deals with random options: ctest runs them in parallel.
TEST_CASE("DK harness: generic random play with random options part 1 of 4", "[doppelkopf][harness]") {
  checkReport(runGeneric(11, kr::test::scaled(5000), 16), kr::test::scaled(5000));
}
TEST_CASE("DK harness: generic random play with random options part 2 of 4", "[doppelkopf][harness]") {
  checkReport(runGeneric(12, kr::test::scaled(5000), 16), kr::test::scaled(5000));
}
TEST_CASE("DK harness: generic random play with random options part 3 of 4", "[doppelkopf][harness]") {
  checkReport(runGeneric(13, kr::test::scaled(5000), 16), kr::test::scaled(5000));
}
TEST_CASE("DK harness: generic random play with random options part 4 of 4", "[doppelkopf][harness]") {
  checkReport(runGeneric(14, kr::test::scaled(5000), 16), kr::test::scaled(5000));
}

TEST_CASE("DK harness: generic random play sampling at every step", "[doppelkopf][harness][sample]") {
  const int deals = kr::test::scaled(400, 40);
  checkReport(runGeneric(15, deals, 1), deals);
}

TEST_CASE("DK harness: random play favouring normal games, marriages and poverty", "[doppelkopf][harness][DK-3][DK-4]") {
  Rng rng(2024);
  BiasedStats stats;
  const int deals = kr::test::scaled(3000, 300);
  for (int deal = 0; deal < deals; ++deal) {
    INFO("deal " << deal);
    biasedDeal(rng, stats, 3);
  }
  // Each kind often enough (per 3000 deals: 100 normal games, 50 marriages ...).
  for (const auto& [id, n] : stats.contracts) UNSCOPED_INFO(id << " " << n);
  CHECK(stats.contracts["normal"] > deals / 30);
  CHECK(stats.contracts["marriage"] > deals / 60);
  CHECK(stats.contracts["poverty"] > deals / 60);
  CHECK(stats.contracts["void"] > deals / 600);
  CHECK(stats.samples > deals * 10 / 3);
}
