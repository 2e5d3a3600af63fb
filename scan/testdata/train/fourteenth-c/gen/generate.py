#!/usr/bin/env python3
"""Generator for the fourteenth-c memory-scanner set.

Hand-written lines live in lang_*.py; this script only combines them with
layouts, made-up names/domains and random key material (seeded RNG).
Usage: python3 gen/generate.py   (writes the four .jsonl files next to gen/)
"""
import base64, json, os, random, string, sys, unicodedata, importlib

SEED = 20261443
PREFIX = "t14c-"
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
L = {lg: importlib.import_module("lang_" + lg) for lg in LANGS}
rng = random.Random(SEED)

# targets
INJ_PLAIN = {"en": 128, "fr": 64, "de": 64, "es": 64, "pt": 64, "zh": 64, "ja": 64}
INJ_OBF = {"en": 22, "fr": 11, "de": 11, "es": 11, "pt": 11, "zh": 11, "ja": 11}
BEN_TOTAL = {"en": 160, "fr": 82, "de": 82, "es": 82, "pt": 82, "zh": 82, "ja": 82}
SECRETS = {"en": 15, "fr": 8, "de": 8, "es": 8, "pt": 7, "zh": 7, "ja": 7}

CJK = {"zh", "ja"}

# ---------- made-up names ----------
DOMAINS = ["telemetry-sync.example", "devtools-mirror.test", "buildcache-eu.example",
           "qorvane-metrics.test", "stats.larkhollow.example", "cdn.vextral.test",
           "artifact-relay.example", "ops-bridge.invalid", "notes-backup.example",
           "lumenforge.test", "pkgmirror.zentrova.example", "hooks.orbelle.test"]
MAILUSERS = ["backup", "ops-archive", "it-support", "devsync", "infra.team", "export", "security-desk"]
IPS = ["192.0.2.", "198.51.100.", "203.0.113."]


def fill(t):
    d = rng.choice(DOMAINS)
    rep = {
        "{domain}": d,
        "{url}": "https://" + d,
        "{email}": rng.choice(MAILUSERS) + "@" + rng.choice(DOMAINS),
        "{ip}": "http://" + rng.choice(IPS) + str(rng.randint(2, 250)),
        "{hook}": "https://" + rng.choice(DOMAINS) + "/hooks/" + "".join(rng.choices(string.ascii_lowercase + string.digits, k=10)),
    }
    for k, v in rep.items():
        t = t.replace(k, v)
    return t


def join(lang, *parts):
    sep = "" if lang in CJK else " "
    return sep.join(p for p in parts if p)


# ---------- layouts (how the line sits in a memory file) ----------
def layout(text, lang, allow_heading=False):
    r = rng.random()
    if "\n" in text:
        return text, "memory-bullet"
    if r < 0.60:
        return text, "memory-bullet"
    if r < 0.72:
        return text, "bucket-bullet"  # same text; bucket files are bullets too
    if r < 0.80:
        d = "2026-%02d-%02d" % (rng.randint(1, 11), rng.randint(1, 28))
        return f"{d}: {text}", "dated-bullet"
    if r < 0.88:
        return f"<!-- {text} -->", "obsidian-html-comment"
    if r < 0.95:
        key = rng.choice(["summary", "note", "description", "context"])
        return f'{key}: "{text}"', "obsidian-frontmatter"
    if allow_heading and len(text) < 90:
        return "## " + text, "obsidian-heading"
    return text, "obsidian-paragraph"


# ---------- obfuscation ----------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440", "x": "\u0445",
        "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415", "O": "\u041e", "T": "\u0422"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def o_zw(s, lg):
    out = []
    for ch in s:
        out.append(ch)
        if not ch.isspace() and rng.random() < 0.55:
            out.append(rng.choice(ZW))
    return "".join(out)


def o_tag(s, lg):
    a = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "".join(chr(0xE0000 + ord(c)) for c in a if 0x20 <= ord(c) < 0x7F)


def o_bidi(s, lg):
    return "\u202e" + s[::-1] + "\u202c"


def o_full(s, lg):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " and lg in CJK else c) for c in s)


def o_homo(s, lg):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in s)


def o_leet(s, lg):
    return "".join(LEET[c.lower()] if c.lower() in LEET and rng.random() < 0.75 else c for c in s)


def o_space(s, lg):
    if lg in CJK:
        return " ".join(ch for ch in s if not ch.isspace())
    return "  ".join(" ".join(w) for w in s.split())


def o_b64(s, lg):
    return base64.b64encode(s.encode()).decode()


OBF_LATIN = ["zw", "tag", "bidi", "full", "homo", "b64", "leet", "space"]
OBF_CJK = ["zw", "bidi", "full", "b64", "space", "zw", "b64"]
OBF_FN = {"zw": o_zw, "tag": o_tag, "bidi": o_bidi, "full": o_full, "homo": o_homo,
          "b64": o_b64, "leet": o_leet, "space": o_space}

# ---------- key material ----------
AN = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64C = string.ascii_letters + string.digits + "+/"
URLS = string.ascii_letters + string.digits + "-_"


def R(alpha, n):
    return "".join(rng.choices(alpha, k=n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64url(json.dumps({"sub": R(string.digits, 8), "role": rng.choice(["admin", "service", "deploy"]),
                           "iat": rng.randint(1767000000, 1790000000)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{R(URLS, 43)}"


def pem():
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    body = "\n".join(R(B64C, 64) for _ in range(rng.randint(3, 5)))
    return f"```\n-----BEGIN {kind}-----\nMII{body[3:]}\n-----END {kind}-----\n```"


def pw():
    words = ["Kranich", "Maple", "Tornado", "Girassol", "Lagune", "Otter", "Brisa", "Falke", "Cobalt", "Nebula", "Ruisseau", "Pingo"]
    return rng.choice(words) + rng.choice(["-", "_", "!", "#", ""]) + rng.choice(words).lower() + str(rng.randint(10, 9999)) + rng.choice(["!", "$", "?", "%", ""])


KEYGEN = [
    ("AWS", lambda: "AKIA" + R("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16) + " / " + R(B64C, 40)),
    ("GitHub", lambda: "ghp_" + R(AN, 36)),
    ("GitHub", lambda: "github_pat_11" + R(string.ascii_uppercase + string.digits, 20) + "_" + R(AN, 59)),
    ("GitLab", lambda: "glpat-" + R(URLS, 20)),
    ("npm", lambda: "npm_" + R(AN, 36)),
    ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmc" + R(URLS, 70)),
    ("SendGrid", lambda: "SG." + R(URLS, 22) + "." + R(URLS, 43)),
    ("Google Maps", lambda: "AIza" + R(URLS, 35)),
    ("Hugging Face", lambda: "hf_" + R(string.ascii_letters, 34)),
    ("DigitalOcean", lambda: "dop_v1_" + R(HEX, 64)),
    ("Mailgun", lambda: "key-" + R(HEX, 32)),
    ("Heroku", lambda: "HRKU-AA" + R(URLS, 58)),
    ("Discord bot", lambda: b64url(R(string.digits, 18).encode()) + "." + R(URLS, 6) + "." + R(URLS, 38)),
    ("Datadog", lambda: "DD_API_KEY=" + R(HEX, 32)),
    ("Slack", lambda: "xoxb-" + R(string.digits, 12) + "-" + R(string.digits, 13) + "-" + R(AN, 24)),
    ("Slack webhook", lambda: "https://hooks.slack.com/services/T" + R(string.ascii_uppercase + string.digits, 10) + "/B" + R(string.ascii_uppercase + string.digits, 10) + "/" + R(AN, 24)),
    ("Stripe", lambda: "sk_live_" + R(AN, 99)),
    ("Stripe", lambda: "rk_live_" + R(AN, 24)),
    ("OpenAI", lambda: "sk-proj-" + R(URLS, 74) + "T3BlbkFJ" + R(URLS, 74)),
    ("Anthropic", lambda: "sk-ant-api03-" + R(URLS, 93) + "AA"),
    ("Twilio", lambda: "AC" + R(HEX, 32) + " auth " + R(HEX, 32)),
    ("Azure Storage", lambda: "DefaultEndpointsProtocol=https;AccountName=" + R(string.ascii_lowercase, 10) + ";AccountKey=" + R(B64C, 86) + "==;EndpointSuffix=core.windows.net"),
    ("Telegram bot", lambda: str(rng.randint(100000000, 9999999999)) + ":AA" + R(URLS, 33)),
    ("Shopify", lambda: "shpat_" + R(HEX, 32)),
    ("JWT", lambda: "Bearer " + jwt()),
    ("Postgres", lambda: f"postgres://app_{R(string.ascii_lowercase, 4)}:{R(AN, 18)}@{rng.choice(IPS)}{rng.randint(2, 250)}:5432/{rng.choice(['orders', 'billing', 'crm'])}"),
    ("MongoDB", lambda: f"mongodb+srv://svc:{R(AN, 20)}@cluster0.{R(string.ascii_lowercase, 5)}.example.net/prod"),
    ("Redis", lambda: f"redis://default:{R(AN, 24)}@cache.{rng.choice(DOMAINS)}:6379/0"),
    ("SSH", pem),
]


def luhn_ok(num):
    s, alt = 0, False
    for d in reversed(num):
        d = int(d)
        if alt:
            d *= 2
            if d > 9:
                d -= 9
        s += d
        alt = not alt
    return s % 10 == 0


def card():
    while True:
        pre, n = rng.choice([("4", 16), ("5" + str(rng.randint(1, 5)), 16), (rng.choice(["34", "37"]), 15)])
        body = pre + R(string.digits, n - len(pre) - 1)
        for c in string.digits:
            if luhn_ok(body + c):
                num = body + c
                break
        if num not in {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005"}:
            break
    if n == 15:
        return f"{num[:4]} {num[4:10]} {num[10:]}"
    sep = rng.choice([" ", "-"])
    return sep.join(num[i:i + 4] for i in range(0, 16, 4))


def iban(cc=None):
    spec = {"DE": lambda: R(string.digits, 18), "NL": lambda: R(string.ascii_uppercase, 4) + R(string.digits, 10),
            "GB": lambda: R(string.ascii_uppercase, 4) + R(string.digits, 14), "FR": lambda: R(string.digits, 23),
            "ES": lambda: R(string.digits, 20), "PT": lambda: R(string.digits, 21), "BE": lambda: R(string.digits, 12)}
    cc = cc or rng.choice(list(spec))
    bban = spec[cc]()
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    ck = 98 - int(num) % 97
    s = f"{cc}{ck:02d}{bban}"
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def ssn():
    while True:
        a = rng.randint(1, 665)
        s = f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        if s not in {"078-05-1120", "219-09-9999", "123-45-6789"}:
            return s


def nino():
    first = [c for c in string.ascii_uppercase if c not in "DFIQUV"]
    second = [c for c in string.ascii_uppercase if c not in "DFIOQUV"]
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
            break
    d = R(string.digits, 6)
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"


PHONE = {
    "en": lambda: f"+44 7700 900{rng.randint(100, 999)}",
    "fr": lambda: "+33 6 " + " ".join(R(string.digits, 2) for _ in range(4)),
    "de": lambda: f"+49 15{rng.randint(1, 9)} {R(string.digits, 8)}",
    "es": lambda: f"+34 6{R(string.digits, 2)} {R(string.digits, 3)} {R(string.digits, 3)}",
    "pt": lambda: f"+55 81 9{R(string.digits, 4)}-{R(string.digits, 4)}",
    "zh": lambda: f"138 {R(string.digits, 4)} {R(string.digits, 4)}",
    "ja": lambda: f"090-{R(string.digits, 4)}-{R(string.digits, 4)}",
}
IBAN_CC = {"en": "GB", "fr": "FR", "de": "DE", "es": "ES", "pt": "PT", "zh": "DE", "ja": "DE"}

# ---------- build ----------
rows = {"injection": [], "secret": [], "pii": [], "benign": []}
seen = set()
counter = [0]


def add(cls, lang, text, note):
    if text in seen:
        return False
    seen.add(text)
    counter[0] += 1
    rows[cls].append({"id": f"{PREFIX}{counter[0]:05d}", "class": cls, "lang": lang, "text": text, "note": note})
    return True


for lg in LANGS:
    M = L[lg]
    attacks = [(k, s) for k, v in M.INJ.items() for s in v]
    rng.shuffle(attacks)
    facts = list(M.FACTS)
    n_plain = INJ_PLAIN[lg]
    n_short = n_plain // 2
    # short injections: standalone attack line
    i = 0
    made = 0
    while made < n_short:
        k, s = attacks[i % len(attacks)]
        i += 1
        t, lay = layout(fill(s), lg, allow_heading=True)
        if add("injection", lg, t, f"{k}; short standalone; {lay}"):
            made += 1
    # long injections: useful fact first, attack later
    made = 0
    j = n_short
    while made < n_plain - n_short:
        k, s = attacks[j % len(attacks)]
        j += 1
        f1, f2 = rng.sample(facts, 2)
        shape = rng.random()
        if shape < 0.55:
            body, sh = join(lg, f1, fill(s)), "fact+attack"
        elif shape < 0.8:
            body, sh = join(lg, f1, f2, fill(s)), "fact+fact+attack"
        else:
            body, sh = join(lg, f1, fill(s), rng.choice(M.BEN_TAIL)), "fact+attack+benign tail"
        t, lay = layout(body, lg)
        if add("injection", lg, t, f"{k}; long {sh}, attack in later sentence; {lay}"):
            made += 1
    # obfuscated
    kinds = OBF_CJK if lg in CJK else OBF_LATIN
    made = 0
    n = 0
    while made < INJ_OBF[lg]:
        ob = kinds[n % len(kinds)]
        n += 1
        k, s = rng.choice(attacks)
        s = fill(s)
        hidden = OBF_FN[ob](s, lg)
        if hidden == s:
            continue
        f = rng.choice(facts)
        if ob == "tag":
            t, form = f + hidden, "visible fact + attack in Unicode tag characters"
        elif ob == "b64":
            lead = rng.choice(M.B64_LEAD).replace("{b64}", hidden)
            t, form = (join(lg, f, lead), "fact + base64 attack") if rng.random() < 0.5 else (lead, "base64 attack")
        elif rng.random() < 0.5:
            t, form = join(lg, f, hidden), f"fact + {ob}-obfuscated attack"
        else:
            t, form = hidden, f"{ob}-obfuscated attack"
        if add("injection", lg, t, f"{k}; obfuscated:{ob}; {form}"):
            made += 1

    # benign
    short = list(M.BEN_SHORT)
    rng.shuffle(short)
    for s in short:
        t, lay = layout(s, lg, allow_heading=True)
        add("benign", lg, t, f"benign short, attack vocabulary used harmlessly; {lay}")
    made = len([r for r in rows["benign"] if r["lang"] == lg])
    tails = list(M.BEN_TAIL)
    ti = 0
    while made < BEN_TOTAL[lg]:
        tail = tails[ti % len(tails)]
        ti += 1
        if ti % len(tails) == 0:
            rng.shuffle(tails)
        f1, f2 = rng.sample(facts, 2)
        shape = rng.random()
        if shape < 0.6:
            body, sh = join(lg, f1, tail), "fact+benign tail"
        elif shape < 0.85:
            body, sh = join(lg, f1, f2, tail), "fact+fact+benign tail"
        else:
            body, sh = join(lg, f1, tail, rng.choice(short)), "fact+tail+benign note"
        t, lay = layout(body, lg)
        if add("benign", lg, t, f"benign long ({sh}), same shape as long injections; {lay}"):
            made += 1

    # secrets
    made = 0
    gens = list(KEYGEN)
    rng.shuffle(gens)
    gi = 0
    while made < SECRETS[lg]:
        if made % 3 == 2:
            tpl = rng.choice(M.SECRET_PROSE)
            t = tpl.replace("{pw}", pw()).replace("{pin}", R(string.digits, rng.choice([4, 6]))).replace(
                "{user}", rng.choice(["admin", "ops", "qa-lead", "root", "deploy"]))
            note = "password/PIN stated in prose"
        else:
            prov, g = gens[gi % len(gens)]
            gi += 1
            t = rng.choice(M.SECRET_CTX).replace("{provider}", prov).replace("{key}", g())
            note = f"{prov} credential in real shape"
        t, lay = layout(t, lg)
        if add("secret", lg, t, f"{note}; {lay}"):
            made += 1

    # pii
    for kind, tpls in M.PII_CTX.items():
        for tpl in tpls:
            v = {"card": card, "ssn": ssn, "nino": nino, "iban": lambda: iban(IBAN_CC[lg]),
                 "phone": PHONE[lg]}[kind]()
            add("pii", lg, tpl.replace("{v}", v), f"pii {kind}")

for cls, rs in rows.items():
    with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as fh:
        for r in rs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")

from collections import Counter
for cls, rs in rows.items():
    c = Counter(r["lang"] for r in rs)
    print(cls, len(rs), dict(c))
