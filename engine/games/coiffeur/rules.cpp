#include "rules.hpp"

#include <bit>

namespace kr::coiffeur {

const std::vector<OptionSpec>& coiffeurOptionSpecs() {
  static const std::vector<OptionSpec> specs = {
      {"players", OptionType::Choice, 0, 0, 2, {"three", "four-partners", "four-individual"}, "CJ-3"},
      {"buur-exception", OptionType::Bool, 0, 0, 1, {}, "CJ-2"},
  };
  return specs;
}

int Rules::dealsPerMatch() const { return columns() * std::popcount(contracts()); }

Rules Rules::from(const Options& options) {
  Rules r;
  r.way = static_cast<Way>(options.get("players"));
  r.buur = options.flag("buur-exception");
  return r;
}

}  // namespace kr::coiffeur
