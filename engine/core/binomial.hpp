#pragma once
// The number of ways to choose k of n, as a double: the weights of card
// removal (which hands can be dealt) in the samplers and the Truc tables.
// Exact for every count a deck gives: each step's product stays a whole
// number far below 2^53.
namespace kr {

constexpr double binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  double r = 1;
  for (int i = 0; i < k; ++i) r = r * (n - i) / (i + 1);
  return r;
}

}  // namespace kr
