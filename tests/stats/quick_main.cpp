// Qt Quick Test runner for the statistics page (tests/stats/qml/tst_*.qml).
// `fixture` lets the tests prepare the statistics file the page reads.
#include <QDir>
#include <QFile>
#include <QQmlContext>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

#include "../support/quick_test_environment.hpp"
#include "statistics_store.hpp"

Q_IMPORT_QML_PLUGIN(KartenrundeCorePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeCardsPlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeTablePlugin)

// The statistics file in the test's folder, as text.
class StatisticsFixture : public QObject {
  Q_OBJECT

 public:
  Q_INVOKABLE void write(const QString& text) const {
    QDir().mkpath(store().directory());
    QFile file(store().path());
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0) qFatal("cannot write %s", qPrintable(store().path()));
  }
  Q_INVOKABLE QString read() const {
    QFile file(store().path());
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
  }
  // Removes the file and any set aside.
  Q_INVOKABLE void clear() const {
    QDir dir(store().directory());
    for (const QString& name : dir.entryList({QStringLiteral("statistics.json*")}, QDir::Files)) dir.remove(name);
  }
  Q_INVOKABLE int setAsideCount() const {
    return static_cast<int>(QDir(store().directory()).entryList({QStringLiteral("statistics.json.corrupt-*")}, QDir::Files).size());
  }

 private:
  static kr::app::stats::StatisticsStore store() {
    return kr::app::stats::StatisticsStore(kr::app::stats::StatisticsStore::defaultDirectory());
  }
};

class Setup : public QObject {
  Q_OBJECT

 public slots:
  void applicationAvailable() { environment_.applicationAvailable(); }
  void qmlEngineAvailable(QQmlEngine* engine) {
    environment_.qmlEngineAvailable(engine);
    engine->rootContext()->setContextProperty(QStringLiteral("fixture"), &fixture_);
  }

 private:
  kr::test::QuickTestEnvironment environment_;
  StatisticsFixture fixture_;
};

QUICK_TEST_MAIN_WITH_SETUP(kartenrunde_statistics_quick, Setup)

#include "quick_main.moc"
