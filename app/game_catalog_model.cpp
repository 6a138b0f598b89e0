#include "game_catalog_model.hpp"

#include "core/catalog.hpp"
#include "game_texts.hpp"
#include "language_change.hpp"
#include "game_tables.hpp"

namespace kr::app {

GameCatalogModel::GameCatalogModel(QObject* parent) : QAbstractListModel(parent) {
  onLanguageChange(this, [this] {
    if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1));
  });
}

int GameCatalogModel::rowCount(const QModelIndex& parent) const {
  if (parent.isValid()) return 0;
  return static_cast<int>(kr::gameCatalog().size());
}

QVariant GameCatalogModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const kr::GameInfo& game = kr::gameCatalog()[static_cast<std::size_t>(index.row())];
  switch (role) {
    case GameIdRole: return toQString(game.id);
    case Qt::DisplayRole:
    case NameRole: return GameTexts::name(game.id);
    case DescriptionRole: return GameTexts::description(game.id);
    case PlayersRole: return GameTexts::players(game);
    case DeckRole: return GameTexts::deck(game);
    case DeckStyleRole: return deckStyleId(game.deck);
    case PlayableRole: return kr::findGame(game.id) != nullptr && hasTable(game.id);
    default: return {};
  }
}

QHash<int, QByteArray> GameCatalogModel::roleNames() const {
  return {
      {GameIdRole, "gameId"},   {NameRole, "name"},           {DescriptionRole, "description"},
      {PlayersRole, "players"}, {DeckRole, "deck"},           {DeckStyleRole, "deckStyle"},
      {PlayableRole, "playable"},
  };
}

QVariantMap GameCatalogModel::get(int row) const {
  QVariantMap result;
  if (row < 0 || row >= rowCount()) return result;
  const QHash<int, QByteArray> roles = roleNames();
  for (auto it = roles.cbegin(); it != roles.cend(); ++it)
    result.insert(QString::fromLatin1(it.value()), data(index(row), it.key()));
  return result;
}

}  // namespace kr::app
