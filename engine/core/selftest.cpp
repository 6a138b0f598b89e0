#include "selftest.hpp"

#include <algorithm>

#include "catalog.hpp"

namespace kr {

namespace {

class Checker {
 public:
  Checker(const Game& game, const SelfTestConfig& config, SelfTestReport& report)
      : game_(game), config_(config), report_(report), rng_(deriveSeed(config.seed, 0xC0FFEE)) {}

  // Runs every per-step check on `state`; false (and report_.failure) on the first failure.
  bool checkStep(const GameState& state, const Options& options, const std::string& where, long long step) {
    where_ = where + " step " + std::to_string(step);
    if (config_.checkClones && !checkClone(state)) return false;
    if (auto broken = state.checkInvariants()) return fail("invariant-broken", *broken);
    const int toMove = state.toMove();
    if (toMove < 0 || toMove >= state.seatCount()) return fail("bad-to-move", std::to_string(toMove));
    for (int seat = 0; seat < state.seatCount(); ++seat) {
      ActionList legal;
      state.legalActions(seat, legal);
      if (!std::is_sorted(legal.begin(), legal.end()) ||
          std::adjacent_find(legal.begin(), legal.end()) != legal.end())
        return fail("legal-actions-unsorted", "seat " + std::to_string(seat));
      if (seat == toMove && legal.empty()) return fail("no-legal-action", "seat to move " + std::to_string(seat));
      if (!legal.empty() && !checkLegalAccepted(state, seat, legal)) return false;
      if (config_.checkIllegal && !checkIllegalRefused(state, seat, legal)) return false;
      const bool sampleNow = config_.sampleEvery > 0 && step % config_.sampleEvery == 0;
      if (!checkObservation(state, options, seat, legal, sampleNow)) return false;
    }
    return true;
  }

  bool fail(std::string code, std::string detail) {
    report_.failure = Error{std::move(code), where_, std::move(detail)};
    return false;
  }

  Rng& rng() { return rng_; }

 private:
  bool checkClone(const GameState& state) {
    auto copy = state.clone();
    if (copy->serialize() != state.serialize()) return fail("clone-differs", "");
    return true;
  }

  bool checkLegalAccepted(const GameState& state, int seat, const ActionList& legal) {
    const Action a = legal[static_cast<int>(rng_.below(static_cast<std::uint32_t>(legal.size())))];
    auto copy = state.clone();
    if (auto e = copy->apply(seat, a)) return fail("legal-action-refused", e->message());
    const auto text = state.actionToString(a);
    if (state.actionFromString(text) != a) return fail("action-text-round-trip", text);
    return true;
  }

  bool checkIllegalRefused(const GameState& state, int seat, const ActionList& legal) {
    for (int tries = 0; tries < 3; ++tries) {
      const Action a = static_cast<Action>(rng_.below(400)) - 20;
      if (legal.contains(a)) continue;
      auto copy = state.clone();
      const std::string before = copy->serialize();
      if (!copy->apply(seat, a)) return fail("illegal-action-accepted", "seat " + std::to_string(seat) + " action " + std::to_string(a));
      if (copy->serialize() != before) return fail("illegal-action-changed-state", std::to_string(a));
    }
    return true;
  }

  bool checkObservation(const GameState& state, const Options& options, int seat, const ActionList& legal,
                        bool sampleNow) {
    const auto obs = state.observe(seat);
    if (obs->seat != seat) return fail("observation-seat", std::to_string(obs->seat));
    if (!std::equal(legal.begin(), legal.end(), obs->legal.begin(), obs->legal.end()))
      return fail("observation-legal-differs", "seat " + std::to_string(seat));
    if (obs->clone()->serialize() != obs->serialize()) return fail("observation-clone-differs", "");
    if (!sampleNow) return true;
    const std::string seen = obs->serialize();
    const auto ownHand = state.hand(seat);
    for (int i = 0; i < config_.samplesPerCheck; ++i) {
      auto sampled = game_.sample(*obs, options, rng_);
      ++report_.samples;
      if (!sampled) return fail("sample-failed", "seat " + std::to_string(seat));
      if (sampled->observe(seat)->serialize() != seen)
        return fail("sample-disagrees-with-observation", "seat " + std::to_string(seat));
      if (sampled->hand(seat) != ownHand) return fail("sample-changed-own-hand", "seat " + std::to_string(seat));
      if (sampled->serialize() != state.serialize()) ++report_.samplesThatDiffered;
    }
    return true;
  }

  const Game& game_;
  const SelfTestConfig& config_;
  SelfTestReport& report_;
  Rng rng_;
  std::string where_;
};

// The action random play takes: sometimes an out-of-turn one.
std::pair<int, Action> randomStep(const GameState& state, double interjectChance, Rng& rng) {
  ActionList legal;
  if (interjectChance > 0 && rng.unit() < interjectChance) {
    const int seat = static_cast<int>(rng.below(static_cast<std::uint32_t>(state.seatCount())));
    if (seat != state.toMove()) {
      state.legalActions(seat, legal);
      if (!legal.empty()) return {seat, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]};
    }
  }
  const int seat = state.toMove();
  state.legalActions(seat, legal);
  return {seat, legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]};
}

std::optional<Error> checkRoundTrip(const Record& record, const Match& match, const GameLookup& lookup,
                                    const std::string& where) {
  const std::string text = writeRecord(record);
  auto parsed = parseRecord(text, lookup);
  if (!parsed) return Error{"record-does-not-parse", where, parsed.error().message()};
  if (writeRecord(parsed.value()) != text) return Error{"record-rewrite-differs", where, ""};
  auto replayed = replayRecord(parsed.value());
  if (!replayed) return Error{"record-does-not-replay", where, replayed.error().message()};
  const Match& again = *replayed.value();
  if (again.totals() != match.totals() || again.sheet().size() != match.sheet().size() ||
      again.endedAfter() != match.endedAfter())
    return Error{"replay-score-differs", where, ""};
  const GameState* a = again.current();
  const GameState* b = match.current();
  if ((a == nullptr) != (b == nullptr) || (a && a->serialize() != b->serialize()))
    return Error{"replay-state-differs", where, ""};
  return std::nullopt;
}

}  // namespace

Options randomOptions(const Game& game, Rng& rng) {
  Options options = game.defaultOptions();
  for (const auto& spec : options.specs()) {
    switch (spec.type) {
      case OptionType::Bool: options.set(spec.id, static_cast<int>(rng.below(2))); break;
      case OptionType::Int: {
        // Small ranges in full; long ones (deal counts) near the low end to keep matches short.
        const int span = std::min(spec.maxValue - spec.minValue, 8);
        options.set(spec.id, spec.minValue + static_cast<int>(rng.below(static_cast<std::uint32_t>(span + 1))));
        break;
      }
      case OptionType::Choice:
        options.set(spec.id, static_cast<int>(rng.below(static_cast<std::uint32_t>(spec.choices.size()))));
        break;
    }
  }
  // Options that exclude each other: the later one goes back to its default,
  // as the settings would not offer it.
  while (auto c = options.conflict())
    for (const auto& spec : options.specs())
      if (spec.id == c->detail) options.set(spec.id, spec.defaultValue);
  return options;
}

SelfTestReport runSelfTest(const Game& game, const SelfTestConfig& config) {
  SelfTestReport report;
  Checker checker(game, config, report);
  const GameLookup lookup = config.lookup ? config.lookup : GameLookup(findGame);
  for (std::uint64_t m = 0; report.deals < config.deals; ++m) {
    Rng rng(deriveSeed(config.seed, m));
    const Options options = config.randomOptions ? randomOptions(game, rng) : game.defaultOptions();
    Record record{&game, options, deriveSeed(config.seed, m + 1000003), {}, {}};
    auto match = game.newMatch(options, record.seed);
    record.seats.assign(static_cast<std::size_t>(match->playerCount()), "random");
    while (!match->finished() && report.deals < config.deals) {
      const std::string where = "match " + std::to_string(m) + " (seed " + std::to_string(record.seed) +
                                ") deal " + std::to_string(match->dealsStarted() + 1);
      if (auto e = match->startDeal()) {
        report.failure = Error{"deal-did-not-start", where, e->message()};
        return report;
      }
      record.deals.emplace_back();
      GameState& state = *match->current();
      long long step = 0;
      const long long midCheck = static_cast<long long>(rng.below(40));
      // The deals whose record is round-tripped, in the middle and at the end.
      const bool roundTrip = config.checkRecords && (report.deals + 1) % std::max(1, config.recordEvery) == 0;
      while (!state.isTerminal()) {
        if (!checker.checkStep(state, options, where, step)) return report;
        if (roundTrip && step == midCheck)
          if (auto e = checkRoundTrip(record, *match, lookup, where)) {
            report.failure = e;
            return report;
          }
        const auto [seat, action] = randomStep(state, config.interjectChance, rng);
        recordAction(record, seat, state, action);
        if (auto e = state.apply(seat, action)) {
          report.failure = Error{"legal-action-refused", where + " step " + std::to_string(step), e->message()};
          return report;
        }
        ++step;
        ++report.actions;
        if (step > 100000) {
          report.failure = Error{"deal-never-ends", where, ""};
          return report;
        }
      }
      if (auto broken = state.checkInvariants()) {
        report.failure = Error{"invariant-broken", where + " at the end", *broken};
        return report;
      }
      // toMove() is -1 exactly when the deal is over (core/game.hpp); before
      // the end checkStep holds it to a seat.
      if (state.toMove() != -1) {
        report.failure = Error{"seat-to-move-after-end", where, std::to_string(state.toMove())};
        return report;
      }
      if (auto e = match->concludeDeal()) {
        report.failure = Error{"deal-not-booked", where, e->message()};
        return report;
      }
      ++report.deals;
      // An open-ended session ends when its players say so: here at random.
      if (match->endable() && rng.below(8) == 0) {
        if (auto e = match->endSession()) {
          report.failure = Error{"session-did-not-end", where, e->message()};
          return report;
        }
        record.endedAfter = match->endedAfter();
      }
      if (roundTrip || (config.checkRecords && match->finished()))
        if (auto e = checkRoundTrip(record, *match, lookup, where)) {
          report.failure = e;
          return report;
        }
    }
  }
  return report;
}

}  // namespace kr
