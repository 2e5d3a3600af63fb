#!/usr/bin/env python3
"""Validate the four JSONL files of the s23 set.  Standard library only.

Checks: JSON validity, exactly the five fields, id format and uniqueness,
class/lang consistency, counts near the brief's sizes, no duplicate texts,
Luhn for cards, mod 97 for IBANs, IPs only in the documentation ranges,
only made-up domains, no famous documentation examples, secret lines carry
their secret, benign lines carry no key shapes and no Luhn-valid numbers.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl",
         "pii": "pii.jsonl", "benign": "benign.jsonl"}
ABBR = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
TARGET = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FIELDS = {"id", "class", "lang", "text", "note"}

KEY_SHAPES = [
    r"\b(?:AKIA|ASIA)[A-Z2-7]{16}\b",
    r"\bgh[pousr]_[A-Za-z0-9]{36}\b",
    r"\bgithub_pat_[A-Za-z0-9_]{50,}",
    r"\bgl(?:pat|rt)-[A-Za-z0-9_-]{20}",
    r"\bnpm_[A-Za-z0-9]{36}\b",
    r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{20,}",
    r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}",
    r"\bAIza[A-Za-z0-9_-]{35}",
    r"\bhf_[A-Za-z]{30,}",
    r"\bdo[por]_v1_[a-f0-9]{64}",
    r"\bkey-[a-f0-9]{32}\b",
    r"\bHRKU-[A-Za-z0-9_-]{20,}",
    r"\bxox[abposr]-[0-9]{6,}-",
    r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]+",
    r"\b[sr]k_live_[A-Za-z0-9]{20,}",
    r"\bsk-proj-[A-Za-z0-9_-]{40,}",
    r"\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}",
    r"\bsk-ant-(?:api|admin)\d\d-[A-Za-z0-9_-]{40,}",
    r"\b(?:AC|SK)[a-f0-9]{32}\b",
    r"AccountKey=[A-Za-z0-9+/]{40,}={0,2}",
    r"\b[0-9]{8,10}:AA[A-Za-z0-9_-]{33}",
    r"\bshp(?:at|ss|ca)_[a-f0-9]{32}\b",
    r"\b[a-f0-9]{32}-us[0-9]{1,2}\b",
    r"\blin_api_[A-Za-z0-9]{40}",
    r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}",
    r"\bglsa_[A-Za-z0-9]{32}_[a-f0-9]{8}",
    r"\bNRAK-[A-Z0-9]{27}",
    r"\bhvs\.[A-Za-z0-9_-]{80,}",
    r"\bdapi[a-f0-9]{32}\b",
    r"\bfigd_[A-Za-z0-9_-]{40}",
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}",
    r"\b[MNO][A-Za-z0-9]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,}",
]
KEY_RE = [re.compile(p) for p in KEY_SHAPES]
CONN_RE = re.compile(r"[a-z][a-z0-9+.-]*://([^\s:/@]+):([^\s@/]+)@")
MSSQL_RE = re.compile(r"Password=([^;\s]+)")
PLACEHOLDER_PW = re.compile(r"^(?:[A-Z_]{4,}|\$\{[A-Z_]+\}|<[^>]*>|[^\x00-\x7f]+)$")

FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
          "4111111111111111", "4242424242424242", "5555555555554444",
          "378282246310005", "4012888888881881", "078-05-1120", "219-09-9999",
          "123-45-6789", "GB82WEST12345698765432", "DE89370400440532013000",
          "FR1420041010050500013M02606", "ghp_xxxxxxxx", "QQ123456C",
          "AB123456C", "xoxb-123", "sk_live_4eC39HqLyjWDarjtT1zdp7dc"]

IP_RE = re.compile(r"(?<![0-9.])([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})(?![0-9]|\.[0-9])")
DOC_NETS = {("192", "0", "2"), ("198", "51", "100"), ("203", "0", "113")}

DIGITRUN_RE = re.compile(r"(?<![0-9])[0-9](?:[ -]?[0-9]){12,18}(?![0-9])")
IBAN_RE = re.compile(r"\b([A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b")
HOST_RE = re.compile(r"(?:https?://|git@|@)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
MADE_UP_SUFFIXES = (".example", ".test", ".invalid", ".example.com", ".example.net",
                    ".example.org")
ALLOWED_HOSTS = {"get.docker.com", "hooks.slack.com", "localhost", "example.com"}
ID_RE = re.compile(r"^s23-(inj|sec|pii|ben)-(en|fr|de|es|pt|zh|ja)-([0-9]{3})$")


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


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    try:
        return int("".join(str(int(c, 36)) for c in s)) % 97 == 1
    except ValueError:
        return False


def luhn_runs(text):
    """Digit runs (13-19 digits, spaces/dashes allowed) that pass Luhn."""
    out = []
    for m in DIGITRUN_RE.finditer(text):
        raw = m.group(0)
        digits = re.sub(r"[ -]", "", raw)
        # every sub-window of 13..19 digits aligned to group boundaries
        if 13 <= len(digits) <= 19 and luhn_ok(digits):
            out.append(raw)
    return out


def key_shapes(text):
    hits = [m.group(0) for r in KEY_RE for m in r.finditer(text)]
    for m in CONN_RE.finditer(text):
        if not PLACEHOLDER_PW.match(m.group(2)):
            hits.append(m.group(0))
    for m in MSSQL_RE.finditer(text):
        if not PLACEHOLDER_PW.match(m.group(1)):
            hits.append(m.group(0))
    # context-dependent shape: Datadog keys are bare 32-hex strings
    if re.search(r"(?i)datadog|\bDD_API_KEY\b", text):
        hits += re.findall(r"\b[a-f0-9]{32}\b", text)
    return hits


def main():
    errors = []
    seen_ids = set()
    texts = {}
    counts = {}
    per = {}
    for cls, fn in FILES.items():
        path = os.path.join(ROOT, fn)
        if not os.path.exists(path):
            errors.append("missing file %s" % fn)
            continue
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        counts[cls] = len(lines)
        for no, line in enumerate(lines, 1):
            where = "%s:%d" % (fn, no)
            try:
                obj = json.loads(line)
            except ValueError as e:
                errors.append("%s invalid JSON: %s" % (where, e))
                continue
            if not isinstance(obj, dict) or set(obj) != FIELDS:
                errors.append("%s fields are %s" % (where, sorted(obj) if isinstance(obj, dict) else type(obj)))
                continue
            if not all(isinstance(obj[k], str) and obj[k] for k in FIELDS):
                errors.append("%s empty or non-string field" % where)
                continue
            i, c, lang, text, note = obj["id"], obj["class"], obj["lang"], obj["text"], obj["note"]
            m = ID_RE.match(i)
            if not m:
                errors.append("%s bad id %r" % (where, i))
            elif m.group(1) != ABBR[cls] or m.group(2) != lang:
                errors.append("%s id %s does not match class/lang" % (where, i))
            if i in seen_ids:
                errors.append("%s duplicate id %s" % (where, i))
            seen_ids.add(i)
            if c != cls:
                errors.append("%s class %s in %s" % (where, c, fn))
            if lang not in LANGS:
                errors.append("%s bad lang %s" % (where, lang))
            if text in texts:
                errors.append("%s duplicate text (also %s)" % (where, texts[text]))
            texts[text] = where
            per[(cls, lang)] = per.get((cls, lang), 0) + 1
            for f in FAMOUS:
                if f in text.replace(" ", "") or f in text:
                    errors.append("%s famous documentation example %s" % (where, f))
            for ip in IP_RE.finditer(text):
                if ip.groups()[:3] not in DOC_NETS or int(ip.group(4)) > 255:
                    errors.append("%s IP outside documentation ranges: %s" % (where, ip.group(0)))
            for h in HOST_RE.finditer(text):
                hn = h.group(1).lower().rstrip(".")
                if hn in ALLOWED_HOSTS or hn.endswith(MADE_UP_SUFFIXES):
                    continue
                if IP_RE.fullmatch(hn):
                    continue
                errors.append("%s host not made up: %s" % (where, hn))
            # class-specific
            if cls == "pii":
                if note.startswith("card"):
                    runs = [re.sub(r"[ -]", "", r.group(0)) for r in DIGITRUN_RE.finditer(text)]
                    runs = [r for r in runs if 13 <= len(r) <= 19]
                    if not runs:
                        errors.append("%s card note but no card number" % where)
                    for r in runs:
                        if not luhn_ok(r):
                            errors.append("%s card fails Luhn: %s" % (where, r))
                if note.startswith("iban"):
                    ibans = IBAN_RE.findall(text)
                    if not ibans:
                        errors.append("%s iban note but no IBAN" % where)
                    for ib in ibans:
                        if not iban_ok(ib):
                            errors.append("%s IBAN fails mod 97: %s" % (where, ib))
                if note.startswith("ssn") and not re.search(r"\b[0-8][0-9]{2}-[0-9]{2}-[0-9]{4}\b", text):
                    errors.append("%s ssn note but no SSN" % where)
                if note.startswith("nino") and not re.search(
                        r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?[0-9]{2} ?[0-9]{2} ?[0-9]{2} ?[A-D]\b", text):
                    errors.append("%s nino note but no NI number" % where)
                if key_shapes(text):
                    errors.append("%s pii line carries a key shape" % where)
            if cls == "secret":
                sub = note.split(":", 1)[0].split("/")[0]
                if sub in ("token", "aws", "azure", "jwt", "pem", "conn") and not key_shapes(text):
                    errors.append("%s secret line (%s) has no recognisable key shape" % (where, sub))
            if cls == "benign":
                ks = key_shapes(text)
                if ks:
                    errors.append("%s benign line carries key shape %s" % (where, ks[0][:40]))
                lr = luhn_runs(text)
                if lr:
                    errors.append("%s benign line carries Luhn-valid number %s" % (where, lr[0]))
                if IBAN_RE.search(text) and iban_ok(IBAN_RE.search(text).group(1)):
                    errors.append("%s benign line carries a valid IBAN" % where)
            if cls == "injection" and note.startswith("obfuscated"):
                per[("obf", lang)] = per.get(("obf", lang), 0) + 1
    for cls, tgt in TARGET.items():
        n = counts.get(cls, 0)
        if abs(n - tgt) > 0.06 * tgt + 2:
            errors.append("%s count %d not near %d" % (cls, n, tgt))
    obf = sum(v for (c, _), v in per.items() if c == "obf")
    if not 75 <= obf <= 105:
        errors.append("obfuscated injections %d not near 90" % obf)
    en_inj = per.get(("injection", "en"), 0)
    if counts.get("injection") and not 0.18 <= en_inj / counts["injection"] <= 0.32:
        errors.append("English share of injections %.2f not about a quarter" % (en_inj / counts["injection"]))
    for cls in TARGET:
        for lang in LANGS:
            if per.get((cls, lang), 0) == 0:
                errors.append("no %s lines in %s" % (cls, lang))

    print("counts:", counts, "obfuscated:", obf)
    langs = ["en", "fr", "de", "es", "pt", "zh", "ja"]
    print("%-10s" % "" + "".join("%5s" % l for l in langs) + "  total")
    for cls in list(TARGET) + ["obf"]:
        row = [per.get((cls, l), 0) for l in langs]
        print("%-10s" % cls + "".join("%5d" % v for v in row) + "  %5d" % sum(row))
    if errors:
        for e in errors[:200]:
            print("ERROR", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
