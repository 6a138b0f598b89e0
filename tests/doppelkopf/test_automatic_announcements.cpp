// Announcements the rules make (ruling DK-19): a declared solo counting as
// Re, and Zwingen after a rich first trick.
#include <catch2/catch.hpp>

#include "games/doppelkopf/announcements.hpp"
#include "games/doppelkopf/observation.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

std::array<int, 2> levels(const kr::GameState& state) {
  const auto obs = state.observe(0);
  return dynamic_cast<const kr::dk::DoppelkopfObservation&>(*obs).level;
}

// Seat 0 (Re with seat 1) leads ♠A; the trick ♠A ♠T ♠K ♠A is worth 36 and
// seat 0's ace, played first, wins it.
Hands richTrick() {
  return complete({"SA CQ C9 C9 CT CT CJ CJ CK CK CA CA", "ST", "SK", "SA"});
}
constexpr std::string_view kRichCards = "0:SA 1:ST 2:SK 3:SA";
// The same deal with a poorer first trick: ♠K ♠T ♠K ♠9 is worth 18.
Hands poorTrick() {
  return complete({"SK CQ C9 C9 CT CT CJ CJ CK CK CA CA", "ST", "SK", "S9"});
}

}  // namespace

TEST_CASE("DK-19 solo-auto-re: a declared solo counts as Re said", "[doppelkopf][DK-19]") {
  const Hands hands = complete({"", "", "", ""});
  auto plain = deal(options(), hands);
  act(*plain, "reservation healthy healthy healthy solo:queen");
  CHECK(levels(*plain) == std::array<int, 2>{0, 0});
  auto autoRe = deal(options({{"solo-auto-re", "true"}}), hands);
  act(*autoRe, "reservation healthy healthy healthy solo:queen");
  CHECK(levels(*autoRe) == std::array<int, 2>{1, 0});
  // The soloist goes on from there; Kontra may answer.
  CHECK(legal(*autoRe, 0, "announce:no-90"));
  CHECK(legal(*autoRe, 1, "announce:kontra"));
  playOut(*autoRe);
  const auto r = autoRe->result();
  CHECK(item(r, "re-said", 0) + item(r, "re-said", 1) == 2);
  // A silent solo is not declared: nothing is said for it.
  auto silent = deal(options({{"solo-auto-re", "true"}}), complete({"CQ CQ", "", "", ""}));
  act(*silent, "healthy healthy healthy healthy");
  CHECK(levels(*silent) == std::array<int, 2>{0, 0});
}

TEST_CASE("DK-19 Zwingen: a first trick of 30 or more makes its winners announce", "[doppelkopf][DK-19]") {
  const auto zwingen = options({{"zwingen", "true"}});
  auto rich = deal(zwingen, richTrick());
  act(*rich, std::string("healthy healthy healthy healthy ") + std::string(kRichCards));
  CHECK(levels(*rich) == std::array<int, 2>{1, 0});
  CHECK(why(*rich, 0, "announce:re") == "already-announced");
  // Re said before the trick: the trick forces no 90.
  auto said = deal(zwingen, richTrick());
  act(*said, std::string("healthy healthy healthy healthy 0:announce:re ") + std::string(kRichCards));
  CHECK(levels(*said) == std::array<int, 2>{2, 0});
  // Already at no 90: nothing more is forced.
  auto far = deal(zwingen, richTrick());
  act(*far, std::string("healthy healthy healthy healthy 0:announce:re 0:announce:no-90 ") + std::string(kRichCards));
  CHECK(levels(*far) == std::array<int, 2>{2, 0});
  // Below 30 points, or without the option, nothing happens.
  auto poor = deal(zwingen, poorTrick());
  act(*poor, "healthy healthy healthy healthy 0:SK 1:ST 2:SK 3:S9");
  CHECK(levels(*poor) == std::array<int, 2>{0, 0});
  auto off = deal(options(), richTrick());
  act(*off, std::string("healthy healthy healthy healthy ") + std::string(kRichCards));
  CHECK(levels(*off) == std::array<int, 2>{0, 0});
}

TEST_CASE("DK-19 Zwingen is made even past the deadline, and scored", "[doppelkopf][DK-19][DK-11]") {
  // Alternative deadlines: Re only before the first card; Zwingen says it anyway.
  auto late = deal(options({{"zwingen", "true"}, {"announcement-deadlines", "alternative"}}), richTrick());
  act(*late, std::string("healthy healthy healthy healthy ") + std::string(kRichCards));
  CHECK(levels(*late) == std::array<int, 2>{1, 0});
  playOut(*late);
  const auto r = late->result();
  CHECK(item(r, "re-said", 0) + item(r, "re-said", 1) == 2);
}

TEST_CASE("DK-16, DK-19 every announcement the rules make names the rule that made it", "[doppelkopf][DK-16][DK-19]") {
  // What the table shows beside it: "solo-auto-re", "zwingen", "bidding-up".
  auto sources = [](const kr::GameState& state) {
    std::vector<std::string> out;
    const auto obs = state.observe(0);  // held: the loop reads its history
    for (const auto& h : dynamic_cast<const kr::dk::DoppelkopfObservation&>(*obs).history)
      if (kr::dk::isAutomatic(h)) out.emplace_back(kr::dk::automaticSource(h));
    return out;
  };
  auto autoRe = deal(options({{"solo-auto-re", "true"}}), complete({"", "", "", ""}));
  act(*autoRe, "reservation healthy healthy healthy solo:queen");
  CHECK(sources(*autoRe) == std::vector<std::string>{"solo-auto-re"});

  auto rich = deal(options({{"zwingen", "true"}}), richTrick());
  act(*rich, std::string("healthy healthy healthy healthy 0:announce:re ") + std::string(kRichCards));
  CHECK(sources(*rich) == std::vector<std::string>{"zwingen"});  // Re was seat 0's own

  auto duel = deal(options({{"solo-precedence", "bidding-up"}}), complete({"", "", "", ""}));
  act(*duel, "healthy reservation reservation healthy 1:solo:queen 2:solo:jack 1:duel:no-90 2:duel:no-60 1:pass");
  CHECK(sources(*duel) == std::vector<std::string>{"bidding-up", "bidding-up", "bidding-up"});  // Re, no 90, no 60
  // A player's own announcement names none.
  auto own = deal(options(), richTrick());
  act(*own, "healthy healthy healthy healthy 0:announce:re");
  CHECK(sources(*own).empty());
}

TEST_CASE("DK-19 Zwingen waits with the announcements for the marriage partner", "[doppelkopf][DK-19][DK-3]") {
  // Seat 0 marries and wins the rich first trick itself: the partner is
  // still open. Shifted deadlines let Zwingen say Re; under `wait` nobody
  // announces before the partner is found, Zwingen included.
  const Hands marriage = complete({"SA CQ CQ C9 C9 CT CT CJ CJ CK CK CA", "ST", "SK", "SA"});
  const std::string script = "reservation healthy healthy healthy marriage " + std::string(kRichCards);
  auto shifted = deal(options({{"zwingen", "true"}}), marriage);
  act(*shifted, script);
  CHECK(levels(*shifted) == std::array<int, 2>{1, 0});
  auto waiting = deal(options({{"zwingen", "true"}, {"marriage-announcements", "wait"}}), marriage);
  act(*waiting, script);
  CHECK(levels(*waiting) == std::array<int, 2>{0, 0});
  CHECK(why(*waiting, 0, "announce:re") == "waiting-for-marriage-partner");
}
