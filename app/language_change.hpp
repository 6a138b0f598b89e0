#pragma once
// Calls a function whenever the application's translators change, so that
// text built in C++ (models, details) can announce its new wording.
#include <QObject>

#include <functional>

namespace kr::app {

class LanguageChangeListener : public QObject {
 public:
  // Listens for as long as `owner` lives.
  LanguageChangeListener(QObject* owner, std::function<void()> onChange);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  std::function<void()> onChange_;
};

// Convenience: onLanguageChange(this, [this] { emit textChanged(); });
void onLanguageChange(QObject* owner, std::function<void()> onChange);

}  // namespace kr::app
