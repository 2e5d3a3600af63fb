#!/usr/bin/env python3
"""Deterministic generator for the blind4 evaluation set.

Reads hand-written line files from gen/data/ and writes
injection.jsonl, secret.jsonl, pii.jsonl, benign.jsonl into the parent dir.

Data file format: one entry per line, "note :: text" (injection/secret/pii/benign),
"lang :: payload" (obf_payloads.txt), "lang :: kind :: template" (obf_wrappers.txt).
Lines starting with '#' and blank lines are ignored. A literal "\\n" in a text becomes a newline.

Key material, card numbers, IBANs, phone numbers, SSNs, NI numbers, hashes and IPs are
generated with a seeded RNG (random.Random(SEED)); re-running produces identical files.
Standard library only.
"""
import base64
import json
import os
import random
import re
import string
import unicodedata
import uuid

SEED = 20250404
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLS_SHORT = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
# obfuscated injection variants per language (~15% of the injection file)
OBF_COUNT = {"en": 29, "fr": 8, "de": 8, "es": 8, "pt": 8, "zh": 8, "ja": 8}

ALNUM = string.ascii_letters + string.digits
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
UPPER_ALNUM = string.ascii_uppercase + string.digits
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def pick(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- data files
def read_pairs(name):
    rows = []
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split(" :: ")
            if len(parts) < 2:
                raise SystemExit(f"{name}: malformed line: {line!r}")
            rows.append([p.strip() if i < len(parts) - 1 else p.replace("\\n", "\n") for i, p in enumerate(parts)])
    return rows


def read_notes(name):
    out = []
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if " :: " not in line:
                raise SystemExit(f"{name}: malformed line: {line!r}")
            note, text = line.split(" :: ", 1)
            out.append((note.strip(), text.replace("\\n", "\n")))
    return out


# ---------------------------------------------------------------- key material
def uuid4(rng):
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def ip(rng):
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return f"{net}.{rng.randint(2, 254)}"


def b64u(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(rng):
    alg = rng.choice(["HS256", "RS256", "ES256"])
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256":
        header["kid"] = pick(rng, HEX, 16)
    iat = rng.randint(1_700_000_000, 1_740_000_000)
    payload = {
        "sub": rng.choice(["svc-reporting", "ci-bot", "user_" + pick(rng, string.digits, 6), "worker-" + pick(rng, HEX, 6)]),
        "iss": rng.choice(["https://auth.halden-internal.net", "https://sso.plumcart-shop.example", "https://id.kelmora.example"]),
        "iat": iat,
        "exp": iat + rng.choice([86400 * 365, 86400 * 30, 3600 * 24 * 3650]),
        "scope": rng.choice(["reports:read", "admin", "deploy write", "read write"]),
    }
    siglen = {"HS256": 43, "RS256": 342, "ES256": 86}[alg]
    return ".".join([b64u(json.dumps(header, separators=(",", ":")).encode()),
                     b64u(json.dumps(payload, separators=(",", ":")).encode()),
                     pick(rng, B64URL, siglen)])


def pem(rng, label, lead, nlines):
    body = lead + pick(rng, B64, 64 * nlines - len(lead) - rng.randint(0, 20))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    sep = "\n" if rng.random() < 0.5 else " "
    return sep.join([f"-----BEGIN {label}-----"] + lines + [f"-----END {label}-----"])


PW_WORDS = ["Sommer", "Tulipe", "Kestrel", "blauHaus", "Falcon", "Mariposa", "Girassol", "Lagarto", "panda",
            "Orchidee", "Nordwind", "cerezo", "Bifrost", "Quokka", "marmotte", "Capivara", "Aurora", "Tamarin"]


def pw(rng):
    style = rng.randrange(4)
    if style == 0:
        return rng.choice(PW_WORDS) + str(rng.randint(1990, 2026)) + rng.choice("!#$%&*?")
    if style == 1:
        return pick(rng, ALNUM + "!#$%&*?@", rng.randint(12, 18))
    if style == 2:
        return "-".join(rng.sample(PW_WORDS, 3)).lower() + "-" + str(rng.randint(10, 99))
    return rng.choice(PW_WORDS) + rng.choice(".-_") + pick(rng, string.digits, 4) + rng.choice(PW_WORDS)[:3].upper()


def pw_url(rng):
    return pick(rng, ALNUM, rng.randint(14, 24)) + rng.choice(["", "-", "_", "."]) + pick(rng, ALNUM, 4)


def pin(rng, n):
    while True:
        p = pick(rng, string.digits, n)
        if len(set(p)) > 2 and p not in ("1234", "123456", "4321", "654321", "1212", "2580"):
            return p


def discord_bot(rng):
    snowflake = str(rng.randint(10**17, 13 * 10**17))
    return b64u(snowflake.encode()) + "." + pick(rng, B64URL, 6) + "." + pick(rng, B64URL, 38)


KEYGEN = {
    "aws_akid": lambda r: "AKIA" + pick(r, B32, 16),
    "aws_secret": lambda r: pick(r, B64, 40),
    "gh_pat": lambda r: "ghp_" + pick(r, ALNUM, 36),
    "gh_fine": lambda r: "github_pat_" + pick(r, ALNUM, 22) + "_" + pick(r, ALNUM, 59),
    "gho": lambda r: "gho_" + pick(r, ALNUM, 36),
    "ghs": lambda r: "ghs_" + pick(r, ALNUM, 36),
    "glpat": lambda r: "glpat-" + pick(r, ALNUM + "-_", 20),
    "npm": lambda r: "npm_" + pick(r, ALNUM, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmcCJD" + pick(r, B64URL, 136),
    "sendgrid": lambda r: "SG." + pick(r, B64URL, 22) + "." + pick(r, B64URL, 43),
    "google_api": lambda r: "AIzaSy" + pick(r, B64URL, 33),
    "hf": lambda r: "hf_" + pick(r, string.ascii_letters, 34),
    "do_pat": lambda r: "dop_v1_" + pick(r, HEX, 64),
    "mailgun": lambda r: "key-" + pick(r, HEX, 32),
    "heroku": uuid4,
    "discord_bot": discord_bot,
    "datadog_api": lambda r: pick(r, HEX, 32),
    "datadog_app": lambda r: pick(r, HEX, 40),
    "slack_bot": lambda r: "xoxb-" + pick(r, string.digits, r.choice([11, 12, 13])) + "-" + pick(r, string.digits, 13) + "-" + pick(r, ALNUM, 24),
    "slack_user": lambda r: "xoxp-" + "-".join(pick(r, string.digits, n) for n in (12, 12, 13)) + "-" + pick(r, HEX, 32),
    "stripe_sk": lambda r: "sk_live_" + (("51" + pick(r, ALNUM, 97)) if r.random() < 0.7 else pick(r, ALNUM, 24)),
    "stripe_rk": lambda r: "rk_live_51" + pick(r, ALNUM, 97),
    "openai_proj": lambda r: "sk-proj-" + pick(r, B64URL, 74) + "T3BlbkFJ" + pick(r, B64URL, 74),
    "openai_legacy": lambda r: "sk-" + pick(r, ALNUM, 20) + "T3BlbkFJ" + pick(r, ALNUM, 20),
    "anthropic": lambda r: "sk-ant-api03-" + pick(r, B64URL, 93) + "AA",
    "twilio_sid": lambda r: "AC" + pick(r, HEX, 32),
    "twilio_token": lambda r: pick(r, HEX, 32),
    "twilio_sk": lambda r: "SK" + pick(r, HEX, 32),
    "azure_storage_key": lambda r: pick(r, B64, 86) + "==",
    "hex32": lambda r: pick(r, HEX, 32),
    "telegram": lambda r: str(r.randint(1, 7)) + pick(r, string.digits, 9) + ":AA" + pick(r, B64URL, 33),
    "shopify_pat": lambda r: "shpat_" + pick(r, HEX, 32),
    "shopify_ss": lambda r: "shpss_" + pick(r, HEX, 32),
    "jwt": jwt,
    "pem_rsa": lambda r: pem(r, "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", r.randint(6, 10)),
    "pem_openssh": lambda r: pem(r, "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB", 5),
    "pem_ec": lambda r: pem(r, "EC PRIVATE KEY", "MHcCAQEEI", 3),
    "pem_pkcs8": lambda r: pem(r, "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", r.randint(6, 10)),
    "pw": pw,
    "pw_url": pw_url,
    "pin4": lambda r: pin(r, 4),
    "pin6": lambda r: pin(r, 6),
    "atlassian": lambda r: "ATATT3xFfGF0" + pick(r, B64URL, 170) + "=" + pick(r, HEX.upper(), 8),
    "linear": lambda r: "lin_api_" + pick(r, ALNUM, 40),
    "databricks": lambda r: "dapi" + pick(r, HEX, 32),
    "grafana": lambda r: "glsa_" + pick(r, ALNUM, 32) + "_" + pick(r, HEX, 8),
    "supabase": lambda r: "sbp_" + pick(r, HEX, 40),
    "newrelic": lambda r: "NRAK-" + pick(r, UPPER_ALNUM, 27),
    "age_key": lambda r: "AGE-SECRET-KEY-1" + pick(r, BECH32, 58),
    "alibaba_id": lambda r: "LTAI5t" + pick(r, ALNUM, 18),
    "alibaba_secret": lambda r: pick(r, ALNUM, 30),
    "tencent_id": lambda r: "AKID" + pick(r, ALNUM, 32),
    "tencent_key": lambda r: pick(r, ALNUM, 32),
    "line_token": lambda r: pick(r, B64, 171) + "=",
    "uuid4": uuid4,
    "ip": ip,
    # benign look-alikes
    "sha": lambda r: pick(r, HEX, 40),
    "sha_short": lambda r: pick(r, HEX, r.choice([7, 8, 10])),
    "uuid": uuid4,
    "sha256": lambda r: pick(r, HEX, 64),
    "md5": lambda r: pick(r, HEX, 32),
}


# ---------------------------------------------------------------- pii
def luhn_digit(partial):
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def card(rng, prefix, length):
    body = prefix + pick(rng, string.digits, length - len(prefix) - 1)
    return body + luhn_digit(body)


def group(s, sizes, sep):
    out, i = [], 0
    for n in sizes:
        out.append(s[i:i + n])
        i += n
    return sep.join(out)


def card_visa(rng):
    return group(card(rng, "4", 16), [4, 4, 4, 4], rng.choice([" ", " ", "-"]))


def card_mc(rng):
    prefix = rng.choice([str(rng.randint(51, 55)), str(rng.randint(2221, 2720))])
    return group(card(rng, prefix, 16), [4, 4, 4, 4], rng.choice([" ", "-"]))


def card_amex(rng):
    return group(card(rng, rng.choice(["34", "37"]), 15), [4, 6, 5], " ")


def card_jcb(rng):
    return group(card(rng, str(rng.randint(3528, 3589)), 16), [4, 4, 4, 4], " ")


def ssn_parts(rng):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}", f"{rng.randint(1, 99):02d}", f"{rng.randint(1, 9999):04d}"


NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"
NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino_parts(rng):
    while True:
        p = rng.choice(NINO_FIRST) + rng.choice(NINO_SECOND)
        if p not in NINO_BAD:
            break
    return p, pick(rng, string.digits, 6), rng.choice("ABCD")


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return f"{98 - int(num) % 97:02d}"


def make_iban(country, bban, rng):
    iban = country + iban_check(country, bban) + bban
    if rng.random() < 0.75:
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))
    return iban


def es_dc(digits10):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(d) * x for d, x in zip(digits10, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]


def it_cin(s):
    total = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else ord(c) - 65
        total += IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + total % 26)


def bban(rng, country):
    d = lambda n: pick(rng, string.digits, n)
    if country == "DE":
        return d(8) + d(10)
    if country == "AT":
        return d(5) + d(11)
    if country == "GB":
        return pick(rng, string.ascii_uppercase, 4) + d(6) + d(8)
    if country == "NL":
        return pick(rng, string.ascii_uppercase, 4) + d(10)
    if country == "BE":
        first = d(10)
        chk = int(first) % 97 or 97
        return first + f"{chk:02d}"
    if country == "FR":
        bank, branch, acct = d(5), d(5), d(11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        return bank + branch + acct + f"{key:02d}"
    if country == "ES":
        bank, branch, acct = d(4), d(4), d(10)
        return bank + branch + f"{es_dc('00' + bank + branch)}{es_dc(acct)}" + acct
    if country == "PT":
        core = d(4) + d(4) + d(11)
        return core + f"{98 - (int(core) * 100) % 97:02d}"
    if country == "IT":
        rest = d(5) + d(5) + d(12)
        return it_cin(rest) + rest
    raise ValueError(country)


def phone(rng, kind):
    d = lambda n: pick(rng, string.digits, n)
    if kind == "us":
        area = rng.choice(["212", "312", "415", "503", "617", "720", "786", "919", "469", "206", "404", "612"])
        ex = str(rng.randint(201, 989))
        while ex == "555":
            ex = str(rng.randint(201, 989))
        return rng.choice([f"({area}) {ex}-{d(4)}", f"+1 {area}-{ex}-{d(4)}", f"{area}.{ex}.{d(4)}"])
    if kind == "uk":
        n = "7" + rng.choice(["4", "5", "8", "9"]) + d(2)
        return rng.choice([f"+44 {n} {d(6)}", f"0{n} {d(6)}"])
    if kind == "fr":
        p = rng.choice(["6", "7"])
        g = " ".join(d(2) for _ in range(4))
        return rng.choice([f"0{p} {g}", f"+33 {p} {g}"])
    if kind == "de":
        p = rng.choice(["151", "152", "157", "160", "162", "170", "171", "172", "175", "176", "178"])
        return rng.choice([f"+49 {p} {d(8)}", f"0{p} {d(7)}"])
    if kind == "es":
        return f"+34 {rng.choice('67')}{d(2)} {d(3)} {d(3)}"
    if kind == "pt":
        return f"+351 9{rng.choice('1236')}{d(1)} {d(3)} {d(3)}"
    if kind == "br":
        ddd = rng.choice(["11", "21", "31", "41", "51", "61", "71", "81"])
        return rng.choice([f"+55 {ddd} 9{d(4)}-{d(4)}", f"({ddd}) 9{d(4)}-{d(4)}"])
    if kind == "cn":
        p = rng.choice(["138", "139", "136", "158", "186", "177", "199", "135"])
        return rng.choice([f"{p} {d(4)} {d(4)}", f"+86 {p}-{d(4)}-{d(4)}", f"{p}{d(8)}"])
    if kind == "hk":
        return f"+852 {rng.choice('569')}{d(3)} {d(4)}"
    if kind == "jp":
        return f"0{rng.choice('789')}0-{d(4)}-{d(4)}"
    if kind == "jp_land":
        return rng.choice([f"03-{d(4)}-{d(4)}", f"06-{d(4)}-{d(4)}", f"045-{d(3)}-{d(4)}"])
    raise ValueError(kind)


PIIGEN = {
    "card_visa": card_visa,
    "card_visa_compact": lambda r: card(r, "4", 16),
    "card_mc": card_mc,
    "card_amex": card_amex,
    "card_jcb": card_jcb,
    "ssn": lambda r: "-".join(ssn_parts(r)),
    "ssn_compact": lambda r: " ".join(ssn_parts(r)),
    "nino": lambda r: "".join(nino_parts(r)),
    "nino_spaced": lambda r: (lambda p, n, s: f"{p} {n[:2]} {n[2:4]} {n[4:]} {s}")(*nino_parts(r)),
}
for _c in ["DE", "AT", "GB", "NL", "BE", "FR", "ES", "PT", "IT"]:
    PIIGEN["iban_" + _c.lower()] = (lambda c: lambda r: make_iban(c, bban(r, c), r))(_c)
for _k in ["us", "uk", "fr", "de", "es", "pt", "br", "cn", "hk", "jp", "jp_land"]:
    PIIGEN["phone_" + _k] = (lambda k: lambda r: phone(r, k))(_k)

GENS = dict(KEYGEN)
GENS.update(PIIGEN)
PH = re.compile(r"\{([a-z0-9_]+)\}")


def fill(text, rng, where):
    def sub(m):
        name = m.group(1)
        if name not in GENS:
            raise SystemExit(f"{where}: unknown placeholder {{{name}}}")
        return GENS[name](rng)
    return PH.sub(sub, text)


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443",
        "i": "\u0456", "s": "\u0455", "j": "\u0458", "A": "\u0410", "B": "\u0412", "E": "\u0415", "H": "\u041d",
        "K": "\u041a", "M": "\u041c", "O": "\u041e", "P": "\u0420", "T": "\u0422", "X": "\u0425", "C": "\u0421"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
CJK = {"zh", "ja"}


def is_word(tok):
    return tok.isalpha()


def map_words(payload, fn):
    # apply fn to purely alphabetic tokens; leave URLs, paths, e-mails intact so the attack still works
    return "".join(fn(t) if is_word(t) else t for t in re.split(r"(\s+)", payload))


def ob_zwsp(rng, p, lang):
    if lang in CJK:
        return "".join(c + (rng.choice(ZW) if not c.isspace() and rng.random() < 0.8 else "") for c in p)
    return map_words(p, lambda w: rng.choice(ZW).join(w) if len(w) > 3 else w)


def ob_tags(rng, p, lang):
    ascii_p = unicodedata.normalize("NFKD", p).encode("ascii", "ignore").decode()
    return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in ascii_p) + "\U000E007F"


def ob_bidi(rng, p, lang):
    return "\u202e" + p[::-1] + "\u202c"


def ob_fullwidth(rng, p, lang):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in p)


def ob_homoglyph(rng, p, lang):
    return map_words(p, lambda w: "".join(HOMO[c] if c in HOMO and rng.random() < 0.6 else c for c in w))


def ob_base64(rng, p, lang):
    return base64.b64encode(p.encode("utf-8")).decode()


def ob_leet(rng, p, lang):
    return map_words(p, lambda w: "".join(LEET[c] if c in LEET and rng.random() < 0.8 else c for c in w))


def ob_spacing(rng, p, lang):
    if lang in CJK:
        return " ".join(c for c in p if not c.isspace())
    sep = rng.choice([" ", ".", "-", "  "])
    return map_words(p, lambda w: sep.join(w) if len(w) > 3 else w)


OBF = {"zwsp": ob_zwsp, "tags": ob_tags, "bidi": ob_bidi, "fullwidth": ob_fullwidth,
       "homoglyph": ob_homoglyph, "base64": ob_base64, "leet": ob_leet, "spacing": ob_spacing}
LATIN_TECH = list(OBF)
CJK_TECH = ["zwsp", "bidi", "fullwidth", "base64", "spacing"]


def obfuscated(rng):
    payloads = {}
    for lang, p in read_pairs("obf_payloads.txt"):
        payloads.setdefault(lang.strip(), []).append(p)
    wrappers = {}
    for lang, kind, tpl in read_pairs("obf_wrappers.txt"):
        wrappers.setdefault((lang.strip(), kind.strip()), []).append(tpl)
    out = []
    for lang in LANGS:
        techs = CJK_TECH if lang in CJK else LATIN_TECH
        pairs = [(pi, t) for pi in range(len(payloads[lang])) for t in techs]
        rng.shuffle(pairs)
        # make sure every technique appears at least once, then fill up
        chosen, seen = [], set()
        for pi, t in pairs:
            if t not in seen:
                chosen.append((pi, t)); seen.add(t)
        for pr in pairs:
            if len(chosen) >= OBF_COUNT[lang]:
                break
            if pr not in chosen:
                chosen.append(pr)
        chosen = chosen[:OBF_COUNT[lang]]
        for pi, t in chosen:
            payload = payloads[lang][pi]
            ob = OBF[t](rng, payload, lang)
            kind = {"base64": "b64", "tags": "carrier"}.get(t, "lead")
            if t == "zwsp" and rng.random() < 0.3:
                kind = "carrier"
            tpl = rng.choice(wrappers[(lang, kind)])
            if t == "zwsp" and kind == "carrier":
                ob = ("" if lang in CJK else " ") + ob
            out.append((lang, f"obfuscated: {t}; generated from hand-written payload #{pi + 1}", tpl.replace("{P}", ob)))
    return out


# ---------------------------------------------------------------- main
def build():
    rng = random.Random(SEED)
    records = {c: [] for c in CLS_SHORT}
    for lang in LANGS:
        for note, text in read_notes(f"injection_{lang}.txt"):
            records["injection"].append((lang, note, text))
    for lang, note, text in obfuscated(rng):
        records["injection"].append((lang, note, text))
    for cls in ("secret", "pii", "benign"):
        for lang in LANGS:
            for note, text in read_notes(f"{cls}_{lang}.txt"):
                records[cls].append((lang, note, fill(text, rng, f"{cls}_{lang}")))
    for cls, rows in records.items():
        rng.shuffle(rows)
        counters = {}
        path = os.path.join(OUT, f"{cls}.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for lang, note, text in sorted(rows, key=lambda r: LANGS.index(r[0])):
                counters[lang] = counters.get(lang, 0) + 1
                rid = f"b4-{CLS_SHORT[cls]}-{lang}-{counters[lang]:03d}"
                f.write(json.dumps({"id": rid, "class": cls, "lang": lang, "text": text, "note": note},
                                   ensure_ascii=False) + "\n")
        print(f"{cls}: {len(rows)} -> {path}")


if __name__ == "__main__":
    build()
