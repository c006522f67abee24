#!/bin/sh
# Word-like exports: the authors' Markdown goes through pandoc to .docx, .odt or HTML, and LibreOffice Writer
# (Debian libreoffice-writer-nogui, headless) exports the PDF. Truth for these is hand-written in truth/.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/office
cd build/office
pandoc -f gfm ../../src/markdown/07.md -o 07.docx
pandoc -f gfm ../../src/markdown/08.md -o 08.odt
# 12 opens with raw HTML (name, title, contact line), which the .docx writer would drop: Writer/Web imports the HTML
pandoc -f gfm ../../src/markdown/12.md -s --metadata pagetitle="Phạm Tiến Thuận" -o 12.html
pandoc -f markdown ../../src/markdown/13.md -s -o 13.docx
pandoc -f gfm ../../src/markdown/17.md -o 17.odt
# soffice runs one conversion at a time per user profile
soffice --headless --convert-to pdf 07.docx >/dev/null 2>&1
soffice --headless --convert-to pdf 08.odt >/dev/null 2>&1
soffice --headless --convert-to pdf:writer_web_pdf_Export 12.html >/dev/null 2>&1
soffice --headless --convert-to pdf 13.docx >/dev/null 2>&1
soffice --headless --convert-to pdf 17.odt >/dev/null 2>&1
cp 07.pdf ../../pdfs/07-fr-libreoffice-docx.pdf
cp 08.pdf ../../pdfs/08-en-libreoffice-odt.pdf
cp 12.pdf ../../pdfs/12-vi-libreoffice-html.pdf
cp 13.pdf ../../pdfs/13-tr-libreoffice-docx.pdf
cp 17.pdf ../../pdfs/17-nl-libreoffice-odt.pdf
