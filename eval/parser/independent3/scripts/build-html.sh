#!/bin/sh
# HTML/CSS résumés printed with Debian's Chromium by the second set's print-html.mjs (reused unchanged; no
# network: the authors' remote fonts and icon CSS cannot load):
#   06 a hand-written page with its own stylesheet and print rules (cards, skill tags in a two-column grid);
#   08 a Jekyll page's Markdown (with raw HTML headings) through pandoc's default standalone HTML template.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
I2="$HERE/../../independent2/scripts"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p html/06 html/08
cp src/html/06/index.html src/html/06/style.css html/06/
node "$I2"/print-html.mjs html/06/index.html pdfs/06-br-html-css-cards.pdf A4 >/dev/null
pandoc -f gfm+yaml_metadata_block src/markdown/08.md -s -o html/08/index.html
node "$I2"/print-html.mjs html/08/index.html pdfs/08-ua-pandoc-html-default.pdf A4 >/dev/null
