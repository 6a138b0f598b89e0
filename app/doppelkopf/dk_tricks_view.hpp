#pragma once
// The tricks of a Doppelkopf deal as the table shows them, rebuilt from the
// public part of one seat's history (every card played is public): who led,
// the cards, who won and why, and the card points in it.
#include <QString>
#include <QVariantList>
#include <vector>

#include "games/doppelkopf/observation.hpp"
#include "games/doppelkopf/rules.hpp"

namespace kr::app::dk_view {

struct PlayedCard {
  int seat = -1;
  Card card;
};

struct TrickSeen {
  std::vector<PlayedCard> cards;  // in play order
  int winner = -1;                // -1 while the trick runs
  int points = 0;
  QString why;                    // id: "highest-trump", "trumped", "highest-of-suit", "first-of-equal", "second-dulle"
};

QString cardCode(Card c);

// Every trick begun so far, the last one possibly unfinished.
std::vector<TrickSeen> tricksSeen(const dk::DoppelkopfObservation& obs, const dk::Rules& rules);

// The finished tricks as QML values [{leader, cards: [{seat, card}], winner,
// points, why, winningCard}] and the trick in progress [{seat, card}].
QVariantList finishedTricks(const std::vector<TrickSeen>& tricks);
QVariantList currentTrick(const std::vector<TrickSeen>& tricks);

// How many cards a seat has played.
int cardsPlayedBy(const std::vector<TrickSeen>& tricks, int seat);

// Every card a seat has played, for the hands shown at the end of a deal.
std::vector<Card> cardsOf(const std::vector<TrickSeen>& tricks, int seat);

}  // namespace kr::app::dk_view
