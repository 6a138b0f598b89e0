#pragma once
// Makes the card pictures available to a QML engine: installs the image
// provider "cards" (image://cards/<deck>/<code>, see card_image_provider.hpp).
// Call once per engine, before loading QML that shows cards. The deck list
// for QML is the singleton CardDecks in `import Kartenrunde.Cards`.
#include <memory>

class QQmlEngine;

namespace kr {

class CardCatalog;

void installCardImages(QQmlEngine& engine);

// The process-wide deck catalog (our decks and the installed system themes,
// looked up once), shared by every engine's provider and CardDecks.
std::shared_ptr<const CardCatalog> sharedCardCatalog();

}  // namespace kr
