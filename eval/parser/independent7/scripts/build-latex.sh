#!/bin/sh
# LaTeX résumés, each built in a copy of its source folder under build/latex/ (Debian TeX Live 2022):
#   02 Nicola Fontana's tccv class (two columns on KOMA-Script's scrartcl, Bookman), as kept in the author's
#      repository, pdfLaTeX (the class capitalises headings through Lua only under LuaLaTeX, where that code drops
#      the heading text; under pdfLaTeX it falls back to the plain heading, as the class intends);
#   03 a Polish embedded engineer's friggeri-cv (TikZ header band, textpos sidebar, biblatex loaded but unused; an
#      empty bibliography.bib stands in for the absent one), XeLaTeX; the class names TeX Gyre Heros and
#      Lato Light by file name, which Debian's fonts-texgyre and fonts-lato provide;
#   04 Jake Gutierrez's résumé template filled in Italian (babel italian), pdfLaTeX;
#   05 Yuanbin Ryan's "resume" class variant kept by its author, a Chinese machine-learning résumé, XeLaTeX. The
#      class loads TeX Gyre Termes from a fonts/ folder and Fontin small capitals, and the document loads two
#      packages the repository does not hold (Adobe CJK fonts from a fonts/ folder, a line-spacing fix). The build
#      edits its copy of the class to find Termes where fonts-texgyre installs it and to drop the Fontin line, and
#      writes the two packages as stand-ins: xeCJK with Noto Serif/Sans CJK SC, and setspace (the document uses
#      its onehalfspacing environment). No printed wording changes;
#   08 a Ukrainian Android lead's article with FontAwesome icons, multicol skill lists and tabular date rows,
#      LuaLaTeX; \the\year in its footer is fixed through SOURCE_DATE_EPOCH so that a rebuild prints the same year;
#   10 a PhD student's academic CV in the author's own copy of the same "resume" class (TeX Gyre Pagella by name,
#      FontAwesome 4 icons), publications set by natbib/bibentry from his pub.bib (XeLaTeX + BibTeX);
#   11 a Swiss polymechanic's GFM Lebenslauf (pipe tables for personal data, schooling, courses and tools; nested
#      bullets) -> pandoc's default LaTeX template (A4, 10pt, 2 cm margins, lang de-CH) -> XeLaTeX. Through
#      LibreOffice the same file ran to six to nine pages, beyond this set's five-page limit.
# Needs: texlive-latex-base -latex-recommended -latex-extra -fonts-recommended -fonts-extra -xetex -luatex
#        -bibtex-extra -lang-european -lang-german -lang-chinese, pandoc, fonts-texgyre, fonts-lato, fonts-noto-cjk.
set -e
cd "${HELDOUT_DIR:?set HELDOUT_DIR to the held-out folder}"
export SOURCE_DATE_EPOCH=1767225600 FORCE_SOURCE_DATE=1
prep() { rm -rf "build/latex/$1" && mkdir -p build/latex && cp -r "src/latex/$1" "build/latex/$1"; }
quiet() { "$@" >/dev/null 2>&1 || true; }
twice() { # folder engine file
  (cd "build/latex/$1" && quiet timeout 300 "$2" -interaction=nonstopmode "$3" && quiet timeout 300 "$2" -interaction=nonstopmode "$3")
}

prep 02; twice 02 pdflatex cv.tex; cp build/latex/02/cv.pdf pdfs/02-uk-tccv-two-column.pdf
prep 03; twice 03 xelatex cv_pl.tex; cp build/latex/03/cv_pl.pdf pdfs/03-pl-friggeri-sidebar-embedded.pdf
prep 04; twice 04 pdflatex cv_it.tex; cp build/latex/04/cv_it.pdf pdfs/04-it-jake-backend.pdf

prep 05
sed -i -e '/^  Path = fonts\/Main\/ ,$/d' -e 's/^  BoldItalicFont = \*-bolditalic ,$/  BoldItalicFont = *-bolditalic/' \
  -e '/^  SmallCapsFont = Fontin-SmallCaps$/d' build/latex/05/resume.cls
printf '%s\n' '\RequirePackage{xeCJK}' '\setCJKmainfont{Noto Serif CJK SC}' '\setCJKsansfont{Noto Sans CJK SC}' \
  '\setCJKmonofont{Noto Sans Mono CJK SC}' > build/latex/05/zh_CN-Adobefonts_external.sty
printf '%s\n' '\RequirePackage{setspace}' > build/latex/05/linespacing_fix.sty
twice 05 xelatex resume-zh_CN.tex; cp build/latex/05/resume-zh_CN.pdf pdfs/05-cn-billryan-resume-ml.pdf

prep 08; twice 08 lualatex cv.tex; cp build/latex/08/cv.pdf pdfs/08-ua-article-android-lead.pdf

prep 10
(cd build/latex/10 && quiet timeout 300 xelatex -interaction=nonstopmode cv.tex && quiet timeout 60 bibtex cv \
  && quiet timeout 300 xelatex -interaction=nonstopmode cv.tex && quiet timeout 300 xelatex -interaction=nonstopmode cv.tex)
cp build/latex/10/cv.pdf pdfs/10-us-billryan-academic-phd.pdf

rm -rf build/latex/11 && mkdir -p build/latex/11
pandoc -f gfm src/markdown/11.md -s -V geometry:margin=2cm -V fontsize=10pt -V papersize=a4 -V lang=de-CH -o build/latex/11/11.tex
twice 11 xelatex 11.tex; cp build/latex/11/11.pdf pdfs/11-ch-pandoc-xelatex-polymechanic.pdf
