#include "language_controller.hpp"

#include <QCoreApplication>
#include <QQmlEngine>
#include <QVariantMap>

namespace kr::app {

LanguageController::LanguageController(QObject* parent) : QObject(parent) {}

LanguageController::~LanguageController() {
  if (translator_) QCoreApplication::removeTranslator(translator_.get());
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
  if (code == code_ && (code == QLatin1String("en") || translator_)) return true;

  std::unique_ptr<QTranslator> next;
  if (code != QLatin1String("en")) {
    next = std::make_unique<QTranslator>();
    if (!next->load(QStringLiteral(":/i18n/kartenrunde_%1.qm").arg(code))) {
      qWarning("kartenrunde: the translation for '%s' is missing", qUtf8Printable(code));
      return false;
    }
  }

  // Removing and installing send QEvent::LanguageChange; C++ models listen to it.
  if (translator_) QCoreApplication::removeTranslator(translator_.get());
  translator_ = std::move(next);
  if (translator_) QCoreApplication::installTranslator(translator_.get());

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
