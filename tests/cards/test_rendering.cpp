// Every card of every deck renders through the image provider to an image
// of the requested size that shows the card: paper, ink in the suit's
// colour, transparent rounded corners.
#include <QMap>
#include <catch2/catch.hpp>

#include "card_catalog.hpp"
#include "card_image_provider.hpp"
#include "image_checks.hpp"

using namespace cardtest;

namespace {

std::shared_ptr<const kr::CardCatalog> ownDecksOnly() {
  return std::make_shared<const kr::CardCatalog>(QStringList{}, QStringLiteral("en"));
}

// The colour each suit's index and pips must show, per deck (suit order of
// the engine notation).
const QMap<QString, QList<ColourTest>> kSuitInks = {
    {QStringLiteral("french"), {isDark, isDark, isRed, isRed}},
    {QStringLiteral("french-4c"), {isGreen, isDark, isRed, isBlue}},
    {QStringLiteral("german"), {isBrown, isGreen, isRed, isGolden}},
    {QStringLiteral("swiss"), {isRed, isGolden, isGolden, isRed}},
};

void checkCardImage(const QImage& image, QSize size, const ColourTest& ink, const std::string& what) {
  INFO(what << " at " << size.width() << "x" << size.height());
  REQUIRE(!image.isNull());
  CHECK(image.size() == size);
  const int pixels = size.width() * size.height();
  CHECK(countPixels(image, isPaper) > pixels / 4);
  CHECK(countPixels(image, [](const QColor& c) { return c.alpha() > 200 && !isPaper(c); }) > pixels / 50);
  CHECK(countPixels(image, ink) >= 4);
  CHECK(image.pixelColor(0, 0).alpha() < 64);  // rounded corner
  CHECK(image.pixelColor(size.width() / 2, size.height() / 2).alpha() == 255);
}

}  // namespace

TEST_CASE("every card of every deck renders at 60 and 240 px width", "[render]") {
  const auto catalog = ownDecksOnly();
  kr::CardImageProvider provider(catalog);
  for (auto deck = kSuitInks.begin(); deck != kSuitInks.end(); ++deck) {
    const QStringList codes = catalog->cardCodes(deck.key());
    REQUIRE(codes.size() == 36);
    for (const QSize size : {QSize(60, 90), QSize(240, 360)}) {
      for (int i = 0; i < codes.size(); ++i) {
        QSize reported;
        const QString id = deck.key() + QLatin1Char('/') + codes[i];
        const QImage image = provider.requestImage(id, &reported, size);
        CHECK(reported == size);
        checkCardImage(image, size, deck.value()[i / 9], id.toStdString());
      }
    }
  }
}

TEST_CASE("German-language index letters exist for the French court cards", "[render]") {
  const auto catalog = ownDecksOnly();
  kr::CardImageProvider provider(catalog);
  QSize reported;
  for (const QString& deck : {QStringLiteral("french"), QStringLiteral("french-4c")}) {
    const QImage english = provider.requestImage(deck + QStringLiteral("/HJ"), &reported, QSize(240, 360));
    const QImage german = provider.requestImage(deck + QStringLiteral("/de/HJ"), &reported, QSize(240, 360));
    REQUIRE(!german.isNull());
    CHECK(english != german);  // J vs B
    // Cards whose letters agree fall back to the default art.
    const QImage aceDe = provider.requestImage(deck + QStringLiteral("/de/HA"), &reported, QSize(240, 360));
    CHECK(aceDe == provider.requestImage(deck + QStringLiteral("/HA"), &reported, QSize(240, 360)));
  }
}

TEST_CASE("the backs render and differ from each other", "[render]") {
  const auto catalog = ownDecksOnly();
  kr::CardImageProvider provider(catalog);
  const QStringList backs = catalog->backNames();
  REQUIRE(backs.size() >= 2);
  QList<QImage> images;
  for (const QString& name : backs) {
    QSize reported;
    const QImage image = provider.requestImage(QStringLiteral("backs/") + name, &reported, QSize(60, 90));
    INFO(name.toStdString());
    REQUIRE(!image.isNull());
    CHECK(image.size() == QSize(60, 90));
    CHECK(countPixels(image, [](const QColor& c) { return c.alpha() > 200 && !isPaper(c); }) > 60 * 90 / 2);
    for (const QImage& other : images) CHECK(image != other);
    images.append(image);
  }
  QSize reported;
  CHECK(!provider.requestImage(QStringLiteral("german/back"), &reported, QSize(60, 90)).isNull());
}

TEST_CASE("the provider fills in a missing side from the card's shape", "[render]") {
  kr::CardImageProvider provider(ownDecksOnly());
  QSize reported;
  CHECK(provider.requestImage(QStringLiteral("swiss/RB"), &reported, QSize(60, 0)).size() == QSize(60, 90));
  CHECK(provider.requestImage(QStringLiteral("swiss/RB"), &reported, QSize(0, 180)).size() == QSize(120, 180));
  CHECK(provider.requestImage(QStringLiteral("swiss/RB"), &reported, QSize()).size() == QSize(240, 360));
}

TEST_CASE("a card is rendered once per size and then served from the cache", "[render]") {
  kr::CardImageProvider provider(ownDecksOnly());
  QSize reported;
  const QImage first = provider.requestImage(QStringLiteral("french/CQ"), &reported, QSize(60, 90));
  const QImage again = provider.requestImage(QStringLiteral("french/CQ"), &reported, QSize(60, 90));
  CHECK(first.cacheKey() == again.cacheKey());  // the same pixels, not a new render
  const QImage bigger = provider.requestImage(QStringLiteral("french/CQ"), &reported, QSize(120, 180));
  CHECK(bigger.cacheKey() != first.cacheKey());
  CHECK(provider.cache().usedBytes() >= 100 * 1024);  // both sizes kept (4 bytes a pixel)
}

TEST_CASE("bad card ids give a null image, never a crash", "[render]") {
  kr::CardImageProvider provider(ownDecksOnly());
  QSize reported;
  for (const QString& id : {QStringLiteral("nosuchdeck/CQ"), QStringLiteral("french/XX"), QStringLiteral("french/HU"),
                           QStringLiteral("german/CQ"), QStringLiteral("french"), QString(), QStringLiteral("/"),
                           QStringLiteral("french/de/ZZ"), QStringLiteral("french/CQ/extra/parts"),
                           QStringLiteral("backs/nosuchback"), QStringLiteral("backs/../french/CQ")}) {
    INFO(id.toStdString());
    CHECK(provider.requestImage(id, &reported, QSize(60, 90)).isNull());
  }
  CHECK(provider.requestImage(QStringLiteral("french/CQ"), &reported, QSize(100000, 150000)).isNull());
}
