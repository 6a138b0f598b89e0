#include "db_tricks_view.hpp"

namespace kr::app::db_view {

using namespace kr::dobbm;

std::vector<Card> unplayed(const Table& pub) {
  if (pub.tricksDone < kTricks) return {};
  CardSet rest = fullDeck();
  for (int i = 0; i < pub.playedCount; ++i) rest.remove(pub.played[static_cast<std::size_t>(i)]);
  return rest.cards();
}

}  // namespace kr::app::db_view
