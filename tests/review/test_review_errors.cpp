// The deal review refuses what it cannot review with an error that names
// it, keeps to the seat's knowledge (ALL-2), and its JSON reads back.
#include <catch2/catch.hpp>

#include <atomic>

#include "core/game.hpp"
#include "core/game_registry.hpp"
#include "core/match.hpp"
#include "review/deal_review.hpp"
#include "review/review_json.hpp"
#include "review_support.hpp"

using namespace kr;
using reviewtest::randomRecord;

namespace {

const Game& dk() {
  for (const Game* g : implementedGames())
    if (g->id() == "doppelkopf") return *g;
  throw std::logic_error("no doppelkopf");
}

ReviewConfig quick(int deal = 0) {
  ReviewConfig c;
  c.deal = deal;
  c.player = 0;
  c.samples = 4;
  return c;
}

}  // namespace

TEST_CASE("review: a record that does not replay is refused with the replay's error", "[review]") {
  Record r = randomRecord("doppelkopf", dk().defaultOptions(), 3, 1);
  // The last card of the deal replaced by the first, played long before.
  auto& actions = r.deals[0].actions;
  auto firstCard = std::find_if(actions.begin(), actions.end(), [](const RecordedAction& a) { return a.action.size() == 2; });
  REQUIRE(firstCard != actions.end());
  actions.back().action = firstCard->action;
  const auto review = reviewDeal(r, quick());
  REQUIRE_FALSE(review.ok());
  CHECK(review.error().code == "illegal-action");
  CHECK(review.error().where.find("deals[0].actions[") != std::string::npos);
}

TEST_CASE("review: an unfinished deal, a missing deal or player are named", "[review]") {
  Record r = randomRecord("doppelkopf", dk().defaultOptions(), 4, 2);
  Record unfinished = r;
  unfinished.deals[1].actions.resize(10);
  auto a = reviewDeal(unfinished, quick(1));
  REQUIRE_FALSE(a.ok());
  CHECK(a.error().code == "deal-unfinished");
  // Without a deal named, the last finished one is reviewed.
  ReviewConfig last = quick(-1);
  auto b = reviewDeal(unfinished, last);
  REQUIRE(b.ok());
  CHECK(b.value().deal == 0);

  auto c = reviewDeal(r, quick(7));
  REQUIRE_FALSE(c.ok());
  CHECK(c.error().code == "no-such-deal");
  ReviewConfig stranger = quick();
  stranger.player = 6;
  auto d = reviewDeal(r, stranger);
  REQUIRE_FALSE(d.ok());
  CHECK(d.error().code == "no-such-player");
}

TEST_CASE("review: a player who sat the deal out decided nothing", "[review]") {
  Options five = dk().defaultOptions();
  REQUIRE_FALSE(five.setText("players", "5"));
  Record r = randomRecord("doppelkopf", five, 5, 1);
  auto match = replayRecord(r);
  REQUIRE(match.ok());
  const auto& sitting = match.value()->sheet().at(0).players;
  int out = -1;
  for (int p = 0; p < 5; ++p)
    if (std::find(sitting.begin(), sitting.end(), p) == sitting.end()) out = p;
  REQUIRE(out >= 0);
  ReviewConfig c = quick();
  c.player = out;
  const auto review = reviewDeal(r, c);
  REQUIRE_FALSE(review.ok());
  CHECK(review.error().code == "no-decision");
}

TEST_CASE("review: a cancelled review stops with an error", "[review]") {
  Record r = randomRecord("doppelkopf", dk().defaultOptions(), 6, 1);
  std::atomic<bool> stop{true};
  ReviewConfig c = quick();
  c.stop = &stop;
  const auto review = reviewDeal(r, c);
  REQUIRE_FALSE(review.ok());
  CHECK(review.error().code == "cancelled");
}

TEST_CASE("review: every game's decisions are weighed with intervals and a mark", "[review]") {
  for (const Game* g : implementedGames()) {
    INFO(g->id());
    Record r = randomRecord(g->id(), g->defaultOptions(), 8, 1);
    int progress = 0;
    ReviewConfig c = quick();
    c.progress = [&](int done, int total) {
      CHECK(done == ++progress);
      CHECK(total >= done);
    };
    const auto review = reviewDeal(r, c);
    INFO((review ? std::string("ok") : review.error().message()));
    REQUIRE(review.ok());
    const DealReview& v = review.value();
    REQUIRE_FALSE(v.decisions.empty());
    CHECK(progress == static_cast<int>(v.decisions.size()));
    for (const ReviewedDecision& d : v.decisions) {
      INFO("action " << d.index << " " << d.chosen);
      REQUIRE_FALSE(d.options.empty());
      CHECK(d.best == d.options.front().action);
      CHECK(d.loss >= 0);
      for (const ReviewedOption& o : d.options) {
        CHECK(o.low <= o.value);
        CHECK(o.value <= o.high);
        CHECK(o.loss >= 0);
      }
      if (!d.toldApart) CHECK(d.mark == Mark::Good);
      if (d.weighed) CHECK(d.lossLow <= d.loss);
    }
  }
}

TEST_CASE("review: the weighing sees only the seat's knowledge (ALL-2)", "[review]") {
  // Two deals in which the reviewed seat holds the same cards and the other
  // hands differ: its first bid is weighed alike.
  Record r = randomRecord("doppelkopf", dk().defaultOptions(), 9, 1);
  auto match = replayRecord(r);
  REQUIRE(match.ok());
  Record explicitDeal = r;
  RecordedDeal& deal = explicitDeal.deals[0];
  // The match's own first deal, with its hands written out.
  auto fresh = replayRecord([&] {
    Record start = r;
    start.deals[0].actions.clear();
    return start;
  }());
  REQUIRE(fresh.ok());
  const GameState& start = *fresh.value()->current();
  deal.hands.clear();
  for (int s = 0; s < start.seatCount(); ++s) deal.hands.push_back(start.hand(s));
  const int first = start.toMove();
  // The first bid only: the other seats' hands are swapped around.
  deal.actions.resize(1);
  REQUIRE(deal.actions[0].seat == first);
  Record swapped = explicitDeal;
  const int a = (first + 1) % 4, b = (first + 2) % 4;
  std::swap(swapped.deals[0].hands[static_cast<std::size_t>(a)], swapped.deals[0].hands[static_cast<std::size_t>(b)]);
  ReviewConfig c = quick();
  c.player = first;
  auto finishOf = [&](Record rec) {
    // Every later action: the seat to move takes its first legal action.
    auto m = replayRecord(rec);
    REQUIRE(m.ok());
    GameState& st = *m.value()->current();
    while (!st.isTerminal()) {
      const int seat = st.toMove();
      const auto obs = st.observe(seat);
      recordAction(rec, seat, st, obs->legal[0]);
      REQUIRE_FALSE(st.apply(seat, obs->legal[0]));
    }
    return rec;
  };
  c.onlyAction = 0;
  const auto one = reviewDeal(finishOf(explicitDeal), c);
  const auto two = reviewDeal(finishOf(swapped), c);
  REQUIRE(one.ok());
  REQUIRE(two.ok());
  REQUIRE(one.value().decisions.size() == 1);
  REQUIRE(two.value().decisions.size() == 1);
  const auto& x = one.value().decisions[0].options;
  const auto& y = two.value().decisions[0].options;
  REQUIRE(x.size() == y.size());
  for (std::size_t i = 0; i < x.size(); ++i) {
    CHECK(x[i].action == y[i].action);
    CHECK(x[i].value == y[i].value);
  }
}

TEST_CASE("review: the JSON reads back, and a broken one is refused by field", "[review]") {
  Record r = randomRecord("truc", [] {
    for (const Game* g : implementedGames())
      if (g->id() == "truc") return g->defaultOptions();
    throw std::logic_error("no truc");
  }(), 12, 2);
  ReviewConfig c = quick();
  auto review = reviewDeal(r, c);
  REQUIRE(review.ok());
  const std::string text = reviewsToJson({review.value()}, reviewEngineVersion());
  std::string engine;
  auto back = reviewsFromJson(text, &engine);
  REQUIRE(back.ok());
  CHECK(engine == reviewEngineVersion());
  REQUIRE(back.value().size() == 1);
  const DealReview& v = back.value()[0];
  CHECK(v.unit == Unit::RoundChance);
  REQUIRE(v.decisions.size() == review.value().decisions.size());
  for (std::size_t i = 0; i < v.decisions.size(); ++i) {
    CHECK(v.decisions[i].chosen == review.value().decisions[i].chosen);
    CHECK(v.decisions[i].mark == review.value().decisions[i].mark);
    CHECK(v.decisions[i].options.size() == review.value().decisions[i].options.size());
  }
  CHECK(reviewsToJson(back.value(), reviewEngineVersion()) == text);

  auto broken = reviewsFromJson("{\"format\":\"kartenrunde-review\",\"engine\":\"x\",\"deals\":[],\"decisions\":[{}]}");
  REQUIRE_FALSE(broken.ok());
  CHECK(broken.error().code == "bad-review");
  CHECK(broken.error().where == "decisions[0].deal");
  CHECK_FALSE(reviewsFromJson("not json").ok());
}
