#include "rules.hpp"

namespace kr::dobbm {

const std::vector<OptionSpec>& dobbmOptionSpecs() {
  // The session length is a number of played deals (all-pass deals do not
  // count); 0 is an open-ended session, which ends when the players say so
  // (DB-7: then the Mussrunde, if it is on).
  static const std::vector<OptionSpec> specs = {
      {"players", OptionType::Int, 4, 4, 5, {}, "DB-2"},
      {"round-to-five", OptionType::Bool, 1, 0, 1, {}, "DB-6"},
      {"mussrunde", OptionType::Bool, 0, 0, 1, {}, "DB-7"},
      {"deals", OptionType::Int, 24, 0, 200, {}, "DB-7"},
  };
  return specs;
}

Rules Rules::from(const Options& options) {
  Rules r;
  r.players = options.get("players");
  r.roundToFive = options.flag("round-to-five");
  r.mussrunde = options.flag("mussrunde");
  r.deals = options.get("deals");
  return r;
}

}  // namespace kr::dobbm
