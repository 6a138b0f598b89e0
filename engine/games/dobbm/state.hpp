#pragma once
// One deal of Dobbm: the bidding (DB-2), the Dobbm declarer's discard
// (DB-3), the doubling (DB-4) and the play (DB-5). Seats are numbered in
// playing order, clockwise: seat s+1 sits at the left of seat s. A deal has
// four seats; with five players the dealer sits out and the Match seats the
// other four, deal seat 3 standing in as the dealer (as Doppelkopf does).
#include <array>
#include <cstdint>

#include "core/game.hpp"
#include "rules.hpp"
#include "tricks.hpp"

namespace kr::dobbm {

enum class Phase : std::uint8_t { Bidding, Discard, Doubling, Play, Over };
enum class Contract : std::uint8_t { None, Dobbm, Solo };
enum class Bid : std::int8_t { NotAsked = -1, Pass = 0, Dobbm = 1, Solo = 2 };

// DB-4 sets no limit on redoubles. The engine stops offering them after
// twenty doublings in all: a multiplier of over a million (a Solo's two
// million), where a Match's payments still fit an int. No table goes near
// it; the bound keeps every deal finite.
constexpr int kMaxDoublings = 20;

// Everything every seat sees: the public part of a deal.
struct Table {
  Rules rules;
  int dealer = 0;   // deal seat; with five players seat 3 stands in for the dealer sitting out
  int forced = -1;  // DB-7 Mussrunde: the seat that must declare, nobody else bids

  Phase phase = Phase::Bidding;
  int turn = 0;
  std::array<Bid, kSeats> bids{Bid::NotAsked, Bid::NotAsked, Bid::NotAsked, Bid::NotAsked};
  int declarer = -1;
  Contract contract = Contract::None;
  int discarded = 0;  // cards the Dobbm declarer has laid away (which ones is hidden)

  int doublings = 0;                               // double and redoubles said (DB-4)
  std::array<std::int8_t, kMaxDoublings> doublers{};  // the seat that said each
  int defenceAsked = 0;                            // defenders asked in the defence's current turn

  int tricksDone = 0;
  int leader = -1;
  Trick trick;
  std::array<Card, kTricks * kSeats> played{};  // every card played, in order
  int playedCount = 0;
  std::array<std::int8_t, kTricks> leaders{};
  std::array<int, kSeats> points{};  // card points in each seat's tricks
  std::array<int, kSeats> tricks{};

  // The seat `k` places after the dealer in the bidding (k = 0: the dealer's left).
  int bidder(int k) const { return (dealer + 1 + k) % kSeats; }
  // The defender `k` places after the declarer (k = 0: the declarer's left).
  int defender(int k) const { return (declarer + 1 + k) % kSeats; }
  bool allied(int a, int b) const { return (a == declarer) == (b == declarer); }
  int cardsPlayedBy(int seat) const;
  // Cards the seat holds now (the Dobbm declarer 12 while discarding).
  int handSize(int seat) const;
  // The stake's factor: 2 for a Solo, 2 for each doubling (DB-6).
  int multiplier() const;
  int defenceTricks() const { return tricksDone - (declarer >= 0 ? tricks[static_cast<std::size_t>(declarer)] : 0); }
};

struct DobbmData {
  Table pub;
  std::array<CardSet, kSeats> hands{};
  CardSet dobb;     // face down; empty once a Dobbm declarer has taken it (DB-3)
  CardSet discard;  // the Dobbm declarer's discard
};

class DobbmObservation final : public Observation {
 public:
  Table pub;
  CardSet hand;
  CardSet discard;  // the seat's own discard (the Dobbm declarer only)
  std::string serialize() const override;
  std::unique_ptr<Observation> clone() const override { return std::make_unique<DobbmObservation>(*this); }
  std::vector<TrickFact> tricks() const override;  // from the public table (trick_facts.hpp)
};

class DobbmState final : public GameState {
 public:
  DobbmState(const Game& game, DobbmData data) : game_(&game), d_(data) {}

  const Game& game() const override { return *game_; }
  int seatCount() const override { return kSeats; }
  std::string_view phase() const override;
  int toMove() const override { return d_.pub.phase == Phase::Over ? -1 : d_.pub.turn; }
  void legalActions(int seat, ActionList& out) const override;
  bool isTerminal() const override { return d_.pub.phase == Phase::Over; }
  DealResult result() const override;
  std::unique_ptr<GameState> clone() const override { return std::make_unique<DobbmState>(*this); }
  std::unique_ptr<Observation> observe(int seat) const override;
  std::string actionToString(Action a) const override;
  std::optional<Action> actionFromString(std::string_view text) const override;
  Explanation whyIllegal(int seat, Action a) const override;
  std::string serialize() const override;
  std::vector<Card> hand(int seat) const override;
  std::vector<Card> undealt() const override { return d_.dobb.cards(); }
  int cardsPlayed() const override { return d_.pub.playedCount; }
  std::optional<std::string> checkInvariants() const override;
  void applyUnchecked(int seat, Action a, EventList* events) override;

  const DobbmData& data() const { return d_; }
  const Table& table() const { return d_.pub; }

 private:
  void bid(Action a, EventList* events);
  void endBidding(EventList* events);
  void lay(Card c, EventList* events);
  void doubling(Action a, EventList* events);
  void startPlay();
  void play(Card c, EventList* events);

  const Game* game_;
  DobbmData d_;
};

}  // namespace kr::dobbm
