#include "setup.hpp"

#include <span>

namespace kr::dk {

namespace {

Error bad(std::string where, std::string detail) { return Error{"bad-deal", std::move(where), std::move(detail)}; }

std::optional<Error> checkHands(const Rules& rules, const DealSetup& setup, std::array<CardMultiset, kSeats>& hands) {
  if (setup.hands.size() != kSeats)
    return bad("hands", "expected 4 hands, found " + std::to_string(setup.hands.size()));
  if (!setup.rest.empty()) return bad("rest", "Doppelkopf deals every card");
  const std::size_t size = static_cast<std::size_t>(rules.handSize());
  std::array<int, kFaceCount> dealt{};
  for (std::size_t s = 0; s < kSeats; ++s) {
    const std::string where = "hands[" + std::to_string(s) + "]";
    const auto& hand = setup.hands[s];
    if (hand.size() != size)
      return bad(where, "expected " + std::to_string(size) + " cards, found " + std::to_string(hand.size()));
    for (Card c : hand) {
      if (c.face >= kFaceCount || !rules.deck().contains(c)) return bad(where, cardText(c) + " is not in this deck");
      if (++dealt[c.face] > rules.copies(c))
        return bad(where, cardText(c) + " dealt more often than the deck holds it");
      hands[s].add(c);
    }
  }
  return std::nullopt;
}

// The cards of a deck in a fixed order, each copy once: built once per kind
// of deck (with or without nines, with the Joker), since every random deal
// and every rollout of the searches starts from one.
struct DeckCards {
  std::array<Card, 2 * kFaceCount> cards{};
  std::size_t size = 0;
};

DeckCards buildDeck(const Rules& rules) {
  DeckCards deck;
  for (Card c : rules.deck())
    for (int k = 0; k < rules.copies(c); ++k) deck.cards[deck.size++] = c;
  return deck;
}

const DeckCards& deckOf(const Rules& rules) {
  static const std::array<DeckCards, 3> decks = [] {
    Rules r;
    std::array<DeckCards, 3> all;
    r.withoutNines = false;
    all[0] = buildDeck(r);
    r.withoutNines = true;
    all[1] = buildDeck(r);
    r.withoutNines = false;
    r.topTrump = TopTrump::Joker;
    all[2] = buildDeck(r);
    return all;
  }();
  return decks[rules.withoutNines ? 1 : rules.joker() ? 2 : 0];
}

}  // namespace

Deal startDeal(const Rules& rules, int dealer, int owedSolos, int forcedSolo,
               const std::array<CardMultiset, kSeats>& hands) {
  Deal d;
  d.rules = rules;
  d.dealer = dealer;
  d.owedSolos = rules.compulsorySolo ? owedSolos : 0;
  d.forcedSolo = forcedSolo;
  d.hands = hands;
  d.dealt = hands;
  if (forcedSolo >= 0) {
    // The end of a session: this seat plays its compulsory solo now.
    d.phase = Phase::Declaration;
    d.round = Round::Forced;
    d.toMove = forcedSolo;
  } else {
    d.phase = Phase::Reservation;
    d.toMove = d.seatAfter(dealer);
  }
  return d;
}

Expected<DealStart> prepareDeal(const Rules& rules, const DealSetup& setup) {
  if (setup.dealer < 0 || setup.dealer >= kSeats) return bad("dealer", std::to_string(setup.dealer));
  int owed = 0, forced = -1;
  if (!setup.context.empty()) {  // a match's deal; a lone deal skips building the keys
    if (auto it = setup.context.find(std::string(kOwedSolosKey)); it != setup.context.end()) owed = it->second;
    if (auto it = setup.context.find(std::string(kForcedSoloKey)); it != setup.context.end()) forced = it->second;
  }
  if (owed < 0 || owed > 0xF) return bad("context.owed-solos", std::to_string(owed));
  if (forced < -1 || forced >= kSeats || (forced >= 0 && !rules.compulsorySolo))
    return bad("context.forced-solo", std::to_string(forced));

  DealStart start{setup.dealer, owed, forced, {}};
  std::array<CardMultiset, kSeats>& hands = start.hands;
  if (!setup.hands.empty()) {
    if (auto e = checkHands(rules, setup, hands)) return *e;
  } else {
    DeckCards deck = deckOf(rules);
    Rng rng(setup.seed);
    rng.shuffle(std::span<Card>(deck.cards.data(), deck.size));
    // Dealt in blocks from the dealer's left; the shuffle makes any order fair.
    const std::size_t size = static_cast<std::size_t>(rules.handSize());
    for (std::size_t block = 0, i = 0; block < kSeats; ++block) {
      CardMultiset& hand = hands[(static_cast<std::size_t>(setup.dealer) + 1 + block) % kSeats];
      for (const std::size_t end = i + size; i < end; ++i) hand.add(deck.cards[i]);
    }
  }
  return start;
}

}  // namespace kr::dk
