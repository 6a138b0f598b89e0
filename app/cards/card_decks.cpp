#include "card_decks.hpp"

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
  return {{QStringLiteral("id"), d.id},
          {QStringLiteral("name"), d.name},
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
  // Jass in French suits (ruling CJ-6): Swiss codes drawn with a French deck.
  if (deckId.startsWith(QLatin1String(kSwissAsPrefix))) {
    const auto card = parseCard(code.toStdString(), DeckStyle::Swiss);
    const QString face = card ? QString::fromStdString(toString(*card, DeckStyle::French)) : code;
    return source(deckId.mid(static_cast<int>(std::strlen(kSwissAsPrefix))), face, language);
  }
  const DeckInfo* d = catalog_->deck(deckId);
  const QString lang = language.isEmpty() ? indexLanguage_ : language;
  QString url = QStringLiteral("image://cards/") + deckId + QLatin1Char('/');
  if (d && d->indexLanguages.contains(lang)) url += lang + QLatin1Char('/');
  return url + code;
}

QString CardDecks::swissAs(const QString& deckId) const {
  return deckId == QLatin1String("swiss") ? deckId : QLatin1String(kSwissAsPrefix) + deckId;
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
