#!/usr/bin/env python3
"""Validate set 13: JSON shape, unique ids/texts, counts per class x lang, PII validity, no famous examples, doc-range IPs."""
import collections, glob, ipaddress, json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import keys as K
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
TARGET = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111 1111 1111 1111", "4111111111111111", "4242424242424242", "4242 4242 4242 4242",
          "078-05-1120", "219-09-9999", "123-45-6789", "GB82WEST12345698765432", "DE89370400440532013000", "QQ 12 34 56 C", "QQ123456C"]
errs = []; ids = set(); texts = {}; counts = collections.Counter()
for cls in TARGET:
    path = os.path.join(D, f"{cls}.jsonl")
    for ln, line in enumerate(open(path, encoding="utf-8"), 1):
        try: o = json.loads(line)
        except Exception as e: errs.append(f"{cls}:{ln} bad json {e}"); continue
        if set(o) != {"id", "class", "lang", "text", "note"}: errs.append(f"{cls}:{ln} keys {sorted(o)}")
        if o["class"] != cls: errs.append(f"{cls}:{ln} class {o['class']}")
        if o["lang"] not in LANGS: errs.append(f"{cls}:{ln} lang {o['lang']}")
        if not o["id"].startswith("b13-"): errs.append(f"{cls}:{ln} id prefix")
        if o["id"] in ids: errs.append(f"dup id {o['id']}")
        ids.add(o["id"])
        if not o["text"].strip() or not o["note"].strip(): errs.append(f"{cls}:{ln} empty field")
        if o["text"] in texts: errs.append(f"dup text {o['id']} == {texts[o['text']]}")
        texts[o["text"]] = o["id"]
        counts[(cls, o["lang"])] += 1
        t = o["text"]
        for f in FAMOUS:
            if f in t: errs.append(f"{o['id']} famous example {f}")
        for m in re.findall(r"\b(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})\b", t):
            try: a = ipaddress.ip_address(m)
            except ValueError: continue
            if not any(a in ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")):
                errs.append(f"{o['id']} IP outside doc ranges {m}")
        if cls == "pii":
            n = o["note"]
            if n.startswith("pii/card"):
                c = re.search(r"\d[\d ]{13,20}\d", t).group(0)
                if not K.luhn_ok(c): errs.append(f"{o['id']} Luhn fail {c}")
            if n.startswith("pii/iban"):
                c = re.search(r"[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4})+(?: ?[A-Z0-9]{1,3})?", t).group(0)
                if not K.iban_ok(c): errs.append(f"{o['id']} IBAN fail {c}")
            if n.startswith("pii/ssn"):
                c = re.search(r"(\d{3})-(\d{2})-(\d{4})", t)
                a = int(c.group(1))
                if a == 0 or a == 666 or a >= 900 or c.group(2) == "00" or c.group(3) == "0000": errs.append(f"{o['id']} bad SSN")
            if n.startswith("pii/ni"):
                if not re.search(r"\b(?![DFIQUV])[A-Z](?![DFIOQUV])[A-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", t): errs.append(f"{o['id']} bad NI")
print("class      " + " ".join(f"{l:>4}" for l in sorted(LANGS)) + "  total  target")
for cls in TARGET:
    row = [counts[(cls, l)] for l in sorted(LANGS)]
    print(f"{cls:10} " + " ".join(f"{c:>4}" for c in row) + f"  {sum(row):>5}  {TARGET[cls]:>6}")
    if abs(sum(row) - TARGET[cls]) > 0.05 * TARGET[cls]: errs.append(f"{cls} count {sum(row)} far from {TARGET[cls]}")
inj = [json.loads(l) for l in open(os.path.join(D, "injection.jsonl"), encoding="utf-8")]
nob = sum(1 for o in inj if "obfuscated" in o["note"]); print("obfuscated injections:", nob)
print("English share of injections: %.2f" % (sum(1 for o in inj if o["lang"] == "en") / len(inj)))
if errs:
    print("\n".join(errs[:50])); print(f"{len(errs)} ERRORS"); sys.exit(1)
print("OK")
