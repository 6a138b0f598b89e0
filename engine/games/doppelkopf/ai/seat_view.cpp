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
  readTricks();
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

void SeatView::readTricks() {
  if (d_.phase != Phase::Play && d_.phase != Phase::Over) return;
  const int last = std::min(d_.trick, d_.tricksInDeal() - 1);
  for (int i = 0; i <= last; ++i) {
    const Trick& t = d_.tricks[at(i)];
    if (t.count == 0) continue;
    const int cls = classOf(Card(t.cards[0]));
    ++led_[at(cls)];
    for (int k = 0; k < t.count; ++k) {
      const Card c(t.cards[at(k)]);
      ++played_[c.face];
      if (k > 0 && classOf(c) != cls) voids_[at((t.leader + k) % kSeats)] |= static_cast<std::uint8_t>(1 << cls);
    }
  }
}

int SeatView::partnersKnown() const {
  int n = 0;
  for (int s = 0; s < kSeats; ++s) n += s != seat_ && relation(s) == Relation::Partner ? 1 : 0;
  return n;
}

int SeatView::outstandingIn(int cls) const {
  int n = 0;
  for (Card c : classFaces(cls)) n += outstanding(c);
  return n;
}

bool SeatView::higherOutstanding(Card c) const {
  for (Card f : classFaces(classOf(c))) {
    if (outstanding(f) == 0) continue;
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
