#pragma once
// Section ids in rules pages, so that a page can be opened at a section:
//   ## Trumps {#trumps}
// The id follows the heading text in braces (as in Pandoc). Qt's Markdown
// import knows no ids, so they are cut off before the text is shown, and a
// section is found again as the n-th heading of the shown document.
#include <QHash>
#include <QString>
#include <QStringList>

class QTextDocument;

namespace kr::app::rules {

struct Sections {
  QString markdown;                 // the page without the ids
  QStringList ids;                  // in page order
  QHash<QString, int> headingIndex;  // id -> index among all headings (0-based)
};

// Ids are lower-case letters, digits and '-'. Headings inside fenced code do
// not count, as Markdown does not make headings of them either.
Sections splitSections(const QString& markdown);

// The character position of the `headingIndex`-th heading block of a
// document made from Markdown, or -1.
int headingPosition(const QTextDocument& document, int headingIndex);

}  // namespace kr::app::rules
