#pragma once
// The statistics file's JSON (docs/statistics.md): written and read back
// exactly; anything that does not fit the format is refused with a reason.
#include <QByteArray>
#include <QString>
#include <optional>

#include "statistics.hpp"

namespace kr::app::stats {

inline constexpr int kStatisticsVersion = 1;

QByteArray toJson(const Statistics& statistics);
std::optional<Statistics> fromJson(const QByteArray& json, QString* why);

}  // namespace kr::app::stats
