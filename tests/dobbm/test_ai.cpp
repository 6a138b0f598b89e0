// The Dobbm computer players: every level plays whole deals with four and
// five players from its observation alone (ALL-2), decisions depend on the
// observation only, the bid, discard and card play make sense, hints carry
// a reason, and a search can be cancelled.
#include <atomic>

#include "ai/hint.hpp"
#include "ai/player.hpp"
#include "core/match.hpp"
#include "games/dobbm/actions.hpp"
#include "games/dobbm/ai/card_play.hpp"
#include "games/dobbm/ai/hand_eval.hpp"
#include "games/dobbm/ai/search_player.hpp"
#include "games/dobbm/discard.hpp"
#include "scenario.hpp"
#include "support/play_with.hpp"
#include "support/scale.hpp"

using namespace kr;
using namespace kr::dobbm;
using namespace kr::dobbm::test;

namespace {

std::unique_ptr<Player> makeLevel(const std::string& kind, std::uint64_t seed, int samples = 6) {
  auto p = makePlayer(kind, dobbmGame(), seed);
  REQUIRE(p);
  if (auto* s = dynamic_cast<ai::SearchPlayer*>(p.get())) s->fixSamples(samples);
  return p;
}


}  // namespace

TEST_CASE("every level plays from its observation with four and five players", "[dobbm][ai]") {
  const std::vector<std::string> kinds = {"beginner", "heuristic", "standard", "strong", "analyst"};
  for (int players : {4, 5}) {
    const Options o = optionsFor(players, true, true, 2);
    auto match = dobbmGame().newMatch(o, 17);
    std::vector<std::unique_ptr<Player>> seated;
    for (int p = 0; p < players; ++p)
      seated.push_back(makeLevel(kinds[static_cast<std::size_t>(p) % kinds.size()], 100 + static_cast<std::uint64_t>(p)));
    int deals = 0;
    while (!match->finished() && deals < kr::test::scaled(12)) {
      REQUIRE_FALSE(match->startDeal());
      std::rotate(seated.begin(), seated.begin() + 1, seated.end());
      kr::test::playDealWith(*match->current(), seated, o, match->seatsToPlayers());
      REQUIRE_FALSE(match->concludeDeal());
      ++deals;
    }
    int sum = 0;
    for (int v : match->totals()) sum += v;
    CHECK(sum == 0);
  }
}

TEST_CASE("a decision depends on the observation only", "[dobbm][ai]") {
  const Options o = optionsFor();
  Scenario s(o, {});
  s.act("0:solo 1:pass 2:pass 3:pass");
  for (int i = 0; i < 6; ++i) {
    ActionList legal;
    s.state().legalActions(s.state().toMove(), legal);
    REQUIRE_FALSE(s.state().apply(s.state().toMove(), legal[0]));
  }
  kr::test::requireDecisionFromObservationOnly(s.state(), o, [](const std::string& kind) { return makeLevel(kind, 9, 20); },
                                               {"heuristic", "standard", "strong"});
}

TEST_CASE("a strong hand declares, a weak one passes", "[dobbm][ai]") {
  const Options o = optionsFor();
  DecisionContext ctx{&dobbmGame(), &o, nullptr, -1};
  Scenario strong(o, {"HA HT HK HO HU LA AA BA"});
  Scenario weak(o, {"L6 L7 L8 A6 A7 A8 B6 B7"});
  auto heuristic = makeLevel("heuristic", 1);
  CHECK(heuristic->choose(*strong.state().observe(0), ctx) == kSolo);
  CHECK(heuristic->choose(*weak.state().observe(0), ctx) == kPass);
  ai::SearchPlayer search(*ai::findLevel("analyst"), 3);
  search.fixSamples(60);
  CHECK(search.choose(*strong.state().observe(0), ctx) != kPass);
  CHECK(search.choose(*weak.state().observe(0), ctx) == kPass);
}

TEST_CASE("the rule-based discard keeps the trumps and obeys the Sau rule", "[dobbm][ai]") {
  const CardSet hand = cardSet("HA HT HK H9 LA LT L7 AK A6 BT B8 B6");
  CardSet discarded;
  CardSet left = hand;
  for (int i = 0; i < 4; ++i) {
    const Card c = ai::discardChoice(left, discarded);
    REQUIRE(mayDiscard(left, discarded, c));
    left.remove(c);
    discarded.add(c);
  }
  CHECK(validDiscard(discarded));
  CHECK((discarded & trumps()).empty());
  CHECK(pointsOf(discarded) >= 14);  // banks points of unguarded tens and kings
}

TEST_CASE("the defenders are partners against the declarer", "[dobbm][ai]") {
  const Options o = optionsFor();
  // Seat 0 declares and leads a low acorn; seat 1 wins with the Sau; seat 3 follows last.
  Scenario s(o, {"A6 H6", "AA", "A7", "AT A8"});
  s.act("0:solo 1:pass 2:pass 3:pass 0:A6 1:AA 2:A7");
  const ai::SeatView v{s.table(), s.state().data().hands[3], 3};
  CHECK(v.allied(1));
  CHECK_FALSE(v.allied(0));
  CHECK(ai::chooseCard(v) == card("AT"));  // smears the ten on the partner's Sau
}

TEST_CASE("a search stops when asked to", "[dobbm][ai]") {
  const Options o = optionsFor();
  Scenario s(o, {});
  auto player = makePlayer("analyst", dobbmGame(), 1);
  std::atomic<bool> stop{true};
  DecisionContext ctx{&dobbmGame(), &o, &stop, -1};
  const auto obs = s.state().observe(0);
  const Action a = player->choose(*obs, ctx);
  CHECK(obs->legal.contains(a));
  CHECK(dynamic_cast<ai::SearchPlayer&>(*player).lastSearch().cancelled);
}

TEST_CASE("the hint names a legal action and a reason", "[dobbm][ai]") {
  const Options o = optionsFor();
  Scenario s(o, {});
  auto player = makeLevel("standard", 5, 10);
  DecisionContext ctx{&dobbmGame(), &o, nullptr, -1};
  const Hint h = dynamic_cast<HintSource&>(*player).hint(*s.state().observe(0), ctx);
  CHECK(s.state().isLegal(0, h.action));
  CHECK_FALSE(h.reasonId.empty());
  CHECK(h.values.size() == 3);
}
