#pragma once
// What one seat knows in a full deal: its own cards and the public facts,
// nothing else (ruling ALL-2). The rule-based player reads a deal only
// through this view, so it decides the same on every deal that gives the
// seat the same observation; search can then use it on sampled deals.
#include <array>
#include <cstdint>

#include "games/doppelkopf/deal.hpp"

namespace kr::dk::ai {

enum class Relation : std::int8_t { Opponent = -1, Unknown = 0, Partner = 1 };

class SeatView {
 public:
  SeatView(const Deal& d, int seat);

  int seat() const { return seat_; }
  const CardMultiset& hand() const { return hand_; }
  const CardMultiset& dealtHand() const { return dealt_; }
  const Rules& rules() const { return d_.rules; }
  Phase phase() const { return d_.phase; }
  Contract contract() const { return d_.contract; }
  bool contractChosen() const { return d_.contractChosen; }
  int party() const { return party_; }  // 0 Re, 1 Kontra, -1 not known yet
  // Plays alone for Re: a declared or silent soloist, or a marriage gone solo.
  bool alone() const { return alone_; }
  Relation relation(int other) const { return relation_[static_cast<std::size_t>(other)]; }
  int partnersKnown() const;
  // A marriage whose partner is not found yet (DK-3), and whether this seat declared it.
  bool marriageOpen() const { return d_.contract == Contract::Marriage && d_.decidedTrick < 0; }
  bool declaredMarriage() const { return marriageOpen() && d_.declarer == seat_; }
  // DK-15: a misère, its soloist, and the soloist's cards once they lie open
  // (misère ouvert after trick 1; empty before). A sampled deal holds exactly
  // the open cards there, so reading them is reading the table.
  bool misere() const { return isMisere(d_.contract); }
  int soloist() const { return d_.declarer; }
  bool handShown() const { return d_.handShown(); }
  const CardMultiset& shownHand() const { return d_.hands[static_cast<std::size_t>(d_.declarer)]; }

  // Cards and trumps of the game being played.
  bool isTrump(Card c) const { return d_.trumps.contains(c); }
  int strength(Card c) const { return d_.strength[c.face]; }
  CardSet trumps() const { return d_.trumps; }
  int classOf(Card c) const { return d_.followClass(c); }
  CardSet classFaces(int cls) const { return cls == kTrumpClass ? d_.trumps : d_.plain[static_cast<std::size_t>(cls)]; }
  int holding(int cls) const { return countIn(hand_, classFaces(cls)); }

  // Copies of a face neither in this hand nor played yet: in other hands.
  // With the Joker (DK-17) the deck's counts, where it and the ♦9 are single.
  int outstanding(Card c) const { return copiesInDeck(c) - hand_.count(c) - d_.playedCards.count(c); }
  // 0 for the faces the deck lacks (sixes to eights; nines without nines).
  int copiesInDeck(Card c) const { return d_.rules.copies(c); }
  int outstandingIn(int cls) const;
  // Whether another hand may hold a card of this class that beats `c`.
  bool higherOutstanding(Card c) const;
  // A seat showed it holds no card of this class.
  bool isVoid(int seat, int cls) const { return (d_.shownVoids[static_cast<std::size_t>(seat)] >> cls) & 1; }
  int timesLed(int cls) const { return d_.timesLed[static_cast<std::size_t>(cls)]; }

  // The trick in progress.
  int trickCount() const { return trick_->count; }
  Card trickCard(int i) const { return Card(trick_->cards[static_cast<std::size_t>(i)]); }
  int trickSeat(int i) const { return (trick_->leader + i) % kSeats; }
  Card led() const { return trickCard(0); }
  int winningIndex() const;  // of the cards played so far (trick not empty)
  // Whether `c`, played now, beats `best` (the trick's best card so far).
  bool beats(Card c, Card best) const;
  int trickPoints() const;
  int tricksLeft() const { return d_.tricksInDeal() - d_.trick; }
  int trickIndex() const { return d_.trick; }

  // Card points taken so far by each side as this seat sees the parties:
  // own side (this seat and known partners) and known opponents.
  int pointsOwnSide() const;
  int pointsOpponents() const;
  int announced(int party) const { return d_.level[static_cast<std::size_t>(party)]; }
  int cardsPlayedBy(int seat) const { return d_.played[static_cast<std::size_t>(seat)]; }

  // Bidding and the poverty exchange.
  int dealer() const { return d_.dealer; }
  int poor() const { return d_.poor; }
  int acceptor() const { return d_.acceptor; }
  int owesSolo() const { return (d_.owedSolos >> seat_) & 1; }
  bool forcedSolo() const { return d_.forcedSolo == seat_; }
  Round round() const { return d_.round; }
  // DK-16: the solo claim standing in this round and a bidding-up duel.
  bool claimStanding() const { return d_.pendingSolo >= 0; }
  int duelLevel() const { return d_.duelLevel; }
  bool inDuel() const { return d_.challenger >= 0; }
  // The solo kind this seat claimed in the duel.
  int duelKind() const { return seat_ == d_.pendingSolo ? d_.pendingKind : d_.challengeKind; }
  bool pigsDeclared() const { return d_.pigSeat >= 0; }

 private:
  void readParties();
  CardSet outstandingFaces() const;

  const Deal& d_;
  int seat_;
  CardMultiset hand_;
  CardMultiset dealt_;
  int party_ = -1;
  bool alone_ = false;
  std::array<Relation, kSeats> relation_{};
  CardSet outstanding_;  // faces of which a copy may lie in another hand
  const Trick* trick_;
};

}  // namespace kr::dk::ai
