#pragma once
// The trunk table (games/truc/ai/trunk_table.hpp) from whole-hand solves:
// each score's whole hand solved by full-width discounted CFR (Subgame from
// the hand's start, the round values fixed), its average strategy over the
// new-hands question and trick 1 kept, the rest of the solve dropped.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "games/truc/ai/trunk_table.hpp"
#include "public_tree.hpp"

namespace kr::truc::cfr {

// One score's rows of the trunk table from a solve of its whole hand.
std::vector<std::uint8_t> trunkFromWholeHand(const Subgame& whole, const ai::TrunkShape& shape);

// Each score is solved until the whole hand's own gap (subgameGap, both
// best responses' gain, halved) is at most `gap` rounds per hand, checked
// after `first` iterations and then every `step`, up to `most`.
struct TrunkRun {
  double gap = 0.003;
  int first = 30;
  int step = 10;
  int most = 150;
  int threads = 2;  // scores solved at once, each up to 5.2 GB
  // Where each score's rows are kept as it is solved ("E-D.rows"), so that a
  // run stopped midway goes on from there; empty: nowhere.
  std::string workDirectory;
  // false: take only the scores the work directory holds and leave the
  // others out of the table, solving none (a table that covers some scores).
  bool solveMissing = true;
};
struct TrunkSolved {
  int elderScore = 0;
  int dealerScore = 0;
  int iterations = 0;
  double gap = 0;  // rounds per hand
  double seconds = 0;
  bool resumed = false;  // read back from the work directory
  bool left = false;     // neither solved nor read back: not covered (solveMissing false)
};
// One score's whole hand solved as the run asks (TrunkRun's gap, first, step
// and most): `solved` gets the iterations and the gap; the rows are
// trunkFromWholeHand(whole, shape).
void solveWholeHand(Subgame& whole, const PublicNode& root, const TrunkRun& run, TrunkSolved& solved);

// Every score solved in turn (threads at a time), or read back from the work
// directory when an earlier run solved it; `progress` hears of each. The
// scores go by the sum of both, lowest first (the start of every match).
std::vector<std::uint8_t> solveTrunks(const RoundValues& values, const TrunkRun& run,
                                      const std::function<void(const TrunkSolved&)>& progress);

// The generated C++ source holding the table as base64 (trunk_data.cpp).
std::string trunkSource(const std::vector<std::uint8_t>& bytes, const std::string& command);

}  // namespace kr::truc::cfr
