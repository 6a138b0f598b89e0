#pragma once
// Card play: following, tricks, the marriage partner, Schweinchen (DK-1,
// DK-3, DK-11), and the moves between phases that set up the game.
#include "core/event.hpp"
#include "core/game.hpp"
#include "deal.hpp"

namespace kr::dk {

// Fixes the game type: trumps and strengths for the play.
void setContract(Deal& d, Contract c);
void startPlay(Deal& d, int leader, EventList* events);

void playLegal(const Deal& d, int seat, ActionList& out);
void applyPlay(Deal& d, int seat, Action a, EventList* events);
Explanation whyPigIllegal(const Deal& d, int seat, Action a);

// Schweinchen, Hyperschweinchen and Genscher (DK-11, DK-17): the card a
// declaration raises, its new strength, and whether the card is played with
// it (pigs declared before play are not; Genscher always is).
Card declaredCard(const Rules& rules, Action a);
std::uint8_t declaredStrength(Action a);
bool playedWithDeclaration(const Rules& rules, Action a);

// Index (0..3, play order) of the card that wins a full trick. Inline: it
// decides every trick of every rollout; without branches on the cards, which
// in a random deal are coin tosses and so mispredicted.
inline int trickWinner(const Trick& t, const std::array<std::uint8_t, kFaceCount>& strength, CardSet trumps,
                       CardSet followLed, bool secondDulle) {
  const CardSet mayWin = followLed | trumps;
  // DK-1: of two equal cards the first wins; the option lets a second Dulle win.
  const bool dulleBeatsDulle = secondDulle && trumps.contains(kDulle);
  int best = 0;
  int bestStrength = strength[t.cards[0]];
  for (int i = 1; i < kSeats; ++i) {
    const Card c(t.cards[static_cast<std::size_t>(i)]);
    const int s = strength[c.face];
    const bool beats = (s > bestStrength) | ((s == bestStrength) & dulleBeatsDulle & (c == kDulle));
    const bool wins = mayWin.contains(c) & beats;
    best = wins ? i : best;
    bestStrength = wins ? s : bestStrength;
  }
  return best;
}
// Public knowledge of parties after cards and announcements (normal game).
void updatePublicParties(Deal& d);

}  // namespace kr::dk
