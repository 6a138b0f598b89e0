#pragma once
// One rules page as Markdown for the viewer:
//   RulesDocument { pageId: "howto"; language: App.language.code }
// `found` is false when the page does not exist in that language.
// Section ids ("## Trumps {#trumps}", rules_sections.hpp) are cut from
// `markdown`; sectionPosition() finds a section in the shown text.
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QQuickTextDocument;

namespace kr::app {

class RulesDocument : public QObject {
  Q_OBJECT
  QML_ELEMENT

  Q_PROPERTY(QString pageId READ pageId WRITE setPageId NOTIFY pageIdChanged)
  Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
  Q_PROPERTY(QString markdown READ markdown NOTIFY contentChanged)
  Q_PROPERTY(QString title READ title NOTIFY contentChanged)
  Q_PROPERTY(bool found READ found NOTIFY contentChanged)
  Q_PROPERTY(QStringList sectionIds READ sectionIds NOTIFY contentChanged)

 public:
  explicit RulesDocument(QObject* parent = nullptr);

  QString pageId() const { return pageId_; }
  void setPageId(const QString& id);
  QString language() const { return language_; }
  void setLanguage(const QString& language);

  QString markdown() const { return markdown_; }
  QString title() const { return title_; }
  bool found() const { return found_; }
  QStringList sectionIds() const { return sectionIds_; }

  // The character position of the section's heading in `shown` (the
  // document of the TextEdit showing `markdown`), or -1 if there is none.
  Q_INVOKABLE int sectionPosition(QQuickTextDocument* shown, const QString& section) const;

 signals:
  void pageIdChanged();
  void languageChanged();
  void contentChanged();

 private:
  void reload();

  QString pageId_;
  QString language_;
  QString markdown_;
  QString title_;
  bool found_ = false;
  QStringList sectionIds_;
  QHash<QString, int> headingIndex_;
};

}  // namespace kr::app
