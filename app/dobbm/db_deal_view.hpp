#pragma once
// What the table shows of a Dobbm deal before and around the play, from one
// seat's observation: the bids (DB-2), the contract and its declarer, the
// Dobb and the discard (DB-3: the discard's cards only for the declarer), and
// the doubling (DB-4) with the stake's multiplier.
#include <QVariantList>
#include <QVariantMap>

#include "games/dobbm/state.hpp"

namespace kr::app::db_view {

// [{seat, id ("pass", "dobbm", "solo")}] in the order they were said.
QVariantList bids(const dobbm::Table& pub);

// {id ("dobbm", "solo"), declarer, forced (the Mussrunde made it)}; empty
// before the bidding ends or when all passed.
QVariantMap contract(const dobbm::Table& pub);

// The Dobb: {lies ("middle": face down on the table, "aside": a Solo's,
// counting for the declarer, "taken": in the Dobbm declarer's hand, "none":
// all passed), discarded (how many laid away), discard (the cards, for the
// declarer only), shown and points (the unplayed cards once the deal is
// over: the discard or the Dobb, turned over for the count)}.
QVariantMap dobb(const dobbm::DobbmObservation& obs);

// The doubling: {count, multiplier (Solo and doublings), doublers [seats],
// offered ("double", "redouble" or "" when none may be said now),
// nextMultiplier, declarerToSpeak, declined [defenders who said no double
// in the defence's current turn]}.
QVariantMap doubling(const dobbm::Table& pub);

}  // namespace kr::app::db_view
