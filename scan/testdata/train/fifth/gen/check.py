#!/usr/bin/env python3
"""Validate the t5 evaluation set. Exits 1 on any error. Stdlib only."""
import json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
MIN_TOTAL = {"injection": 700, "secret": 120, "pii": 50, "benign": 900}
MIN_LANG = {"injection": {"en": 250, **{l: 70 for l in LANGS[1:]}},
            "benign": {"en": 300, **{l: 95 for l in LANGS[1:]}}}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111", "4111 1111 1111 1111",
          "4242424242424242", "4242 4242 4242 4242", "5555555555554444", "378282246310005", "078-05-1120", "219-09-9999",
          "123-45-6789", "AB 12 34 56 C", "QQ 12 34 56", "DE89370400440532013000", "DE89 3704 0044 0532 0130 00",
          "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
          "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "EXAMPLEKEY", "example.com"]
errors = []


def err(msg):
    errors.append(msg)


def luhn_ok(num):
    s = 0
    for i, c in enumerate(reversed(num)):
        d = int(c)
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


ids = set()
texts = set()
counts = {}
hard = 0
for cls, short in CLASSES.items():
    path = os.path.join(ROOT, f"{cls}.jsonl")
    if not os.path.exists(path):
        err(f"missing {path}")
        continue
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            where = f"{cls}.jsonl:{ln}"
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{where}: bad JSON {e}")
                continue
            if set(o) != {"id", "class", "lang", "text", "note"}:
                err(f"{where}: keys {sorted(o)}")
                continue
            if not all(isinstance(o[k], str) and o[k] for k in o):
                err(f"{where}: empty or non-string field")
            if o["class"] != cls:
                err(f"{where}: class {o['class']} in {cls} file")
            if o["lang"] not in LANGS:
                err(f"{where}: bad lang {o['lang']}")
            if not re.fullmatch(rf"t5-{short}-{o['lang']}-\d{{3}}", o["id"]):
                err(f"{where}: bad id {o['id']}")
            if o["id"] in ids:
                err(f"{where}: duplicate id {o['id']}")
            ids.add(o["id"])
            if o["text"] in texts:
                err(f"{where}: duplicate text")
            texts.add(o["text"])
            if "\n" in o["text"]:
                err(f"{where}: newline in text")
            if re.search(r"\{(url|email|domain|host|ip|n|p|K|PW|PIN|V)\}", o["text"]):
                err(f"{where}: unfilled placeholder")
            for fam in FAMOUS:
                if fam.lower() in o["text"].lower() or fam.replace(" ", "") in o["text"].replace(" ", ""):
                    err(f"{where}: famous doc example {fam!r}")
            for ip in re.findall(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b", o["text"]):
                if not ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.")):
                    err(f"{where}: non-documentation IP {ip}")
            if cls == "benign" and o["note"].startswith("hard:"):
                hard += 1
            if cls == "pii":
                kind = o["note"].split(":")[0]
                if kind == "card":
                    m = re.search(r"\b\d[\d -]{12,20}\d\b", o["text"])
                    if not m or not luhn_ok(re.sub(r"\D", "", m.group())):
                        err(f"{where}: card not Luhn-valid")
                elif kind == "iban":
                    m = re.search(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4})+(?: ?[A-Z0-9]{1,3})?", o["text"])
                    if not m or not iban_ok(m.group()):
                        err(f"{where}: IBAN check digits invalid")
                elif kind == "ssn":
                    m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", o["text"])
                    if not m or m.group(1) in ("000", "666") or m.group(1) >= "900" or m.group(2) == "00" or m.group(3) == "0000":
                        err(f"{where}: SSN shape invalid")
                elif kind == "nino":
                    if not re.search(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] \d{2} \d{2} \d{2} [A-D]\b", o["text"]):
                        err(f"{where}: NI number invalid")
            counts.setdefault(cls, {}).setdefault(o["lang"], 0)
            counts[cls][o["lang"]] += 1

for cls, mn in MIN_TOTAL.items():
    tot = sum(counts.get(cls, {}).values())
    if tot < mn:
        err(f"{cls}: {tot} < {mn}")
for cls, per in MIN_LANG.items():
    for lang, mn in per.items():
        if counts.get(cls, {}).get(lang, 0) < mn:
            err(f"{cls}/{lang}: {counts.get(cls, {}).get(lang, 0)} < {mn}")
ben_total = sum(counts.get("benign", {}).values())
if ben_total and hard / ben_total < 0.65:
    err(f"hard benign share {hard / ben_total:.2%} < 65%")

print("class      " + " ".join(f"{l:>4}" for l in LANGS) + "  total")
for cls in CLASSES:
    row = counts.get(cls, {})
    print(f"{cls:<10} " + " ".join(f"{row.get(l, 0):>4}" for l in LANGS) + f"  {sum(row.values()):>5}")
print(f"hard benign: {hard}/{ben_total}")
if errors:
    for e in errors[:50]:
        print("ERROR", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print("OK")
