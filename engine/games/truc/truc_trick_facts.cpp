#include "truc_trick_facts.hpp"

namespace kr::truc {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

TrickFact factOf(const Trick& trick, Card led, Card reply, int firstWinner) {
  TrickFact t;
  t.cards = {{trick.leader, led}, {1 - trick.leader, reply}};
  if (trick.winner < 0) {
    // Ruling TR-3: no card wins a spoilt trick; the hand's first trick winner owns it.
    t.winner = firstWinner;
    t.why = "spoilt";
    return t;
  }
  t.winningCard = trick.winner == trick.leader ? 0 : 1;
  t.winner = trick.winner;
  t.why = "higher-card";
  return t;
}

}  // namespace

std::vector<TrickFact> trickFacts(const TrucPlay& play, const std::vector<Card>& cards) {
  std::vector<TrickFact> tricks;
  for (int k = 0; k < play.tricksDone && at(2 * k + 1) < cards.size(); ++k)
    tricks.push_back(factOf(play.tricks[at(k)], cards[at(2 * k)], cards[at(2 * k + 1)], play.firstWinner));
  // The card led to the trick in progress is the last one played.
  if (play.ledPower >= 0 && !cards.empty()) {
    TrickFact running;
    running.cards.push_back({play.leader, cards.back()});
    tricks.push_back(running);
  }
  return tricks;
}

}  // namespace kr::truc
