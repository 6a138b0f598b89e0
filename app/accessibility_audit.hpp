#pragma once
// --accessibility-report FILE (a testing option, docs/app.md): once the
// window has settled, lists every control a keyboard user can reach and the
// name a screen reader would say for it, and what has no name: a visible,
// enabled item that takes focus with Tab, or a visible item with a role
// that needs a name (button, dialog, slider, ...). Writes the report and
// quits: exit 0 when everything is named, 1 otherwise (or when the file
// cannot be written).
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include "window_settled.hpp"

class QQuickItem;
class QQuickWindow;

namespace kr::app {

struct AccessibilityFindings {
  QStringList problems;  // one line per unnamed item
  QStringList named;     // one line per reachable, named item
};

// Walks `root` and everything below it (popups included when `root` is the
// window's root item).
AccessibilityFindings auditAccessibility(QQuickItem* root);

class AccessibilityReporter : public QObject {
  Q_OBJECT

 public:
  AccessibilityReporter(QQuickWindow* window, QString path, QObject* parent = nullptr);

 private:
  void report();

  QPointer<QQuickWindow> window_;
  QString path_;
  WindowSettled settled_;
};

}  // namespace kr::app
