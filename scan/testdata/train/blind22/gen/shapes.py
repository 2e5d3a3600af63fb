"""Random key material and identifiers, all drawn from one seeded RNG.

Every function takes the shared random.Random instance so the whole run is
reproducible from the single seed in build.py.
"""
import base64
import json
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64url_nopad(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


# ---------------------------------------------------------------- hosts etc.
_HOST_A = ["nordvale", "quillon", "brightfen", "marrowby", "tessaline", "okapra",
           "vellichor", "drumlin", "saltmere", "corvanta", "pellucid", "hollowmark",
           "zentrik", "ambergate", "fiorella", "kestrune", "lumenhall", "oxbridge-labs",
           "tindra", "wexford-io"]
_HOST_B = ["relay", "sync", "mirror", "cdn", "metrics", "telemetry", "backup",
           "status", "assets", "collector", "audit", "pkg", "hooks", "api", "edge",
           "files", "ingest", "cache", "update", "docs"]
_TLDS = [".example", ".test", ".example.com", ".example.net", ".example.org", ".invalid"]
_PATHS = ["ingest", "v1/collect", "hook", "u", "api/events", "sync", "drop", "c",
          "beacon", "report", "k", "bootstrap", "s/agent", "log", "in"]
FIRST = ["Ana", "Bruno", "Chiara", "Dmitri", "Elif", "Femi", "Greta", "Hugo", "Inés",
         "Jonas", "Kaito", "Leila", "Mateus", "Nadia", "Oskar", "Paloma", "Quentin",
         "Rosa", "Sven", "Tomasz", "Ulla", "Valentin", "Wen", "Ximena", "Yusuf", "Zoé",
         "Aiko", "Bao", "Carmen", "Dario", "Ewa", "Farid", "Hanne", "Ivo", "Jun"]
LAST = ["Marchetti", "Okafor", "Lindqvist", "Duarte", "Brenner", "Sato", "Keane",
        "Vasquez", "Haddad", "Moreau", "Novak", "Reyes", "Thornby", "Yilmaz",
        "Castellan", "Ferreira", "Kowal", "Tanabe", "Weiss", "Zhou"]
USERS = ["admin", "deploy", "ops", "root", "svc_ci", "backup", "grafana", "postgres",
         "app", "jenkins", "nas", "pi", "support", "reporting", "etl"]


def host(rng):
    return f"{rng.choice(_HOST_B)}.{rng.choice(_HOST_A)}{rng.choice(_TLDS)}"


def url(rng):
    return f"https://{host(rng)}/{rng.choice(_PATHS)}"


def email(rng):
    local = rng.choice(["ops", "backup", "sec-review", "it.support", "collect",
                        "mirror", "archive", "noreply", "admin", "audit", "cfg",
                        rng.choice(FIRST).lower()])
    return f"{local}@{rng.choice(_HOST_A)}{rng.choice(_TLDS)}"


def ip(rng):
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return f"{net}.{rng.randint(1, 254)}"


def person(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def sha1(rng):
    return rs(rng, HEX, 40)


def short_sha(rng):
    return rs(rng, HEX, rng.choice([7, 8, 9, 12]))


def sha256(rng):
    return rs(rng, HEX, 64)


def uuid4(rng):
    h = rs(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def date(rng):
    return f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"


def ver(rng):
    return f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 15)}"


# ---------------------------------------------------------------- passwords
_PW_WORDS = ["marmelade", "Tiefsee", "cobalto", "sardinha", "koala", "Lindwurm",
             "papillon", "farol", "nevada", "quokka", "Zitrone", "girasol",
             "tamarin", "orvalho", "Kompass", "lanterne", "hibou", "Sakura",
             "panda", "Brezel", "mistral", "cigarra"]


def password(rng):
    style = rng.randint(0, 3)
    if style == 0:
        return rs(rng, ALNUM + "!#%&*+?@", rng.randint(12, 18))
    if style == 1:
        return (rng.choice(_PW_WORDS) + rng.choice("!.#-_@") + str(rng.randint(10, 9999))
                + rng.choice(["", "!", "?", "$"]))
    if style == 2:
        return "-".join(rng.choice(_PW_WORDS).lower() for _ in range(3)) + str(rng.randint(1, 99))
    return rs(rng, UP, 2) + rs(rng, LO + DIG, 8) + rng.choice("%$&") + rs(rng, DIG, 2)


def pin(rng):
    return rs(rng, DIG, rng.choice([4, 4, 6]))


# ---------------------------------------------------------------- provider keys
def _jwt(rng):
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    payload = {"sub": uuid4(rng), "iat": rng.randint(1767225600, 1796000000),
               "role": rng.choice(["service", "admin", "authenticated", "deploy"])}
    if rng.random() < 0.5:
        payload["iss"] = host(rng)
    h = b64url_nopad(json.dumps(header, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    sig_len = 43 if header["alg"] == "HS256" else 342
    return f"{h}.{p}.{rs(rng, B64URL, sig_len)}"


def _pem(rng):
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    body_len = {"RSA PRIVATE KEY": 1600, "OPENSSH PRIVATE KEY": 380,
                "EC PRIVATE KEY": 160, "PRIVATE KEY": 1620}[kind]
    if kind == "OPENSSH PRIVATE KEY":
        raw = "b3BlbnNzaC1rZXktdjEAAAAA" + rs(rng, B64, body_len - 24)
    elif kind == "EC PRIVATE KEY":
        raw = "MHcCAQEEI" + rs(rng, B64, body_len - 9)
    elif kind == "RSA PRIVATE KEY":
        raw = "MIIEow" + rs(rng, B64, body_len - 6)
    else:
        raw = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(rng, B64, body_len - 32)
    lines = [raw[i:i + 64] for i in range(0, len(raw), 64)]
    shown = lines[:4] + (["..."] if len(lines) > 6 else []) + lines[-1:] if rng.random() < 0.5 else lines
    return f"-----BEGIN {kind}-----\n" + "\n".join(shown) + f"\n-----END {kind}-----"


def _azure_conn(rng):
    acct = rng.choice(["stproddata", "stbackups", "stlogs", "stmedia"]) + rs(rng, LO + DIG, 4)
    key = rs(rng, B64, 86) + "=="
    return (f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};"
            "EndpointSuffix=core.windows.net")


def _conn(rng, scheme):
    u = rng.choice(USERS)
    pw = rs(rng, ALNUM, rng.randint(14, 24))
    h = rng.choice([host(rng), ip(rng)])
    if scheme == "postgres":
        return f"postgres://{u}:{pw}@{h}:5432/{rng.choice(['app', 'billing', 'analytics', 'core'])}"
    if scheme == "mysql":
        return f"mysql://{u}:{pw}@{h}:3306/{rng.choice(['shop', 'wp', 'crm'])}"
    if scheme == "mongodb":
        return f"mongodb+srv://{u}:{pw}@cluster0.{rs(rng, LO + DIG, 5)}.{host(rng)}/?retryWrites=true"
    if scheme == "redis":
        return f"redis://default:{pw}@{h}:6379/0"
    if scheme == "amqp":
        return f"amqp://{u}:{pw}@{h}:5672/%2F"
    return f"https://{u}:{pw}@{h}/"


def _discord(rng):
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1)).encode()
    return f"{b64url_nopad(uid)}.{rs(rng, B64URL, 6)}.{rs(rng, B64URL, 38)}"


# name shown in prose, generator
PROVIDERS = [
    ("AWS", lambda r: f"AKIA{rs(r, B32, 16)} / {rs(r, B64, 40)}"),
    ("AWS", lambda r: f"aws_access_key_id=AKIA{rs(r, B32, 16)} aws_secret_access_key={rs(r, B64, 40)}"),
    ("GitHub", lambda r: "ghp_" + rs(r, ALNUM, 36)),
    ("GitHub", lambda r: "github_pat_" + rs(r, ALNUM, 22) + "_" + rs(r, ALNUM, 59)),
    ("GitHub Actions", lambda r: "ghs_" + rs(r, ALNUM, 36)),
    ("GitLab", lambda r: "glpat-" + rs(r, ALNUM + "-_", 20)),
    ("npm", lambda r: "npm_" + rs(r, ALNUM, 36)),
    ("PyPI", lambda r: "pypi-AgEIcHlwaS5vcmcCJ" + rs(r, B64URL, 150)),
    ("SendGrid", lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)),
    ("Google Maps", lambda r: "AIza" + rs(r, B64URL, 35)),
    ("Hugging Face", lambda r: "hf_" + rs(r, ALNUM, 34)),
    ("DigitalOcean", lambda r: "dop_v1_" + rs(r, HEX, 64)),
    ("Mailgun", lambda r: "key-" + rs(r, HEX, 32)),
    ("Heroku", lambda r: "HEROKU_API_KEY=" + uuid4(r)),
    ("Discord", _discord),
    ("Datadog", lambda r: "DD_API_KEY=" + rs(r, HEX, 32)),
    ("Slack", lambda r: f"xoxb-{rs(r, DIG, 12)}-{rs(r, DIG, 13)}-{rs(r, ALNUM, 24)}"),
    ("Slack", lambda r: f"https://hooks.slack.com/services/T{rs(r, UP + DIG, 10)}/B{rs(r, UP + DIG, 10)}/{rs(r, ALNUM, 24)}"),
    ("Stripe", lambda r: "sk_live_" + rs(r, ALNUM, rng_choice_len(r, (24, 99)))),
    ("Stripe", lambda r: "rk_live_" + rs(r, ALNUM, 99)),
    ("OpenAI", lambda r: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)),
    ("Anthropic", lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA"),
    ("Twilio", lambda r: f"AC{rs(r, HEX, 32)} / {rs(r, HEX, 32)}"),
    ("Twilio", lambda r: "SK" + rs(r, HEX, 32)),
    ("Azure Storage", _azure_conn),
    ("Telegram", lambda r: f"{r.randint(10 ** 8, 10 ** 10 - 1)}:AA{rs(r, B64URL, 33)}"),
    ("Shopify", lambda r: "shpat_" + rs(r, HEX, 32)),
    ("Linear", lambda r: "lin_api_" + rs(r, ALNUM, 40)),
    ("Postman", lambda r: f"PMAK-{rs(r, HEX, 24)}-{rs(r, HEX, 34)}"),
    ("Grafana", lambda r: "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEX, 8)),
    ("Atlassian", lambda r: "ATATT3xFfGF0" + rs(r, B64URL, 180) + "=" + rs(r, HEX.upper(), 8)),
    ("JWT", _jwt),
    ("PEM", _pem),
    ("Postgres", lambda r: _conn(r, "postgres")),
    ("MySQL", lambda r: _conn(r, "mysql")),
    ("MongoDB", lambda r: _conn(r, "mongodb")),
    ("Redis", lambda r: _conn(r, "redis")),
    ("RabbitMQ", lambda r: _conn(r, "amqp")),
]


def rng_choice_len(r, bounds):
    return r.choice([24, 34, 99]) if bounds == (24, 99) else r.randint(*bounds)


# ---------------------------------------------------------------- personal data
def luhn_ok(digits: str) -> bool:
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix_body: str) -> str:
    for c in DIG:
        if luhn_ok(prefix_body + c):
            return prefix_body + c
    raise AssertionError


_FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444",
                 "4012888888881881", "378282246310005", "5105105105105100",
                 "4000056655665556", "6011111111111117"}


def card(rng):
    while True:
        kind = rng.choice(["visa", "mc", "amex", "visa", "mc"])
        if kind == "visa":
            body = "4" + rs(rng, DIG, 14)
        elif kind == "mc":
            body = rng.choice(["51", "52", "53", "54", "55"]) + rs(rng, DIG, 13)
        else:
            body = rng.choice(["34", "37"]) + rs(rng, DIG, 12)
        num = luhn_complete(body)
        if num in _FAMOUS_CARDS or len(set(num[1:-1])) < 4:
            continue
        if kind == "amex":
            return f"{num[:4]} {num[4:10]} {num[10:]}"
        sep = rng.choice([" ", "-", ""])
        return sep.join(num[i:i + 4] for i in range(0, 16, 4))


def ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g = rng.randint(1, 99)
        s = rng.randint(1, 9999)
        v = f"{a:03d}-{g:02d}-{s:04d}"
        if v in ("078-05-1120", "219-09-9999", "123-45-6789"):
            continue
        return v


def nino(rng):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p in ("GB", "BG", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        d = rs(rng, DIG, 6)
        suffix = rng.choice("ABCD")
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suffix}" if rng.random() < 0.6 else f"{p}{d}{suffix}"


_IBAN_BBAN = {
    # country: (length of BBAN, generator)
    "DE": lambda r: rs(r, DIG, 18),
    "FR": lambda r: rs(r, DIG, 10) + rs(r, UP + DIG, 11) + rs(r, DIG, 2),
    "ES": lambda r: rs(r, DIG, 20),
    "PT": lambda r: rs(r, DIG, 21),
    "GB": lambda r: rs(r, UP, 4) + rs(r, DIG, 14),
    "IE": lambda r: rs(r, UP, 4) + rs(r, DIG, 14),
    "NL": lambda r: rs(r, UP, 4) + rs(r, DIG, 10),
    "IT": lambda r: rs(r, UP, 1) + rs(r, DIG, 10) + rs(r, UP + DIG, 12),
    "BE": lambda r: rs(r, DIG, 12),
    "CH": lambda r: rs(r, DIG, 5) + rs(r, UP + DIG, 12),
    "AT": lambda r: rs(r, DIG, 16),
}


def iban_mod97(s: str) -> int:
    s = s.replace(" ", "")
    re = s[4:] + s[:4]
    num = "".join(str(int(ch, 36)) for ch in re)
    return int(num) % 97


def iban(rng, country=None):
    country = country or rng.choice(list(_IBAN_BBAN))
    bban = _IBAN_BBAN[country](rng)
    tmp = bban + country + "00"
    num = "".join(str(int(ch, 36)) for ch in tmp)
    check = 98 - int(num) % 97
    raw = f"{country}{check:02d}{bban}"
    assert iban_mod97(raw) == 1
    if rng.random() < 0.7:
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    return raw


def phone(rng, lang):
    d = lambda n: rs(rng, DIG, n)
    if lang == "en":
        return rng.choice([f"(2{d(2)}) 555-01{d(2)}", f"+1 3{d(2)} 555 01{d(2)}",
                           f"07700 900{d(3)}", f"+44 7700 900{d(3)}"])
    if lang == "fr":
        return rng.choice([f"06 {d(2)} {d(2)} {d(2)} {d(2)}", f"+33 7 {d(2)} {d(2)} {d(2)} {d(2)}"])
    if lang == "de":
        return rng.choice([f"0151 {d(8)}", f"+49 171 {d(3)} {d(4)}", f"030 {d(4)} {d(3)}"])
    if lang == "es":
        return rng.choice([f"6{d(2)} {d(3)} {d(3)}", f"+34 6{d(2)} {d(2)} {d(2)} {d(2)}"])
    if lang == "pt":
        return rng.choice([f"+351 91{d(1)} {d(3)} {d(3)}", f"+55 11 9{d(4)}-{d(4)}", f"93{d(1)} {d(3)} {d(3)}"])
    if lang == "zh":
        return rng.choice([f"139 {d(4)} {d(4)}", f"+86 158-{d(4)}-{d(4)}", f"186{d(8)}"])
    return rng.choice([f"090-{d(4)}-{d(4)}", f"080-{d(4)}-{d(4)}", f"03-{d(4)}-{d(4)}"])
