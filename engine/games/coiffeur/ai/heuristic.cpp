#include "heuristic.hpp"

#include "card_play.hpp"
#include "games/coiffeur/actions.hpp"
#include "hand_eval.hpp"

namespace kr::coiffeur::ai {

namespace {

Variant plannedVariant(CardSet hand, Contract c, const Rules& rules) {
  if (isJoker(c)) return bestJokerVariant(hand, rules);
  Variant v = variantOf(c);
  if (v.needsDirection()) v.startDown = startDown(hand, rules.handSize());
  return v;
}

Action bid(const Table& t, CardSet hand, int seat) {
  const Rules& r = t.rules;
  const ContractSet left = t.left[static_cast<std::size_t>(r.columnOf(seat))];
  Action best = kPass;
  double bestAppeal = -1e9;
  for (int c = 0; c < kContracts; ++c) {
    if (!(left & (1U << c))) continue;
    const double appeal = contractAppeal(hand, static_cast<Contract>(c), r);
    if (appeal > bestAppeal) {
      bestAppeal = appeal;
      best = kNameContract + c;
    }
  }
  const bool mayPass = t.bidRound == 1 && seat != t.forcedSeat;
  return mayPass && bestAppeal < 0 ? kPass : best;
}

}  // namespace

double contractAppeal(CardSet hand, Contract c, const Rules& rules) {
  double tricks = strengthFor(hand, plannedVariant(hand, c, rules), rules.handSize());
  if (isJoker(c)) tricks -= averageJokerStrength(rules);  // a Joker fits any hand
  return rules.way == Way::Three ? tricks * markValue(c) : tricks * multiplier(c) * 1.5;
}

Action heuristicAction(const Table& t, CardSet hand, int seat, Style style) {
  switch (t.phase) {
    case Phase::Contract: return bid(t, hand, seat);
    case Phase::JokerType: {
      const Variant v = style == Style::Table ? tableJokerVariant(hand, t.rules) : bestJokerVariant(hand, t.rules);
      return jokerAction(v.hasTrump() ? contractOfSuit(v.trump)
                         : v.type == PlayType::Obenabe  ? Contract::Obenabe
                         : v.type == PlayType::Undenufe ? Contract::Undenufe
                         : v.type == PlayType::Slalom   ? Contract::Slalom
                                                        : Contract::Gustav);
    }
    case Phase::Direction: return startDown(hand, t.handSize()) ? kStartDown : kStartUp;
    case Phase::Play: return chooseCard(SeatView{t, hand, seat}, style).index();
    case Phase::Over: break;
  }
  return kPass;
}

Action heuristicPolicy(const GameState& state, int seat, Rng&) {
  const auto& s = static_cast<const CoiffeurState&>(state);
  return heuristicAction(s.table(), s.data().hands[static_cast<std::size_t>(seat)], seat);
}

Action heuristicChoice(const Observation& obs) {
  const auto& o = static_cast<const CoiffeurObservation&>(obs);
  return heuristicAction(o.pub, o.hand, o.seat, Style::Table);
}

}  // namespace kr::coiffeur::ai
