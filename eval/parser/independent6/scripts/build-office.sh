#!/bin/sh
# Word-like export: 05, a Portuguese Markdown CV -> pandoc .docx with the third set's house-style reference document
# (make-reference-docx.py, called from ../independent3/scripts/, not copied) -> LibreOffice Writer 7.4 exports PDF.
# Needs: pandoc, libreoffice-writer-nogui.
set -e
HERE="$(cd "$(dirname "$0")" && pwd)"
I3="$HERE/../../independent3/scripts"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/office
cd build/office
pandoc -o ref-default.docx --print-default-data-file reference.docx
python3 "$I3"/make-reference-docx.py ref-default.docx ref-house.docx
pandoc -f gfm ../../src/markdown/05.md --reference-doc=ref-house.docx -o 05.docx
# soffice runs one conversion at a time per user profile
soffice --headless --convert-to pdf 05.docx >/dev/null 2>&1
cp 05.pdf ../../pdfs/05-br-pandoc-docx-house-style.pdf
