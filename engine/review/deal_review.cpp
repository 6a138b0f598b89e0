#include "review/deal_review.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "ai/hint.hpp"
#include "ai/player.hpp"
#include "core/match.hpp"
#include "review/deal_start.hpp"

namespace kr {

namespace {

constexpr double kZ95 = 1.96;

Error reviewError(std::string code, std::string where, std::string detail) {
  return Error{std::move(code), std::move(where), std::move(detail)};
}

Unit unitOf(const Game& game, const Options& options) {
  if (game.id() == "truc") return Unit::RoundChance;
  if (game.id() == "coiffeur") return game.playerCount(options) == 3 ? Unit::Marks : Unit::Tens;
  return Unit::Points;
}

// One weighed option before the losses are known.
struct Weighed {
  ReviewedOption option;
  double stdError = 0;
  double gapStdError = -1;  // paired with the search's best; -1: unknown
};

// The options of one decision as the analyst weighed them, best first: a
// label that stands for several plans (a contract with either start) keeps
// its best plan, since the seat chooses the rest later.
std::vector<ReviewedOption> weighedOptions(const GameState& state, const Hint& hint) {
  std::map<std::string, Weighed> byAction;
  for (const ActionValue& v : hint.values) {
    if (v.visits <= 0) continue;
    Weighed w;
    w.option.action = state.actionToString(v.action);
    if (v.takes >= 0) w.option.takes = state.actionToString(v.takes);
    w.option.value = v.mean;
    w.option.samples = v.visits;
    w.stdError = std::max(0.0, v.stdError);
    w.gapStdError = v.gapStdError;
    auto [it, fresh] = byAction.try_emplace(w.option.action, w);
    if (!fresh && w.option.value > it->second.option.value) it->second = w;
  }
  std::vector<Weighed> sorted;
  for (auto& [action, w] : byAction) sorted.push_back(w);
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const Weighed& a, const Weighed& b) { return a.option.value > b.option.value; });
  std::vector<ReviewedOption> out;
  for (const Weighed& w : sorted) {
    ReviewedOption o = w.option;
    o.low = o.value - kZ95 * w.stdError;
    o.high = o.value + kZ95 * w.stdError;
    o.loss = sorted.front().option.value - o.value;
    // A gap measured on the same deals is far surer than either value; where
    // the search kept none, the two values' own errors.
    const double se = w.gapStdError >= 0 ? w.gapStdError : std::hypot(w.stdError, sorted.front().stdError);
    o.lossLow = o.loss - kZ95 * se;
    o.lossHigh = o.loss + kZ95 * se;
    out.push_back(o);
  }
  return out;
}

// The chosen action's option: itself, or the best plan that starts with it
// (a reservation stands for the solo the seat then declared or could have).
const ReviewedOption* chosenOption(const std::vector<ReviewedOption>& options, const std::string& chosen) {
  for (const ReviewedOption& o : options)
    if (o.action == chosen) return &o;
  for (const ReviewedOption& o : options)  // best first
    if (o.takes == chosen) return &o;
  return nullptr;
}

}  // namespace

ReviewSummary DealReview::summary() const {
  ReviewSummary s;
  for (const ReviewedDecision& d : decisions) {
    ++s.decisions;
    if (d.weighed) s.totalLoss += d.loss;
    switch (d.mark) {
      case Mark::Inaccuracy: ++s.inaccuracies; break;
      case Mark::Mistake: ++s.mistakes; break;
      case Mark::Blunder: ++s.blunders; break;
      case Mark::Good: break;
    }
  }
  s.marked = s.inaccuracies + s.mistakes + s.blunders;
  return s;
}

Expected<DealReview> reviewDeal(const Record& record, const ReviewConfig& config) {
  if (!record.game) return reviewError("bad-record", "game", "no game");
  const Game& game = *record.game;
  // The whole record must replay, so that a review never reads a broken one.
  const auto whole = replayRecord(record);
  if (!whole) return whole.error();
  const int deals = static_cast<int>(record.deals.size());
  const int dealIndex = config.deal >= 0 ? config.deal : lastFinishedDeal(record, *whole.value());
  if (dealIndex < 0 || dealIndex >= deals)
    return reviewError("no-such-deal", "deal", std::to_string(config.deal) + " (the record has " + std::to_string(deals) + " deals)");
  const int player = config.player >= 0 ? config.player : defaultPlayer(record);
  if (player >= static_cast<int>(record.seats.size()))
    return reviewError("no-such-player", "seat", std::to_string(player) + " (the record has " + std::to_string(record.seats.size()) + " seats)");

  auto started = matchAtDealStart(record, dealIndex);
  if (!started) return started.error();
  Match& match = *started.value();
  GameState& state = *match.current();
  const auto& players = match.seatsToPlayers();
  const auto at = std::find(players.begin(), players.end(), player);
  if (at == players.end())
    return reviewError("no-decision", "seat", "player " + std::to_string(player) + " sits out deal " + std::to_string(dealIndex));
  const int seat = static_cast<int>(at - players.begin());

  // Where the player decided: its turns with more than one legal action.
  // (Announcements made out of turn have no "say nothing" to weigh against.)
  const auto& actions = record.deals[static_cast<std::size_t>(dealIndex)].actions;
  std::vector<std::unique_ptr<GameState>> before(actions.size());
  std::vector<std::size_t> decisionAt;
  auto replay = state.clone();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    const auto& a = actions[i];
    const bool wanted = config.onlyAction < 0 || config.onlyAction == static_cast<int>(i);
    if (wanted && a.seat == seat && replay->toMove() == seat && replay->observe(seat)->legal.size() > 1) {
      before[i] = replay->clone();
      decisionAt.push_back(i);
    }
    if (auto e = replay->applyText(a.seat, a.action)) return *e;
  }
  if (!replay->isTerminal()) return reviewError("deal-unfinished", "deal", std::to_string(dealIndex));
  if (decisionAt.empty())
    return reviewError("no-decision", "seat", "player " + std::to_string(player) + " had no choice in deal " + std::to_string(dealIndex));

  DealReview review;
  review.game = std::string(game.id());
  review.deal = dealIndex;
  review.player = player;
  review.seat = seat;
  review.unit = unitOf(game, record.options);
  review.budgetMs = config.budgetMs;
  review.result = replay->result().seatScores[static_cast<std::size_t>(seat)];
  const MarkThresholds thresholds = markThresholds(game.id(), review.unit);

  const std::string kind = analystKind(game);
  int done = 0;
  for (std::size_t i : decisionAt) {
    if (config.stop && config.stop->load()) return reviewError("cancelled", "review", "");
    const GameState& now = *before[i];
    const auto obs = now.observe(seat);  // only what the seat knew (ALL-2)
    auto analyst = makePlayer(kind, game, deriveSeed(config.seed, i));
    auto* source = dynamic_cast<HintSource*>(analyst.get());
    if (!source) return reviewError("no-analyst", "game", std::string(game.id()));
    const DecisionContext ctx{&game, &record.options, config.stop, config.budgetMs, true, config.samples};
    const Hint hint = source->hint(*obs, ctx);
    if (config.stop && config.stop->load()) return reviewError("cancelled", "review", "");

    ReviewedDecision d;
    d.deal = dealIndex;
    d.index = static_cast<int>(i);
    d.seat = seat;
    d.phase = std::string(now.phase());
    d.chosen = actions[i].action;
    d.options = weighedOptions(now, hint);
    d.reason = hint.reasonId;
    d.reasonPercent = hint.reasonPercent;
    if (!d.options.empty()) d.best = d.options.front().action;
    if (const ReviewedOption* c = chosenOption(d.options, d.chosen)) {
      d.weighed = true;
      d.loss = std::max(0.0, c->loss);
      d.lossLow = c->lossLow;
      d.lossHigh = c->lossHigh;
      d.expected = c->value;
      // The chosen plan is the best one: nothing was lost.
      d.toldApart = c->action != d.best && d.lossLow > 0;
      d.mark = markFor(d.loss, d.toldApart, thresholds);
    }
    review.decisions.push_back(std::move(d));
    if (config.progress) config.progress(++done, static_cast<int>(decisionAt.size()));
  }
  return review;
}

}  // namespace kr
