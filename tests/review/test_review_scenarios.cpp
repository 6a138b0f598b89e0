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

}  // namespace

TEST_CASE("review: Doppelkopf, the Fox thrown on the opponents' trick is marked", "[review][doppelkopf]") {
  // Relative seat 0 holds no ♣Q: it is Kontra, with seat 2, who holds both
  // Dullen. Seat 1 wins the spade lead and leads ♣A; seat 3, void in clubs,
  // trumps with ♣Q (so it is Re). Seat 0, void in clubs too, may throw its
  // Fox (♦A) on that trick or any plain card: only the Fox gives Re a point.
  const std::vector<std::string> hands = {
      "S9 SK ST H9 H9 HK DA DJ HJ SJ DK D9",
      "SA CQ CA CA CT CT C9 CK HK HA DT S9",
      "HT HT SQ SQ HQ HQ DQ DQ CJ C9 CK SK",
      "ST SA HA CQ CJ SJ HJ DJ DA DT DK D9",
  };
  const std::string script =
      "0:healthy 1:healthy 2:healthy 3:healthy 0:S9 1:SA 2:SK 3:ST 1:CA 2:C9 3:CQ 0:DA";
  const Options options = defaultsOf("doppelkopf");
  const auto fox = reviewtest::scriptedRecord("doppelkopf", options, hands, script);
  const ReviewedDecision thrown = weighLast(fox, 0, 150);
  INFO(explain(thrown));
  CHECK(thrown.chosen == "DA");
  CHECK(thrown.weighed);
  CHECK(thrown.toldApart);
  CHECK(thrown.mark != Mark::Good);
  CHECK(thrown.best != "DA");
  CHECK(thrown.loss >= 0.5);

  const auto kept = reviewtest::withLastAction("doppelkopf", options, hands, script, "H9");
  const ReviewedDecision plain = weighLast(kept, 0, 150);
  INFO(explain(plain));
  CHECK(plain.chosen == "H9");
  CHECK(plain.mark == Mark::Good);
}

TEST_CASE("review: Truc, refusing an offer with a hand that cannot lose is marked", "[review][truc]") {
  // The dealer (relative seat 1) holds three sevens, the highest power: it
  // wins or spoils every trick and so wins the hand whatever comes.
  const std::vector<std::string> hands = {"CA DK HQ", "C7 D7 H7"};
  const std::string script = "0:play 0:offer 1:refuse";
  const Options options = defaultsOf("truc");
  const auto refused = reviewtest::scriptedRecord("truc", options, hands, script);
  const ReviewedDecision wrong = weighLast(refused, 1, 100);
  INFO(explain(wrong));
  CHECK(wrong.chosen == "refuse");
  CHECK(wrong.best == "accept");
  CHECK(wrong.toldApart);
  CHECK(wrong.mark != Mark::Good);

  const auto accepted = reviewtest::withLastAction("truc", options, hands, script, "accept");
  const ReviewedDecision right = weighLast(accepted, 1, 100);
  INFO(explain(right));
  CHECK(right.mark == Mark::Good);
  CHECK(right.loss == 0);
}

TEST_CASE("review: Coiffeur, the Buur spent on a trick the partner already holds is marked", "[review][coiffeur]") {
  // Four players in two teams; relative seat 0 names acorns and leads ♠6.
  // Seat 1 takes it with the shields' Ace, seat 2 follows, and seat 3, the
  // last to play and seat 1's partner, may spend its Buur (the acorns Under,
  // the highest trump) on the trick its team has already won, or follow low.
  const std::vector<std::string> hands = {
      "AA AK AO A9 A8 S6 R6 R7 B6",
      "SA SK SO RA RK BA BK A6 A7",
      "S7 S9 SB RO RU R8 BO BU B8",
      "AU S8 SU R9 RB B9 BB B7 AB",
  };
  const std::string script = "0:acorns 0:S6 1:SA 2:S7 3:AU";
  Options options = defaultsOf("coiffeur");
  REQUIRE_FALSE(options.setText("players", "four-partners"));
  const auto spent = reviewtest::scriptedRecord("coiffeur", options, hands, script);
  const ReviewedDecision wrong = weighLast(spent, 3, 150);
  INFO(explain(wrong));
  CHECK(wrong.chosen == "AU");
  CHECK(wrong.toldApart);
  CHECK(wrong.mark != Mark::Good);
  CHECK(wrong.best != "AU");

  const auto followed = reviewtest::withLastAction("coiffeur", options, hands, script, "S8");
  const ReviewedDecision right = weighLast(followed, 3, 150);
  INFO(explain(right));
  CHECK(right.mark == Mark::Good);
}

TEST_CASE("review: Dobbm, a trump laid away into the Dobb is marked", "[review][dobbm]") {
  // Relative seat 0 bids Dobbm and takes the Dobb: six hearts (trumps) and
  // six low plain cards. Laying away a heart gives up a trump trick; laying
  // away the low acorns makes a void.
  const std::vector<std::string> hands = {
      "HA HK HU H9 H7 A6 L6 B6",
      "AA AT AK LA LT LK BA BT",
      "AO AU A9 LO LU L9 BK BO",
      "HT HO H8 H6 A8 L8 B8 BU",
  };
  const std::string script = "0:dobbm 1:pass 2:pass 3:pass 0:H7";
  const Options options = defaultsOf("dobbm");
  const auto laid = reviewtest::scriptedRecord("dobbm", options, hands, script);
  const ReviewedDecision wrong = weighLast(laid, 0, 150);
  INFO(explain(wrong));
  CHECK(wrong.chosen == "H7");
  CHECK(wrong.toldApart);
  CHECK(wrong.mark != Mark::Good);
  CHECK(wrong.best != "H7");

  const auto kept = reviewtest::withLastAction("dobbm", options, hands, script, "A6");
  const ReviewedDecision right = weighLast(kept, 0, 150);
  INFO(explain(right));
  CHECK(right.mark == Mark::Good);
}
