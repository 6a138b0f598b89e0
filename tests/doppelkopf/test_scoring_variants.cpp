// The scoring variants of DK-20: each option changes exactly its item,
// options that exclude each other are refused together, and options that
// need another are ignored without it. (The Bock triggers of DK-21 are in
// test_match.cpp.)
#include <catch2/catch.hpp>

#include "core/record.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

constexpr int kRe = 0, kKontra = 1;
constexpr std::string_view kHealthy = "healthy healthy healthy healthy";

// Seats 0 and 2 hold a ♣Q each (Re); the script plays trick 1, then each
// seat its lowest legal card.
kr::DealResult firstTrick(const kr::Options& o, const Hands& partial, std::string_view trick,
                          bool withoutNines = false) {
  auto state = deal(o, complete(partial, withoutNines));
  act(*state, kHealthy);
  act(*state, trick);
  playOut(*state);
  REQUIRE(state->checkInvariants().value_or("") == "");
  return state->result();
}

// Re (seat 0) leads ♥10, Kontra's ♥10 follows and loses to it (the first
// Dulle wins, DK-1).
const Hands kDulles = {"CQ HT", "HT", "CQ D9", "DK"};
// Re (seat 0) leads its fox, Kontra (seat 1) takes it with a ♥10.
const Hands kFoxFirst = {"CQ DA", "HT", "CQ D9", "DK"};
// Re (seat 0) leads its ♣J, Kontra (seat 1) takes it with a ♥10.
const Hands kKarlchenFirst = {"CQ CJ", "HT", "CQ D9", "DK"};

}  // namespace

TEST_CASE("DK-20 dulle captured: an opponent's heart ten taken scores 1", "[doppelkopf][DK-20]") {
  const auto plain = firstTrick(options(), kDulles, "0:HT 1:HT 2:D9 3:DK");
  CHECK(item(plain, "dulle-captured", kRe) == 0);
  const auto r = firstTrick(options({{"dulle-captured", "true"}}), kDulles, "0:HT 1:HT 2:D9 3:DK");
  CHECK(item(r, "dulle-captured", kRe) == 1);
  CHECK(r.figure("re-extra-points") == plain.figure("re-extra-points") + 1);
}

TEST_CASE("DK-20 fox caught in the first trick counts 2", "[doppelkopf][DK-20]") {
  const auto plain = firstTrick(options(), kFoxFirst, "0:DA 1:HT 2:D9 3:DK");
  CHECK(item(plain, "fox-first-trick", kKontra) == 0);
  const auto r = firstTrick(options({{"fox-first-trick", "true"}}), kFoxFirst, "0:DA 1:HT 2:D9 3:DK");
  CHECK(item(r, "fox-first-trick", kKontra) == 2);
  CHECK(item(r, "fox", kKontra) == item(plain, "fox", kKontra) - 1);
}

TEST_CASE("DK-20 Karlchen caught in any trick, or not at all in the last", "[doppelkopf][DK-20]") {
  const auto plain = firstTrick(options(), kKarlchenFirst, "0:CJ 1:HT 2:D9 3:DK");
  CHECK(item(plain, "karlchen-caught", kKontra) == 0);
  const auto anywhere =
      firstTrick(options({{"karlchen-caught-anywhere", "true"}}), kKarlchenFirst, "0:CJ 1:HT 2:D9 3:DK");
  CHECK(item(anywhere, "karlchen-caught", kKontra) == 1);

  // In the last trick seat 1 takes seat 2's ♣J: 1 normally, nothing with no-karlchen-penalty.
  CHECK(item(scoreRows(kKarlchenCapturedRows, kHealthy, "", options()), "karlchen-captured", kKontra) == 1);
  const auto free = scoreRows(kKarlchenCapturedRows, kHealthy, "", options({{"no-karlchen-penalty", "true"}}));
  CHECK(item(free, "karlchen-captured", kKontra) == 0);
  CHECK(free.figure("re-figure") == -2);  // won 1 + against the old 1
}

TEST_CASE("DK-20 the pair Doppelkopf and the fox in the last trick", "[doppelkopf][DK-20]") {
  const auto full = scoreRows(kDoppelkopfTrickRows, kHealthy, "", options());
  CHECK(item(full, "doppelkopf", kRe) == 1);
  CHECK(item(full, "doppelkopf-pair", kRe) + item(full, "doppelkopf-pair", kKontra) == 0);
  CHECK(item(full, "fox-won-last-trick", kRe) == 0);

  const auto pair = scoreRows(kDoppelkopfTrickRows, kHealthy, "", options({{"doppelkopf-trick", "pair"}}));
  CHECK(item(pair, "doppelkopf", kRe) == 0);  // 42 points, but no two identical cards
  CHECK(item(pair, "doppelkopf-pair", kRe) + item(pair, "doppelkopf-pair", kKontra) == 5);

  CHECK(item(scoreRows(kDoppelkopfTrickRows, kHealthy, "", options({{"fox-last-trick", "one"}})), "fox-won-last-trick", kRe) == 1);
  CHECK(item(scoreRows(kDoppelkopfTrickRows, kHealthy, "", options({{"fox-last-trick", "two"}})), "fox-won-last-trick", kRe) == 2);
}

TEST_CASE("DK-20 heart trick: four plain hearts, without nines only", "[doppelkopf][DK-20]") {
  const Hands hearts = {"CQ HA", "HK", "CQ HA", "HK"};
  const auto withNines = options({{"heart-trick", "true"}});
  // With nines the option is ignored, and the settings grey it out.
  bool greyed = false;
  for (const auto& b : withNines.blocked())
    if (b.id == "heart-trick") greyed = b.reason == "needs" && b.other == "without-nines";
  CHECK(greyed);
  const auto ignored = firstTrick(withNines, hearts, "0:HA 1:HK 2:HA 3:HK");
  CHECK(item(ignored, "heart-trick", kRe) == 0);

  const auto o = options({{"heart-trick", "true"}, {"without-nines", "true"}});
  const auto r = firstTrick(o, hearts, "0:HA 1:HK 2:HA 3:HK", true);
  CHECK(item(r, "heart-trick", kRe) == 1);
}

TEST_CASE("DK-20 extra points double with Re and Kontra", "[doppelkopf][DK-20]") {
  const auto base = options({{"re-kontra-double", "true"}, {"dulle-captured", "true"}});
  const std::string_view trick = "0:announce:re 1:announce:kontra 0:HT 1:HT 2:D9 3:DK";
  const auto plain = firstTrick(base, kDulles, trick);
  auto withDouble = base;
  REQUIRE_FALSE(withDouble.setText("double-extras", "true"));
  const auto doubled = firstTrick(withDouble, kDulles, trick);
  for (int party : {kRe, kKontra}) {
    const int extra = party == kRe ? plain.figure("re-extra-points") : plain.figure("kontra-extra-points");
    CHECK(item(doubled, "extras-doubled", party) == 3 * extra);  // ×2 for Re, ×2 for Kontra
  }
  CHECK(doubled.figure("re-extra-points") == 4 * plain.figure("re-extra-points"));
  // Without Re/Kontra doubling the option needs, it is ignored.
  const auto ignored = firstTrick(options({{"double-extras", "true"}, {"dulle-captured", "true"}}), kDulles, trick);
  CHECK(item(ignored, "extras-doubled", kRe) == 0);
}

TEST_CASE("DK-20 positive-only sheets: the losers write 0", "[doppelkopf][DK-20]") {
  const auto zeroSum = scoreRows(kDoppelkopfTrickRows, kHealthy, "", options());
  REQUIRE(zeroSum.seatScores == std::vector<int>{5, -5, 5, -5});
  const auto positive = scoreRows(kDoppelkopfTrickRows, kHealthy, "", options({{"positive-only", "true"}}));
  CHECK(positive.seatScores == std::vector<int>{5, 0, 5, 0});
}

TEST_CASE("DK-20 options that exclude each other are refused together", "[doppelkopf][DK-20]") {
  const auto both = options({{"karlchen-caught-anywhere", "true"}, {"no-karlchen-penalty", "true"}});
  const auto e = both.conflict();
  REQUIRE(e);
  CHECK(e->code == "option-conflict");
  CHECK(e->where == "karlchen-caught-anywhere");
  CHECK(e->detail == "no-karlchen-penalty");
  // The one set first stays offered, the other is greyed out with the reason.
  const auto one = options({{"karlchen-caught-anywhere", "true"}});
  CHECK_FALSE(one.conflict());
  bool greyed = false;
  for (const auto& b : one.blocked())
    if (b.id == "no-karlchen-penalty") greyed = b.reason == "excludes" && b.other == "karlchen-caught-anywhere";
  CHECK(greyed);

  const std::string record =
      R"({"format":"kartenrunde-record","version":1,"game":"doppelkopf","seed":"1","seats":["a","b","c","d"],)"
      R"("options":{"karlchen-caught-anywhere":true,"no-karlchen-penalty":true},"deals":[]})";
  const auto parsed = kr::parseRecord(record);
  REQUIRE_FALSE(parsed);
  CHECK(parsed.error().where == "options.karlchen-caught-anywhere");
  CHECK(parsed.error().detail == "cannot be set together with \"no-karlchen-penalty\"");
}
