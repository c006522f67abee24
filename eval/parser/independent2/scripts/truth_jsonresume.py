#!/usr/bin/env python3
"""Truth JSON for a JSON Resume file as one of the themes used in this set prints it (written from the
source; every string is then checked against the PDF text layer with check-truth.py).

usage: truth_jsonresume.py <resume.json> <theme> <out.json> [overrides.json]
Themes: short, onepage, spartan, paper, class. The optional overrides file replaces parts of the result
where a theme prints something the rules below do not describe (checked by hand against the PDF).
What each theme prints was read from its template and from the rendered PDFs:
- short:   "Mon YYYY - Mon YYYY|Present"; degree "studyType - area"; no scores, courses or projects;
           publications by name; language level on its own line (dropped).
- onepage: ISO dates "start — end|Present"; "Company, Title"; degree "studyType - area"; courses as details;
           skills "Label: a, b"; languages inline "Language (fluency)"; no projects.
- spartan: "Month YYYY - Month YYYY|Present", education years only; degree studyType then area; "GPA: x"
           and courses as details; skill levels on their own line (dropped); interests by name;
           publications as "Name in Publisher".
- paper:   ISO dates "start to end|Present"; "Title at Company"; degree "studyType: area"; no details.
- class:   ISO dates "start - end|Present"; no degree, score or courses; interests by name.
"""
import datetime, json, re, sys, os

MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']


def ym(d):
    try:
        return datetime.date(int(d[:4]), int(d[5:7]) if len(d) >= 7 else 1, int(d[8:10]) if len(d) >= 10 else 1)
    except Exception:
        return None


def fmt(theme, d, edu=False):
    t = ym(d)
    if t is None or theme in ('onepage', 'paper', 'class'):
        return d
    if theme == 'short':
        return f'{MON[t.month - 1]} {t.year}'
    if theme == 'spartan':
        return f'{t.year}' if edu else f'{MONTH[t.month - 1]} {t.year}'
    raise ValueError(theme)


def rng(theme, s, e, edu=False):
    if not s:
        return ''
    dash = {'short': ' - ', 'onepage': ' — ', 'spartan': ' - ', 'paper': ' to ', 'class': ' - '}[theme]
    return fmt(theme, s, edu) + dash + (fmt(theme, e, edu) if e else 'Present')


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
        sep = {'short': ' - ', 'onepage': ' - ', 'spartan': ' ', 'paper': ': ', 'class': None}[theme]
        degree = '' if sep is None else sep.join(x for x in (st, area) if x)
        details = []
        if theme == 'spartan':
            details = ([f"GPA: {e['gpa']}"] if e.get('gpa') else []) + list(e.get('courses', []))
        elif theme == 'onepage':
            details = list(e.get('courses', []))
        out['education'].append({'degree': degree, 'institution': e.get('institution', ''),
                                 'dates': rng(theme, e.get('startDate', ''), e.get('endDate', ''), edu=True), 'details': details})
    add = out['additional_information']
    skills = []
    for s in r.get('skills', []):
        skills += s.get('keywords') or [s.get('name', '')]
    if skills:
        add['Technical Skills'] = skills
    langs = r.get('languages') or []
    if langs:
        if theme == 'onepage':
            add['Languages'] = [f"{l['language']} ({l['fluency']})" if l.get('fluency') else l['language'] for l in langs]
        else:
            add['Languages'] = [l['language'] for l in langs]
    if r.get('publications') and theme in ('short', 'spartan'):
        # spartan prints "Name in Publisher, date" on one line (the publisher stays, the date goes); short prints
        # the publisher on a line of its own
        add['Publications'] = [p['name'] + (f" in {p['publisher']}" if theme == 'spartan' and p.get('publisher') else '')
                               for p in r['publications']]
    if r.get('interests') and theme in ('spartan', 'class'):
        add['Interests'] = [i['name'] for i in r['interests']]
    return out


if __name__ == '__main__':
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'lib'))
    import truth_cli

    truth_cli.main(build)
