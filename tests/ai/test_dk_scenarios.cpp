// Sensible Doppelkopf decisions in explicit deals, for the rule-based
// player and the search levels (a fixed number of sampled deals, so the
// checks are deterministic).
#include <catch2/catch.hpp>

#include "dk_support.hpp"
#include "games/doppelkopf/ai/levels.hpp"
#include "games/doppelkopf/ai/search_player.hpp"

using namespace kr;
using namespace aitest;

namespace {

// The rule-based kinds and the search levels, the latter with 40 sampled
// deals per thread and decision.
std::vector<std::unique_ptr<Player>> players() {
  std::vector<std::unique_ptr<Player>> out;
  out.push_back(makePlayer("heuristic", game(), 1));
  for (const char* kind : {"standard", "strong"}) {
    auto p = std::make_unique<dk::ai::SearchPlayer>(*dk::ai::findLevel(kind), 1);
    p->fixSamples(40);
    out.push_back(std::move(p));
  }
  return out;
}

// Seat 1 announces Re in trick 1 (it holds ♣Q), seat 3 holds the other ♣Q.
const std::array<std::string, 4> kPartners = {
    "DJ DJ DT DT C9 C9 CK CK S9 S9 SK SK",
    "HT HT CQ SQ SQ HQ CJ CA CA SA SA HA",
    "DK DK HQ DQ DQ CJ SJ SJ HA HK HK CT",
    "CQ DA DA D9 D9 HJ HJ CT ST ST H9 H9",
};

}  // namespace

TEST_CASE("smears the fox onto the partner's sure trick", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  for (auto& player : players()) {
    auto state = dealOf(kPartners, options);
    act(*state, "healthy healthy healthy healthy 1:announce:re DJ HT DK");
    REQUIRE(state->toMove() == 3);
    INFO(player->kind());
    CHECK(decide(*player, *state, options) == "DA");
  }
}

TEST_CASE("does not announce with a hopeless hand", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  for (auto& player : players()) {
    auto state = dealOf(kPartners, options);
    act(*state, "healthy healthy healthy healthy");
    REQUIRE(state->isLegal(0, *state->actionFromString("announce:kontra")));
    INFO(player->kind());
    CHECK(decide(*player, *state, options).rfind("announce", 0) != 0);
  }
}

TEST_CASE("the rule-based player announces Re with an overwhelming hand", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  auto state = dealOf({"HT HT CQ SQ SQ HQ HQ DQ CJ CA SA HA", "CQ DQ CJ SJ SJ HJ HJ DJ DJ DA DA CT",
                       "DT DT DK DK D9 D9 CA CT CK CK C9 C9", "SA ST ST SK SK S9 S9 HA HK HK H9 H9"},
                      options);
  act(*state, "healthy healthy healthy healthy");
  auto player = makePlayer("heuristic", game(), 1);
  CHECK(decide(*player, *state, options) == "announce:re");
}

TEST_CASE("keeps the Karlchen for the last trick it is sure to win", "[ai][doppelkopf]") {
  // Holding ♣J and ♠A with no trump left elsewhere, ♠A comes first.
  const Options options = dkOptions();
  for (auto& player : players()) {
    auto state = karlchenPosition(options);
    INFO(player->kind());
    CHECK(decide(*player, *state, options) == "SA");
  }
}

TEST_CASE("accepts a poverty only with enough good trumps", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  const std::string poor = "D9 DK HJ CA CA CT S9 SK ST H9 HK HA";
  const std::string rich = "HT HT CQ SQ SQ HQ HQ DQ DQ CJ SA SA";
  const std::string thin = "D9 DK DT SJ C9 C9 CK CT S9 SK H9 HK";
  const std::string rest = "CQ CJ SJ HJ DJ DJ DA DA DT CK ST HA";
  const std::string offer = "reservation healthy healthy healthy poverty give:D9 give:DK give:HJ";
  for (auto& player : players()) {
    INFO(player->kind());
    auto strong = dealOf({poor, rich, rest, thin}, options);
    act(*strong, offer);
    REQUIRE(strong->toMove() == 1);
    CHECK(decide(*player, *strong, options) == "accept");
    // The last seat asked: declining voids the deal, four low trumps would lose it.
    auto weak = dealOf({poor, rich, rest, thin}, options);
    act(*weak, offer + " decline decline");
    REQUIRE(weak->toMove() == 3);
    CHECK(decide(*player, *weak, options) == "decline");
  }
  // The rules decline whenever the hand is weak, first asked or last.
  auto first = dealOf({poor, thin, rest, rich}, options);
  act(*first, offer);
  auto heuristic = makePlayer("heuristic", game(), 1);
  CHECK(decide(*heuristic, *first, options) == "decline");
}

TEST_CASE("throws in a hand without a high trump, keeps five kings with strong trumps", "[ai][doppelkopf][DK-14]") {
  const Options options = dkOptions({{"throw-in", "true"}});
  const std::array<std::string, 4> weak = {"DA DT DK D9 C9 CK CT S9 SK H9 HK HA", "C9 CJ CQ D9 DJ DQ HA HK HT SA SJ SQ",
                                           "CA CJ CQ DA DK DT HJ HQ HT SA SK ST", "CA CK CT DJ DQ H9 HJ HQ S9 SJ SQ ST"};
  const std::array<std::string, 4> strong = {"HK CK CK SK SK HT HT CQ SQ SQ HQ DQ", "C9 CA CQ D9 DA DK DT H9 HJ HQ SA SJ",
                                             "C9 CJ CT D9 DJ DK DT HA HJ S9 SA ST", "CA CJ CT DA DJ DQ H9 HA HK S9 SJ ST"};
  for (auto& player : players()) {
    INFO(player->kind());
    CHECK(decide(*player, *dealOf(weak, options), options) == "throw-in");
    CHECK(decide(*player, *dealOf(strong, options), options) != "throw-in");
  }
}

TEST_CASE("bidding up (DK-16): a solo that makes every level is held, a weak one given up", "[ai][doppelkopf][DK-16]") {
  const Options options = dkOptions({{"solo-precedence", "bidding-up"}});
  // Seat 1: every jack and four aces; seat 2: four queens and little else.
  const std::array<std::string, 4> hands = {
      "C9 CT CT CK CK S9 ST ST SK SK H9 HT",
      "CJ CJ SJ SJ HJ HJ DJ DJ CA CA SA SA",
      "CQ CQ SQ SQ HA HA HK D9 D9 C9 S9 H9",
      "HT HQ HQ HK DT DT DQ DQ DK DK DA DA",
  };
  for (auto& player : players()) {
    auto state = dealOf(hands, options);
    act(*state, "healthy reservation reservation healthy 1:solo:jack 2:solo:queen");
    REQUIRE(state->toMove() == 1);
    INFO(player->kind());
    CHECK(decide(*player, *state, options) == "duel:no-90");
  }
  auto state = dealOf(hands, options);
  act(*state, "healthy reservation reservation healthy 1:solo:jack 2:solo:queen 1:duel:no-90");
  REQUIRE(state->toMove() == 2);
  auto heuristic = makePlayer("heuristic", game(), 1);
  CHECK(decide(*heuristic, *state, options) == "pass");
}

TEST_CASE("the rule-based player doubles in an open marriage with a strong hand, not with a weak one",
          "[ai][doppelkopf][DK-19]") {
  const Options options = dkOptions({{"marriage-announcements", "double"}});
  // Seat 0 holds both ♣Q; seat 1 the strongest trumps; seat 3 none.
  const std::array<std::string, 4> hands = {
      "CQ CQ DA DA DT D9 CA CA CK SA SA HA", "HT HT SQ SQ HQ HQ DQ DQ CJ CJ SJ SJ",
      "HJ HJ DJ DJ DT D9 DK DK CT CT CK C9", "C9 ST ST SK SK S9 S9 HA HK HK H9 H9"};
  auto state = dealOf(hands, options);
  act(*state, "reservation healthy healthy healthy 0:marriage 0:CA");
  auto player = makePlayer("heuristic", game(), 1);
  REQUIRE(state->toMove() == 1);
  CHECK(decide(*player, *state, options) == "announce:double");
  act(*state, "1:announce:double 1:HT 2:CT");
  REQUIRE(state->toMove() == 3);
  CHECK(decide(*player, *state, options).rfind("announce", 0) != 0);
}

TEST_CASE("every level plays marriages with double or wait, and leaver scoring, legally",
          "[ai][doppelkopf][DK-19][DK-20]") {
  const std::array<std::string, 4> hands = {
      "CQ CQ DA DA DT D9 CA CA CK SA SA HA", "HT HT SQ SQ HQ HQ DQ DQ CJ CJ SJ SJ",
      "HJ HJ DJ DJ DT D9 DK DK CT CT CK C9", "C9 ST ST SK SK S9 S9 HA HK HK H9 H9"};
  for (const char* mode : {"double", "wait"}) {
    const Options options = dkOptions({{"marriage-announcements", mode}, {"scoring", "leaver"}});
    for (auto& player : players()) {
      INFO(mode << " " << player->kind());
      auto state = dealOf(hands, options);
      act(*state, "reservation healthy healthy healthy 0:marriage");
      playOut(*state, options, [&](int) -> Player& { return *player; });
      CHECK(state->isTerminal());
      CHECK_FALSE(state->checkInvariants());
    }
  }
}
