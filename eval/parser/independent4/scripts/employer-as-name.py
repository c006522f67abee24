# Copies a pre-v1 JSON Resume file, giving each job the v1 key "name" from its "company" (wording unchanged): some
# themes print the employer from work[].name only. Usage: employer-as-name.py source.json target.json
import json
import sys

r = json.load(open(sys.argv[1], encoding="utf-8"))
for w in r.get("work", []):
    if w.get("company") and not w.get("name"):
        w["name"] = w["company"]
json.dump(r, open(sys.argv[2], "w", encoding="utf-8"), ensure_ascii=False, indent=2)
