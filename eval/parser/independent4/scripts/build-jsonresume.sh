#!/bin/sh
# JSON Resume files: rendered with npm themes installed in the held-out folder's own package.json
# (jsonresume-theme-actual 0.2.2 for 02 and 11, jsonresume-theme-onepage-plus 1.1.0 for 03) and printed with Debian's Chromium by the
# second set's renderer (reused unchanged); truth from this set's truth_jsonresume.py.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
I2="$HERE/../../independent2/scripts"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/jsonresume
one() { # source theme stem
  # onepage-plus reads JSON Resume v1's work[].name only; pre-v1 files keep the employer in "company": give the
  # theme both keys (wording unchanged) so that the employer is printed
  python3 "$HERE"/employer-as-name.py "src/jsonresume/$1" "build/jsonresume/$1"
  node "$I2"/render-jsonresume.mjs "build/jsonresume/$1" "jsonresume-theme-$2" "pdfs/$3.pdf" >/dev/null
  ov="src/overrides/$3.json"; [ -f "$ov" ] || ov=""
  python3 "$HERE"/truth_jsonresume.py "build/jsonresume/$1" "$2" "truth/$3.json" $ov
}
one 02.json actual 02-fr-actual-sidebar
one 03.json onepage-plus 03-fr-onepage-plus-gutter
one 11.json actual 11-cn-actual-sidebar-projects
