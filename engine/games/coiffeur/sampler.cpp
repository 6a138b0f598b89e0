#include "sampler.hpp"

#include "core/hidden_deal.hpp"

namespace kr::coiffeur {

namespace {
std::size_t at(int i) { return static_cast<std::size_t>(i); }
}  // namespace

std::array<CardSet, kMaxSeats> excludedCards(const Table& t) {
  std::array<CardSet, kMaxSeats> out{};
  const int n = t.seats();
  const int tricks = t.tricksDone + (t.trick.count > 0 ? 1 : 0);
  for (int k = 0; k < tricks; ++k) {
    const int leader = k < t.tricksDone ? t.leaders[at(k)] : t.leader;
    const int count = k < t.tricksDone ? n : t.trick.count;
    const TrickOrder o = orderOf(t.variant, k, t.handSize());
    Trick partial;
    for (int i = 0; i < count; ++i) {
      const Card c = t.played[at(k * n + i)];
      out[at((leader + i) % n)] |= excludedBy(partial, o, t.rules.buur, c);
      partial.cards[at(partial.count++)] = c;
    }
  }
  return out;
}

std::unique_ptr<GameState> sampleDeal(const Game& game, const CoiffeurObservation& obs, Rng& rng) {
  const Table& t = obs.pub;
  const int n = t.seats();
  if (obs.seat < 0 || obs.seat >= n) return nullptr;
  const auto excluded = excludedCards(t);
  CardSet pool = fullDeck() - obs.hand;
  for (int i = 0; i < t.playedCount; ++i) pool.remove(t.played[at(i)]);
  std::array<HiddenHand, kMaxSeats> hidden{};
  std::array<int, kMaxSeats> seatOf{};
  int count = 0;
  for (int s = 0; s < n; ++s) {
    if (s == obs.seat) continue;
    seatOf[at(count)] = s;
    hidden[at(count++)] = {t.handSize() - t.cardsPlayedBy(s), fullDeck() - excluded[at(s)], {}};
  }
  if (!dealHidden(pool, std::span<HiddenHand>(hidden.data(), static_cast<std::size_t>(count)), rng)) return nullptr;
  CoiffeurData d;
  d.pub = t;
  d.hands[at(obs.seat)] = obs.hand;
  for (int i = 0; i < count; ++i) d.hands[at(seatOf[at(i)])] = hidden[at(i)].dealt;
  return std::make_unique<CoiffeurState>(game, d);
}

}  // namespace kr::coiffeur
