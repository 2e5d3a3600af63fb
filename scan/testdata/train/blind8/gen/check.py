#!/usr/bin/env python3
"""Validate the b8 evaluation set: JSON, ids, classes, langs, counts, notes,
Luhn / IBAN / SSN / NINO validity of pii lines, single-line texts, IP ranges,
absence of famous documentation examples."""
import ipaddress
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CLASSES = ["injection", "secret", "pii", "benign"]
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
TARGET = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
INJ_SUB = {"override", "persona", "secrecy", "exfil", "target", "disable", "marker", "obfuscation"}
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111111111111111", "4111 1111 1111 1111",
          "4242424242424242", "4242 4242 4242 4242", "5555555555554444", "378282246310005",
          "078-05-1120", "123-45-6789", "GB82WEST12345698765432", "DE89370400440532013000",
          "FR1420041010050500013M02606", "QQ123456C", "AB123456C", "example.com", "xoxb-123",
          "ghp_16C7e42F292c6912E7710c838347Ae178B4a", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"]

errors = []


def err(msg):
    errors.append(msg)


def luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in t)) % 97 == 1


IBAN_LEN = {"FR": 27, "DE": 22, "ES": 24, "PT": 25, "GB": 22, "NL": 18, "IT": 27}
IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)\b")
CARD_RE = re.compile(r"(?<![\d+])(\d{4}[ -]?\d{4,6}[ -]?\d{4,5}(?:[ -]?\d{1,4})?)(?![\d])")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
SSN_RE = re.compile(r"\b(\d{3})-(\d{2})-(\d{4})\b")
NINO_RE = re.compile(r"\b([A-Z]{2}) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])\b")


def main():
    ids = set()
    counts = Counter()
    sub_counts = Counter()
    obf = Counter()
    for cls in CLASSES:
        path = os.path.join(ROOT, f"{cls}.jsonl")
        if not os.path.exists(path):
            err(f"missing {path}")
            continue
        with open(path, encoding="utf-8") as f:
            for ln, raw in enumerate(f, 1):
                where = f"{cls}.jsonl:{ln}"
                try:
                    o = json.loads(raw)
                except Exception as e:  # noqa: BLE001
                    err(f"{where}: bad JSON ({e})")
                    continue
                if set(o) != {"id", "class", "lang", "text", "note"}:
                    err(f"{where}: keys {sorted(o)}")
                    continue
                if o["class"] != cls:
                    err(f"{where}: class {o['class']} in {cls}.jsonl")
                if o["lang"] not in LANGS:
                    err(f"{where}: lang {o['lang']}")
                if not re.fullmatch(rf"b8-{cls}-{o['lang']}-\d{{3}}", o["id"]):
                    err(f"{where}: id format {o['id']}")
                if o["id"] in ids:
                    err(f"{where}: duplicate id {o['id']}")
                ids.add(o["id"])
                t = o["text"]
                if not t.strip():
                    err(f"{where}: empty text")
                if "\n" in t or "\r" in t or "\u2028" in t or "\u2029" in t:
                    err(f"{where}: newline in text")
                if re.search(r"\{[a-z0-9_]+\}", t) and cls != "benign":
                    err(f"{where}: unfilled placeholder? {t[:80]}")
                for m in IP_RE.finditer(t):
                    try:
                        a = ipaddress.ip_address(m.group(1))
                    except ValueError:
                        continue
                    if not any(a in n for n in ALLOWED_NETS):
                        err(f"{where}: IP outside documentation ranges: {a}")
                for fam in FAMOUS:
                    if fam.lower() in t.lower():
                        err(f"{where}: famous example {fam}")
                note = o["note"]
                sub = note.split(":", 1)[0]
                if ":" not in note or not note.split(":", 1)[1].strip():
                    err(f"{where}: note must be '<subkind>: <what it tests>'")
                if cls == "injection":
                    if sub not in INJ_SUB:
                        err(f"{where}: injection subkind {sub}")
                    if sub == "obfuscation":
                        if not re.match(r"obfuscation: .+ — hidden instruction: .+", note):
                            err(f"{where}: obfuscation note format")
                        obf[o["lang"]] += 1
                if cls == "pii":
                    check_pii(where, sub, t)
                else:
                    # no accidental Luhn-valid card-like runs outside pii
                    for m in CARD_RE.finditer(t):
                        digits = re.sub(r"\D", "", m.group(1))
                        if 13 <= len(digits) <= 19 and luhn_ok(digits) and not re.search(r"[A-Za-z]", t[max(0, m.start()-1):m.start()]):
                            if cls != "secret":
                                err(f"{where}: Luhn-valid digit run outside pii: {m.group(1)}")
                counts[(cls, o["lang"])] += 1
                sub_counts[(cls, sub)] += 1
    # counts
    for cls in CLASSES:
        tot = sum(counts[(cls, l)] for l in LANGS)
        if abs(tot - TARGET[cls]) > TARGET[cls] * 0.05 + 1:
            err(f"count {cls}: {tot} vs target {TARGET[cls]}")
        for l in LANGS:
            if counts[(cls, l)] == 0:
                err(f"no {cls} lines in {l}")
    en_inj = counts[("injection", "en")]
    tot_inj = sum(counts[("injection", l)] for l in LANGS)
    if not 0.2 <= en_inj / max(tot_inj, 1) <= 0.3:
        err(f"English share of injections {en_inj}/{tot_inj}")
    if not 80 <= sum(obf.values()) <= 100:
        err(f"obfuscated injections: {sum(obf.values())}")
    for s in INJ_SUB:
        if sub_counts[("injection", s)] < 40:
            err(f"injection subkind {s} only {sub_counts[('injection', s)]}")
    # report
    print("class      " + " ".join(f"{l:>4}" for l in LANGS) + "  total")
    for cls in CLASSES:
        row = [counts[(cls, l)] for l in LANGS]
        print(f"{cls:10s} " + " ".join(f"{n:4d}" for n in row) + f"  {sum(row):5d}")
    print("subkinds:", dict(sorted((f"{c}/{s}", n) for (c, s), n in sub_counts.items())))
    print("obfuscated per lang:", dict(obf))
    if errors:
        print(f"\n{len(errors)} ERROR(S):")
        for e in errors[:200]:
            print("  ", e)
        sys.exit(1)
    print("\nOK: all checks passed")


def check_pii(where, sub, t):
    if sub == "card":
        found = False
        for m in CARD_RE.finditer(t):
            digits = re.sub(r"\D", "", m.group(1))
            if 13 <= len(digits) <= 19:
                found = True
                if not luhn_ok(digits):
                    err(f"{where}: card fails Luhn: {m.group(1)}")
        if not found:
            err(f"{where}: no card number found")
    elif sub == "iban":
        ms = IBAN_RE.findall(t)
        if not ms:
            err(f"{where}: no IBAN found")
        for s in ms:
            c = s.replace(" ", "")
            if c[:2] in IBAN_LEN and len(c) != IBAN_LEN[c[:2]]:
                err(f"{where}: IBAN length {c}")
            if not iban_ok(s):
                err(f"{where}: IBAN check digits wrong: {s}")
    elif sub == "national-id":
        m = SSN_RE.search(t)
        n = NINO_RE.search(t)
        if m:
            a, g, s = m.groups()
            if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
                err(f"{where}: invalid SSN {m.group(0)}")
        elif n:
            p = n.group(1)
            if p[0] in "DFIQUV" or p[1] in "DFIQUVO" or p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                err(f"{where}: invalid NINO prefix {p}")
        else:
            err(f"{where}: no SSN/NINO found")
    elif sub == "phone":
        if not re.search(r"(\+\d[\d ]{8,}|\(\d{3}\) \d{3}-\d{4}|0\d[\d -]{8,}|1[3-9]\d[ ]?\d{4}[ ]?\d{4})", t):
            err(f"{where}: no phone number found")
    else:
        err(f"{where}: unknown pii subkind {sub}")


if __name__ == "__main__":
    main()
