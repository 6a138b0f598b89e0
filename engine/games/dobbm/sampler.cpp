#include "sampler.hpp"

#include "core/hidden_deal.hpp"
#include "discard.hpp"

namespace kr::dobbm {

namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Deals rarely break the Sau rule in a discard drawn at random (about one in
// three); retrying is cheaper than steering the draw, and a legal discard
// always exists: the true one.
constexpr int kTries = 256;

}  // namespace

std::array<CardSet, kSeats> excludedCards(const Table& t) {
  std::array<CardSet, kSeats> out{};
  const int tricks = t.tricksDone + (t.trick.count > 0 ? 1 : 0);
  for (int k = 0; k < tricks; ++k) {
    const int leader = k < t.tricksDone ? t.leaders[at(k)] : t.leader;
    const int count = k < t.tricksDone ? kSeats : t.trick.count;
    Trick partial;
    for (int i = 0; i < count; ++i) {
      const Card c = t.played[at(k * kSeats + i)];
      out[at((leader + i) % kSeats)] |= excludedBy(partial, c);
      partial.cards[at(partial.count++)] = c;
    }
  }
  return out;
}

std::unique_ptr<GameState> sampleDeal(const Game& game, const DobbmObservation& obs, Rng& rng) {
  const Table& t = obs.pub;
  if (obs.seat < 0 || obs.seat >= kSeats) return nullptr;
  const auto excluded = excludedCards(t);
  CardSet pool = fullDeck() - obs.hand - obs.discard;
  for (int i = 0; i < t.playedCount; ++i) pool.remove(t.played[at(i)]);

  std::array<HiddenHand, kMaxHiddenHands> hidden{};
  std::array<int, kSeats> seatOf{};
  int count = 0;
  for (int s = 0; s < kSeats; ++s) {
    if (s == obs.seat) continue;
    seatOf[at(count)] = s;
    hidden[at(count++)] = {t.handSize(s), fullDeck() - excluded[at(s)], {}};
  }
  const bool taken = t.contract == Contract::Dobbm;
  const int dobb = taken ? -1 : count;
  if (!taken) hidden[at(count++)] = {kDobbSize, fullDeck(), {}};
  const int discard = taken && obs.seat != t.declarer && t.discarded > 0 ? count : -1;
  if (discard >= 0) hidden[at(count++)] = {t.discarded, fullDeck(), {}};

  const std::span<HiddenHand> hands(hidden.data(), static_cast<std::size_t>(count));
  DobbmData d;
  d.pub = t;
  for (int tries = 0; tries < kTries; ++tries) {
    if (!dealHidden(pool, hands, rng)) return nullptr;
    d.hands[at(obs.seat)] = obs.hand;
    for (int i = 0; i < kSeats - 1; ++i) d.hands[at(seatOf[at(i)])] = hidden[at(i)].dealt;
    d.dobb = dobb >= 0 ? hidden[at(dobb)].dealt : CardSet();
    d.discard = discard >= 0 ? hidden[at(discard)].dealt : obs.discard;
    if (discard < 0) break;
    const bool ok = t.discarded == kDobbSize ? validDiscard(d.discard)
                                              : completable(d.hands[at(t.declarer)], d.discard);
    if (ok) break;
  }
  return std::make_unique<DobbmState>(game, d);
}

}  // namespace kr::dobbm
