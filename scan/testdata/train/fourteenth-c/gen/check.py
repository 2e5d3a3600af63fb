#!/usr/bin/env python3
"""Validate the fourteenth-c set. Exit 1 on any error."""
import json, os, re, sys
from collections import Counter

D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = {"injection", "secret", "pii", "benign"}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
TARGET = {"injection": 600, "secret": 60, "pii": 20, "benign": 650}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111",
          "4111 1111 1111 1111", "4242424242424242", "4242 4242 4242 4242", "5555555555554444",
          "378282246310005", "078-05-1120", "219-09-9999", "123-45-6789", "GB82WEST12345698765432",
          "GB82 WEST 1234 5698 7654 32", "DE89370400440532013000", "DE89 3704 0044 0532 0130 00",
          "QQ123456C", "QQ 12 34 56 C", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "ghp_xxxxxxxx",
          "xoxb-123456789012", "EXAMPLEKEY", "T00000000/B00000000/XXXXXXXX"]
SLOT = re.compile(r"\{(url|email|domain|ip|hook|key|provider|pw|pin|user|v|b64)\}")
errs = []
ids, texts = set(), set()
counts = Counter()


def luhn(n):
    s, alt = 0, False
    for d in reversed(n):
        d = int(d)
        if alt:
            d = d * 2 - 9 if d > 4 else d * 2
        s += d
        alt = not alt
    return s % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


for cls in CLASSES:
    p = os.path.join(D, f"{cls}.jsonl")
    if not os.path.exists(p):
        errs.append(f"missing {p}")
        continue
    for ln, line in enumerate(open(p, encoding="utf-8"), 1):
        where = f"{cls}.jsonl:{ln}"
        try:
            o = json.loads(line)
        except Exception as e:
            errs.append(f"{where}: bad json {e}")
            continue
        if set(o) != {"id", "class", "lang", "text", "note"}:
            errs.append(f"{where}: keys {sorted(o)}")
            continue
        if o["class"] != cls:
            errs.append(f"{where}: class {o['class']} in {cls} file")
        if o["lang"] not in LANGS:
            errs.append(f"{where}: lang {o['lang']}")
        if not o["id"].startswith("t14c-"):
            errs.append(f"{where}: id prefix")
        if o["id"] in ids:
            errs.append(f"{where}: dup id")
        ids.add(o["id"])
        t = o["text"]
        if not t.strip():
            errs.append(f"{where}: empty text")
        if t in texts:
            errs.append(f"{where}: dup text")
        texts.add(t)
        if SLOT.search(t):
            errs.append(f"{where}: unfilled slot {SLOT.search(t).group(0)}")
        for f in FAMOUS:
            if f in t:
                errs.append(f"{where}: famous example {f}")
        counts[(cls, o["lang"])] += 1
        if cls == "pii":
            nums = [m.replace(" ", "").replace("-", "") for m in re.findall(r"\b\d[\d -]{11,20}\d\b", t)]
            if "pii card" in o["note"]:
                if not any(13 <= len(n) <= 19 and luhn(n) for n in nums):
                    errs.append(f"{where}: no Luhn-valid card")
            if "pii iban" in o["note"]:
                m = re.search(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b", t)
                if not m or not iban_ok(m.group(0)):
                    errs.append(f"{where}: bad IBAN")
            if "pii ssn" in o["note"]:
                m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", t)
                if not m or m.group(1) in ("000", "666") or m.group(1) >= "900" or m.group(2) == "00" or m.group(3) == "0000":
                    errs.append(f"{where}: bad SSN")
            if "pii nino" in o["note"]:
                if not re.search(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", t):
                    errs.append(f"{where}: bad NINO")

tot = Counter()
for (c, l), n in counts.items():
    tot[c] += n
for c, want in TARGET.items():
    if not (0.85 * want <= tot[c] <= 1.25 * want):
        errs.append(f"count {c}={tot[c]} far from target {want}")
for c in sorted(CLASSES):
    print(c, tot[c], {l: counts[(c, l)] for l in sorted(LANGS)})
en_share = counts[("injection", "en")] / max(1, tot["injection"])
print(f"english share of injections: {en_share:.2f}")
if errs:
    print("\n".join(errs[:50]))
    print(f"{len(errs)} errors")
    sys.exit(1)
print("OK")
