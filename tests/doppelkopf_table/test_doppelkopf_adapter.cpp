// The Doppelkopf table adapter: the human's view of a deal, built from what
// the human may see (ruling ALL-2): the hand in the order of the game type,
// the bids, the marriage, announcements with their deadlines, tricks with
// why they were won, and never another seat's unplayed cards.
#include <QJsonDocument>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "doppelkopf_table_adapter.hpp"
#include "games/doppelkopf/game.hpp"

using kr::app::DoppelkopfTableAdapter;

namespace {

const kr::Game& game() { return kr::dk::doppelkopf(); }

kr::Card card(const char* code) { return *kr::parseCard(code, kr::DeckStyle::French); }

std::vector<kr::Card> cards(std::initializer_list<const char*> codes) {
  std::vector<kr::Card> out;
  for (const char* c : codes) out.push_back(card(c));
  return out;
}

// The human (seat 0) holds both ♣Q; seat 0 deals, seat 1 bids first.
std::unique_ptr<kr::Match> marriageMatch(const kr::Options& options = game().defaultOptions()) {
  std::vector<std::vector<kr::Card>> hands = {
      cards({"CQ", "CQ", "HT", "DA", "DK", "D9", "CA", "CT", "SA", "SK", "HA", "H9"}),
      cards({"HT", "SQ", "HQ", "CJ", "HJ", "DA", "D9", "CA", "C9", "SA", "S9", "HK"}),
      cards({"SQ", "HQ", "DQ", "SJ", "DJ", "DT", "DK", "CT", "CK", "ST", "SK", "HA"}),
      cards({"DQ", "CJ", "SJ", "HJ", "DJ", "DT", "CK", "C9", "ST", "S9", "HK", "H9"}),
  };
  auto match = game().newMatch(options, 5);
  REQUIRE_FALSE(match->startDeal(&hands, nullptr).has_value());
  return match;
}

void act(kr::Match& match, int seat, const char* action) {
  const auto error = match.current()->applyText(seat, action);
  INFO(action << (error ? ": " + error->detail : std::string()));
  REQUIRE_FALSE(error.has_value());
}

QVariantMap view(const kr::Match& match, int seat = 0) { return DoppelkopfTableAdapter().extras(*match.current(), seat, match); }

QStringList hand(const kr::Match& match, int seat = 0) {
  QStringList out;
  for (kr::Card c : DoppelkopfTableAdapter().sortedHand(*match.current(), seat))
    out << QString::fromStdString(kr::toString(c, kr::DeckStyle::French));
  return out;
}

QString json(const QVariant& v) { return QString::fromUtf8(QJsonDocument::fromVariant(v).toJson(QJsonDocument::Compact)); }

}  // namespace

TEST_CASE("the hand is held trumps first, then the plain suits alternating in colour") {
  auto match = marriageMatch();
  CHECK(hand(*match) == QStringList{"HT", "CQ", "CQ", "DA", "DK", "D9", "CA", "CT", "HA", "H9", "SA", "SK"});
}

TEST_CASE("a solo sorts the hand again by its trumps") {
  auto match = marriageMatch();
  act(*match, 1, "healthy");
  act(*match, 2, "healthy");
  act(*match, 3, "healthy");
  act(*match, 0, "reservation");
  act(*match, 0, "solo:queen");
  // Queen solo: only the queens are trump; hearts, diamonds are plain suits.
  CHECK(hand(*match) == QStringList{"CQ", "CQ", "CA", "CT", "HA", "HT", "H9", "SA", "SK", "DA", "DK", "D9"});
  CHECK(view(*match)["game"].toMap()["id"] == "queen-solo");
}

TEST_CASE("bids, the marriage and the announcement deadline come from the human's view") {
  auto match = marriageMatch();
  act(*match, 1, "healthy");
  act(*match, 2, "healthy");
  act(*match, 3, "healthy");
  act(*match, 0, "reservation");
  act(*match, 0, "marriage");
  const QVariantMap v = view(*match);
  CHECK(v["phase"] == "play");
  CHECK(json(v["bids"]).contains(R"({"id":"marriage","seat":0})"));
  const QVariantMap marriage = v["marriage"].toMap();
  CHECK(marriage["open"] == true);
  CHECK(marriage["tricksLeft"] == 3);
  CHECK(v["marriageFinds"] == "any-trick");  // DK-18's default
  const QVariantMap next = v["nextAnnouncement"].toMap();
  CHECK(next["action"] == "announce:re");
  CHECK(next["untilCard"] == 2);
  CHECK(next["legal"] == true);
}

TEST_CASE("the view names the tricks that may find the marriage partner (DK-18)") {
  for (const char* finds : {"trump-trick", "plain-trick"}) {
    kr::Options options = game().defaultOptions();
    REQUIRE_FALSE(options.setText("marriage-finds", finds));
    auto match = marriageMatch(options);
    CHECK(view(*match)["marriageFinds"] == finds);
  }
}

TEST_CASE("a finished trick says who won it and why, and other hands stay hidden") {
  auto match = marriageMatch();
  act(*match, 1, "healthy");
  act(*match, 2, "healthy");
  act(*match, 3, "healthy");
  act(*match, 0, "healthy");
  act(*match, 1, "CA");
  act(*match, 2, "CT");
  act(*match, 3, "CK");
  act(*match, 0, "CT");
  const QVariantMap v = view(*match);
  const QVariantList tricks = v["tricks"].toList();
  REQUIRE(tricks.size() == 1);
  const QVariantMap t = tricks[0].toMap();
  CHECK(t["winner"] == 1);
  CHECK(t["why"] == "highest-of-suit");
  CHECK(t["points"] == 35);
  CHECK(v["revealed"].toList().isEmpty());
  // Seat 1's cards never appear in the human's view.
  CHECK_FALSE(json(v).contains("HJ"));
}

TEST_CASE("DK-15 a misère ouvert hand lies open at the soloist's seat after trick 1, in the game's order") {
  std::vector<std::vector<kr::Card>> hands = {
      cards({"CQ", "CQ", "HT", "DA", "DK", "D9", "CA", "CT", "SA", "SK", "HA", "H9"}),
      cards({"HT", "SQ", "HQ", "CJ", "HJ", "DA", "D9", "CA", "C9", "SA", "S9", "HK"}),
      cards({"SQ", "HQ", "DQ", "SJ", "DJ", "DT", "DK", "CT", "CK", "ST", "SK", "HA"}),
      cards({"DQ", "CJ", "SJ", "HJ", "DJ", "DT", "CK", "C9", "ST", "S9", "HK", "H9"}),
  };
  kr::Options options = game().defaultOptions();
  REQUIRE_FALSE(options.setText("misere-ouvert", "true"));
  auto match = game().newMatch(options, 5);
  REQUIRE_FALSE(match->startDeal(&hands, nullptr).has_value());
  act(*match, 1, "reservation");
  act(*match, 2, "healthy");
  act(*match, 3, "healthy");
  act(*match, 0, "healthy");
  act(*match, 1, "solo:misere-ouvert");
  CHECK(view(*match)["game"].toMap()["id"] == "misere-ouvert-solo");
  // Seat 1 leads trick 1 (the dealer's left); nothing lies open before it ends.
  act(*match, 1, "D9");
  act(*match, 2, "DQ");
  act(*match, 3, "DQ");
  CHECK(view(*match)["openHand"].toMap().isEmpty());
  act(*match, 0, "HT");
  const QVariantMap open = view(*match)["openHand"].toMap();
  CHECK(open["seat"] == 1);
  CHECK(open["cards"].toStringList() ==
        QStringList{"HT", "SQ", "HQ", "CJ", "HJ", "DA", "CA", "C9", "HK", "SA", "S9"});
  CHECK(view(*match, 2)["openHand"].toMap()["seat"] == 1);
  // Only Re and Kontra exist in a misère: after Kontra nothing more is offered.
  CHECK(view(*match)["nextAnnouncement"].toMap()["id"] == "kontra");
  act(*match, 0, "announce:kontra");
  CHECK(view(*match)["nextAnnouncement"].toMap().isEmpty());
}

TEST_CASE("DK-17 the Joker heads the hand and is named JK") {
  kr::Options options = game().defaultOptions();
  REQUIRE_FALSE(options.setText("top-trump", "joker"));
  auto joker = *game().parseCardText("JK");
  std::vector<std::vector<kr::Card>> hands = {
      cards({"CQ", "HT", "DA", "DK", "D9", "CA", "CT", "SA", "SK", "HA", "H9", "C9"}),
      cards({"HT", "SQ", "HQ", "CJ", "HJ", "DA", "CQ", "CA", "C9", "SA", "S9", "HK"}),
      cards({"SQ", "HQ", "DQ", "SJ", "DJ", "DT", "DK", "CT", "CK", "ST", "SK", "HA"}),
      cards({"DQ", "CJ", "SJ", "HJ", "DJ", "DT", "CK", "ST", "S9", "HK", "H9", "CJ"}),
  };
  hands[0].back() = joker;  // the Joker for a club nine
  hands[3].back() = card("C9");
  auto match = game().newMatch(options, 5);
  REQUIRE_FALSE(match->startDeal(&hands, nullptr).has_value());
  QStringList sorted;
  for (kr::Card c : DoppelkopfTableAdapter().sortedHand(*match->current(), 0))
    sorted << QString::fromStdString(game().cardText(c));
  CHECK(sorted.front() == "JK");
  CHECK(sorted.mid(1, 2) == QStringList{"HT", "CQ"});
}
