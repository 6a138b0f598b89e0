#pragma once
// What a seat's view of the history tells about the hidden cards: cards
// played, voids shown, parties announced, the marriage, pigs, the poverty
// exchange and what the bids imply. The sampler builds on these facts.
#include <array>

#include "cards.hpp"
#include "observation.hpp"

namespace kr::dk {

// Copies of each face (0..2).
using Counts = std::array<int, kFaceCount>;

Counts countsOf(const CardMultiset& m);
CardMultiset multisetOf(const Counts& c);
int trumpsIn(const Counts& c, const Rules& rules);  // by the normal game's trumps

// Where the poverty exchange stands, as far as the history shows.
enum class Stage { None, Giving, Returning, Done };

struct Facts {
  Contract contract = Contract::Normal;
  int poor = -1, acceptor = -1, marriage = -1;
  std::array<int, 3> gives{-1, -1, -1}, returns{-1, -1, -1};  // faces; -1 unseen
  int giveCount = 0, returnCount = 0, trumpsReturned = -1;
  std::array<Counts, kSeats> played{};
  std::array<CardSet, kSeats> voids{};                // faces a seat showed it does not hold
  std::array<int, kSeats> announced{-1, -1, -1, -1};  // the party an announcement revealed
  int passedSolo = 0, passedPoverty = 0;              // seats that passed a declaration round
  int passedMarriage = 0;                             // ... the marriage round before poverty: poor (DK-18)
  int pigSeat = -1, hyperSeat = -1, genscherSeat = -1;
  int openSeat = -1;       // DK-15: a misère ouvert soloist whose hand lies open
  CardMultiset openHand;   // ... the cards it still holds

  Stage stage() const {
    if (poor < 0) return Stage::None;
    if (acceptor < 0) return Stage::Giving;
    return returnCount < 3 ? Stage::Returning : Stage::Done;
  }
};

Facts readHistory(const DoppelkopfObservation& obs, const Rules& rules);

}  // namespace kr::dk
