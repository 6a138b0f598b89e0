#include "card_decks.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <cstring>
#include <QVariantMap>

#include "install_card_images.hpp"

namespace kr {

CardDecks::CardDecks(std::shared_ptr<const CardCatalog> catalog, QObject* parent)
    : QObject(parent), catalog_(std::move(catalog)) {}

CardDecks* CardDecks::create(QQmlEngine* /*qmlEngine*/, QJSEngine* /*jsEngine*/) {
  auto* decks = new CardDecks(sharedCardCatalog());  // owned by the engine
  decks->setIndexLanguage(QLocale().name().left(2));
  return decks;
}

namespace {

const QString kFourColourSuffix = QStringLiteral("-4c");

QVariantMap deckMap(const DeckInfo& d) {
  static const char* const kinds[] = {"builtin", "backs", "system"};
  static const char* const styles[] = {"french", "german", "swiss"};
  // Built-in names are translated now: the language may have changed.
  const QString name = d.translatable ? QCoreApplication::translate("CardDecks", d.name.toUtf8().constData()) : d.name;
  return {{QStringLiteral("id"), d.id},
          {QStringLiteral("name"), name},
          {QStringLiteral("kind"), QLatin1String(kinds[static_cast<int>(d.kind)])},
          {QStringLiteral("style"), QLatin1String(styles[static_cast<int>(d.style)])}};
}

}  // namespace

QVariantList CardDecks::decks() const {
  QVariantList out;
  for (const DeckInfo& d : catalog_->decks()) out.append(deckMap(d));
  return out;
}

QVariantList CardDecks::choosableDecks() const {
  QVariantList out;
  for (const DeckInfo& d : catalog_->decks())
    if (d.kind != DeckKind::Backs && !d.id.endsWith(kFourColourSuffix)) out.append(deckMap(d));
  return out;
}

QVariantMap CardDecks::deck(const QString& deckId) const {
  const DeckInfo* d = catalog_->deck(deckId);
  return d ? deckMap(*d) : QVariantMap();
}

QString CardDecks::fourColourDeck(const QString& deckId) const {
  const QString variant = deckId + kFourColourSuffix;
  return catalog_->deck(variant) ? variant : deckId;
}

void CardDecks::setIndexLanguage(const QString& language) {
  if (language == indexLanguage_) return;
  indexLanguage_ = language;
  emit indexLanguageChanged();
}

QVariantList CardDecks::cardRows(const QString& deckId) const {
  const QStringList codes = catalog_->cardCodes(deckId);
  const DeckInfo* d = catalog_->deck(deckId);
  if (!d || d->kind == DeckKind::Backs) return {QVariant(codes)};
  QVariantList rows;
  for (qsizetype i = 0; i < codes.size(); i += kRankCount) rows.append(QVariant(codes.mid(i, kRankCount)));
  return rows;
}

QString CardDecks::source(const QString& deckId, const QString& code, const QString& language) const {
  // Jass or Dobbm in French suits (CJ-6, DB-1): their codes drawn with a French deck.
  const qsizetype separator = deckId.indexOf(QLatin1String(kDrawnWithSeparator));
  if (separator > 0) {
    const DeckStyle style = deckId.left(separator) == QLatin1String("german") ? DeckStyle::German : DeckStyle::Swiss;
    const auto card = parseCard(code.toStdString(), style);
    const QString face = card ? QString::fromStdString(toString(*card, DeckStyle::French)) : code;
    return source(deckId.mid(separator + static_cast<qsizetype>(std::strlen(kDrawnWithSeparator))), face, language);
  }
  const DeckInfo* d = catalog_->deck(deckId);
  const QString lang = language.isEmpty() ? indexLanguage_ : language;
  QString url = QStringLiteral("image://cards/") + deckId + QLatin1Char('/');
  if (d && d->indexLanguages.contains(lang)) url += lang + QLatin1Char('/');
  return url + code;
}

QString CardDecks::drawnWith(const QString& style, const QString& deckId) const {
  return deckId == style ? deckId : style + QLatin1String(kDrawnWithSeparator) + deckId;
}

QString CardDecks::suitName(const QString& deckId, int suit) const {
  const DeckInfo* d = catalog_->deck(deckId);
  if (!d || suit < 0 || suit >= kSuitCount) return {};
  switch (d->style) {
    case DeckStyle::French: {
      const char* const names[] = {QT_TR_NOOP("Clubs"), QT_TR_NOOP("Spades"), QT_TR_NOOP("Hearts"), QT_TR_NOOP("Diamonds")};
      return tr(names[suit]);
    }
    case DeckStyle::German: {
      const char* const names[] = {QT_TR_NOOP("Acorns"), QT_TR_NOOP("Leaves"), QT_TR_NOOP("Hearts"), QT_TR_NOOP("Bells")};
      return tr(names[suit]);
    }
    case DeckStyle::Swiss: {
      const char* const names[] = {QT_TR_NOOP("Roses"), QT_TR_NOOP("Acorns"), QT_TR_NOOP("Bells"), QT_TR_NOOP("Shields")};
      return tr(names[suit]);
    }
  }
  return {};
}

}  // namespace kr
