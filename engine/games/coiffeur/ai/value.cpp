#include "value.hpp"

#include <algorithm>
#include <array>

#include "games/coiffeur/actions.hpp"
#include "games/coiffeur/game.hpp"
#include "heuristic.hpp"

namespace kr::coiffeur::ai {

namespace {

constexpr int kBaselineDeals = 256;

std::vector<int> simulate(Way way, Contract c) {
  Options options = coiffeurGame().defaultOptions();
  options.set("players", static_cast<int>(way));
  const Rules rules = Rules::from(options);
  std::vector<int> points;
  Rng rng(0xBA5E + static_cast<std::uint64_t>(c));
  for (int i = 0; i < kBaselineDeals; ++i) {
    DealSetup setup;
    setup.seed = deriveSeed(0xBA5E11, static_cast<std::uint64_t>(i));
    setup.dealer = rules.seats() - 1;  // seat 0 names first
    auto deal = coiffeurGame().newDeal(options, setup);
    GameState& s = *deal.value();
    s.applyUnchecked(0, nameAction(c), nullptr);
    while (!s.isTerminal()) s.applyUnchecked(s.toMove(), heuristicPolicy(s, s.toMove(), rng), nullptr);
    points.push_back(contractScore(static_cast<const CoiffeurState&>(s).table()).points);
  }
  std::sort(points.begin(), points.end());
  return points;
}

struct Baselines {
  std::array<std::array<std::vector<int>, kContracts>, 3> points;
  Baselines() {
    for (int w = 0; w < 3; ++w) {
      const Rules r{static_cast<Way>(w), false};
      for (int c = 0; c < kContracts; ++c)
        if (r.contracts() & (1U << c)) points[static_cast<std::size_t>(w)][static_cast<std::size_t>(c)] = simulate(r.way, static_cast<Contract>(c));
    }
  }
};

// Chance that an average hand scores below x (ties count half).
double below(const std::vector<int>& sample, int x) {
  const auto lo = std::lower_bound(sample.begin(), sample.end(), x);
  const auto hi = std::upper_bound(sample.begin(), sample.end(), x);
  return (static_cast<double>(lo - sample.begin()) + 0.5 * static_cast<double>(hi - lo)) / static_cast<double>(sample.size());
}

// Three players: the declarer's marks for x points against the other two
// columns (their board entry, or an average hand still to come), relative to
// the mean of the others' marks: first place 1.5 × m, last −1.5 × m (CJ-3).
double threeValue(const Table& t, int column, Contract c, int x, MatchKind kind, const std::vector<int>& sample) {
  double pHigh = 1, pLow = 1;
  for (int other = 0; other < 3; ++other) {
    if (other == column) continue;
    const int y = t.board[static_cast<std::size_t>(other)][static_cast<std::size_t>(c)];
    const double beats = y >= 0 ? (x > y ? 1.0 : x == y ? 0.5 : 0.0) : below(sample, x);
    pHigh *= beats;
    pLow *= 1 - beats;
  }
  const double match = kind == MatchKind::Match ? 3 : kind == MatchKind::Reverse ? -3 : 0;
  return 1.5 * markValue(c) * (pHigh - pLow) + match;
}

MatchKind kindOf(int points) {
  return points >= kDealPoints + kMatchBonus ? MatchKind::Match : points == 0 ? MatchKind::Reverse : MatchKind::None;
}

}  // namespace

const std::vector<int>& baselinePoints(Way way, Contract c) {
  static const Baselines baselines;
  return baselines.points[static_cast<std::size_t>(way)][static_cast<std::size_t>(c)];
}

namespace {

// The value of scoring x in contract c for the column, before the average is taken off.
double rawValue(const Table& t, int column, Contract c, int x, MatchKind kind) {
  if (t.rules.way != Way::Three) return multipliedScore(x, c);
  return threeValue(t, column, c, x, kind, baselinePoints(t.rules.way, c));
}

}  // namespace

DealValuer::DealValuer(const Table& t) {
  for (int column = 0; column < t.rules.columns(); ++column)
    for (int c = 0; c < kContracts; ++c) {
      if (!(t.rules.contracts() & (1U << c))) continue;
      const std::vector<int>& sample = baselinePoints(t.rules.way, static_cast<Contract>(c));
      double sum = 0;
      for (int y : sample) sum += rawValue(t, column, static_cast<Contract>(c), y, kindOf(y));
      average_[static_cast<std::size_t>(column)][static_cast<std::size_t>(c)] = sum / static_cast<double>(sample.size());
    }
}

double DealValuer::surplus(const Table& t, int declarer, Contract c, int points, MatchKind kind) const {
  const int column = t.rules.columnOf(declarer);
  return rawValue(t, column, c, points, kind) - average_[static_cast<std::size_t>(column)][static_cast<std::size_t>(c)];
}

double DealValuer::operator()(const GameState& state, int seat) const {
  const Table& t = static_cast<const CoiffeurState&>(state).table();
  const ContractScore s = contractScore(t);
  const double gain = surplus(t, t.declarer, t.contract, s.points, s.match);
  if (t.sameSide(seat, t.declarer)) return gain;
  return -gain / (t.rules.columns() - 1);
}

}  // namespace kr::coiffeur::ai
