#include "doppelkopf_table_adapter.hpp"

#include <QStringList>

#include "dk_announcements_view.hpp"
#include "dk_bidding_view.hpp"
#include "dk_hand_order.hpp"
#include "dk_tricks_view.hpp"
#include "trick_values.hpp"
#include "games/doppelkopf/state.hpp"

namespace kr::app {

using namespace kr::dk;

namespace {

QStringList codes(const std::vector<Card>& cards) {
  QStringList out;
  for (Card c : cards) out << dk_view::cardCode(c);
  return out;
}

QVariantList ints(const std::array<int, kSeats>& values) {
  QVariantList out;
  for (int v : values) out << v;
  return out;
}

// Card points per party once every seat's party is public: [re, kontra].
QVariantList partyPoints(const DoppelkopfObservation& obs, const QVariantList& parties) {
  std::array<int, 2> points{};
  for (int s = 0; s < kSeats; ++s) {
    const int party = parties[s].toInt();
    if (party < 0) return {};
    points[static_cast<std::size_t>(party)] += obs.points[static_cast<std::size_t>(s)];
  }
  return {points[0], points[1]};
}

// DK-15: the misère ouvert soloist's cards, face up at its seat from the end of trick 1.
QVariantMap openHand(const DoppelkopfObservation& obs, const Rules& rules) {
  if (obs.openSeat < 0) return {};
  return {{QStringLiteral("seat"), obs.openSeat},
          {QStringLiteral("cards"), codes(dk_view::sortedForPlay(obs.openHand.cards(), obs, rules))}};
}

}  // namespace

std::vector<Card> DoppelkopfTableAdapter::sortedHand(const GameState& state, int seat) const {
  const auto obs = observeAs<DoppelkopfObservation>(state, seat);
  const auto* dkState = dynamic_cast<const DoppelkopfState*>(&state);
  if (!obs || !dkState) return state.hand(seat);
  return dk_view::sortedForPlay(state.hand(seat), *obs, dkState->deal().rules);
}

QVariantMap DoppelkopfTableAdapter::extras(const GameState& state, int seat, const Match& match) const {
  // The human sits out (five players): the public part of seat 0's view.
  const bool watching = seat < 0;
  const auto obs = observeAs<DoppelkopfObservation>(state, watching ? 0 : seat);
  if (!obs) return {};
  const Rules rules = Rules::from(match.options());
  const auto tricks = obs->tricks();

  QVariantList parties;
  for (int s = 0; s < kSeats; ++s) {
    int party = obs->publicParty[static_cast<std::size_t>(s)];
    if (!watching && s == seat && party < 0) party = obs->ownParty;
    parties << party;
  }
  QVariantList revealed;
  if (obs->phase == Phase::Over)
    for (int s = 0; s < kSeats; ++s) revealed << codes(dk_view::sortedForPlay(playedCards(tricks, s), *obs, rules));
  const bool compulsory = obs->forcedSolo >= 0 ||
      (obs->contract >= static_cast<int>(Contract::DiamondSolo) && obs->declarer >= 0 && ((obs->owedSolos >> obs->declarer) & 1));
  QVariantMap poverty = dk_view::poverty(*obs);
  if (watching) {
    poverty.remove(QStringLiteral("givenCards"));
    poverty.remove(QStringLiteral("returnedCards"));
  }
  QVariantList cardsLeft;
  for (int s = 0; s < kSeats; ++s) cardsLeft << rules.handSize() - static_cast<int>(playedCards(tricks, s).size());

  return {
      {QStringLiteral("dealt"), true},
      {QStringLiteral("watching"), watching},
      {QStringLiteral("phase"), QString::fromStdString(std::string(phaseId(obs->phase)))},
      {QStringLiteral("dealer"), obs->dealer},
      {QStringLiteral("handSize"), rules.handSize()},
      {QStringLiteral("cardsLeft"), cardsLeft},
      {QStringLiteral("bids"), dk_view::bids(*obs)},
      {QStringLiteral("claim"), dk_view::claim(*obs, rules)},
      {QStringLiteral("game"), dk_view::game(*obs, compulsory)},
      {QStringLiteral("poverty"), poverty},
      {QStringLiteral("marriage"), dk_view::marriage(*obs, tricks)},
      {QStringLiteral("marriageFinds"), dk_view::marriageFinds(rules)},
      {QStringLiteral("owedSolos"), dk_view::owedSolos(*obs)},
      {QStringLiteral("forcedSolo"), obs->forcedSolo},
      {QStringLiteral("parties"), parties},
      {QStringLiteral("ownParty"), watching ? -1 : obs->ownParty},
      {QStringLiteral("levels"), QVariantList{obs->level[0], obs->level[1]}},
      {QStringLiteral("announcements"), dk_view::announcementsMade(*obs)},
      {QStringLiteral("nextAnnouncement"), watching ? QVariantMap() : dk_view::nextAnnouncement(*obs, rules, tricks)},
      {QStringLiteral("tricks"), finishedTrickValues(tricks, dk_view::cardCode)},
      {QStringLiteral("current"), currentTrickValues(tricks, dk_view::cardCode)},
      {QStringLiteral("points"), ints(obs->points)},
      {QStringLiteral("tricksWon"), ints(obs->tricksWon)},
      {QStringLiteral("partyPoints"), partyPoints(*obs, parties)},
      {QStringLiteral("revealed"), revealed},
      {QStringLiteral("openHand"), openHand(*obs, rules)},
  };
}

}  // namespace kr::app
