#include "bidding.hpp"

#include <bit>
#include <optional>

#include "actions.hpp"
#include "announcements.hpp"
#include "play.hpp"

namespace kr::dk {

bool soloAllowed(const Rules& rules, int kind) {
  switch (soloContract(kind)) {
    case Contract::DiamondSolo: return rules.suitSolos != Rules::SuitSolos::None;  // the trump solo (DK-18)
    case Contract::ClubSolo:
    case Contract::SpadeSolo:
    case Contract::HeartSolo: return rules.suitSolos == Rules::SuitSolos::All;
    case Contract::QueenJackSolo: return rules.queenJackSolo;
    case Contract::KingSolo: return rules.kingSolo;
    case Contract::FleshlessSolo: return rules.fleshlessSolo;
    case Contract::MisereSolo: return rules.misere;  // DK-15
    case Contract::MisereOuvertSolo: return rules.misereOuvert;
    default: return true;  // queen and jack solos are always offered
  }
}

// DK-4: three trumps or fewer, by the normal game's trumps.
bool povertyEligible(const Rules& rules, const CardMultiset& dealt) {
  return rules.poverty && countIn(dealt, rules.normalTrumps()) <= 3;
}

// DK-3: both ♣Q.
bool marriageEligible(const Rules& rules, const CardMultiset& dealt) { return dealt.twice().contains(rules.partyCard()); }

ThrowIn throwInReason(const Rules& rules, const CardMultiset& dealt) {
  if (!rules.throwIn) return ThrowIn::None;
  int nines = 0, kings = 0;
  for (int s = 0; s < kSuitCount; ++s) {
    nines += dealt.count(Card(static_cast<Suit>(s), Rank::Nine));
    kings += dealt.count(Card(static_cast<Suit>(s), Rank::King));
  }
  if (!rules.withoutNines && nines >= 5) return ThrowIn::Nines;
  if (kings >= 5) return ThrowIn::Kings;
  // No trump above the ♦A: no queen, no jack, no top trump (normal game).
  const TrumpTable& t = rules.table(Contract::Normal);
  for (Card c : dealt.once() & t.trumps)
    if (t.strength[c.face] > t.strength[kDiamondAce.face]) return ThrowIn::None;
  return ThrowIn::NoHighTrump;
}

std::string_view throwInId(ThrowIn reason) {
  switch (reason) {
    case ThrowIn::Nines: return "five-nines";
    case ThrowIn::Kings: return "five-kings";
    case ThrowIn::NoHighTrump: return "no-high-trump";
    case ThrowIn::None: break;
  }
  return "none";
}

int soloTypeRank(Contract c) {
  switch (c) {
    case Contract::DiamondSolo: return 0;
    case Contract::HeartSolo: return 1;
    case Contract::SpadeSolo: return 2;
    case Contract::ClubSolo: return 3;
    case Contract::MisereSolo: return 4;
    case Contract::KingSolo: return 5;
    case Contract::QueenJackSolo: return 6;
    case Contract::QueenSolo: return 7;
    case Contract::JackSolo: return 8;
    case Contract::FleshlessSolo: return 9;
    case Contract::MisereOuvertSolo: return 10;
    default: return -1;
  }
}

bool outbids(const Deal& d, int kind) {
  if (d.pendingSolo < 0) return true;
  switch (d.rules.soloPrecedence) {
    case Rules::SoloPrecedence::ByType: return soloTypeRank(soloContract(kind)) > soloTypeRank(soloContract(d.pendingKind));
    // A claim says one level more; a misère (DK-15) cannot say no 90.
    case Rules::SoloPrecedence::BiddingUp: return d.duelLevel < kMaxLevel && !isMisere(soloContract(kind));
    default: return true;
  }
}

namespace {

int bit(int seat) { return 1 << seat; }

// Seats asked in a declaration round (DK-5).
int roundSeats(const Deal& d, Round r) {
  switch (r) {
    case Round::Single: return d.reserved;
    case Round::Forced: return bit(d.forcedSolo);
    case Round::Compulsory: return d.rules.compulsorySolo ? d.reserved & d.owedSolos : 0;
    case Round::Voluntary: return d.rules.compulsorySolo ? d.reserved & ~d.owedSolos : d.reserved;
    case Round::Poverty: return d.rules.poverty ? d.reserved : 0;
    case Round::Marriage: {
      // Before poverty (DK-18) every reserved seat is asked, so that who is
      // asked shows nothing; the poor ones pass.
      if (d.rules.povertyBelowMarriage) return d.reserved;
      // Only the holder of both ♣Q can get here; the filter keeps the deal
      // from waiting on a seat without a legal action.
      int seats = 0;
      for (int s = 0; s < kSeats; ++s)
        if ((d.reserved & bit(s)) && marriageEligible(d.rules, d.hands[static_cast<std::size_t>(s)])) seats |= bit(s);
      return seats;
    }
  }
  return 0;
}

// The declaration round after `r` (DK-5): solos, compulsory ones first, then
// poverty and marriage, in the other order when marriage ranks above poverty
// (DK-18); Single and Forced are rounds of their own.
std::optional<Round> roundAfter(const Rules& rules, Round r) {
  const Round lowerFirst = rules.povertyBelowMarriage ? Round::Marriage : Round::Poverty;
  const Round lowerLast = rules.povertyBelowMarriage ? Round::Poverty : Round::Marriage;
  if (r == Round::Compulsory) return Round::Voluntary;
  if (r == Round::Voluntary) return lowerFirst;
  if (r == lowerFirst) return lowerLast;
  return std::nullopt;
}

bool soloRound(Round r) { return r == Round::Compulsory || r == Round::Voluntary; }

enum class Next : std::uint8_t { Ask, StandingSolo, Nobody };

// Moves to the next seat to ask, in this round or the next one with seats.
// A solo round that ends with a claim standing (DK-16) ends the declarations.
Next advance(Deal& d) {
  for (;;) {
    const int seats = roundSeats(d, d.round);
    for (; d.asked < kSeats; ++d.asked) {
      const int seat = d.seatAfter(d.dealer, 1 + d.asked);
      if (seats & bit(seat)) {
        d.toMove = seat;
        return Next::Ask;
      }
    }
    if (d.pendingSolo >= 0) return Next::StandingSolo;
    const auto next = roundAfter(d.rules, d.round);
    if (!next) return Next::Nobody;
    d.round = *next;
    d.asked = 0;
  }
}

bool mayPass(const Deal& d, int seat) {
  const CardMultiset& h = d.hands[static_cast<std::size_t>(seat)];
  switch (d.round) {
    case Round::Compulsory:
    case Round::Voluntary: return d.pendingSolo >= 0 || povertyEligible(d.rules, h) || marriageEligible(d.rules, h);
    case Round::Poverty: return !d.rules.povertyBelowMarriage && marriageEligible(d.rules, h);
    case Round::Marriage: return d.rules.povertyBelowMarriage && povertyEligible(d.rules, h);  // poverty comes next
    default: return false;
  }
}

// DK-16: in a bidding-up duel both sides may only say the next level or pass.
bool inDuel(const Deal& d) { return d.challenger >= 0; }
Action duelStep(const Deal& d) { return kDuelBase + d.duelLevel + 1; }

void declarationLegal(const Deal& d, int seat, ActionList& out) {
  const CardMultiset& h = d.hands[static_cast<std::size_t>(seat)];
  if (inDuel(d)) {
    out.push(kPass);
    // A misère's holder cannot say no 90 (DK-15): it can only give way.
    if (seat != d.pendingSolo || !isMisere(soloContract(d.pendingKind))) out.push(duelStep(d));
    return;
  }
  const bool solos = d.round != Round::Poverty && d.round != Round::Marriage;
  if (solos)
    for (int k = 0; k < kSoloKinds; ++k)
      if (soloAllowed(d.rules, k) && outbids(d, k)) out.push(kSoloBase + k);
  const bool single = d.round == Round::Single;
  if ((single || d.round == Round::Poverty) && povertyEligible(d.rules, h)) out.push(kPoverty);
  if ((single || d.round == Round::Marriage) && marriageEligible(d.rules, h)) out.push(kMarriage);
  if (mayPass(d, seat)) out.push(kPass);
}

void povertyGiveLegal(const Deal& d, ActionList& out) {
  const CardMultiset& h = d.hands[static_cast<std::size_t>(d.poor)];
  // Every trump must go into the three cards (DK-4).
  const bool onlyTrumps = countIn(h, d.trumps) >= 3 - d.givenCount;
  for (Card c : onlyTrumps ? h.once() & d.trumps : h.once()) out.push(kGiveBase + c.index());
}

std::vector<Card> cardsOf(const std::array<std::uint8_t, 3>& faces) {
  return {Card(faces[0]), Card(faces[1]), Card(faces[2])};
}

void chooseNormal(Deal& d, EventList* events) {
  setContract(d, Contract::Normal);
  d.re = 0;
  for (int s = 0; s < kSeats; ++s) {
    const CardMultiset& h = d.hands[static_cast<std::size_t>(s)];
    if (h.once().contains(d.rules.partyCard())) d.re |= bit(s);
    if (h.twice().contains(d.rules.partyCard())) {
      d.silentSolo = true;  // DK-2: nobody is told
      d.declarer = s;
    }
  }
  d.knows = 0xF;  // with or without a ♣Q, everybody knows their own party
  if (events) pushEvent(*events, EventKind::ContractChosen, -1, -1, 0, "normal");
  startPlay(d, d.seatAfter(d.dealer), events);
}

void chooseSolo(Deal& d, int seat, int kind, EventList* events) {
  setContract(d, soloContract(kind));
  d.declarer = seat;
  d.re = bit(seat);
  d.knows = 0xF;
  for (int s = 0; s < kSeats; ++s) d.publicParty[static_cast<std::size_t>(s)] = i8(s == seat ? 0 : 1);
  // DK-5: the compulsory soloist leads (and the match lets the dealer deal again).
  d.compulsory = d.rules.compulsorySolo && ((d.owedSolos & bit(seat)) || d.forcedSolo == seat);
  // DK-16: a solo named by type is led by its soloist, and the dealer deals again.
  const bool byType = d.rules.soloPrecedence == Rules::SoloPrecedence::ByType;
  d.dealerStays = d.compulsory || byType;
  if (events) pushEvent(*events, EventKind::ContractChosen, seat, -1, d.compulsory ? 1 : 0, contractId(d.contract));
  startPlay(d, d.dealerStays ? seat : d.seatAfter(d.dealer), events);
  if (d.rules.soloAutoRe) announceSoloRe(d, events);
  // DK-16: the winner of a bidding-up duel has announced every level said in it.
  if (d.duelLevel > 1) announceDuelLevels(d, d.duelLevel, events);
}

// The standing claim of the last solo round wins (DK-16).
void chooseStandingSolo(Deal& d, EventList* events) { chooseSolo(d, d.pendingSolo, d.pendingKind, events); }

void proceed(Deal& d, EventList* events) {
  switch (advance(d)) {
    case Next::Ask: return;
    case Next::StandingSolo: return chooseStandingSolo(d, events);
    case Next::Nobody: return chooseNormal(d, events);
  }
}

// The seat after the one that made the last claim is asked next.
void askNext(Deal& d, EventList* events) {
  ++d.asked;
  proceed(d, events);
}

// DK-16: a solo claim in a round where several may claim.
void claimSolo(Deal& d, int seat, int kind, EventList* events) {
  if (d.rules.soloPrecedence == Rules::SoloPrecedence::BiddingUp && d.pendingSolo >= 0) {
    // The challenger says one level more; the holder answers.
    d.challenger = seat;
    d.challengeKind = kind;
    d.toMove = d.pendingSolo;
    return;
  }
  d.pendingSolo = seat;
  d.pendingKind = kind;
  askNext(d, events);
}

// DK-16 bidding-up: the challenger's claim and each raise say one level
// above the holder's; the holder keeps the solo by saying that level too.
// Whoever passes gives the solo up. Nobody can go past schwarz, so the
// holder who matches it keeps the solo.
void applyDuel(Deal& d, int seat, Action a, EventList* events) {
  const bool holder = seat == d.pendingSolo;
  if (a == kDuelBase + d.duelLevel + 1) {
    if (holder) ++d.duelLevel;
    if (events) pushEvent(*events, EventKind::Bid, seat, -1, a - kDuelBase, actionText(a));
    if (holder && d.duelLevel == kMaxLevel) {
      d.challenger = -1;
      return askNext(d, events);
    }
    d.toMove = holder ? d.challenger : d.pendingSolo;
    return;
  }
  if (events) pushEvent(*events, EventKind::Bid, seat, -1, 0, "pass");
  if (holder) {
    // The challenger takes the solo at the level of its claim.
    d.pendingSolo = d.challenger;
    d.pendingKind = d.challengeKind;
    ++d.duelLevel;
  }
  d.challenger = -1;
  askNext(d, events);
}

// DK-14: a throw-in beats every game; the deal is void and the next dealer deals.
void applyThrowIn(Deal& d, int seat, EventList* events) {
  const ThrowIn reason = throwInReason(d.rules, d.dealt[static_cast<std::size_t>(seat)]);
  d.history[static_cast<std::size_t>(d.historyCount - 1)].note = static_cast<std::int8_t>(reason);
  d.thrownIn = seat;
  d.isVoid = true;
  d.phase = Phase::Over;
  d.toMove = -1;
  if (events) pushEvent(*events, EventKind::Bid, seat, -1, static_cast<int>(reason), "throw-in");
  if (events) pushEvent(*events, EventKind::Redeal, seat, -1, static_cast<int>(reason), throwInId(reason));
  if (events) pushEvent(*events, EventKind::DealEnded, -1, -1, 0, "void");
}

void applyReservation(Deal& d, int seat, Action a, EventList* events) {
  if (a == kThrowIn) return applyThrowIn(d, seat, events);
  if (a == kReservation) d.reserved |= bit(seat);
  if (events) pushEvent(*events, EventKind::Bid, seat, -1, 0, a == kReservation ? "reservation" : "healthy");
  if (++d.bids < kSeats) {
    d.toMove = d.seatAfter(seat);
    return;
  }
  if (d.reserved == 0) return chooseNormal(d, events);
  d.phase = Phase::Declaration;
  d.round = std::popcount(static_cast<unsigned>(d.reserved)) == 1 ? Round::Single : Round::Compulsory;
  d.asked = 0;
  proceed(d, events);
}

void applyDeclaration(Deal& d, int seat, Action a, EventList* events) {
  if (inDuel(d)) {
    d.history[static_cast<std::size_t>(d.historyCount - 1)].note = static_cast<std::int8_t>(kStandsDownNote | static_cast<int>(d.round));
    return applyDuel(d, seat, a, events);
  }
  if (a == kPass) {
    const int standsDown = d.pendingSolo >= 0 ? kStandsDownNote : 0;
    d.history[static_cast<std::size_t>(d.historyCount - 1)].note = static_cast<std::int8_t>(standsDown | static_cast<int>(d.round));
    if (events) pushEvent(*events, EventKind::Bid, seat, -1, 0, "pass");
    return askNext(d, events);
  }
  if (isSolo(a)) {
    if (events) pushEvent(*events, EventKind::Bid, seat, -1, 0, actionText(a));
    // DK-5 gives the solo to the first claimant; DK-16 may ask the others too.
    const bool contested = soloRound(d.round) && d.rules.soloPrecedence != Rules::SoloPrecedence::First;
    if (!contested) return chooseSolo(d, seat, a - kSoloBase, events);
    return claimSolo(d, seat, a - kSoloBase, events);
  }
  d.declarer = seat;
  if (a == kMarriage) {
    if (events) pushEvent(*events, EventKind::Bid, seat, -1, 0, "marriage");
    setContract(d, Contract::Marriage);
    d.re = bit(seat);
    d.knows = bit(seat);  // DK-3: the others learn their party with the partner
    d.publicParty[static_cast<std::size_t>(seat)] = 0;
    if (events) pushEvent(*events, EventKind::ContractChosen, seat, -1, 0, "marriage");
    return startPlay(d, d.seatAfter(d.dealer), events);
  }
  if (events) pushEvent(*events, EventKind::Bid, seat, -1, 0, "poverty");
  setContract(d, Contract::Poverty);
  d.poor = seat;
  d.phase = Phase::PovertyGive;
  d.toMove = seat;
}

void applyGive(Deal& d, int seat, Card c, EventList* events) {
  d.hands[static_cast<std::size_t>(seat)].remove(c);
  d.transit.add(c);
  d.given[static_cast<std::size_t>(d.givenCount++)] = c.face;
  if (events) pushEvent(*events, EventKind::CardsPassed, seat, -1, 1, {}, c);
  if (d.givenCount < 3) return;
  d.phase = Phase::PovertyOffer;
  d.offers = 0;
  d.toMove = d.seatAfter(d.poor);
}

void applyOffer(Deal& d, int seat, Action a, EventList* events) {
  if (events) pushEvent(*events, EventKind::OfferAnswered, seat, -1, 0, a == kAccept ? "accept" : "decline");
  if (a == kAccept) {
    d.acceptor = seat;
    for (Card c : cardsOf(d.given)) d.hands[static_cast<std::size_t>(seat)].add(c);
    d.transit = CardMultiset();
    if (events) pushEvent(*events, EventKind::CardsPassed, d.poor, seat, 3, {}, cardsOf(d.given));
    d.phase = Phase::PovertyReturn;
    d.toMove = seat;
    return;
  }
  if (++d.offers < kSeats - 1) {
    d.toMove = d.seatAfter(seat);
    return;
  }
  // DK-4: nobody accepts; the deal is void and the next dealer deals.
  d.isVoid = true;
  d.phase = Phase::Over;
  d.toMove = -1;
  if (events) pushEvent(*events, EventKind::Redeal, -1, -1, 0, "poverty-refused");
  if (events) pushEvent(*events, EventKind::DealEnded, -1, -1, 0, "void");
}

void applyReturn(Deal& d, int seat, Card c, EventList* events) {
  d.hands[static_cast<std::size_t>(seat)].remove(c);
  d.transit.add(c);
  d.returned[static_cast<std::size_t>(d.returnedCount++)] = c.face;
  if (events) pushEvent(*events, EventKind::CardsPassed, seat, d.poor, 1, {}, c);
  if (d.returnedCount < 3) return;
  for (Card r : cardsOf(d.returned)) d.hands[static_cast<std::size_t>(d.poor)].add(r);
  d.transit = CardMultiset();
  d.trumpsReturned = 0;
  for (Card r : cardsOf(d.returned)) d.trumpsReturned += d.trumps.contains(r) ? 1 : 0;
  // The number of trumps returned is public (DK-4).
  d.history[static_cast<std::size_t>(d.historyCount - 1)].note = static_cast<std::int8_t>(d.trumpsReturned);
  d.re = bit(d.poor) | bit(d.acceptor);
  d.knows = 0xF;
  for (int s = 0; s < kSeats; ++s) d.publicParty[static_cast<std::size_t>(s)] = i8((d.re & bit(s)) ? 0 : 1);
  if (events) pushEvent(*events, EventKind::Note, d.poor, seat, d.trumpsReturned, "trumps-returned");
  if (events) pushEvent(*events, EventKind::ContractChosen, d.poor, d.acceptor, 0, "poverty");
  startPlay(d, d.seatAfter(d.dealer), events);
}

}  // namespace

void biddingLegal(const Deal& d, int seat, ActionList& out) {
  if (seat != d.toMove) return;
  switch (d.phase) {
    case Phase::Reservation:
      out.push(kHealthy);
      out.push(kReservation);
      if (throwInReason(d.rules, d.hands[static_cast<std::size_t>(seat)]) != ThrowIn::None) out.push(kThrowIn);
      return;
    case Phase::Declaration: return declarationLegal(d, seat, out);
    case Phase::PovertyGive: return povertyGiveLegal(d, out);
    case Phase::PovertyOffer:
      out.push(kAccept);
      out.push(kDecline);
      return;
    case Phase::PovertyReturn:
      for (Card c : d.hands[static_cast<std::size_t>(seat)].once()) out.push(kReturnBase + c.index());
      return;
    default: return;
  }
}

void applyBidding(Deal& d, int seat, Action a, EventList* events) {
  d.record(seat, a);
  switch (d.phase) {
    case Phase::Reservation: return applyReservation(d, seat, a, events);
    case Phase::Declaration: return applyDeclaration(d, seat, a, events);
    case Phase::PovertyGive: return applyGive(d, seat, Card(a - kGiveBase), events);
    case Phase::PovertyOffer: return applyOffer(d, seat, a, events);
    case Phase::PovertyReturn: return applyReturn(d, seat, Card(a - kReturnBase), events);
    default: return;
  }
}

Explanation whyBiddingIllegal(const Deal& d, int seat, Action a) {
  if (seat != d.toMove) return {"not-your-turn", {}};
  const CardMultiset& h = d.hands[static_cast<std::size_t>(seat)];
  if (isSolo(a) && !soloAllowed(d.rules, a - kSoloBase)) return {"option-off", {}};
  if (d.phase == Phase::Declaration && inDuel(d)) return {"duel-next-level-or-pass", {}};
  if (isSolo(a) && d.phase == Phase::Declaration && !outbids(d, a - kSoloBase))
    return {d.rules.soloPrecedence == Rules::SoloPrecedence::ByType ? "solo-type-not-higher" : "solo-cannot-be-outbid", {}};
  if (a == kPoverty && !d.rules.poverty) return {"option-off", {}};
  if (a == kThrowIn && !d.rules.throwIn) return {"option-off", {}};
  if (a == kThrowIn && d.phase == Phase::Reservation) return {"hand-not-weak", {}};
  if (a == kPoverty) return {"too-many-trumps", (h.once() & d.rules.normalTrumps()).cards()};
  if (a == kMarriage) return {d.rules.kingsDecide ? "needs-both-club-kings" : "needs-both-club-queens", {}};
  if (a == kPass && d.phase == Phase::Declaration) return {"must-declare", {}};
  if ((isGive(a) || isReturn(a)) && d.phase >= Phase::PovertyGive && d.phase <= Phase::PovertyReturn) {
    const Card c(isGive(a) ? a - kGiveBase : a - kReturnBase);
    if (!h.once().contains(c)) return {"card-not-in-hand", {c}};
    if (isGive(a) && d.phase == Phase::PovertyGive) return {"must-give-trumps", (h.once() & d.trumps).cards()};
  }
  return {"not-legal-now", {}};
}

}  // namespace kr::dk
