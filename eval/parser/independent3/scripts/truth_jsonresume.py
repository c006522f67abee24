#!/usr/bin/env python3
"""Truth JSON for a JSON Resume file as one of this set's themes prints it (written from the source; every
string is then checked against the PDF text layer with check-truth.py).

usage: truth_jsonresume.py <resume.json> <theme> <out.json> [overrides.json]
Themes: caffeine, slick. The optional overrides file replaces parts of the result where a theme prints
something the rules below do not describe (checked by hand against the PDF); a null value removes a key.
What each theme prints was read from its templates and from the rendered PDFs:
- caffeine: sidebar (contact, skill groups with their keywords one per line, languages "Language (fluency)",
            interests) and main column; "MM/YYYY - MM/YYYY|Present" dates (education too, when given);
            degree "studyType area"; GPA and courses as details; awards and publications by title (issuer or
            publisher on its own line dropped); no projects.
- slick:    ISO dates as written "start - end|Present"; area then study type on lines of their own (degree =
            study type, area = detail); awards and publications by title (issuer, date, summary lines dropped);
            volunteer entries (organisation, role, summary; website dropped); skill groups with keywords;
            languages with the level on its own line (dropped); interests by name; references as their
            paragraphs; no projects or certificates.
"""
import datetime, json, re, sys, os


def mmyyyy(d):
    try:
        t = datetime.date(int(d[:4]), int(d[5:7]) if len(d) >= 7 else 1, 1)
    except Exception:
        return d
    return f'{t.month:02d}/{t.year}'


def rng(theme, s, e):
    if not s:
        return ''
    f = mmyyyy if theme == 'caffeine' else (lambda x: x)
    return f(s) + ' - ' + (f(e) if e else 'Present')


def is_url(s):
    return re.fullmatch(r'https?://\S+', s.strip()) is not None


def build(r, theme):
    b = r.get('basics', {})
    out = {'personal_info': {'name': b.get('name', ''), 'phone': b.get('phone', ''), 'email': b.get('email', '')},
           'experiences': {'work_experiences': [], 'projects': []}, 'education': [], 'additional_information': {}}
    for w in r.get('work', []):
        resp = ([w['summary']] if w.get('summary') else []) + [h for h in w.get('highlights', []) if not is_url(h)]
        out['experiences']['work_experiences'].append({
            'company': w.get('company') or w.get('name', ''), 'title': w.get('position', ''),
            'dates': rng(theme, w.get('startDate', ''), w.get('endDate', '')), 'responsibilities': resp})
    for e in r.get('education', []):
        st, area = e.get('studyType', ''), e.get('area', '')
        extra = ([e['gpa']] if e.get('gpa') else []) + list(e.get('courses', []))
        if theme == 'slick':
            # slick prints the area and the study type on lines of their own: the degree is the study type and
            # the field of study is a detail (the area alone is the degree when no study type is given)
            degree, details = (st, ([area] if area else []) + extra) if st else (area, extra)
        else:
            degree, details = ' '.join(x for x in (st, area) if x), extra
        out['education'].append({'degree': degree, 'institution': e.get('institution', ''),
                                 'dates': rng(theme, e.get('startDate', ''), e.get('endDate', '')), 'details': details})
    add = out['additional_information']
    skills = []
    for s in r.get('skills', []):
        skills += s.get('keywords') or [s.get('name', '')]
    if skills:
        add['Technical Skills'] = skills
    # pre-v1 files name the language "name" and the level "level"; these themes print only "language" and
    # "fluency", so such entries print as empty lines and are not in the truth
    langs = [l for l in (r.get('languages') or []) if l.get('language')]
    if langs:
        if theme == 'caffeine':
            add['Languages'] = [f"{l['language']} ({l['fluency']})" if l.get('fluency') else l['language'] for l in langs]
        else:
            add['Languages'] = [l['language'] for l in langs]
    if r.get('awards'):
        add['Awards'] = [a['title'] for a in r['awards']]
    if r.get('publications'):
        add['Publications'] = [p['name'] for p in r['publications']]
    if r.get('interests'):
        add['Interests'] = [i['name'] for i in r['interests']]
    vol = []
    for v in r.get('volunteer', []):
        vol += [x for x in (v.get('organization'), v.get('position'), v.get('summary')) if x] + list(v.get('highlights', []))
    if vol:
        add['Volunteer'] = vol
    if theme == 'slick' and r.get('references'):
        # the recommendation paragraphs; the "— Name" line under each is an attribution, dropped like an issuer
        add['References'] = [x['reference'] for x in r['references'] if x.get('reference')]
    return out


if __name__ == '__main__':
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'lib'))
    import truth_cli

    truth_cli.main(build)
