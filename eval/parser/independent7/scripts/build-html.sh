#!/bin/sh
# HTML route: 09, an Egyptian student's GFM page written mostly as raw HTML (centred <p> headings inside "##"
# lines, <ul>/<li> lists with <i> paragraphs, inline font sizes) -> pandoc GFM standalone HTML (pandoc's default
# CSS) -> Debian's Chromium through the second set's print-html.mjs (called, not copied). The author's photo and a
# remote skill-icon image were left out of the source; the page loads nothing remote.
# Needs: pandoc, chromium.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
I2="$HERE/../../independent2/scripts"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p html
pandoc -f gfm src/markdown/09.md -s --metadata pagetitle="Resume" -o html/09.html
node "$I2"/print-html.mjs html/09.html pdfs/09-eg-pandoc-gfm-html-chromium.pdf A4 >/dev/null
