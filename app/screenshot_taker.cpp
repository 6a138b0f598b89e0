#include "screenshot_taker.hpp"

#include <QCoreApplication>
#include <QImage>
#include <QImageWriter>
#include <QQuickWindow>

#include <cstdio>

#include "table_hint.hpp"

namespace kr::app {

namespace {

constexpr int kQuietMs = 400;      // no new frame for this long: transitions are done
constexpr int kPatienceMs = 8000;  // a never-idle scene is captured anyway

}  // namespace

ScreenshotTaker::ScreenshotTaker(QQuickWindow* window, QString path, QObject* parent)
    : QObject(parent), window_(window), path_(std::move(path)) {
  quietTimer_.setSingleShot(true);
  quietTimer_.setInterval(kQuietMs);
  connect(&quietTimer_, &QTimer::timeout, this, &ScreenshotTaker::capture);
  // frameSwapped may come from the render thread; the queued connection
  // brings it to this object's thread.
  connect(window, &QQuickWindow::frameSwapped, this, &ScreenshotTaker::frameShown,
          Qt::QueuedConnection);
  // Should no frame ever arrive, try anyway rather than hang.
  QTimer::singleShot(2 * kPatienceMs, this, &ScreenshotTaker::capture);
}

void ScreenshotTaker::frameShown() {
  if (!elapsed_.isValid()) elapsed_.start();
  if (elapsed_.elapsed() > kPatienceMs) {
    capture();
    return;
  }
  quietTimer_.start();
}

void ScreenshotTaker::capture() {
  if (!window_) return;
  // --hint: the answer belongs in the picture; it may come after a quiet spell.
  if (TableHint::launchHintPending() && elapsed_.isValid() && elapsed_.elapsed() < kPatienceMs) {
    quietTimer_.start();
    return;
  }
  disconnect(window_, nullptr, this, nullptr);
  quietTimer_.stop();
  const QImage image = window_->grabWindow();
  QImageWriter writer(path_, "png");
  if (image.isNull() || !writer.write(image)) {
    const QString reason = image.isNull() ? QStringLiteral("the window could not be captured")
                                          : writer.errorString();
    std::fprintf(stderr, "kartenrunde: cannot write the screenshot to '%s': %s\n",
                 qUtf8Printable(path_), qUtf8Printable(reason));
    QCoreApplication::exit(1);
    return;
  }
  QCoreApplication::exit(0);
}

}  // namespace kr::app
