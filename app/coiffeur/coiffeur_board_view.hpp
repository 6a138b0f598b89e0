#pragma once
// The Coiffeur board as the table draws it (the rule document's board):
// a row per contract with what it is worth, per column (player, or team in
// the partner game) the points made, the rank marks or multiplied score and
// any Match; the Match row's bars and circles; the totals; and every tie
// broken by drawing cards.
#include <QVariantMap>

#include "games/coiffeur/board.hpp"

namespace kr::app::coiffeur_view {

// {columns, rows: [{contract, value, complete, cells: [{points, marks,
// match}]}], matchBars, matchCircles, totals, ties: [{contract, forHighest,
// columns, draws: [[card codes]], order}]}; match: "", "match" or "reverse".
QVariantMap boardView(const coiffeur::Board& board);

// What booking the finished deal of contract c adds (`after` is `before`
// with it booked): {contract, rowComplete, rankMarks: [per column, three
// players once the row is complete, else empty], ties: [as in boardView]}.
QVariantMap bookingView(const coiffeur::Board& before, const coiffeur::Board& after, coiffeur::Contract c);

// The contract ids of a board column still to play, in the board's order.
QStringList contractsLeft(coiffeur::ContractSet left);

}  // namespace kr::app::coiffeur_view
