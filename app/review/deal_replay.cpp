#include "deal_replay.hpp"

#include <algorithm>

#include "review/deal_start.hpp"
#include "trick_values.hpp"

namespace kr::app {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QStringList cardCodes(const Game& game, const std::vector<Card>& cards) {
  QStringList out;
  for (Card c : cards) out << q(game.cardText(c));
  return out;
}

QVariantMap actionValue(const RecordedAction& a) {
  return {{QStringLiteral("seat"), a.seat}, {QStringLiteral("action"), q(a.action)}};
}

}  // namespace

Expected<DealReplay> DealReplay::open(const Record& record, int deal) {
  if (deal < 0 || deal >= static_cast<int>(record.deals.size()))
    return Error{"no-such-deal", "deal", std::to_string(deal) + " (the record has " + std::to_string(record.deals.size()) + " deals)"};
  auto started = matchAtDealStart(record, deal);
  if (!started) return started.error();
  DealReplay replay;
  replay.start_ = started.value()->current()->clone();
  replay.seatPlayers_ = started.value()->seatsToPlayers();
  replay.actions_ = record.deals[static_cast<std::size_t>(deal)].actions;
  replay.adapter_ = makeTableAdapter(q(std::string(record.game->id())));
  return replay;
}

QVariantMap DealReplay::positionAt(int step) const {
  step = std::clamp(step, 0, steps());
  auto state = start_->clone();
  EventList lastEvents;
  for (int i = 0; i < step; ++i) {
    lastEvents.clear();
    // The record replayed once already (open), so every action applies.
    (void)state->applyText(actions_[static_cast<std::size_t>(i)].seat, actions_[static_cast<std::size_t>(i)].action, &lastEvents);
  }
  const Game& game = state->game();
  QVariantList hands;
  for (int s = 0; s < state->seatCount(); ++s) hands << cardCodes(game, adapter_->sortedHand(*state, s));

  // Tricks are public: any seat's observation states them.
  const std::vector<TrickFact> tricks = state->observe(0)->tricks();
  QVariantList tricksWon;
  for (int s = 0; s < state->seatCount(); ++s)
    tricksWon << static_cast<int>(std::count_if(tricks.begin(), tricks.end(), [s](const TrickFact& t) { return t.winner == s; }));
  // The trick in progress, or the one the last action completed.
  const CardCode code = [&game](Card c) { return q(game.cardText(c)); };
  QVariantList trick = currentTrickValues(tricks, code);
  QVariantMap taken;
  const bool justTaken = std::any_of(lastEvents.begin(), lastEvents.end(), [](const Event& e) { return e.kind == EventKind::TrickTaken; });
  if (trick.isEmpty() && justTaken) {
    const QVariantList finished = finishedTrickValues(tricks, code);
    if (!finished.isEmpty()) taken = finished.back().toMap();
    trick = taken.value(QStringLiteral("cards")).toList();
  }
  return {{QStringLiteral("step"), step},
          {QStringLiteral("phase"), q(std::string(state->phase()))},
          {QStringLiteral("toMove"), state->toMove()},
          {QStringLiteral("terminal"), state->isTerminal()},
          {QStringLiteral("hands"), hands},
          {QStringLiteral("rest"), cardCodes(game, state->undealt())},
          {QStringLiteral("trick"), trick},
          {QStringLiteral("trickWinner"), taken.value(QStringLiteral("winner"), -1)},
          {QStringLiteral("trickWhy"), taken.value(QStringLiteral("why"))},
          {QStringLiteral("trickPoints"), taken.value(QStringLiteral("points"), 0)},
          {QStringLiteral("tricksWon"), tricksWon},
          {QStringLiteral("last"), step > 0 ? actionValue(actions_[static_cast<std::size_t>(step - 1)]) : QVariantMap()},
          {QStringLiteral("next"), step < steps() ? actionValue(actions_[static_cast<std::size_t>(step)]) : QVariantMap()}};
}

}  // namespace kr::app
