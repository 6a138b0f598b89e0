#pragma once
// The rules viewer's pages, compiled into the resources as
// :/rules/<language>/<page>.md. A page exists in a language when its file
// does; nothing else lists the pages.
#include <QString>
#include <QStringList>

#include <optional>

namespace kr::app::rules {

inline constexpr auto kHowToPage = "howto";

// "howto" first, then the games in catalog order, then any other page by
// name; only pages that exist in `language`.
QStringList pageIds(const QString& language);

// The page's Markdown, or nothing when the page does not exist in `language`
// (or the id is malformed).
std::optional<QString> load(const QString& language, const QString& pageId);

// The text of the first "# " heading, or `fallback`.
QString title(const QString& markdown, const QString& fallback);

}  // namespace kr::app::rules
