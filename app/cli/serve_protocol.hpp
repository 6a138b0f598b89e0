#pragma once
// The line protocol of `kartenrunde-cli serve` (docs/protocol.md): one JSON
// request in, one JSON response out. Parsing, field checks and dispatch live
// here; the deal itself lives in ServeSession.
#include <nlohmann/json.hpp>
#include <string>

#include "serve_session.hpp"

namespace kr::cli {

class ServeProtocol {
 public:
  // The response to one line of input, as one line of JSON with "ok"
  // first (without the newline); never throws.
  std::string answer(const std::string& line);
  nlohmann::json handle(const std::string& line);
  bool quitting() const { return quit_; }

 private:
  nlohmann::json dispatch(const nlohmann::json& request);

  ServeSession session_;
  bool quit_ = false;
};

}  // namespace kr::cli
