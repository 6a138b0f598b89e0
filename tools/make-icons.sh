#!/usr/bin/env bash
# Renders the application icon assets/icons/kartenrunde.svg into the PNG sizes
# of the hicolor theme (assets/icons/kartenrunde-<size>.png), which are
# committed. Run after changing the SVG; needs rsvg-convert (librsvg2-bin).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../assets/icons"
for size in 16 22 24 32 48 64 128 256; do
  rsvg-convert --width "$size" --height "$size" kartenrunde.svg --output "kartenrunde-$size.png"
done
