#include "install_card_images.hpp"

#include <QLocale>
#include <QQmlEngine>
#include <QStandardPaths>

#include "card_image_provider.hpp"

namespace kr {

std::shared_ptr<const CardCatalog> sharedCardCatalog() {
  static const auto catalog = std::make_shared<const CardCatalog>(
      QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation), QLocale().name().left(2));
  return catalog;
}

void installCardImages(QQmlEngine& engine) {
  engine.addImageProvider(QStringLiteral("cards"), new CardImageProvider(sharedCardCatalog()));  // the engine owns it
}

}  // namespace kr
