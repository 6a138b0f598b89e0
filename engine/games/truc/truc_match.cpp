#include "truc_match.hpp"

namespace kr::truc {

TrucMatch::TrucMatch(const Game& game, Options options, std::uint64_t seed)
    : Match(game, std::move(options), seed, kSeats) {}

bool TrucMatch::finished() const { return roundsWon_[0] >= kRoundsToWin || roundsWon_[1] >= kRoundsToWin; }

int TrucMatch::winner() const {
  for (int p = 0; p < kSeats; ++p)
    if (roundsWon_[static_cast<std::size_t>(p)] >= kRoundsToWin) return p;
  return -1;
}

DealSetup TrucMatch::prepareDeal(std::vector<int>& seatPlayers) const {
  seatPlayers = {0, 1};  // two players: seat and player coincide
  DealSetup setup;
  setup.dealer = dealer();
  setup.context = {{"score-0", roundScore_[0]},
                   {"score-1", roundScore_[1]},
                   {"rounds-0", roundsWon_[0]},
                   {"rounds-1", roundsWon_[1]}};
  return setup;
}

void TrucMatch::bookDeal(const GameState& /*deal*/, ScoreRow& row) {
  DealResult& r = row.result;
  row.deltas = r.seatScores;
  const int handRound = round_;
  int roundWinner = -1;
  for (int p = 0; p < kSeats; ++p) {
    roundScore_[static_cast<std::size_t>(p)] += r.seatScores[static_cast<std::size_t>(p)];
    // Ruling TR-5: 12 points win the round; an accepted remainder decides it (TR-4).
    if (roundScore_[static_cast<std::size_t>(p)] >= kTarget) roundWinner = p;
  }
  r.figures.push_back({"round", handRound});
  r.figures.push_back({"round-score-0", roundScore_[0]});
  r.figures.push_back({"round-score-1", roundScore_[1]});
  if (roundWinner >= 0) {
    ++roundsWon_[static_cast<std::size_t>(roundWinner)];
    roundScore_ = {};
    ++round_;
  }
  r.figures.push_back({"round-winner", roundWinner});
  r.figures.push_back({"rounds-won-0", roundsWon_[0]});
  r.figures.push_back({"rounds-won-1", roundsWon_[1]});
  // Ruling TR-5: the deal alternates after every hand; a short-stock
  // reshuffle inside the hand swapped the roles already (TR-2).
  setDealer(1 - r.figure("dealer"));
}

}  // namespace kr::truc
