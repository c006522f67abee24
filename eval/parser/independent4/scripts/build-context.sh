#!/bin/sh
# 10: the author's pandoc -> ConTeXt route (his Makefile: pandoc --template CV_template.tex --to context, then
#     `context`), with Debian's ConTeXt MkIV (package context). The template asks for Optima, Cousine and
#     academicons, which are not installed, so ConTeXt falls back to its default fonts; its Font Awesome symbols
#     come from Debian's fonts-font-awesome once ConTeXt's font database knows the system font folder.
# Needs: pandoc, context, fonts-font-awesome.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
rm -rf build/context/10 && mkdir -p build/context && cp -r src/context/10 build/context/10
OSFONTDIR=/usr/share/fonts mtxrun --script fonts --reload >/dev/null 2>&1 || true
(cd build/context/10 && pandoc --standalone --template CV_template.tex --from markdown --to context -V papersize=letter \
  -o Katabuchi_CV.tex CV.md && OSFONTDIR=/usr/share/fonts context --batchmode --nonstopmode Katabuchi_CV.tex >/dev/null 2>&1 </dev/null || true)
cp build/context/10/Katabuchi_CV.pdf pdfs/10-jp-context-ecologist-academic.pdf
