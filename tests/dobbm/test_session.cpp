// DB-7: an open-ended session (deals = 0) runs until its players end it
// after a deal, then plays the Mussrunde if it is on; the end is kept in the
// record ("ended-after") and replays; a malformed end is refused by name.
#include <catch2/catch.hpp>

#include "core/record.hpp"
#include "core/session.hpp"
#include "games/dobbm/match.hpp"
#include "scenario.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

namespace {

// Plays the session's current deal to its end with random legal actions.
void playOut(Session& session, Rng& rng) {
  GameState& deal = *session.deal();
  ActionList legal;
  while (!deal.isTerminal()) {
    const int seat = deal.toMove();
    deal.legalActions(seat, legal);
    REQUIRE_FALSE(session.act(seat, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]));
  }
}

Session openSession(bool mussrunde, int players = 4) {
  auto session = Session::start(dobbmGame(), optionsFor(players, true, mussrunde, 0), 77,
                                std::vector<std::string>(static_cast<std::size_t>(players), "random"));
  REQUIRE(session);
  return std::move(session.value());
}

}  // namespace

TEST_CASE("DB-7: an open-ended session goes on until the players end it", "[dobbm][session]") {
  Session session = openSession(false);
  Rng rng(3);
  for (int d = 0; d < 30; ++d) {
    CHECK(session.match().endable());
    CHECK_FALSE(session.match().finished());
    playOut(session, rng);
    REQUIRE_FALSE(session.nextDeal());
  }
  playOut(session, rng);
  REQUIRE_FALSE(session.endSession());
  CHECK(session.match().finished());
  CHECK_FALSE(session.match().endable());
  CHECK(session.deal() == nullptr);
  CHECK(session.match().endedAfter() == 31);
  CHECK(session.record().endedAfter == 31);
  int sum = 0;
  for (int v : session.match().totals()) sum += v;
  CHECK(sum == 0);
}

TEST_CASE("DB-7: ending an open-ended session starts the Mussrunde", "[dobbm][session]") {
  for (int players : {4, 5}) {
    Session session = openSession(true, players);
    Rng rng(4);
    playOut(session, rng);
    REQUIRE_FALSE(session.nextDeal());
    playOut(session, rng);
    REQUIRE_FALSE(session.endSession());
    const auto& dm = static_cast<const DobbmMatch&>(session.match());
    CHECK(dm.closing());
    int mussDeals = 0;
    while (!session.match().finished()) {
      REQUIRE(++mussDeals <= players);
      REQUIRE(session.deal());
      ActionList legal;
      session.deal()->legalActions(session.deal()->toMove(), legal);
      CHECK_FALSE(legal.contains(session.deal()->actionFromString("pass").value()));
      playOut(session, rng);
      REQUIRE_FALSE(session.nextDeal());
    }
    CHECK(mussDeals == players);
    CHECK(dm.mussrundeDone() == (1 << players) - 1);
  }
}

TEST_CASE("a session of fixed length cannot be ended early, nor a deal in progress", "[dobbm][session]") {
  auto fixed = Session::start(dobbmGame(), optionsFor(4, true, false, 5), 8, {"random", "random", "random", "random"});
  REQUIRE(fixed);
  Rng rng(5);
  playOut(fixed.value(), rng);
  const auto refused = fixed.value().endSession();
  REQUIRE(refused);
  CHECK(refused->code == "cannot-end");
  CHECK_FALSE(fixed.value().match().finished());

  Session open = openSession(false);
  const auto early = open.endSession();
  REQUIRE(early);
  CHECK(early->code == "deal-not-over");
}

TEST_CASE("the end of an open-ended session is kept in the record and replays", "[dobbm][session][record]") {
  Session session = openSession(true);
  Rng rng(6);
  for (int d = 0; d < 3; ++d) {
    playOut(session, rng);
    REQUIRE_FALSE(session.nextDeal());
  }
  playOut(session, rng);
  REQUIRE_FALSE(session.endSession());
  // The first deal of the Mussrunde, in progress when saved: its forced bid.
  GameState& closing = *session.deal();
  REQUIRE_FALSE(session.act(closing.toMove(), closing.actionFromString("dobbm").value()));
  const std::string saved = session.save();
  CHECK(saved.find("\"ended-after\": 4") != std::string::npos);

  auto loaded = Session::load(saved);
  REQUIRE(loaded);
  CHECK(loaded.value().match().endedAfter() == 4);
  CHECK(static_cast<const DobbmMatch&>(loaded.value().match()).closing());
  CHECK(loaded.value().match().totals() == session.match().totals());
  CHECK(loaded.value().save() == saved);
}

TEST_CASE("a record's ended-after is refused when it names no finished deal or a fixed session", "[dobbm][session][record]") {
  Session session = openSession(false);
  Rng rng(7);
  playOut(session, rng);
  REQUIRE_FALSE(session.nextDeal());
  playOut(session, rng);
  REQUIRE_FALSE(session.endSession());
  const std::string good = session.save();
  auto withEnd = [&](const std::string& value) {
    std::string text = good;
    const auto at = text.find("\"ended-after\": 2");
    REQUIRE(at != std::string::npos);
    return text.replace(at, std::string("\"ended-after\": 2").size(), "\"ended-after\": " + value);
  };
  for (const std::string bad : {"0", "3", "-1", "\"two\"", "1.5"}) {
    auto loaded = Session::load(withEnd(bad));
    REQUIRE_FALSE(loaded);
    CHECK(loaded.error().where == "ended-after");
  }

  // The same end in a session of fixed length: the match refuses it.
  std::string fixed = good;
  const auto at = fixed.find("\"deals\": 0");
  REQUIRE(at != std::string::npos);
  fixed.replace(at, std::string("\"deals\": 0").size(), "\"deals\": 9");
  auto loaded = Session::load(fixed);
  REQUIRE_FALSE(loaded);
  CHECK(loaded.error().code == "cannot-end");
  CHECK(loaded.error().where == "ended-after");

  // A last deal still in progress cannot have ended the session.
  Session running = openSession(false);
  playOut(running, rng);
  REQUIRE_FALSE(running.nextDeal());
  std::string unfinished = running.save();
  const auto close = unfinished.rfind('}');
  unfinished.insert(close, ",\n \"ended-after\": 2\n");
  auto refused = Session::load(unfinished);
  REQUIRE_FALSE(refused);
  CHECK(refused.error().where == "ended-after");
}
