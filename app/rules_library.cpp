#include "rules_library.hpp"

#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include "core/catalog.hpp"
#include "game_texts.hpp"

namespace kr::app::rules {

namespace {

// Page ids come from QML and the command line: allow plain names only, so
// an id can never reach outside the rules folder.
bool isValidId(const QString& id) {
  static const QRegularExpression pattern(QStringLiteral("^[a-z0-9_-]+$"));
  return pattern.match(id).hasMatch();
}

QString pathOf(const QString& language, const QString& pageId) {
  return QStringLiteral(":/rules/%1/%2.md").arg(language, pageId);
}

}  // namespace

QStringList pageIds(const QString& language) {
  if (!isValidId(language)) return {};
  QStringList available;
  for (const QString& file : QDir(QStringLiteral(":/rules/") + language)
                                 .entryList({QStringLiteral("*.md")}, QDir::Files, QDir::Name))
    available.append(file.chopped(3));

  QStringList ordered;
  const auto take = [&](const QString& id) {
    if (available.removeOne(id)) ordered.append(id);
  };
  take(QLatin1String(kHowToPage));
  for (const kr::GameInfo& game : kr::gameCatalog()) take(toQString(game.id));
  for (const QString& id : std::as_const(available))
    if (isValidId(id)) ordered.append(id);
  return ordered;
}

std::optional<QString> load(const QString& language, const QString& pageId) {
  if (!isValidId(language) || !isValidId(pageId)) return std::nullopt;
  QFile file(pathOf(language, pageId));
  if (!file.open(QIODevice::ReadOnly)) return std::nullopt;
  return QString::fromUtf8(file.readAll());
}

QString title(const QString& markdown, const QString& fallback) {
  static const QRegularExpression heading(QStringLiteral("^#[ \\t]+(.+?)[ \\t#]*$"),
                                          QRegularExpression::MultilineOption);
  const QRegularExpressionMatch match = heading.match(markdown);
  return match.hasMatch() ? match.captured(1) : fallback;
}

}  // namespace kr::app::rules
