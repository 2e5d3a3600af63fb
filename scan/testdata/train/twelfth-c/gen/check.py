"""Validate the t12c set: JSON shape, unique ids/texts, counts, key-material sanity."""
import json
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common as C  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {"injection.jsonl": "injection", "secret.jsonl": "secret", "pii.jsonl": "pii", "benign.jsonl": "benign"}
EXPECT = {"injection": 600, "benign": 650, "secret": 60, "pii": 20}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
BANNED = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111 1111 1111 1111", "4111111111111111",
          "078-05-1120", "123-45-6789", "GB82 WEST", "DE89 3704 0044 0532 0130 00", "FR14 2004 1010 0505 0001 3M02 606",
          "example.com", "acme.com"]

errors = []
ids, texts = set(), set()
table = Counter()
for fn, cls in FILES.items():
    path = os.path.join(OUT, fn)
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                o = json.loads(line)
            except Exception as e:  # noqa: BLE001
                errors.append("%s:%d invalid JSON %s" % (fn, n, e))
                continue
            if set(o) != {"id", "class", "lang", "text", "note"}:
                errors.append("%s:%d keys %s" % (fn, n, sorted(o)))
            if not all(isinstance(o.get(k), str) and o.get(k) for k in ("id", "class", "lang", "text", "note")):
                errors.append("%s:%d empty/non-string field" % (fn, n))
            if o.get("class") != cls:
                errors.append("%s:%d class %s in %s" % (fn, n, o.get("class"), fn))
            if o.get("lang") not in LANGS:
                errors.append("%s:%d lang %s" % (fn, n, o.get("lang")))
            if not str(o.get("id", "")).startswith("t12c-"):
                errors.append("%s:%d id prefix" % (fn, n))
            if o["id"] in ids:
                errors.append("%s:%d duplicate id %s" % (fn, n, o["id"]))
            ids.add(o["id"])
            if o["text"] in texts:
                errors.append("%s:%d duplicate text" % (fn, n))
            texts.add(o["text"])
            for b in BANNED:
                if b.lower() in o["text"].lower():
                    errors.append("%s:%d famous example %s" % (fn, n, b))
            if cls == "pii":
                cards = re.findall(r"\b\d{4} \d{4} \d{4} \d{4}\b|\b3[47]\d{2} \d{6} \d{5}\b", o["text"])
                if "pii/card" in o["note"] and not cards:
                    errors.append("%s:%d card line without a card" % (fn, n))
                for m in (cards if "pii/card" in o["note"] else []):
                    if not C.luhn_ok(m):
                        errors.append("%s:%d card fails Luhn %s" % (fn, n, m))
                for m in re.findall(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b", o["text"]):
                    if not C.iban_ok(m):
                        errors.append("%s:%d IBAN bad check %s" % (fn, n, m))
            for m in re.findall(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", o["text"]):
                if not m.startswith(("192.0.2.", "198.51.100.", "203.0.113.")):
                    errors.append("%s:%d non-documentation IP %s" % (fn, n, m))
            table[(cls, o["lang"])] += 1

for cls, exp in EXPECT.items():
    got = sum(v for (c, _), v in table.items() if c == cls)
    if abs(got - exp) > exp * 0.05:
        errors.append("count %s: %d (expected ~%d)" % (cls, got, exp))
total = sum(table.values())
non_en = sum(v for (c, l), v in table.items() if l != "en")
print("lines %d, non-English %.1f%%" % (total, 100.0 * non_en / total))
for cls in EXPECT:
    print("%-10s" % cls, " ".join("%s=%d" % (l, table[(cls, l)]) for l in ["en", "fr", "de", "es", "pt", "zh", "ja"]))
obf = 0
with open(os.path.join(OUT, "injection.jsonl"), encoding="utf-8") as f:
    obf = sum(1 for line in f if json.loads(line)["note"].startswith("obfuscated"))
print("obfuscated injections:", obf)
if errors:
    print("\n".join(errors[:50]))
    print("FAILED: %d problems" % len(errors))
    sys.exit(1)
print("OK")
