#pragma once
// What a game adds to the generic table: how the human's hand is sorted and
// the game's own part of the table view (trick, announcements, stake, ...).
// Adapters build their view from what the human may see.
#include <QString>
#include <QVariantMap>
#include <functional>
#include <memory>
#include <vector>

#include "core/game.hpp"
#include "core/match.hpp"

namespace kr::app {

class TableAdapter {
 public:
  virtual ~TableAdapter() = default;
  // The human's cards in the order a player holds them for the game type.
  virtual std::vector<Card> sortedHand(const GameState& state, int seat) const;
  // Game-specific entries of the view for `seat` (-1: the human sits out).
  virtual QVariantMap extras(const GameState& state, int seat, const Match& match) const;
};

// The seat's observation as the game's own type (null for another game's
// state): what an adapter builds its view from.
template <class GameObservation>
std::unique_ptr<GameObservation> observeAs(const GameState& state, int seat) {
  std::unique_ptr<Observation> seen = state.observe(seat);
  if (!dynamic_cast<GameObservation*>(seen.get())) return nullptr;
  return std::unique_ptr<GameObservation>(static_cast<GameObservation*>(seen.release()));
}

using AdapterFactory = std::function<std::unique_ptr<TableAdapter>()>;

// The adapter of a game (a generic one for games without their own).
std::unique_ptr<TableAdapter> makeTableAdapter(const QString& gameId);
// Games register their adapters here (called from their table code).
void registerTableAdapter(const QString& gameId, AdapterFactory factory);

}  // namespace kr::app
