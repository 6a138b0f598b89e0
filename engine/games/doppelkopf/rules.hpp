#pragma once
// Doppelkopf's rule options (rulings DK-1 to DK-12) as a typed struct, read
// once per deal from the generic Options so hot code never looks up strings.
#include <vector>

#include "core/card_set.hpp"
#include "core/options.hpp"

namespace kr::dk {

struct Rules {
  int players = 4;                    // 5: the dealer sits out (DK-10)
  int deals = 24;                     // deals in a session
  bool secondDulle = false;           // DK-1
  bool schweinchen = false;           // DK-11
  bool hyperschweinchen = false;      // DK-11, needs schweinchen
  bool pigsBeforePlay = false;        // DK-11: pigs declared before the first card
  bool withoutNines = false;          // DK-11: 40 cards, 10 each
  bool compulsorySolo = false;        // DK-5, DK-11
  bool poverty = true;                // DK-4
  bool suitSolos = true;              // DK-12
  bool fleshlessSolo = true;          // DK-12
  bool queenJackSolo = false;         // DK-11
  bool kingSolo = false;              // DK-11
  bool alternativeDeadlines = false;  // DK-6, DK-11: the document's second table
  bool announceOnOwnTurn = false;     // DK-11
  bool reKontraDoubles = false;       // DK-11: Re/Kontra double instead of +2
  bool soloDoubled = false;           // DK-11
  bool bock = false;                  // DK-11

  static Rules from(const Options& options);
  int handSize() const { return withoutNines ? 10 : 12; }
  CardSet deck() const;     // the faces in play (each twice)
  Card hyperCard() const;   // ♦9, or ♦T without nines (DK-11)
};

const std::vector<OptionSpec>& optionSpecs();

}  // namespace kr::dk
