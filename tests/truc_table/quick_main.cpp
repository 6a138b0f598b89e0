// Qt Quick Test runner for the Truc table (qml/tst_*.qml): the real QML
// modules and controller.
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

#include "../support/quick_test_environment.hpp"
#include "register_truc_table.hpp"

Q_IMPORT_QML_PLUGIN(KartenrundeCorePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeCardsPlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeTablePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeTrucPlugin)

class Setup : public QObject {
  Q_OBJECT

 public slots:
  void applicationAvailable() {
    environment_.applicationAvailable();
    kr::app::registerTrucTable();
  }
  void qmlEngineAvailable(QQmlEngine* engine) { environment_.qmlEngineAvailable(engine); }

 private:
  kr::test::QuickTestEnvironment environment_;
};

QUICK_TEST_MAIN_WITH_SETUP(kartenrunde_truc_table, Setup)

#include "quick_main.moc"
