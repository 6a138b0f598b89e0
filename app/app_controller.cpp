#include "app_controller.hpp"

#include <QJSEngine>
#include <QLocale>
#include <QPointer>
#include <QQmlEngine>
#include <QSettings>

#include "app_settings.hpp"
#include "game_catalog_model.hpp"
#include "game_table.hpp"
#include "language_controller.hpp"
#include "rules_page_model.hpp"

namespace kr::app {

namespace {

QPointer<AppController> g_instance;

constexpr QSize kDefaultWindowSize(1280, 800);

}  // namespace

AppController::AppController(const LaunchOptions& options, std::unique_ptr<QSettings> store,
                             QObject* parent)
    : QObject(parent),
      options_(options),
      settings_(new AppSettings(std::move(store), this)),
      language_(new LanguageController(this)),
      games_(new GameCatalogModel(this)),
      rulesPages_(nullptr),
      lessons_(new LessonBook(GameTable::saveDirectory(), this)) {
  // The command line wins over the saved choice, which wins over the system;
  // a language given on the command line is not saved.
  QString code = options_.language;
  if (code.isEmpty()) code = settings_->language();
  if (code.isEmpty()) code = LanguageController::fromLocale(QLocale::system());
  if (!language_->setLanguage(code)) language_->setLanguage(QStringLiteral("en"));
  rulesPages_ = new RulesPageModel(language_, this);
}

AppController::~AppController() = default;

void AppController::setInstance(AppController* controller) { g_instance = controller; }

AppController* AppController::create(QQmlEngine* qmlEngine, QJSEngine* /*jsEngine*/) {
  AppController* controller = g_instance;
  if (controller) {
    // Owned by whoever set it, not by the QML engine.
    QJSEngine::setObjectOwnership(controller, QJSEngine::CppOwnership);
  } else {
    controller = new AppController(LaunchOptions{}, nullptr);
  }
  controller->language()->attachEngine(qmlEngine);
  return controller;
}

QSize AppController::initialWindowSize() const {
  return options_.windowSize.isValid() ? options_.windowSize : kDefaultWindowSize;
}

void AppController::chooseLanguage(const QString& code) {
  if (!language_->setLanguage(code)) return;
  settings_->setLanguage(code);
}

}  // namespace kr::app
