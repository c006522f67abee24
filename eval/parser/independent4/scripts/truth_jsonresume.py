#!/usr/bin/env python3
"""Truth JSON for a JSON Resume file as this set's themes print it (written from the source; every string is
then checked against the PDF's text layer with check-truth.py). The third set's truth_jsonresume.py is reused for
its URL test; the command line, overrides and whitespace squashing are eval/parser/lib/truth_cli.py;
only what these two themes print differs.

usage: truth_jsonresume.py <resume.json> <theme> <out.json> [overrides.json]
Themes (read from their templates and from the rendered PDFs):
- actual:       main column: position, "employer · location", "Mon YYYY - Mon YYYY|Present", summary, highlights
                (in two columns); projects by name over their description and highlights; sidebar: skill keywords under their group names (dropped), education as
                "studyType, area" over the institution with no dates, languages "Language · fluency",
                interests by name. HTML in highlights is escaped, so tags such as <strong> are printed.
- onepage-plus: section labels in a left gutter; "employer | position" with "Mon YYYY — Mon YYYY" (only the
                start month when there is no end), summary, highlights; projects "name | entity | roles" over
                the description and highlights; skills "Group: a, b" (group dropped, the
                list split); languages "Language (fluency)"; education "institution" + dates over
                "studyType - area"; interests "Name [ a , b ]" (the keywords are the items, like skill lists).
"""
import datetime, importlib.util, json, os, sys

_i3 = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'independent3', 'scripts', 'truth_jsonresume.py')
_spec = importlib.util.spec_from_file_location('truth_jsonresume_i3', _i3)
i3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(i3)


def mon(d):
    try:
        t = datetime.date(int(d[:4]), int(d[5:7]) if len(d) >= 7 else 1, 1)
    except Exception:
        return d
    return t.strftime('%b %Y') if len(d) >= 7 else d[:4]


def rng(theme, s, e):
    if not s:
        return ''
    if theme == 'actual':
        return mon(s) + ' - ' + (mon(e) if e else 'Present')
    return mon(s) + (' — ' + mon(e) if e else '')


def build(r, theme):
    b = r.get('basics', {})
    out = {'personal_info': {'name': b.get('name', ''), 'phone': b.get('phone', ''), 'email': b.get('email', '')},
           'experiences': {'work_experiences': [], 'projects': []}, 'education': [], 'additional_information': {}}
    for w in r.get('work', []):
        resp = ([w['summary']] if w.get('summary') else []) + [h for h in w.get('highlights', []) if not i3.is_url(h)]
        out['experiences']['work_experiences'].append({
            'company': w.get('name') or w.get('company', ''), 'title': (w.get('position') or '').strip(),
            'dates': rng(theme, w.get('startDate', ''), w.get('endDate', '')), 'responsibilities': resp})
    for p in r.get('projects', []):
        # both themes print the name as the title (onepage-plus adds "| entity | roles" after it), then the
        # description paragraph and the highlights; keywords, roles and dates are not part of the truth
        resp = ([p['description']] if p.get('description') else []) + list(p.get('highlights', []))
        out['experiences']['projects'].append({'title': p.get('name', ''), 'responsibilities': resp})
    for e in r.get('education', []):
        st, area = e.get('studyType', ''), e.get('area', '')
        sep = ', ' if theme == 'actual' else ' - '
        out['education'].append({
            'degree': sep.join(x for x in (st, area) if x), 'institution': e.get('institution', ''),
            'dates': '' if theme == 'actual' else rng(theme, e.get('startDate', ''), e.get('endDate', '')),
            'details': ([e['score']] if e.get('score') else []) + list(e.get('courses', []))})
    add = out['additional_information']
    # spaced " / " lists are split into their items (the shared conventions); "C/C++"-style tokens are not
    skills = [p.strip() for s in r.get('skills', []) for k in (s.get('keywords') or [s.get('name', '')])
              for p in k.split(' / ')]
    if skills:
        add['Technical Skills'] = skills
    langs = [l for l in (r.get('languages') or []) if l.get('language')]
    if langs:
        fmt = (lambda l: f"{l['language']} · {l['fluency']}") if theme == 'actual' else (lambda l: f"{l['language']} ({l['fluency']})")
        add['Languages'] = [fmt(l) if l.get('fluency') else l['language'] for l in langs]
    if theme == 'actual':
        interests = [i['name'] for i in r.get('interests', []) if i.get('name')]
    else:
        interests = [k for i in r.get('interests', []) for k in (i.get('keywords') or [i.get('name', '')]) if k]
    if interests:
        add['Interests'] = interests
    return out


if __name__ == '__main__':
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'lib'))
    import truth_cli

    truth_cli.main(build)
