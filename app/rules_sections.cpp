#include "rules_sections.hpp"

#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>

namespace kr::app::rules {

Sections splitSections(const QString& markdown) {
  static const QRegularExpression fence(QStringLiteral("^ {0,3}(```|~~~)"));
  static const QRegularExpression heading(QStringLiteral("^ {0,3}#{1,6}([ \\t]|$)"));
  static const QRegularExpression id(QStringLiteral("[ \\t]*\\{#([a-z0-9-]+)\\}[ \\t]*$"));

  Sections result;
  QStringList lines = markdown.split(QLatin1Char('\n'));
  bool inFence = false;
  int headings = 0;
  for (QString& line : lines) {
    if (fence.match(line).hasMatch()) inFence = !inFence;
    if (inFence || !heading.match(line).hasMatch()) continue;
    const QRegularExpressionMatch match = id.match(line);
    if (match.hasMatch()) {
      const QString name = match.captured(1);
      if (!result.headingIndex.contains(name)) {
        result.ids.append(name);
        result.headingIndex.insert(name, headings);
      }
      line.truncate(match.capturedStart());
    }
    ++headings;
  }
  result.markdown = lines.join(QLatin1Char('\n'));
  return result;
}

int headingPosition(const QTextDocument& document, int headingIndex) {
  if (headingIndex < 0) return -1;
  int seen = 0;
  for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
    if (block.blockFormat().headingLevel() <= 0) continue;
    if (seen++ == headingIndex) return block.position();
  }
  return -1;
}

}  // namespace kr::app::rules
