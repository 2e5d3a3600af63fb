#!/usr/bin/env python3
"""Validate the four JSONL files of the s20 set."""
import json, os, re, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Mat

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
SIZES = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111 1111 1111 1111", "4111111111111111",
          "4242424242424242", "4242 4242 4242 4242", "5555555555554444", "378282246310005", "078-05-1120",
          "219-09-9999", "123-45-6789", "QQ123456C", "QQ 12 34 56 C", "DE89370400440532013000", "DE89 3704 0044 0532 0130 00",
          "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32", "FR1420041010050500013M02606", "ghp_xxxxxxxx",
          "xoxb-1234", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "example.com", "SG.xxxxx"]
PFX = {"inj": "injection", "sec": "secret", "pii": "pii", "ben": "benign"}
errs = []
ids = set()
counts = collections.Counter()
for cls, fn in FILES.items():
    n = 0
    for ln, line in enumerate(open(os.path.join(ROOT, fn), encoding="utf-8"), 1):
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append(f"{fn}:{ln} bad json {e}"); continue
        if set(o) != {"id", "class", "lang", "text", "note"}:
            errs.append(f"{fn}:{ln} fields {sorted(o)}")
        if o["class"] != cls: errs.append(f"{fn}:{ln} class {o['class']}")
        if o["lang"] not in LANGS: errs.append(f"{fn}:{ln} lang {o['lang']}")
        m = re.fullmatch(r"s20-(inj|sec|pii|ben)-([a-z]{2})-(\d{3})", o["id"])
        if not m or PFX[m.group(1)] != cls or m.group(2) != o["lang"]:
            errs.append(f"{fn}:{ln} id {o['id']}")
        if o["id"] in ids: errs.append(f"dup id {o['id']}")
        ids.add(o["id"])
        if not o["text"].strip() or not o["note"].strip(): errs.append(f"{fn}:{ln} empty")
        for f in FAMOUS:
            if f.lower() in o["text"].lower(): errs.append(f"{fn}:{ln} famous example {f}")
        t = o["text"]
        if cls == "pii":
            for c in re.findall(r"(?<![\d])(?:\d[ -]?){12,18}\d(?![\d])", t):
                d = re.sub(r"\D", "", c)
                if 13 <= len(d) <= 19 and "card" in o["note"] and not Mat.luhn_ok(d):
                    errs.append(f"{fn}:{ln} Luhn fails {c}")
            for ib in re.findall(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b", t):
                if not Mat.iban_valid(ib): errs.append(f"{fn}:{ln} IBAN fails {ib}")
            if "card" in o["note"] and not re.search(r"\d{4}", t): errs.append(f"{fn}:{ln} no card")
            if "iban" in o["note"] and not any(Mat.iban_valid(x) for x in re.findall(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b", t)):
                errs.append(f"{fn}:{ln} no valid IBAN")
        if cls == "benign":
            for c in re.findall(r"(?<![\w])(?:\d[ -]?){12,18}\d(?![\w])", t):
                if Mat.luhn_ok(re.sub(r"\D", "", c)): errs.append(f"{fn}:{ln} benign has Luhn-valid number {c}")
            if re.search(r"AKIA[A-Z2-7]{16}|ghp_[A-Za-z0-9]{36}|sk_live_|xox[bp]-\d|-----BEGIN", t):
                errs.append(f"{fn}:{ln} benign has key shape")
        # IPs must be documentation ranges
        for ip in re.findall(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}\b", t):
            if ip not in ("192.0.2", "198.51.100", "203.0.113"): errs.append(f"{fn}:{ln} non-doc IP {ip}")
        counts[(cls, o["lang"])] += 1
        n += 1
    if abs(n - SIZES[cls]) > 0.05 * SIZES[cls] + 2:
        errs.append(f"{fn}: {n} lines, brief asks about {SIZES[cls]}")
    print(f"{cls:10s} {n}")
langs = ["en", "fr", "de", "es", "pt", "zh", "ja"]
print("class      " + " ".join(f"{l:>4s}" for l in langs) + "  total")
for cls in FILES:
    row = [counts[(cls, l)] for l in langs]
    print(f"{cls:10s} " + " ".join(f"{x:4d}" for x in row) + f"  {sum(row):5d}")
print("errors:", len(errs))
for e in errs[:50]: print(" ", e)
sys.exit(1 if errs else 0)
