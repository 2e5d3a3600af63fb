#!/usr/bin/env python3
"""Validate the t14b set: shape, values, uniqueness, counts, slots, Luhn/IBAN, famous examples."""
import json, os, re, sys
D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = {"injection": 600, "secret": 60, "pii": 20, "benign": 650}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111", "4111 1111 1111 1111",
          "5555555555554444", "4242424242424242", "4242 4242 4242 4242", "378282246310005", "078-05-1120", "219-09-9999",
          "123-45-6789", "QQ123456C", "QQ 12 34 56 C", "GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432",
          "DE89 3704 0044 0532 0130 00", "DE89370400440532013000", "FR14 2004 1010 0505 0001 3M02 606",
          "xoxb-123456789012", "sk_live_4eC39HqLyjWDarjtT1zdp7dc"]
errs = []
def luhn(n):
    d = [int(c) for c in n][::-1]; s = 0
    for i, x in enumerate(d):
        if i % 2: x *= 2; x -= 9 if x > 9 else 0
        s += x
    return s % 10 == 0
def iban_ok(s):
    s = s.replace(" ", ""); r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1
ids, texts = set(), set(); counts = {}
for cls in TARGET:
    p = os.path.join(D, cls + ".jsonl")
    for ln, line in enumerate(open(p, encoding="utf-8"), 1):
        where = "%s:%d" % (cls, ln)
        try: o = json.loads(line)
        except Exception as e: errs.append("%s bad json %s" % (where, e)); continue
        if set(o) != {"id", "class", "lang", "text", "note"}: errs.append("%s keys %s" % (where, sorted(o)))
        if not all(isinstance(o.get(k), str) and o.get(k) for k in ("id", "class", "lang", "text", "note")): errs.append("%s empty/non-str field" % where)
        if o.get("class") != cls: errs.append("%s class %r in wrong file" % (where, o.get("class")))
        if o.get("lang") not in LANGS: errs.append("%s lang %r" % (where, o.get("lang")))
        if not str(o.get("id", "")).startswith("t14b-"): errs.append("%s id prefix" % where)
        if o["id"] in ids: errs.append("%s dup id" % where)
        if o["text"] in texts: errs.append("%s dup text" % where)
        ids.add(o["id"]); texts.add(o["text"])
        t = o["text"]
        if "\n" in t: errs.append("%s newline in text" % where)
        if re.search(r"\{[a-z0-9_]+\}", t) and not t.startswith("{\"role\""):
            errs.append("%s unfilled slot: %s" % (where, re.findall(r"\{[a-z0-9_]+\}", t)))
        for f in FAMOUS:
            if f.lower() in t.lower(): errs.append("%s famous example %s" % (where, f))
        counts.setdefault(cls, {}).setdefault(o["lang"], 0); counts[cls][o["lang"]] += 1
        if cls == "pii":
            ibans = re.findall(r"\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4})+(?: [A-Z0-9]{1,3})?\b", t)
            rest = t
            for ib in ibans: rest = rest.replace(ib, " ")
            cards = re.findall(r"\b\d{4} \d{4} \d{4} \d{4}\b|\b\d{4} \d{6} \d{5}\b", rest)
            for c in cards:
                digits = re.sub(r"\D", "", c)
                if not luhn(digits):
                    errs.append("%s Luhn fails %s" % (where, c))
            for ib in ibans:
                if not iban_ok(ib): errs.append("%s IBAN fails %s" % (where, ib))
            if "card" in o["note"] and not cards: errs.append("%s card note but no card" % where)
            if "iban" in o["note"] and not re.search(r"\b[A-Z]{2}\d{2} ", t): errs.append("%s iban note but no iban" % where)
for cls, tgt in TARGET.items():
    n = sum(counts.get(cls, {}).values())
    if abs(n - tgt) > 0.1 * tgt: errs.append("%s count %d far from %d" % (cls, n, tgt))
    print("%-9s %4d  %s" % (cls, n, dict(sorted(counts.get(cls, {}).items()))))
inj = [json.loads(l) for l in open(os.path.join(D, "injection.jsonl"), encoding="utf-8")]
obf = sum("obfuscated" in r["note"] for r in inj)
sp = sum(r["note"].split(";")[0] in ("secrecy", "persona") for r in inj)
en = sum(r["lang"] == "en" for r in inj)
print("obfuscated injections: %d, secrecy+persona: %d, english injections: %d" % (obf, sp, en))
if not 70 <= obf <= 110: errs.append("obfuscated count %d" % obf)
if errs:
    print("\n".join(errs)); print("FAIL: %d problems" % len(errs)); sys.exit(1)
print("OK")
