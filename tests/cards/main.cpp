// Catch2 main for the card tests: a QGuiApplication (offscreen unless told
// otherwise) exists for the whole run, as QML and image rendering need one.
#define CATCH_CONFIG_RUNNER
#include <QGuiApplication>
#include <QtQml/qqmlextensionplugin.h>
#include <catch2/catch.hpp>

Q_IMPORT_QML_PLUGIN(KartenrundeCardsPlugin)  // QML module Kartenrunde.Cards

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  return Catch::Session().run(argc, argv);
}
