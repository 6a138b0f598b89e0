#pragma once
// One game's facts and texts for its game page, in the current language:
//   GameDetails { gameId: "truc" }
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace kr::app {

class GameDetails : public QObject {
  Q_OBJECT
  QML_ELEMENT

  Q_PROPERTY(QString gameId READ gameId WRITE setGameId NOTIFY gameIdChanged)
  Q_PROPERTY(bool known READ known NOTIFY gameIdChanged)
  Q_PROPERTY(bool playable READ playable NOTIFY gameIdChanged)
  Q_PROPERTY(QString deckStyle READ deckStyle NOTIFY gameIdChanged)
  Q_PROPERTY(QString name READ name NOTIFY textsChanged)
  Q_PROPERTY(QString description READ description NOTIFY textsChanged)
  Q_PROPERTY(QString players READ players NOTIFY textsChanged)
  Q_PROPERTY(QString deck READ deck NOTIFY textsChanged)

 public:
  explicit GameDetails(QObject* parent = nullptr);

  QString gameId() const { return gameId_; }
  void setGameId(const QString& id);

  bool known() const;
  bool playable() const;
  QString deckStyle() const;
  QString name() const;
  QString description() const;
  QString players() const;
  QString deck() const;

 signals:
  void gameIdChanged();
  void textsChanged();

 private:
  QString gameId_;
};

}  // namespace kr::app
