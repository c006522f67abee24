#!/usr/bin/env python3
"""Derives a Word reference document (pandoc --reference-doc) from pandoc's default one with a different
house style, so that the .docx files of this set do not all look like pandoc's default: a serif body in
DejaVu Serif 10.5 pt, sans-serif headings in DejaVu Sans (black, upper part of the scale smaller), and
narrow page margins on A4. Only styles.xml and the section properties change; no text is involved.

usage: make-reference-docx.py <pandoc-default-reference.docx> <out.docx>
"""
import re, sys, zipfile

src, dst = sys.argv[1:3]
zin = zipfile.ZipFile(src)
zout = zipfile.ZipFile(dst, 'w', zipfile.ZIP_DEFLATED)
for item in zin.infolist():
    data = zin.read(item.filename)
    if item.filename == 'word/styles.xml':
        s = data.decode('utf-8')
        # body text: explicit serif font instead of the theme's minor font, 10.5 pt
        s = s.replace('w:asciiTheme="minorHAnsi" w:eastAsiaTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi" w:cstheme="minorBidi"',
                      'w:ascii="DejaVu Serif" w:eastAsia="DejaVu Serif" w:hAnsi="DejaVu Serif" w:cs="DejaVu Serif"')
        s = re.sub(r'(<w:docDefaults>.*?<w:sz w:val=")\d+(")', r'\g<1>21\2', s, count=1, flags=re.S)
        # headings and title: explicit sans font instead of the theme's major font, black
        s = s.replace('w:asciiTheme="majorHAnsi" w:eastAsiaTheme="majorEastAsia" w:hAnsiTheme="majorHAnsi" w:cstheme="majorBidi"',
                      'w:ascii="DejaVu Sans" w:eastAsia="DejaVu Sans" w:hAnsi="DejaVu Sans" w:cs="DejaVu Sans"')
        s = re.sub(r'<w:color w:val="[0-9A-Fa-f]{6}"( w:themeColor="[a-zA-Z0-9]+")?( w:themeShade="[0-9A-Fa-f]+")?\s*/>', '<w:color w:val="000000" />', s)
        data = s.encode('utf-8')
    elif item.filename == 'word/document.xml':
        s = data.decode('utf-8')
        # A4 with 15 mm margins (twentieths of a point)
        sect = ('<w:sectPr><w:pgSz w:w="11906" w:h="16838" /><w:pgMar w:top="850" w:right="850" w:bottom="850" '
                'w:left="850" w:header="425" w:footer="425" w:gutter="0" /></w:sectPr>')
        # pandoc's default has no section properties (Letter paper in Writer): pandoc copies the reference's
        s = re.sub(r'<w:sectPr\s*/>|<w:sectPr.*?</w:sectPr>', '', s, flags=re.S).replace('</w:body>', sect + '</w:body>')
        data = s.encode('utf-8')
    zout.writestr(item, data)
zout.close()
