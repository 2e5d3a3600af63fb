#!/usr/bin/env python3
"""Validate the t14a set: JSON shape, class/lang values, unique ids/texts, counts near
target, no unfilled template slots, Luhn/IBAN validity on pii lines, no famous doc keys."""
import json, os, re, sys
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = {"injection": 600, "secret": 60, "pii": 20, "benign": 650}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111", "4111 1111 1111 1111",
          "4242424242424242", "4242 4242 4242 4242", "5555555555554444", "5555 5555 5555 4444", "4012888888881881",
          "378282246310005", "371449635398431", "5105105105105100", "6011111111111117", "078-05-1120", "219-09-9999",
          "123-45-6789", "QQ123456C", "QQ 12 34 56 C", "AB123456C", "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32",
          "DE89370400440532013000", "DE89 3704 0044 0532 0130 00", "FR1420041010050500013M02606", "ES9121000418450200051332",
          "PT50000201231234567890154", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-not-a-real-token",
          "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "555-0100", "867-5309"]
SLOT = re.compile(r"\{[a-z_0-9]+\}")
def luhn(d):
    s = 0
    for i, c in enumerate(reversed(d)):
        n = int(c)
        if i % 2: n = n * 2 - 9 if n * 2 > 9 else n * 2
        s += n
    return s % 10 == 0
def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1
CARD = re.compile(r"(?<!\d)(\d{4} \d{4} \d{4} \d{4}|\d{4} \d{6} \d{5})(?!\d)")
IBAN = re.compile(r"\b([A-Z]{2}\d{2}(?: [A-Z0-9]{1,4}){3,8})")
errs, warns = [], []
ids, texts = set(), set()
table = {}
for cls, target in CLASSES.items():
    p = os.path.join(D, cls + ".jsonl")
    if not os.path.exists(p): errs.append("missing " + p); continue
    n = 0
    for ln, line in enumerate(open(p, encoding="utf-8"), 1):
        where = "%s:%d" % (cls, ln)
        try: o = json.loads(line)
        except Exception as e: errs.append(where + " bad json " + str(e)); continue
        if set(o) != {"id", "class", "lang", "text", "note"}: errs.append(where + " keys " + str(sorted(o)))
        if not all(isinstance(o.get(k), str) and o.get(k) for k in ("id", "class", "lang", "text", "note")): errs.append(where + " empty/non-string field")
        if o.get("class") != cls: errs.append(where + " class %r in %s" % (o.get("class"), cls))
        if o.get("lang") not in LANGS: errs.append(where + " lang %r" % o.get("lang"))
        if not str(o.get("id", "")).startswith("t14a-"): errs.append(where + " id prefix")
        if o["id"] in ids: errs.append(where + " dup id " + o["id"])
        ids.add(o["id"])
        t = o["text"]
        if t in texts: errs.append(where + " dup text")
        texts.add(t)
        if SLOT.search(t): errs.append(where + " unfilled slot " + SLOT.search(t).group(0))
        for f in FAMOUS:
            if f in t: errs.append(where + " famous example " + f)
        if cls == "pii":
            ibans = IBAN.findall(t)
            t_noiban = IBAN.sub(" ", t)
            cards = CARD.findall(t_noiban)
            for c in cards:
                if not luhn(c.replace(" ", "")): errs.append(where + " Luhn fails " + c)
            for b in ibans:
                if not iban_ok(b): errs.append(where + " IBAN fails " + b)
            if "card" in o["note"] and not cards: errs.append(where + " card note but no card")
            if "iban" in o["note"] and not ibans: errs.append(where + " iban note but no IBAN")
        table[(cls, o["lang"])] = table.get((cls, o["lang"]), 0) + 1
        n += 1
    if abs(n - target) > 0.1 * target: errs.append("%s count %d far from target %d" % (cls, n, target))
obf = sum(1 for l in open(os.path.join(D, "injection.jsonl"), encoding="utf-8") if "obfuscated" in json.loads(l)["note"])
if not 75 <= obf <= 110: errs.append("obfuscated injections %d not ~90" % obf)
en = table.get(("injection", "en"), 0); tot = sum(v for (c, l), v in table.items() if c == "injection")
if not 0.2 <= en / max(tot, 1) <= 0.3: errs.append("English injection share %.2f" % (en / tot))
langs = ["en", "fr", "de", "es", "pt", "zh", "ja"]
print("class      " + " ".join("%5s" % l for l in langs) + "  total")
for cls in CLASSES:
    row = [table.get((cls, l), 0) for l in langs]
    print("%-10s " % cls + " ".join("%5d" % v for v in row) + "  %5d" % sum(row))
print("obfuscated injections:", obf)
for e in errs: print("ERROR", e)
print("OK" if not errs else "%d errors" % len(errs))
sys.exit(1 if errs else 0)
