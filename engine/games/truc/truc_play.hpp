#pragma once
// The public course of one Truc hand: new hands, turns, offers, tricks and
// the end, with cards reduced to their power (suits do not matter: ruling
// TR-1). The engine's state adds the real cards around it; the strategy
// generator adds hands of powers. One implementation keeps them in step.
#include <array>
#include <cstdint>

#include "core/card.hpp"

namespace kr::truc {

constexpr int kSeats = 2;
constexpr int kHandSize = 3;
constexpr int kDeckSize = 32;
constexpr int kPowers = 8;      // eight ranks, 4 cards each
constexpr int kCopies = 4;
constexpr int kTarget = 12;     // a round is won at 12 points (ruling TR-5)
constexpr int kMaxTricks = 3;

// Power 0 (the nine) .. 7 (the seven), ruling TR-1; -1 for the six (not in the deck).
int powerOf(Rank r);
inline int powerOf(Card c) { return powerOf(c.rank()); }
Rank rankOfPower(int power);
inline bool inDeck(Card c) { return c.index() < kFaceCount && c.rank() != Rank::Six; }

enum class Phase : std::uint8_t { NewHands, Play, Answer, Over };
enum class End : std::uint8_t { None, WonTricks, RefusedOffer, RefusedRemainder, WonRemainder, AllSpoilt };

struct Trick {
  int leader = -1;
  int leadPower = -1;
  int replyPower = -1;
  int winner = -1;  // -1: spoilt (ruling TR-3)
  friend bool operator==(const Trick&, const Trick&) = default;
};

// Transitions assume the caller checked legality (TrucState does; the
// generator only takes listed actions).
struct TrucPlay {
  std::array<int, kSeats> score{};  // round scores before the hand, from the match
  int dealer = 0;
  Phase phase = Phase::NewHands;
  bool asked = false;       // the non-dealer asked for new hands; the dealer answers
  bool askRefused = false;  // new hands were asked for and refused in this hand
  int redeals = 0;          // times both agreed to new hands
  int mover = 0;            // in Play and Answer: the seat whose turn it is
  int leader = 0;           // leader of the current trick
  int tricksDone = 0;
  std::array<Trick, kMaxTricks> tricks{};
  int ledPower = -1;        // the current trick's first card, -1 before it
  int firstWinner = -1;     // first seat to win a trick: it owns the spoilt ones
  int stake = 1;            // ruling TR-4
  bool remainder = false;   // a remainder was accepted: the hand decides the round
  int lastRaiser = -1;      // seat whose offer was accepted last
  bool offeredThisTurn = false;
  bool pendingRemainder = false;  // in Answer: the offer on the table is the remainder
  End end = End::None;
  int winner = -1;          // seat that scores; -1 when nobody does

  static TrucPlay start(int dealer, int score0, int score1);

  int elder() const { return 1 - dealer; }
  int toMove() const;
  // The mover may offer now: once per own turn, before the card, and not
  // after a remainder was accepted (ruling TR-4).
  bool mayOffer() const { return phase == Phase::Play && !offeredThisTurn && !remainder; }
  // An offer by `seat` now would be the remainder: a double would pass 12.
  bool offerIsRemainder(int seat) const { return score[seat] + 2 * stake > kTarget; }
  // Tricks owned, spoilt ones counted for their owner (ruling TR-3).
  int owned(int seat) const;
  int spoilt() const;
  // Cards `seat` has played in this hand.
  int cardsPlayedBy(int seat) const { return tricksDone + (ledPower >= 0 && leader == seat ? 1 : 0); }
  int cardsPlayed() const { return 2 * tricksDone + (ledPower >= 0 ? 1 : 0); }
  // Points the winner scores; a won remainder brings the winner to 12.
  int points() const;

  void ask();
  void decline();         // the non-dealer does not ask: play starts
  void agree();           // both agree: the caller deals new hands
  void swapRoles();       // the stock ran short: the other seat deals (ruling TR-2)
  void offer();
  void accept();
  void refuse();          // new hands refused, or an offer refused
  void play(int power);

  friend bool operator==(const TrucPlay&, const TrucPlay&) = default;
};

}  // namespace kr::truc
