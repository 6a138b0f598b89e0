#include "match.hpp"

namespace kr::coiffeur {

std::map<std::string, int> boardContext(const Board& board) {
  std::map<std::string, int> context;
  for (int col = 0; col < board.columns(); ++col) {
    context["left-" + std::to_string(col)] = board.left(col);
    for (int c = 0; c < kContracts; ++c)
      if (board.played(static_cast<Contract>(c), col))
        context["board-" + std::to_string(col) + "-" + std::to_string(c)] = board.cell(static_cast<Contract>(c), col).points;
  }
  return context;
}

CoiffeurMatch::CoiffeurMatch(const Game& game, Options options, std::uint64_t seed)
    : Match(game, options, seed, Rules::from(options).seats()), board_(Rules::from(options)) {
  // The first dealer is drawn by lot (the document), here from the match seed.
  setDealer(static_cast<int>(deriveSeed(seed, 0xD1) % static_cast<std::uint64_t>(playerCount())));
}

std::uint64_t CoiffeurMatch::tieSeed(Contract c) const { return deriveSeed(seed(), 0x71E0 + static_cast<int>(c)); }

int CoiffeurMatch::winner() const {
  if (!finished()) return -1;
  if (!board_.rules().partners()) return Match::winner();
  const int a = board_.total(0), b = board_.total(1);
  return a == b ? -1 : (a > b ? 0 : 1);
}

DealSetup CoiffeurMatch::prepareDeal(std::vector<int>& seatPlayers) const {
  DealSetup setup;
  setup.dealer = seatAroundDealer(playerCount(), seatPlayers);
  setup.context = boardContext(board_);
  return setup;
}

std::vector<int> CoiffeurMatch::bookOn(Board& board, const DealResult& r) const {
  const auto contract = static_cast<Contract>(r.figure("contract"));
  return board.book(board.rules().columnOf(r.figure("declarer")), contract, r.figure("points"),
                    static_cast<MatchKind>(r.figure("match")), tieSeed(contract));
}

Board CoiffeurMatch::boardAfter(const DealResult& r) const {
  Board after = board_;
  bookOn(after, r);
  return after;
}

void CoiffeurMatch::bookDeal(const GameState& /*deal*/, ScoreRow& row) {
  DealResult& r = row.result;
  const Rules& rules = board_.rules();
  const auto contract = static_cast<Contract>(r.figure("contract"));
  const std::size_t tiesBefore = board_.ties().size();
  const std::vector<int> delta = bookOn(board_, r);
  for (int p = 0; p < playerCount(); ++p)
    row.deltas[static_cast<std::size_t>(p)] = delta[static_cast<std::size_t>(rules.columnOf(p))];
  // Rank marks and draws of a row this deal completed, for the sheet.
  for (int col = 0; col < board_.columns(); ++col) {
    const int marks = board_.rowComplete(contract) && rules.way == Way::Three ? board_.cell(contract, col).marks : 0;
    if (marks != 0) r.items.push_back({"rank-marks", col, marks});
  }
  for (std::size_t i = tiesBefore; i < board_.ties().size(); ++i) {
    const TieBreak& tie = board_.ties()[i];
    for (const auto& round : tie.draws)
      for (std::size_t k = 0; k < round.size(); ++k) r.items.push_back({"tie-draw", tie.columns[k], round[k].index()});
  }
  setDealer((dealer() + 1) % playerCount());
}

}  // namespace kr::coiffeur
