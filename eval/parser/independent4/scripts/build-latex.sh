#!/bin/sh
# LaTeX résumés, each built in a copy of its source folder under build/latex/ (Debian TeX Live 2022):
#   01 europasscv (the CTAN class in TeX Live) + biblatex/biber publication table, pdfLaTeX;
#   04 article + fontawesome icons, pdfLaTeX;
#   06 article with "dates \hfill text" rows, pdfLaTeX;
#   07 Awesome-CV (the 2021-era class with fontawesome5/roboto/sourcesanspro, as kept in a user's fork), XeLaTeX;
#      roboto.sty loads Roboto Slab by name, which TeX Live 2022 lacks: Debian's fonts-roboto-slab provides it;
#   13 a Jekyll page's Markdown -> pandoc's default LaTeX template with the KOMA-Script class scrartcl -> pdfLaTeX
#      (the page's front-matter title "Meu currículo" becomes the printed title).
# \today is fixed through SOURCE_DATE_EPOCH so that a rebuild prints the same date (01 prints it in its footer).
# Needs: texlive-latex-base -latex-recommended -latex-extra -fonts-recommended -fonts-extra -xetex
#        -bibtex-extra, biber, pandoc, fonts-roboto-slab.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
export FORCE_SOURCE_DATE=1
prep() { rm -rf "build/latex/$1" && mkdir -p build/latex && cp -r "src/latex/$1" "build/latex/$1"; }
quiet() { "$@" >/dev/null 2>&1 || true; }

prep 01
(cd build/latex/01 && export SOURCE_DATE_EPOCH=1767225600 && quiet pdflatex -interaction=nonstopmode CV_Andrea_Vaiano_no_dati.tex \
  && quiet biber CV_Andrea_Vaiano_no_dati && quiet pdflatex -interaction=nonstopmode CV_Andrea_Vaiano_no_dati.tex \
  && quiet pdflatex -interaction=nonstopmode CV_Andrea_Vaiano_no_dati.tex)
cp build/latex/01/CV_Andrea_Vaiano_no_dati.pdf pdfs/01-it-europasscv-academic.pdf

prep 04
(cd build/latex/04 && quiet pdflatex -interaction=nonstopmode lebenslauf.tex && quiet pdflatex -interaction=nonstopmode lebenslauf.tex)
cp build/latex/04/lebenslauf.pdf pdfs/04-de-article-fontawesome.pdf

prep 06
(cd build/latex/06 && quiet pdflatex -interaction=nonstopmode lebenslauf.tex)
cp build/latex/06/lebenslauf.pdf pdfs/06-de-latex-hfill-rows.pdf

prep 07
(cd build/latex/07 && quiet xelatex -interaction=nonstopmode resume.tex && quiet xelatex -interaction=nonstopmode resume.tex)
cp build/latex/07/resume.pdf pdfs/07-fr-awesome-cv.pdf

rm -rf build/latex/13 && mkdir -p build/latex/13
(cd build/latex/13 && export SOURCE_DATE_EPOCH=1767225600 && pandoc -f markdown ../../../src/markdown/13.md -s -V documentclass=scrartcl \
  -V lang=pt-BR -V papersize=a4 -o 13.tex && quiet pdflatex -interaction=nonstopmode 13.tex && quiet pdflatex -interaction=nonstopmode 13.tex)
cp build/latex/13/13.pdf pdfs/13-br-pandoc-koma-linux-instructor.pdf

for f in 13-br-pandoc-koma-linux-instructor 01-it-europasscv-academic 04-de-article-fontawesome 06-de-latex-hfill-rows 07-fr-awesome-cv; do
  test -s "pdfs/$f.pdf"
done
