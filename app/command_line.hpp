#pragma once
// The command line of `kartenrunde`:
//   --lang ja|de|en   --game ID   --seed N
//   --page start|settings|rules|decks|about|new-game
//   --play (with --game: open its table)     --sheet (with --play: and its
//   score sheet)      --hint (with --play: a hint on your turn)   --size WxH
//   --lesson N (with --game: lesson N of its course, from 1)
//   --screenshot FILE --help   --version
//   --accessibility-report FILE (for tests, not in --help)
// Messages on the command line are English, like the option names.
#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace kr::app {

struct LaunchOptions {
  QString language;                   // empty: from the settings or the system
  QString gameId;                     // open this game's page
  std::optional<std::uint64_t> seed;  // for the first deal, once games can be played
  QString page = QStringLiteral("start");  // "table" with --play, "statistics" with --statistics,
                                           // "lesson" with --lesson
  int lesson = -1;                    // --lesson: 0-based index in gameId's course; -1: none
  QStringList lessonSteps;            // --lesson-steps: "next" or a move, in order (screenshots)
  bool openSheet = false;             // --sheet: the table's score sheet open
  bool showHint = false;              // --hint: a hint as soon as the human is to act
  QSize windowSize;                   // invalid: the default size
  QString screenshotPath;             // empty: run normally
  QString accessibilityReportPath;    // empty: no report (accessibility_audit.hpp)
};

struct CommandLineResult {
  enum class Status { Run, ShowHelp, ShowVersion, Error };
  Status status = Status::Run;
  LaunchOptions options;
  QString text;  // help text, version, or the error message
};

// `arguments` includes the program name, as QCoreApplication::arguments().
CommandLineResult parseCommandLine(const QStringList& arguments);

}  // namespace kr::app
