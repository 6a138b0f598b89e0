// Installed KDE and GNOME card themes: found, named, mapped to our card
// codes, and a broken theme file is reported, not fatal.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

#include "card_catalog.hpp"
#include "card_image_provider.hpp"
#include "image_checks.hpp"
#include "system_themes.hpp"

using namespace cardtest;

namespace {

void writeFile(const QString& path, const QByteArray& content) {
  QDir().mkpath(QFileInfo(path).absolutePath());
  QFile f(path);
  REQUIRE(f.open(QIODevice::WriteOnly));
  f.write(content);
}

// A theme file with one coloured rectangle per card (and the back), under
// the element ids the theme format uses.
QByteArray fakeThemeSvg(kr::ThemeFormat format) {
  QByteArray svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"2000\" height=\"200\">\n";
  for (int face = 0; face <= kr::kFaceCount; ++face) {
    const QString id = face == kr::kFaceCount ? kr::themeBackElementId() : kr::themeElementId(format, kr::Card(face));
    svg += QStringLiteral("<g id=\"%1\"><rect x=\"%2\" y=\"0\" width=\"50\" height=\"75\" fill=\"#1b5cc4\"/></g>\n")
               .arg(id)
               .arg(face * 52)
               .toUtf8();
  }
  return svg + "</svg>\n";
}

}  // namespace

TEST_CASE("KDE and GNOME themes are found and their cards render", "[themes]") {
  QTemporaryDir data;
  REQUIRE(data.isValid());
  const QString root = data.path();
  writeFile(root + QStringLiteral("/carddecks/svg-test-deck/index.desktop"),
            "[KDE Backdeck]\nName=Test Deck\nName[de]=Testblatt\nSVG=test.svg\nBack=Test\n");
  writeFile(root + QStringLiteral("/carddecks/svg-test-deck/test.svg"), fakeThemeSvg(kr::ThemeFormat::Kde));
  writeFile(root + QStringLiteral("/aisleriot/cards/my_deck.svg"), fakeThemeSvg(kr::ThemeFormat::Gnome));

  const auto catalog = std::make_shared<const kr::CardCatalog>(QStringList{root}, QStringLiteral("de"));
  const kr::DeckInfo* kde = catalog->deck(QStringLiteral("kde-test-deck"));
  const kr::DeckInfo* gnome = catalog->deck(QStringLiteral("gnome-my-deck"));
  REQUIRE(kde);
  REQUIRE(gnome);
  CHECK(kde->name == QStringLiteral("Testblatt (KDE)"));
  CHECK(gnome->name == QStringLiteral("My deck (GNOME)"));
  CHECK(catalog->cardCodes(kde->id).size() == 36);

  kr::CardImageProvider provider(catalog);
  for (const QString& deck : {kde->id, gnome->id}) {
    for (const QString& code : {QStringLiteral("HQ"), QStringLiteral("C6"), QStringLiteral("SA"), QStringLiteral("back")}) {
      QSize reported;
      const QImage image = provider.requestImage(deck + QLatin1Char('/') + code, &reported, QSize(60, 90));
      INFO((deck + QLatin1Char('/') + code).toStdString());
      REQUIRE(!image.isNull());
      CHECK(image.size() == QSize(60, 90));
      CHECK(countPixels(image, isBlue) > 60 * 90 / 2);
    }
  }
}

TEST_CASE("a broken theme file gives null images and a warning", "[themes]") {
  QTemporaryDir data;
  REQUIRE(data.isValid());
  writeFile(data.path() + QStringLiteral("/carddecks/svg-broken/index.desktop"), "[KDE Backdeck]\nName=Broken\nSVG=broken.svgz\n");
  writeFile(data.path() + QStringLiteral("/carddecks/svg-broken/broken.svgz"), "\x1f\x8b this is not gzip data at all");
  writeFile(data.path() + QStringLiteral("/carddecks/svg-nofile/index.desktop"), "[KDE Backdeck]\nName=No file\nSVG=missing.svgz\n");
  writeFile(data.path() + QStringLiteral("/aisleriot/cards/empty.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");

  const auto catalog = std::make_shared<const kr::CardCatalog>(QStringList{data.path()}, QStringLiteral("en"));
  CHECK(catalog->deck(QStringLiteral("kde-nofile")) == nullptr);  // skipped: its SVG is missing
  REQUIRE(catalog->deck(QStringLiteral("kde-broken")));
  REQUIRE(catalog->deck(QStringLiteral("gnome-empty")));
  kr::CardImageProvider provider(catalog);
  QSize reported;
  CHECK(provider.requestImage(QStringLiteral("kde-broken/HQ"), &reported, QSize(60, 90)).isNull());
  CHECK(provider.requestImage(QStringLiteral("kde-broken/back"), &reported, QSize(60, 90)).isNull());
  CHECK(provider.requestImage(QStringLiteral("gnome-empty/HQ"), &reported, QSize(60, 90)).isNull());
}

TEST_CASE("the XSkat German theme serves the German deck's codes", "[themes]") {
  QTemporaryDir data;
  REQUIRE(data.isValid());
  writeFile(data.path() + QStringLiteral("/carddecks/svg-xskat-german/index.desktop"), "[KDE Backdeck]\nName=XSkat German\nSVG=german.svg\n");
  writeFile(data.path() + QStringLiteral("/carddecks/svg-xskat-german/german.svg"), fakeThemeSvg(kr::ThemeFormat::Kde));
  const auto catalog = std::make_shared<const kr::CardCatalog>(QStringList{data.path()}, QStringLiteral("en"));
  const kr::DeckInfo* deck = catalog->deck(QStringLiteral("kde-xskat-german"));
  REQUIRE(deck);
  CHECK(deck->style == kr::DeckStyle::German);
  const auto source = catalog->resolve(deck->id, QStringLiteral("HU"), {});  // hearts Unter
  REQUIRE(source);
  CHECK(source->elementId == QStringLiteral("jack_heart"));
}

TEST_CASE("installed system themes render (when the Debian packages are installed)", "[themes]") {
  const auto catalog = std::make_shared<const kr::CardCatalog>(QStringList{QStringLiteral("/usr/share")}, QStringLiteral("en"));
  kr::CardImageProvider provider(catalog);
  int themes = 0;
  for (const kr::DeckInfo& deck : catalog->decks()) {
    if (deck.kind != kr::DeckKind::System) continue;
    ++themes;
    const QString queen = QString::fromStdString(kr::toString(kr::Card(kr::kHearts, kr::Rank::Queen), deck.style));
    for (const QString& code : {queen, QStringLiteral("back")}) {
      QSize reported;
      const QImage image = provider.requestImage(deck.id + QLatin1Char('/') + code, &reported, QSize(60, 90));
      INFO((deck.id + QLatin1Char('/') + code).toStdString());
      REQUIRE(!image.isNull());
      CHECK(countPixels(image, [](const QColor& c) { return c.alpha() > 200; }) > 60 * 90 / 5);
    }
  }
  if (themes == 0) WARN("no KDE or GNOME card themes installed; nothing to check");
}
