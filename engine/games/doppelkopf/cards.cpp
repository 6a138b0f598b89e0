#include "cards.hpp"

#include <algorithm>
#include <vector>

namespace kr::dk {

namespace {

constexpr Card card(Suit s, Rank r) { return Card(s, r); }

// The trump order high to low (ruling DK-1, DK-12).
TrumpTable build(const std::vector<Card>& trumpsHighToLow, bool pigs) {
  TrumpTable t;
  int strength = 50 + static_cast<int>(trumpsHighToLow.size());
  for (Card c : trumpsHighToLow) {
    t.trumps.add(c);
    t.strength[c.face] = static_cast<std::uint8_t>(strength--);
  }
  // Plain cards: A T K Q J 9, whatever of them is not trump. The six's face
  // (the Joker's) ranks as a nine: as a plain card it is the missing ♦9.
  constexpr std::array<int, kRankCount> plainOrder = {1, 0, 0, 1, 5, 2, 3, 4, 6};
  for (int s = 0; s < kSuitCount; ++s) {
    for (int r = 0; r < kRankCount; ++r) {
      const Card c(static_cast<Suit>(s), static_cast<Rank>(r));
      if (t.trumps.contains(c)) continue;
      t.plain[static_cast<std::size_t>(s)].add(c);
      t.strength[c.face] = static_cast<std::uint8_t>(plainOrder[static_cast<std::size_t>(r)]);
    }
  }
  t.pigs = pigs;
  return t;
}

constexpr Suit C = kClubs, S = kSpades, H = kHearts, D = kDiamonds;
constexpr Rank Q = Rank::Queen, J = Rank::Jack, A = Rank::Ace, T = Rank::Ten, K = Rank::King, N = Rank::Nine;

// Normal trumps with the given suit's A T K 9 at the bottom (DK-12), under
// the top trump of DK-17 (which then leaves the suit's low cards).
TrumpTable suitTrumps(Suit s, TopTrump top, bool pigs) {
  std::vector<Card> order;
  if (top == TopTrump::Joker) order.push_back(kJoker);
  if (top == TopTrump::Dulle || top == TopTrump::Joker) order.push_back(card(H, T));
  if (top == TopTrump::HeartKing) order.push_back(card(H, K));
  for (Rank r : {Q, J})
    for (Suit x : {C, S, H, D}) order.push_back(card(x, r));
  for (Rank r : {A, T, K, N}) {
    const Card c = card(s, r);
    if (std::find(order.begin(), order.end(), c) == order.end()) order.push_back(c);
  }
  return build(order, pigs);
}

std::array<TrumpTable, kContractCount> buildAll(TopTrump top) {
  std::array<TrumpTable, kContractCount> all;
  const TrumpTable normal = suitTrumps(D, top, true);
  all[static_cast<int>(Contract::Normal)] = normal;
  all[static_cast<int>(Contract::Marriage)] = normal;
  all[static_cast<int>(Contract::Poverty)] = normal;
  all[static_cast<int>(Contract::DiamondSolo)] = normal;
  all[static_cast<int>(Contract::ClubSolo)] = suitTrumps(C, top, false);
  all[static_cast<int>(Contract::SpadeSolo)] = suitTrumps(S, top, false);
  all[static_cast<int>(Contract::HeartSolo)] = suitTrumps(H, top, false);
  // The queen, jack, queen-jack, king and fleshless solos leave the Joker out
  // of their trumps: on the ♦6 face it is a plain diamond of the ♦9's
  // strength there, the missing ♦9 (DK-17).
  all[static_cast<int>(Contract::QueenSolo)] = build({card(C, Q), card(S, Q), card(H, Q), card(D, Q)}, false);
  all[static_cast<int>(Contract::JackSolo)] = build({card(C, J), card(S, J), card(H, J), card(D, J)}, false);
  all[static_cast<int>(Contract::QueenJackSolo)] = build(
      {card(C, Q), card(S, Q), card(H, Q), card(D, Q), card(C, J), card(S, J), card(H, J), card(D, J)}, false);
  all[static_cast<int>(Contract::KingSolo)] = build({card(C, K), card(S, K), card(H, K), card(D, K)}, false);
  all[static_cast<int>(Contract::FleshlessSolo)] = build({}, false);
  // DK-15: the normal trumps; no Schweinchen, which only serves to win tricks.
  TrumpTable misere = normal;
  misere.pigs = false;
  all[static_cast<int>(Contract::MisereSolo)] = misere;
  all[static_cast<int>(Contract::MisereOuvertSolo)] = misere;
  return all;
}

}  // namespace

const TrumpTable& trumpTable(Contract c, TopTrump top) {
  static const std::array<std::array<TrumpTable, kContractCount>, kTopTrumpCount> tables = {
      buildAll(TopTrump::Dulle), buildAll(TopTrump::None), buildAll(TopTrump::HeartKing), buildAll(TopTrump::Joker)};
  return tables[static_cast<std::size_t>(top)][static_cast<std::size_t>(c)];
}

std::string cardText(Card c) { return c == kJoker ? std::string("JK") : toString(c, DeckStyle::French); }

std::optional<Card> parseCardText(std::string_view text) {
  if (text == "JK") return kJoker;
  const auto c = parseCard(text, DeckStyle::French);
  // The Joker's face has one name: "D6" is no card.
  if (c == kJoker) return std::nullopt;
  return c;
}

std::string_view contractId(Contract c) {
  constexpr std::array<std::string_view, kContractCount> ids = {
      "normal",     "marriage",  "poverty",         "diamond-solo", "club-solo", "spade-solo",
      "heart-solo", "queen-solo", "jack-solo", "queen-jack-solo", "king-solo",  "fleshless-solo",
      "misere-solo", "misere-ouvert-solo"};
  return ids[static_cast<std::size_t>(c)];
}

std::string_view soloKindId(int kind) {
  constexpr std::array<std::string_view, kSoloKinds> ids = {"diamonds", "clubs",      "spades", "hearts",   "queen",
                                                            "jack",     "queen-jack", "king",   "fleshless",
                                                            "misere",   "misere-ouvert"};
  return ids[static_cast<std::size_t>(kind)];
}

}  // namespace kr::dk
