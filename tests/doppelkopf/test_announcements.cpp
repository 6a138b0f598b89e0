// Announcements and their deadlines: ruling DK-6, and the options of DK-11
// that change them (the document's alternative table, own turn only).
#include <catch2/catch.hpp>

#include "support.hpp"

using namespace dktest;

namespace {

// Example 1's deal: Re are seats 0 and 2; seat 0 leads and wins trick 1.
const Rows kRows = {
    "ST SK SK ST", "CQ DK HQ HT", "HT DQ CJ HJ", "HJ D9 SQ CJ", "DK DT DA DT", "HA H9 H9 HA",
    "S9 DA CT SA", "C9 CA CK CA", "DJ DJ HQ CT", "HK DQ CK C9", "SQ SJ SJ S9", "SA D9 CQ HK",
};

std::unique_ptr<kr::GameState> start(const kr::Options& o = options()) {
  auto state = deal(o, handsFromRows(kRows));
  act(*state, "healthy healthy healthy healthy");
  return state;
}

// Seat 0's card of trick t (it leads tricks 1 and 2).
std::string seat0Card(int t) { return "0:" + std::string(kRows[static_cast<std::size_t>(t)]).substr(0, 2); }

}  // namespace

TEST_CASE("DK-6 announcements belong to the play, never to the bidding", "[doppelkopf][DK-6]") {
  auto state = deal(options(), handsFromRows(kRows));
  CHECK(why(*state, 0, "announce:re") == "not-legal-now");
  act(*state, "healthy healthy healthy healthy");
  CHECK(legal(*state, 0, "announce:re"));
}

TEST_CASE("DK-6 Re and Kontra until the player's own second card", "[doppelkopf][DK-6]") {
  auto state = start();
  playRows(*state, kRows, 0, 1);
  CHECK(legal(*state, 0, "announce:re"));  // one card played
  act(*state, seat0Card(1));
  CHECK(why(*state, 0, "announce:re") == "announcement-deadline-passed");
  CHECK(legal(*state, 2, "announce:re"));  // counted by each player's own cards
  CHECK(legal(*state, 3, "announce:kontra"));
}

TEST_CASE("DK-6 the ladder: no 90 before the 3rd own card, no 60 the 4th, no 30 the 5th, schwarz the 6th",
          "[doppelkopf][DK-6]") {
  const std::vector<std::string> ladder = {"announce:re", "announce:no-90", "announce:no-60", "announce:no-30",
                                           "announce:schwarz"};
  for (int level = 2; level <= 5; ++level) {
    INFO("level " << level);
    const std::string said = ladder[static_cast<std::size_t>(level - 1)];
    auto state = start();
    for (int l = 1; l < level; ++l) act(*state, "0:" + ladder[static_cast<std::size_t>(l - 1)]);
    // Before the (level + 1)-th own card: after `level` tricks still, after one more not.
    playRows(*state, kRows, 0, level);
    CHECK(legal(*state, 0, said));
    playRows(*state, kRows, level, level + 1);
    CHECK(why(*state, 0, said) == "announcement-deadline-passed");
  }
}

TEST_CASE("DK-6 each needs the ones before; several at once; a party says each once", "[doppelkopf][DK-6]") {
  auto state = start();
  CHECK(why(*state, 0, "announce:no-90") == "needs-previous-announcement");
  CHECK(why(*state, 1, "announce:re") == "wrong-party");
  act(*state, "0:announce:re 2:announce:no-90 0:announce:no-60 0:announce:no-30 0:announce:schwarz");
  CHECK(why(*state, 2, "announce:re") == "already-announced");
  kr::ActionList legalNow;
  state->legalActions(2, legalNow);
  CHECK(legalNow.empty());  // seat 2 does not lead: nothing left to say
}

TEST_CASE("DK-6 announcements out of turn", "[doppelkopf][DK-6]") {
  auto state = start();
  CHECK(state->toMove() == 0);
  act(*state, "3:announce:kontra");
  CHECK(state->toMove() == 0);
}

TEST_CASE("DK-6 a late Kontra after a no 90: one card after the opponents' latest deadline", "[doppelkopf][DK-6]") {
  SECTION("no answer to nothing: Kontra before the second own card") {
    auto state = start();
    playRows(*state, kRows, 0, 2);
    CHECK(why(*state, 1, "announce:kontra") == "announcement-deadline-passed");
  }
  SECTION("after Re: before the third own card") {
    auto state = start();
    act(*state, "0:announce:re");
    playRows(*state, kRows, 0, 2);
    CHECK(legal(*state, 1, "announce:kontra"));
    playRows(*state, kRows, 2, 3);
    CHECK(why(*state, 1, "announce:kontra") == "announcement-deadline-passed");
  }
  SECTION("after no 90: before the fourth own card") {
    auto state = start();
    act(*state, "0:announce:re 0:announce:no-90");
    playRows(*state, kRows, 0, 3);
    CHECK(legal(*state, 1, "announce:kontra"));
    act(*state, "1:announce:kontra");
    // The late reply is for Kontra only: no 90 keeps its own deadline.
    CHECK(why(*state, 3, "announce:no-90") == "announcement-deadline-passed");
    playRows(*state, kRows, 3);
    const auto r = state->result();
    CHECK(r.outcome == "kontra-won");  // Re's no 90 failed: Kontra took 111
    CHECK(item(r, "reached-120-against-no-90", 1) == 0);
  }
  SECTION("after no 90 and four own cards it is too late") {
    auto state = start();
    act(*state, "0:announce:re 0:announce:no-90");
    playRows(*state, kRows, 0, 4);
    CHECK(why(*state, 1, "announce:kontra") == "announcement-deadline-passed");
  }
}

TEST_CASE("DK-6 DK-11 option alternative deadlines: Re before the 1st card, 90 the 3rd, 60 the 5th, 30 the 7th, schwarz the 9th",
          "[doppelkopf][DK-6][DK-11]") {
  const auto o = options({{"announcement-deadlines", "alternative"}});
  auto state = start(o);
  act(*state, seat0Card(0));
  CHECK(why(*state, 0, "announce:re") == "announcement-deadline-passed");
  CHECK(legal(*state, 2, "announce:re"));  // seat 2 has not played yet
  act(*state, "2:announce:re 1:SK 2:SK 3:ST");
  // Kontra answers one card later than Re's deadline: before its 2nd card.
  CHECK(legal(*state, 1, "announce:kontra"));
  auto ladder = start(o);
  act(*ladder, "0:announce:re 0:announce:no-90");
  playRows(*ladder, kRows, 0, 4);
  CHECK(legal(*ladder, 0, "announce:no-60"));
  act(*ladder, "0:announce:no-60");
  playRows(*ladder, kRows, 4, 6);
  CHECK(legal(*ladder, 0, "announce:no-30"));
  act(*ladder, "0:announce:no-30");
  playRows(*ladder, kRows, 6, 8);
  CHECK(legal(*ladder, 0, "announce:schwarz"));
  playRows(*ladder, kRows, 8, 9);
  CHECK(why(*ladder, 0, "announce:schwarz") == "announcement-deadline-passed");
}

TEST_CASE("DK-11 option announcements only on one's own turn", "[doppelkopf][DK-6][DK-11]") {
  auto state = start(options({{"announce-on-own-turn", "true"}}));
  CHECK(state->toMove() == 0);
  CHECK(why(*state, 3, "announce:kontra") == "not-your-turn");
  CHECK(legal(*state, 0, "announce:re"));
  act(*state, seat0Card(0) + " 1:SK 2:SK");
  CHECK(legal(*state, 3, "announce:kontra"));
}
