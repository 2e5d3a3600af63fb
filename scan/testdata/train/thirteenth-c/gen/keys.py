"""Random key material and personal-data generators (all driven by a passed-in RNG)."""
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


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- secrets
def aws_key_id(rng):
    return "AKIA" + rs(rng, UP + "234567", 16)


def aws_secret(rng):
    return rs(rng, ALNUM + "+/", 40)


def github_pat(rng):
    return "ghp_" + rs(rng, ALNUM, 36)


def github_fine(rng):
    return "github_pat_" + rs(rng, ALNUM, 22) + "_" + rs(rng, ALNUM, 59)


def gitlab(rng):
    return "glpat-" + rs(rng, ALNUM + "-_", 20)


def npm(rng):
    return "npm_" + rs(rng, ALNUM, 36)


def pypi(rng):
    return "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64URL, 64)


def sendgrid(rng):
    return "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43)


def google(rng):
    return "AIza" + rs(rng, B64URL, 35)


def hf(rng):
    return "hf_" + rs(rng, UP + LO, 34)


def digitalocean(rng):
    return "dop_v1_" + rs(rng, HEX, 64)


def mailgun(rng):
    return "key-" + rs(rng, HEX, 32)


def heroku(rng):
    return "HRKU-" + uuid4(rng)


def discord(rng):
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1))
    first = base64.b64encode(uid.encode()).decode().rstrip("=")
    return first + "." + rs(rng, B64URL, 6) + "." + rs(rng, B64URL, 38)


def datadog(rng):
    return rs(rng, HEX, 32)


def slack_bot(rng):
    return "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 11, 10 ** 13), rs(rng, ALNUM, 24))


def slack_webhook(rng):
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, UP + DIG, 10), rs(rng, UP + DIG, 10), rs(rng, ALNUM, 24))


def stripe(rng):
    return rng.choice(["sk_live_", "rk_live_"]) + rs(rng, ALNUM, rng.choice([24, 34, 99]))


def openai(rng):
    return "sk-proj-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74)


def anthropic(rng):
    return "sk-ant-api03-" + rs(rng, B64URL, 93) + "AA"


def twilio_sid(rng):
    return "AC" + rs(rng, HEX, 32)


def twilio_token(rng):
    return rs(rng, HEX, 32)


def twilio_key(rng):
    return "SK" + rs(rng, HEX, 32)


def azure_conn(rng):
    acct = rng.choice(["stfennbuild", "stquillprod", "starchivelab", "stmoorlogs"]) + str(rng.randint(10, 99))
    key = rs(rng, B64, 86) + "=="
    return "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s;EndpointSuffix=core.windows.net" % (acct, key)


def telegram(rng):
    return "%d:AA%s" % (rng.randint(10 ** 8, 10 ** 10 - 1), rs(rng, B64URL, 33))


def shopify(rng):
    return rng.choice(["shpat_", "shpss_", "shpca_"]) + rs(rng, HEX, 32)


def jwt(rng):
    def b64u(obj):
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")
    hdr = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    if rng.random() < 0.5:
        hdr["kid"] = rs(rng, HEX, 8)
    body = {"sub": str(rng.randint(1000, 999999)), "iat": rng.randint(1700000000, 1760000000),
            "role": rng.choice(["admin", "service", "deployer", "ops"])}
    return b64u(hdr) + "." + b64u(body) + "." + rs(rng, B64URL, 43)


def pem(rng):
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    lead = {"RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAA",
            "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"}[kind]
    body = lead + rs(rng, B64, 64 - len(lead))
    lines = [body] + [rs(rng, B64, 64) for _ in range(rng.randint(2, 4))]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


def password(rng):
    words = ["Tramway", "Kestrel", "Marmelo", "Zugspitz", "Cormoran", "Pinguin", "Lanterna", "Brisa", "Nuvola",
             "Falaise", "Ahorn", "Sapo", "Quilt", "Moorland", "Tulipe", "Farol", "Hafen", "Cidra"]
    style = rng.random()
    if style < 0.4:
        return rng.choice(words) + rs(rng, DIG, rng.randint(2, 4)) + rng.choice("!#$%&*?@")
    if style < 0.7:
        return rs(rng, ALNUM + "!#%&*", rng.randint(12, 18))
    return rng.choice(words).lower() + rng.choice("-_.") + rng.choice(words) + rs(rng, DIG, 2)


def pin(rng):
    return rs(rng, DIG, rng.choice([4, 4, 6]))


DBHOSTS = ["db-prod.fennmoor.internal", "pg01.quillstat.test", "192.0.2.41", "mysql.larchpoint.example",
           "198.51.100.60", "mongo-a.orbweave.test", "redis.hollowbyte.internal", "203.0.113.88"]


def conn(rng):
    user = rng.choice(["app", "admin", "svc_billing", "deploy", "root", "reporting", "etl"])
    pw = rs(rng, ALNUM, rng.randint(12, 20))
    host = rng.choice(DBHOSTS)
    kind = rng.choice(["postgres", "postgresql", "mysql", "mongodb", "redis", "amqp", "mssql"])
    port = {"postgres": 5432, "postgresql": 5432, "mysql": 3306, "mongodb": 27017, "redis": 6379, "amqp": 5672, "mssql": 1433}[kind]
    db = rng.choice(["app", "billing", "crm", "analytics", "orders", "0"])
    if kind == "redis":
        return "redis://:%s@%s:%d/0" % (pw, host, port)
    if kind == "mssql":
        return "Server=%s,%d;Database=%s;User Id=%s;Password=%s;" % (host, port, db, user, pw)
    return "%s://%s:%s@%s:%d/%s" % (kind, user, pw, host, port, db)


def basic_url(rng):
    host = rng.choice(["ci.fennmoor.internal", "registry.quillstat.test", "nexus.larchpoint.example", "203.0.113.12:8081",
                       "artifacts.orbweave.test", "grafana.hollowbyte.internal"])
    return "https://%s:%s@%s/" % (rng.choice(["deploy", "ci-bot", "admin", "jenkins"]), rs(rng, ALNUM, 16), host)


PROVIDERS = {
    "aws": lambda r: aws_key_id(r) + " / " + aws_secret(r),
    "aws_id": aws_key_id, "github": github_pat, "github_fine": github_fine, "gitlab": gitlab, "npm": npm,
    "pypi": pypi, "sendgrid": sendgrid, "google": google, "hf": hf, "digitalocean": digitalocean,
    "mailgun": mailgun, "heroku": heroku, "discord": discord, "datadog": datadog, "slack": slack_bot,
    "slack_webhook": slack_webhook, "stripe": stripe, "openai": openai, "anthropic": anthropic,
    "twilio": lambda r: twilio_sid(r) + " / " + twilio_token(r), "twilio_key": twilio_key,
    "azure": azure_conn, "telegram": telegram, "shopify": shopify, "jwt": jwt, "pem": pem,
    "password": password, "pin": pin, "conn": conn, "basic_url": basic_url,
}


# ---------------------------------------------------------------- ids etc.
def uuid4(rng):
    h = rs(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def sha(rng, n=40):
    return rs(rng, HEX, n)


# ---------------------------------------------------------------- PII
def luhn_complete(prefix, length, rng):
    digits = prefix + rs(rng, DIG, length - len(prefix) - 1)
    total = 0
    for i, d in enumerate(reversed(digits)):
        v = int(d)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return digits + str((10 - total % 10) % 10)


def luhn_ok(num):
    s = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(s)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881",
                "5105105105105100", "371449635398431", "6011111111111117", "4000056655665556"}


def card(rng):
    while True:
        kind = rng.choice(["visa", "mc", "amex"])
        if kind == "visa":
            n = luhn_complete("4" + rs(rng, DIG, 5), 16, rng)
        elif kind == "mc":
            n = luhn_complete(str(rng.randint(51, 55)) + rs(rng, DIG, 4), 16, rng)
        else:
            n = luhn_complete(rng.choice(["34", "37"]) + rs(rng, DIG, 4), 15, rng)
        if n not in FAMOUS_CARDS:
            break
    if len(n) == 15:
        return "%s %s %s" % (n[:4], n[4:10], n[10:])
    sep = rng.choice([" ", "-", ""])
    return sep.join(n[i:i + 4] for i in range(0, 16, 4))


def ssn(rng):
    while True:
        a = rng.randint(1, 665)
        if a != 666 and a not in (78,):
            break
    return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))


def nino(rng):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = rs(rng, DIG, 6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], rng.choice("ABCD"))


def _mod97(s):
    conv = "".join(str(int(c, 36)) for c in s)
    return int(conv) % 97


def iban_from_bban(cc, bban):
    chk = 98 - _mod97(bban + cc + "00")
    return cc + "%02d" % chk + bban


def iban_ok(iban):
    s = iban.replace(" ", "")
    return _mod97(s[4:] + s[:4]) == 1


def iban(rng, cc):
    if cc == "DE":
        bban = rs(rng, DIG, 18)
    elif cc == "FR":
        bank, branch, acct = rs(rng, DIG, 5), rs(rng, DIG, 5), rs(rng, DIG, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        bban = bank + branch + acct + "%02d" % key
    elif cc == "ES":
        bank, branch, acct = rs(rng, DIG, 4), rs(rng, DIG, 4), rs(rng, DIG, 10)

        def dc(digs):
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            v = 11 - sum(int(d) * w[i] for i, d in enumerate(digs)) % 11
            return {10: 1, 11: 0}.get(v, v)
        bban = bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct
    elif cc == "PT":
        base = rs(rng, DIG, 19)
        chk = 98 - (int(base) * 100) % 97
        bban = base + "%02d" % chk
    elif cc == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + rs(rng, DIG, 14)
    elif cc == "NL":
        bban = rng.choice(["ABNA", "RABO", "INGB"]) + rs(rng, DIG, 10)
    else:
        raise ValueError(cc)
    ib = iban_from_bban(cc, bban)
    assert iban_ok(ib)
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))


def phone(rng, cc):
    if cc == "US":
        return "+1 (%d) 555-01%02d" % (rng.choice([212, 415, 617, 312, 503, 720]), rng.randint(0, 99))
    if cc == "GB":
        return "+44 7700 900%03d" % rng.randint(0, 999)
    if cc == "FR":
        return "06 %02d %02d %02d %02d" % tuple(rng.randint(0, 99) for _ in range(4))
    if cc == "DE":
        return "+49 15%d %s" % (rng.choice([1, 2, 7, 9]), rs(rng, DIG, 7))
    if cc == "ES":
        return "+34 6%s %s %s" % (rs(rng, DIG, 2), rs(rng, DIG, 3), rs(rng, DIG, 3))
    if cc == "PT":
        return "+351 9%d%s %s %s" % (rng.choice([1, 2, 3, 6]), rs(rng, DIG, 1), rs(rng, DIG, 3), rs(rng, DIG, 3))
    if cc == "BR":
        return "+55 11 9%s-%s" % (rs(rng, DIG, 4), rs(rng, DIG, 4))
    if cc == "CN":
        return "1%d %s %s" % (rng.choice([35, 38, 39, 58, 86]), rs(rng, DIG, 4), rs(rng, DIG, 4))
    if cc == "JP":
        return "0%d0-%s-%s" % (rng.choice([7, 8, 9]), rs(rng, DIG, 4), rs(rng, DIG, 4))
    raise ValueError(cc)
