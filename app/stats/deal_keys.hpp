#pragma once
// Names for a finished deal and a finished match, so that each is counted
// once (docs/statistics.md). A deal: the match seed, its number and a digest
// of the deal as recorded (its cards, if given, and every action), so a
// resumed save names it alike, while a deal played again differently or
// another match from the same seed does not. A match: the seed and the
// digest of its first deal, which playing its last deal again leaves alone.
#include <QString>

#include "core/session.hpp"

namespace kr::app::stats {

// The session's last deal (the one just finished).
QString dealKey(const Session& session);
QString matchKey(const Session& session);

}  // namespace kr::app::stats
