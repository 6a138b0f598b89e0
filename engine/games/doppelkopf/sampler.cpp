#include "sampler.hpp"

#include <algorithm>
#include <span>

#include "actions.hpp"
#include "announcements.hpp"
#include "card_flow.hpp"
#include "history_facts.hpp"
#include "setup.hpp"
#include "state.hpp"
#include "core/binomial.hpp"

namespace kr::dk {

namespace {

int bit(int seat) { return 1 << seat; }
std::size_t at(int i) { return static_cast<std::size_t>(i); }

// The poverty cards this seat saw, as counts.
Counts visible(const std::array<int, 3>& faces, int count) {
  Counts c{};
  for (int i = 0; i < count; ++i)
    if (faces[at(i)] >= 0) ++c[at(faces[at(i)])];
  return c;
}

// The unknown cards of the other seats as a card-flow problem, plus the
// cards already known to lie in some hand.
struct System {
  CardFlow flow;
  std::array<int, kSeats> slot{-1, -1, -1, -1};
  std::array<Counts, kSeats> fixed{};  // known cards in a hand (its "held" part)
  bool giftAvoidsQueens = false;       // a poverty's unseen gift leaves both ♣Q with the acceptor
  int giftTrumps = 0;                  // ... or takes enough trumps to leave it three
};

// Moves copies of a face from the pool into a seat's known cards. Voids
// shown in play bind only the cards not known otherwise.
bool place(System& sys, int seat, Card c, int copies, bool respectVoids) {
  if (copies <= 0) return true;
  const int slot = sys.slot[at(seat)];
  if (sys.flow.pool[c.face] < copies || sys.flow.capacity(slot) < copies) return false;
  if (respectVoids && !sys.flow.allowed(slot).contains(c)) return false;
  sys.flow.pool[c.face] -= copies;
  sys.flow.setSlot(slot, sys.flow.capacity(slot) - copies, sys.flow.allowed(slot));
  sys.fixed[at(seat)][c.face] += copies;
  return true;
}

// Splits a seat's slot so that its unknown cards hold between lo and hi
// trumps, the number drawn roughly as often as random deals would give it.
bool splitTrumps(System& sys, int seat, int lo, int hi, CardSet trumps, Rng& rng) {
  const int slot = sys.slot[at(seat)];
  const int cap = sys.flow.capacity(slot);
  const CardSet allow = sys.flow.allowed(slot);
  const int t = sys.flow.available(slot, trumps), p = sys.flow.available(slot, allow - trumps);
  std::array<double, kMaxTricks + 4> weight{};
  lo = std::max(lo, 0);
  hi = std::min(hi, cap);
  for (int m = lo; m <= hi; ++m) weight[at(m)] = binomial(t, m) * binomial(p, cap - m);
  for (;;) {
    double total = 0;
    for (int m = lo; m <= hi; ++m) total += weight[at(m)];
    if (lo > hi || total <= 0) return false;
    double pick = rng.unit() * total;
    int m = lo;
    while (m < hi && (weight[at(m)] == 0 || pick >= weight[at(m)])) pick -= weight[at(m++)];
    System trial = sys;
    trial.flow.setSlot(slot, m, allow & trumps);
    trial.flow.addSlot(seat, cap - m, allow - trumps);
    if (trial.flow.feasible()) {
      sys = trial;
      return true;
    }
    weight[at(m)] = 0;
  }
}

class Sampler {
 public:
  Sampler(const Game& game, const DoppelkopfObservation& obs, const Rules& rules, Rng& rng)
      : game_(game), obs_(obs), rules_(rules), rng_(rng), f_(readHistory(obs, rules)), stage_(f_.stage()) {}

  std::unique_ptr<GameState> run() {
    // Choices that later prove impossible are retried with fresh randomness;
    // the last tries drop the soft facts of the bidding.
    for (int attempt = 0; attempt < 8; ++attempt) {
      System sys;
      if (!build(sys, attempt < 6)) continue;
      std::array<CardMultiset, kSeats> unknown{};
      if (!sys.flow.deal(rng_, unknown)) continue;
      if (auto state = replay(sys, unknown)) return state;
    }
    return nullptr;
  }

 private:
  int O() const { return obs_.seat; }
  bool seesGifts() const { return O() == f_.poor || O() == f_.acceptor; }
  // After an exchange this seat did not see, the acceptor's dealt hand
  // depends on which cards went each way, still to be chosen.
  bool giftOpen(int seat) const { return stage_ == Stage::Done && !seesGifts() && seat == f_.acceptor; }

  // Both ♣Q dealt to the acceptor of an unseen exchange: every ♣Q is with
  // the acceptor or the poor player (it may have gone back), and the gift
  // holds none.
  bool queensWithPair(System& sys) const {
    const int q = rules_.partyCard().face;
    if (obs_.hand.count(rules_.partyCard()) > 0) return false;
    for (int s = 0; s < kSeats; ++s)
      if (s != f_.poor && s != f_.acceptor && f_.played[at(s)][at(q)] > 0) return false;
    for (int slot = 0; slot < sys.flow.slots(); ++slot) {
      const int s = sys.flow.seatOf(slot);
      if (s != f_.poor && s != f_.acceptor)
        sys.flow.setSlot(slot, sys.flow.capacity(slot), sys.flow.allowed(slot) - CardSet::of(rules_.partyCard()));
    }
    sys.giftAvoidsQueens = true;
    if (!rules_.normalTrumps().contains(rules_.partyCard())) {
      // DK-18 kings decide: a plain ♣K with the poor player came back among
      // the returned plain cards, so the acceptor keeps the rest.
      const int plainBack = 3 - f_.trumpsReturned - f_.played[at(f_.poor)][at(q)];
      const int unseen = 2 - f_.played[at(f_.poor)][at(q)] - f_.played[at(f_.acceptor)][at(q)];
      if (plainBack < 0 || !place(sys, f_.acceptor, rules_.partyCard(), unseen - plainBack, true)) return false;
    }
    return sys.flow.feasible();
  }

  // What this seat's own part in a poverty exchange tells about the other
  // party's hand (DK-4).
  void exchangeKnowledge(std::array<Counts, kSeats>& adjust, std::array<Counts, kSeats>& need,
                         std::array<CardSet, kSeats>& forbid) const {
    const Counts gift = visible(f_.gives, f_.giveCount);
    const Counts back = visible(f_.returns, f_.returnCount);
    if (stage_ == Stage::Done && O() == f_.poor)
      for (int c = 0; c < kFaceCount; ++c) {
        // The acceptor keeps what it was given and did not return.
        adjust[at(f_.acceptor)][at(c)] = back[at(c)] - gift[at(c)];
        need[at(f_.acceptor)][at(c)] = std::max(0, gift[at(c)] - back[at(c)] - f_.played[at(f_.acceptor)][at(c)]);
      }
    if (stage_ == Stage::Done && O() == f_.acceptor) {
      for (int c = 0; c < kFaceCount; ++c) {
        adjust[at(f_.poor)][at(c)] = gift[at(c)] - back[at(c)];
        need[at(f_.poor)][at(c)] = std::max(0, back[at(c)] - f_.played[at(f_.poor)][at(c)]);
      }
      forbid[at(f_.poor)] |= rules_.normalTrumps();  // the poor player gave every trump away
    }
    if (stage_ == Stage::Returning && O() != f_.poor) forbid[at(f_.poor)] |= rules_.normalTrumps();
  }

  bool build(System& sys, bool withBids) {
    const int hand = rules_.handSize();
    const Counts gift = visible(f_.gives, f_.giveCount);
    const Counts back = visible(f_.returns, f_.returnCount);
    std::array<Counts, kSeats> adjust{};  // dealt = held + played + adjust
    std::array<Counts, kSeats> need{};    // known cards each hand must hold
    std::array<CardSet, kSeats> forbid = f_.voids;
    exchangeKnowledge(adjust, need, forbid);

    auto requireDealt = [&](int s, Card c, int n) {
      if (s < 0 || s == O()) return;
      const int held = n - f_.played[at(s)][c.face] - adjust[at(s)][c.face];
      need[at(s)][c.face] = std::max(need[at(s)][c.face], held);
    };
    auto requireHeld = [&](int s, Card c, int n) {
      if (s < 0 || s == O()) return;
      need[at(s)][c.face] = std::max(need[at(s)][c.face], n - f_.played[at(s)][c.face]);
    };
    for (int s = 0; s < kSeats; ++s) {
      // DK-2: announcing Re in a normal game shows a ♣Q, Kontra shows none.
      if (f_.contract == Contract::Normal && f_.announced[at(s)] == 0) requireDealt(s, rules_.partyCard(), 1);
      if (f_.contract == Contract::Normal && f_.announced[at(s)] == 1 && s != O()) forbid[at(s)] |= CardSet::of(rules_.partyCard());
      if (withBids && (f_.passedPoverty & bit(s)) && !giftOpen(s)) requireDealt(s, rules_.partyCard(), 2);
    }
    requireDealt(f_.marriage, rules_.partyCard(), 2);
    // DK-15: the misère ouvert soloist holds exactly the open cards.
    if (f_.openSeat >= 0 && f_.openSeat != O())
      for (Card c : f_.openHand.once())
        need[at(f_.openSeat)][c.face] = std::max(need[at(f_.openSeat)][c.face], f_.openHand.count(c));
    requireHeld(f_.pigSeat, kDiamondAce, 2);
    requireHeld(f_.hyperSeat, rules_.hyperCard(), 2);
    requireHeld(f_.genscherSeat, kDiamondKing, 2);  // DK-17

    // The pool: every card whose place this seat does not know.
    Counts pool{};
    for (Card c : rules_.deck()) pool[c.face] = rules_.copies(c);
    const Counts own = countsOf(obs_.hand);
    for (int c = 0; c < kFaceCount; ++c) {
      pool[at(c)] -= own[at(c)];
      for (int s = 0; s < kSeats; ++s) pool[at(c)] -= f_.played[at(s)][at(c)];
      if (O() == f_.poor && stage_ <= Stage::Returning) pool[at(c)] -= gift[at(c)];
      if (O() == f_.acceptor && stage_ == Stage::Returning) pool[at(c)] -= back[at(c)];
    }
    sys.flow.pool = pool;
    for (int s = 0; s < kSeats; ++s) {
      if (s == O()) continue;
      int held = hand - sumOf(f_.played[at(s)]);
      if (stage_ == Stage::Giving && s == f_.poor) held = hand;  // the dealt hand, gift included
      if (stage_ == Stage::Returning && s == f_.poor) held = hand - 3;
      if (stage_ == Stage::Returning && s == f_.acceptor) held = O() == f_.poor ? hand : hand + 3;
      sys.slot[at(s)] = sys.flow.addSlot(s, held, rules_.deck() - forbid[at(s)]);
    }
    for (int s = 0; s < kSeats; ++s) {
      if (s == O() || !anyPositive(need[at(s)])) continue;  // most seats need no known card
      for (int c = 0; c < kFaceCount; ++c)
        if (!place(sys, s, Card(c), need[at(s)][at(c)], false)) return false;
    }
    if (!sys.flow.feasible()) return false;
    // An acceptor who passed the poverty round kept both ♣Q out of the gift.
    if (withBids && stage_ == Stage::Returning && O() != f_.poor && (f_.passedPoverty & bit(f_.acceptor)))
      sys.giftAvoidsQueens = true;

    if (stage_ == Stage::Giving && O() != f_.poor) {
      // DK-4: the poor player was dealt three trumps or fewer.
      if (!splitTrumps(sys, f_.poor, 0, 3 - trumpsIn(sys.fixed[at(f_.poor)], rules_), rules_.normalTrumps(), rng_)) return false;
    }
    if (stage_ == Stage::Done && !seesGifts()) {
      // The returned trumps are public, and the poor player kept no trump.
      const int m = f_.trumpsReturned - trumpsIn(f_.played[at(f_.poor)], rules_) - trumpsIn(sys.fixed[at(f_.poor)], rules_);
      if (!splitTrumps(sys, f_.poor, m, m, rules_.normalTrumps(), rng_)) return false;
    }
    if (withBids) return residualBids(sys, adjust);
    return true;
  }

  static bool anyPositive(const Counts& c) {
    bool any = false;  // no early exit, so the compiler may vectorize it
    for (int x : c) any |= x > 0;
    return any;
  }

  static int sumOf(const Counts& c) {
    int n = 0;
    for (int x : c) n += x;
    return n;
  }

  // DK-5: a reserved seat that let the solos pass holds a lower game: both
  // ♣Q (marriage) or three trumps at most (poverty).
  bool residualBids(System& sys, const std::array<Counts, kSeats>& adjust) {
    const int seats = f_.passedSolo & ~f_.passedPoverty & ~bit(O()) & ~(f_.poor >= 0 ? bit(f_.poor) : 0) &
                      ~(f_.marriage >= 0 ? bit(f_.marriage) : 0);
    if (f_.acceptor >= 0 && f_.acceptor != O() && (f_.passedPoverty & bit(f_.acceptor)) && giftOpen(f_.acceptor))
      if (!queensWithPair(sys)) return false;
    for (int s = 0; s < kSeats; ++s) {
      if (!(seats & bit(s))) continue;
      // The acceptor's unseen gift is still to be chosen: while the returns
      // run it comes out of the fifteen cards, after them it is open too.
      const bool inPool = stage_ == Stage::Returning && s == f_.acceptor && O() != f_.poor;
      const bool open = giftOpen(s);
      const int q = rules_.partyCard().face;
      const int queens = 2 - f_.played[at(s)][at(q)] - adjust[at(s)][at(q)] - sys.fixed[at(s)][at(q)];
      const int offset = trumpsIn(f_.played[at(s)], rules_) + trumpsIn(adjust[at(s)], rules_) + trumpsIn(sys.fixed[at(s)], rules_);
      // Trumps the gift can take away: up to three; after the exchange the
      // returned trumps come back on top.
      const int slack = inPool ? 3 : open ? 3 - f_.trumpsReturned : 0;
      // DK-18: a pass of the marriage round, asked before poverty, leaves poverty.
      const bool povertyOnly = f_.passedMarriage & bit(s);
      const bool marriageFirst = rng_.below(2) == 0;
      bool done = false;
      for (int k = 0; k < 2 && !done; ++k) {
        System trial = sys;
        if ((k == 0) == marriageFirst) {
          if (povertyOnly) continue;
          if (open) {
            done = queensWithPair(trial);
          } else {
            done = place(trial, s, rules_.partyCard(), queens, true) && trial.flow.feasible();
            trial.giftAvoidsQueens |= inPool;
          }
        } else if (rules_.poverty) {
          done = splitTrumps(trial, s, 0, 3 + slack - offset, rules_.normalTrumps(), rng_);
          if (inPool || open) trial.giftTrumps = -1;  // decided when the gift is drawn
        }
        if (done) sys = trial;
      }
      if (!done) return false;
    }
    return true;
  }

  // Draws `count` cards from a multiset, among `faces`.
  std::vector<int> draw(Counts& from, CardSet faces, int count) {
    std::vector<int> cards;
    for (Card c : faces)
      for (int k = 0; k < from[c.face]; ++k) cards.push_back(c.face);
    rng_.shuffle(std::span<int>(cards));
    cards.resize(static_cast<std::size_t>(std::min<int>(count, static_cast<int>(cards.size()))));
    for (int c : cards) --from[at(c)];
    return cards;
  }

  std::unique_ptr<GameState> replay(const System& sys, const std::array<CardMultiset, kSeats>& unknown) {
    std::array<Counts, kSeats> held{}, dealt{};
    for (int s = 0; s < kSeats; ++s) {
      held[at(s)] = countsOf(unknown[at(s)]);
      for (int c = 0; c < kFaceCount; ++c) {
        held[at(s)][at(c)] += sys.fixed[at(s)][at(c)];
        dealt[at(s)][at(c)] = held[at(s)][at(c)] + f_.played[at(s)][at(c)];
      }
    }
    dealt[at(O())] = countsOf(obs_.dealt);
    std::vector<int> gives, returns;
    if (!exchange(sys, held, dealt, gives, returns)) return nullptr;

    std::array<CardMultiset, kSeats> hands{};
    for (int s = 0; s < kSeats; ++s) {
      bool outOfRange = false;  // no early exit, so the compiler may vectorize it
      for (int x : dealt[at(s)]) outOfRange |= x < 0 || x > 2;
      if (outOfRange) return nullptr;
      hands[at(s)] = multisetOf(dealt[at(s)]);
      if (hands[at(s)].size() != rules_.handSize()) return nullptr;
    }
    auto state = std::make_unique<DoppelkopfState>(
        game_, [&] { return startDeal(rules_, obs_.dealer, obs_.owedSolos, obs_.forcedSolo, hands); });
    std::size_t g = 0, r = 0;
    for (const HistoryEntry& h : obs_.history) {
      if (isAutomatic(h)) continue;
      Action a = h.action;
      if (a == kHiddenGive) a = kGiveBase + gives.at(g++);
      else if (isGive(a)) ++g;
      if (a == kHiddenReturn) a = kReturnBase + returns.at(r++);
      else if (isReturn(a)) ++r;
      state->applyUnchecked(h.seat, a, nullptr);
    }
    return state;
  }

  // The poverty cards this seat did not see, and the dealt hands they imply.
  bool exchange(const System& sys, std::array<Counts, kSeats>& held, std::array<Counts, kSeats>& dealt,
                std::vector<int>& gives, std::vector<int>& returns) {
    for (int i = 0; i < f_.giveCount; ++i) gives.push_back(f_.gives[at(i)]);
    for (int i = 0; i < f_.returnCount; ++i) returns.push_back(f_.returns[at(i)]);
    const CardSet trumps = rules_.normalTrumps();
    const int P = f_.poor, A = f_.acceptor;
    auto trumpsFirst = [&](std::vector<int>& cards) {
      std::stable_partition(cards.begin(), cards.end(), [&](int c) { return trumps.contains(Card(c)); });
    };
    switch (stage_) {
      case Stage::None: return true;
      case Stage::Giving: {
        if (O() == P) return true;
        // The poor player's dealt hand was drawn whole; it lays its trumps first.
        Counts rest = dealt[at(P)];
        std::vector<int> gift = draw(rest, trumps, 3);
        for (int c : draw(rest, rules_.deck() - trumps, 3 - static_cast<int>(gift.size()))) gift.push_back(c);
        for (int i = 0; i < f_.giveCount; ++i) gives[at(i)] = gift[at(i)];
        return true;
      }
      case Stage::Returning: {
        if (O() == A) {
          for (int c : gives) ++dealt[at(P)][at(c)];
          return true;
        }
        Counts pool = held[at(A)];  // the acceptor's fifteen cards
        if (O() == P) {
          for (int c : gives) ++pool[at(c)];
        } else {
          CardSet faces = rules_.deck();
          if (sys.giftAvoidsQueens) faces.remove(rules_.partyCard());
          Counts from = pool;
          int wantTrumps = 0;
          if (sys.giftTrumps < 0) wantTrumps = std::max(0, trumpsIn(pool, rules_) - 3);
          std::vector<int> gift = draw(from, faces & trumps, wantTrumps);
          for (int c : draw(from, faces, 3 - static_cast<int>(gift.size()))) gift.push_back(c);
          if (gift.size() != 3) return false;
          trumpsFirst(gift);
          gives.assign(gift.begin(), gift.end());
          dealt[at(A)] = pool;
          for (int c : gives) {
            --dealt[at(A)][at(c)];
            ++dealt[at(P)][at(c)];
          }
        }
        Counts from = pool;
        std::vector<int> back = draw(from, rules_.deck(), f_.returnCount);
        for (int i = 0; i < f_.returnCount; ++i) returns[at(i)] = back[at(i)];
        return true;
      }
      case Stage::Done: {
        if (O() == P) {
          for (int i = 0; i < 3; ++i) {
            --dealt[at(A)][at(gives[at(i)])];
            ++dealt[at(A)][at(returns[at(i)])];
          }
          return true;
        }
        if (O() == A) {
          for (int i = 0; i < 3; ++i) {
            --dealt[at(P)][at(returns[at(i)])];
            ++dealt[at(P)][at(gives[at(i)])];
          }
          return true;
        }
        // Unseen both ways: the returned cards are the poor player's trumps and
        // some plain cards; the gift, any three of the acceptor's cards then.
        // That they were the very cards returned is as likely a story as any
        // other for this seat, unless the acceptor's bids ask for another.
        Counts post = dealt[at(P)];
        std::vector<int> back = draw(post, trumps, 3);
        if (static_cast<int>(back.size()) != f_.trumpsReturned) return false;
        if (sys.giftAvoidsQueens && !trumps.contains(rules_.partyCard())) {
          // DK-18: a plain party card (♣K) with the poor player came back from
          // the acceptor, who was dealt both.
          const int party = rules_.partyCard().face;
          for (; post[at(party)] > 0; --post[at(party)]) back.push_back(party);
          if (back.size() > 3) return false;
        }
        for (int c : draw(post, rules_.deck() - trumps, 3 - static_cast<int>(back.size()))) back.push_back(c);
        if (back.size() != 3) return false;
        returns.assign(back.begin(), back.end());
        gives = returns;
        if (sys.giftAvoidsQueens || sys.giftTrumps < 0) {
          Counts pool = dealt[at(A)];  // the acceptor's cards after the exchange, plus the returns
          for (int c : returns) ++pool[at(c)];
          CardSet faces = rules_.deck();
          if (sys.giftAvoidsQueens) faces.remove(rules_.partyCard());
          const int wantTrumps = sys.giftTrumps < 0 ? std::max(0, trumpsIn(pool, rules_) - 3) : 0;
          std::vector<int> gift = draw(pool, faces & trumps, wantTrumps);
          if (static_cast<int>(gift.size()) < wantTrumps) return false;
          for (int c : draw(pool, faces, 3 - static_cast<int>(gift.size()))) gift.push_back(c);
          if (gift.size() != 3) return false;
          trumpsFirst(gift);
          gives.assign(gift.begin(), gift.end());
          for (int i = 0; i < 3; ++i) {
            ++dealt[at(A)][at(returns[at(i)])];
            --dealt[at(A)][at(gives[at(i)])];
            --dealt[at(P)][at(returns[at(i)])];
            ++dealt[at(P)][at(gives[at(i)])];
          }
        }
        return true;
      }
    }
    return true;
  }

  const Game& game_;
  const DoppelkopfObservation& obs_;
  const Rules& rules_;
  Rng& rng_;
  Facts f_;
  Stage stage_;
};

}  // namespace

std::unique_ptr<GameState> sampleDeal(const Game& game, const DoppelkopfObservation& obs, const Rules& rules,
                                      Rng& rng) {
  return Sampler(game, obs, rules, rng).run();
}

}  // namespace kr::dk
