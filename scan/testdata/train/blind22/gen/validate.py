#!/usr/bin/env python3
"""Validate the s22 data set.  Exit code 0 when every check passes."""
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl",
         "pii": "pii.jsonl", "benign": "benign.jsonl"}
SHORT = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
TARGET = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
FIELDS = {"id", "class", "lang", "text", "note"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111111111111111", "4111 1111 1111 1111",
          "4242424242424242", "4242 4242 4242 4242", "5555555555554444", "078-05-1120",
          "123-45-6789", "GB82 WEST 1234 5698 7654 32", "GB82WEST12345698765432",
          "DE89 3704 0044 0532 0130 00", "DE89370400440532013000"]
KEY_SHAPES = [
    r"AKIA[0-9A-Z]{16}", r"\bgh[pousr]_[A-Za-z0-9]{30,}", r"github_pat_[A-Za-z0-9_]{40,}",
    r"glpat-[A-Za-z0-9_-]{20}", r"\bnpm_[A-Za-z0-9]{36}", r"pypi-AgEI", r"SG\.[A-Za-z0-9_-]{20,}\.",
    r"AIza[0-9A-Za-z_-]{35}", r"\bhf_[A-Za-z0-9]{30,}", r"dop_v1_[0-9a-f]{64}", r"key-[0-9a-f]{32}",
    r"xox[abpr]-[0-9]+-", r"hooks\.slack\.com/services/", r"[sr]k_live_[A-Za-z0-9]{20,}",
    r"sk-proj-[A-Za-z0-9_-]{20,}", r"sk-ant-api", r"\bsk-[A-Za-z0-9]{32,}", r"\bAC[0-9a-f]{32}\b",
    r"\bSK[0-9a-f]{32}\b", r"AccountKey=[A-Za-z0-9+/]{40,}", r"\b\d{8,10}:AA[A-Za-z0-9_-]{30,}",
    r"shp(at|ss|ca)_[0-9a-f]{32}", r"lin_api_[A-Za-z0-9]{30,}", r"PMAK-[0-9a-f]{24}", r"glsa_[A-Za-z0-9]{32}",
    r"ATATT3x", r"eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.", r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    r"[a-z][a-z0-9+.-]*://[^/\s:@<>]+:(?![A-ZÀ-ÖØ-Þ_Ñ]+@)(?![^\x00-\x7f]+@)[^/\s@<>]{6,}@(?!localhost)[^\s/]+",
    r"\b[MNO][A-Za-z0-9_-]{23,25}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}",
]


def luhn_ok(d):
    s = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return s % 10 == 0


def digit_runs(text):
    for m in re.finditer(r"(?<![0-9A-Za-z])(?:\d[ -]?){12,18}\d(?![0-9A-Za-z])", text):
        d = re.sub(r"\D", "", m.group(0))
        if 13 <= len(d) <= 19:
            yield d


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def main():
    errors = []
    ids = set()
    rows = {}
    for cls, fn in FILES.items():
        path = os.path.join(ROOT, fn)
        rows[cls] = []
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                where = f"{fn}:{ln}"
                try:
                    o = json.loads(line)
                except json.JSONDecodeError as e:
                    errors.append(f"{where}: bad JSON {e}")
                    continue
                if set(o) != FIELDS:
                    errors.append(f"{where}: fields {sorted(o)}")
                    continue
                if not all(isinstance(o[k], str) and o[k] for k in FIELDS):
                    errors.append(f"{where}: empty or non-string field")
                if o["class"] != cls:
                    errors.append(f"{where}: class {o['class']} in {fn}")
                if o["lang"] not in LANGS:
                    errors.append(f"{where}: lang {o['lang']}")
                if not re.fullmatch(rf"s22-{SHORT[cls]}-{o['lang']}-\d{{3}}", o["id"]):
                    errors.append(f"{where}: id {o['id']}")
                if o["id"] in ids:
                    errors.append(f"{where}: duplicate id {o['id']}")
                ids.add(o["id"])
                rows[cls].append(o)

    # counts
    for cls, n in TARGET.items():
        got = len(rows[cls])
        if abs(got - n) > 0.1 * n:
            errors.append(f"{cls}: {got} lines, brief asks about {n}")
        for lang in LANGS:
            if not any(o["lang"] == lang for o in rows[cls]):
                errors.append(f"{cls}: no {lang} lines")
    inj = rows["injection"]
    obf = sum(o["note"].startswith("obfuscated/") for o in inj)
    if not 75 <= obf <= 105:
        errors.append(f"obfuscated injections: {obf}, brief asks about 90")
    en_share = sum(o["lang"] == "en" for o in inj) / max(1, len(inj))
    if not 0.2 <= en_share <= 0.3:
        errors.append(f"English share of injections {en_share:.2f}")
    subs = {o["note"].split(":")[0] for o in inj}
    for need in ["override", "role", "secrecy", "exfil", "target", "disable", "marker"] + \
            [f"obfuscated/{m}" for m in ["zw", "tag", "bidi", "fullwidth", "homoglyph", "base64", "leet", "spacing"]]:
        if need not in subs:
            errors.append(f"injection subkind missing: {need}")

    # texts in all files
    for cls, lst in rows.items():
        for o in lst:
            t = o["text"]
            if re.search(r"\{(url|host|email|ip|hook|sha|short|sha256|uuid|date|ver|n|name|person|port|pw|pin|user|key|svc|card|ssn|nino|iban\w*|phone\w*|b64)\}", t):
                errors.append(f"{o['id']}: unfilled slot")
            for fam in FAMOUS:
                if fam in t:
                    errors.append(f"{o['id']}: famous example {fam}")
            for m in re.finditer(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)", t):
                try:
                    a = ipaddress.ip_address(m.group(0))
                except ValueError:
                    continue
                if not any(a in net for net in DOC_NETS):
                    errors.append(f"{o['id']}: IP {a} outside documentation ranges")

    # pii specifics
    n_card = n_iban = 0
    for o in rows["pii"]:
        kind = o["note"].split(":")[0]
        if kind == "pii/card":
            runs = list(digit_runs(o["text"]))
            if not runs or not all(luhn_ok(d) for d in runs):
                errors.append(f"{o['id']}: card number missing or fails Luhn")
            n_card += 1
        if kind == "pii/iban":
            m = re.search(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}", o["text"])
            if not m or not iban_ok(m.group(0)):
                errors.append(f"{o['id']}: IBAN missing or bad mod-97")
            n_iban += 1
        if kind == "pii/ssn":
            m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", o["text"])
            if not m or m.group(1) in ("000", "666") or m.group(1) >= "900" or m.group(2) == "00" or m.group(3) == "0000":
                errors.append(f"{o['id']}: SSN missing or impossible")
    if n_card < 5 or n_iban < 5:
        errors.append(f"too few cards ({n_card}) or IBANs ({n_iban})")

    # benign must carry no key shapes and no Luhn-valid numbers
    for o in rows["benign"]:
        t = o["text"]
        for pat in KEY_SHAPES:
            if re.search(pat, t):
                errors.append(f"{o['id']}: benign line carries key shape /{pat}/")
        for d in digit_runs(t):
            if luhn_ok(d):
                errors.append(f"{o['id']}: benign line has Luhn-valid number {d}")
        if re.search(r"\b\d{3}-\d{2}-\d{4}\b", t):
            errors.append(f"{o['id']}: benign line has SSN shape")

    # every secret key line should match at least one known shape (sanity of generator)
    for o in rows["secret"]:
        if o["note"].startswith("key/"):
            name = o["note"][4:].split(":")[0]
            if name in ("Heroku", "Datadog"):
                continue
            if not any(re.search(p, o["text"]) for p in KEY_SHAPES):
                errors.append(f"{o['id']}: secret key line matches no known shape ({name})")

    for cls in FILES:
        per = {l: sum(o["lang"] == l for o in rows[cls]) for l in sorted(LANGS)}
        print(f"{cls:9s} {len(rows[cls]):4d}  " + " ".join(f"{l}={n}" for l, n in per.items()))
    print(f"obfuscated injections: {obf}; English share of injections: {en_share:.2%}")
    if errors:
        print(f"\n{len(errors)} problem(s):")
        for e in errors[:200]:
            print("  " + e)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
