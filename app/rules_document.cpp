#include "rules_document.hpp"

#include <QQuickTextDocument>

#include "rules_library.hpp"
#include "rules_sections.hpp"

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
  rules::Sections sections = rules::splitSections(text.value_or(QString()));
  markdown_ = std::move(sections.markdown);
  sectionIds_ = std::move(sections.ids);
  headingIndex_ = std::move(sections.headingIndex);
  title_ = rules::title(markdown_, QString());
  emit contentChanged();
}

int RulesDocument::sectionPosition(QQuickTextDocument* shown, const QString& section) const {
  if (!shown || !shown->textDocument()) return -1;
  return rules::headingPosition(*shown->textDocument(), headingIndex_.value(section, -1));
}

}  // namespace kr::app
