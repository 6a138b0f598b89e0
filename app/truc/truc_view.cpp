#include "truc_view.hpp"

#include <QString>
#include <QStringList>

#include "games/truc/truc_match.hpp"

namespace kr::app::truc_view {

namespace {

using truc::Phase;
using truc::TrucPlay;

QString code(Card c) { return QString::fromStdString(toString(c, DeckStyle::French)); }

QVariantList pair(int a, int b) { return {a, b}; }

}  // namespace

QVariantList tricks(const truc::TrucObservation& obs) {
  QVariantList out;
  for (const TrickFact& t : obs.tricks()) {
    if (t.why.empty()) continue;  // the trick in progress
    // Ruling TR-3: no card wins a spoilt trick; the engine names its owner.
    const bool spoilt = t.why == "spoilt";
    QStringList cards;
    for (const TrickCard& p : t.cards) cards << code(p.card);
    out << QVariantMap{{QStringLiteral("leader"), t.cards.front().seat},
                       {QStringLiteral("cards"), cards},
                       {QStringLiteral("winner"), spoilt ? -1 : t.winner},
                       {QStringLiteral("spoilt"), spoilt},
                       {QStringLiteral("owner"), t.winner}};
  }
  return out;
}

QVariantList currentTrick(const truc::TrucObservation& obs) {
  const std::vector<TrickFact> tricks = obs.tricks();
  if (tricks.empty() || !tricks.back().why.empty()) return {};
  const TrickCard& led = tricks.back().cards.front();
  return {QVariantMap{{QStringLiteral("seat"), led.seat}, {QStringLiteral("card"), code(led.card)}}};
}

QVariantMap pendingOffer(const truc::TrucObservation& obs) {
  const TrucPlay& p = obs.play;
  if (p.phase == Phase::NewHands && p.asked)
    return {{QStringLiteral("kind"), QStringLiteral("new-hands")}, {QStringLiteral("by"), p.elder()}};
  if (p.phase != Phase::Answer) return {};
  const int by = p.mover;
  const int stake = p.pendingRemainder ? truc::kTarget - p.score[by] : 2 * p.stake;
  return {{QStringLiteral("kind"), p.pendingRemainder ? QStringLiteral("remainder") : QStringLiteral("double")},
          {QStringLiteral("by"), by},
          {QStringLiteral("stakeIfAccepted"), stake},
          {QStringLiteral("remainderPoints"), pair(truc::kTarget - p.score[0], truc::kTarget - p.score[1])},
          {QStringLiteral("pointsIfRefused"), p.stake}};
}

QVariantMap ownOffer(const truc::TrucObservation& obs) {
  const TrucPlay& p = obs.play;
  if (p.phase != Phase::Play || p.remainder) return {};
  const bool remainder = p.offerIsRemainder(obs.seat);
  return {{QStringLiteral("kind"), remainder ? QStringLiteral("remainder") : QStringLiteral("double")},
          {QStringLiteral("stakeIfAccepted"), remainder ? truc::kTarget - p.score[obs.seat] : 2 * p.stake},
          {QStringLiteral("remainderPoints"), pair(truc::kTarget - p.score[0], truc::kTarget - p.score[1])},
          {QStringLiteral("pointsIfRefused"), p.stake}};
}

QVariantMap handEnd(const truc::TrucObservation& obs, const QString& outcome) {
  const TrucPlay& p = obs.play;
  if (p.phase != Phase::Over) return {};
  std::array<int, truc::kSeats> scores = p.score;
  std::array<int, truc::kSeats> rounds = obs.rounds;
  int roundWinner = -1;
  int matchWinner = -1;
  if (p.winner >= 0) {
    scores[p.winner] += p.points();
    // Ruling TR-5: 12 points win the round, two rounds the game.
    if (scores[p.winner] >= truc::kTarget) {
      roundWinner = p.winner;
      if (++rounds[p.winner] >= truc::TrucMatch::kRoundsToWin) matchWinner = p.winner;
    }
  }
  return {{QStringLiteral("outcome"), outcome},
          {QStringLiteral("winner"), p.winner},
          {QStringLiteral("points"), p.points()},
          {QStringLiteral("scoresAfter"), pair(scores[0], scores[1])},
          {QStringLiteral("roundWinner"), roundWinner},
          {QStringLiteral("roundsAfter"), pair(rounds[0], rounds[1])},
          {QStringLiteral("matchWinner"), matchWinner}};
}

}  // namespace kr::app::truc_view
