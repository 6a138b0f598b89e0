#include "card_catalog.hpp"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace kr {
namespace {

const QString kResourceRoot = QStringLiteral(":/cards");
const QString kDefaultBack = QStringLiteral("blue");
// Doppelkopf's Joker (ruling DK-17): no face of the notation, drawn by the
// French decks under this code.
const QString kJokerCode = QStringLiteral("JK");

// `name` is translated when shown, so that it follows a change of language.
DeckInfo builtIn(const char* id, const char* name, DeckStyle style, QStringList languages = {}) {
  DeckInfo d;
  d.id = QLatin1String(id);
  d.name = QString::fromUtf8(name);
  d.translatable = true;
  d.kind = DeckKind::BuiltIn;
  d.style = style;
  d.indexLanguages = std::move(languages);
  return d;
}

}  // namespace

CardCatalog::CardCatalog(const QStringList& systemDataDirs, const QString& language) {
  decks_ = {
      builtIn("french", QT_TRANSLATE_NOOP("CardDecks", "French suits"), DeckStyle::French, {QStringLiteral("de")}),
      builtIn("french-4c", QT_TRANSLATE_NOOP("CardDecks", "French suits, four colours"), DeckStyle::French, {QStringLiteral("de")}),
      builtIn("german", QT_TRANSLATE_NOOP("CardDecks", "German suits"), DeckStyle::German),
      builtIn("swiss", QT_TRANSLATE_NOOP("CardDecks", "Swiss suits"), DeckStyle::Swiss),
  };
  DeckInfo backs;
  backs.id = QStringLiteral("backs");
  backs.name = QString::fromUtf8(QT_TRANSLATE_NOOP("CardDecks", "Card backs"));
  backs.translatable = true;
  backs.kind = DeckKind::Backs;
  decks_.append(backs);

  for (const SystemTheme& theme : findSystemThemes(systemDataDirs, language)) {
    DeckInfo d;
    d.id = theme.id;
    d.name = theme.name;
    d.kind = DeckKind::System;
    d.style = theme.style;
    d.theme = theme;
    decks_.append(d);
  }

  // The back names come from the resources the generator filled.
  for (const QFileInfo& f : QDir(kResourceRoot + QStringLiteral("/backs")).entryInfoList({QStringLiteral("*.svg")}, QDir::Files, QDir::Name))
    backs_.append(f.completeBaseName());
}

const DeckInfo* CardCatalog::deck(const QString& id) const {
  for (const DeckInfo& d : decks_)
    if (d.id == id) return &d;
  return nullptr;
}

QStringList CardCatalog::cardCodes(const QString& deckId) const {
  const DeckInfo* d = deck(deckId);
  if (!d) return {};
  if (d->kind == DeckKind::Backs) return backs_;
  QStringList codes;
  for (int face = 0; face < kFaceCount; ++face) codes.append(QString::fromStdString(toString(Card(face), d->style)));
  return codes;
}

std::optional<CardSource> CardCatalog::resolve(const QString& deckId, const QString& code, const QString& language) const {
  const DeckInfo* d = deck(deckId);
  if (!d) return std::nullopt;
  const bool back = code == QLatin1String("back");

  switch (d->kind) {
    case DeckKind::Backs:
      if (!backs_.contains(code)) return std::nullopt;
      return CardSource{kResourceRoot + QStringLiteral("/backs/") + code + QStringLiteral(".svg"), {}};
    case DeckKind::BuiltIn: {
      if (back) return CardSource{kResourceRoot + QStringLiteral("/backs/") + kDefaultBack + QStringLiteral(".svg"), {}};
      const bool joker = code == kJokerCode && d->style == DeckStyle::French;
      if (!joker && !parseCard(code.toStdString(), d->style)) return std::nullopt;
      const QString deckDir = kResourceRoot + QLatin1Char('/') + d->id + QLatin1Char('/');
      if (d->indexLanguages.contains(language)) {
        const QString variant = deckDir + language + QLatin1Char('/') + code + QStringLiteral(".svg");
        if (QFileInfo::exists(variant)) return CardSource{variant, {}};
      }
      return CardSource{deckDir + code + QStringLiteral(".svg"), {}};
    }
    case DeckKind::System: {
      if (back) return CardSource{d->theme.file, themeBackElementId()};
      if (code == kJokerCode && d->style == DeckStyle::French) return CardSource{d->theme.file, themeJokerElementId()};
      const auto card = parseCard(code.toStdString(), d->style);
      if (!card) return std::nullopt;
      return CardSource{d->theme.file, themeElementId(d->theme.format, *card)};
    }
  }
  return std::nullopt;
}

}  // namespace kr
