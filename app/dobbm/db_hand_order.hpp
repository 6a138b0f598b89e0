#pragma once
// The order in which a Dobbm player holds the cards: the hearts (always
// trump, DB-1) first, then acorns, leaves and bells, each suit from the Sau
// down in the order of play (Sau, 10, King, Ober, Unter, 9 ... 6).
#include <QString>
#include <QStringList>
#include <vector>

#include "core/card.hpp"

namespace kr::app::db_view {

// The card's code in the German notation the "german" deck draws ("HA", "LU").
QString cardCode(Card c);
QStringList codes(const std::vector<Card>& cards);

std::vector<Card> sortedForPlay(std::vector<Card> cards);

}  // namespace kr::app::db_view
