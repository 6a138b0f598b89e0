#include "games/truc/ai/public_tree.hpp"

#include <algorithm>

namespace kr::truc::ai {

Ranges everyHand() {
  Ranges r;
  for (HandVector& seat : r) seat.fill(1.0);
  return r;
}

PublicNode handStart(int elderScore, int dealerScore) {
  PublicNode n;
  n.play = TrucPlay::start(1, elderScore, dealerScore);
  return n;
}

PublicNode after(const PublicNode& n, int a) {
  PublicNode c = n;
  TrucPlay& p = c.play;
  if (p.phase == Phase::NewHands && !p.asked) {
    a == 0 ? p.ask() : p.decline();
  } else if (p.phase == Phase::NewHands) {
    if (a == 0) {
      p.agree();
      c.redeal = true;
    } else {
      p.refuse();
    }
  } else if (p.phase == Phase::Answer) {
    a == 0 ? p.accept() : p.refuse();
  } else if (a == kOfferAction) {
    p.offer();
  } else {
    at(c.played, p.mover) = withCard(at(c.played, p.mover), a);
    p.play(a);
  }
  return c;
}

int publicActions(const TrucPlay& play) { return play.phase == Phase::Play ? kPowers + (play.mayOffer() ? 1 : 0) : 2; }

bool mayTake(const TrucPlay& play, PowerHand remaining, int a) {
  return play.phase != Phase::Play || a == kOfferAction || countOf(remaining, a) > 0;
}

TakenActions takenActions(const PublicNode& n) {
  const int seat = n.play.toMove();
  const std::vector<int>& hands = HandPairs::get().holding(at(n.played, seat));
  TakenActions taken;
  for (int a = 0; a < publicActions(n.play); ++a)
    if (std::any_of(hands.begin(), hands.end(), [&](int h) { return mayTake(n.play, n.remaining(seat, h), a); }))
      at(taken.action, taken.count++) = a;
  return taken;
}

ActionRow strategyRow(const TrucPlay& play, int seat, PowerHand remaining, const StrategyFn& strategy) {
  const auto sigma = strategy(*infoKey(play, seat, remaining));
  ActionRow row{};
  if (play.phase != Phase::Play) {
    const double sum = sigma[0] + sigma[1];
    row[0] = sum > 0 ? sigma[0] / sum : 0.5;
    row[1] = sum > 0 ? sigma[1] / sum : 0.5;
    return row;
  }
  const auto options = turnOptions(play, remaining);
  double sum = 0;
  for (int s = 0; s < options.powers; ++s) sum += at(row, at(options.power, s)) = at(sigma, s);
  if (options.offer) sum += row[kOfferAction] = sigma[kOfferSlot];
  const int n = options.powers + (options.offer ? 1 : 0);
  for (int s = 0; s < options.powers; ++s)
    at(row, at(options.power, s)) = sum > 0 ? at(row, at(options.power, s)) / sum : 1.0 / n;
  if (options.offer) row[kOfferAction] = sum > 0 ? row[kOfferAction] / sum : 1.0 / n;
  return row;
}

void widenRanges(const PublicNode& n, Ranges& reach) {
  for (int seat = 0; seat < kSeats; ++seat) {
    const std::vector<int>& fitting = HandPairs::get().holding(at(n.played, seat));
    double most = 0;
    for (int h : fitting) most = std::max(most, at(reach[seat], h));
    const double floor = most > 0 ? kReachFloor * most : 1.0;
    for (int h : fitting) at(reach[seat], h) = std::max(at(reach[seat], h), floor);
  }
}

double elderValueAt(const PublicNode& n, const RoundValues& values) { return elderValue(n.play, n.redeal, values); }

void terminalValues(const PublicNode& n, int seat, double u, const HandVector& reachOther, HandVector& out) {
  const HandPairs& pairs = HandPairs::get();
  terminalValues(pairs.holding(at(n.played, seat)), pairs.holding(at(n.played, 1 - seat)), u, reachOther, out);
}

void terminalValues(const std::vector<int>& mine, const std::vector<int>& theirs, double u, const HandVector& reachOther,
                    HandVector& out) {
  const HandPairs& pairs = HandPairs::get();
  std::array<int, kHands> others;
  int count = 0;
  for (int j : theirs)
    if (at(reachOther, j) > 0) at(others, count++) = j;
  for (int i : mine) {
    // The chance of a pair is symmetric in the two hands: row i serves either seat.
    const double* chance = &pairs.chance[static_cast<std::size_t>(i * kHands)];
    double sum = 0;
    for (int c = 0; c < count; ++c) sum += chance[at(others, c)] * at(reachOther, at(others, c));
    at(out, i) = u * sum;
  }
}

}  // namespace kr::truc::ai
