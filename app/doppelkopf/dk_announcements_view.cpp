#include "dk_announcements_view.hpp"

#include <algorithm>

#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/announcements.hpp"

namespace kr::app::dk_view {

using namespace kr::dk;

namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// How far a marriage moves the deadlines (DK-6 with DK-3): the trick that
// found the partner, 2 once it became a solo, the trick in progress while
// it is open; the same as the engine's marriageShift, from public facts.
int marriageShift(const DoppelkopfObservation& obs, const std::vector<TrickSeen>& tricks) {
  if (obs.contract != static_cast<int>(Contract::Marriage)) return 0;
  int finished = 0;
  for (std::size_t i = 0; i < tricks.size(); ++i) {
    if (tricks[i].winner < 0) break;
    ++finished;
    if (obs.partner >= 0 && tricks[i].winner == obs.partner) return static_cast<int>(i);
  }
  return std::min(finished, 2);
}

}  // namespace

QVariantList announcementsMade(const DoppelkopfObservation& obs) {
  QVariantList out;
  for (const HistoryEntry& h : obs.history) {
    if (isAnnouncement(h.action))
      out << QVariantMap{{QStringLiteral("seat"), h.seat},
                         {QStringLiteral("id"), text(announcementId(h.action))},
                         {QStringLiteral("party"), announcedParty(h)},
                         {QStringLiteral("automatic"), isAutomatic(h)}};
    else if (isPigDeclaration(h.action))
      out << QVariantMap{{QStringLiteral("seat"), h.seat},
                         {QStringLiteral("id"), text(announcementId(h.action))},
                         {QStringLiteral("party"), -1}};
  }
  return out;
}

QVariantMap nextAnnouncement(const DoppelkopfObservation& obs, const Rules& rules, const std::vector<TrickSeen>& tricks) {
  if (obs.phase != Phase::Play || obs.ownParty < 0) return {};
  const int party = obs.ownParty;
  const int next = obs.level[static_cast<std::size_t>(party)] + 1;
  if (next > kMaxLevel) return {};
  const Action a = announcementAction(next, party);
  const int until = deadline(rules, next, obs.level[static_cast<std::size_t>(1 - party)], marriageShift(obs, tricks));
  const bool legal = std::find(obs.legal.begin(), obs.legal.end(), a) != obs.legal.end();
  return {{QStringLiteral("action"), QString::fromStdString(actionText(a))},
          {QStringLiteral("id"), text(announcementId(a))},
          {QStringLiteral("level"), next},
          {QStringLiteral("legal"), legal},
          {QStringLiteral("untilCard"), until},
          {QStringLiteral("played"), cardsPlayedBy(tricks, obs.seat)}};
}

}  // namespace kr::app::dk_view
