#!/usr/bin/env python3
"""Validate the s19 set: fields, ids, uniqueness, Luhn, IBAN mod-97, counts."""
import json, os, re, sys, collections

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLASSES = ["injection", "secret", "pii", "benign"]
ABBR = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI", "4111111111111111", "4111 1111 1111 1111", "4242424242424242",
          "4242 4242 4242 4242", "078-05-1120", "219-09-9999", "5555555555554444", "378282246310005",
          "DE89370400440532013000", "GB82WEST12345698765432", "GB29NWBK60161331926819", "FR1420041010050500013M02606",
          "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "123-45-6789", "QQ123456C", "AB123456C", "example.com"]

def luhn_ok(num):
    d = [int(c) for c in num]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2:
            x *= 2
            if x > 9: x -= 9
        s += x
    return s % 10 == 0

def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1

IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "GB": 22, "NL": 18, "IE": 22, "IT": 27, "BE": 16, "AT": 20, "CH": 21, "LU": 20}
IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b")
CARD_RE = re.compile(r"(?<![\d-])(\d{4}[ -]?\d{4,6}[ -]?\d{4,5}(?:[ -]?\d{4})?)(?![\d-])")

errors = []
def err(m): errors.append(m)

ids, texts = set(), set()
counts = collections.Counter()
obf = collections.Counter()
for cls in CLASSES:
    path = os.path.join(OUT, f"{cls}.jsonl")
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except Exception as e:
                err(f"{cls}:{n}: bad json {e}"); continue
            if set(r) != {"id", "class", "lang", "text", "note"}:
                err(f"{cls}:{n}: fields {sorted(r)}")
            if r["class"] != cls: err(f"{cls}:{n}: class {r['class']}")
            if r["lang"] not in LANGS: err(f"{cls}:{n}: lang {r['lang']}")
            if not re.fullmatch(rf"s19-{ABBR[cls]}-{r['lang']}-\d{{3}}", r["id"]): err(f"{cls}:{n}: id {r['id']}")
            if not isinstance(r["text"], str) or not r["text"].strip(): err(f"{cls}:{n}: empty text")
            if not r["note"].strip(): err(f"{cls}:{n}: empty note")
            if r["id"] in ids: err(f"dup id {r['id']}")
            ids.add(r["id"])
            if r["text"] in texts: err(f"dup text {r['id']}: {r['text'][:60]}")
            texts.add(r["text"])
            for fam in FAMOUS:
                if fam.lower() in r["text"].lower(): err(f"{r['id']}: famous/example material {fam}")
            counts[(cls, r["lang"])] += 1
            if "obfuscated" in r["note"]: obf[r["lang"]] += 1
            t = r["text"]
            if cls == "pii":
                found = False
                for m in IBAN_RE.finditer(t):
                    s = m.group(1).replace(" ", "")
                    if s[:2] in IBAN_LEN:
                        found = True
                        if len(s) != IBAN_LEN[s[:2]]: err(f"{r['id']}: IBAN length {s}")
                        if not iban_ok(s): err(f"{r['id']}: IBAN check {s}")
                sub = r["note"].split(";")[0].split("/",1)[1]
                if sub == "card":
                    ms = [re.sub(r"\D", "", m.group(1)) for m in CARD_RE.finditer(t)]
                    ms = [m for m in ms if 13 <= len(m) <= 19]
                    if not ms: err(f"{r['id']}: no card number found")
                    for m in ms:
                        found = True
                        if not luhn_ok(m): err(f"{r['id']}: Luhn fails {m}")
                if sub == "ssn":
                    m = re.search(r"\b(\d{3})-?(\d{2})-?(\d{4})\b", t)
                    if not m: err(f"{r['id']}: no SSN")
                    else:
                        a, g, s = m.groups()
                        if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000": err(f"{r['id']}: invalid SSN {m.group(0)}")
                        found = True
                if sub == "nino":
                    if not re.search(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", t): err(f"{r['id']}: bad NINO")
                    found = True
                if sub in ("phone", "idcard", "mynumber", "nir", "nif"):
                    found = True
                if not found: err(f"{r['id']}: pii line without a checked item")
            else:
                # no valid card numbers or IBANs should leak into other classes
                for m in CARD_RE.finditer(t):
                    d = re.sub(r"\D", "", m.group(1))
                    if 13 <= len(d) <= 19 and luhn_ok(d) and cls == "benign":
                        err(f"{r['id']}: Luhn-valid number in benign line {d}")


def cn_id_ok(v):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * x for c, x in zip(v[:17], w)) % 11] == v[17]

def my_number_ok(v):
    d = [int(c) for c in v]
    s = sum(d[11 - n] * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = s % 11
    return d[11] == (0 if r <= 1 else 11 - r)

def nir_ok(v):
    return 97 - int(v[:13]) % 97 == int(v[13:])

def nif_ok(v):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(v[:8]) % 23] == v[8]

IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
DOM_RE = re.compile(r"(?<![\w@.-])(?:[a-z0-9-]+\.)+[a-z]{2,}(?=[/:\s\)\]\"'`>,;]|$)")
OK_TLD = (".example", ".test", ".internal", ".invalid", ".local")
OK_REAL = {"get.docker.com", "hooks.slack.com", "core.windows.net", "docs.rs"}
domains = collections.Counter()
for cls in CLASSES:
    for line in open(os.path.join(OUT, f"{cls}.jsonl"), encoding="utf-8"):
        r = json.loads(line); t = r["text"]
        for m in IP_RE.finditer(t):
            ip = ".".join(m.groups())
            if not (ip.startswith(("192.0.2.", "198.51.100.", "203.0.113.")) or ip.startswith("127.")):
                err(f"{r['id']}: IP outside documentation ranges {ip}")
        for m in re.finditer(r"https?://([^/\s:)\]]+)|@([a-z0-9.-]+\.[a-z]+)", t):
            d = (m.group(1) or m.group(2)).lower().rstrip(".")
            if not (d.endswith(OK_TLD) or any(d == x or d.endswith("." + x) for x in OK_REAL) or d == "localhost"):
                err(f"{r['id']}: domain not reserved/allow-listed: {d}")
        if cls == "pii":
            sub = r["note"].split(";")[0].split("/", 1)[1]
            digits = re.sub(r"[^0-9X]", "", t.split("：")[-1].split(":")[-1])
            if sub == "idcard":
                m = re.search(r"\d{17}[\dX]", t)
                if not m or not cn_id_ok(m.group(0)): err(f"{r['id']}: bad CN id")
            if sub == "mynumber":
                m = re.search(r"\d{4} \d{4} \d{4}", t)
                if not m or not my_number_ok(m.group(0).replace(" ", "")): err(f"{r['id']}: bad My Number")
            if sub == "nir":
                m = re.search(r"[12] \d{2} \d{2} \d{2} \d{3} \d{3} \d{2}", t)
                if not m or not nir_ok(m.group(0).replace(" ", "")): err(f"{r['id']}: bad NIR")
            if sub == "nif":
                m = re.search(r"\d{8}[A-Z]", t)
                if not m or not nif_ok(m.group(0)): err(f"{r['id']}: bad NIF")

if errors:
    print("\n".join(errors)); print(f"{len(errors)} errors"); sys.exit(1)

print("class      " + " ".join(f"{l:>5}" for l in LANGS) + "  total")
for cls in CLASSES:
    row = [counts[(cls, l)] for l in LANGS]
    print(f"{cls:10} " + " ".join(f"{x:5d}" for x in row) + f"  {sum(row):5d}")
tot = [sum(counts[(c, l)] for c in CLASSES) for l in LANGS]
print(f"{'total':10} " + " ".join(f"{x:5d}" for x in tot) + f"  {sum(tot):5d}")
print("obfuscated injections per lang:", dict(obf), "total", sum(obf.values()))
print("OK")
