#!/usr/bin/env python3
"""Deterministic generator for the blind3 memory-scanner evaluation set.

Reads hand-written lines from gen/data/*.txt, fills random key material and
personal data from seeded RNGs, applies obfuscation transforms to clear-text
injection payloads, and writes injection/secret/pii/benign .jsonl files.

Seed: 20261204 (random.Random). Each output uses a derived seed
SEED*100 + k so that editing one file does not reshuffle the others.
"""
import base64
import json
import os
import random
import re
import string
import sys

SEED = 20261204
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
UPPER32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def read_spec(name, nfields):
    rows = []
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for ln in f:
            ln = ln.rstrip("\n")
            if not ln.strip() or ln.startswith("#"):
                continue
            parts = ln.split(" | ", nfields - 1)
            if len(parts) != nfields:
                sys.exit(f"{name}: bad line: {ln!r}")
            rows.append([p.strip() if i < nfields - 1 else p for i, p in enumerate(parts)])
    return rows


# ---------------------------------------------------------------- secrets
def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def gen_jwt(rng):
    hdr = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    now = rng.randint(1735689600, 1767225600)
    pl = {"sub": rs(rng, string.ascii_lowercase + string.digits, 12),
          "role": rng.choice(["service", "admin", "service_role", "ops"]),
          "iat": now, "exp": now + rng.choice([3600, 86400 * 30, 86400 * 365])}
    sig_len = {"HS256": 43, "RS256": 342, "ES256": 86}[hdr["alg"]]
    return ".".join([b64url_nopad(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64url_nopad(json.dumps(pl, separators=(",", ":")).encode()),
                     rs(rng, B64URL, sig_len)])


def gen_pw(rng):
    style = rng.randrange(4)
    syms = "!#$%&*+-=?@^_~"
    if style == 0:
        return rs(rng, ALNUM + syms, rng.randint(12, 18))
    if style == 1:
        sy = "bcdfghjklmnprstvz"
        vo = "aeiou"
        w = "".join(rng.choice(sy) + rng.choice(vo) for _ in range(rng.randint(3, 4)))
        w2 = "".join(rng.choice(sy) + rng.choice(vo) for _ in range(rng.randint(2, 3)))
        return w.capitalize() + rng.choice(syms) + w2 + str(rng.randint(10, 9999))
    if style == 2:
        return rs(rng, ALNUM, rng.randint(12, 18)) + rs(rng, string.digits, 2)
    return rs(rng, string.ascii_lowercase, 4) + rng.choice(syms) + rs(rng, string.ascii_uppercase + string.digits, 6) + rng.choice(syms) + rs(rng, string.digits, 2)


def gen_pin(rng, n):
    while True:
        p = rs(rng, string.digits, n)
        if len(set(p)) >= 3 and p not in "0123456789" and p not in "9876543210":
            return p


def gen_discord_bot(rng):
    uid = str(rng.randint(10**17, 10**19 - 1))
    return b64url_nopad(uid.encode()) + "." + rs(rng, B64URL, 6) + "." + rs(rng, B64URL, 38)


def gen_mapbox(rng):
    body = b64url_nopad(json.dumps({"u": rs(rng, string.ascii_lowercase, 8), "a": rs(rng, ALNUM, 25)},
                                   separators=(",", ":")).encode())
    return "sk." + body + "." + rs(rng, B64URL, 22)


def gen_uuid(rng):
    h = rs(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


KEYGEN = {
    "aws_akid": lambda r: "AKIA" + rs(r, UPPER32, 16),
    "aws_asia": lambda r: "ASIA" + rs(r, UPPER32, 16),
    "aws_secret": lambda r: rs(r, B64, 40),
    "ghp": lambda r: "ghp_" + rs(r, ALNUM, 36),
    "gho": lambda r: "gho_" + rs(r, ALNUM, 36),
    "ghs": lambda r: "ghs_" + rs(r, ALNUM, 36),
    "ghr": lambda r: "ghr_" + rs(r, ALNUM, 36),
    "github_pat": lambda r: "github_pat_" + rs(r, ALNUM, 22) + "_" + rs(r, ALNUM, 59),
    "glpat": lambda r: "glpat-" + rs(r, ALNUM + "-_", 20),
    "npm": lambda r: "npm_" + rs(r, ALNUM, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 120),
    "sendgrid": lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43),
    "google_api": lambda r: "AIza" + rs(r, B64URL, 35),
    "gocspx": lambda r: "GOCSPX-" + rs(r, B64URL, 28),
    "hf": lambda r: "hf_" + rs(r, string.ascii_letters, 34),
    "dop": lambda r: "dop_v1_" + rs(r, HEX, 64),
    "doo": lambda r: "doo_v1_" + rs(r, HEX, 64),
    "mailgun": lambda r: "key-" + rs(r, HEX, 32),
    "uuid": gen_uuid,
    "discord_bot": gen_discord_bot,
    "discord_wh": lambda r: str(r.randint(10**17, 10**19 - 1)) + "/" + rs(r, B64URL, 68),
    "hex32": lambda r: rs(r, HEX, 32),
    "hex40": lambda r: rs(r, HEX, 40),
    "hex64": lambda r: rs(r, HEX, 64),
    "alnum32": lambda r: rs(r, ALNUM, 32),
    "xoxb": lambda r: f"xoxb-{r.randint(10**10, 10**12 - 1)}-{r.randint(10**12, 10**13 - 1)}-{rs(r, ALNUM, 24)}",
    "xoxp": lambda r: f"xoxp-{r.randint(10**10, 10**12 - 1)}-{r.randint(10**10, 10**12 - 1)}-{r.randint(10**12, 10**13 - 1)}-{rs(r, HEX, 32)}",
    "xapp": lambda r: f"xapp-1-A{rs(r, string.ascii_uppercase + string.digits, 10)}-{r.randint(10**12, 10**13 - 1)}-{rs(r, HEX, 64)}",
    "slack_wh": lambda r: "T" + rs(r, string.ascii_uppercase + string.digits, 8) + "/B" + rs(r, string.ascii_uppercase + string.digits, 10) + "/" + rs(r, ALNUM, 24),
    "sk_live": lambda r: "sk_live_" + r.choice(["", "51"]) + rs(r, ALNUM, r.choice([24, 32, 96])),
    "rk_live": lambda r: "rk_live_51" + rs(r, ALNUM, 96),
    "whsec": lambda r: "whsec_" + rs(r, ALNUM, 32),
    "openai_proj": lambda r: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74),
    "openai_legacy": lambda r: "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20),
    "anthropic": lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA",
    "anthropic_admin": lambda r: "sk-ant-admin01-" + rs(r, B64URL, 93) + "AA",
    "twilio_ac": lambda r: "AC" + rs(r, HEX, 32),
    "twilio_sk": lambda r: "SK" + rs(r, HEX, 32),
    "azure_storage": lambda r: rs(r, B64, 86) + "==",
    "azure_secret": lambda r: rs(r, ALNUM, 3) + str(r.randint(0, 9)) + "Q~" + rs(r, ALNUM + "_~.-", 34),
    "azure_sig": lambda r: rs(r, ALNUM, 42) + "%3D",
    "telegram": lambda r: f"{r.randint(10**9, 8 * 10**9)}:AA" + rs(r, B64URL, 33),
    "shpat": lambda r: "shpat_" + rs(r, HEX, 32),
    "shpss": lambda r: "shpss_" + rs(r, HEX, 32),
    "linear": lambda r: "lin_api_" + rs(r, ALNUM, 40),
    "notion": lambda r: "secret_" + rs(r, ALNUM, 43),
    "postman": lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34),
    "vault": lambda r: "hvs." + rs(r, B64URL, 90),
    "newrelic": lambda r: "NRAK-" + rs(r, string.ascii_uppercase + string.digits, 27),
    "grafana": lambda r: "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEX, 8),
    "supabase": lambda r: "sbp_" + rs(r, HEX, 40),
    "databricks": lambda r: "dapi" + rs(r, HEX, 32),
    "groq": lambda r: "gsk_" + rs(r, ALNUM, 52),
    "replicate": lambda r: "r8_" + rs(r, ALNUM, 37),
    "pulumi": lambda r: "pul-" + rs(r, HEX, 40),
    "age": lambda r: "AGE-SECRET-KEY-1" + rs(r, BECH32, 58),
    "doppler": lambda r: "dp.st.prd." + rs(r, ALNUM, 43),
    "mailchimp": lambda r: rs(r, HEX, 32) + "-us" + str(r.randint(1, 21)),
    "brevo": lambda r: "xkeysib-" + rs(r, HEX, 64) + "-" + rs(r, ALNUM, 16),
    "square": lambda r: "EAAA" + rs(r, B64URL, 60),
    "cf": lambda r: rs(r, B64URL, 40),
    "dckr": lambda r: "dckr_pat_" + rs(r, B64URL, 27),
    "figma": lambda r: "figd_" + rs(r, B64URL, 40),
    "fly": lambda r: "fo1_" + rs(r, B64URL, 43),
    "pscale": lambda r: "pscale_tkn_" + rs(r, B64URL, 43),
    "tailscale": lambda r: "tskey-auth-k" + rs(r, ALNUM, 10) + "CNTRL-" + rs(r, ALNUM, 33),
    "mapbox": gen_mapbox,
    "ali_id": lambda r: "LTAI" + rs(r, ALNUM, 20),
    "ali_secret": lambda r: rs(r, ALNUM, 30),
    "tencent_id": lambda r: "AKID" + rs(r, ALNUM, 32),
    "jwt": gen_jwt,
    "pem_body": lambda r: rs(r, B64, r.choice([64, 128, 192])),
    "pw": gen_pw,
    "pwu": lambda r: rs(r, ALNUM, r.randint(10, 16)) + r.choice("-_.~") + rs(r, ALNUM, 4),
    "pin4": lambda r: gen_pin(r, 4),
    "pin6": lambda r: gen_pin(r, 6),
    "pin8": lambda r: gen_pin(r, 8),
}

MARK = re.compile(r"⟨(\w+)⟩")


def fill(template, gens, rng):
    def sub(m):
        k = m.group(1)
        if k not in gens:
            sys.exit(f"unknown generator {k}")
        return gens[k](rng)
    return MARK.sub(sub, template)


# ---------------------------------------------------------------- pii
def luhn_complete(prefix, length, rng):
    body = prefix + rs(rng, string.digits, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "5105105105105100",
                "378282246310005", "371449635398431", "6011111111111117", "3530111333300000",
                "4012888888881881", "4000056655665556", "5200828282828210", "6011000990139424",
                "30569309025904", "38520000023237", "3566002020360505", "6200000000000005"}


def card(rng, prefixes, length, groups):
    while True:
        n = luhn_complete(rng.choice(prefixes), length, rng)
        if n not in FAMOUS_CARDS and len(set(n)) > 4:
            break
    out, i = [], 0
    for g in groups:
        out.append(n[i:i + g])
        i += g
    return out


def gen_ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g = rng.randint(1, 99)
        s = rng.randint(1, 9999)
        v = f"{a:03d}-{g:02d}-{s:04d}"
        if v not in {"078-05-1120", "219-09-9999", "123-45-6789", "457-55-5462"}:
            return v


NINO_FIRST = [c for c in string.ascii_uppercase if c not in "DFIQUV"]
NINO_SECOND = [c for c in string.ascii_uppercase if c not in "DFIOQUV"]
NINO_BAD = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def gen_nino(rng):
    while True:
        p = rng.choice(NINO_FIRST) + rng.choice(NINO_SECOND)
        if p in NINO_BAD:
            continue
        d = rs(rng, string.digits, 6)
        if d in ("123456", "000000"):
            continue
        return p, d, rng.choice("ABCD")


def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    return f"{98 - int(num) % 97:02d}"


def bban_for(cc, rng):
    D = string.digits
    if cc == "DE":
        return rs(rng, D, 8) + rs(rng, D, 10)
    if cc == "AT":
        return rs(rng, D, 16)
    if cc == "FR":
        bank, branch, acct = rs(rng, D, 5), rs(rng, D, 5), rs(rng, D, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return bank + branch + acct + f"{key:02d}"
    if cc == "BE":
        first = rs(rng, "123456789", 1) + rs(rng, D, 9)
        c = int(first) % 97 or 97
        return first + f"{c:02d}"
    if cc == "ES":
        bank, branch, acct = rs(rng, D, 4), rs(rng, D, 4), rs(rng, D, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            v = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
            return {10: 1, 11: 0}.get(v, v)
        return bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct
    if cc == "PT":
        base = rs(rng, D, 19)
        return base + f"{98 - (int(base) * 100) % 97:02d}"
    if cc == "GB":
        return rs(rng, string.ascii_uppercase, 4) + rs(rng, D, 14)
    if cc == "NL":
        return rs(rng, string.ascii_uppercase, 4) + rs(rng, D, 10)
    if cc == "IT":
        return rng.choice(string.ascii_uppercase) + rs(rng, D, 10) + rs(rng, D, 12)
    if cc == "CH":
        return rs(rng, D, 5) + rs(rng, D, 12)
    raise ValueError(cc)


def gen_iban(rng, cc, spaced=True):
    bban = bban_for(cc, rng)
    iban = cc + iban_check(cc, bban) + bban
    if not spaced:
        return iban
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def pii_gens():
    g = {
        "visa": lambda r: " ".join(card(r, ["4"], 16, [4, 4, 4, 4])),
        "visa_raw": lambda r: "".join(card(r, ["4"], 16, [16])),
        "mc": lambda r: "-".join(card(r, ["51", "52", "53", "54", "55"], 16, [4, 4, 4, 4])),
        "mc2": lambda r: " ".join(card(r, [str(x) for x in range(2221, 2721, 37)], 16, [4, 4, 4, 4])),
        "amex": lambda r: " ".join(card(r, ["34", "37"], 15, [4, 6, 5])),
        "discover": lambda r: " ".join(card(r, ["6011", "65"], 16, [4, 4, 4, 4])),
        "jcb": lambda r: " ".join(card(r, ["3528", "3541", "3589"], 16, [4, 4, 4, 4])),
        "unionpay": lambda r: " ".join(card(r, ["6212", "6228", "6259"], 19, [4, 4, 4, 4, 3])),
        "diners": lambda r: " ".join(card(r, ["36", "38"], 14, [4, 6, 4])),
        "ssn": gen_ssn,
        "nino": lambda r: "".join(gen_nino(r)),
        "nino_sp": lambda r: (lambda p, d, s: f"{p} {d[:2]} {d[2:4]} {d[4:]} {s}")(*gen_nino(r)),
        "d1": lambda r: rs(r, string.digits, 1),
        "d2": lambda r: rs(r, string.digits, 2),
        "d3": lambda r: rs(r, string.digits, 3),
        "d4": lambda r: rs(r, string.digits, 4),
    }
    for cc in ["DE", "AT", "FR", "BE", "ES", "PT", "GB", "NL", "IT", "CH"]:
        g["iban_" + cc] = (lambda c: lambda r: gen_iban(r, c))(cc)
        g["iban_" + cc + "_raw"] = (lambda c: lambda r: gen_iban(r, c, spaced=False))(cc)
    return g


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
BIDI = ["\u2066", "\u2067", "\u2068", "\u2069", "\u202a", "\u202b", "\u202c", "\u200e", "\u200f"]
HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a",
        "M": "\u041c", "B": "\u0412", "X": "\u0425"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "l": "1"}


def t_zw(p, rng):
    out = []
    for i, ch in enumerate(p):
        out.append(ch)
        if i + 1 < len(p) and not ch.isspace() and not p[i + 1].isspace():
            out.append(rng.choice(ZW))
    return "".join(out)


def t_tag(p, rng):
    assert all(32 <= ord(c) < 127 for c in p), "tag payload must be ASCII"
    return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in p) + "\U000E007F"


def t_bidi_rlo(p, rng):
    return "\u202e" + p[::-1] + "\u202c"


def t_bidi_iso(p, rng):
    out = []
    for i, ch in enumerate(p):
        out.append(ch)
        if ch.isalpha() and rng.random() < 0.35:
            a = rng.choice(["\u2066", "\u2067", "\u2068"])
            out.append(a + "\u2069")
    return "".join(out)


def t_fullwidth(p, rng):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in p)


def t_homoglyph(p, rng):
    out, n = [], 0
    for ch in p:
        if ch in HOMO and rng.random() < 0.7:
            out.append(HOMO[ch])
            n += 1
        else:
            out.append(ch)
    assert n >= 3
    return "".join(out)


def t_base64(p, rng):
    return base64.b64encode(p.encode("utf-8")).decode()


def t_leet(p, rng):
    return "".join(LEET.get(c, c) if rng.random() < 0.85 else c for c in p)


def t_spaced(p, rng, dots=False):
    if dots:
        return " ".join(".".join(w) for w in p.split())
    return "   ".join(" ".join(w) for w in p.split())


def obfuscate(tech, payload, note, rng):
    if tech == "zw":
        return t_zw(payload, rng)
    if tech == "tag":
        return t_tag(payload, rng)
    if tech == "bidi_rlo":
        return t_bidi_rlo(payload, rng)
    if tech == "bidi_iso":
        return t_bidi_iso(payload, rng)
    if tech == "fullwidth":
        return t_fullwidth(payload, rng)
    if tech == "homoglyph":
        return t_homoglyph(payload, rng)
    if tech == "base64":
        return t_base64(payload, rng)
    if tech == "leet":
        return t_leet(payload, rng)
    if tech == "spaced":
        return t_spaced(payload, rng, dots="dot" in note)
    if tech == "zw_fullwidth":
        return t_zw(t_fullwidth(payload, rng), rng)
    if tech == "homoglyph_zw":
        return t_zw(t_homoglyph(payload, rng), rng)
    raise ValueError(tech)


# ---------------------------------------------------------------- assembly
def rec(id_, cls, lang, text, note):
    return {"id": id_, "class": cls, "lang": lang, "text": text, "note": note}


def write(name, rows):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {path}: {len(rows)} lines")


def build_injection():
    rng = random.Random(SEED * 100 + 1)
    obf = read_spec("obf.txt", 5)
    rows = []
    for lang in LANGS:
        n = 0
        for note, text in read_spec(f"inj_{lang}.txt", 2):
            n += 1
            rows.append(rec(f"b3-inj-{lang}-{n:03d}", "injection", lang, text, note))
        for olang, tech, note, wrapper, payload in obf:
            if olang != lang:
                continue
            n += 1
            text = wrapper.replace("{P}", obfuscate(tech, payload, note, rng))
            rows.append(rec(f"b3-inj-{lang}-{n:03d}", "injection", lang, text, f"obfuscation/{tech}: {note}"))
    return rows


def build_benign():
    rng = random.Random(SEED * 100 + 2)
    ph = {"{SHA40}": lambda: rs(rng, HEX, 40), "{SHA7}": lambda: rs(rng, HEX, 7),
          "{UUID}": lambda: gen_uuid(rng), "{SHA256}": lambda: rs(rng, HEX, 64),
          "{MD5}": lambda: rs(rng, HEX, 32)}
    rows = []
    for lang in LANGS:
        for n, (note, text) in enumerate(read_spec(f"ben_{lang}.txt", 2), 1):
            for k, f in ph.items():
                while k in text:
                    text = text.replace(k, f(), 1)
            rows.append(rec(f"b3-ben-{lang}-{n:03d}", "benign", lang, text, note))
    return rows


def build_by_template(spec, cls, prefix, gens, seed_k):
    rng = random.Random(SEED * 100 + seed_k)
    counters = {}
    rows = []
    specs = read_spec(spec, 3)
    for lang in LANGS:
        for slang, note, tmpl in specs:
            if slang != lang:
                continue
            counters[lang] = counters.get(lang, 0) + 1
            rows.append(rec(f"b3-{prefix}-{lang}-{counters[lang]:03d}", cls, lang,
                            fill(tmpl, gens, rng), note))
    bad = {s[0] for s in specs} - set(LANGS)
    if bad:
        sys.exit(f"{spec}: unknown langs {bad}")
    return rows


def main():
    write("injection.jsonl", build_injection())
    write("secret.jsonl", build_by_template("secrets.txt", "secret", "sec", KEYGEN, 3))
    write("pii.jsonl", build_by_template("pii.txt", "pii", "pii", pii_gens(), 4))
    write("benign.jsonl", build_benign())


if __name__ == "__main__":
    main()
