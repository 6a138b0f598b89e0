#pragma once
// --screenshot FILE: waits until the window has drawn its first frame and
// then stopped changing (and, with --hint, the hint has come), saves the
// window as PNG and quits the application (exit code 0, or 1 with a message
// when the file cannot be written).
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

class QQuickWindow;

namespace kr::app {

class ScreenshotTaker : public QObject {
  Q_OBJECT

 public:
  ScreenshotTaker(QQuickWindow* window, QString path, QObject* parent = nullptr);

 private:
  void frameShown();
  void capture();

  QPointer<QQuickWindow> window_;
  QString path_;
  QTimer quietTimer_;     // restarted by every frame: fires once the scene is idle
  QElapsedTimer elapsed_;  // gives up waiting for idle after a while
};

}  // namespace kr::app
