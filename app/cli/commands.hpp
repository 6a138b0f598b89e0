#pragma once
// The subcommands of kartenrunde-cli; each returns the process exit code.
namespace kr::cli {
int runPlay(int argc, char** argv);
int runReplay(int argc, char** argv);
int runReview(int argc, char** argv);
int runBench(int argc, char** argv);
int runSelftest(int argc, char** argv);
int runOptions(int argc, char** argv);
int runServe(int argc, char** argv);
int runLessons(int argc, char** argv);
}  // namespace kr::cli
