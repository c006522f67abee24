#!/bin/sh
# JSON Resume files rendered with npm themes installed in the held-out folder's own package.json
# (jsonresume-theme-even 0.26 for 01, jsonresume-theme-macchiato 1.1 for 07) and printed with Debian's Chromium by the
# second set's renderer; the truth comes from the first set's truth_jsonresume.py, which already knows what these
# two themes print (both scripts called from their folders, not copied). Overrides in src/overrides/ replace the
# parts that script does not describe for these files: 01's "Label: a, b" skill keywords split into items, 07's
# work summaries that only hold a place ("(Saint-Petersburg, Russia)"), which are locations, not duties.
# Needs: node (the repository's playwright-core), Debian's chromium.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
I1="$HERE/../../independent/scripts"
I2="$HERE/../../independent2/scripts"
I4="$HERE/../../independent4/scripts"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/jsonresume
one() { # source theme stem
  # Both themes read JSON Resume v1's work[].name; these pre-v1 files keep the employer in "company": give the
  # theme both keys (wording unchanged) so that the employer is printed.
  python3 "$I4"/employer-as-name.py "src/jsonresume/$1" "build/jsonresume/$1"
  node "$I2"/render-jsonresume.mjs "build/jsonresume/$1" "jsonresume-theme-$2" "pdfs/$3.pdf" >/dev/null
  ov="src/overrides/$3.json"; [ -f "$ov" ] || ov=""
  python3 "$I1"/truth_jsonresume.py "build/jsonresume/$1" "$2" "truth/$3.json" $ov
}
one 01.json even 01-us-jsonresume-even
one 07.json macchiato 07-ru-jsonresume-macchiato-ios
