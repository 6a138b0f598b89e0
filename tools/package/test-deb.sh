#!/usr/bin/env bash
# The Debian package, end to end: builds kartenrunde_<version>_<arch>.deb from
# a configured and built build folder, checks it with lintian (any error
# fails), installs it with apt-get, runs the installed programs (a self-test
# of 1,000 Doppelkopf deals, the app's screenshot offscreen, the man pages),
# then purges it. Needs root or sudo. Run by tools/setup.sh test.
#
#   tools/package/test-deb.sh [build folder, default build/release]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="$(cd "${1:-$root/build/release}" && pwd)"
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)

out="$build/package"
rm -f "$out"/kartenrunde_*.deb
(cd "$build" && cpack -G DEB -B "$out" >/dev/null)
deb=$(ls "$out"/kartenrunde_*.deb)
echo "package: built $(basename "$deb")"
dpkg-deb --field "$deb" Depends

# lintian: any error or warning fails (its informational tags are printed).
lintian_out=$(lintian --tag-display-limit 0 --info "$deb" 2>&1 | grep -v 'running with root privileges' || true)
printf '%s\n' "$lintian_out" | sed '/^$/d; s/^/lintian: /'
if printf '%s\n' "$lintian_out" | grep -q '^[EW]: '; then
  echo "package: lintian reports errors or warnings" >&2
  exit 1
fi

cleanup() { "${sudo[@]}" apt-get purge -y kartenrunde >/dev/null 2>&1 || true; }
trap cleanup EXIT
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "$deb" >/dev/null
echo "package: installed"

[ -x /usr/games/kartenrunde ] && [ -x /usr/games/kartenrunde-cli ]
/usr/games/kartenrunde-cli --version
/usr/games/kartenrunde-cli selftest --game doppelkopf --deals 1000
for f in /usr/share/applications/org.kartenrunde.Kartenrunde.desktop \
         /usr/share/metainfo/org.kartenrunde.Kartenrunde.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/org.kartenrunde.Kartenrunde.svg \
         /usr/share/icons/hicolor/48x48/apps/org.kartenrunde.Kartenrunde.png \
         /usr/share/man/man6/kartenrunde.6.gz /usr/share/man/man6/kartenrunde-cli.6.gz; do
  [ -f "$f" ] || { echo "package: $f is missing" >&2; exit 1; }
done
man -l /usr/share/man/man6/kartenrunde-cli.6.gz 2>/dev/null | grep -q "duplicate" \
  || { echo "package: the man page of kartenrunde-cli does not read" >&2; exit 1; }

# The installed app, away from the build tree, with scratch settings.
scratch=$(mktemp -d)
mkdir -m 700 "$scratch/runtime"
(cd "$scratch" && env QT_QPA_PLATFORM=offscreen HOME="$scratch" XDG_CONFIG_HOME="$scratch/config" \
  XDG_DATA_HOME="$scratch/data" XDG_RUNTIME_DIR="$scratch/runtime" KARTENRUNDE_SAVE_DIR="$scratch/saves" \
  /usr/games/kartenrunde --lang de --game doppelkopf --play --size 1100x720 --screenshot "$scratch/shot.png")
file "$scratch/shot.png" | grep -q "PNG image data, 1100 x 720" \
  || { echo "package: the installed app made no screenshot" >&2; exit 1; }
rm -rf "$scratch"
echo "package: the installed programs work; purging"
