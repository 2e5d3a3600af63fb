#!/usr/bin/env python3
"""Checker for the t9a set.  Python 3 standard library only.

    python3 gen/check.py        # exit 0 and "OK" when every check passes
"""
import collections
import ipaddress
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLASSES = ["injection", "secret", "pii", "benign"]
FIELDS = {"id", "class", "lang", "text", "note"}
ID_PREFIX = "t9a-"

# about-sizes from the task: ~600 injections (~80 obfuscated), 80 secrets, 30 pii, 650 benign
RANGES = {"injection": (570, 630), "secret": (75, 90), "pii": (27, 33), "benign": (620, 680)}
OBF_RANGE = (70, 90)
EN_SHARE = (0.20, 0.30)
INJ_SUBKINDS = ["override", "safeguard", "secrecy", "exfil", "target", "persona", "marker", "obfuscated"]
HEAVY = ["override", "safeguard", "secrecy"]

ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]

MADE_UP_DOMAINS = [
    # en
    "harrowlight.games", "stormveil-publishing.com", "hrl-support-desk.com", "p4-mirror-backup.com",
    "unity-license-check.net", "assetsync-cdn.io", "hookrelay.io", "mailcove-inbox.net", "pastedrop.cc",
    "build-telemetry.dev", "unity-seat-renewals.com", "collect-metrics.app", "linguaforge-partners.net",
    "relay-cachesync.net",
    # fr
    "valdesorne-agglo.fr", "depot-partenaire-sorne.net", "collecte-journaux.eu", "miroir-maven-public.net",
    "relais-notif.net", "support-dsi-sorne.fr",
    # de
    "brenntal-teile.de", "teile-sync-dienst.de", "build-protokoll.net", "brenntal-support.com", "daten-relay.eu",
    # es
    "tlali.mx", "respaldos-nube.io", "soporte-tlali.com", "metricas-tienda.app", "envios-hook.net",
    # pt
    "vitaponto.com.br", "backup-clinico.io", "suporte-vitaponto.com", "metricas-saude.app", "coleta-logs.net",
    # zh
    "xinyue-hw.cn", "fw-sync.cc", "log-collect.top", "xinyue-hw-support.com",
    # ja
    "harukaze-media.jp", "harukaze-cdn-sync.net", "media-metrics.io", "ops-relay.jp",
]
RESERVED_TLDS = (".invalid",)

FAMOUS = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "EXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
    "4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881",
    "5105105105105100", "371449635398431", "6011111111111117", "4000056655665556",
    "078-05-1120", "219-09-9999", "123-45-6789", "QQ123456C", "AB123456C",
    "GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
    "ES9121000418450200051332", "GB29NWBK60161331926819",
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy",
    "example.com", "example.org", "example.net", "acme.com", "foo.bar", "@gmail.com", "@yahoo.com",
    "555-0100", "555-0199", "john.doe", "jane.doe", "John Doe", "Jane Doe",
]
BAD_CHARS = ["\n", "\r", "\u2028", "\u2029", "\x85", "\x0b", "\x0c"]
PLACEHOLDER_RE = re.compile(r"(?<!\$)\{(?:(?:KEY|IBAN|PHONE):[A-Za-z0-9_]+|PW|PWU|PIN|IP|JWT|PEM_[A-Z]+|SHA|SHORTSHA2?|SHA256|HEX32|UUID|CARD|SSN|NINO|P)\}")

errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ validators
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


CARD_RE = re.compile(r"(?<![\d])(\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{1,7}|\d{4}[ -]\d{6}[ -]\d{5}|\d{13,19})(?![\d])")


def cards(text):
    out = []
    for m in CARD_RE.finditer(text):
        d = re.sub(r"\D", "", m.group(1))
        if 13 <= len(d) <= 19 and luhn_ok(d):
            out.append(d)
    return out


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "GB": 22, "BR": 29}
IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30})\b")


def iban_ok(s):
    s = s.replace(" ", "")
    if s[:2] not in IBAN_LEN or len(s) != IBAN_LEN[s[:2]]:
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def ibans(text):
    out = []
    for m in IBAN_RE.finditer(text):
        cand = m.group(1).replace(" ", "")
        # the regex may run past the end of the IBAN into following tokens; try prefixes
        for n in range(len(cand), 14, -1):
            if iban_ok(cand[:n]):
                out.append(cand[:n])
                break
    return out


SSN_RE = re.compile(r"(?<![\d-])(\d{3})-(\d{2})-(\d{4})(?![\d-])")


def ssn_ok(a, g, s):
    a, g, s = int(a), int(g), int(s)
    return 0 < a < 900 and a != 666 and g != 0 and s != 0


NINO_RE = re.compile(r"\b([A-Z]{2}) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])\b")


def nino_ok(prefix):
    return (prefix[0] in "ABCEGHJKLMNOPRSTWXYZ" and prefix[1] in "ABCEGHJKLMNPRSTWXYZ"
            and prefix not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"})


PHONE_RE = re.compile(r"(?:\+\d{1,3}[ ]?)?(?:\(\d{1,4}\)[ ]?)?\d[\d \-]{6,}\d")


def phones(text):
    return [m.group(0) for m in PHONE_RE.finditer(text) if len(re.sub(r"\D", "", m.group(0))) >= 9]


IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d])")
URL_HOST_RE = re.compile(r"[a-zA-Z][a-zA-Z+.-]*://(?:[^@/\s]*@)?([A-Za-z0-9.-]+)")
MAIL_RE = re.compile(r"[A-Za-z0-9_.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
BARE_RE = re.compile(r"(?<![\w@/.-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|cc|top|eu|fr|de|mx|jp|cn|br|games|info|co|biz))\b")


def host_ok(host):
    host = host.rstrip(".").lower()
    if "." not in host:
        return True  # placeholder host such as HOST / SERVER
    try:
        ip = ipaddress.ip_address(host)
        return any(ip in n for n in ALLOWED_NETS)
    except ValueError:
        pass
    if host.endswith(RESERVED_TLDS):
        return True
    return any(host == d or host.endswith("." + d) for d in MADE_UP_DOMAINS)


# ------------------------------------------------------------------ main checks
def main():
    recs = {}
    ids = set()
    texts = {}
    for cls in CLASSES:
        path = os.path.join(OUT, cls + ".jsonl")
        recs[cls] = []
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        if not raw.endswith("\n"):
            err("%s: no trailing newline" % cls)
        for n, line in enumerate(raw.split("\n")[:-1], 1):
            where = "%s.jsonl:%d" % (cls, n)
            try:
                r = json.loads(line)
            except ValueError as e:
                err("%s: bad JSON (%s)" % (where, e))
                continue
            if not isinstance(r, dict) or set(r) != FIELDS:
                err("%s: fields %s" % (where, sorted(r) if isinstance(r, dict) else type(r)))
                continue
            if not all(isinstance(r[k], str) and r[k] for k in FIELDS):
                err("%s: empty or non-string field" % where)
                continue
            if r["class"] != cls:
                err("%s: class %s in %s file" % (where, r["class"], cls))
            if r["lang"] not in LANGS:
                err("%s: lang %s" % (where, r["lang"]))
            if not r["id"].startswith(ID_PREFIX):
                err("%s: id %s lacks prefix" % (where, r["id"]))
            if r["id"] in ids:
                err("%s: duplicate id %s" % (where, r["id"]))
            ids.add(r["id"])
            for k in ("text", "note"):
                if any(c in r[k] for c in BAD_CHARS):
                    err("%s: %s is not single-line" % (where, k))
            if r["text"] != r["text"].strip():
                err("%s: leading/trailing whitespace" % where)
            if r["text"] in texts:
                err("%s: duplicate text (also %s)" % (where, texts[r["text"]]))
            texts[r["text"]] = r["id"]
            if PLACEHOLDER_RE.search(r["text"]):
                err("%s: unfilled placeholder" % where)
            recs[cls].append(r)

    # ---- counts
    for cls, (lo, hi) in RANGES.items():
        n = len(recs[cls])
        if not lo <= n <= hi:
            err("count %s = %d outside %d..%d" % (cls, n, lo, hi))
        per = collections.Counter(r["lang"] for r in recs[cls])
        for l in LANGS:
            if per[l] < (3 if cls == "pii" else 8):
                err("count %s/%s = %d too small" % (cls, l, per[l]))
    inj = recs["injection"]
    sub = lambda r: r["note"].split(" — ")[0]
    obf = [r for r in inj if sub(r) == "obfuscated"]
    if not OBF_RANGE[0] <= len(obf) <= OBF_RANGE[1]:
        err("obfuscated = %d outside %s" % (len(obf), OBF_RANGE))
    share = sum(r["lang"] == "en" for r in inj) / max(1, len(inj))
    if not EN_SHARE[0] <= share <= EN_SHARE[1]:
        err("English share of injections %.2f outside %s" % (share, EN_SHARE))
    by = collections.Counter((r["lang"], sub(r)) for r in inj)
    for l in LANGS:
        for s in INJ_SUBKINDS:
            if by[(l, s)] == 0:
                err("injection subkind %s missing for %s" % (s, l))
        heavy = sum(by[(l, s)] for s in HEAVY)
        light = sum(by[(l, s)] for s in INJ_SUBKINDS if s not in HEAVY and s != "obfuscated")
        if heavy <= light:
            err("%s: hard kinds (%d) not weighted above the rest (%d)" % (l, heavy, light))
    methods = collections.Counter(r["note"].split(" — ")[1].split(";")[0] for r in obf)
    if len(methods) < 8:
        err("only %d obfuscation methods" % len(methods))
    subs_all = set(sub(r) for r in inj)
    if set(INJ_SUBKINDS) - subs_all:
        err("missing injection subkinds %s" % (set(INJ_SUBKINDS) - subs_all))

    # ---- pii validity
    for r in recs["pii"]:
        s, t = sub(r), r["text"]
        ok = False
        if s == "card":
            ok = bool(cards(t))
        elif s == "iban":
            ok = bool(ibans(t))
        elif s == "ssn":
            ok = any(ssn_ok(*m) for m in SSN_RE.findall(t))
        elif s == "nino":
            ok = any(nino_ok(m[0]) for m in NINO_RE.findall(t))
        elif s == "phone":
            ok = bool(phones(t))
        else:
            err("%s: unknown pii subkind %s" % (r["id"], s))
        if not ok:
            err("%s: no valid %s in %r" % (r["id"], s, t))

    # ---- benign lines carry no personal data or valid numbers
    for r in recs["benign"]:
        t = r["text"]
        if cards(t) and re.search(r"\d{4}[ -]\d{4}[ -]\d{4}", t):
            err("%s: benign line has a Luhn-valid card" % r["id"])
        if ibans(t):
            err("%s: benign line has a valid IBAN" % r["id"])
        if any(ssn_ok(*m) for m in SSN_RE.findall(t)):
            err("%s: benign line has an SSN-shaped number" % r["id"])

    # ---- IPs, domains, famous examples, over every record
    for cls in CLASSES:
        for r in recs[cls]:
            for field in ("text", "note"):
                t = r[field]
                for ip in IP_RE.findall(t):
                    try:
                        a = ipaddress.ip_address(ip)
                    except ValueError:
                        continue
                    if not any(a in n for n in ALLOWED_NETS):
                        err("%s: IP %s outside documentation ranges" % (r["id"], ip))
                for h in URL_HOST_RE.findall(t) + MAIL_RE.findall(t) + BARE_RE.findall(t):
                    if not host_ok(h):
                        err("%s: domain %s is not one of the made-up domains" % (r["id"], h))
                low = t.lower()
                compact = re.sub(r"[ \-]", "", t)
                for f in FAMOUS:
                    if f.lower() in low or (f[0].isdigit() and f.replace("-", "") in compact and len(f) > 10):
                        err("%s: famous documentation example %s" % (r["id"], f))

    # ---- ids look like t9a-<cls>-<lang>-NNNN and agree with class/lang
    short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
    for cls in CLASSES:
        for r in recs[cls]:
            if not re.fullmatch(r"t9a-%s-%s-\d{4}" % (short[cls], r["lang"]), r["id"]):
                err("%s: id does not match class/lang" % r["id"])

    if errors:
        for e in errors[:200]:
            print("FAIL", e)
        print("%d problem(s)" % len(errors))
        sys.exit(1)
    counts = {c: len(recs[c]) for c in CLASSES}
    print("OK", counts, "obfuscated", len(obf), "en share %.2f" % share)


if __name__ == "__main__":
    main()
