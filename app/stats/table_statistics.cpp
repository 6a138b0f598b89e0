#include "table_statistics.hpp"

namespace kr::app::stats {

namespace {

void report(const std::optional<QString>& error) {
  if (error) qWarning("Statistics not counted: %s", qUtf8Printable(*error));
}

}  // namespace

TableStatistics::TableStatistics(TableController& table, StatisticsRecorder recorder)
    : QObject(&table), table_(table), recorder_(std::move(recorder)) {
  connect(&table, &TableController::dealEnded, this, &TableStatistics::dealEnded);
  connect(&table, &TableController::matchEnded, this, &TableStatistics::matchEnded);
}

void TableStatistics::dealEnded() {
  if (const Session* session = table_.session()) report(recorder_.dealEnded(*session));
}

void TableStatistics::matchEnded() {
  if (const Session* session = table_.session()) report(recorder_.matchEnded(*session));
}

}  // namespace kr::app::stats
