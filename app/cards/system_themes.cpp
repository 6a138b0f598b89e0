#include "system_themes.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QTextStream>

namespace kr {
namespace {

// KDE theme folders whose cards are German-suited.
const QSet<QString> kGermanSuitedKde = {QStringLiteral("svg-xskat-german")};
// Themes left out: QtSvg draws their cards blank or cut off (they rely on
// SVG features it lacks), or they are not French-suited (swiss-xvii).
const QSet<QString> kSkippedKde = {QStringLiteral("svg-future")};
const QSet<QString> kSkippedGnome = {QStringLiteral("anglo_poker"), QStringLiteral("simplistic"),
                                     QStringLiteral("swiss-xvii")};

// "svg-oxygen-air" -> "oxygen-air"; keeps ids to [a-z0-9-].
QString slug(QString text) {
  text = text.toLower();
  if (text.startsWith(QLatin1String("svg-"))) text.remove(0, 4);
  QString out;
  for (QChar ch : text) {
    if ((ch >= QLatin1Char('a') && ch <= QLatin1Char('z')) || (ch >= QLatin1Char('0') && ch <= QLatin1Char('9')))
      out += ch;
    else if (!out.isEmpty() && !out.endsWith(QLatin1Char('-')))
      out += QLatin1Char('-');
  }
  while (out.endsWith(QLatin1Char('-'))) out.chop(1);
  return out;
}

// The few keys we need from a KDE index.desktop ([KDE Backdeck] group).
struct DesktopEntry {
  QString name;
  QString localName;
  QString svg;
};

DesktopEntry readDesktopEntry(const QString& path, const QString& language) {
  DesktopEntry entry;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return entry;
  QTextStream in(&file);
  const QString localKey = QStringLiteral("Name[%1]").arg(language);
  while (!in.atEnd()) {
    const QString line = in.readLine().trimmed();
    const qsizetype eq = line.indexOf(QLatin1Char('='));
    if (eq <= 0) continue;
    const QString key = line.left(eq).trimmed();
    const QString value = line.mid(eq + 1).trimmed();
    if (key == QLatin1String("Name")) entry.name = value;
    else if (key == localKey) entry.localName = value;
    else if (key == QLatin1String("SVG")) entry.svg = value;
  }
  return entry;
}

void addKdeThemes(const QString& dataDir, const QString& language, QList<SystemTheme>& out) {
  const QDir root(dataDir + QStringLiteral("/carddecks"));
  for (const QString& folder : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
    if (kSkippedKde.contains(folder)) continue;
    const DesktopEntry entry = readDesktopEntry(root.filePath(folder + QStringLiteral("/index.desktop")), language);
    if (entry.svg.isEmpty()) continue;  // a pixmap-only or broken theme
    const QString file = root.filePath(folder + QLatin1Char('/') + entry.svg);
    if (!QFileInfo::exists(file)) continue;
    SystemTheme theme;
    theme.id = QStringLiteral("kde-") + slug(folder);
    const QString name = entry.localName.isEmpty() ? entry.name : entry.localName;
    theme.name = (name.isEmpty() ? folder : name) + QStringLiteral(" (KDE)");
    theme.file = file;
    theme.format = ThemeFormat::Kde;
    theme.style = kGermanSuitedKde.contains(folder) ? DeckStyle::German : DeckStyle::French;
    out.append(theme);
  }
}

void addGnomeThemes(const QString& dataDir, QList<SystemTheme>& out) {
  const QDir root(dataDir + QStringLiteral("/aisleriot/cards"));
  const QStringList files = root.entryList({QStringLiteral("*.svgz"), QStringLiteral("*.svg")}, QDir::Files, QDir::Name);
  for (const QString& fileName : files) {
    const QString base = QFileInfo(fileName).completeBaseName();
    if (kSkippedGnome.contains(base)) continue;
    SystemTheme theme;
    const QString id = slug(base);
    theme.id = QStringLiteral("gnome-") + (id.isEmpty() ? QString::number(qHash(base, 0)) : id);
    QString name = base;
    name.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    theme.name = name + QStringLiteral(" (GNOME)");
    theme.file = root.filePath(fileName);
    theme.format = ThemeFormat::Gnome;
    out.append(theme);
  }
}

}  // namespace

QList<SystemTheme> findSystemThemes(const QStringList& dataDirs, const QString& language) {
  QList<SystemTheme> themes;
  for (const QString& dir : dataDirs) {
    addKdeThemes(dir, language, themes);
    addGnomeThemes(dir, themes);
  }
  // A theme found in two data dirs (e.g. /usr/local/share and /usr/share):
  // the first one wins, as XDG lists the more specific dir first.
  QSet<QString> seen;
  QList<SystemTheme> unique;
  for (const auto& t : themes) {
    if (seen.contains(t.id)) continue;
    seen.insert(t.id);
    unique.append(t);
  }
  return unique;
}

QString themeElementId(ThemeFormat format, Card card) {
  static const char* const suits[] = {"club", "spade", "heart", "diamond"};
  static const char* const ranks[] = {"6", "7", "8", "9", "10", "jack", "queen", "king", "1"};
  const QString suit = QLatin1String(suits[static_cast<int>(card.suit())]);
  const QString rank = QLatin1String(ranks[static_cast<int>(card.rank())]);
  return format == ThemeFormat::Kde ? rank + QLatin1Char('_') + suit : suit + QLatin1Char('_') + rank;
}

QString themeBackElementId() { return QStringLiteral("back"); }

QString themeJokerElementId() { return QStringLiteral("red_joker"); }

}  // namespace kr
