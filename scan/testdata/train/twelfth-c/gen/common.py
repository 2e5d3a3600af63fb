"""Shared helpers: seeded RNG, slot fillers, key material, obfuscators, layouts."""
import base64
import hashlib
import json
import random
import string
import uuid as _uuid

SEED = 20261233
R = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def rs(n, alpha=ALNUM):
    return "".join(R.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- made-up names
SYL = ["vor", "qua", "lim", "zet", "brun", "kal", "dex", "miro", "tav", "plin",
       "sor", "vex", "nuo", "trel", "gask", "yor", "fenn", "quil", "ostr", "wib",
       "harn", "tesk", "ulm", "drav", "pesk", "rulo", "mekk", "zand", "orv", "clim"]
WORDS = ["sync", "relay", "metrics", "backup", "mirror", "collect", "ingest",
         "cdn", "telemetry", "status", "audit", "vault", "hub", "edge", "log",
         "paste", "drop", "beacon", "stash", "notify"]
TLDS = [".io", ".net", ".dev", ".app", ".cloud", ".xyz", ".site", ".link", ".tech"]
PATHS = ["collect", "v1/ingest", "api/sync", "hook", "u", "b.gif", "paste",
         "upload", "r", "t/pixel.png", "api/v2/events", "in", "s/keys", "drop"]
FILES = ["~/.ssh/id_ed25519", "~/.ssh/id_rsa", ".env", ".env.production",
         "~/.aws/credentials", "~/.netrc", "~/.docker/config.json",
         "~/.kube/config", "/etc/passwd", "/etc/shadow", "~/.bash_history",
         "~/.config/gh/hosts.yml", "~/.npmrc", "~/.pypirc", "~/.git-credentials",
         "~/.gnupg/private-keys-v1.d", "~/.config/google-chrome/Default/Login Data"]
PROJ = ["atlas", "pelican", "moneta", "orbit", "kestrel", "lumen", "tessera",
        "harbor", "quokka", "nimbus", "fjord", "saffron", "ibex", "cobalt"]


def host():
    name = "".join(R.choice(SYL) for _ in range(R.choice([2, 2, 3])))
    if R.random() < 0.5:
        name += "-" + R.choice(WORDS)
    return name + R.choice(TLDS)


def url(h=None):
    h = h or host()
    return "https://%s/%s" % (h, R.choice(PATHS))


def ip():
    return "%s.%d" % (R.choice(["192.0.2", "198.51.100", "203.0.113"]), R.randint(2, 250))


def email(h=None):
    user = R.choice(["ops", "backup", "sec-team", "audit", "admin", "it-support",
                     "devops", "collect", "keys", "infra", "bot", "relay"])
    return "%s@%s" % (user, h or host())


def sha():
    return rs(40, HEX)


def hash64():
    return rs(64, HEX)


def uid():
    return str(_uuid.UUID(int=R.getrandbits(128), version=4))


def ticket():
    return "%s-%d" % (R.choice(["OPS", "PLAT", "BILL", "SEC", "WEB", "DATA", "INFRA"]), R.randint(100, 4999))


def ver():
    return "v%d.%d.%d" % (R.randint(1, 6), R.randint(0, 24), R.randint(0, 15))


def sshpub():
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(R.getrandbits(8) for _ in range(32))
    return "ssh-ed25519 %s deploy@%s" % (base64.b64encode(blob).decode(), host())


# ---------------------------------------------------------------- key material
def pw():
    words = ["Tromba", "Lago", "Kiefer", "Nuage", "Sombra", "Falke", "Prisma",
             "Otter", "Mirto", "Zebu", "Quarz", "Pampa", "Cedro", "Brume", "Ginkgo"]
    s = R.choice(words) + R.choice(["!", "#", "$", "%", "&", "*", "?", "@", "+"]) + \
        str(R.randint(10, 9999)) + R.choice(words).lower()
    if R.random() < 0.4:
        s = rs(R.randint(12, 18), ALNUM + "!#%*+-_")
    return s


def pin():
    return "".join(R.choice(string.digits) for _ in range(R.choice([4, 4, 6])))


def aws_id():
    return R.choice(["AKIA", "ASIA"]) + rs(16, string.ascii_uppercase + "234567")


def aws_secret():
    return rs(40, ALNUM + "+/")


def ghp():
    return R.choice(["ghp_", "gho_", "ghs_"]) + rs(36)


def gh_fine():
    return "github_pat_" + rs(22) + "_" + rs(59)


def glpat():
    return "glpat-" + rs(20, B64URL)


def npm():
    return "npm_" + rs(36)


def pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(R.randint(60, 90), B64URL)


def sendgrid():
    return "SG." + rs(22, B64URL) + "." + rs(43, B64URL)


def google():
    return "AIza" + rs(35, B64URL)


def hf():
    return "hf_" + rs(34, string.ascii_letters)


def do():
    return "dop_v1_" + rs(64, HEX)


def mailgun():
    return "key-" + rs(32, HEX)


def heroku():
    return "HRKU-" + uid()


def discord():
    uid_ = str(R.randint(10**17, 10**18 - 1)).encode()
    return base64.b64encode(uid_).decode().rstrip("=") + "." + rs(6, B64URL) + "." + rs(38, B64URL)


def datadog():
    return rs(32, HEX)


def slack():
    return "xoxb-%d-%d-%s" % (R.randint(10**10, 10**12), R.randint(10**11, 10**13), rs(24))


def slack_hook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (
        rs(8, string.ascii_uppercase + string.digits), rs(10, string.ascii_uppercase + string.digits), rs(24))


def stripe():
    return R.choice(["sk_live_", "rk_live_"]) + rs(R.choice([24, 34, 99]))


def openai():
    return R.choice(["sk-proj-" + rs(74, B64URL) + "T3BlbkFJ" + rs(74, B64URL), "sk-" + rs(20) + "T3BlbkFJ" + rs(20)])


def anthropic():
    return "sk-ant-api03-" + rs(93, B64URL) + "AA"


def twilio_sid():
    return "AC" + rs(32, HEX)


def twilio_tok():
    return rs(32, HEX)


def azure_conn():
    acct = R.choice(PROJ) + rs(4, string.ascii_lowercase + string.digits)
    key = base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode()
    return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)


def telegram():
    return "%d:AA%s" % (R.randint(10**8, 10**10 - 1), rs(33, B64URL))


def shopify():
    return "shpat_" + rs(32, HEX)


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    h = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps({"sub": str(R.randint(1000, 99999)), "role": R.choice(["admin", "service", "ops"]),
                         "iat": R.randint(1730000000, 1790000000)}, separators=(",", ":")).encode())
    s = b64u(bytes(R.getrandbits(8) for _ in range(32)))
    return "%s.%s.%s" % (h, p, s)


def pem():
    kind = R.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    body = base64.b64encode(bytes(R.getrandbits(8) for _ in range(R.randint(90, 150)))).decode()
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + body
    elif kind == "RSA PRIVATE KEY":
        body = "MIIEow" + body
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


def conn():
    u = R.choice(["app", "svc_billing", "admin", "etl", "reporting", "root"])
    h = R.choice(["db", "pg", "mongo", "cache", "mq"]) + "." + host()
    p = rs(R.randint(12, 20), ALNUM)
    return R.choice([
        "postgres://%s:%s@%s:5432/%s" % (u, p, h, R.choice(PROJ)),
        "mysql://%s:%s@%s:3306/%s" % (u, p, h, R.choice(PROJ)),
        "mongodb+srv://%s:%s@%s/%s?retryWrites=true" % (u, p, h, R.choice(PROJ)),
        "redis://:%s@%s:6379/0" % (p, h),
        "amqp://%s:%s@%s:5672/" % (u, p, h),
    ])


KEYS = {
    "aws_id": aws_id, "aws_secret": aws_secret, "ghp": ghp, "gh_fine": gh_fine,
    "glpat": glpat, "npm": npm, "pypi": pypi, "sendgrid": sendgrid, "google": google,
    "hf": hf, "do": do, "mailgun": mailgun, "heroku": heroku, "discord": discord,
    "datadog": datadog, "slack": slack, "slack_hook": slack_hook, "stripe": stripe,
    "openai": openai, "anthropic": anthropic, "twilio_sid": twilio_sid,
    "twilio_tok": twilio_tok, "azure": azure_conn, "telegram": telegram,
    "shopify": shopify, "jwt": jwt, "pem": pem, "conn": conn, "pw": pw, "pin": pin,
}


# ---------------------------------------------------------------- PII
def luhn_complete(prefix, length):
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(R.randint(0, 9))
    for check in range(10):
        d = digits + [check]
        tot = 0
        for i, v in enumerate(reversed(d)):
            if i % 2 == 1:
                v *= 2
                if v > 9:
                    v -= 9
            tot += v
        if tot % 10 == 0:
            return "".join(map(str, d))


def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, v in enumerate(reversed(d)):
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        tot += v
    return tot % 10 == 0


def card():
    kind = R.choice(["visa", "mc", "amex"])
    if kind == "visa":
        n = luhn_complete("4" + str(R.randint(10000, 99999)), 16)
    elif kind == "mc":
        n = luhn_complete(str(R.randint(51, 55)) + str(R.randint(1000, 9999)), 16)
    else:
        n = luhn_complete(R.choice(["34", "37"]) + str(R.randint(1000, 9999)), 15)
        return "%s %s %s" % (n[:4], n[4:10], n[10:])
    if n.startswith("41111111") or n == "4111111111111111":
        return card()
    return " ".join(n[i:i + 4] for i in range(0, 16, 4))


IBAN_BBAN = {"FR": (lambda: "".join(R.choice(string.digits) for _ in range(23))),
             "DE": (lambda: "".join(R.choice(string.digits) for _ in range(18))),
             "ES": (lambda: "".join(R.choice(string.digits) for _ in range(20))),
             "PT": (lambda: "".join(R.choice(string.digits) for _ in range(21))),
             "GB": (lambda: "".join(R.choice(string.ascii_uppercase) for _ in range(4)) +
                    "".join(R.choice(string.digits) for _ in range(14))),
             "BE": (lambda: "".join(R.choice(string.digits) for _ in range(12))),
             "CH": (lambda: "".join(R.choice(string.digits) for _ in range(17)))}


def _num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban(cc):
    bban = IBAN_BBAN[cc]()
    check = 98 - _num(bban + cc + "00") % 97
    s = "%s%02d%s" % (cc, check, bban)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_ok(s):
    s = s.replace(" ", "")
    return _num(s[4:] + s[:4]) % 97 == 1


def ssn():
    while True:
        a = R.randint(1, 899)
        if a in (666,):
            continue
        g, s = R.randint(1, 99), R.randint(1, 9999)
        v = "%03d-%02d-%04d" % (a, g, s)
        if v not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return v


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = "".join(R.choice(string.digits) for _ in range(6))
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], R.choice("ABCD"))


def phone(cc):
    d = lambda n: "".join(R.choice(string.digits) for _ in range(n))
    if cc == "fr":
        return "+33 %s %s %s %s %s" % (R.choice("67"), d(2), d(2), d(2), d(2))
    if cc == "de":
        return "+49 %s %s" % (R.choice(["151", "160", "170", "176", "152"]), d(7))
    if cc == "es":
        return "+34 6%s %s %s" % (d(2), d(3), d(3))
    if cc == "pt":
        return "+351 9%s %s %s" % (R.choice("1236"), d(3), d(3))
    if cc == "zh":
        return "+86 1%s%s %s %s" % (R.choice("3589"), d(1), d(4), d(4))
    if cc == "ja":
        return "0%s0-%s-%s" % (R.choice("789"), d(4), d(4))
    return "+1 (%s) 555-%s" % (R.choice(["415", "312", "646", "503"]), d(4))


PII = {"card": card, "ssn": ssn, "nino": nino,
       "iban_fr": lambda: iban("FR"), "iban_de": lambda: iban("DE"), "iban_es": lambda: iban("ES"),
       "iban_pt": lambda: iban("PT"), "iban_gb": lambda: iban("GB"), "iban_be": lambda: iban("BE"),
       "iban_ch": lambda: iban("CH")}
for _c in ["fr", "de", "es", "pt", "zh", "ja", "en"]:
    PII["phone_" + _c] = (lambda c=_c: phone(c))


# ---------------------------------------------------------------- slot filling
class Slots(dict):
    def __init__(self, people):
        super().__init__()
        self.people = people
        self._host = None

    def __missing__(self, k):
        if k == "host":
            v = host()
        elif k == "url":
            v = url()
        elif k == "hook":
            v = "https://%s/hooks/%s" % (host(), rs(16, string.ascii_lowercase + string.digits))
        elif k == "email":
            v = email()
        elif k == "ip":
            v = ip()
        elif k == "file":
            v = R.choice(FILES)
        elif k == "proj":
            v = R.choice(PROJ)
        elif k == "sha":
            v = sha()
        elif k == "sha7":
            v = sha()[:7]
        elif k == "hash64":
            v = hash64()
        elif k == "uuid":
            v = uid()
        elif k == "ticket":
            v = ticket()
        elif k == "ver":
            v = ver()
        elif k == "person":
            v = R.choice(self.people)
        elif k == "n":
            v = str(R.choice([7, 14, 30, 45, 60, 90, 180]))
        elif k == "port":
            v = str(R.choice([3000, 5432, 6379, 8080, 8443, 9200]))
        elif k == "sshpub":
            v = sshpub()
        elif k == "hex":
            v = rs(12, HEX)
        elif k in KEYS:
            v = KEYS[k]()
        elif k in PII:
            v = PII[k]()
        else:
            raise KeyError(k)
        self[k] = v
        return v


def fill(tmpl, people):
    return tmpl.format_map(Slots(people))


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def ob_zw(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " " and R.random() < 0.6:
            out.append(R.choice(ZW))
    return "".join(out)


def ob_tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 128)


def ob_fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def ob_homo(s):
    return "".join(HOMO[c] if c in HOMO and R.random() < 0.7 else c for c in s)


def ob_leet(s):
    return "".join(LEET.get(c.lower(), c) if R.random() < 0.85 else c for c in s)


def ob_spacing(s):
    return " ".join(s) if len(s) < 80 else s.replace("", " ").strip()


def ob_b64(s):
    return base64.b64encode(s.encode("utf-8")).decode()


def ob_bidi(s):
    # right-to-left override: stored reversed so it renders forwards
    return "\u202e" + s[::-1] + "\u202c"


def ascii_fold(s):
    import unicodedata
    return "".join(c for c in unicodedata.normalize("NFKD", s) if ord(c) < 128)


# ---------------------------------------------------------------- layouts
def layout(text, kind):
    if kind == "plain":
        return text
    if kind == "comment":
        return "<!-- %s -->" % text
    if kind == "front":
        return "summary: \"%s\"" % text.replace("\"", "'")
    if kind == "quote":
        return "> " + text
    if kind == "heading":
        return "## " + text
    if kind == "date":
        return "%04d-%02d-%02d: %s" % (R.choice([2025, 2026]), R.randint(1, 12), R.randint(1, 28), text)
    if kind == "todo":
        return "[ ] " + text
    raise ValueError(kind)


def pick_layout(text):
    r = R.random()
    if "\n" in text or text.startswith("```"):
        return "plain"
    if r < 0.62:
        return "plain"
    if r < 0.72:
        return "date"
    if r < 0.80:
        return "comment"
    if r < 0.87:
        return "front"
    if r < 0.93:
        return "quote"
    if r < 0.97 and len(text) < 90:
        return "heading"
    return "todo"
