#include "match.hpp"

#include "tricks.hpp"

namespace kr::dobbm {

DobbmMatch::DobbmMatch(const Game& game, const Options& options, std::uint64_t seed)
    : Match(game, options, seed, Rules::from(options).players), rules_(Rules::from(options)) {}

bool DobbmMatch::finished() const {
  if (!dealsDone()) return false;
  return !rules_.mussrunde || mussDone_ == (1 << playerCount()) - 1;
}

DealSetup DobbmMatch::prepareDeal(std::vector<int>& seatPlayers) const {
  DealSetup setup;
  // With five the dealer sits out (DK-10, DB-2, DB-6).
  setup.dealer = seatAroundDealer(kSeats, seatPlayers);
  // DB-7: in the Mussrunde the player at the dealer's left must declare.
  if (closing()) setup.context[kForcedKey] = (setup.dealer + 1) % kSeats;
  return setup;
}

void DobbmMatch::bookDeal(const GameState& /*deal*/, ScoreRow& row) {
  const DealResult& r = row.result;
  const auto& players = row.players;
  for (std::size_t s = 0; s < kSeats; ++s) row.deltas[static_cast<std::size_t>(players[s])] = r.seatScores[s];
  if (rules_.sittingOut()) row.deltas[static_cast<std::size_t>(dealer())] = r.figure("sitting-out");
  const int declarer = r.figure("declarer", -1);
  if (declarer < 0) {
    // DB-2: four players, the same dealer again; five, the deal passes left.
    if (rules_.sittingOut()) setDealer(next(dealer()));
    return;
  }
  const int player = players[static_cast<std::size_t>(declarer)];
  if (closing()) mussDone_ |= 1 << player;
  else ++counted_;
  setDealer(player);  // DB-1: the declarer deals the next deal
}

}  // namespace kr::dobbm
