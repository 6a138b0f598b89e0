#include "statistics_recorder.hpp"

#include "booked_deal.hpp"
#include "deal_facts.hpp"
#include "deal_keys.hpp"

namespace kr::app::stats {

namespace {

constexpr int kHuman = 0;  // match player of the person at the table

QString gameIdOf(const Session& session) { return QString::fromUtf8(session.game().id()); }

int seatOfHuman(const Session& session) {
  const auto& players = session.match().seatsToPlayers();
  for (std::size_t s = 0; s < players.size(); ++s)
    if (players[s] == kHuman) return static_cast<int>(s);
  return -1;
}

}  // namespace

StatisticsRecorder::StatisticsRecorder(StatisticsStore store, GameLookup lookup)
    : store_(std::move(store)), lookup_(std::move(lookup)) {}

std::optional<QString> StatisticsRecorder::dealEnded(const Session& session) const {
  QString error;
  const auto booked = bookedDeal(session, lookup_, &error);
  if (!booked) return error;
  auto statistics = store_.load(&error);
  if (!statistics) return error;
  GameTally& tally = statistics->games[gameIdOf(session)];
  const FinishedDeal deal{*session.deal(), seatOfHuman(session), session.record().deals.back(), booked->row};
  const DealFacts facts = dealFacts(deal);
  const bool tookBack = session.record().deals.back().takeBacks > 0;
  bool changed = tookBack ? tally.addTakenBack(dealKey(session), facts.won)
                          : tally.addDeal(dealKey(session), booked->row.deltas.at(kHuman), facts.won, facts.counters);
  if (booked->matchOver) changed = tally.addMatch(matchKey(session), booked->winner == kHuman) || changed;
return changed ? store_.save(*statistics) : std::nullopt;
}

std::optional<QString> StatisticsRecorder::matchEnded(const Session& session) const {
  if (!session.match().finished()) return QStringLiteral("the match is not over");
  QString error;
  auto statistics = store_.load(&error);
  if (!statistics) return error;
  GameTally& tally = statistics->games[gameIdOf(session)];
  if (!tally.addMatch(matchKey(session), session.match().winner() == kHuman)) return std::nullopt;
  return store_.save(*statistics);
}

}  // namespace kr::app::stats
