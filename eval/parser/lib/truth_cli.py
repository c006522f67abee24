"""The command line every independent set's truth_jsonresume.py shares:

    truth_jsonresume.py <resume.json> <theme> <out.json> [overrides.json]

The set's own `build(resume, theme)` writes the truth as its themes print it; hand-checked overrides then replace
single values by path ("work/0/position": "...", null removes a key); `squash` tidies the strings before writing
(by default as HTML themes print them: whitespace collapsed).
"""
import json
import sys


def collapse_whitespace(x):
    # HTML themes print source newlines as spaces: the printed string has collapsed whitespace
    if isinstance(x, str):
        return ' '.join(x.split())
    if isinstance(x, list):
        return [collapse_whitespace(v) for v in x]
    if isinstance(x, dict):
        return {k: collapse_whitespace(v) for k, v in x.items()}
    return x


def apply_overrides(truth, overrides):
    for path, val in overrides.items():
        node = truth
        keys = path.split('/')
        for k in keys[:-1]:
            node = node[int(k)] if isinstance(node, list) else node[k]
        last = keys[-1]
        if isinstance(node, list):
            node[int(last)] = val
        elif val is None:
            node.pop(last, None)
        else:
            node[last] = val


def main(build, squash=collapse_whitespace):
    src, theme, dst = sys.argv[1:4]
    with open(src, encoding='utf-8') as f:
        truth = build(json.load(f), theme)
    if len(sys.argv) > 4:
        with open(sys.argv[4], encoding='utf-8') as f:
            apply_overrides(truth, json.load(f))
    with open(dst, 'w', encoding='utf-8') as f:
        json.dump(squash(truth), f, ensure_ascii=False, indent=2)
        f.write('\n')
