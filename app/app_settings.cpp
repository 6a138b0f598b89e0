#include "app_settings.hpp"

#include <QSettings>

#include <algorithm>
#include <array>

namespace kr::app {

namespace {

constexpr auto kLanguageKey = "ui/language";
constexpr auto kAnimationKey = "table/animationSpeed";
constexpr auto kThinkingPauseKey = "table/thinkingPauseMs";
constexpr auto kFrenchDeckKey = "cards/frenchDeck";
constexpr auto kFourColourKey = "cards/fourColour";
constexpr auto kJassFrenchKey = "cards/jassFrench";
constexpr auto kDobbmFrenchKey = "cards/dobbmFrench";
constexpr auto kShowCardPointsKey = "table/showCardPoints";
constexpr auto kCardBackKey = "cards/back";

// Stored as words, not numbers, so the settings file stays readable and an
// edited or stale value falls back to the default instead of a wrong speed.
constexpr std::array<const char*, 4> kSpeedNames = {"off", "slow", "normal", "fast"};

AppSettings::AnimationSpeed speedFromName(const QString& name) {
  for (std::size_t i = 0; i < kSpeedNames.size(); ++i)
    if (name == QLatin1String(kSpeedNames[i])) return static_cast<AppSettings::AnimationSpeed>(i);
  return AppSettings::Normal;
}

bool isKnownLanguage(const QString& code) {
  return code == QLatin1String("ja") || code == QLatin1String("de") ||
         code == QLatin1String("en");
}

}  // namespace

AppSettings::AppSettings(std::unique_ptr<QSettings> store, QObject* parent)
    : QObject(parent), store_(store ? std::move(store) : std::make_unique<QSettings>()) {
  const QString lang = store_->value(kLanguageKey).toString();
  if (isKnownLanguage(lang)) language_ = lang;
  animationSpeed_ = speedFromName(store_->value(kAnimationKey, "normal").toString());
  bool ok = false;
  const int pause = store_->value(kThinkingPauseKey, kDefaultThinkingPauseMs).toInt(&ok);
  thinkingPauseMs_ = ok ? std::clamp(pause, 0, kMaxThinkingPauseMs) : kDefaultThinkingPauseMs;
  // Deck ids are checked where the images are made: an unknown one shows
  // the card provider's fallback, so a stale value is harmless.
  frenchDeck_ = store_->value(kFrenchDeckKey, frenchDeck_).toString();
  fourColour_ = store_->value(kFourColourKey, false).toBool();
  jassFrench_ = store_->value(kJassFrenchKey, false).toBool();
  dobbmFrench_ = store_->value(kDobbmFrenchKey, false).toBool();
  showCardPoints_ = store_->value(kShowCardPointsKey, false).toBool();
  cardBack_ = store_->value(kCardBackKey, cardBack_).toString();
}

AppSettings::~AppSettings() = default;

void AppSettings::setLanguage(const QString& code) {
  if (!isKnownLanguage(code) || code == language_) return;
  language_ = code;
  store_->setValue(kLanguageKey, code);
  emit languageChanged();
}

void AppSettings::setAnimationSpeed(AnimationSpeed speed) {
  if (speed < Off || speed > Fast || speed == animationSpeed_) return;
  animationSpeed_ = speed;
  store_->setValue(kAnimationKey, QLatin1String(kSpeedNames[static_cast<std::size_t>(speed)]));
  emit animationSpeedChanged();
}

double AppSettings::animationFactor() const {
  switch (animationSpeed_) {
    case Off: return 0.0;
    case Slow: return 1.6;
    case Normal: return 1.0;
    case Fast: return 0.5;
  }
  return 1.0;
}

void AppSettings::setThinkingPauseMs(int ms) {
  ms = std::clamp(ms, 0, kMaxThinkingPauseMs);
  if (ms == thinkingPauseMs_) return;
  thinkingPauseMs_ = ms;
  store_->setValue(kThinkingPauseKey, ms);
  emit thinkingPauseMsChanged();
}

}  // namespace kr::app

namespace kr::app {

void AppSettings::setFrenchDeck(const QString& deckId) {
  if (deckId.isEmpty() || deckId == frenchDeck_) return;
  frenchDeck_ = deckId;
  store_->setValue(kFrenchDeckKey, deckId);
  emit decksChanged();
}

void AppSettings::setFourColour(bool on) { setDeckFlag(fourColour_, kFourColourKey, on); }

void AppSettings::setJassFrench(bool on) { setDeckFlag(jassFrench_, kJassFrenchKey, on); }

void AppSettings::setDobbmFrench(bool on) { setDeckFlag(dobbmFrench_, kDobbmFrenchKey, on); }

void AppSettings::setDeckFlag(bool& flag, const char* key, bool on) {
  if (on == flag) return;
  flag = on;
  store_->setValue(QString::fromLatin1(key), on);
  emit decksChanged();
}

void AppSettings::setShowCardPoints(bool on) {
  if (on == showCardPoints_) return;
  showCardPoints_ = on;
  store_->setValue(kShowCardPointsKey, on);
  emit showCardPointsChanged();
}

void AppSettings::setCardBack(const QString& back) {
  if (back.isEmpty() || back == cardBack_) return;
  cardBack_ = back;
  store_->setValue(kCardBackKey, back);
  emit decksChanged();
}

}  // namespace kr::app
