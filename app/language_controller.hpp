#pragma once
// The user-interface language: Japanese, German or English, switched at run
// time. English is the source language and needs no translator.
#include <QList>
#include <QLocale>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTranslator>

#include <vector>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QQmlEngine;

namespace kr::app {

class LanguageController : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("LanguageController is owned by App")

  Q_PROPERTY(QString code READ code NOTIFY codeChanged)
  // [{code, name}], each name in its own language.
  Q_PROPERTY(QVariantList languages READ languages CONSTANT)

 public:
  explicit LanguageController(QObject* parent = nullptr);
  ~LanguageController() override;

  static bool isSupported(const QString& code);
  // ja* -> ja, de* -> de, anything else -> en.
  static QString fromLocale(const QLocale& locale);

  QString code() const { return code_; }
  QVariantList languages() const;

  // Installs the translator of `code` and retranslates the QML engines.
  // Returns false (and changes nothing) for an unknown code or a missing
  // translation file.
  bool setLanguage(const QString& code);

  // Engines whose qsTr() bindings follow the language.
  void attachEngine(QQmlEngine* engine);

 signals:
  void codeChanged();

 private:
  QString code_ = QStringLiteral("en");
  std::vector<std::unique_ptr<QTranslator>> translators_;
  QList<QPointer<QQmlEngine>> engines_;
};

}  // namespace kr::app
