#!/bin/sh
# HTML/CSS résumés printed with Debian's Chromium: two pandoc Markdown CVs with the authors' own stylesheets
# (11: pandoc's default template + the author's CSS; 14: the author's pandoc template + compiled CSS) and one
# hand-written HTML page with a sidebar (16). Remote fonts and icon CSS cannot load (no network).
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p html/14 html/16
pandoc -f markdown src/markdown/11/cv.md -s --css style.css --metadata pagetitle="11-ar-pandoc-css-academic" -o html/11-ar-pandoc-css-academic.html
cp src/markdown/11/style.css html/style.css
node "$HERE"/print-html.mjs html/11-ar-pandoc-css-academic.html pdfs/11-ar-pandoc-css-academic.pdf A4 >/dev/null
# 14: the author's build.sh options; the date variable is printed only when display-lastupdate is set (it is not)
cp -r src/markdown/14/stylesheets html/14/
pandoc --standalone --section-divs --template src/markdown/14/templates/cv.html \
  --from markdown+yaml_metadata_block+header_attributes+definition_lists+smart --to html5 \
  --variable=date:"November 26, 2026" --css stylesheets/style.css --output html/14/index.html src/markdown/14/cv.md
# the author's print CSS sets body { min-width: 55.11em } (about 1000px), wider than A4 at 15 mm margins: print at
# 0.65 so the right-aligned header and column are not cut (the author printed with wkhtmltopdf, which shrinks to fit)
node "$HERE"/print-html.mjs html/14/index.html pdfs/14-de-pandoc-template-academic.pdf A4 0.65 >/dev/null
# 16 is laid out for a wide screen (sidebar 40% + content 70% of a 1200px box): print at half scale, as a print
# dialog's "fit to page" would, so that the content column is not cut at the right edge
cp src/html/16/CV.html src/html/16/style.css html/16/
node "$HERE"/print-html.mjs html/16/CV.html pdfs/16-id-html-sidebar.pdf A4 0.5 >/dev/null
