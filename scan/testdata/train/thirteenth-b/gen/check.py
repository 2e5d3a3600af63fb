#!/usr/bin/env python3
"""Validate the t13b set: JSON shape, ids, classes, langs, counts, duplicates,
Luhn/IBAN validity of PII and absence of famous documentation examples."""
import collections, json, os, re, sys

D = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {"injection": 600, "secret": 60, "pii": 20, "benign": 650}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
BANNED = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI", "4111 1111 1111 1111", "4111111111111111",
          "078-05-1120", "4242 4242 4242 4242", "4242424242424242", "GB82 WEST", "DE89 3704", "219-09-9999"]
errors = []
ids, texts = set(), set()
table = collections.Counter()


def luhn(num):
    s = 0
    for i, d in enumerate(reversed([int(c) for c in num])):
        if i % 2:
            d *= 2
            d -= 9 if d > 9 else 0
        s += d
    return s % 10 == 0


def iban_ok(ib):
    ib = ib.replace(" ", "")
    r = ib[4:] + ib[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


for cls, target in FILES.items():
    path = os.path.join(D, f"{cls}.jsonl")
    n = 0
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                o = json.loads(line)
            except Exception as e:
                errors.append(f"{cls}:{ln} invalid JSON {e}")
                continue
            n += 1
            if set(o) != {"id", "class", "lang", "text", "note"}:
                errors.append(f"{cls}:{ln} keys {sorted(o)}")
            if not all(isinstance(o.get(k), str) and o.get(k) for k in ("id", "class", "lang", "text", "note")):
                errors.append(f"{cls}:{ln} empty/non-string field")
            if o["class"] != cls:
                errors.append(f"{cls}:{ln} class {o['class']}")
            if o["lang"] not in LANGS:
                errors.append(f"{cls}:{ln} lang {o['lang']}")
            if not o["id"].startswith("t13b-"):
                errors.append(f"{cls}:{ln} id prefix {o['id']}")
            if o["id"] in ids:
                errors.append(f"{cls}:{ln} duplicate id {o['id']}")
            ids.add(o["id"])
            if o["text"] in texts:
                errors.append(f"{cls}:{ln} duplicate text")
            texts.add(o["text"])
            if "\n" in o["text"]:
                errors.append(f"{cls}:{ln} newline in text")
            if re.search(r"\{(S:|K:|URL|MAIL|IP|PW|PIN|CARD|IBAN|PHONE|SHA|UUID)", o["text"]):
                errors.append(f"{cls}:{ln} unfilled placeholder")
            for b in BANNED:
                if b.lower() in o["text"].lower():
                    errors.append(f"{cls}:{ln} famous example {b}")
            if cls == "pii" and "card" in o["note"]:
                for m in re.findall(r"\b(?:\d[ -]?){13,19}\b", o["text"]):
                    digits = re.sub(r"\D", "", m)
                    if not luhn(digits):
                        errors.append(f"pii:{ln} card fails Luhn {m}")
            if cls == "pii" and "IBAN" in o["note"]:
                for m in re.findall(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4})+(?: ?[A-Z0-9]{1,3})?\b", o["text"]):
                    if not iban_ok(m):
                        errors.append(f"pii:{ln} IBAN check fails {m}")
            table[(cls, o["lang"])] += 1
    if abs(n - target) > target * 0.05:
        errors.append(f"{cls}: {n} lines, expected about {target}")

langs = ["en", "fr", "de", "es", "pt", "zh", "ja"]
print("class      " + " ".join(f"{l:>4}" for l in langs) + "  total")
for cls in FILES:
    row = [table[(cls, l)] for l in langs]
    print(f"{cls:10} " + " ".join(f"{v:>4}" for v in row) + f"  {sum(row):>5}")
if errors:
    print("\n".join(errors[:50]))
    print(f"FAILED: {len(errors)} problems")
    sys.exit(1)
print("OK: all lines valid, ids unique, texts unique, PII checks pass")
