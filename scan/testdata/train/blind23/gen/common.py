"""Shared helpers: random key material, PII generators, layouts, obfuscation.

Every function takes the single run-wide random.Random instance `rng`.
Standard library only.
"""
import base64
import json
import re
import string
import unicodedata

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALPHA = UP + LO
ALNUM = UP + LO + DIG
HEXL = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- hosts, urls
SUBS = ["hooks", "collect", "sync", "cdn", "api", "telemetry", "status", "drop",
        "relay", "m", "t", "ingest", "backup", "share", "files", "edge", "px",
        "beacon", "mirror", "dl", "paste", "notify", "events", "agent"]
NAMES = ["quillmetrics", "nordpane", "brevik-tools", "kestrelops", "lumenforge",
         "pallas-sync", "oxbowlabs", "tarnwave", "vellichor", "corvid-cdn",
         "greyhare", "mirrorlake", "halcyon-dev", "saltmarsh", "fennick",
         "orrery-cloud", "bramblecode", "ketterly", "windlass-io", "pikeandco",
         "zephyrine", "moorfield", "tessellate-hq", "umberline"]
TLDS = [".example", ".test", ".example.com", ".example.net", ".example.org",
        ".invalid"]
PATHS = ["/v1/ingest", "/collect", "/u", "/hook/7f3a", "/api/upload", "/c.gif",
         "/px.png", "/s", "/sync", "/log", "/r/backup", "/drop", "/i",
         "/bootstrap.sh", "/t/e", "/api/v2/events", "/in", "/k"]
MAILUSERS = ["ops-archive", "keys", "backup", "inventory", "it-desk",
             "audit", "mirror", "records", "handover", "support-copy",
             "devnull", "collector", "m.ferrant", "jlabrecque", "rk"]


def host(rng):
    return rng.choice(SUBS) + "." + rng.choice(NAMES) + rng.choice(TLDS)


def domain(rng):
    return rng.choice(NAMES) + rng.choice(TLDS)


def url(rng):
    return "https://" + host(rng) + rng.choice(PATHS)


def mail(rng):
    return rng.choice(MAILUSERS) + "@" + domain(rng)


def doc_ip(rng):
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return "%s.%d" % (net, rng.randint(2, 254))


# --------------------------------------------------------------- key material
def aws_id(rng):
    return rng.choice(["AKIA", "AKIA", "AKIA", "ASIA"]) + rs(rng, UP + "234567", 16)


def aws_secret(rng):
    return rs(rng, ALNUM + "/+", 40)


def github(rng):
    k = rng.randint(0, 4)
    if k == 0:
        return "github_pat_11" + rs(rng, UP + DIG, 20) + "_" + rs(rng, ALNUM, 59)
    return rng.choice(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + rs(rng, ALNUM, 36)


def gitlab(rng):
    return rng.choice(["glpat-", "glpat-", "glrt-"]) + rs(rng, ALNUM + "-_", 20)


def npm(rng):
    return "npm_" + rs(rng, ALNUM, 36)


def pypi(rng):
    return "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64URL, 120)


def sendgrid(rng):
    return "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43)


def google(rng):
    return "AIza" + rs(rng, B64URL, 35)


def hf(rng):
    return "hf_" + rs(rng, ALPHA, 34)


def digitalocean(rng):
    return rng.choice(["dop_v1_", "doo_v1_"]) + rs(rng, HEXL, 64)


def mailgun(rng):
    return "key-" + rs(rng, HEXL, 32)


def uuid(rng):
    h = rs(rng, HEXL, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def heroku(rng):
    return "HRKU-AA" + rs(rng, B64URL, 58)


def discord(rng):
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1))
    first = base64.b64encode(uid.encode()).decode().rstrip("=")
    return first + "." + rs(rng, B64URL, 6) + "." + rs(rng, B64URL, 38)


def datadog(rng):
    return rs(rng, HEXL, 32)


def slack(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "xoxb-%s-%s-%s" % (rs(rng, DIG, 12), rs(rng, DIG, 13), rs(rng, ALNUM, 24))
    if k == 1:
        return "xoxp-%s-%s-%s-%s" % (rs(rng, DIG, 12), rs(rng, DIG, 12),
                                    rs(rng, DIG, 13), rs(rng, HEXL, 32))
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (
        rs(rng, UP + DIG, 9), rs(rng, UP + DIG, 10), rs(rng, ALNUM, 24))


def stripe(rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "sk_live_" + rs(rng, ALNUM, 24)
    if k == 1:
        return "sk_live_51" + rs(rng, ALNUM, 97)
    return "rk_live_51" + rs(rng, ALNUM, 97)


def openai(rng):
    if rng.random() < 0.4:
        return "sk-" + rs(rng, ALNUM, 20) + "T3BlbkFJ" + rs(rng, ALNUM, 20)
    return "sk-proj-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74)


def anthropic(rng):
    return "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA"


def twilio(rng):
    return rng.choice(["AC", "SK"]) + rs(rng, HEXL, 32)


def azure(rng):
    key = base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode()
    acct = rng.choice(["stprod", "stlogs", "starchive", "stmedia"]) + rs(rng, LO + DIG, 6)
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;"
            "EndpointSuffix=core.windows.net" % (acct, key))


def telegram(rng):
    return "%d:AA%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), rs(rng, B64URL, 33))


def shopify(rng):
    return rng.choice(["shpat_", "shpat_", "shpss_", "shpca_"]) + rs(rng, HEXL, 32)


def mailchimp(rng):
    return rs(rng, HEXL, 32) + "-us" + str(rng.randint(2, 21))


def linear(rng):
    return "lin_api_" + rs(rng, ALNUM, 40)


def postman(rng):
    return "PMAK-" + rs(rng, HEXL, 24) + "-" + rs(rng, HEXL, 34)


def grafana(rng):
    return "glsa_" + rs(rng, ALNUM, 32) + "_" + rs(rng, HEXL, 8)


def newrelic(rng):
    return "NRAK-" + rs(rng, UP + DIG, 27)


def vault(rng):
    return "hvs." + rs(rng, ALNUM + "_-", 90)


def databricks(rng):
    return "dapi" + rs(rng, HEXL, 32)


def figma(rng):
    return "figd_" + rs(rng, B64URL, 40)


# provider label, generator, env-var name
PROVIDERS = [
    ("AWS", aws_id, "AWS_ACCESS_KEY_ID"),
    ("GitHub", github, "GITHUB_TOKEN"),
    ("GitLab", gitlab, "GITLAB_TOKEN"),
    ("npm", npm, "NPM_TOKEN"),
    ("PyPI", pypi, "TWINE_PASSWORD"),
    ("SendGrid", sendgrid, "SENDGRID_API_KEY"),
    ("Google Maps", google, "GOOGLE_API_KEY"),
    ("Hugging Face", hf, "HF_TOKEN"),
    ("DigitalOcean", digitalocean, "DIGITALOCEAN_TOKEN"),
    ("Mailgun", mailgun, "MAILGUN_API_KEY"),
    ("Heroku", heroku, "HEROKU_API_KEY"),
    ("Discord", discord, "DISCORD_BOT_TOKEN"),
    ("Datadog", datadog, "DD_API_KEY"),
    ("Slack", slack, "SLACK_TOKEN"),
    ("Stripe", stripe, "STRIPE_SECRET_KEY"),
    ("OpenAI", openai, "OPENAI_API_KEY"),
    ("Anthropic", anthropic, "ANTHROPIC_API_KEY"),
    ("Twilio", twilio, "TWILIO_AUTH"),
    ("Telegram", telegram, "TELEGRAM_BOT_TOKEN"),
    ("Shopify", shopify, "SHOPIFY_ACCESS_TOKEN"),
    ("Mailchimp", mailchimp, "MAILCHIMP_API_KEY"),
    ("Linear", linear, "LINEAR_API_KEY"),
    ("Postman", postman, "POSTMAN_API_KEY"),
    ("Grafana", grafana, "GRAFANA_SA_TOKEN"),
    ("New Relic", newrelic, "NEW_RELIC_API_KEY"),
    ("Vault", vault, "VAULT_TOKEN"),
    ("Databricks", databricks, "DATABRICKS_TOKEN"),
    ("Figma", figma, "FIGMA_TOKEN"),
]


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt(rng):
    hdr = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    body = {"sub": str(rng.randint(10 ** 5, 10 ** 7)),
            "role": rng.choice(["admin", "service", "editor", "ops"]),
            "iat": 1790000000 + rng.randint(0, 9000000)}
    body["exp"] = body["iat"] + rng.choice([3600, 86400, 2592000])
    h = b64url_nopad(json.dumps(hdr, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(body, separators=(",", ":")).encode())
    sig = rs(rng, B64URL, 43 if hdr["alg"] == "HS256" else 86)
    return "%s.%s.%s" % (h, p, sig)


def pem(rng):
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY",
                       "PRIVATE KEY"])
    start = {"RSA PRIVATE KEY": "MIIEowIBAAKCAQEA",
             "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
             "EC PRIVATE KEY": "MHcCAQEEI",
             "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"}[kind]
    body = start + rs(rng, B64, 64 * rng.randint(3, 5) - len(start))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


SYL = ["ka", "lo", "mi", "ter", "van", "sol", "bri", "nox", "pel", "dra", "qui",
       "zen", "mor", "tav", "rus", "lin", "gor", "fex", "wal", "ben"]


def password(rng):
    k = rng.randint(0, 3)
    if k == 0:
        return rs(rng, ALNUM + "!@#%&*?", rng.randint(12, 18))
    if k == 1:
        w = "".join(rng.choice(SYL) for _ in range(3)).capitalize()
        return w + rng.choice("!#-_.@$") + rs(rng, DIG, rng.randint(2, 4))
    if k == 2:
        return "-".join("".join(rng.choice(SYL) for _ in range(2)) for _ in range(3)) + rs(rng, DIG, 2)
    return rs(rng, LO, 4).capitalize() + rs(rng, DIG, 3) + rng.choice("!?%") + rs(rng, ALPHA, 4)


def pin(rng):
    while True:
        p = rs(rng, DIG, rng.choice([4, 4, 4, 6]))
        if len(set(p)) > 2 and p not in ("1234", "123456"):
            return p


def dbuser(rng):
    return rng.choice(["app", "svc_billing", "postgres", "admin", "readonly_bi",
                       "etl", "root", "deploy", "analytics"])


def dbhost(rng):
    if rng.random() < 0.3:
        return doc_ip(rng)
    return rng.choice(["db", "pg-main", "mysql01", "cache", "mq", "mongo-rs0"]) + "." + \
        rng.choice(["internal.", "prod.", "staging.", ""]) + domain(rng)


def conn(rng):
    k = rng.randint(0, 6)
    u, p, h = dbuser(rng), password(rng).replace("@", "").replace("/", "").replace("#", "").replace("?", ""), dbhost(rng)
    db = rng.choice(["app", "billing", "crm", "events", "core", "shop"])
    if k == 0:
        return "postgres://%s:%s@%s:5432/%s" % (u, p, h, db)
    if k == 1:
        return "postgresql://%s:%s@%s/%s?sslmode=require" % (u, p, h, db)
    if k == 2:
        return "mysql://%s:%s@%s:3306/%s" % (u, p, h, db)
    if k == 3:
        return "mongodb+srv://%s:%s@cluster0.%s/%s?retryWrites=true" % (u, p, domain(rng), db)
    if k == 4:
        return "redis://default:%s@%s:6379/0" % (p, h)
    if k == 5:
        return "amqp://%s:%s@%s:5672/%%2F" % (u, p, h)
    return "Server=%s,1433;Database=%s;User Id=%s;Password=%s;Encrypt=True" % (h, db, u, p)


# ---------------------------------------------------------------------- PII
def luhn_ok(num):
    digits = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(prefix, length, rng):
    body = prefix + rs(rng, DIG, length - len(prefix) - 1)
    for c in DIG:
        if luhn_ok(body + c):
            return body + c


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444",
                "378282246310005", "4012888888881881", "5105105105105100",
                "371449635398431", "6011111111111117", "4000056655665556"}


def card(rng, kind=None):
    kind = kind or rng.choice(["visa", "visa", "mc", "mc2", "amex"])
    while True:
        if kind == "visa":
            n = luhn_complete("4", 16, rng)
        elif kind == "mc":
            n = luhn_complete("5" + rng.choice("12345"), 16, rng)
        elif kind == "mc2":
            n = luhn_complete(str(rng.randint(2221, 2720)), 16, rng)
        else:
            n = luhn_complete("3" + rng.choice("47"), 15, rng)
        if n not in FAMOUS_CARDS:
            break
    sep = rng.choice([" ", " ", "-", ""])
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i:i + 4] for i in range(0, 16, 4))


def card_amex(rng):
    return card(rng, "amex")


def card_visa(rng):
    return card(rng, "visa")


def card_mc(rng):
    return card(rng, rng.choice(["mc", "mc2"]))


def slack_webhook(rng):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (
        rs(rng, UP + DIG, 9), rs(rng, UP + DIG, 10), rs(rng, ALNUM, 24))


def ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g, s = rng.randint(1, 99), rng.randint(1, 9999)
        v = "%03d-%02d-%04d" % (a, g, s)
        if v not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return v


def nino(rng):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rs(rng, DIG, 6)
    sfx = rng.choice("ABCD")
    if rng.random() < 0.6:
        return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], sfx)
    return p + d + sfx


IBAN_SPEC = {  # country: list of (alphabet, count)
    "DE": [(DIG, 18)], "FR": [(DIG, 23)], "ES": [(DIG, 20)], "PT": [(DIG, 21)],
    "GB": [(UP, 4), (DIG, 14)], "NL": [(UP, 4), (DIG, 10)],
    "IT": [(UP, 1), (DIG, 10), (DIG, 12)], "BE": [(DIG, 12)],
    "CH": [(DIG, 17)], "AT": [(DIG, 16)], "IE": [(UP, 4), (DIG, 14)],
}


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def iban_valid(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban(rng, country):
    bban = "".join(rs(rng, a, n) for a, n in IBAN_SPEC[country])
    full = country + iban_check(country, bban) + bban
    assert iban_valid(full)
    if rng.random() < 0.75:
        return " ".join(full[i:i + 4] for i in range(0, len(full), 4))
    return full


def phone(rng, cc):
    d = lambda n: rs(rng, DIG, n)
    if cc == "us":
        return rng.choice(["(%s) 555-01%s", "%s-555-01%s", "+1 %s 555 01%s"]) % (
            rng.choice(["212", "415", "617", "312", "503", "737"]), d(2))
    if cc == "uk":
        return rng.choice(["07700 900%s", "+44 7700 900%s"]) % d(3)
    if cc == "fr":
        return rng.choice(["06 39 98 %s %s", "+33 6 39 98 %s %s"]) % (d(2), d(2))
    if cc == "de":
        return rng.choice(["0152 %s %s", "+49 171 %s%s"]) % (d(4), d(4))
    if cc == "es":
        return rng.choice(["6%s %s %s", "+34 6%s %s %s"]) % (d(2), d(3), d(3))
    if cc == "pt":
        return rng.choice(["+351 91%s %s %s", "93%s %s %s"]) % (d(1), d(3), d(3))
    if cc == "br":
        return "+55 %s 9%s-%s" % (rng.choice(["11", "21", "31", "51"]), d(4), d(4))
    if cc == "cn":
        sep = rng.choice(["", " ", "-"])
        return rng.choice(["13", "15", "18"]) + d(1) + sep + d(4) + sep + d(4)
    if cc == "jp":
        return rng.choice(["090", "080", "070"]) + "-" + d(4) + "-" + d(4)
    raise ValueError(cc)


# ------------------------------------------------------------- benign fills
def sha(rng):
    return rs(rng, HEXL, 40)


def short_sha(rng):
    return rs(rng, HEXL, rng.choice([7, 8, 10, 12]))


def sha256(rng):
    return rs(rng, HEXL, 64)


def md5(rng):
    return rs(rng, HEXL, 32)


def semver(rng):
    return "%d.%d.%d" % (rng.randint(0, 9), rng.randint(0, 30), rng.randint(0, 20))


def port(rng):
    return str(rng.choice([3000, 5173, 8080, 8443, 9090, 5432, 6379, 2222, 4000, 8000]))


def ticket(rng):
    return rng.choice(["OPS", "PLAT", "WEB", "INFRA", "SEC", "APP", "DATA"]) + "-" + str(rng.randint(100, 4999))


def pr(rng):
    return str(rng.randint(40, 3900))


def hm(rng):
    return "%02d:%02d" % (rng.randint(7, 20), rng.choice([0, 15, 30, 45]))


FILL = {
    "url": url, "mail": mail, "host": host, "domain": domain, "ip": doc_ip,
    "aws_id": aws_id, "aws_secret": aws_secret, "github": github, "gitlab": gitlab,
    "npm": npm, "pypi": pypi, "sendgrid": sendgrid, "google": google, "hf": hf,
    "digitalocean": digitalocean, "mailgun": mailgun, "heroku": heroku,
    "discord": discord, "datadog": datadog, "slack": slack, "stripe": stripe,
    "openai": openai, "anthropic": anthropic, "twilio": twilio, "azure": azure,
    "telegram": telegram, "shopify": shopify, "jwt": jwt, "pem": pem,
    "pw": password, "pin": pin, "conn": conn, "user": dbuser,
    "card": card, "card_amex": card_amex, "card_visa": card_visa, "card_mc": card_mc,
    "slack_webhook": slack_webhook, "ssn": ssn, "nino": nino,
    "sha": sha, "short_sha": short_sha, "sha256": sha256, "md5": md5,
    "uuid": uuid, "semver": semver, "port": port, "ticket": ticket, "pr": pr,
    "hm": hm,
}
for _c in IBAN_SPEC:
    FILL["iban_" + _c.lower()] = (lambda c: (lambda rng: iban(rng, c)))(_c)
for _c in ["us", "uk", "fr", "de", "es", "pt", "br", "cn", "jp"]:
    FILL["phone_" + _c] = (lambda c: (lambda rng: phone(rng, c)))(_c)

SLOT = re.compile(r"\{([a-z0-9_]+)\}")


def fill(rng, text, extra=None):
    extra = extra or {}

    def rep(m):
        k = m.group(1)
        if k in extra:
            return extra[k]
        return FILL[k](rng)
    return SLOT.sub(rep, text)


# ------------------------------------------------------------------ layouts
FM_KEYS = ["summary", "description", "note", "context", "status", "reminder"]
CMD_HINTS = ("curl ", "wget ", "export ", "git ", "npm ", "pip ", "cat ", "rm ",
             "ssh ", "sudo ", "docker ", "echo ", "chmod ", "kubectl ", "=")


def layout(rng, text):
    """Wrap a line the way it could appear in MEMORY.md, a bucket or a note."""
    r = rng.random()
    one_line = "\n" not in text
    if r < 0.60 or not one_line:
        return text, "bullet"
    if r < 0.70:
        k = rng.choice(FM_KEYS)
        return '%s: "%s"' % (k, text.replace('"', "'")), "front-matter"
    if r < 0.79:
        return "<!-- %s -->" % text, "html-comment"
    if r < 0.86 and len(text) < 90:
        return rng.choice(["## ", "### "]) + text, "heading"
    if r < 0.93 and any(h in text for h in CMD_HINTS):
        return "```%s\n%s\n```" % (rng.choice(["", "bash", "sh", "text"]), text), "code-fence"
    if r < 0.97:
        return "> [!note] " + text, "callout"
    return text, "bullet"


# -------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def ob_zw(rng, s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " " and rng.random() < 0.85:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_tag(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)


def ob_bidi(rng, s):
    if rng.random() < 0.5:
        return "\u202e" + s[::-1] + "\u202c"
    return "\u2067" + "\u202e" + s[::-1] + "\u202c" + "\u2069"


def ob_fullwidth(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif ch == " ":
            out.append("\u3000")
        else:
            out.append(ch)
    return "".join(out)


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
        "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421",
        "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412",
        "X": "\u0425", "I": "\u0406"}


def _wordwise(s, fn):
    """Apply fn to words, leaving URLs, paths, flags and e-mail addresses intact."""
    return " ".join(w if any(ch in w for ch in ":/@~") else fn(w) for w in s.split(" "))


def ob_homoglyph(rng, s):
    return _wordwise(s, lambda w: "".join(HOMO[c] if c in HOMO and rng.random() < 0.8 else c for c in w))


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7", "g": "9", "b": "8"}


def ob_leet(rng, s):
    return _wordwise(s, lambda w: "".join(LEET[c] if c in LEET and rng.random() < 0.85 else c for c in w))


def ob_spacing(rng, s, cjk=False):
    if cjk:
        sep = rng.choice([" ", "・" if rng.random() < 0.5 else " ", "　"])
        return sep.join(ch for ch in s if ch != " ")
    words = s.split(" ")
    sep = rng.choice([" ", ".", "-", "_"])
    gap = "   " if sep == " " else " "
    return gap.join(sep.join(w) for w in words)


def ob_b64(s):
    return base64.b64encode(s.encode("utf-8")).decode()


def ascii_fold(s):
    s = s.replace("ß", "ss").replace("œ", "oe").replace("Œ", "OE")
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
