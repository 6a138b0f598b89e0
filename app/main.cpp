// kartenrunde: the Qt Quick application. Parses the command line, builds the
// App controller, loads qrc:/Kartenrunde/Main.qml, optionally takes a
// screenshot and quits.
#include <QGuiApplication>
#include <QIcon>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>
#include <memory>

#include "accessibility_audit.hpp"
#include "app_controller.hpp"
#include "install_card_images.hpp"
#include "app_font.hpp"
#include "command_line.hpp"
#include "game_tables.hpp"
#include "screenshot_taker.hpp"
#include "table_controller.hpp"
#include "table_hint.hpp"

// The QML modules are static libraries: pull in their plugins.
Q_IMPORT_QML_PLUGIN(KartenrundeCorePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeCardsPlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeTablePlugin)

namespace {

constexpr int kExitUsage = 2;

// The application icon in every size we ship (app/CMakeLists.txt).
QIcon windowIcon() {
  QIcon icon;
  for (int size : {16, 32, 48, 64, 128, 256})
    icon.addFile(QStringLiteral(":/icons/kartenrunde-%1.png").arg(size), QSize(size, size));
  return icon;
}

}  // namespace

int main(int argc, char* argv[]) {
  QGuiApplication app(argc, argv);
  QGuiApplication::setOrganizationName(QStringLiteral("Kartenrunde"));
  QGuiApplication::setApplicationName(QStringLiteral("Kartenrunde"));
  QGuiApplication::setApplicationVersion(QStringLiteral(KR_VERSION));
  QGuiApplication::setDesktopFileName(QStringLiteral("org.kartenrunde.Kartenrunde"));
  QGuiApplication::setWindowIcon(windowIcon());

  using Status = kr::app::CommandLineResult::Status;
  const kr::app::CommandLineResult commandLine =
      kr::app::parseCommandLine(QCoreApplication::arguments());
  switch (commandLine.status) {
    case Status::Error:
      std::fprintf(stderr, "kartenrunde: %s\nTry 'kartenrunde --help'.\n",
                   qUtf8Printable(commandLine.text));
      return kExitUsage;
    case Status::ShowHelp:
      std::printf("%s", qUtf8Printable(commandLine.text));
      return 0;
    case Status::ShowVersion:
      std::printf("kartenrunde %s\n", KR_VERSION);
      return 0;
    case Status::Run: break;
  }

  QQuickStyle::setStyle(QStringLiteral("Basic"));
  kr::app::applyApplicationFont();

  kr::app::registerGameTables();
  kr::app::TableController::setLaunchSeed(commandLine.options.seed);
  kr::app::TableHint::setLaunchHint(commandLine.options.showHint);

  kr::app::AppController controller(commandLine.options, nullptr);
  kr::app::AppController::setInstance(&controller);

  QQmlApplicationEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/"));
  kr::installCardImages(engine);
  engine.load(QUrl(QStringLiteral("qrc:/Kartenrunde/Main.qml")));
  auto* window =
      engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow*>(engine.rootObjects().first());
  if (!window) {
    std::fprintf(stderr, "kartenrunde: the user interface could not be loaded.\n");
    return 1;
  }

  std::unique_ptr<kr::app::ScreenshotTaker> screenshot;
  if (!commandLine.options.screenshotPath.isEmpty())
    screenshot = std::make_unique<kr::app::ScreenshotTaker>(window, commandLine.options.screenshotPath);
  std::unique_ptr<kr::app::AccessibilityReporter> accessibilityReport;
  if (!commandLine.options.accessibilityReportPath.isEmpty())
    accessibilityReport = std::make_unique<kr::app::AccessibilityReporter>(
        window, commandLine.options.accessibilityReportPath);

  return QGuiApplication::exec();
}
