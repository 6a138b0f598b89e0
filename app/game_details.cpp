#include "game_details.hpp"

#include "core/catalog.hpp"
#include "game_texts.hpp"
#include "language_change.hpp"
#include "game_tables.hpp"

namespace kr::app {

namespace {

const kr::GameInfo* infoFor(const QString& id) {
  const QByteArray utf8 = id.toUtf8();
  return kr::findGameInfo(std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

}  // namespace

GameDetails::GameDetails(QObject* parent) : QObject(parent) {
  onLanguageChange(this, [this] { emit textsChanged(); });
}

void GameDetails::setGameId(const QString& id) {
  if (id == gameId_) return;
  gameId_ = id;
  emit gameIdChanged();
  emit textsChanged();
}

bool GameDetails::known() const { return infoFor(gameId_) != nullptr; }

bool GameDetails::playable() const {
  const kr::GameInfo* info = infoFor(gameId_);
  return info && kr::findGame(info->id) != nullptr && hasTable(info->id);
}

QString GameDetails::deckStyle() const {
  const kr::GameInfo* info = infoFor(gameId_);
  return info ? deckStyleId(info->deck) : QString();
}

QString GameDetails::name() const {
  const kr::GameInfo* info = infoFor(gameId_);
  return info ? GameTexts::name(info->id) : QString();
}

QString GameDetails::description() const {
  const kr::GameInfo* info = infoFor(gameId_);
  return info ? GameTexts::description(info->id) : QString();
}

QString GameDetails::players() const {
  const kr::GameInfo* info = infoFor(gameId_);
  return info ? GameTexts::players(*info) : QString();
}

QString GameDetails::deck() const {
  const kr::GameInfo* info = infoFor(gameId_);
  return info ? GameTexts::deck(*info) : QString();
}

}  // namespace kr::app
