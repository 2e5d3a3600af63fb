#!/usr/bin/env python3
"""Validate the t13c set: JSON shape, unique ids/texts, counts, key-material sanity."""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import keys  # noqa: E402

OUT = os.path.dirname(HERE)
CLASSES = ["injection", "secret", "pii", "benign"]
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
TARGET = {"injection": 600, "benign": 650, "secret": 60, "pii": 20}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111 1111 1111 1111", "4111111111111111", "078-05-1120",
          "4242 4242 4242 4242", "4242424242424242", "GB82 WEST", "DE89 3704 0044 0532 0130 00", "ghp_xxxxxxxx"]
TEST_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

errors = []
ids, texts = set(), set()
counts = collections.Counter()
sub = collections.Counter()
obf = collections.Counter()
for cls in CLASSES:
    path = os.path.join(OUT, cls + ".jsonl")
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except Exception as e:  # noqa: BLE001
                errors.append("%s:%d invalid JSON: %s" % (cls, n, e))
                continue
            if set(r) != {"id", "class", "lang", "text", "note"}:
                errors.append("%s:%d wrong keys %s" % (cls, n, sorted(r)))
            if r.get("class") != cls:
                errors.append("%s:%d class mismatch" % (cls, n))
            if r.get("lang") not in LANGS:
                errors.append("%s:%d bad lang" % (cls, n))
            if not str(r.get("id", "")).startswith("t13c-"):
                errors.append("%s:%d id prefix" % (cls, n))
            if not r.get("text") or not r.get("note"):
                errors.append("%s:%d empty text/note" % (cls, n))
            if r["id"] in ids:
                errors.append("duplicate id " + r["id"])
            ids.add(r["id"])
            if r["text"] in texts:
                errors.append("duplicate text in %s:%d" % (cls, n))
            texts.add(r["text"])
            counts[(cls, r["lang"])] += 1
            t = r["text"]
            for fam in FAMOUS:
                if fam in t:
                    errors.append("%s:%d famous example %s" % (cls, n, fam))
            for ip in re.findall(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", t):
                try:
                    a = ipaddress.ip_address(ip)
                except ValueError:
                    continue
                if not any(a in net for net in TEST_NETS):
                    errors.append("%s:%d non-documentation IP %s" % (cls, n, ip))
            if cls == "injection":
                sub[r["note"].split(":")[0].split(" ")[0]] += 1
                if "obfuscated" in r["note"]:
                    obf[r["lang"]] += 1
            if cls == "pii":
                kind = r["note"].split(":")[0]
                if kind == "pii/card":
                    m = re.search(r"\d[\d -]{12,22}\d", t)
                    if not m or not keys.luhn_ok(m.group(0)):
                        errors.append("pii:%d card not Luhn-valid" % n)
                if kind == "pii/iban":
                    m = re.search(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4})+", t)
                    if not m or not keys.iban_ok(m.group(0)):
                        errors.append("pii:%d IBAN check digits invalid" % n)

for cls in CLASSES:
    tot = sum(v for (c, _), v in counts.items() if c == cls)
    if abs(tot - TARGET[cls]) > 0.05 * TARGET[cls]:
        errors.append("%s count %d far from target %d" % (cls, tot, TARGET[cls]))
en_share = counts[("injection", "en")] / max(1, sum(v for (c, _), v in counts.items() if c == "injection"))
if not 0.2 <= en_share <= 0.3:
    errors.append("English share of injections %.2f" % en_share)
if not 80 <= sum(obf.values()) <= 100:
    errors.append("obfuscated injections %d" % sum(obf.values()))

langs = ["en", "fr", "de", "es", "pt", "zh", "ja"]
print("class      " + " ".join("%5s" % l for l in langs) + "  total")
for cls in CLASSES:
    row = [counts[(cls, l)] for l in langs]
    print("%-10s " % cls + " ".join("%5d" % v for v in row) + "  %5d" % sum(row))
print("obfuscated injections:", dict(obf), "total", sum(obf.values()))
print("injection subkinds:", dict(sub))
if errors:
    print("\n".join(errors[:50]))
    print("FAILED: %d problems" % len(errors))
    sys.exit(1)
print("OK: %d records, ids and texts unique" % len(ids))
