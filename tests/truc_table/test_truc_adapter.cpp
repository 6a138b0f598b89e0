// The Truc table adapter: the human's view of a hand, built from what the
// human may see. Above all, the computer's unplayed cards never appear.
#include <QJsonDocument>
#include <QString>
#include <QVariantMap>
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "core/rng.hpp"
#include "games/truc/truc_game.hpp"
#include "games/truc/truc_state.hpp"
#include "truc_table_adapter.hpp"

using kr::app::TrucTableAdapter;

namespace {

const kr::Game& truc() { return kr::truc::trucGame(); }

kr::Card card(const char* code) { return *kr::parseCard(code, kr::DeckStyle::French); }

// A match whose first deal has these hands (the human at seat 0 deals).
std::unique_ptr<kr::Match> matchWith(std::vector<std::vector<kr::Card>> hands) {
  auto match = truc().newMatch(truc().defaultOptions(), 11);
  REQUIRE_FALSE(match->startDeal(&hands, nullptr).has_value());
  return match;
}

void act(kr::Match& match, int seat, const char* action) {
  const auto error = match.current()->applyText(seat, action);
  INFO(action << (error ? ": " + error->detail : std::string()));
  REQUIRE_FALSE(error.has_value());
}

QVariantMap view(const kr::Match& match, int seat = 0) { return TrucTableAdapter().extras(*match.current(), seat, match); }

QString json(const QVariantMap& map) { return QString::fromUtf8(QJsonDocument::fromVariant(map).toJson(QJsonDocument::Compact)); }

QString code(kr::Card c) { return QString::fromStdString(kr::toString(c, kr::DeckStyle::French)); }

}  // namespace

TEST_CASE("the view never holds a card the other seat has not played") {
  const TrucTableAdapter adapter;
  int checked = 0;
  for (std::uint64_t seed = 1; seed <= 300; ++seed) {
    auto match = truc().newMatch(truc().defaultOptions(), seed);
    kr::Rng rng(seed * 7919);
    for (int deal = 0; deal < 3 && !match->finished(); ++deal) {
      REQUIRE_FALSE(match->startDeal().has_value());
      kr::GameState& state = *match->current();
      const auto& data = dynamic_cast<const kr::truc::TrucState&>(state).data();
      while (true) {
        for (int seat = 0; seat < 2; ++seat) {
          const QString text = json(adapter.extras(state, seat, *match));
          // The other seat's hand and the hands it gave up for new ones.
          std::vector<kr::Card> hidden = state.hand(1 - seat);
          for (kr::Card c : data.discards[static_cast<std::size_t>(1 - seat)]) hidden.push_back(c);
          for (kr::Card c : data.stock) hidden.push_back(c);
          for (kr::Card c : hidden) {
            INFO("seed " << seed << " seat " << seat << " card " << code(c).toStdString() << " view " << text.toStdString());
            CHECK_FALSE(text.contains(QLatin1Char('"') + code(c) + QLatin1Char('"')));
          }
          ++checked;
        }
        if (state.isTerminal()) break;
        kr::ActionList legal;
        state.legalActions(state.toMove(), legal);
        REQUIRE_FALSE(legal.empty());
        REQUIRE_FALSE(state.apply(state.toMove(), legal[static_cast<int>(rng.below(static_cast<std::uint32_t>(legal.size())))]).has_value());
      }
      REQUIRE_FALSE(match->concludeDeal().has_value());
    }
  }
  CHECK(checked > 3000);
}

TEST_CASE("the hand is held weakest first, the sevens on the right") {
  auto match = matchWith({{card("H7"), card("D9"), card("SA")}, {card("CA"), card("HK"), card("DJ")}});
  const auto sorted = TrucTableAdapter().sortedHand(*match->current(), 0);
  REQUIRE(sorted.size() == 3);
  CHECK(code(sorted[0]) == QStringLiteral("D9"));
  CHECK(code(sorted[1]) == QStringLiteral("SA"));
  CHECK(code(sorted[2]) == QStringLiteral("H7"));
}

TEST_CASE("an offer waiting for the human says what accepting and refusing lead to") {
  auto match = matchWith({{card("D9"), card("SQ"), card("HT")}, {card("CA"), card("HK"), card("DJ")}});
  act(*match, 1, "play");
  act(*match, 1, "offer");
  QVariantMap v = view(*match);
  const QVariantMap pending = v.value(QStringLiteral("pending")).toMap();
  CHECK(pending.value(QStringLiteral("kind")).toString() == QStringLiteral("double"));
  CHECK(pending.value(QStringLiteral("by")).toInt() == 1);
  CHECK(pending.value(QStringLiteral("stakeIfAccepted")).toInt() == 2);
  CHECK(pending.value(QStringLiteral("pointsIfRefused")).toInt() == 1);
  CHECK(v.value(QStringLiteral("opponentCards")).toInt() == 3);

  act(*match, 0, "refuse");
  v = view(*match);
  const QVariantMap end = v.value(QStringLiteral("end")).toMap();
  CHECK(end.value(QStringLiteral("outcome")).toString() == QStringLiteral("refused-offer"));
  CHECK(end.value(QStringLiteral("winner")).toInt() == 1);
  CHECK(end.value(QStringLiteral("points")).toInt() == 1);
  CHECK(end.value(QStringLiteral("scoresAfter")).toList() == QVariantList{0, 1});
  CHECK(end.value(QStringLiteral("roundWinner")).toInt() == -1);
}

TEST_CASE("the human's own offer: a double, and what it would bring") {
  auto match = matchWith({{card("D9"), card("SQ"), card("HT")}, {card("CA"), card("HK"), card("DJ")}});
  act(*match, 1, "play");
  act(*match, 1, "CA");
  const QVariantMap offer = view(*match).value(QStringLiteral("offer")).toMap();
  CHECK(offer.value(QStringLiteral("kind")).toString() == QStringLiteral("double"));
  CHECK(offer.value(QStringLiteral("stakeIfAccepted")).toInt() == 2);
  const QVariantList current = view(*match).value(QStringLiteral("current")).toList();
  REQUIRE(current.size() == 1);
  CHECK(current[0].toMap().value(QStringLiteral("card")).toString() == QStringLiteral("CA"));
  CHECK(current[0].toMap().value(QStringLiteral("seat")).toInt() == 1);
}

TEST_CASE("a spoilt trick belongs to nobody until a trick is won, then to its winner") {
  auto match = matchWith({{card("HA"), card("S7"), card("D9")}, {card("CA"), card("HK"), card("DJ")}});
  act(*match, 1, "play");
  act(*match, 1, "CA");
  act(*match, 0, "HA");
  QVariantMap v = view(*match);
  QVariantList tricks = v.value(QStringLiteral("tricks")).toList();
  REQUIRE(tricks.size() == 1);
  QVariantMap first = tricks[0].toMap();
  CHECK(first.value(QStringLiteral("spoilt")).toBool());
  CHECK(first.value(QStringLiteral("owner")).toInt() == -1);
  CHECK(first.value(QStringLiteral("cards")).toStringList() == QStringList{QStringLiteral("CA"), QStringLiteral("HA")});
  CHECK(v.value(QStringLiteral("spoilt")).toInt() == 1);
  CHECK(v.value(QStringLiteral("current")).toList().isEmpty());

  // After a spoilt trick the same seat leads again; the human's seven wins,
  // which makes the spoilt trick the human's too: two tricks, the hand.
  act(*match, 1, "HK");
  act(*match, 0, "S7");
  v = view(*match);
  tricks = v.value(QStringLiteral("tricks")).toList();
  first = tricks[0].toMap();
  CHECK(first.value(QStringLiteral("owner")).toInt() == 0);
  CHECK(v.value(QStringLiteral("firstWinner")).toInt() == 0);
  CHECK(v.value(QStringLiteral("owned")).toList() == QVariantList{2, 0});
  const QVariantMap end = v.value(QStringLiteral("end")).toMap();
  CHECK(end.value(QStringLiteral("outcome")).toString() == QStringLiteral("won-tricks"));
  CHECK(end.value(QStringLiteral("winner")).toInt() == 0);
  // Marius keeps his last card: it is not in the view.
  CHECK(v.value(QStringLiteral("opponentCards")).toInt() == 1);
  CHECK_FALSE(json(v).contains(QStringLiteral("\"DJ\"")));
}

TEST_CASE("nobody sits at the table: no view") {
  auto match = matchWith({{card("HA"), card("S7"), card("D9")}, {card("CA"), card("HK"), card("DJ")}});
  CHECK(TrucTableAdapter().extras(*match->current(), -1, *match).isEmpty());
}
