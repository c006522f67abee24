#!/bin/sh
# LaTeX résumés, each built in a copy of its source folder under build/latex/ (Debian TeX Live 2022):
#   01 AltaCV 1.1.5 (the class file the author keeps next to the source), pdfLaTeX, sidebar in the margin;
#   05 article + the author's .sty + biblatex/biber publication lists, pdfLaTeX (the source names its .bib files
#      tran_paul_le_cv_*.bib; the repository keeps them as tran_paul_le_*.bib, copied here under the cited names);
#   10 the author's Makefile: pandoc Markdown -> the author's LaTeX template -> XeLaTeX + BibTeX (bibentry);
#   12 pandoc Markdown -> pandoc's default LaTeX template -> LuaLaTeX.
# \today is fixed through SOURCE_DATE_EPOCH so that a rebuild prints the same date (05 prints "Last updated").
# Needs: texlive-latex-base -latex-recommended -latex-extra -fonts-recommended -fonts-extra -xetex -luatex
#        -bibtex-extra, biber, pandoc.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
export FORCE_SOURCE_DATE=1
prep() { rm -rf "build/latex/$1" && mkdir -p build/latex && cp -r "src/latex/$1" "build/latex/$1"; }
quiet() { "$@" >/dev/null 2>&1 || true; }

prep 01
(cd build/latex/01 && export SOURCE_DATE_EPOCH=1640995200 && quiet pdflatex -interaction=nonstopmode resume.tex && quiet pdflatex -interaction=nonstopmode resume.tex)
cp build/latex/01/resume.pdf pdfs/01-pl-altacv-sidebar.pdf

prep 05
(cd build/latex/05 && export SOURCE_DATE_EPOCH=1661040000 && quiet pdflatex -interaction=nonstopmode tran_paul_le_cv.tex \
  && quiet biber tran_paul_le_cv && quiet pdflatex -interaction=nonstopmode tran_paul_le_cv.tex \
  && quiet pdflatex -interaction=nonstopmode tran_paul_le_cv.tex)
cp build/latex/05/tran_paul_le_cv.pdf pdfs/05-us-latex-biblatex-academic.pdf

prep 10
(cd build/latex/10 && export SOURCE_DATE_EPOCH=1551000000 && pandoc -s -f markdown-auto_identifiers cv.md -o cv.tex --template=template.tex \
  && quiet xelatex -interaction=nonstopmode cv && quiet bibtex cv && quiet xelatex -interaction=nonstopmode cv \
  && quiet xelatex -interaction=nonstopmode cv)
cp build/latex/10/cv.pdf pdfs/10-uk-pandoc-xelatex-bibentry-academic.pdf

rm -rf build/latex/12 && mkdir -p build/latex/12
(cd build/latex/12 && export SOURCE_DATE_EPOCH=1767225600 && pandoc -f gfm ../../../src/markdown/12.md -s -V lang=pt-BR -V papersize=a4 \
  -V geometry:margin=2.5cm -o 12.tex && quiet lualatex -interaction=nonstopmode 12.tex && quiet lualatex -interaction=nonstopmode 12.tex)
cp build/latex/12/12.pdf pdfs/12-br-pandoc-lualatex-physician.pdf
for f in 01-pl-altacv-sidebar 05-us-latex-biblatex-academic 10-uk-pandoc-xelatex-bibentry-academic 12-br-pandoc-lualatex-physician; do
  test -s "pdfs/$f.pdf"
done
