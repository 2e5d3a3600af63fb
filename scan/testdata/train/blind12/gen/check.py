#!/usr/bin/env python3
"""Validate set 12: JSON shape, unique ids/texts, counts, PII checksums, banned examples."""
import collections, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import keys as K  # noqa: E402

EXPECT = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
BANNED = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111 1111 1111 1111", "4111111111111111",
          "4242424242424242", "4242 4242 4242 4242", "078-05-1120", "219-09-9999", "123-45-6789",
          "QQ123456", "AB123456C", "GB82WEST12345698765432", "DE89370400440532013000",
          "FR1420041010050500013M02606", "ghp_xxxxxxxx", "xoxb-123"]
errors = []
ids, texts = set(), set()
table = collections.defaultdict(collections.Counter)
for cls, n in EXPECT.items():
    path = os.path.join(OUT, cls + ".jsonl")
    rows = 0
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except Exception as e:
                errors.append("%s:%d invalid JSON: %s" % (cls, ln, e)); continue
            rows += 1
            if set(r) != {"id", "class", "lang", "text", "note"}:
                errors.append("%s:%d keys %s" % (cls, ln, sorted(r)))
            if r.get("class") != cls:
                errors.append("%s:%d class %r" % (cls, ln, r.get("class")))
            if r.get("lang") not in LANGS:
                errors.append("%s:%d lang %r" % (cls, ln, r.get("lang")))
            if not str(r.get("id", "")).startswith("b12-"):
                errors.append("%s:%d id %r" % (cls, ln, r.get("id")))
            if not r.get("text") or not r.get("note"):
                errors.append("%s:%d empty text/note" % (cls, ln))
            if r["id"] in ids:
                errors.append("duplicate id " + r["id"])
            ids.add(r["id"])
            if r["text"] in texts:
                errors.append("duplicate text in %s: %r" % (r["id"], r["text"][:60]))
            texts.add(r["text"])
            if "{" in r["text"] and re.search(r"\{(url|dom|name|proj|key|pw|sha|uuid|ip|email|hook|img|sh|path|n|ver|date|idom|host|card|iban|ssn|ni|phone|b64)\}", r["text"]):
                errors.append("unfilled slot in " + r["id"])
            for b in BANNED:
                if b.lower() in r["text"].lower():
                    errors.append("banned example %s in %s" % (b, r["id"]))
            table[cls][r["lang"]] += 1
            if cls == "pii":
                t = r["text"]
                if "/card" in r["note"]:
                    m = re.search(r"\b\d[\d -]{13,20}\d\b", t)
                    if not m or not K.luhn_ok(re.sub(r"\D", "", m.group(0))):
                        errors.append("card not Luhn-valid in " + r["id"])
                if "/iban" in r["note"]:
                    m = re.search(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", t)
                    if not m or not K.iban_ok(m.group(0)):
                        errors.append("bad IBAN in " + r["id"])
                if "/ssn" in r["note"]:
                    m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", t)
                    if not m or m.group(1) in ("000", "666") or m.group(1) >= "900" or m.group(2) == "00" or m.group(3) == "0000":
                        errors.append("bad SSN in " + r["id"])
                if "/ni" in r["note"]:
                    if not re.search(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", t):
                        errors.append("bad NI number in " + r["id"])
    lo, hi = int(n * 0.95), int(n * 1.05) + 1
    if not lo <= rows <= hi:
        errors.append("%s has %d rows, expected about %d" % (cls, rows, n))

obf = sum(1 for l in open(os.path.join(OUT, "injection.jsonl"), encoding="utf-8") if "obfuscated-" in json.loads(l)["note"])
print("counts (class x lang):")
for cls in EXPECT:
    print("  %-9s %4d  %s" % (cls, sum(table[cls].values()), dict(sorted(table[cls].items()))))
print("obfuscated injections:", obf)
if errors:
    print("\n".join(errors[:50]))
    print("FAILED: %d problems" % len(errors))
    sys.exit(1)
print("OK: %d lines, all checks passed" % len(ids))
