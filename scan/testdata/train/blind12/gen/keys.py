"""Random key material in real provider shapes, and PII generators.

Everything is drawn from the RNG passed in; nothing is a documentation example.
"""
import base64
import json
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "023456789ACDEFGHJKLMNPQRSTUVWXYZ"  # bech32 upper-case alphabet

# made-up nonsense words for hostnames/domains
_SYL = ["qor", "van", "zen", "tri", "lo", "bex", "mar", "dul", "kiv", "nor", "pel", "sto",
        "vra", "xim", "yul", "hal", "gre", "fon", "tas", "wib", "ondo", "rask", "tev", "mu"]
_TLD = ["net", "io", "dev", "cloud", "app", "site", "co", "org", "tech", "xyz"]


def R(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def word(rng, k=None):
    k = k or rng.choice([2, 3])
    return "".join(rng.choice(_SYL) for _ in range(k))


def domain(rng):
    w = word(rng)
    if rng.random() < 0.4:
        w += "-" + rng.choice(["sync", "relay", "cdn", "metrics", "hub", "ops", "drop", "logs", "api", "mirror"])
    return w + "." + rng.choice(_TLD)


def ip(rng):
    return rng.choice(["192.0.2", "198.51.100", "203.0.113"]) + "." + str(rng.randint(2, 254))


def b64u_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---------------------------------------------------------------- tokens
# each returns (provider, ENV_NAME, value)

def aws_pair(rng):
    kid = "AKIA" + R(rng, B32, 16)
    sec = R(rng, B64, 40)
    return ("AWS", "AWS_ACCESS_KEY_ID", kid + " / " + sec)


def aws_id_only_secret(rng):
    return ("AWS", "AWS_SECRET_ACCESS_KEY", R(rng, B64, 40))


def aws_sts(rng):
    return ("AWS", "AWS_ACCESS_KEY_ID", "ASIA" + R(rng, B32, 16))


def github(rng):
    kind = rng.choice(["ghp_", "ghp_", "gho_", "ghs_", "ghu_", "pat"])
    if kind == "pat":
        return ("GitHub", "GITHUB_TOKEN", "github_pat_11" + R(rng, UP + DG, 20) + "_" + R(rng, AN, 59))
    return ("GitHub", "GITHUB_TOKEN", kind + R(rng, AN, 36))


def gitlab(rng):
    return ("GitLab", "GITLAB_TOKEN", "glpat-" + R(rng, AN + "-_", 20))


def npm(rng):
    return ("npm", "NPM_TOKEN", "npm_" + R(rng, AN, 36))


def pypi(rng):
    return ("PyPI", "PYPI_TOKEN", "pypi-AgEIcHlwaS5vcmc" + R(rng, B64U, rng.randint(120, 160)))


def sendgrid(rng):
    return ("SendGrid", "SENDGRID_API_KEY", "SG." + R(rng, B64U, 22) + "." + R(rng, B64U, 43))


def google(rng):
    return ("Google", "GOOGLE_API_KEY", "AIza" + R(rng, B64U, 35))


def hf(rng):
    return ("Hugging Face", "HF_TOKEN", "hf_" + R(rng, UP + LO, 34))


def digitalocean(rng):
    p = rng.choice(["dop_v1_", "doo_v1_"])
    return ("DigitalOcean", "DIGITALOCEAN_TOKEN", p + R(rng, HEX, 64))


def mailgun(rng):
    return ("Mailgun", "MAILGUN_API_KEY", "key-" + R(rng, HEX, 32))


def heroku(rng):
    if rng.random() < 0.5:
        return ("Heroku", "HEROKU_API_KEY", "HRKU-AA" + R(rng, B64U, 58))
    u = uuid4(rng)
    return ("Heroku", "HEROKU_API_KEY", u)


def discord(rng):
    uid = str(rng.randint(10 ** 17, 10 ** 18 * 2))
    tok = b64u_nopad(uid.encode()) + "." + R(rng, B64U, 6) + "." + R(rng, B64U, 38)
    return ("Discord", "DISCORD_BOT_TOKEN", tok)


def discord_hook(rng):
    return ("Discord", "DISCORD_WEBHOOK_URL",
            "https://discord.com/api/webhooks/%d/%s" % (rng.randint(10 ** 17, 10 ** 18), R(rng, B64U, 68)))


def datadog(rng):
    if rng.random() < 0.5:
        return ("Datadog", "DD_API_KEY", R(rng, HEX, 32))
    return ("Datadog", "DD_APP_KEY", R(rng, HEX, 40))


def slack(rng):
    p = rng.choice(["xoxb", "xoxp", "xapp"])
    if p == "xapp":
        v = "xapp-1-A" + R(rng, UP + DG, 10) + "-" + R(rng, DG, 13) + "-" + R(rng, HEX, 64)
    elif p == "xoxb":
        v = "xoxb-" + R(rng, DG, 12) + "-" + R(rng, DG, 13) + "-" + R(rng, AN, 24)
    else:
        v = "xoxp-" + R(rng, DG, 12) + "-" + R(rng, DG, 12) + "-" + R(rng, DG, 13) + "-" + R(rng, HEX, 32)
    return ("Slack", "SLACK_BOT_TOKEN", v)


def slack_hook(rng):
    return ("Slack", "SLACK_WEBHOOK_URL", "https://hooks.slack.com/services/T%s/B%s/%s" % (
        R(rng, UP + DG, 10), R(rng, UP + DG, 10), R(rng, AN, 24)))


def stripe(rng):
    p = rng.choice(["sk_live_", "sk_live_", "rk_live_", "sk_test_"])
    return ("Stripe", "STRIPE_SECRET_KEY", p + R(rng, AN, rng.choice([24, 99])))


def stripe_whsec(rng):
    return ("Stripe", "STRIPE_WEBHOOK_SECRET", "whsec_" + R(rng, AN, 32))


def openai(rng):
    if rng.random() < 0.6:
        return ("OpenAI", "OPENAI_API_KEY", "sk-proj-" + R(rng, B64U, 74) + "T3BlbkFJ" + R(rng, B64U, 74))
    return ("OpenAI", "OPENAI_API_KEY", "sk-" + R(rng, AN, 20) + "T3BlbkFJ" + R(rng, AN, 20))


def anthropic(rng):
    return ("Anthropic", "ANTHROPIC_API_KEY", "sk-ant-api03-" + R(rng, B64U, 93) + "AA")


def twilio(rng):
    if rng.random() < 0.5:
        return ("Twilio", "TWILIO_AUTH_TOKEN", "AC" + R(rng, HEX, 32) + ":" + R(rng, HEX, 32))
    return ("Twilio", "TWILIO_API_KEY", "SK" + R(rng, HEX, 32) + " secret " + R(rng, AN, 32))


def azure(rng):
    acct = word(rng, 2) + "store"
    v = ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net"
         % (acct, R(rng, B64, 86)))
    return ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING", v)


def azure_sas(rng):
    return ("Azure", "AZURE_CLIENT_SECRET", R(rng, AN, 3) + "8Q~" + R(rng, AN + "._~-", 34))


def telegram(rng):
    return ("Telegram", "TELEGRAM_BOT_TOKEN", str(rng.randint(10 ** 8, 10 ** 10 - 1)) + ":AA" + R(rng, B64U, 33))


def shopify(rng):
    p = rng.choice(["shpat_", "shpss_", "shpca_", "shppa_"])
    return ("Shopify", "SHOPIFY_ACCESS_TOKEN", p + R(rng, HEX, 32))


def linear(rng):
    return ("Linear", "LINEAR_API_KEY", "lin_api_" + R(rng, AN, 40))


def notion(rng):
    return ("Notion", "NOTION_TOKEN", "ntn_" + R(rng, DG, 11) + R(rng, AN, 35))


def postman(rng):
    return ("Postman", "POSTMAN_API_KEY", "PMAK-" + R(rng, HEX, 24) + "-" + R(rng, HEX, 34))


def databricks(rng):
    return ("Databricks", "DATABRICKS_TOKEN", "dapi" + R(rng, HEX, 32))


def pulumi(rng):
    return ("Pulumi", "PULUMI_ACCESS_TOKEN", "pul-" + R(rng, HEX, 40))


def newrelic(rng):
    return ("New Relic", "NEW_RELIC_API_KEY", "NRAK-" + R(rng, UP + DG, 27))


def grafana(rng):
    return ("Grafana", "GRAFANA_TOKEN", "glsa_" + R(rng, AN, 32) + "_" + R(rng, HEX, 8))


def supabase(rng):
    return ("Supabase", "SUPABASE_ACCESS_TOKEN", "sbp_" + R(rng, HEX, 40))


def doppler(rng):
    return ("Doppler", "DOPPLER_TOKEN", "dp.st.prd." + R(rng, AN, 40))


def age(rng):
    return ("age", "SOPS_AGE_KEY", "AGE-SECRET-KEY-1" + R(rng, BECH, 58))


def atlassian(rng):
    return ("Atlassian", "JIRA_API_TOKEN", "ATATT3xFfGF0" + R(rng, B64U, 180) + "=" + R(rng, HEX.upper(), 8))


def figma(rng):
    return ("Figma", "FIGMA_TOKEN", "figd_" + R(rng, B64U, 40))


def terraform(rng):
    return ("Terraform Cloud", "TFE_TOKEN", R(rng, AN, 14) + ".atlasv1." + R(rng, AN, 67))


def square(rng):
    return ("Square", "SQUARE_ACCESS_TOKEN", "EAAA" + R(rng, B64U, 60))


def mapbox(rng):
    return ("Mapbox", "MAPBOX_SECRET_TOKEN", "sk.eyJ1Ijoi" + R(rng, B64U, 50) + "." + R(rng, B64U, 22))


def sentry(rng):
    return ("Sentry", "SENTRY_AUTH_TOKEN", "sntryu_" + R(rng, HEX, 64))


def cloudflare(rng):
    return ("Cloudflare", "CLOUDFLARE_API_TOKEN", R(rng, B64U, 40))


def buildkite(rng):
    return ("Buildkite", "BUILDKITE_API_TOKEN", "bkua_" + R(rng, HEX, 40))


TOKENS = [aws_pair, aws_id_only_secret, aws_sts, github, github, gitlab, npm, pypi, sendgrid, google, hf,
          digitalocean, mailgun, heroku, discord, discord_hook, datadog, slack, slack_hook, stripe,
          stripe_whsec, openai, anthropic, twilio, azure, azure_sas, telegram, shopify, linear, notion,
          postman, databricks, pulumi, newrelic, grafana, supabase, doppler, age, atlassian, figma,
          terraform, square, mapbox, sentry, cloudflare, buildkite]


def jwt(rng):
    hdr = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    now = rng.randint(1_760_000_000, 1_790_000_000)
    pl = {"sub": str(rng.randint(1000, 999999)), "iat": now, "exp": now + rng.choice([3600, 86400, 2592000]),
          "role": rng.choice(["admin", "service", "deployer", "owner"]),
          "iss": "https://auth." + domain(rng)}
    sig = R(rng, B64U, 43 if hdr["alg"] == "HS256" else 86)
    return ("JWT", "AUTH_TOKEN",
            b64u_nopad(json.dumps(hdr, separators=(",", ":")).encode()) + "." +
            b64u_nopad(json.dumps(pl, separators=(",", ":")).encode()) + "." + sig)


def pem(rng):
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + R(rng, B64, 210)
    elif kind == "RSA PRIVATE KEY":
        body = "MIIEow" + R(rng, B64, 6 + 64 * rng.randint(3, 5))
    elif kind == "EC PRIVATE KEY":
        body = "MHcCAQEEI" + R(rng, B64, 111) + "=="
    else:
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + R(rng, B64, 64 * rng.randint(3, 4))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return ("PEM " + kind, "", "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind))


def password(rng):
    style = rng.random()
    if style < 0.35:
        w = rng.choice(["Harbor", "Lumen", "Quartz", "Falcon", "Maple", "Ortega", "Nebula", "Citrine", "Kestrel",
                        "Sonne", "Brisa", "Lagoa", "Marée", "Tanne", "Sakura", "Longjing", "Pivot", "Zephyr"])
        return w + R(rng, DG, rng.randint(2, 4)) + rng.choice("!#$%&*?@") + R(rng, LO, 2)
    if style < 0.7:
        return R(rng, AN + "!#$%&*?@-_", rng.randint(12, 18))
    words = ["cobalt", "river", "tangent", "walnut", "ember", "piano", "velvet", "gravel", "orbit", "thistle",
             "lantern", "meadow", "copper", "saffron", "glacier"]
    return "-".join(rng.sample(words, 3)) + "-" + R(rng, DG, 2)


def conn(rng):
    user = rng.choice(["app", "svc_api", "admin", "deploy", "analytics", "root", "etl", "backend"])
    pw = R(rng, AN, rng.randint(14, 24))
    host = rng.choice(["db", "pg", "mongo", "cache", "mq", "sql"]) + "-" + rng.choice(["prod", "prd", "main", "eu1", "staging"]) + "." + domain(rng)
    k = rng.choice(["pg", "mongo", "mysql", "redis", "amqp", "mssql", "ftp", "https"])
    dbn = rng.choice(["orders", "core", "billing", "app", "reporting", "crm"])
    if k == "pg":
        return ("PostgreSQL", "DATABASE_URL", "postgresql://%s:%s@%s:5432/%s" % (user, pw, host, dbn))
    if k == "mongo":
        return ("MongoDB", "MONGODB_URI", "mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true" % (user, pw, R(rng, LO + DG, 5), dbn))
    if k == "mysql":
        return ("MySQL", "MYSQL_URL", "mysql://%s:%s@%s:3306/%s" % (user, pw, ip(rng), dbn))
    if k == "redis":
        return ("Redis", "REDIS_URL", "redis://default:%s@%s:6379/0" % (pw, host))
    if k == "amqp":
        return ("RabbitMQ", "AMQP_URL", "amqps://%s:%s@%s:5671/%%2F" % (user, pw, host))
    if k == "mssql":
        return ("SQL Server", "SQLSERVER_CONN",
                "Server=tcp:%s,1433;Database=%s;User ID=%s;Password=%s;Encrypt=True;" % (host, dbn, user, pw))
    if k == "ftp":
        return ("FTP", "FTP_URL", "ftp://%s:%s@%s/incoming" % (user, pw, ip(rng)))
    return ("HTTP basic auth", "REGISTRY_URL", "https://%s:%s@registry.%s/v2/" % (user, pw, domain(rng)))


def uuid4(rng):
    h = R(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- PII

def luhn_complete(prefix_digits):
    """Append the Luhn check digit."""
    s = 0
    for i, ch in enumerate(reversed(prefix_digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return prefix_digits + str((10 - s % 10) % 10)


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


_BAD_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881",
              "5105105105105100", "6011111111111117", "4000056655665556", "371449635398431"}


def card(rng):
    brand = rng.choice(["Visa", "Visa", "Mastercard", "Mastercard", "Amex", "Discover"])
    while True:
        if brand == "Visa":
            body = "4" + R(rng, DG, 14)
        elif brand == "Mastercard":
            body = (str(rng.randint(51, 55)) if rng.random() < 0.7 else str(rng.randint(2221, 2720))) 
            body += R(rng, DG, 15 - len(body))
        elif brand == "Amex":
            body = rng.choice(["34", "37"]) + R(rng, DG, 12)
        else:
            body = "6011" + R(rng, DG, 11)
        n = luhn_complete(body)
        if n not in _BAD_CARDS and len(set(n[1:])) > 4:
            break
    assert luhn_ok(n)
    if brand == "Amex":
        f = n[:4] + " " + n[4:10] + " " + n[10:]
    else:
        sep = rng.choice([" ", " ", "-", ""])
        f = sep.join(n[i:i + 4] for i in range(0, 16, 4))
    return brand, f


def ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    s = "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))
    if s in ("078-05-1120", "219-09-9999", "123-45-6789"):
        return ssn(rng)
    return s


def nino(rng):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = R(rng, DG, 6)
    if p + d in ("QQ123456", "AB123456"):
        return nino(rng)
    sfx = rng.choice("ABCD")
    if rng.random() < 0.5:
        return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], sfx)
    return p + d + sfx


def _iban_check(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    return "%02d" % (98 - int(num) % 97)


def iban_ok(iban):
    s = iban.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


def iban(rng, cc=None):
    cc = cc or rng.choice(["DE", "FR", "ES", "PT", "GB", "NL", "IT", "BE", "AT", "CH"])
    if cc == "DE":
        bban = R(rng, DG, 18)
    elif cc == "FR":
        bban = R(rng, DG, 10) + R(rng, DG, 11) + R(rng, DG, 2)
    elif cc == "ES":
        bban = R(rng, DG, 20)
    elif cc == "PT":
        nib = R(rng, DG, 19)
        bban = nib + "%02d" % (98 - (int(nib) * 100) % 97)
    elif cc == "GB":
        bban = R(rng, UP, 4) + R(rng, DG, 14)
    elif cc == "NL":
        bban = R(rng, UP, 4) + R(rng, DG, 10)
    elif cc == "IT":
        bban = rng.choice(UP) + R(rng, DG, 10) + R(rng, DG, 12)
    elif cc == "BE":
        bban = R(rng, DG, 12)
    elif cc == "AT":
        bban = R(rng, DG, 16)
    else:  # CH
        bban = R(rng, DG, 17)
    full = cc + _iban_check(cc, bban) + bban
    assert iban_ok(full)
    if rng.random() < 0.75:
        return cc, " ".join(full[i:i + 4] for i in range(0, len(full), 4))
    return cc, full


def phone(rng, lang):
    c = {"en": rng.choice(["us", "uk"]), "fr": "fr", "de": "de", "es": "es", "pt": rng.choice(["pt", "br"]),
         "zh": "cn", "ja": "jp"}[lang]
    if c == "us":
        return "+1 (%d%s) 555-01%s" % (rng.randint(2, 9), R(rng, DG, 2), R(rng, DG, 2)) if rng.random() < 0.5 else \
            "(%d%s) %d%s-%s" % (rng.randint(2, 9), R(rng, DG, 2), rng.randint(2, 9), R(rng, DG, 2), R(rng, DG, 4))
    if c == "uk":
        return rng.choice(["07700 900%s" % R(rng, DG, 3), "+44 7700 900%s" % R(rng, DG, 3),
                           "020 7946 0%s" % R(rng, DG, 3)])
    if c == "fr":
        return rng.choice(["06 %s %s %s %s", "+33 7 %s %s %s %s", "01 %s %s %s %s"]) % tuple(R(rng, DG, 2) for _ in range(4))
    if c == "de":
        return rng.choice(["+49 151 %s" % R(rng, DG, 8), "0171 %s" % R(rng, DG, 7), "030 %s %s" % (R(rng, DG, 4), R(rng, DG, 4))])
    if c == "es":
        return rng.choice(["+34 6%s %s %s" % (R(rng, DG, 2), R(rng, DG, 3), R(rng, DG, 3)),
                           "6%s %s %s" % (R(rng, DG, 2), R(rng, DG, 2), R(rng, DG, 4))])
    if c == "pt":
        return "+351 9%s %s %s" % (rng.choice("1236") + R(rng, DG, 1), R(rng, DG, 3), R(rng, DG, 3))
    if c == "br":
        return "+55 (%d%d) 9%s-%s" % (rng.randint(1, 9), rng.randint(1, 9), R(rng, DG, 4), R(rng, DG, 4))
    if c == "cn":
        return rng.choice(["+86 1%s %s %s", "1%s-%s-%s"]) % (rng.choice(["38", "39", "58", "86", "77"]), R(rng, DG, 4), R(rng, DG, 4))
    return rng.choice(["090-%s-%s", "080-%s-%s", "+81 70-%s-%s"]) % (R(rng, DG, 4), R(rng, DG, 4))
