// Drives `kartenrunde-cli serve` through a pipe, as an outside program would.
//   serve_driver CLI script FILE  - a scripted session: "> request" lines are
//                                   sent, each "< regex" must match the answer
//                                   to the request before it ("#": comment)
//   serve_driver CLI fuzz N SEED  - N random and mutated lines, then quit
// Both check that every line gets exactly one JSON object with a boolean
// "ok", and that the server exits 0. Exit code: 0 passed, 1 failed.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <random>
#include <regex>
#include <string>
#include <vector>

namespace {

// Runs the server on `requests` (one per line) and returns its answer lines;
// a shell redirection is enough, since every request is known beforehand.
bool runServer(const std::string& cli, const std::vector<std::string>& requests, const std::string& tag,
               std::vector<std::string>& answers) {
  const std::string in = "serve_" + tag + ".in", out = "serve_" + tag + ".out";
  {
    std::ofstream f(in, std::ios::binary);
    for (const auto& r : requests) f << r << '\n';
  }
  const int rc = std::system(("\"" + cli + "\" serve < " + in + " > " + out).c_str());
  if (rc != 0) {
    std::cerr << "FAIL: the server exited with status " << rc << "\n";
    return false;
  }
  std::ifstream f(out, std::ios::binary);
  for (std::string line; std::getline(f, line);) answers.push_back(line);
  return true;
}

// One well-formed answer per request, each {"ok": bool, ...}, errors with code and message.
bool wellFormed(const std::vector<std::string>& requests, const std::vector<std::string>& answers) {
  if (answers.size() != requests.size()) {
    std::cerr << "FAIL: " << requests.size() << " requests but " << answers.size() << " answers\n";
    return false;
  }
  for (std::size_t i = 0; i < answers.size(); ++i) {
    nlohmann::json a = nlohmann::json::parse(answers[i], nullptr, false);
    const bool ok = a.is_object() && a.contains("ok") && a["ok"].is_boolean() &&
                    (a["ok"] == true || (a.contains("error") && a["error"].is_object() && a["error"]["code"].is_string() &&
                                         a["error"]["message"].is_string()));
    if (!ok || answers[i].rfind("{\"ok\":", 0) != 0) {
      std::cerr << "FAIL: answer " << i + 1 << " is malformed: " << answers[i] << "\nrequest: " << requests[i] << "\n";
      return false;
    }
  }
  return true;
}

int script(const std::string& cli, const std::string& path) {
  std::ifstream f(path);
  if (!f) {
    std::cerr << "FAIL: cannot read " << path << "\n";
    return 1;
  }
  std::vector<std::string> requests;
  std::vector<std::vector<std::string>> expected;  // regexes per request
  for (std::string line; std::getline(f, line);) {
    if (line.rfind("> ", 0) == 0) {
      requests.push_back(line.substr(2));
      expected.emplace_back();
    } else if (line.rfind("< ", 0) == 0 && !expected.empty()) {
      expected.back().push_back(line.substr(2));
    }
  }
  std::vector<std::string> answers;
  const std::string tag = path.substr(path.find_last_of('/') + 1);
  if (!runServer(cli, requests, tag, answers) || !wellFormed(requests, answers)) return 1;
  int failures = 0;
  for (std::size_t i = 0; i < requests.size(); ++i)
    for (const auto& re : expected[i])
      if (!std::regex_search(answers[i], std::regex(re))) {
        std::cerr << "FAIL: request " << i + 1 << ": " << requests[i] << "\n  answer: " << answers[i]
                  << "\n  does not match: " << re << "\n";
        ++failures;
      }
  std::cout << requests.size() << " requests, " << failures << " failed\n";
  return failures == 0 ? 0 : 1;
}

// Lines a careless or hostile client might send.
class Fuzzer {
 public:
  explicit Fuzzer(unsigned seed) : rng_(seed) {}

  std::string line() {
    switch (pick(6)) {
      case 0: return randomBytes();
      case 1: {  // truncated
        const std::string v = validish();
        return v.substr(0, pick(v.size() + 1));
      }
      case 2: {  // one byte changed
        std::string v = validish();
        v[pick(v.size())] = static_cast<char>(1 + pick(254));
        return strip(v);
      }
      default: return validish();
    }
  }

 private:
  std::size_t pick(std::size_t n) { return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }
  template <class T>
  const T& oneOf(const std::vector<T>& v) { return v[pick(v.size())]; }
  static std::string strip(std::string s) {
    for (char& c : s)
      if (c == '\n') c = ' ';
    return s;
  }
  std::string randomBytes() {
    std::string s(pick(60), ' ');
    for (char& c : s) c = static_cast<char>(1 + pick(255));
    return strip(s);
  }
  nlohmann::json anyValue() {
    switch (pick(8)) {
      case 0: return nullptr;
      case 1: return static_cast<int>(pick(12)) - 3;
      case 2: return "x";
      case 3: return nlohmann::json::array({"CQ", 1});
      case 4: return nlohmann::json::object({{"a", 1}});
      case 5: return true;
      case 6: return 1e300;
      default: return "18446744073709551616";
    }
  }
  // A request of a real command, its fields mostly sensible, sometimes not.
  std::string validish() {
    static const std::vector<std::string> games = {"doppelkopf", "truc", "coiffeur", "dobbm", "skat", ""};
    static const std::vector<std::string> cmds = {"new", "new", "act", "act", "act", "legal", "observe", "decide",
                                                  "state", "result", "record", "bogus"};
    static const std::vector<std::string> actions = {"CQ", "healthy", "reservation", "announce:re", "offer",
                                                     "accept", "refuse", "play", "ask", "pass", "dobbm", "double",
                                                     "HA", "SA", "DT", "", "solo:queen", "??"};
    static const std::vector<std::string> levels = {"random", "beginner", "heuristic", "standard", "strong", "nope"};
    nlohmann::json r = {{"cmd", oneOf(cmds)}};
    const std::string cmd = r["cmd"];
    if (cmd == "new") {
      r["game"] = oneOf(games);
      r["seed"] = std::to_string(pick(1000));
      if (pick(4) == 0) r["dealer"] = static_cast<int>(pick(6)) - 1;
      if (pick(5) == 0) r["options"] = {{oneOf(std::vector<std::string>{"poverty", "bock", "players", "x"}), anyValue()}};
      if (pick(6) == 0) r["hands"] = {{"CQ", "CQ"}, {"HA"}, anyValue()};
    } else if (cmd != "state" && cmd != "result" && cmd != "record" && cmd != "bogus") {
      r["seat"] = pick(5) == 0 ? anyValue() : nlohmann::json(pick(5));
      if (cmd == "act") r["action"] = pick(8) == 0 ? anyValue() : nlohmann::json(oneOf(actions));
      if (cmd == "decide") {
        r["level"] = oneOf(levels);
        r["budget_ms"] = pick(3);  // keeps the searching levels quick
        r["seed"] = std::to_string(pick(100));
      }
    }
    if (pick(10) == 0) r[oneOf(std::vector<std::string>{"seat", "extra", "id", "cmd"})] = anyValue();
    return r.dump();
  }

  std::mt19937_64 rng_;
};

int fuzz(const std::string& cli, int n, unsigned seed) {
  Fuzzer fuzzer(seed);
  std::vector<std::string> requests;
  for (int i = 0; i < n; ++i) requests.push_back(fuzzer.line());
  requests.emplace_back("{\"cmd\":\"quit\"}");
  std::vector<std::string> answers;
  if (!runServer(cli, requests, "fuzz", answers) || !wellFormed(requests, answers)) return 1;
  if (answers.back() != "{\"ok\":true}") {
    std::cerr << "FAIL: quit answered " << answers.back() << "\n";
    return 1;
  }
  int oks = 0;
  for (const auto& a : answers) oks += a.rfind("{\"ok\":true", 0) == 0;
  std::cout << requests.size() << " lines, " << oks << " accepted, every one answered\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 4 && std::string(argv[2]) == "script") return script(argv[1], argv[3]);
  if (argc == 5 && std::string(argv[2]) == "fuzz") return fuzz(argv[1], std::atoi(argv[3]), static_cast<unsigned>(std::atoi(argv[4])));
  std::cerr << "usage: serve_driver CLI script FILE | serve_driver CLI fuzz N SEED\n";
  return 1;
}
