#!/bin/sh
# Word-like exports through LibreOffice Writer 7.4 (Debian libreoffice-writer-nogui, headless):
#   04 GFM with raw HTML -> pandoc HTML -> Writer imports the HTML and saves .docx -> Writer exports the .docx
#      (the raw-HTML project list is indented after blank lines, so GFM prints it as code, tags and all);
#   07 pandoc Markdown -> .docx with a house-style reference document (make-reference-docx.py: DejaVu Serif body,
#      DejaVu Sans headings, A4 with narrow margins) instead of pandoc's default look;
#   09 the author's hand-written HTML page -> Writer imports it and saves .odt -> Writer exports the .odt.
# Truth for these is hand-written in truth/.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/office
cd build/office
# soffice runs one conversion at a time per user profile
pandoc -f gfm ../../src/markdown/04.md -s --metadata pagetitle="曹思源" -o 04.html
soffice --headless --convert-to 'docx:MS Word 2007 XML' 04.html >/dev/null 2>&1
soffice --headless --convert-to pdf 04.docx >/dev/null 2>&1
pandoc -o ref-default.docx --print-default-data-file reference.docx
python3 "$HERE"/make-reference-docx.py ref-default.docx ref-house.docx
pandoc -f markdown ../../src/markdown/07.md --reference-doc=ref-house.docx -o 07.docx
soffice --headless --convert-to pdf 07.docx >/dev/null 2>&1
cp ../../src/html/09/one-page-resume.html 09.html
soffice --headless --convert-to odt:writer8 09.html >/dev/null 2>&1
soffice --headless --convert-to pdf 09.odt >/dev/null 2>&1
cp 04.pdf ../../pdfs/04-zh-libreoffice-html-docx.pdf
cp 07.pdf ../../pdfs/07-cz-libreoffice-docx-refstyle.pdf
cp 09.pdf ../../pdfs/09-us-libreoffice-html-odt.pdf
