#include "play.hpp"

#include "actions.hpp"
#include "announcements.hpp"
#include "scoring.hpp"

namespace kr::dk {

namespace {

std::vector<Card> trickCards(const Trick& t) {
  std::vector<Card> cards;
  for (int i = 0; i < t.count; ++i) cards.push_back(Card(t.cards[static_cast<std::size_t>(i)]));
  return cards;
}

// DK-18: whether a trick led with this card may find the partner.
bool findsPartner(const Deal& d, Card led) {
  const bool trump = d.trumps.contains(led);
  switch (d.rules.marriageFinds) {
    case Rules::MarriageFinds::TrumpTrick: return trump;
    case Rules::MarriageFinds::PlainTrick: return !trump;
    case Rules::MarriageFinds::AnyTrick: break;
  }
  return true;
}

// DK-3: the first trick of tricks 1-3 won by another player finds the
// partner (DK-18: only a trick led as the option says); a marriage player
// who finds none in three tricks plays alone.
void resolveMarriage(Deal& d, int winner, EventList* events) {
  const Trick& t = d.tricks[static_cast<std::size_t>(d.trick)];
  if (winner != d.declarer && findsPartner(d, Card(t.cards[0]))) {
    d.partner = winner;
    d.decidedTrick = d.trick;
    d.re |= 1 << winner;
    if (events) pushEvent(*events, EventKind::PartyRevealed, winner, d.declarer, 0, "re");
  } else if (d.trick == 2) {
    d.marriageSolo = true;
    d.decidedTrick = d.trick;
    if (events) pushEvent(*events, EventKind::Note, d.declarer, -1, 0, "marriage-solo");
  } else {
    return;
  }
  d.knows = 0xF;
  for (int s = 0; s < kSeats; ++s) d.publicParty[static_cast<std::size_t>(s)] = i8(d.partyOf(s));
}

[[gnu::noinline]] void endDeal(Deal& d, int winner, bool misereLost, EventList* events) {
  d.phase = Phase::Over;
  d.toMove = -1;
  if (events && misereLost) pushEvent(*events, EventKind::Note, winner, -1, d.trick, "misere-lost");
  if (events) pushEvent(*events, EventKind::DealEnded, -1, -1, 0, scoreDeal(d).outcome);
}

// Out of line, as the rarer branches of playCard below: three cards in four
// finish no trick, and the hot path keeps a small frame.
[[gnu::noinline]] void finishTrick(Deal& d, EventList* events) {
  Trick& t = d.tricks[static_cast<std::size_t>(d.trick)];
  const CardSet follow = d.ledFollow;
  d.ledFollow = CardSet();  // the next trick is led afresh
  const int winner = d.seatAfter(t.leader, trickWinner(t, d.strength, d.trumps, follow, d.rules.secondDulle));
  int pts = 0;
  for (std::uint8_t f : t.cards) pts += cardPoints(Card(f));
  t.winner = i8(winner);
  d.points[static_cast<std::size_t>(winner)] += pts;
  ++d.tricksWon[static_cast<std::size_t>(winner)];
  if (events) pushEvent(*events, EventKind::TrickTaken, winner, -1, pts, {}, trickCards(t));
  const bool open = d.contract == Contract::Marriage && d.decidedTrick < 0;
  if (open) resolveMarriage(d, winner, events);
  // DK-15: the soloist's first trick loses the misère and ends the deal.
  const bool misereLost = isMisere(d.contract) && winner == d.declarer;
  if (++d.trick == d.tricksInDeal() || misereLost) return endDeal(d, winner, misereLost, events);
  d.tricks[static_cast<std::size_t>(d.trick)].leader = i8(winner);
  d.toMove = winner;
  if (open) refreshAnnouncementLimits(d);  // an open marriage moves the deadlines
  if (d.trick == 1 && d.handShown() && events) {
    // DK-15: the open hand goes on the table before the first card of trick 2.
    const int soloist = d.declarer;
    pushEvent(*events, EventKind::Note, soloist, -1, 0, "misere-ouvert-hand",
              d.hands[static_cast<std::size_t>(soloist)].cards());
  }
  if (open && d.decidedTrick >= 0) resolveDoubles(d, events);  // DK-19
  if (d.trick == 1 && d.rules.zwingen && pts >= 30) applyZwingen(d, winner, events);
}

// How many ♣Q (the party card) a seat has played so far.
int partyCardsShown(const Deal& d, int seat) {
  int n = 0;
  for (int i = 0; i <= d.trick && i < d.tricksInDeal(); ++i) {
    const Trick& t = d.tricks[static_cast<std::size_t>(i)];
    for (int k = 0; k < t.count; ++k)
      n += Card(t.cards[static_cast<std::size_t>(k)]) == d.rules.partyCard() && d.seatAfter(t.leader, k) == seat ? 1 : 0;
  }
  return n;
}

// A ♣Q played in a normal game tells its holder's party.
[[gnu::noinline]] void showPartyCard(Deal& d, int seat, EventList* events) {
  const bool known = d.publicParty[static_cast<std::size_t>(seat)] == 0;
  d.publicParty[static_cast<std::size_t>(seat)] = 0;
  updatePublicParties(d);
  if (!known && events) pushEvent(*events, EventKind::PartyRevealed, seat, -1, 0, "re");
  if (events && partyCardsShown(d, seat) == 2) pushEvent(*events, EventKind::Note, seat, -1, 0, "silent-solo");
}

// After a card: the next seat, or the trick's end.
void passTurn(Deal& d, int seat, EventList* events) {
  if (d.tricks[static_cast<std::size_t>(d.trick)].count < kSeats) {
    d.toMove = d.seatAfter(seat);
    return;
  }
  finishTrick(d, events);
}

// The card is in the trick: what it tells, then the turn passes.
[[gnu::noinline]] void afterCard(Deal& d, int seat, Card c, EventList* events) {
  if (events) pushEvent(*events, EventKind::CardPlayed, seat, -1, 0, {}, c);
  if (c == d.rules.partyCard() && d.contract == Contract::Normal) showPartyCard(d, seat, events);
  passTurn(d, seat, events);
}

// The hot path of every rollout: it calls nothing but in tail position, so
// it saves no registers; the rarer cases go to afterCard.
void playCard(Deal& d, int seat, Card c, EventList* events) {
  d.hands[static_cast<std::size_t>(seat)].remove(c);
  Trick& t = d.tricks[static_cast<std::size_t>(d.trick)];
  t.cards[static_cast<std::size_t>(t.count++)] = c.face;
  ++d.played[static_cast<std::size_t>(seat)];
  ++d.cardsPlayed;
  d.playedCards.add(c);
  if (t.count == 1) {
    const int cls = d.followClass(c);
    ++d.timesLed[static_cast<std::size_t>(cls)];
    d.ledClass = i8(cls);
    d.ledFollow = d.classFaces(cls);
  } else {
    // A card that does not follow shows the led class void (no branch on it).
    const int shows = d.ledFollow.contains(c) ? 0 : 1;
    d.shownVoids[static_cast<std::size_t>(seat)] |= static_cast<std::uint8_t>(shows << d.ledClass);
  }
  if (events || c == d.rules.partyCard()) return afterCard(d, seat, c, events);
  passTurn(d, seat, events);
}

// When a pig may be declared: before the first card (option), or as the
// holder plays the first of the pair (DK-11). Genscher only as the first ♦K
// is played (DK-17).
bool pigMoment(const Deal& d, int seat, Card c, Action a) {
  if (playedWithDeclaration(d.rules, a)) return seat == d.toMove && d.playable(seat).contains(c);
  return d.cardsPlayed == 0;
}

// Out of line and called last: playLegal, run for every card of every
// rollout, then saves no registers for it.
[[gnu::noinline]] void pigLegal(const Deal& d, int seat, ActionList& out) {
  const CardSet pairs = d.hands[static_cast<std::size_t>(seat)].twice();
  if (d.pigSeat < 0) {
    if (pairs.contains(kDiamondAce) && pigMoment(d, seat, kDiamondAce, kSchweinchen)) out.push(kSchweinchen);
    return;
  }
  const Card hyper = d.rules.hyperCard();
  if (d.rules.hyperschweinchen && d.hyperSeat < 0 && pairs.contains(hyper) && pigMoment(d, seat, hyper, kHyperschweinchen))
    out.push(kHyperschweinchen);
  if (d.rules.genscher && d.hyperSeat >= 0 && d.genscherSeat < 0 && pairs.contains(kDiamondKing) &&
      pigMoment(d, seat, kDiamondKing, kGenscher))
    out.push(kGenscher);
}

// Out of line: the hot path of play (a card) keeps a small frame.
[[gnu::noinline]] void applyPig(Deal& d, int seat, Action a, EventList* events) {
  const Card c = declaredCard(d.rules, a);
  (a == kSchweinchen ? d.pigSeat : a == kHyperschweinchen ? d.hyperSeat : d.genscherSeat) = seat;
  d.strength[c.face] = declaredStrength(a);
  // A pig says nothing about its holder's party: value -1.
  if (events) pushEvent(*events, EventKind::Announcement, seat, -1, -1, announcementId(a), c);
  if (playedWithDeclaration(d.rules, a)) playCard(d, seat, c, events);
}

}  // namespace

Card declaredCard(const Rules& rules, Action a) {
  if (a == kSchweinchen) return kDiamondAce;
  return a == kHyperschweinchen ? rules.hyperCard() : kDiamondKing;
}

std::uint8_t declaredStrength(Action a) {
  if (a == kSchweinchen) return kPigStrength;
  return a == kHyperschweinchen ? kHyperStrength : kGenscherStrength;
}

bool playedWithDeclaration(const Rules& rules, Action a) { return a == kGenscher || !rules.pigsBeforePlay; }

Explanation whyPigIllegal(const Deal& d, int seat, Action a) {
  const bool enabled = a == kSchweinchen ? d.rules.schweinchen
                       : a == kHyperschweinchen ? d.rules.schweinchen && d.rules.hyperschweinchen
                                                : d.rules.genscher;
  if (!enabled) return {"option-off", {}};
  if (!d.pigsAllowed) return {"no-pigs-in-this-game", {}};
  if (a != kSchweinchen && d.pigSeat < 0) return {"needs-schweinchen-first", {}};
  if (a == kGenscher && d.hyperSeat < 0) return {"needs-hyperschweinchen-first", {}};
  const int declared = a == kSchweinchen ? d.pigSeat : a == kHyperschweinchen ? d.hyperSeat : d.genscherSeat;
  if (declared >= 0) return {"already-announced", {}};
  const Card c = declaredCard(d.rules, a);
  if (!d.hands[static_cast<std::size_t>(seat)].twice().contains(c)) return {"no-pair-to-declare", {c}};
  if (!playedWithDeclaration(d.rules, a)) return {"announcement-deadline-passed", {}};
  if (seat != d.toMove) return {"not-your-turn", {}};
  return {"pig-card-not-playable", (d.hands[static_cast<std::size_t>(seat)].once() & d.followMask()).cards()};
}

void setContract(Deal& d, Contract c) {
  const TrumpTable& t = d.rules.table(c);
  d.contract = c;
  d.contractChosen = true;
  d.trumps = t.trumps;
  d.plain = t.plain;
  d.strength = t.strength;
  d.pigsAllowed = t.pigs;
}

void startPlay(Deal& d, int leader, EventList* events) {
  (void)events;
  d.phase = Phase::Play;
  d.toMove = leader;
  d.tricks[0].leader = i8(leader);
  refreshAnnouncementLimits(d);
}

void updatePublicParties(Deal& d) {
  if (d.contract != Contract::Normal) return;
  int reKnown = 0, kontraKnown = 0;
  for (int p : d.publicParty) {
    reKnown += p == 0 ? 1 : 0;
    kontraKnown += p == 1 ? 1 : 0;
  }
  // Both ♣Q shown by one seat: a silent solo, everybody else is Kontra.
  bool silentShown = false;
  if (d.playedCards.twice().contains(d.rules.partyCard()))  // else nobody can have shown both
    for (int s = 0; s < kSeats; ++s) silentShown |= partyCardsShown(d, s) == 2;
  for (auto& p : d.publicParty) {
    if (p >= 0) continue;
    if (reKnown == 2 || silentShown) p = 1;
    else if (kontraKnown == 3) p = 0;
  }
}

void playLegal(const Deal& d, int seat, ActionList& out) {
  if (seat == d.toMove) out.pushBits(d.playable(seat).bits());
  announcementLegal(d, seat, out);
  if (d.rules.schweinchen && d.pigsAllowed) return pigLegal(d, seat, out);
}

void applyPlay(Deal& d, int seat, Action a, EventList* events) {
  if (isCard(a)) {
    d.record(seat, a);
    return playCard(d, seat, Card(a), events);
  }
  if (isAnnouncement(a)) return applyAnnouncement(d, seat, a, events);
  if (a == kAnnounceDouble) return applyDouble(d, seat, events);
  d.record(seat, a);
  applyPig(d, seat, a, events);
}

}  // namespace kr::dk
