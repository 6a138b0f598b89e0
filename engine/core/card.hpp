#pragma once
// Cards of the three deck traditions as small integers (see docs/cards.md).
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace kr {

enum class DeckStyle : std::uint8_t { French, German, Swiss };

// One rank scale serves all decks: 10 is Banner in Swiss decks, Jack is
// Unter/Under, Queen is Ober, Ace is Sau (German) or As (Swiss).
enum class Rank : std::uint8_t { Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace };

constexpr int kRankCount = 9;
constexpr int kSuitCount = 4;
constexpr int kFaceCount = kSuitCount * kRankCount;  // 36 distinct faces

// Suit indices 0..3 in each tradition (the games' rules name them by index):
//   French: clubs, spades, hearts, diamonds
//   German: acorns (Eichel), leaves (Laub), hearts (Herz), bells (Schellen)
//   Swiss:  roses, acorns, bells, shields (ruling CJ-4 pairs them with ♣ ♠ ♥ ♦)
enum class Suit : std::uint8_t { S0, S1, S2, S3 };
constexpr Suit kClubs = Suit::S0;
constexpr Suit kSpades = Suit::S1;
constexpr Suit kHearts = Suit::S2;
constexpr Suit kDiamonds = Suit::S3;

// A card face. The two copies of a doubled deck share a face: they are
// interchangeable in play, and the order of play tells them apart.
struct Card {
  std::uint8_t face = 0;  // suit * 9 + rank

  constexpr Card() = default;
  constexpr explicit Card(int f) : face(static_cast<std::uint8_t>(f)) {}
  constexpr Card(Suit s, Rank r)
      : face(static_cast<std::uint8_t>(static_cast<int>(s) * kRankCount + static_cast<int>(r))) {}

  constexpr Suit suit() const { return static_cast<Suit>(face / kRankCount); }
  constexpr Rank rank() const { return static_cast<Rank>(face % kRankCount); }
  constexpr int index() const { return face; }
  friend constexpr bool operator==(Card, Card) = default;
  friend constexpr auto operator<=>(Card, Card) = default;
};

// Compact notation: suit letter then rank letter, e.g. "CQ" (French ♣Q),
// "HU" (German hearts Unter), "RB" (Swiss roses Banner). docs/cards.md.
std::string toString(Card c, DeckStyle style);
std::optional<Card> parseCard(std::string_view text, DeckStyle style);

std::string_view suitLetters(DeckStyle style);  // 4 letters, by suit index
std::string_view rankLetters(DeckStyle style);  // 9 letters, 6 .. A

}  // namespace kr
