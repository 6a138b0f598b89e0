#include "board.hpp"

#include <algorithm>
#include <numeric>

#include "core/rng.hpp"
#include "tricks.hpp"

namespace kr::coiffeur {

namespace {

// Draws one card per tied column from a shuffled deck until all ranks differ.
TieBreak drawCards(Contract c, bool forHighest, std::vector<int> columns, Rng& rng) {
  TieBreak tie{c, forHighest, columns, {}, {}};
  for (;;) {
    std::vector<Card> deck = fullDeck().cards();
    rng.shuffle(std::span<Card>(deck));
    std::vector<Card> drawn(deck.begin(), deck.begin() + static_cast<std::ptrdiff_t>(columns.size()));
    tie.draws.push_back(drawn);
    bool distinct = true;
    for (std::size_t i = 0; i < drawn.size(); ++i)
      for (std::size_t j = i + 1; j < drawn.size(); ++j) distinct = distinct && drawn[i].rank() != drawn[j].rank();
    if (!distinct) continue;
    std::vector<std::size_t> idx(columns.size());
    std::iota(idx.begin(), idx.end(), 0);
    std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return drawn[a].rank() > drawn[b].rank(); });
    for (std::size_t i : idx) tie.order.push_back(columns[i]);
    return tie;
  }
}

}  // namespace

Board::Board(Rules rules)
    : rules_(rules),
      cells_(static_cast<std::size_t>(kContracts * rules.columns())),
      bars_(static_cast<std::size_t>(rules.columns()), 0),
      circles_(static_cast<std::size_t>(rules.columns()), 0) {}

const BoardCell& Board::cell(Contract c, int column) const {
  return cells_[static_cast<std::size_t>(static_cast<int>(c) * columns() + column)];
}

BoardCell& Board::at(Contract c, int column) {
  return cells_[static_cast<std::size_t>(static_cast<int>(c) * columns() + column)];
}

bool Board::rowComplete(Contract c) const {
  for (int col = 0; col < columns(); ++col)
    if (!played(c, col)) return false;
  return true;
}

ContractSet Board::left(int column) const {
  ContractSet s = 0;
  for (int c = 0; c < kContracts; ++c)
    if ((rules_.contracts() & (1U << c)) && !played(static_cast<Contract>(c), column))
      s = static_cast<ContractSet>(s | (1U << c));
  return s;
}

bool Board::finished() const {
  for (int col = 0; col < columns(); ++col)
    if (left(col) != 0) return false;
  return true;
}

int Board::total(int column) const {
  int sum = 0;
  for (int c = 0; c < kContracts; ++c) sum += cell(static_cast<Contract>(c), column).marks;
  return sum + matchBars(column) - matchCircles(column);
}

std::vector<int> Board::book(int column, Contract c, int points, MatchKind match, std::uint64_t tieSeed) {
  std::vector<int> delta(static_cast<std::size_t>(columns()), 0);
  BoardCell& cell = at(c, column);
  cell.points = points;
  cell.match = match;
  if (rules_.way != Way::Three) {
    cell.marks = multipliedScore(points, c);
    delta[static_cast<std::size_t>(column)] = cell.marks;
    return delta;
  }
  for (int col = 0; col < columns(); ++col) {
    const int marks = matchMarks(match, col == column);
    if (marks > 0) bars_[static_cast<std::size_t>(col)] += marks;
    if (marks < 0) circles_[static_cast<std::size_t>(col)] -= marks;
    delta[static_cast<std::size_t>(col)] += marks;
  }
  if (rowComplete(c)) {
    const std::vector<int> ranks = rankRow(c, tieSeed);
    for (int col = 0; col < columns(); ++col) delta[static_cast<std::size_t>(col)] += ranks[static_cast<std::size_t>(col)];
  }
  return delta;
}

// CJ-3: the highest score of the row gets the contract's marks as bars, the
// lowest as circles; ties for either place are drawn.
std::vector<int> Board::rankRow(Contract c, std::uint64_t tieSeed) {
  Rng rng(tieSeed);
  std::vector<int> order(static_cast<std::size_t>(columns()));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return cell(c, a).points > cell(c, b).points; });
  // Each run of equal scores that decides the top or the bottom place is drawn.
  auto resolve = [&](bool forHighest) {
    const int end = forHighest ? 0 : columns() - 1;
    const int value = cell(c, order[static_cast<std::size_t>(end)]).points;
    std::vector<int> tied;
    for (int col : order)
      if (cell(c, col).points == value) tied.push_back(col);
    if (tied.size() < 2) return;
    TieBreak tie = drawCards(c, forHighest, tied, rng);
    // Put the drawn order in place of the tied run.
    std::size_t k = 0;
    for (auto& col : order)
      if (cell(c, col).points == value) col = tie.order[k++];
    ties_.push_back(std::move(tie));
  };
  resolve(true);
  if (cell(c, order.front()).points != cell(c, order.back()).points) resolve(false);
  const int m = markValue(c);
  at(c, order.front()).marks = m;
  at(c, order.back()).marks = -m;
  std::vector<int> ranks(static_cast<std::size_t>(columns()), 0);
  ranks[static_cast<std::size_t>(order.front())] = m;
  ranks[static_cast<std::size_t>(order.back())] = -m;
  return ranks;
}

}  // namespace kr::coiffeur
