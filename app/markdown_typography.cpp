#include "markdown_typography.hpp"

#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextList>
#include <QTextTable>
#include <QTimer>

namespace kr::app {

namespace {

constexpr qreal kParagraphGap = 12;
constexpr qreal kListItemGap = 5;
constexpr qreal kHeadingGapAbove[] = {0, 6, 30, 22, 18, 16, 16};  // by level 0..6
constexpr qreal kHeadingGapBelow = 10;
constexpr qreal kTableCellPadding = 7;
constexpr qreal kTableGapAbove = 8;

}  // namespace

void MarkdownTypography::colorLinks(const QTextBlock& block, QTextCursor& cursor) const {
  // Collect first: formatting splits fragments under a running iterator.
  QList<std::pair<int, int>> links;  // position, length
  for (auto it = block.begin(); !it.atEnd(); ++it)
    if (it.fragment().isValid() && it.fragment().charFormat().isAnchor())
      links.append({it.fragment().position(), it.fragment().length()});
  QTextCharFormat chars;
  chars.setForeground(linkColor_);
  for (const auto& [position, length] : links) {
    cursor.setPosition(position);
    cursor.setPosition(position + length, QTextCursor::KeepAnchor);
    cursor.mergeCharFormat(chars);
  }
}

MarkdownTypography::MarkdownTypography(QObject* parent) : QObject(parent) {
  connect(this, &MarkdownTypography::styleChanged, this, &MarkdownTypography::scheduleApply);
}

void MarkdownTypography::setDocument(QQuickTextDocument* document) {
  if (document == document_) return;
  if (document_ && document_->textDocument()) document_->textDocument()->disconnect(this);
  document_ = document;
  if (document_ && document_->textDocument())
    connect(document_->textDocument(), &QTextDocument::contentsChanged, this,
            &MarkdownTypography::scheduleApply);
  emit documentChanged();
  scheduleApply();
}

void MarkdownTypography::scheduleApply() {
  // Our own edits change the contents too: ignore those, and apply once
  // after a burst of changes (setting new Markdown emits several).
  if (applying_ || scheduled_) return;
  scheduled_ = true;
  QTimer::singleShot(0, this, [this] {
    scheduled_ = false;
    apply();
  });
}

void MarkdownTypography::apply() {
  QTextDocument* doc = document_ ? document_->textDocument() : nullptr;
  if (!doc || doc->isEmpty()) return;
  applying_ = true;
  QTextCursor cursor(doc);
  cursor.beginEditBlock();

  for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
    QTextBlockFormat format = block.blockFormat();
    const int level = std::clamp(format.headingLevel(), 0, 6);
    const bool inTable = QTextCursor(block).currentTable() != nullptr;
    format.setLineHeight(lineHeightPercent_, QTextBlockFormat::ProportionalHeight);
    if (level > 0) {
      format.setTopMargin(block == doc->begin() ? 0 : kHeadingGapAbove[level]);
      format.setBottomMargin(kHeadingGapBelow);
    } else if (inTable) {
      format.setTopMargin(0);
      format.setBottomMargin(0);
    } else {
      // Items of one list sit close; the list as a whole keeps its distance.
      const bool listGoesOn = block.textList() && block.next().textList() == block.textList();
      format.setBottomMargin(listGoesOn ? kListItemGap : kParagraphGap);
    }
    cursor.setPosition(block.position());
    cursor.setBlockFormat(format);

    if (linkColor_.isValid()) colorLinks(block, cursor);
    if (level > 0 && headingColor_.isValid()) {
      cursor.setPosition(block.position());
      cursor.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
      QTextCharFormat chars;
      chars.setForeground(headingColor_);
      cursor.mergeCharFormat(chars);
    }
  }

  // Tables (the keyboard tables): quiet lines and room in the cells.
  const QList<QTextFrame*> frames = doc->rootFrame()->childFrames();
  for (QTextFrame* frame : frames) {
    auto* table = qobject_cast<QTextTable*>(frame);
    if (!table) continue;
    QTextTableFormat format = table->format();
    format.setCellPadding(kTableCellPadding);
    format.setCellSpacing(0);
    format.setBorder(1);
    format.setBorderBrush(ruleColor_);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderCollapse(true);
    // A table right after a list item would touch it otherwise.
    format.setTopMargin(kTableGapAbove);
    format.setBottomMargin(kParagraphGap);
    table->setFormat(format);
  }

  cursor.endEditBlock();
  applying_ = false;
  emit applied();
}

}  // namespace kr::app
