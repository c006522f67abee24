#!/bin/sh
# Plain-text résumé typeset by GNU enscript (PostScript) and converted by Ghostscript's ps2pdf:
#   01 a résumé kept as a .txt file. enscript reads Latin-1 only, so the UTF-8 source goes through iconv first
#      (the typographic apostrophe and the "fi" ligature become ASCII; accented letters survive); long dotted
#      rules wrap. No page header (-B), so no date is printed and a rebuild is identical.
# Needs: enscript, ghostscript, iconv (libc-bin).
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/text
iconv -f UTF-8 -t ISO-8859-1//TRANSLIT src/text/01.txt > build/text/01.latin1.txt
enscript -q -B --word-wrap --media=A4 -f Courier9 -X latin1 -o build/text/01.ps build/text/01.latin1.txt
SOURCE_DATE_EPOCH=1767225600 ps2pdf -dPDFSETTINGS=/default build/text/01.ps pdfs/01-fr-enscript-plaintext.pdf
