#pragma once
// Rendered card images by (deck, card, language, size), within a memory
// budget; the least recently used go first. Thread-safe.
#include <QCache>
#include <QImage>
#include <QMutex>
#include <QString>

namespace kr {

class CardImageCache {
 public:
  explicit CardImageCache(qsizetype budgetBytes = 64 * 1024 * 1024);

  // A null image when not cached.
  QImage find(const QString& key) const;
  void insert(const QString& key, const QImage& image);
  qsizetype usedBytes() const;
  void clear();

 private:
  mutable QMutex mutex_;
  QCache<QString, QImage> images_;  // cost in KiB
};

}  // namespace kr
