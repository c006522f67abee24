#!/bin/sh
# JSON Resume files: render with an npm theme (installed in the held-out folder's own package.json) and print
# with Debian's Chromium through the project's playwright-core; then derive the truth JSON from the source with
# the theme's printing conventions plus hand-checked overrides (src/overrides/, none needed so far).
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
one() { # source theme stem
  node "$HERE"/render-jsonresume.mjs "src/jsonresume/$1" "jsonresume-theme-$2" "pdfs/$3.pdf" >/dev/null
  ov="src/overrides/$3.json"; [ -f "$ov" ] || ov=""
  python3 "$HERE"/truth_jsonresume.py "src/jsonresume/$1" "$2" "truth/$3.json" $ov
}
one 01.json short 01-ru-short
one 02.json onepage 02-pl-onepage
one 03.json spartan 03-ko-spartan
one 04.json paper 04-it-paper
one 05.json class 05-us-class
one 06.json short 06-es-short
