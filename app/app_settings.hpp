#pragma once
// The user's preferences, persisted with QSettings. The game tables read the
// animation speed and the computer players' thinking pause from here.
#include <QObject>
#include <QSettings>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace kr::app {

class AppSettings : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("AppSettings is owned by App")

  // "ja", "de", "en", or empty while the user has not chosen one.
  Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
  Q_PROPERTY(AnimationSpeed animationSpeed READ animationSpeed WRITE setAnimationSpeed NOTIFY
                 animationSpeedChanged)
  // Multiplier for animation durations: 0 (off), 1.6 (slow), 1 (normal), 0.5 (fast).
  Q_PROPERTY(double animationFactor READ animationFactor NOTIFY animationSpeedChanged)
  Q_PROPERTY(int thinkingPauseMs READ thinkingPauseMs WRITE setThinkingPauseMs NOTIFY
                 thinkingPauseMsChanged)
  Q_PROPERTY(int maxThinkingPauseMs READ maxThinkingPauseMs CONSTANT)
  // The deck French-suited games use: "french" (ours) or an installed
  // system theme's id (CardDecks.choosableDecks), drawn in four colours
  // when fourColour is on and the deck has such a variant.
  Q_PROPERTY(QString frenchDeck READ frenchDeck WRITE setFrenchDeck NOTIFY decksChanged)
  Q_PROPERTY(bool fourColour READ fourColour WRITE setFourColour NOTIFY decksChanged)
  // Jass in French suits instead of Swiss ones (ruling CJ-6: Swiss by
  // default), drawn with frenchDeck.
  Q_PROPERTY(bool jassFrench READ jassFrench WRITE setJassFrench NOTIFY decksChanged)
  // Dobbm in French suits instead of German ones (German by default, as
  // DB-1 deals them), drawn with frenchDeck.
  Q_PROPERTY(bool dobbmFrench READ dobbmFrench WRITE setDobbmFrench NOTIFY decksChanged)
  // The back of the cards on the table (CardDecks.backs).
  Q_PROPERTY(QString cardBack READ cardBack WRITE setCardBack NOTIFY decksChanged)
  // Whether tables count the card points taken so far (off, as at a real table).
  Q_PROPERTY(bool showCardPoints READ showCardPoints WRITE setShowCardPoints NOTIFY showCardPointsChanged)

 public:
  enum AnimationSpeed { Off, Slow, Normal, Fast };
  Q_ENUM(AnimationSpeed)

  static constexpr int kDefaultThinkingPauseMs = 800;
  static constexpr int kMaxThinkingPauseMs = 3000;

  // Reads from and writes to `store`; the default store is the user's
  // settings file of the application (organization Kartenrunde).
  explicit AppSettings(std::unique_ptr<QSettings> store = {}, QObject* parent = nullptr);
  ~AppSettings() override;

  QString language() const { return language_; }
  void setLanguage(const QString& code);

  AnimationSpeed animationSpeed() const { return animationSpeed_; }
  void setAnimationSpeed(AnimationSpeed speed);
  double animationFactor() const;

  int thinkingPauseMs() const { return thinkingPauseMs_; }
  void setThinkingPauseMs(int ms);
  int maxThinkingPauseMs() const { return kMaxThinkingPauseMs; }

  QString frenchDeck() const { return frenchDeck_; }
  void setFrenchDeck(const QString& deckId);
  bool fourColour() const { return fourColour_; }
  void setFourColour(bool on);
  bool jassFrench() const { return jassFrench_; }
  void setJassFrench(bool on);
  bool dobbmFrench() const { return dobbmFrench_; }
  void setDobbmFrench(bool on);
  QString cardBack() const { return cardBack_; }
  void setCardBack(const QString& back);
  bool showCardPoints() const { return showCardPoints_; }
  void setShowCardPoints(bool on);

 signals:
  void languageChanged();
  void animationSpeedChanged();
  void thinkingPauseMsChanged();
  void decksChanged();
  void showCardPointsChanged();

 private:
  // Sets one of the deck flags, stores it and tells the tables.
  void setDeckFlag(bool& flag, const char* key, bool on);
  std::unique_ptr<QSettings> store_;
  QString language_;
  AnimationSpeed animationSpeed_ = Normal;
  int thinkingPauseMs_ = kDefaultThinkingPauseMs;
  QString frenchDeck_ = QStringLiteral("french");
  bool fourColour_ = false;
  bool jassFrench_ = false;
  bool dobbmFrench_ = false;
  QString cardBack_ = QStringLiteral("blue");
  bool showCardPoints_ = false;
};

}  // namespace kr::app
