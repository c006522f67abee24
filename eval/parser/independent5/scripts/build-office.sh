#!/bin/sh
# Word-like exports: pandoc's own writers (not LibreOffice's HTML import, which the earlier sets used) and
# LibreOffice Writer 7.4 (headless) for the PDF:
#   03 GFM -> pandoc .odt (pandoc's default reference.odt styles) -> Writer exports PDF;
#   05 GFM with <br /> line breaks -> pandoc .docx (pandoc's default reference.docx) -> Writer exports PDF.
# Needs: pandoc, libreoffice-writer-nogui.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/office
cd build/office
# soffice runs one conversion at a time per user profile
pandoc -f gfm ../../src/markdown/03.md -s --metadata pagetitle="curriculo" -o 03.odt
soffice --headless --convert-to pdf 03.odt >/dev/null 2>&1
pandoc -f gfm ../../src/markdown/05.md -s --metadata pagetitle="Lebenslauf" -o 05.docx
soffice --headless --convert-to pdf 05.docx >/dev/null 2>&1
cp 03.pdf ../../pdfs/03-br-pandoc-odt-libreoffice.pdf
cp 05.pdf ../../pdfs/05-ch-pandoc-docx-libreoffice.pdf
