#include "trunk_writer.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <mutex>
#include <numeric>
#include <thread>

#include "games/truc/ai/strategy_table.hpp"
#include "table_writer.hpp"

namespace kr::truc::cfr {

namespace {

// Each trunk node's node in the whole-hand tree: both are built depth first
// with children by ascending public action, so the same actions lead there.
void matchNodes(const Subgame& whole, const ai::TrunkShape& shape, int trunk, int node, std::vector<int>& out) {
  at(out, trunk) = node;
  const ai::TrunkShape::Node& n = at(shape.nodes(), trunk);
  for (int i = 0; i < n.taken.count; ++i)
    if (at(n.child, i) >= 0) matchNodes(whole, shape, at(n.child, i), whole.child(node, at(n.taken.action, i)), out);
}

std::string savedRowsPath(const TrunkRun& run, const TrunkSolved& s) {
  if (run.workDirectory.empty()) return {};
  return run.workDirectory + "/" + std::to_string(s.elderScore) + "-" + std::to_string(s.dealerScore) + ".rows";
}

// A score's rows saved by an earlier run: exactly the bytes its shape needs.
bool readRows(const std::string& path, std::size_t size, std::vector<std::uint8_t>& out) {
  if (path.empty()) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.size() != size) return false;
  out = std::move(bytes);
  return true;
}

// Written under another name first, so that a stopped run leaves no half file.
void writeRows(const std::string& path, const std::vector<std::uint8_t>& rows) {
  const std::string partial = path + ".partial";
  {
    std::ofstream out(partial, std::ios::binary);
    out.write(reinterpret_cast<const char*>(rows.data()), static_cast<std::streamsize>(rows.size()));
  }
  std::filesystem::rename(partial, path);
}

}  // namespace

std::vector<std::uint8_t> trunkFromWholeHand(const Subgame& whole, const ai::TrunkShape& shape) {
  std::vector<int> node(shape.nodes().size(), -1);
  matchNodes(whole, shape, 0, 0, node);
  return ai::trunkRows(shape, [&](int trunk, int hand) { return whole.averageRow(at(node, trunk), hand); });
}

void solveWholeHand(Subgame& whole, const PublicNode& root, const TrunkRun& run, TrunkSolved& solved) {
  for (int step = run.first; step > 0; step = std::min(run.step, run.most - solved.iterations)) {
    whole.solve(everyHand(), step, solved.iterations + 1);
    solved.iterations += step;
    solved.gap = subgameGap(whole, root, everyHand()).gap / 2;
    if (solved.gap <= run.gap) break;
  }
}

std::vector<std::uint8_t> solveTrunks(const RoundValues& values, const TrunkRun& run,
                                      const std::function<void(const TrunkSolved&)>& progress) {
  std::vector<std::vector<std::uint8_t>> rows(ai::kTrunkScores);
  std::atomic<int> next{0};
  std::mutex report;
  // By the sum of both scores: the hands every match starts with come first,
  // so a run stopped midway covers the start of the match; they also have
  // the largest trees, so no thread is left with a large one at the end.
  std::vector<int> order(ai::kTrunkScores);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [](int x, int y) { return x / kTarget + x % kTarget < y / kTarget + y % kTarget; });
  auto worker = [&] {
    for (int k = next++; k < ai::kTrunkScores; k = next++) {
      const int score = at(order, k);
      const auto start = std::chrono::steady_clock::now();
      TrunkSolved solved{score / kTarget, score % kTarget};
      const ai::TrunkShape shape(solved.elderScore, solved.dealerScore);
      const std::string saved = savedRowsPath(run, solved);
      solved.resumed = readRows(saved, shape.bytes(), at(rows, score));
      solved.left = !solved.resumed && !run.solveMissing;
      if (solved.resumed || solved.left) {
        const std::lock_guard lock(report);
        progress(solved);
        continue;
      }
      const PublicNode root = handStart(solved.elderScore, solved.dealerScore);
      Subgame whole(root, values);
      solveWholeHand(whole, root, run, solved);
      at(rows, score) = trunkFromWholeHand(whole, shape);
      if (!saved.empty()) writeRows(saved, at(rows, score));
      solved.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const std::lock_guard lock(report);
      progress(solved);
    }
  };
  std::vector<std::thread> pool;
  for (int i = 1; i < run.threads; ++i) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  return ai::trunkBytes(rows);
}

std::string trunkSource(const std::vector<std::uint8_t>& bytes, const std::string& command) {
  return generatedSource(bytes, command, "games/truc/ai/trunk_table.hpp") +
         "}  // namespace\n\nstd::span<const std::string_view> trunkData() { return kChunks; }\n\n"
         "}  // namespace kr::truc::ai\n";
}

}  // namespace kr::truc::cfr
