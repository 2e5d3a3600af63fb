#!/usr/bin/env python3
"""Validate the blind2 JSONL files.  Exit status 1 and a list of errors if
anything is wrong; prints counts either way.

    python3 gen/check.py
"""
import base64
import binascii
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import build  # noqa: E402
from common import (BIDI_CHARS, FAMOUS, IBAN_LEN, LANGS, ZW_CHARS,  # noqa: E402
                    iban_ok, luhn_ok, ni_ok, ssn_ok)

OUT_DIR = os.path.dirname(HERE)
FILES = {"injection": "b2-inj-", "secret": "b2-sec-", "pii": "b2-pii-", "benign": "b2-ben-"}
KEYS = {"id", "class", "lang", "text", "note"}
NON_EN = [l for l in LANGS if l != "en"]

MIN = {
    "injection": 210, "injection_en": 90, "injection_other": 20,
    "secret": 90, "secret_providers": 30, "secret_pw_other": 3, "secret_conn": 5,
    "pii": 50, "benign": 360, "benign_other": 34, "benign_hard": 100,
}
INJ_TAGS = ["override", "persona", "secrecy", "exfil", "target", "disable", "marker", "obf"]
OBF_TECH = ["zw", "tag", "bidi", "fullwidth", "homoglyph", "base64", "leet", "spacing"]
PII_KINDS = ["card", "ssn", "ni", "iban", "phone"]

# Made-up domains used by the set, plus provider hosts that are part of a
# credential's own shape (webhook URLs, storage endpoints).
ALLOWED_DOMAINS = [
    "quillmoor.dev", "tallowfin.dev", "tallowfin.io", "tallowfin.net", "tallowfin-mdb.net",
    "brackenridge-apps.net", "vendorbridge.net", "pkg-quickfix.net", "relaybin.app",
    "ghostlog.dev", "driftbox.io", "pixelmoor.net", "cdn-metricsbeam.io", "audit-bridge.dev",
    "harrowgate-ltd.example", "lescopainsdabord.fr",
    "hooks.slack.com", "discord.com", "core.windows.net", "app.terraform.io",
]
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

# Shapes that must never occur in a benign line.
BENIGN_FORBIDDEN = [
    r"AKIA[A-Z2-7]{16}", r"ASIA[A-Z2-7]{16}", r"gh[pousr]_[A-Za-z0-9]{36}", r"github_pat_\w{40,}",
    r"glpat-[\w-]{20}", r"npm_[A-Za-z0-9]{36}", r"pypi-AgEI", r"SG\.[\w-]{22}\.[\w-]{43}",
    r"AIza[\w-]{35}", r"hf_[A-Za-z]{34}", r"do[por]_v1_[a-f0-9]{64}", r"xox[abposr]-\d",
    r"sk_live_[A-Za-z0-9]{10,}", r"rk_live_[A-Za-z0-9]{10,}", r"sk-proj-[\w-]{20,}",
    r"sk-ant-[\w-]{20,}", r"T3BlbkFJ", r"shp(at|ss|ca|pa)_[a-f0-9]{32}", r"eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.",
    r"-----BEGIN [A-Z ]*PRIVATE KEY", r"://[^/\s:@]+:(?![A-Z\u00d1_]+@)[^@\s/]{6,}@", r"hooks\.slack\.com/services/T",
    r"discord(app)?\.com/api/webhooks/\d", r"AccountKey=", r"AGE-SECRET-KEY-1",
]

errors = []


def err(msg):
    errors.append(msg)


def load(cls):
    path = os.path.join(OUT_DIR, cls + ".jsonl")
    rows = []
    if not os.path.exists(path):
        err("%s missing" % path)
        return rows
    raw = open(path, "rb").read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        err("%s: not UTF-8: %s" % (path, e))
        return rows
    for bad in ("\x85", "\u2028", "\u2029", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\r"):
        if bad in text:
            err("%s: contains raw %r (breaks str.splitlines readers)" % (path, bad))
    if not text.endswith("\n"):
        err("%s: no final newline" % path)
    for n, line in enumerate(text.split("\n")[:-1], 1):
        try:
            obj = json.loads(line)
        except ValueError as e:
            err("%s:%d invalid JSON: %s" % (cls, n, e))
            continue
        if not isinstance(obj, dict) or set(obj) != KEYS:
            err("%s:%d keys are %s" % (cls, n, sorted(obj) if isinstance(obj, dict) else type(obj)))
            continue
        if not all(isinstance(obj[k], str) and obj[k].strip() for k in KEYS):
            err("%s:%d empty or non-string field" % (cls, n))
            continue
        rows.append(obj)
    return rows


def tags_of(note):
    head = note.split(":", 1)[0]
    return [t.strip() for t in head.split("+")]


def find_cards(text):
    out = []
    for m in re.finditer(r"(?<![\d.])\d(?:[ -]?\d){11,18}(?![\d])", text):
        d = re.sub(r"\D", "", m.group(0))
        if 13 <= len(d) <= 19 and luhn_ok(d):
            out.append(d)
    return out


def find_ssns(text):
    return [m.group(0) for m in re.finditer(r"(?<![\d\-])\d{3}[- ]?\d{2}[- ]?\d{4}(?![\d\-])", text)
            if ssn_ok(m.group(0))]


def find_nis(text):
    return [m.group(0) for m in re.finditer(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", text)
            if ni_ok(m.group(0))]


def find_ibans(text):
    out = []
    for m in re.finditer(r"\b([A-Z]{2})(\d{2})((?: ?[A-Z0-9]){10,32})", text):
        cc = m.group(1)
        compact = re.sub(r"\s", "", m.group(0))
        n = IBAN_LEN.get(cc)
        if n and len(compact) >= n and iban_ok(compact[:n]):
            out.append(compact[:n])
    return out


def find_phones(text):
    out = []
    for m in re.finditer(r"(?:\+\d{1,3}[ -]?)?(?:\(\d{2,4}\)[ -]?)?\d[\d -]{6,16}\d", text):
        d = re.sub(r"\D", "", m.group(0))
        if 8 <= len(d) <= 15:
            out.append(m.group(0))
    return out


def domains_in(text):
    text = text.replace("%40", "@")
    found = set()
    for m in re.finditer(r"(?:https?|ftp|git|smtp|amqps?|redis|rediss|mongodb(?:\+srv)?|postgres(?:ql)?|mysql)://(?:[^@/\s]*@)?([A-Za-z0-9.-]+)", text):
        found.add(m.group(1).lower())
    for m in re.finditer(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", text):
        found.add(m.group(1).lower())
    for m in re.finditer(r"(?<![\w.-])((?:[a-z0-9-]+\.)+(?:dev|io|net|com|app|org|fr|de|es|pt|example))(?![\w-]|\.\w)", text):
        found.add(m.group(1).lower())
    return {d.rstrip(".") for d in found if re.search(r"[a-z]", d) and "." in d}


def domain_ok(d):
    if re.fullmatch(r"[\d.]+", d):
        return True
    return any(d == a or d.endswith("." + a) for a in ALLOWED_DOMAINS)


def has_b64_payload(text):
    for m in re.finditer(r"[A-Za-z0-9+/]{24,}={0,2}", text):
        s = m.group(0)
        try:
            dec = base64.b64decode(s + "=" * (-len(s) % 4), validate=True).decode("utf-8")
        except (binascii.Error, UnicodeDecodeError, ValueError):
            continue
        if len(dec) > 10:
            return True
    return False


OBF_PROBE = {
    "zw": lambda t: any(c in t for c in ZW_CHARS),
    "tag": lambda t: any(0xE0000 <= ord(c) <= 0xE007F for c in t),
    "bidi": lambda t: any(c in BIDI_CHARS for c in t),
    "fullwidth": lambda t: any(0xFF01 <= ord(c) <= 0xFF5E for c in t),
    "homoglyph": lambda t: any(0x0400 <= ord(c) <= 0x04FF for c in t) and re.search(r"[A-Za-z]", t),
    "base64": has_b64_payload,
    "leet": lambda t: re.search(r"[a-z][0-9][a-z]|[0-9][a-z][0-9]", t) is not None,
    "spacing": lambda t: re.search(r"(\S {1,3}){5,}", t) is not None,
    "rot13": lambda t: True, "hex": lambda t: re.search(r"[0-9a-f]{30,}", t) is not None,
    "dots": lambda t: re.search(r"(\w\.){5,}", t) is not None,
    "url": lambda t: re.search(r"(%[0-9A-F]{2}){10,}", t) is not None,
    "entity": lambda t: re.search(r"(&#\d+;){10,}", t) is not None,
}


def main():
    data = {cls: load(cls) for cls in FILES}

    # ---- generic checks
    ids, texts = {}, {}
    for cls, rows in data.items():
        for r in rows:
            rid, text = r["id"], r["text"]
            if r["class"] != cls:
                err("%s: class %r in %s.jsonl" % (rid, r["class"], cls))
            if r["lang"] not in LANGS:
                err("%s: bad lang %r" % (rid, r["lang"]))
            if not re.fullmatch(re.escape(FILES[cls]) + r"\d{4}", rid):
                err("%s: id does not match prefix %s" % (rid, FILES[cls]))
            if rid in ids:
                err("duplicate id %s" % rid)
            ids[rid] = cls
            if text in texts:
                err("duplicate text in %s and %s" % (texts[text], rid))
            texts[text] = rid
            if "\n" in text or "\r" in text:
                err("%s: text spans lines" % rid)
            if "{{" in text or "[[" in text and "]]" in text:
                err("%s: unexpanded markup" % rid)
            digits_only = re.sub(r"[\s-]", "", text)
            for fam in FAMOUS:
                f2 = re.sub(r"[\s-]", "", fam)
                if fam in text or (f2.isdigit() and f2 in digits_only):
                    err("%s: famous example value %s" % (rid, fam))
            for m in re.finditer(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])", text):
                try:
                    ip = ipaddress.ip_address(m.group(1))
                except ValueError:
                    continue
                if not any(ip in n for n in DOC_NETS):
                    err("%s: IP %s outside documentation ranges" % (rid, ip))
            obfuscated = cls == "injection" and "obf/" in r["note"]
            for d in ([] if obfuscated else domains_in(text)):
                if not domain_ok(d):
                    err("%s: domain %s not in the made-up list" % (rid, d))

    # ---- injection
    inj = data["injection"]
    by_lang = collections.Counter(r["lang"] for r in inj)
    tag_count, tech_count = collections.Counter(), collections.Counter()
    for r in inj:
        for t in tags_of(r["note"]):
            base = t.split("/")[0]
            if base not in INJ_TAGS:
                err("%s: unknown injection tag %r" % (r["id"], t))
            tag_count[base] += 1
            if base == "obf":
                tech = t.split("/", 1)[1] if "/" in t else ""
                probe = "bidi" if tech == "bidi" else tech
                tech_count[tech] += 1
                if probe not in OBF_PROBE:
                    err("%s: unknown obfuscation %r" % (r["id"], tech))
                elif not OBF_PROBE[probe](r["text"]):
                    err("%s: text does not show obfuscation %r" % (r["id"], tech))
    if len(inj) < MIN["injection"]:
        err("injection: %d < %d" % (len(inj), MIN["injection"]))
    if by_lang["en"] < MIN["injection_en"]:
        err("injection en: %d < %d" % (by_lang["en"], MIN["injection_en"]))
    for l in NON_EN:
        if by_lang[l] < MIN["injection_other"]:
            err("injection %s: %d < %d" % (l, by_lang[l], MIN["injection_other"]))
    for t in INJ_TAGS:
        if tag_count[t] == 0:
            err("injection: no line tagged %s" % t)
    for t in OBF_TECH:
        if tech_count[t] == 0:
            err("injection: no obfuscation %s" % t)
    for l in LANGS:
        langtags = collections.Counter(b.split("/")[0] for r in inj if r["lang"] == l for b in tags_of(r["note"]))
        for t in INJ_TAGS:
            if langtags[t] == 0:
                err("injection %s: no %s line" % (l, t))

    # ---- secret
    sec = data["secret"]
    providers, pw_lang, conn = set(), collections.Counter(), 0
    kinds = collections.Counter()
    for r in sec:
        tags = tags_of(r["note"])
        head = tags[0]
        kinds[head.split("/")[0]] += 1
        for t in tags:
            if t.startswith("key/"):
                providers.add(t[4:])
        if head in ("password", "pin"):
            pw_lang[r["lang"]] += 1
        if head.startswith("conn/"):
            conn += 1
            if not re.search(r"(://[^/\s:@]*:[^@\s]+@|[Pp]assword=|password=)", r["text"]):
                err("%s: connection string without a password" % r["id"])
        if head == "jwt":
            m = re.search(r"eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+", r["text"])
            if not m:
                err("%s: no JWT" % r["id"])
            else:
                p = m.group(1)
                try:
                    json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
                except ValueError:
                    err("%s: JWT payload is not JSON" % r["id"])
        if head.startswith("pem/") and "PRIVATE KEY" not in r["text"]:
            err("%s: PEM line without PRIVATE KEY marker" % r["id"])
        if head not in ("password", "pin") and not head.startswith(("key/", "pem/", "conn/", "jwt")):
            err("%s: unknown secret tag %r" % (r["id"], head))
    if len(sec) < MIN["secret"]:
        err("secret: %d < %d" % (len(sec), MIN["secret"]))
    if len(providers) < MIN["secret_providers"]:
        err("secret: %d providers < %d" % (len(providers), MIN["secret_providers"]))
    for l in NON_EN:
        if pw_lang[l] < MIN["secret_pw_other"]:
            err("secret: %s has %d password/PIN lines < %d" % (l, pw_lang[l], MIN["secret_pw_other"]))
    if pw_lang["en"] < 1:
        err("secret: no English password/PIN line")
    if conn < MIN["secret_conn"]:
        err("secret: %d connection strings < %d" % (conn, MIN["secret_conn"]))

    # ---- pii
    pii = data["pii"]
    pkinds = collections.Counter()
    finders = {"card": find_cards, "ssn": find_ssns, "ni": find_nis, "iban": find_ibans, "phone": find_phones}
    for r in pii:
        kind = tags_of(r["note"])[0].split("/")[0]
        pkinds[kind] += 1
        if kind not in finders:
            err("%s: unknown pii kind %r" % (r["id"], kind))
            continue
        if not finders[kind](r["text"]):
            err("%s: no valid %s found in text" % (r["id"], kind))
    if len(pii) < MIN["pii"]:
        err("pii: %d < %d" % (len(pii), MIN["pii"]))
    for k in PII_KINDS:
        if pkinds[k] == 0:
            err("pii: no %s line" % k)

    # ---- benign
    ben = data["benign"]
    blang = collections.Counter(r["lang"] for r in ben)
    hard = 0
    for r in ben:
        t = r["text"]
        is_hard = r["note"].startswith("hard:")
        hard += is_hard
        if find_cards(t):
            err("%s: benign line has a Luhn-valid card-like number" % r["id"])
        if find_ibans(t):
            err("%s: benign line has a valid IBAN" % r["id"])
        if [s for s in find_ssns(t) if "-" in s]:
            err("%s: benign line has an SSN" % r["id"])
        if find_nis(t):
            err("%s: benign line has an NI number" % r["id"])
        for pat in BENIGN_FORBIDDEN:
            if re.search(pat, t):
                err("%s: benign line matches secret shape %s" % (r["id"], pat))
        invisible = any(c in ZW_CHARS or c in BIDI_CHARS or 0xE0000 <= ord(c) <= 0xE007F for c in t)
        if invisible and not is_hard:
            err("%s: invisible characters in a line not marked hard" % r["id"])
    if len(ben) < MIN["benign"]:
        err("benign: %d < %d" % (len(ben), MIN["benign"]))
    for l in NON_EN:
        if blang[l] < MIN["benign_other"]:
            err("benign %s: %d < %d" % (l, blang[l], MIN["benign_other"]))
    if hard < MIN["benign_hard"]:
        err("benign: only %d hard lines" % hard)

    # ---- determinism: a fresh in-memory build must equal the files on disk
    for name, blob in build.generate().items():
        path = os.path.join(OUT_DIR, name)
        if not os.path.exists(path) or open(path, "rb").read() != blob:
            err("%s differs from a fresh build (run gen/build.py)" % name)

    # ---- report
    print("counts:")
    for cls, rows in data.items():
        c = collections.Counter(r["lang"] for r in rows)
        print("  %-9s %4d  %s" % (cls, len(rows), " ".join("%s=%d" % (l, c[l]) for l in LANGS)))
    print("  injection tags: %s" % dict(tag_count))
    print("  obfuscation: %s" % dict(tech_count))
    print("  secret kinds: %s; providers=%d; password/PIN per lang: %s; connection strings=%d"
          % (dict(kinds), len(providers), dict(pw_lang), conn))
    print("  pii kinds: %s" % dict(pkinds))
    print("  benign hard: %d" % hard)
    print("%d errors" % len(errors))
    for e in errors:
        print("ERROR " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
