#include "state.hpp"

#include "actions.hpp"
#include "core/text_writer.hpp"
#include "discard.hpp"
#include "scoring.hpp"
#include "trick_facts.hpp"

namespace kr::dobbm {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

void writeTable(TextWriter& out, const Table& t) {
  out << "players " << t.rules.players << " round " << t.rules.roundToFive << " muss " << t.rules.mussrunde
      << " dealer " << t.dealer << " forced " << t.forced << " phase " << int(t.phase) << " turn " << t.turn
      << " bids";
  for (Bid b : t.bids) out << ' ' << int(b);
  out << " declarer " << t.declarer << " contract " << int(t.contract) << " discarded " << t.discarded
      << " doublings";
  for (int i = 0; i < t.doublings; ++i) out << ' ' << int(t.doublers[at(i)]);
  out << " asked " << t.defenceAsked << " tricks " << t.tricksDone << " leader " << t.leader << " played";
  for (int i = 0; i < t.playedCount; ++i) out << ' ' << t.played[at(i)].index();
  out << " leaders";
  for (int i = 0; i < t.tricksDone; ++i) out << ' ' << int(t.leaders[at(i)]);
  out << " points";
  for (int s = 0; s < kSeats; ++s) out << ' ' << t.points[at(s)] << '/' << t.tricks[at(s)];
}

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::Bidding: return "bidding";
    case Phase::Discard: return "discard";
    case Phase::Doubling: return "doubling";
    case Phase::Play: return "play";
    case Phase::Over: return "over";
  }
  return "over";
}

bool dobbmBid(const Table& t) {
  for (Bid b : t.bids)
    if (b == Bid::Dobbm) return true;
  return false;
}

}  // namespace

int Table::cardsPlayedBy(int seat) const {
  int n = tricksDone;  // one card in every finished trick
  for (int i = 0; i < trick.count; ++i)
    if ((leader + i) % kSeats == seat) ++n;
  return n;
}

int Table::handSize(int seat) const {
  const bool exchanged = seat == declarer && contract == Contract::Dobbm;
  return (exchanged ? kHandSize + kDobbSize - discarded : kHandSize) - cardsPlayedBy(seat);
}

int Table::multiplier() const { return (contract == Contract::Solo ? 2 : 1) << doublings; }

std::vector<TrickFact> DobbmObservation::tricks() const { return trickFacts(pub); }

std::string DobbmObservation::serialize() const {
  TextWriter out;
  out << "seat " << seat << ' ';
  writeTable(out, pub);
  out << " hand " << hand.bits() << " discard " << discard.bits() << " legal";
  for (Action a : legal) out << ' ' << a;
  return out.take();
}

std::string_view DobbmState::phase() const { return phaseName(d_.pub.phase); }

void DobbmState::legalActions(int seat, ActionList& out) const {
  out.clear();
  const Table& t = d_.pub;
  if (t.phase == Phase::Over || seat != t.turn) return;
  switch (t.phase) {
    case Phase::Bidding:
      // DB-2: after a Dobbm only Solo or pass; DB-7: the forced seat may not pass.
      if (t.forced < 0) out.push(kPass);
      if (!dobbmBid(t)) out.push(kDobbm);
      out.push(kSolo);
      break;
    case Phase::Discard: {
      const CardSet hand = d_.hands[at(seat)];
      for (Card c : hand)
        if (mayDiscard(hand, d_.discard, c)) out.push(c.index());
      break;
    }
    case Phase::Doubling:
      out.push(kPass);
      out.push(t.doublings == 0 ? kDouble : kRedouble);
      break;
    case Phase::Play:
      for (Card c : legalCards(d_.hands[at(seat)], t.trick)) out.push(c.index());
      break;
    case Phase::Over: break;
  }
}

Explanation DobbmState::whyIllegal(int seat, Action a) const {
  const Table& t = d_.pub;
  if (t.phase == Phase::Over) return {"deal-over", {}};
  if (seat != t.turn) return {t.forced >= 0 && t.phase == Phase::Bidding ? "mussrunde-others-do-not-bid" : "not-your-turn", {}};
  switch (t.phase) {
    case Phase::Bidding:
      if (a == kPass) return {"mussrunde-must-declare", {}};
      if (a == kDobbm) return {"only-solo-after-dobbm", {}};
      return {"bid-pass-dobbm-or-solo", {}};
    case Phase::Discard: {
      if (!isCardAction(a)) return {"discard-a-card", {}};
      const CardSet hand = d_.hands[at(seat)];
      if (!hand.contains(Card(a))) return {"card-not-in-hand", hand.cards()};
      const DiscardRefusal r = discardRefusal(hand, d_.discard, Card(a));
      return {std::string(r.id), r.cards.cards()};
    }
    case Phase::Doubling:
      if (a == kDouble) return {"already-doubled", {}};
      if (a == kRedouble) return {"nothing-to-redouble", {}};
      return {"pass-or-double", {}};
    case Phase::Play: {
      if (!isCardAction(a)) return {"play-a-card", {}};
      const CardSet hand = d_.hands[at(seat)];
      if (!hand.contains(Card(a))) return {"card-not-in-hand", hand.cards()};
      const Refusal r = refusalOf(hand, t.trick);
      return {std::string(r.id), r.cards.cards()};
    }
    case Phase::Over: break;
  }
  return {"not-legal-now", {}};
}

void DobbmState::applyUnchecked(int /*seat*/, Action a, EventList* events) {
  switch (d_.pub.phase) {
    case Phase::Bidding: bid(a, events); break;
    case Phase::Discard: lay(Card(a), events); break;
    case Phase::Doubling: doubling(a, events); break;
    case Phase::Play: play(Card(a), events); break;
    case Phase::Over: break;
  }
}

void DobbmState::bid(Action a, EventList* events) {
  Table& t = d_.pub;
  const Bid b = a == kSolo ? Bid::Solo : a == kDobbm ? Bid::Dobbm : Bid::Pass;
  t.bids[at(t.turn)] = b;
  if (events) events->push_back({EventKind::Bid, t.turn, -1, 0, actionText(a), {}});
  // DB-2: a Solo ends the bidding; DB-7: in the Mussrunde only the forced seat speaks.
  int k = 0;
  while (t.bidder(k) != t.turn) ++k;
  if (b == Bid::Solo || t.forced >= 0 || k == kSeats - 1) {
    endBidding(events);
    return;
  }
  t.turn = t.bidder(k + 1);
}

void DobbmState::endBidding(EventList* events) {
  Table& t = d_.pub;
  // DB-2: the last non-pass bidder declares.
  for (int k = 0; k < kSeats; ++k) {
    const Bid b = t.bids[at(t.bidder(k))];
    if (b == Bid::Dobbm || b == Bid::Solo) {
      t.declarer = t.bidder(k);
      t.contract = b == Bid::Solo ? Contract::Solo : Contract::Dobbm;
    }
  }
  if (t.declarer < 0) {
    t.phase = Phase::Over;
    if (events) events->push_back({EventKind::DealEnded, -1, -1, 0, "all-passed", {}});
    return;
  }
  if (events)
    events->push_back({EventKind::ContractChosen, t.declarer, -1, 0, t.contract == Contract::Solo ? "solo" : "dobbm", {}});
  if (t.contract == Contract::Solo) {
    // DB-3: nobody sees the Dobb; the doubling follows at once.
    t.phase = Phase::Doubling;
    t.turn = t.defender(0);
    return;
  }
  // DB-3: the declarer takes the Dobb unseen by the others.
  if (events) events->push_back({EventKind::CardsPassed, -1, t.declarer, kDobbSize, "dobb", d_.dobb.cards()});
  d_.hands[at(t.declarer)] |= d_.dobb;
  d_.dobb = CardSet();
  t.phase = Phase::Discard;
  t.turn = t.declarer;
}

void DobbmState::lay(Card c, EventList* events) {
  Table& t = d_.pub;
  d_.hands[at(t.declarer)].remove(c);
  d_.discard.add(c);
  ++t.discarded;
  if (events) events->push_back({EventKind::CardsPassed, t.declarer, -1, 1, "discard", {c}});
  if (t.discarded < kDobbSize) return;
  t.phase = Phase::Doubling;
  t.turn = t.defender(0);
}

void DobbmState::doubling(Action a, EventList* events) {
  Table& t = d_.pub;
  const int seat = t.turn;
  if (events)
    events->push_back({EventKind::Announcement, seat, -1, t.multiplier() * (a == kPass ? 1 : 2),
                       a == kPass ? "no-double" : actionText(a), {}});
  if (a != kPass) {
    t.doublers[at(t.doublings++)] = static_cast<std::int8_t>(seat);
    t.defenceAsked = 0;
    if (t.doublings == kMaxDoublings) startPlay();
    else t.turn = seat == t.declarer ? t.defender(0) : t.declarer;
    return;
  }
  // DB-4: the declarer's pass ends it; the defence passes when all three decline.
  if (seat == t.declarer || ++t.defenceAsked == kSeats - 1) startPlay();
  else t.turn = t.defender(t.defenceAsked);
}

void DobbmState::startPlay() {
  Table& t = d_.pub;
  t.phase = Phase::Play;
  t.leader = t.declarer;  // DB-5
  t.turn = t.declarer;
  t.defenceAsked = 0;
}

void DobbmState::play(Card c, EventList* events) {
  Table& t = d_.pub;
  const int seat = t.turn;
  d_.hands[at(seat)].remove(c);
  t.trick.cards[at(t.trick.count++)] = c;
  t.played[at(t.playedCount++)] = c;
  // Events are built only for a listener: rollouts pass none, and the
  // event's card list would cost them an allocation per card.
  if (events) events->push_back({EventKind::CardPlayed, seat, -1, 0, {}, {c}});
  if (t.trick.count < kSeats) {
    t.turn = (seat + 1) % kSeats;
    return;
  }
  const int winner = (t.leader + winningIndex(t.trick)) % kSeats;
  int points = 0;
  for (int i = 0; i < t.trick.count; ++i) points += cardPoints(t.trick.cards[at(i)]);
  t.leaders[at(t.tricksDone)] = static_cast<std::int8_t>(t.leader);
  ++t.tricksDone;
  t.points[at(winner)] += points;
  ++t.tricks[at(winner)];
  if (events) {
    std::vector<Card> cards(t.trick.cards.begin(), t.trick.cards.begin() + t.trick.count);
    events->push_back({EventKind::TrickTaken, winner, -1, points, {}, std::move(cards)});
  }
  t.trick.count = 0;
  t.leader = winner;
  t.turn = winner;
  if (t.tricksDone == kTricks) {
    t.phase = Phase::Over;
    // The table turns the Dobb (Solo) or the discard over for the count (DB-6).
    const bool solo = t.contract == Contract::Solo;
    const CardSet shown = solo ? d_.dobb : d_.discard;
    if (events)
      events->push_back(
          {EventKind::Note, t.declarer, -1, pointsOf(shown), solo ? "dobb-shown" : "discard-shown", shown.cards()});
    if (events) events->push_back({EventKind::DealEnded, t.declarer, -1, 0, outcomeOf(d_), {}});
  }
}

DealResult DobbmState::result() const { return scoreDeal(d_); }

std::unique_ptr<Observation> DobbmState::observe(int seat) const {
  auto obs = std::make_unique<DobbmObservation>();
  obs->seat = seat;
  if (seat < 0 || seat >= kSeats) return obs;
  obs->pub = d_.pub;
  obs->hand = d_.hands[at(seat)];
  if (seat == d_.pub.declarer) obs->discard = d_.discard;  // only the declarer knows its discard
  legalActions(seat, obs->legal);
  return obs;
}

std::string DobbmState::actionToString(Action a) const { return actionText(a); }
std::optional<Action> DobbmState::actionFromString(std::string_view text) const { return parseAction(text); }

std::string DobbmState::serialize() const {
  TextWriter out;
  writeTable(out, d_.pub);
  out << " hands";
  for (int s = 0; s < kSeats; ++s) out << ' ' << d_.hands[at(s)].bits();
  out << " dobb " << d_.dobb.bits() << " discard " << d_.discard.bits();
  return out.take();
}

std::vector<Card> DobbmState::hand(int seat) const {
  if (seat < 0 || seat >= kSeats) return {};
  return d_.hands[at(seat)].cards();
}

}  // namespace kr::dobbm
