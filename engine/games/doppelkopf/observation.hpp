#pragma once
// What one seat of a Doppelkopf deal may know (ruling ALL-2): its own cards,
// the public history with the poverty cards it did not see masked, the facts
// that history makes public, and its legal actions.
#include <memory>
#include <vector>

#include "core/game.hpp"
#include "deal.hpp"
#include "rules.hpp"

namespace kr::dk {

class DoppelkopfObservation final : public Observation {
 public:
  // The table's rules: every seat plays by them and knows them from the
  // options. Fixed for the deal, so serialize() leaves them out.
  Rules rules;
  int dealer = 0;
  int owedSolos = 0;
  int forcedSolo = -1;
  CardMultiset hand;   // now
  CardMultiset dealt;  // as dealt to this seat
  std::vector<HistoryEntry> history;  // hidden poverty cards as kHiddenGive / kHiddenReturn

  // Derived from the above, for the table.
  Phase phase = Phase::Reservation;
  int toMove = -1;
  int contract = -1;   // Contract once public
  int declarer = -1;   // public declarer (never the silent soloist)
  int ownParty = -1;   // 0 Re, 1 Kontra, -1 not known to this seat yet
  std::array<int, kSeats> publicParty{-1, -1, -1, -1};
  std::array<int, 2> level{};
  int poor = -1, acceptor = -1, trumpsReturned = -1, partner = -1;
  // DK-16: the solo claim standing in the bidding, and a bidding-up duel.
  int pendingSolo = -1, pendingKind = -1, duelLevel = 1, challenger = -1, challengeKind = -1;
  std::array<int, kSeats> points{};  // card points taken so far
  std::array<int, kSeats> tricksWon{};
  std::vector<Card> trick;           // the trick in progress, in play order
  int trickLeader = -1;
  // DK-15: a misère ouvert soloist's hand, public from the end of trick 1
  // (the cards it still holds); -1 while nobody's hand is shown.
  int openSeat = -1;
  CardMultiset openHand;

  std::string serialize() const override;
  std::unique_ptr<Observation> clone() const override { return std::make_unique<DoppelkopfObservation>(*this); }
  // Replayed from the history with the rules (trick_facts.hpp).
  std::vector<TrickFact> tricks() const override;
};

std::unique_ptr<DoppelkopfObservation> makeObservation(const Deal& d, int seat);

}  // namespace kr::dk
