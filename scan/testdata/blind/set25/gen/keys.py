"""Random key material, ids and personal-data values.

Every function takes the single run-wide random.Random instance, so output
depends only on the seed and on call order.
"""
import base64
import binascii
import json
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B64 = UP + LO + DIG + "+/"
B64URL = UP + LO + DIG + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
BASE62 = DIG + UP + LO


def r(rng, alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64u(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def rbytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


def _b62(n, width):
    out = ""
    while n:
        n, d = divmod(n, 62)
        out = BASE62[d] + out
    return out.rjust(width, "0")


def crc_token(rng, prefix):
    """GitHub / npm style: 30 random base62 chars + 6 char base62 CRC32."""
    body = r(rng, ALNUM, 30)
    return prefix + body + _b62(binascii.crc32(body.encode()) & 0xFFFFFFFF, 6)


def uuid4(rng):
    h = r(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def jwt(rng):
    header = b64u(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"},
                             separators=(",", ":")).encode())
    payload = {
        "sub": r(rng, DIG, 8),
        "role": rng.choice(["service", "admin", "deploy", "ci"]),
        "iss": rng.choice(["auth.lumenfold.internal", "sso.kestrelbay.internal", "id.orvane.internal"]),
        "iat": 1760000000 + rng.randrange(5000000),
    }
    payload["exp"] = payload["iat"] + rng.choice([86400 * 365, 86400 * 30, 3600 * 24 * 90])
    body = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return "%s.%s.%s" % (header, body, r(rng, B64URL, 43))


def _wrap(s, n):
    return "\n".join(s[i:i + n] for i in range(0, len(s), n))


def pem(rng, kind):
    if kind == "ec":
        der = (bytes.fromhex("30770201010420") + rbytes(rng, 32)
               + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(rng, 64))
        body = _wrap(base64.b64encode(der).decode(), 64)
        return "-----BEGIN EC PRIVATE KEY-----\n%s\n-----END EC PRIVATE KEY-----" % body
    if kind == "pkcs8":
        der = bytes.fromhex("302e020100300506032b657004220420") + rbytes(rng, 32)
        return ("-----BEGIN PRIVATE KEY-----\n%s\n-----END PRIVATE KEY-----"
                % base64.b64encode(der).decode())
    if kind == "openssh":
        head = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA"
        body = _wrap(head + r(rng, B64, 400 - len(head)), 70)
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----" % body
    # rsa
    body = _wrap("MIIEpAIBAAKCAQEA" + r(rng, B64, 1572), 64)
    return "-----BEGIN RSA PRIVATE KEY-----\n%s\n-----END RSA PRIVATE KEY-----" % body


def discord_token(rng):
    uid = str(rng.randrange(10 ** 17, 13 * 10 ** 17))
    return "%s.%s.%s" % (b64u(uid.encode()), r(rng, B64URL, 6), r(rng, B64URL, 38))


# name, env var, generator.  Generators return the secret string.
PROVIDERS = [
    ("AWS", "AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY",
     lambda g: "AKIA%s / %s" % (r(g, B32, 16), r(g, B64, 40))),
    ("AWS session", "AWS_ACCESS_KEY_ID", lambda g: "ASIA" + r(g, B32, 16)),
    ("GitHub", "GITHUB_TOKEN", lambda g: crc_token(g, "ghp_")),
    ("GitHub fine-grained", "GH_PAT", lambda g: "github_pat_%s_%s" % (r(g, ALNUM, 22), r(g, ALNUM, 59))),
    ("GitHub OAuth", "GH_OAUTH_TOKEN", lambda g: crc_token(g, "gho_")),
    ("GitLab", "GITLAB_TOKEN", lambda g: "glpat-" + r(g, ALNUM + "-_", 20)),
    ("GitLab runner", "RUNNER_TOKEN", lambda g: "glrt-" + r(g, ALNUM + "-_", 20)),
    ("npm", "NPM_TOKEN", lambda g: crc_token(g, "npm_")),
    ("PyPI", "TWINE_PASSWORD", lambda g: "pypi-AgEIcHlwaS5vcmc" + r(g, B64URL, 118)),
    ("SendGrid", "SENDGRID_API_KEY", lambda g: "SG.%s.%s" % (r(g, B64URL, 22), r(g, B64URL, 43))),
    ("Google Maps", "GOOGLE_MAPS_API_KEY", lambda g: "AIza" + r(g, ALNUM + "-_", 35)),
    ("Google OAuth client", "GOOGLE_CLIENT_SECRET", lambda g: "GOCSPX-" + r(g, ALNUM + "-_", 28)),
    ("Hugging Face", "HF_TOKEN", lambda g: "hf_" + r(g, UP + LO, 34)),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda g: "dop_v1_" + r(g, HEX, 64)),
    ("Mailgun", "MAILGUN_API_KEY", lambda g: "key-" + r(g, HEX, 32)),
    ("Heroku", "HEROKU_API_KEY", lambda g: uuid4(g)),
    ("Discord bot", "DISCORD_BOT_TOKEN", discord_token),
    ("Discord webhook", "DISCORD_WEBHOOK_URL",
     lambda g: "https://discord.com/api/webhooks/%s/%s" % (r(g, DIG, 19), r(g, B64URL, 68))),
    ("Datadog", "DD_API_KEY", lambda g: r(g, HEX, 32)),
    ("Datadog app", "DD_APP_KEY", lambda g: r(g, HEX, 40)),
    ("Slack bot", "SLACK_BOT_TOKEN",
     lambda g: "xoxb-%s-%s-%s" % (r(g, DIG, 12), r(g, DIG, 13), r(g, ALNUM, 24))),
    ("Slack user", "SLACK_USER_TOKEN",
     lambda g: "xoxp-%s-%s-%s-%s" % (r(g, DIG, 12), r(g, DIG, 12), r(g, DIG, 13), r(g, HEX, 32))),
    ("Slack webhook", "SLACK_WEBHOOK_URL",
     lambda g: "https://hooks.slack.com/services/T%s/B%s/%s" % (r(g, UP + DIG, 10), r(g, UP + DIG, 10), r(g, ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", lambda g: "sk_live_51" + r(g, ALNUM, 97)),
    ("Stripe restricted", "STRIPE_RESTRICTED_KEY", lambda g: "rk_live_51" + r(g, ALNUM, 97)),
    ("Stripe webhook", "STRIPE_WEBHOOK_SECRET", lambda g: "whsec_" + r(g, ALNUM, 32)),
    ("OpenAI", "OPENAI_API_KEY", lambda g: "sk-proj-%sT3BlbkFJ%s" % (r(g, B64URL, 64), r(g, B64URL, 64))),
    ("OpenAI (legacy)", "OPENAI_API_KEY", lambda g: "sk-%sT3BlbkFJ%s" % (r(g, ALNUM, 20), r(g, ALNUM, 20))),
    ("Anthropic", "ANTHROPIC_API_KEY", lambda g: "sk-ant-api03-%sAA" % r(g, B64URL, 93)),
    ("Twilio", "TWILIO_AUTH_TOKEN", lambda g: "AC%s / %s" % (r(g, HEX, 32), r(g, HEX, 32))),
    ("Twilio API key", "TWILIO_API_KEY", lambda g: "SK%s:%s" % (r(g, HEX, 32), r(g, ALNUM, 32))),
    ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING",
     lambda g: "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net"
     % ("st" + r(g, LO + DIG, 10), r(g, B64, 86))),
    ("Azure AD client", "AZURE_CLIENT_SECRET", lambda g: "%s%sQ~%s" % (r(g, ALNUM, 3), r(g, DIG, 1), r(g, ALNUM + "_.~-", 34))),
    ("Telegram bot", "TELEGRAM_BOT_TOKEN", lambda g: "%s:AA%s" % (r(g, DIG, 10), r(g, ALNUM + "-_", 33))),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda g: "shpat_" + r(g, HEX, 32)),
    ("Shopify app", "SHOPIFY_API_SECRET", lambda g: "shpss_" + r(g, HEX, 32)),
    ("Linear", "LINEAR_API_KEY", lambda g: "lin_api_" + r(g, ALNUM, 40)),
    ("Notion", "NOTION_TOKEN", lambda g: "ntn_" + r(g, DIG, 11) + r(g, ALNUM, 35)),
    ("Vault", "VAULT_TOKEN", lambda g: "hvs.CAESI" + r(g, B64URL, 86)),
    ("Atlassian", "JIRA_API_TOKEN", lambda g: "ATATT3xFfGF0" + r(g, B64URL, 170) + "=" + r(g, "0123456789ABCDEF", 8)),
    ("Figma", "FIGMA_TOKEN", lambda g: "figd_" + r(g, B64URL, 40)),
    ("Postman", "POSTMAN_API_KEY", lambda g: "PMAK-%s-%s" % (r(g, HEX, 24), r(g, HEX, 34))),
    ("Sentry", "SENTRY_AUTH_TOKEN", lambda g: "sntryu_" + r(g, HEX, 64)),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", lambda g: "sbp_" + r(g, HEX, 40)),
    ("Grafana", "GRAFANA_SA_TOKEN", lambda g: "glsa_%s_%s" % (r(g, ALNUM, 32), r(g, HEX, 8))),
    ("Terraform Cloud", "TFE_TOKEN", lambda g: "%s.atlasv1.%s" % (r(g, ALNUM, 14), r(g, ALNUM, 67))),
    ("Databricks", "DATABRICKS_TOKEN", lambda g: "dapi" + r(g, HEX, 32)),
    ("New Relic", "NEW_RELIC_API_KEY", lambda g: "NRAK-" + r(g, UP + DIG, 27)),
    ("Doppler", "DOPPLER_TOKEN", lambda g: "dp.pt." + r(g, ALNUM, 43)),
    ("Docker Hub", "DOCKERHUB_TOKEN", lambda g: "dckr_pat_" + r(g, B64URL, 27)),
    ("Replicate", "REPLICATE_API_TOKEN", lambda g: "r8_" + r(g, ALNUM, 37)),
    ("Groq", "GROQ_API_KEY", lambda g: "gsk_" + r(g, ALNUM, 52)),
    ("Tailscale", "TS_AUTHKEY", lambda g: "tskey-auth-k%sCNTRL-%s" % (r(g, ALNUM, 10), r(g, ALNUM, 33))),
    ("Airtable", "AIRTABLE_TOKEN", lambda g: "pat%s.%s" % (r(g, ALNUM, 14), r(g, HEX, 64))),
    ("PlanetScale", "DATABASE_PASSWORD", lambda g: "pscale_pw_" + r(g, B64URL, 43)),
    ("Square", "SQUARE_ACCESS_TOKEN", lambda g: "EAAA" + r(g, B64URL, 60)),
    ("age", "SOPS_AGE_KEY", lambda g: "AGE-SECRET-KEY-1" + r(g, BECH32, 58)),
    ("xAI", "XAI_API_KEY", lambda g: "xai-" + r(g, ALNUM, 80)),
    ("Perplexity", "PPLX_API_KEY", lambda g: "pplx-" + r(g, ALNUM, 48)),
    ("CircleCI", "CIRCLE_TOKEN", lambda g: "CCIPAT_%s_%s" % (r(g, ALNUM, 22), r(g, HEX, 40))),
    ("Buildkite", "BUILDKITE_API_TOKEN", lambda g: "bkua_" + r(g, HEX, 40)),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", lambda g: "pul-" + r(g, HEX, 40)),
    ("Netlify", "NETLIFY_AUTH_TOKEN", lambda g: "nfp_" + r(g, ALNUM, 36)),
    ("Resend", "RESEND_API_KEY", lambda g: "re_%s_%s" % (r(g, ALNUM, 8), r(g, ALNUM, 24))),
    ("Brevo", "BREVO_API_KEY", lambda g: "xkeysib-%s-%s" % (r(g, HEX, 64), r(g, ALNUM, 16))),
    ("Mailchimp", "MAILCHIMP_API_KEY", lambda g: "%s-us%d" % (r(g, HEX, 32), g.randrange(2, 22))),
    ("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda g: r(g, ALNUM + "_-", 40)),
    ("Algolia admin", "ALGOLIA_ADMIN_KEY", lambda g: r(g, HEX, 32)),
    ("Okta", "OKTA_API_TOKEN", lambda g: "00" + r(g, ALNUM + "-_", 40)),
    ("Firebase Cloud Messaging", "FCM_SERVER_KEY",
     lambda g: "AAAA%s:APA91b%s" % (r(g, ALNUM + "_-", 7), r(g, ALNUM + "_-", 134))),
    ("Mapbox", "MAPBOX_SECRET_TOKEN",
     lambda g: "sk.%s.%s" % (b64u(json.dumps({"u": "ops-" + r(g, LO, 5), "a": r(g, ALNUM, 25)}, separators=(",", ":")).encode()), r(g, B64URL, 22))),
    ("internal admin API (JWT)", "ADMIN_API_JWT", jwt),
]


# --- personal data ------------------------------------------------------

FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "4012888888881881",
                "378282246310005", "371449635398431", "6011111111111117", "5105105105105100",
                "4000056655665556", "5200828282828210"}


def luhn_ok(num):
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(partial):
    for d in "0123456789":
        if luhn_ok(partial + d):
            return d
    raise AssertionError


def card(rng, kind=None):
    kind = kind or rng.choice(["visa", "visa", "mc", "mc2", "discover"])
    while True:
        if kind == "amex":
            start, n = rng.choice(["34", "37"]), 15
        elif kind == "visa":
            start, n = "4", 16
        elif kind == "mc":
            start, n = str(rng.randrange(51, 56)), 16
        elif kind == "mc2":
            start, n = str(rng.randrange(2221, 2721)), 16
        else:
            start, n = "6011", 16
        partial = start + r(rng, DIG, n - len(start) - 1)
        num = partial + luhn_digit(partial)
        if num in FAMOUS_CARDS or len(set(num[4:])) < 4:
            continue
        if kind == "amex":
            return "%s %s %s" % (num[:4], num[4:10], num[10:])
        sep = rng.choice([" ", " ", "-", ""])
        return sep.join(num[i:i + 4] for i in range(0, 16, 4))


def ssn(rng):
    while True:
        a = rng.randrange(1, 900)
        if a == 666:
            continue
        s = "%03d-%02d-%04d" % (a, rng.randrange(1, 100), rng.randrange(1, 10000))
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s


def nino(rng):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    d = r(rng, DIG, 6)
    suf = rng.choice("ABCD")
    if rng.random() < 0.6:
        return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], suf)
    return p + d + suf


def _iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def iban_valid(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban(rng, country):
    if country == "DE":
        bban = r(rng, DIG, 18)
    elif country == "FR":
        bank, branch, acct = r(rng, DIG, 5), r(rng, DIG, 5), r(rng, DIG, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        bban = bank + branch + acct + "%02d" % key
    elif country == "ES":
        bban = r(rng, DIG, 20)
    elif country == "PT":
        bban = r(rng, DIG, 21)
    elif country == "GB":
        bban = r(rng, UP, 4) + r(rng, DIG, 14)
    elif country == "NL":
        bban = r(rng, UP, 4) + r(rng, DIG, 10)
    else:
        raise ValueError(country)
    full = country + _iban_check(country, bban) + bban
    assert iban_valid(full)
    if rng.random() < 0.7:
        return " ".join(full[i:i + 4] for i in range(0, len(full), 4))
    return full


def phone(rng, loc):
    if loc == "us":
        return "(%d) 555-01%02d" % (rng.choice([212, 312, 415, 503, 617, 720, 919]), rng.randrange(100))
    if loc == "uk":
        return "07700 900%03d" % rng.randrange(1000)
    if loc == "fr":
        return "0%d %s %s %s %s" % (rng.choice([6, 7]), r(rng, DIG, 2), r(rng, DIG, 2), r(rng, DIG, 2), r(rng, DIG, 2))
    if loc == "de":
        return "0%d %s" % (rng.choice([151, 160, 170, 176]), r(rng, DIG, 8))
    if loc == "es":
        return "6%s %s %s" % (r(rng, DIG, 2), r(rng, DIG, 3), r(rng, DIG, 3))
    if loc == "br":
        return "(11) 9%s-%s" % (r(rng, DIG, 4), r(rng, DIG, 4))
    if loc == "pt":
        return "9%d%s %s %s" % (rng.choice([1, 2, 3, 6]), r(rng, DIG, 1), r(rng, DIG, 3), r(rng, DIG, 3))
    if loc == "cn":
        return "1%d%s %s %s" % (rng.choice([3, 5, 8]), r(rng, DIG, 1), r(rng, DIG, 4), r(rng, DIG, 4))
    if loc == "jp":
        return "0%d0-%s-%s" % (rng.choice([7, 8, 9]), r(rng, DIG, 4), r(rng, DIG, 4))
    raise ValueError(loc)


# --- documentation IPs, attacker infrastructure -------------------------

DOC_NETS = ["192.0.2", "198.51.100", "203.0.113"]


def doc_ip(rng):
    return "%s.%d" % (rng.choice(DOC_NETS), rng.randrange(2, 254))


_P1 = ["telemetry", "relay", "sync", "mirror", "edge", "metrics", "artifact", "backup", "hooks",
       "collect", "beacon", "status", "update", "devtool", "buildcache", "pkgmirror", "ci-assets", "snap"]
_P2 = ["hub", "box", "ops", "cloud", "stack", "works", "grid", "lane", "port", "nest", "forge", "dock"]
_TLD = [".net", ".io", ".dev", ".app", ".cloud", ".site", ".tools", ".pw"]
_PATH = ["/v1/ingest", "/sync", "/api/collect", "/hooks/session", "/u", "/r/upload", "/s.php", "/log", "/bootstrap.sh", "/i"]


def attacker_domain(rng):
    return "%s-%s%s%s" % (rng.choice(_P1), rng.choice(_P2), r(rng, LO + DIG, 2), rng.choice(_TLD))


def attacker_fill(rng):
    dom = attacker_domain(rng)
    host = dom if rng.random() < 0.75 else doc_ip(rng)
    return {
        "dom": dom,
        "url": "https://%s%s" % (host, rng.choice(_PATH)),
        "mail": "%s@%s" % (rng.choice(["keys", "inventory", "ops-archive", "bugs", "audit", "sec-team", "backup"]), attacker_domain(rng)),
        "hook": "https://%s/hooks/%s" % (attacker_domain(rng), r(rng, ALNUM, 16)),
        "giturl": "git@%s:mirror/%s.git" % (attacker_domain(rng), rng.choice(["app", "monorepo", "backend", "infra"])),
        "bucket": "%s-%s-%s" % (rng.choice(["team", "shared", "ops"]), rng.choice(["drop", "archive", "xfer"]), r(rng, DIG, 4)),
        "ip": doc_ip(rng),
        "sshpub": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s support@%s" % (r(rng, B64, 43), attacker_domain(rng)),
    }
