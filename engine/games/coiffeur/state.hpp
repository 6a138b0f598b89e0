#pragma once
// One deal of Coiffeur: the contract choice (CJ-5), the declarer's choices
// of a Joker's play type and the Slalom/Gustav start, and the play (CJ-2).
// Seats are numbered in playing order, counter-clockwise round the table:
// seat s+1 sits to the right of seat s and plays after it (CJ-1).
#include <array>
#include <cstdint>

#include "core/game.hpp"
#include "rules.hpp"
#include "tricks.hpp"

namespace kr::coiffeur {

enum class Phase : std::uint8_t { Contract, JokerType, Direction, Play, Over };

constexpr int kMaxTricks = 12;

// Everything every seat sees: the public part of a deal. Columns are the
// board's: a seat, or a team in the partner game (Rules::columnOf).
struct Table {
  Rules rules;
  int dealer = 0;
  std::array<ContractSet, kMaxSeats> left{};                         // per column, from the match
  std::array<std::array<std::int16_t, kContracts>, kMaxSeats> board{};  // per column: points made, -1 not yet

  Phase phase = Phase::Contract;
  int turn = 0;         // the seat the deal waits for
  int bidRound = 1;     // 2: everybody passed, the first bidder must name one
  int forcedSeat = -1;  // the seat that may not pass in the first round (CJ-5)
  int declarer = -1;
  Contract contract = Contract::Acorns;
  Variant variant;

  int tricksDone = 0;
  int leader = -1;
  Trick trick;
  std::array<Card, kDeckSize> played{};  // every card played, in order
  int playedCount = 0;
  std::array<std::int8_t, kMaxTricks> leaders{};
  std::array<int, kMaxSeats> points{};  // card points taken, the last trick's 5 included
  std::array<int, kMaxSeats> tricks{};
  int lastWinner = -1;

  int seats() const { return rules.seats(); }
  int handSize() const { return rules.handSize(); }
  bool hasContracts(int seat) const { return left[static_cast<std::size_t>(rules.columnOf(seat))] != 0; }
  // The seat `k` places after the dealer in the bidding (k = 0: the dealer's right).
  int bidder(int k) const { return (dealer + 1 + k) % seats(); }
  bool sameSide(int a, int b) const { return rules.columnOf(a) == rules.columnOf(b); }
  TrickOrder order() const { return orderOf(variant, tricksDone, handSize()); }
  int cardsPlayedBy(int seat) const;
  int sidePoints(int seat) const;
  int sideTricks(int seat) const;
};

struct CoiffeurData {
  Table pub;
  std::array<CardSet, kMaxSeats> hands{};
};

// The first seat to bid and the seat that may not pass, for a new deal.
void openBidding(Table& t);

class CoiffeurObservation final : public Observation {
 public:
  Table pub;
  CardSet hand;
  std::string serialize() const override;
  std::unique_ptr<Observation> clone() const override { return std::make_unique<CoiffeurObservation>(*this); }
  std::vector<TrickFact> tricks() const override;  // from the public table (trick_facts.hpp)
};

class CoiffeurState final : public GameState {
 public:
  CoiffeurState(const Game& game, CoiffeurData data) : game_(&game), d_(data) {}

  const Game& game() const override { return *game_; }
  int seatCount() const override { return d_.pub.seats(); }
  std::string_view phase() const override;
  int toMove() const override { return d_.pub.phase == Phase::Over ? -1 : d_.pub.turn; }
  void legalActions(int seat, ActionList& out) const override;
  bool isTerminal() const override { return d_.pub.phase == Phase::Over; }
  DealResult result() const override;
  std::unique_ptr<GameState> clone() const override { return std::make_unique<CoiffeurState>(*this); }
  std::unique_ptr<Observation> observe(int seat) const override;
  std::string actionToString(Action a) const override;
  std::optional<Action> actionFromString(std::string_view text) const override;
  Explanation whyIllegal(int seat, Action a) const override;
  std::string serialize() const override;
  std::vector<Card> hand(int seat) const override;
  int cardsPlayed() const override { return d_.pub.playedCount; }
  std::optional<std::string> checkInvariants() const override;
  void applyUnchecked(int seat, Action a, EventList* events) override;

  const CoiffeurData& data() const { return d_; }
  const Table& table() const { return d_.pub; }

 private:
  void pass(EventList* events);
  void name(Contract c, EventList* events);
  void choose(Variant v, EventList* events);
  void play(Card c, EventList* events);

  const Game* game_;
  CoiffeurData d_;
};

}  // namespace kr::coiffeur
