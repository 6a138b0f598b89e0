#pragma once
// Doppelkopf's cards: the deck, card points, the game types and, per game
// type, the trumps and a strength table so a trick is decided by lookups.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/card_set.hpp"

namespace kr::dk {

constexpr int kSeats = 4;
constexpr int kMaxTricks = 12;
constexpr int kTotalPoints = 240;
// Announcement levels of a party: 0 none, 1 Re/Kontra, 2 no 90, 3 no 60,
// 4 no 30, 5 schwarz.
constexpr int kMaxLevel = 5;

constexpr Card kClubQueen{kClubs, Rank::Queen};
constexpr Card kClubJack{kClubs, Rank::Jack};
constexpr Card kClubKing{kClubs, Rank::King};
constexpr Card kDulle{kHearts, Rank::Ten};
constexpr Card kDiamondAce{kDiamonds, Rank::Ace};
constexpr Card kDiamondTen{kDiamonds, Rank::Ten};
constexpr Card kDiamondNine{kDiamonds, Rank::Nine};
constexpr Card kDiamondKing{kDiamonds, Rank::King};
// The Joker of DK-17. Doppelkopf never deals a six, so the ♦6 face carries
// it: a diamond worth 0, which is what it is where it stands in for the ♦9
// (queen, jack, queen-jack, king and fleshless solos). Its text is "JK".
constexpr Card kJoker{kDiamonds, Rank::Six};

// The faces of ranks 9..A (or T..A without nines) in all four suits.
constexpr CardSet ranksFrom(Rank low) {
  CardSet s;
  for (int suit = 0; suit < kSuitCount; ++suit)
    for (int r = static_cast<int>(low); r <= static_cast<int>(Rank::Ace); ++r)
      s.add(Card(static_cast<Suit>(suit), static_cast<Rank>(r)));
  return s;
}
constexpr CardSet kFullDeck = ranksFrom(Rank::Nine);
constexpr CardSet kDeckWithoutNines = ranksFrom(Rank::Ten);

// Card text in records and on the command line: the French notation, and
// "JK" for the Joker.
std::string cardText(Card c);
std::optional<Card> parseCardText(std::string_view text);

// A11 T10 K4 Q3 J2 9:0 (the Joker, on the six's face, 0), looked up by face.
// The table lives at namespace scope: a table local to the function was
// written to the stack at every call, and the load right after it stalled
// (every trick of every rollout).
inline constexpr std::array<std::uint8_t, kFaceCount> kFacePoints = [] {
  constexpr std::array<std::uint8_t, kRankCount> byRank = {0, 0, 0, 0, 10, 2, 3, 4, 11};
  std::array<std::uint8_t, kFaceCount> points{};
  for (int f = 0; f < kFaceCount; ++f) points[static_cast<std::size_t>(f)] = byRank[static_cast<std::size_t>(f % kRankCount)];
  return points;
}();
constexpr int cardPoints(Card c) { return kFacePoints[c.face]; }

// Game types (DK-2 to DK-4, DK-12, DK-15). A silent solo is a Normal game whose
// Re party is one player; it stays Normal in public. New kinds go at the end,
// so that the numbers of the older ones stay as they were.
enum class Contract : std::uint8_t {
  Normal, Marriage, Poverty,
  DiamondSolo, ClubSolo, SpadeSolo, HeartSolo,
  QueenSolo, JackSolo, QueenJackSolo, KingSolo, FleshlessSolo,
  MisereSolo, MisereOuvertSolo,  // DK-15: the soloist must take no trick
};
constexpr int kContractCount = 14;
constexpr int kSoloKinds = 11;  // DiamondSolo .. MisereOuvertSolo

constexpr bool isDeclaredSolo(Contract c) { return c >= Contract::DiamondSolo; }
// DK-15: a misère, open or not; the deal ends with the soloist's first trick.
constexpr bool isMisere(Contract c) { return c == Contract::MisereSolo || c == Contract::MisereOuvertSolo; }
constexpr Contract soloContract(int kind) { return static_cast<Contract>(static_cast<int>(Contract::DiamondSolo) + kind); }
constexpr int soloKind(Contract c) { return static_cast<int>(c) - static_cast<int>(Contract::DiamondSolo); }

std::string_view contractId(Contract c);   // "normal", "queen-solo", ...
std::string_view soloKindId(int kind);     // "diamonds", "queen", ... (action text)

// Trumps and strengths of one game type. Trump strength is above every plain
// strength; a plain card only counts in a trick led in its own suit.
struct TrumpTable {
  CardSet trumps;
  std::array<CardSet, kSuitCount> plain{};  // the non-trump faces of each suit
  std::array<std::uint8_t, kFaceCount> strength{};
  bool pigs = false;  // the ♦A is trump, so Schweinchen may apply (DK-11)

  // The faces that follow a card: the trumps, or its suit's plain faces.
  constexpr CardSet followClass(Card c) const {
    return trumps.contains(c) ? trumps : plain[static_cast<std::size_t>(c.suit())];
  }
};

// Follow classes: the four plain suits, then the trumps.
constexpr int kTrumpClass = 4;
constexpr int kFollowClasses = 5;

// The highest trump where the Dulle would be one (DK-1, DK-17): the ♥T,
// none (the ♥T a plain heart), the two ♥K above the ♣Q, or the Joker above
// the ♥T (one ♦9 leaves the deck for it).
enum class TopTrump : std::uint8_t { Dulle, None, HeartKing, Joker };
constexpr int kTopTrumpCount = 4;

const TrumpTable& trumpTable(Contract c, TopTrump top);

// Strengths of declared pigs: above the Dulle, Hyperschweinchen above both.
constexpr std::uint8_t kPigStrength = 100;
constexpr std::uint8_t kHyperStrength = 101;
// Genscher (DK-17): both ♦K above the Hyperschweine.
constexpr std::uint8_t kGenscherStrength = 102;

// Trumps of the normal game: poverty eligibility is judged by them (DK-4).
inline CardSet normalTrumps(TopTrump top) { return trumpTable(Contract::Normal, top).trumps; }

// How many of a hand's cards lie in a set of faces.
constexpr int countIn(const CardMultiset& hand, CardSet faces) {
  return (hand.once() & faces).size() + (hand.twice() & faces).size();
}

}  // namespace kr::dk
