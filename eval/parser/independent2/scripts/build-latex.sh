#!/bin/sh
# LaTeX résumés: pdflatex (Debian TeX Live 2022). 09 and 10 use res.cls, which the authors keep next to their
# source (src/latex/common/res.cls); 15 is a plain article with tabularx, babel russian and fontawesome5.
# Needs: texlive-latex-base texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended
#        texlive-fonts-extra texlive-lang-cyrillic texlive-lang-polish texlive-bibtex-extra (biblatex is loaded by 15)
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
build() { # dir out.pdf
  (cd "src/latex/$1" && pdflatex -interaction=nonstopmode cv.tex >/dev/null || true
   pdflatex -interaction=nonstopmode cv.tex >/dev/null || true)
  test -s "src/latex/$1/cv.pdf"
  cp "src/latex/$1/cv.pdf" "pdfs/$2"
}
cp src/latex/common/res.cls src/latex/09/ && cp src/latex/common/res.cls src/latex/10/
build 09 09-pl-rescls-margin.pdf
build 10 10-se-rescls-line.pdf
build 15 15-ru-latex-article-tabularx.pdf
