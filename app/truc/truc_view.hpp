#pragma once
// The pieces of the Truc table's view, built from one seat's observation
// only (ruling ALL-2): what the seat may see of the hand, as QML values.
// Seats are deal seats; cards are engine codes ("H7").
#include <QVariantList>
#include <QString>
#include <QVariantMap>

#include "games/truc/truc_state.hpp"

namespace kr::app::truc_view {

// The engine's trick facts (TrucObservation::tricks()) as QML values: the
// finished tricks [{leader, cards: [led, reply], winner, spoilt, owner}]
// (winner -1 for a spoilt trick; owner: the winner, or for a spoilt trick the
// first seat to win a trick, -1 while nobody has: ruling TR-3) and the card
// led to the current trick [{seat, card}].
QVariantList tricks(const truc::TrucObservation& obs);
QVariantList currentTrick(const truc::TrucObservation& obs);

// The offer waiting for an answer: {kind: "new-hands"|"double"|"remainder",
// by, stakeIfAccepted, pointsIfRefused}; empty when none.
QVariantMap pendingOffer(const truc::TrucObservation& obs);
// What an offer by the observing seat would be now: {kind, stakeIfAccepted,
// pointsIfRefused}; empty outside play or after an accepted remainder.
QVariantMap ownOffer(const truc::TrucObservation& obs);

// How the finished hand ends (outcome: the deal result's id): {outcome,
// winner, points, scoresAfter, roundWinner, roundsAfter, matchWinner};
// empty while it runs.
QVariantMap handEnd(const truc::TrucObservation& obs, const QString& outcome);

}  // namespace kr::app::truc_view
