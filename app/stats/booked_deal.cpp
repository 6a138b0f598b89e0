#include "booked_deal.hpp"

namespace kr::app::stats {

std::optional<BookedDeal> bookedDeal(const Session& session, const GameLookup& lookup, QString* error) {
  if (!session.deal() || !session.deal()->isTerminal()) {
    *error = QStringLiteral("the deal is not over");
    return std::nullopt;
  }
  const auto copy = Session::load(session.save(), lookup);
  if (!copy) {
    *error = QString::fromStdString(copy.error().code + " " + copy.error().where + " " + copy.error().detail);
    return std::nullopt;
  }
  const Match& match = copy.value().match();
  // The replay booked the finished deal as the sheet's last row.
  if (match.sheet().empty() || match.sheet().back().deal != session.match().dealsStarted()) {
    *error = QStringLiteral("the replay did not book deal %1").arg(session.match().dealsStarted());
    return std::nullopt;
  }
  return BookedDeal{match.sheet().back(), match.finished(), match.winner()};
}

}  // namespace kr::app::stats
