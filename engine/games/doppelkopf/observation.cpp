#include "observation.hpp"

#include "actions.hpp"
#include "bidding.hpp"
#include "play.hpp"
#include "serialize.hpp"
#include "trick_facts.hpp"

namespace kr::dk {

namespace {

// A poverty card is seen by the poor player (its own gives, the returns once
// all three are back) and the acceptor (the gives once accepted, its own
// returns): DK-4.
bool seesGive(const Deal& d, int seat) { return seat == d.poor || (d.acceptor >= 0 && seat == d.acceptor); }
bool seesReturn(const Deal& d, int seat) { return seat == d.acceptor || (seat == d.poor && d.returnedCount == 3); }

}  // namespace

std::unique_ptr<DoppelkopfObservation> makeObservation(const Deal& d, int seat) {
  auto o = std::make_unique<DoppelkopfObservation>();
  o->seat = seat;
  o->rules = d.rules;
  o->dealer = d.dealer;
  o->owedSolos = d.owedSolos;
  o->forcedSolo = d.forcedSolo;
  o->hand = d.hands[static_cast<std::size_t>(seat)];
  o->dealt = d.dealt[static_cast<std::size_t>(seat)];
  o->history.assign(d.history.begin(), d.history.begin() + d.historyCount);
  for (auto& h : o->history) {
    if (isGive(h.action) && !seesGive(d, seat)) h.action = kHiddenGive;
    if (isReturn(h.action) && !seesReturn(d, seat)) h.action = kHiddenReturn;
  }
  o->phase = d.phase;
  o->toMove = d.phase == Phase::Over ? -1 : d.toMove;
  // A poverty is public from its declaration, its trumps once play starts.
  if (d.contractChosen) o->contract = static_cast<int>(d.contract);
  if (d.contractChosen && !d.silentSolo) o->declarer = d.declarer;
  if (d.knowsParty(seat)) o->ownParty = d.partyOf(seat);
  for (int s = 0; s < kSeats; ++s) o->publicParty[static_cast<std::size_t>(s)] = d.publicParty[static_cast<std::size_t>(s)];
  o->level = d.level;
  o->poor = d.poor;
  o->acceptor = d.acceptor;
  o->trumpsReturned = d.trumpsReturned;
  o->partner = d.partner;
  o->pendingSolo = d.pendingSolo;
  o->pendingKind = d.pendingKind;
  o->duelLevel = d.duelLevel;
  o->challenger = d.challenger;
  o->challengeKind = d.challengeKind;
  o->points = d.points;
  o->tricksWon = d.tricksWon;
  if (d.phase == Phase::Play) {
    const Trick& t = d.tricks[static_cast<std::size_t>(d.trick)];
    o->trickLeader = t.leader;
    for (int k = 0; k < t.count; ++k) o->trick.push_back(Card(t.cards[static_cast<std::size_t>(k)]));
  }
  if (d.handShown()) {
    o->openSeat = d.declarer;
    o->openHand = d.hands[static_cast<std::size_t>(d.declarer)];
  }
  ActionList legal;
  if (d.phase == Phase::Play) playLegal(d, seat, legal);
  else if (d.phase != Phase::Over) biddingLegal(d, seat, legal);
  o->legal = legal;
  return o;
}

std::vector<TrickFact> DoppelkopfObservation::tricks() const {
  // The game type is public from the first card; before it only the normal
  // game's trumps could apply, and no card lies on the table.
  const Contract type = contract >= 0 ? static_cast<Contract>(contract) : Contract::Normal;
  return trickFacts(history, type, rules);
}

std::string DoppelkopfObservation::serialize() const {
  TextOut out;
  out.word("seat").num(seat).word("dealer").num(dealer).word("owed").num(owedSolos).word("forced").num(forcedSolo);
  out.word("hand").multiset(hand).word("dealt").multiset(dealt).word("phase").num(static_cast<int>(phase));
  out.word("to").num(toMove).word("contract").num(contract).word("declarer").num(declarer).word("own").num(ownParty);
  out.word("public");
  for (int p : publicParty) out.num(p);
  out.word("levels").num(level[0]).num(level[1]).word("poverty").num(poor).num(acceptor).num(trumpsReturned);
  out.word("partner").num(partner).word("claim").num(pendingSolo).num(pendingKind).num(duelLevel).num(challenger).num(challengeKind);
  out.word("taken");
  for (int s = 0; s < kSeats; ++s) out.num(points[static_cast<std::size_t>(s)]).num(tricksWon[static_cast<std::size_t>(s)]);
  out.word("trick").num(trickLeader);
  for (Card c : trick) out.num(c.face);
  out.word("open").num(openSeat).multiset(openHand);
  out.word("history");
  for (const auto& h : history) out.packed(historyCode(h));
  out.word("legal");
  for (Action a : legal) out.num(a);
  return out.take();
}

}  // namespace kr::dk
