// The deck preview page loads with the card images installed, and its
// card images load.
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <catch2/catch.hpp>
#include <memory>

#include "install_card_images.hpp"

namespace {

// Images in the page's visual tree (Repeater delegates are not QObject
// children, so walk childItems). QQuickImage has no public C++ API: its
// status is read as a property.
void collectImages(QQuickItem* item, QList<QQuickItem*>& out) {
  if (item->inherits("QQuickImage") && !item->property("source").toUrl().isEmpty()) out.append(item);
  for (QQuickItem* child : item->childItems()) collectImages(child, out);
}

QList<QQuickItem*> images(QObject* root) {
  QList<QQuickItem*> out;
  if (auto* item = qobject_cast<QQuickItem*>(root)) collectImages(item, out);
  return out;
}

}  // namespace

TEST_CASE("the deck preview page loads and shows cards", "[qml]") {
  QQmlEngine engine;
  engine.addImportPath(QStringLiteral("qrc:/"));  // Kartenrunde.Cards
  kr::installCardImages(engine);
  QQmlComponent component(&engine, QUrl::fromLocalFile(QStringLiteral(KR_DECK_PREVIEW_QML)));
  INFO(component.errorString().toStdString());
  REQUIRE(component.status() == QQmlComponent::Ready);
  std::unique_ptr<QObject> page(component.create());
  REQUIRE(page);
  page->setProperty("width", 1200);
  page->setProperty("height", 900);

  // Wait until the images are no longer loading (status 2 = Loading).
  QElapsedTimer timer;
  timer.start();
  QList<QQuickItem*> cards;
  bool loading = true;
  while (loading && timer.elapsed() < 20000) {
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    cards = images(page.get());
    loading = cards.isEmpty();
    for (QQuickItem* image : cards) loading = loading || image->property("status").toInt() == 2;
  }
  REQUIRE(cards.size() >= 36);
  int ready = 0;
  for (QQuickItem* image : cards) ready += image->property("status").toInt() == 1 ? 1 : 0;  // 1 = Ready
  CHECK(ready == cards.size());
}
