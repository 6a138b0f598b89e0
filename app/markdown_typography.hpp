#pragma once
// Book-like spacing for a TextEdit showing Markdown: Qt's Markdown import
// sets no paragraph spacing or line height, and QML offers no style sheet.
//   MarkdownTypography { document: page.textDocument; headingColor: "#1e5038" }
#include <QColor>
#include <QObject>
#include <QPointer>
#include <QQuickTextDocument>
#include <QtQml/qqmlregistration.h>

class QTextBlock;
class QTextCursor;
class QTextDocument;

namespace kr::app {

class MarkdownTypography : public QObject {
  Q_OBJECT
  QML_ELEMENT

  Q_PROPERTY(QQuickTextDocument* document READ document WRITE setDocument NOTIFY documentChanged)
  Q_PROPERTY(QColor headingColor MEMBER headingColor_ NOTIFY styleChanged)
  Q_PROPERTY(QColor ruleColor MEMBER ruleColor_ NOTIFY styleChanged)
  // Links ("[text](#section)"), instead of the platform's blue.
  Q_PROPERTY(QColor linkColor MEMBER linkColor_ NOTIFY styleChanged)
  // Line height in percent of the font's natural line spacing.
  Q_PROPERTY(int lineHeightPercent MEMBER lineHeightPercent_ NOTIFY styleChanged)

 public:
  explicit MarkdownTypography(QObject* parent = nullptr);

  QQuickTextDocument* document() const { return document_; }
  void setDocument(QQuickTextDocument* document);

 signals:
  void documentChanged();
  void styleChanged();
  // The spacing is in place: positions in the text are final now (until the
  // text or the width changes), e.g. for scrolling to a heading.
  void applied();

 private:
  void scheduleApply();
  void apply();
  void colorLinks(const QTextBlock& block, QTextCursor& cursor) const;

  QPointer<QQuickTextDocument> document_;
  QColor headingColor_;
  QColor ruleColor_{0, 0, 0, 40};
  QColor linkColor_;
  int lineHeightPercent_ = 135;
  bool applying_ = false;
  bool scheduled_ = false;
};

}  // namespace kr::app
