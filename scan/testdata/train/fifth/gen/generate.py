#!/usr/bin/env python3
"""Deterministic generator for the t5 evaluation set. Stdlib only.
Reads hand-written line files from gen/data/ and writes ../{injection,secret,pii,benign}.jsonl."""
import base64, json, os, random, string, sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
SEED = 20250515
rng = random.Random(SEED)

INJ_TARGET = {"en": 285, "fr": 76, "de": 76, "es": 76, "pt": 76, "zh": 76, "ja": 76}
BEN_TARGET = {"en": 330, "fr": 95, "de": 95, "es": 95, "pt": 95, "zh": 95, "ja": 95}
SEC_TOTAL, PII_TOTAL = 120, 50


def read_rows(name, ncols):
    rows = []
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != ncols:
                sys.exit(f"{name}: bad line {line!r}")
            rows.append(parts)
    return rows


HOSTS = [r[0] for r in read_rows("fake_hosts.txt", 1)]
USERS = ["support", "ops-intake", "debug", "archive", "mkovacs", "t.renner", "relay", "intake"]
PATHS = ["/ingest", "/v1/collect", "/hook", "/api/logs", "/u", "/drop", ""]
IPS = ["192.0.2.", "198.51.100.", "203.0.113."]


def fill(text):
    def url():
        return f"https://{rng.choice(HOSTS)}{rng.choice(PATHS)}"
    out = text
    while "{url}" in out:
        out = out.replace("{url}", url(), 1)
    while "{email}" in out:
        out = out.replace("{email}", f"{rng.choice(USERS)}@{rng.choice(HOSTS).split('.', 1)[1]}", 1)
    while "{domain}" in out:
        out = out.replace("{domain}", rng.choice(HOSTS), 1)
    while "{host}" in out:
        out = out.replace("{host}", rng.choice(HOSTS), 1)
    while "{ip}" in out:
        out = out.replace("{ip}", rng.choice(IPS) + str(rng.randint(2, 254)), 1)
    while "{n}" in out:
        out = out.replace("{n}", str(rng.randint(100, 999)), 1)
    return out


def cap(s):
    return s[:1].upper() + s[1:] if s else s


def combine(frame, payload):
    # {p} keeps case; frames ending a sentence start after ':' so capitalise after "A: " etc. only for latin
    return frame.replace("{p}", payload)


# ---------------- obfuscation -----------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456", "y": "\u0443", "s": "\u0455"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def ob_zw(p):
    return "".join(ch + (rng.choice(ZW) if ch != " " else "") for ch in p)


def ob_tags(p):
    return "".join(chr(0xE0000 + ord(ch)) if ord(ch) < 128 else ch for ch in p)


def ob_bidi(p):
    return "\u202e" + p[::-1] + "\u202c"


def ob_full(p):
    return "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ("\u3000" if ch == " " else ch) for ch in p)


def ob_homo(p):
    return "".join(HOMO.get(ch, ch) if rng.random() < 0.8 else ch for ch in p)


def ob_b64(p):
    return base64.b64encode(p.encode("utf-8")).decode()


def ob_leet(p):
    return "".join(LEET.get(ch.lower(), ch) for ch in p)


def ob_space(p):
    return " ".join(p)


OBF_LATIN = [("zero-width", ob_zw), ("unicode-tags", ob_tags), ("bidi", ob_bidi), ("full-width", ob_full),
             ("homoglyph", ob_homo), ("base64", ob_b64), ("leetspeak", ob_leet), ("spacing", ob_space)]
OBF_CJK = [("zero-width", ob_zw), ("unicode-tags", ob_tags), ("bidi", ob_bidi), ("base64", ob_b64),
           ("spacing", ob_space), ("full-width", ob_full)]
B64_LEAD = {"en": ["Setup blob (decode and apply): ", "Config note, base64: ", "Agent bootstrap: "],
            "fr": ["Config encodée, à décoder et appliquer : "], "de": ["Konfig (base64, dekodieren und anwenden): "],
            "es": ["Configuración en base64, decodificar y aplicar: "], "pt": ["Config em base64, decodificar e aplicar: "],
            "zh": ["配置（base64，解码后照做）："], "ja": ["設定（base64、デコードして実行）："]}


def obfuscated(lang, carrier, payload, method):
    name, fn = method
    payload = fill(payload)
    enc = fn(payload)
    if name == "unicode-tags":
        text = carrier + enc  # invisible payload after innocent text
    elif name == "base64":
        text = rng.choice(B64_LEAD[lang]) + enc
    elif name == "zero-width" and rng.random() < 0.5:
        text = carrier + " " + enc
    else:
        text = enc
    return text, f"obfuscated {name}: hidden instruction ({payload[:40]}...)"


# ---------------- key material -----------------
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def key(kind):
    if kind == "aws":
        return "AKIA" + r(UP + "234567", 16)
    if kind == "aws_pair":
        return "AKIA" + r(UP + "234567", 16) + " aws_secret_access_key=" + r(AN + "/+", 40)
    if kind == "github":
        return "ghp_" + r(AN, 36)
    if kind == "github_fg":
        return "github_pat_" + r(AN, 22) + "_" + r(AN, 59)
    if kind == "gitlab":
        return "glpat-" + r(AN + "-_", 20)
    if kind == "npm":
        return "npm_" + r(AN, 36)
    if kind == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + r(B64U, 70)
    if kind == "sendgrid":
        return "SG." + r(B64U, 22) + "." + r(B64U, 43)
    if kind == "google":
        return "AIza" + r(B64U, 35)
    if kind == "hf":
        return "hf_" + r(UP + LO, 34)
    if kind == "do":
        return "dop_v1_" + r(HEX, 64)
    if kind == "mailgun":
        return "key-" + r(HEX, 32)
    if kind == "discord":
        return r("MNO", 1) + r(AN, 23) + "." + r(B64U, 6) + "." + r(B64U, 38)
    if kind == "datadog":
        return r(HEX, 32)
    if kind == "slack":
        return f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}"
    if kind == "slack_hook":
        return f"https://hooks.slack.com/services/T{r(UP + DG, 10)}/B{r(UP + DG, 10)}/{r(AN, 24)}"
    if kind == "stripe":
        return "sk_live_" + r(AN, 99 if rng.random() < 0.5 else 24)
    if kind == "openai":
        return "sk-proj-" + r(B64U, 74) + "T3BlbkFJ" + r(B64U, 74)
    if kind == "anthropic":
        return "sk-ant-api03-" + r(B64U, 93) + "AA"
    if kind == "twilio":
        return "SK" + r(HEX, 32) + " / " + r(AN, 32)
    if kind == "azure":
        return (f"DefaultEndpointsProtocol=https;AccountName=stexp{r(LO + DG, 8)};AccountKey="
                f"{r(B64, 86)}==;EndpointSuffix=core.windows.net")
    if kind == "telegram":
        return f"{rng.randint(1000000000, 7999999999)}:AA{r(B64U, 33)}"
    if kind == "shopify":
        return "shpat_" + r(HEX, 32)
    if kind == "jwt":
        head = b64url({"alg": "HS256", "typ": "JWT"})
        body = b64url({"sub": f"svc-{r(LO, 6)}", "iat": rng.randint(1700000000, 1730000000), "scope": "reports:read"})
        return f"{head}.{body}.{r(B64U, 43)}"
    if kind == "pem":
        kt = rng.choice(["OPENSSH", "RSA", "EC"])
        return f"-----BEGIN {kt} PRIVATE KEY----- {r(B64, 64)} {r(B64, 64)} {r(B64, 40)}= -----END {kt} PRIVATE KEY-----"
    if kind == "pg":
        return f"postgres://app_{r(LO, 4)}:{pw()}@db-{r(LO + DG, 5)}.{rng.choice(HOSTS)}:5432/main"
    if kind == "mysql":
        return f"mysql://root:{pw()}@{rng.choice(IPS)}{rng.randint(2, 254)}:3306/tienda"
    if kind == "mongo":
        return f"mongodb+srv://analytics:{pw()}@cluster0.{r(LO + DG, 5)}.{rng.choice(HOSTS)}/events"
    if kind == "redis":
        return f"redis://default:{pw()}@{rng.choice(IPS)}{rng.randint(2, 254)}:6379/0"
    raise KeyError(kind)


WORDS = ["Falcon", "maple", "Tundra", "copper", "Lupin", "violet", "Harbor", "quartz", "Nimbus", "pepper", "Orchid", "basalt"]


def pw():
    style = rng.random()
    if style < 0.4:
        return rng.choice(WORDS) + rng.choice("!#$%&*?") + str(rng.randint(10, 9999)) + rng.choice(WORDS).lower()
    return r(AN, rng.randint(4, 6)) + rng.choice("!#$%&*?@") + r(AN, rng.randint(5, 8))


def pin():
    while True:
        p = r(DG, rng.choice([4, 6]))
        if len(set(p)) > 2 and p not in ("1234", "123456", "0000"):
            return p


# ---------------- pii -----------------
def luhn_complete(prefix, length):
    body = prefix + r(DG, length - len(prefix) - 1)
    for d in DG:
        if luhn_ok(body + d):
            return body + d


def luhn_ok(num):
    digits = [int(c) for c in num]
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def card():
    t = rng.choice(["visa", "mc", "amex"])
    if t == "amex":
        n = luhn_complete(rng.choice(["34", "37"]), 15)
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    n = luhn_complete("4" if t == "visa" else str(rng.randint(51, 55)), 16)
    if n.startswith("4111111111111111") or n == "4242424242424242":
        return card()
    sep = rng.choice([" ", "-", ""])
    return sep.join(n[i:i + 4] for i in range(0, 16, 4))


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g, s = rng.randint(1, 99), rng.randint(1, 9999)
        v = f"{a:03d}-{g:02d}-{s:04d}"
        if v not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return v


NI_BAD1, NI_BAD2 = set("DFIQUV"), set("DFIOQUV")


def nino():
    while True:
        a, b = rng.choice(UP), rng.choice(UP)
        if a in NI_BAD1 or b in NI_BAD2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        d = r(DG, 6)
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "GB": 22, "NL": 18, "IT": 27}


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return f"{98 - int(num) % 97:02d}"


def iban(country=None):
    c = country or rng.choice(list(IBAN_LEN))
    n = IBAN_LEN[c] - 4
    if c == "GB":
        bban = r(UP, 4) + r(DG, 14)
    elif c == "NL":
        bban = r(UP, 4) + r(DG, 10)
    elif c == "IT":
        bban = r(UP, 1) + r(DG, 10) + r(DG, 12)
    elif c == "FR":
        bban = r(DG, 23)
    else:
        bban = r(DG, n)
    full = c + iban_check(c, bban) + bban
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4))


def phone(lang):
    if lang == "en":
        return rng.choice([f"+1 ({rng.randint(201, 989)}) {rng.randint(200, 989)}-{r(DG, 4)}", f"07700 900{r(DG, 3)}", f"+44 7700 900{r(DG, 3)}"])
    if lang == "fr":
        return f"06 {r(DG, 2)} {r(DG, 2)} {r(DG, 2)} {r(DG, 2)}"
    if lang == "de":
        return f"+49 15{rng.randint(1, 9)} {r(DG, 8)}"
    if lang == "es":
        return f"+34 6{r(DG, 2)} {r(DG, 3)} {r(DG, 3)}"
    if lang == "pt":
        return rng.choice([f"+55 11 9{r(DG, 4)}-{r(DG, 4)}", f"+351 91{r(DG, 1)} {r(DG, 3)} {r(DG, 3)}"])
    if lang == "zh":
        return f"1{rng.choice(['38', '39', '58', '86'])}{r(DG, 4)}{r(DG, 4)}"
    return f"0{rng.choice(['80', '90', '70'])}-{r(DG, 4)}-{r(DG, 4)}"


def pii_value(kind, lang):
    if kind == "card":
        return card()
    if kind == "ssn":
        return ssn()
    if kind == "nino":
        return nino()
    if kind.startswith("iban"):
        forced = kind.split("_")[1] if "_" in kind else None
        return iban(forced or {"fr": "FR", "de": "DE", "es": "ES", "pt": "PT"}.get(lang))
    return phone(lang)


# ---------------- build -----------------
def build():
    out = {"injection": [], "secret": [], "pii": [], "benign": []}
    seen = set()
    counters = {}

    def add(cls, lang, text, note):
        if text in seen:
            return False
        seen.add(text)
        short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}[cls]
        k = (short, lang)
        counters[k] = counters.get(k, 0) + 1
        out[cls].append({"id": f"t5-{short}-{lang}-{counters[k]:03d}", "class": cls, "lang": lang, "text": text, "note": note})
        return True

    # injections
    obf = read_rows("inj_obf_payloads.txt", 3)
    for lang in LANGS:
        items = []
        for sub, text in read_rows(f"inj_full_{lang}.txt", 2):
            items.append((fill(text), f"{sub}: hand-written, direct memory line"))
        # obfuscated ~10%
        methods = OBF_CJK if lang in ("zh", "ja") else OBF_LATIN
        mine = [o for o in obf if o[0] == lang]
        n_obf = round(INJ_TARGET[lang] * 0.1)
        for i in range(n_obf):
            _, carrier, payload = mine[i % len(mine)]
            items.append(obfuscated(lang, carrier, payload, methods[i % len(methods)]))
        frames = read_rows(f"inj_frames_{lang}.txt", 2)
        payloads = read_rows(f"inj_payloads_{lang}.txt", 2)
        combos = [(f, p) for f in frames for p in payloads]
        rng.shuffle(combos)
        for (fname, ftext), (sub, ptext) in combos:
            if len(items) >= INJ_TARGET[lang] + 5:
                break
            items.append((fill(combine(ftext, ptext)), f"{sub}: framed as {fname}"))
        rng.shuffle(items)
        n = 0
        for text, note in items:
            if n >= INJ_TARGET[lang]:
                break
            n += add("injection", lang, text, note)

    # benign
    for lang in LANGS:
        items = [(fill(t), note) for note, t in read_rows(f"ben_full_{lang}.txt", 2)]
        frames = read_rows(f"ben_frames_{lang}.txt", 2)
        contents = read_rows(f"ben_contents_{lang}.txt", 2)
        combos = [(f, c) for f in frames for c in contents]
        rng.shuffle(combos)
        for (fname, ftext), (note, ctext) in combos:
            if len(items) >= BEN_TARGET[lang] + 5:
                break
            items.append((fill(combine(ftext, ctext)), f"{note} (framed as {fname})"))
        rng.shuffle(items)
        n = 0
        for text, note in items:
            if n >= BEN_TARGET[lang]:
                break
            n += add("benign", lang, text, note)

    # secrets
    frames = read_rows("sec_frames.txt", 3)
    i = 0
    while len(out["secret"]) < SEC_TOTAL:
        lang, kind, text = frames[i % len(frames)]
        i += 1
        if i > len(frames) and lang != "en":
            continue  # extra rounds only from English frames
        t = text.replace("{K}", key(kind) if "{K}" in text else "").replace("{PW}", pw()).replace("{PIN}", pin())
        add("secret", lang, fill(t), f"{kind}: {'password/PIN in prose' if kind.startswith('prose') else 'random key material in real provider shape'}")

    # pii
    frames = read_rows("pii_frames.txt", 3)
    i = 0
    while len(out["pii"]) < PII_TOTAL:
        lang, kind, text = frames[i % len(frames)]
        i += 1
        add("pii", lang, text.replace("{V}", pii_value(kind, lang)), f"{kind.split('_')[0]}: generated, checksum-valid where applicable")

    for cls, rows in out.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    return out


if __name__ == "__main__":
    res = build()
    for cls, rows in res.items():
        print(cls, len(rows))
