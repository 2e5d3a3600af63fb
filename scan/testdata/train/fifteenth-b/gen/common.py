"""Shared helpers: parsing of the hand-written line files, slot filling,
random key material, checksummed personal data, layouts and obfuscation.

Everything takes the single random.Random instance created in build.py.
"""
import base64
import json
import re
import unicodedata

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
LO = "abcdefghijklmnopqrstuvwxyz"
DIG = "0123456789"
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"


def parse_blocks(text):
    """Parse '[section]' headed blocks of one template per line."""
    out = {}
    cur = None
    for raw in text.split("\n"):
        line = raw.rstrip()
        if not line.strip() or line.lstrip().startswith("#!"):
            continue
        m = re.fullmatch(r"\[([\w.\-]+)\]", line.strip())
        if m:
            cur = m.group(1)
            out.setdefault(cur, [])
            continue
        if cur is None:
            raise ValueError("line outside section: " + line)
        out[cur].append(line.strip().replace("\\n", "\n"))
    return out


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- domains
DOM_A = ["kestrel", "bramble", "quillon", "nordvik", "fennick", "halvard", "orrin",
         "lumen", "tindra", "maplecrest", "corvala", "zephyrine", "pellow", "grisette",
         "ardent", "solvang", "tessaro", "vimble", "oakhollow", "brisk", "marrow",
         "yarrowfield", "cindral", "ostrava", "pintail", "quarrel", "dunmore"]
DOM_B = ["labs", "ops", "cloud", "works", "data", "sync", "relay", "hub", "stack",
         "metrics", "forge", "desk", "mail", "cdn", "assist", "pay", "docs"]
TLDS = [".example", ".test", ".example.com", ".example.net", ".example.org", ".invalid"]


def domain(r):
    a = r.choice(DOM_A)
    b = r.choice(DOM_B)
    sep = r.choice(["", "-"])
    return a + sep + b + r.choice(TLDS)


def doc_ip(r):
    net = r.choice(["192.0.2", "198.51.100", "203.0.113"])
    return "%s.%d" % (net, r.randint(2, 254))


# ---------------------------------------------------------------- keys
def jwt(r):
    def b64u(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")
    head = b64u({"alg": r.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    iat = r.randint(1767000000, 1790000000)
    body = {"sub": rs(r, HEX, 12), "iat": iat, "exp": iat + r.choice([3600, 86400, 604800])}
    if r.random() < 0.5:
        body["role"] = r.choice(["service", "admin", "deployer", "reader"])
    return head + "." + b64u(body) + "." + rs(r, B64URL, 43)


def pem(r):
    kind = r.choice(["RSA", "OPENSSH", "EC", ""])
    label = (kind + " PRIVATE KEY").strip()
    if kind == "OPENSSH":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(r, B64, 180)
    elif kind == "RSA":
        body = "MIIEpAIBAAKCAQEA" + rs(r, B64, 200)
    elif kind == "EC":
        body = "MHcCAQEEI" + rs(r, B64, 110)
    else:
        body = "MIIEvgIBADANBgkqhkiG9w0BAQEFAASC" + rs(r, B64, 190)
    return "-----BEGIN %s----- %s -----END %s-----" % (label, body, label)


def discord(r):
    uid = str(r.randint(10 ** 17, 10 ** 18 - 1)).encode()
    first = base64.b64encode(uid).decode().rstrip("=")
    return first + "." + rs(r, B64URL, 6) + "." + rs(r, B64URL, 38)


def password(r):
    style = r.randint(0, 3)
    if style == 0:
        words = ["Fjord", "Mango", "Quartz", "Tundra", "Pepper", "Lantern", "Otter", "Cobalt",
                 "Saffron", "Maple", "Nimbus", "Basil", "Heron", "Juniper", "Velvet", "Ember"]
        return r.choice(words) + r.choice("-_.!") + r.choice(words).lower() + str(r.randint(10, 99)) + r.choice("!#%*?")
    if style == 1:
        return rs(r, ALNUM + "!#%&*@", r.randint(12, 18))
    if style == 2:
        return rs(r, UP, 1) + rs(r, LO, r.randint(5, 8)) + str(r.randint(1000, 9999)) + r.choice("!$#")
    return rs(r, LO, 4) + r.choice("@#") + rs(r, DIG, 3) + rs(r, UP, 3) + rs(r, LO, 3)


def conn_string(r):
    user = r.choice(["app", "svc_api", "deploy", "reporting", "admin", "etl", "grafana", "billing_rw"])
    pw = rs(r, ALNUM, r.randint(14, 24))
    host = r.choice(["db", "pg", "mongo", "cache", "mq", "sql", "warehouse"]) + "." + domain(r)
    kind = r.randint(0, 6)
    if kind == 0:
        return "postgres://%s:%s@%s:5432/%s" % (user, pw, host, r.choice(["app", "prod", "analytics"]))
    if kind == 1:
        return "mongodb+srv://%s:%s@%s/%s?retryWrites=true" % (user, pw, host, r.choice(["orders", "events"]))
    if kind == 2:
        return "redis://default:%s@%s:6379/0" % (pw, host)
    if kind == 3:
        return "mysql://%s:%s@%s:3306/%s" % (user, pw, host, r.choice(["shop", "crm", "wp"]))
    if kind == 4:
        return "amqp://%s:%s@%s:5672/%s" % (user, pw, host, r.choice(["jobs", "%2F"]))
    if kind == 5:
        return "smtp://%s:%s@smtp.%s:587" % (user, pw, domain(r))
    return "Server=%s;Database=%s;User Id=%s;Password=%s;" % (host, r.choice(["Ledger", "Hr"]), user, pw)


def api_key(r, provider):
    p = provider
    if p == "aws":
        return r.choice(["AKIA", "ASIA"]) + rs(r, UP + "234567", 16)
    if p == "aws_secret":
        return rs(r, ALNUM + "+/", 40)
    if p == "github":
        return r.choice(["ghp_", "gho_", "ghs_"]) + rs(r, ALNUM, 36)
    if p == "github_fine":
        return "github_pat_11" + rs(r, UP + DIG, 20) + "_" + rs(r, ALNUM, 59)
    if p == "gitlab":
        return "glpat-" + rs(r, ALNUM + "-_", 20)
    if p == "npm":
        return "npm_" + rs(r, ALNUM, 36)
    if p == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 64)
    if p == "sendgrid":
        return "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)
    if p == "google":
        return "AIza" + rs(r, B64URL, 35)
    if p == "huggingface":
        return "hf_" + rs(r, UP + LO, 34)
    if p == "digitalocean":
        return "dop_v1_" + rs(r, HEX, 64)
    if p == "mailgun":
        return "key-" + rs(r, HEX, 32)
    if p == "heroku":
        return "HRKU-AA" + rs(r, B64URL, 58)
    if p == "discord":
        return discord(r)
    if p == "datadog":
        return rs(r, HEX, 32)
    if p == "slack":
        return r.choice(["xoxb-", "xoxp-"]) + str(r.randint(10 ** 10, 10 ** 11)) + "-" + str(r.randint(10 ** 12, 10 ** 13)) + "-" + rs(r, ALNUM, 24)
    if p == "slack_webhook":
        return "https://hooks.slack.com/services/T" + rs(r, UP + DIG, 10) + "/B" + rs(r, UP + DIG, 10) + "/" + rs(r, ALNUM, 24)
    if p == "stripe":
        return r.choice(["sk_live_", "rk_live_"]) + "51" + rs(r, ALNUM, 97)
    if p == "openai":
        return "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)
    if p == "anthropic":
        return "sk-ant-api03-" + rs(r, B64URL, 93) + "AA"
    if p == "twilio":
        return "SK" + rs(r, HEX, 32)
    if p == "azure":
        return ("DefaultEndpointsProtocol=https;AccountName=" + rs(r, LO + DIG, 12)
                + ";AccountKey=" + rs(r, B64, 86) + "==;EndpointSuffix=core.windows.net")
    if p == "telegram":
        return str(r.randint(10 ** 8, 10 ** 10 - 1)) + ":AA" + rs(r, B64URL, 33)
    if p == "shopify":
        return r.choice(["shpat_", "shpss_"]) + rs(r, HEX, 32)
    if p == "linear":
        return "lin_api_" + rs(r, ALNUM, 40)
    if p == "grafana":
        return "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEX, 8)
    if p == "postman":
        return "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34)
    if p == "jwt":
        return jwt(r)
    if p == "pem":
        return pem(r)
    if p == "conn":
        return conn_string(r)
    raise KeyError(p)


PROVIDERS = {
    # provider id: display name used in the line, env var name
    "aws": ("AWS", "AWS_ACCESS_KEY_ID"),
    "aws_secret": ("AWS", "AWS_SECRET_ACCESS_KEY"),
    "github": ("GitHub", "GITHUB_TOKEN"),
    "github_fine": ("GitHub", "GH_PAT"),
    "gitlab": ("GitLab", "GITLAB_TOKEN"),
    "npm": ("npm", "NPM_TOKEN"),
    "pypi": ("PyPI", "TWINE_PASSWORD"),
    "sendgrid": ("SendGrid", "SENDGRID_API_KEY"),
    "google": ("Google Maps", "GOOGLE_API_KEY"),
    "huggingface": ("Hugging Face", "HF_TOKEN"),
    "digitalocean": ("DigitalOcean", "DIGITALOCEAN_TOKEN"),
    "mailgun": ("Mailgun", "MAILGUN_API_KEY"),
    "heroku": ("Heroku", "HEROKU_API_KEY"),
    "discord": ("Discord", "DISCORD_BOT_TOKEN"),
    "datadog": ("Datadog", "DD_API_KEY"),
    "slack": ("Slack", "SLACK_BOT_TOKEN"),
    "slack_webhook": ("Slack", "SLACK_WEBHOOK_URL"),
    "stripe": ("Stripe", "STRIPE_SECRET_KEY"),
    "openai": ("OpenAI", "OPENAI_API_KEY"),
    "anthropic": ("Anthropic", "ANTHROPIC_API_KEY"),
    "twilio": ("Twilio", "TWILIO_API_KEY"),
    "azure": ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING"),
    "telegram": ("Telegram", "TELEGRAM_BOT_TOKEN"),
    "shopify": ("Shopify", "SHOPIFY_ACCESS_TOKEN"),
    "linear": ("Linear", "LINEAR_API_KEY"),
    "grafana": ("Grafana", "GRAFANA_SA_TOKEN"),
    "postman": ("Postman", "POSTMAN_API_KEY"),
    "jwt": ("JWT", "SERVICE_JWT"),
    "pem": ("SSH/TLS", "DEPLOY_KEY"),
    "conn": ("database", "DATABASE_URL"),
}


# ---------------------------------------------------------------- personal data
def luhn_ok(num):
    digits = [int(c) for c in num]
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(partial):
    for c in DIG:
        if luhn_ok(partial + c):
            return partial + c
    raise AssertionError


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005",
                "4012888888881881", "5105105105105100", "6011111111111117", "371449635398431",
                "4000056655665556", "5200828282828210", "6011000990139424", "3530111333300000"}


def card(r):
    while True:
        kind = r.choice(["visa", "mc", "amex", "disc", "jcb"])
        if kind == "visa":
            num = luhn_complete("4" + rs(r, DIG, 14))
            fmt = [4, 4, 4, 4]
        elif kind == "mc":
            num = luhn_complete("5" + r.choice("12345") + rs(r, DIG, 13))
            fmt = [4, 4, 4, 4]
        elif kind == "amex":
            num = luhn_complete(r.choice(["34", "37"]) + rs(r, DIG, 12))
            fmt = [4, 6, 5]
        elif kind == "disc":
            num = luhn_complete("6011" + rs(r, DIG, 11))
            fmt = [4, 4, 4, 4]
        else:
            num = luhn_complete("35" + str(r.randint(28, 89)) + rs(r, DIG, 11))
            fmt = [4, 4, 4, 4]
        if num in FAMOUS_CARDS or len(set(num[6:-1])) < 3:
            continue
        sep = r.choice([" ", "-", ""])
        parts, i = [], 0
        for f in fmt:
            parts.append(num[i:i + f])
            i += f
        return sep.join(parts)


def _iban_check(cc, bban):
    s = bban + cc + "00"
    n = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(n) % 97)


def iban_ok(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban(r, cc=None):
    cc = cc or r.choice(["DE", "FR", "ES", "PT", "GB", "NL", "BE"])
    if cc == "DE":
        bban = rs(r, DIG, 8) + rs(r, DIG, 10)
    elif cc == "FR":
        bank, branch, acct = rs(r, DIG, 5), rs(r, DIG, 5), rs(r, DIG, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        bban = bank + branch + acct + "%02d" % key
    elif cc == "ES":
        bank, branch, acct = rs(r, DIG, 4), rs(r, DIG, 4), rs(r, DIG, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            d = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
            return 0 if d == 11 else (1 if d == 10 else d)
        bban = bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct
    elif cc == "PT":
        base = rs(r, DIG, 19)
        bban = base + "%02d" % (98 - (int(base) * 100) % 97)
    elif cc == "GB":
        bban = r.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rs(r, DIG, 6) + rs(r, DIG, 8)
    elif cc == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + rs(r, DIG, 10)
    else:  # BE
        first = rs(r, DIG, 10)
        m = int(first) % 97 or 97
        bban = first + "%02d" % m
    full = cc + _iban_check(cc, bban) + bban
    if r.random() < 0.7:
        return " ".join(full[i:i + 4] for i in range(0, len(full), 4))
    return full


BAD_SSN = {"078051120", "219099999", "123456789", "457555462"}


def ssn(r):
    while True:
        area = r.randint(1, 899)
        if area == 666:
            continue
        s = "%03d%02d%04d" % (area, r.randint(1, 99), r.randint(1, 9999))
        if s not in BAD_SSN:
            return s[:3] + "-" + s[3:5] + "-" + s[5:]


def nino(r):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rs(r, DIG, 6)
    suf = r.choice("ABCD")
    if r.random() < 0.5:
        return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], suf)
    return p + d + suf


def phone(r, lang):
    if lang == "en":
        if r.random() < 0.5:
            return "+1 (%d%s) %d%s-%s" % (r.randint(2, 9), rs(r, DIG, 2), r.randint(2, 9), rs(r, DIG, 2), rs(r, DIG, 4))
        return "07700 900%s" % rs(r, DIG, 3)
    if lang == "fr":
        return "0%s %s %s %s %s" % (r.choice("67"), rs(r, DIG, 2), rs(r, DIG, 2), rs(r, DIG, 2), rs(r, DIG, 2))
    if lang == "de":
        return "+49 1%s %s %s" % (r.choice(["51", "52", "60", "70", "76"]), rs(r, DIG, 4), rs(r, DIG, 4))
    if lang == "es":
        return "+34 6%s %s %s %s" % (rs(r, DIG, 2), rs(r, DIG, 2), rs(r, DIG, 2), rs(r, DIG, 2))
    if lang == "pt":
        return "+351 9%s %s %s" % (r.choice("1236") + rs(r, DIG, 1), rs(r, DIG, 3), rs(r, DIG, 3))
    if lang == "zh":
        return "1%s%s %s %s" % (r.choice("3589"), rs(r, DIG, 1), rs(r, DIG, 4), rs(r, DIG, 4))
    return "0%s0-%s-%s" % (r.choice("789"), rs(r, DIG, 4), rs(r, DIG, 4))


# ---------------------------------------------------------------- benign ids
def sha(r, n=40):
    while True:
        s = rs(r, HEX, n)
        if not re.search(r"\d{10,}", s):
            return s


def uuid4(r):
    h = sha(r, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410",
        "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422",
        "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def ascii_fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if ord(c) < 128)


def obf_zero_width(r, s):
    out = []
    for c in s:
        out.append(c)
        if c != " " and r.random() < 0.45:
            out.append(r.choice(ZW))
    return "".join(out)


def obf_fullwidth(r, s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " and r.random() < 0.3 else c) for c in s)


def obf_homoglyph(r, s):
    return "".join(HOMO[c] if c in HOMO and r.random() < 0.75 else c for c in s)


def obf_leet(r, s):
    return "".join(LEET[c] if c in LEET and r.random() < 0.8 else c for c in s)


def obf_spacing(r, s):
    words = s.split(" ")
    sep = r.choice([" ", ".", "-"])
    return "   ".join(sep.join(list(w)) for w in words) if sep == " " else "  ".join(sep.join(list(w)) for w in words)


def obf_spacing_cjk(r, s):
    return " ".join(list(s.replace(" ", "")))


def obf_tags(s):
    return "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(s) if 0x20 <= ord(c) < 0x7f) + "\U000e007f"


def obf_bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode()
