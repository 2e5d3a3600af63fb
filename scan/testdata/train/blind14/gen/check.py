#!/usr/bin/env python3
"""Validate the b14 set: JSON shape, unique ids/texts, class sizes, PII validity, no famous examples."""
import json, os, re, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import luhn_ok, iban_ok

D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI", "4111 1111 1111 1111", "4111111111111111", "4242424242424242",
          "078-05-1120", "123-45-6789", "GB82 WEST 1234 5698 7654 32", "DE89 3704 0044 0532 0130 00", "AB 12 34 56 C", "QQ 12 34 56"]
errs = []; ids = set(); texts = set()
table = collections.Counter()
for cls, want in TARGET.items():
    n = 0
    for i, line in enumerate(open(os.path.join(D, f"{cls}.jsonl"), encoding="utf-8"), 1):
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append(f"{cls}:{i} bad json {e}"); continue
        if set(o) != {"id", "class", "lang", "text", "note"}:
            errs.append(f"{cls}:{i} keys {sorted(o)}")
        if not all(isinstance(o.get(k), str) and o.get(k) for k in ("id", "class", "lang", "text", "note")):
            errs.append(f"{cls}:{i} empty/non-string field")
        if o["class"] != cls: errs.append(f"{cls}:{i} class {o['class']}")
        if o["lang"] not in LANGS: errs.append(f"{cls}:{i} lang {o['lang']}")
        if not o["id"].startswith("b14-"): errs.append(f"{cls}:{i} id prefix")
        if o["id"] in ids: errs.append(f"{cls}:{i} dup id {o['id']}")
        if o["text"] in texts: errs.append(f"{cls}:{i} dup text")
        ids.add(o["id"]); texts.add(o["text"])
        for f in FAMOUS:
            if f in o["text"]: errs.append(f"{cls}:{i} famous example {f}")
        if cls == "pii":
            k = o["note"].split(":")[0].split("/")[1]
            t = o["text"]
            if k == "card":
                m = re.search(r"\d[\d -]{12,21}\d", t)
                if not m or not luhn_ok(m.group()): errs.append(f"pii:{i} card not Luhn-valid")
            if k == "iban":
                m = re.search(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", t)
                if not m or not iban_ok(m.group()): errs.append(f"pii:{i} bad IBAN")
            if k == "ssn":
                m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", t)
                if not m or m.group(1) in ("000", "666") or m.group(1) >= "900" or m.group(2) == "00" or m.group(3) == "0000":
                    errs.append(f"pii:{i} bad SSN")
            if k == "nino":
                if not re.search(r"\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] \d\d \d\d \d\d [A-D]\b", t):
                    errs.append(f"pii:{i} bad NINO")
        table[(cls, o["lang"])] += 1; n += 1
    if abs(n - want) > want * 0.05:
        errs.append(f"{cls}: {n} lines, brief asks ~{want}")
obf = sum(1 for l in open(os.path.join(D, "injection.jsonl")) if "obfuscated" in json.loads(l)["note"])
if not 80 <= obf <= 100: errs.append(f"obfuscated {obf}, want ~90")
print("class      " + " ".join(f"{l:>4}" for l in sorted(LANGS)) + "  total")
for cls in TARGET:
    row = [table[(cls, l)] for l in sorted(LANGS)]
    print(f"{cls:10} " + " ".join(f"{v:4}" for v in row) + f"  {sum(row):5}")
print("obfuscated injections:", obf)
print("\n".join(errs) if errs else "OK: all checks passed")
sys.exit(1 if errs else 0)
