#include "history_facts.hpp"

#include "actions.hpp"
#include "deal.hpp"

namespace kr::dk {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }
int bit(int seat) { return 1 << seat; }

}  // namespace

Counts countsOf(const CardMultiset& m) {
  Counts c{};
  for (Card x : m.once()) c[x.face] = m.count(x);
  return c;
}

CardMultiset multisetOf(const Counts& c) {
  CardMultiset m;
  for (int f = 0; f < kFaceCount; ++f)
    for (int k = 0; k < c[at(f)]; ++k) m.add(Card(f));
  return m;
}

int trumpsIn(const Counts& c) {
  int n = 0;
  for (Card x : normalTrumps()) n += c[x.face];
  return n;
}

Facts readHistory(const DoppelkopfObservation& obs, const Rules& rules) {
  Facts f;
  int inTrick = 0;
  Card led;
  auto play = [&](int seat, Card c) {
    if (inTrick == 0) {
      led = c;
    } else {
      const CardSet follow = trumpTable(f.contract).followClass(led);
      if (!follow.contains(c)) f.voids[at(seat)] |= follow;  // failed to follow: holds none
    }
    ++f.played[at(seat)][c.face];
    inTrick = (inTrick + 1) % kSeats;
  };
  for (const HistoryEntry& h : obs.history) {
    const Action a = h.action;
    const int s = h.seat;
    if (isCard(a)) play(s, Card(a));
    else if (isSolo(a)) f.contract = soloContract(a - kSoloBase);
    else if (a == kPoverty) {
      f.contract = Contract::Poverty;
      f.poor = s;
    } else if (a == kMarriage) {
      f.contract = Contract::Marriage;
      f.marriage = s;
    } else if (a == kPass) (h.note == static_cast<int>(Round::Poverty) ? f.passedPoverty : f.passedSolo) |= bit(s);
    else if (isGive(a) || a == kHiddenGive) f.gives[at(f.giveCount++)] = isGive(a) ? a - kGiveBase : -1;
    else if (a == kAccept) f.acceptor = s;
    else if (isReturn(a) || a == kHiddenReturn) {
      f.returns[at(f.returnCount++)] = isReturn(a) ? a - kReturnBase : -1;
      if (f.returnCount == 3) f.trumpsReturned = h.note;
    } else if (isAnnouncement(a)) {
      f.announced[at(s)] = h.note;
    } else if (a == kSchweinchen || a == kHyperschweinchen) {
      const Card c = a == kSchweinchen ? kDiamondAce : rules.hyperCard();
      (a == kSchweinchen ? f.pigSeat : f.hyperSeat) = s;
      if (!rules.pigsBeforePlay) play(s, c);
    }
  }
  return f;
}

}  // namespace kr::dk
