#include "card_image_provider.hpp"

#include <QtMath>

#include "cards_log.hpp"

namespace kr {
namespace {

constexpr int kDefaultWidth = 240;
constexpr int kMaxSide = 4096;  // a bigger request is a mistake, not a card

struct CardId {
  QString deck;
  QString language;
  QString code;
};

std::optional<CardId> parseId(const QString& id) {
  const QStringList parts = id.split(QLatin1Char('/'));
  if (parts.size() == 2 && !parts[0].isEmpty() && !parts[1].isEmpty()) return CardId{parts[0], {}, parts[1]};
  if (parts.size() == 3 && !parts[0].isEmpty() && !parts[2].isEmpty()) return CardId{parts[0], parts[1], parts[2]};
  return std::nullopt;
}

}  // namespace

CardImageProvider::CardImageProvider(std::shared_ptr<const CardCatalog> catalog)
    : QQuickImageProvider(QQuickImageProvider::Image, QQmlImageProviderBase::ForceAsynchronousImageLoading),
      catalog_(std::move(catalog)) {}

QSize CardImageProvider::targetSize(const CardSource& source, const QSize& requested) {
  QSize size = requested;
  if (size.width() <= 0 || size.height() <= 0) {
    const double aspect = renderer_.aspectRatio(source);
    if (aspect <= 0) return {};
    if (size.width() > 0)
      size.setHeight(qRound(size.width() / aspect));
    else if (size.height() > 0)
      size.setWidth(qRound(size.height() * aspect));
    else
      size = QSize(kDefaultWidth, qRound(kDefaultWidth / aspect));
  }
  if (size.width() > kMaxSide || size.height() > kMaxSide) {
    qCWarning(lcCards) << "card size too large:" << size;
    return {};
  }
  return size;
}

QImage CardImageProvider::requestImage(const QString& id, QSize* size, const QSize& requestedSize) {
  const auto card = parseId(id);
  const auto source = card ? catalog_->resolve(card->deck, card->code, card->language) : std::nullopt;
  if (!source) {
    qCWarning(lcCards) << "unknown card image" << id;
    return {};
  }
  const QSize target = targetSize(*source, requestedSize);
  if (target.isEmpty()) return {};

  const QString key = source->file + QLatin1Char('#') + source->elementId + QLatin1Char('@') +
                      QString::number(target.width()) + QLatin1Char('x') + QString::number(target.height());
  QImage image = cache_.find(key);
  if (image.isNull()) {
    image = renderer_.render(*source, target);
    cache_.insert(key, image);
  }
  if (size) *size = image.size();
  return image;
}

}  // namespace kr
