// The computer players in a misère (ruling DK-15): who declares one, the
// soloist's ducking, the opponents' forcing, and legal play at every level.
#include <catch2/catch.hpp>

#include "dk_support.hpp"
#include "games/doppelkopf/ai/hand_eval.hpp"
#include "games/doppelkopf/ai/levels.hpp"
#include "games/doppelkopf/ai/reasons.hpp"
#include "games/doppelkopf/ai/search_player.hpp"
#include "games/doppelkopf/state.hpp"

using namespace kr;
using namespace aitest;

namespace {

Options misereOptions() { return dkOptions({{"misere", "true"}, {"misere-ouvert", "true"}}); }

CardMultiset handOf(std::string_view text) {
  CardMultiset m;
  std::string word;
  for (char ch : std::string(text) + " ") {
    if (ch != ' ') {
      word += ch;
      continue;
    }
    if (!word.empty()) m.add(*parseCard(word, DeckStyle::French));
    word.clear();
  }
  return m;
}

// Seat 0 holds only low cards; the rest of the deck is with the others.
const std::array<std::string, 4> kLowHand = {
    "D9 D9 DK DK DT DT C9 C9 S9 S9 H9 H9",
    "CJ CA SA HA DQ CT ST HK HQ SQ CQ HT",
    "CJ CA SA HA DQ CT ST HK HQ SQ CQ HT",
    "DA CK SK DJ DA CK SK HJ SJ SJ HJ DJ",
};
// Low, but with a ♣A, three kings and the ♦A: a misère, not an open one.
const std::array<std::string, 4> kFairlyLowHand = {
    "D9 D9 DK DK DA DT CA CK S9 SK H9 HK",
    "CJ C9 SA HA DQ CT ST H9 HQ SQ CQ HT",
    "CJ CA SA HA DQ CT ST HK HQ SQ CQ HT",
    "DT C9 S9 DJ DA CK SK HJ SJ SJ HJ DJ",
};
// The soloist (seat 0) holds ♣A ♣K ♣9; seat 1 wins trick 1 with the Dulle.
const std::array<std::string, 4> kDuck = {
    "CA CK C9 S9 S9 H9 H9 D9 D9 DK DK DT",
    "CT SA ST SK HA HK HT CQ SQ HQ DQ CJ",
    "C9 CA SA ST SK HA HT CQ SQ HQ DQ CJ",
    "CT CK HK SJ SJ HJ HJ DJ DJ DA DA DT",
};
// The soloist's only clubs are both ♣A: any club led wins it a trick.
const std::array<std::string, 4> kClubAces = {
    "CA CA S9 S9 H9 H9 D9 D9 DK DK DT DT",
    "HA HK CK C9 SA ST HT CQ SQ HQ DQ CJ",
    "HA HK CT C9 SA ST HT CQ SQ HQ DQ CJ",
    "CT CK SK SK SJ SJ HJ HJ DJ DJ DA DA",
};

std::vector<std::unique_ptr<Player>> searchPlayers() {
  std::vector<std::unique_ptr<Player>> out;
  for (const char* kind : {"standard", "strong"}) {
    auto p = std::make_unique<dk::ai::SearchPlayer>(*dk::ai::findLevel(kind), 1);
    p->fixSamples(40);
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace

TEST_CASE("DK-15 the rule-based player declares a misère only with a hand of low cards", "[ai][doppelkopf][DK-15]") {
  const Options both = misereOptions();
  auto heuristic = makePlayer("heuristic", game(), 1);
  auto low = dealOf(kLowHand, both);
  CHECK(decide(*heuristic, *low, both) == "reservation");
  act(*low, "reservation healthy healthy healthy");
  CHECK(decide(*heuristic, *low, both) == "solo:misere-ouvert");  // safe enough to show
  auto fair = dealOf(kFairlyLowHand, both);
  act(*fair, "reservation healthy healthy healthy");
  CHECK(decide(*heuristic, *fair, both) == "solo:misere");  // the ♣A is too risky to show
  // Only the open misère allowed: the fairly low hand does not risk it.
  const Options ouvertOnly = dkOptions({{"misere-ouvert", "true"}});
  auto fairOpen = dealOf(kFairlyLowHand, ouvertOnly);
  CHECK(decide(*heuristic, *fairOpen, ouvertOnly) != "reservation");
  // Hands with high trumps and aces are far from a misère.
  const dk::Rules rules = dk::Rules::from(both);
  CHECK(dk::ai::misereKindFor(handOf(kLowHand[1]), rules) == -1);
  CHECK(dk::ai::misereKindFor(handOf(kClubAces[0]), rules) == -1);
  CHECK(dk::ai::misereRisk(handOf(kLowHand[0]), rules) < dk::ai::misereRisk(handOf(kFairlyLowHand[0]), rules));
}

TEST_CASE("DK-15 the misère soloist plays the highest card that still loses", "[ai][doppelkopf][DK-15]") {
  const Options options = misereOptions();
  auto state = dealOf(kDuck, options);
  act(*state, "reservation healthy healthy healthy solo:misere 0:D9 1:HT 2:CQ 3:DA 1:CT 2:C9 3:CT");
  REQUIRE(state->toMove() == 0);
  auto heuristic = makePlayer("heuristic", game(), 1);
  CHECK(decide(*heuristic, *state, options) == "CK");  // ♣A would win, ♣9 keeps the ♣K for later
  // The hint's reason words it (the table shows the id's words).
  const dk::ai::SeatView view(static_cast<const dk::DoppelkopfState&>(*state).deal(), 0);
  CHECK(dk::ai::reasonFor(view, *state->actionFromString("CK")) == "misere-duck");
  for (auto& player : searchPlayers()) {
    INFO(player->kind());
    CHECK(decide(*player, *state, options) != "CA");
  }
}

TEST_CASE("DK-15 an opponent uses the open hand to make the soloist take a trick", "[ai][doppelkopf][DK-15]") {
  const Options options = misereOptions();
  auto state = dealOf(kClubAces, options);
  act(*state, "reservation healthy healthy healthy solo:misere-ouvert 0:D9 1:HT 2:CQ 3:DA");
  REQUIRE(state->toMove() == 1);
  auto heuristic = makePlayer("heuristic", game(), 1);
  const std::string lead = decide(*heuristic, *state, options);
  CHECK(lead == "CK");  // a club forces a ♣A; the highest club keeps the ♣9
  const dk::ai::SeatView view(static_cast<const dk::DoppelkopfState&>(*state).deal(), 1);
  CHECK(dk::ai::reasonFor(view, *state->actionFromString(lead)) == "misere-lead-into-soloist");
  act(*state, "1:" + lead + " 2:C9 3:CT 0:CA");
  CHECK(state->isTerminal());
  CHECK(state->result().outcome == "kontra-won");
}

TEST_CASE("DK-15 every level plays a misère to its end with legal actions", "[ai][doppelkopf][DK-15]") {
  for (const auto& hands : {kDuck, kClubAces}) {
    for (const char* kind : {"misere", "misere-ouvert"}) {
      const Options options = misereOptions();
      auto heuristic = makePlayer("heuristic", game(), 3);
      auto beginner = makePlayer("beginner", game(), 3);
      auto search = searchPlayers();
      auto state = dealOf(hands, options);
      act(*state, "reservation healthy healthy healthy solo:" + std::string(kind));
      aitest::playOut(*state, options, [&](int seat) -> Player& {
        return seat == 0 ? *search[0] : seat == 1 ? *heuristic : seat == 2 ? *beginner : *search[1];
      });
      CHECK(state->isTerminal());
      CHECK(state->checkInvariants().value_or("") == "");
    }
  }
}
