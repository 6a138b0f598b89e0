// Measurements of the Doppelkopf computer players for docs/ai.md (not a test):
//   kr_dk_ai_tool show [seed]          one deal of rule-based play, action by action
//   kr_dk_ai_tool regret [n] [ms]      how far fast searches fall short of a long one
//   kr_dk_ai_tool speed [seconds]      samples/s, rollouts/s, rule decisions/s
//   kr_dk_ai_tool stats [deals] [seed] what the rule-based player bids and how it fares
//   kr_dk_ai_tool cancel [runs]        how fast a search stops when cancelled
//   kr_dk_ai_tool times KIND [deals]   decision times of a level at its own budget (real choices only)
//   kr_dk_ai_tool agree KIND [deals] [ms]  how often the rule-based player would have acted as KIND did
//                                      (the opponent model of inference.hpp), KIND at every seat,
//                                      searching ms per decision (-1: the level's own budget)
//   kr_dk_ai_tool misere SOLOIST OPPONENTS [deals] [ms]
//                                      how often a soloist of one kind wins misères (DK-15) against
//                                      opponents of another, on hands of misère risk 6 or less
//   kr_dk_ai_tool solos A B [deals] [ms] [min] [max] [free]
//                                      what seat 0 scores with a hand fit for a solo (its best kind
//                                      min to max losers, 0 to 4), declaring that solo, playing the
//                                      normal game, or bidding freely, played by A and by B
//                                      against the rules ("free": bidding freely only)
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "ai/player.hpp"
#include "games/doppelkopf/ai/announce_rules.hpp"
#include "games/doppelkopf/ai/bidding_rules.hpp"
#include "games/doppelkopf/ai/endgame.hpp"
#include "games/doppelkopf/ai/hand_eval.hpp"
#include "games/doppelkopf/ai/heuristic.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/ai/inference.hpp"
#include "games/doppelkopf/ai/levels.hpp"
#include "games/doppelkopf/ai/search_player.hpp"
#include "games/doppelkopf/ai/seat_view.hpp"
#include "games/doppelkopf/game.hpp"
#include "games/doppelkopf/scoring.hpp"
#include "games/doppelkopf/state.hpp"

using namespace kr;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point t) { return std::chrono::duration<double, std::milli>(Clock::now() - t).count(); }

std::unique_ptr<GameState> newDeal(std::uint64_t seed) {
  DealSetup setup;
  setup.seed = seed;
  setup.dealer = static_cast<int>(seed % 4);
  return std::move(dk::doppelkopf().newDeal(dk::doppelkopf().defaultOptions(), setup).value());
}

void heuristicStep(GameState& s) {
  Rng rng(1);
  s.applyUnchecked(s.toMove(), dk::ai::heuristicPolicy(s, s.toMove(), rng), nullptr);
}

// A deal played by the rules until `cards` cards lie in tricks (or it ends).
std::unique_ptr<GameState> position(std::uint64_t seed, int cards) {
  auto s = newDeal(seed);
  while (!s->isTerminal() && (s->phase() != "play" || s->cardsPlayed() < cards)) heuristicStep(*s);
  return s;
}

// One deal played by the rules, printed action by action.
int show(std::uint64_t seed) {
  auto s = newDeal(seed);
  for (int seat = 0; seat < 4; ++seat) {
    std::printf("seat %d:", seat);
    for (Card c : s->hand(seat)) std::printf(" %s", toString(c, DeckStyle::French).c_str());
    std::printf("\n");
  }
  while (!s->isTerminal()) {
    const int mover = s->toMove();
    Rng rng(1);
    const Action a = dk::ai::heuristicPolicy(*s, mover, rng);
    std::printf("%d:%s ", mover, s->actionToString(a).c_str());
    s->applyUnchecked(mover, a, nullptr);
    if (s->phase() == "play" && s->cardsPlayed() % 4 == 0 && s->cardsPlayed() > 0 && dk::isCard(a)) std::printf("\n");
  }
  const DealResult r = s->result();
  std::printf("\n%s  Re %d : Kontra %d  scores %d %d %d %d\n", r.outcome.c_str(), r.figure("re-card-points"),
              r.figure("kontra-card-points"), r.seatScores[0], r.seatScores[1], r.seatScores[2], r.seatScores[3]);
  return 0;
}

// How far fast searches fall short of a long one: the long search's value of
// its best action minus its value of the fast search's choice, averaged over
// positions of rule-based play where the seat has several candidates.
int regret(int positions, int budgetMs) {
  const Options options = dk::doppelkopf().defaultOptions();
  struct Variant {
    const char* name;
    dk::ai::Level level;
  };
  dk::ai::Level pruned = *dk::ai::findLevel("strong-plain");
  pruned.prune = true;
  const std::vector<Variant> variants = {
      {"strong-plain", *dk::ai::findLevel("strong-plain")}, {"plain+prune", pruned}, {"standard", *dk::ai::findLevel("standard")}};
  std::vector<double> total(variants.size(), 0.0);
  std::vector<int> misses(variants.size(), 0);
  int counted = 0;
  for (std::uint64_t seed = 1; counted < positions; ++seed) {
    auto s = position(seed * 7919, static_cast<int>(seed % 40));
    if (s->isTerminal()) continue;
    auto obs = s->observe(s->toMove());
    if (obs->legal.size() < 3) continue;
    DecisionContext ctx{&dk::doppelkopf(), &options, nullptr, -1};
    dk::ai::SearchPlayer reference(*dk::ai::findLevel("strong-plain"), seed);
    reference.fixSamples(1500);
    (void)reference.choose(*obs, ctx);
    const auto values = reference.lastSearch().values;
    double top = -1e9;
    for (const auto& v : values) top = std::max(top, v.mean);
    DecisionContext timed{&dk::doppelkopf(), &options, nullptr, budgetMs};
    for (std::size_t k = 0; k < variants.size(); ++k) {
      dk::ai::SearchPlayer player(variants[k].level, seed + 1);
      (void)player.choose(*obs, timed);
      const auto& last = player.lastSearch();
      double chosen = top;
      for (std::size_t i = 0; i < values.size(); ++i)
        if (last.values.size() == values.size() && i == static_cast<std::size_t>(last.bestIndex)) chosen = values[i].mean;
      total[k] += top - chosen;
      misses[k] += top - chosen > 0.05 ? 1 : 0;
    }
    ++counted;
  }
  for (std::size_t k = 0; k < variants.size(); ++k)
    std::printf("%-14s at %d ms: mean regret %.4f points, off by > 0.05 in %.1f%% of %d positions\n", variants[k].name,
                budgetMs, total[k] / counted, 100.0 * misses[k] / counted, counted);
  return 0;
}

int speed(int seconds) {
  const Options options = dk::doppelkopf().defaultOptions();
  double samples = 0, rollouts = 0, decisions = 0, weighed = 0;
  double sampleMs = 0, rolloutMs = 0, weightMs = 0;
  // Rollouts that solve the last 2, 3 or 4 tricks exactly (endgame.hpp).
  std::array<double, 3> solvedRollouts{}, solvedMs{};
  Rng rng(7);
  const auto end = Clock::now() + std::chrono::seconds(seconds);
  for (std::uint64_t seed = 1; Clock::now() < end; ++seed) {
    auto s = position(seed, static_cast<int>(seed % 24));
    if (s->isTerminal()) continue;
    auto obs = s->observe(s->toMove());
    auto t = Clock::now();
    std::vector<std::unique_ptr<GameState>> sampled;
    for (int i = 0; i < 50; ++i) sampled.push_back(dk::doppelkopf().sample(*obs, options, rng));
    sampleMs += msSince(t);
    samples += 50;
    t = Clock::now();
    for (auto& x : sampled) (void)dk::ai::sampleLikelihood(*x, obs->seat, dk::ai::InferenceModel{});
    weightMs += msSince(t);
    weighed += 50;
    for (std::size_t k = 0; k < solvedMs.size(); ++k) {
      const RolloutPolicy policy = dk::ai::endgamePolicy(static_cast<int>(k) + 2);
      t = Clock::now();
      for (auto& x : sampled) {
        auto y = x->clone();
        while (!y->isTerminal()) y->applyUnchecked(y->toMove(), policy(*y, y->toMove(), rng), nullptr);
        ++solvedRollouts[k];
      }
      solvedMs[k] += msSince(t);
    }
    t = Clock::now();
    for (auto& x : sampled) {
      while (!x->isTerminal()) {
        heuristicStep(*x);
        ++decisions;
      }
      (void)dk::ai::dealValue(*x, 0);
      ++rollouts;
    }
    rolloutMs += msSince(t);
  }
  std::printf("samples/s %.0f  weighed samples/s %.0f  rollouts/s %.0f  rule decisions/s %.0f  (one thread, mid-deal positions)\n",
              samples / sampleMs * 1000, weighed / weightMs * 1000, rollouts / rolloutMs * 1000, decisions / rolloutMs * 1000);
  std::printf("rollouts/s solving the last 2, 3, 4 tricks: %.0f  %.0f  %.0f\n", solvedRollouts[0] / solvedMs[0] * 1000,
              solvedRollouts[1] / solvedMs[1] * 1000, solvedRollouts[2] / solvedMs[2] * 1000);
  return 0;
}

struct Tally {
  int deals = 0;
  double score = 0;  // declarer's (or Re's) score
  int won = 0;
};

int stats(int deals, std::uint64_t seed) {
  std::map<std::string, Tally> byContract;
  std::map<std::string, Tally> byAnnouncement;
  for (int i = 0; i < deals; ++i) {
    auto s = newDeal(deriveSeed(seed, static_cast<std::uint64_t>(i)));
    while (!s->isTerminal()) heuristicStep(*s);
    const dk::Deal& d = static_cast<const dk::DoppelkopfState&>(*s).deal();
    const DealResult r = s->result();
    std::string key = d.isVoid ? "void" : std::string(dk::contractId(d.contract));
    if (d.silentSolo) key = "silent-solo";
    if (d.marriageSolo) key = "marriage-solo";
    const int re = [&] { for (int x = 0; x < 4; ++x) if (d.partyOf(x) == 0) return x; return 0; }();
    Tally& t = byContract[key];
    ++t.deals;
    t.score += r.seatScores[static_cast<std::size_t>(re)];
    t.won += r.outcome == "re-won" ? 1 : 0;
    for (int party = 0; party < 2; ++party) {
      if (d.level[static_cast<std::size_t>(party)] == 0) continue;
      Tally& a = byAnnouncement[(party == 0 ? "re-level-" : "kontra-level-") + std::to_string(d.level[static_cast<std::size_t>(party)])];
      ++a.deals;
      a.won += r.outcome == (party == 0 ? "re-won" : "kontra-won") ? 1 : 0;
    }
  }
  std::printf("%-16s %6s %8s %12s\n", "game", "share", "Re won", "Re score");
  for (const auto& [k, t] : byContract)
    std::printf("%-16s %5.1f%% %7.1f%% %12.2f\n", k.c_str(), 100.0 * t.deals / deals, 100.0 * t.won / std::max(1, t.deals),
                t.score / std::max(1, t.deals));
  for (const auto& [k, t] : byAnnouncement)
    std::printf("%-16s %5.1f%% %7.1f%% won by the announcing party\n", k.c_str(), 100.0 * t.deals / deals,
                100.0 * t.won / std::max(1, t.deals));
  return 0;
}

int cancel(int runs) {
  const Options options = dk::doppelkopf().defaultOptions();
  std::vector<double> latency;
  for (int i = 0; i < runs; ++i) {
    auto s = position(static_cast<std::uint64_t>(100 + i), 0);
    auto obs = s->observe(s->toMove());
    std::atomic<bool> stop{false};
    DecisionContext ctx{&dk::doppelkopf(), &options, &stop, 600000};
    dk::ai::SearchPlayer player(*dk::ai::findLevel("strong"), 1);
    Clock::time_point stopAt;
    std::thread canceller([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      stopAt = Clock::now();
      stop = true;
    });
    (void)player.choose(*obs, ctx);
    const double ms = msSince(stopAt);
    canceller.join();
    latency.push_back(ms);
  }
  std::sort(latency.begin(), latency.end());
  std::printf("cancellation latency over %d searches: median %.2f ms, max %.2f ms\n", runs,
              latency[latency.size() / 2], latency.back());
  return 0;
}

int times(const std::string& kind, int deals) {
  const Options options = dk::doppelkopf().defaultOptions();
  auto player = makePlayer(kind, dk::doppelkopf(), 3);
  if (!player) return std::fprintf(stderr, "unknown kind %s\n", kind.c_str()), 2;
  auto heuristic = makePlayer("heuristic", dk::doppelkopf(), 4);
  DecisionContext ctx{&dk::doppelkopf(), &options, nullptr, -1};
  std::vector<double> ms;
  for (int i = 0; i < deals; ++i) {
    auto s = newDeal(deriveSeed(99, static_cast<std::uint64_t>(i)));
    const int seat = i % 4;
    while (!s->isTerminal()) {
      const int mover = s->toMove();
      auto obs = s->observe(mover);
      const auto t = Clock::now();
      const Action a = (mover == seat ? *player : *heuristic).choose(*obs, ctx);
      // Only real choices: a single legal action is answered without search.
      if (mover == seat && obs->legal.size() > 1) ms.push_back(msSince(t));
      s->applyUnchecked(mover, a, nullptr);
    }
  }
  std::sort(ms.begin(), ms.end());
  double sum = 0;
  for (double x : ms) sum += x;
  std::printf("%s: %zu decisions with a choice, mean %.1f ms, median %.1f ms, p95 %.1f ms, max %.1f ms\n", kind.c_str(), ms.size(),
              sum / static_cast<double>(ms.size()), ms[ms.size() / 2], ms[ms.size() * 95 / 100], ms.back());
  return 0;
}

// How often KIND's actions (at every seat) are the rule-based player's in
// the true deal: the match rates the opponent model's factors stand for.
int agree(const std::string& kind, int deals, int ms) {
  const Options options = dk::doppelkopf().defaultOptions();
  auto player = makePlayer(kind, dk::doppelkopf(), 8);
  if (!player) return std::fprintf(stderr, "unknown kind %s\n", kind.c_str()), 2;
  const DecisionContext ctx{&dk::doppelkopf(), &options, nullptr, ms};
  std::map<std::string, std::array<int, 2>> tally;  // matched, decisions with a choice
  for (int i = 0; i < deals; ++i) {
    auto s = newDeal(deriveSeed(55, static_cast<std::uint64_t>(i)));
    while (!s->isTerminal()) {
      const int mover = s->toMove();
      auto obs = s->observe(mover);
      const Action a = player->choose(*obs, ctx);
      const dk::Deal& d = static_cast<const dk::DoppelkopfState&>(*s).deal();
      if (obs->legal.size() > 1) {
        const bool play = d.phase == dk::Phase::Play;
        std::string key = !play ? "bid" : dk::isCard(a) ? "card" : "announcement";
        bool match = false;
        if (!play) match = dk::ai::heuristicAction(d, mover) == a;
        else if (dk::isCard(a)) match = dk::ai::heuristicAction(d, mover, false) == a;
        else if (dk::isAnnouncement(a)) match = dk::ai::wantsAnnouncement(dk::ai::SeatView(d, mover), dk::announcementLevel(a));
        else key = "other";
        auto& t = tally[key];
        t[0] += match;
        ++t[1];
      }
      s->applyUnchecked(mover, a, nullptr);
    }
  }
  for (const auto& [k, t] : tally)
    std::printf("%-13s %6d decisions with a choice, the rules agree with %s in %.1f%%\n", k.c_str(), t[1], kind.c_str(),
                100.0 * t[0] / std::max(1, t[1]));
  return 0;
}

// DK-15: seat 0 declares a misère (ouvert with risk 3 or less) on a hand fit
// for one; the deal is played out by the two kinds, searches at `ms`.
int misere(const std::string& soloistKind, const std::string& opponentKind, int deals, int ms) {
  Options options = dk::doppelkopf().defaultOptions();
  if (options.setText("misere", "true") || options.setText("misere-ouvert", "true")) return 2;
  const dk::Rules rules = dk::Rules::from(options);
  auto soloist = makePlayer(soloistKind, dk::doppelkopf(), 5);
  auto opponents = makePlayer(opponentKind, dk::doppelkopf(), 6);
  if (!soloist || !opponents) return std::fprintf(stderr, "unknown kind\n"), 2;
  const DecisionContext ctx{&dk::doppelkopf(), &options, nullptr, ms};
  int played = 0, won = 0, open = 0, openWon = 0;
  for (std::uint64_t seed = 1; played < deals; ++seed) {
    DealSetup setup;
    setup.seed = deriveSeed(77, seed);
    setup.dealer = 3;
    auto s = std::move(dk::doppelkopf().newDeal(options, setup).value());
    const auto& d = static_cast<const dk::DoppelkopfState&>(*s).deal();
    const double risk = dk::ai::misereRisk(d.hands[0], rules);
    if (risk > 6) continue;
    const bool ouvert = risk <= 3;
    for (const char* bid : {"reservation", "healthy", "healthy", "healthy"}) s->applyUnchecked(s->toMove(), *s->actionFromString(bid), nullptr);
    s->applyUnchecked(0, *s->actionFromString(ouvert ? "solo:misere-ouvert" : "solo:misere"), nullptr);
    while (!s->isTerminal()) {
      const int mover = s->toMove();
      auto obs = s->observe(mover);
      s->applyUnchecked(mover, (mover == 0 ? *soloist : *opponents).choose(*obs, ctx), nullptr);
    }
    const bool soloistWon = s->result().seatScores[0] > 0;
    ++played;
    won += soloistWon;
    open += ouvert;
    openWon += ouvert && soloistWon;
  }
  std::printf("soloist %s, opponents %s, %d ms: %d misères, soloist won %d (%.1f%% ± %.1f), ouvert %d of them, won %d\n",
              soloistKind.c_str(), opponentKind.c_str(), ms, played, won, 100.0 * won / played,
              196.0 * std::sqrt(won * (played - won) / static_cast<double>(played)) / played, open, openWon);
  return 0;
}

// Seat 0's score on deal `s` with its bids forced and its cards played by
// `player`, the other seats by the rules.
struct ForcedPlay {
  double score = 0;
  bool declaredSolo = false;  // seat 0 ended up the declared soloist
};
ForcedPlay playForced(std::unique_ptr<GameState> s, const std::vector<std::string>& bids, Player& player, const DecisionContext& ctx) {
  for (const std::string& bid : bids) s->applyUnchecked(s->toMove(), *s->actionFromString(bid), nullptr);
  Rng rng(3);
  while (!s->isTerminal()) {
    const int mover = s->toMove();
    auto obs = s->observe(mover);
    s->applyUnchecked(mover, mover == 0 ? player.choose(*obs, ctx) : dk::ai::heuristicPolicy(*s, mover, rng), nullptr);
  }
  const auto& d = static_cast<const dk::DoppelkopfState&>(*s).deal();
  return {static_cast<double>(s->result().seatScores[0]), dk::isDeclaredSolo(d.contract) && d.declarer == 0};
}

// Whether a searching level's own play gains more in a solo than in the
// normal game over the rules' play that its rollouts assume, and what it
// bids: seat 0 gets a hand whose best solo has minLosers to maxLosers losers
// and plays it freely, then (unless freeOnly) as that solo and as the normal
// game, once by each kind.
int solos(const std::string& kindA, const std::string& kindB, int deals, int ms, double minLosers, double maxLosers, bool freeOnly) {
  const Options options = dk::doppelkopf().defaultOptions();
  const dk::Rules rules = dk::Rules::from(options);
  auto a = makePlayer(kindA, dk::doppelkopf(), 5);
  auto b = makePlayer(kindB, dk::doppelkopf(), 6);
  if (!a || !b) return std::fprintf(stderr, "unknown kind\n"), 2;
  const DecisionContext ctx{&dk::doppelkopf(), &options, nullptr, ms};
  // solo A, solo B, normal A, normal B, free A, free B
  std::map<int, std::array<std::vector<double>, 6>> byLosers;
  std::map<int, std::array<int, 2>> freeSolos;  // how often A and B bid a solo when free
  int dealt = 0;
  for (std::uint64_t seed = 1, played = 0; played < static_cast<std::uint64_t>(deals); ++seed) {
    DealSetup setup;
    setup.seed = deriveSeed(88, seed);
    setup.dealer = 3;
    auto fresh = [&] { return std::move(dk::doppelkopf().newDeal(options, setup).value()); };
    const auto probe = fresh();
    const auto& d = static_cast<const dk::DoppelkopfState&>(*probe).deal();
    const dk::ai::SoloChoice best = dk::ai::bestSolo(d.hands[0], rules);
    ++dealt;
    if (best.kind < 0 || best.losers < minLosers || best.losers > maxLosers) continue;
    ++played;
    const std::string solo = probe->actionToString(dk::kSoloBase + best.kind);
    const std::vector<std::string> soloBids{"reservation", "healthy", "healthy", "healthy", solo};
    const std::vector<std::string> normalBids{"healthy", "healthy", "healthy", "healthy"};
    auto& row = byLosers[static_cast<int>(std::floor(best.losers))];
    for (int k = 0; k < 2; ++k) {
      const ForcedPlay free = playForced(fresh(), {}, k == 0 ? *a : *b, ctx);
      row[4 + k].push_back(free.score);
      freeSolos[static_cast<int>(std::floor(best.losers))][static_cast<std::size_t>(k)] += free.declaredSolo;
    }
    if (freeOnly) continue;
    row[0].push_back(playForced(fresh(), soloBids, *a, ctx).score);
    row[1].push_back(playForced(fresh(), soloBids, *b, ctx).score);
    row[2].push_back(playForced(fresh(), normalBids, *a, ctx).score);
    row[3].push_back(playForced(fresh(), normalBids, *b, ctx).score);
  }
  auto mean = [](const std::vector<double>& v) {
    double sum = 0;
    for (double x : v) sum += x;
    return v.empty() ? 0.0 : sum / static_cast<double>(v.size());
  };
  auto interval = [&](const std::vector<double>& v) {
    const double m = mean(v);
    double var = 0;
    for (double x : v) var += (x - m) * (x - m);
    const double half = v.size() < 2 ? 0 : 1.96 * std::sqrt(var / static_cast<double>(v.size() - 1) / static_cast<double>(v.size()));
    return std::array<double, 3>{m, m - half, m + half};
  };
  // The paired gains of A over B: bidding freely, and in the solo minus in the normal game.
  std::vector<double> freeGain, soloGain;
  std::printf("seat 0's mean score; A = %s, B = %s; free: bidding freely (how many solos)\n", kindA.c_str(), kindB.c_str());
  std::printf("losers  deals  solo A  solo B  normal A  normal B  free A (solos)  free B (solos)\n");
  for (const auto& [losers, r] : byLosers) {
    const auto& f = freeSolos[losers];
    std::printf("%d-%d  %5zu  %+6.2f  %+6.2f  %+8.2f  %+8.2f  %+6.2f (%3d)  %+6.2f (%3d)\n", losers, losers + 1, r[4].size(), mean(r[0]),
                mean(r[1]), mean(r[2]), mean(r[3]), mean(r[4]), f[0], mean(r[5]), f[1]);
    for (std::size_t i = 0; i < r[0].size(); ++i) soloGain.push_back((r[0][i] - r[1][i]) - (r[2][i] - r[3][i]));
    for (std::size_t i = 0; i < r[4].size(); ++i) freeGain.push_back(r[4][i] - r[5][i]);
  }
  const auto f = interval(freeGain);
  std::printf("%s over %s, bidding freely: %+.2f [%+.2f, %+.2f] per deal, %zu of %d deals, %d ms\n", kindA.c_str(), kindB.c_str(), f[0],
              f[1], f[2], freeGain.size(), dealt, ms);
  if (freeOnly) return 0;
  const auto g = interval(soloGain);
  std::printf("%s over %s, in the solo minus in the normal game: %+.2f [%+.2f, %+.2f] per deal\n", kindA.c_str(), kindB.c_str(), g[0],
              g[1], g[2]);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string cmd = argc > 1 ? argv[1] : "";
  auto arg = [&](int i, long fallback) { return argc > i ? std::atol(argv[i]) : fallback; };
  if (cmd == "show") return show(static_cast<std::uint64_t>(arg(2, 1)));
  if (cmd == "regret") return regret(static_cast<int>(arg(2, 100)), static_cast<int>(arg(3, 20)));
  if (cmd == "speed") return speed(static_cast<int>(arg(2, 5)));
  if (cmd == "stats") return stats(static_cast<int>(arg(2, 20000)), static_cast<std::uint64_t>(arg(3, 1)));
  if (cmd == "cancel") return cancel(static_cast<int>(arg(2, 20)));
  if (cmd == "times" && argc > 2) return times(argv[2], static_cast<int>(arg(3, 20)));
  if (cmd == "agree" && argc > 2) return agree(argv[2], static_cast<int>(arg(3, 100)), static_cast<int>(arg(4, 30)));
  if (cmd == "misere" && argc > 3) return misere(argv[2], argv[3], static_cast<int>(arg(4, 200)), static_cast<int>(arg(5, 30)));
  if (cmd == "solos" && argc > 3)
    return solos(argv[2], argv[3], static_cast<int>(arg(4, 200)), static_cast<int>(arg(5, 30)), static_cast<double>(arg(6, 0)),
                 static_cast<double>(arg(7, 4)), argc > 8 && std::string(argv[8]) == "free");
  std::fprintf(stderr, "usage: kr_dk_ai_tool show|regret|speed|stats|cancel|times KIND|agree KIND|misere SOLOIST OPPONENTS|solos A B\n");
  return 2;
}
