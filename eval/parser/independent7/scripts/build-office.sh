#!/bin/sh
# Word-like exports, each GFM -> pandoc .docx with pandoc's default reference.docx -> LibreOffice Writer 7.4
# (headless) exports PDF:
#   06 a Utah student's résumé (hourly jobs: parking, catering, warehouse);
#   12 a Japanese 履歴書 kept as Markdown pipe tables (personal data, schooling rows, job rows with periods, licence);
#      Writer sets the CJK text in Noto Sans CJK JP. The remote face photo was left out of the source.
# Needs: pandoc, libreoffice-writer-nogui, fonts-noto-cjk.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/office
cd build/office
# soffice runs one conversion at a time per user profile
for n in 06 12; do
  pandoc -f gfm "../../src/markdown/$n.md" -o "$n.docx"
  soffice --headless --convert-to pdf "$n.docx" >/dev/null 2>&1
done
cp 06.pdf ../../pdfs/06-us-pandoc-docx-libreoffice-hourly.pdf
cp 12.pdf ../../pdfs/12-jp-pandoc-docx-libreoffice-rirekisho.pdf
