#pragma once
// The rules viewer's table of contents: the pages that exist in the current
// language, each with the title its own first heading gives.
#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

namespace kr::app {

class LanguageController;

class RulesPageModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("RulesPageModel is owned by App")

  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  enum Role { PageIdRole = Qt::UserRole + 1, TitleRole };
  Q_ENUM(Role)

  explicit RulesPageModel(const LanguageController* language, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

  Q_INVOKABLE int indexOf(const QString& pageId) const;
  Q_INVOKABLE QString titleAt(int row) const;

 signals:
  void countChanged();

 private:
  struct Page {
    QString id;
    QString title;
  };
  void reload();

  const LanguageController* language_;
  QList<Page> pages_;
};

}  // namespace kr::app
