#include "games/truc/ai/resolving_player.hpp"

#include <numeric>

#include "games/truc/truc_actions.hpp"

namespace kr::truc::ai {

namespace {

// The seat's whole hand of the deal, as HandPairs numbers it: the powers it
// holds and those it has played.
int handIndex(const TrucObservation& obs, const PublicCourse& course) {
  const PowerHand held = powerHand(obs.hand);
  const PowerHand played = at(course.node.played, course.roleOf(obs.seat));
  return multisetIndex(static_cast<PowerHand>(held + played));
}

// How many of the path's actions the trunk takes: up to where trick 2 starts.
std::size_t trunkLength(const PublicCourse& course) {
  PublicNode n = handStart(course.elderScore, course.dealerScore);
  std::size_t k = 0;
  while (k < course.path.size() && inTrunk(n)) n = after(n, at(course.path, static_cast<int>(k++)));
  return k;
}

}  // namespace

ResolvingPlayer::ResolvingPlayer(const TrunkTable& trunk, const RoundValues& values, std::uint64_t seed)
    : trunk_(trunk),
      values_(values),
      rng_(seed),
      fallback_("heuristic", HonestStyle{}, deriveSeed(seed, 1)),
      table_(deriveSeed(seed, 2)) {}

Ranges ResolvingPlayer::rangesAt(const PublicCourse& course, std::size_t rootLength) const {
  Ranges reach = everyHand();
  PublicNode n = handStart(course.elderScore, course.dealerScore);
  for (std::size_t k = 0; k < rootLength; ++k) {
    const int role = n.play.toMove();
    const int a = at(course.path, static_cast<int>(k));
    const std::span<const int> before(course.path.data(), k);
    for (int h = 0; h < kHands; ++h) {
      const auto row = trunk_.row(course.elderScore, course.dealerScore, before, h);
      at(reach[role], h) *= row ? at(*row, a) : 0.0;  // no row: the hand does not fit
    }
    n = after(n, a);
  }
  widenRanges(n, reach);
  return reach;
}

const Subgame* ResolvingPlayer::subgameFor(const PublicCourse& course, std::size_t rootLength,
                                          const DecisionContext& ctx) {
  const std::vector<int> rootPath(course.path.begin(), course.path.begin() + static_cast<std::ptrdiff_t>(rootLength));
  if (solved_.game && solved_.elderScore == course.elderScore && solved_.dealerScore == course.dealerScore &&
      solved_.rootPath == rootPath)
    return solved_.game.get();
  PublicNode root = handStart(course.elderScore, course.dealerScore);
  for (int a : rootPath) root = after(root, a);
  auto game = std::make_unique<Subgame>(root, values_);
  const Ranges reach = rangesAt(course, rootLength);
  constexpr int kChunk = 5;  // iterations between looks at the stop flag
  for (int done = 0; done < kIterations; done += kChunk) {
    if (ctx.stop && ctx.stop->load()) return nullptr;
    game->solve(reach, kChunk, done + 1);
  }
  solved_ = {course.elderScore, course.dealerScore, rootPath, std::move(game)};
  return solved_.game.get();
}

std::optional<ActionRow> ResolvingPlayer::strategy(const TrucObservation& obs, const PublicCourse& course,
                                                   const DecisionContext& ctx) {
  if (!trunk_.covers(course.elderScore, course.dealerScore)) return std::nullopt;
  const int hand = handIndex(obs, course);
  if (inTrunk(course.node)) return trunk_.row(course.elderScore, course.dealerScore, course.path, hand);
  const std::size_t rootLength = trunkLength(course);
  const Subgame* game = subgameFor(course, rootLength, ctx);
  if (!game) return std::nullopt;
  int node = 0;
  for (std::size_t k = rootLength; k < course.path.size() && node >= 0; ++k)
    node = game->child(node, at(course.path, static_cast<int>(k)));
  if (node < 0) return std::nullopt;
  const ActionRow row = game->averageRow(node, hand);
  if (std::accumulate(row.begin(), row.end(), 0.0) <= 0) return std::nullopt;
  return row;
}

Action ResolvingPlayer::choose(const Observation& obs, const DecisionContext& ctx) {
  const auto* o = dynamic_cast<const TrucObservation*>(&obs);
  const auto course = o ? publicCourse(*o) : std::nullopt;
  if (course && !trunk_.covers(course->elderScore, course->dealerScore)) return table_.choose(obs, ctx);
  const auto row = course && !course->node.over() ? strategy(*o, *course, ctx) : std::nullopt;
  if (!row) return fallback_.choose(obs, ctx);
  // Sample a public action by its probability; rounding falls to the last one possible.
  double r = rng_.unit() * std::accumulate(row->begin(), row->end(), 0.0);
  int a = -1;
  for (int k = 0; k < static_cast<int>(row->size()); ++k) {
    if (at(*row, k) <= 0) continue;
    a = k;
    if (r < at(*row, k)) break;
    r -= at(*row, k);
  }
  const Action action = engineAction(course->node, a, o->hand);
  return obs.legal.contains(action) ? action : fallback_.choose(obs, ctx);
}

}  // namespace kr::truc::ai
