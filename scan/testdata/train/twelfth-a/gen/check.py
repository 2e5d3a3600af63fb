#!/usr/bin/env python3
"""Validate the t12a set: JSON shape, ids, duplicates, counts, key material."""
import collections
import json
import os
import re
import sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
TARGET = {"injection": 600, "benign": 650, "secret": 60, "pii": 20}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111 1111 1111 1111", "4111111111111111",
          "4242 4242 4242 4242", "078-05-1120", "219-09-9999", "GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00"]

errors = []
ids, texts = set(), set()
counts = collections.Counter()


def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


for cls, fn in FILES.items():
    path = os.path.join(OUT, fn)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            where = "%s:%d" % (fn, n)
            try:
                d = json.loads(line)
            except Exception as e:
                errors.append("%s invalid JSON: %s" % (where, e))
                continue
            if set(d) != {"id", "class", "lang", "text", "note"}:
                errors.append("%s wrong keys %s" % (where, sorted(d)))
                continue
            if not all(isinstance(d[k], str) and d[k] for k in d):
                errors.append("%s empty/non-string field" % where)
            if d["class"] != cls:
                errors.append("%s class %s in %s" % (where, d["class"], fn))
            if d["lang"] not in LANGS:
                errors.append("%s bad lang %s" % (where, d["lang"]))
            if not d["id"].startswith("t12a-"):
                errors.append("%s bad id prefix %s" % (where, d["id"]))
            if d["id"] in ids:
                errors.append("%s duplicate id %s" % (where, d["id"]))
            ids.add(d["id"])
            if d["text"] in texts:
                errors.append("%s duplicate text" % where)
            texts.add(d["text"])
            if d["text"].startswith("- "):
                errors.append("%s leading bullet" % where)
            for fam in FAMOUS:
                if fam in d["text"]:
                    errors.append("%s famous example %s" % (where, fam))
            for ip in re.findall(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", d["text"]):
                if not ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.", "127.0.0.1")):
                    errors.append("%s IP outside documentation ranges: %s" % (where, ip))
            if cls == "pii":
                t = d["text"]
                if "card" in d["note"]:
                    m = re.search(r"\d[\d ]{13,20}\d", t)
                    if not m or not luhn_ok(m.group().replace(" ", "")):
                        errors.append("%s card not Luhn-valid" % where)
                if "IBAN" in d["note"]:
                    m = re.search(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", t)
                    if not m or not iban_ok(m.group()):
                        errors.append("%s IBAN check digits invalid" % where)
            counts[(cls, d["lang"])] += 1

langs = ["en", "fr", "de", "es", "pt", "zh", "ja"]
print("class      " + " ".join("%5s" % l for l in langs) + "  total  target")
for cls in FILES:
    row = [counts[(cls, l)] for l in langs]
    tot = sum(row)
    print("%-10s " % cls + " ".join("%5d" % x for x in row) + "  %5d  %6d" % (tot, TARGET[cls]))
    if abs(tot - TARGET[cls]) > max(3, TARGET[cls] * 0.05):
        errors.append("%s count %d far from target %d" % (cls, tot, TARGET[cls]))

if errors:
    print("\n".join(errors[:50]))
    print("FAILED: %d problems" % len(errors))
    sys.exit(1)
print("OK: %d lines, ids unique, texts unique" % len(ids))
