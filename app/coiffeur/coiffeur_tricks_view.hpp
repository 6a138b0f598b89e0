#pragma once
// The tricks of a Coiffeur deal as the table shows them, rebuilt from the
// public cards played: each finished trick with its cards in order, the
// winner, its points (the last trick's 5 included) and why it won.
#include <QString>
#include <QVariantList>

#include "games/coiffeur/state.hpp"

namespace kr::app::coiffeur_view {

// The card's code on the table: Swiss notation ("RB": roses Banner).
QString cardCode(Card c);

// [{cards: [{seat, card}], leader, winner, points, why, winningCard}], oldest
// first; why: "highest-trump", "trumped", "highest-of-suit" or
// "lowest-of-suit" (Undenufe order).
QVariantList finishedTricks(const coiffeur::Table& table);

// The trick on the table: [{seat, card}] in the order played.
QVariantList currentTrick(const coiffeur::Table& table);

// Every card each seat played, per seat (at the end: the whole hands).
std::vector<std::vector<Card>> cardsPlayedBySeat(const coiffeur::Table& table);

}  // namespace kr::app::coiffeur_view
