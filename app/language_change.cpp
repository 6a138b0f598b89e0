#include "language_change.hpp"

#include <QCoreApplication>
#include <QEvent>

namespace kr::app {

LanguageChangeListener::LanguageChangeListener(QObject* owner, std::function<void()> onChange)
    : QObject(owner), onChange_(std::move(onChange)) {
  // Installing or removing a QTranslator sends QEvent::LanguageChange to the
  // application object; watching it needs no link to the language controller.
  if (QCoreApplication* app = QCoreApplication::instance()) app->installEventFilter(this);
}

bool LanguageChangeListener::eventFilter(QObject* watched, QEvent* event) {
  if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange)
    onChange_();
  return false;
}

void onLanguageChange(QObject* owner, std::function<void()> onChange) {
  new LanguageChangeListener(owner, std::move(onChange));
}

}  // namespace kr::app
