#pragma once
// Reviews kept beside the saves (issue #32): one file per game,
// "<game>.reviews.json", holding the latest reviews by the exact history they
// weighed, so that a review opened again shows at once. A review weighed by
// another engine version (kr::reviewEngineVersion) is not returned: it is
// computed again. An unreadable file is ignored and replaced, never fatal.
#include <QString>
#include <optional>

#include "core/record.hpp"
#include "review/deal_review.hpp"

namespace kr::app {

class ReviewStore {
 public:
  explicit ReviewStore(QString directory) : dir_(std::move(directory)) {}

  // What names a review: the record up to and including the deal (its other
  // tries left out), the player reviewed and the budget, hashed.
  static QString keyFor(const Record& record, int deal, int player, int budgetMs);

  std::optional<DealReview> find(const QString& gameId, const QString& key) const;
  // Returns an error text when the file could not be written.
  std::optional<QString> keep(const QString& gameId, const QString& key, const DealReview& review) const;

 private:
  QString pathFor(const QString& gameId) const;
  QString dir_;
};

}  // namespace kr::app
