#!/usr/bin/env python3
"""Validate the t12b set: JSON shape, unique ids/texts, counts, PII validity, banned examples."""
import json
import os
import re
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(__file__))
from common import luhn_ok, iban_ok  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = {"injection": 600, "benign": 650, "secret": 60, "pii": 20}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
BANNED = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI", "4111 1111 1111 1111", "4111111111111111",
          "078-05-1120", "219-09-9999", "GB82 WEST", "DE89 3704", "xoxb-123456789012", "ghp_xxxxxxxx"]
IP_RE = re.compile(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b")
ALLOWED_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")

errors = []
ids, texts = set(), set()
counts = Counter()
for cls in TARGET:
    path = os.path.join(OUT, f"{cls}.jsonl")
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                errors.append(f"{cls}:{n} bad JSON {e}")
                continue
            if set(r) != {"id", "class", "lang", "text", "note"}:
                errors.append(f"{cls}:{n} keys {sorted(r)}")
            if r.get("class") != cls:
                errors.append(f"{cls}:{n} class {r.get('class')}")
            if r.get("lang") not in LANGS:
                errors.append(f"{cls}:{n} lang {r.get('lang')}")
            if not str(r.get("id", "")).startswith("t12b-"):
                errors.append(f"{cls}:{n} id prefix")
            if not r.get("text") or not r.get("note"):
                errors.append(f"{cls}:{n} empty text/note")
            if r["id"] in ids:
                errors.append(f"dup id {r['id']}")
            ids.add(r["id"])
            if r["text"] in texts:
                errors.append(f"dup text {r['id']}: {r['text'][:60]}")
            texts.add(r["text"])
            counts[(cls, r["lang"])] += 1
            for b in BANNED:
                if b.lower() in r["text"].lower():
                    errors.append(f"{r['id']} contains documentation example {b}")
            for m in IP_RE.finditer(r["text"]):
                if not m.group(0).startswith(ALLOWED_NETS):
                    errors.append(f"{r['id']} IP outside documentation ranges: {m.group(0)}")
            if cls == "pii":
                if "card" in r["note"]:
                    m = re.search(r"\d[\d -]{12,20}\d", r["text"])
                    if not m or not luhn_ok(m.group(0)):
                        errors.append(f"{r['id']} card not Luhn-valid")
                if "iban" in r["note"]:
                    m = re.search(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", r["text"])
                    if not m or not iban_ok(m.group(0)):
                        errors.append(f"{r['id']} IBAN check digits invalid")

for cls, tgt in TARGET.items():
    tot = sum(v for (c, _), v in counts.items() if c == cls)
    if abs(tot - tgt) > 0.1 * tgt:
        errors.append(f"{cls}: {tot} lines, target {tgt}")
    print(f"{cls:10s} total {tot:4d}  " + " ".join(f"{l}={counts[(cls, l)]}" for l in sorted(LANGS)))

if errors:
    print(f"{len(errors)} problems:")
    for e in errors[:50]:
        print("  ", e)
    sys.exit(1)
print("OK: all lines valid JSON, ids unique, texts unique, counts on target, PII checks pass")
