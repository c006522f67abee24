#!/bin/sh
# JSON Resume files: rendered with an npm theme installed in the held-out folder's own package.json
# (jsonresume-theme-caffeine 1.2.3, jsonresume-theme-slick 0.1.16) and printed with Debian's Chromium by the
# second set's renderer, which this set reuses unchanged; the truth is derived from the source with this set's
# truth_jsonresume.py plus hand-checked overrides (src/overrides/NN-....json).
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
I2="$HERE/../../independent2/scripts"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
one() { # source theme stem
  node "$I2"/render-jsonresume.mjs "src/jsonresume/$1" "jsonresume-theme-$2" "pdfs/$3.pdf" >/dev/null
  ov="src/overrides/$3.json"; [ -f "$ov" ] || ov=""
  python3 "$HERE"/truth_jsonresume.py "src/jsonresume/$1" "$2" "truth/$3.json" $ov
}
one 02.json caffeine 02-ja-caffeine-sidebar
one 03.json slick 03-de-slick
# slick sets large type: at the renderer's scale 1 the German CV runs to 6 pages; print its HTML again at 0.8, as
# a print dialog's scaling would, so that it stays within 4
node "$I2"/print-html.mjs html/03-de-slick.html pdfs/03-de-slick.pdf A4 0.8 >/dev/null
one 11.json caffeine 11-cl-caffeine-sidebar
