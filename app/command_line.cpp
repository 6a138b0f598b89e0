#include "command_line.hpp"

#include <QCommandLineParser>
#include <QRegularExpression>

#include "core/catalog.hpp"
#include "game_texts.hpp"
#include "lessons/course.hpp"

namespace kr::app {

namespace {

constexpr int kMinWindowSide = 200;
constexpr int kMaxWindowSide = 8192;

QString knownGames() {
  QStringList ids;
  for (const kr::GameInfo& game : kr::gameCatalog()) ids.append(toQString(game.id));
  return ids.join(QStringLiteral(", "));
}

std::optional<std::uint64_t> parseSeed(const QString& text) {
  // Decimal digits only: QString::toULongLong would also take "+5" and " 5".
  static const QRegularExpression digits(QStringLiteral("^[0-9]{1,20}$"));
  if (!digits.match(text).hasMatch()) return std::nullopt;
  bool ok = false;
  const qulonglong value = text.toULongLong(&ok, 10);
  if (!ok) return std::nullopt;
  return static_cast<std::uint64_t>(value);
}

std::optional<QSize> parseSize(const QString& text) {
  static const QRegularExpression pattern(QStringLiteral("^([0-9]{1,5})x([0-9]{1,5})$"));
  const QRegularExpressionMatch match = pattern.match(text);
  if (!match.hasMatch()) return std::nullopt;
  const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
  if (size.width() < kMinWindowSide || size.height() < kMinWindowSide ||
      size.width() > kMaxWindowSide || size.height() > kMaxWindowSide)
    return std::nullopt;
  return size;
}

// 1 or more, decimal digits only; nullopt otherwise.
std::optional<int> parseLessonNumber(const QString& text) {
  static const QRegularExpression digits(QStringLiteral("^[0-9]{1,6}$"));
  if (!digits.match(text).hasMatch()) return std::nullopt;
  const int number = text.toInt();
  if (number < 1) return std::nullopt;
  return number;
}

CommandLineResult error(const QString& message) {
  CommandLineResult result;
  result.status = CommandLineResult::Status::Error;
  result.text = message;
  return result;
}

}  // namespace

CommandLineResult parseCommandLine(const QStringList& arguments) {
  QCommandLineParser parser;
  parser.setApplicationDescription(
      QStringLiteral("Kartenrunde: Doppelkopf, Truc, Coiffeur Schieber Jass and Dobbm "
                     "against computer players."));
  const QCommandLineOption helpOption = parser.addHelpOption();
  const QCommandLineOption versionOption = parser.addVersionOption();
  const QCommandLineOption langOption(QStringLiteral("lang"),
                                      QStringLiteral("User interface language: ja, de or en."),
                                      QStringLiteral("code"));
  const QCommandLineOption gameOption(
      QStringLiteral("game"), QStringLiteral("Open the page of a game: %1.").arg(knownGames()),
      QStringLiteral("id"));
  const QCommandLineOption seedOption(
      QStringLiteral("seed"),
      QStringLiteral("Seed of the first deal (0 to 18446744073709551615)."),
      QStringLiteral("number"));
  const QCommandLineOption pageOption(
      QStringLiteral("page"), QStringLiteral("Open a page: start, settings, rules, decks, about, new-game (with --game: "
                     "the game's new-game dialog), or review (with --game: the review of the "
                     "saved game's last finished deal)."),
      QStringLiteral("page"));
  const QCommandLineOption sizeOption(QStringLiteral("size"),
                                      QStringLiteral("Window size, for example 1280x800."),
                                      QStringLiteral("WxH"));
  const QCommandLineOption playOption(
      QStringLiteral("play"),
      QStringLiteral("Sit down at the table of the game given with --game: resume its saved game, "
                     "or start a new one (shuffled with --seed)."));
  const QCommandLineOption sheetOption(
      QStringLiteral("sheet"),
      QStringLiteral("With --play: open the table's score sheet (the Coiffeur board)."));
  const QCommandLineOption hintOption(
      QStringLiteral("hint"),
      QStringLiteral("With --play: show a hint as soon as it is your turn (a screenshot waits for it)."));
  const QCommandLineOption statisticsOption(
      QStringLiteral("statistics"), QStringLiteral("Open the statistics page of the game given with --game."));
  const QCommandLineOption lessonOption(
      QStringLiteral("lesson"),
      QStringLiteral("Open lesson N of the course of the game given with --game (1 is the first; "
                     "kartenrunde-cli lessons --game G lists them)."),
      QStringLiteral("N"));
  const QCommandLineOption screenshotOption(
      QStringLiteral("screenshot"),
      QStringLiteral("Save a PNG of the window once it has settled, then quit."),
      QStringLiteral("file"));
  parser.addOptions(
      {langOption, gameOption, seedOption, pageOption, playOption, sheetOption, hintOption, sizeOption,
       screenshotOption});
  parser.addOption(statisticsOption);
  parser.addOption(lessonOption);
  // For tests (docs/app.md): not listed by --help.
  QCommandLineOption reportOption(
      QStringLiteral("accessibility-report"),
      QStringLiteral("Write which controls have no accessible name once the window has settled, then quit."),
      QStringLiteral("file"));
  reportOption.setFlags(QCommandLineOption::HiddenFromHelp);
  parser.addOption(reportOption);
  // For screenshots of a lesson under way (docs/lessons.md): not listed by --help.
  QCommandLineOption lessonStepsOption(
      QStringLiteral("lesson-steps"),
      QStringLiteral("With --lesson: the learner's steps, comma-separated: 'next' goes on, anything else is a move."),
      QStringLiteral("steps"));
  lessonStepsOption.setFlags(QCommandLineOption::HiddenFromHelp);
  parser.addOption(lessonStepsOption);

  if (!parser.parse(arguments)) return error(parser.errorText());

  CommandLineResult result;
  if (parser.isSet(helpOption)) {
    result.status = CommandLineResult::Status::ShowHelp;
    result.text = parser.helpText();
    return result;
  }
  if (parser.isSet(versionOption)) {
    result.status = CommandLineResult::Status::ShowVersion;
    return result;
  }
  if (!parser.positionalArguments().isEmpty())
    return error(QStringLiteral("Unexpected argument '%1'.").arg(parser.positionalArguments().first()));

  LaunchOptions& options = result.options;
  if (parser.isSet(langOption)) {
    options.language = parser.value(langOption);
    if (options.language != QLatin1String("ja") && options.language != QLatin1String("de") &&
        options.language != QLatin1String("en"))
      return error(QStringLiteral("Unknown language '%1': use ja, de or en.").arg(options.language));
  }
  if (parser.isSet(gameOption)) {
    options.gameId = parser.value(gameOption);
    const QByteArray id = options.gameId.toUtf8();
    if (!kr::findGameInfo(std::string_view(id.constData(), static_cast<std::size_t>(id.size()))))
      return error(QStringLiteral("Unknown game '%1': use one of %2.")
                       .arg(options.gameId, knownGames()));
  }
  if (parser.isSet(seedOption)) {
    options.seed = parseSeed(parser.value(seedOption));
    if (!options.seed)
      return error(QStringLiteral("Invalid seed '%1': use a whole number from 0 to "
                                  "18446744073709551615.")
                       .arg(parser.value(seedOption)));
  }
  if (parser.isSet(pageOption)) {
    options.page = parser.value(pageOption);
    if (options.page != QLatin1String("start") && options.page != QLatin1String("settings") &&
        options.page != QLatin1String("rules") && options.page != QLatin1String("decks") &&
        options.page != QLatin1String("new-game") && options.page != QLatin1String("about") &&
        options.page != QLatin1String("review"))
      return error(QStringLiteral("Unknown page '%1': use start, settings, rules, decks, about, new-game or review.")
                       .arg(options.page));
    if ((options.page == QLatin1String("new-game") || options.page == QLatin1String("review")) && options.gameId.isEmpty())
      return error(QStringLiteral("--page %1 needs --game.").arg(options.page));
  }
  if (parser.isSet(playOption)) {
    if (options.gameId.isEmpty()) return error(QStringLiteral("--play needs --game."));
    if (parser.isSet(pageOption)) return error(QStringLiteral("--play and --page cannot be combined."));
    options.page = QStringLiteral("table");
  }
  if (parser.isSet(statisticsOption)) {
    if (options.gameId.isEmpty()) return error(QStringLiteral("--statistics needs --game."));
    if (parser.isSet(pageOption) || parser.isSet(playOption))
      return error(QStringLiteral("--statistics cannot be combined with --page or --play."));
    options.page = QStringLiteral("statistics");
  }
  if (parser.isSet(lessonOption)) {
    if (options.gameId.isEmpty()) return error(QStringLiteral("--lesson needs --game."));
    if (parser.isSet(pageOption) || parser.isSet(playOption) || parser.isSet(statisticsOption))
      return error(QStringLiteral("--lesson cannot be combined with --page, --play or --statistics."));
    const QString text = parser.value(lessonOption);
    const std::optional<int> number = parseLessonNumber(text);
    if (!number) return error(QStringLiteral("Invalid lesson '%1': use a whole number from 1.").arg(text));
    const auto course = kr::loadCourse(options.gameId.toStdString());
    if (!course)
      return error(QStringLiteral("The %1 course cannot be read: %2")
                       .arg(options.gameId, toQString(course.error().message())));
    const int size = static_cast<int>(course.value().size());
    if (*number > size)
      return error(QStringLiteral("Invalid lesson '%1': the %2 course has %3 lessons.")
                       .arg(text, options.gameId)
                       .arg(size));
    options.lesson = *number - 1;
    options.page = QStringLiteral("lesson");
  }
  if (parser.isSet(lessonStepsOption)) {
    if (options.lesson < 0) return error(QStringLiteral("--lesson-steps needs --lesson."));
    options.lessonSteps = parser.value(lessonStepsOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
  }
  if (parser.isSet(sheetOption)) {
    if (!parser.isSet(playOption)) return error(QStringLiteral("--sheet needs --play."));
    options.openSheet = true;
  }
  if (parser.isSet(hintOption)) {
    if (!parser.isSet(playOption)) return error(QStringLiteral("--hint needs --play."));
    options.showHint = true;
  }
  if (parser.isSet(sizeOption)) {
    const std::optional<QSize> size = parseSize(parser.value(sizeOption));
    if (!size)
      return error(QStringLiteral("Invalid size '%1': use WIDTHxHEIGHT, each from %2 to %3.")
                       .arg(parser.value(sizeOption))
                       .arg(kMinWindowSide)
                       .arg(kMaxWindowSide));
    options.windowSize = *size;
  }
  if (parser.isSet(screenshotOption)) {
    options.screenshotPath = parser.value(screenshotOption);
    if (options.screenshotPath.isEmpty()) return error(QStringLiteral("--screenshot needs a file name."));
  }
  if (parser.isSet(reportOption)) {
    options.accessibilityReportPath = parser.value(reportOption);
    if (options.accessibilityReportPath.isEmpty())
      return error(QStringLiteral("--accessibility-report needs a file name."));
    if (parser.isSet(screenshotOption))
      return error(QStringLiteral("--accessibility-report and --screenshot cannot be combined."));
  }
  return result;
}

}  // namespace kr::app
