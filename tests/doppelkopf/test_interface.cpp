// The engine interface for Doppelkopf: action texts, explanations of illegal
// moves, malformed deals, events, what observations hide, and what sampled
// deals must respect (rulings ALL-1, ALL-2, DK-2 to DK-4, DK-6, DK-11).
#include <catch2/catch.hpp>

#include <chrono>
#include <set>

#include "core/option_presets.hpp"
#include "games/doppelkopf/actions.hpp"
#include "games/doppelkopf/cards.hpp"
#include "games/doppelkopf/state.hpp"
#include "support.hpp"

using namespace dktest;

namespace {

const Rows kRows = {
    "ST SK SK ST", "CQ DK HQ HT", "HT DQ CJ HJ", "HJ D9 SQ CJ", "DK DT DA DT", "HA H9 H9 HA",
    "S9 DA CT SA", "C9 CA CK CA", "DJ DJ HQ CT", "HK DQ CK C9", "SQ SJ SJ S9", "SA D9 CQ HK",
};

constexpr std::string_view kHealthy = "healthy healthy healthy healthy";

const kr::dk::Deal& dealOf(const kr::GameState& s) { return static_cast<const kr::dk::DoppelkopfState&>(s).deal(); }

std::vector<std::string> texts(const std::vector<kr::Card>& cs) {
  std::vector<std::string> out;
  for (kr::Card c : cs) out.push_back(kr::toString(c, kr::DeckStyle::French));
  return out;
}

}  // namespace

TEST_CASE("DK options: every option of DK-11, DK-12, DK-15, DK-16, DK-18, DK-19, DK-20 and DK-21 with its id, default and ruling",
          "[doppelkopf][DK-11]") {
  std::set<std::string> ids;
  for (const auto& spec : game().optionSpecs()) {
    ids.insert(spec.id);
    CHECK_FALSE(spec.rulingId.empty());
  }
  CHECK(ids == std::set<std::string>{"players", "deals", "second-dulle", "schweinchen", "hyperschweinchen",
                                     "pigs-before-play", "genscher", "without-nines", "compulsory-solo", "poverty", "suit-solos",
                                     "fleshless-solo", "queen-jack-solo", "king-solo", "announcement-deadlines",
                                     "announce-on-own-turn", "re-kontra-double", "solo-doubled", "bock",
                                     "marriage-finds", "positive-only", "double-extras", "dulle-captured", "doppelkopf-trick",
                                     "fox-last-trick", "fox-first-trick", "karlchen-caught-anywhere",
                                     "no-karlchen-penalty", "heart-trick", "bock-120", "bock-lost-solo",
                                     "bock-re-kontra", "bock-lost-announcement", "bock-heart-trick", "top-trump",
                                     "throw-in", "solo-auto-re", "zwingen", "solo-precedence", "kings-decide",
                                     "poverty-below-marriage", "misere", "misere-ouvert", "marriage-announcements",
                                     "scoring"});
  const auto o = game().defaultOptions();
  CHECK(o.flag("poverty"));
  CHECK(o.choice("suit-solos") == "all");
  CHECK(o.flag("fleshless-solo"));
  CHECK_FALSE(o.flag("schweinchen"));
  CHECK(o.get("deals") == 24);
  CHECK(o.get("players") == 4);
  CHECK(o.choice("marriage-announcements") == "shifted");  // DK-19: DK-6's shift
  CHECK(o.choice("scoring") == "standard");                // DK-20: DK-8
}

TEST_CASE("DK actions: every action has a text form that reads back", "[doppelkopf]") {
  auto state = deal(options(), handsFromRows(kRows));
  int named = 0;
  for (kr::Action a = -5; a < 400; ++a) {
    const std::string text = state->actionToString(a);
    if (text.front() == '?') continue;
    ++named;
    if (a == kr::dk::kHiddenGive || a == kr::dk::kHiddenReturn) {
      CHECK_FALSE(state->actionFromString(text));  // observation markers are no actions
      continue;
    }
    INFO(text);
    CHECK(state->actionFromString(text) == a);
  }
  // 36 faces (the ♦6's is the Joker, "JK", DK-17), 3 bids (with the throw-in), 11 solos (with the
  // misères, DK-15), poverty/marriage/pass, accept/decline, 4 duel steps (DK-16), 2 hidden markers,
  // 36 gives, 36 returns, 6 announcements and the double (DK-19), 2 pigs and Genscher.
  CHECK(named == 36 + 3 + 11 + 3 + 2 + 4 + 2 + 36 + 36 + 7 + 3);
  CHECK(state->actionToString(kr::dk::kJoker.index()) == "JK");
  CHECK_FALSE(state->actionFromString("D6"));
  CHECK(state->actionToString(cards("CQ")[0].index()) == "CQ");
  CHECK(state->actionFromString("solo:queen") == kr::dk::kSoloBase + 4);
  CHECK(state->actionFromString("give:D9") == kr::dk::kGiveBase + cards("D9")[0].index());
  CHECK(state->actionFromString("return:HA") == kr::dk::kReturnBase + cards("HA")[0].index());
  CHECK(state->actionFromString("announce:no-90") == kr::dk::kAnnounceBase + 2);
  CHECK(state->actionFromString("announce:double") == kr::dk::kAnnounceDouble);
  CHECK_FALSE(state->actionFromString("announce:no-120"));
  CHECK_FALSE(state->actionFromString("solo:joker"));
  CHECK_FALSE(state->actionFromString("give:XX"));
}

TEST_CASE("DK illegal moves are refused with the reason and the cards that show it", "[doppelkopf][DK-1]") {
  auto state = deal(options(), handsFromRows(kRows));
  act(*state, kHealthy);
  CHECK(why(*state, 2, "SK") == "not-your-turn");
  CHECK(why(*state, 0, "DA") == "card-not-in-hand");
  act(*state, "0:ST");
  const auto suit = state->whyIllegal(1, cards("DK")[0].index());
  CHECK(suit.id == "must-follow-suit");
  CHECK(texts(suit.cards) == std::vector<std::string>{"SK"});
  const std::string before = state->serialize();
  const auto error = state->applyText(1, "DK");
  REQUIRE(error);
  CHECK(error->code == "illegal-action");
  CHECK(error->detail.find("must-follow-suit") != std::string::npos);
  CHECK(state->serialize() == before);
  act(*state, "1:SK 2:SK 3:ST 0:CQ");
  const auto trump = state->whyIllegal(1, cards("CA")[0].index());
  CHECK(trump.id == "must-follow-trump");
  CHECK(texts(trump.cards) == std::vector<std::string>{"SJ", "D9", "DT", "DJ", "DQ", "DK", "DA"});
  act(*state, "1:DK 2:HQ 3:HT");
  playRows(*state, kRows, 2, 12);
  CHECK(state->isTerminal());
  CHECK(state->applyText(0, "CQ")->code == "deal-over");
}

TEST_CASE("DK malformed explicit deals get clear errors", "[doppelkopf]") {
  auto error = [](kr::DealSetup setup) {
    auto made = game().newDeal(options(), setup);
    REQUIRE_FALSE(made);
    CHECK(made.error().code == "bad-deal");
    return made.error().where;
  };
  const Hands good = handsFromRows(kRows);
  kr::DealSetup setup;
  for (const auto& h : good) setup.hands.push_back(cards(h));
  REQUIRE(game().newDeal(options(), setup));
  auto three = setup;
  three.hands.pop_back();
  CHECK(error(three) == "hands");
  auto short1 = setup;
  short1.hands[1].pop_back();
  CHECK(error(short1) == "hands[1]");
  auto thrice = setup;
  thrice.hands[2][0] = cards("SK")[0];
  thrice.hands[3][0] = cards("SK")[0];  // seat 1 and seat 2 hold SK already
  CHECK(error(thrice) == "hands[3]");
  auto six = setup;
  six.hands[0][0] = cards("C6")[0];
  CHECK(error(six) == "hands[0]");
  auto rest = setup;
  rest.rest = cards("CA");
  CHECK(error(rest) == "rest");
  auto dealer = setup;
  dealer.dealer = 4;
  CHECK(error(dealer) == "dealer");
  auto forced = setup;
  forced.context["forced-solo"] = 2;  // only with the compulsory-solo option
  CHECK(error(forced) == "context.forced-solo");
}

TEST_CASE("ALL-1 a deal is fixed by its seed", "[doppelkopf]") {
  kr::DealSetup setup;
  setup.seed = 12345;
  auto a = std::move(game().newDeal(options(), setup).value());
  auto b = std::move(game().newDeal(options(), setup).value());
  CHECK(a->serialize() == b->serialize());
  setup.seed = 12346;
  auto c = std::move(game().newDeal(options(), setup).value());
  CHECK(a->serialize() != c->serialize());
  for (int s = 0; s < 4; ++s) CHECK(a->hand(s).size() == 12);
}

TEST_CASE("DK events tell the table what happened, ids and values only", "[doppelkopf]") {
  auto state = deal(options(), handsFromRows(kRows));
  kr::EventList events;
  for (const char* bid : {"healthy", "healthy", "healthy", "healthy"})
    REQUIRE_FALSE(state->applyText(state->toMove(), bid, &events));
  REQUIRE_FALSE(state->applyText(3, "announce:kontra", &events));
  for (const auto& row : kRows) {
    const auto cs = cards(row);
    for (int k = 0; k < 4; ++k) {
      const int seat = state->toMove();
      REQUIRE_FALSE(state->apply(seat, cs[static_cast<std::size_t>(seat)].index(), &events));
    }
  }
  std::map<kr::EventKind, int> count;
  for (const auto& e : events) ++count[e.kind];
  CHECK(count[kr::EventKind::DealStarted] == 1);
  CHECK(count[kr::EventKind::CardsDealt] == 4);
  CHECK(count[kr::EventKind::Bid] == 4);
  CHECK(count[kr::EventKind::ContractChosen] == 1);
  CHECK(count[kr::EventKind::Announcement] == 1);
  CHECK(count[kr::EventKind::CardPlayed] == 48);
  CHECK(count[kr::EventKind::TrickTaken] == 12);
  CHECK(count[kr::EventKind::PartyRevealed] == 2);  // each ♣Q as it is played
  CHECK(count[kr::EventKind::DealEnded] == 1);
  CHECK(events.back().id == "re-won");
  int points = 0;
  for (const auto& e : events)
    if (e.kind == kr::EventKind::TrickTaken) points += e.value;
  CHECK(points == 240);
}

TEST_CASE("ALL-2 observations hold no other seat's cards", "[doppelkopf]") {
  // Two deals that differ only in the hands of seats 2 and 3.
  const Hands a = handsFromRows(kRows);
  Hands b = a;
  std::swap(b[2], b[3]);
  auto x = deal(options(), a);
  auto y = deal(options(), b);
  act(*x, "healthy healthy");
  act(*y, "healthy healthy");
  for (int seat : {0, 1}) CHECK(x->observe(seat)->serialize() == y->observe(seat)->serialize());
  CHECK(x->observe(2)->serialize() != y->observe(2)->serialize());
}

TEST_CASE("DK-2 DK-6 sampled deals respect what announcements tell", "[doppelkopf][DK-2][DK-6]") {
  auto state = deal(options(), handsFromRows(kRows));
  act(*state, kHealthy);
  act(*state, "3:announce:kontra 2:announce:re");
  const auto obs = state->observe(1);  // seat 1 holds no ♣Q
  kr::Rng rng(3);
  for (int i = 0; i < 300; ++i) {
    auto sampled = game().sample(*obs, options(), rng);
    REQUIRE(sampled);
    const auto& d = dealOf(*sampled);
    CHECK(d.dealt[2].count(kr::dk::kClubQueen) >= 1);  // Re said: a ♣Q
    CHECK(d.dealt[3].count(kr::dk::kClubQueen) == 0);  // Kontra said: none
    CHECK(sampled->hand(1) == state->hand(1));
  }
}

TEST_CASE("DK-3 DK-4 sampled deals keep the marriage and the poverty facts", "[doppelkopf][DK-3][DK-4]") {
  kr::Rng rng(4);
  SECTION("the marriage player holds both club queens") {
    auto state = deal(options(), complete({"CQ CQ", "", "", ""}));
    act(*state, "reservation healthy healthy healthy 0:marriage");
    const auto obs = state->observe(2);
    for (int i = 0; i < 200; ++i) CHECK(dealOf(*game().sample(*obs, options(), rng)).dealt[0].count(kr::dk::kClubQueen) == 2);
  }
  SECTION("the poor player's trumps are the ones returned") {
    auto state = deal(options(), complete({"CA CA CT CT CK SA SA ST ST SK HQ D9", "", "", ""}));
    act(*state, "reservation healthy healthy healthy 0:poverty 0:give:HQ 0:give:D9 0:give:CK 1:accept");
    const auto& h = state->hand(1);
    std::vector<kr::Card> trumps, plain;
    for (kr::Card c : h) (kr::dk::normalTrumps(kr::dk::TopTrump::Dulle).contains(c) ? trumps : plain).push_back(c);
    REQUIRE(trumps.size() >= 2);
    REQUIRE(!plain.empty());
    for (kr::Card c : {trumps[0], trumps[1], plain[0]})
      act(*state, "1:return:" + kr::toString(c, kr::DeckStyle::French));
    const auto obs = state->observe(2);
    for (int i = 0; i < 200; ++i) {
      const auto sampled = game().sample(*obs, options(), rng);
      const auto& d = dealOf(*sampled);
      CHECK(kr::dk::countIn(d.hands[0], kr::dk::normalTrumps(kr::dk::TopTrump::Dulle)) == 2);
      CHECK(kr::dk::countIn(d.dealt[0], kr::dk::normalTrumps(kr::dk::TopTrump::Dulle)) <= 3);
    }
  }
}

TEST_CASE("DK sample speed", "[.][benchmark][doppelkopf]") {
  kr::Rng rng(77);
  long long samples = 0;
  double seconds = 0;
  for (int n = 0; n < 300; ++n) {
    kr::DealSetup setup;
    setup.seed = rng.next();
    auto state = std::move(game().newDeal(options(), setup).value());
    act(*state, kHealthy);
    const int steps = static_cast<int>(rng.below(44));
    kr::ActionList legalNow;
    for (int i = 0; i < steps; ++i) {
      state->legalActions(state->toMove(), legalNow);
      state->applyUnchecked(state->toMove(), legalNow[static_cast<int>(rng.below(static_cast<std::uint32_t>(legalNow.size())))], nullptr);
    }
    const auto obs = state->observe(state->toMove());
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < 1000; ++i) REQUIRE(game().sample(*obs, options(), rng));
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    samples += 1000;
  }
  WARN("sample(): " << seconds / static_cast<double>(samples) * 1e6 << " us per sampled deal (normal games, random points)");
}

TEST_CASE("DK presets: the rule document, the DDV tournament, and custom", "[doppelkopf][DK-13]") {
  const auto& g = game();
  REQUIRE(kr::optionPresets(g).size() == 2);
  // A preset keeps the table's players and deals and resets everything else.
  const auto mine = options({{"players", "5"}, {"deals", "12"}, {"bock", "true"}, {"schweinchen", "true"}});
  CHECK_FALSE(kr::presetOf(g, mine));  // custom
  const auto document = kr::withPreset(g, mine, "rule-document");
  CHECK(document == options({{"players", "5"}, {"deals", "12"}}));
  CHECK(kr::presetOf(g, document) == "rule-document");
  const auto ddv = kr::withPreset(g, mine, "ddv-tournament");
  CHECK(ddv.get("players") == 5);
  CHECK_FALSE(ddv.flag("poverty"));
  CHECK(ddv.flag("compulsory-solo"));
  CHECK_FALSE(ddv.flag("schweinchen"));
  CHECK_FALSE(ddv.flag("bock"));
  CHECK(ddv.choice("announcement-deadlines") == "standard");
  CHECK(kr::presetOf(g, ddv) == "ddv-tournament");
  // Any change from a preset is custom again; an unknown preset changes nothing.
  auto changed = ddv;
  REQUIRE_FALSE(changed.setText("dulle-captured", "true"));
  CHECK_FALSE(kr::presetOf(g, changed));
  CHECK(kr::withPreset(g, mine, "no-such-preset") == mine);
}
