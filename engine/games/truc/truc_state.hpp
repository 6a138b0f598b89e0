#pragma once
// One hand of Truc with its new-hands redeals (docs/truc-engine.md).
#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/card_set.hpp"
#include "core/game.hpp"
#include "truc_play.hpp"

namespace kr::truc {

// Everything a hand is made of. The sampler builds one from an observation.
struct TrucData {
  TrucPlay play;
  std::array<CardSet, kSeats> hands{};
  std::array<CardSet, kSeats> discards{};  // hands given up for new ones since the last reshuffle
  std::vector<Card> stock;                 // front: the next card dealt
  std::vector<Card> cards;                 // played in this hand, in order
  std::uint64_t seed = 0;                  // reshuffle n draws from Rng(deriveSeed(seed, n))
  int reshuffles = 0;
  std::array<int, kSeats> rounds{};        // rounds won so far, from the match
  std::vector<std::pair<int, Action>> log; // every action of the hand; all are public
};

// The 32 cards: seven to ace of the four suits.
CardSet deckMask();
// Three cards each from the front of the stock, the non-dealer first.
void dealThree(TrucData& d);

// What one seat may know (ruling ALL-2): never the other seat's cards, not
// even after the hand (ruling TR-3: unplayed cards are gathered unseen).
class TrucObservation final : public Observation {
 public:
  TrucPlay play;
  CardSet hand;
  CardSet ownDiscards;
  std::vector<Card> cards;
  int stockSize = 0;
  int reshuffles = 0;
  std::array<int, kSeats> rounds{};
  std::vector<std::pair<int, Action>> log;

  std::string serialize() const override;
  std::unique_ptr<Observation> clone() const override { return std::make_unique<TrucObservation>(*this); }
  std::vector<TrickFact> tricks() const override;  // from play and cards (truc_trick_facts.hpp)
};

class TrucState final : public GameState {
 public:
  TrucState(const Game& game, TrucData data) : game_(&game), d_(std::move(data)) {}

  const Game& game() const override { return *game_; }
  int seatCount() const override { return kSeats; }
  std::string_view phase() const override;
  int toMove() const override { return d_.play.toMove(); }
  void legalActions(int seat, ActionList& out) const override;
  bool isTerminal() const override { return d_.play.phase == Phase::Over; }
  DealResult result() const override;
  std::unique_ptr<GameState> clone() const override { return std::make_unique<TrucState>(*this); }
  std::unique_ptr<Observation> observe(int seat) const override;
  std::string actionToString(Action a) const override;
  std::optional<Action> actionFromString(std::string_view text) const override;
  Explanation whyIllegal(int seat, Action a) const override;
  std::string serialize() const override;
  std::vector<Card> hand(int seat) const override;
  std::vector<Card> undealt() const override { return d_.stock; }
  int cardsPlayed() const override { return static_cast<int>(d_.cards.size()); }
  std::optional<std::string> checkInvariants() const override;
  void applyUnchecked(int seat, Action a, EventList* events) override;

  const TrucPlay& play() const { return d_.play; }
  const TrucData& data() const { return d_; }

 private:
  void newHands(EventList* events);
  void dealFromStock(EventList* events);
  std::optional<std::string> checkCards() const;
  std::optional<std::string> checkStake() const;

  const Game* game_;
  TrucData d_;
};

}  // namespace kr::truc
