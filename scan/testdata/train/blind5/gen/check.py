#!/usr/bin/env python3
"""Validate the blind5 evaluation set. Exits 1 on any error. Standard library only."""
import ipaddress
import json
import os
import re
import sys
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
FILES = {"injection": ("injection.jsonl", "inj"), "secret": ("secret.jsonl", "sec"),
         "pii": ("pii.jsonl", "pii"), "benign": ("benign.jsonl", "ben")}
MIN_TOTAL = {"injection": 420, "secret": 180, "pii": 60, "benign": 560}
MIN_LANG = {"injection": {"en": 150, **{l: 45 for l in LANGS[1:]}},
            "benign": {"en": 200, **{l: 55 for l in LANGS[1:]}}}
INJ_CLASSES = ["override", "role", "secrecy", "exfil", "target", "disable", "fake-turn",
               "fake-tool", "authority", "conditional", "embedded"]
OBF_TECHS = ["zero-width", "tags", "bidi", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
          "4111111111111111", "4242424242424242", "5555555555554444", "5105105105105100",
          "378282246310005", "371449635398431", "4012888888881881", "6011111111111117",
          "4000056655665556", "5200828282828210",
          "QQ123456C", "AB123456C", "DE89370400440532013000", "GB82WEST12345698765432",
          "GB29NWBK60161331926819", "FR1420041010050500013M02606", "DE44500105175407324931",
          "ES9121000418450200051332", "NL91ABNA0417164300", "BE68539007547034",
          "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe",
          "xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"]
FAMOUS_RAW = ["078-05-1120", "123-45-6789", "219-09-9999", "457-55-5462"]
ALLOWED_REAL_HOSTS = {"discord.com", "hooks.slack.com", "localhost"}
ALLOWED_SUFFIXES = (".example", ".test", ".invalid", ".local", ".gserviceaccount.com")
HIDDEN = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]")

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


def iban_ok(ib):
    ib = ib.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", ib):
        return False
    num = "".join(str(int(c, 36)) for c in ib[4:] + ib[:4])
    return int(num) % 97 == 1


IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b")
CARD_RE = re.compile(r"(?<![\d])(?:\d[ -]?){12,18}\d(?![\d])")
SSN_RE = re.compile(r"\b(\d{3})-(\d{2})-(\d{4})\b")
NINO_RE = re.compile(r"\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
PHONE_RE = re.compile(r"(?:\+\d{1,3}[ ()\d-]{7,}\d|\(?\d{2,4}\)?[ -]?\d{3,5}[ -]\d{3,4}|\b\d{3}-\d{4}-\d{4}\b|\b1\d{2} \d{4} \d{4}\b)")
IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
URL_RE = re.compile(r"(?:https?|ftp)://([A-Za-z0-9.-]+)")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def check_hosts(rid, text):
    for host in URL_RE.findall(text) + EMAIL_RE.findall(text):
        h = host.lower().rstrip(".")
        if h in ALLOWED_REAL_HOSTS or h.endswith(ALLOWED_SUFFIXES):
            continue
        try:
            ip = ipaddress.ip_address(h)
            if any(ip in n for n in DOC_NETS):
                continue
        except ValueError:
            pass
        err("%s: host/domain not made-up or allowed: %s" % (rid, host))
    for ip in IPV4_RE.findall(text):
        try:
            a = ipaddress.ip_address(ip)
        except ValueError:
            continue
        if str(a) == "0.0.0.0" or any(a in n for n in DOC_NETS):
            continue
        err("%s: IP outside documentation ranges: %s" % (rid, ip))


def main():
    all_ids = set()
    data = {}
    for cls, (fname, short) in FILES.items():
        path = os.path.join(ROOT, fname)
        rows = []
        if not os.path.exists(path):
            err("missing file %s" % fname)
            data[cls] = rows
            continue
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                try:
                    obj = json.loads(line)
                except json.JSONDecodeError as e:
                    err("%s:%d: bad JSON: %s" % (fname, n, e))
                    continue
                if not isinstance(obj, dict) or set(obj) != {"id", "class", "lang", "text", "note"}:
                    err("%s:%d: wrong keys %s" % (fname, n, sorted(obj) if isinstance(obj, dict) else obj))
                    continue
                if not all(isinstance(obj[k], str) and obj[k].strip() for k in obj):
                    err("%s:%d: empty or non-string field" % (fname, n))
                if obj["class"] != cls:
                    err("%s:%d: class %r in %s" % (fname, n, obj["class"], fname))
                if obj["lang"] not in LANGS:
                    err("%s:%d: bad lang %r" % (fname, n, obj["lang"]))
                m = re.fullmatch(r"b5-(inj|sec|pii|ben)-([a-z]{2})-(\d{3})", obj["id"])
                if not m or m.group(1) != short or m.group(2) != obj["lang"]:
                    err("%s:%d: bad id %r" % (fname, n, obj["id"]))
                if obj["id"] in all_ids:
                    err("duplicate id %s" % obj["id"])
                all_ids.add(obj["id"])
                if "\n" in obj["text"]:
                    err("%s: multi-line text" % obj["id"])
                rows.append(obj)
        data[cls] = rows
        texts = Counter(r["text"] for r in rows)
        for t, c in texts.items():
            if c > 1:
                err("%s: duplicate text x%d: %s" % (fname, c, t[:60]))

    # counts
    for cls, rows in data.items():
        if len(rows) < MIN_TOTAL[cls]:
            err("%s: %d rows < %d" % (cls, len(rows), MIN_TOTAL[cls]))
        per = Counter(r["lang"] for r in rows)
        for lang, mn in MIN_LANG.get(cls, {}).items():
            if per[lang] < mn:
                err("%s/%s: %d rows < %d" % (cls, lang, per[lang], mn))
        for lang in LANGS:
            if per[lang] == 0:
                err("%s: no rows in %s" % (cls, lang))

    inj = data["injection"]
    notes = " ".join(r["note"] for r in inj)
    for c in INJ_CLASSES:
        if not re.search(r"(?:^|[\s:+])%s\b" % re.escape(c), notes):
            err("injection class not covered: %s" % c)
    obf = [r for r in inj if r["note"].startswith("obfuscated:")]
    for t in OBF_TECHS:
        if not any(r["note"].startswith("obfuscated:%s:" % t) for r in obf):
            err("obfuscation technique not covered: %s" % t)
    share = len(obf) / max(1, len(inj))
    if not 0.10 <= share <= 0.15:
        err("obfuscated share %.3f not about 12%%" % share)

    ben = data["benign"]
    hard = [r for r in ben if r["note"].startswith("hard:")]
    if len(hard) < 0.6 * len(ben):
        err("hard benign %d < 60%% of %d" % (len(hard), len(ben)))
    for r in ben:
        if HIDDEN.search(r["text"]):
            err("%s: hidden/control characters in benign" % r["id"])
        if re.search(r"(gh[po]_[A-Za-z0-9]{20}|glpat-[\w-]{20}|xox[bp]-\d|sk_live_\w{10}|sk-ant-\w|AKIA[A-Z2-7]{16}|-----BEGIN [A-Z ]*PRIVATE KEY)", r["text"]):
            err("%s: key-like material in benign" % r["id"])
        for m in CARD_RE.findall(r["text"]):
            d = re.sub(r"\D", "", m)
            if 13 <= len(d) <= 19 and luhn_ok(d):
                err("%s: Luhn-valid number in benign: %s" % (r["id"], m))
        for m in IBAN_RE.findall(r["text"]):
            if iban_ok(m):
                err("%s: valid IBAN in benign: %s" % (r["id"], m))

    # pii validity
    for r in data["pii"]:
        t, note, found = r["text"], r["note"], False
        if note.startswith("card"):
            cards = [re.sub(r"\D", "", m) for m in CARD_RE.findall(t)]
            cards = [c for c in cards if 13 <= len(c) <= 19]
            if not cards:
                err("%s: card note but no card number" % r["id"])
            for c in cards:
                if not luhn_ok(c):
                    err("%s: card not Luhn-valid: %s" % (r["id"], c))
            found = bool(cards)
        ibans = IBAN_RE.findall(t)
        for m in ibans:
            if not iban_ok(m):
                err("%s: IBAN check digits invalid: %s" % (r["id"], m))
        if note.startswith("iban") and not ibans:
            err("%s: iban note but no IBAN" % r["id"])
        found = found or bool(ibans)
        for a, g, s in SSN_RE.findall(t):
            if a in ("000", "666") or a >= "900" or g == "00" or s == "0000":
                err("%s: SSN out of valid ranges" % r["id"])
            found = True
        if note.startswith("nino") and not NINO_RE.search(t):
            err("%s: nino note but no valid NINO" % r["id"])
        found = found or bool(NINO_RE.search(t)) or bool(PHONE_RE.search(t))
        if not found:
            err("%s: no recognisable personal data" % r["id"])

    # famous examples + made-up hosts/IPs everywhere
    for cls, rows in data.items():
        for r in rows:
            flat = re.sub(r"[\s-]", "", r["text"])
            for f in FAMOUS:
                if re.sub(r"[\s-]", "", f) in flat:
                    err("%s: famous documentation example present: %s" % (r["id"], f))
            for f in FAMOUS_RAW:
                if f in r["text"]:
                    err("%s: famous documentation example present: %s" % (r["id"], f))
            check_hosts(r["id"], r["text"])
            if cls != "injection" and HIDDEN.search(r["text"]):
                err("%s: hidden characters outside injection" % r["id"])

    # summary
    for cls, rows in data.items():
        per = Counter(r["lang"] for r in rows)
        print("%-10s %4d  " % (cls, len(rows)) + " ".join("%s=%d" % (l, per[l]) for l in LANGS))
    print("obfuscated injections: %d (%.1f%%)" % (len(obf), 100 * share))
    print("hard benign: %d of %d (%.1f%%)" % (len(hard), len(ben), 100 * len(hard) / max(1, len(ben))))
    if errors:
        for e in errors[:200]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
