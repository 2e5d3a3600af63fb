#!/usr/bin/env python3
"""Validate set 15: JSON shape, unique ids, unique texts, counts, key checks."""
import json, os, re, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import keys as K

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI", "4111 1111 1111 1111", "4111111111111111", "078-05-1120",
          "4242424242424242", "GB82 WEST", "GB82WEST", "DE89 3704", "DE89370400440532013000"]
ids, texts, errs = set(), set(), []
table = collections.defaultdict(collections.Counter)
for cls in TARGET:
    path = os.path.join(OUT, f"{cls}.jsonl")
    with open(path, encoding="utf-8") as fh:
        for i, line in enumerate(fh, 1):
            try:
                r = json.loads(line)
            except Exception as e:
                errs.append(f"{cls}:{i} bad json {e}"); continue
            if set(r) != {"id", "class", "lang", "text", "note"}:
                errs.append(f"{cls}:{i} keys {sorted(r)}")
            if r["class"] != cls: errs.append(f"{cls}:{i} class {r['class']}")
            if r["lang"] not in LANGS: errs.append(f"{cls}:{i} lang {r['lang']}")
            if not r["id"].startswith("b15-"): errs.append(f"{cls}:{i} id {r['id']}")
            if r["id"] in ids: errs.append(f"dup id {r['id']}")
            if r["text"] in texts: errs.append(f"dup text {r['id']}")
            if not r["text"].strip() or not r["note"].strip(): errs.append(f"{r['id']} empty field")
            ids.add(r["id"]); texts.add(r["text"])
            table[cls][r["lang"]] += 1
            for f in FAMOUS:
                if f in r["text"]: errs.append(f"{r['id']} famous example {f}")
            if cls == "pii" and r["note"].startswith("pii/card"):
                m = re.search(r"\d[\d -]{12,20}\d", r["text"])
                if not m or not K.luhn_ok(m.group()): errs.append(f"{r['id']} card not Luhn-valid")
            if cls == "pii" and r["note"].startswith("pii/iban"):
                m = re.search(r"[A-Z]{2}\d{2}[A-Z0-9 ]{10,34}", r["text"])
                if not m or not K.iban_ok(m.group().strip()): errs.append(f"{r['id']} IBAN invalid")
for cls, n in TARGET.items():
    tot = sum(table[cls].values())
    if abs(tot - n) > n * 0.05: errs.append(f"{cls}: {tot} vs target {n}")
    print(f"{cls:10s} {tot:4d}  " + "  ".join(f"{lg}={table[cls][lg]}" for lg in ["en","fr","de","es","pt","zh","ja"]))
print("total", len(ids))
if errs:
    print("\n".join(errs[:50])); print(len(errs), "errors"); sys.exit(1)
print("OK")
