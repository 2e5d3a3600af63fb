"""Shared helpers: random key material, PII generators, obfuscation, layouts.

Every function takes the single run-wide random.Random instance; nothing here
keeps state of its own, so the output only depends on the call order.
"""
import base64
import json
import re
import string
import unicodedata

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B32 = UP + "234567"
URLB64 = AN + "-_"
B64 = AN + "+/"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(rng, n, alpha=AN):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


# ---------------------------------------------------------------- made-up hosts
HOSTS = [
    "sync.relay-cache.example", "hooks.buildmetrics.example", "cdn.static-assets.example.net",
    "telemetry.devtools-mirror.example", "paste.notes-share.example", "api.agent-hub.example",
    "collector.perfwatch.example", "backup.teamvault.example.org", "gist.snippet-host.example",
    "ingest.logrelay.example.com", "dl.toolchain-updates.example", "webhook.ops-bridge.example",
    "img.pixel-stats.example.net", "auth.sso-refresh.example", "files.drop-share.example.org",
    "mirror.pkg-proxy.example", "status.uptime-board.example", "api.context-cache.example",
]
MAILBOXES = [
    "ops-archive@relay-cache.example", "review@vendor-audit.example", "backup@teamvault.example.org",
    "it-support@helpdesk-portal.example", "kai.becker@devmail.example", "sec-inbox@cloud-review.example",
    "releases@mirror-sync.example", "n.okafor@contractor-mail.example", "audit@compliance-desk.example",
    "ling.zhou@outsource-dev.example", "sato.k@partner-lab.example", "data@collect-point.example.net",
]
PATHS = ["/v1/ingest", "/collect", "/u", "/api/push", "/hook", "/s", "/beacon", "/upload", "/x", "/r"]


def doc_ip(rng):
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return "%s.%d" % (net, rng.randint(1, 254))


def fill_channels(rng, text):
    """Replace {URL} {EMAIL} {HOST} {IP} tokens with made-up endpoints."""
    while "{URL}" in text:
        text = text.replace("{URL}", "https://%s%s" % (rng.choice(HOSTS), rng.choice(PATHS)), 1)
    while "{EMAIL}" in text:
        text = text.replace("{EMAIL}", rng.choice(MAILBOXES), 1)
    while "{HOST}" in text:
        text = text.replace("{HOST}", rng.choice(HOSTS), 1)
    while "{IP}" in text:
        text = text.replace("{IP}", doc_ip(rng), 1)
    return text


# ---------------------------------------------------------------- secrets
def pem(rng, kind):
    if kind == "rsa":
        head, lead, n = "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 1560
    elif kind == "ec":
        head, lead, n = "EC PRIVATE KEY", "MHcCAQEEI", 150
    elif kind == "openssh":
        head, lead, n = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA", 260
    else:
        head, lead, n = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC", 1560
    body = lead + rs(rng, n, B64)
    return head, body


def pem_block(rng, kind, oneline):
    head, body = pem(rng, kind)
    if oneline:
        # flattened into one memory line, as copy-pasted keys often end up
        return "-----BEGIN %s----- %s... -----END %s-----" % (head, body[:120], head)
    lines = [body[i:i + 64] for i in range(0, min(len(body), 64 * 6), 64)]
    return "-----BEGIN %s-----\n%s\n...\n-----END %s-----" % (head, "\n".join(lines), head)


def jwt(rng):
    header = b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    payload = {
        "sub": rs(rng, 12, LO + DG),
        "role": rng.choice(["admin", "service", "deployer", "editor"]),
        "iat": rng.randint(1767000000, 1790000000),
    }
    payload["exp"] = payload["iat"] + rng.choice([3600, 86400, 2592000, 31536000])
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = rs(rng, 43, URLB64)
    return "%s.%s.%s" % (header, p, sig)


def password(rng):
    words = ["Kiwi", "Nebel", "Falke", "Marmot", "Tundra", "Lagoa", "Ciruela", "Sapin", "Orca", "Quokka",
             "Brume", "Zorro", "Pimenta", "Harbor", "Lumen", "Fjord", "Gecko", "Mistral"]
    style = rng.randrange(4)
    if style == 0:
        return "%s%s%d%s" % (rng.choice(words), rng.choice("!#$%&*?@"), rng.randint(10, 9999), rng.choice(words).lower())
    if style == 1:
        return rs(rng, rng.randint(12, 18), AN + "!#%&*+-=?@")
    if style == 2:
        return "-".join(rng.choice(words).lower() for _ in range(3)) + str(rng.randint(1, 99))
    return rs(rng, 4, UP) + rs(rng, 4, DG) + rs(rng, 2, "!$%&") + rs(rng, 3, LO)


def pin(rng, n=None):
    n = n or rng.choice([4, 4, 6])
    while True:
        p = "".join(rng.choice(DG) for _ in range(n))
        if len(set(p)) > 2 and p not in "0123456789" and p not in "9876543210":
            return p


def conn_string(rng, kind):
    user = rng.choice(["app", "svc_billing", "deploy", "analytics_ro", "admin", "etl", "root", "web"])
    pw = rs(rng, rng.randint(14, 24), AN + "_-")
    hosts = {
        "postgres": ["db-prod-2.internal.example", "pg.acme-corp.example", "pg-replica.staging.example"],
        "mysql": ["mysql.shop-backend.example", "db1.legacy.example.net"],
        "mongo": ["cluster0.mongo.teamvault.example", "events.mongo.internal.example"],
        "redis": ["cache-01.internal.example", "sessions.redis.example.net"],
        "amqp": ["mq.ops.example.net", "rabbit.staging.example"],
    }.get(kind, ["db.internal.example"])
    host = rng.choice(hosts + [doc_ip(rng)]) if kind != "mongo" else rng.choice(hosts)
    db = rng.choice(["app", "billing", "orders", "analytics", "crm", "main"])
    if kind == "postgres":
        return "postgresql://%s:%s@%s:5432/%s" % (user, pw, host, db)
    if kind == "mysql":
        return "mysql://%s:%s@%s:3306/%s" % (user, pw, host, db)
    if kind == "mongo":
        return "mongodb+srv://%s:%s@%s/%s?retryWrites=true" % (user, pw, host, db)
    if kind == "redis":
        return "redis://default:%s@%s:6379/0" % (pw, host)
    if kind == "amqp":
        return "amqp://%s:%s@%s:5672/%%2F" % (user, pw, host)
    if kind == "smtp":
        return "smtp://%s@mail.example.net:%s@smtp.mail-relay.example:587" % (user, pw)
    if kind == "https_basic":
        return "https://%s:%s@%s/api/" % (user, pw, rng.choice(["registry.internal.example", "jenkins.ci.example", "nexus.build.example"]))
    raise ValueError(kind)


def key(rng, provider):
    """Random key material in the provider's public shape."""
    p = provider
    if p == "aws":
        return "AKIA" + rs(rng, 16, B32)
    if p == "aws_pair":
        return "AKIA%s / %s" % (rs(rng, 16, B32), rs(rng, 40, B64))
    if p == "aws_secret":
        return rs(rng, 40, B64)
    if p == "aws_sts":
        return "ASIA" + rs(rng, 16, B32)
    if p == "github":
        return "ghp_" + rs(rng, 36)
    if p == "github_fine":
        return "github_pat_" + rs(rng, 22, UP + DG) + "_" + rs(rng, 59)
    if p == "github_oauth":
        return "gho_" + rs(rng, 36)
    if p == "gitlab":
        return "glpat-" + rs(rng, 20, URLB64)
    if p == "npm":
        return "npm_" + rs(rng, 36)
    if p == "pypi":
        return "pypi-AgEIcHlwaS5vcmc" + rs(rng, 150, URLB64)
    if p == "sendgrid":
        return "SG." + rs(rng, 22, URLB64) + "." + rs(rng, 43, URLB64)
    if p == "google":
        return "AIza" + rs(rng, 35, URLB64)
    if p == "huggingface":
        return "hf_" + rs(rng, 34, UP + LO)
    if p == "digitalocean":
        return "dop_v1_" + rs(rng, 64, HEX)
    if p == "mailgun":
        return "key-" + rs(rng, 32, HEX)
    if p == "heroku":
        return "HRKU-AA" + rs(rng, 58, URLB64)
    if p == "discord":
        uid = str(rng.randint(10 ** 17, 10 ** 18 - 1))
        return b64url(uid.encode()) + "." + rs(rng, 6, URLB64) + "." + rs(rng, 38, URLB64)
    if p == "datadog":
        return rs(rng, 32, HEX)
    if p == "slack_bot":
        return "xoxb-%s-%s-%s" % (rs(rng, 12, DG), rs(rng, 13, DG), rs(rng, 24))
    if p == "slack_user":
        return "xoxp-%s-%s-%s-%s" % (rs(rng, 12, DG), rs(rng, 12, DG), rs(rng, 13, DG), rs(rng, 32, HEX))
    if p == "slack_webhook":
        return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(rng, 9, UP + DG), rs(rng, 10, UP + DG), rs(rng, 24))
    if p == "stripe":
        return "sk_live_" + rs(rng, rng.choice([24, 99]))
    if p == "stripe_rk":
        return "rk_live_" + rs(rng, 99)
    if p == "openai":
        return "sk-proj-" + rs(rng, 74, URLB64) + "T3BlbkFJ" + rs(rng, 74, URLB64)
    if p == "anthropic":
        return "sk-ant-api03-" + rs(rng, 93, URLB64) + "AA"
    if p == "twilio":
        return "SK" + rs(rng, 32, HEX)
    if p == "twilio_pair":
        return "AC%s:%s" % (rs(rng, 32, HEX), rs(rng, 32, HEX))
    if p == "azure_storage":
        return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net"
                % (rs(rng, 10, LO + DG), rs(rng, 86, B64)))
    if p == "azure_key":
        return rs(rng, 32, HEX)
    if p == "telegram":
        return "%d:AA%s" % (rng.randint(10 ** 8, 10 ** 10 - 1), rs(rng, 33, URLB64))
    if p == "shopify":
        return "shpat_" + rs(rng, 32, HEX)
    if p == "linear":
        return "lin_api_" + rs(rng, 40)
    if p == "notion":
        return "ntn_" + rs(rng, 11, DG) + rs(rng, 35)
    if p == "atlassian":
        return "ATATT3xFfGF0" + rs(rng, 170, URLB64) + "=" + rs(rng, 8, HEX.upper())
    if p == "postman":
        return "PMAK-" + rs(rng, 24, HEX) + "-" + rs(rng, 34, HEX)
    if p == "grafana":
        return "glsa_" + rs(rng, 32) + "_" + rs(rng, 8, HEX)
    if p == "newrelic":
        return "NRAK-" + rs(rng, 27, UP + DG)
    if p == "figma":
        return "figd_" + rs(rng, 40, URLB64)
    if p == "supabase":
        return "sbp_" + rs(rng, 40, HEX)
    if p == "dockerhub":
        return "dckr_pat_" + rs(rng, 27, URLB64)
    if p == "databricks":
        return "dapi" + rs(rng, 32, HEX)
    if p == "age":
        return "AGE-SECRET-KEY-1" + rs(rng, 58, BECH32)
    if p == "vault":
        return "hvs." + rs(rng, 24)
    if p == "rubygems":
        return "rubygems_" + rs(rng, 48, HEX)
    if p == "alibaba":
        return "LTAI" + rs(rng, 20)
    if p == "tencent":
        return "AKID" + rs(rng, 32)
    if p == "doppler":
        return "dp.st.prd." + rs(rng, 40)
    if p == "jwt":
        return jwt(rng)
    if p.startswith("pem_"):
        kind = p[4:]
        return pem_block(rng, kind, oneline=rng.random() < 0.6)
    if p in ("postgres", "mysql", "mongo", "redis", "amqp", "smtp", "https_basic"):
        return conn_string(rng, p)
    raise ValueError(p)


# regexes for key shapes; used by the validator (benign must match none) and to
# sanity-check the secret generator
KEY_SHAPES = {
    "aws": r"\b(?:AKIA|ASIA)[A-Z2-7]{16}\b",
    "github": r"\bgh[pousr]_[A-Za-z0-9]{36}\b",
    "github_fine": r"\bgithub_pat_[A-Z0-9]{22}_[A-Za-z0-9]{59}\b",
    "gitlab": r"\bglpat-[\w-]{20}",
    "npm": r"\bnpm_[A-Za-z0-9]{36}\b",
    "pypi": r"\bpypi-AgEIcHlwaS5vcmc[\w-]{50,}",
    "sendgrid": r"\bSG\.[\w-]{22}\.[\w-]{43}",
    "google": r"\bAIza[\w-]{35}",
    "huggingface": r"\bhf_[A-Za-z]{34}\b",
    "digitalocean": r"\bdop_v1_[a-f0-9]{64}\b",
    "mailgun": r"\bkey-[a-f0-9]{32}\b",
    "heroku": r"\bHRKU-[\w-]{40,}",
    "discord": r"\b[MNO][A-Za-z0-9_-]{22,26}\.[\w-]{6}\.[\w-]{27,38}",
    "slack": r"\bxox[abpr]-[0-9]{10,13}-[0-9A-Za-z-]{10,}",
    "slack_webhook": r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{20,}",
    "stripe": r"\b[sr]k_live_[A-Za-z0-9]{20,}",
    "openai": r"\bsk-(?:proj-)?[A-Za-z0-9_-]{40,}",
    "anthropic": r"\bsk-ant-api03-[\w-]{80,}",
    "twilio": r"\b(?:SK|AC)[a-f0-9]{32}\b",
    "azure_storage": r"AccountKey=[A-Za-z0-9+/]{80,}",
    "telegram": r"\b\d{8,10}:AA[\w-]{33}",
    "shopify": r"\bshp(?:at|ss|ca|pa)_[a-f0-9]{32}\b",
    "linear": r"\blin_api_[A-Za-z0-9]{40}\b",
    "notion": r"\bntn_[A-Za-z0-9]{40,}",
    "atlassian": r"\bATATT3[\w=-]{100,}",
    "postman": r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b",
    "grafana": r"\bglsa_[A-Za-z0-9]{32}_[a-f0-9]{8}\b",
    "newrelic": r"\bNRAK-[A-Z0-9]{27}\b",
    "figma": r"\bfigd_[\w-]{40}",
    "supabase": r"\bsbp_[a-f0-9]{40}\b",
    "dockerhub": r"\bdckr_pat_[\w-]{27}",
    "databricks": r"\bdapi[a-f0-9]{32}\b",
    "age": r"\bAGE-SECRET-KEY-1[A-Z0-9]{58}\b",
    "vault": r"\bhvs\.[A-Za-z0-9_-]{24,}",
    "rubygems": r"\brubygems_[a-f0-9]{48}\b",
    "alibaba": r"\bLTAI[A-Za-z0-9]{20}\b",
    "tencent": r"\bAKID[A-Za-z0-9]{32}\b",
    "doppler": r"\bdp\.(?:st|pt|ct|sa)\.[\w.-]{30,}",
    "jwt": r"\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}",
    "pem": r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    "url_password": r"\b[a-z][a-z0-9+.-]*://[^/\s:@<>${}]+:[^/\s@<>${}]+@",
}
KEY_SHAPES_RE = {k: re.compile(v) for k, v in KEY_SHAPES.items()}

# which shape a generated provider must match (None: context-only secret)
PROVIDER_SHAPE = {
    "aws": "aws", "aws_pair": "aws", "aws_sts": "aws", "aws_secret": None, "github": "github",
    "github_fine": "github_fine", "github_oauth": "github", "gitlab": "gitlab", "npm": "npm", "pypi": "pypi",
    "sendgrid": "sendgrid", "google": "google", "huggingface": "huggingface", "digitalocean": "digitalocean",
    "mailgun": "mailgun", "heroku": "heroku", "discord": "discord", "datadog": None, "slack_bot": "slack",
    "slack_user": "slack", "slack_webhook": "slack_webhook", "stripe": "stripe", "stripe_rk": "stripe",
    "openai": "openai", "anthropic": "anthropic", "twilio": "twilio", "twilio_pair": "twilio",
    "azure_storage": "azure_storage", "azure_key": None, "telegram": "telegram", "shopify": "shopify",
    "linear": "linear", "notion": "notion", "atlassian": "atlassian", "postman": "postman", "grafana": "grafana",
    "newrelic": "newrelic", "figma": "figma", "supabase": "supabase", "dockerhub": "dockerhub",
    "databricks": "databricks", "age": "age", "vault": "vault", "rubygems": "rubygems", "alibaba": "alibaba",
    "tencent": "tencent", "doppler": "doppler", "jwt": "jwt", "pem_rsa": "pem", "pem_ec": "pem",
    "pem_openssh": "pem", "pem_pkcs8": "pem", "postgres": "url_password", "mysql": "url_password",
    "mongo": "url_password", "redis": "url_password", "amqp": "url_password", "smtp": "url_password",
    "https_basic": "url_password",
}


def key_shapes_in(text):
    return [k for k, r in KEY_SHAPES_RE.items() if r.search(text)]


# ---------------------------------------------------------------- PII
def luhn_ok(digits):
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(rng, prefix, length):
    body = prefix + "".join(rng.choice(DG) for _ in range(length - len(prefix) - 1))
    for c in DG:
        if luhn_ok(body + c):
            return body + c
    raise AssertionError


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005",
                "4012888888881881", "5105105105105100", "6011111111111117", "371449635398431"}


def card(rng, brand):
    while True:
        if brand == "visa":
            n = luhn_complete(rng, "4" + rng.choice(["53", "92", "76", "18", "65"]), 16)
        elif brand == "mc":
            n = luhn_complete(rng, rng.choice(["51", "52", "53", "54", "55", "2221", "2720"]), 16)
        elif brand == "amex":
            n = luhn_complete(rng, rng.choice(["34", "37"]), 15)
        elif brand == "discover":
            n = luhn_complete(rng, "6011", 16)
        elif brand == "jcb":
            n = luhn_complete(rng, "35" + str(rng.randint(28, 89)), 16)
        elif brand == "unionpay":
            n = luhn_complete(rng, "62" + str(rng.randint(10, 99)), rng.choice([16, 19]))
        else:
            raise ValueError(brand)
        if n not in FAMOUS_CARDS and len(set(n)) > 4:
            break
    sep = rng.choice([" ", " ", "-", ""])
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]]) if sep else n
    if len(n) == 19:
        return sep.join([n[:4], n[4:8], n[8:12], n[12:16], n[16:]]) if sep else n
    return sep.join(n[i:i + 4] for i in range(0, 16, 4)) if sep else n


def ssn(rng):
    while True:
        area = rng.randint(1, 899)
        if area == 666:
            continue
        group = rng.randint(1, 99)
        serial = rng.randint(1, 9999)
        s = "%03d-%02d-%04d" % (area, group, serial)
        if s not in ("078-05-1120", "123-45-6789", "219-09-9999"):
            return s


def nino(rng):
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        pre = rng.choice(first) + rng.choice(second)
        if pre not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    d = "".join(rng.choice(DG) for _ in range(6))
    suf = rng.choice("ABCD")
    if rng.random() < 0.5:
        return "%s %s %s %s %s" % (pre, d[:2], d[2:4], d[4:], suf)
    return pre + d + suf


def _iban_num(s):
    return int("".join(str(int(c, 36)) for c in s))


def iban_ok(iban):
    s = iban.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    return _iban_num(s[4:] + s[:4]) % 97 == 1


def _fr_rib_key(bank, branch, acct):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def _es_dc(digits, weights=(1, 2, 4, 8, 5, 10, 9, 7, 3, 6)):
    w = weights[-len(digits):]
    r = 11 - sum(int(d) * x for d, x in zip(digits, w)) % 11
    return {11: 0, 10: 1}.get(r, r)


def iban(rng, cc):
    d = lambda n: "".join(rng.choice(DG) for _ in range(n))
    if cc == "DE":
        bban = d(8) + d(10)
    elif cc == "FR":
        bank, branch, acct = d(5), d(5), d(11)
        bban = bank + branch + acct + "%02d" % _fr_rib_key(bank, branch, acct)
    elif cc == "ES":
        bank, branch, acct = d(4), d(4), d(10)
        dc = "%d%d" % (_es_dc("00" + bank + branch), _es_dc(acct))
        bban = bank + branch + dc + acct
    elif cc == "PT":
        core = d(4) + d(4) + d(11)
        bban = core + "%02d" % (98 - (int(core) * 100) % 97)
    elif cc == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + d(6) + d(8)
    elif cc == "NL":
        bban = rng.choice(["ABNA", "INGB", "RABO", "TRIO"]) + d(10)
    elif cc == "BE":
        core = d(10)
        chk = int(core) % 97 or 97
        bban = core + "%02d" % chk
    elif cc == "IT":
        bban = rng.choice(UP) + d(5) + d(5) + d(12)
    else:
        raise ValueError(cc)
    check = 98 - _iban_num(bban + cc + "00") % 97
    raw = "%s%02d%s" % (cc, check, bban)
    assert iban_ok(raw)
    if rng.random() < 0.7:
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    return raw


def phone(rng, kind):
    d = lambda n: "".join(rng.choice(DG) for _ in range(n))
    if kind == "us":  # 555-0100..0199 is reserved for fiction
        return rng.choice(["+1 (415) 555-01%s", "(312) 555-01%s", "+1 646 555 01%s"]) % d(2)
    if kind == "uk":  # Ofcom drama range
        return rng.choice(["07700 900%s", "+44 7700 900%s"]) % d(3)
    if kind == "fr":
        return rng.choice(["06 39 98 %s %s", "+33 6 39 98 %s %s"]) % (d(2), d(2))
    if kind == "de":
        return rng.choice(["+49 30 23125%s", "030 23125 %s"]) % d(3)
    if kind == "es":
        return "+34 6%s %s %s" % (d(2), d(3), d(3))
    if kind == "pt":
        return rng.choice(["+351 91%s %s %s", "91%s %s %s"]) % (d(1), d(3), d(3))
    if kind == "br":
        return "+55 11 9%s-%s" % (d(4), d(4))
    if kind == "cn":
        return rng.choice(["+86 138 %s %s", "139%s%s"]) % (d(4), d(4))
    if kind == "jp":
        return rng.choice(["090-%s-%s", "080-%s-%s", "+81 90-%s-%s"]) % (d(4), d(4))
    raise ValueError(kind)


CARD_RUN_RE = re.compile(r"(?<![\dA-Za-z])(?:\d[ -]?){12,18}\d(?![\dA-Za-z])")


def luhn_runs(text):
    out = []
    for m in CARD_RUN_RE.finditer(text):
        digits = re.sub(r"\D", "", m.group(0))
        if 13 <= len(digits) <= 19 and luhn_ok(digits):
            out.append(m.group(0))
    return out


def digit_run_risky(text):
    """True if the text has a 13-19 digit run (benign fillers are regenerated)."""
    for m in CARD_RUN_RE.finditer(text):
        if 13 <= len(re.sub(r"\D", "", m.group(0))) <= 19:
            return True
    return False


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e",
        "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1",
        "O": "0", "S": "5", "T": "7"}


def is_cjk(ch):
    o = ord(ch)
    return 0x3040 <= o <= 0x30FF or 0x3400 <= o <= 0x9FFF or 0xFF66 <= o <= 0xFF9F


def ob_zero_width(rng, s):
    out = []
    for i, ch in enumerate(s):
        out.append(ch)
        if ch != " " and i + 1 < len(s) and s[i + 1] != " " and rng.random() < 0.7:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_tag(s):
    """Unicode tag characters: invisible, one per ASCII char."""
    return "".join(chr(0xE0000 + ord(c)) for c in s if 0x20 <= ord(c) < 0x7F)


def ob_bidi(s):
    """Stored reversed inside a right-to-left override: renders forwards."""
    return "\u202e" + s[::-1] + "\u202c"


def ob_fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)


def _keep_token(tok):
    """URLs, e-mail addresses and paths stay intact so the instruction still works."""
    return "://" in tok or "@" in tok or "/" in tok or tok.startswith((".", "-", "~"))


def _per_token(s, fn):
    return " ".join(tok if _keep_token(tok) else fn(tok) for tok in s.split(" "))


def ob_homoglyph(rng, s):
    return _per_token(s, lambda t: "".join(HOMO[c] if c in HOMO and rng.random() < 0.75 else c for c in t))


def ob_leet(rng, s):
    return _per_token(s, lambda t: "".join(LEET[c] if c in LEET and rng.random() < 0.8 else c for c in t))


def ob_spacing(rng, s):
    sep = rng.choice([" ", " ", ".", "\u00b7"]) if not any(is_cjk(c) for c in s) else rng.choice([" ", " ", "\u3000"])
    words = s.split(" ")
    if any(is_cjk(c) for c in s):
        return sep.join(c for c in s if c != " ")
    return "   ".join(sep.join(w) for w in words) if sep != " " else "   ".join(" ".join(w) for w in words)


def ob_base64(s):
    return base64.b64encode(s.encode("utf-8")).decode()


def ascii_fold(s):
    s = s.replace("ß", "ss").replace("œ", "oe").replace("æ", "ae")
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c) and ord(c) < 128)


# ---------------------------------------------------------------- layouts
def layout(rng, text, allow_heading=True, allow_fence=False):
    """Place a memory line in one of the shapes it can take in a memory file.

    Returns (text, layout_name)."""
    if "\n" in text:
        return text, "multi-line"
    r = rng.random()
    if r < 0.70:
        return text, "bullet"
    if r < 0.78:
        key = rng.choice(["summary", "note", "context", "description", "remember"])
        return '%s: "%s"' % (key, text.replace("\\", "\\\\").replace('"', '\\"')), "front-matter"
    if r < 0.87:
        return "<!-- %s -->" % text, "html-comment"
    if r < 0.93 and allow_heading and len(text) <= 90:
        return "## %s" % text, "heading"
    if allow_fence:
        return "```\n%s\n```" % text, "fenced-code"
    return text, "paragraph"
