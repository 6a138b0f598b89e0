#pragma once
// Coiffeur's rule options as a typed struct (docs/engine.md: games copy
// options once per deal, never looking them up by string in hot loops).
#include <vector>

#include "contracts.hpp"
#include "core/options.hpp"

namespace kr::coiffeur {

// The three ways to play (CJ-3, CJ-4).
enum class Way : std::uint8_t { Three, FourPartners, FourIndividual };

struct Rules {
  Way way = Way::Three;
  bool buur = false;  // CJ-2: the trump Under never has to follow a trump lead

  int seats() const { return way == Way::Three ? 3 : 4; }
  int handSize() const { return 36 / seats(); }
  bool partners() const { return way == Way::FourPartners; }
  // Contracts each player (or team) plays once.
  ContractSet contracts() const { return way == Way::Three ? kAllContracts : kFourPlayerContracts; }
  // Who keeps a board column: the seat, or the team (seats 0+2, 1+3).
  int columnOf(int seat) const { return partners() ? seat % 2 : seat; }
  int columns() const { return partners() ? 2 : seats(); }
  // Deals in a match: every column plays every contract once.
  int dealsPerMatch() const;

  static Rules from(const Options& options);
};

const std::vector<OptionSpec>& coiffeurOptionSpecs();

}  // namespace kr::coiffeur
