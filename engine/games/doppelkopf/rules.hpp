#pragma once
// Doppelkopf's rule options (rulings DK-1 to DK-12, DK-14 to DK-21) as a typed struct, read
// once per deal from the generic Options so hot code never looks up strings.
#include <cstdint>
#include <vector>

#include "cards.hpp"
#include "core/card_set.hpp"
#include "core/options.hpp"

namespace kr::dk {

struct Rules {
  int players = 4;                    // 5: the dealer sits out (DK-10)
  int deals = 24;                     // deals in a session
  bool secondDulle = false;           // DK-1
  TopTrump topTrump = TopTrump::Dulle;  // DK-17
  bool schweinchen = false;           // DK-11
  bool hyperschweinchen = false;      // DK-11, needs schweinchen
  bool pigsBeforePlay = false;        // DK-11: pigs declared before the first card
  bool genscher = false;              // DK-17: both ♦K above the Hyperschweine, needs hyperschweinchen
  bool withoutNines = false;          // DK-11: 40 cards, 10 each
  bool compulsorySolo = false;        // DK-5, DK-11
  // DK-16: which of several solo claimants plays: the first or the last from
  // the dealer's left, the highest type, or the winner of a bidding-up duel.
  enum class SoloPrecedence : std::uint8_t { First, Last, ByType, BiddingUp };
  SoloPrecedence soloPrecedence = SoloPrecedence::First;
  bool poverty = true;                // DK-4
  bool povertyBelowMarriage = false;  // DK-18: marriage is declared before poverty
  bool kingsDecide = false;           // DK-18: the ♣K, not the ♣Q, make Re
  // DK-12, DK-18: all four suit solos, only the diamond (trump) solo, or none.
  enum class SuitSolos : std::uint8_t { All, TrumpSolo, None };
  SuitSolos suitSolos = SuitSolos::All;
  bool fleshlessSolo = true;          // DK-12
  bool queenJackSolo = false;         // DK-11
  bool kingSolo = false;              // DK-11
  bool misere = false;                // DK-15: a solo that must take no trick
  bool misereOuvert = false;          // DK-15: the same with the hand shown after trick 1
  bool alternativeDeadlines = false;  // DK-6, DK-11: the document's second table
  bool announceOnOwnTurn = false;     // DK-11
  bool reKontraDoubles = false;       // DK-11: Re/Kontra double instead of +2
  bool soloDoubled = false;           // DK-11
  bool bock = false;                  // DK-11
  bool throwIn = false;               // DK-14: weak hands may be thrown in
  bool soloAutoRe = false;            // DK-19: a declared solo counts as Re said
  bool zwingen = false;               // DK-19: a first trick of 30+ forces its winners to announce

  // DK-18: which tricks of the first three find a marriage's partner.
  enum class MarriageFinds : std::uint8_t { AnyTrick, TrumpTrick, PlainTrick };
  MarriageFinds marriageFinds = MarriageFinds::AnyTrick;
  // DK-19: announcing in a marriage: deadlines shifted by the trick that found
  // the partner (DK-6), "double" while the party is unknown, or nobody
  // announces until the partner is found.
  enum class MarriageAnnouncements : std::uint8_t { Shifted, Double, Wait };
  MarriageAnnouncements marriageAnnouncements = MarriageAnnouncements::Shifted;

  // Scoring variants (DK-20); each read as off where the option it needs is off.
  bool leaverScoring = false;         // failed no-X scored as if true, no "reached X against"
  bool positiveOnly = false;          // only the winners write their figure
  bool doubleExtras = false;          // extra points double with Re/Kontra (needs reKontraDoubles)
  bool dulleCaptured = false;         // an opponent's ♥T taken: 1
  bool doppelkopfPair = false;        // a Doppelkopf is a trick holding two identical cards
  int foxLastTrick = 0;               // 0 off, 1: last trick won with a fox 1, 2: fox caught in or winning it 2
  bool foxFirstTrick = false;         // a fox caught in trick 1 counts 2
  bool karlchenAnywhere = false;      // an opponent's ♣J caught in any trick: 1
  bool noKarlchenPenalty = false;     // a ♣J caught in the last trick scores nothing
  bool heartTrick = false;            // without nines: a trick of four plain hearts won, 1

  // Bock triggers (DK-21), read only with bock on.
  bool bock120 = true;                // 120 against 120
  bool bockLostSolo = true;           // a solo lost
  bool bockReKontra = true;           // both Re and Kontra said
  bool bockLostAnnouncement = false;  // a party loses after announcing
  bool bockHeartTrick = false;        // a trick of four plain hearts

  static Rules from(const Options& options);
  int handSize() const { return withoutNines ? 10 : 12; }
  bool joker() const { return topTrump == TopTrump::Joker; }
  // The faces in play. Inline, with copies(): the rule-based player asks
  // them for every card it weighs, in every rollout of the searches.
  CardSet deck() const {
    if (withoutNines) return kDeckWithoutNines;
    return joker() ? kFullDeck | CardSet::of(kJoker) : kFullDeck;
  }
  // Of a face in the deck: 2, or 1 for the Joker and the ♦9 it replaces (DK-17).
  int copies(Card c) const {
    if (!deck().contains(c)) return 0;
    return joker() && (c == kJoker || c == kDiamondNine) ? 1 : 2;
  }
  const TrumpTable& table(Contract c) const { return trumpTable(c, topTrump); }
  CardSet normalTrumps() const { return kr::dk::normalTrumps(topTrump); }
  Card hyperCard() const;   // ♦9, or ♦T without nines (DK-11)
  // The card whose holders are Re (DK-2): the ♣Q, or the ♣K when the kings
  // decide (DK-18); both copies make a silent solo or a marriage.
  Card partyCard() const { return kingsDecide ? kClubKing : kClubQueen; }
};

const std::vector<OptionSpec>& optionSpecs();

}  // namespace kr::dk
