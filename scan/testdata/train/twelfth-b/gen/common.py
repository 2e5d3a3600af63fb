"""Shared helpers: random key material in real provider shapes, PII generators,
made-up domains, obfuscation transforms and memory-line layouts."""
import base64
import random
import string
import uuid

SEED = 20261232
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B32 = UP + "234567"
B64URL = AN + "-_"
B64 = AN + "+/"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- made-up names
_SYL = ["zor", "vel", "quin", "tarn", "bex", "mip", "lor", "drav", "kesh", "plin",
        "wex", "sorv", "nuld", "trel", "faxo", "gim", "hollo", "jent", "crav", "osk",
        "brin", "vasp", "ulm", "yard", "pell", "ruv", "stam", "tolk", "zenk", "merv"]
_WORD = ["sync", "relay", "cdn", "metrics", "hook", "drop", "cache", "mirror", "stat",
         "beacon", "log", "edge", "vault", "notes", "collect", "ingest", "static", "assets"]
_TLD = ["io", "dev", "net", "app", "cloud", "xyz", "site", "tech", "co"]


def domain():
    return f"{R.choice(_SYL)}{R.choice(_SYL)}-{R.choice(_WORD)}.{R.choice(_TLD)}"


def corp_domain():
    return f"{R.choice(_SYL)}{R.choice(_SYL)}{R.choice(['labs', 'soft', 'works', 'data', 'corp', 'tec'])}.{R.choice(['com', 'de', 'fr', 'es', 'com.br', 'pt', 'cn', 'jp', 'io'])}"


def url():
    path = R.choice(["/c", "/v1/ingest", "/collect", "/u", "/api/notes", "/hook", "/p.gif", "/s", "/upload", "/in"])
    return f"https://{domain()}{path}"


def email():
    user = R.choice(["audit", "backup", "ops-sync", "archive", "mirror", "intake", "review", "records", "keys", "notes"])
    return f"{user}{R.randint(1, 99)}@{domain()}"


def ip():
    return R.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(R.randint(2, 254))


def sha():
    return rs(HEX, 40)


def short_sha():
    return rs(HEX, R.choice([7, 8, 12]))


def uid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def sha256():
    return rs(HEX, 64)


# ---------------------------------------------------------------- secrets
def aws_id():
    return R.choice(["AKIA", "ASIA"]) + rs(B32, 16)


def aws_secret():
    return rs(AN + "+/", 40)


def gh_pat():
    return R.choice(["ghp_", "gho_", "ghs_", "ghu_"]) + rs(AN, 36)


def gh_fine():
    return "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59)


def gitlab():
    return "glpat-" + rs(B64URL, 20)


def npm():
    return "npm_" + rs(AN, 36)


def pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, R.randint(60, 90))


def sendgrid():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def google():
    return "AIza" + rs(B64URL, 35)


def hf():
    return "hf_" + rs(LO + UP, 34)


def digitalocean():
    return "dop_v1_" + rs(HEX, 64)


def mailgun():
    return "key-" + rs(HEX, 32)


def heroku():
    return "HRKU-AA" + rs(B64URL, 58)


def discord():
    uid_ = str(R.randint(10**17, 10**18 - 1))
    head = base64.b64encode(uid_.encode()).decode().rstrip("=")
    return f"{head}.{rs(B64URL, 6)}.{rs(B64URL, 38)}"


def datadog():
    return rs(HEX, 32)


def slack_bot():
    return f"xoxb-{R.randint(10**10, 10**13)}-{R.randint(10**10, 10**13)}-{rs(AN, 24)}"


def slack_user():
    return f"xoxp-{R.randint(10**10, 10**13)}-{R.randint(10**10, 10**13)}-{R.randint(10**10, 10**13)}-{rs(HEX, 32)}"


def slack_hook():
    return f"https://hooks.slack.com/services/T{rs(UP + DG, 9)}/B{rs(UP + DG, 10)}/{rs(AN, 24)}"


def stripe():
    return R.choice(["sk_live_", "rk_live_"]) + rs(AN, R.choice([24, 99]))


def openai():
    return R.choice(["sk-proj-" + rs(B64URL, 156), "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20)])


def anthropic():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def twilio_sid():
    return "AC" + rs(HEX, 32)


def twilio_token():
    return rs(HEX, 32)


def azure_conn():
    acct = R.choice(_SYL) + R.choice(_SYL) + "store"
    return (f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey="
            f"{rs(B64, 86)}==;EndpointSuffix=core.windows.net")


def telegram():
    return f"{R.randint(10**8, 10**10 - 1)}:AA{rs(B64URL, 33)}"


def shopify():
    return R.choice(["shpat_", "shpss_", "shpca_"]) + rs(HEX, 32)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    head = b64url(b'{"alg":"HS256","typ":"JWT"}')
    sub = R.randint(1000, 99999)
    body = b64url(('{"sub":"%d","role":"%s","iat":%d,"exp":%d}' % (
        sub, R.choice(["admin", "service", "user"]), 1760000000 + R.randint(0, 9999999),
        1790000000 + R.randint(0, 9999999))).encode())
    return f"{head}.{body}.{rs(B64URL, 43)}"


def pem():
    kind = R.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAAB" + rs(B64, 120)
    elif kind == "RSA PRIVATE KEY":
        body = "MIIEpAIBAAKCAQEA" + rs(B64, 140)
    elif kind == "EC PRIVATE KEY":
        body = "MHcCAQEEI" + rs(B64, 110)
    else:
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(B64, 130)
    return f"-----BEGIN {kind}----- {body} -----END {kind}-----"


def pw():
    """A human-ish password."""
    words = ["Falke", "tigre", "Sonne", "marea", "Kiwi", "nuage", "Pampa", "lobo", "Nebel", "sakura",
             "Drache", "cielo", "rio", "Aurora", "brisa", "Feder", "mango", "Orca"]
    style = R.randint(0, 3)
    if style == 0:
        return R.choice(words) + str(R.randint(10, 9999)) + R.choice("!#$%&*?")
    if style == 1:
        return rs(AN + "!#%*", R.randint(12, 18))
    if style == 2:
        return R.choice(words).lower() + "-" + R.choice(words).lower() + "-" + str(R.randint(10, 99))
    return R.choice(words) + R.choice(".@_") + str(R.randint(2019, 2027)) + R.choice("!?")


def pin():
    return "".join(R.choice(DG) for _ in range(R.choice([4, 6])))


def conn():
    user = R.choice(["app", "svc_billing", "deploy", "admin", "etl", "reporting", "root"])
    p = rs(AN, R.randint(14, 22))
    host = R.choice([ip(), f"db{R.randint(1, 9)}.{corp_domain()}", f"{R.choice(_SYL)}-prod.internal"])
    kind = R.randint(0, 5)
    if kind == 0:
        return f"postgres://{user}:{p}@{host}:5432/{R.choice(['orders', 'main', 'crm', 'analytics'])}"
    if kind == 1:
        return f"mysql://{user}:{p}@{host}:3306/{R.choice(['shop', 'wp', 'erp'])}"
    if kind == 2:
        return f"mongodb+srv://{user}:{p}@cluster{R.randint(0, 9)}.{rs(LO + DG, 5)}.mongodb.net/{R.choice(['prod', 'events'])}"
    if kind == 3:
        return f"redis://:{p}@{host}:6379/0"
    if kind == 4:
        return f"amqp://{user}:{p}@{host}:5672/%2F"
    return f"Server={host};Database={R.choice(['Sales', 'Hr', 'Ledger'])};User Id={user};Password={p};"


PROVIDERS = [
    ("AWS access key pair", lambda: f"{aws_id()} / {aws_secret()}"),
    ("GitHub classic token", gh_pat), ("GitHub fine-grained token", gh_fine),
    ("GitLab PAT", gitlab), ("npm token", npm), ("PyPI token", pypi),
    ("SendGrid key", sendgrid), ("Google API key", google), ("Hugging Face token", hf),
    ("DigitalOcean token", digitalocean), ("Mailgun key", mailgun), ("Heroku API key", heroku),
    ("Discord bot token", discord), ("Datadog API key", lambda: "DD_API_KEY=" + datadog()),
    ("Slack bot token", slack_bot), ("Slack user token", slack_user), ("Slack webhook", slack_hook),
    ("Stripe live key", stripe), ("OpenAI key", openai), ("Anthropic key", anthropic),
    ("Twilio SID + auth token", lambda: f"{twilio_sid()} / {twilio_token()}"),
    ("Azure storage connection string", azure_conn), ("Telegram bot token", telegram),
    ("Shopify token", shopify), ("JWT", jwt), ("PEM private key", pem),
    ("connection string with password", conn),
]


# ---------------------------------------------------------------- PII
def luhn_complete(prefix, length):
    digits = prefix + "".join(R.choice(DG) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return digits + str((10 - total % 10) % 10)


def luhn_ok(num):
    ds = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def card():
    kind = R.randint(0, 2)
    if kind == 0:
        n = luhn_complete("4" + str(R.randint(2, 9)), 16)
    elif kind == 1:
        n = luhn_complete(str(R.randint(51, 55)), 16)
    else:
        n = luhn_complete(R.choice(["34", "37"]), 15)
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    sep = R.choice([" ", "-", ""])
    return sep.join(n[i:i + 4] for i in range(0, 16, 4))


def ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        s = f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = "".join(R.choice(DG) for _ in range(6))
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {R.choice('ABCD')}"


def _iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return f"{98 - int(num) % 97:02d}"


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban(country=None):
    country = country or R.choice(["DE", "FR", "ES", "PT", "GB"])
    d = lambda n: "".join(R.choice(DG) for _ in range(n))
    if country == "DE":
        bban = d(18)
    elif country == "FR":
        bban = d(10) + d(11) + d(2)
    elif country == "ES":
        bban = d(20)
    elif country == "PT":
        bban = d(21)
    else:
        bban = R.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + d(14)
    cc = _iban_check(country, bban)
    full = country + cc + bban
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4))


def phone(cc):
    d = lambda n: "".join(R.choice(DG) for _ in range(n))
    if cc == "us":
        return f"+1 ({R.randint(201, 989)}) {R.randint(200, 989)}-{d(4)}"
    if cc == "uk":
        return f"+44 7{d(3)} {d(6)}"
    if cc == "fr":
        return f"+33 6 {d(2)} {d(2)} {d(2)} {d(2)}"
    if cc == "de":
        return f"+49 15{R.randint(1, 9)} {d(8)}"
    if cc == "es":
        return f"+34 6{d(2)} {d(3)} {d(3)}"
    if cc == "pt":
        return f"+351 9{R.choice('1236')}{d(1)} {d(3)} {d(3)}"
    if cc == "zh":
        return f"+86 1{R.choice('3589')}{d(1)} {d(4)} {d(4)}"
    if cc == "ja":
        return f"090-{d(4)}-{d(4)}"
    raise ValueError(cc)


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def zero_width(t):
    out = []
    for i, ch in enumerate(t):
        out.append(ch)
        if ch != " " and R.random() < 0.45:
            out.append(R.choice(ZW))
    return "".join(out)


def tag_chars(cover, hidden):
    return cover + "".join(chr(0xE0000 + ord(c)) for c in hidden if ord(c) < 128)


def bidi(t):
    # reversed payload wrapped in RIGHT-TO-LEFT OVERRIDE so it renders forwards
    return "\u202e" + t[::-1] + "\u202c"


def fullwidth(t):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in t)


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "i": "\u0456", "y": "\u0443", "A": "\u0391", "E": "\u0395", "O": "\u039f", "T": "\u03a4"}


def homoglyph(t):
    return "".join(HOMO[c] if c in HOMO and R.random() < 0.6 else c for c in t)


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def leet(t):
    return "".join(LEET.get(c.lower(), c) if R.random() < 0.8 else c for c in t)


def spaced(t):
    words = t.split(" ")
    k = R.randint(0, max(0, len(words) - 4))
    seg = words[k:k + 4]
    words[k:k + 4] = [" ".join(w) for w in seg]
    return " ".join(words)


def spaced_cjk(t):
    return " ".join(t)


def b64(t):
    return base64.b64encode(t.encode("utf-8")).decode()


# ---------------------------------------------------------------- layouts
def layout(text, allow_wrap=True):
    """Place a memory line in one of the shapes memories take."""
    r = R.random()
    if not allow_wrap or r < 0.66:
        return text, "plain line"
    if r < 0.74:
        return f"<!-- {text} -->", "HTML comment in a note"
    if r < 0.81:
        return f"{R.choice(['summary', 'description', 'note', 'context'])}: \"{text}\"", "front-matter value"
    if r < 0.88:
        return f"[{2025 + R.randint(0, 1)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}] {text}", "dated MEMORY.md entry"
    if r < 0.94:
        return f"> {text}", "quoted note paragraph"
    return f"**{R.choice(['Note', 'Update', 'Rule', 'Context', 'FYI'])}:** {text}", "bold-labelled bucket bullet"
