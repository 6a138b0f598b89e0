#include "language_controller.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QQmlEngine>
#include <QVariantMap>

namespace kr::app {

LanguageController::LanguageController(QObject* parent) : QObject(parent) {}

LanguageController::~LanguageController() {
  for (const auto& t : translators_) QCoreApplication::removeTranslator(t.get());
}

bool LanguageController::isSupported(const QString& code) {
  return code == QLatin1String("ja") || code == QLatin1String("de") ||
         code == QLatin1String("en");
}

QString LanguageController::fromLocale(const QLocale& locale) {
  switch (locale.language()) {
    case QLocale::Japanese: return QStringLiteral("ja");
    case QLocale::German: return QStringLiteral("de");
    default: return QStringLiteral("en");
  }
}

QVariantList LanguageController::languages() const {
  // Language names stay untranslated on purpose: everyone finds their own
  // language by its own name.
  return {
      QVariantMap{{"code", QStringLiteral("ja")}, {"name", QStringLiteral("日本語")}},
      QVariantMap{{"code", QStringLiteral("de")}, {"name", QStringLiteral("Deutsch")}},
      QVariantMap{{"code", QStringLiteral("en")}, {"name", QStringLiteral("English")}},
  };
}

bool LanguageController::setLanguage(const QString& code) {
  if (!isSupported(code)) return false;
  if (code == code_ && (code == QLatin1String("en") || !translators_.empty())) return true;

  // The app's own file plus one per game module (":/i18n/<module>_<code>.qm").
  std::vector<std::unique_ptr<QTranslator>> next;
  if (code != QLatin1String("en")) {
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("*_%1.qm").arg(code)}, QDir::Files, QDir::Name);
    if (!files.contains(QStringLiteral("kartenrunde_%1.qm").arg(code))) {
      qWarning("kartenrunde: the translation for '%s' is missing", qUtf8Printable(code));
      return false;
    }
    for (const QString& file : files) {
      auto translator = std::make_unique<QTranslator>();
      if (translator->load(QStringLiteral(":/i18n/") + file)) next.push_back(std::move(translator));
      else qWarning("kartenrunde: cannot load translation %s", qUtf8Printable(file));
    }
  }

  // Removing and installing send QEvent::LanguageChange; C++ models listen to it.
  for (const auto& t : translators_) QCoreApplication::removeTranslator(t.get());
  translators_ = std::move(next);
  for (const auto& t : translators_) QCoreApplication::installTranslator(t.get());

  code_ = code;
  QLocale::setDefault(QLocale(code));
  for (const QPointer<QQmlEngine>& engine : std::as_const(engines_)) {
    if (!engine) continue;
    engine->setUiLanguage(code);
    engine->retranslate();
  }
  emit codeChanged();
  return true;
}

void LanguageController::attachEngine(QQmlEngine* engine) {
  if (!engine || engines_.contains(engine)) return;
  engines_.append(engine);
  engine->setUiLanguage(code_);
}

}  // namespace kr::app
