#pragma once
// The files the app keeps for the player (saves, statistics, lesson
// progress) are written and set aside the same way: never half-written,
// never deleted.
#include <QByteArray>
#include <QString>
#include <optional>

namespace kr::app {

// Writes through a temporary file and a rename, so that a crash leaves the
// old file whole; makes the folder first. An error text on failure.
std::optional<QString> writeKeptFile(const QString& path, const QByteArray& bytes);

// Renames a file that cannot be understood to <path>.corrupt-<UTC time>,
// numbered when that name is taken; the new path, empty on failure.
QString setAsideCorrupt(const QString& path);

}  // namespace kr::app
