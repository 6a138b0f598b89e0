#include "truc_view.hpp"

#include <QString>

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
  const TrucPlay& p = obs.play;
  for (int t = 0; t < p.tricksDone; ++t) {
    const truc::Trick& trick = p.tricks[static_cast<std::size_t>(t)];
    const bool spoilt = trick.winner < 0;
    out << QVariantMap{{QStringLiteral("leader"), trick.leader},
                       {QStringLiteral("cards"), QStringList{code(obs.cards[static_cast<std::size_t>(2 * t)]),
                                                             code(obs.cards[static_cast<std::size_t>(2 * t + 1)])}},
                       {QStringLiteral("winner"), trick.winner},
                       {QStringLiteral("spoilt"), spoilt},
                       {QStringLiteral("owner"), spoilt ? p.firstWinner : trick.winner}};
  }
  return out;
}

QVariantList currentTrick(const truc::TrucObservation& obs) {
  if (obs.play.ledPower < 0 || obs.cards.empty()) return {};
  return {QVariantMap{{QStringLiteral("seat"), obs.play.leader}, {QStringLiteral("card"), code(obs.cards.back())}}};
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
