// Counting finished deals and matches of the real games: each once, with
// the score as the match books it and the game's own facts.
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <algorithm>

#include "core/catalog.hpp"
#include "statistics_recorder.hpp"
#include "stats_support.hpp"

using namespace kr;
using namespace kr::app::stats;

namespace {

struct Fixture {
  QTemporaryDir dir;
  StatisticsStore store{dir.path()};
  StatisticsRecorder recorder{store, findGame};

  GameTally tally(const char* gameId) const {
    QString error;
    const auto statistics = store.load(&error);
    REQUIRE(statistics);
    const auto it = statistics->games.find(QString::fromLatin1(gameId));
    return it == statistics->games.end() ? GameTally{} : it->second;
  }
  int counter(const char* gameId, const char* id) const {
    const GameTally t = tally(gameId);
    const auto it = t.counters.find(QString::fromLatin1(id));
    return it == t.counters.end() ? 0 : it->second;
  }
};

int humanSeat(const Session& session) {
  const auto& players = session.match().seatsToPlayers();
  return static_cast<int>(std::find(players.begin(), players.end(), 0) - players.begin());
}

bool has(const std::vector<std::string>& legal, const std::string& action) {
  return std::find(legal.begin(), legal.end(), action) != legal.end();
}

// Truc without new hands (asked and agreed they could go on and on) and
// without raising the stake: the first other legal action.
std::string plainTruc(const GameState&, int, const std::vector<std::string>& legal) {
  for (const std::string& a : legal)
    if (a != "ask" && a != "agree" && a != "offer") return a;
  return legal.front();
}

}  // namespace

TEST_CASE("statistics: a finished deal counts once, as the match books it", "[stats][recorder]") {
  Fixture f;
  Session session = test::startSession("doppelkopf", 11);
  test::playDeal(session, test::firstLegal);
  const ScoreRow row = test::bookedRow(session);

  REQUIRE_FALSE(f.recorder.dealEnded(session));
  GameTally t = f.tally("doppelkopf");
  CHECK(t.deals == 1);
  CHECK(t.score == row.deltas[0]);
  CHECK(t.recentScores == QList<int>{row.deltas[0]});
  CHECK(t.matches == 0);

  // Told again (a table shown again, a second window): nothing changes.
  REQUIRE_FALSE(f.recorder.dealEnded(session));
  CHECK(f.tally("doppelkopf") == t);

  // The same deal finished again from a save taken before its last card,
  // as after a restart: still counted once.
  Session early = test::startSession("doppelkopf", 11);
  test::playUntil(early, test::firstLegal, [](const GameState& d) { return d.cardsPlayed() == 47; });
  auto resumed = Session::load(early.save());
  REQUIRE(resumed);
  test::playDeal(resumed.value(), test::firstLegal);
  REQUIRE_FALSE(f.recorder.dealEnded(resumed.value()));
  CHECK(f.tally("doppelkopf").deals == 1);

  // Another match from the same seed, played otherwise, counts anew.
  Session other = test::startSession("doppelkopf", 11);
  test::playDeal(other, [](const GameState&, int, const std::vector<std::string>& legal) { return legal.back(); });
  REQUIRE_FALSE(f.recorder.dealEnded(other));
  CHECK(f.tally("doppelkopf").deals == 2);
}

TEST_CASE("statistics: Doppelkopf counts the game type and the human's announcement", "[stats][recorder]") {
  Fixture f;
  Session session = test::startSession("doppelkopf", 5);
  // The human says Re or Kontra at the first chance; everybody else plays
  // the first legal action.
  const auto policy = [](const GameState& deal, int seat, const std::vector<std::string>& legal) {
    if (seat == 0)
      for (const char* say : {"announce:re", "announce:kontra"})
        if (has(legal, say)) return std::string(say);
    return test::firstLegal(deal, seat, legal);
  };
  // Announcements may be made out of turn: give the human the chance first.
  test::playUntil(session, policy, [&](const GameState& deal) {
    const auto legal = test::legalTexts(deal, humanSeat(session));
    for (const char* say : {"announce:re", "announce:kontra"})
      if (deal.toMove() != humanSeat(session) && has(legal, say)) {
        REQUIRE_FALSE(session.act(humanSeat(session), *deal.actionFromString(say)));
        return false;
      }
    return false;
  });
  REQUIRE(session.deal()->isTerminal());
  const DealResult result = test::bookedRow(session).result;
  REQUIRE_FALSE(f.recorder.dealEnded(session));

  const GameTally t = f.tally("doppelkopf");
  REQUIRE(t.deals == 1);
  int types = 0, typesWon = 0;
  for (const auto& [id, count] : t.counters) {
    if (id.startsWith(QStringLiteral("game:")) && !id.endsWith(QStringLiteral(":won"))) types += count;
    if (id.startsWith(QStringLiteral("game:")) && id.endsWith(QStringLiteral(":won"))) typesWon += count;
  }
  CHECK(types == 1);
  CHECK(typesWon == t.dealsWon);
  const bool reWon = result.outcome == "re-won", kontraWon = result.outcome == "kontra-won";
  const int re = f.counter("doppelkopf", "announced:re"), kontra = f.counter("doppelkopf", "announced:kontra");
  CHECK(re + kontra == 1);
  CHECK(f.counter("doppelkopf", "announced:re:won") == (re == 1 && reWon ? 1 : 0));
  CHECK(f.counter("doppelkopf", "announced:kontra:won") == (kontra == 1 && kontraWon ? 1 : 0));
  CHECK(t.dealsWon == ((re == 1 && reWon) || (kontra == 1 && kontraWon) ? 1 : 0));
}

TEST_CASE("statistics: Truc counts the human's offers and the answers", "[stats][recorder]") {
  Fixture f;
  Session session = test::startSession("truc", 3);
  bool offered = false;
  // The human offers once, at the first chance; the opponent accepts.
  test::playDeal(session, [&](const GameState& deal, int seat, const std::vector<std::string>& legal) {
    if (seat == 0 && !offered && has(legal, "offer")) {
      offered = true;
      return std::string("offer");
    }
    if (seat == 1 && has(legal, "accept")) return std::string("accept");
    return plainTruc(deal, seat, legal);
  });
  REQUIRE(offered);
  const DealResult result = test::bookedRow(session).result;
  REQUIRE_FALSE(f.recorder.dealEnded(session));
  CHECK(f.counter("truc", "offer") == 1);
  CHECK(f.counter("truc", "offer:accepted") == 1);
  CHECK(f.tally("truc").dealsWon == (result.figure("winner") == 0 ? 1 : 0));
}

TEST_CASE("statistics: a whole match counts its deals, rounds and the match once", "[stats][recorder]") {
  Fixture f;
  Session session = test::startSession("truc", 21);
  int deals = 0, won = 0, score = 0, rounds = 0, roundsWon = 0;
  while (!session.match().finished()) {
    test::playDeal(session, plainTruc);
    const ScoreRow row = test::bookedRow(session);
    REQUIRE_FALSE(f.recorder.dealEnded(session));
    ++deals;
    won += row.result.figure("winner") == 0 ? 1 : 0;
    score += row.deltas[0];
    rounds += row.result.figure("round-winner") >= 0 ? 1 : 0;
    roundsWon += row.result.figure("round-winner") == 0 ? 1 : 0;
    REQUIRE_FALSE(session.nextDeal());
  }
  // Counted as the last deal ended, before the player moved on...
  CHECK(f.tally("truc").matches == 1);
  // ...and not again when the table says so after booking it.
  REQUIRE_FALSE(f.recorder.matchEnded(session));
  const GameTally t = f.tally("truc");
  CHECK(t.deals == deals);
  CHECK(t.dealsWon == won);
  CHECK(t.score == score);
  CHECK(t.matches == 1);
  CHECK(t.matchesWon == (session.match().winner() == 0 ? 1 : 0));
  CHECK(f.counter("truc", "round") == rounds);
  CHECK(f.counter("truc", "round:won") == roundsWon);
  CHECK(rounds >= 2);
}

TEST_CASE("statistics: Dobbm and Coiffeur count what the human declared", "[stats][recorder]") {
  for (const char* gameId : {"dobbm", "coiffeur"}) {
    INFO(gameId);
    Fixture f;
    Session session = test::startSession(gameId, 8);
    kr::Rng rng(8);
    int declared = 0, deals = 0;
    for (; deals < 8 && !session.match().finished(); ++deals) {
      test::playDeal(session, [&](const GameState&, int, const std::vector<std::string>& legal) {
        return legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
      });
      const int declarer = test::bookedRow(session).result.figure("declarer", -1);
      declared += declarer >= 0 && declarer == humanSeat(session) ? 1 : 0;
      REQUIRE_FALSE(f.recorder.dealEnded(session));
      REQUIRE_FALSE(session.nextDeal());
    }
    const int named = std::string_view(gameId) == "dobbm"
                          ? f.counter(gameId, "declared:dobbm") + f.counter(gameId, "declared:solo")
                          : f.counter(gameId, "declared");
    CHECK(named == declared);
    CHECK(f.tally(gameId).deals == deals);
  }
}

TEST_CASE("statistics: a deal with a take-back counts apart", "[stats][recorder]") {
  Fixture f;
  Session session = test::startSession("doppelkopf", 13);
  // The human plays its first card, takes it back, and plays the deal out.
  test::playUntil(session, test::firstLegal, [&](const GameState& d) { return d.cardsPlayed() == 8; });
  REQUIRE_FALSE(session.takeBack(humanSeat(session)));
  test::playDeal(session, test::firstLegal);
  REQUIRE(session.record().deals.back().takeBacks == 1);

  REQUIRE_FALSE(f.recorder.dealEnded(session));
  const GameTally t = f.tally("doppelkopf");
  CHECK(t.deals == 0);
  CHECK(t.score == 0);
  CHECK(t.recentScores.isEmpty());
  CHECK(f.counter("doppelkopf", "taken-back") == 1);
  // Counted once, like every deal.
  REQUIRE_FALSE(f.recorder.dealEnded(session));
  CHECK(f.counter("doppelkopf", "taken-back") == 1);
}
