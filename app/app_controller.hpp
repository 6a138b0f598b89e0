#pragma once
// The App singleton: what QML needs from C++. It owns the settings, the
// language and the models, and carries the launch options (page, game, seed).
// A game table, once built, gets a controller object of its own.
#include <QObject>
#include <QSize>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <cstdint>
#include <memory>
#include <optional>

#include <QSettings>

#include "app_settings.hpp"
#include "command_line.hpp"
#include "game_catalog_model.hpp"
#include "language_controller.hpp"
#include "lessons/lesson_book.hpp"
#include "rules_page_model.hpp"

class QQmlEngine;
class QJSEngine;

namespace kr::app {

class AppController : public QObject {
  Q_OBJECT
  QML_NAMED_ELEMENT(App)
  QML_SINGLETON

  Q_PROPERTY(kr::app::AppSettings* settings READ settings CONSTANT)
  Q_PROPERTY(kr::app::LanguageController* language READ language CONSTANT)
  Q_PROPERTY(kr::app::GameCatalogModel* games READ games CONSTANT)
  Q_PROPERTY(kr::app::RulesPageModel* rulesPages READ rulesPages CONSTANT)
  // The courses of lessons and the lessons passed (lessons.json beside the saves).
  Q_PROPERTY(kr::app::LessonBook* lessons READ lessons CONSTANT)
  // The pages to show at start: "start", "settings" or "rules", on top of
  // the page of `startGameId` when that is set ("lesson" with startLesson).
  Q_PROPERTY(QString startPage READ startPage CONSTANT)
  Q_PROPERTY(QString startGameId READ startGameId CONSTANT)
  // --sheet: the table opens with its score sheet shown.
  Q_PROPERTY(bool startWithSheet READ startWithSheet CONSTANT)
  // --lesson N: the lesson of startGameId's course to open, 0-based; -1: none.
  Q_PROPERTY(int startLesson READ startLesson CONSTANT)
  // --lesson-steps: what the learner does first ("next" or a move), for screenshots.
  Q_PROPERTY(QStringList startLessonSteps READ startLessonSteps CONSTANT)
  Q_PROPERTY(QSize initialWindowSize READ initialWindowSize CONSTANT)

 public:
  // `store` null: the user's settings file. Not default-constructible on
  // purpose: Qt 6.4 would then build the singleton itself instead of
  // calling create().
  AppController(const LaunchOptions& options, std::unique_ptr<QSettings> store,
                QObject* parent = nullptr);
  ~AppController() override;

  // The instance QML gets as `App`; main() and the tests set it before
  // loading QML. Without one, QML gets a default controller of its own.
  static void setInstance(AppController* controller);
  static AppController* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

  AppSettings* settings() const { return settings_; }
  LanguageController* language() const { return language_; }
  GameCatalogModel* games() const { return games_; }
  RulesPageModel* rulesPages() const { return rulesPages_; }
  LessonBook* lessons() const { return lessons_; }

  QString startPage() const { return options_.page; }
  QString startGameId() const { return options_.gameId; }
  bool startWithSheet() const { return options_.openSheet; }
  int startLesson() const { return options_.lesson; }
  QStringList startLessonSteps() const { return options_.lessonSteps; }
  QSize initialWindowSize() const;
  std::optional<std::uint64_t> seed() const { return options_.seed; }

  // The user picked a language: switch to it and remember it.
  Q_INVOKABLE void chooseLanguage(const QString& code);

 private:
  LaunchOptions options_;
  AppSettings* settings_;
  LanguageController* language_;
  GameCatalogModel* games_;
  RulesPageModel* rulesPages_;
  LessonBook* lessons_;
};

}  // namespace kr::app
