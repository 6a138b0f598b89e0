#include "dobbm_table_adapter.hpp"

#include "db_deal_view.hpp"
#include "db_hand_order.hpp"
#include "db_session_view.hpp"
#include "db_tricks_view.hpp"
#include "trick_values.hpp"
#include "games/dobbm/state.hpp"

namespace kr::app {

using namespace kr::dobbm;

namespace {

QString phaseId(Phase p) {
  switch (p) {
    case Phase::Bidding: return QStringLiteral("bidding");
    case Phase::Discard: return QStringLiteral("discard");
    case Phase::Doubling: return QStringLiteral("doubling");
    case Phase::Play: return QStringLiteral("play");
    case Phase::Over: return QStringLiteral("over");
  }
  return QStringLiteral("over");
}

// Card points in the tricks per side, [declarer, defence]; empty before a
// contract (the tricks lie face up in Kartenrunde, as the engine's view has them).
QVariantList sidePoints(const Table& pub) {
  if (pub.declarer < 0) return {};
  int declarer = 0, defence = 0;
  for (int s = 0; s < kSeats; ++s) (s == pub.declarer ? declarer : defence) += pub.points[static_cast<std::size_t>(s)];
  return {declarer, defence};
}

}  // namespace

std::vector<Card> DobbmTableAdapter::sortedHand(const GameState& state, int seat) const {
  return db_view::sortedForPlay(state.hand(seat));
}

QVariantMap DobbmTableAdapter::extras(const GameState& state, int seat, const Match& match) const {
  // The human sits out (five players): the public part of seat 0's view.
  const bool watching = seat < 0;
  auto obs = observeAs<DobbmObservation>(state, watching ? 0 : seat);
  if (!obs) return {};
  if (watching) {
    obs->hand = CardSet();
    obs->discard = CardSet();
    obs->legal.clear();
  }
  const Table& pub = obs->pub;
  const auto tricks = obs->tricks();

  QVariantList handSizes, points, tricksWon, revealed;
  for (int s = 0; s < kSeats; ++s) {
    handSizes << pub.handSize(s);
    points << pub.points[static_cast<std::size_t>(s)];
    tricksWon << pub.tricks[static_cast<std::size_t>(s)];
    if (pub.phase == Phase::Over && pub.declarer >= 0)
      revealed << db_view::codes(db_view::sortedForPlay(playedCards(tricks, s)));
  }

  return {
      {QStringLiteral("dealt"), true},
      {QStringLiteral("watching"), watching},
      {QStringLiteral("phase"), phaseId(pub.phase)},
      {QStringLiteral("dealer"), pub.dealer},
      {QStringLiteral("forced"), pub.forced},
      {QStringLiteral("handSizes"), handSizes},
      {QStringLiteral("bids"), db_view::bids(pub)},
      {QStringLiteral("contract"), db_view::contract(pub)},
      {QStringLiteral("declarer"), pub.declarer},
      {QStringLiteral("dobb"), db_view::dobb(*obs)},
      {QStringLiteral("doubling"), db_view::doubling(pub)},
      {QStringLiteral("tricks"), finishedTrickValues(tricks, db_view::cardCode)},
      {QStringLiteral("current"), currentTrickValues(tricks, db_view::cardCode)},
      {QStringLiteral("points"), points},
      {QStringLiteral("tricksWon"), tricksWon},
      {QStringLiteral("sidePoints"), sidePoints(pub)},
      {QStringLiteral("settlement"), db_view::settlement(state)},
      {QStringLiteral("session"), db_view::session(match, pub)},
      {QStringLiteral("revealed"), revealed},
  };
}

}  // namespace kr::app
