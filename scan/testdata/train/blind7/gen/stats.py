#!/usr/bin/env python3
"""Print markdown tables (counts per class x language, subkinds) for README.md."""
import collections
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLASSES = ["injection", "secret", "pii", "benign"]
rows = {c: [json.loads(l) for l in open(os.path.join(ROOT, c + ".jsonl"), encoding="utf-8")] for c in CLASSES}

print("| class | " + " | ".join(LANGS) + " | total |")
print("|---|" + "---:|" * (len(LANGS) + 1))
tot = collections.Counter()
for c in CLASSES:
    cnt = collections.Counter(r["lang"] for r in rows[c])
    tot.update(cnt)
    print("| %s | %s | %d |" % (c, " | ".join(str(cnt[l]) for l in LANGS), len(rows[c])))
print("| **all** | %s | %d |" % (" | ".join(str(tot[l]) for l in LANGS), sum(tot.values())))

for c in CLASSES:
    print("\n### %s subkinds\n" % c)
    sub = collections.Counter(r["note"].split(":", 1)[0] for r in rows[c])
    langs = collections.defaultdict(set)
    for r in rows[c]:
        langs[r["note"].split(":", 1)[0]].add(r["lang"])
    print("| subkind | lines | languages |")
    print("|---|---:|---|")
    for k, v in sorted(sub.items(), key=lambda kv: (-kv[1], kv[0])):
        print("| %s | %d | %s |" % (k, v, " ".join(l for l in LANGS if l in langs[k])))
    if c == "injection":
        tech = collections.Counter()
        tl = collections.defaultdict(set)
        for r in rows[c]:
            if r["note"].startswith("obfuscation:"):
                t = r["note"].split(":", 1)[1].split("—")[0].strip().split(" ")[0]
                tech[t] += 1
                tl[t].add(r["lang"])
        print("\nObfuscation techniques:\n")
        print("| technique | lines | languages |")
        print("|---|---:|---|")
        for k, v in sorted(tech.items(), key=lambda kv: (-kv[1], kv[0])):
            print("| %s | %d | %s |" % (k, v, " ".join(l for l in LANGS if l in tl[k])))
lay = collections.Counter()
for c in CLASSES:
    for r in rows[c]:
        if "[layout: " in r["note"]:
            lay[(c, r["note"].rsplit("[layout: ", 1)[1].rstrip("]"))] += 1
print("\n### note layouts applied by the generator\n")
print("| layout | " + " | ".join(CLASSES) + " |")
print("|---|" + "---:|" * len(CLASSES))
for k in sorted({k for _, k in lay}):
    print("| %s | %s |" % (k, " | ".join(str(lay[(c, k)]) for c in CLASSES)))
