#!/usr/bin/env bash
# Kartenrunde set-up on Debian 12: installs the missing Debian packages,
# configures and builds, then starts the app (`run`) or runs every test
# (`test`: the full build's tests, then the Debian package built, installed,
# run and purged, then the engine tests under the address and
# undefined-behaviour sanitizers in one build, then under the thread sanitizer).
#
#   tools/setup.sh run  [app arguments...]
#   tools/setup.sh test
#
# Safe to repeat: installing is skipped when every package is present, and
# builds are incremental. KR_SANITIZERS="address thread" picks the sanitizer
# builds ("address" is address and undefined behaviour together; empty: none);
# KR_PACKAGE_TEST=0 skips the package test (it installs and removes a package).
set -euo pipefail

mode="${1:-}"
shift || true
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

packages=(
  g++ cmake ninja-build pkg-config
  qt6-base-dev qt6-declarative-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
  qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtquick-shapes
  qml6-module-qt5compat-graphicaleffects qml6-module-qttest
  catch2 nlohmann-json3-dev
  libgl-dev xvfb xauth fonts-noto-cjk
  help2man desktop-file-utils appstream lintian file man-db dpkg-dev
)

install_missing() {
  local missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ "${#missing[@]}" -eq 0 ]; then
    echo "setup: all ${#packages[@]} Debian packages are present"
    return
  fi
  echo "setup: installing ${missing[*]}"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
}

build() {  # build <preset>
  cmake --preset "$1" >/dev/null
  cmake --build --preset "$1"
}

case "$mode" in
  run)
    install_missing
    build release
    exec "$root/build/release/kartenrunde" "$@"
    ;;
  test)
    install_missing
    build release
    # The app's tests need no display: Qt renders offscreen.
    QT_QPA_PLATFORM=offscreen ctest --preset release
    # The Debian package: built, checked by lintian, installed, run, purged.
    if [ "${KR_PACKAGE_TEST-1}" != 0 ]; then
      tools/package/test-deb.sh build/release
    fi
    for s in ${KR_SANITIZERS-address thread}; do
      case "$s" in address | undefined) p=asan ;; thread) p=tsan ;; *) echo "setup: unknown sanitizer $s" >&2; exit 2 ;; esac
      echo "setup: engine tests under the ${p} preset"
      build "$p"
      # Long randomized tests run a tenth of their deals under the sanitizers.
      KR_TEST_SCALE=0.1 ctest --preset "$p"
    done
    ;;
  *)
    echo "usage: tools/setup.sh run [app arguments...] | tools/setup.sh test" >&2
    exit 2
    ;;
esac
