#pragma once
// Card play in Coiffeur: card points, the order of the cards in each trick,
// the follow rules of ruling CJ-2 and the trick's winner. Pure functions of
// the cards, shared by the state, the sampler and the computer players.
#include <array>
#include <string_view>

#include "contracts.hpp"
#include "core/card_set.hpp"

namespace kr::coiffeur {

constexpr int kDeckSize = 36;
constexpr int kMaxSeats = 4;
constexpr int kLastTrickBonus = 5;
constexpr int kDealPoints = 157;  // 152 in the cards and 5 for the last trick
constexpr int kMatchBonus = 100;  // CJ-3, CJ-4: all tricks score 257

// How the cards of one trick rank: the trump suit (none: -1) and whether
// the plain suits run 6-high (Undenufe) or ace-high.
struct TrickOrder {
  int trump = -1;
  bool down = false;
};

// The order of trick `trick` (0-based) of a deal of `tricks` tricks.
TrickOrder orderOf(const Variant& v, int trick, int tricks);

// Card points: in trump games the trump Under 20 and trump nine 14; without
// trump every eight 8 (the same in Obenabe, Undenufe, Slalom and Gustav).
int cardPoints(Card c, const Variant& v);

// Strength of a card in a trick led with `led`: higher wins; -1 for a card
// that can never win it (neither trump nor the led suit).
int strength(Card c, Suit led, TrickOrder o);

// The cards of one trick in the order played.
struct Trick {
  std::array<Card, kMaxSeats> cards{};
  int count = 0;
  Suit led() const { return cards[0].suit(); }
};

// Index within the trick of the card that wins it so far.
int winningIndex(const Trick& t, TrickOrder o);

// CJ-2: the cards `hand` may play to `t` (all of them to an empty trick).
// `buur`: the trump Under never has to be played to a trump lead.
CardSet legalCards(CardSet hand, const Trick& t, TrickOrder o, bool buur);

// Why `card` (held, not legal) may not be played, with the cards that show it:
// "must-follow-suit", "must-follow-trump", "must-follow-or-trump" (the led
// suit's cards) or "no-undertrump" (the highest trump in the trick).
struct Refusal {
  std::string_view id;
  CardSet cards;
};
Refusal refusalOf(CardSet hand, const Trick& t, TrickOrder o, bool buur, Card card);

// What playing `card` to `t` shows about the hand it came from (CJ-2 read
// backwards): the cards that hand cannot have held.
CardSet excludedBy(const Trick& t, TrickOrder o, bool buur, Card card);

CardSet fullDeck();

}  // namespace kr::coiffeur
