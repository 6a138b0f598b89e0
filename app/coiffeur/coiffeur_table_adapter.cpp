#include "coiffeur_table_adapter.hpp"

#include <QStringList>

#include "coiffeur_board_view.hpp"
#include "coiffeur_hand_order.hpp"
#include "coiffeur_tricks_view.hpp"
#include "trick_values.hpp"
#include "games/coiffeur/match.hpp"
#include "games/coiffeur/state.hpp"

namespace kr::app {

using namespace kr::coiffeur;

namespace {

QString text(std::string_view id) { return QString::fromLatin1(id.data(), static_cast<int>(id.size())); }

const char* wayId(Way way) {
  switch (way) {
    case Way::Three: return "three";
    case Way::FourPartners: return "four-partners";
    case Way::FourIndividual: return "four-individual";
  }
  return "three";
}

QVariantList perSeat(const Table& t, const std::array<int, kMaxSeats>& values) {
  QVariantList out;
  for (int s = 0; s < t.seats(); ++s) out << values[static_cast<std::size_t>(s)];
  return out;
}

// The contract, once named, and how it is played: the play type and trump
// once the declarer has chosen, and the order of the trick now on (or the
// last one, at the end): which way Slalom runs this trick, which half of a
// Gustav this is.
QVariantMap contractView(const Table& t) {
  if (t.declarer < 0) return {};
  QVariantMap out{{QStringLiteral("id"), text(contractId(t.contract))},
                  {QStringLiteral("declarer"), t.declarer},
                  {QStringLiteral("column"), t.rules.columnOf(t.declarer)}};
  if (t.phase != Phase::Play && t.phase != Phase::Over) return out;
  const int trick = std::min(t.tricksDone, t.handSize() - 1);
  const TrickOrder order = orderOf(t.variant, trick, t.handSize());
  out.insert(QStringLiteral("playType"), text(playTypeId(t.variant.type)));
  out.insert(QStringLiteral("trump"), t.variant.hasTrump() ? text(contractId(contractOfSuit(t.variant.trump))) : QString());
  out.insert(QStringLiteral("startDown"), t.variant.startDown);
  out.insert(QStringLiteral("down"), order.down);
  out.insert(QStringLiteral("half"), t.variant.type == PlayType::Gustav ? (2 * trick < t.handSize() ? 1 : 2) : 0);
  return out;
}

// The seats that passed in the contract choice, in bidding order: everyone
// before the seat now to name (or the declarer), or all when everybody
// passed and the first bidder had to name one (CJ-5).
QVariantList passedSeats(const Table& t) {
  QVariantList out;
  const int naming = t.phase == Phase::Contract ? t.turn : t.declarer;
  for (int k = 0; k < t.seats(); ++k) {
    const int seat = t.bidder(k);
    if (t.bidRound == 1 && seat == naming) break;
    if (t.hasContracts(seat)) out << seat;  // a seat whose row is full is skipped
  }
  return out;
}

}  // namespace

std::vector<Card> CoiffeurTableAdapter::sortedHand(const GameState& state, int seat) const {
  const auto obs = observeAs<CoiffeurObservation>(state, seat);
  if (!obs) return state.hand(seat);
  return coiffeur_view::sortedForPlay(state.hand(seat), coiffeur_view::handOrder(obs->pub));
}

QVariantMap CoiffeurTableAdapter::extras(const GameState& state, int seat, const Match& match) const {
  const auto obs = observeAs<CoiffeurObservation>(state, seat);
  if (!obs) return {};
  const Table& t = obs->pub;
  const auto tricks = obs->tricks();
  const bool three = t.rules.way == Way::Three;

  QVariantList columnOf, contractsLeft, cardsLeft, contracts;
  for (int s = 0; s < t.seats(); ++s) {
    columnOf << t.rules.columnOf(s);
    cardsLeft << t.handSize() - t.cardsPlayedBy(s);
  }
  for (int col = 0; col < t.rules.columns(); ++col)
    contractsLeft << coiffeur_view::contractsLeft(t.left[static_cast<std::size_t>(col)]);
  for (int k = 0; k < kContracts; ++k) {
    const auto c = static_cast<Contract>(k);
    if (t.rules.contracts() & bitOf(c))
      contracts << QVariantMap{{QStringLiteral("id"), text(contractId(c))},
                               {QStringLiteral("value"), three ? markValue(c) : multiplier(c)}};
  }
  QVariantList revealed;
  if (t.phase == Phase::Over)
    for (int s = 0; s < t.seats(); ++s) {
      QStringList codes;
      for (Card c : coiffeur_view::sortedForPlay(playedCards(tricks, s), coiffeur_view::handOrder(t))) codes << coiffeur_view::cardCode(c);
      revealed << codes;
    }
  QVariantList sidePoints;
  for (int col = 0; col < t.rules.columns(); ++col)
    for (int s = 0; s < t.seats(); ++s)
      if (t.rules.columnOf(s) == col) {
        sidePoints << t.sidePoints(s);
        break;
      }
  const auto* coiffeurMatch = dynamic_cast<const CoiffeurMatch*>(&match);
  // The deal is over but not yet booked: what the board will gain (a
  // completed row's marks, a tie's draw) is shown in the summary already.
  QVariantMap booking;
  if (t.phase == Phase::Over && coiffeurMatch)
    booking = coiffeur_view::bookingView(coiffeurMatch->board(), coiffeurMatch->boardAfter(state.result()), t.contract);

  return {
      {QStringLiteral("dealt"), true},
      {QStringLiteral("phase"), text(state.phase())},
      {QStringLiteral("way"), QString::fromLatin1(wayId(t.rules.way))},
      {QStringLiteral("buur"), t.rules.buur},
      {QStringLiteral("seats"), t.seats()},
      {QStringLiteral("handSize"), t.handSize()},
      {QStringLiteral("dealer"), t.dealer},
      {QStringLiteral("columns"), t.rules.columns()},
      {QStringLiteral("columnOf"), columnOf},
      {QStringLiteral("passed"), passedSeats(t)},
      {QStringLiteral("contract"), contractView(t)},
      {QStringLiteral("contracts"), contracts},
      {QStringLiteral("contractsLeft"), contractsLeft},
      {QStringLiteral("tricks"), finishedTrickValues(tricks, coiffeur_view::cardCode)},
      {QStringLiteral("current"), currentTrickValues(tricks, coiffeur_view::cardCode)},
      {QStringLiteral("points"), perSeat(t, t.points)},
      {QStringLiteral("sidePoints"), sidePoints},
      {QStringLiteral("tricksWon"), perSeat(t, t.tricks)},
      {QStringLiteral("cardsLeft"), cardsLeft},
      {QStringLiteral("revealed"), revealed},
      {QStringLiteral("board"), coiffeurMatch ? coiffeur_view::boardView(coiffeurMatch->board()) : QVariantMap()},
      {QStringLiteral("booking"), booking},
  };
}

}  // namespace kr::app
