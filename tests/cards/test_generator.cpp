// The generator's output is reproducible, and the committed assets/cards is
// exactly what it generates (stale art fails here: run
// `kartenrunde-carddeck --out assets/cards` and commit).
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

namespace {

// Relative path -> content of every file under `root`.
QMap<QString, QByteArray> readTree(const QString& root) {
  QMap<QString, QByteArray> files;
  QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString path = it.next();
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    files.insert(QDir(root).relativeFilePath(path), f.readAll());
  }
  return files;
}

QMap<QString, QByteArray> generateInto(const QString& dir) {
  QProcess generator;
  generator.start(QStringLiteral(KR_CARDDECK_EXE), {QStringLiteral("--out"), dir});
  REQUIRE(generator.waitForFinished(60000));
  INFO(generator.readAllStandardError().toStdString());
  REQUIRE(generator.exitStatus() == QProcess::NormalExit);
  REQUIRE(generator.exitCode() == 0);
  return readTree(dir);
}

// The names of files that differ between two trees (missing on either side
// or with other content).
QStringList differences(const QMap<QString, QByteArray>& a, const QMap<QString, QByteArray>& b) {
  QStringList out;
  for (auto it = a.begin(); it != a.end(); ++it)
    if (!b.contains(it.key()) || b.value(it.key()) != it.value()) out.append(it.key());
  for (auto it = b.begin(); it != b.end(); ++it)
    if (!a.contains(it.key())) out.append(it.key());
  return out;
}

}  // namespace

TEST_CASE("the card generator writes the same bytes on every run", "[generator]") {
  QTemporaryDir first;
  QTemporaryDir second;
  REQUIRE(first.isValid());
  REQUIRE(second.isValid());
  const auto a = generateInto(first.path());
  const auto b = generateInto(second.path());
  CHECK(a.size() >= 4 * 36 + 2);
  const QStringList diff = differences(a, b);
  INFO("differing files: " << diff.join(QStringLiteral(", ")).toStdString());
  CHECK(diff.isEmpty());
}

TEST_CASE("the committed assets/cards are the generator's current output", "[generator]") {
  QTemporaryDir dir;
  REQUIRE(dir.isValid());
  const auto generated = generateInto(dir.path());
  const auto committed = readTree(QStringLiteral(KR_ASSETS_CARDS_DIR));
  const QStringList diff = differences(generated, committed);
  INFO("stale files in assets/cards (regenerate with kartenrunde-carddeck --out assets/cards): "
       << diff.join(QStringLiteral(", ")).toStdString());
  CHECK(diff.isEmpty());
}

TEST_CASE("the generator rejects bad arguments", "[generator]") {
  QProcess generator;
  generator.start(QStringLiteral(KR_CARDDECK_EXE), {QStringLiteral("--bogus")});
  REQUIRE(generator.waitForFinished(10000));
  CHECK(generator.exitCode() == 2);
}
