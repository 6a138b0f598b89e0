#pragma once
// A Dobbm session: the declarer of a deal deals the next (DB-1); all pass:
// four players the same dealer again, five the next with the Stockerl
// (DB-2); with five the dealer sits out and pays or is paid like a defender
// (DB-6); the session ends after its deals, or an open-ended one when the
// players say so, with the option the compulsory round (Mussrunde, DB-7)
// first. The sheet holds the running balance per
// player, zero-sum.
#include "core/match.hpp"
#include "rules.hpp"

namespace kr::dobbm {

// The deal context key naming the seat that must declare (DB-7).
constexpr const char* kForcedKey = "forced";

class DobbmMatch final : public Match {
 public:
  DobbmMatch(const Game& game, const Options& options, std::uint64_t seed);

  bool finished() const override;
  bool endable() const override { return rules_.deals == 0 && endedAfter() == 0; }
  // Deals played that count toward the session (not all-pass, not the Mussrunde).
  int playedDeals() const { return counted_; }
  // The deals are played (or the players ended an open-ended session).
  bool dealsDone() const { return rules_.deals == 0 ? endedAfter() > 0 : counted_ >= rules_.deals; }
  // In the closing compulsory round now.
  bool closing() const { return rules_.mussrunde && dealsDone(); }
  // Players who have declared in the Mussrunde (bitmask).
  int mussrundeDone() const { return mussDone_; }

 protected:
  DealSetup prepareDeal(std::vector<int>& seatPlayers) const override;
  void bookDeal(const GameState& deal, ScoreRow& row) override;

 private:
  int next(int player) const { return (player + 1) % playerCount(); }

  Rules rules_;
  int counted_ = 0;
  int mussDone_ = 0;
};

}  // namespace kr::dobbm
