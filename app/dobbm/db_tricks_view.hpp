#pragma once
// The tricks of a Dobbm deal as the table shows them, from the public part of
// a seat's observation (every card played is public): who led, the cards,
// who won and why, and the card points in it.
#include <QString>
#include <QVariantList>
#include <vector>

#include "games/dobbm/state.hpp"

namespace kr::app::db_view {

struct PlayedCard {
  int seat = -1;
  Card card;
};

struct TrickSeen {
  std::vector<PlayedCard> cards;  // in play order
  int winner = -1;                // -1 while the trick runs
  int points = 0;
  QString why;                    // "highest-trump", "trumped", "highest-of-suit"
};

// Every trick begun so far, the last one possibly unfinished.
std::vector<TrickSeen> tricksSeen(const dobbm::Table& pub);

// The finished tricks as QML values [{leader, cards: [{seat, card}], winner,
// points, why, winningCard}] and the trick in progress [{seat, card}].
QVariantList finishedTricks(const std::vector<TrickSeen>& tricks);
QVariantList currentTrick(const std::vector<TrickSeen>& tricks);

// Every card a seat has played, for the hands shown at the end of a deal.
std::vector<Card> cardsOf(const std::vector<TrickSeen>& tricks, int seat);

// The cards nobody played: after the last trick, the Dobbm declarer's
// discard or a Solo's untouched Dobb (all 32 dealt cards have been played),
// so they are public then.
std::vector<Card> unplayed(const dobbm::Table& pub);

}  // namespace kr::app::db_view
