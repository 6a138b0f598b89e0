// Doppelkopf: the game type the human played (and, if theirs, declared) and
// whether their party won it; Re or Kontra announced by the human and won.
#include <memory>

#include "game_facts.hpp"
#include "games/doppelkopf/cards.hpp"
#include "games/doppelkopf/observation.hpp"

namespace kr::app::stats {

namespace {

constexpr int kRe = 0;

// The game as the statistics name it: a silent solo is a normal game to
// the others until the end, but a solo for its declarer.
QString gameType(const dk::DoppelkopfObservation& obs, const DealResult& result) {
  if (result.figure("silent-solo") == 1) return QStringLiteral("silent-solo");
  return QString::fromUtf8(dk::contractId(static_cast<dk::Contract>(obs.contract)));
}

bool humanAnnounced(const FinishedDeal& deal) {
  for (const RecordedAction& a : deal.recorded.actions)
    if (a.seat == deal.humanSeat && a.action.starts_with("announce:")) return true;
  return false;
}

}  // namespace

DealFacts doppelkopfFacts(const FinishedDeal& deal) {
  const DealResult& result = deal.booked.result;
  const std::unique_ptr<Observation> seen = deal.state.observe(deal.humanSeat);
  const auto* obs = dynamic_cast<const dk::DoppelkopfObservation*>(seen.get());
  // DK-4: a poverty nobody took is dealt again; nothing was played.
  if (!obs || result.outcome == "void" || obs->contract < 0 || obs->ownParty < 0) return {};

  const bool re = obs->ownParty == kRe;
  const bool won = result.outcome == (re ? "re-won" : "kontra-won");
  DealFacts facts{won, {}};
  const auto count = [&](const QString& id) {
    facts.counters << id;
    if (won) facts.counters << id + QStringLiteral(":won");
  };
  const QString type = gameType(*obs, result);
  count(QStringLiteral("game:") + type);
  if (result.figure("declarer", -1) == deal.humanSeat) count(QStringLiteral("declared:") + type);
  if (humanAnnounced(deal)) count(re ? QStringLiteral("announced:re") : QStringLiteral("announced:kontra"));
  return facts;
}

}  // namespace kr::app::stats
