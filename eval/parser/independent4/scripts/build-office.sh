#!/bin/sh
# Word-like exports through LibreOffice Writer 7.4 (Debian libreoffice-writer-nogui, headless):
#   05 GFM -> pandoc standalone HTML -> Writer imports the HTML and saves a Word 97 .doc -> Writer exports the .doc
#      (the binary Word format, which the earlier sets' .docx/.odt routes do not use);
#   12 GFM with raw HTML -> pandoc standalone HTML -> Writer imports it as a text document and saves RTF ->
#      Writer exports the RTF (the name lives in a raw-HTML paragraph, so the route goes through HTML).
# Truth for these is hand-written in truth/.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/office
cd build/office
# soffice runs one conversion at a time per user profile
pandoc -f gfm ../../src/markdown/05.md -s --metadata pagetitle="Calebe Machado" -o 05.html
soffice --headless --convert-to 'doc:MS Word 97' 05.html >/dev/null 2>&1
soffice --headless --convert-to pdf 05.doc >/dev/null 2>&1
pandoc -f gfm ../../src/markdown/12.md -s --metadata pagetitle="Luana Furtado da Silva" -o 12.html
soffice --headless --infilter="HTML (StarWriter)" --convert-to 'rtf:Rich Text Format' 12.html >/dev/null 2>&1
soffice --headless --convert-to pdf 12.rtf >/dev/null 2>&1
cp 05.pdf ../../pdfs/05-es-libreoffice-html-doc97.pdf
cp 12.pdf ../../pdfs/12-br-libreoffice-html-rtf-photographer.pdf
