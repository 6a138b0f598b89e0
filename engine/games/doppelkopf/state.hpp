#pragma once
// One Doppelkopf deal behind the engine's GameState interface. The rules of
// each phase live in bidding, play and announcements; this class dispatches.
#include <type_traits>

#include "core/game.hpp"
#include "deal.hpp"

namespace kr::dk {

class DoppelkopfState final : public GameState {
 public:
  DoppelkopfState(const Game& game, const Deal& deal) : game_(&game), d_(deal) {}
  // The deal built in place by `build` (a Deal is a kilobyte; new deals and
  // sampled ones are made for every rollout).
  template <class Build>
    requires std::is_invocable_r_v<Deal, Build>
  DoppelkopfState(const Game& game, Build&& build) : game_(&game), d_(build()) {}

  const Game& game() const override { return *game_; }
  int seatCount() const override { return kSeats; }
  std::string_view phase() const override;
  int toMove() const override { return d_.phase == Phase::Over ? -1 : d_.toMove; }
  void legalActions(int seat, ActionList& out) const override;
  bool isTerminal() const override { return d_.phase == Phase::Over; }
  DealResult result() const override;
  std::unique_ptr<GameState> clone() const override { return std::make_unique<DoppelkopfState>(*this); }
  std::unique_ptr<Observation> observe(int seat) const override;
  std::string actionToString(Action a) const override;
  std::optional<Action> actionFromString(std::string_view text) const override;
  Explanation whyIllegal(int seat, Action a) const override;
  std::string serialize() const override;
  std::vector<Card> hand(int seat) const override;
  int cardsPlayed() const override { return d_.cardsPlayed; }
  std::optional<std::string> checkInvariants() const override;
  void applyUnchecked(int seat, Action a, EventList* events) override;

  const Deal& deal() const { return d_; }

 private:
  const Game* game_;
  Deal d_;
};

std::string_view phaseId(Phase p);

}  // namespace kr::dk
