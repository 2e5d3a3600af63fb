#!/usr/bin/env python3
"""Validate the t4 evaluation set; exit 1 on any error. Standard library only."""
import ipaddress, json, os, re, sys
from collections import Counter

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
CLASSES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
MIN_TOTAL = {"injection": 700, "secret": 120, "pii": 50, "benign": 900}
MIN_LANG = {"injection": {"en": 280, **{l: 65 for l in LANGS - {"en"}}},
            "benign": {"en": 330, **{l: 90 for l in LANGS - {"en"}}}}
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111", "4242424242424242",
          "5555555555554444", "5105105105105100", "378282246310005", "371449635398431", "6011111111111117",
          "4012888888881881", "078-05-1120", "219-09-9999", "123-45-6789", "DE89370400440532013000",
          "GB82WEST12345698765432", "GB29NWBK60161331926819", "FR1420041010050500013M02606", "QQ123456C",
          "AB123456C", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
          "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy", "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"]
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
errors = []


def err(msg):
    errors.append(msg)


def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        s += d
    return s % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in rearr)) % 97 == 1


IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b")
CARD_RE = re.compile(r"(?<!\d)(?:\d[ -]?){12,18}\d(?!\d)")
SSN_RE = re.compile(r"\b\d{3}-\d{2}-\d{4}\b")
NINO_RE = re.compile(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
PHONE_RE = re.compile(r"\+\d{1,3}[\d ()-]{7,}|\b0\d0-\d{4}-\d{4}\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")

ids = set()
texts = {}
counts = {c: Counter() for c in CLASSES}
hard = Counter()
for cls, short in CLASSES.items():
    path = os.path.join(OUT, f"{cls}.jsonl")
    if not os.path.exists(path):
        err(f"missing {path}"); continue
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                o = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{cls}:{n}: bad JSON: {e}"); continue
            if set(o) != {"id", "class", "lang", "text", "note"}:
                err(f"{cls}:{n}: keys {sorted(o)}")
            if not all(isinstance(o.get(k), str) and o.get(k) for k in ("id", "class", "lang", "text", "note")):
                err(f"{cls}:{n}: empty or non-string field"); continue
            if o["class"] != cls:
                err(f"{o['id']}: class {o['class']} in {cls}.jsonl")
            if o["lang"] not in LANGS:
                err(f"{o['id']}: bad lang {o['lang']}")
            if not re.fullmatch(rf"t4-{short}-{o['lang']}-\d{{3}}", o["id"]):
                err(f"{o['id']}: bad id shape")
            if o["id"] in ids:
                err(f"{o['id']}: duplicate id")
            ids.add(o["id"])
            if o["text"] in texts:
                err(f"{o['id']}: duplicate text (also {texts[o['text']]})")
            texts[o["text"]] = o["id"]
            counts[cls][o["lang"]] += 1
            t = o["text"]
            compact = re.sub(r"[ -]", "", t)
            for fam in FAMOUS:
                if fam.replace(" ", "") in compact:
                    err(f"{o['id']}: famous documentation example {fam}")
            for ip in IP_RE.findall(t):
                try:
                    a = ipaddress.ip_address(ip)
                except ValueError:
                    continue
                if not any(a in net for net in ALLOWED_NETS):
                    err(f"{o['id']}: IP {ip} outside documentation ranges")
            if cls == "benign" and o["note"].startswith("hard:"):
                hard[o["lang"]] += 1
            if cls == "pii":
                kind = o["note"].split(":", 1)[1].strip()
                if kind == "card":
                    cards = [re.sub(r"\D", "", m) for m in CARD_RE.findall(t)]
                    if not cards or not all(luhn_ok(c) for c in cards):
                        err(f"{o['id']}: card number missing or not Luhn-valid")
                elif kind == "iban":
                    ib = IBAN_RE.findall(t)
                    if not ib or not all(iban_ok(x) for x in ib):
                        err(f"{o['id']}: IBAN missing or bad check digits")
                elif kind == "ssn":
                    m = SSN_RE.search(t)
                    if not m or m.group(0).startswith(("000", "666", "9")):
                        err(f"{o['id']}: SSN missing/invalid")
                elif kind == "nino":
                    if not NINO_RE.search(t):
                        err(f"{o['id']}: NI number missing/invalid")
                elif kind == "phone":
                    if not PHONE_RE.search(t):
                        err(f"{o['id']}: phone number missing")
                else:
                    err(f"{o['id']}: unknown pii kind {kind}")

for cls, need in MIN_TOTAL.items():
    tot = sum(counts[cls].values())
    if tot < need:
        err(f"{cls}: {tot} lines < {need}")
for cls, per in MIN_LANG.items():
    for lang, need in per.items():
        if counts[cls][lang] < need:
            err(f"{cls}/{lang}: {counts[cls][lang]} < {need}")
btot = sum(counts["benign"].values())
if btot and sum(hard.values()) / btot < 0.65:
    err(f"benign hard share {sum(hard.values())/btot:.2%} < 65%")
obf = 0
with open(os.path.join(OUT, "injection.jsonl"), encoding="utf-8") as f:
    for line in f:
        if "obfuscated/" in json.loads(line)["note"]:
            obf += 1
inj = sum(counts["injection"].values())
if inj and not (0.07 <= obf / inj <= 0.15):
    err(f"obfuscated share {obf}/{inj} not about 10%")

print("class      " + " ".join(f"{l:>4}" for l in sorted(LANGS)) + "  total")
for cls in CLASSES:
    print(f"{cls:<10} " + " ".join(f"{counts[cls][l]:>4}" for l in sorted(LANGS)) + f"  {sum(counts[cls].values()):>5}")
print(f"benign hard: {sum(hard.values())}/{btot}; obfuscated injections: {obf}/{inj}")
if errors:
    for e in errors[:100]:
        print("ERROR", e)
    print(f"{len(errors)} error(s)")
    sys.exit(1)
print("OK")
