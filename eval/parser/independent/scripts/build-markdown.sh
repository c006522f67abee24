#!/bin/sh
# Markdown résumés: pandoc (Debian) to LaTeX + pdflatex, or to standalone HTML + Chromium.
set -e
# scripts live in the repository; the sources, PDFs and truth in the held-out folder outside it
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
mkdir -p build/md
# 07: GitHub-flavoured Markdown (as the author's repository renders it) through pandoc's LaTeX template
pandoc -f gfm src/markdown/07.md -s -V geometry:margin=2cm -o build/md/07.tex
(cd build/md && pdflatex -interaction=nonstopmode 07.tex >/dev/null && pdflatex -interaction=nonstopmode 07.tex >/dev/null)
cp build/md/07.pdf pdfs/07-en-pandoc-latex.pdf
# 08: GitHub-flavoured Markdown through pandoc's default HTML5 template, printed with Chromium (US Letter)
pandoc -f gfm src/markdown/08.md -s --metadata pagetitle="08-en-pandoc-html" -o html/08-en-pandoc-html.html
node "$HERE"/print-html.mjs html/08-en-pandoc-html.html pdfs/08-en-pandoc-html.pdf Letter
# 13: Chinese pandoc Markdown (superscript daggers) through pandoc's default HTML5 template, printed with Chromium (A4);
# needs a CJK font (Debian fonts-wqy-microhei)
pandoc -f markdown src/markdown/13.md -s --metadata pagetitle="13-zh-pandoc-html" -o html/13-zh-pandoc-html.html
node "$HERE"/print-html.mjs html/13-zh-pandoc-html.html pdfs/13-zh-pandoc-html.pdf A4
# 16: Japanese GitHub-flavoured Markdown with raw HTML (page breaks, tables) through pandoc's HTML5 template, Chromium (A4)
pandoc -f gfm src/markdown/16.md -s --metadata pagetitle="16-ja-pandoc-html" -o html/16-ja-pandoc-html.html
node "$HERE"/print-html.mjs html/16-ja-pandoc-html.html pdfs/16-ja-pandoc-html.pdf A4
