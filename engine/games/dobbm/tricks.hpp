#pragma once
// Card play in Dobbm: card points, the order of the cards in a trick, the
// follow rules of ruling DB-5 and the trick's winner. Pure functions of the
// cards, shared by the state, the sampler and the computer players.
// German suits (core/card.hpp): acorns 0, leaves 1, hearts 2, bells 3.
#include <array>
#include <string_view>

#include "core/card_set.hpp"

namespace kr::dobbm {

constexpr int kDeckSize = 36;
constexpr int kSeats = 4;      // seats of a deal; with five players the dealer sits out (DB-2)
constexpr int kHandSize = 8;   // DB-1: two batches of four
constexpr int kDobbSize = 4;   // DB-1: four cards face down
constexpr int kTricks = 8;
constexpr int kDealPoints = 120;  // DB-1: 11/10/4/3/2 in each suit, 30 a suit
constexpr int kHalf = 60;         // DB-6: the declarer is paid the difference from 60
constexpr Suit kTrump = Suit::S2;  // DB-1: hearts always trump

// DB-1: Sau 11, ten 10, King 4, Ober 3, Unter 2, the rest 0.
int cardPoints(Card c);
int pointsOf(CardSet cards);
inline bool isTrump(Card c) { return c.suit() == kTrump; }
inline bool isSau(Card c) { return c.rank() == Rank::Ace; }
constexpr CardSet trumps() { return suitMask(kTrump); }

// Strength of a card in a trick led with `led`: higher wins; -1 for a card
// that can never win it (neither trump nor the led suit). Every suit runs
// Sau, ten, King, Ober, Unter, 9, 8, 7, 6 (DB-1; on core/card.hpp's scale the
// ten would rank between the 9 and the Unter).
int strength(Card c, Suit led);

// The cards of one trick in the order played.
struct Trick {
  std::array<Card, kSeats> cards{};
  int count = 0;
  Suit led() const { return cards[0].suit(); }
};

// Index within the trick of the card that wins it so far.
int winningIndex(const Trick& t);

// DB-5: follow suit; if void, trump; otherwise any card.
CardSet legalCards(CardSet hand, const Trick& t);

// Why `card` (held, not legal) may not be played, with the cards that show
// it: "must-follow-suit" (the led suit's cards) or "must-trump" (the hearts).
struct Refusal {
  std::string_view id;
  CardSet cards;
};
Refusal refusalOf(CardSet hand, const Trick& t);

// What playing `card` to `t` shows about the hand it came from (DB-5 read
// backwards): the cards that hand cannot hold.
CardSet excludedBy(const Trick& t, Card card);

CardSet fullDeck();

}  // namespace kr::dobbm
