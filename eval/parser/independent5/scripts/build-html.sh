#!/bin/sh
# HTML routes, each page through one engine (nothing is fetched: remote images were left out of the sources,
# and the pages load no remote resources):
#   04 a Markdown page written for old GitHub ("##Heading##" without spaces, raw-HTML two-column tables for the
#      profile and the schools) -> pandoc markdown_strict standalone HTML (pandoc's default CSS) -> WeasyPrint;
#   06 a Japanese 履歴書 page (the PHP page's body with the author's stylesheet; the site header include and the
#      photo left out) -> Debian's Chromium through the second set's print-html.mjs (reused unchanged);
#   07 pandoc Markdown with definition lists -> the author's pandoc HTML template and stylesheet (an 800px-wide
#      moderncv-like page) -> wkhtmltopdf (Qt WebKit, shrink-to-fit) with the margins from the file's metadata,
#      as `pandoc --pdf-engine=wkhtmltopdf` passes them;
#   08 a Korean GFM page with empty "#" heading lines -> pandoc GFM standalone HTML -> Chromium;
#   09 GFM with emoji shortcodes and <br> line ends -> pandoc GFM standalone HTML (emoji as characters) -> WeasyPrint.
#   10 a Korean GFM page (YAML front matter, tab-indented nested lists) -> pandoc GFM standalone HTML (the front
#      matter read as metadata, not printed) -> wkhtmltopdf with pandoc's default CSS.
# Needs: pandoc, wkhtmltopdf, weasyprint, chromium, fonts-noto-cjk.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
I2="$HERE/../../independent2/scripts"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p html
pandoc -f markdown_strict src/markdown/04.md -s --metadata pagetitle="Lebenslauf" -o html/04.html
weasyprint html/04.html pdfs/04-at-weasyprint-tables.pdf 2>/dev/null
rm -rf html/06 && cp -r src/html/06 html/06
node "$I2"/print-html.mjs html/06/index.html pdfs/06-jp-chromium-rirekisho-table.pdf A4 >/dev/null
rm -rf html/07 && cp -r src/markdown/07 html/07
(cd html/07 && pandoc cv_es.md -s --template style/template.html --css style/style.css -o cv_es.html)
wkhtmltopdf --quiet --page-size A4 --disable-javascript --enable-local-file-access -L 25mm -R 25mm -T 30mm -B 30mm \
  html/07/cv_es.html pdfs/07-ar-wkhtmltopdf-geophysics-academic.pdf
pandoc -f gfm src/markdown/08.md -s --metadata pagetitle="이력서" -o html/08.html
node "$I2"/print-html.mjs html/08.html pdfs/08-kr-chromium-pandoc-gfm.pdf A4 >/dev/null
pandoc -f gfm src/markdown/09.md -s --metadata pagetitle="curriculo" -o html/09.html
weasyprint html/09.html pdfs/09-br-weasyprint-esl-teacher.pdf 2>/dev/null
pandoc -f gfm+yaml_metadata_block src/markdown/10.md -s --metadata pagetitle="이력서" -o html/10.html
wkhtmltopdf --quiet --page-size A4 --disable-javascript html/10.html pdfs/10-kr-wkhtmltopdf-robotics.pdf
