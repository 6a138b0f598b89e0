// Game choices added by rulings DK-14 and DK-18: throwing in a weak hand,
// and which suit solos are offered.
#include <catch2/catch.hpp>

#include "core/game.hpp"
#include "core/record.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

using Strings = std::vector<std::string>;

kr::Options throwInOn() { return options({{"throw-in", "true"}}); }

// Seat 0 threw in; what the result says about it.
kr::DealResult thrownIn(const kr::Options& o, const Hands& hands) {
  auto state = deal(o, complete(hands, o.flag("without-nines")));
  REQUIRE(legalTexts(*state, 0) == Strings{"healthy", "reservation", "throw-in"});
  act(*state, "throw-in");
  CHECK(state->isTerminal());
  return state->result();
}

}  // namespace

TEST_CASE("DK-14 throw-in: five or more nines or kings, or no trump above the diamond ace", "[doppelkopf][DK-14]") {
  const auto nines = thrownIn(throwInOn(), {"C9 C9 S9 S9 H9 CQ", "", "", ""});
  CHECK(nines.outcome == "void");
  CHECK(nines.figure("thrown-in") == 1);
  CHECK(nines.figure("thrower") == 0);
  CHECK(nines.seatScores == std::vector<int>{0, 0, 0, 0});
  CHECK(thrownIn(throwInOn(), {"CK CK SK SK HK CQ", "", "", ""}).figure("thrown-in") == 2);
  CHECK(thrownIn(throwInOn(), {"DA DA DT DK D9 CA CA CT ST SA SA HA", "", "", ""}).figure("thrown-in") == 3);
}

TEST_CASE("DK-14 throw-in is offered only for such hands, only with the option, only first", "[doppelkopf][DK-14]") {
  const Hands ninesHand = complete({"C9 C9 S9 S9 H9 CQ", "", "", ""});
  auto off = deal(options(), ninesHand);
  CHECK(why(*off, 0, "throw-in") == "option-off");
  // A normal hand: four nines and queens.
  auto normal = deal(throwInOn(), complete({"C9 C9 S9 S9 CQ SQ HQ DJ", "", "", ""}));
  CHECK(why(*normal, 0, "throw-in") == "hand-not-weak");
  // Once the bidding has moved on, no one throws in.
  auto later = deal(throwInOn(), ninesHand);
  act(*later, "reservation healthy healthy healthy");
  CHECK(why(*later, 0, "throw-in") == "not-legal-now");
  // Without nines the nines reason is gone; the ten cards keep the kings reason.
  const auto noNines = options({{"throw-in", "true"}, {"without-nines", "true"}});
  CHECK(thrownIn(noNines, {"CK CK SK SK HK CQ", "", "", ""}).figure("thrown-in") == 2);
}

TEST_CASE("DK-14 DK-17 with the heart king on top, a heart king is a high trump", "[doppelkopf][DK-14][DK-17]") {
  const Hands hands = complete({"HK DA DA DT DK D9 CA CA CT ST SA SA", "", "", ""});
  auto dulle = deal(throwInOn(), hands);
  CHECK(legalTexts(*dulle, 0).back() == "throw-in");
  auto kings = deal(options({{"throw-in", "true"}, {"top-trump", "heart-king"}}), hands);
  CHECK(why(*kings, 0, "throw-in") == "hand-not-weak");
}

TEST_CASE("DK-14 a thrown-in deal passes the deal on and does not count", "[doppelkopf][DK-14]") {
  auto match = game().newMatch(options({{"throw-in", "true"}, {"deals", "2"}}), 3);
  REQUIRE(match->dealer() == 0);
  // Dealer 0: seat 1 bids first and holds five nines.
  const Hands hands = complete({"", "C9 C9 S9 S9 H9 CQ", "", ""});
  std::vector<std::vector<kr::Card>> dealt;
  for (const auto& h : hands) dealt.push_back(cards(h));
  REQUIRE_FALSE(match->startDeal(&dealt));
  act(*match->current(), "1:throw-in");
  REQUIRE(match->current()->isTerminal());
  REQUIRE_FALSE(match->concludeDeal());
  CHECK(match->sheet().back().result.figure("thrown-in") == 1);
  CHECK(match->dealer() == 1);
  CHECK_FALSE(match->finished());
}

TEST_CASE("DK-18 suit solos: all, only the trump solo, or none", "[doppelkopf][DK-18][DK-12]") {
  const Hands hands = complete({"", "", "", ""});
  auto all = deal(options(), hands);
  act(*all, "reservation healthy healthy healthy");
  CHECK(legal(*all, 0, "solo:clubs"));
  auto trumpSolo = deal(options({{"suit-solos", "trump-solo"}}), hands);
  act(*trumpSolo, "reservation healthy healthy healthy");
  CHECK(legal(*trumpSolo, 0, "solo:diamonds"));
  CHECK(why(*trumpSolo, 0, "solo:clubs") == "option-off");
  CHECK(why(*trumpSolo, 0, "solo:hearts") == "option-off");
  auto none = deal(options({{"suit-solos", "none"}}), hands);
  act(*none, "reservation healthy healthy healthy");
  CHECK(why(*none, 0, "solo:diamonds") == "option-off");
}

TEST_CASE("DK-18 suit solos stored as on/off by older records still load", "[doppelkopf][DK-18]") {
  kr::Options o = game().defaultOptions();
  REQUIRE_FALSE(o.setText("suit-solos", "false"));
  CHECK(o.choice("suit-solos") == "none");
  REQUIRE_FALSE(o.setText("suit-solos", "true"));
  CHECK(o.choice("suit-solos") == "all");
  CHECK(o.setText("suit-solos", "maybe"));
  const auto record = [](std::string_view value) {
    return R"({"format":"kartenrunde-record","version":1,"game":"doppelkopf","seed":"1","seats":["a","b","c","d"],)"
           R"("options":{"suit-solos":)" + std::string(value) + R"(},"deals":[]})";
  };
  const auto old = kr::parseRecord(record("false"));
  REQUIRE(old);
  CHECK(old.value().options.choice("suit-solos") == "none");
  const auto now = kr::parseRecord(record(R"("trump-solo")"));
  REQUIRE(now);
  CHECK(now.value().options.choice("suit-solos") == "trump-solo");
  const auto bad = kr::parseRecord(record("7"));
  REQUIRE_FALSE(bad);
  CHECK(bad.error().where == "options.suit-solos");
}

TEST_CASE("DK-17 a record with a top trump and the second Dulle is refused", "[doppelkopf][DK-17]") {
  const std::string record =
      R"({"format":"kartenrunde-record","version":1,"game":"doppelkopf","seed":"1","seats":["a","b","c","d"],)"
      R"("options":{"second-dulle":true,"top-trump":"heart-king"},"deals":[]})";
  const auto parsed = kr::parseRecord(record);
  REQUIRE_FALSE(parsed);
  CHECK(parsed.error().where == "options.second-dulle");
  CHECK(parsed.error().detail == "cannot be set together with \"top-trump\"");
}
