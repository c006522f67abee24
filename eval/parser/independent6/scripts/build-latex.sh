#!/bin/sh
# LaTeX résumés, each built in a copy of its source folder under build/latex/ (Debian TeX Live 2022):
#   01 a German article-class Lebenslauf (titlesec, enumitem), pdfLaTeX;
#   02 Sidratul Muntaha Ahmed's Jake's-résumé derivative, written in Portuguese, pdfLaTeX;
#   03 Jake Gutierrez's résumé template, a Canadian engineering student, pdfLaTeX;
#   04 a two-column article (multicol) whose entries are minipages with their dates in a left margin column, pdfLaTeX;
#   06 a German geophysicist's mdframed/TikZ header over a two-column body, pdfLaTeX (photo left out of the
#      source; the star-rating images beside the languages replaced by blank boxes of about their width);
#   07 a French embedded engineer's two-column page of nested minipages with FontAwesome icons and dot ratings,
#      XeLaTeX. The author sets the Ubuntu font (not packaged in Debian); the build compiles a copy (build.tex) whose
#      \setmainfont line names URW's Nimbus Sans instead, so that the headings fit their boxes and the page stays one
#      page; no other line changes;
#   08 an article with tabu date rows, Helvetica and a "Page n of m" header, pdfLaTeX;
#   09 a German article-class CV (photo left out of the source), pdfLaTeX;
#   10 LianTze Lim's curve class with biblatex-publist (XeLaTeX + biber), a biomedical postdoc's academic CV. EB
#      Garamond and Fira Sans come from TeX Live's OpenType folders through a local fonts.conf (XeTeX looks fonts up
#      by name through fontconfig); Inconsolata is Debian's fonts-inconsolata.
# Needs: texlive-latex-base -latex-recommended -latex-extra -fonts-recommended -fonts-extra -xetex
#        -bibtex-extra -lang-german -lang-french, biber, fonts-urw-base35, fonts-inconsolata.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
prep() { rm -rf "build/latex/$1" && mkdir -p build/latex && cp -r "src/latex/$1" "build/latex/$1"; }
quiet() { "$@" >/dev/null 2>&1 || true; }
twice() { # folder engine file
  (cd "build/latex/$1" && quiet timeout 300 "$2" -interaction=nonstopmode "$3" && quiet timeout 300 "$2" -interaction=nonstopmode "$3")
}

prep 01; twice 01 pdflatex Lebenslauf.tex; cp build/latex/01/Lebenslauf.pdf pdfs/01-de-article-lebenslauf.pdf
prep 02; twice 02 pdflatex curriculo.tex; cp build/latex/02/curriculo.pdf pdfs/02-br-jake-pt.pdf
prep 03; twice 03 pdflatex resume.tex; cp build/latex/03/resume.pdf pdfs/03-ca-jake-student.pdf
prep 04; twice 04 pdflatex resume.tex; cp build/latex/04/resume.pdf pdfs/04-ca-multicol-margin-labels.pdf
prep 06; twice 06 pdflatex Lebenslauf.tex; cp build/latex/06/Lebenslauf.pdf pdfs/06-de-tikz-two-column-geophysicist.pdf

prep 07
sed 's/^\\setmainfont\[Ligatures=TeX, Mapping=tex-text, SmallCapsFont = \[Ubuntu-C.ttf\]\]{Ubuntu}$/\\setmainfont[Ligatures=TeX]{Nimbus Sans}/' \
  build/latex/07/cv_fr.tex > build/latex/07/build.tex
twice 07 xelatex build.tex; cp build/latex/07/build.pdf pdfs/07-fr-xelatex-two-column-icons.pdf
prep 08; twice 08 pdflatex resume.tex; cp build/latex/08/resume.pdf pdfs/08-ca-article-tabu-helvet.pdf
prep 09; twice 09 pdflatex resume.tex; cp build/latex/09/resume.pdf pdfs/09-de-article-photo-removed.pdf

prep 10
cat > build/latex/10/fonts.conf <<'CONF'
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>/usr/share/texlive/texmf-dist/fonts/opentype/public/ebgaramond</dir>
  <dir>/usr/share/texlive/texmf-dist/fonts/opentype/public/fira</dir>
</fontconfig>
CONF
(cd build/latex/10 && export FONTCONFIG_FILE="$PWD/fonts.conf" && quiet timeout 300 xelatex -interaction=nonstopmode cv-kmk.tex \
  && quiet timeout 120 biber cv-kmk && quiet timeout 300 xelatex -interaction=nonstopmode cv-kmk.tex \
  && quiet timeout 300 xelatex -interaction=nonstopmode cv-kmk.tex)
cp build/latex/10/cv-kmk.pdf pdfs/10-ca-curve-biblatex-academic-biomed.pdf
