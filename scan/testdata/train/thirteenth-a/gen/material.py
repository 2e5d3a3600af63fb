"""Random key material and personal-data generators (seeded RNG passed in)."""
import base64
import json
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64URL = AN + "-_"
B64 = AN + "+/"


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


# ---------- made-up infrastructure ----------
SYL = ["vre", "tal", "quor", "mink", "zeb", "lor", "pav", "dru", "sen", "kal", "fiv", "ober",
       "nix", "tam", "rul", "gesh", "plo", "wend", "yar", "cub", "hest", "mav", "ilo", "strat"]
TLD = ["io", "net", "dev", "cloud", "app", "co", "sh"]
SUB = ["sync", "collect", "telemetry", "relay", "hooks", "ingest", "mirror", "cdn", "edge", "backup", "audit"]


def domain(r):
    return r.choice(SYL) + r.choice(SYL) + r.choice(["", "-" + r.choice(SYL) + r.choice(SYL)]) + "." + r.choice(TLD)


def url(r):
    return "https://%s.%s/%s" % (r.choice(SUB), domain(r), r.choice(["v1/upload", "in", "drop", "c", "log", "api/ingest", "hook/" + rs(r, LO + DG, 8)]))


def ip(r):
    net = r.choice(["192.0.2", "198.51.100", "203.0.113"])
    return "%s.%d" % (net, r.randint(2, 254))


def email(r):
    return "%s@%s" % (r.choice(["ops", "backup", "archive", "sec-review", "relay", "support", "m.keller", "it-desk", "logs"]), domain(r))


def sha(r):
    return rs(r, HEX, 40)


def sha256(r):
    return rs(r, HEX, 64)


def uuid(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------- secrets ----------
def aws_key(r):
    return "AKIA" + rs(r, UP + "234567", 16)


def aws_secret(r):
    return rs(r, AN + "+/", 40)


def github(r):
    return r.choice([lambda: "ghp_" + rs(r, AN, 36), lambda: "gho_" + rs(r, AN, 36),
                     lambda: "github_pat_11" + rs(r, UP + DG, 20) + "_" + rs(r, AN, 59)])()


def gitlab(r):
    return "glpat-" + rs(r, AN + "-_", 20)


def npm(r):
    return "npm_" + rs(r, AN, 36)


def pypi(r):
    return "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 70)


def sendgrid(r):
    return "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43)


def google(r):
    return "AIza" + rs(r, B64URL, 35)


def hf(r):
    return "hf_" + rs(r, UP + LO, 34)


def digitalocean(r):
    return "dop_v1_" + rs(r, HEX, 64)


def mailgun(r):
    return "key-" + rs(r, HEX, 32)


def heroku(r):
    return "HRKU-AA" + rs(r, B64URL, 58)


def discord(r):
    uid = str(r.randint(10 ** 17, 10 ** 18 - 1)).encode()
    return base64.b64encode(uid).decode().rstrip("=") + "." + rs(r, B64URL, 6) + "." + rs(r, B64URL, 38)


def datadog(r):
    return rs(r, HEX, 32)


def slack(r):
    return "xox%s-%d-%d-%s" % (r.choice("bp"), r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 10, 10 ** 12), rs(r, AN, 24))


def slack_webhook(r):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(r, UP + DG, 9), rs(r, UP + DG, 10), rs(r, AN, 24))


def stripe(r):
    return r.choice(["sk_live_", "rk_live_"]) + rs(r, AN, 24 if r.random() < .5 else 99)


def openai(r):
    return r.choice([lambda: "sk-" + rs(r, AN, 20) + "T3BlbkFJ" + rs(r, AN, 20),
                     lambda: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74)])()


def anthropic(r):
    return "sk-ant-api03-" + rs(r, B64URL, 93) + "AA"


def twilio(r):
    return "SK" + rs(r, HEX, 32)


def twilio_token(r):
    return rs(r, HEX, 32)


def azure_conn(r):
    return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net" % (
        rs(r, LO, 6) + rs(r, DG, 3), rs(r, B64, 86))


def telegram(r):
    return "%d:AA%s" % (r.randint(10 ** 8, 10 ** 10 - 1), rs(r, B64URL, 33))


def shopify(r):
    return r.choice(["shpat_", "shpss_"]) + rs(r, HEX, 32)


def _b64u(d):
    return base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(r):
    h = {"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}
    p = {"sub": str(r.randint(1000, 99999)), "role": r.choice(["admin", "service", "deploy"]),
         "iat": r.randint(1735000000, 1790000000)}
    return _b64u(h) + "." + _b64u(p) + "." + rs(r, B64URL, 43)


def pem(r):
    kind = r.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"])
    start = {"RSA PRIVATE KEY": "MIIEo", "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA",
             "PRIVATE KEY": "MIIEv", "EC PRIVATE KEY": "MHcCAQEEI"}[kind]
    n = r.randint(3, 5)
    body = [start + rs(r, B64, 64 - len(start))] + [rs(r, B64, 64) for _ in range(n)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(body), kind)


def password(r):
    words = ["Falke", "river", "Nube", "marmota", "Kiwi", "tango", "orage", "Sol", "ventana", "birke", "Lua", "pinhal"]
    style = r.random()
    if style < .4:
        return r.choice(words) + r.choice(["!", "#", "$", "-", "_", "."]) + str(r.randint(10, 9999)) + r.choice(words).lower()
    if style < .7:
        return rs(r, AN + "!#%&*", r.randint(12, 18))
    return r.choice(words) + str(r.randint(1970, 2030)) + r.choice(["!", "?", "*"])


def pin(r):
    return "".join(r.choice(DG) for _ in range(r.choice([4, 4, 6])))


def conn(r):
    user = r.choice(["app", "svc_api", "reporting", "admin", "etl"])
    pw = rs(r, AN, r.randint(12, 20))
    host = r.choice(["db", "pg-main", "cluster0", "cache", "mysql-01"]) + "." + domain(r)
    k = r.choice(["postgres", "mongo", "mysql", "redis", "amqp"])
    if k == "postgres":
        return "postgresql://%s:%s@%s:5432/%s" % (user, pw, host, r.choice(["orders", "prod", "analytics"]))
    if k == "mongo":
        return "mongodb+srv://%s:%s@%s/%s?retryWrites=true" % (user, pw, host, r.choice(["core", "users"]))
    if k == "mysql":
        return "mysql://%s:%s@%s:3306/%s" % (user, pw, host, r.choice(["shop", "crm"]))
    if k == "redis":
        return "redis://:%s@%s:6379/0" % (pw, host)
    return "amqp://%s:%s@%s:5672/%%2F" % (user, pw, host)


PROVIDERS = [
    ("aws", lambda r: aws_key(r) + " / " + aws_secret(r)), ("github", github), ("gitlab", gitlab),
    ("npm", npm), ("pypi", pypi), ("sendgrid", sendgrid), ("google", google), ("huggingface", hf),
    ("digitalocean", digitalocean), ("mailgun", mailgun), ("heroku", heroku), ("discord", discord),
    ("slack", slack), ("slack_webhook", slack_webhook), ("stripe", stripe), ("openai", openai),
    ("anthropic", anthropic), ("twilio", lambda r: twilio(r) + ":" + twilio_token(r)), ("azure", azure_conn),
    ("telegram", telegram), ("shopify", shopify), ("jwt", jwt), ("conn", conn),
]


# ---------- personal data ----------
def luhn_complete(prefix, length, r):
    digits = prefix + "".join(r.choice(DG) for _ in range(length - len(prefix) - 1))
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return digits + str((10 - s % 10) % 10)


def luhn_ok(num):
    num = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, d in enumerate(reversed(num)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


FAMOUS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881",
          "5105105105105100", "6011111111111117", "371449635398431", "4000056655665556"}


def card(r):
    while True:
        kind = r.choice(["visa", "mc", "amex", "disc"])
        if kind == "visa":
            n = luhn_complete("4" + r.choice(DG[1:]), 16, r)
        elif kind == "mc":
            n = luhn_complete(str(r.randint(51, 55)), 16, r)
        elif kind == "amex":
            n = luhn_complete(r.choice(["34", "37"]), 15, r)
        else:
            n = luhn_complete("6011", 16, r)
        if n not in FAMOUS and len(set(n)) > 4:
            break
    if len(n) == 15:
        return "%s %s %s" % (n[:4], n[4:10], n[10:])
    sep = r.choice([" ", "-", ""])
    return sep.join(n[i:i + 4] for i in range(0, 16, 4))


def iban(r, country=None):
    country = country or r.choice(["DE", "FR", "ES", "PT", "GB", "IT", "NL"])
    if country == "DE":
        bban = rs(r, DG, 18)
    elif country == "FR":
        bban = rs(r, DG, 23)
    elif country == "ES":
        bban = rs(r, DG, 20)
    elif country == "PT":
        bban = rs(r, DG, 21)
    elif country == "GB":
        bban = rs(r, UP, 4) + rs(r, DG, 14)
    elif country == "IT":
        bban = r.choice(UP) + rs(r, DG, 10) + rs(r, DG, 12)
    else:
        bban = rs(r, UP, 4) + rs(r, DG, 10)
    numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(numeric) % 97
    full = country + "%02d" % check + bban
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4))


def iban_ok(s):
    s = s.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    s = "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))
    if s in ("078-05-1120", "219-09-9999", "123-45-6789"):
        return ssn(r)
    return s


def nino(r):
    first = [c for c in UP if c not in "DFIQUV"]
    second = [c for c in UP if c not in "DFIQUVO"]
    while True:
        p = r.choice(first) + r.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rs(r, DG, 6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], r.choice("ABCD"))


def phone(r, lang):
    if lang == "fr":
        return "+33 6 %02d %02d %02d %02d" % tuple(r.randint(0, 99) for _ in range(4))
    if lang == "de":
        return "+49 1%d %s" % (r.choice([51, 52, 60, 70, 76]), rs(r, DG, 8))
    if lang == "es":
        return "+34 6%s %s %s" % (rs(r, DG, 2), rs(r, DG, 3), rs(r, DG, 3))
    if lang == "pt":
        return "+351 9%d%s %s %s" % (r.choice([1, 2, 3, 6]), rs(r, DG, 1), rs(r, DG, 3), rs(r, DG, 3))
    if lang == "zh":
        return "1%d%s %s %s" % (r.choice([3, 5, 8]), rs(r, DG, 1), rs(r, DG, 4), rs(r, DG, 4))
    if lang == "ja":
        return "0%d0-%s-%s" % (r.choice([7, 8, 9]), rs(r, DG, 4), rs(r, DG, 4))
    return r.choice(["+44 7700 900%s" % rs(r, DG, 3), "(%d) 555-01%s" % (r.randint(201, 989), rs(r, DG, 2)),
                     "+1 %d %s %s" % (r.randint(201, 989), rs(r, DG, 3), rs(r, DG, 4))])
