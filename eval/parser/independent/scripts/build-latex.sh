#!/bin/sh
# LaTeX résumés: compile each source with Debian TeX Live (pdflatex, bibtex where a .bib is used).
# Needs: texlive-latex-base texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended
#        texlive-fonts-extra (fontawesome5 for moderncv) texlive-plain-generic (nth) texlive-lang-german lmodern
set -e
# scripts live in the repository; the sources, PDFs and truth in the held-out folder outside it
HERE="$(cd "$(dirname "$0")" && pwd)"
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
build() { # dir main.tex out.pdf [bibtex]
  (cd "src/latex/$1" && pdflatex -interaction=nonstopmode "$2" >/dev/null || true
   if [ -n "$4" ]; then bibtex "${2%.tex}" >/dev/null; pdflatex -interaction=nonstopmode "$2" >/dev/null || true; fi
   pdflatex -interaction=nonstopmode "$2" >/dev/null || true)
  test -s "src/latex/$1/${2%.tex}.pdf"
  cp "src/latex/$1/${2%.tex}.pdf" "pdfs/$3"
}
build 06 cv.tex 06-en-moderncv-classic.pdf
build 09 cv.tex 09-uk-jakes-research.pdf
build 12 lebenslauf.tex 12-de-moderncv-academic.pdf
build 15 Lebenslauf.tex 15-at-moderncv-casual-academic.pdf bib
