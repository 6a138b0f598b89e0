#pragma once
// Announcements as the table shows them: every one made so far (with the
// party it named, and the pigs), and the observing seat's next one with its
// deadline (DK-6), counted in the seat's own cards.
#include <QVariantList>
#include <QVariantMap>
#include <vector>

#include "dk_tricks_view.hpp"
#include "games/doppelkopf/observation.hpp"
#include "games/doppelkopf/rules.hpp"

namespace kr::app::dk_view {

// [{seat, id ("re", "kontra", "no-90" ..., "schweinchen", "double"), party}];
// a "double" has the party it became once the marriage found the partner
// (DK-19), -1 before.
QVariantList announcementsMade(const dk::DoppelkopfObservation& obs);

// The seat's next announcement: {action, id, level, legal, untilCard,
// played}: legal while the seat has played fewer than untilCard cards.
// While a marriage hides the seat's party: its "double" (DK-19), or empty.
// Empty when its party said all.
QVariantMap nextAnnouncement(const dk::DoppelkopfObservation& obs, const dk::Rules& rules,
                             const std::vector<TrickFact>& tricks);

}  // namespace kr::app::dk_view
