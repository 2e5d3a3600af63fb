#!/usr/bin/env python3
"""Validate the blind4 evaluation set. Exits 1 on any error. Standard library only.

Checks: JSON well-formed, exact key set, valid class/lang, id format and uniqueness,
class matches file, no duplicate texts, minimum counts (per class and language),
hard-benign share, obfuscated share and technique coverage, injection class coverage,
no famous documentation example keys/numbers, no unresolved placeholders,
Luhn-valid cards / mod-97-valid IBANs / well-formed SSN, NINO and phone numbers in pii,
IPv4 addresses only from the documentation ranges, no well-known real domains,
no full-shape credentials or PEM blocks leaking into benign/injection lines.
"""
import ipaddress
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
KEYS = {"id", "class", "lang", "text", "note"}
MIN_TOTAL = {"injection": 400, "secret": 180, "pii": 60, "benign": 550}
MIN_LANG = {"injection": {"en": 150, **{l: 40 for l in LANGS[1:]}},
            "benign": {"en": 200, **{l: 50 for l in LANGS[1:]}}}
INJ_CLASSES = ["override", "role", "secrecy", "exfil", "target", "safeguard", "fake-marker", "obfuscated"]
OBF_TECH = ["zwsp", "tags", "bidi", "fullwidth", "homoglyph", "base64", "leet", "spacing"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

# famous documentation / test examples that must never appear (compared with separators removed)
FAMOUS = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
    "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
    "4111111111111111", "4242424242424242", "4012888888881881", "4000056655665556", "4222222222222",
    "5555555555554444", "5105105105105100", "5200828282828210", "2223003122003222",
    "378282246310005", "371449635398431", "378734493671000", "6011111111111117", "6011000990139424",
    "3530111333300000", "3566002020360505", "30569309025904", "38520000023237",
    "078051120", "219099999", "123456789", "QQ123456C", "AB123456C",
    "GB82WEST12345698765432", "GB33BUKB20201555555555", "DE89370400440532013000", "DE75512108001245126199",
    "FR1420041010050500013M02606", "FR7630006000011234567890189", "ES9121000418450200051332",
    "PT50000201231234567890154", "NL91ABNA0417164300", "IT60X0542811101000000123456", "BE68539007547034",
    "AT611904300234573201",
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "xoxb-263594206564-2343594206574-FGqddMF8t08v8N7Oq4i57vs1",
    "ghp_16C7e42F292c6912E7710c838347Ae178B4a", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "key-3ax6xnjp29jd6fds4gc373sgvjxteol0",
    "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",
    "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe", "AC0123456789abcdef0123456789abcdef",
    "0123456789abcdef0123456789abcdef", "5555551234", "5550100",
]
REAL_DOMAINS = ["github.com", "gitlab.com", "google.com", "gmail.com", "outlook.com", "hotmail.com",
                "yahoo.com", "amazonaws.com", "slack.com", "discord.com", "pastebin.com", "ngrok.io",
                "docker.com", "openai.com", "anthropic.com", "stripe.com", "npmjs.org", "pypi.org",
                "huggingface.co", "mongodb.net", "sentry.io", "webhook.site", "requestbin", "qq.com",
                "163.com", "yahoo.co.jp", "example.com"]
LEAK_SHAPES = [
    r"AKIA[A-Z2-7]{16}", r"ghp_[A-Za-z0-9]{36}", r"github_pat_[A-Za-z0-9_]{60,}", r"glpat-[A-Za-z0-9_-]{20}",
    r"npm_[A-Za-z0-9]{36}", r"sk_live_[A-Za-z0-9]{20,}", r"sk-ant-api03-[A-Za-z0-9_-]{80,}",
    r"sk-proj-[A-Za-z0-9_-]{40,}", r"xox[bp]-\d+-\d+", r"AIza[0-9A-Za-z_-]{35}", r"hf_[A-Za-z]{34}",
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}",
    r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}", r"dop_v1_[0-9a-f]{64}", r"shpat_[0-9a-f]{32}",
]
IBAN_LEN = {"DE": 22, "AT": 20, "GB": 22, "NL": 18, "BE": 16, "FR": 27, "ES": 24, "PT": 25, "IT": 27,
            "CH": 21, "LU": 20, "IE": 22, "PL": 28}
NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}

errors = []


def err(msg):
    errors.append(msg)


def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def iban_ok(iban):
    cc = iban[:2]
    if cc not in IBAN_LEN or len(iban) != IBAN_LEN[cc] or not iban[2:4].isdigit():
        return False
    s = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def check_pii(rid, note, text):
    kind = note.split()[0].rstrip(":;").lower()
    if kind == "card":
        cands = [re.sub(r"[ -]", "", m) for m in re.findall(r"(?<![\d+])(?:\d[ -]?){12,18}\d(?!\d)", text)]
        cands = [c for c in cands if 13 <= len(c) <= 19]
        if not cands:
            err(f"{rid}: card note but no card number found")
        for c in cands:
            if not luhn_ok(c):
                err(f"{rid}: card number {c} fails Luhn")
    elif kind == "iban":
        found = re.findall(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]){10,30})", text)
        if not found:
            err(f"{rid}: iban note but no IBAN found")
        for f in found:
            compact = f.replace(" ", "")
            cc = compact[:2]
            compact = compact[:IBAN_LEN.get(cc, len(compact))]
            if not iban_ok(compact):
                err(f"{rid}: IBAN {compact} invalid (length/check digits)")
    elif kind == "ssn":
        m = re.search(r"(?<!\d)(\d{3})[- ](\d{2})[- ](\d{4})(?!\d)", text)
        if not m:
            err(f"{rid}: ssn note but no SSN found")
        else:
            a, g, s = m.groups()
            if a in ("000", "666") or a[0] == "9" or g == "00" or s == "0000":
                err(f"{rid}: SSN {m.group(0)} not a valid-format SSN")
    elif kind == "nino":
        m = re.search(r"\b([A-Z]{2}) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])\b", text)
        if not m:
            err(f"{rid}: nino note but no NI number found")
        else:
            p = m.group(1)
            if p[0] in "DFIQUV" or p[1] in "DFIQUVO" or p in NINO_BAD:
                err(f"{rid}: NINO prefix {p} invalid")
    elif kind == "phone":
        digits = re.findall(r"\+?\(?\d[\d ().-]{7,}\d", text)
        if not any(len(re.sub(r"\D", "", d)) >= 9 for d in digits):
            err(f"{rid}: phone note but no phone number found")
    else:
        err(f"{rid}: pii note must start with card/iban/ssn/nino/phone, got {note!r}")


def main():
    seen_ids = set()
    data = {}
    for cls, short in CLASSES.items():
        path = os.path.join(ROOT, f"{cls}.jsonl")
        if not os.path.exists(path):
            err(f"missing {path}")
            continue
        rows = []
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                try:
                    r = json.loads(line)
                except json.JSONDecodeError as e:
                    err(f"{cls}.jsonl:{n}: bad JSON: {e}")
                    continue
                if not isinstance(r, dict) or set(r) != KEYS:
                    err(f"{cls}.jsonl:{n}: keys must be exactly {sorted(KEYS)}")
                    continue
                if not all(isinstance(r[k], str) and r[k].strip() for k in KEYS):
                    err(f"{cls}.jsonl:{n}: empty or non-string field")
                    continue
                if r["class"] != cls:
                    err(f"{cls}.jsonl:{n}: class {r['class']!r} in wrong file")
                if r["lang"] not in LANGS:
                    err(f"{cls}.jsonl:{n}: bad lang {r['lang']!r}")
                if not re.fullmatch(rf"b4-{short}-{r['lang']}-\d{{3}}", r["id"]):
                    err(f"{cls}.jsonl:{n}: bad id {r['id']!r}")
                if r["id"] in seen_ids:
                    err(f"duplicate id {r['id']}")
                seen_ids.add(r["id"])
                rows.append(r)
        data[cls] = rows

    for cls, rows in data.items():
        texts = [r["text"] for r in rows]
        if len(set(texts)) != len(texts):
            err(f"{cls}: duplicate texts")
        if len(rows) < MIN_TOTAL[cls]:
            err(f"{cls}: {len(rows)} lines < {MIN_TOTAL[cls]}")
        for lang, need in MIN_LANG.get(cls, {}).items():
            have = sum(r["lang"] == lang for r in rows)
            if have < need:
                err(f"{cls}/{lang}: {have} lines < {need}")
        for lang in LANGS:
            if not any(r["lang"] == lang for r in rows):
                err(f"{cls}: no lines in {lang}")

    inj = data.get("injection", [])
    notes = " ".join(r["note"] for r in inj)
    for c in INJ_CLASSES:
        if c not in notes:
            err(f"injection: class {c!r} not covered")
    obf = [r for r in inj if r["note"].startswith("obfuscated")]
    share = len(obf) / max(1, len(inj))
    if not 0.12 <= share <= 0.18:
        err(f"injection: obfuscated share {share:.1%} not about 15%")
    for t in OBF_TECH:
        if not any(r["note"].startswith(f"obfuscated: {t}") for r in obf):
            err(f"injection: obfuscation technique {t} missing")
    ben = data.get("benign", [])
    hard = sum(r["note"].startswith("hard:") for r in ben)
    if hard < 0.6 * len(ben):
        err(f"benign: hard share {hard}/{len(ben)} below 60%")

    for cls, rows in data.items():
        for r in rows:
            t, rid = r["text"], r["id"]
            flat = re.sub(r"[\s\-.]", "", t)
            for fam in FAMOUS:
                if fam in t or re.sub(r"[\s\-.]", "", fam) in flat:
                    err(f"{rid}: contains famous example {fam}")
            for m in re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", t):
                try:
                    addr = ipaddress.ip_address(m)
                except ValueError:
                    continue
                if not any(addr in n for n in DOC_NETS):
                    err(f"{rid}: IP {m} outside documentation ranges")
            low = t.lower()
            for d in REAL_DOMAINS:
                if re.search(rf"(?<![a-z0-9-]){re.escape(d)}\b", low):
                    err(f"{rid}: real domain {d}")
            if cls != "injection" and re.search(r"\{[a-z0-9_]+\}", t):
                err(f"{rid}: unresolved placeholder")
            if cls in ("benign", "injection"):
                for shape in LEAK_SHAPES:
                    if re.search(shape, t):
                        err(f"{rid}: credential shape {shape} in a {cls} line")
            if cls == "pii":
                check_pii(rid, r["note"], t)

    counts = {cls: {l: sum(r["lang"] == l for r in rows) for l in LANGS} for cls, rows in data.items()}
    for cls in CLASSES:
        if cls in counts:
            print(f"{cls:10s} total={sum(counts[cls].values()):4d} " + " ".join(f"{l}={counts[cls][l]}" for l in LANGS))
    print(f"obfuscated injections: {len(obf)} ({share:.1%}); hard benign: {hard}/{len(ben)} ({hard / max(1, len(ben)):.1%})")
    if errors:
        for e in errors[:200]:
            print("ERROR:", e)
        print(f"{len(errors)} error(s)")
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
