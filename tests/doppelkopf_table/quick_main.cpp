// Qt Quick Test runner for the Doppelkopf table (qml/tst_*.qml): the real QML
// modules and controller, settings and saves in temporary folders.
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

#include <memory>

#include "app_controller.hpp"
#include "app_font.hpp"
#include "install_card_images.hpp"
#include "register_doppelkopf_table.hpp"

Q_IMPORT_QML_PLUGIN(KartenrundeCorePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeCardsPlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeTablePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeDoppelkopfPlugin)

class Setup : public QObject {
  Q_OBJECT

 public slots:
  void applicationAvailable() {
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    kr::app::applyApplicationFont();
    kr::app::registerDoppelkopfTable();
    // GameTable saves here, never in the user's folder.
    qputenv("KARTENRUNDE_SAVE_DIR", dir_.filePath(QStringLiteral("saves")).toUtf8());
    // Exported records too.
    qputenv("KARTENRUNDE_EXPORT_DIR", dir_.filePath(QStringLiteral("exports")).toUtf8());
  }

  void qmlEngineAvailable(QQmlEngine* engine) {
    engine->addImportPath(QStringLiteral("qrc:/"));
    kr::installCardImages(*engine);
    kr::app::LaunchOptions options;
    options.language = QStringLiteral("en");
    auto store = std::make_unique<QSettings>(dir_.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    auto* controller = new kr::app::AppController(options, std::move(store), engine);
    kr::app::AppController::setInstance(controller);
  }

 private:
  QTemporaryDir dir_;
};

QUICK_TEST_MAIN_WITH_SETUP(kartenrunde_doppelkopf_table, Setup)

#include "quick_main.moc"
