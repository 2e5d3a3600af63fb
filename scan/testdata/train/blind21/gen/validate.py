#!/usr/bin/env python3
"""Validate the s21 data set files."""
import collections, json, os, re, sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
SIZES = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111",
          "4111 1111 1111 1111", "4242424242424242", "4242 4242 4242 4242", "5555555555554444",
          "378282246310005", "078-05-1120", "219-09-9999", "123-45-6789", "DE89370400440532013000",
          "DE89 3704 0044 0532 0130 00", "GB29NWBK60161331926819", "GB29 NWBK 6016 1331 9268 19",
          "FR1420041010050500013M02606", "xoxb-123", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "QQ123456C",
          "QQ 12 34 56 C", "ghp_xxxxxxxx", "EXAMPLE"]
ERR = []

def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0

def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1

CARD_RE = re.compile(r"(?<![\w.])(?:\d[ -]?){12,18}\d(?![\w])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
TESTNETS = ("192.0.2.", "198.51.100.", "203.0.113.")
SECRETISH = re.compile(r"AKIA[A-Z2-7]{16}|ghp_[A-Za-z0-9]{36}|glpat-|sk_live_|sk-ant-api|xox[bp]-\d|AIza[\w-]{35}|-----BEGIN [A-Z ]*PRIVATE KEY|eyJ[\w-]{10,}\.eyJ")

ids = set()
table = collections.Counter()
for cls, short in CLASSES.items():
    path = os.path.join(OUT, cls + ".jsonl")
    n = 0
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except Exception as e:
                ERR.append("%s:%d bad json %s" % (cls, ln, e)); continue
            if set(r) != {"id", "class", "lang", "text", "note"}:
                ERR.append("%s:%d fields %s" % (cls, ln, sorted(r)))
            if r["class"] != cls:
                ERR.append("%s:%d class %s" % (cls, ln, r["class"]))
            if r["lang"] not in LANGS:
                ERR.append("%s:%d lang %s" % (cls, ln, r["lang"]))
            if not re.fullmatch(r"s21-%s-%s-\d{3}" % (short, r["lang"]), r["id"]):
                ERR.append("%s:%d id %s" % (cls, ln, r["id"]))
            if r["id"] in ids:
                ERR.append("dup id " + r["id"])
            ids.add(r["id"])
            t = r["text"]
            if not t.strip() or "\n" in t:
                ERR.append("%s empty or multi-line" % r["id"])
            if "{" in t and re.search(r"\{(url|email|domain|hook|script|ip|sha|uuid|key|pw|pin|card|iban|ssn|nino|phone\w*)\}", t):
                ERR.append("%s unfilled slot" % r["id"])
            for fam in FAMOUS:
                if fam in t:
                    ERR.append("%s famous example %s" % (r["id"], fam))
            for m in IP_RE.finditer(t):
                ip = m.group(0)
                if not ip.startswith(TESTNETS) and ip not in ("127.0.0.1",):
                    ERR.append("%s non-testnet ip %s" % (r["id"], ip))
            if cls == "pii":
                for m in CARD_RE.finditer(t):
                    digits = re.sub(r"\D", "", m.group(0))
                    if 13 <= len(digits) <= 19 and "card" in r["note"] and not luhn_ok(digits):
                        ERR.append("%s card fails Luhn %s" % (r["id"], m.group(0)))
                for m in IBAN_RE.finditer(t):
                    if not iban_ok(m.group(0)):
                        ERR.append("%s IBAN bad check %s" % (r["id"], m.group(0)))
                if "card" in r["note"] and not CARD_RE.search(t):
                    ERR.append("%s card not found" % r["id"])
                if "iban" in r["note"] and not IBAN_RE.search(t):
                    ERR.append("%s iban not found" % r["id"])
            if cls == "benign":
                if SECRETISH.search(t):
                    ERR.append("%s benign contains secret-shaped token" % r["id"])
                for m in CARD_RE.finditer(t):
                    digits = re.sub(r"\D", "", m.group(0))
                    if 13 <= len(digits) <= 19 and luhn_ok(digits):
                        ERR.append("%s benign has Luhn-valid number %s" % (r["id"], m.group(0)))
            table[(cls, r["lang"])] += 1
            n += 1
    if abs(n - SIZES[cls]) > SIZES[cls] * 0.05:
        ERR.append("%s count %d far from %d" % (cls, n, SIZES[cls]))

langs = ["en", "fr", "de", "es", "pt", "zh", "ja"]
print("class      " + " ".join("%4s" % l for l in langs) + "  total")
for cls in CLASSES:
    row = [table[(cls, l)] for l in langs]
    print("%-10s " % cls + " ".join("%4d" % x for x in row) + "  %5d" % sum(row))
print("total      " + " ".join("%4d" % sum(table[(c, l)] for c in CLASSES) for l in langs) + "  %5d" % sum(table.values()))
if ERR:
    print("\n".join(ERR[:50]))
    print("%d errors" % len(ERR))
    sys.exit(1)
print("OK: all checks passed")
