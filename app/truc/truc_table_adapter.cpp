#include "truc_table_adapter.hpp"

#include <algorithm>

#include "games/truc/truc_match.hpp"
#include "games/truc/truc_state.hpp"
#include "truc_view.hpp"

namespace kr::app {

namespace {

QVariantList pair(int a, int b) { return {a, b}; }

}  // namespace

std::vector<Card> TrucTableAdapter::sortedHand(const GameState& state, int seat) const {
  // Weakest on the left, the sevens on the right (ruling TR-1); suits only
  // keep equal powers in a stable order.
  std::vector<Card> cards = state.hand(seat);
  std::sort(cards.begin(), cards.end(), [](Card a, Card b) {
    const int pa = truc::powerOf(a), pb = truc::powerOf(b);
    return pa != pb ? pa < pb : a.suit() < b.suit();
  });
  return cards;
}

QVariantMap TrucTableAdapter::extras(const GameState& state, int seat, const Match& match) const {
  if (seat < 0) return {};
  const std::unique_ptr<Observation> seen = state.observe(seat);
  const auto* obs = dynamic_cast<const truc::TrucObservation*>(seen.get());
  if (!obs) return {};
  const truc::TrucPlay& p = obs->play;
  const int opponent = 1 - seat;
  const auto* trucMatch = dynamic_cast<const truc::TrucMatch*>(&match);
  const QString outcome = p.phase == truc::Phase::Over ? QString::fromStdString(state.result().outcome) : QString();
  return {
      {QStringLiteral("stake"), p.stake},
      {QStringLiteral("remainder"), p.remainder},
      {QStringLiteral("dealer"), p.dealer},
      {QStringLiteral("scores"), pair(p.score[0], p.score[1])},
      {QStringLiteral("rounds"), pair(obs->rounds[0], obs->rounds[1])},
      {QStringLiteral("round"), trucMatch ? trucMatch->round() : 1},
      {QStringLiteral("target"), truc::kTarget},
      {QStringLiteral("roundsToWin"), truc::TrucMatch::kRoundsToWin},
      {QStringLiteral("opponentCards"), truc::kHandSize - p.cardsPlayedBy(opponent)},
      {QStringLiteral("stock"), obs->stockSize},
      {QStringLiteral("redeals"), p.redeals},
      {QStringLiteral("askRefused"), p.askRefused},
      {QStringLiteral("pending"), truc_view::pendingOffer(*obs)},
      {QStringLiteral("offer"), truc_view::ownOffer(*obs)},
      {QStringLiteral("tricks"), truc_view::tricks(*obs)},
      {QStringLiteral("current"), truc_view::currentTrick(*obs)},
      {QStringLiteral("owned"), pair(p.owned(0), p.owned(1))},
      {QStringLiteral("spoilt"), p.spoilt()},
      {QStringLiteral("firstWinner"), p.firstWinner},
      {QStringLiteral("end"), truc_view::handEnd(*obs, outcome)},
  };
}

}  // namespace kr::app
