#pragma once
// What the table shows of a Doppelkopf deal's bidding from one seat's
// observation: the bids, the game type and its declarer, the poverty
// exchange, the marriage and who still owes a compulsory solo.
#include <QVariantList>
#include <QVariantMap>
#include <vector>

#include "dk_tricks_view.hpp"
#include "games/doppelkopf/observation.hpp"

namespace kr::app::dk_view {

// [{seat, id}]: "healthy", "reservation", "solo:queen", "poverty",
// "marriage", "pass", "accept", "decline", in the order they were said.
QVariantList bids(const dk::DoppelkopfObservation& obs);

// The game once public: {id ("normal", "marriage", "poverty",
// "queen-solo" ...), declarer, solo, compulsory}; empty before.
// DK-16: the solo claim standing in the bidding and a bidding-up duel
// ({seat, game, level, challenger, challengeGame, holderToMove, precedence}); empty without one.
QVariantMap claim(const dk::DoppelkopfObservation& obs, const dk::Rules& rules);
QVariantMap game(const dk::DoppelkopfObservation& obs, bool compulsory);

// The poverty exchange: {poor, acceptor, given, returned, trumpsReturned,
// declined: [seats], givenCards, returnedCards} (cards only those the seat
// saw); empty without poverty.
QVariantMap poverty(const dk::DoppelkopfObservation& obs);

// The marriage: {declarer, partner, open, solo, tricksLeft}; empty without.
QVariantMap marriage(const dk::DoppelkopfObservation& obs, const std::vector<TrickFact>& tricks);
// Which tricks may find the marriage partner (DK-18): the option's choice id,
// "any-trick", "trump-trick" or "plain-trick".
QString marriageFinds(const dk::Rules& rules);

// Per deal seat: whether the seat still owes its compulsory solo.
QVariantList owedSolos(const dk::DoppelkopfObservation& obs);

}  // namespace kr::app::dk_view
