#!/bin/sh
# 13: pandoc Markdown -> ms (groff) -> pdfroff (groff 1.22 + Ghostscript), pandoc's own ms route to PDF.
# Needs: pandoc, groff, ghostscript.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
rm -rf build/roff13 && mkdir -p build/roff13
pandoc -f markdown src/markdown/13.md -s -t ms -V papersize=a4 --pdf-engine=pdfroff -o build/roff13/13.pdf 2>/dev/null
cp build/roff13/13.pdf pdfs/13-it-pandoc-groff-ms-timeline.pdf
