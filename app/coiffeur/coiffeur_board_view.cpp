#include "coiffeur_board_view.hpp"

#include <QStringList>
#include <QVariantList>

#include "coiffeur_tricks_view.hpp"

namespace kr::app::coiffeur_view {

using namespace kr::coiffeur;

namespace {

QString id(Contract c) { return QString::fromLatin1(contractId(c).data(), static_cast<int>(contractId(c).size())); }

QString matchId(MatchKind kind) {
  switch (kind) {
    case MatchKind::Match: return QStringLiteral("match");
    case MatchKind::Reverse: return QStringLiteral("reverse");
    case MatchKind::None: break;
  }
  return {};
}

QVariantList ints(const std::vector<int>& values) {
  QVariantList out;
  for (int v : values) out << v;
  return out;
}

QVariantMap tieView(const TieBreak& tie) {
  QVariantList draws;
  for (const auto& round : tie.draws) {
    QStringList cards;
    for (Card c : round) cards << cardCode(c);
    draws << cards;
  }
  return {{QStringLiteral("contract"), id(tie.contract)},
          {QStringLiteral("forHighest"), tie.forHighest},
          {QStringLiteral("columns"), ints(tie.columns)},
          {QStringLiteral("draws"), draws},
          {QStringLiteral("order"), ints(tie.order)}};
}

}  // namespace

QVariantMap boardView(const Board& board) {
  const Rules& rules = board.rules();
  const bool three = rules.way == Way::Three;
  QVariantList rows;
  for (int k = 0; k < kContracts; ++k) {
    const auto c = static_cast<Contract>(k);
    if (!(rules.contracts() & bitOf(c))) continue;
    QVariantList cells;
    for (int col = 0; col < board.columns(); ++col) {
      const BoardCell& cell = board.cell(c, col);
      cells << QVariantMap{{QStringLiteral("points"), cell.points},
                           {QStringLiteral("marks"), cell.marks},
                           {QStringLiteral("match"), matchId(cell.match)}};
    }
    rows << QVariantMap{{QStringLiteral("contract"), id(c)},
                        {QStringLiteral("value"), three ? markValue(c) : multiplier(c)},
                        {QStringLiteral("complete"), board.rowComplete(c)},
                        {QStringLiteral("cells"), cells}};
  }
  std::vector<int> bars, circles, totals;
  for (int col = 0; col < board.columns(); ++col) {
    bars.push_back(board.matchBars(col));
    circles.push_back(board.matchCircles(col));
    totals.push_back(board.total(col));
  }
  QVariantList ties;
  for (const TieBreak& tie : board.ties()) ties << tieView(tie);
  return {{QStringLiteral("columns"), board.columns()},
          {QStringLiteral("marks"), three},
          {QStringLiteral("rows"), rows},
          {QStringLiteral("matchBars"), ints(bars)},
          {QStringLiteral("matchCircles"), ints(circles)},
          {QStringLiteral("totals"), ints(totals)},
          {QStringLiteral("ties"), ties}};
}

QVariantMap bookingView(const Board& before, const Board& after, Contract c) {
  QVariantList marks;
  const bool ranked = after.rules().way == Way::Three && after.rowComplete(c);
  if (ranked)
    for (int col = 0; col < after.columns(); ++col) marks << after.cell(c, col).marks;
  QVariantList ties;
  for (std::size_t i = before.ties().size(); i < after.ties().size(); ++i) ties << tieView(after.ties()[i]);
  return {{QStringLiteral("contract"), id(c)},
          {QStringLiteral("rowComplete"), after.rowComplete(c)},
          {QStringLiteral("rankMarks"), marks},
          {QStringLiteral("ties"), ties}};
}

QStringList contractsLeft(ContractSet left) {
  QStringList out;
  for (int k = 0; k < kContracts; ++k)
    if (left & (1U << k)) out << id(static_cast<Contract>(k));
  return out;
}

}  // namespace kr::app::coiffeur_view
