#include "window_settled.hpp"

#include <QQuickWindow>

#include "deal_reviewer.hpp"
#include "table_hint.hpp"

namespace kr::app {

namespace {

constexpr int kQuietMs = 400;      // no new frame for this long: transitions are done
constexpr int kPatienceMs = 8000;  // a never-idle scene is taken anyway
constexpr int kReviewPatienceMs = 120000;  // a whole deal reviewed at the default depth

}  // namespace

WindowSettled::WindowSettled(QQuickWindow* window, QObject* parent)
    : QObject(parent), window_(window) {
  quietTimer_.setSingleShot(true);
  quietTimer_.setInterval(kQuietMs);
  connect(&quietTimer_, &QTimer::timeout, this, &WindowSettled::check);
  // frameSwapped may come from the render thread; the queued connection
  // brings it to this object's thread.
  connect(window, &QQuickWindow::frameSwapped, this, &WindowSettled::frameShown,
          Qt::QueuedConnection);
  // Should no frame ever arrive, go on anyway rather than hang.
  QTimer::singleShot(2 * kPatienceMs, this, &WindowSettled::check);
}

void WindowSettled::frameShown() {
  if (!elapsed_.isValid()) elapsed_.start();
  if (elapsed_.elapsed() > kPatienceMs && !DealReviewer::anyRunning()) {
    check();
    return;
  }
  quietTimer_.start();
}

void WindowSettled::check() {
  if (done_ || !window_) return;
  // --hint: the answer belongs in the picture; it may come after a quiet spell.
  if (TableHint::launchHintPending() && elapsed_.isValid() && elapsed_.elapsed() < kPatienceMs) {
    quietTimer_.start();
    return;
  }
  // --page review: the weighed decisions belong in the picture.
  if (DealReviewer::anyRunning() && elapsed_.isValid() && elapsed_.elapsed() < kReviewPatienceMs) {
    quietTimer_.start();
    return;
  }
  done_ = true;
  disconnect(window_, nullptr, this, nullptr);
  quietTimer_.stop();
  emit settled();
}

}  // namespace kr::app
