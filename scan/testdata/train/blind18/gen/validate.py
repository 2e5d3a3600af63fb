#!/usr/bin/env python3
"""Validate the s18 set: fields, unique ids/texts, Luhn, IBAN mod-97, famous examples; print counts."""
import json, os, re, sys
from collections import Counter

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = ["injection", "secret", "pii", "benign"]
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
SHORT = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111111111111111", "4111 1111 1111 1111", "4242424242424242",
          "4242 4242 4242 4242", "5555555555554444", "078-05-1120", "219-09-9999", "DE89370400440532013000",
          "DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32", "QQ123456C",
          "GB29NWBK60161331926819", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"]

def luhn_ok(num):
    s, alt = 0, False
    for ch in reversed(num):
        d = int(ch)
        if alt:
            d *= 2
            if d > 9: d -= 9
        s += d; alt = not alt
    return s % 10 == 0

def iban_ok(ib):
    s = ib[4:] + ib[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1

IBAN_LEN = {"GB": 22, "DE": 22, "FR": 27, "ES": 24, "PT": 25, "NL": 18, "BE": 16, "IT": 27, "AT": 20}
IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8})\b")
CARD_RE = re.compile(r"(?<![\d-])(\d{4}[ -]?\d{4,6}[ -]?\d{4,5}(?:[ -]?\d{1,4})?)(?![\d-])")

errors = []
ids, texts = set(), set()
counts = Counter()
for cls in CLASSES:
    path = os.path.join(OUT, cls + ".jsonl")
    for ln, raw in enumerate(open(path, encoding="utf-8"), 1):
        where = f"{cls}.jsonl:{ln}"
        try:
            o = json.loads(raw)
        except Exception as e:
            errors.append(f"{where}: bad JSON {e}"); continue
        if set(o) != {"id", "class", "lang", "text", "note"}:
            errors.append(f"{where}: fields {sorted(o)}")
        if o.get("class") != cls: errors.append(f"{where}: class {o.get('class')}")
        if o.get("lang") not in LANGS: errors.append(f"{where}: lang {o.get('lang')}")
        if not all(isinstance(o.get(k), str) and o.get(k) for k in ("id", "text", "note")):
            errors.append(f"{where}: empty field")
        if not re.fullmatch(rf"s18-{SHORT[cls]}-{o.get('lang')}-\d{{3}}", o.get("id", "")):
            errors.append(f"{where}: id format {o.get('id')}")
        if o["id"] in ids: errors.append(f"{where}: duplicate id {o['id']}")
        if o["text"] in texts: errors.append(f"{where}: duplicate text")
        ids.add(o["id"]); texts.add(o["text"])
        t = o["text"]
        if re.search(r"\{(SHA|SHA7|HEX64|UUID|KEY|NAME|ENV|PW|PIN|URL|CARD|IBAN|SSN|NINO|PHONE_[A-Z]+|B64)\}", t):
            errors.append(f"{where}: unfilled placeholder")
        for f in FAMOUS:
            if f in t: errors.append(f"{where}: famous example {f}")
        for m in IBAN_RE.finditer(t):
            ib = m.group(1).replace(" ", "")
            if ib[:2] in IBAN_LEN and len(ib) == IBAN_LEN[ib[:2]]:
                if not iban_ok(ib): errors.append(f"{where}: bad IBAN {ib}")
            elif cls == "pii" and "IBAN" in o["note"] and ib[:2] in IBAN_LEN:
                errors.append(f"{where}: IBAN length {ib}")
        if cls == "pii" and "card" in o["note"]:
            found = [re.sub(r"[ -]", "", c) for c in CARD_RE.findall(t)]
            found = [c for c in found if 15 <= len(c) <= 16]
            if not found: errors.append(f"{where}: no card found")
            for c in found:
                if not luhn_ok(c): errors.append(f"{where}: Luhn fails {c}")
        if cls == "pii" and "IBAN" in o["note"] and not IBAN_RE.search(t):
            errors.append(f"{where}: no IBAN found")
        if cls == "pii" and "SSN" in o["note"]:
            m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", t)
            if not m or m.group(1) in ("000", "666") or m.group(1) >= "900" or m.group(2) == "00" or m.group(3) == "0000":
                errors.append(f"{where}: bad SSN")
        counts[(cls, o["lang"])] += 1

hdr = "class      " + " ".join(f"{l:>5}" for l in LANGS) + "  total"
print(hdr)
for cls in CLASSES:
    row = [counts[(cls, l)] for l in LANGS]
    print(f"{cls:<10} " + " ".join(f"{n:>5}" for n in row) + f"  {sum(row):>5}")
tot = [sum(counts[(c, l)] for c in CLASSES) for l in LANGS]
print(f"{'total':<10} " + " ".join(f"{n:>5}" for n in tot) + f"  {sum(tot):>5}")
obf = sum(1 for raw in open(os.path.join(OUT, "injection.jsonl"), encoding="utf-8") if "obfuscated" in json.loads(raw)["note"])
print("obfuscated injections:", obf)
if errors:
    print(f"{len(errors)} ERRORS"); print("\n".join(errors[:50])); sys.exit(1)
print("OK")
