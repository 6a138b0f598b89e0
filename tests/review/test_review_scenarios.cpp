// A clearly costly decision per game, in a deal of explicit hands: the
// review marks it and names a better option, and the right decision in the
// same place is not marked (issue #32).
#include <catch2/catch.hpp>

#include <sstream>

#include "core/game.hpp"
#include "core/game_registry.hpp"
#include "review/deal_review.hpp"
#include "review_support.hpp"

using namespace kr;
using reviewtest::ScriptedRecord;

namespace {

Options defaultsOf(std::string_view id) {
  for (const Game* g : implementedGames())
    if (g->id() == id) return g->defaultOptions();
  throw std::logic_error("no such game");
}

// The scripted last decision, weighed on a fixed number of sampled deals.
ReviewedDecision weighLast(const ScriptedRecord& s, int relativeSeat, int samples) {
  ReviewConfig c;
  c.deal = 0;
  c.player = s.seatOf(relativeSeat);
  c.samples = samples;
  c.onlyAction = s.lastScripted;
  auto review = reviewDeal(s.record, c);
  INFO((review ? std::string("ok") : review.error().message()));
  REQUIRE(review.ok());
  REQUIRE(review.value().decisions.size() == 1);
  return review.value().decisions[0];
}

// What the review said, for a failing check's message.
std::string explain(const ReviewedDecision& d) {
  std::ostringstream out;
  out << "chosen " << d.chosen << ", best " << d.best << ", loss " << d.loss << " [" << d.lossLow << ", " << d.lossHigh
      << "], mark " << markId(d.mark) << "; options:";
  for (const ReviewedOption& o : d.options) out << " " << o.action << " " << o.value << " (loss " << o.loss << ")";
  return out.str();
}

// A costly decision (the script's last action) and the right one in its
// place: the costly one is told apart from the best and marked, the better
// option named; the right one is not marked. Returns the costly decision.
struct CostlyCase {
  std::string game;
  Options options;
  std::vector<std::string> hands;
  std::string script;  // ends with the costly decision
  int seat = 0;        // its relative seat
  std::string right;   // the decision that should not be marked
};

ReviewedDecision checkCostlyAndRight(const CostlyCase& c, int samples = 150) {
  const auto costly = reviewtest::scriptedRecord(c.game, c.options, c.hands, c.script);
  const ReviewedDecision wrong = weighLast(costly, c.seat, samples);
  INFO(explain(wrong));
  CHECK(c.script.ends_with(":" + wrong.chosen));
  CHECK(wrong.weighed);
  CHECK(wrong.toldApart);
  CHECK(wrong.mark != Mark::Good);
  CHECK(wrong.best != wrong.chosen);

  const auto better = reviewtest::withLastAction(c.game, c.options, c.hands, c.script, c.right);
  const ReviewedDecision right = weighLast(better, c.seat, samples);
  INFO(explain(right));
  CHECK(right.chosen == c.right);
  CHECK(right.mark == Mark::Good);
  return wrong;
}

}  // namespace

TEST_CASE("review: Doppelkopf, the Fox thrown on the opponents' trick is marked", "[review][doppelkopf]") {
  // Relative seat 0 holds no ♣Q: it is Kontra, with seat 2, who holds both
  // Dullen. Seat 1 wins the spade lead and leads ♣A; seat 3, void in clubs,
  // trumps with ♣Q (so it is Re). Seat 0, void in clubs too, may throw its
  // Fox (♦A) on that trick or any plain card: only the Fox gives Re a point.
  const ReviewedDecision fox = checkCostlyAndRight({
      "doppelkopf",
      defaultsOf("doppelkopf"),
      {"S9 SK ST H9 H9 HK DA DJ HJ SJ DK D9", "SA CQ CA CA CT CT C9 CK HK HA DT S9",
       "HT HT SQ SQ HQ HQ DQ DQ CJ C9 CK SK", "ST SA HA CQ CJ SJ HJ DJ DA DT DK D9"},
      "0:healthy 1:healthy 2:healthy 3:healthy 0:S9 1:SA 2:SK 3:ST 1:CA 2:C9 3:CQ 0:DA",
      0,
      "H9",
  });
  CHECK(fox.loss >= 0.5);
}

TEST_CASE("review: Truc, refusing an offer with a hand that cannot lose is marked", "[review][truc]") {
  // The dealer (relative seat 1) holds three sevens, the highest power: it
  // wins or spoils every trick and so wins the hand whatever comes.
  const ReviewedDecision refused =
      checkCostlyAndRight({"truc", defaultsOf("truc"), {"CA DK HQ", "C7 D7 H7"}, "0:play 0:offer 1:refuse", 1, "accept"}, 100);
  CHECK(refused.best == "accept");
}

TEST_CASE("review: Coiffeur, the Buur spent on a trick the partner already holds is marked", "[review][coiffeur]") {
  // Four players in two teams; relative seat 0 names acorns and leads ♠6.
  // Seat 1 takes it with the shields' Ace, seat 2 follows, and seat 3, the
  // last to play and seat 1's partner, may spend its Buur (the acorns Under,
  // the highest trump) on the trick its team has already won, or follow low.
  Options partners = defaultsOf("coiffeur");
  REQUIRE_FALSE(partners.setText("players", "four-partners"));
  checkCostlyAndRight({
      "coiffeur",
      partners,
      {"AA AK AO A9 A8 S6 R6 R7 B6", "SA SK SO RA RK BA BK A6 A7", "S7 S9 SB RO RU R8 BO BU B8",
       "AU S8 SU R9 RB B9 BB B7 AB"},
      "0:acorns 0:S6 1:SA 2:S7 3:AU",
      3,
      "S8",
  });
}

TEST_CASE("review: Dobbm, a trump laid away into the Dobb is marked", "[review][dobbm]") {
  // Relative seat 0 bids Dobbm and takes the Dobb: five hearts (trumps) and
  // low plain cards. Laying away a heart gives up a trump trick and, here,
  // the deal; laying away the low acorns makes a void.
  checkCostlyAndRight({
      "dobbm",
      defaultsOf("dobbm"),
      {"HA HK HU H9 H7 A6 L6 B6", "AA AT AK LA LT LK BA BT", "AO AU A9 LO LU L9 BK BO", "HT HO H8 H6 A8 L8 B8 BU"},
      "0:dobbm 1:pass 2:pass 3:pass 0:H7",
      0,
      "A6",
  });
}
