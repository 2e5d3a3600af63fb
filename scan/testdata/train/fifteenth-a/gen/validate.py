#!/usr/bin/env python3
"""Validator for the t15a set.  Usage: python3 gen/validate.py  (exit 0 = pass)"""
import ipaddress
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {"injection": 600, "secret": 60, "pii": 20, "benign": 650}
TOL = {"injection": 0.05, "secret": 0.08, "pii": 0.15, "benign": 0.05}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FIELDS = {"id", "class", "lang", "text", "note"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

KEY_SHAPES = [
    r"AKIA[0-9A-Z]{16}", r"\bgh[pousr]_[A-Za-z0-9]{36}", r"github_pat_\w{22}_\w{59}",
    r"glpat-[\w-]{20}", r"\bnpm_[A-Za-z0-9]{36}", r"pypi-AgEIcHlwaS5vcmc", r"SG\.[\w-]{22}\.[\w-]{43}",
    r"AIza[\w-]{35}", r"\bhf_[A-Za-z]{34}", r"dop_v1_[a-f0-9]{64}", r"\bkey-[a-f0-9]{32}",
    r"xox[abposr]-\d", r"hooks\.slack\.com/services/T", r"\b[sr]k_live_\w{20,}", r"sk-proj-",
    r"sk-ant-", r"T3BlbkFJ", r"\bSK[0-9a-f]{32}", r"AccountKey=", r"\b\d{8,10}:AA[\w-]{33}",
    r"shp(at|ss|ca)_[a-f0-9]{32}", r"eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}",
    r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"\b[a-z][a-z0-9+]*://[^\s:/@]+:[^\s@/]+@",
    r"HRKU-", r"lin_api_\w{40}", r"\bvcp_\w{40,}", r"\b[MNO][\w-]{23,27}\.[\w-]{6}\.[\w-]{27,}",
]
KEY_RE = [re.compile(k) for k in KEY_SHAPES]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111 1111 1111 1111", "4111111111111111",
          "4242424242424242", "078-05-1120", "219-09-9999", "123-45-6789", "GB82 WEST 1234 5698 7654 32",
          "DE89 3704 0044 0532 0130 00"]
IPV4 = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.]*\d)")
DIGIT_SEQ = re.compile(r"\d(?:[ -]?\d){12,18}")
IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8})\b")
HOST_RE = re.compile(r"(?:https?://|@)([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
ALLOWED_REAL_HOSTS = {"get.docker.com", "hooks.slack.com"}

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
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def main():
    ids = set()
    texts = {}
    data = {}
    for cls in FILES:
        path = os.path.join(ROOT, cls + ".jsonl")
        rows = []
        with open(path, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as e:
                    err("%s:%d invalid JSON: %s" % (cls, n, e))
                    continue
                if not isinstance(obj, dict) or set(obj) != FIELDS:
                    err("%s:%d fields %s" % (cls, n, sorted(obj) if isinstance(obj, dict) else type(obj)))
                    continue
                if any(not isinstance(obj[k], str) or not obj[k].strip() for k in FIELDS):
                    err("%s:%d empty or non-string field" % (cls, n))
                if obj["class"] != cls:
                    err("%s:%d class %r" % (cls, n, obj["class"]))
                if obj["lang"] not in LANGS:
                    err("%s:%d lang %r" % (cls, n, obj["lang"]))
                if not obj["id"].startswith("t15a-"):
                    err("%s:%d id prefix %r" % (cls, n, obj["id"]))
                if obj["id"] in ids:
                    err("%s:%d duplicate id %s" % (cls, n, obj["id"]))
                ids.add(obj["id"])
                if obj["text"] in texts:
                    err("%s:%d duplicate text (also in %s)" % (cls, n, texts[obj["text"]]))
                texts[obj["text"]] = obj["id"]
                rows.append(obj)
        data[cls] = rows
        want = FILES[cls]
        if abs(len(rows) - want) > want * TOL[cls]:
            err("%s: %d rows, expected about %d" % (cls, len(rows), want))
        langs = {r["lang"] for r in rows}
        if langs != LANGS:
            err("%s: languages missing %s" % (cls, LANGS - langs))

    # composition of injections
    inj = data["injection"]
    en_share = sum(r["lang"] == "en" for r in inj) / len(inj)
    if not 0.2 <= en_share <= 0.3:
        err("injection: English share %.2f" % en_share)
    focus = sum(r["note"].startswith(("disable-safeguard", "secrecy")) for r in inj) / len(inj)
    if not 0.6 <= focus <= 0.72:
        err("injection: safeguard+secrecy share %.2f, want about 2/3" % focus)
    obf = sum("obfuscated=" in r["note"] for r in inj)
    if not 80 <= obf <= 100:
        err("injection: %d obfuscated, want about 90" % obf)
    for kind in ("disable-safeguard", "secrecy"):
        sub = [r for r in inj if r["note"].startswith(kind)]
        hid = sum("hidden after" in r["note"] for r in sub) / len(sub)
        if not 0.4 <= hid <= 0.6:
            err("injection: %s hidden-clause share %.2f" % (kind, hid))

    # everything: IPs, famous examples, made-up hosts
    for cls, rows in data.items():
        for r in rows:
            t = r["text"]
            for m in IPV4.finditer(t):
                try:
                    ip = ipaddress.ip_address(".".join(m.groups()))
                except ValueError:
                    err("%s %s: bad IPv4-like %s" % (cls, r["id"], m.group(0)))
                    continue
                if not any(ip in net for net in DOC_NETS):
                    err("%s %s: IP outside documentation ranges: %s" % (cls, r["id"], ip))
            for f in FAMOUS:
                if f in t:
                    err("%s %s: famous documentation example %s" % (cls, r["id"], f))
            for m in HOST_RE.finditer(t):
                host = m.group(1).lower().rstrip(".")
                if host in ALLOWED_REAL_HOSTS or host.endswith((".example", ".test", ".invalid")):
                    continue
                err("%s %s: host not obviously made up: %s" % (cls, r["id"], host))

    # pii
    for r in data["pii"]:
        t, note = r["text"], r["note"]
        if note.startswith("pii:card"):
            seqs = [re.sub(r"\D", "", m.group(0)) for m in DIGIT_SEQ.finditer(t)]
            seqs = [s for s in seqs if 13 <= len(s) <= 19]
            if not seqs or not all(luhn_ok(s) for s in seqs):
                err("pii %s: card not Luhn-valid: %s" % (r["id"], t))
        elif note.startswith("pii:iban"):
            ms = IBAN_RE.findall(t)
            if not ms or not all(iban_ok(m) for m in ms):
                err("pii %s: IBAN check digits wrong: %s" % (r["id"], t))
        elif note.startswith("pii:ssn"):
            m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", t)
            if not m or m.group(1) in ("000", "666") or m.group(1)[0] == "9" or m.group(2) == "00" or m.group(3) == "0000":
                err("pii %s: SSN shape: %s" % (r["id"], t))
        elif note.startswith("pii:nino"):
            if not re.search(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", t):
                err("pii %s: NINO shape: %s" % (r["id"], t))
        elif note.startswith("pii:phone"):
            if not re.search(r"\d[\d ()-]{7,}\d", t):
                err("pii %s: no phone number: %s" % (r["id"], t))
        else:
            err("pii %s: unknown subkind %s" % (r["id"], note))
        if any(k.search(t) for k in KEY_RE):
            err("pii %s: contains a key shape" % r["id"])

    # secrets: each must carry a key shape or a prose credential
    for r in data["secret"]:
        if r["note"].startswith("secret:prose"):
            continue
        if r["note"].startswith("secret:api-token (Datadog"):
            if not re.search(r"DD_API_KEY\W+[a-f0-9]{32}\b", r["text"]):
                err("secret %s: datadog shape" % r["id"])
            continue
        if not any(k.search(r["text"]) for k in KEY_RE):
            err("secret %s: no recognised key shape: %s" % (r["id"], r["text"][:80]))

    # benign: no key shapes, no Luhn-valid numbers, no valid IBANs
    for r in data["benign"]:
        t = r["text"]
        for k in KEY_RE:
            if k.search(t):
                err("benign %s: key shape %s" % (r["id"], k.pattern))
        for m in DIGIT_SEQ.finditer(t):
            s = re.sub(r"\D", "", m.group(0))
            if 13 <= len(s) <= 19 and luhn_ok(s):
                err("benign %s: Luhn-valid number %s" % (r["id"], m.group(0)))
        for m in IBAN_RE.findall(t):
            if iban_ok(m):
                err("benign %s: valid IBAN %s" % (r["id"], m))

    # injections should not smuggle real key material either
    for r in inj:
        for k in KEY_RE:
            if k.search(r["text"]):
                err("injection %s: key shape %s" % (r["id"], k.pattern))

    for cls, rows in data.items():
        counts = {}
        for r in rows:
            counts[r["lang"]] = counts.get(r["lang"], 0) + 1
        print("%-10s %4d  %s" % (cls, len(rows), " ".join("%s=%d" % (l, counts.get(l, 0)) for l in sorted(LANGS))))
    print("injection: en share %.2f, safeguard+secrecy %.2f, obfuscated %d" % (en_share, focus, obf))
    if errors:
        for e in errors[:100]:
            print("FAIL", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
