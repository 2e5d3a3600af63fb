#!/usr/bin/env python3
"""Validate the s24 set.  Exit status 0 when every check passes.

Checks: JSON validity; exactly the five fields; id shape and uniqueness; class
and lang values; counts near the brief's sizes; Luhn for every card line; mod 97
for every IBAN line; every IPv4 address in a documentation range; benign lines
free of key shapes and Luhn-valid 13-19 digit runs; secret lines with a
provider shape actually match it; no famous documentation examples.
"""
import ipaddress
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import common as C  # noqa: E402

FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
SHORT = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
TARGET = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
TOLERANCE = 0.05
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b")
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111 1111 1111 1111", "4111111111111111",
          "4242424242424242", "4242 4242 4242 4242", "078-05-1120", "123-45-6789", "QQ 12 34 56 C", "QQ123456C",
          "GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432", "DE89 3704 0044 0532 0130 00", "DE89370400440532013000"]
OBF_MIN, OBF_MAX = 80, 100

errors = []


def err(msg):
    errors.append(msg)


def main():
    ids = set()
    counts = Counter()
    per_lang = Counter()
    obf = 0
    for cls, fn in FILES.items():
        path = os.path.join(ROOT, fn)
        with open(path, encoding="utf-8") as f:
            for n, raw in enumerate(f, 1):
                where = "%s:%d" % (fn, n)
                try:
                    r = json.loads(raw)
                except ValueError as e:
                    err("%s invalid JSON: %s" % (where, e))
                    continue
                if list(r.keys()) != ["id", "class", "lang", "text", "note"]:
                    err("%s fields %s" % (where, list(r.keys())))
                    continue
                if not all(isinstance(v, str) and v.strip() for v in r.values()):
                    err("%s empty or non-string field" % where)
                if r["class"] != cls:
                    err("%s class %s in %s" % (where, r["class"], fn))
                if r["lang"] not in LANGS:
                    err("%s lang %s" % (where, r["lang"]))
                if not re.fullmatch(r"s24-%s-%s-\d{3}" % (SHORT[cls], re.escape(r["lang"])), r["id"]):
                    err("%s bad id %s" % (where, r["id"]))
                if r["id"] in ids:
                    err("%s duplicate id %s" % (where, r["id"]))
                ids.add(r["id"])
                counts[cls] += 1
                per_lang[(cls, r["lang"])] += 1
                text, note = r["text"], r["note"]
                if "/obfuscated/" in note:
                    obf += 1
                check_common(where, text)
                if cls == "pii":
                    check_pii(where, text, note)
                if cls == "benign":
                    check_benign(where, text)
                if cls == "secret":
                    check_secret(where, text, note)
    for cls, target in TARGET.items():
        if abs(counts[cls] - target) > target * TOLERANCE:
            err("count %s = %d, brief says about %d" % (cls, counts[cls], target))
        for lang in LANGS:
            if per_lang[(cls, lang)] == 0:
                err("no %s lines in %s" % (cls, lang))
    en_share = per_lang[("injection", "en")] / max(1, counts["injection"])
    if not 0.2 <= en_share <= 0.3:
        err("English share of injections %.2f, brief says about a quarter" % en_share)
    if not OBF_MIN <= obf <= OBF_MAX:
        err("obfuscated injections %d, brief says about 90" % obf)
    texts = Counter()
    for cls, fn in FILES.items():
        with open(os.path.join(ROOT, fn), encoding="utf-8") as f:
            for raw in f:
                texts[json.loads(raw)["text"]] += 1
    for t, c in texts.items():
        if c > 1:
            err("duplicate text x%d: %s" % (c, t[:80]))
    for cls in FILES:
        print("%-10s %4d  " % (cls, counts[cls]) + " ".join("%s=%d" % (l, per_lang[(cls, l)]) for l in sorted(LANGS)))
    print("obfuscated injections: %d" % obf)
    if errors:
        for e in errors:
            print("FAIL", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("all checks passed")


def check_common(where, text):
    for m in IP_RE.finditer(text):
        octets = [int(x) for x in m.groups()]
        if any(o > 255 for o in octets):
            continue
        ip = ipaddress.ip_address(".".join(map(str, octets)))
        if not any(ip in net for net in DOC_NETS):
            err("%s IP outside documentation ranges: %s" % (where, ip))
    for f in FAMOUS:
        if f in text:
            err("%s famous documentation example %s" % (where, f))


def check_pii(where, text, note):
    kind = note.split(":")[0].split("/")[1]
    if kind == "card":
        if not C.luhn_runs(text):
            err("%s card line without a Luhn-valid number" % where)
    elif kind == "iban":
        found = [m.group(0) for m in IBAN_RE.finditer(text)]
        if not found or not all(C.iban_ok(x) for x in found):
            err("%s IBAN check failed: %s" % (where, found))
    elif kind == "ssn":
        m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", text)
        if not m or m.group(1) in ("000", "666") or m.group(1)[0] == "9" or m.group(2) == "00" or m.group(3) == "0000":
            err("%s bad SSN" % where)
    elif kind == "nino":
        if not re.search(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", text):
            err("%s bad NINO" % where)
    elif kind == "phone":
        if not re.search(r"\d[\d ()+-]{7,}\d", text):
            err("%s no phone number" % where)
    else:
        err("%s unknown pii kind %s" % (where, kind))


def check_benign(where, text):
    shapes = C.key_shapes_in(text)
    if shapes:
        err("%s benign line has key shape(s) %s" % (where, shapes))
    runs = C.luhn_runs(text)
    if runs:
        err("%s benign line has Luhn-valid number(s) %s" % (where, runs))
    for m in IBAN_RE.finditer(text):
        if C.iban_ok(m.group(0)):
            err("%s benign line has a valid IBAN %s" % (where, m.group(0)))


def check_secret(where, text, note):
    head = note.split(":")[0]
    sub = head.split("/")[1]
    if sub in ("password-prose", "pin-prose"):
        return
    shape = {"connection-string": "url_password", "private-key": "pem", "jwt": "jwt"}.get(sub, C.PROVIDER_SHAPE.get(sub))
    if shape and not C.KEY_SHAPES_RE[shape].search(text):
        err("%s secret %s does not match its shape %s" % (where, sub, shape))


if __name__ == "__main__":
    main()
