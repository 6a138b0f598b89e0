#pragma once
// Catch2 tests of Qt glue need one QCoreApplication (event loop, timers,
// translators); the first test that asks makes it, and it lives to the end.
#include <QCoreApplication>

namespace kr::test {

inline void ensureCoreApplication() {
  static int argc = 1;
  static char name[] = "kartenrunde-tests";
  static char* argv[] = {name, nullptr};
  static QCoreApplication* app = QCoreApplication::instance() ? nullptr : new QCoreApplication(argc, argv);
  (void)app;
}

}  // namespace kr::test
