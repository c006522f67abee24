#!/bin/sh
# JSON Resume files: render with an npm theme (installed in this folder's own package.json) and print
# with Debian's Chromium through the project's playwright-core; then derive the truth JSON from the
# source with the theme's printing conventions plus hand-checked overrides (src/overrides/).
set -e
# scripts live in the repository; the sources, PDFs and truth in the held-out folder outside it
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
one() { # source theme stem
  node "$HERE"/render-jsonresume.mjs "src/jsonresume/$1" "jsonresume-theme-$2" "pdfs/$3.pdf" >/dev/null
  ov="src/overrides/$3.json"; [ -f "$ov" ] || ov=""
  python3 "$HERE"/truth_jsonresume.py "src/jsonresume/$1" "$2" "truth/$3.json" $ov
}
one 01.json macchiato 01-en-macchiato
one 02.json even 02-es-even
one 03.json stackoverflow 03-de-stackoverflow
one 04.json elegant 04-en-elegant
one 05.json stackoverflow 05-fr-stackoverflow
one 10.json kendall 10-ca-kendall.tmp
one 11.json even 11-pt-even
one 14.json macchiato 14-us-macchiato
one 17.json flat 17-il-flat
# 10's truth is hand-written (kendall stacks education dates and upper-cases the name): keep only its PDF
mv pdfs/10-ca-kendall.tmp.pdf pdfs/10-ca-kendall.pdf; mv html/10-ca-kendall.tmp.html html/10-ca-kendall.html; rm -f truth/10-ca-kendall.tmp.json
