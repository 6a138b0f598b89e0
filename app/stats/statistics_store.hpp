#pragma once
// The statistics file on disk, statistics.json in the app's data folder (or
// in $KARTENRUNDE_SAVE_DIR, as the saves, for tests and screenshots).
// Written atomically; a file that cannot be understood is renamed to
// statistics.json.corrupt-<time>, never deleted, and counting starts afresh.
#include <QString>
#include <optional>

#include "statistics.hpp"

namespace kr::app::stats {

class StatisticsStore {
 public:
  explicit StatisticsStore(QString directory);

  // $KARTENRUNDE_SAVE_DIR when set, else the platform's app data folder.
  static QString defaultDirectory();

  const QString& directory() const { return dir_; }
  QString path() const;

  // The statistics; none yet is empty statistics. A corrupt file is set
  // aside and a fresh file written that names it (Statistics::setAside).
  // nullopt with `error` when the file exists but cannot be read: it is
  // left alone, so nothing overwrites it.
  std::optional<Statistics> load(QString* error) const;
  // Through a temporary file and a rename: a crash leaves the old file
  // whole. Returns an error text on failure.
  std::optional<QString> save(const Statistics& statistics) const;

 private:
  QString setAside() const;

  QString dir_;
};

}  // namespace kr::app::stats
