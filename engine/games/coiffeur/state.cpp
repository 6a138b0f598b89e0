#include "state.hpp"

#include "actions.hpp"
#include "core/text_writer.hpp"
#include "scoring.hpp"
#include "trick_facts.hpp"

namespace kr::coiffeur {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

void writeTable(TextWriter& out, const Table& t) {
  out << "way " << int(t.rules.way) << " buur " << t.rules.buur << " dealer " << t.dealer << " left";
  for (int c = 0; c < t.rules.columns(); ++c) out << ' ' << t.left[at(c)];
  out << " board";
  for (int c = 0; c < t.rules.columns(); ++c)
    for (int k = 0; k < kContracts; ++k) out << ' ' << t.board[at(c)][at(k)];
  out << " phase " << int(t.phase) << " turn " << t.turn << " round " << t.bidRound << " forced " << t.forcedSeat
      << " declarer " << t.declarer << " contract " << int(t.contract) << " variant " << int(t.variant.type) << ','
      << int(t.variant.trump) << ',' << t.variant.startDown << " tricks " << t.tricksDone << " leader " << t.leader
      << " played";
  for (int i = 0; i < t.playedCount; ++i) out << ' ' << t.played[at(i)].index();
  out << " leaders";
  for (int i = 0; i < t.tricksDone; ++i) out << ' ' << int(t.leaders[at(i)]);
  out << " points";
  for (int s = 0; s < t.seats(); ++s) out << ' ' << t.points[at(s)] << '/' << t.tricks[at(s)];
  out << " last " << t.lastWinner;
}

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::Contract: return "contract";
    case Phase::JokerType: return "joker-type";
    case Phase::Direction: return "direction";
    case Phase::Play: return "play";
    case Phase::Over: return "over";
  }
  return "over";
}

}  // namespace

int Table::cardsPlayedBy(int seat) const {
  int n = tricksDone;  // one card in every finished trick
  for (int i = 0; i < trick.count; ++i)
    if ((leader + i) % seats() == seat) ++n;
  return n;
}

int Table::sidePoints(int seat) const {
  int sum = 0;
  for (int s = 0; s < seats(); ++s)
    if (sameSide(s, seat)) sum += points[at(s)];
  return sum;
}

int Table::sideTricks(int seat) const {
  int sum = 0;
  for (int s = 0; s < seats(); ++s)
    if (sameSide(s, seat)) sum += tricks[at(s)];
  return sum;
}

void openBidding(Table& t) {
  // CJ-5: the first bidder with contracts left starts. Normally everybody may
  // pass and the first bidder must then name one; when the first bidder has
  // none left, when only one player (or, in the partner game, one team) still
  // has contracts, the last bidder with contracts may not pass.
  int first = -1, last = -1, with = 0;
  bool someColumnDone = false;
  for (int k = 0; k < t.seats(); ++k) {
    const int s = t.bidder(k);
    if (!t.hasContracts(s)) {
      someColumnDone = true;
      continue;
    }
    if (first < 0) first = s;
    last = s;
    ++with;
  }
  const bool forcedLast = !t.hasContracts(t.bidder(0)) || with == 1 || (t.rules.partners() && someColumnDone);
  t.phase = Phase::Contract;
  t.turn = first;
  t.bidRound = 1;
  t.forcedSeat = forcedLast ? last : -1;
}

std::vector<TrickFact> CoiffeurObservation::tricks() const { return trickFacts(pub); }

std::string CoiffeurObservation::serialize() const {
  TextWriter out;
  out << "seat " << seat << ' ';
  writeTable(out, pub);
  out << " hand " << hand.bits() << " legal";
  for (Action a : legal) out << ' ' << a;
  return out.take();
}

std::string_view CoiffeurState::phase() const { return phaseName(d_.pub.phase); }

void CoiffeurState::legalActions(int seat, ActionList& out) const {
  out.clear();
  const Table& t = d_.pub;
  if (t.phase == Phase::Over || seat != t.turn) return;
  switch (t.phase) {
    case Phase::Contract: {
      const ContractSet left = t.left[at(t.rules.columnOf(seat))];
      for (int c = 0; c < kContracts; ++c)
        if (left & (1U << c)) out.push(kNameContract + c);
      if (t.bidRound == 1 && seat != t.forcedSeat) out.push(kPass);
      break;
    }
    case Phase::JokerType:
      for (int c = 0; c < kJokerTypes; ++c)
        if (t.rules.contracts() & (1U << c)) out.push(kJokerAs + c);
      break;
    case Phase::Direction:
      out.push(kStartUp);
      out.push(kStartDown);
      break;
    case Phase::Play:
      for (Card c : legalCards(d_.hands[at(seat)], t.trick, t.order(), t.rules.buur)) out.push(c.index());
      break;
    case Phase::Over: break;
  }
}

Explanation CoiffeurState::whyIllegal(int seat, Action a) const {
  const Table& t = d_.pub;
  if (t.phase == Phase::Over) return {"deal-over", {}};
  if (seat != t.turn) return {"not-your-turn", {}};
  switch (t.phase) {
    case Phase::Contract:
      if (a == kPass) return {t.bidRound == 2 ? "all-passed-must-name" : "last-must-name", {}};
      if (isContractAction(a))
        return {t.rules.contracts() & bitOf(contractOf(a)) ? "contract-played" : "contract-not-offered", {}};
      return {"name-a-contract", {}};
    case Phase::JokerType: return {isJokerAction(a) ? "joker-type-not-offered" : "choose-joker-type", {}};
    case Phase::Direction: return {"choose-direction", {}};
    case Phase::Play: {
      if (!isCardAction(a)) return {"play-a-card", {}};
      const CardSet hand = d_.hands[at(seat)];
      if (!hand.contains(Card(a))) return {"card-not-in-hand", hand.cards()};
      const Refusal r = refusalOf(hand, t.trick, t.order(), t.rules.buur, Card(a));
      return {std::string(r.id), r.cards.cards()};
    }
    case Phase::Over: break;
  }
  return {"not-legal-now", {}};
}

void CoiffeurState::applyUnchecked(int seat, Action a, EventList* events) {
  (void)seat;
  if (isCardAction(a)) play(Card(a), events);
  else if (a == kPass) pass(events);
  else if (isContractAction(a)) name(contractOf(a), events);
  else if (isJokerAction(a)) {
    const Contract as = jokerTarget(a);
    Variant v = variantOf(as);
    if (events)
      events->push_back({EventKind::ContractChosen, d_.pub.turn, -1, 0, "joker:" + std::string(contractId(as)), {}});
    choose(v, events);
  } else if (a == kStartUp || a == kStartDown) {
    Variant v = d_.pub.variant;
    v.startDown = a == kStartDown;
    if (events) events->push_back({EventKind::Note, d_.pub.turn, -1, 0, actionText(a), {}});
    d_.pub.variant = v;
    d_.pub.phase = Phase::Play;
    d_.pub.leader = d_.pub.declarer;
  }
}

void CoiffeurState::pass(EventList* events) {
  Table& t = d_.pub;
  if (events) events->push_back({EventKind::Bid, t.turn, -1, 0, "pass", {}});
  int k = 0;
  while (t.bidder(k) != t.turn) ++k;
  for (++k; k < t.seats(); ++k)
    if (t.hasContracts(t.bidder(k))) {
      t.turn = t.bidder(k);
      return;
    }
  // Everybody passed: the first bidder must name one now (CJ-5).
  t.bidRound = 2;
  t.turn = t.bidder(0);
}

void CoiffeurState::name(Contract c, EventList* events) {
  Table& t = d_.pub;
  t.declarer = t.turn;
  t.contract = c;
  if (events) events->push_back({EventKind::Bid, t.turn, -1, 0, std::string(contractId(c)), {}});
  if (isJoker(c)) {
    t.phase = Phase::JokerType;
    return;
  }
  if (events) events->push_back({EventKind::ContractChosen, t.turn, -1, 0, std::string(contractId(c)), {}});
  choose(variantOf(c), events);
}

void CoiffeurState::choose(Variant v, EventList* /*events*/) {
  Table& t = d_.pub;
  t.variant = v;
  if (v.needsDirection()) {
    t.phase = Phase::Direction;
    return;
  }
  t.phase = Phase::Play;
  t.leader = t.declarer;
}

void CoiffeurState::play(Card c, EventList* events) {
  Table& t = d_.pub;
  const int seat = t.turn;
  d_.hands[at(seat)].remove(c);
  t.trick.cards[at(t.trick.count++)] = c;
  t.played[at(t.playedCount++)] = c;
  // Events are built only for a listener: rollouts pass none, and the
  // event's card list would cost them an allocation per card.
  if (events) events->push_back({EventKind::CardPlayed, seat, -1, 0, {}, {c}});
  if (t.trick.count < t.seats()) {
    t.turn = (seat + 1) % t.seats();
    return;
  }
  const int winner = (t.leader + winningIndex(t.trick, t.order())) % t.seats();
  int points = 0;
  for (int i = 0; i < t.trick.count; ++i) points += cardPoints(t.trick.cards[at(i)], t.variant);
  t.leaders[at(t.tricksDone)] = static_cast<std::int8_t>(t.leader);
  ++t.tricksDone;
  if (t.tricksDone == t.handSize()) points += kLastTrickBonus;
  t.points[at(winner)] += points;
  ++t.tricks[at(winner)];
  t.lastWinner = winner;
  if (events) {
    std::vector<Card> cards(t.trick.cards.begin(), t.trick.cards.begin() + t.trick.count);
    events->push_back({EventKind::TrickTaken, winner, -1, points, {}, std::move(cards)});
  }
  t.trick.count = 0;
  t.leader = winner;
  t.turn = winner;
  if (t.tricksDone == t.handSize()) {
    t.phase = Phase::Over;
    if (events) events->push_back({EventKind::DealEnded, t.declarer, -1, 0, outcomeOf(t), {}});
  }
}

DealResult CoiffeurState::result() const { return scoreDeal(d_.pub); }

std::unique_ptr<Observation> CoiffeurState::observe(int seat) const {
  auto obs = std::make_unique<CoiffeurObservation>();
  obs->seat = seat;
  if (seat < 0 || seat >= seatCount()) return obs;
  obs->pub = d_.pub;
  obs->hand = d_.hands[at(seat)];
  legalActions(seat, obs->legal);
  return obs;
}

std::string CoiffeurState::actionToString(Action a) const { return actionText(a); }
std::optional<Action> CoiffeurState::actionFromString(std::string_view text) const { return parseAction(text); }

std::string CoiffeurState::serialize() const {
  TextWriter out;
  writeTable(out, d_.pub);
  out << " hands";
  for (int s = 0; s < seatCount(); ++s) out << ' ' << d_.hands[at(s)].bits();
  return out.take();
}

std::vector<Card> CoiffeurState::hand(int seat) const {
  if (seat < 0 || seat >= seatCount()) return {};
  return d_.hands[at(seat)].cards();
}

}  // namespace kr::coiffeur
