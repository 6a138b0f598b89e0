#include "serve_protocol.hpp"

#include <charconv>
#include <exception>
#include <map>
#include <set>

namespace kr::cli {

using nlohmann::json;

namespace {

// A failed request: the error travels as a value up to handle().
struct Refused {
  Error error;
};

json okay(json fields = json::object()) {
  json out = {{"ok", true}};
  for (auto& [k, v] : fields.items()) out[k] = std::move(v);
  return out;
}

json refusal(const Error& e) { return {{"ok", false}, {"error", {{"code", e.code}, {"message", e.message()}}}}; }

// The fields each command takes besides "cmd" and "id"; anything else is
// refused, so that a misspelt field does not pass silently.
const std::map<std::string, std::set<std::string>, std::less<>>& commands() {
  static const std::map<std::string, std::set<std::string>, std::less<>> c = {
      {"new", {"game", "options", "dealer", "seed", "hands", "rest"}},
      {"act", {"seat", "action"}},
      {"legal", {"seat"}},
      {"observe", {"seat"}},
      {"decide", {"seat", "level", "budget_ms", "seed"}},
      {"state", {}},
      {"result", {}},
      {"record", {}},
      {"quit", {}},
  };
  return c;
}

const json& field(const json& req, const char* name) {
  if (!req.contains(name)) throw Refused{{"missing-field", name, "required"}};
  return req[name];
}

std::string stringField(const json& req, const char* name) {
  const json& v = field(req, name);
  if (!v.is_string()) throw Refused{{"bad-field", name, std::string("expected a string, found ") + v.type_name()}};
  return v.get<std::string>();
}

// An integer in lo..hi; `fallback` when absent and not required.
int intField(const json& req, const char* name, std::int64_t lo, std::int64_t hi, std::optional<int> fallback) {
  if (fallback && !req.contains(name)) return *fallback;
  const json& v = field(req, name);
  if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
    throw Refused{{"bad-field", name,
                   "expected a whole number " + std::to_string(lo) + ".." + std::to_string(hi) + ", found " + v.dump()}};
  return v.get<int>();
}

// Seeds as records write them: an unsigned 64-bit number, best as a decimal string.
std::uint64_t seedField(const json& req, const char* name) {
  if (!req.contains(name)) return 0;
  const json& v = req[name];
  if (v.is_number_unsigned()) return v.get<std::uint64_t>();
  if (v.is_string()) {
    const auto& s = v.get_ref<const std::string&>();
    std::uint64_t out = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
    if (!s.empty() && ec == std::errc() && end == s.data() + s.size()) return out;
  }
  throw Refused{{"bad-field", name, "expected an unsigned 64-bit number as a decimal string"}};
}

}  // namespace

std::string ServeProtocol::answer(const std::string& line) {
  const json response = handle(line);
  nlohmann::ordered_json out;
  out["ok"] = response["ok"];  // first, so that a reader sees at once how it went
  for (const auto& [key, value] : response.items())
    if (key != "ok") out[key] = value;
  // Replace, not throw, on invalid UTF-8 echoed back in an error message.
  return out.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

json ServeProtocol::handle(const std::string& line) {
  json request;
  try {
    request = json::parse(line);
  } catch (const std::exception& e) {  // parse errors, numbers out of range
    const auto* parse = dynamic_cast<const json::parse_error*>(&e);
    return refusal({"bad-json", parse ? "byte " + std::to_string(parse->byte) : "", e.what()});
  }
  json response;
  try {
    response = dispatch(request);
  } catch (const Refused& r) {
    response = refusal(r.error);
  } catch (const std::exception& e) {
    // Never expected; answered rather than ending the server.
    response = refusal({"internal-error", "", e.what()});
  }
  if (request.is_object() && request.contains("id")) response["id"] = request["id"];  // pairs answers with requests
  return response;
}

json ServeProtocol::dispatch(const json& req) {
  if (!req.is_object()) throw Refused{{"bad-request", "", std::string("expected a JSON object, found ") + req.type_name()}};
  const std::string cmd = stringField(req, "cmd");
  const auto known = commands().find(cmd);
  if (known == commands().end()) throw Refused{{"unknown-command", "cmd", "\"" + cmd + "\""}};
  for (const auto& [key, value] : req.items())
    if (key != "cmd" && key != "id" && !known->second.count(key)) throw Refused{{"unknown-field", key, "not a field of " + cmd}};

  if (cmd == "quit") {
    quit_ = true;
    return okay();
  }
  if (cmd == "new") {
    if (auto e = session_.start(req)) throw Refused{*e};
    const GameState& s = session_.state();
    return okay({{"game", std::string(session_.game().id())}, {"seats", s.seatCount()},
                 {"phase", std::string(s.phase())}, {"to_move", s.toMove()}});
  }
  if (!session_.started()) throw Refused{{"no-deal", "", "no deal started: send a \"new\" request first"}};
  const GameState& s = session_.state();
  const auto seat = [&] { return intField(req, "seat", 0, s.seatCount() - 1, std::nullopt); };

  if (cmd == "act") {
    const int who = seat();
    if (auto e = session_.act(who, stringField(req, "action"))) throw Refused{*e};
    return okay({{"phase", std::string(s.phase())}, {"to_move", s.toMove()}, {"terminal", s.isTerminal()}});
  }
  if (cmd == "legal") {
    const int who = seat();
    return okay({{"seat", who}, {"legal", session_.legal(who)}});
  }
  if (cmd == "observe") return okay(session_.observe(seat()));
  if (cmd == "decide") {
    const int who = seat();
    const std::string level = stringField(req, "level");
    const int budget = intField(req, "budget_ms", 0, 600'000, -1);
    auto answer = session_.decide(who, level, budget, seedField(req, "seed"));
    if (!answer) throw Refused{answer.error()};
    return okay(std::move(answer.value()));
  }
  if (cmd == "state") return okay(session_.fullState());
  if (cmd == "result") {
    if (!s.isTerminal()) throw Refused{{"not-over", "", "the deal is still being played"}};
    return okay(session_.result());
  }
  return okay({{"record", session_.record()}, {"replayable", session_.replayable()}});  // "record"
}

}  // namespace kr::cli
