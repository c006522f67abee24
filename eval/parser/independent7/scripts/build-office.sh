#!/bin/sh
# Word-like export: 06, a Utah student's GFM résumé (hourly jobs: parking, catering, warehouse) -> pandoc .docx with
# pandoc's default reference.docx -> LibreOffice Writer 7.4 (headless) exports PDF.
# Needs: pandoc, libreoffice-writer-nogui.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/office
cd build/office
pandoc -f gfm ../../src/markdown/06.md -o 06.docx
# soffice runs one conversion at a time per user profile
soffice --headless --convert-to pdf 06.docx >/dev/null 2>&1
cp 06.pdf ../../pdfs/06-us-pandoc-docx-libreoffice-hourly.pdf
