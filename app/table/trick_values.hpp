#pragma once
// The engine's trick facts (Observation::tricks()) as QML values, for every
// table and the deal review: one conversion, each game naming its cards.
#include <QString>
#include <QVariantList>
#include <functional>
#include <vector>

#include "core/tricks.hpp"

namespace kr::app {

using CardCode = std::function<QString(Card)>;

// [{leader, cards: [{seat, card}], winner, points, why, winningCard}] for the
// tricks taken, oldest first (winningCard empty for a spoilt trick).
QVariantList finishedTrickValues(const std::vector<TrickFact>& tricks, const CardCode& code);
// The trick on the table: [{seat, card}] in the order played (empty when the
// last trick has been taken).
QVariantList currentTrickValues(const std::vector<TrickFact>& tricks, const CardCode& code);
// Every card a seat has played, in the order played.
std::vector<Card> playedCards(const std::vector<TrickFact>& tricks, int seat);

}  // namespace kr::app
