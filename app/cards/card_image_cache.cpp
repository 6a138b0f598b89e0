#include "card_image_cache.hpp"

namespace kr {

CardImageCache::CardImageCache(qsizetype budgetBytes) : images_(budgetBytes / 1024) {}

QImage CardImageCache::find(const QString& key) const {
  QMutexLocker lock(&mutex_);
  const QImage* image = images_.object(key);
  return image ? *image : QImage();
}

void CardImageCache::insert(const QString& key, const QImage& image) {
  if (image.isNull()) return;
  QMutexLocker lock(&mutex_);
  images_.insert(key, new QImage(image), qMax<qsizetype>(1, image.sizeInBytes() / 1024));
}

qsizetype CardImageCache::usedBytes() const {
  QMutexLocker lock(&mutex_);
  return images_.totalCost() * 1024;
}

void CardImageCache::clear() {
  QMutexLocker lock(&mutex_);
  images_.clear();
}

}  // namespace kr
