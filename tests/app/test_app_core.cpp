// The app's C++ glue without QML: command line, settings, languages, models,
// rules pages.
#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>

#include <catch2/catch.hpp>

#include "app_controller.hpp"
#include "app_settings.hpp"
#include "command_line.hpp"
#include "game_catalog_model.hpp"
#include "game_details.hpp"
#include "language_controller.hpp"
#include "rules_library.hpp"
#include "rules_page_model.hpp"
#include "rules_sections.hpp"

using namespace kr::app;

namespace {

// Translators and the language-change events need an application object.
void ensureApplication() {
  static int argc = 1;
  static char name[] = "kr_app_core_tests";
  static char* argv[] = {name, nullptr};
  static QCoreApplication* app = QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv);
  (void)app;
}

CommandLineResult parse(QStringList args) {
  args.prepend(QStringLiteral("kartenrunde"));
  return parseCommandLine(args);
}

std::unique_ptr<QSettings> iniIn(const QTemporaryDir& dir) {
  return std::make_unique<QSettings>(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
}

}  // namespace

TEST_CASE("command line: defaults and every option", "[app][cli]") {
  const CommandLineResult plain = parse({});
  REQUIRE(plain.status == CommandLineResult::Status::Run);
  CHECK(plain.options.page == "start");
  CHECK(plain.options.language.isEmpty());
  CHECK_FALSE(plain.options.seed.has_value());

  const CommandLineResult all = parse({"--lang", "ja", "--game", "truc", "--seed", "18446744073709551615",
                                       "--page", "rules", "--size", "1100x720", "--screenshot", "/tmp/a.png"});
  REQUIRE(all.status == CommandLineResult::Status::Run);
  CHECK(all.options.language == "ja");
  CHECK(all.options.gameId == "truc");
  CHECK(all.options.seed == std::uint64_t{18446744073709551615ULL});
  CHECK(all.options.page == "rules");
  CHECK(all.options.windowSize == QSize(1100, 720));
  CHECK(all.options.screenshotPath == "/tmp/a.png");
  CHECK_FALSE(all.options.openSheet);
  CHECK_FALSE(all.options.showHint);

  const CommandLineResult board = parse({"--game", "coiffeur", "--play", "--sheet"});
  REQUIRE(board.status == CommandLineResult::Status::Run);
  CHECK(board.options.page == "table");
  CHECK(board.options.openSheet);

  const CommandLineResult hinted = parse({"--game", "truc", "--play", "--hint"});
  REQUIRE(hinted.status == CommandLineResult::Status::Run);
  CHECK(hinted.options.showHint);

  const CommandLineResult newGame = parse({"--game", "dobbm", "--page", "new-game"});
  REQUIRE(newGame.status == CommandLineResult::Status::Run);
  CHECK(newGame.options.page == "new-game");

  const CommandLineResult review = parse({"--game", "coiffeur", "--page", "review"});
  REQUIRE(review.status == CommandLineResult::Status::Run);
  CHECK(review.options.page == "review");

  const CommandLineResult statistics = parse({"--game", "truc", "--statistics"});
  REQUIRE(statistics.status == CommandLineResult::Status::Run);
  CHECK(statistics.options.page == "statistics");
  CHECK(statistics.options.gameId == "truc");

  const CommandLineResult about = parse({"--page", "about", "--accessibility-report", "/tmp/r.txt"});
  REQUIRE(about.status == CommandLineResult::Status::Run);
  CHECK(about.options.page == "about");
  CHECK(about.options.accessibilityReportPath == "/tmp/r.txt");
}

TEST_CASE("command line: bad input is an error with a message", "[app][cli]") {
  const QList<QStringList> bad = {
      {"--lang", "fr"},        {"--game", "skat"},      {"--seed", "-1"},
      {"--seed", "abc"},       {"--seed", "18446744073709551616"},
      {"--seed", " 5"},        {"--page", "table"},     {"--size", "big"},
      {"--size", "100x100"},   {"--screenshot", ""},    {"--no-such-option"},
      {"stray"},               {"--sheet"},             {"--game", "truc", "--sheet"},
      {"--page", "new-game"},  {"--page", "review"},
      {"--statistics"},        {"--game", "truc", "--statistics", "--play"},
      {"--game", "truc", "--statistics", "--page", "rules"},
      {"--hint"},              {"--game", "truc", "--hint"},
      {"--accessibility-report", ""},
      {"--accessibility-report", "/tmp/r.txt", "--screenshot", "/tmp/a.png"},
  };
  for (const QStringList& args : bad) {
    INFO(args.join(' ').toStdString());
    const CommandLineResult result = parse(args);
    CHECK(result.status == CommandLineResult::Status::Error);
    CHECK_FALSE(result.text.isEmpty());
  }
  CHECK(parse({"--help"}).status == CommandLineResult::Status::ShowHelp);
}

TEST_CASE("language from the system locale", "[app][language]") {
  CHECK(LanguageController::fromLocale(QLocale(QLocale::Japanese, QLocale::Japan)) == "ja");
  CHECK(LanguageController::fromLocale(QLocale(QLocale::German, QLocale::Austria)) == "de");
  CHECK(LanguageController::fromLocale(QLocale(QLocale::German, QLocale::Switzerland)) == "de");
  CHECK(LanguageController::fromLocale(QLocale(QLocale::French, QLocale::France)) == "en");
  CHECK(LanguageController::fromLocale(QLocale::c()) == "en");
}

TEST_CASE("settings persist and reject nonsense", "[app][settings]") {
  ensureApplication();
  QTemporaryDir dir;
  {
    AppSettings settings(iniIn(dir));
    CHECK(settings.language().isEmpty());
    CHECK(settings.animationSpeed() == AppSettings::Normal);
    CHECK(settings.thinkingPauseMs() == AppSettings::kDefaultThinkingPauseMs);
    CHECK_FALSE(settings.showCardPoints());
    settings.setShowCardPoints(true);
    CHECK_FALSE(settings.dobbmFrench());
    settings.setDobbmFrench(true);
    settings.setLanguage(QStringLiteral("de"));
    settings.setLanguage(QStringLiteral("xx"));
    settings.setAnimationSpeed(AppSettings::Slow);
    settings.setThinkingPauseMs(-50);
  }
  AppSettings reread(iniIn(dir));
  CHECK(reread.language() == "de");
  CHECK(reread.animationSpeed() == AppSettings::Slow);
  CHECK(reread.animationFactor() == Approx(1.6));
  CHECK(reread.thinkingPauseMs() == 0);
  CHECK(reread.showCardPoints());
  CHECK(reread.dobbmFrench());
  CHECK_FALSE(reread.jassFrench());

  QSettings raw(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
  raw.setValue(QStringLiteral("table/animationSpeed"), QStringLiteral("warp"));
  raw.setValue(QStringLiteral("table/thinkingPauseMs"), QStringLiteral("lots"));
  raw.sync();
  AppSettings broken(iniIn(dir));
  CHECK(broken.animationSpeed() == AppSettings::Normal);
  CHECK(broken.thinkingPauseMs() == AppSettings::kDefaultThinkingPauseMs);
}

TEST_CASE("the command-line language wins and is not saved", "[app][language]") {
  ensureApplication();
  QTemporaryDir dir;
  {
    QSettings seed(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    seed.setValue(QStringLiteral("ui/language"), QStringLiteral("de"));
  }
  LaunchOptions options;
  options.language = QStringLiteral("ja");
  AppController app(options, iniIn(dir));
  CHECK(app.language()->code() == "ja");
  CHECK(app.settings()->language() == "de");
  app.chooseLanguage(QStringLiteral("en"));
  CHECK(app.language()->code() == "en");
  CHECK(app.settings()->language() == "en");
}

TEST_CASE("the game model words the catalog in the current language", "[app][model]") {
  ensureApplication();
  QTemporaryDir dir;
  LaunchOptions options;
  options.language = QStringLiteral("en");
  AppController app(options, iniIn(dir));
  GameCatalogModel& games = *app.games();
  REQUIRE(games.rowCount() == 4);
  CHECK(games.get(0).value(QStringLiteral("gameId")).toString() == "doppelkopf");
  CHECK(games.get(0).value(QStringLiteral("players")).toString() == QString::fromUtf8("4–5 players"));
  CHECK(games.get(1).value(QStringLiteral("players")).toString() == "2 players");
  CHECK(games.get(2).value(QStringLiteral("deckStyle")).toString() == "swiss");
  CHECK(games.get(9).isEmpty());

  int changes = 0;
  QObject::connect(&games, &QAbstractItemModel::dataChanged, [&] { ++changes; });
  app.chooseLanguage(QStringLiteral("ja"));
  CHECK(changes > 0);
  CHECK(games.get(0).value(QStringLiteral("name")).toString() == QString::fromUtf8("ドッペルコップ"));

  GameDetails details;
  details.setGameId(QStringLiteral("dobbm"));
  CHECK(details.known());
  CHECK(details.deck() == QString::fromUtf8("36枚・ドイツ式スート"));
  int textChanges = 0;
  QObject::connect(&details, &GameDetails::textsChanged, [&] { ++textChanges; });
  app.chooseLanguage(QStringLiteral("de"));
  CHECK(textChanges > 0);
  CHECK(details.deck() == QString::fromUtf8("36 Karten · deutsches Blatt"));
  details.setGameId(QStringLiteral("skat"));
  CHECK_FALSE(details.known());
  CHECK(details.name().isEmpty());
  app.chooseLanguage(QStringLiteral("en"));
}

TEST_CASE("rules pages: listed when present, missing ones are not", "[app][rules]") {
  ensureApplication();
  for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}) {
    INFO(lang.toStdString());
    const QStringList ids = rules::pageIds(lang);
    REQUIRE_FALSE(ids.isEmpty());
    CHECK(ids.first() == "howto");
    const std::optional<QString> howto = rules::load(lang, QStringLiteral("howto"));
    REQUIRE(howto.has_value());
    CHECK_FALSE(rules::title(*howto, {}).isEmpty());
    for (const QString& id : ids) CHECK(rules::load(lang, id).has_value());
  }
  CHECK_FALSE(rules::load(QStringLiteral("en"), QStringLiteral("no-such-page")).has_value());
  CHECK_FALSE(rules::load(QStringLiteral("en"), QStringLiteral("../en/howto")).has_value());
  CHECK_FALSE(rules::load(QStringLiteral("fr"), QStringLiteral("howto")).has_value());
  CHECK(rules::pageIds(QStringLiteral("fr")).isEmpty());
  CHECK(rules::title(QStringLiteral("intro\n# The Title #\ntext"), QStringLiteral("x")) == "The Title");
  CHECK(rules::title(QStringLiteral("no heading"), QStringLiteral("fallback")) == "fallback");
}

TEST_CASE("rules sections: ids are cut from the headings and counted", "[app][rules]") {
  const rules::Sections s = rules::splitSections(QStringLiteral(
      "# Title\n\nText {#not-a-heading}\n\n## First {#first}\n\n```\n## In code {#code}\n```\n"
      "### Plain\n## Second  {#second}  \n"));
  CHECK(s.ids == QStringList{QStringLiteral("first"), QStringLiteral("second")});
  CHECK(s.headingIndex.value(QStringLiteral("first")) == 1);
  CHECK(s.headingIndex.value(QStringLiteral("second")) == 3);
  CHECK_FALSE(s.headingIndex.contains(QStringLiteral("code")));
  CHECK(s.markdown.contains(QStringLiteral("\n## First\n")));
  CHECK(s.markdown.contains(QStringLiteral("\n## Second\n")));
  CHECK(s.markdown.contains(QStringLiteral("## In code {#code}")));
  CHECK(s.markdown.contains(QStringLiteral("Text {#not-a-heading}")));
}

// The sections a game table links to must exist on the Doppelkopf page in
// every language (the positions in the shown text: tst_rules_section.qml).
TEST_CASE("rules sections: the Doppelkopf page has every linked section", "[app][rules]") {
  ensureApplication();
  const QStringList linked = {"trumps",     "following-suit", "bidding", "solos",        "marriage",
                              "poverty",    "announcements",  "scoring", "extra-points", "options"};
  for (const QString& lang : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}) {
    INFO(lang.toStdString());
    CHECK(rules::pageIds(lang).contains(QStringLiteral("doppelkopf")));
    const std::optional<QString> text = rules::load(lang, QStringLiteral("doppelkopf"));
    REQUIRE(text.has_value());
    const rules::Sections s = rules::splitSections(*text);
    for (const QString& id : linked) {
      INFO(id.toStdString());
      CHECK(s.headingIndex.value(id, -1) > 0);
    }
    CHECK_FALSE(s.markdown.contains(QStringLiteral("{#")));
    // Every id names one heading: no id twice, no two ids on one heading.
    CHECK(s.ids.size() == s.headingIndex.size());
    QList<int> headings = s.headingIndex.values();
    std::sort(headings.begin(), headings.end());
    CHECK(std::adjacent_find(headings.begin(), headings.end()) == headings.end());
  }
}

TEST_CASE("the rules contents follow the language", "[app][rules]") {
  ensureApplication();
  QTemporaryDir dir;
  LaunchOptions options;
  options.language = QStringLiteral("de");
  AppController app(options, iniIn(dir));
  RulesPageModel& pages = *app.rulesPages();
  REQUIRE(pages.indexOf(QStringLiteral("howto")) == 0);
  CHECK(pages.titleAt(0) == "So benutzt du Kartenrunde");
  app.chooseLanguage(QStringLiteral("en"));
  CHECK(pages.titleAt(0) == "How to use Kartenrunde");
  CHECK(pages.indexOf(QStringLiteral("nothing")) == -1);
}

TEST_CASE("command line: --lesson opens a lesson of the game's course", "[app][cli]") {
  const CommandLineResult none = parse({"--game", "truc"});
  REQUIRE(none.status == CommandLineResult::Status::Run);
  CHECK(none.options.lesson == -1);

  const CommandLineResult first = parse({"--game", "truc", "--lesson", "1"});
  REQUIRE(first.status == CommandLineResult::Status::Run);
  CHECK(first.options.lesson == 0);
  CHECK(first.options.page == "lesson");
  CHECK(first.options.gameId == "truc");

  const CommandLineResult last = parse({"--lesson", "10", "--game", "dobbm", "--lang", "de"});
  REQUIRE(last.status == CommandLineResult::Status::Run);
  CHECK(last.options.lesson == 9);

  const QList<QStringList> bad = {
      {"--lesson", "1"},
      {"--game", "truc", "--lesson"},
      {"--game", "truc", "--lesson", "0"},
      {"--game", "truc", "--lesson", "-1"},
      {"--game", "truc", "--lesson", "two"},
      {"--game", "truc", "--lesson", " 2"},
      {"--game", "truc", "--lesson", "1.5"},
      {"--game", "truc", "--lesson", "99999999999"},
      {"--game", "truc", "--lesson", "2", "--play"},
      {"--game", "truc", "--lesson", "2", "--page", "rules"},
      {"--game", "truc", "--lesson", "2", "--statistics"},
  };
  for (const QStringList& args : bad) {
    INFO(args.join(' ').toStdString());
    const CommandLineResult result = parse(args);
    CHECK(result.status == CommandLineResult::Status::Error);
    CHECK_FALSE(result.text.isEmpty());
  }
  CHECK(parse({"--lesson", "1"}).text == "--lesson needs --game.");
  // Beyond the course: the message names the course's size.
  const CommandLineResult beyond = parse({"--game", "coiffeur", "--lesson", "11"});
  CHECK(beyond.status == CommandLineResult::Status::Error);
  CHECK(beyond.text.contains("10 lessons"));
  CHECK(parse({"--help"}).text.contains("--lesson"));
}

TEST_CASE("App.lessons and App.startLesson", "[app][lessons]") {
  ensureApplication();
  QTemporaryDir saves;
  qputenv("KARTENRUNDE_SAVE_DIR", saves.path().toUtf8());
  QTemporaryDir dir;
  const CommandLineResult line = parse({"--game", "doppelkopf", "--lesson", "3"});
  REQUIRE(line.status == CommandLineResult::Status::Run);
  AppController app(line.options, iniIn(dir));
  CHECK(app.startLesson() == 2);
  CHECK(app.property("startLesson").toInt() == 2);
  REQUIRE(app.lessons() != nullptr);
  CHECK(app.property("lessons").value<LessonBook*>() == app.lessons());
  CHECK(app.lessons()->courseSize(QStringLiteral("doppelkopf")) == 10);
  CHECK(AppController(LaunchOptions{}, iniIn(dir)).startLesson() == -1);
  qunsetenv("KARTENRUNDE_SAVE_DIR");
}
