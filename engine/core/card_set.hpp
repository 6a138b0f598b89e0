#pragma once
// Sets of card faces as 64-bit masks, and multisets for doubled decks.
#include <bit>
#include <cstdint>
#include <vector>

#include "bit_count.hpp"
#include "card.hpp"

namespace kr {

class CardSet {
 public:
  constexpr CardSet() = default;
  constexpr explicit CardSet(std::uint64_t bits) : bits_(bits) {}

  static constexpr CardSet of(Card c) { return CardSet(std::uint64_t{1} << c.face); }
  static CardSet of(const std::vector<Card>& cards) {
    CardSet s;
    for (Card c : cards) s.add(c);
    return s;
  }

  constexpr std::uint64_t bits() const { return bits_; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return bitCount(bits_); }
  constexpr bool contains(Card c) const { return (bits_ >> c.face) & 1U; }
  constexpr void add(Card c) { bits_ |= std::uint64_t{1} << c.face; }
  constexpr void remove(Card c) { bits_ &= ~(std::uint64_t{1} << c.face); }
  constexpr Card first() const { return Card(std::countr_zero(bits_)); }

  constexpr CardSet operator|(CardSet o) const { return CardSet(bits_ | o.bits_); }
  constexpr CardSet operator&(CardSet o) const { return CardSet(bits_ & o.bits_); }
  constexpr CardSet operator-(CardSet o) const { return CardSet(bits_ & ~o.bits_); }
  constexpr CardSet& operator|=(CardSet o) { bits_ |= o.bits_; return *this; }
  constexpr CardSet& operator&=(CardSet o) { bits_ &= o.bits_; return *this; }
  friend constexpr bool operator==(CardSet, CardSet) = default;

  // Iterates faces in increasing order.
  class Iterator {
   public:
    constexpr explicit Iterator(std::uint64_t b) : b_(b) {}
    constexpr Card operator*() const { return Card(std::countr_zero(b_)); }
    constexpr Iterator& operator++() { b_ &= b_ - 1; return *this; }
    friend constexpr bool operator==(Iterator, Iterator) = default;
   private:
    std::uint64_t b_;
  };
  constexpr Iterator begin() const { return Iterator(bits_); }
  constexpr Iterator end() const { return Iterator(0); }

  std::vector<Card> cards() const {
    std::vector<Card> out;
    out.reserve(static_cast<std::size_t>(size()));
    for (Card c : *this) out.push_back(c);
    return out;
  }

 private:
  std::uint64_t bits_ = 0;
};

// All faces of one suit.
constexpr CardSet suitMask(Suit s) {
  return CardSet(std::uint64_t{0x1FF} << (static_cast<int>(s) * kRankCount));
}

// A multiset of faces with at most two copies each (Doppelkopf's deck).
class CardMultiset {
 public:
  constexpr CardMultiset() = default;
  // The faces held at least once and those held twice (a subset of them).
  static constexpr CardMultiset of(CardSet once, CardSet twice) { return CardMultiset(once, twice); }

  constexpr CardSet once() const { return one_; }   // faces held at least once
  constexpr CardSet twice() const { return two_; }  // faces held twice
  constexpr int size() const { return one_.size() + two_.size(); }
  constexpr bool empty() const { return one_.empty(); }
  constexpr int count(Card c) const { return int(one_.contains(c)) + int(two_.contains(c)); }
  // Returns false when the face is already held twice. Add and remove do
  // not branch at all: they run for every card of every rollout, and a face
  // they may not change is masked out instead.
  constexpr bool add(Card c) {
    const CardSet face = CardSet::of(c) - two_;
    two_ |= one_ & face;
    one_ |= face;
    return !face.empty();
  }
  // Returns false when the face is not held.
  constexpr bool remove(Card c) {
    const CardSet face = CardSet::of(c) & one_;
    const CardSet second = two_ & face;
    two_ = two_ - face;
    one_ = one_ - (face - second);
    return !face.empty();
  }
  std::vector<Card> cards() const {
    std::vector<Card> out;
    for (Card c : one_) {
      out.push_back(c);
      if (two_.contains(c)) out.push_back(c);
    }
    return out;
  }
  friend constexpr bool operator==(const CardMultiset&, const CardMultiset&) = default;

 private:
  constexpr CardMultiset(CardSet once, CardSet twice) : one_(once), two_(twice & once) {}

  CardSet one_;
  CardSet two_;
};

}  // namespace kr
