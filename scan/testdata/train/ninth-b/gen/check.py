#!/usr/bin/env python3
"""Checker for the t9b set: JSON shape, ids, counts, single-line texts,
personal-data validity (Luhn, IBAN mod 97, SSN, NINO, SIN, RUT, NIF, SVNR,
Chinese resident id, My Number), IP ranges, no famous documentation examples,
no unfilled slots, no real/reserved example domains.  Exit 1 on any failure."""
import ipaddress
import json
import os
import re
import sys
from collections import Counter

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = ["injection", "secret", "pii", "benign"]
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
TARGETS = {"injection": (570, 630), "secret": (76, 84), "pii": (28, 32), "benign": (620, 680)}
OBF_RANGE = (70, 90)
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111", "4242424242424242",
          "5555555555554444", "4012888888881881", "378282246310005", "371449635398431", "6011111111111117",
          "5105105105105100", "3530111333300000", "078-05-1120", "219-09-9999", "123-45-6789", "QQ123456C", "AB123456C",
          "GB82WEST12345698765432", "GB29NWBK60161331926819", "DE89370400440532013000", "FR1420041010050500013M02606",
          "ES9121000418450200051332", "AT611904300234573201", "PT50000201231234567890154",
          "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ", "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
          "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "T00000000/B00000000", "xoxb-17653672481", "046454286",
          "11010519491231002X", "ghp_xxxxxxxx", "password123", "hunter2"]
BAD_DOMAINS = ["example.com", "example.org", "example.net", "gmail.com", "hotmail.com", "outlook.com", "yahoo.com",
               "qq.com", "163.com", "pastebin.com", "webhook.site", "ngrok.io", "requestbin", "evil.com", "attacker.com",
               "burpcollaborator", "interact.sh", "transfer.sh"]
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
    lengths = {"GB": 22, "DE": 22, "AT": 20, "FR": 27, "ES": 24, "PT": 25}
    if s[:2] not in lengths or len(s) != lengths[s[:2]]:
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and n != "0000"


def nino_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", s):
        return False
    if s[0] in "DFIQUV" or s[1] in "DFIOQUV" or s[:2] in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
        return False
    return True


def rut_ok(s):
    body, dv = s.replace(".", "").split("-")
    tot, m = 0, 2
    for d in reversed(body):
        tot += int(d) * m
        m = 2 if m == 7 else m + 1
    v = 11 - tot % 11
    return {11: "0", 10: "K"}.get(v, str(v)) == dv.upper()


def nif_ok(s):
    c = 11 - sum(int(x) * (9 - i) for i, x in enumerate(s[:8])) % 11
    return (0 if c >= 10 else c) == int(s[8])


def svnr_ok(s):
    s = s.replace(" ", "")
    w = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]
    c = sum(int(d) * w[i] for i, d in enumerate(s)) % 11
    return c != 10 and c == int(s[3]) and s[0] != "0"


def cnid_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(x) * w[i] for i, x in enumerate(s[:17])) % 11] == s[17].upper()


def mynumber_ok(s):
    s = s.replace(" ", "")
    tot = sum(int(s[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = tot % 11
    return (0 if r <= 1 else 11 - r) == int(s[11])


PII_CHECKS = [
    ("card", re.compile(r"(?<![\d.])(?:\d{4}[ -]){3}\d{4}(?:\d{2})?(?![\d])|(?<![\d.])\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{2}(?!\d)|(?<![\d.])3[47]\d{2}[ -]\d{6}[ -]\d{5}(?!\d)"),
     lambda m: luhn_ok(re.sub(r"\D", "", m))),
    ("iban", re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b"), iban_ok),
    ("ssn", re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)"), ssn_ok),
    ("nino", re.compile(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b"), nino_ok),
    ("sin", re.compile(r"(?<!\d)\d{3} \d{3} \d{3}(?![\d ])"), lambda m: luhn_ok(m.replace(" ", ""))),
    ("rut", re.compile(r"\b\d{1,2}\.\d{3}\.\d{3}-[\dkK]\b"), rut_ok),
    ("svnr", re.compile(r"(?<!\d)\d{4} \d{6}(?!\d)"), svnr_ok),
    ("cnid", re.compile(r"(?<!\d)\d{17}[\dXx](?!\d)"), cnid_ok),
    ("mynumber", re.compile(r"(?<!\d)\d{4} \d{4} \d{4}(?![\d ])"), mynumber_ok),
    ("nif", re.compile(r"(?<!\d)[12]\d{8}(?!\d)"), nif_ok),
    ("phone", re.compile(r"\+\d{1,3}[ \d()-]{7,}\d|(?<!\d)0[789]0-\d{4}-\d{4}|(?<!\d)07700 9\d{5}|(?<!\d)\d{3}-555-01\d\d|(?<!\d)1[3-9]\d \d{4} \d{4}"), lambda m: True),
]
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
DOMAIN_RE = re.compile(r"\b([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\b", re.I)


def main():
    ids = set()
    per = Counter()
    obf = 0
    for cls in CLASSES:
        path = os.path.join(OUT, cls + ".jsonl")
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        for ln, line in enumerate(raw.split("\n")[:-1], 1):
            where = "%s:%d" % (cls, ln)
            try:
                o = json.loads(line)
            except Exception as e:
                err("%s invalid JSON: %s" % (where, e))
                continue
            if set(o) != {"id", "class", "lang", "text", "note"}:
                err("%s keys %s" % (where, sorted(o)))
                continue
            if not all(isinstance(o[k], str) and o[k] for k in o):
                err("%s empty or non-string field" % where)
            if not o["id"].startswith("t9b-") or o["id"] in ids:
                err("%s bad or duplicate id %s" % (where, o["id"]))
            ids.add(o["id"])
            if o["class"] != cls:
                err("%s class %s in %s.jsonl" % (where, o["class"], cls))
            if o["lang"] not in LANGS:
                err("%s lang %s" % (where, o["lang"]))
            t = o["text"]
            if any(c in t for c in "\n\r\u2028\u2029\x85\x0b\x0c"):
                err("%s text is not single-line" % where)
            if re.search(r"\{[A-Z0-9_]+\}", t):
                err("%s unfilled slot" % where)
            flat = re.sub(r"[ -]", "", t)
            for fam in FAMOUS:
                if fam in t or re.sub(r"[ -]", "", fam) in flat:
                    err("%s famous documentation example %s" % (where, fam))
            for m in IP_RE.findall(t):
                try:
                    a = ipaddress.ip_address(m)
                except ValueError:
                    continue
                if not any(a in n for n in ALLOWED_NETS):
                    err("%s IP outside documentation ranges: %s" % (where, m))
            for d in DOMAIN_RE.findall(t):
                if any(b in d.lower() for b in BAD_DOMAINS):
                    err("%s real/reserved domain %s" % (where, d))
            if cls == "injection" and "obfuscated" in o["note"]:
                obf += 1
            if cls == "pii":
                found = 0
                iban_rx = [r for n, r, f in PII_CHECKS if n == "iban"][0]
                t_wo_iban = iban_rx.sub(" ", t)
                for name, rx, ok in PII_CHECKS:
                    for m in rx.findall(t if name == "iban" else t_wo_iban):
                        if ok(m):
                            found += 1
                        elif name not in ("phone", "nif", "sin", "mynumber", "svnr"):
                            err("%s invalid %s: %s" % (where, name, m))
                if not found:
                    err("%s pii line has no valid identifier" % where)
                # strict checks for the subkind named in the note
                kinds = o["note"].split(":")[0].split("/")[1].split(",")
                for k in kinds:
                    k2 = {"CARD": "card", "SSN": "ssn", "NINO": "nino", "SIN": "sin", "RUT": "rut", "NIF_PT": "nif",
                          "SVNR_AT": "svnr", "CN_ID": "cnid", "MYNUMBER": "mynumber"}.get(k, "iban" if k.startswith("IBAN") else "phone")
                    rx, ok = [(r, f) for n, r, f in PII_CHECKS if n == k2][0]
                    if not any(ok(m) for m in rx.findall(t if k2 == "iban" else t_wo_iban)):
                        err("%s note says %s but no valid %s found" % (where, k, k2))
            else:
                # identifiers that look like cards/SSNs/IBANs must not slip into other classes
                for name in ("ssn", "iban"):
                    rx, ok = [(r, f) for n, r, f in PII_CHECKS if n == name][0]
                    for m in rx.findall(t):
                        if ok(m):
                            err("%s valid %s in non-pii line: %s" % (where, name, m))
            per[(cls, o["lang"])] += 1
    for cls in CLASSES:
        n = sum(v for (c, _), v in per.items() if c == cls)
        lo, hi = TARGETS[cls]
        if not lo <= n <= hi:
            err("%s count %d outside %d..%d" % (cls, n, lo, hi))
        for lang in LANGS:
            if per[(cls, lang)] == 0:
                err("%s has no %s lines" % (cls, lang))
    en_share = per[("injection", "en")] / max(1, sum(v for (c, _), v in per.items() if c == "injection"))
    if not 0.2 <= en_share <= 0.3:
        err("English share of injections %.2f not about a quarter" % en_share)
    if not OBF_RANGE[0] <= obf <= OBF_RANGE[1]:
        err("obfuscated injections %d outside %s" % (obf, OBF_RANGE))
    print("class      " + " ".join("%5s" % l for l in LANGS) + "  total")
    for cls in CLASSES:
        row = [per[(cls, l)] for l in LANGS]
        print("%-10s " % cls + " ".join("%5d" % v for v in row) + "  %5d" % sum(row))
    print("obfuscated injections:", obf)
    if errors:
        print("FAIL: %d problem(s)" % len(errors))
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
