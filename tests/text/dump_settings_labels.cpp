// kr_dump_settings_labels <settings_labels.qml> <output.tsv>: writes every
// label the settings show, in each language, for the text checks of issue
// #34 (tests/text/). The app's real QML modules and translators make the
// words; settings_labels.qml collects them.
#include <QFile>
#include <QGuiApplication>
#include <QJSValue>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>
#include <cstdio>
#include <memory>

#include "game_tables.hpp"
#include "quick_test_environment.hpp"

// The shell's modules; game_tables.cpp imports the games'.
Q_IMPORT_QML_PLUGIN(KartenrundeCorePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundePlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeCardsPlugin)
Q_IMPORT_QML_PLUGIN(KartenrundeTablePlugin)

int main(int argc, char** argv) {
  QGuiApplication app(argc, argv);
  if (argc != 3) {
    std::fprintf(stderr, "usage: kr_dump_settings_labels <settings_labels.qml> <output.tsv>\n");
    return 2;
  }
  // Declared before the engine: the engine (and App) go first.
  kr::test::QuickTestEnvironment environment;
  environment.applicationAvailable();
  kr::app::registerGameTables();
  QQmlEngine engine;
  environment.qmlEngineAvailable(&engine);

  QQmlComponent component(&engine, QUrl::fromLocalFile(QString::fromLocal8Bit(argv[1])));
  std::unique_ptr<QObject> collector(component.create());
  if (!collector) {
    std::fprintf(stderr, "%s\n", qUtf8Printable(component.errorString()));
    return 1;
  }
  QVariant lines;
  if (!QMetaObject::invokeMethod(collector.get(), "collect", Q_RETURN_ARG(QVariant, lines))) {
    std::fprintf(stderr, "settings_labels.qml: collect() failed\n");
    return 1;
  }
  // A JavaScript function's result may arrive as a QJSValue.
  const QString string = lines.metaType() == QMetaType::fromType<QJSValue>() ? lines.value<QJSValue>().toString()
                                                                              : lines.toString();
  const QByteArray text = string.toUtf8();
  QFile out(QString::fromLocal8Bit(argv[2]));
  if (text.count('\n') < 10 || !out.open(QIODevice::WriteOnly) || out.write(text) != text.size()) {
    std::fprintf(stderr, "cannot write %s (%lld bytes of labels)\n", argv[2], static_cast<long long>(text.size()));
    return 1;
  }
  std::printf("%lld labels written to %s\n", static_cast<long long>(text.count('\n')), argv[2]);
  return 0;
}
