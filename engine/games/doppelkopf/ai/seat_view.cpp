#include "seat_view.hpp"

#include <algorithm>

namespace kr::dk::ai {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

}  // namespace

SeatView::SeatView(const Deal& d, int seat)
    : d_(d),
      seat_(seat),
      hand_(d.hands[at(seat)]),
      dealt_(d.dealt[at(seat)]),
      trick_(&d.tricks[at(std::min(d.trick, d.tricksInDeal() - 1))]) {
  readParties();
  outstanding_ = outstandingFaces();
}

void SeatView::readParties() {
  relation_[at(seat_)] = Relation::Partner;
  if (!d_.knowsParty(seat_)) return;
  party_ = d_.partyOf(seat_);
  const bool silent = d_.contractChosen && d_.contract == Contract::Normal && dealt_.twice().contains(d_.rules.partyCard());
  alone_ = party_ == 0 && (isDeclaredSolo(d_.contract) || d_.marriageSolo || silent);
  int partners = 0, opponents = 0;
  for (int s = 0; s < kSeats; ++s) {
    if (s == seat_) continue;
    const int p = d_.publicParty[at(s)];
    if (p < 0) continue;
    relation_[at(s)] = p == party_ ? Relation::Partner : Relation::Opponent;
    (p == party_ ? partners : opponents) += 1;
  }
  // How many partners this seat expects: none alone, two against a soloist
  // (a silent solo stays unknown to Kontra until both ♣Q are shown).
  const bool againstSolo = party_ == 1 && (isDeclaredSolo(d_.contract) || d_.marriageSolo);
  const int expected = alone_ ? 0 : againstSolo ? 2 : 1;
  const Relation rest = partners >= expected ? Relation::Opponent
                        : opponents >= kSeats - 1 - expected ? Relation::Partner
                                                              : Relation::Unknown;
  for (int s = 0; s < kSeats; ++s)
    if (s != seat_ && d_.publicParty[at(s)] < 0) relation_[at(s)] = rest;
}

// The faces not all of whose copies are in this hand or played: counted
// per face with bit operations, the copies of a face being two, or one for
// the Joker and the ♦9 it replaces (DK-17).
CardSet SeatView::outstandingFaces() const {
  const CardMultiset& played = d_.playedCards;
  const CardSet atLeastOne = hand_.once() | played.once();
  const CardSet atLeastTwo = hand_.twice() | played.twice() | (hand_.once() & played.once());
  const CardSet singles = d_.rules.joker() ? CardSet::of(kJoker) | CardSet::of(kDiamondNine) : CardSet();
  const CardSet exhausted = (atLeastTwo - singles) | (atLeastOne & singles);
  return d_.rules.deck() - exhausted;
}

int SeatView::partnersKnown() const {
  int n = 0;
  for (int s = 0; s < kSeats; ++s) n += s != seat_ && relation(s) == Relation::Partner ? 1 : 0;
  return n;
}

int SeatView::outstandingIn(int cls) const {
  int n = 0;
  for (Card c : classFaces(cls) & outstanding_) n += outstanding(c);
  return n;
}

bool SeatView::higherOutstanding(Card c) const {
  for (Card f : classFaces(classOf(c)) & outstanding_) {
    if (strength(f) > strength(c)) return true;
    if (f == c && c == kDulle && d_.rules.secondDulle && isTrump(c)) return true;
  }
  return false;
}

bool SeatView::beats(Card c, Card best) const {
  const bool ct = isTrump(c), bt = isTrump(best);
  if (ct != bt) return ct;
  if (!ct && c.suit() != best.suit()) return false;  // best follows the suit led
  if (strength(c) != strength(best)) return strength(c) > strength(best);
  return c == kDulle && ct && d_.rules.secondDulle;
}

int SeatView::winningIndex() const {
  int best = 0;
  for (int i = 1; i < trickCount(); ++i)
    if (beats(trickCard(i), trickCard(best))) best = i;
  return best;
}

int SeatView::trickPoints() const {
  int pts = 0;
  for (int i = 0; i < trickCount(); ++i) pts += cardPoints(trickCard(i));
  return pts;
}

int SeatView::pointsOwnSide() const {
  int pts = 0;
  for (int s = 0; s < kSeats; ++s) pts += relation(s) == Relation::Partner ? d_.points[at(s)] : 0;
  return pts;
}

int SeatView::pointsOpponents() const {
  int pts = 0;
  for (int s = 0; s < kSeats; ++s) pts += relation(s) == Relation::Opponent ? d_.points[at(s)] : 0;
  return pts;
}

}  // namespace kr::dk::ai
