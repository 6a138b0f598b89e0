#include "truc_state.hpp"

#include "core/rng.hpp"
#include "core/text_writer.hpp"
#include "truc_actions.hpp"
#include "truc_trick_facts.hpp"

namespace kr::truc {

namespace {

const char* phaseName(Phase p) {
  switch (p) {
    case Phase::NewHands: return "new-hands";
    case Phase::Play: return "play";
    case Phase::Answer: return "answer";
    case Phase::Over: return "over";
  }
  return "over";
}

const char* outcomeName(End e) {
  switch (e) {
    case End::WonTricks: return "won-tricks";
    case End::RefusedOffer: return "refused-offer";
    case End::RefusedRemainder: return "refused-remainder";
    case End::WonRemainder: return "won-remainder";
    case End::AllSpoilt: return "all-spoilt";
    case End::None: return "none";
  }
  return "none";
}

void writePlay(TextWriter& out, const TrucPlay& p) {
  out << "score " << p.score[0] << ',' << p.score[1] << " dealer " << p.dealer << " phase " << int(p.phase)
      << " asked " << p.asked << p.askRefused << " redeals " << p.redeals << " mover " << p.mover << " leader "
      << p.leader << " led " << p.ledPower << " first " << p.firstWinner << " stake " << p.stake << " rem "
      << p.remainder << " raiser " << p.lastRaiser << " offered " << p.offeredThisTurn << p.pendingRemainder
      << " end " << int(p.end) << " winner " << p.winner << " tricks";
  for (int t = 0; t < p.tricksDone; ++t) {
    const Trick& k = p.tricks[t];
    out << ' ' << k.leader << ':' << k.leadPower << ':' << k.replyPower << ':' << k.winner;
  }
}

void writeCards(TextWriter& out, const std::vector<Card>& cards) {
  for (Card c : cards) out << ' ' << c.index();
}

void writeLog(TextWriter& out, const std::vector<std::pair<int, Action>>& log) {
  out << " log";
  for (auto [s, a] : log) out << ' ' << s << ':' << a;
}

}  // namespace

CardSet deckMask() {
  CardSet s;
  for (int f = 0; f < kFaceCount; ++f)
    if (inDeck(Card(f))) s.add(Card(f));
  return s;
}

void dealThree(TrucData& d) {
  // The dealer gives one card at a time, the non-dealer first.
  for (int i = 0; i < 2 * kHandSize; ++i) {
    const int seat = i % 2 == 0 ? d.play.elder() : d.play.dealer;
    d.hands[static_cast<std::size_t>(seat)].add(d.stock[static_cast<std::size_t>(i)]);
  }
  d.stock.erase(d.stock.begin(), d.stock.begin() + 2 * kHandSize);
}

std::vector<TrickFact> TrucObservation::tricks() const { return trickFacts(play, cards); }

std::string TrucObservation::serialize() const {
  TextWriter out;
  out << "seat " << seat << ' ';
  writePlay(out, play);
  out << " hand " << hand.bits() << " discards " << ownDiscards.bits() << " cards";
  writeCards(out, cards);
  out << " stock " << stockSize << " reshuffles " << reshuffles << " rounds " << rounds[0] << ',' << rounds[1];
  writeLog(out, log);
  out << " legal";
  for (Action a : legal) out << ' ' << a;
  return out.take();
}

std::string_view TrucState::phase() const { return phaseName(d_.play.phase); }

void TrucState::legalActions(int seat, ActionList& out) const {
  out.clear();
  const TrucPlay& p = d_.play;
  if (seat < 0 || seat >= kSeats || seat != p.toMove()) return;
  switch (p.phase) {
    case Phase::NewHands:
      if (p.asked) {
        out.push(kAgree);
        out.push(kRefuse);
      } else {
        out.push(kAsk);
        out.push(kNoAsk);
      }
      break;
    case Phase::Play:
      for (Card c : d_.hands[static_cast<std::size_t>(seat)]) out.push(c.index());
      if (p.mayOffer()) out.push(kOffer);
      break;
    case Phase::Answer:
      out.push(kRefuse);
      out.push(kAccept);
      break;
    case Phase::Over: break;
  }
  out.sort();
}

Explanation TrucState::whyIllegal(int seat, Action a) const {
  const TrucPlay& p = d_.play;
  if (p.phase == Phase::Over) return {"hand-over", {}};
  if (seat != p.toMove()) return {"not-your-turn", {}};
  if (p.phase == Phase::NewHands) return {p.asked ? "answer-new-hands" : "new-hands-first", {}};
  if (p.phase == Phase::Answer) return {"answer-the-offer", {}};
  if (isCardAction(a)) return {"card-not-in-hand", d_.hands[static_cast<std::size_t>(seat)].cards()};
  if (a == kOffer) return {p.remainder ? "remainder-accepted" : "offered-this-turn", {}};
  return {"not-legal-now", {}};
}

void TrucState::applyUnchecked(int seat, Action a, EventList* events) {
  auto emit = [&](Event e) {
    if (events) events->push_back(std::move(e));
  };
  TrucPlay& p = d_.play;
  d_.log.push_back({seat, a});
  switch (p.phase) {
    case Phase::NewHands:
      if (a == kAsk) {
        p.ask();
        emit({EventKind::OfferMade, seat, -1, 0, "new-hands", {}});
      } else if (a == kNoAsk) {
        p.decline();
        emit({EventKind::Note, seat, -1, 0, "keeps-hand", {}});
      } else if (a == kAgree) {
        emit({EventKind::OfferAnswered, seat, -1, 0, "accept", {}});
        p.agree();
        newHands(events);
      } else {
        emit({EventKind::OfferAnswered, seat, -1, 0, "refuse", {}});
        p.refuse();
      }
      break;
    case Phase::Answer:
      emit({EventKind::OfferAnswered, seat, -1, 0, a == kAccept ? "accept" : "refuse", {}});
      if (a == kAccept) p.accept();
      else p.refuse();
      break;
    case Phase::Play:
      if (a == kOffer) {
        const bool remainder = p.offerIsRemainder(seat);
        emit({EventKind::OfferMade, seat, -1, remainder ? 0 : 2 * p.stake, remainder ? "remainder" : "double", {}});
        p.offer();
      } else {
        const Card card(a);
        d_.hands[static_cast<std::size_t>(seat)].remove(card);
        d_.cards.push_back(card);
        emit({EventKind::CardPlayed, seat, -1, 0, {}, {card}});
        const bool completes = p.ledPower >= 0;
        p.play(powerOf(card));
        if (completes) {
          const Trick& t = p.tricks[static_cast<std::size_t>(p.tricksDone - 1)];
          emit({EventKind::TrickTaken, t.winner, -1, 0, t.winner < 0 ? "spoilt" : "",
                {d_.cards[d_.cards.size() - 2], d_.cards.back()}});
        }
      }
      break;
    case Phase::Over: break;
  }
  if (p.phase == Phase::Over) emit({EventKind::DealEnded, p.winner, -1, p.points(), outcomeName(p.end), {}});
}

void TrucState::newHands(EventList* events) {
  for (int s = 0; s < kSeats; ++s) {
    d_.discards[static_cast<std::size_t>(s)] |= d_.hands[static_cast<std::size_t>(s)];
    d_.hands[static_cast<std::size_t>(s)] = CardSet();
  }
  std::string reason = "new-hands";
  if (static_cast<int>(d_.stock.size()) < 2 * kHandSize) {
    // Ruling TR-2: the roles swap and all 32 cards are shuffled again.
    reason = "reshuffle";
    d_.play.swapRoles();
    d_.stock = deckMask().cards();
    Rng rng(deriveSeed(d_.seed, static_cast<std::uint64_t>(++d_.reshuffles)));
    rng.shuffle(std::span<Card>(d_.stock));
    d_.discards = {};
  }
  if (events) events->push_back({EventKind::Redeal, -1, -1, d_.play.dealer, reason, {}});
  dealThree(d_);
  if (events)
    for (int s = 0; s < kSeats; ++s)
      events->push_back({EventKind::CardsDealt, s, -1, kHandSize, {}, d_.hands[static_cast<std::size_t>(s)].cards()});
}

DealResult TrucState::result() const {
  const TrucPlay& p = d_.play;
  DealResult r;
  r.outcome = outcomeName(p.end);
  r.seatScores.assign(kSeats, 0);
  const int points = p.points();
  if (p.winner >= 0) {
    r.seatScores[static_cast<std::size_t>(p.winner)] = points;
    const char* item = p.end == End::RefusedOffer       ? "offer-refused"
                       : p.end == End::RefusedRemainder ? "remainder-refused"
                       : p.end == End::WonRemainder     ? "won-round"
                                                        : "won-hand";
    r.items.push_back({item, p.winner, points});
  }
  r.figures = {{"stake", p.stake},
               {"remainder", p.remainder ? 1 : 0},
               {"tricks-0", p.owned(0)},
               {"tricks-1", p.owned(1)},
               {"spoilt", p.spoilt()},
               {"winner", p.winner},
               {"redeals", p.redeals},
               {"reshuffles", d_.reshuffles},
               {"dealer", p.dealer},
               {"round-decided", p.end == End::WonRemainder ? 1 : 0}};
  return r;
}

std::unique_ptr<Observation> TrucState::observe(int seat) const {
  auto obs = std::make_unique<TrucObservation>();
  obs->seat = seat;
  if (seat < 0 || seat >= kSeats) return obs;
  obs->play = d_.play;
  obs->hand = d_.hands[static_cast<std::size_t>(seat)];
  obs->ownDiscards = d_.discards[static_cast<std::size_t>(seat)];
  obs->cards = d_.cards;
  obs->stockSize = static_cast<int>(d_.stock.size());
  obs->reshuffles = d_.reshuffles;
  obs->rounds = d_.rounds;
  obs->log = d_.log;
  legalActions(seat, obs->legal);
  return obs;
}

std::string TrucState::actionToString(Action a) const { return actionText(a); }
std::optional<Action> TrucState::actionFromString(std::string_view text) const { return parseAction(text); }

std::string TrucState::serialize() const {
  TextWriter out;
  writePlay(out, d_.play);
  out << " hands " << d_.hands[0].bits() << ',' << d_.hands[1].bits() << " discards " << d_.discards[0].bits()
      << ',' << d_.discards[1].bits() << " stock";
  writeCards(out, d_.stock);
  out << " cards";
  writeCards(out, d_.cards);
  out << " seed " << d_.seed << " reshuffles " << d_.reshuffles << " rounds " << d_.rounds[0] << ','
      << d_.rounds[1];
  writeLog(out, d_.log);
  return out.take();
}

std::vector<Card> TrucState::hand(int seat) const {
  if (seat < 0 || seat >= kSeats) return {};
  return d_.hands[static_cast<std::size_t>(seat)].cards();
}

}  // namespace kr::truc
