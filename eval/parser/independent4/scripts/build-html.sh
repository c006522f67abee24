#!/bin/sh
# HTML/CSS résumés printed with Debian's Chromium by the second set's print-html.mjs (reused unchanged; no
# network: the authors' remote fonts, icon CSS and scripts cannot load):
#   08 a hand-written Greek page styled as a newspaper (two-column grid, CSS upper-case headings);
#   09 the HTML that R pagedown's html_resume format wrote (the author's committed output with its own
#      stylesheet); its inline script moves dates into a left column and builds the timeline, while paged.js and
#      Font Awesome, which lived in an uncommitted _files folder, are absent, so Chromium paginates by itself.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
I2="$HERE/../../independent2/scripts"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p html
rm -rf html/08 html/09
cp -r src/html/08 html/08
node "$I2"/print-html.mjs html/08/pages/biografiko.html pdfs/08-gr-html-newspaper-two-column.pdf A4 >/dev/null
cp -r src/html/09 html/09
node "$I2"/print-html.mjs html/09/pagedownCV.html pdfs/09-co-pagedown-timeline-sidebar.pdf Letter >/dev/null
