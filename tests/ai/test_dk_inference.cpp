// The opponent model of the Strong level: sampled deals in which the other
// seats acted as the rule-based player would are more likely.
#include <catch2/catch.hpp>

#include "dk_support.hpp"
#include "games/doppelkopf/ai/inference.hpp"

using namespace kr;
using namespace aitest;

TEST_CASE("a healthy bid with both club queens and a weak hand makes a deal unlikely", "[ai][doppelkopf]") {
  const Options options = dkOptions();
  const dk::ai::InferenceModel model;
  // Seat 1 holds both ♣Q and a weak hand: the rules would marry, not play silently.
  auto silent = dealOf({"HT HT SQ SQ HQ HQ DQ DQ CA CA SA SA", "CQ CQ D9 D9 C9 C9 CK CK S9 S9 SK SK",
                        "CJ CJ SJ SJ HJ DJ DA DT CT CT ST HA", "HJ DJ DA DT DK DK ST HA HK HK H9 H9"},
                       options);
  act(*silent, "healthy healthy healthy healthy");
  CHECK(dk::ai::sampleLikelihood(*silent, 0, model) == Approx(model.bidMismatch));
  // The same bids where nobody holds both ♣Q: every bid is what the rules say.
  const std::array<std::string, 4> normal = {"HT HT SQ SQ HQ HQ DQ DQ CA CA SA SA", "CQ DK D9 D9 C9 C9 CK CK S9 S9 SK SK",
                                             "CJ CJ SJ SJ HJ DJ DA DT CT CT ST HA", "CQ HJ DJ DA DT DK ST HA HK HK H9 H9"};
  auto plain = dealOf(normal, options);
  act(*plain, "healthy healthy healthy healthy");
  CHECK(dk::ai::sampleLikelihood(*plain, 0, model) == Approx(1.0));
  // Cards the rules would not play lower the weight; the deciding seat's own actions never count.
  auto played = dealOf(normal, options);
  act(*played, "healthy healthy healthy healthy CA CK CT H9");
  const double seen0 = dk::ai::sampleLikelihood(*played, 0, model);
  CHECK(seen0 < 1.0);
  CHECK(seen0 >= model.cardMismatch * model.cardMismatch * model.cardMismatch);
}
