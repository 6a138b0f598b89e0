#pragma once
// What every Qt Quick Test runner sets up before its QML runs: the app's
// style and font, saves, exports and settings in a temporary folder (never
// the user's), the card images, and one English App controller per engine.
#include <QQmlEngine>
#include <QQuickStyle>
#include <QSettings>
#include <QTemporaryDir>
#include <memory>

#include "app_controller.hpp"
#include "app_font.hpp"
#include "install_card_images.hpp"

namespace kr::test {

class QuickTestEnvironment {
 public:
  void applicationAvailable() {
    QQuickStyle::setStyle(QStringLiteral("Basic"));
    kr::app::applyApplicationFont();
    qputenv("KARTENRUNDE_SAVE_DIR", dir_.filePath(QStringLiteral("saves")).toUtf8());
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

}  // namespace kr::test
