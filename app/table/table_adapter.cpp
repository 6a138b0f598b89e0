#include "table_adapter.hpp"

#include <QHash>

namespace kr::app {

std::vector<Card> TableAdapter::sortedHand(const GameState& state, int seat) const { return state.hand(seat); }

QVariantMap TableAdapter::extras(const GameState&, int, const Match&) const { return {}; }

namespace {
QHash<QString, AdapterFactory>& factories() {
  static QHash<QString, AdapterFactory> map;
  return map;
}
}  // namespace

void registerTableAdapter(const QString& gameId, AdapterFactory factory) { factories().insert(gameId, std::move(factory)); }

std::unique_ptr<TableAdapter> makeTableAdapter(const QString& gameId) {
  const auto it = factories().constFind(gameId);
  if (it != factories().constEnd()) return (*it)();
  return std::make_unique<TableAdapter>();
}

}  // namespace kr::app
