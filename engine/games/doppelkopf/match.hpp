#pragma once
// A Doppelkopf session: dealer rotation, five players with the dealer sitting
// out, compulsory solos, Bock deals (rulings DK-4, DK-5, DK-10, DK-11).
#include "core/match.hpp"
#include "rules.hpp"

namespace kr::dk {

class DoppelkopfMatch final : public Match {
 public:
  DoppelkopfMatch(const Game& game, const Options& options, std::uint64_t seed);

  // Deals played that count toward the session: not void, not compulsory solos.
  int countedDeals() const { return counted_; }
  int owedSolos() const { return owed_; }  // players still owing a compulsory solo (bitmask)
  int bockDealsLeft() const { return bockLeft_; }
  bool finished() const override;

 protected:
  DealSetup prepareDeal(std::vector<int>& seatPlayers) const override;
  void bookDeal(const GameState& deal, ScoreRow& row) override;

 private:
  int next(int player) const { return (player + 1) % playerCount(); }
  bool closing() const { return counted_ >= rules_.deals && owed_ != 0; }
  int firstOwing() const;
  int bockTriggers(const DealResult& result) const;

  Rules rules_;
  int counted_ = 0;
  int owed_ = 0;
  int bockLeft_ = 0;
};

}  // namespace kr::dk
