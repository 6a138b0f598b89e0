#include "hand_eval.hpp"

#include <algorithm>
#include <array>

#include "core/rng.hpp"

namespace kr::coiffeur::ai {

namespace {

// Held cards from the top of a suit down, in order o, and the suit's length.
std::pair<int, int> topRun(CardSet hand, Suit s, TrickOrder o) {
  std::array<Card, kRankCount> order{};
  for (int r = 0; r < kRankCount; ++r) order[static_cast<std::size_t>(r)] = Card(s, static_cast<Rank>(r));
  std::sort(order.begin(), order.end(), [&](Card a, Card b) { return strength(a, s, o) > strength(b, s, o); });
  int run = 0;
  while (run < kRankCount && hand.contains(order[static_cast<std::size_t>(run)])) ++run;
  const int length = (hand & suitMask(s)).size();
  const bool second = run == 0 && hand.contains(order[1]);
  return {run, second && length >= 2 ? -1 : length};
}

double tricksInOrder(CardSet hand, TrickOrder o) {
  double tricks = 0;
  for (int s = 0; s < kSuitCount; ++s) {
    const auto [run, length] = topRun(hand, static_cast<Suit>(s), o);
    if (length < 0) {  // the second card, guarded: wins now and then
      tricks += 0.4;
      continue;
    }
    const bool trump = s == o.trump;
    tricks += run;
    if (trump) tricks += 0.45 * (length - run);          // trumps win tricks late
    else if (run > 0 && length >= 4) tricks += 0.5 * (length - run);  // a long suit runs
  }
  return tricks;
}

}  // namespace

double estimateTricks(CardSet hand, const Variant& v, int handSize) {
  double tricks = 0;
  switch (v.type) {
    case PlayType::Trump:
    case PlayType::Obenabe:
    case PlayType::Undenufe: tricks = tricksInOrder(hand, orderOf(v, 0, handSize)); break;
    case PlayType::Slalom:
    case PlayType::Gustav: {
      // Half the tricks each way; the first order counts a little more (the declarer leads).
      const double first = tricksInOrder(hand, {-1, v.startDown});
      const double second = tricksInOrder(hand, {-1, !v.startDown});
      tricks = 0.6 * first + 0.4 * second;
      break;
    }
  }
  return std::min<double>(tricks, handSize);
}

double averageTricks(const Variant& v, int handSize) {
  // Per play type (suits alike) and hand size (12 or 9), from 2,000 random hands.
  struct Table {
    std::array<std::array<double, 8>, 2> mean{};
    Table() {
      const std::array<Variant, 8> kinds = {Variant{PlayType::Trump, Suit::S1, false},
                                            Variant{PlayType::Obenabe, Suit::S0, false},
                                            Variant{PlayType::Undenufe, Suit::S0, true},
                                            Variant{PlayType::Slalom, Suit::S0, false},
                                            Variant{PlayType::Slalom, Suit::S0, true},
                                            Variant{PlayType::Gustav, Suit::S0, false},
                                            Variant{PlayType::Gustav, Suit::S0, true},
                                            Variant{PlayType::Obenabe, Suit::S0, false}};
      for (int h = 0; h < 2; ++h) {
        const int size = h == 0 ? 12 : 9;
        Rng rng(0xC0FFEE + static_cast<std::uint64_t>(h));
        std::vector<Card> deck = fullDeck().cards();
        for (int i = 0; i < 2000; ++i) {
          rng.shuffle(std::span<Card>(deck));
          const CardSet hand = CardSet::of(std::vector<Card>(deck.begin(), deck.begin() + size));
          for (std::size_t k = 0; k < kinds.size(); ++k) mean[static_cast<std::size_t>(h)][k] += estimateTricks(hand, kinds[k], size) / 2000;
        }
      }
    }
  };
  static const Table table;
  std::size_t k = 1;
  switch (v.type) {
    case PlayType::Trump: k = 0; break;
    case PlayType::Obenabe: k = 1; break;
    case PlayType::Undenufe: k = 2; break;
    case PlayType::Slalom: k = v.startDown ? 4 : 3; break;
    case PlayType::Gustav: k = v.startDown ? 6 : 5; break;
  }
  return table.mean[handSize == 12 ? 0 : 1][k];
}

double strengthFor(CardSet hand, const Variant& v, int handSize) {
  return estimateTricks(hand, v, handSize) - averageTricks(v, handSize);
}

bool startDown(CardSet hand, int handSize) {
  const TrickOrder up{-1, false}, down{-1, true};
  (void)handSize;
  return tricksInOrder(hand, down) > tricksInOrder(hand, up);
}

namespace {

// The play type among the allowed contracts that `value` rates highest, the
// Slalom and Gustav start chosen by the hand.
template <class Value>
Variant bestVariantBy(CardSet hand, const Rules& rules, Value value) {
  Variant best = variantOf(Contract::Obenabe);
  double bestValue = -1e9;
  for (int c = 0; c < 8; ++c) {
    if (!(rules.contracts() & (1U << c))) continue;
    Variant v = variantOf(static_cast<Contract>(c));
    if (v.needsDirection()) v.startDown = startDown(hand, rules.handSize());
    const double rated = value(v);
    if (rated > bestValue) {
      bestValue = rated;
      best = v;
    }
  }
  return best;
}

}  // namespace

Variant bestJokerVariant(CardSet hand, const Rules& rules) {
  return bestVariantBy(hand, rules, [&](const Variant& v) { return strengthFor(hand, v, rules.handSize()); });
}

Variant tableJokerVariant(CardSet hand, const Rules& rules) {
  constexpr double kTurningBonus = 3.0;  // tricks, for Slalom and Gustav
  return bestVariantBy(hand, rules, [&](const Variant& v) {
    return estimateTricks(hand, v, rules.handSize()) + (v.needsDirection() ? kTurningBonus : 0.0);
  });
}

double averageJokerStrength(const Rules& rules) {
  auto average = [](const Rules& r) {
    Rng rng(0x10CE);
    std::vector<Card> deck = fullDeck().cards();
    double sum = 0;
    for (int i = 0; i < 1000; ++i) {
      rng.shuffle(std::span<Card>(deck));
      const CardSet hand = CardSet::of(std::vector<Card>(deck.begin(), deck.begin() + r.handSize()));
      sum += strengthFor(hand, bestJokerVariant(hand, r), r.handSize());
    }
    return sum / 1000;
  };
  static const double three = average(Rules{Way::Three, false});
  static const double four = average(Rules{Way::FourIndividual, false});
  return rules.way == Way::Three ? three : four;
}

}  // namespace kr::coiffeur::ai
