#include "tricks.hpp"

namespace kr::coiffeur {

namespace {

// Trump order: Under, nine, ace, king, Ober, Banner, eight, seven, six.
constexpr std::array<int, kRankCount> kTrumpStrength = {0, 1, 2, 7, 3, 8, 4, 5, 6};

CardSet suitCards(int suit) { return suitMask(static_cast<Suit>(suit)); }

Card trumpUnder(int suit) { return Card(static_cast<Suit>(suit), Rank::Jack); }

// The strongest trump in the trick so far (-1: none).
int topTrump(const Trick& t, TrickOrder o) {
  int top = -1;
  for (int i = 0; i < t.count; ++i)
    if (static_cast<int>(t.cards[static_cast<std::size_t>(i)].suit()) == o.trump)
      top = std::max(top, strength(t.cards[static_cast<std::size_t>(i)], t.led(), o));
  return top;
}

// Trumps of `trumps` stronger than `top`.
CardSet trumpsAbove(CardSet trumps, Suit led, TrickOrder o, int top) {
  CardSet out;
  for (Card c : trumps)
    if (strength(c, led, o) > top) out.add(c);
  return out;
}

}  // namespace

CardSet fullDeck() { return CardSet((std::uint64_t{1} << kDeckSize) - 1); }

TrickOrder orderOf(const Variant& v, int trick, int tricks) {
  switch (v.type) {
    case PlayType::Trump: return {static_cast<int>(v.trump), false};
    case PlayType::Obenabe: return {-1, false};
    case PlayType::Undenufe: return {-1, true};
    case PlayType::Slalom: return {-1, v.startDown != (trick % 2 == 1)};
    case PlayType::Gustav: return {-1, v.startDown != (trick >= tricks / 2)};
  }
  return {};
}

int cardPoints(Card c, const Variant& v) {
  const bool trump = v.hasTrump() && c.suit() == v.trump;
  switch (c.rank()) {
    case Rank::Ace: return 11;
    case Rank::King: return 4;
    case Rank::Queen: return 3;
    case Rank::Jack: return trump ? 20 : 2;
    case Rank::Ten: return 10;
    case Rank::Nine: return trump ? 14 : 0;
    case Rank::Eight: return v.hasTrump() ? 0 : 8;
    default: return 0;
  }
}

int strength(Card c, Suit led, TrickOrder o) {
  const int rank = static_cast<int>(c.rank());
  if (static_cast<int>(c.suit()) == o.trump) return 100 + kTrumpStrength[static_cast<std::size_t>(rank)];
  if (c.suit() != led) return -1;
  return o.down ? kRankCount - 1 - rank : rank;
}

int winningIndex(const Trick& t, TrickOrder o) {
  int best = 0;
  for (int i = 1; i < t.count; ++i)
    if (strength(t.cards[static_cast<std::size_t>(i)], t.led(), o) >
        strength(t.cards[static_cast<std::size_t>(best)], t.led(), o))
      best = i;
  return best;
}

CardSet legalCards(CardSet hand, const Trick& t, TrickOrder o, bool buur) {
  if (t.count == 0) return hand;
  const Suit led = t.led();
  const CardSet ledCards = hand & suitMask(led);
  if (o.trump < 0) return ledCards.empty() ? hand : ledCards;
  const CardSet trumps = hand & suitCards(o.trump);
  if (static_cast<int>(led) == o.trump) {
    // A trump lead: follow with a trump; with the Buur option the Under alone need not.
    const CardSet binding = buur ? trumps - CardSet::of(trumpUnder(o.trump)) : trumps;
    return binding.empty() ? hand : trumps;
  }
  // A plain lead may be followed or trumped. Once a trump lies in the trick,
  // a lower one may not be played, unless the hand holds nothing but trumps.
  CardSet allowedTrumps = trumps;
  const int top = topTrump(t, o);
  if (top >= 0 && trumps != hand) allowedTrumps = trumpsAbove(trumps, led, o, top);
  if (!ledCards.empty()) return ledCards | allowedTrumps;
  return (hand - trumps) | allowedTrumps;
}

Refusal refusalOf(CardSet hand, const Trick& t, TrickOrder o, bool /*buur*/, Card card) {
  const Suit led = t.led();
  const CardSet ledCards = hand & suitMask(led);
  if (o.trump < 0) return {"must-follow-suit", ledCards};
  if (static_cast<int>(led) == o.trump) return {"must-follow-trump", ledCards};
  if (static_cast<int>(card.suit()) == o.trump) {
    CardSet top;
    const int best = topTrump(t, o);
    for (int i = 0; i < t.count; ++i)
      if (strength(t.cards[static_cast<std::size_t>(i)], led, o) == best) top.add(t.cards[static_cast<std::size_t>(i)]);
    return {"no-undertrump", top};
  }
  return {"must-follow-or-trump", ledCards};
}

CardSet excludedBy(const Trick& t, TrickOrder o, bool buur, Card card) {
  if (t.count == 0) return {};
  const Suit led = t.led();
  if (card.suit() == led) return {};
  if (o.trump < 0) return suitMask(led);
  const CardSet trumps = suitCards(o.trump);
  if (static_cast<int>(led) == o.trump)
    return buur ? trumps - CardSet::of(trumpUnder(o.trump)) : trumps;
  if (static_cast<int>(card.suit()) == o.trump) {
    // Trumping is always allowed; only an undertrump shows a hand of trumps alone.
    const int top = topTrump(t, o);
    return top >= 0 && strength(card, led, o) < top ? fullDeck() - trumps : CardSet();
  }
  return suitMask(led);  // another plain suit: the led suit was not held
}

}  // namespace kr::coiffeur
