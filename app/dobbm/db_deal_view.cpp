#include "db_deal_view.hpp"

#include "db_hand_order.hpp"
#include "db_tricks_view.hpp"
#include "games/dobbm/tricks.hpp"

namespace kr::app::db_view {

using namespace kr::dobbm;

namespace {

QString bidId(Bid b) {
  switch (b) {
    case Bid::Dobbm: return QStringLiteral("dobbm");
    case Bid::Solo: return QStringLiteral("solo");
    default: return QStringLiteral("pass");
  }
}

QString lies(const Table& pub) {
  if (pub.phase == Phase::Bidding) return QStringLiteral("middle");
  if (pub.declarer < 0) return QStringLiteral("none");
  return pub.contract == Contract::Solo ? QStringLiteral("aside") : QStringLiteral("taken");
}

}  // namespace

QVariantList bids(const Table& pub) {
  QVariantList out;
  for (int k = 0; k < kSeats; ++k) {
    const int seat = pub.bidder(k);
    const Bid b = pub.bids[static_cast<std::size_t>(seat)];
    if (b != Bid::NotAsked) out << QVariantMap{{QStringLiteral("seat"), seat}, {QStringLiteral("id"), bidId(b)}};
  }
  return out;
}

QVariantMap contract(const Table& pub) {
  if (pub.declarer < 0) return {};
  return {{QStringLiteral("id"), pub.contract == Contract::Solo ? QStringLiteral("solo") : QStringLiteral("dobbm")},
          {QStringLiteral("declarer"), pub.declarer},
          {QStringLiteral("forced"), pub.forced >= 0}};
}

QVariantMap dobb(const DobbmObservation& obs) {
  const Table& pub = obs.pub;
  const std::vector<Card> shown = unplayed(pub);
  return {{QStringLiteral("lies"), lies(pub)},
          {QStringLiteral("discarded"), pub.discarded},
          {QStringLiteral("discard"), codes(sortedForPlay(obs.discard.cards()))},
          {QStringLiteral("shown"), codes(sortedForPlay(shown))},
          {QStringLiteral("points"), shown.empty() ? 0 : pointsOf(CardSet::of(shown))}};
}

QVariantMap doubling(const Table& pub) {
  const bool open = pub.phase == Phase::Doubling;
  QVariantList doublers, declined;
  for (int i = 0; i < pub.doublings; ++i) doublers << static_cast<int>(pub.doublers[static_cast<std::size_t>(i)]);
  const bool declarerToSpeak = open && pub.turn == pub.declarer;
  if (open && !declarerToSpeak)
    for (int k = 0; k < pub.defenceAsked; ++k) declined << pub.defender(k);
  const QString offered = !open ? QString() : pub.doublings == 0 ? QStringLiteral("double") : QStringLiteral("redouble");
  return {{QStringLiteral("count"), pub.doublings},
          {QStringLiteral("multiplier"), pub.declarer >= 0 ? pub.multiplier() : 1},
          {QStringLiteral("nextMultiplier"), pub.declarer >= 0 ? pub.multiplier() * 2 : 2},
          {QStringLiteral("doublers"), doublers},
          {QStringLiteral("offered"), offered},
          {QStringLiteral("declarerToSpeak"), declarerToSpeak},
          {QStringLiteral("declined"), declined}};
}

}  // namespace kr::app::db_view
