// Misère and misère ouvert (ruling DK-15): solos with the normal trumps that
// the soloist wins by taking no trick; the deal ends with its first trick.
#include <algorithm>
#include <array>

#include <catch2/catch.hpp>

#include "core/match.hpp"
#include "core/record.hpp"
#include "core/rng.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/observation.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

using Strings = std::vector<std::string>;

kr::Options misereOn() { return options({{"misere", "true"}, {"misere-ouvert", "true"}}); }

// Seat 0 holds the lowest cards and never wins a trick; seats 1 and 3 win them.
const Rows kMisereWonRows = {
    "D9 CJ CJ DA", "C9 CA CA CK", "S9 SA SA SK", "H9 HA HA DJ", "D9 DQ DQ DA", "C9 CT CT CK",
    "S9 ST ST SK", "H9 HK HK HJ", "DK HQ HQ SJ", "DK SQ SQ SJ", "DT CQ CQ HJ", "DT HT HT DJ",
};
// The same, but seat 0 holds a ♠A instead of its second ♠9 and takes trick 7 with it.
const Rows kMisereLostRows = {
    "D9 CJ CJ DA", "C9 CA CA CK", "S9 SA S9 SK", "H9 HA HA DJ", "D9 DQ DQ DA", "C9 CT CT CK",
    "SA ST ST SK", "H9 HK HK HJ", "DK HQ HQ SJ", "DK SQ SQ SJ", "DT CQ CQ HJ", "DT HT HT DJ",
};

std::unique_ptr<kr::GameState> misereDeal(const Rows& rows, std::string_view kind) {
  auto state = deal(misereOn(), handsFromRows(rows));
  act(*state, "reservation healthy healthy healthy solo:" + std::string(kind));
  return state;
}

const kr::dk::DoppelkopfObservation& asDk(const kr::Observation& o) {
  return dynamic_cast<const kr::dk::DoppelkopfObservation&>(o);
}

}  // namespace

TEST_CASE("DK-15 misère and misère ouvert are offered only with their options", "[doppelkopf][DK-15]") {
  auto off = deal(options(), complete({"", "", "", ""}));
  act(*off, "reservation healthy healthy healthy");
  CHECK(why(*off, 0, "solo:misere") == "option-off");
  CHECK(why(*off, 0, "solo:misere-ouvert") == "option-off");
  auto on = deal(misereOn(), complete({"", "", "", ""}));
  act(*on, "reservation healthy healthy healthy");
  const auto legal = legalTexts(*on, 0);
  CHECK(std::count(legal.begin(), legal.end(), "solo:misere") == 1);
  CHECK(std::count(legal.begin(), legal.end(), "solo:misere-ouvert") == 1);
  // The older action codes keep their text (records store the text).
  CHECK(on->actionFromString("solo:fleshless") == kr::dk::kSoloBase + 8);
  CHECK(on->actionToString(kr::dk::kPoverty) == "poverty");
}

TEST_CASE("DK-15 misère won: the soloist takes no trick and scores x3, whatever the card points",
          "[doppelkopf][DK-15]") {
  auto state = misereDeal(kMisereWonRows, "misere");
  act(*state, "0:announce:re 1:announce:kontra");
  playRows(*state, kMisereWonRows);
  REQUIRE(state->isTerminal());
  REQUIRE(state->checkInvariants().value_or("") == "");
  const auto r = state->result();
  CHECK(r.outcome == "re-won");
  CHECK(r.figure("re-card-points") == 0);
  CHECK(item(r, "won", 0) == 1);
  CHECK(item(r, "re-said", 0) == 2);
  CHECK(item(r, "kontra-said", 0) == 2);
  CHECK(itemCount(r) == 3);  // no below-90, schwarz or extra points
  CHECK(r.figure("misere-lost-in-trick") == 0);
  CHECK(r.seatScores == std::vector<int>{15, -5, -5, -5});
}

TEST_CASE("DK-15 misère ouvert counts one more", "[doppelkopf][DK-15]") {
  auto state = misereDeal(kMisereWonRows, "misere-ouvert");
  playRows(*state, kMisereWonRows);
  const auto r = state->result();
  CHECK(r.outcome == "re-won");
  CHECK(item(r, "won", 0) == 1);
  CHECK(item(r, "misere-ouvert", 0) == 1);
  CHECK(itemCount(r) == 2);
  CHECK(r.seatScores == std::vector<int>{6, -2, -2, -2});
}

TEST_CASE("DK-15 misère lost in trick 7: the deal ends at once", "[doppelkopf][DK-15]") {
  for (const char* kind : {"misere", "misere-ouvert"}) {
    INFO(kind);
    auto state = misereDeal(kMisereLostRows, kind);
    playRows(*state, kMisereLostRows, 0, 6);
    CHECK_FALSE(state->isTerminal());
    kr::EventList events;
    const auto trick7 = cards(kMisereLostRows[6]);  // by seat; seat 1 leads
    for (int seat : {1, 2, 3, 0}) {
      REQUIRE(state->toMove() == seat);
      REQUIRE_FALSE(state->apply(seat, trick7[static_cast<std::size_t>(seat)].index(), &events));
    }
    REQUIRE(state->isTerminal());
    REQUIRE(state->checkInvariants().value_or("") == "");
    CHECK(state->hand(0).size() == 5);  // five tricks never played
    const auto r = state->result();
    CHECK(r.outcome == "kontra-won");
    CHECK(r.figure("misere-lost-in-trick") == 7);
    CHECK(item(r, "won", 1) == 1);
    const bool ouvert = std::string(kind) == "misere-ouvert";
    CHECK(item(r, "misere-ouvert", 1) == (ouvert ? 1 : 0));
    const int figure = ouvert ? 2 : 1;
    CHECK(r.seatScores == std::vector<int>{-3 * figure, figure, figure, figure});
    const bool noted = std::any_of(events.begin(), events.end(), [](const kr::Event& e) {
      return e.kind == kr::EventKind::Note && e.id == "misere-lost" && e.seat == 0 && e.value == 7;
    });
    CHECK(noted);
  }
}

TEST_CASE("DK-15 in a misère only Re and Kontra may be announced", "[doppelkopf][DK-15]") {
  auto state = misereDeal(kMisereWonRows, "misere");
  act(*state, "0:announce:re");
  CHECK_FALSE(legal(*state, 0, "announce:no-90"));
  CHECK(why(*state, 0, "announce:no-90") == "only-re-kontra-in-misere");
  act(*state, "1:announce:kontra");
  CHECK(why(*state, 1, "announce:no-90") == "only-re-kontra-in-misere");
  for (int seat = 0; seat < 4; ++seat)
    for (const auto& a : legalTexts(*state, seat)) CHECK(a.rfind("announce:", 0) == std::string::npos);
  // A normal solo still has them.
  auto queen = deal(misereOn(), handsFromRows(kMisereWonRows));
  act(*queen, "reservation healthy healthy healthy solo:queen 0:announce:re");
  CHECK(legal(*queen, 0, "announce:no-90"));
}

TEST_CASE("DK-15 misère ouvert: the hand is in every seat's observation after trick 1, not before",
          "[doppelkopf][DK-15]") {
  auto state = misereDeal(kMisereWonRows, "misere-ouvert");
  kr::EventList events;
  const auto firstRow = cards(kMisereWonRows[0]);
  for (int k = 0; k < 3; ++k) {
    const int seat = state->toMove();
    REQUIRE_FALSE(state->apply(seat, firstRow[static_cast<std::size_t>(seat)].index(), &events));
    for (int s = 0; s < 4; ++s) CHECK(asDk(*state->observe(s)).openSeat == -1);
  }
  const int lastSeat = state->toMove();
  REQUIRE_FALSE(state->apply(lastSeat, firstRow[static_cast<std::size_t>(lastSeat)].index(), &events));
  const auto soloistHand = state->hand(0);
  REQUIRE(soloistHand.size() == 11);
  for (int s = 0; s < 4; ++s) {
    const auto obs = state->observe(s);
    CHECK(asDk(*obs).openSeat == 0);
    CHECK(asDk(*obs).openHand.cards() == soloistHand);
    CHECK(obs->serialize().find(" open 0 ") != std::string::npos);
  }
  const auto shown = std::find_if(events.begin(), events.end(), [](const kr::Event& e) { return e.id == "misere-ouvert-hand"; });
  REQUIRE(shown != events.end());
  CHECK(shown->seat == 0);
  CHECK(shown->cards == soloistHand);
  // A plain misère shows nothing.
  auto closed = misereDeal(kMisereWonRows, "misere");
  playRows(*closed, kMisereWonRows, 0, 2);
  for (int s = 0; s < 4; ++s) CHECK(asDk(*closed->observe(s)).openSeat == -1);
}

TEST_CASE("DK-15 the sampler deals the misère ouvert soloist exactly the open cards", "[doppelkopf][DK-15]") {
  const auto o = misereOn();
  auto state = misereDeal(kMisereWonRows, "misere-ouvert");
  playRows(*state, kMisereWonRows, 0, 3);
  const auto soloistHand = state->hand(0);
  kr::Rng rng(7);
  for (int seat = 1; seat < 4; ++seat) {
    const auto obs = state->observe(seat);
    for (int i = 0; i < 20; ++i) {
      auto sampled = game().sample(*obs, o, rng);
      REQUIRE(sampled);
      CHECK(sampled->hand(0) == soloistHand);
      CHECK(sampled->checkInvariants().value_or("") == "");
      CHECK(sampled->observe(seat)->serialize() == obs->serialize());
    }
  }
  // Without the open hand, the soloist's cards are not pinned down.
  auto closed = misereDeal(kMisereWonRows, "misere");
  playRows(*closed, kMisereWonRows, 0, 3);
  const auto obs = closed->observe(1);
  bool differs = false;
  for (int i = 0; i < 20 && !differs; ++i) differs = game().sample(*obs, o, rng)->hand(0) != closed->hand(0);
  CHECK(differs);
}

TEST_CASE("DK-15 DK-5 a misère counts as the compulsory solo", "[doppelkopf][DK-15][DK-5]") {
  const auto o = options({{"misere", "true"}, {"compulsory-solo", "true"}});
  auto state = deal(o, handsFromRows(kMisereWonRows), 0, {{"owed-solos", 0b0001}});
  act(*state, "healthy healthy healthy reservation 0:solo:misere");
  CHECK(state->toMove() == 0);  // the compulsory soloist leads, not the dealer's left
  playRows(*state, kMisereWonRows);
  CHECK(state->result().figure("compulsory-solo") == 1);
  CHECK(state->result().outcome == "re-won");
}

TEST_CASE("DK-15 a record of a misère ouvert lost in trick 7 replays and round-trips", "[doppelkopf][DK-15]") {
  // The match's first dealer is seat 0: the rows' seats move one to the left,
  // so the soloist sits at seat 1, bids first and leads.
  const Hands rowHands = handsFromRows(kMisereLostRows);
  std::vector<std::vector<kr::Card>> hands;
  for (int seat = 0; seat < 4; ++seat) hands.push_back(cards(rowHands[static_cast<std::size_t>((seat + 3) % 4)]));
  kr::Record record{&game(), misereOn(), 1, {"human", "heuristic", "heuristic", "heuristic"}, {}, 0};
  auto match = game().newMatch(record.options, record.seed);
  REQUIRE_FALSE(match->startDeal(&hands));
  record.deals.emplace_back();
  record.deals.back().hands = hands;
  kr::GameState& state = *match->current();
  auto take = [&](int seat, kr::Action a) {
    kr::recordAction(record, seat, state, a);
    REQUIRE_FALSE(state.apply(seat, a));
  };
  for (const char* bid : {"1:reservation", "2:healthy", "3:healthy", "0:healthy", "1:solo:misere-ouvert"})
    take(bid[0] - '0', *state.actionFromString(bid + 2));
  for (int t = 0; t < 7; ++t) {
    const auto row = cards(kMisereLostRows[static_cast<std::size_t>(t)]);
    for (int k = 0; k < 4; ++k) {
      const int seat = state.toMove();
      take(seat, row[static_cast<std::size_t>((seat + 3) % 4)].index());
    }
  }
  REQUIRE(state.isTerminal());
  const std::string text = kr::writeRecord(record);
  CHECK(text.find("misere-ouvert") != std::string::npos);
  CHECK(text.find("solo:misere-ouvert") != std::string::npos);
  const auto parsed = kr::parseRecord(text);
  REQUIRE(parsed);
  CHECK(parsed.value().options.flag("misere-ouvert"));
  CHECK(kr::writeRecord(parsed.value()) == text);
  const auto replayed = kr::replayRecord(parsed.value());
  INFO((replayed ? std::string() : replayed.error().message()));
  REQUIRE(replayed);
  // The finished deal is booked on the sheet.
  REQUIRE(replayed.value()->sheet().size() == 1);
  const kr::DealResult& again = replayed.value()->sheet().back().result;
  CHECK(again.figure("misere-lost-in-trick") == 7);
  CHECK(again.seatScores == std::vector<int>{2, -6, 2, 2});
}
