#pragma once
// Card themes installed on the system by Debian packages:
//   kdegames-card-data-kf5: <data dir>/carddecks/<theme>/index.desktop + SVG(Z),
//                           element ids like "1_club", "queen_heart", "back";
//   gnome-cards-data:       <data dir>/aisleriot/cards/<name>.svgz,
//                           element ids like "club_1", "heart_queen", "back".
#include <QList>
#include <QString>
#include <QStringList>

#include "core/card.hpp"

namespace kr {

enum class ThemeFormat { Kde, Gnome };

struct SystemTheme {
  QString id;    // deck id, e.g. "kde-oxygen", "gnome-anglo"
  QString name;  // display name, e.g. "Oxygen (KDE)"
  QString file;  // the .svg or .svgz
  ThemeFormat format = ThemeFormat::Kde;
  DeckStyle style = DeckStyle::French;  // XSkat German is German-suited
};

// Finds the installed themes under the given XDG data directories (e.g.
// /usr/share); `language` picks translated names from KDE's index.desktop.
QList<SystemTheme> findSystemThemes(const QStringList& dataDirs, const QString& language);

// The SVG element that holds `card` (or the back) in a theme file.
QString themeElementId(ThemeFormat format, Card card);
QString themeBackElementId();
// The Joker (Doppelkopf, DK-17): both KDE and GNOME themes name it so.
QString themeJokerElementId();

}  // namespace kr
