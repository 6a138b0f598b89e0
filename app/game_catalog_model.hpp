#pragma once
// The four games for the start screen, worded in the current language.
#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace kr::app {

class GameCatalogModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("GameCatalogModel is owned by App")

 public:
  enum Role {
    GameIdRole = Qt::UserRole + 1,
    NameRole,
    DescriptionRole,
    PlayersRole,
    DeckRole,
    DeckStyleRole,  // "french", "german", "swiss"
    PlayableRole,   // the engine has this game's rules
  };
  Q_ENUM(Role)

  explicit GameCatalogModel(QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  // One row as {gameId, name, description, ...}; empty for a bad row.
  Q_INVOKABLE QVariantMap get(int row) const;
};

}  // namespace kr::app
