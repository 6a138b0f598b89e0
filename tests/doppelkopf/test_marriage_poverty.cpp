// Marriage (ruling DK-3, with the deadline shifts of DK-6) and poverty
// (ruling DK-4), played as complete deals.
#include <catch2/catch.hpp>

#include "core/record.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/announcements.hpp"
#include "games/doppelkopf/observation.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

const kr::dk::DoppelkopfObservation& view(const std::unique_ptr<kr::Observation>& o) {
  return dynamic_cast<const kr::dk::DoppelkopfObservation&>(*o);
}

// Seat 0 holds both ♣Q in all of these and declares a marriage.
const Rows kPartnerInTrick1 = {
    "DK D9 DA DT", "HK HA H9 HK", "CQ HQ D9 DJ", "SJ SQ DT DQ", "CJ CJ DK HJ", "SQ CT CT DQ",
    "ST ST SA SK", "S9 C9 SK S9", "DA CA CK H9", "CQ HQ HA SJ", "HT HJ C9 DJ", "HT CA CK SA",
};
const Rows kPartnerInTrick2 = {
    "HT HQ DT DK", "CJ HJ HT DJ", "CQ SJ DJ D9", "HA H9 H9 HK", "DQ D9 SQ CJ", "SA ST S9 SK",
    "DA DK HQ DT", "DA CK C9 CK", "CQ CA HJ HA", "SQ ST SK S9", "SJ CA C9 SA", "DQ CT CT HK",
};
const Rows kPartnerInTrick3 = {
    "CA CK C9 HA", "SA SK S9 S9", "SQ HT DK HQ", "D9 SJ HJ CJ", "CQ DQ SQ DT", "DJ D9 SJ DT",
    "DK DJ DQ CJ", "CQ SA HQ HJ", "CA CK C9 HK", "HK HA HT H9", "H9 ST DA ST", "CT CT DA SK",
};
// Seat 0 wins the first three tricks: a solo; a fox it captures counts nothing.
const Rows kMarriageSolo = {
    "CK CK C9 C9", "DQ DK DA SJ", "HT HT DT DK", "SK ST SA SK", "HJ HQ D9 DA", "SQ DJ SJ HQ",
    "SQ DT CJ D9", "HJ HK DQ HK", "CQ CT DJ H9", "CQ HA ST S9", "CJ CT H9 SA", "CA HA S9 CA",
};

std::unique_ptr<kr::GameState> marriage(const Rows& rows, const kr::Options& o = options()) {
  auto state = deal(o, handsFromRows(rows));
  act(*state, "reservation healthy healthy healthy 0:marriage");
  return state;
}

}  // namespace

TEST_CASE("DK-3 marriage: the first other winner of tricks 1-3 is the partner; till then only the marriage player announces",
          "[doppelkopf][DK-3][DK-6]") {
  auto state = marriage(kPartnerInTrick1);
  CHECK(legal(*state, 0, "announce:re"));
  for (int s = 1; s < 4; ++s) {
    CHECK(why(*state, s, "announce:kontra") == "party-unknown");
    CHECK(view(state->observe(s)).ownParty == -1);
  }
  kr::EventList events;
  for (int k = 0; k < 4; ++k) {
    kr::ActionList legalNow;
    const int seat = state->toMove();
    REQUIRE_FALSE(state->applyText(seat, std::string(kPartnerInTrick1[0]).substr(static_cast<std::size_t>(3 * seat), 2), &events));
  }
  bool revealed = false;
  for (const auto& e : events) revealed |= e.kind == kr::EventKind::PartyRevealed && e.seat == 2 && e.id == "re";
  CHECK(revealed);
  CHECK(view(state->observe(1)).ownParty == 1);
  CHECK(view(state->observe(2)).ownParty == 0);
  CHECK(view(state->observe(3)).publicParty == std::array<int, 4>{0, 1, 0, 1});
  // Found in trick 1: the usual deadlines; Kontra after one own card still, and
  // not after two.
  CHECK(legal(*state, 1, "announce:kontra"));
  playRows(*state, kPartnerInTrick1, 1, 2);
  CHECK(why(*state, 1, "announce:kontra") == "announcement-deadline-passed");
  playRows(*state, kPartnerInTrick1, 2);
  const auto r = state->result();
  CHECK(r.figure("re-card-points") == 193);
  CHECK(r.figure("solo") == 0);
  CHECK(r.seatScores[0] == r.seatScores[2]);
  CHECK(r.seatScores[0] > 0);
}

TEST_CASE("DK-3 DK-6 marriage decided in trick 2: every deadline one card later", "[doppelkopf][DK-3][DK-6]") {
  auto state = marriage(kPartnerInTrick2);
  playRows(*state, kPartnerInTrick2, 0, 1);
  CHECK(why(*state, 1, "announce:kontra") == "party-unknown");
  playRows(*state, kPartnerInTrick2, 1, 2);
  // Each has played two cards: past the usual Re/Kontra deadline, within the shifted one.
  CHECK(legal(*state, 1, "announce:kontra"));
  CHECK(legal(*state, 2, "announce:re"));
  act(*state, "3:announce:kontra 3:announce:no-90");  // no 90: before the 4th own card now
  CHECK(legal(*state, 1, "announce:no-60"));
  playRows(*state, kPartnerInTrick2, 2, 3);
  // Re's late reply after Kontra's no 90: before its 4 + 1 = 5th card, shifted once more.
  CHECK(legal(*state, 2, "announce:re"));
  playRows(*state, kPartnerInTrick2, 3, 4);
  CHECK(legal(*state, 0, "announce:re"));
  CHECK(legal(*state, 1, "announce:no-60"));  // no 60 before the 4 + 1 = 5th card
  playRows(*state, kPartnerInTrick2, 4, 5);
  CHECK(why(*state, 0, "announce:re") == "announcement-deadline-passed");
  CHECK(why(*state, 1, "announce:no-60") == "announcement-deadline-passed");
  playRows(*state, kPartnerInTrick2, 5);
  const auto r = state->result();
  CHECK(r.figure("re-card-points") == 240);
  CHECK(r.outcome == "re-won");
  // won, below 90/60/30, schwarz, Kontra 2, no 90 said, 120 reached against no 90
  CHECK(item(r, "reached-120-against-no-90", 0) == 1);
  CHECK(r.figure("game-value") == 1 + 4 + 2 + 1 + 1);
  CHECK(r.seatScores == std::vector<int>{9, -9, 9, -9});
  CHECK_FALSE(state->checkInvariants());
}

TEST_CASE("DK-3 DK-6 marriage decided in trick 3: every deadline two cards later", "[doppelkopf][DK-3][DK-6]") {
  auto state = marriage(kPartnerInTrick3);
  playRows(*state, kPartnerInTrick3, 0, 3);
  CHECK(view(state->observe(1)).ownParty == 0);  // seat 1 won trick 3
  CHECK(legal(*state, 2, "announce:kontra"));    // three cards played, deadline 2 + 2
  CHECK(legal(*state, 1, "announce:re"));
  playRows(*state, kPartnerInTrick3, 3, 4);
  CHECK(why(*state, 2, "announce:kontra") == "announcement-deadline-passed");
  playRows(*state, kPartnerInTrick3, 4);
  const auto r = state->result();
  CHECK(r.figure("re-card-points") == 118);
  CHECK(r.outcome == "kontra-won");
  CHECK(r.seatScores == std::vector<int>{-2, -2, 2, 2});
}

TEST_CASE("DK-3 DK-9 a marriage player winning tricks 1-3 plays a solo: x3, no extra points",
          "[doppelkopf][DK-3][DK-9][DK-10]") {
  auto state = marriage(kMarriageSolo);
  playRows(*state, kMarriageSolo, 0, 3);
  for (int s = 1; s < 4; ++s) CHECK(view(state->observe(s)).ownParty == 1);
  CHECK(legal(*state, 3, "announce:kontra"));  // the solo is known after trick 3: shifted deadline
  playRows(*state, kMarriageSolo, 3);
  const auto r = state->result();
  CHECK(r.figure("solo") == 1);
  CHECK(r.figure("re-card-points") == 182);
  CHECK(item(r, "fox", 0) == 0);  // the ♦A captured in trick 5 counts nothing in a solo
  // won 1 + below 90 1 + below 60 1
  CHECK(r.figure("re-figure") == 3);
  CHECK(r.seatScores == std::vector<int>{9, -3, -3, -3});
}

TEST_CASE("DK-4 poverty accepted by the third player: hidden exchange, public trump count", "[doppelkopf][DK-4]") {
  auto state = deal(options(), complete({"CA CA CT CT CK SA SA ST ST SK HQ D9", "", "", ""}));
  act(*state, "reservation healthy healthy healthy 0:poverty");
  CHECK(state->phase() == "poverty-give");
  // Every trump goes: with two trumps left and two cards to give, only trumps.
  act(*state, "0:give:CK");
  CHECK(why(*state, 0, "give:SA") == "must-give-trumps");
  act(*state, "0:give:HQ 0:give:D9");
  CHECK(state->phase() == "poverty-offer");
  CHECK(state->toMove() == 1);  // offered to the left first, then clockwise
  act(*state, "1:decline 2:decline");
  CHECK(state->toMove() == 3);
  // Before accepting the third player does not see the cards.
  CHECK(view(state->observe(3)).history[5].action == kr::dk::kHiddenGive);
  act(*state, "3:accept");
  CHECK(view(state->observe(3)).history[5].action == kr::dk::kGiveBase + cards("CK")[0].index());
  CHECK(state->hand(3).size() == 15);
  act(*state, "3:return:HQ 3:return:D9 3:return:CK");
  CHECK(state->phase() == "play");
  const auto seen = view(state->observe(1));
  CHECK(seen.trumpsReturned == 2);
  CHECK(seen.acceptor == 3);
  CHECK(seen.publicParty == std::array<int, 4>{0, 1, 1, 0});
  for (const auto& h : seen.history)
    CHECK((!kr::dk::isGive(h.action) && !kr::dk::isReturn(h.action)));
  CHECK(view(state->observe(0)).history.back().action == kr::dk::kReturnBase + cards("CK")[0].index());
  CHECK(state->toMove() == 0);  // the dealer's left leads as usual
  playOut(*state);
  const auto r = state->result();
  CHECK(r.figure("solo") == 0);
  CHECK(r.seatScores[0] == r.seatScores[3]);
  CHECK(r.seatScores[1] == -r.seatScores[0]);
  CHECK_FALSE(state->checkInvariants());
}

TEST_CASE("DK-4 a poverty nobody accepts voids the deal", "[doppelkopf][DK-4]") {
  auto state = deal(options(), complete({"", "CA CA CT CT CK SA SA ST ST SK HQ D9", "", ""}));
  act(*state, "healthy reservation healthy healthy 1:poverty 1:give:HQ 1:give:D9 1:give:SA");
  kr::EventList events;
  CHECK(state->toMove() == 2);
  REQUIRE_FALSE(state->applyText(2, "decline", &events));
  REQUIRE_FALSE(state->applyText(3, "decline", &events));
  REQUIRE_FALSE(state->applyText(0, "decline", &events));
  CHECK(state->isTerminal());
  CHECK(events.back().kind == kr::EventKind::DealEnded);
  CHECK(events[events.size() - 2].kind == kr::EventKind::Redeal);
  const auto r = state->result();
  CHECK(r.outcome == "void");
  CHECK(r.seatScores == std::vector<int>{0, 0, 0, 0});
  CHECK(state->checkInvariants().value_or("") == "");
}

TEST_CASE("DK-18 which tricks find the marriage partner", "[doppelkopf][DK-18]") {
  const auto plainFinds = options({{"marriage-finds", "plain-trick"}});
  SECTION("only a plain trick: trick 1, led with a trump, finds nobody; trick 2 does") {
    auto state = marriage(kPartnerInTrick1, plainFinds);
    playRows(*state, kPartnerInTrick1, 0, 1);  // seat 2 wins a trick led with ♦K
    CHECK(view(state->observe(2)).ownParty == -1);
    playRows(*state, kPartnerInTrick1, 1, 2);  // seat 1 wins a heart trick
    CHECK(view(state->observe(3)).publicParty == std::array<int, 4>{0, 0, 1, 1});
  }
  SECTION("only a plain trick: the trump trick 3 finds nobody, and the marriage is a solo") {
    auto state = marriage(kPartnerInTrick3, plainFinds);
    playRows(*state, kPartnerInTrick3, 0, 3);
    CHECK(view(state->observe(1)).publicParty == std::array<int, 4>{0, 1, 1, 1});
    playRows(*state, kPartnerInTrick3, 3);
    CHECK(state->result().figure("solo") == 1);
  }
  SECTION("only a trump trick: trick 3, led with the ♠Q, finds seat 1 as usual") {
    auto state = marriage(kPartnerInTrick3, options({{"marriage-finds", "trump-trick"}}));
    playRows(*state, kPartnerInTrick3, 0, 3);
    CHECK(view(state->observe(0)).publicParty == std::array<int, 4>{0, 0, 1, 1});
  }
}

namespace {

// Plays the next n cards of a row-written trick, each seat in turn.
void playCards(kr::GameState& state, const std::string& row, int n, kr::EventList* events = nullptr) {
  const auto cs = cards(row);
  for (int k = 0; k < n; ++k) {
    const int seat = state.toMove();
    REQUIRE_FALSE(state.apply(seat, cs[static_cast<std::size_t>(seat)].index(), events));
  }
}

bool noted(const kr::EventList& events, int seat, std::string_view id, int value) {
  for (const auto& e : events)
    if (e.kind == kr::EventKind::Note && e.seat == seat && e.id == id && e.value == value) return true;
  return false;
}

}  // namespace

TEST_CASE("DK-19 marriage double: said while the party is unknown, it becomes Re or Kontra with the partner",
          "[doppelkopf][DK-19][DK-3]") {
  auto state = marriage(kPartnerInTrick1, options({{"marriage-announcements", "double"}}));
  CHECK(why(*state, 0, "announce:double") == "party-known");
  CHECK(legal(*state, 0, "announce:re"));  // the marriage player announces as usual
  CHECK(why(*state, 1, "announce:kontra") == "party-unknown");
  CHECK(legalTexts(*state, 3) == std::vector<std::string>{"announce:double"});
  act(*state, "1:announce:double 2:announce:double");
  CHECK(why(*state, 1, "announce:double") == "already-announced");
  CHECK(view(state->observe(3)).level == std::array<int, 2>{0, 0});  // public, but no party yet
  kr::EventList events;
  playCards(*state, kPartnerInTrick1[0], 4, &events);  // seat 2 wins trick 1: the partner
  CHECK(noted(events, 2, "double-resolved", 0));
  CHECK(noted(events, 1, "double-resolved", 1));
  CHECK(view(state->observe(3)).level == std::array<int, 2>{1, 1});
  // The Re and Kontra the doubles became are made by the rules, marked as such.
  int fromDoubles = 0;
  const auto seen = state->observe(0);  // kept: a range over a temporary's member would dangle
  for (const auto& h : view(seen).history) fromDoubles += kr::dk::fromDouble(h);
  CHECK(fromDoubles == 2);
  CHECK(legal(*state, 1, "announce:no-90"));
  CHECK_FALSE(state->checkInvariants());
  playRows(*state, kPartnerInTrick1, 1);
  const auto r = state->result();
  CHECK(r.outcome == "re-won");
  CHECK(item(r, "re-said", 0) == 2);
  CHECK(item(r, "kontra-said", 0) == 2);
  CHECK_FALSE(state->checkInvariants());
}

TEST_CASE("DK-19 marriage double: no deadline shift, and the double only before the second own card",
          "[doppelkopf][DK-19][DK-6]") {
  auto state = marriage(kPartnerInTrick2, options({{"marriage-announcements", "double"}}));
  playRows(*state, kPartnerInTrick2, 0, 1);
  CHECK(legal(*state, 3, "announce:double"));
  playCards(*state, kPartnerInTrick2[1], 2);  // seats 0 and 1 (seat 0 won trick 1)
  CHECK(why(*state, 1, "announce:double") == "announcement-deadline-passed");
  CHECK(legal(*state, 3, "announce:double"));
  playCards(*state, kPartnerInTrick2[1], 2);  // seat 2 wins trick 2: the partner
  // Shifted, Kontra would still be open here (the DK-6 test above); not with double.
  CHECK(why(*state, 1, "announce:kontra") == "announcement-deadline-passed");
  CHECK(why(*state, 3, "announce:double") == "party-known");
  CHECK_FALSE(state->checkInvariants());
}

TEST_CASE("DK-19 marriage double: with the marriage player alone every double becomes Kontra",
          "[doppelkopf][DK-19][DK-3]") {
  auto state = marriage(kMarriageSolo, options({{"marriage-announcements", "double"}}));
  act(*state, "2:announce:double");
  kr::EventList events;
  for (int t = 0; t < 3; ++t) playCards(*state, kMarriageSolo[static_cast<std::size_t>(t)], 4, &events);
  CHECK(noted(events, 2, "double-resolved", 1));
  CHECK(view(state->observe(1)).level == std::array<int, 2>{0, 1});
  playRows(*state, kMarriageSolo, 3);
  const auto r = state->result();
  CHECK(r.figure("solo") == 1);
  // won 1 + below 90 1 + below 60 1 (the shifted test above) + Kontra said 2
  CHECK(item(r, "kontra-said", 0) == 2);
  CHECK(r.seatScores == std::vector<int>{15, -5, -5, -5});
  CHECK_FALSE(state->checkInvariants());
}

TEST_CASE("DK-19 marriage wait: nobody announces before the partner is found; deadlines 1, 2 or 3 cards later",
          "[doppelkopf][DK-19][DK-6]") {
  const auto wait = options({{"marriage-announcements", "wait"}});
  SECTION("found in trick 1: one card later") {
    auto state = marriage(kPartnerInTrick1, wait);
    CHECK(why(*state, 0, "announce:re") == "waiting-for-marriage-partner");
    CHECK_FALSE(legal(*state, 0, "announce:re"));
    playRows(*state, kPartnerInTrick1, 0, 2);
    CHECK(legal(*state, 1, "announce:kontra"));  // two cards played: deadline 2 + 1
    CHECK(legal(*state, 0, "announce:re"));
    playRows(*state, kPartnerInTrick1, 2, 3);
    CHECK(why(*state, 1, "announce:kontra") == "announcement-deadline-passed");
    CHECK_FALSE(state->checkInvariants());
  }
  SECTION("found in trick 2: two cards later") {
    auto state = marriage(kPartnerInTrick2, wait);
    playRows(*state, kPartnerInTrick2, 0, 1);
    CHECK(why(*state, 0, "announce:re") == "waiting-for-marriage-partner");
    playRows(*state, kPartnerInTrick2, 1, 3);
    CHECK(legal(*state, 1, "announce:kontra"));  // three cards played: deadline 2 + 2
    CHECK(legal(*state, 2, "announce:re"));
    playRows(*state, kPartnerInTrick2, 3, 4);
    CHECK(why(*state, 1, "announce:kontra") == "announcement-deadline-passed");
  }
  SECTION("found in trick 3: three cards later") {
    auto state = marriage(kPartnerInTrick3, wait);
    playRows(*state, kPartnerInTrick3, 0, 2);
    CHECK(why(*state, 0, "announce:re") == "waiting-for-marriage-partner");
    playRows(*state, kPartnerInTrick3, 2, 4);
    CHECK(legal(*state, 2, "announce:kontra"));  // four cards played: deadline 2 + 3
    act(*state, "2:announce:kontra");
    CHECK(legal(*state, 2, "announce:no-90"));  // no 90: 3 + 3
    playRows(*state, kPartnerInTrick3, 4, 5);
    CHECK(legal(*state, 0, "announce:re"));  // the late reply to Kontra: 2 + 1 + 3
    CHECK(legal(*state, 2, "announce:no-90"));
    playRows(*state, kPartnerInTrick3, 5, 6);
    CHECK(why(*state, 0, "announce:re") == "announcement-deadline-passed");
    CHECK(why(*state, 2, "announce:no-90") == "announcement-deadline-passed");
    CHECK_FALSE(state->checkInvariants());
  }
  SECTION("no partner: the marriage player alone, three cards later") {
    auto state = marriage(kMarriageSolo, wait);
    playRows(*state, kMarriageSolo, 0, 4);
    CHECK(legal(*state, 3, "announce:kontra"));
    playRows(*state, kMarriageSolo, 4, 5);
    CHECK(why(*state, 3, "announce:kontra") == "announcement-deadline-passed");
  }
}

TEST_CASE("DK-19 DK-20 a record with a double and leaver scoring writes, reads back and replays",
          "[doppelkopf][DK-19][DK-20]") {
  kr::Record record{&game(), options({{"marriage-announcements", "double"}, {"scoring", "leaver"}}), 9,
                    {"a", "b", "c", "d"}, {}};
  record.deals.emplace_back();
  for (const auto& h : handsFromRows(kPartnerInTrick1)) record.deals[0].hands.push_back(cards(h));
  auto match = kr::replayRecord(record);
  REQUIRE(match.ok());
  kr::GameState& state = *match.value()->current();
  auto take = [&](int seat, std::string_view text) {
    const auto a = state.actionFromString(text);
    REQUIRE(a);
    kr::recordAction(record, seat, state, *a);
    REQUIRE_FALSE(state.apply(seat, *a));
  };
  // Seat 0, with both ♣Q, reserves and declares the marriage; the rest are healthy.
  while (state.phase() == "reservation") take(state.toMove(), state.toMove() == 0 ? "reservation" : "healthy");
  take(0, "marriage");
  take(1, "announce:double");
  const std::string text = kr::writeRecord(record);
  CHECK(text.find("announce:double") != std::string::npos);
  auto parsed = kr::parseRecord(text);
  REQUIRE(parsed.ok());
  CHECK(parsed.value().options.choice("marriage-announcements") == "double");
  CHECK(parsed.value().options.choice("scoring") == "leaver");
  auto replayed = kr::replayRecord(parsed.value());
  REQUIRE(replayed.ok());
  CHECK(replayed.value()->current()->serialize() == state.serialize());
  CHECK(why(*replayed.value()->current(), 1, "announce:double") == "already-announced");
}
