#pragma once
// The session around a Dobbm deal, from public match facts: how many deals
// have counted and how many the session has, the Mussrunde (DB-7) and who
// has declared in it, and with five players who deals and sits out.
#include <QVariantMap>

#include "core/match.hpp"
#include "games/dobbm/state.hpp"

namespace kr::app::db_view {

// {players, sitter (match player sitting out, -1 with four), played (deals
// that counted), deals, mussrunde (the option), closing (in the Mussrunde
// now), mussDone [per match player: declared in it]}.
QVariantMap session(const Match& match, const dobbm::Table& pub);

// The settlement of a finished deal: {outcome, items [{id, party, points}],
// figures {...}} as the engine scores it (DB-6); empty before the end.
QVariantMap settlement(const GameState& state);

}  // namespace kr::app::db_view
