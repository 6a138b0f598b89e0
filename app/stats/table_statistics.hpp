#pragma once
// Counts what a table finishes: each deal as it ends, each match as it
// ends. A GameTable owns one; failures are logged, never shown at the table.
#include <QObject>

#include "statistics_recorder.hpp"
#include "table_controller.hpp"

namespace kr::app::stats {

class TableStatistics : public QObject {
  Q_OBJECT

 public:
  TableStatistics(TableController& table, StatisticsRecorder recorder);

 private:
  void dealEnded();
  void matchEnded();

  TableController& table_;
  StatisticsRecorder recorder_;
};

}  // namespace kr::app::stats
