#include "card_renderer.hpp"

#include <QPainter>
#include <QSvgRenderer>

#include "cards_log.hpp"

namespace kr {

// One parsed SVG file. QSvgRenderer is not thread-safe, so each document
// has its own lock; different files render in parallel.
struct CardRenderer::Document {
  QMutex mutex;
  QSvgRenderer svg;
  bool valid = false;
};

CardRenderer::CardRenderer() = default;
CardRenderer::~CardRenderer() = default;

std::shared_ptr<CardRenderer::Document> CardRenderer::document(const QString& file) {
  QMutexLocker lock(&mutex_);
  auto it = documents_.find(file);
  if (it != documents_.end()) return it.value();
  // Parsed under the lock: the first request for a big theme waits, the
  // others then find it ready instead of parsing it again.
  auto doc = std::make_shared<Document>();
  doc->valid = doc->svg.load(file) && doc->svg.isValid();
  if (!doc->valid) qCWarning(lcCards) << "cannot read card SVG" << file;
  documents_.insert(file, doc);  // failures too, so a broken file is tried once
  return doc;
}

namespace {

// The area render() maps onto the target: the view box for a whole
// document, else the element's own bounds (its parents' transforms are
// not applied when rendering a single element).
QRectF elementBounds(QSvgRenderer& svg, const QString& elementId) {
  if (elementId.isEmpty()) return svg.viewBoxF();
  return svg.boundsOnElement(elementId);
}

}  // namespace

double CardRenderer::aspectRatio(const CardSource& source) {
  const auto doc = document(source.file);
  QMutexLocker lock(&doc->mutex);
  if (!doc->valid || (!source.elementId.isEmpty() && !doc->svg.elementExists(source.elementId))) return 0;
  const QRectF bounds = elementBounds(doc->svg, source.elementId);
  return bounds.height() > 0 ? bounds.width() / bounds.height() : 0;
}

QImage CardRenderer::render(const CardSource& source, QSize size) {
  if (size.isEmpty()) return {};
  const auto doc = document(source.file);
  QMutexLocker lock(&doc->mutex);
  if (!doc->valid) return {};
  if (!source.elementId.isEmpty() && !doc->svg.elementExists(source.elementId)) {
    qCWarning(lcCards) << "no element" << source.elementId << "in" << source.file;
    return {};
  }
  const QRectF bounds = elementBounds(doc->svg, source.elementId);
  if (bounds.isEmpty()) return {};

  QSizeF fitted = bounds.size().scaled(QSizeF(size), Qt::KeepAspectRatio);
  const QRectF target(QPointF((size.width() - fitted.width()) / 2, (size.height() - fitted.height()) / 2), fitted);

  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  QPainter painter(&image);
  painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
  if (source.elementId.isEmpty())
    doc->svg.render(&painter, target);
  else
    doc->svg.render(&painter, source.elementId, target);
  return image;
}

}  // namespace kr
