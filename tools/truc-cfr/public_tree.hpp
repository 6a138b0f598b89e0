#pragma once
// The public tree of a hand, its hands and the subgame solver moved into the
// engine (engine/games/truc/ai: hand_pairs.hpp, public_tree.hpp,
// subgame.hpp), where the Expert re-solves its subgames; the generator keeps
// its names for them.
#include "games/truc/ai/hand_pairs.hpp"
#include "games/truc/ai/public_tree.hpp"
#include "games/truc/ai/subgame.hpp"
#include "hand_game.hpp"

namespace kr::truc::cfr {
using ai::ActionRow;
using ai::HandPairs;
using ai::HandVector;
using ai::PublicNode;
using ai::Ranges;
using ai::StrategyFn;
using ai::Subgame;
using ai::SubgameGap;
using ai::after;
using ai::at;
using ai::elderValueAt;
using ai::everyHand;
using ai::handStart;
using ai::kAllTricks;
using ai::kHands;
using ai::kOfferAction;
using ai::mayTake;
using ai::publicActions;
using ai::strategyRow;
using ai::subgameGap;
using ai::terminalValues;
using ai::widenRanges;
}  // namespace kr::truc::cfr
