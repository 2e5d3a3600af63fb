#!/usr/bin/env python3
"""Print the markdown count tables used in README.md (class x language, subkinds, obfuscation methods, layouts)."""
import collections
import json
import os
import re

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
L = ["en", "fr", "de", "es", "pt", "zh", "ja"]
C = ["injection", "secret", "pii", "benign"]


def table(title, rows, cols=L):
    print("\n**%s**\n" % title)
    print("| | " + " | ".join(cols) + " | total |")
    print("|---" * (len(cols) + 2) + "|")
    for k in rows:
        v = rows[k]
        print("| %s | %s | %d |" % (k, " | ".join(str(v.get(c, 0)) for c in cols), sum(v.values())))


recs = {c: [json.loads(l) for l in open(os.path.join(OUT, c + ".jsonl"), encoding="utf-8")] for c in C}
cl = {c: collections.Counter(r["lang"] for r in recs[c]) for c in C}
cl["all"] = sum((cl[c] for c in C), collections.Counter())
table("Lines per class x language", cl)

sub = json.load(open(os.path.join(OUT, "gen", "subkinds.json"), encoding="utf-8"))
inj = {k.split("/", 1)[1]: v for k, v in sorted(sub.items()) if k.startswith("injection/")}
table("Injection subkinds", inj)
obf = collections.defaultdict(collections.Counter)
for r in recs["injection"]:
    m = re.match(r"instruction hidden by obfuscation \((.*)\); ", r["note"])
    if m:
        obf[m.group(1)][r["lang"]] += 1
table("Obfuscation methods (within injection/obfuscated)", dict(sorted(obf.items())))
sec = collections.defaultdict(collections.Counter)
for k, v in sub.items():
    if k.startswith("secret/"):
        name = k.split("/", 1)[1]
        name = "provider key" if name.startswith("provider:") else name
        for l, n in v.items():
            sec[name][l] += n
table("Secret subkinds (lines)", dict(sorted(sec.items())))
pk = collections.defaultdict(collections.Counter)
for k, v in sub.items():
    if k.startswith("pii/"):
        for kind in k.split("/", 1)[1].split(","):
            kind = re.sub(r"_(visa|mc|amex|jcb|cup|elo)$", " (\\1)", kind)
            kind = re.sub(r"^(iban|phone)_(\w+)$", "\\1 \\2", kind)
            for l, n in v.items():
                pk[kind][l] += n
table("Personal-data items (an item per placeholder; one line may hold two)", dict(sorted(pk.items())))
ben = {k.split("/", 1)[1]: v for k, v in sorted(sub.items()) if k.startswith("benign/")}
table("Benign subkinds", ben)
lay = collections.defaultdict(collections.Counter)
for c in C:
    for r in recs[c]:
        lay[r["note"].split("; ")[1]][c] += 1
table("Layouts (per class)", dict(sorted(lay.items())), cols=C)
