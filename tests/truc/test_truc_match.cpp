// A game of Truc: rounds to 12, the game to two rounds, the deal alternating
// (ruling TR-5), an accepted remainder deciding the round (TR-4).
#include "truc_scenario.hpp"

#include "core/match.hpp"
#include "games/truc/truc_match.hpp"

using namespace kr;
using namespace kr::truc;

namespace {

std::vector<std::vector<Card>> plainHands() { return {test::cards("C7 C9 CQ"), test::cards("H8 H9 HQ")}; }

void play(Match& match, const std::vector<std::vector<Card>>& hands, const std::string& script) {
  REQUIRE_FALSE(match.startDeal(&hands));
  std::istringstream in(script);
  std::string step;
  while (in >> step) {
    const auto e = match.current()->applyText(step[0] - '0', step.substr(2));
    INFO(step << ": " << (e ? e->message() : std::string("ok")));
    REQUIRE_FALSE(e);
  }
  REQUIRE(match.current()->isTerminal());
  REQUIRE_FALSE(match.concludeDeal());
}

// Player 0 scores the current stake: it offers at its turn and player 1 refuses.
void pointForZero(Match& match) {
  if (match.dealer() == 1) play(match, plainHands(), "0:play 0:offer 1:refuse");
  else play(match, plainHands(), "1:play 1:H9 0:offer 1:refuse");
}

}  // namespace

TEST_CASE("TR-5: rounds go to 12, the deal alternates, the game goes to two rounds", "[truc][TR-5][match]") {
  auto made = trucGame().newMatch(trucGame().defaultOptions(), 5);
  auto& match = dynamic_cast<TrucMatch&>(*made);
  CHECK(match.playerCount() == 2);
  for (int hand = 0; hand < 11; ++hand) {
    const int dealer = match.dealer();
    pointForZero(match);
    CHECK(match.dealer() == 1 - dealer);
  }
  CHECK(match.roundScore(0) == 11);
  CHECK(match.round() == 1);
  // At 11 the offer is the remainder; refused, it still brings 11 + 1 = 12.
  pointForZero(match);
  const ScoreRow& row = match.sheet().back();
  CHECK(row.result.outcome == "refused-remainder");
  CHECK(row.result.figure("round-score-0") == 12);
  CHECK(row.result.figure("round-winner") == 0);
  CHECK(row.result.figure("rounds-won-0") == 1);
  CHECK(match.roundsWon(0) == 1);
  CHECK(match.roundScore(0) == 0);
  CHECK(match.round() == 2);
  CHECK_FALSE(match.finished());
  CHECK(match.winner() == -1);

  // Round 2: player 1 takes 11 points, offers the remainder, and it is accepted and won.
  for (int hand = 0; hand < 11; ++hand) {
    if (match.dealer() == 0) play(match, plainHands(), "1:play 1:offer 0:refuse");
    else play(match, plainHands(), "0:play 0:C9 1:offer 0:refuse");
  }
  CHECK(match.roundScore(1) == 11);
  const std::vector<std::vector<Card>> strongOne = {test::cards("C9 CT CJ"), test::cards("H7 H8 HA")};
  if (match.dealer() == 0) play(match, strongOne, "1:play 1:offer 0:accept 1:H7 0:C9 1:H8 0:CT");
  else play(match, strongOne, "0:play 0:C9 1:offer 0:accept 1:H7 1:H8 0:CT");
  CHECK(match.sheet().back().result.outcome == "won-remainder");
  CHECK(match.roundsWon(1) == 1);
  CHECK(match.round() == 3);

  // Round 3 goes to player 0: two rounds win the game.
  for (int hand = 0; hand < 12; ++hand) pointForZero(match);
  CHECK(match.finished());
  CHECK(match.winner() == 0);
  CHECK(match.startDeal());
  // Every hand is on the sheet, dealers alternating.
  for (std::size_t i = 1; i < match.sheet().size(); ++i) CHECK(match.sheet()[i].dealer != match.sheet()[i - 1].dealer);
}

TEST_CASE("TR-4: an accepted remainder lost by the offering seat gives the round to the other", "[truc][TR-4][match]") {
  auto made = trucGame().newMatch(trucGame().defaultOptions(), 6);
  auto& match = dynamic_cast<TrucMatch&>(*made);
  for (int hand = 0; hand < 11; ++hand) pointForZero(match);
  REQUIRE(match.roundScore(0) == 11);
  // Player 0 at 11 offers the remainder; player 1 accepts and wins the hand from 0 points.
  const std::vector<std::vector<Card>> weakZero = {test::cards("C9 CT CJ"), test::cards("H7 H8 HA")};
  if (match.dealer() == 1) play(match, weakZero, "0:play 0:offer 1:accept 0:C9 1:H7 1:H8 0:CT");
  else play(match, weakZero, "1:play 1:H7 0:offer 1:accept 0:C9 1:H8 0:CT");
  CHECK(match.sheet().back().deltas == std::vector<int>{0, 12});
  CHECK(match.roundsWon(1) == 1);
  CHECK(match.roundScore(0) == 0);
}

TEST_CASE("TR-2/TR-5: after a reshuffle swapped the roles, the deal passes from the last dealer", "[truc][TR-2][TR-5][match]") {
  auto made = trucGame().newMatch(trucGame().defaultOptions(), 7);
  auto& match = dynamic_cast<TrucMatch&>(*made);
  REQUIRE(match.dealer() == 0);
  REQUIRE_FALSE(match.startDeal());
  GameState& deal = *match.current();
  for (int i = 0; i < 5; ++i) {
    REQUIRE_FALSE(deal.applyText(1, "ask"));
    REQUIRE_FALSE(deal.applyText(0, "agree"));
  }
  // Player 1 deals now; player 0 leads and concedes a double.
  REQUIRE_FALSE(deal.applyText(0, "play"));
  REQUIRE_FALSE(deal.applyText(0, "offer"));
  REQUIRE_FALSE(deal.applyText(1, "refuse"));
  REQUIRE_FALSE(match.concludeDeal());
  CHECK(match.sheet().back().result.figure("dealer") == 1);
  CHECK(match.dealer() == 0);
}

TEST_CASE("the match passes the round scores into each deal", "[truc][match]") {
  auto made = trucGame().newMatch(trucGame().defaultOptions(), 8);
  auto& match = dynamic_cast<TrucMatch&>(*made);
  for (int hand = 0; hand < 3; ++hand) pointForZero(match);
  REQUIRE_FALSE(match.startDeal());
  const auto obs = match.current()->observe(1);
  const auto& o = dynamic_cast<const TrucObservation&>(*obs);
  CHECK(o.play.score[0] == 3);
  CHECK(o.play.score[1] == 0);
  CHECK(o.rounds == std::array<int, 2>{0, 0});
}
