#!/usr/bin/env python3
"""Validate the t15b set: python3 gen/validate.py  (exit 1 on any failure)."""
import collections
import hashlib
import ipaddress
import json
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import build  # noqa: E402
from common import luhn_ok, iban_ok, FAMOUS_CARDS  # noqa: E402

EXPECT = {"injection": 600, "benign": 650, "secret": 60, "pii": 20}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FIELDS = {"id", "class", "lang", "text", "note"}
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

KEY_SHAPES = {
    "aws": r"\b(?:AKIA|ASIA)[A-Z2-7]{16}\b",
    "github": r"\bgh[pousr]_[A-Za-z0-9]{36}\b",
    "github_fine": r"\bgithub_pat_[A-Za-z0-9_]{60,}",
    "gitlab": r"\bglpat-[A-Za-z0-9_\-]{20}",
    "npm": r"\bnpm_[A-Za-z0-9]{36}\b",
    "pypi": r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}",
    "sendgrid": r"\bSG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}",
    "google": r"\bAIza[A-Za-z0-9_\-]{35}",
    "huggingface": r"\bhf_[A-Za-z]{34}\b",
    "digitalocean": r"\bdop_v1_[a-f0-9]{64}\b",
    "mailgun": r"\bkey-[a-f0-9]{32}\b",
    "heroku": r"\bHRKU-AA[A-Za-z0-9_\-]{58}",
    "discord": r"\b[MN][A-Za-z0-9]{23,25}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}",
    "slack": r"\bxox[bpars]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
    "slack_webhook": r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{24}",
    "stripe": r"\b[sr]k_live_[A-Za-z0-9]{24,}",
    "openai": r"\bsk-(?:proj-)?[A-Za-z0-9_\-]{40,}",
    "anthropic": r"\bsk-ant-api03-[A-Za-z0-9_\-]{90,}",
    "twilio": r"\bSK[0-9a-f]{32}\b",
    "azure": r"AccountKey=[A-Za-z0-9+/]{80,}={0,2}",
    "telegram": r"\b\d{8,10}:AA[A-Za-z0-9_\-]{33}",
    "shopify": r"\bshp(?:at|ss|ca|pa)_[a-f0-9]{32}\b",
    "linear": r"\blin_api_[A-Za-z0-9]{40}\b",
    "grafana": r"\bglsa_[A-Za-z0-9]{32}_[a-f0-9]{8}\b",
    "postman": r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b",
    "jwt": r"\beyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{20,}",
    "pem": r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    "conn": r"\b[a-z][a-z0-9+.\-]*://[^\s:/@<>]+:[^\s@<>]{6,}@[\w.\-]+",
    "mssql": r"Password=[^;<>\s]{8,};",
    "datadog": r"DD_API_KEY\W{1,3}[a-f0-9]{32}\b",
    "aws_secret": r"AWS_SECRET_ACCESS_KEY\W{1,3}[A-Za-z0-9+/]{40}(?![A-Za-z0-9+/])",
}
PLACEHOLDER_PW = re.compile(r"(?i)(PASSWORD|<[^>]*>|\$\{)")
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI", "078-05-1120", "123-45-6789",
          "4111 1111 1111 1111", "4242 4242 4242 4242"]
ZW_OR_HIDDEN = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\U000e0000-\U000e007f]")

errors = []


def err(msg):
    errors.append(msg)


def key_hits(text):
    hits = []
    for k, rx in KEY_SHAPES.items():
        for m in re.finditer(rx, text):
            if k == "conn" and PLACEHOLDER_PW.search(m.group(0)):
                continue
            hits.append(k)
    return hits


def digit_runs(text):
    """Digit sequences of 13-19 digits, allowing single spaces or dashes between groups."""
    for m in re.finditer(r"(?<![\w])\d[\d \-]{11,30}\d(?![\w])", text):
        digits = re.sub(r"\D", "", m.group(0))
        if 13 <= len(digits) <= 19:
            yield digits


def check_ips(row):
    for m in re.finditer(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", row["text"]):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            err("%s: malformed dotted quad %s" % (row["id"], m.group(1)))
            continue
        if not any(ip in n for n in DOC_NETS):
            err("%s: IP outside documentation ranges: %s" % (row["id"], ip))


def main():
    ids = set()
    texts = set()
    per = collections.Counter()
    kinds = collections.Counter()
    for cls in EXPECT:
        path = os.path.join(ROOT, cls + ".jsonl")
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        if lines[-1] != "":
            err("%s: missing final newline" % path)
        rows = []
        for i, line in enumerate(lines[:-1], 1):
            try:
                row = json.loads(line)
            except ValueError as e:
                err("%s:%d invalid JSON: %s" % (cls, i, e))
                continue
            if set(row) != FIELDS:
                err("%s:%d fields %s" % (cls, i, sorted(row)))
                continue
            if not all(isinstance(row[k], str) and row[k].strip() for k in FIELDS):
                err("%s:%d empty or non-string field" % (cls, i))
            rows.append(row)
        n = len(rows)
        if abs(n - EXPECT[cls]) > max(3, EXPECT[cls] * 0.05):
            err("%s: %d rows, expected about %d" % (cls, n, EXPECT[cls]))
        for row in rows:
            rid, text = row["id"], row["text"]
            if not rid.startswith("t15b-"):
                err("%s: id prefix" % rid)
            if rid in ids:
                err("duplicate id %s" % rid)
            ids.add(rid)
            if text in texts:
                err("%s: duplicate text" % rid)
            texts.add(text)
            if row["class"] != cls:
                err("%s: class %s in %s.jsonl" % (rid, row["class"], cls))
            if row["lang"] not in LANGS:
                err("%s: lang %s" % (rid, row["lang"]))
            per[(cls, row["lang"])] += 1
            kinds[(cls, row["note"].split(":")[0].split("/")[0])] += 1
            check_ips(row)
            for fam in FAMOUS:
                if fam in text:
                    err("%s: famous documentation example %s" % (rid, fam))
            if re.search(r"\{[a-z0-9]+\}", text) and "{\"ok\"" not in text:
                if re.search(r"\{(name|mgr|team|org|char|date|dom|email|url|ip|sha|sha7|uuid|sha256|n|ver|pw|pin|key|prov|env|card|iban|phone|ssn|nino|b64)\}", text):
                    err("%s: unfilled slot in %r" % (rid, text))
            hits = key_hits(text)
            if cls == "benign":
                if hits:
                    err("%s: key shape %s in benign line" % (rid, hits))
                for d in digit_runs(text):
                    if luhn_ok(d):
                        err("%s: Luhn-valid number %s in benign line" % (rid, d))
                for m in re.finditer(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b", text):
                    if iban_ok(m.group(0)):
                        err("%s: valid IBAN in benign line" % rid)
                if ZW_OR_HIDDEN.search(text):
                    err("%s: hidden control characters in benign line" % rid)
                if re.search(r"\b\d{3}-\d{2}-\d{4}\b", text):
                    err("%s: SSN shape in benign line" % rid)
            if cls == "secret":
                sub = row["note"].split(":")[0]
                if sub.startswith("sec.key/"):
                    prov = sub.split("/")[1]
                    if prov not in KEY_SHAPES or not re.search(KEY_SHAPES[prov], text):
                        err("%s: %s key not in its real shape: %r" % (rid, prov, text[:120]))
                elif sub != "sec.prose":
                    err("%s: unknown secret subkind %s" % (rid, sub))
            if cls == "pii":
                sub = row["note"].split(":")[0]
                if hits:
                    err("%s: key shape in pii line" % rid)
                if sub == "pii.card":
                    runs = list(digit_runs(text))
                    if not runs or not all(luhn_ok(d) for d in runs):
                        err("%s: card number fails Luhn" % rid)
                    if any(d in FAMOUS_CARDS for d in runs):
                        err("%s: famous test card" % rid)
                elif sub == "pii.iban":
                    m = re.search(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,4})?\b", text)
                    if not m or not iban_ok(m.group(0)):
                        err("%s: IBAN fails mod 97" % rid)
                elif sub == "pii.ssn":
                    m = re.search(r"\b(\d{3})-(\d{2})-(\d{4})\b", text)
                    if not m or m.group(1) in ("000", "666") or m.group(1) >= "900" or m.group(2) == "00" or m.group(3) == "0000":
                        err("%s: SSN not in a valid shape" % rid)
                elif sub == "pii.nino":
                    if not re.search(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", text):
                        err("%s: NINO not in a valid shape" % rid)
                elif sub == "pii.phone":
                    if len(re.sub(r"\D", "", text)) < 9:
                        err("%s: no phone number" % rid)
                for d in digit_runs(text):
                    if sub not in ("pii.card", "pii.iban") and luhn_ok(d) and len(d) >= 15:
                        err("%s: stray Luhn-valid number" % rid)

    # injections: family shares
    inj = {k[1]: v for k, v in kinds.items() if k[0] == "injection"}
    total = sum(inj.values())
    op = sum(v for k, v in inj.items() if k.startswith(("override", "persona")))
    obf = inj.get("obfuscated", 0)
    if op < 0.6 * total:
        err("override+persona only %d of %d injections" % (op, total))
    if not 60 <= obf <= 110:
        err("obfuscated injections: %d" % obf)
    en_share = per[("injection", "en")] / float(total)
    if not 0.2 <= en_share <= 0.3:
        err("English share of injections %.2f" % en_share)

    # determinism: rebuild into a temp dir and compare bytes
    with tempfile.TemporaryDirectory() as tmp:
        build.build(tmp)
        for cls in EXPECT:
            a = open(os.path.join(ROOT, cls + ".jsonl"), "rb").read()
            b = open(os.path.join(tmp, cls + ".jsonl"), "rb").read()
            if hashlib.sha256(a).digest() != hashlib.sha256(b).digest():
                err("%s.jsonl differs from a fresh rebuild" % cls)

    print("counts per class x language:")
    for cls in EXPECT:
        print("  %-9s %s  total=%d" % (cls, " ".join("%s=%d" % (l, per[(cls, l)]) for l in sorted(LANGS)),
                                        sum(per[(cls, l)] for l in LANGS)))
    print("injection families: override+persona=%d obfuscated=%d other=%d" % (op, obf, total - op - obf))
    if errors:
        print("\n%d problem(s):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
