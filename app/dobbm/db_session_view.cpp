#include "db_session_view.hpp"

#include "games/dobbm/match.hpp"

namespace kr::app::db_view {

using namespace kr::dobbm;

QVariantMap session(const Match& match, const Table& pub) {
  const auto* dm = dynamic_cast<const DobbmMatch*>(&match);
  const Rules& rules = pub.rules;
  QVariantList mussDone;
  for (int p = 0; p < match.playerCount(); ++p) mussDone << (dm && ((dm->mussrundeDone() >> p) & 1) != 0);
  return {{QStringLiteral("players"), rules.players},
          {QStringLiteral("sitter"), rules.sittingOut() ? match.dealer() : -1},
          {QStringLiteral("played"), dm ? dm->playedDeals() : 0},
          {QStringLiteral("deals"), rules.deals},
          {QStringLiteral("mussrunde"), rules.mussrunde},
          {QStringLiteral("closing"), dm && dm->closing()},
          {QStringLiteral("mussDone"), mussDone}};
}

QVariantMap settlement(const GameState& state) {
  if (!state.isTerminal()) return {};
  const DealResult r = state.result();
  QVariantList items;
  for (const ScoreItem& item : r.items)
    items << QVariantMap{{QStringLiteral("id"), QString::fromStdString(item.id)},
                         {QStringLiteral("party"), item.party},
                         {QStringLiteral("points"), item.points}};
  QVariantMap figures;
  for (const auto& [name, value] : r.figures) figures.insert(QString::fromStdString(name), value);
  return {{QStringLiteral("outcome"), QString::fromStdString(r.outcome)},
          {QStringLiteral("items"), items},
          {QStringLiteral("figures"), figures}};
}

}  // namespace kr::app::db_view
