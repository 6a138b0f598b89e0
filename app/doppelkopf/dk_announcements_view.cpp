#include "dk_announcements_view.hpp"

#include <algorithm>

#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/announcements.hpp"
#include "trick_values.hpp"

namespace kr::app::dk_view {

using namespace kr::dk;

namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// How far a marriage moves the deadlines (DK-6 with DK-3): the trick that
// found the partner, 2 once it became a solo, the trick in progress while
// it is open; one more with "wait", none with "double" (DK-19). The same as
// the engine's marriageShift, from public facts.
int marriageShift(const DoppelkopfObservation& obs, const Rules& rules, const std::vector<TrickFact>& tricks) {
  using Mode = Rules::MarriageAnnouncements;
  if (obs.contract != static_cast<int>(Contract::Marriage) || rules.marriageAnnouncements == Mode::Double) return 0;
  int finished = 0, found = -1;
  for (std::size_t i = 0; i < tricks.size() && found < 0; ++i) {
    if (tricks[i].winner < 0) break;
    ++finished;
    if (obs.partner >= 0 && tricks[i].winner == obs.partner) found = static_cast<int>(i);
  }
  const int trick = found >= 0 ? found : std::min(finished, 2);
  return rules.marriageAnnouncements == Mode::Wait ? trick + 1 : trick;
}

bool saidDouble(const DoppelkopfObservation& obs) {
  return std::any_of(obs.history.begin(), obs.history.end(),
                     [&obs](const HistoryEntry& h) { return h.action == kAnnounceDouble && h.seat == obs.seat; });
}

// DK-19: the "double" of a seat whose party the marriage still hides, until
// its Re/Kontra deadline; nothing once said.
QVariantMap nextDouble(const DoppelkopfObservation& obs, const Rules& rules, const std::vector<TrickFact>& tricks) {
  if (rules.marriageAnnouncements != Rules::MarriageAnnouncements::Double ||
      obs.contract != static_cast<int>(Contract::Marriage) || saidDouble(obs))
    return {};
  const bool legal = std::find(obs.legal.begin(), obs.legal.end(), kAnnounceDouble) != obs.legal.end();
  return {{QStringLiteral("action"), QString::fromStdString(actionText(kAnnounceDouble))},
          {QStringLiteral("id"), text(announcementId(kAnnounceDouble))},
          {QStringLiteral("level"), 1},
          {QStringLiteral("legal"), legal},
          {QStringLiteral("untilCard"), baseDeadline(rules, 1)},
          {QStringLiteral("played"), static_cast<int>(playedCards(tricks, obs.seat).size())}};
}

}  // namespace

QVariantList announcementsMade(const DoppelkopfObservation& obs) {
  QVariantList out;
  for (const HistoryEntry& h : obs.history) {
    // The Re or Kontra a double became shows on the double itself.
    if (fromDouble(h)) continue;
    if (h.action == kAnnounceDouble)
      out << QVariantMap{{QStringLiteral("seat"), h.seat},
                         {QStringLiteral("id"), text(announcementId(h.action))},
                         {QStringLiteral("party"), obs.publicParty[static_cast<std::size_t>(h.seat)]}};
    else if (isAnnouncement(h.action))
      out << QVariantMap{{QStringLiteral("seat"), h.seat},
                         {QStringLiteral("id"), text(announcementId(h.action))},
                         {QStringLiteral("party"), announcedParty(h)},
                         {QStringLiteral("automatic"), isAutomatic(h)},
                         {QStringLiteral("madeBy"), text(automaticSource(h))}};
    else if (isPigDeclaration(h.action))
      out << QVariantMap{{QStringLiteral("seat"), h.seat},
                         {QStringLiteral("id"), text(announcementId(h.action))},
                         {QStringLiteral("party"), -1}};
  }
  return out;
}

QVariantMap nextAnnouncement(const DoppelkopfObservation& obs, const Rules& rules, const std::vector<TrickFact>& tricks) {
  if (obs.phase != Phase::Play) return {};
  if (obs.ownParty < 0) return nextDouble(obs, rules, tricks);
  const int party = obs.ownParty;
  const int next = obs.level[static_cast<std::size_t>(party)] + 1;
  // DK-15: a misère knows only Re and Kontra.
  const bool misere = obs.contract >= 0 && isMisere(static_cast<Contract>(obs.contract));
  if (next > (misere ? 1 : kMaxLevel)) return {};
  const Action a = announcementAction(next, party);
  const int shift = marriageShift(obs, rules, tricks);
  const int until = deadline(rules, next, obs.level[static_cast<std::size_t>(1 - party)], shift);
  const bool legal = std::find(obs.legal.begin(), obs.legal.end(), a) != obs.legal.end();
  return {{QStringLiteral("action"), QString::fromStdString(actionText(a))},
          {QStringLiteral("id"), text(announcementId(a))},
          {QStringLiteral("level"), next},
          {QStringLiteral("legal"), legal},
          {QStringLiteral("untilCard"), until},
          {QStringLiteral("played"), static_cast<int>(playedCards(tricks, obs.seat).size())}};
}

}  // namespace kr::app::dk_view
