"""Random key material in real provider shapes, and personal-data generators.

Everything is drawn from the RNG passed in (seeded by gen.py), so output is
reproducible. No documentation example values are used.
"""
import base64
import json
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
B32 = UP + "234567"


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


# ---------------------------------------------------------------- secrets
def aws_akid(rng):
    return rng.choice(["AKIA", "ASIA"]) + rs(rng, B32, 16)


def aws_secret(rng):
    return rs(rng, B64, 40)


def github(rng):
    k = rng.random()
    if k < 0.55:
        return "ghp_" + rs(rng, ALNUM, 36)
    if k < 0.8:
        return "github_pat_11" + rs(rng, UP + DIG, 20) + "_" + rs(rng, ALNUM, 59)
    return rng.choice(["gho_", "ghs_", "ghu_", "ghr_"]) + rs(rng, ALNUM, 36)


def gitlab(rng):
    return "glpat-" + rs(rng, ALNUM + "-_", 20)


def npm(rng):
    return "npm_" + rs(rng, ALNUM, 36)


def pypi(rng):
    return "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64URL, rng.randint(60, 90))


def sendgrid(rng):
    return "SG." + rs(rng, B64URL, 22) + "." + rs(rng, B64URL, 43)


def google(rng):
    return "AIza" + rs(rng, B64URL, 35)


def hf(rng):
    return "hf_" + rs(rng, UP + LO, 34)


def digitalocean(rng):
    return rng.choice(["dop_v1_", "doo_v1_"]) + rs(rng, HEX, 64)


def mailgun(rng):
    return "key-" + rs(rng, HEX, 32)


def heroku(rng):
    return "HRKU-AA" + rs(rng, B64URL, 58)


def uuid4(rng):
    h = rs(rng, HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def discord(rng):
    uid = str(rng.randint(10**17, 10**18 * 2))
    return b64u(uid.encode()) + "." + rs(rng, B64URL, 6) + "." + rs(rng, B64URL, 38)


def datadog_api(rng):
    return rs(rng, HEX, 32)


def datadog_app(rng):
    return rs(rng, HEX, 40)


def slack(rng):
    p = rng.choice(["xoxb", "xoxp", "xoxa", "xoxe.xoxp-1"])
    if p == "xoxb":
        return f"xoxb-{rs(rng, DIG, 12)}-{rs(rng, DIG, 13)}-{rs(rng, ALNUM, 24)}"
    if p == "xoxp":
        return f"xoxp-{rs(rng, DIG, 12)}-{rs(rng, DIG, 12)}-{rs(rng, DIG, 13)}-{rs(rng, HEX, 32)}"
    if p == "xoxa":
        return f"xoxa-2-{rs(rng, DIG, 12)}-{rs(rng, DIG, 12)}-{rs(rng, HEX, 32)}"
    return f"xoxe.xoxp-1-{rs(rng, ALNUM, 140)}"


def slack_webhook(rng):
    return ("https://hooks.slack.com/services/T" + rs(rng, UP + DIG, 10) + "/B"
            + rs(rng, UP + DIG, 10) + "/" + rs(rng, ALNUM, 24))


def stripe(rng):
    return rng.choice(["sk_live_", "rk_live_", "sk_live_51"]) + rs(rng, ALNUM, rng.choice([24, 99]))


def openai(rng):
    if rng.random() < 0.6:
        return "sk-proj-" + rs(rng, B64URL, 74) + "T3BlbkFJ" + rs(rng, B64URL, 74)
    return "sk-" + rs(rng, ALNUM, 20) + "T3BlbkFJ" + rs(rng, ALNUM, 20)


def anthropic(rng):
    return "sk-ant-" + rng.choice(["api03-", "admin01-"]) + rs(rng, B64URL, 93) + "AA"


def twilio_sid(rng):
    return "AC" + rs(rng, HEX, 32)


def twilio_token(rng):
    return rs(rng, HEX, 32)


def twilio_apikey(rng):
    return "SK" + rs(rng, HEX, 32)


def azure_conn(rng):
    acct = rng.choice(["stbilling", "stlogsprod", "stassetsweu", "mediaarchive", "sttelemetry"]) + rs(rng, LO + DIG, 4)
    key = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()
    return f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"


def azure_sas(rng):
    sig = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode().replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return f"sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2027-03-01T00:00:00Z&spr=https&sig={sig}"


def telegram(rng):
    return f"{rng.randint(10**8, 8*10**9)}:AA" + rs(rng, B64URL, 33)


def shopify(rng):
    return rng.choice(["shpat_", "shpss_", "shpca_", "shppa_"]) + rs(rng, HEX, 32)


def linear(rng):
    return "lin_api_" + rs(rng, ALNUM, 40)


def notion(rng):
    return rng.choice(["secret_" + rs(rng, ALNUM, 43), "ntn_" + rs(rng, DIG, 11) + rs(rng, ALNUM, 35)])


def vault(rng):
    return "hvs." + rs(rng, B64URL, 24 if rng.random() < 0.5 else 90)


def postman(rng):
    return "PMAK-" + rs(rng, HEX, 24) + "-" + rs(rng, HEX, 34)


def grafana(rng):
    return "glsa_" + rs(rng, ALNUM, 32) + "_" + rs(rng, HEX, 8)


def doppler(rng):
    return "dp.st." + rng.choice(["prd.", "stg.", "dev."]) + rs(rng, ALNUM, 40)


def databricks(rng):
    return "dapi" + rs(rng, HEX, 32)


def newrelic(rng):
    return "NRAK-" + rs(rng, UP + DIG, 27)


def supabase(rng):
    return "sbp_" + rs(rng, HEX, 40)


def figma(rng):
    return "figd_" + rs(rng, B64URL, 40)


def mapbox_secret(rng):
    return "sk.eyJ1Ijoi" + rs(rng, B64URL, 40) + "." + rs(rng, B64URL, 22)


def atlassian(rng):
    return "ATATT3xFfGF0" + rs(rng, B64URL, 170) + "=" + rs(rng, UP + DIG, 8)


def sentry(rng):
    return "sntrys_eyJpYXQiOj" + rs(rng, B64URL, 120)


def alibaba(rng):
    return "LTAI5t" + rs(rng, ALNUM, 18)


def jwt(rng):
    hdr = b64u(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    body = {"sub": str(rng.randint(1000, 99999)), "role": rng.choice(["admin", "service", "editor", "ops"]),
            "iat": rng.randint(1_750_000_000, 1_790_000_000)}
    body["exp"] = body["iat"] + rng.choice([3600, 86400, 2592000])
    pl = b64u(json.dumps(body, separators=(",", ":")).encode())
    sig = b64u(bytes(rng.getrandbits(8) for _ in range(32 if "HS" in hdr or True else 256)))
    return f"{hdr}.{pl}.{sig}"


def pem(rng, kind=None):
    kind = kind or rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"])
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(rng, B64, 200)
    elif kind == "RSA PRIVATE KEY":
        body = "MIIEow" + rng.choice("IJ") + "BAAKCAQEA" + rs(rng, B64, 240)
    elif kind == "EC PRIVATE KEY":
        body = "MHcCAQEEI" + rs(rng, B64, 110)
    else:
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(rng, B64, 220)
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {kind}-----\n" + "\n".join(lines) + f"\n-----END {kind}-----"


def password(rng):
    style = rng.random()
    if style < 0.35:
        w = rng.choice(["Falcon", "Harbor", "Quartz", "Maple", "Tundra", "Orchid", "Copper", "Lantern", "Nimbus", "Pepper"])
        return w + rng.choice(["!", "#", "$", "@", "%"]) + rs(rng, DIG, rng.randint(2, 4)) + rs(rng, UP, 1)
    if style < 0.7:
        return rs(rng, ALNUM + "!#$%&*?", rng.randint(10, 16))
    w1 = rng.choice(["soleil", "Berg", "luna", "praia", "sakura", "dragon", "winter", "tigre", "Kiefer", "pomme"])
    return w1 + rng.choice(["-", "_", ".", ""]) + rs(rng, DIG, 4) + rng.choice(["!", "?", "*", ""])


def pin(rng):
    while True:
        p = rs(rng, DIG, rng.choice([4, 4, 6]))
        if len(set(p)) > 2 and p not in ("1234", "123456", "0000"):
            return p


# ---------------------------------------------------------------- pii
def luhn_complete(prefix, length, rng):
    n = prefix + rs(rng, DIG, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return n + str((10 - total % 10) % 10)


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


def card(rng):
    kind = rng.choice(["visa", "mc", "mc2", "amex", "disc"])
    if kind == "visa":
        n = luhn_complete("4" + rs(rng, DIG, 1), 16, rng)
    elif kind == "mc":
        n = luhn_complete("5" + rng.choice("12345"), 16, rng)
    elif kind == "mc2":
        n = luhn_complete(str(rng.randint(2221, 2720)), 16, rng)
    elif kind == "amex":
        n = luhn_complete(rng.choice(["34", "37"]), 15, rng)
    else:
        n = luhn_complete("6011", 16, rng)
    if n in ("4111111111111111", "4242424242424242", "5555555555554444", "378282246310005"):
        return card(rng)
    assert luhn_ok(n)
    if len(n) == 15:
        return rng.choice([n, f"{n[:4]} {n[4:10]} {n[10:]}"])
    return rng.choice([n, " ".join(n[i:i + 4] for i in range(0, 16, 4)), "-".join(n[i:i + 4] for i in range(0, 16, 4))])


IBAN_LEN = {"DE": ("n", 18), "FR": ("fr", 23), "ES": ("n", 20), "PT": ("n", 21),
            "GB": ("gb", 18), "IT": ("it", 23), "NL": ("nl", 14), "BE": ("n", 12)}


def iban(rng, cc=None):
    cc = cc or rng.choice(list(IBAN_LEN))
    kind, n = IBAN_LEN[cc]
    if kind == "n":
        bban = rs(rng, DIG, n)
    elif kind == "fr":
        bban = rs(rng, DIG, 10) + rs(rng, UP + DIG, 11) + rs(rng, DIG, 2)
    elif kind == "gb":
        bban = rs(rng, UP, 4) + rs(rng, DIG, 14)
    elif kind == "it":
        bban = rs(rng, UP, 1) + rs(rng, DIG, 10) + rs(rng, DIG, 12)
    else:  # nl
        bban = rs(rng, UP, 4) + rs(rng, DIG, 10)
    rearr = bban + cc + "00"
    num = int("".join(str(int(c, 36)) for c in rearr))
    chk = 98 - num % 97
    ib = f"{cc}{chk:02d}{bban}"
    assert iban_ok(ib)
    if rng.random() < 0.6:
        return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))
    return ib


def iban_ok(ib):
    ib = ib.replace(" ", "")
    r = ib[4:] + ib[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


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
    bad1 = set("DFIQUV")
    bad2 = set("DFIQUVO")
    while True:
        a, b = rng.choice(UP), rng.choice(UP)
        if a in bad1 or b in bad2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        d = rs(rng, DIG, 6)
        s = rng.choice("ABCD")
        if rng.random() < 0.5:
            return f"{a}{b}{d}{s}"
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {s}"


def dni(rng):
    n = rng.randint(10_000_000, 99_999_999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def cn_id(rng):
    area = rng.choice(["110105", "310104", "440305", "330106", "510107", "420111"])
    y = rng.randint(1965, 2002)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    body = f"{area}{y}{m:02d}{d:02d}{rng.randint(0, 999):03d}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * wi for c, wi in zip(body, w))
    return body + "10X98765432"[s % 11]


def phone(rng, lang):
    if lang == "en":
        return rng.choice([
            f"(555) 01{rs(rng, DIG, 2)}",
            f"+1 {rng.choice(['206','312','415','617','512'])} 555 01{rs(rng, DIG, 2)}",
            f"07700 900{rs(rng, DIG, 3)}",
            f"+44 7700 900{rs(rng, DIG, 3)}",
        ])
    if lang == "fr":
        return rng.choice([f"06 {rs(rng, DIG, 2)} {rs(rng, DIG, 2)} {rs(rng, DIG, 2)} {rs(rng, DIG, 2)}",
                           f"+33 7 {rs(rng, DIG, 2)} {rs(rng, DIG, 2)} {rs(rng, DIG, 2)} {rs(rng, DIG, 2)}"])
    if lang == "de":
        return rng.choice([f"+49 151 {rs(rng, DIG, 8)}", f"0176 {rs(rng, DIG, 4)} {rs(rng, DIG, 3)}",
                           f"030 {rs(rng, DIG, 8)}"])
    if lang == "es":
        return rng.choice([f"+34 6{rs(rng, DIG, 2)} {rs(rng, DIG, 3)} {rs(rng, DIG, 3)}",
                           f"6{rs(rng, DIG, 2)} {rs(rng, DIG, 2)} {rs(rng, DIG, 2)} {rs(rng, DIG, 2)}"])
    if lang == "pt":
        return rng.choice([f"+351 91{rs(rng, DIG, 1)} {rs(rng, DIG, 3)} {rs(rng, DIG, 3)}",
                           f"+55 11 9{rs(rng, DIG, 4)}-{rs(rng, DIG, 4)}"])
    if lang == "zh":
        return rng.choice([f"13{rs(rng, DIG, 1)}{rs(rng, DIG, 8)}", f"+86 139 {rs(rng, DIG, 4)} {rs(rng, DIG, 4)}",
                           f"18{rs(rng, DIG, 1)}-{rs(rng, DIG, 4)}-{rs(rng, DIG, 4)}"])
    return rng.choice([f"090-{rs(rng, DIG, 4)}-{rs(rng, DIG, 4)}", f"080-{rs(rng, DIG, 4)}-{rs(rng, DIG, 4)}",
                       f"03-{rs(rng, DIG, 4)}-{rs(rng, DIG, 4)}"])


# ---------------------------------------------------------------- benign material
def sha1(rng):
    return rs(rng, HEX, 40)


def short_sha(rng):
    return rs(rng, HEX, rng.choice([7, 8, 10, 12]))


def sha256(rng):
    return rs(rng, HEX, 64)


PROVIDERS = {
    "aws": ("AWS access key id", aws_akid),
    "aws_secret": ("AWS secret access key", aws_secret),
    "github": ("GitHub token", github),
    "gitlab": ("GitLab PAT", gitlab),
    "npm": ("npm token", npm),
    "pypi": ("PyPI token", pypi),
    "sendgrid": ("SendGrid key", sendgrid),
    "google": ("Google API key", google),
    "hf": ("Hugging Face token", hf),
    "digitalocean": ("DigitalOcean token", digitalocean),
    "mailgun": ("Mailgun key", mailgun),
    "heroku": ("Heroku API key", heroku),
    "discord": ("Discord bot token", discord),
    "datadog": ("Datadog API key", datadog_api),
    "slack": ("Slack token", slack),
    "slack_webhook": ("Slack webhook URL", slack_webhook),
    "stripe": ("Stripe secret key", stripe),
    "openai": ("OpenAI key", openai),
    "anthropic": ("Anthropic key", anthropic),
    "twilio": ("Twilio auth token", twilio_token),
    "twilio_sk": ("Twilio API key", twilio_apikey),
    "azure": ("Azure storage connection string", azure_conn),
    "azure_sas": ("Azure SAS token", azure_sas),
    "telegram": ("Telegram bot token", telegram),
    "shopify": ("Shopify access token", shopify),
    "linear": ("Linear API key", linear),
    "notion": ("Notion integration secret", notion),
    "vault": ("HashiCorp Vault token", vault),
    "postman": ("Postman API key", postman),
    "grafana": ("Grafana service account token", grafana),
    "doppler": ("Doppler service token", doppler),
    "databricks": ("Databricks PAT", databricks),
    "newrelic": ("New Relic user key", newrelic),
    "supabase": ("Supabase access token", supabase),
    "figma": ("Figma PAT", figma),
    "mapbox": ("Mapbox secret token", mapbox_secret),
    "atlassian": ("Atlassian API token", atlassian),
    "sentry": ("Sentry org token", sentry),
    "alibaba": ("Alibaba Cloud AccessKey id", alibaba),
    "jwt": ("JWT", jwt),
}
