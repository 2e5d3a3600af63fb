#!/usr/bin/env python3
"""Print Markdown tables (class x language, subkinds, obfuscation techniques, layouts) for README.md."""
import json, os, re
from collections import Counter
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLASSES = ["injection", "secret", "pii", "benign"]
rows = []
for c in CLASSES:
    for l in open(os.path.join(ROOT, f"{c}.jsonl"), encoding="utf-8"):
        rows.append(json.loads(l))

def table(title, key_fn, subset):
    cnt = Counter((key_fn(o), o["lang"]) for o in subset)
    keys = sorted({k for k, _ in cnt})
    print(f"\n{title}\n")
    print("| | " + " | ".join(LANGS) + " | total |")
    print("|---" * (len(LANGS) + 2) + "|")
    for k in keys:
        r = [cnt[(k, l)] for l in LANGS]
        print(f"| {k} | " + " | ".join(map(str, r)) + f" | {sum(r)} |")
    tot = [sum(cnt[(k, l)] for k in keys) for l in LANGS]
    print("| **total** | " + " | ".join(map(str, tot)) + f" | {sum(tot)} |")

sub = lambda o: o["note"].split(":", 1)[0]
table("Counts, class × language", lambda o: o["class"], rows)
for c in CLASSES:
    table(f"Subkinds of {c}", sub, [o for o in rows if o["class"] == c])
obf = [o for o in rows if o["class"] == "injection" and sub(o) == "obfuscation"]
table("Obfuscation techniques", lambda o: o["note"].split(":", 1)[1].split(" — ")[0].strip(), obf)
lay = lambda o: (re.search(r"\(layout: ([a-z-]+)\)$", o["note"]) or [None, "n/a (obfuscation)"])[1]
table("Layouts (all classes; obfuscated lines not annotated)", lay, rows)
