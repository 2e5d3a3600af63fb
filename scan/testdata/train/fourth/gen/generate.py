#!/usr/bin/env python3
"""Deterministic generator for the t4 scanner evaluation set.

Reads hand-written line files under gen/data/ and writes injection.jsonl,
secret.jsonl, pii.jsonl and benign.jsonl one directory up. Key material,
card numbers, IBANs etc. are produced with a seeded RNG so every run is
byte-identical. Standard library only.
"""
import base64, glob, json, os, random, re, string, unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
SEED = 20240604
rng = random.Random(SEED)

BENIGN_TARGET = {"en": 350, "fr": 95, "de": 95, "es": 95, "pt": 95, "zh": 95, "ja": 95}
SECRET_PER_LANG = {"en": 42, "fr": 13, "de": 13, "es": 13, "pt": 13, "zh": 13, "ja": 13}
PII_PER_LANG = {"en": 14, "fr": 6, "de": 6, "es": 6, "pt": 6, "zh": 6, "ja": 6}
OBF_PER_LANG = {"en": 30, "fr": 8, "de": 8, "es": 8, "pt": 8, "zh": 8, "ja": 8}


def read_pairs(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for ln in f:
            ln = ln.rstrip("\n")
            if not ln.strip() or ln.startswith("#"):
                continue
            tag, text = ln.split("::", 1)
            out.append((tag.strip(), text.strip()))
    return out


def read_triples(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for ln in f:
            ln = ln.rstrip("\n")
            if not ln.strip() or ln.startswith("#"):
                continue
            lang, kind, text = ln.split("::", 2)
            out.append((lang, kind, text))
    return out

# ---------------------------------------------------------------- key material
UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    h = r(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def pw():
    words = ["Harbor", "lemon", "Tigre", "Sonne", "nube", "Vento", "kiwi", "Falke", "Marea", "Quartz", "orca", "Birke"]
    return rng.choice(words) + rng.choice("!#$%&*?@") + r(DG, rng.randint(2, 4)) + r(LO + UP, rng.randint(2, 4))


def pin():
    while True:
        p = r(DG, rng.choice([4, 4, 6]))
        if len(set(p)) > 2 and p not in ("1234", "123456"):
            return p


def jwt():
    hdr = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    pl = {"sub": r(DG, 7), "iss": "billing.corvidworks.example", "iat": 1700000000 + rng.randint(0, 3 * 10**7), "scope": "svc"}
    body = b64url(json.dumps(pl, separators=(",", ":")).encode())
    sig = b64url(bytes(rng.getrandbits(8) for _ in range(32)))
    return f"{hdr}.{body}.{sig}"


def pem(kind="RSA"):
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(120))).decode()
    if kind == "EC":
        return f"-----BEGIN EC PRIVATE KEY----- {body} -----END EC PRIVATE KEY-----"
    if kind == "OPENSSH":
        return f"-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAA{body} -----END OPENSSH PRIVATE KEY-----"
    return f"-----BEGIN RSA PRIVATE KEY----- MIIEow{body} -----END RSA PRIVATE KEY-----"


HOSTS = ["db.corvidworks.example", "10-pg.lindqvist-data.test", "primary.hallowmere.example", "198.51.100.12", "203.0.113.40"]


def secret_values():
    return {
        "aws_id": "AKIA" + r(UP + "234567", 16),
        "aws_secret": r(ALNUM + "/+", 40),
        "github": "ghp_" + r(ALNUM, 36),
        "github_pat": "github_pat_" + r(ALNUM, 22) + "_" + r(ALNUM, 59),
        "gitlab": "glpat-" + r(ALNUM + "-_", 20),
        "npm": "npm_" + r(ALNUM, 36),
        "pypi": "pypi-AgEIcHlwaS5vcmc" + r(B64URL, 70),
        "sendgrid": "SG." + r(B64URL, 22) + "." + r(B64URL, 43),
        "google": "AIza" + r(B64URL, 35),
        "hf": "hf_" + r(UP + LO, 34),
        "do": "dop_v1_" + r(HEX, 64),
        "mailgun": "key-" + r(HEX, 32),
        "uuid": uuid4(),
        "discord": b64url(r(DG, 18).encode()) + "." + r(B64URL, 6) + "." + r(B64URL, 38),
        "hex32": r(HEX, 32),
        "hex40": r(HEX, 40),
        "slack": f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(ALNUM, 24)}",
        "slackhook": f"https://hooks.slack.com/services/T{r(UP + DG, 10)}/B{r(UP + DG, 10)}/{r(ALNUM, 24)}",
        "stripe": "sk_live_" + r(ALNUM, 99 if rng.random() < 0.5 else 24),
        "stripe_rk": "rk_live_" + r(ALNUM, 24),
        "openai": "sk-proj-" + r(B64URL, 48) + "T3BlbkFJ" + r(B64URL, 48),
        "anthropic": "sk-ant-api03-" + r(B64URL, 93) + "AA",
        "twilio_sid": "AC" + r(HEX, 32),
        "azure": f"DefaultEndpointsProtocol=https;AccountName=st{r(LO + DG, 10)};AccountKey={base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()};EndpointSuffix=core.windows.net",
        "telegram": f"{rng.randint(10**8, 10**10 - 1)}:AA{r(B64URL, 33)}",
        "shopify": "shpat_" + r(HEX, 32),
        "jwt": jwt(),
        "pem": pem(rng.choice(["RSA", "OPENSSH"])),
        "pem_ec": pem("EC"),
        "pgurl": f"postgres://app_rw:{pw()}@{rng.choice(HOSTS)}:5432/orders",
        "mysqlurl": f"mysql://admin:{pw()}@{rng.choice(HOSTS)}:3306/tienda",
        "mongourl": f"mongodb+srv://analytics:{pw()}@cluster0.{r(LO + DG, 5)}.quarrybend.example/events",
        "redisurl": f"redis://default:{pw()}@{rng.choice(HOSTS)}:6379/0",
        "pw": pw(),
        "pin": pin(),
    }

# ---------------------------------------------------------------- pii
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


def luhn_complete(prefix, length):
    body = prefix + r(DG, length - len(prefix) - 1)
    for c in DG:
        if luhn_ok(body + c):
            return body + c


def group(num, sizes):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s]); i += s
    return " ".join(out)


def iban(cc, bban):
    rearr = bban + cc + "00"
    n = int("".join(str(int(ch, 36)) for ch in rearr))
    chk = 98 - n % 97
    raw = f"{cc}{chk:02d}{bban}"
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g, s = rng.randint(1, 99), rng.randint(1, 9999)
        v = f"{a:03d}-{g:02d}-{s:04d}"
        if v not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return v


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = r(DG, 6)
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"


def pii_values():
    visa = luhn_complete("4" + r("123456789", 1), 16)
    return {
        "visa": group(visa, [4, 4, 4, 4]),
        "visa_s": visa,
        "mc": group(luhn_complete("5" + rng.choice("12345"), 16), [4, 4, 4, 4]),
        "amex": group(luhn_complete("3" + rng.choice("47"), 15), [4, 6, 5]),
        "ssn": ssn(),
        "nino": nino(),
        "iban_gb": iban("GB", r(UP, 4) + r(DG, 14)),
        "iban_nl": iban("NL", r(UP, 4) + r(DG, 10)),
        "iban_de": iban("DE", r(DG, 18)),
        "iban_fr": iban("FR", r(DG, 23)),
        "iban_es": iban("ES", r(DG, 20)),
        "iban_pt": iban("PT", r(DG, 21)),
        "phone_us": f"+1 ({rng.randint(201, 989)}) 555-01{rng.randint(0, 99):02d}",
        "phone_uk": f"+44 7700 900{rng.randint(0, 999):03d}",
        "phone_fr": f"+33 6 {r(DG,2)} {r(DG,2)} {r(DG,2)} {r(DG,2)}",
        "phone_de": f"+49 30 {r(DG, 8)}",
        "phone_es": f"+34 6{r(DG,2)} {r(DG,3)} {r(DG,3)}",
        "phone_pt": f"+351 91{r(DG,1)} {r(DG,3)} {r(DG,3)}",
        "phone_br": f"+55 51 9{r(DG,4)}-{r(DG,4)}",
        "phone_cn": f"+86 13{r(DG,1)} {r(DG,4)} {r(DG,4)}",
        "phone_jp": f"090-{r(DG,4)}-{r(DG,4)}",
    }

# ---------------------------------------------------------------- benign fillers
def benign_values():
    return {
        "sha": r(HEX, 40), "sha7": r(HEX, 7), "sha7b": r(HEX, 7), "uuid": uuid4(),
        "sha256": r(HEX, 64), "md5": r(HEX, 32),
        "ver": f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}",
        "ip": rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(2, 250)),
        "n": str(rng.randint(100, 9999)),
        "fpr": " ".join(r("0123456789ABCDEF", 4) for _ in range(10)),
        "b64fp": base64.b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode().rstrip("="),
    }


def fill(tmpl, vals):
    return re.sub(r"\{(\w+)\}", lambda m: vals[m.group(1)] if m.group(1) in vals else m.group(0), tmpl)

# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1"}


def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def ob_zw(p, carrier, tmpl):
    return "".join(ch + (rng.choice(ZW) if ch != " " else "") for ch in p)


def ob_tags(p, carrier, tmpl):
    return carrier + " " + "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(p))


def ob_bidi(p, carrier, tmpl):
    return carrier + " \u202e" + p[::-1] + "\u202c"


def ob_full(p, carrier, tmpl):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in p)


def ob_homo(p, carrier, tmpl):
    return "".join(HOMO.get(c, c) if rng.random() < 0.7 else c for c in p)


def ob_b64(p, carrier, tmpl):
    return tmpl.replace("{B}", base64.b64encode(p.encode()).decode())


def ob_leet(p, carrier, tmpl):
    return "".join(LEET.get(c.lower(), c) for c in p)


def ob_space(p, carrier, tmpl):
    return "   ".join(" ".join(w) for w in p.split(" "))


LATIN_METHODS = [("zero-width", ob_zw), ("unicode-tags", ob_tags), ("bidi", ob_bidi), ("fullwidth", ob_full),
                 ("homoglyph", ob_homo), ("base64", ob_b64), ("leetspeak", ob_leet), ("spacing", ob_space)]
CJK_METHODS = [("zero-width", ob_zw), ("bidi", ob_bidi), ("base64", ob_b64), ("spacing", ob_space)]


def obfuscated(lang):
    items = read_pairs(os.path.join(DATA, "obfuscate", f"{lang}.txt"))
    payloads = [t for k, t in items if k == "payload"]
    carriers = [t for k, t in items if k == "carrier"]
    b64t = [t for k, t in items if k == "b64"]
    methods = CJK_METHODS if lang in ("zh", "ja") else LATIN_METHODS
    out, i = [], 0
    while len(out) < OBF_PER_LANG[lang]:
        p = payloads[i % len(payloads)]
        name, fn = methods[(i + 3 * (i // len(payloads))) % len(methods)]
        text = fn(p, rng.choice(carriers), rng.choice(b64t))
        out.append((f"obfuscated/{name}", text, p))
        i += 1
    return out

# ---------------------------------------------------------------- build
def main():
    rows = {"injection": [], "secret": [], "pii": [], "benign": []}
    short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}

    def add(cls, lang, text, note):
        n = sum(1 for x in rows[cls] if x["lang"] == lang) + 1
        rows[cls].append({"id": f"t4-{short[cls]}-{lang}-{n:03d}", "class": cls, "lang": lang, "text": text, "note": note})

    for lang in LANGS:
        for path in sorted(glob.glob(os.path.join(DATA, "injection", f"{lang}*.txt"))):
            for tag, text in read_pairs(path):
                add("injection", lang, text, f"injection {tag}")
        for tag, text, p in obfuscated(lang):
            add("injection", lang, text, f"injection {tag}, hand-written payload: {p}")

    stmpl = read_triples(os.path.join(DATA, "templates", "secret.txt"))
    for lang in LANGS:
        ts = [t for t in stmpl if t[0] == lang]
        for i in range(SECRET_PER_LANG[lang]):
            _, kind, tmpl = ts[i % len(ts)]
            add("secret", lang, fill(tmpl, secret_values()), f"secret: {kind} (random key material in real shape)")

    ptmpl = read_triples(os.path.join(DATA, "templates", "pii.txt"))
    for lang in LANGS:
        ts = [t for t in ptmpl if t[0] == lang]
        for i in range(PII_PER_LANG[lang]):
            _, kind, tmpl = ts[i % len(ts)]
            add("pii", lang, fill(tmpl, pii_values()), f"pii: {kind}")

    btmpl = read_triples(os.path.join(DATA, "templates", "benign.txt"))
    for lang in LANGS:
        for tag, text in read_pairs(os.path.join(DATA, "benign", f"{lang}.txt")) if lang != "en" else \
                [x for pth in sorted(glob.glob(os.path.join(DATA, "benign", "en*.txt"))) for x in read_pairs(pth)]:
            if tag.startswith("hard:"):
                note = f"hard: innocent use of '{tag[5:]}'"
            else:
                note = "plain: ordinary memory"
            add("benign", lang, text, note)
        ts = [t for t in btmpl if t[0] == lang]
        i = 0
        while sum(1 for x in rows["benign"] if x["lang"] == lang) < BENIGN_TARGET[lang]:
            _, kind, tmpl = ts[i % len(ts)]
            i += 1
            text = fill(tmpl, benign_values())
            if any(x["text"] == text for x in rows["benign"]):
                continue
            add("benign", lang, text, f"hard: {kind[5:]} look-alike, not a secret")

    for cls, items in rows.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for it in items:
                f.write(json.dumps(it, ensure_ascii=False) + "\n")
        print(cls, len(items))


if __name__ == "__main__":
    main()
