#!/bin/sh
# LaTeX résumés, each built in a copy of its source folder under build/latex/ (Debian TeX Live 2022):
#   02 Trey Hunner's resume.cls ("Medium Length Professional CV", extarticle 8pt, rSection blocks), pdfLaTeX.
#      The author's file calls \textcolor and \href, which this class does not load, and with TeX Live 2022's
#      expandable \MakeUppercase the class's header loops on \huge inside the upper-cased name. The build
#      therefore loads xcolor first and hyperref after the class and makes \namesize protected, through a
#      two-line wrapper (build.tex); neither the author's file nor the class is edited.
# Needs: texlive-latex-base -latex-recommended -latex-extra -fonts-recommended.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
prep() { rm -rf "build/latex/$1" && mkdir -p build/latex && cp -r "src/latex/$1" "build/latex/$1"; }
quiet() { "$@" >/dev/null 2>&1 || true; }

prep 02
printf '%s\n' '\RequirePackage{xcolor}' \
  '\AddToHook{class/resume/after}{\RequirePackage{hyperref}\protected\def\namesize{\huge}}' '\input{cv.tex}' \
  > build/latex/02/build.tex
(cd build/latex/02 && quiet timeout 120 pdflatex -interaction=nonstopmode build.tex && quiet timeout 120 pdflatex -interaction=nonstopmode build.tex)
cp build/latex/02/build.pdf pdfs/02-cn-resumecls-academic.pdf

