#include "match.hpp"

namespace kr {

Match::Match(const Game& game, Options options, std::uint64_t seed, int players)
    : game_(&game), options_(std::move(options)), seed_(seed), players_(players),
      totals_(static_cast<std::size_t>(players), 0) {}

std::optional<Error> Match::startDeal(const std::vector<std::vector<Card>>* hands,
                                      const std::vector<Card>* rest, std::optional<std::uint64_t> seed) {
  if (finished()) return Error{"match-over", "deal " + std::to_string(dealsStarted_ + 1), {}};
  if (current_ && !current_->isTerminal())
    return Error{"deal-in-progress", "deal " + std::to_string(dealsStarted_), {}};
  std::vector<int> seatPlayers;
  DealSetup setup = prepareDeal(seatPlayers);
  setup.seed = seed ? *seed : dealSeed(dealsStarted_);
  if (hands) setup.hands = *hands;
  if (rest) setup.rest = *rest;
  auto deal = game_->newDeal(options_, setup);
  if (!deal) return deal.error();
  current_ = std::move(deal.value());
  currentSeed_ = setup.seed;
  seatPlayers_ = std::move(seatPlayers);
  ++dealsStarted_;
  return std::nullopt;
}

std::optional<Error> Match::restartDeal(const std::vector<std::vector<Card>>* hands,
                                        const std::vector<Card>* rest, std::optional<std::uint64_t> seed) {
  if (!current_) return Error{"no-deal", "deal " + std::to_string(dealsStarted_ + 1), "no deal to deal again"};
  // Nothing was booked: prepareDeal() seats the same players around the same dealer.
  auto before = std::move(current_);
  --dealsStarted_;
  if (auto e = startDeal(hands, rest, seed)) {
    current_ = std::move(before);
    ++dealsStarted_;
    return e;
  }
  return std::nullopt;
}

int Match::seatAroundDealer(int seats, std::vector<int>& seatPlayers) const {
  seatPlayers.clear();
  if (players_ == seats) {
    for (int p = 0; p < seats; ++p) seatPlayers.push_back(p);
    return dealer_;
  }
  for (int i = 1; i <= seats; ++i) seatPlayers.push_back((dealer_ + i) % players_);
  return seats - 1;
}

int Match::winner() const {
  if (!finished() || totals_.empty()) return -1;
  int best = 0;
  bool shared = false;
  for (int p = 1; p < players_; ++p) {
    if (totals_[p] > totals_[best]) {
      best = p;
      shared = false;
    } else if (totals_[p] == totals_[best]) {
      shared = true;
    }
  }
  return shared ? -1 : best;
}

std::optional<Error> Match::endSession() {
  if (!endable()) return Error{"cannot-end", "deal " + std::to_string(dealsStarted_), "the session has a fixed length"};
  if (current_) return Error{"deal-in-progress", "deal " + std::to_string(dealsStarted_), {}};
  endedAfter_ = dealsStarted_;  // the game reads it (finished(), its closing round)
  return std::nullopt;
}

std::optional<Error> Match::concludeDeal() {
  if (!current_ || !current_->isTerminal())
    return Error{"deal-not-over", "deal " + std::to_string(dealsStarted_), {}};
  ScoreRow row;
  row.deal = dealsStarted_;
  row.players = seatPlayers_;
  row.dealer = dealer_;
  row.result = current_->result();
  row.deltas.assign(static_cast<std::size_t>(players_), 0);
  bookDeal(*current_, row);
  for (std::size_t p = 0; p < totals_.size(); ++p) totals_[p] += row.deltas[p];
  row.totals = totals_;
  sheet_.push_back(std::move(row));
  current_.reset();
  return std::nullopt;
}

}  // namespace kr
