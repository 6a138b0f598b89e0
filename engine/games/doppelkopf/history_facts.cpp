#include "history_facts.hpp"

#include <optional>

#include "actions.hpp"
#include "announcements.hpp"
#include "bidding.hpp"
#include "deal.hpp"
#include "play.hpp"

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
  // Built as two bit masks without a branch per face: every sampled deal
  // turns four hands of counts into multisets.
  std::uint64_t once = 0, twice = 0;
  for (int f = 0; f < kFaceCount; ++f) {
    once |= std::uint64_t{c[at(f)] >= 1} << f;
    twice |= std::uint64_t{c[at(f)] >= 2} << f;
  }
  return CardMultiset::of(CardSet(once), CardSet(twice));
}

int trumpsIn(const Counts& c, const Rules& rules) {
  int n = 0;
  for (Card x : rules.normalTrumps()) n += c[x.face];
  return n;
}

// DK-19 Zwingen: a first trick of 30 or more that no automatic announcement
// follows shows that its winner's party had already said no 90. Only the
// normal game hides parties in the cards.
void readZwingen(const DoppelkopfObservation& obs, const Rules& rules, Facts& f) {
  if (f.contract != Contract::Normal) return;
  std::array<std::uint8_t, kFaceCount> strength = rules.table(f.contract).strength;
  std::array<int, 2> level{};
  Trick t;
  std::array<int, kSeats> seats{};
  int pts = 0;
  for (std::size_t i = 0; i < obs.history.size(); ++i) {
    const HistoryEntry& h = obs.history[i];
    std::optional<Card> card;
    if (isCard(h.action)) card = Card(h.action);
    if (isPigDeclaration(h.action)) {
      const Card c = declaredCard(rules, h.action);
      strength[c.face] = declaredStrength(h.action);
      if (playedWithDeclaration(rules, h.action)) card = c;
    }
    if (isAnnouncement(h.action)) level[at(announcedParty(h))] = announcementLevel(h.action);
    if (!card) continue;
    seats[at(t.count)] = h.seat;
    t.cards[at(t.count++)] = card->face;
    pts += cardPoints(*card);
    if (t.count < kSeats) continue;
    const bool forced = i + 1 < obs.history.size() && isAutomatic(obs.history[i + 1]);
    if (pts < 30 || forced || (level[0] >= 2) == (level[1] >= 2)) return;
    const TrumpTable& table = rules.table(f.contract);
    const int winner = seats[at(trickWinner(t, strength, table.trumps, table.followClass(Card(t.cards[0])), rules.secondDulle))];
    if (f.announced[at(winner)] < 0) f.announced[at(winner)] = level[0] >= 2 ? 0 : 1;
    return;
  }
}

namespace {

// What a declaration-round pass says: the seat holds a lower game (DK-5),
// unless it only let another's solo claim stand (DK-16).
void notePass(const HistoryEntry& h, Facts& f) {
  if (h.note & kStandsDownNote) return;
  const int seat = bit(h.seat);
  if (h.note == static_cast<int>(Round::Poverty)) f.passedPoverty |= seat;
  else if (h.note == static_cast<int>(Round::Marriage)) f.passedMarriage |= seat;
  else f.passedSolo |= seat;
}

}  // namespace

Facts readHistory(const DoppelkopfObservation& obs, const Rules& rules) {
  Facts f;
  int inTrick = 0;
  Card led;
  auto play = [&](int seat, Card c) {
    if (inTrick == 0) {
      led = c;
    } else {
      const CardSet follow = rules.table(f.contract).followClass(led);
      if (!follow.contains(c)) f.voids[at(seat)] |= follow;  // failed to follow: holds none
    }
    ++f.played[at(seat)][c.face];
    inTrick = (inTrick + 1) % kSeats;
  };
  for (const HistoryEntry& h : obs.history) {
    const Action a = h.action;
    const int s = h.seat;
    // The solo claimed last need not be the one played (DK-16): from the
    // first card on the game is the public one.
    if (isCard(a) && obs.contract >= 0) f.contract = static_cast<Contract>(obs.contract);
    if (isCard(a)) play(s, Card(a));
    else if (isSolo(a)) f.contract = soloContract(a - kSoloBase);
    else if (a == kPoverty) {
      f.contract = Contract::Poverty;
      f.poor = s;
    } else if (a == kMarriage) {
      f.contract = Contract::Marriage;
      f.marriage = s;
    } else if (a == kPass) notePass(h, f);
    else if (isGive(a) || a == kHiddenGive) f.gives[at(f.giveCount++)] = isGive(a) ? a - kGiveBase : -1;
    else if (a == kAccept) f.acceptor = s;
    else if (isReturn(a) || a == kHiddenReturn) {
      f.returns[at(f.returnCount++)] = isReturn(a) ? a - kReturnBase : -1;
      if (f.returnCount == 3) f.trumpsReturned = h.note;
    } else if (isAnnouncement(a)) {
      f.announced[at(s)] = announcedParty(h);
    } else if (isPigDeclaration(a)) {
      (a == kSchweinchen ? f.pigSeat : a == kHyperschweinchen ? f.hyperSeat : f.genscherSeat) = s;
      if (playedWithDeclaration(rules, a)) play(s, declaredCard(rules, a));
    }
  }
  if (rules.zwingen) readZwingen(obs, rules, f);
  f.openSeat = obs.openSeat;
  f.openHand = obs.openHand;
  return f;
}

}  // namespace kr::dk
