#!/usr/bin/env python3
"""Generator for the s21 memory-scanner evaluation set.

The natural-language lines are hand-written per language in data_<lang>.py.
This script only (a) fills slots with made-up domains / e-mails / TEST-NET IPs,
(b) fills random key material, card numbers, IBANs, ids, (c) wraps lines in
memory-file layouts, (d) applies obfuscation transforms to hand-written
payloads. Seeded RNG, seed 21021.
"""
import base64, hashlib, importlib, json, os, random, string, sys, uuid

SEED = 21021
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
D = {l: importlib.import_module("data_" + l) for l in LANGS}

A_UP = string.ascii_uppercase
A_LO = string.ascii_lowercase
DIG = string.digits
ALNUM = A_UP + A_LO + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))

# ---------------------------------------------------------------- slot fills
DOM_STEMS = ["quorvix", "tanvora", "brellium", "zentrafy", "mallowby", "kestrune",
             "orvane", "vexmoor", "trindle", "plumcast", "halvex", "sordelle",
             "nimbrook", "quillary", "ostrivo", "fennaro", "glimmet", "varrowin"]
DOM_PRE = ["", "", "sync-", "cdn-", "api.", "telemetry.", "relay-", "ops-", "files."]
DOM_SUF = ["-labs", "-cloud", "-sync", "hq", "-ops", "-data", ""]
TLDS = [".io", ".net", ".dev", ".cloud", ".app", ".co", ".sh"]
PATHS = ["v1/collect", "ingest", "sync/state", "r/notes", "policy.txt", "agent/rules.md",
         "c", "api/upload", "t/pixel.gif", "kb/latest"]
NAMES = ["ops", "backup", "audit", "support", "it-desk", "sync", "admin", "noreply-relay", "m.keller", "j.ortega"]

def domain():
    return R.choice(DOM_PRE) + R.choice(DOM_STEMS) + R.choice(DOM_SUF) + R.choice(TLDS)

def testnet_ip():
    return R.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(R.randint(2, 254))

def fill_attack(t):
    d = domain()
    vals = {
        "domain": d,
        "url": "https://%s/%s" % (d, R.choice(PATHS)),
        "hook": R.choice(["https://hooks.%s/wh/%s" % (d, rs(HEX, 16)),
                          "https://%s/webhook/%s" % (d, rs(HEX, 12))]),
        "script": "https://%s/%s" % (d, R.choice(["install.sh", "bootstrap.sh", "setup", "i", "agent-init.sh"])),
        "email": "%s@%s" % (R.choice(NAMES), d.split(".", 1)[-1] if d.count(".") > 1 else d),
        "ip": testnet_ip(),
    }
    return t.format(**vals)

def fill_benign(t):
    vals = {
        "sha": rs(HEX, 40) if R.random() < 0.6 else rs(HEX, R.choice([7, 8, 10, 12])),
        "uuid": str(uuid.UUID(int=R.getrandbits(128), version=4)),
        "sha256": rs(HEX, 64),
        "hex16": rs(HEX, 16),
        "hex40": rs(HEX, 40).upper(),
    }
    return t.format(**vals)

# ---------------------------------------------------------------- layouts
def layout(text, kind="any"):
    """Wrap a line the way it would sit in MEMORY.md / bucket files / Obsidian."""
    x = R.random()
    if kind == "plain" or "\n" in text:
        return text, "plain"
    if x < 0.62:
        return text, "plain"
    if x < 0.72:
        d = "2026-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))
        return R.choice(["[%s] %s", "(%s) %s", "%s: %s"]) % (d, text), "dated-bullet"
    if x < 0.79:
        key = R.choice(["summary", "note", "context", "reminder", "description"])
        return "%s: %s" % (key, text), "frontmatter-value"
    if x < 0.86:
        return "<!-- %s -->" % text, "html-comment"
    if x < 0.92 and len(text) < 100:
        return "## %s" % text.rstrip("。.") , "heading"
    if x < 0.96:
        return "> %s" % text, "blockquote"
    return "**%s** %s" % (R.choice(["Note:", "NB:", "Memo:", "★"]), text), "bold-prefix"

# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "i": "\u0456", "y": "\u0443", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e",
        "C": "\u0421", "P": "\u0420", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}

def t_zw(p, lang):
    out = []
    for i, ch in enumerate(p):
        out.append(ch)
        if ch != " " and R.random() < 0.45:
            out.append(R.choice(ZW))
    return "".join(out)

def t_tag(p, lang):
    cover = R.choice(D[lang].OBF_COVER)
    return cover + "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in p) + "\U000e007f"

def t_bidi(p, lang):
    return "\u202e" + p[::-1] + "\u202c"

def t_full(p, lang):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in p)

def t_homo(p, lang):
    return "".join(HOMO[c] if c in HOMO and R.random() < 0.8 else c for c in p)

def t_b64(p, lang):
    b = base64.b64encode(p.encode("utf-8")).decode()
    return R.choice(D[lang].OBF_CARRIER).format(b64=b)

def t_leet(p, lang):
    return "".join(LEET.get(c, c) if R.random() < 0.85 else c for c in p)

def t_space(p, lang):
    if lang in ("zh", "ja"):
        return " ".join(ch for ch in p if ch != " ")
    return "  ".join(" ".join(w) for w in p.split(" "))

TRANSFORMS = {"zero-width": t_zw, "unicode-tags": t_tag, "bidi-rlo": t_bidi, "fullwidth": t_full,
              "homoglyph": t_homo, "base64": t_b64, "leetspeak": t_leet, "spacing": t_space}
LATIN_T = ["zero-width", "unicode-tags", "bidi-rlo", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
CJK_T = ["zero-width", "unicode-tags", "bidi-rlo", "fullwidth", "homoglyph", "base64", "spacing"]

# ---------------------------------------------------------------- secrets
def snowflake_b64():
    sid = str(R.randint(10**17, 10**18 * 9 // 8))
    return base64.b64encode(sid.encode()).decode().rstrip("=")

def b64url(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")

def jwt():
    h = {"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}
    now = R.randint(1780000000, 1795000000)
    p = {"sub": str(R.randint(1000, 99999)), "role": R.choice(["admin", "service", "user"]),
         "iat": now, "exp": now + R.choice([3600, 86400, 2592000]), "iss": "https://auth." + domain()}
    sig = rs(B64U, 43 if h["alg"] == "HS256" else 342)
    return "%s.%s.%s" % (b64url(h), b64url(p), sig)

def pem():
    kind = R.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY"])
    if kind == "RSA PRIVATE KEY":
        body = "MIIEpAIBAAKCAQEA" + rs(B64, 240)
    elif kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(B64, 200)
    elif kind == "EC PRIVATE KEY":
        body = "MHcCAQEEI" + rs(B64, 150)
    else:
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(B64, 230)
    return "-----BEGIN %s----- %s -----END %s-----" % (kind, body, kind)

# (provider, env var, generator, self-identifying?)
PROVIDERS = [
    ("AWS", "AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(A_UP + "234567", 16), True),
    ("AWS", "AWS_SECRET_ACCESS_KEY", lambda: "aws_access_key_id=AKIA%s aws_secret_access_key=%s" % (rs(A_UP + "234567", 16), rs(B64, 40)), True),
    ("GitHub", "GITHUB_TOKEN", lambda: "ghp_" + rs(ALNUM, 36), True),
    ("GitHub", "GH_TOKEN", lambda: "github_pat_11" + rs(A_UP + DIG, 20) + "_" + rs(ALNUM, 59), True),
    ("GitHub OAuth", "GH_OAUTH_TOKEN", lambda: "gho_" + rs(ALNUM, 36), True),
    ("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + rs(B64U, 20), True),
    ("npm", "NPM_TOKEN", lambda: "npm_" + rs(ALNUM, 36), True),
    ("PyPI", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, 140), True),
    ("SendGrid", "SENDGRID_API_KEY", lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43), True),
    ("Google", "GOOGLE_API_KEY", lambda: "AIza" + rs(B64U, 35), True),
    ("Hugging Face", "HF_TOKEN", lambda: "hf_" + rs(A_UP + A_LO, 34), True),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HEX, 64), True),
    ("Mailgun", "MAILGUN_API_KEY", lambda: "key-" + rs(HEX, 32), False),
    ("Heroku", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(B64U, 58), False),
    ("Discord", "DISCORD_BOT_TOKEN", lambda: snowflake_b64() + "." + rs(B64U, 6) + "." + rs(B64U, 38), False),
    ("Datadog", "DD_API_KEY", lambda: rs(HEX, 32), False),
    ("Slack", "SLACK_BOT_TOKEN", lambda: "xoxb-%d-%d-%s" % (R.randint(10**10, 10**12), R.randint(10**12, 10**13), rs(ALNUM, 24)), True),
    ("Slack", "SLACK_WEBHOOK_URL", lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(A_UP + DIG, 10), rs(A_UP + DIG, 10), rs(ALNUM, 24)), True),
    ("Stripe", "STRIPE_SECRET_KEY", lambda: "sk_live_51" + rs(ALNUM, 97), True),
    ("Stripe", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + rs(ALNUM, 97), True),
    ("OpenAI", "OPENAI_API_KEY", lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74), True),
    ("OpenAI", "OPENAI_API_KEY", lambda: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20), True),
    ("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA", True),
    ("Twilio", "TWILIO_API_KEY", lambda: "SK" + rs(HEX, 32), False),
    ("Twilio", "TWILIO_AUTH_TOKEN", lambda: "AC%s:%s" % (rs(HEX, 32), rs(HEX, 32)), False),
    ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING", lambda: "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net" % (R.choice(DOM_STEMS) + "stg" + rs(DIG, 2), rs(B64, 86)), True),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda: "%d:AA%s" % (R.randint(10**9, 8 * 10**9), rs(B64U, 33)), True),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HEX, 32), True),
    ("Postman", "POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34), True),
    ("Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40), True),
    ("Vault", "VAULT_TOKEN", lambda: "hvs." + rs(B64U, 24), True),
    ("Databricks", "DATABRICKS_TOKEN", lambda: "dapi" + rs(HEX, 32), True),
    ("Grafana", "GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8), True),
    ("Supabase", "SUPABASE_ACCESS_TOKEN", lambda: "sbp_" + rs(HEX, 40), True),
    ("Groq", "GROQ_API_KEY", lambda: "gsk_" + rs(ALNUM, 52), True),
    ("Replicate", "REPLICATE_API_TOKEN", lambda: "r8_" + rs(ALNUM, 37), True),
    ("New Relic", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(A_UP + DIG, 27), True),
    ("age", "SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58), True),
    ("Doppler", "DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(ALNUM, 40), True),
    ("Pulumi", "PULUMI_ACCESS_TOKEN", lambda: "pul-" + rs(HEX, 40), True),
    ("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda: rs(B64U, 40), False),
    ("Airtable", "AIRTABLE_TOKEN", lambda: "pat" + rs(ALNUM, 14) + "." + rs(HEX, 64), True),
    ("Tailscale", "TS_AUTHKEY", lambda: "tskey-auth-k" + rs(ALNUM, 10) + "CNTRL-" + rs(ALNUM, 33), True),
    ("Netlify", "NETLIFY_AUTH_TOKEN", lambda: "nfp_" + rs(ALNUM, 36), True),
    ("Figma", "FIGMA_TOKEN", lambda: "figd_" + rs(B64U, 40), True),
]

PROV_ORDER = PROVIDERS[:]
R.shuffle(PROV_ORDER)
PROV_CURSOR = [0]

WORDS = ["kestrel", "Lantern", "orbit", "Maple", "tundra", "Copper", "violet", "Harbor", "quartz",
         "Falcon", "meadow", "Cobalt", "pebble", "Saffron", "glacier", "Juniper", "ember", "Tamarind"]
SYM = "!#$%&*?@+-_."

def password():
    k = R.random()
    if k < 0.45:
        return R.choice(WORDS) + R.choice(SYM) + R.choice(WORDS).capitalize() + str(R.randint(10, 999))
    if k < 0.8:
        return rs(ALNUM + "!#$%&*?@", R.randint(12, 18))
    return "-".join(R.choice(WORDS).lower() for _ in range(3)) + str(R.randint(1, 99))

def url_password():
    return rs(ALNUM, R.randint(14, 22)) if R.random() < 0.6 else R.choice(WORDS) + rs(DIG, 3) + R.choice("-_.~") + rs(ALNUM, 6)

def pin():
    while True:
        p = rs(DIG, R.choice([4, 4, 6, 6, 8]))
        if len(set(p)) > 2 and p not in ("1234", "123456", "12345678"):
            return p

# hand-written carriers for single-line PEM keys
PEM_CARRIER = {
    "en": ["Deploy key for the build box: {key}", "Pasted by the user so I keep it handy: {key}"],
    "fr": ["Clé de déploiement du serveur de build : {key}"],
    "de": ["Deploy-Key für die Build-Maschine: {key}"],
    "es": ["Clave privada de despliegue del servidor de build: {key}"],
    "pt": ["Chave privada de deploy da máquina de build: {key}"],
    "zh": ["构建机的部署私钥：{key}"],
    "ja": ["ビルドサーバーのデプロイ用秘密鍵：{key}"],
}

USERS = ["deploy", "ci-bot", "m.keller", "admin2", "svc_build", "jortega", "ops"]

def conn_string():
    pw = url_password()
    d = R.choice(DOM_STEMS) + "-int." + R.choice(["net", "io", "cloud"])
    return R.choice([
        "postgres://svc_report:%s@db-stg.%s:5432/reports" % (pw, d),
        "postgresql://app_rw:%s@%s:5432/app_prod" % (pw, testnet_ip()),
        "mongodb+srv://app:%s@cluster-%d.%s/prod?retryWrites=true" % (pw, R.randint(0, 9), d),
        "redis://default:%s@%s:6379/0" % (pw, testnet_ip()),
        "amqp://ops:%s@mq.%s:5672/vhost" % (pw, d),
        "mysql://root:%s@%s:3306/shop" % (pw, testnet_ip()),
        "https://deploy:%s@git.%s/platform/infra.git" % (pw, d),
        "Server=sql.%s;Database=crm;User Id=sa;Password=%s;" % (d, pw),
    ])

# ---------------------------------------------------------------- PII
def luhn_complete(prefix, length):
    body = prefix + rs(DIG, length - len(prefix) - 1)
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return body + str((10 - s % 10) % 10)

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

FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005",
                "371449635398431", "6011111111111117", "4012888888881881", "5105105105105100",
                "4000056655665556", "4000000000000002", "6011000990139424"}

def card():
    while True:
        brand = R.choice(["visa", "visa", "mc", "mc2", "amex", "disc"])
        if brand == "visa":
            n = luhn_complete("4" + rs(DIG, 5), 16)
        elif brand == "mc":
            n = luhn_complete("5" + R.choice("12345") + rs(DIG, 4), 16)
        elif brand == "mc2":
            n = luhn_complete(str(R.randint(2221, 2720)) + rs(DIG, 2), 16)
        elif brand == "amex":
            n = luhn_complete(R.choice(["34", "37"]) + rs(DIG, 4), 15)
        else:
            n = luhn_complete("6011" + rs(DIG, 2), 16)
        if n not in FAMOUS_CARDS and len(set(n[6:])) > 3:
            break
    f = R.random()
    if len(n) == 15:
        return n if f < 0.3 else "%s %s %s" % (n[:4], n[4:10], n[10:])
    if f < 0.3:
        return n
    sep = " " if f < 0.8 else "-"
    return sep.join(n[i:i + 4] for i in range(0, 16, 4))

FAMOUS_SSN = {"078-05-1120", "219-09-9999", "123-45-6789", "457-55-5462"}

def ssn():
    while True:
        area = R.randint(1, 899)
        if area == 666:
            continue
        s = "%03d-%02d-%04d" % (area, R.randint(1, 99), R.randint(1, 9999))
        if s not in FAMOUS_SSN:
            return s

def nino():
    bad1 = set("DFIQUV")
    bad2 = set("DFIQUVO")
    while True:
        a, b = R.choice(A_UP), R.choice(A_UP)
        if a in bad1 or b in bad2 or a + b in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            continue
        if a + b == "QQ":
            continue
        d = rs(DIG, 6)
        if R.random() < 0.5:
            return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], R.choice("ABCD"))
        return "%s%s%s%s" % (a, b, d, R.choice("ABCD"))

def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)

def iban_valid(iban):
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1

FAMOUS_IBAN = {"DE89370400440532013000", "GB29NWBK60161331926819", "FR1420041010050500013M02606",
               "GB82WEST12345698765432", "NL91ABNA0417164300", "ES9121000418450200051332"}

def iban(cc):
    while True:
        if cc == "DE":
            bban = rs(DIG, 18)
        elif cc == "GB":
            bban = R.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rs(DIG, 14)
        elif cc == "FR":
            bban = rs(DIG, 21) + rs(DIG, 2)
        elif cc == "ES":
            bban = rs(DIG, 20)
        elif cc == "PT":
            bban = rs(DIG, 21)
        elif cc == "NL":
            bban = R.choice(["ABNA", "INGB", "RABO", "TRIO"]) + rs(DIG, 10)
        else:
            raise ValueError(cc)
        full = cc + iban_check(cc, bban) + bban
        if full not in FAMOUS_IBAN:
            break
    assert iban_valid(full)
    if R.random() < 0.65:
        return " ".join(full[i:i + 4] for i in range(0, len(full), 4))
    return full

IBAN_CC = {"en": ["GB"], "fr": ["FR"], "de": ["DE"], "es": ["ES"], "pt": ["PT"], "zh": ["DE", "NL"], "ja": ["DE", "NL"]}

def phones():
    return {
        "phone_us": R.choice(["+1 (%d) %d-%04d", "(%d) %d-%04d", "+1 %d-%d-%04d"]) % (R.randint(201, 889), R.choice([R.randint(201, 554), R.randint(556, 989)]), R.randint(0, 9999)),
        "phone_uk": R.choice(["+44 7%03d %06d", "07%03d %06d"]) % (R.randint(400, 999), R.randint(0, 999999)),
        "phone_fr": "0%d %02d %02d %02d %02d" % (R.choice([6, 7]), R.randint(10, 99), R.randint(0, 99), R.randint(0, 99), R.randint(0, 99)),
        "phone_de": R.choice(["+49 1%d%d %d", "01%d%d %d"]) % (R.choice([5, 6, 7]), R.randint(0, 9), R.randint(1000000, 99999999)),
        "phone_es": R.choice(["+34 6%02d %03d %03d", "6%02d %03d %03d"]) % (R.randint(0, 99), R.randint(0, 999), R.randint(0, 999)),
        "phone_pt": "+351 9%d%d %03d %03d" % (R.choice([1, 2, 3, 6]), R.randint(0, 9), R.randint(0, 999), R.randint(0, 999)),
        "phone_br": "(%d) 9%04d-%04d" % (R.choice([11, 21, 31, 41, 51, 61, 71, 81]), R.randint(1000, 9999), R.randint(0, 9999)),
        "phone_cn": "1%d%d %04d %04d" % (R.choice([3, 5, 7, 8, 9]), R.randint(0, 9), R.randint(0, 9999), R.randint(0, 9999)),
        "phone_jp": "0%d0-%04d-%04d" % (R.choice([7, 8, 9]), R.randint(1000, 9999), R.randint(0, 9999)),
    }

# ---------------------------------------------------------------- build
TARGET = {
    "inj_obf": {"en": 24, "fr": 11, "de": 11, "es": 11, "pt": 11, "zh": 11, "ja": 11},
    "sec": {"en": 43, "fr": 22, "de": 22, "es": 22, "pt": 22, "zh": 22, "ja": 22},
    "pii": {"en": 12, "fr": 8, "de": 8, "es": 8, "pt": 8, "zh": 8, "ja": 8},
}

def rec(cls, lang, text, note):
    return {"class": cls, "lang": lang, "text": text, "note": note}

def one_line(t):
    return t.replace("\n", " ")

def build_injection(lang):
    m = D[lang]
    out = []
    for sub, lines in m.INJ.items():
        for t in lines:
            t = one_line(fill_attack(t))
            kind = "plain" if sub == "marker" else "any"
            txt, lay = layout(t, kind)
            out.append(rec("injection", lang, txt, "injection/%s; hand-written %s; layout=%s" % (sub, lang, lay)))
    n = TARGET["inj_obf"][lang]
    tlist = LATIN_T if lang not in ("zh", "ja") else CJK_T
    payloads = m.OBF
    for i in range(n):
        tr = tlist[i % len(tlist)]
        if tr == "unicode-tags" and lang in ("zh", "ja"):
            p = fill_attack(D["en"].OBF[i % len(D["en"].OBF)])  # tag chars only carry ASCII
        else:
            k = (i + (i // len(tlist)) * 3) % len(payloads)
            if tr in ("homoglyph", "fullwidth", "leetspeak"):
                # these only touch Latin letters: pick a payload that has enough of them
                while sum(c.isascii() and c.isalpha() for c in payloads[k]) < 6:
                    k = (k + 1) % len(payloads)
            p = fill_attack(payloads[k])
        txt = TRANSFORMS[tr](p, lang)
        if tr in ("zero-width", "homoglyph", "leetspeak", "fullwidth", "spacing", "bidi-rlo") and R.random() < 0.5:
            lead = {"en": "Reminder:", "fr": "Rappel :", "de": "Erinnerung:", "es": "Recordatorio:",
                    "pt": "Lembrete:", "zh": "备忘：", "ja": "メモ："}[lang]
            txt = lead + " " + txt
        out.append(rec("injection", lang, txt, "injection/obfuscated:%s; hand-written %s payload" % (tr, lang)))
    return out

def build_secret(lang):
    m = D[lang]
    out = []
    for t in m.PWD:
        t2 = t.format(pw=password(), pin=pin(), user=R.choice(USERS))
        txt, lay = layout(t2)
        out.append(rec("secret", lang, txt, "secret/prose-password-or-pin; layout=%s" % lay))
    n_conn = 3 if lang == "en" else 2
    for i in range(n_conn):
        t = m.CONN_CARRIER[i % len(m.CONN_CARRIER)].format(conn=conn_string())
        out.append(rec("secret", lang, t, "secret/connection-string-with-password"))
    n_pem = 2 if lang == "en" else 1
    for i in range(n_pem):
        t = PEM_CARRIER[lang][i % len(PEM_CARRIER[lang])].format(key=pem())
        out.append(rec("secret", lang, t, "secret/pem-private-key (single line)"))
    n_jwt = 2 if lang == "en" else 1
    for i in range(n_jwt):
        c = R.choice([x for x in m.SEC_CARRIER if "{prov}" in x or "{env}" in x])
        t = c.format(prov="admin API (JWT)", env="ADMIN_JWT", key=jwt())
        out.append(rec("secret", lang, t, "secret/jwt"))
    remaining = TARGET["sec"][lang] - len(out)
    for i in range(remaining):
        # global round-robin over a shuffled provider list so every provider shows up
        prov, env, g, selfid = PROV_ORDER[PROV_CURSOR[0] % len(PROV_ORDER)]
        PROV_CURSOR[0] += 1
        carriers = m.SEC_CARRIER if selfid else [x for x in m.SEC_CARRIER if "{prov}" in x or "{env}" in x]
        c = R.choice(carriers)
        t = c.format(prov=prov, env=env, key=g())
        txt, lay = layout(t)
        out.append(rec("secret", lang, txt, "secret/api-key:%s; layout=%s" % (prov, lay)))
    return out

def build_pii(lang):
    m = D[lang]
    out = []
    n = TARGET["pii"][lang]
    carriers = m.PII[:]
    for i in range(n):
        c = carriers[i % len(carriers)]
        vals = dict(phones())
        vals.update(card=card(), ssn=ssn(), nino=nino(), iban=iban(R.choice(IBAN_CC[lang])))
        t = c.format(**vals)
        kind = [k for k in ("card", "ssn", "nino", "iban", "phone") if "{" + k in c][0]
        txt, lay = layout(t)
        out.append(rec("pii", lang, txt, "pii/%s; layout=%s" % (kind, lay)))
    return out

def build_benign(lang):
    out = []
    for t in D[lang].BEN:
        t2 = fill_benign(t)
        txt, lay = layout(t2)
        out.append(rec("benign", lang, txt, "benign/hand-written hard negative; layout=%s" % lay))
    return out

def main():
    files = {"injection": [], "secret": [], "pii": [], "benign": []}
    short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
    builders = {"injection": build_injection, "secret": build_secret, "pii": build_pii, "benign": build_benign}
    for cls in files:
        for lang in LANGS:
            recs = builders[cls](lang)
            R.shuffle(recs)
            for i, r in enumerate(recs, 1):
                files[cls].append({"id": "s21-%s-%s-%03d" % (short[cls], lang, i), "class": r["class"],
                                   "lang": r["lang"], "text": r["text"], "note": r["note"]})
    for cls, recs in files.items():
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for r in recs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(cls, len(recs))

if __name__ == "__main__":
    main()
