#pragma once
// Book-like spacing for a TextEdit showing Markdown: Qt's Markdown import
// sets no paragraph spacing or line height, and QML offers no style sheet.
//   MarkdownTypography { document: page.textDocument; headingColor: "#1e5038" }
#include <QColor>
#include <QObject>
#include <QPointer>
#include <QQuickTextDocument>
#include <QtQml/qqmlregistration.h>

class QTextDocument;

namespace kr::app {

class MarkdownTypography : public QObject {
  Q_OBJECT
  QML_ELEMENT

  Q_PROPERTY(QQuickTextDocument* document READ document WRITE setDocument NOTIFY documentChanged)
  Q_PROPERTY(QColor headingColor MEMBER headingColor_ NOTIFY styleChanged)
  Q_PROPERTY(QColor ruleColor MEMBER ruleColor_ NOTIFY styleChanged)
  // Line height in percent of the font's natural line spacing.
  Q_PROPERTY(int lineHeightPercent MEMBER lineHeightPercent_ NOTIFY styleChanged)

 public:
  explicit MarkdownTypography(QObject* parent = nullptr);

  QQuickTextDocument* document() const { return document_; }
  void setDocument(QQuickTextDocument* document);

 signals:
  void documentChanged();
  void styleChanged();

 private:
  void scheduleApply();
  void apply();

  QPointer<QQuickTextDocument> document_;
  QColor headingColor_;
  QColor ruleColor_{0, 0, 0, 40};
  int lineHeightPercent_ = 135;
  bool applying_ = false;
  bool scheduled_ = false;
};

}  // namespace kr::app
