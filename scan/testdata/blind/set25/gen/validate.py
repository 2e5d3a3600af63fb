#!/usr/bin/env python3
"""Validate the s25 set.  python3 gen/validate.py  (exit 1 on any failure)."""
import sys
sys.dont_write_bytecode = True
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from keys import luhn_ok, iban_valid  # noqa: E402

FILES = {"injection.jsonl": ("injection", "inj", 560), "secret.jsonl": ("secret", "sec", 175),
         "pii.jsonl": ("pii", "pii", 60), "benign.jsonl": ("benign", "ben", 580)}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FIELDS = ["id", "class", "lang", "text", "note"]
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111111111111111", "4242424242424242",
          "5555555555554444", "378282246310005", "078-05-1120", "219-09-9999", "123-45-6789",
          "QQ123456C", "DE89370400440532013000", "GB82WEST12345698765432", "xoxb-123", "sk_test_4eC39HqLyjWDarjtT1zdp7dc"]

KEY_RULES = [
    r"\b(?:AKIA|ASIA)[A-Z2-7]{16}\b", r"\bgh[pousr]_[A-Za-z0-9]{36}\b", r"\bgithub_pat_\w{82}\b",
    r"\bglpat-[\w-]{20}\b", r"\bglrt-[\w-]{20}\b", r"\bnpm_[A-Za-z0-9]{36}\b", r"\bpypi-AgEIcHlwaS5vcmc[\w-]{50,}",
    r"\bSG\.[\w-]{22}\.[\w-]{43}\b", r"\bAIza[\w-]{35}\b", r"\bGOCSPX-[\w-]{28}\b", r"\bhf_[A-Za-z]{34}\b",
    r"\bdo[po]_v1_[a-f0-9]{64}\b", r"\bkey-[a-f0-9]{32}\b", r"\bxox[abposr]-[\w-]{20,}",
    r"hooks\.slack\.com/services/T\w+/B\w+/\w{24}", r"discord(?:app)?\.com/api/webhooks/\d+/[\w-]{60,}",
    r"\b[MN][A-Za-z\d]{23,27}\.[\w-]{6}\.[\w-]{27,}\b", r"\b[rs]k_live_[A-Za-z0-9]{24,}\b", r"\bwhsec_[A-Za-z0-9]{32,}\b",
    r"\bsk-proj-[\w-]{40,}", r"\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b", r"\bsk-ant-(?:api|admin)\d\d-[\w-]{80,}",
    r"\bAC[a-f0-9]{32}\b.{0,5}\b[a-f0-9]{32}\b", r"\bSK[a-f0-9]{32}\b", r"AccountKey=[A-Za-z0-9+/]{80,}={0,2}",
    r"\b\w{3}\dQ~[\w.~-]{34}", r"\b\d{8,10}:AA[\w-]{33}\b", r"\bshp(?:at|ss|ca|pa)_[a-f0-9]{32}\b",
    r"\blin_api_[A-Za-z0-9]{40}\b", r"\bntn_\d{11}[A-Za-z0-9]{35}\b", r"\bhvs\.[\w-]{90,}", r"\bATATT3[\w=-]{150,}",
    r"\bfigd_[\w-]{40}\b", r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b", r"\bsntry[us]_[\w=]{40,}", r"\bsbp_[a-f0-9]{40}\b",
    r"\bglsa_[A-Za-z0-9]{32}_[a-f0-9]{8}\b", r"\b[A-Za-z0-9]{14}\.atlasv1\.[A-Za-z0-9]{60,}", r"\bdapi[a-f0-9]{32}\b",
    r"\bNRAK-[A-Z0-9]{27}\b", r"\bdp\.pt\.[A-Za-z0-9]{40,}", r"\bdckr_pat_[\w-]{27}\b", r"\br8_[A-Za-z0-9]{37}\b",
    r"\bgsk_[A-Za-z0-9]{52}\b", r"\btskey-auth-\w+-\w+", r"\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b",
    r"\bpscale_pw_[\w-]{40,}", r"\bEAAA[\w-]{60}\b", r"\bAGE-SECRET-KEY-1[0-9A-Z]{58}\b", r"\bxai-[A-Za-z0-9]{80}\b",
    r"\bpplx-[A-Za-z0-9]{48}\b", r"\bCCIPAT_\w{22}_[a-f0-9]{40}\b", r"\bbkua_[a-f0-9]{40}\b", r"\bpul-[a-f0-9]{40}\b",
    r"\bnfp_[A-Za-z0-9]{36}\b", r"\bre_[A-Za-z0-9]{8}_[A-Za-z0-9]{24}\b", r"\bxkeysib-[a-f0-9]{64}-\w{16}\b",
    r"\b[a-f0-9]{32}-us\d{1,2}\b", r"\bAAAA[\w-]{7}:APA91b[\w-]{100,}", r"\bsk\.eyJ[\w-]+\.[\w-]{20,}",
    r"\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}", r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    r"[a-z][a-z0-9+.-]*://[^\s/:@]*:(?!(?:PASSWORD|PASS|password|<[^>@]*>|\*+|x+|CHANGE_?ME)@)[^\s/@]{6,}@", r"(?i)\bpassword=[^\s;&]{8,}",
    # context-dependent shapes: only with the provider's variable / name nearby
    r"(?:HEROKU_API_KEY|Heroku).{0,40}\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
    r"(?:DD_API_KEY|DD_APP_KEY|Datadog).{0,40}\b[a-f0-9]{32,40}\b",
    r"(?:ALGOLIA_ADMIN_KEY|Algolia).{0,40}\b[a-f0-9]{32}\b",
    r"(?:CLOUDFLARE_API_TOKEN|Cloudflare).{0,40}[\w-]{40}",
    r"(?:OKTA_API_TOKEN|Okta).{0,40}\b00[\w-]{40}",
]
KEY_RE = [re.compile(p, re.S) for p in KEY_RULES]
IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?)\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DIGITRUN_RE = re.compile(r"(?<![\w])(\d[\d -]{11,23}\d)(?![\w])")
SSN_RE = re.compile(r"\b(\d{3})-(\d{2})-(\d{4})\b")
NINO_RE = re.compile(r"\b([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")

errors = []


def err(msg):
    errors.append(msg)


def key_hits(text):
    return [p.pattern[:40] for p in KEY_RE if p.search(text)]


def luhn_runs(text):
    out = []
    for m in DIGITRUN_RE.finditer(text):
        d = re.sub(r"[ -]", "", m.group(1))
        if 13 <= len(d) <= 19 and luhn_ok(d):
            out.append(m.group(1))
    return out


def main():
    ids = set()
    for fname, (cls, short, size) in FILES.items():
        path = os.path.join(ROOT, fname)
        rows = []
        with open(path, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                try:
                    obj = json.loads(line)
                except ValueError as e:
                    err("%s:%d invalid JSON (%s)" % (fname, n, e))
                    continue
                rows.append(obj)
                if list(obj.keys()) != FIELDS:
                    err("%s:%d fields %s" % (fname, n, list(obj.keys())))
                    continue
                if any(not isinstance(obj[k], str) or not obj[k] for k in FIELDS):
                    err("%s:%d empty/non-string field" % (fname, n))
                if obj["class"] != cls:
                    err("%s:%d class %s" % (fname, n, obj["class"]))
                if obj["lang"] not in LANGS:
                    err("%s:%d lang %s" % (fname, n, obj["lang"]))
                if not re.fullmatch(r"s25-%s-%s-\d{3}" % (short, obj["lang"]), obj["id"]):
                    err("%s:%d bad id %s" % (fname, n, obj["id"]))
                if obj["id"] in ids:
                    err("duplicate id %s" % obj["id"])
                ids.add(obj["id"])
        if abs(len(rows) - size) > size * 0.05:
            err("%s: %d rows, brief says about %d" % (fname, len(rows), size))
        texts = [r["text"] for r in rows]
        if len(set(texts)) != len(texts):
            err("%s: duplicate texts" % fname)
        for r in rows:
            t, note, rid = r["text"], r["note"], r["id"]
            for f in FAMOUS:
                if f in t.replace(" ", "").replace("-", "") or f in t:
                    err("%s famous example %s" % (rid, f))
            for ip in IP_RE.findall(t):
                try:
                    a = ipaddress.ip_address(ip)
                except ValueError:
                    continue
                if not any(a in net for net in DOC_NETS):
                    err("%s IP outside documentation ranges: %s" % (rid, ip))
            for m in IBAN_RE.finditer(t):
                cand = m.group(1).replace(" ", "")
                if len(cand) >= 15 and cand[:2] in ("DE", "FR", "ES", "PT", "GB", "NL", "IT", "BE"):
                    if not iban_valid(cand):
                        err("%s IBAN with bad check digits: %s" % (rid, m.group(1)))
                    elif cls == "benign":
                        err("%s valid IBAN in benign" % rid)
            if cls == "benign":
                hits = key_hits(t)
                if hits:
                    err("%s key shape in benign: %s" % (rid, hits))
                if luhn_runs(t):
                    err("%s Luhn-valid number in benign: %s" % (rid, luhn_runs(t)))
                if SSN_RE.search(t) or NINO_RE.search(t):
                    err("%s SSN/NINO shape in benign" % rid)
            if cls == "injection" and key_hits(t):
                err("%s key shape inside an injection line: %s" % (rid, key_hits(t)))
            if cls == "secret":
                if note.startswith("secret/prose"):
                    if not re.search(r"\d{4}|[A-Za-z].*\d|\d.*[A-Za-z]", t):
                        err("%s prose secret without a value" % rid)
                elif not key_hits(t):
                    err("%s secret line matches no key-shape rule: %r" % (rid, t[:90]))
            if cls == "pii":
                kind = note.split(":", 1)[0].split("/", 1)[1]
                if kind in ("card", "amex"):
                    runs = luhn_runs(t)
                    if not runs:
                        err("%s card without a Luhn-valid number" % rid)
                    if kind == "amex" and not any(len(re.sub(r"\D", "", x)) == 15 for x in runs):
                        err("%s amex not 15 digits" % rid)
                elif kind == "iban":
                    if not any(iban_valid(m.group(1)) for m in IBAN_RE.finditer(t)):
                        err("%s no valid IBAN" % rid)
                elif kind == "ssn":
                    m = SSN_RE.search(t)
                    if not m or m.group(1) in ("000", "666") or m.group(1)[0] == "9" or m.group(2) == "00" or m.group(3) == "0000":
                        err("%s invalid SSN" % rid)
                elif kind == "nino":
                    m = NINO_RE.search(t)
                    if not m or m.group(1) in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
                        err("%s invalid NINO" % rid)
                elif kind == "phone":
                    if not re.search(r"\d[\d ()-]{7,}\d", t):
                        err("%s phone missing" % rid)
                if kind != "phone" and key_hits(t):
                    err("%s key shape in pii" % rid)
        print("%-16s %4d rows  %s" % (fname, len(rows),
              " ".join("%s=%d" % (l, sum(1 for r in rows if r["lang"] == l)) for l in sorted(LANGS))))
    if errors:
        for e in errors[:200]:
            print("FAIL", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    print("OK: all checks passed")


if __name__ == "__main__":
    main()
