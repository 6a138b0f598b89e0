#include "solver.hpp"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <thread>

#include "core/rng.hpp"

namespace kr::truc::cfr {

namespace {

int scoreIn(int bucket, Rng& rng) {
  std::array<int, kTarget> scores{};
  int n = 0;
  for (int s = 0; s < kTarget; ++s)
    if (ai::scoreBucket(s) == bucket) scores[static_cast<std::size_t>(n++)] = s;
  return scores[rng.below(static_cast<std::uint32_t>(n))];
}

// Three cards each from a shuffled deck: card i has power i / 4.
std::array<PowerHand, kSeats> deal(Rng& rng) {
  std::array<int, kDeckSize> deck{};
  for (int i = 0; i < kDeckSize; ++i) deck[static_cast<std::size_t>(i)] = i;
  std::array<PowerHand, kSeats> hands{};
  for (int i = 0; i < 2 * kHandSize; ++i) {
    const auto j = static_cast<std::size_t>(i) + rng.below(static_cast<std::uint32_t>(kDeckSize - i));
    std::swap(deck[static_cast<std::size_t>(i)], deck[j]);
    auto& hand = hands[static_cast<std::size_t>(i % 2)];
    hand = ai::withCard(hand, deck[static_cast<std::size_t>(i)] / kCopies);
  }
  return hands;
}

}  // namespace

std::vector<std::pair<int, int>> pairsOf(int group) {
  int g = 0;
  for (int a = 0; a < ai::kScoreBuckets; ++a)
    for (int b = a; b < ai::kScoreBuckets; ++b, ++g)
      if (g == group) return a == b ? std::vector<std::pair<int, int>>{{a, b}} : std::vector<std::pair<int, int>>{{a, b}, {b, a}};
  return {};
}

void regretMatching(const float* regret, const Moves& m, std::array<double, 4>& sigma) {
  double total = 0;
  for (int i = 0; i < m.count; ++i) total += std::max(0.0f, regret[m.slot[static_cast<std::size_t>(i)]]);
  for (int i = 0; i < m.count; ++i)
    sigma[static_cast<std::size_t>(i)] =
        total > 0 ? std::max(0.0f, regret[m.slot[static_cast<std::size_t>(i)]]) / total : 1.0 / m.count;
}

Solver::Solver(SolverConfig config) : config_(config), values_(RoundValues::race()) {
  for (int k = 0; k < ai::kDecisionKinds; ++k) {
    Table& t = tables_[static_cast<std::size_t>(k)];
    const auto d = static_cast<Decision>(k);
    t.width = d == Decision::Turn ? ai::kTurnSlots : 2;
    t.regret.assign(ai::infosetCount(d) * static_cast<std::size_t>(t.width), 0.0f);
    t.sum.assign(t.regret.size(), 0.0f);
  }
}

void Solver::run(const std::function<void(const std::string&)>& progress) {
  for (int phase = 0; phase < config_.phases; ++phase) {
    for (auto& t : tables_) std::fill(t.sum.begin(), t.sum.end(), 0.0f);
    stats_ = {};
    std::atomic<int> next{0};
    auto worker = [&] {
      for (int g = next++; g < kGroups; g = next++) trainPair(g, phase);
    };
    std::vector<std::thread> threads;
    for (int i = 1; i < config_.threads; ++i) threads.emplace_back(worker);
    worker();
    for (auto& t : threads) t.join();
    for (std::size_t c = 0; c < stats_.size(); ++c) {
      double total = 0;
      for (double v : stats_[c]) total += v;
      for (int o = 0; o < kOutcomes; ++o)
        outcomes_[c][static_cast<std::size_t>(o)] = total > 0 ? stats_[c][static_cast<std::size_t>(o)] / total : 0.0;
    }
    // The last phase's values stay: they define the game the strategy solved.
    const RoundValues estimate = RoundValues::fromOutcomes(outcomes_);
    if (phase + 1 < config_.phases) values_ = estimate;
    if (progress)
      progress("phase " + std::to_string(phase + 1) + " of " + std::to_string(config_.phases) +
               " done; elder's chance at 0:0 is " + std::to_string(estimate.elder[0][0]));
  }
}

void Solver::trainPair(int group, int phase) {
  Rng rng(deriveSeed(config_.seed, static_cast<std::uint64_t>(phase * 100 + group)));
  const auto pairs = pairsOf(group);
  const long long iterations = phase + 1 == config_.phases ? config_.iterations : std::max(1LL, config_.iterations / 4);
  for (long long it = 1; it <= iterations; ++it) {
    // Outcome frequencies come from the second half of the phase.
    const bool collect = it > iterations / 2;
    for (auto [elderBucket, dealerBucket] : pairs) {
      const int elderScore = scoreIn(elderBucket, rng);
      const int dealerScore = scoreIn(dealerBucket, rng);
      const auto hands = deal(rng);
      const Node start = startNode(elderScore, dealerScore, hands[0], hands[1]);
      Stats* stats = collect ? &stats_[static_cast<std::size_t>(elderBucket * ai::kScoreBuckets + dealerBucket)] : nullptr;
      walk(start, 0, 1.0, 1.0, static_cast<float>(it), stats);
      walk(start, 1, 1.0, 1.0, static_cast<float>(it), nullptr);
    }
  }
}

double Solver::walk(const Node& n, int traverser, double reachSelf, double reachOther, float weight, Stats* stats) {
  if (n.terminal()) {
    if (stats) (*stats)[static_cast<std::size_t>(outcomeOf(n))] += reachSelf * reachOther;
    const double elder = elderValue(n, values_);
    return traverser == 0 ? elder : 1.0 - elder;
  }
  const int seat = n.play.toMove();
  const Moves m = movesAt(n);
  const auto key = ai::infoKey(n.play, seat, n.hands[static_cast<std::size_t>(seat)]);
  Table& t = table(m.kind);
  float* regret = &t.regret[static_cast<std::size_t>(key->index) * static_cast<std::size_t>(t.width)];
  std::array<double, 4> sigma{};
  regretMatching(regret, m, sigma);
  if (seat != traverser) {
    double v = 0;
    for (int i = 0; i < m.count; ++i) {
      const double s = sigma[static_cast<std::size_t>(i)];
      if (s > 0) v += s * walk(after(n, m, m.slot[static_cast<std::size_t>(i)]), traverser, reachSelf, reachOther * s, weight, stats);
    }
    return v;
  }
  std::array<double, 4> values{};
  double v = 0;
  for (int i = 0; i < m.count; ++i) {
    const double s = sigma[static_cast<std::size_t>(i)];
    values[static_cast<std::size_t>(i)] =
        walk(after(n, m, m.slot[static_cast<std::size_t>(i)]), traverser, reachSelf * s, reachOther, weight, stats);
    v += s * values[static_cast<std::size_t>(i)];
  }
  float* sum = &t.sum[static_cast<std::size_t>(key->index) * static_cast<std::size_t>(t.width)];
  for (int i = 0; i < m.count; ++i) {
    const auto slot = static_cast<std::size_t>(m.slot[static_cast<std::size_t>(i)]);
    // CFR+: regrets never fall below zero.
    regret[slot] = std::max(0.0f, regret[slot] + static_cast<float>(reachOther * (values[static_cast<std::size_t>(i)] - v)));
    sum[slot] += weight * static_cast<float>(reachSelf * sigma[static_cast<std::size_t>(i)]);
  }
  return v;
}

std::uint64_t Solver::fingerprint() const {
  std::uint64_t h = 14695981039346656037ull;
  auto mix = [&](const std::vector<float>& values) {
    for (float f : values) {
      std::uint32_t bits = 0;
      std::memcpy(&bits, &f, sizeof bits);
      h = (h ^ bits) * 1099511628211ull;
    }
  };
  for (const Table& t : tables_) {
    mix(t.regret);
    mix(t.sum);
  }
  return h;
}

bool Solver::average(ai::InfoKey key, std::array<double, 4>& out) const {
  const Table& t = tables_[static_cast<std::size_t>(key.kind)];
  const float* sum = &t.sum[static_cast<std::size_t>(key.index) * static_cast<std::size_t>(t.width)];
  double total = 0;
  for (int s = 0; s < t.width; ++s) total += sum[s];
  out = {};
  if (total <= 0) return false;
  for (int s = 0; s < t.width; ++s) out[static_cast<std::size_t>(s)] = sum[s] / total;
  return true;
}

}  // namespace kr::truc::cfr
