#pragma once
// Draws a card's SVG into an image of a given size. Parsed SVG documents are
// kept (a theme file is parsed once, not once per card); safe to call from
// several threads.
#include <QHash>
#include <QImage>
#include <QMutex>
#include <QSize>
#include <memory>

#include "card_catalog.hpp"

class QSvgRenderer;

namespace kr {

class CardRenderer {
 public:
  CardRenderer();
  ~CardRenderer();
  CardRenderer(const CardRenderer&) = delete;
  CardRenderer& operator=(const CardRenderer&) = delete;

  // The card fitted into `size` (aspect ratio kept, centred, transparent
  // around it). Null image, with a warning logged, if the file cannot be
  // read or has no such element.
  QImage render(const CardSource& source, QSize size);
  // Width / height of the card, or 0 if it cannot be read.
  double aspectRatio(const CardSource& source);

 private:
  struct Document;
  std::shared_ptr<Document> document(const QString& file);

  QMutex mutex_;  // guards documents_
  QHash<QString, std::shared_ptr<Document>> documents_;
};

}  // namespace kr
