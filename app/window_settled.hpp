#pragma once
// Tells when a window has settled: it has drawn its first frame and then no
// frame for a while (transitions done), and, with --hint, the hint has come.
// A never-idle scene counts as settled after a few seconds. Used by
// --screenshot and --accessibility-report, which look at the settled window.
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

class QQuickWindow;

namespace kr::app {

class WindowSettled : public QObject {
  Q_OBJECT

 public:
  explicit WindowSettled(QQuickWindow* window, QObject* parent = nullptr);

 signals:
  // Emitted once.
  void settled();

 private:
  void frameShown();
  void check();

  QPointer<QQuickWindow> window_;
  QTimer quietTimer_;      // restarted by every frame: fires once the scene is idle
  QElapsedTimer elapsed_;  // gives up waiting for idle after a while
  bool done_ = false;
};

}  // namespace kr::app
