#!/usr/bin/env bash
# `cmake --install` into a scratch prefix, then the installed programs moved
# to another folder still run: nothing of the build or source tree is needed.
#   check_install.sh <build folder> <source folder>
set -euo pipefail
build="$1"
source="$2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build" --prefix "$work/prefix" --strip >/dev/null
for f in bin/kartenrunde bin/kartenrunde-cli \
         share/applications/org.kartenrunde.Kartenrunde.desktop \
         share/metainfo/org.kartenrunde.Kartenrunde.metainfo.xml \
         share/icons/hicolor/scalable/apps/org.kartenrunde.Kartenrunde.svg \
         share/icons/hicolor/16x16/apps/org.kartenrunde.Kartenrunde.png \
         share/icons/hicolor/256x256/apps/org.kartenrunde.Kartenrunde.png \
         share/man/man6/kartenrunde.6.gz share/man/man6/kartenrunde-cli.6.gz \
         share/doc/kartenrunde/copyright share/doc/kartenrunde/changelog.gz; do
  [ -f "$work/prefix/$f" ] || { echo "not installed: $f" >&2; exit 1; }
done

# No path of the build or source tree baked into the programs.
for program in kartenrunde kartenrunde-cli; do
  for tree in "$build" "$source"; do
    if grep -qF "$tree" "$work/prefix/bin/$program"; then
      echo "bin/$program names $tree" >&2
      exit 1
    fi
  done
done

mv "$work/prefix" "$work/moved"
"$work/moved/bin/kartenrunde-cli" --version
"$work/moved/bin/kartenrunde-cli" selftest --game coiffeur --deals 20 >/dev/null
mkdir -m 700 "$work/runtime"
(cd "$work" && env QT_QPA_PLATFORM=offscreen HOME="$work" XDG_CONFIG_HOME="$work/config" \
  XDG_DATA_HOME="$work/data" XDG_RUNTIME_DIR="$work/runtime" KARTENRUNDE_SAVE_DIR="$work/saves" \
  "$work/moved/bin/kartenrunde" --lang ja --game dobbm --play --size 900x600 --screenshot "$work/shot.png")
head -c 24 "$work/shot.png" | od -An -tx1 | tr -d ' \n' | grep -q '^89504e470d0a1a0a0000000d494844520000038400000258$' \
  || { echo "the installed app wrote no 900x600 PNG" >&2; exit 1; }
echo "installed, moved, and ran"
