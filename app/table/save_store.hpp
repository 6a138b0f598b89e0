#pragma once
// Saved games on disk: one record per game id, written atomically after
// every action. A save that cannot be read is moved aside, never deleted,
// and the reason is reported.
#include <QString>
#include <optional>

namespace kr::app {

class SaveStore {
 public:
  explicit SaveStore(QString directory);

  const QString& directory() const { return dir_; }
  QString pathFor(const QString& gameId) const;
  bool exists(const QString& gameId) const;

  // Writes via a temporary file and rename: a crash leaves the old save whole.
  // Returns an error text on failure.
  std::optional<QString> write(const QString& gameId, const QByteArray& json) const;
  std::optional<QByteArray> read(const QString& gameId, QString* error) const;
  // Moves an unreadable save to "<game>.broken-<time>.json"; returns the new path.
  QString moveAside(const QString& gameId) const;
  void remove(const QString& gameId) const;

  // The default directory: the platform's application data folder.
  static QString defaultDirectory();

 private:
  QString dir_;
};

}  // namespace kr::app
