#include "bench_reference.hpp"

#include <array>
#include <bit>
#include <chrono>
#include <span>

#include "core/bit_count.hpp"
#include "games/doppelkopf/cards.hpp"

namespace kr::cli {

using namespace kr::dk;

// Each of the 48 cards has its own bit (the two copies of a face are two
// cards), so a hand is one word and following suit is one AND.
struct BarePlayouts::Playout {
  static constexpr int kCards = 48;
  std::array<std::uint8_t, kCards> deck{};
  std::array<std::uint64_t, kCards> follow{};  // the cards that follow this one when it is led
  std::array<std::uint8_t, kCards> strength{};
  std::array<std::uint8_t, kCards> points{};
  std::uint64_t trumps = 0;

  Playout() {
    const TrumpTable& table = trumpTable(Contract::Normal, TopTrump::Dulle);
    std::array<Card, kCards> faces{};
    std::size_t n = 0;
    for (Card c : kFullDeck)
      for (int copy = 0; copy < 2; ++copy) faces[n++] = c;
    for (std::size_t i = 0; i < kCards; ++i) {
      deck[i] = static_cast<std::uint8_t>(i);
      strength[i] = table.strength[faces[i].face];
      points[i] = static_cast<std::uint8_t>(cardPoints(faces[i]));
      if (table.trumps.contains(faces[i])) trumps |= std::uint64_t{1} << i;
      const CardSet cls = table.followClass(faces[i]);
      for (std::size_t j = 0; j < kCards; ++j)
        if (cls.contains(faces[j])) follow[i] |= std::uint64_t{1} << j;
    }
  }

  // The card points of all tricks of one random deal: 240 when every card
  // was played once.
  int play(Rng& rng) {
    rng.shuffle(std::span<std::uint8_t>(deck));
    std::array<std::uint64_t, kSeats> hands{};
    for (std::size_t i = 0; i < kCards; ++i) hands[i / 12] |= std::uint64_t{1} << deck[i];
    int taken = 0;  // card points of all tricks
    int leader = 0;
    for (int trick = 0; trick < kMaxTricks; ++trick) {
      std::uint64_t led = 0;
      int best = 0, bestStrength = -1, total = 0;
      for (int k = 0; k < kSeats; ++k) {
        std::uint64_t& hand = hands[static_cast<std::size_t>((leader + k) % kSeats)];
        std::uint64_t playable = hand & led;
        if (playable == 0) playable = hand;
        const int card = nthBit(playable, static_cast<int>(rng.below(static_cast<std::uint32_t>(bitCount(playable)))));
        hand &= ~(std::uint64_t{1} << card);
        if (k == 0) led = follow[static_cast<std::size_t>(card)];
        total += points[static_cast<std::size_t>(card)];
        // A trump or a card of the led suit may win; of two equal cards the first does (DK-1).
        const bool mayWin = ((led | trumps) >> card) & 1U;
        if (mayWin && strength[static_cast<std::size_t>(card)] > bestStrength) {
          best = k;
          bestStrength = strength[static_cast<std::size_t>(card)];
        }
      }
      leader = (leader + best) % kSeats;
      taken += total;
    }
    return taken;
  }

  static int nthBit(std::uint64_t bits, int i) {
    while (i-- > 0) bits &= bits - 1;
    return std::countr_zero(bits);
  }
};

BarePlayouts::BarePlayouts() : playout_(std::make_unique<Playout>()) {}

BarePlayouts::~BarePlayouts() = default;

void BarePlayouts::run(Rng& rng, std::chrono::steady_clock::duration slice, ReferenceRate& rate) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  const auto until = start + slice;
  while (Clock::now() < until) {
    for (int batch = 0; batch < 256; ++batch) {
      rate.cardPoints += playout_->play(rng);
      ++rate.deals;
    }
  }
  rate.seconds += std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace kr::cli
