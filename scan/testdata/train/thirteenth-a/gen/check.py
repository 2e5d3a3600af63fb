#!/usr/bin/env python3
"""Validate the thirteenth-a set: JSON shape, classes, langs, unique ids/texts, counts, Luhn and IBAN checks."""
import collections, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import material as M
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = {"injection": 600, "benign": 650, "secret": 60, "pii": 20}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI", "4111 1111 1111 1111", "4111111111111111", "078-05-1120", "4242 4242 4242 4242"]
ids, texts, errs = set(), set(), []
table = collections.Counter()
for cls in TARGET:
    n = 0
    for i, line in enumerate(open(os.path.join(OUT, cls + ".jsonl"), encoding="utf-8")):
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append("%s:%d bad json %s" % (cls, i, e)); continue
        if set(o) != {"id", "class", "lang", "text", "note"}:
            errs.append("%s:%d keys %s" % (cls, i, sorted(o)))
        if o["class"] != cls: errs.append("%s:%d class %s" % (cls, i, o["class"]))
        if o["lang"] not in LANGS: errs.append("%s:%d lang" % (cls, i))
        if not o["id"].startswith("t13a-"): errs.append("%s:%d id prefix" % (cls, i))
        if o["id"] in ids: errs.append("dup id " + o["id"])
        if o["text"] in texts: errs.append("dup text " + o["text"][:60])
        if not o["text"].strip() or not o["note"].strip(): errs.append("%s:%d empty" % (cls, i))
        if re.search(r"\{(url|email|ip|person|person2|proj|org|day|pkg|ver|sha|uuid|hash|n|key|pw|pin|prov|env|card|iban|phone|ssn|nino|conn|pem)\}", o["text"]):
            errs.append("%s:%d unfilled slot" % (cls, i))
        for f in FAMOUS:
            if f in o["text"]: errs.append("famous example in " + o["id"])
        if cls == "pii" and "Luhn" in o["note"]:
            m = re.search(r"\d[\d -]{12,20}\d", o["text"])
            if not m or not M.luhn_ok(m.group()): errs.append("luhn fail " + o["id"])
        if cls == "pii" and "IBAN" in o["note"]:
            m = re.search(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", o["text"])
            if not m or not M.iban_ok(m.group()): errs.append("iban fail " + o["id"])
        ids.add(o["id"]); texts.add(o["text"]); n += 1
        table[(cls, o["lang"])] += 1
    if abs(n - TARGET[cls]) > max(3, TARGET[cls] * 0.05):
        errs.append("%s count %d vs %d" % (cls, n, TARGET[cls]))
print("class      " + " ".join("%5s" % l for l in sorted(LANGS)) + "  total")
for cls in TARGET:
    print("%-10s " % cls + " ".join("%5d" % table[(cls, l)] for l in sorted(LANGS)) + "  %5d" % sum(table[(cls, l)] for l in LANGS))
print("errors:", len(errs))
for e in errs[:30]: print("  ", e)
sys.exit(1 if errs else 0)
