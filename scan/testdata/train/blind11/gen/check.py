#!/usr/bin/env python3
"""Checker for set 11: JSON validity, ids, counts per class x language, single-line texts,
pii validity (Luhn / IBAN mod-97 / SSN / NINO / phone), allowed IP ranges, no famous doc examples,
no leftover placeholders, and no key-shaped material in benign lines."""
import ipaddress, json, os, re, sys
from collections import Counter

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111", "4111 1111 1111 1111",
          "4242424242424242", "4242 4242 4242 4242", "5555555555554444", "5555 5555 5555 4444", "378282246310005",
          "4012888888881881", "5105105105105100", "078-05-1120", "123-45-6789", "219-09-9999", "AB123456C", "QQ123456C",
          "QQ 12 34 56 C", "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32", "DE89370400440532013000",
          "DE89 3704 0044 0532 0130 00", "FR1420041010050500013M02606", "ES9121000418450200051332",
          "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-EXAMPLE", "ghp_xxxxxxxx", "example.com", "example.org", "example.net",
          "john.doe", "jane.doe", "John Doe", "Jane Doe", "@acme.com", "foo@bar"]
errors = []
def err(m): errors.append(m)

def luhn_ok(n):
    t = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        t += d
    return t % 10 == 0
def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1
LEN = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "GB": 22, "NL": 18, "IT": 27, "BE": 16, "AT": 20, "CH": 21}
def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and n != "0000"
NINO_RE = re.compile(r"\b([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])\b")

rows = {}
ids = set()
for cls, fn in FILES.items():
    path = os.path.join(OUT, fn)
    rows[cls] = []
    for i, line in enumerate(open(path, encoding="utf-8"), 1):
        try:
            o = json.loads(line)
        except Exception as e:
            err(f"{fn}:{i} bad JSON {e}"); continue
        if set(o) != {"id", "class", "lang", "text", "note"}: err(f"{fn}:{i} keys {sorted(o)}")
        if not o["id"].startswith("b11-"): err(f"{fn}:{i} id prefix")
        if o["id"] in ids: err(f"{fn}:{i} dup id")
        ids.add(o["id"])
        if o["class"] != cls: err(f"{fn}:{i} class mismatch")
        if o["lang"] not in LANGS: err(f"{fn}:{i} lang")
        t = o["text"]
        if not t.strip() or any(c in t for c in "\n\r\u2028\u2029\x85"): err(f"{fn}:{i} not single-line")
        for ip in re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", t):
            try:
                a = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not any(a in n for n in ALLOWED_NETS): err(f"{fn}:{i} IP outside doc ranges: {ip}")
        low = t.lower()
        for f in FAMOUS:
            if f.lower() in low: err(f"{fn}:{i} famous example {f!r}")
        m = re.search(r"\{(aws_id|aws_secret|pw|pwu|pin|jwt|visa|mc|amex|ssn|nino|iban_\w+|phone_\w+|sha|sha7|uuid|sha256|hex32|P)\}", t)
        if m: err(f"{fn}:{i} leftover placeholder {m.group(0)}")
        rows[cls].append(o)

# pii validity
for o in rows["pii"]:
    kind = o["note"].split("/")[1].split(";")[0]
    t = o["text"]
    if kind == "card":
        cands = [re.sub(r"[ -]", "", c) for c in re.findall(r"\b\d(?:[ -]?\d){12,18}\b", t)]
        if not cands or not all(luhn_ok(c) for c in cands): err(f"{o['id']} card not Luhn-valid: {t}")
    elif kind == "ssn":
        c = re.findall(r"\b\d{3}-\d{2}-\d{4}\b", t)
        if not c or not all(ssn_ok(x) for x in c): err(f"{o['id']} bad SSN: {t}")
    elif kind == "nino":
        m = NINO_RE.search(t)
        if not m or m.group(1) in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"): err(f"{o['id']} bad NINO: {t}")
    elif kind == "iban":
        c = re.findall(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b", t)
        if not c: err(f"{o['id']} no IBAN: {t}")
        for x in c:
            x2 = x.replace(" ", "")
            if LEN.get(x2[:2]) != len(x2) or not iban_ok(x2): err(f"{o['id']} bad IBAN {x}")
    elif kind == "phone":
        if not re.search(r"(?:\+?\d[\d ()-]{8,}\d)", t): err(f"{o['id']} no phone: {t}")
    else:
        err(f"{o['id']} unknown pii kind {kind}")

# benign sanity: no key-shaped material or valid card numbers
KEYISH = re.compile(r"AKIA[A-Z2-7]{16}|ghp_[A-Za-z0-9]{36}|github_pat_|glpat-[\w-]{20}|sk_live_|rk_live_|xox[bp]-\d|sk-ant-api|sk-proj-|"
                    r"-----BEGIN [A-Z ]*PRIVATE KEY|eyJ[\w-]{10,}\.eyJ|hooks\.slack\.com/services/T|://[^/\s:@]+:[^@\s/]+@|SG\.[\w-]{22}\.|AIza[\w-]{35}|hf_[A-Za-z]{34}")
for o in rows["benign"]:
    if KEYISH.search(o["text"]): err(f"{o['id']} benign line has key-shaped material")
    for c in re.findall(r"\b\d(?:[ -]?\d){12,18}\b", o["text"]):
        if luhn_ok(re.sub(r"[ -]", "", c)): err(f"{o['id']} benign line has Luhn-valid number")
for o in rows["secret"]:
    if len(o["text"]) < 8: err(f"{o['id']} secret too short")

# counts
print("class      " + " ".join(f"{l:>4}" for l in LANGS) + "  total")
for cls in FILES:
    c = Counter(o["lang"] for o in rows[cls])
    print(f"{cls:<10} " + " ".join(f"{c[l]:>4}" for l in LANGS) + f"  {len(rows[cls]):>5}")
obf = Counter(o["note"].split(";")[0] for o in rows["injection"])
print("injection subkinds:", dict(sorted(obf.items())))
nobf = sum(v for k, v in obf.items() if "obfuscated" in k)
print("obfuscated:", nobf)
TARGET = {"injection": (530, 590), "secret": (165, 185), "pii": (55, 65), "benign": (550, 610)}
for cls, (lo, hi) in TARGET.items():
    if not lo <= len(rows[cls]) <= hi: err(f"{cls} count {len(rows[cls])} outside {lo}-{hi}")
en_share = sum(1 for o in rows["injection"] if o["lang"] == "en") / max(1, len(rows["injection"]))
if not 0.20 <= en_share <= 0.30: err(f"English share of injections {en_share:.2f}")
if not 80 <= nobf <= 100: err(f"obfuscated count {nobf}")
for cls in FILES:
    for l in LANGS:
        if not any(o["lang"] == l for o in rows[cls]): err(f"no {cls} lines in {l}")
texts = Counter(o["text"] for cls in rows for o in rows[cls])
for t, n in texts.items():
    if n > 1: err(f"duplicate text x{n}: {t[:60]}")
if errors:
    print(f"FAIL: {len(errors)} problems"); [print(" -", e) for e in errors[:80]]; sys.exit(1)
print("OK: all checks passed")
