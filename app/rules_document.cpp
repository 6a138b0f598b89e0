#include "rules_document.hpp"

#include "rules_library.hpp"

namespace kr::app {

RulesDocument::RulesDocument(QObject* parent) : QObject(parent) {}

void RulesDocument::setPageId(const QString& id) {
  if (id == pageId_) return;
  pageId_ = id;
  emit pageIdChanged();
  reload();
}

void RulesDocument::setLanguage(const QString& language) {
  if (language == language_) return;
  language_ = language;
  emit languageChanged();
  reload();
}

void RulesDocument::reload() {
  const std::optional<QString> text =
      pageId_.isEmpty() || language_.isEmpty() ? std::nullopt : rules::load(language_, pageId_);
  found_ = text.has_value();
  markdown_ = text.value_or(QString());
  title_ = rules::title(markdown_, QString());
  emit contentChanged();
}

}  // namespace kr::app
