#include "review_values.hpp"

namespace kr::app {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QVariantMap optionValues(const ReviewedOption& o, const ReviewedDecision& d) {
  return {{QStringLiteral("action"), q(o.action)}, {QStringLiteral("takes"), q(o.takes)},
          {QStringLiteral("value"), o.value},      {QStringLiteral("low"), o.low},
          {QStringLiteral("high"), o.high},        {QStringLiteral("loss"), o.loss},
          {QStringLiteral("lossLow"), o.lossLow},  {QStringLiteral("lossHigh"), o.lossHigh},
          {QStringLiteral("chosen"), o.action == d.chosen}, {QStringLiteral("best"), o.action == d.best}};
}

}  // namespace

QVariantList decisionValues(const DealReview& review) {
  QVariantList out;
  for (const ReviewedDecision& d : review.decisions) {
    QVariantList options;
    for (const ReviewedOption& o : d.options) options << optionValues(o, d);
    out << QVariantMap{{QStringLiteral("deal"), d.deal},
                       {QStringLiteral("index"), d.index},
                       {QStringLiteral("seat"), d.seat},
                       {QStringLiteral("phase"), q(d.phase)},
                       {QStringLiteral("chosen"), q(d.chosen)},
                       {QStringLiteral("best"), q(d.best)},
                       {QStringLiteral("weighed"), d.weighed},
                       {QStringLiteral("loss"), d.loss},
                       {QStringLiteral("lossLow"), d.lossLow},
                       {QStringLiteral("lossHigh"), d.lossHigh},
                       {QStringLiteral("toldApart"), d.toldApart},
                       {QStringLiteral("mark"), q(std::string(markId(d.mark)))},
                       {QStringLiteral("reason"), q(d.reason)},
                       {QStringLiteral("reasonPercent"), d.reasonPercent},
                       {QStringLiteral("expected"), d.expected},
                       {QStringLiteral("options"), options}};
  }
  return out;
}

QVariantMap summaryValues(const DealReview& review) {
  const ReviewSummary s = review.summary();
  return {{QStringLiteral("decisions"), s.decisions}, {QStringLiteral("marked"), s.marked},
          {QStringLiteral("inaccuracies"), s.inaccuracies}, {QStringLiteral("mistakes"), s.mistakes},
          {QStringLiteral("blunders"), s.blunders}, {QStringLiteral("totalLoss"), s.totalLoss},
          {QStringLiteral("result"), review.result}, {QStringLiteral("unit"), q(std::string(unitId(review.unit)))}};
}

}  // namespace kr::app
