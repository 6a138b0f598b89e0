#include "rules_page_model.hpp"

#include "language_controller.hpp"
#include "rules_library.hpp"

namespace kr::app {

RulesPageModel::RulesPageModel(const LanguageController* language, QObject* parent)
    : QAbstractListModel(parent), language_(language) {
  reload();
  connect(language_, &LanguageController::codeChanged, this, &RulesPageModel::reload);
}

void RulesPageModel::reload() {
  const QString lang = language_->code();
  beginResetModel();
  pages_.clear();
  for (const QString& id : rules::pageIds(lang))
    pages_.append({id, rules::title(rules::load(lang, id).value_or(QString()), id)});
  endResetModel();
  emit countChanged();
}

int RulesPageModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(pages_.size());
}

QVariant RulesPageModel::data(const QModelIndex& index, int role) const {
  if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
    return {};
  const Page& page = pages_.at(index.row());
  switch (role) {
    case PageIdRole: return page.id;
    case Qt::DisplayRole:
    case TitleRole: return page.title;
    default: return {};
  }
}

QHash<int, QByteArray> RulesPageModel::roleNames() const {
  return {{PageIdRole, "pageId"}, {TitleRole, "title"}};
}

int RulesPageModel::indexOf(const QString& pageId) const {
  for (qsizetype i = 0; i < pages_.size(); ++i)
    if (pages_.at(i).id == pageId) return static_cast<int>(i);
  return -1;
}

QString RulesPageModel::titleAt(int row) const {
  return row >= 0 && row < pages_.size() ? pages_.at(row).title : QString();
}

}  // namespace kr::app
