#pragma once
// A deal review as QML values: the decisions with their options, and the
// summary line's numbers. Ids and numbers only; the page words them.
#include <QVariantList>
#include <QVariantMap>

#include "review/deal_review.hpp"

namespace kr::app {

// [{deal, index, seat, phase, chosen, best, weighed, loss, lossLow, lossHigh,
//   toldApart, mark, reason, reasonPercent, expected,
//   options: [{action, takes, value, low, high, loss, lossLow, lossHigh, chosen, best}]}]
QVariantList decisionValues(const DealReview& review);

// {decisions, marked, inaccuracies, mistakes, blunders, totalLoss, result, unit}
QVariantMap summaryValues(const DealReview& review);

}  // namespace kr::app
