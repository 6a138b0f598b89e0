#include "screenshot_taker.hpp"

#include <QCoreApplication>
#include <QImage>
#include <QImageWriter>
#include <QQuickWindow>

#include <cstdio>

namespace kr::app {

ScreenshotTaker::ScreenshotTaker(QQuickWindow* window, QString path, QObject* parent)
    : QObject(parent), window_(window), path_(std::move(path)), settled_(window) {
  connect(&settled_, &WindowSettled::settled, this, &ScreenshotTaker::capture);
}

void ScreenshotTaker::capture() {
  if (!window_) return;
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
