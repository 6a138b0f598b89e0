#include "review/deal_start.hpp"

namespace kr {

int lastFinishedDeal(const Record& record, const Match& replayed) {
  const int last = static_cast<int>(record.deals.size()) - 1;
  return replayed.current() && !replayed.current()->isTerminal() ? last - 1 : last;
}

int defaultPlayer(const Record& record) {
  for (std::size_t i = 0; i < record.seats.size(); ++i)
    if (record.seats[i] == "human") return static_cast<int>(i);
  return 0;
}

Expected<std::unique_ptr<Match>> matchAtDealStart(const Record& record, int deal) {
  Record upTo = record;
  upTo.deals.resize(static_cast<std::size_t>(deal) + 1);
  upTo.deals.back().actions.clear();
  if (upTo.endedAfter > deal) upTo.endedAfter = 0;
  return replayRecord(upTo);
}

}  // namespace kr
