#!/usr/bin/env python3
"""Truth JSON for a JSON Resume file as a given theme prints it (written from the source;
every string is then checked against the PDF text layer with check-truth.py).

usage: truth_jsonresume.py <resume.json> <theme> <out.json> [overrides.json]
The optional overrides file replaces top-level parts where a theme prints something the
generic rules below do not describe (checked by hand against the PDF).
"""
import json, sys, datetime, os

MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTH = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']


def ym(d):
    try:
        t = datetime.date.fromisoformat(d[:10]) if len(d) >= 10 else datetime.date(int(d[:4]), int(d[5:7]) if len(d) >= 7 else 1, 1)
        return t
    except Exception:
        return None


def fmt(theme, d):
    t = ym(d)
    if t is None:
        return d
    return {
        'macchiato': f'{t.month:02d}/{t.year}',
        'even': f'{MON[t.month - 1]} {t.year}',
        'stackoverflow': f'{MON[t.month - 1]} {t.year}',
        'elegant': f'{MON[t.month - 1]}, {t.year}',
        'flat': d,
        'kendall': f'{MONTH[t.month - 1]} {t.year}',
    }[theme]


def rng(theme, s, e):
    if not s:
        return ''
    present = {'macchiato': 'Present', 'even': 'Present', 'stackoverflow': 'Current', 'elegant': 'Present', 'flat': '', 'kendall': 'Present'}[theme]
    dash = {'macchiato': ' - ', 'even': ' – ', 'stackoverflow': ' - ', 'elegant': ' - ', 'flat': ' — ', 'kendall': ' – '}[theme]
    end = fmt(theme, e) if e else present
    return (fmt(theme, s) + dash + end).strip()


def squash(x):
    # HTML themes print source newlines as spaces: the printed string has collapsed whitespace
    if isinstance(x, str):
        x = ' '.join(x.split())
        # a dash typed by the author at the start of a paragraph reads as a bullet glyph
        return x[2:] if x[:2] in ('- ', '· ') else x
    if isinstance(x, list):
        return [squash(v) for v in x]
    if isinstance(x, dict):
        return {k: squash(v) for k, v in x.items()}
    return x


def build(r, theme):
    b = r.get('basics', {})
    out = {'personal_info': {'name': b.get('name', ''), 'phone': b.get('phone', ''), 'email': b.get('email', '')},
           'experiences': {'work_experiences': [], 'projects': []}, 'education': [], 'additional_information': {}}
    for w in r.get('work', []):
        summary = w.get('summary', '')
        # even renders summaries as Markdown, so blank lines start new paragraphs
        paras = [x for x in summary.split('\n\n') if x.strip()] if theme == 'even' else ([summary] if summary else [])
        resp = paras + list(w.get('highlights', []))
        out['experiences']['work_experiences'].append({'company': w.get('name') or w.get('company', ''), 'title': w.get('position', ''),
                                                       'dates': rng(theme, w.get('startDate', ''), w.get('endDate', '')), 'responsibilities': resp})
    for p in r.get('projects', []):
        resp = ([p['description']] if p.get('description') else []) + list(p.get('highlights', []))
        out['experiences']['projects'].append({'title': p.get('name', ''), 'responsibilities': resp})
    for e in r.get('education', []):
        details = ([e['score']] if e.get('score') else []) + list(e.get('courses', []))
        out['education'].append({'degree': e.get('studyType', ''), 'institution': e.get('institution', ''),
                                 'dates': rng(theme, e.get('startDate', ''), e.get('endDate', '')), 'details': details})
    add = out['additional_information']
    skills = []
    for s in r.get('skills', []):
        skills += s.get('keywords') or [s.get('name', '')]
    if skills:
        add['Technical Skills'] = skills
    if r.get('languages'):
        add['Languages'] = [l['language'] for l in r['languages']]
    if r.get('awards'):
        add['Awards'] = [a['title'] for a in r['awards']]
    if r.get('certificates'):
        add['Certificates'] = [c['name'] for c in r['certificates']]
    if r.get('volunteer'):
        v = []
        for x in r['volunteer']:
            v += [x.get('organization', ''), x.get('position', '')] + ([x['summary']] if x.get('summary') else []) + list(x.get('highlights', []))
        add['Volunteer'] = [s for s in v if s]
    if r.get('interests'):
        add['Interests'] = [i['name'] for i in r['interests']]
    return out


if __name__ == '__main__':
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'lib'))
    import truth_cli

    truth_cli.main(build, squash)
