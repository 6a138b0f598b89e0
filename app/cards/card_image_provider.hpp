#pragma once
// Serves card pictures to QML:
//   image://cards/<deck>/<code>          e.g. image://cards/french/CQ
//   image://cards/<deck>/<language>/<code>   index letters of a language,
//                                         e.g. image://cards/french/de/CJ
//   image://cards/<deck>/back            the deck's back
//   image://cards/backs/<name>           one of our backs
// at the Image's sourceSize (default: 240 px wide). Each (card, size) is
// rendered once and cached. Loads off the GUI thread.
#include <QQuickImageProvider>
#include <memory>

#include "card_catalog.hpp"
#include "card_image_cache.hpp"
#include "card_renderer.hpp"

namespace kr {

class CardImageProvider : public QQuickImageProvider {
 public:
  explicit CardImageProvider(std::shared_ptr<const CardCatalog> catalog);

  QImage requestImage(const QString& id, QSize* size, const QSize& requestedSize) override;

  const CardImageCache& cache() const { return cache_; }

 private:
  QSize targetSize(const CardSource& source, const QSize& requested);

  std::shared_ptr<const CardCatalog> catalog_;
  CardRenderer renderer_;
  CardImageCache cache_;
};

}  // namespace kr
