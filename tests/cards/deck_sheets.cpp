// kr_deck_sheets: composes every deck into PNG sheets through the card image
// provider, for docs/screenshots and for looking at the art, and prints how
// long rendering takes.
//
//   kr_deck_sheets --out docs/screenshots [--themes DIR] [--page]
//
// --themes also writes one sheet of the installed system themes into DIR
// (kept out of docs/: that art is not ours).
// --page also writes the deck preview page (qml/Kartenrunde/DeckPreviewPage.qml)
// as DIR/deck-preview-page.png.
// --cards "french/CQ german/HO ..." WIDTH writes just those cards side by
// side, WIDTH px each, into DIR/cards.png (for looking at details).
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QQmlEngine>
#include <QQuickView>
#include <QSGRendererInterface>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <cstdio>

#include "card_catalog.hpp"
#include "card_image_provider.hpp"
#include "install_card_images.hpp"

Q_IMPORT_QML_PLUGIN(KartenrundeCardsPlugin)  // QML module Kartenrunde.Cards

namespace {

const QColor kTable(0x2f, 0x5f, 0x47);
const QColor kLabel(0xe8, 0xf0, 0xea);

struct Sheet {
  kr::CardImageProvider& provider;
  int cardWidth;
  int cardHeight;
  int gap;

  QImage card(const QString& id) {
    QSize size;
    return provider.requestImage(id, &size, QSize(cardWidth, cardHeight));
  }
};

void drawLabel(QPainter& p, const QRect& box, const QString& text, int pixelSize) {
  QFont font(QStringLiteral("DejaVu Sans"));
  font.setPixelSize(pixelSize);
  font.setBold(true);
  p.setFont(font);
  p.setPen(kLabel);
  p.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, text);
}

// One row per suit, 6..A, with a title line.
QImage deckSheet(Sheet s, const kr::CardCatalog& catalog, const QString& deck, const QString& language,
                 const QString& title) {
  const QStringList codes = catalog.cardCodes(deck);
  const int columns = kr::kRankCount;
  const int rows = static_cast<int>(codes.size()) / columns;
  const int titleHeight = 56;
  QImage sheet(s.gap + columns * (s.cardWidth + s.gap), titleHeight + rows * (s.cardHeight + s.gap),
               QImage::Format_ARGB32_Premultiplied);
  sheet.fill(kTable);
  QPainter p(&sheet);
  drawLabel(p, QRect(s.gap, 0, sheet.width(), titleHeight), title, 26);
  const QString prefix = deck + QLatin1Char('/') + (language.isEmpty() ? QString() : language + QLatin1Char('/'));
  for (int i = 0; i < codes.size(); ++i) {
    const int x = s.gap + (i % columns) * (s.cardWidth + s.gap);
    const int y = titleHeight + (i / columns) * (s.cardHeight + s.gap);
    p.drawImage(x, y, s.card(prefix + codes[i]));
  }
  return sheet;
}

QImage backsSheet(Sheet s, const kr::CardCatalog& catalog) {
  const QStringList backs = catalog.backNames();
  const int titleHeight = 56;
  QImage sheet(s.gap + static_cast<int>(backs.size()) * (s.cardWidth + s.gap), titleHeight + s.cardHeight + s.gap,
               QImage::Format_ARGB32_Premultiplied);
  sheet.fill(kTable);
  QPainter p(&sheet);
  drawLabel(p, QRect(s.gap, 0, sheet.width(), titleHeight), QStringLiteral("Card backs"), 26);
  for (int i = 0; i < backs.size(); ++i)
    p.drawImage(s.gap + i * (s.cardWidth + s.gap), titleHeight, s.card(QStringLiteral("backs/") + backs[i]));
  return sheet;
}

// Every deck at 60 px card width: the full grid, and a hand fanned as in
// play, where only the left strip of each card shows.
QImage legibilitySheet(kr::CardImageProvider& provider, const kr::CardCatalog& catalog) {
  Sheet s{provider, 60, 90, 6};
  const QStringList decks = {QStringLiteral("french"), QStringLiteral("french-4c"), QStringLiteral("german"),
                             QStringLiteral("swiss")};
  const int blockWidth = s.gap + 9 * (s.cardWidth + s.gap);
  const int labelHeight = 28;
  const int gridHeight = 4 * (s.cardHeight + s.gap);
  const int fanHeight = s.cardHeight + 2 * s.gap;
  const int blockHeight = labelHeight + gridHeight + fanHeight;
  QImage sheet(2 * blockWidth + s.gap, 2 * blockHeight + s.gap, QImage::Format_ARGB32_Premultiplied);
  sheet.fill(kTable);
  QPainter p(&sheet);
  for (int d = 0; d < decks.size(); ++d) {
    const int bx = (d % 2) * blockWidth;
    const int by = (d / 2) * blockHeight;
    const QString name = catalog.deck(decks[d])->name + QStringLiteral(" — 60 px");
    drawLabel(p, QRect(bx + s.gap, by, blockWidth, labelHeight), name, 15);
    const QStringList codes = catalog.cardCodes(decks[d]);
    for (int i = 0; i < codes.size(); ++i) {
      const int x = bx + s.gap + (i % 9) * (s.cardWidth + s.gap);
      const int y = by + labelHeight + (i / 9) * (s.cardHeight + s.gap);
      p.drawImage(x, y, s.card(decks[d] + QLatin1Char('/') + codes[i]));
    }
    // A hand of 12 cards, 20 px apart.
    const int fanY = by + labelHeight + gridHeight + s.gap;
    for (int i = 0; i < 12; ++i)
      p.drawImage(bx + s.gap + i * 20, fanY, s.card(decks[d] + QLatin1Char('/') + codes[(i * 7 + 3) % codes.size()]));
  }
  return sheet;
}

QImage systemThemesSheet(kr::CardImageProvider& provider, const kr::CardCatalog& catalog) {
  Sheet s{provider, 80, 120, 6};
  const QStringList sample = {QStringLiteral("HQ"), QStringLiteral("SK"), QStringLiteral("CJ"), QStringLiteral("DA"),
                              QStringLiteral("C6"), QStringLiteral("back")};
  QList<const kr::DeckInfo*> themes;
  for (const auto& d : catalog.decks())
    if (d.kind == kr::DeckKind::System) themes.append(&d);
  const int labelHeight = 22;
  const int blockWidth = static_cast<int>(sample.size()) * (s.cardWidth + s.gap) + 3 * s.gap;
  const int blockHeight = labelHeight + s.cardHeight + s.gap;
  const int columns = 3;
  const int rows = (static_cast<int>(themes.size()) + columns - 1) / columns;
  QImage sheet(columns * blockWidth, rows * blockHeight + s.gap, QImage::Format_ARGB32_Premultiplied);
  sheet.fill(kTable);
  QPainter p(&sheet);
  for (int t = 0; t < themes.size(); ++t) {
    const int x0 = (t % columns) * blockWidth + s.gap;
    const int y0 = (t / columns) * blockHeight;
    drawLabel(p, QRect(x0, y0, blockWidth, labelHeight), themes[t]->name, 13);
    for (int i = 0; i < sample.size(); ++i) {
      QString code = sample[i];
      if (themes[t]->style == kr::DeckStyle::German && code != QLatin1String("back"))
        code = QString::fromStdString(kr::toString(*kr::parseCard(code.toStdString(), kr::DeckStyle::French), kr::DeckStyle::German));
      p.drawImage(x0 + i * (s.cardWidth + s.gap), y0 + labelHeight, s.card(themes[t]->id + QLatin1Char('/') + code));
    }
  }
  return sheet;
}

// The preview page in a window, once its images have loaded.
QImage previewPage() {
  QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
  QQuickView view;
  view.engine()->addImportPath(QStringLiteral("qrc:/"));
  kr::installCardImages(*view.engine());
  view.setResizeMode(QQuickView::SizeRootObjectToView);
  view.resize(1180, 860);
  view.setSource(QUrl::fromLocalFile(QStringLiteral(KR_DECK_PREVIEW_QML)));
  view.show();
  QElapsedTimer timer;
  timer.start();
  while (timer.elapsed() < 2500) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
  return view.grabWindow();
}

bool save(const QImage& image, const QString& path) {
  if (!image.save(path)) {
    std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
    return false;
  }
  std::printf("wrote %s (%dx%d)\n", qPrintable(path), image.width(), image.height());
  return true;
}

// Cold (first render) and warm (cached) time per card at a size, over one deck.
void benchmark(const std::shared_ptr<const kr::CardCatalog>& catalog, const QString& deck, QSize size) {
  kr::CardImageProvider provider(catalog);
  const QStringList codes = catalog->cardCodes(deck);
  QSize out;
  QElapsedTimer timer;
  timer.start();
  for (const auto& code : codes) provider.requestImage(deck + QLatin1Char('/') + code, &out, size);
  const double cold = static_cast<double>(timer.nsecsElapsed()) / 1e6 / static_cast<double>(codes.size());
  timer.restart();
  for (const auto& code : codes) provider.requestImage(deck + QLatin1Char('/') + code, &out, size);
  const double warm = static_cast<double>(timer.nsecsElapsed()) / 1e6 / static_cast<double>(codes.size());
  std::printf("%-10s %4dx%-4d first render %.2f ms/card, cached %.4f ms/card, cache %lld KiB\n", qPrintable(deck),
              size.width(), size.height(), cold, warm, static_cast<long long>(provider.cache().usedBytes() / 1024));
}

}  // namespace

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QGuiApplication app(argc, argv);
  QString outDir;
  QString themesDir;
  QStringList closeUp;
  bool page = false;
  int closeUpWidth = 240;
  const QStringList args = app.arguments();
  for (int i = 1; i < args.size(); ++i) {
    if (args[i] == QLatin1String("--out") && i + 1 < args.size()) outDir = args[++i];
    else if (args[i] == QLatin1String("--themes") && i + 1 < args.size()) themesDir = args[++i];
    else if (args[i] == QLatin1String("--page")) page = true;
    else if (args[i] == QLatin1String("--cards") && i + 2 < args.size()) {
      closeUp = args[++i].split(QLatin1Char(' '), Qt::SkipEmptyParts);
      closeUpWidth = args[++i].toInt();
    }
  }
  if (outDir.isEmpty()) {
    std::fprintf(stderr, "usage: kr_deck_sheets --out DIR [--themes DIR]\n");
    return 2;
  }

  auto catalog = std::make_shared<const kr::CardCatalog>(
      QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation), QStringLiteral("en"));
  kr::CardImageProvider provider(catalog);
  if (!closeUp.isEmpty()) {
    Sheet s{provider, closeUpWidth, closeUpWidth * 3 / 2, 8};
    QImage sheet(s.gap + static_cast<int>(closeUp.size()) * (s.cardWidth + s.gap), s.cardHeight + 2 * s.gap,
                 QImage::Format_ARGB32_Premultiplied);
    sheet.fill(kTable);
    QPainter p(&sheet);
    for (int i = 0; i < closeUp.size(); ++i) p.drawImage(s.gap + i * (s.cardWidth + s.gap), s.gap, s.card(closeUp[i]));
    p.end();
    return save(sheet, outDir + QStringLiteral("/cards.png")) ? 0 : 1;
  }
  Sheet big{provider, 150, 225, 12};
  bool ok = true;
  ok &= save(deckSheet(big, *catalog, QStringLiteral("french"), {}, QStringLiteral("French suits")),
             outDir + QStringLiteral("/deck-french.png"));
  ok &= save(deckSheet(big, *catalog, QStringLiteral("french"), QStringLiteral("de"),
                       QStringLiteral("French suits, German index letters (B D K A)")),
             outDir + QStringLiteral("/deck-french-de.png"));
  ok &= save(deckSheet(big, *catalog, QStringLiteral("french-4c"), {}, QStringLiteral("French suits, four colours")),
             outDir + QStringLiteral("/deck-french-4c.png"));
  ok &= save(deckSheet(big, *catalog, QStringLiteral("german"), {}, QStringLiteral("German suits")),
             outDir + QStringLiteral("/deck-german.png"));
  ok &= save(deckSheet(big, *catalog, QStringLiteral("swiss"), {}, QStringLiteral("Swiss suits")),
             outDir + QStringLiteral("/deck-swiss.png"));
  ok &= save(backsSheet(Sheet{provider, 200, 300, 16}, *catalog), outDir + QStringLiteral("/deck-backs.png"));
  ok &= save(legibilitySheet(provider, *catalog), outDir + QStringLiteral("/deck-legibility-60px.png"));
  if (page) ok &= save(previewPage(), outDir + QStringLiteral("/deck-preview-page.png"));
  if (!themesDir.isEmpty())
    ok &= save(systemThemesSheet(provider, *catalog), themesDir + QStringLiteral("/deck-system-themes.png"));

  for (const QString& deck : {QStringLiteral("french"), QStringLiteral("german"), QStringLiteral("swiss")}) {
    benchmark(catalog, deck, QSize(60, 90));
    benchmark(catalog, deck, QSize(240, 360));
  }
  return ok ? 0 : 1;
}
