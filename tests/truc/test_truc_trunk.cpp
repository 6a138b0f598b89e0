// Truc's trunk table (issue #35; engine/games/truc/ai/trunk_table.hpp and
// tools/truc-cfr/trunk_writer.hpp): the layout, the round trip, the faults
// the decoder names, and the rows a whole-hand solve gives.
#include <catch2/catch.hpp>

#include <sstream>

#include "games/truc/ai/trunk_table.hpp"
#include "report.hpp"
#include "report_output.hpp"
#include "resolving.hpp"
#include "trunk_fixtures.hpp"
#include "trunk_writer.hpp"

using namespace kr;
using namespace kr::truc;
using namespace kr::truc::ai;

namespace {

// A strategy that differs by score, node, hand and action, so that a row
// read from the wrong place shows.
ActionRow madeUp(int score, int node, int hand) {
  ActionRow p{};
  for (int a = 0; a < static_cast<int>(p.size()); ++a) p[static_cast<std::size_t>(a)] = 1 + (score * 7 + node * 13 + hand * 5 + a * 11) % 17;
  return p;
}

// The made-up strategy's probabilities over the actions hand h may take at the node.
ActionRow normalised(const TrunkShape::Node& n, int hand, ActionRow p) {
  const int seat = n.state.play.toMove();
  double sum = 0;
  for (int a = 0; a < static_cast<int>(p.size()); ++a) {
    const bool legal = a < publicActions(n.state.play) && mayTake(n.state.play, n.state.remaining(seat, hand), a);
    if (!legal) p[static_cast<std::size_t>(a)] = 0;
    sum += p[static_cast<std::size_t>(a)];
  }
  for (double& x : p) x /= sum;
  return p;
}

std::vector<std::uint8_t> madeUpTable() {
  std::vector<std::vector<std::uint8_t>> rows;
  for (int score = 0; score < kTrunkScores; ++score) {
    const TrunkShape shape(score / kTarget, score % kTarget);
    rows.push_back(trunkRows(shape, [&](int node, int hand) { return madeUp(score, node, hand); }));
  }
  return trunkBytes(rows);
}

void setChecksum(std::vector<std::uint8_t>& bytes) {
  const std::uint32_t sum = fnv1a(std::span(bytes).first(bytes.size() - 4));
  for (int i = 0; i < 4; ++i) bytes[bytes.size() - 4 + static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(sum >> (8 * i));
}

// 11:11 has the smallest whole hand (1.76 M public nodes): solved once, 5
// iterations, for the tests that read a trunk from it.
const Subgame& wholeHandAtElevenAll() {
  static const Subgame whole = [] {
    Subgame g(handStart(11, 11), builtInRoundValues());
    g.solve(everyHand(), 5);
    return g;
  }();
  return whole;
}

// Where the rows start: after the magic, the version and one flag per score.
constexpr std::size_t kRowsStart = 8 + kTrunkScores;

std::string faultOf(const std::vector<std::uint8_t>& bytes) {
  const auto t = TrunkTable::decode(bytes);
  REQUIRE_FALSE(t);
  return t.error().message();
}

}  // namespace

TEST_CASE("a score's trunk is the new-hands question and trick 1, depth first", "[truc][ai][trunk]") {
  const TrunkShape shape(8, 8);
  const auto& nodes = shape.nodes();
  REQUIRE(nodes.size() > 10);
  CHECK(nodes[0].state.play.phase == Phase::NewHands);
  CHECK(shape.find({}) == 0);
  std::size_t rows = 0;
  for (std::size_t id = 0; id < nodes.size(); ++id) {
    const auto& n = nodes[id];
    CHECK(inTrunk(n.state));
    for (int i = 0; i < n.taken.count; ++i) {
      const PublicNode next = after(n.state, n.taken.action[static_cast<std::size_t>(i)]);
      const int child = n.child[static_cast<std::size_t>(i)];
      CHECK((child >= 0) == inTrunk(next));
      if (child >= 0) CHECK(child > static_cast<int>(id));  // depth first: children after their parent
    }
    for (int at : n.rowAt) rows += at >= 0 ? 1 : 0;
  }
  CHECK(rows > 0);
  // Keep the hand, the elder leads its power 3: the dealer's answer to that.
  const int node = shape.find(std::vector<int>{1, 3});
  REQUIRE(node > 0);
  CHECK(nodes[static_cast<std::size_t>(node)].state.play.mover == 1);
  CHECK(nodes[static_cast<std::size_t>(node)].state.play.ledPower == 3);
  CHECK(shape.find(std::vector<int>{1, 3, 2, 5}) == -1);  // trick 1 is over: the subgame's
  CHECK(shape.find(std::vector<int>{7}) == -1);           // no such answer to the new-hands question
}

TEST_CASE("a trunk table gives back every score's rows to within a 255th", "[truc][ai][trunk]") {
  const auto bytes = madeUpTable();
  const auto t = TrunkTable::decode(bytes);
  REQUIRE(t);
  for (int score : {0, 8 * kTarget + 8, kTrunkScores - 1}) {
    const int a = score / kTarget, b = score % kTarget;
    const TrunkShape& shape = t.value().shape(a, b);
    // Walk the tree by paths and compare each row with what was written.
    std::vector<std::pair<std::vector<int>, int>> stack{{{}, 0}};
    int compared = 0;
    while (!stack.empty()) {
      auto [path, id] = stack.back();
      stack.pop_back();
      REQUIRE(shape.find(path) == id);
      const auto& n = shape.nodes()[static_cast<std::size_t>(id)];
      const int seat = n.state.play.toMove();
      for (int hand : HandPairs::get().holding(n.state.played[static_cast<std::size_t>(seat)])) {
        const auto row = t.value().row(a, b, path, hand);
        REQUIRE(row);
        const ActionRow want = normalised(n, hand, madeUp(score, id, hand));
        const bool single = std::count_if(want.begin(), want.end(), [](double p) { return p > 0; }) == 1;
        double sum = 0;
        for (std::size_t k = 0; k < want.size(); ++k) {
          CHECK((*row)[k] == Approx(single ? (want[k] > 0 ? 1.0 : 0.0) : want[k]).margin(1.0 / 255));
          if (want[k] == 0) CHECK((*row)[k] == 0);
          sum += (*row)[k];
        }
        CHECK(sum == Approx(1.0));
        ++compared;
      }
      for (int i = 0; i < n.taken.count; ++i) {
        if (n.child[static_cast<std::size_t>(i)] < 0) continue;
        auto next = path;
        next.push_back(n.taken.action[static_cast<std::size_t>(i)]);
        stack.push_back({next, n.child[static_cast<std::size_t>(i)]});
      }
    }
    CHECK(compared > 100);
  }
  // A hand that does not fit what its seat has played has no row: keep, the
  // elder leads power 3, the dealer offers; the elder answers, so its hand
  // holds a 3, and hand 0 holds none.
  const std::vector<int> answer{1, 3, kOfferAction};
  REQUIRE(t.value().shape(0, 0).find(answer) > 0);
  REQUIRE(countOf(HandPairs::get().hand[0], 3) == 0);
  CHECK_FALSE(t.value().row(0, 0, answer, 0));
  CHECK_FALSE(t.value().row(12, 0, {}, 0));  // no such score
}

TEST_CASE("a trunk table may cover some scores only", "[truc][ai][trunk]") {
  // The generator writes the scores it has solved so far (--trunk-solved-only).
  auto rows = truc::test::evenTrunkRows();
  for (int score = 0; score < kTrunkScores; ++score)
    if (score % 3 != 0) at(rows, score).clear();
  const auto t = TrunkTable::decode(trunkBytes(rows));
  REQUIRE(t);
  for (int score = 0; score < kTrunkScores; ++score) {
    const int a = score / kTarget, b = score % kTarget;
    INFO(a << ":" << b);
    CHECK(t.value().covers(a, b) == (score % 3 == 0));
    CHECK(t.value().row(a, b, {}, 0).has_value() == (score % 3 == 0));
  }
  CHECK_FALSE(t.value().covers(12, 0));
  CHECK_FALSE(t.value().covers(0, -1));
  const auto none = TrunkTable::decode(trunkBytes({}));
  REQUIRE(none);
  CHECK_FALSE(none.value().covers(0, 0));
}

TEST_CASE("a damaged trunk table is refused with the fault named", "[truc][ai][trunk]") {
  const auto good = madeUpTable();
  REQUIRE(TrunkTable::decode(good));

  auto flipped = good;
  flipped[100] ^= 1;
  CHECK_THAT(faultOf(flipped), Catch::Contains("checksum"));

  auto magic = good;
  magic[0] = 'X';
  setChecksum(magic);
  CHECK_THAT(faultOf(magic), Catch::Contains("not a Truc trunk table"));

  auto version = good;
  version[4] = 9;
  setChecksum(version);
  CHECK_THAT(faultOf(version), Catch::Contains("version"));

  auto shorter = good;
  shorter.erase(shorter.begin() + kRowsStart + 50);
  setChecksum(shorter);
  CHECK_THAT(faultOf(shorter), Catch::Contains("truncated"));

  auto longer = good;
  longer.insert(longer.end() - 4, std::uint8_t{0});
  setChecksum(longer);
  CHECK_THAT(faultOf(longer), Catch::Contains("extra bytes"));

  // The first row of 0:0 (the elder's new-hands question): two bytes that sum to 255.
  auto unbalanced = good;
  unbalanced[kRowsStart] = static_cast<std::uint8_t>(unbalanced[kRowsStart] + 1);
  setChecksum(unbalanced);
  CHECK_THAT(faultOf(unbalanced), Catch::Contains("score 0:0"));
  CHECK_THAT(faultOf(unbalanced), Catch::Contains("do not sum to 1"));

  // The flag of 0:1, which says whether the table covers it, is neither 0 nor 1.
  auto flag = good;
  flag[8 + 1] = 2;
  setChecksum(flag);
  CHECK_THAT(faultOf(flag), Catch::Contains("score 0:1"));
  CHECK_THAT(faultOf(flag), Catch::Contains("not 0 or 1"));

  // A flag cleared: the rows of that score are then too many.
  auto uncovered = good;
  uncovered[8 + 1] = 0;
  setChecksum(uncovered);
  CHECK_THAT(faultOf(uncovered), Catch::Contains("extra bytes"));

  CHECK_THAT(faultOf({1, 2, 3}), Catch::Contains("too short"));
}

TEST_CASE("the trunk of a whole-hand solve is the solve's own strategy in 255ths", "[truc][ai][trunk]") {
  const Subgame& whole = wholeHandAtElevenAll();
  const TrunkShape shape(11, 11);
  auto rows = test::evenTrunkRows();
  rows[static_cast<std::size_t>(11 * kTarget + 11)] = cfr::trunkFromWholeHand(whole, shape);
  const auto t = TrunkTable::decode(trunkBytes(rows));
  REQUIRE(t);
  // Along one line of play: keep, the elder offers, the dealer accepts, then
  // the elder's card; each row as the solve has it.
  std::vector<int> path;
  int node = 0;
  for (int action : {1, kOfferAction, 0}) {
    path.push_back(action);
    node = whole.child(node, action);
    REQUIRE(node > 0);
  }
  int checked = 0;
  for (int hand : HandPairs::get().holding(0)) {
    const auto row = t.value().row(11, 11, path, hand);
    REQUIRE(row);
    const ActionRow want = whole.averageRow(node, hand);
    for (std::size_t a = 0; a < want.size(); ++a) CHECK((*row)[a] == Approx(want[a]).margin(1.0 / 255));
    ++checked;
  }
  CHECK(checked == kHands);
}

TEST_CASE("trick 1 read from the trunk table measures as the whole-hand solve it came from", "[truc][ai][trunk]") {
  const auto& values = builtInRoundValues();
  const Subgame& whole = wholeHandAtElevenAll();
  auto rows = test::evenTrunkRows();
  rows[static_cast<std::size_t>(11 * kTarget + 11)] = cfr::trunkFromWholeHand(whole, TrunkShape(11, 11));
  const auto trunk = TrunkTable::decode(trunkBytes(rows));
  REQUIRE(trunk);
  const cfr::StrategyFn table = cfr::tableStrategy(StrategyTable::builtIn().value());
  cfr::ResolvingConfig config;
  config.mode = cfr::Resolving::Unsafe;
  config.iterations = 1;
  config.wholeHand = &whole;
  const cfr::ResolvedHand exact = cfr::evaluateResolved(11, 11, values, table, config);
  config.wholeHand = nullptr;
  config.trunk = &trunk.value();
  const cfr::ResolvedHand read = cfr::evaluateResolved(11, 11, values, table, config);
  CHECK(read.subgames == exact.subgames);
  // 255ths cost a little: 17.09 against 17.54 milli-rounds after 10 iterations.
  INFO(1000 * exact.exploitability() << " against " << 1000 * read.exploitability() << " milli-rounds");
  CHECK(read.exploitability() == Approx(exact.exploitability()).margin(0.001));
}

TEST_CASE("the report of the re-solving Expert gives the walk's figure, without a self-play value", "[truc][ai][trunk]") {
  const auto& values = builtInRoundValues();
  cfr::ReportConfig config;
  config.scores = {{11, 11}};
  config.oneTrick = false;
  config.trunk = &test::evenTrunk();
  config.resolveIterations = 1;
  const cfr::Report report = cfr::computeReport(StrategyTable::builtIn().value(), values, config);
  REQUIRE(report.scores.size() == 1);
  cfr::ResolvingConfig resolving;
  resolving.mode = cfr::Resolving::Unsafe;
  resolving.iterations = 1;
  resolving.trunk = config.trunk;
  const cfr::ResolvedHand walked =
      cfr::evaluateResolved(11, 11, values, cfr::tableStrategy(StrategyTable::builtIn().value()), resolving);
  CHECK(report.scores[0].table.exploitability() == Approx(walked.exploitability()).epsilon(1e-12));
  const nlohmann::json j = cfr::reportJson(report);
  CHECK(j["table_checksum"].get<std::string>().size() == 10);
  CHECK_FALSE(j["scores"][0].contains("non_dealer_value"));
  CHECK(j["scores"][0]["re_solved"].get<bool>());
  std::ostringstream markdown;
  cfr::printMarkdown(markdown, j);
  CHECK_THAT(markdown.str(), Catch::Contains("| 11:11 | –"));
}

TEST_CASE("at a score its trunk does not cover the Expert's report is the table's", "[truc][ai][trunk]") {
  const auto& values = builtInRoundValues();
  const auto& table = StrategyTable::builtIn().value();
  const auto uncovered = TrunkTable::decode(trunkBytes({}));
  REQUIRE(uncovered);
  cfr::ReportConfig config;
  config.scores = {{11, 11}};
  config.oneTrick = false;
  const cfr::Report tableReport = cfr::computeReport(table, values, config);
  config.trunk = &uncovered.value();
  const cfr::Report expert = cfr::computeReport(table, values, config);
  REQUIRE(expert.scores.size() == 1);
  CHECK(expert.expert);
  CHECK_FALSE(expert.scores[0].resolved);
  CHECK(expert.scores[0].table.exploitability() == tableReport.scores[0].table.exploitability());
  const nlohmann::json j = cfr::reportJson(expert);
  CHECK(j["expert"].get<bool>());
  CHECK_FALSE(j["scores"][0]["re_solved"].get<bool>());
  std::ostringstream markdown;
  cfr::printMarkdown(markdown, j);
  CHECK_THAT(markdown.str(), Catch::Contains("| 11:11 (the table) |"));
  CHECK_THAT(markdown.str(), Catch::Contains("re-solved. Round values: the non-dealer at 0:0 wins the round with"));
}
