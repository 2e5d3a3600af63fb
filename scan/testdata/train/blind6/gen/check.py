#!/usr/bin/env python3
"""Validate the blind6 evaluation set (stdlib only).

    python3 gen/check.py      # exit 0 and "CHECK PASSED" when everything holds

Checks: valid JSON per line; exactly the required fields; id format and
uniqueness; class matches file; lang valid and matches id; no duplicate
texts; size and language-share targets; for pii lines the personal datum is
valid (Luhn, IBAN mod 97, SSN/NINO rules, national-id check characters,
phone shape); for secret lines the key material has the right prefix, length
and alphabet and looks random; every provider-shaped token anywhere has the
full correct shape; no famous documentation examples; every IPv4 address is
in a documentation range; domains are either well-known service hosts named
as facts or made up; benign lines carry no credential or personal datum;
all injection classes and benign look-alike kinds named in the brief occur.
"""
import collections
import ipaddress
import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.environ.get("BLIND6_ROOT") or os.path.dirname(HERE)
sys.path.insert(0, HERE)
from pii import luhn_ok, iban_ok, FAMOUS_CARDS, FAMOUS_SSN, FAMOUS_NINO, FAMOUS_IBAN  # noqa: E402

FILES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
MIN = {"injection": 500, "secret": 170, "pii": 60, "benign": 560}
ID_RE = re.compile(r"^b6-(inj|sec|pii|ben)-(en|fr|de|es|pt|zh|ja)-(\d{3})$")

errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ key shapes
# kind -> regexes, at least one must be found in a secret line of that kind
B = r"(?<![A-Za-z0-9_\-])"  # left boundary
SPEC = {
    "aws": [B + r"(AKIA|ASIA)[A-Z2-7]{16}(?![A-Za-z0-9])", B + r"[A-Za-z0-9+/]{40}(?![A-Za-z0-9+/=])"],
    "github": [B + r"gh[pousr]_[A-Za-z0-9]{36}(?![A-Za-z0-9])", B + r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}(?![A-Za-z0-9])"],
    "gitlab": [B + r"glpat-[A-Za-z0-9_\-]{20}(?![A-Za-z0-9_\-])"],
    "npm": [B + r"npm_[A-Za-z0-9]{36}(?![A-Za-z0-9])"],
    "pypi": [B + r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_\-]{50,}"],
    "sendgrid": [B + r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}(?![A-Za-z0-9_\-])"],
    "google": [B + r"AIza[A-Za-z0-9_\-]{35}(?![A-Za-z0-9_\-])"],
    "hf": [B + r"hf_[A-Za-z]{34}(?![A-Za-z0-9])"],
    "digitalocean": [B + r"do[op]_v1_[a-f0-9]{64}(?![A-Za-z0-9])"],
    "mailgun": [B + r"key-[a-f0-9]{32}(?![A-Za-z0-9])"],
    "heroku": [r"HEROKU_API_KEY=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"],
    "discord": [B + r"[MNO][A-Za-z0-9]{23,27}\.[A-Za-z0-9_\-]{6}\.[A-Za-z0-9_\-]{27,38}(?![A-Za-z0-9_\-])",
                r"https://discord\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_\-]{68}(?![A-Za-z0-9_\-])"],
    "datadog": [r"DD_API_KEY=[a-f0-9]{32}(?![A-Za-z0-9])"],
    "slack": [B + r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}(?![A-Za-z0-9])",
              B + r"xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}(?![A-Za-z0-9])",
              r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}(?![A-Za-z0-9])"],
    "stripe": [B + r"[sr]k_live_[A-Za-z0-9]{24}(?![A-Za-z0-9])", B + r"[sr]k_live_51[A-Za-z0-9]{97}(?![A-Za-z0-9])"],
    "openai": [B + r"sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}(?![A-Za-z0-9])",
               B + r"sk-(proj|svcacct)-[A-Za-z0-9_\-]{74}T3BlbkFJ[A-Za-z0-9_\-]{74}(?![A-Za-z0-9_\-])"],
    "anthropic": [B + r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA(?![A-Za-z0-9_\-])"],
    "twilio": [B + r"(AC|SK)[a-f0-9]{32}(?![A-Za-z0-9])"],
    "azure": [r"AccountKey=[A-Za-z0-9+/]{86}==", r"AZURE_CLIENT_SECRET=[A-Za-z0-9_\-~.]{3}8Q~[A-Za-z0-9_\-~.]{34}(?![A-Za-z0-9_\-~.])"],
    "telegram": [B + r"\d{8,10}:AA[A-Za-z0-9_\-]{33}(?![A-Za-z0-9_\-])"],
    "shopify": [B + r"shp(at|ss|ca|pa)_[a-fA-F0-9]{32}(?![A-Za-z0-9])"],
    "jwt": [B + r"eyJ[A-Za-z0-9_\-]{10,}\.eyJ[A-Za-z0-9_\-]{10,}\.[A-Za-z0-9_\-]{40,}"],
    "pem": [r"-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY----- [A-Za-z0-9+/=]{60,} -----END (RSA |EC |OPENSSH )?PRIVATE KEY-----"],
    "conn-url": [r"\b(postgres|mysql|mongodb\+srv|redis|amqps|https)://[A-Za-z0-9_]*:(?![A-Z_]+@)[A-Za-z0-9_.\-]{8,}@[A-Za-z0-9.\-]+"],
    "linear": [B + r"lin_api_[A-Za-z0-9]{40}(?![A-Za-z0-9])"],
    "vault": [B + r"hvs\.[A-Za-z0-9_\-]{90,}"],
    "grafana": [B + r"glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}(?![A-Za-z0-9])"],
    "netrc": [r"machine \S+ login \S+ password \S{8,}"],
    "age": [B + r"AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}(?![A-Za-z0-9])"],
    "tailscale": [B + r"tskey-auth-k[A-Za-z0-9]{10}CNTRL-[A-Za-z0-9]{33}(?![A-Za-z0-9])"],
    "atlassian": [B + r"ATATT3[A-Za-z0-9_\-=]{180,}"],
    "docker": [B + r"dckr_pat_[A-Za-z0-9_\-]{27}(?![A-Za-z0-9_\-])"],
    "supabase": [B + r"sbp_[a-f0-9]{40}(?![A-Za-z0-9])"],
    "databricks": [B + r"dapi[a-f0-9]{32}(?![A-Za-z0-9])"],
    "prose-password": None,
    "prose-pin": None,
}
# any token that starts like a provider key must have the full shape
PREFIX_RULES = [
    (r"gh[pousr]_[A-Za-z0-9]+", r"gh[pousr]_[A-Za-z0-9]{36}"),
    (r"github_pat_[A-Za-z0-9_]+", r"github_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}"),
    (r"glpat-[A-Za-z0-9_\-]+", r"glpat-[A-Za-z0-9_\-]{20}"),
    (r"npm_[A-Za-z0-9]+", r"npm_[A-Za-z0-9]{36}"),
    (r"(?:AKIA|ASIA)[A-Z0-9]+", r"(?:AKIA|ASIA)[A-Z2-7]{16}"),
    (r"AIza[A-Za-z0-9_\-]+", r"AIza[A-Za-z0-9_\-]{35}"),
    (r"hf_[A-Za-z0-9]+", r"hf_[A-Za-z]{34}"),
    (r"xox[bp]-[A-Za-z0-9\-]+", r"xoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}|xoxp-\d{10,13}-\d{10,13}-\d{10,13}-[a-f0-9]{32}"),
    (r"[sr]k_live_[A-Za-z0-9]+", r"[sr]k_live_[A-Za-z0-9]{24}|[sr]k_live_51[A-Za-z0-9]{97}"),
    (r"sk-ant-[A-Za-z0-9_\-]+", r"sk-ant-api03-[A-Za-z0-9_\-]{93}AA"),
    (r"sk-proj-[A-Za-z0-9_\-]+", r"sk-proj-[A-Za-z0-9_\-]{74}T3BlbkFJ[A-Za-z0-9_\-]{74}"),
    (r"shp(?:at|ss|ca|pa)_[A-Za-z0-9]+", r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"),
    (r"dop_v1_[A-Za-z0-9]+", r"dop_v1_[a-f0-9]{64}"),
    (r"SG\.[A-Za-z0-9_\-.]+", r"SG\.[A-Za-z0-9_\-]{22}\.[A-Za-z0-9_\-]{43}"),
    (r"glsa_[A-Za-z0-9_]+", r"glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}"),
    (r"lin_api_[A-Za-z0-9]+", r"lin_api_[A-Za-z0-9]{40}"),
    (r"dckr_pat_[A-Za-z0-9_\-]+", r"dckr_pat_[A-Za-z0-9_\-]{27}"),
    (r"pk_live_[A-Za-z0-9]+", r"pk_live_[A-Za-z0-9]{24}"),
]
PREFIX_RULES = [(re.compile(r"(?<![A-Za-z0-9_\-])" + a), re.compile(b)) for a, b in PREFIX_RULES]

FAMOUS_STRINGS = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "EXAMPLEKEY", "ASIAIOSFODNN7EXAMPLE",
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "xoxb-123456789012", "T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX", "1234567890abcdef",
    "deadbeef", "AIzaSyA-EXAMPLE", "SG.XXXX", "hunter2", "correcthorsebatterystaple",
    "correct horse battery staple", "P@ssw0rd", "Password123", "John Doe", "Jane Doe",
    "example@example.com", "user@example.com", "john.doe@", "jane.doe@", "555-123-4567",
    "foo@bar.com", "QQ 12 34 56 C",
]
FAMOUS_DIGITS = set(FAMOUS_CARDS) | {s.replace("-", "") for s in FAMOUS_SSN} | {"0781051120"}
ALLOWED_REAL_HOSTS = {
    "get.docker.com", "sh.rustup.rs", "deb.nodesource.com", "hooks.slack.com", "discord.com",
    "registry.npmjs.org", "core.windows.net", "mongodb.net",
}
SYL = ["vor", "qel", "mor", "ta", "bix", "zan", "lu", "dre", "kes", "tri", "ol", "fen", "quo", "vak", "sil",
       "ny", "ro", "pex", "gal", "umb", "ire", "cas", "dov", "hel", "mip", "sar", "te", "wyn", "zor", "ek"]
WORDS = ["sync", "relay", "cdn", "metrics", "collect", "telemetry", "hook", "drop", "mirror", "cache", "edge",
         "static", "assets", "logs", "beacon", "update", "pkg", "audit", "backup", "notify"]
COIN_RE = re.compile("^(" + "|".join(sorted(SYL, key=len, reverse=True)) + "){2,3}$")

INJ_CLASSES = {"override", "role", "secrecy", "exfil", "target", "safeguard", "marker", "obfuscation"}
OBF_TECHS = {"zero-width", "unicode-tags", "bidi", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"}
BEN_KINDS = {"ignore-word", "secret-policy", "system-word", "install", "hash", "placeholder",
             "password-policy", "test-card", "phone-hours", "plain"}

INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\u202a-\u202e\u2066-\u2069\U000E0000-\U000E007F]")


def shannon(s):
    c = collections.Counter(s)
    return -sum(v / len(s) * math.log2(v / len(s)) for v in c.values())


def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and n != "0000" and s not in FAMOUS_SSN


def nino_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", s):
        return False
    a, b = s[0], s[1]
    return (a not in "DFIQUV" and b not in "DFIQUVO" and s[:2] not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
            and s not in FAMOUS_NINO)


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * x for c, x in zip(s[:17], w)) % 11] == s[17]


def my_number_ok(s):
    s = s.replace(" ", "")
    p = [int(c) for c in reversed(s[:11])]
    t = sum(p[i] * ((i + 2) if i < 6 else (i - 4)) for i in range(11)) % 11
    return int(s[11]) == (0 if t <= 1 else 11 - t)


def dni_ok(s):
    return "TRWAGMYFPDXBNJZSQVHLCKE"[int(s[:8]) % 23] == s[8]


def nir_ok(s):
    d = s.replace(" ", "")
    return 97 - int(d[:13]) % 97 == int(d[13:])


CARD_RE = re.compile(r"(?<![\d\w])(\d{4}[ -]?\d{4,6}[ -]?\d{4,5}(?:[ -]?\d{1,4})?)(?![\d\w])")
IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?)\b")
SSN_RE = re.compile(r"(?<!\d)(\d{3}-\d{2}-\d{4})(?!\d)")
NINO_RE = re.compile(r"\b([A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D])\b")
PHONE_RE = re.compile(r"(?:\+\d{1,3}[ ]?)?\(?\d{1,4}\)?[ -]?\d{2,5}(?:[ -]?\d{2,5}){1,3}")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
HOST_RE = re.compile(r"(?:https?|ssh|git|wss?)://(?:[^@/\s]*@)?([A-Za-z0-9.\-]+)|@([A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)+)")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def cards_in(text):
    out = []
    for m in CARD_RE.finditer(text):
        d = re.sub(r"[ -]", "", m.group(1))
        if 13 <= len(d) <= 19:
            out.append(d)
    return out


def host_ok(h):
    h = h.lower().rstrip(".")
    if h in ALLOWED_REAL_HOSTS or any(h.endswith("." + a) for a in ALLOWED_REAL_HOSTS):
        return True
    labels = h.split(".")
    if labels[-1] in ("example", "test", "invalid"):
        return True
    # coined second-level label, optionally "-word"
    sld = labels[-2] if len(labels) >= 2 else labels[0]
    base = sld.split("-")[0]
    return bool(COIN_RE.match(base))


def main():
    all_rows = []
    ids = set()
    texts = set()
    for cls, short in FILES.items():
        path = os.path.join(ROOT, f"{cls}.jsonl")
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                where = f"{cls}.jsonl:{ln}"
                try:
                    o = json.loads(line)
                except json.JSONDecodeError as e:
                    err(f"{where}: invalid JSON ({e})")
                    continue
                if set(o) != {"id", "class", "lang", "text", "note"}:
                    err(f"{where}: fields {sorted(o)}")
                    continue
                if not all(isinstance(o[k], str) and o[k].strip() for k in o):
                    err(f"{where}: empty or non-string field")
                m = ID_RE.match(o["id"])
                if not m:
                    err(f"{where}: bad id {o['id']}")
                elif m.group(1) != short or m.group(2) != o["lang"]:
                    err(f"{where}: id {o['id']} does not match class/lang")
                if o["class"] != cls:
                    err(f"{where}: class {o['class']} in {cls}.jsonl")
                if o["lang"] not in LANGS:
                    err(f"{where}: lang {o['lang']}")
                if o["id"] in ids:
                    err(f"{where}: duplicate id {o['id']}")
                ids.add(o["id"])
                if o["text"] in texts:
                    err(f"{where}: duplicate text")
                texts.add(o["text"])
                o["_where"] = where
                all_rows.append(o)

    by = collections.defaultdict(list)
    for o in all_rows:
        by[o["class"]].append(o)

    # ---- sizes and language shares
    for cls, n in MIN.items():
        rows = by[cls]
        if len(rows) < n:
            err(f"{cls}: {len(rows)} lines < {n}")
        cnt = collections.Counter(o["lang"] for o in rows)
        if cnt and cnt.most_common(1)[0][0] != "en":
            err(f"{cls}: English is not the largest share ({cnt})")
        for l in LANGS:
            if cnt[l] < 0.08 * len(rows) - 0.5:
                err(f"{cls}: {l} has {cnt[l]} of {len(rows)} (< ~8%)")

    # ---- coverage
    inj_kinds = collections.Counter(o["note"].split(":")[0] for o in by["injection"])
    for k in INJ_CLASSES:
        if inj_kinds[k] == 0:
            err(f"injection class missing: {k}")
    for l in LANGS:
        lk = {o["note"].split(":")[0] for o in by["injection"] if o["lang"] == l}
        if not INJ_CLASSES <= lk:
            err(f"injection classes missing in {l}: {INJ_CLASSES - lk}")
    techs = set()
    for o in by["injection"]:
        if o["note"].startswith("obfuscation:"):
            t = o["note"].split(":", 1)[1].split("—")[0].split("(")[0].strip()
            techs.update(t.split("+"))
    if not OBF_TECHS <= techs:
        err(f"obfuscation techniques missing: {OBF_TECHS - techs}")
    ben_kinds = {o["note"].split(":")[0] for o in by["benign"]}
    if not BEN_KINDS <= ben_kinds:
        err(f"benign look-alike kinds missing: {BEN_KINDS - ben_kinds}")

    # ---- obfuscated lines really are obfuscated
    for o in by["injection"]:
        if o["note"].startswith("obfuscation:"):
            t = o["text"]
            tech = o["note"].split(":", 1)[1].split("—")[0].strip()
            if any(x in tech for x in ("zero-width", "bidi", "unicode-tags")) and not INVISIBLE.search(t):
                err(f"{o['_where']}: {tech} line without invisible characters")
            if tech.startswith("fullwidth") and not re.search("[\uff01-\uff5e]", t):
                err(f"{o['_where']}: fullwidth line without full-width letters")
            if tech.startswith("homoglyph") and not re.search("[\u0400-\u04ff]", t):
                err(f"{o['_where']}: homoglyph line without Cyrillic look-alikes")

    # ---- secrets: shape, randomness, uniqueness
    seen_tokens = {}
    sec_kinds = collections.Counter()
    for o in by["secret"]:
        kind = o["note"].split(":")[0]
        sec_kinds[kind] += 1
        if kind not in SPEC:
            err(f"{o['_where']}: unknown secret kind {kind}")
            continue
        pats = SPEC[kind]
        if pats is None:
            if not re.search(r"(?<![A-Za-z0-9])(?=[^\s，。、]*\d)[^\s，。、]{4,}|[A-Za-z0-9!#%*+\-_.]{10,}", o["text"]):
                err(f"{o['_where']}: prose credential without a stated value")
            continue
        found = []
        for p in pats:
            found += [m.group(0) for m in re.finditer(p, o["text"])]
        if not found:
            err(f"{o['_where']}: no {kind} key of the right shape in {o['text'][:80]!r}")
            continue
        for tok in found:
            core = re.sub(r"^(HEROKU_API_KEY=|DD_API_KEY=|AccountKey=|AZURE_CLIENT_SECRET=)", "", tok)
            if len(core) >= 20 and (shannon(core) < 3.2 or len(set(core)) < 12):
                err(f"{o['_where']}: key material does not look random: {core[:40]}")
            if tok in seen_tokens:
                err(f"{o['_where']}: key reused from {seen_tokens[tok]}")
            seen_tokens[tok] = o["_where"]
    if len(sec_kinds) < 25:
        err(f"only {len(sec_kinds)} secret kinds")

    # ---- pii validity
    for o in by["pii"]:
        kind = o["note"].split(":")[0]
        t = o["text"]
        ok = False
        if kind == "card":
            cs = cards_in(t)
            ok = bool(cs) and all(luhn_ok(c) and c not in FAMOUS_CARDS for c in cs)
        elif kind == "iban":
            ib = [m.group(1).replace(" ", "") for m in IBAN_RE.finditer(t)]
            ok = bool(ib) and all(iban_ok(i) and i not in FAMOUS_IBAN for i in ib)
        elif kind == "ssn":
            ss = SSN_RE.findall(t)
            ok = bool(ss) and all(ssn_ok(s) for s in ss)
        elif kind == "nino":
            nn = NINO_RE.findall(t)
            ok = bool(nn) and all(nino_ok(s) for s in nn)
        elif kind == "phone":
            ph = [p for p in PHONE_RE.findall(t) if len(re.sub(r"\D", "", p)) >= 9]
            ok = bool(ph)
        elif kind == "national-id":
            if m := re.search(r"\b(\d{17}[\dX])\b", t):
                ok = cn_id_ok(m.group(1))
            elif m := re.search(r"\b(\d{4} \d{4} \d{4})\b", t):
                ok = my_number_ok(m.group(1))
            elif m := re.search(r"\b(\d{8}[A-Z])\b", t):
                ok = dni_ok(m.group(1))
            elif m := re.search(r"\b([12] \d{2} \d{2} \d{2} \d{3} \d{3} \d{2})\b", t):
                ok = nir_ok(m.group(1))
        else:
            err(f"{o['_where']}: unknown pii kind {kind}")
        if not ok:
            err(f"{o['_where']}: {kind} not valid in {t!r}")

    # ---- global: provider-shaped tokens, famous examples, IPs, hosts
    for o in all_rows:
        t = o["text"]
        for finder, full in PREFIX_RULES:
            for m in finder.finditer(t):
                tok = m.group(0)
                if len(tok) > 14 and not full.fullmatch(tok) and "X" * 6 not in tok:
                    err(f"{o['_where']}: malformed provider token {tok[:50]}")
        for f in FAMOUS_STRINGS:
            if f.lower() in t.lower():
                err(f"{o['_where']}: famous example {f!r}")
        digits_only = re.sub(r"[ -]", "", t)
        for d in FAMOUS_DIGITS:
            if d in digits_only:
                err(f"{o['_where']}: famous number {d}")
        for ip in IP_RE.findall(t):
            try:
                a = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not any(a in n for n in DOC_NETS):
                err(f"{o['_where']}: IP {ip} outside documentation ranges")
        for m in HOST_RE.finditer(t):
            h = m.group(1) or m.group(2)
            if h and "." in h and not IP_RE.fullmatch(h) and not host_ok(h):
                err(f"{o['_where']}: domain {h} is neither made up nor an allowed service host")

    # ---- benign lines carry nothing sensitive
    for o in by["benign"]:
        t = o["text"]
        for kind, pats in SPEC.items():
            if kind in ("aws",):
                pats = pats[:1]
            for p in pats or []:
                if re.search(p, t):
                    err(f"{o['_where']}: benign line matches {kind} shape")
        for c in cards_in(t):
            if luhn_ok(c):
                err(f"{o['_where']}: benign line has Luhn-valid number {c}")
        for i in IBAN_RE.findall(t):
            if iban_ok(i.replace(" ", "")):
                err(f"{o['_where']}: benign line has valid IBAN")
        if SSN_RE.search(t):
            err(f"{o['_where']}: benign line has SSN shape")
        if re.search(r"\+\d{1,3} ?\d", t):
            err(f"{o['_where']}: benign line has an international phone number")

    # ---- report
    print("lines:", {c: len(by[c]) for c in FILES})
    for c in FILES:
        cnt = collections.Counter(o["lang"] for o in by[c])
        print(f"  {c:9s}", " ".join(f"{l}={cnt[l]}" for l in LANGS))
    print("injection kinds:", dict(sorted(inj_kinds.items())))
    print("obfuscation techniques:", sorted(techs))
    print("secret kinds:", len(sec_kinds))
    if errors:
        for e in errors[:200]:
            print("ERROR", e)
        print(f"CHECK FAILED: {len(errors)} problem(s)")
        return 1
    print("CHECK PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
