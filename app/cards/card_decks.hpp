#pragma once
// The decks for QML (the deck preview page, deck choosers): ids, names and
// card codes, and the image URL of each card. The singleton CardDecks of the
// QML module Kartenrunde.Cards.
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "card_catalog.hpp"

class QQmlEngine;
class QJSEngine;

namespace kr {

class CardDecks : public QObject {
  Q_OBJECT
  QML_NAMED_ELEMENT(CardDecks)
  QML_SINGLETON
  // [{id, name, kind: "builtin"|"backs"|"system", style: "french"|"german"|"swiss"}]
  // Names in the UI language: they change with it (indexLanguageChanged).
  Q_PROPERTY(QVariantList decks READ decks NOTIFY indexLanguageChanged)
  // The decks a player chooses from: all but the backs and the four-colour
  // variant of the French deck (a switch on "french"; see fourColourDeck).
  Q_PROPERTY(QVariantList choosableDecks READ choosableDecks NOTIFY indexLanguageChanged)
  Q_PROPERTY(QStringList backs READ backs CONSTANT)
  // The UI language ("en", "de", "ja"); picks index letters (B D K A on
  // German-language French-suited cards). Set by the app's settings.
  Q_PROPERTY(QString indexLanguage READ indexLanguage WRITE setIndexLanguage NOTIFY indexLanguageChanged)

 public:
  // Not default-constructible on purpose: Qt 6.4 then calls create().
  explicit CardDecks(std::shared_ptr<const CardCatalog> catalog, QObject* parent = nullptr);
  // QML's instance: the process-wide catalog, index letters of the system
  // language until the app sets indexLanguage.
  static CardDecks* create(QQmlEngine* qmlEngine, QJSEngine* jsEngine);

  QVariantList decks() const;
  QVariantList choosableDecks() const;
  QStringList backs() const { return catalog_->backNames(); }
  QString indexLanguage() const { return indexLanguage_; }
  void setIndexLanguage(const QString& language);

  // The deck's cards as rows, one per suit, each 6..A in engine notation.
  Q_INVOKABLE QVariantList cardRows(const QString& deckId) const;
  // "image://cards/..." for a card (or "back") of a deck, with the index
  // letters of `language` (default: indexLanguage). QML bindings pass
  // CardDecks.indexLanguage so they update when it changes.
  Q_INVOKABLE QString source(const QString& deckId, const QString& code, const QString& language = {}) const;
  // {id, name, kind, style} of one deck; empty for an unknown id.
  Q_INVOKABLE QVariantMap deck(const QString& deckId) const;
  // The four-colour variant of a deck ("french" -> "french-4c"), or the
  // deck itself when it has none.
  Q_INVOKABLE QString fourColourDeck(const QString& deckId) const;
  // The deck id that draws cards coded in `style` ("swiss": Jass, "german":
  // Dobbm) with `deckId`: the style's own deck itself, or a French deck
  // through "<style>-as:<id>". Suits go by their place (Swiss roses, acorns,
  // bells, shields and German acorns, leaves, hearts, bells become clubs,
  // spades, hearts, diamonds); Banner, Under/Unter, Ober become ten, jack,
  // queen (rulings CJ-6, DB-1).
  Q_INVOKABLE QString drawnWith(const QString& style, const QString& deckId) const;
  // Translated suit name of a deck's suit row (0..3).
  Q_INVOKABLE QString suitName(const QString& deckId, int suit) const;

 signals:
  void indexLanguageChanged();

 private:
  static constexpr const char* kDrawnWithSeparator = "-as:";
  std::shared_ptr<const CardCatalog> catalog_;
  QString indexLanguage_ = QStringLiteral("en");
};

}  // namespace kr
