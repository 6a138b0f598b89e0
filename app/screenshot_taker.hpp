#pragma once
// --screenshot FILE: once the window has settled (WindowSettled), saves it
// as PNG and quits the application (exit code 0, or 1 with a message when
// the file cannot be written).
#include <QObject>
#include <QPointer>
#include <QString>

#include "window_settled.hpp"

class QQuickWindow;

namespace kr::app {

class ScreenshotTaker : public QObject {
  Q_OBJECT

 public:
  ScreenshotTaker(QQuickWindow* window, QString path, QObject* parent = nullptr);

 private:
  void capture();

  QPointer<QQuickWindow> window_;
  QString path_;
  WindowSettled settled_;
};

}  // namespace kr::app
