"""Shared helpers: seeded RNG, key-material generators, PII generators, slot filling, layouts."""
import random, string, base64, json, re, hashlib, uuid as _uuid

SEED = 20261414
rng = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"

def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))

# ---------------------------------------------------------------- provider keys
def _jwt():
    hdr = base64.urlsafe_b64encode(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode()).decode().rstrip("=")
    payload = {"sub": str(rng.randint(10000, 99999999)), "iat": rng.randint(1700000000, 1760000000),
               "role": rng.choice(["admin", "service", "user", "deploy"])}
    if rng.random() < .5:
        payload["iss"] = rng.choice(["auth.tallpine.dev", "id.orchardlabs.io", "sso.kestrelworks.net"])
    p = base64.urlsafe_b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=")
    return f"{hdr}.{p}.{rs(B64URL, 43)}"

def _discord():
    uid = str(rng.randint(10**17, 10**18 - 1)).encode()
    a = base64.b64encode(uid).decode().rstrip("=")
    return f"{a}.{rs(B64URL, 6)}.{rs(B64URL, 38)}"

def _azure():
    key = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()
    acct = rng.choice(["tallpinestore", "orchardlabsprod", "kestrelbackup", "mossgatelogs"])
    return f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"

def _pem():
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(B64, 80)
    elif kind == "RSA PRIVATE KEY":
        body = "MIIEow" + rs(B64, 4) + "AAKCAQEA" + rs(B64, 90)
    elif kind == "EC PRIVATE KEY":
        body = "MHcCAQEEI" + rs(B64, 80)
    else:
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(B64, 80)
    return f"-----BEGIN {kind}----- {body} -----END {kind}-----"

def _openai():
    if rng.random() < .5:
        return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)

def _slack():
    if rng.random() < .5:
        return f"xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(ALNUM, 24)}"
    return f"https://hooks.slack.com/services/T{rs(UP+DG, 8)}/B{rs(UP+DG, 10)}/{rs(ALNUM, 24)}"

def _grafana():
    return "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8)

PROVIDERS = [
    # (name, env var, generator)
    ("AWS", "AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)),
    ("AWS secret", "AWS_SECRET_ACCESS_KEY", lambda: rs(ALNUM + "/+", 40)),
    ("GitHub", "GITHUB_TOKEN", lambda: "ghp_" + rs(ALNUM, 36)),
    ("GitHub fine-grained", "GH_PAT", lambda: "github_pat_11" + rs(UP + DG, 20) + "_" + rs(ALNUM, 59)),
    ("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + rs(B64URL, 20)),
    ("npm", "NPM_TOKEN", lambda: "npm_" + rs(ALNUM, 36)),
    ("PyPI", "TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 60)),
    ("SendGrid", "SENDGRID_API_KEY", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)),
    ("Google", "GOOGLE_API_KEY", lambda: "AIza" + rs(B64URL, 35)),
    ("Hugging Face", "HF_TOKEN", lambda: "hf_" + rs(UP + LO, 34)),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HEX, 64)),
    ("Mailgun", "MAILGUN_API_KEY", lambda: "key-" + rs(HEX, 32)),
    ("Heroku", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64URL, 58)),
    ("Discord", "DISCORD_BOT_TOKEN", _discord),
    ("Datadog", "DD_API_KEY", lambda: rs(HEX, 32)),
    ("Slack", "SLACK_BOT_TOKEN", lambda: f"xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(ALNUM, 24)}"),
    ("Slack webhook", "SLACK_WEBHOOK_URL", lambda: f"https://hooks.slack.com/services/T{rs(UP+DG, 8)}/B{rs(UP+DG, 10)}/{rs(ALNUM, 24)}"),
    ("Stripe", "STRIPE_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 99 if rng.random() < .5 else 24)),
    ("Stripe restricted", "STRIPE_RK", lambda: "rk_live_" + rs(ALNUM, 24)),
    ("OpenAI", "OPENAI_API_KEY", _openai),
    ("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA"),
    ("Twilio", "TWILIO_API_KEY", lambda: "SK" + rs(HEX, 32)),
    ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING", _azure),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda: str(rng.randint(10**8, 10**10 - 1)) + ":AA" + rs(B64URL, 33)),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HEX, 32)),
    ("Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)),
    ("Postman", "POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)),
    ("Vault", "VAULT_TOKEN", lambda: "hvs." + rs(B64URL, 24)),
    ("Grafana", "GRAFANA_SA_TOKEN", _grafana),
    ("Doppler", "DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(ALNUM, 40)),
    ("Square", "SQUARE_ACCESS_TOKEN", lambda: "EAAA" + rs(B64URL, 60)),
    ("Mailchimp", "MAILCHIMP_API_KEY", lambda: rs(HEX, 32) + "-us" + str(rng.randint(2, 21))),
]

def provider_key(i=None):
    p = PROVIDERS[i % len(PROVIDERS)] if i is not None else rng.choice(PROVIDERS)
    return p[0], p[1], p[2]()

def jwt():
    return _jwt()

def pem():
    return _pem()

PW_WORDS = ["Tangerine", "Falcon", "Mistral", "Copper", "Lantern", "Quokka", "Harbor", "Juniper", "Orbit", "Velvet", "Saffron", "Glacier", "Pepper", "Nimbus", "Cobalt"]

def password():
    k = rng.random()
    if k < .4:
        return rng.choice(PW_WORDS) + rng.choice("!#$%&*?@") + str(rng.randint(10, 9999)) + rng.choice(PW_WORDS).lower()[:4]
    if k < .7:
        return rs(ALNUM + "!#%*-_", rng.randint(12, 20))
    return rng.choice(PW_WORDS).lower() + "-" + rng.choice(PW_WORDS).lower() + "-" + str(rng.randint(10, 99))

def pin():
    while True:
        p = rs(DG, rng.choice([4, 4, 6]))
        if p not in ("1234", "0000", "123456", "1111"):
            return p

def conn_string():
    user = rng.choice(["app", "svc_billing", "etl", "admin", "reporter", "deploy"])
    pw = rs(ALNUM, rng.randint(14, 22))
    host = rng.choice(["db.tallpine.internal", "pg-prod.orchardlabs.io", "10.0.4.17", "203.0.113.41", "mongo.kestrelworks.net", "cache.mossgate.dev", "198.51.100.23"])
    kind = rng.choice(["postgres", "postgresql", "mysql", "mongodb+srv", "redis", "amqp", "mssql"])
    if kind == "redis":
        return f"redis://:{pw}@{host}:6379/0"
    if kind == "mongodb+srv":
        return f"mongodb+srv://{user}:{pw}@{host}/prod?retryWrites=true&w=majority"
    if kind == "amqp":
        return f"amqp://{user}:{pw}@{host}:5672/vhost"
    if kind == "mssql":
        return f"Server={host};Database=erp;User Id={user};Password={pw};"
    port = {"postgres": 5432, "postgresql": 5432, "mysql": 3306}[kind]
    return f"{kind}://{user}:{pw}@{host}:{port}/{rng.choice(['app', 'billing', 'analytics', 'crm'])}"

# ---------------------------------------------------------------- PII
def luhn_complete(prefix, length):
    digits = prefix + rs(DG, length - len(prefix) - 1)
    s = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return digits + str((10 - s % 10) % 10)

def luhn_ok(num):
    num = re.sub(r"\D", "", num)
    s = 0
    for i, d in enumerate(reversed(num)):
        n = int(d)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return s % 10 == 0

FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881", "5105105105105100"}

def card():
    while True:
        kind = rng.choice(["visa", "visa", "mc", "amex", "mc2"])
        if kind == "visa":
            n = luhn_complete("4" + rs(DG, 5), 16)
        elif kind == "mc":
            n = luhn_complete(str(rng.randint(51, 55)) + rs(DG, 4), 16)
        elif kind == "mc2":
            n = luhn_complete(str(rng.randint(2221, 2720)) + rs(DG, 2), 16)
        else:
            n = luhn_complete(rng.choice(["34", "37"]) + rs(DG, 4), 15)
        if n in FAMOUS_CARDS:
            continue
        if len(n) == 15:
            return f"{n[:4]} {n[4:10]} {n[10:]}"
        sep = rng.choice([" ", "-", ""])
        return sep.join(n[i:i + 4] for i in range(0, 16, 4))

IBAN_FMT = {"DE": "n18", "FR": "n23", "ES": "n20", "PT": "n21", "GB": "a4n14", "NL": "a4n10", "IT": "a1n22", "BE": "n12", "AT": "n16", "CH": "n17"}

def iban(cc):
    fmt = IBAN_FMT[cc]
    bban = ""
    for kind, n in re.findall(r"([an])(\d+)", fmt):
        bban += rs(UP if kind == "a" else DG, int(n))
    if cc == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + bban[4:]
    if cc == "NL":
        bban = rng.choice(["ABNA", "RABO", "INGB"]) + bban[4:]
    chk = 98 - int("".join(str(int(c, 36)) for c in bban + cc + "00")) % 97
    ib = f"{cc}{chk:02d}{bban}"
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))

def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1

def ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g = rng.randint(1, 99); s = rng.randint(1, 9999)
        v = f"{a:03d}-{g:02d}-{s:04d}"
        if v in ("078-05-1120", "123-45-6789", "219-09-9999"):
            continue
        return v

def nino():
    bad1 = set("DFIQUV"); bad2 = set("DFIOQUV")
    while True:
        a = rng.choice(UP); b = rng.choice(UP)
        if a in bad1 or b in bad2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        d = rs(DG, 6)
        if d == "123456":
            continue
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"

def phone(cc):
    if cc == "us":
        return f"({rng.randint(201, 989)}) 555-01{rs(DG, 2)}"
    if cc == "uk":
        return f"07700 900{rs(DG, 3)}"
    if cc == "fr":
        return f"06 {rs(DG,2)} {rs(DG,2)} {rs(DG,2)} {rs(DG,2)}" if rng.random() < .5 else f"+33 7 {rs(DG,2)} {rs(DG,2)} {rs(DG,2)} {rs(DG,2)}"
    if cc == "de":
        return f"+49 15{rng.randint(1,9)} {rs(DG,4)} {rs(DG,4)}" if rng.random() < .5 else f"0170 {rs(DG,7)}"
    if cc == "es":
        return f"+34 6{rs(DG,2)} {rs(DG,3)} {rs(DG,3)}"
    if cc == "pt":
        return f"+351 91{rng.randint(0,9)} {rs(DG,3)} {rs(DG,3)}" if rng.random() < .5 else f"+55 11 9{rs(DG,4)}-{rs(DG,4)}"
    if cc == "zh":
        return f"+86 13{rng.randint(0,9)} {rs(DG,4)} {rs(DG,4)}" if rng.random() < .5 else f"13{rng.randint(0,9)}{rs(DG,8)}"
    if cc == "ja":
        return f"090-{rs(DG,4)}-{rs(DG,4)}" if rng.random() < .5 else f"080-{rs(DG,4)}-{rs(DG,4)}"
    raise ValueError(cc)

# ---------------------------------------------------------------- slot filling
BAD_HOSTS = ["synclayer-cdn.net", "metricpulse.io", "devtools-mirror.com", "agent-telemetry.dev", "fastpatch.cloud",
             "quietlog.app", "buildcache-eu.net", "pkg-mirror-sync.org", "kappa-status.io", "orbitalhooks.dev",
             "relaybin.net", "trustedupdates.cc", "lumenstat.xyz", "pixeltrack.site", "corp-audit-archive.com",
             "ops-bridge.link", "helpdesk-sync.info", "cfg-backup.dev", "nightowl-collect.net", "paperplane-hooks.io"]
GOOD_HOSTS = ["wiki.tallpine.dev", "git.orchardlabs.io", "grafana.kestrelworks.net", "ci.mossgate.dev", "docs.brambleapp.com",
              "status.lumencraft.io", "jira.fernhollow.net", "sentry.quillpath.dev", "registry.tallpine.dev", "intranet.orchardlabs.io"]
NAMES = ["marta", "jonas", "li.wei", "kenji", "sofia", "tom.b", "aline", "diego", "yuki", "hannah", "rafael", "chloe", "oskar", "mei", "ines"]
USERS = ["devops-bot", "qa-runner", "build-sync", "mk-admin", "svc-ops", "helper42", "tmp-deploy", "infra-mirror"]
REPOS = ["billing-api", "web-frontend", "infra-live", "mobile-app", "data-pipeline", "auth-service", "docs-site"]
BRANCHES = ["ops/sync", "chore/meta", "tmp-backup", "release-mirror", "x-telemetry", "bot/refresh"]
COMPANIES = ["Northwind Partners", "Greyline Data", "Helix Outsourcing", "Corvid Analytics", "Blue Quay Ltd"]
TAGS = ["#ops-2025", "#priority", "#trusted", "#root", "#core-rules", "#v2"]

def fake_email(bad=True):
    h = rng.choice(BAD_HOSTS if bad else GOOD_HOSTS[:6])
    h = h.split(".", 1)[1] if (not bad and h.count(".") > 1) else h
    return f"{rng.choice(NAMES + ['archive', 'collect', 'audit', 'backup', 'drop'])}@{h}"

def fill(tpl, good=False):
    hosts = GOOD_HOSTS if good else BAD_HOSTS
    def rep(m):
        k = m.group(1)
        if k == "url":
            return f"https://{rng.choice(hosts)}/{rng.choice(['s', 'api/v1', 'c', 'ingest', 'u', 'x', 'sync', 'r'])}"
        if k == "host":
            return rng.choice(hosts)
        if k == "hook":
            return f"https://{rng.choice(hosts)}/hooks/{rs(LO + DG, 10)}"
        if k == "email":
            return fake_email(bad=not good)
        if k == "ip":
            return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(2, 254))
        if k == "user":
            return rng.choice(USERS)
        if k == "name":
            return rng.choice(NAMES).split(".")[0].capitalize()
        if k == "repo":
            return rng.choice(REPOS)
        if k == "branch":
            return rng.choice(BRANCHES)
        if k == "company":
            return rng.choice(COMPANIES)
        if k == "tag":
            return rng.choice(TAGS)
        if k == "date":
            return f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        if k == "sha":
            return rs(HEX, 40)
        if k == "short":
            return rs(HEX, rng.choice([7, 8, 10]))
        if k == "uuid":
            return str(_uuid.UUID(int=rng.getrandbits(128), version=4))
        if k == "sha256":
            return rs(HEX, 64)
        if k == "md5":
            return rs(HEX, 32)
        if k == "ver":
            return f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 15)}"
        if k == "port":
            return str(rng.choice([3000, 5173, 8000, 8080, 8443, 9090, 5432, 6379]))
        if k == "num":
            return str(rng.randint(2, 30))
        if k == "pr":
            return str(rng.randint(100, 4999))
        if k == "days":
            return str(rng.choice([30, 60, 90, 180]))
        return m.group(0)
    return re.sub(r"\{(url|host|hook|email|ip|user|name|repo|branch|company|tag|date|sha|short|uuid|sha256|md5|ver|port|num|pr|days)\}", rep, tpl)

# ---------------------------------------------------------------- layouts
def layout(text, allow=("plain",)):
    """Wrap a memory line in one of the shapes a memory file can have."""
    choices = ["plain"] * 8 + ["date", "html", "front", "bucket", "bold", "heading"]
    k = rng.choice(choices)
    if k == "date":
        return f"{fill('{date}')}: {text}", k
    if k == "html":
        return f"<!-- {text} -->", k
    if k == "front":
        key = rng.choice(["summary", "note", "description", "context"])
        return f'{key}: "{text}"' if '"' not in text else f"{key}: {text}", k
    if k == "bucket":
        return f"[{rng.choice(['project', 'org', 'user', 'repo', 'infra', 'team'])}] {text}", k
    if k == "bold":
        return f"**{rng.choice(['Note', 'Rule', 'Reminder', 'Context', 'Fact'])}:** {text}", k
    if k == "heading" and len(text) < 90 and "\n" not in text:
        return f"## {text}", k
    return text, "plain"
