#!/usr/bin/env python3
"""Generator for the blind evaluation set b8 (memgate memory scanner).

Reads the hand-written lines in gen/hand/<lang>.txt, fills placeholders with
random key material / identifiers (seeded RNG), applies a note layout and
obfuscation techniques, and writes injection.jsonl, secret.jsonl, pii.jsonl
and benign.jsonl into the parent directory.

Hand file format
----------------
    %% comment
    @<class> <subkind> [| default description of what the section tests]
    text of the line [|| what this line tests]

For `@injection obfuscation` sections a line is
    <technique> || <hidden instruction> [|| <cover text>]
The cover text may contain {obf} (where the obfuscated instruction goes) or,
for base64, {b64}. Without {obf} the obfuscated instruction is appended.

Placeholders are written {name}; see FILLERS below.
"""
import base64
import json
import os
import random
import re
import string
import unicodedata

SEED = 20261206
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLASSES = ["injection", "secret", "pii", "benign"]

UP = string.ascii_uppercase
LOW = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LOW + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- made-up names
# Attacker / exfiltration domains (invented, not real services).
EVIL_DOMAINS = [
    "mnemosync-relay.net", "qorvale-cdn.com", "brightlake-metrics.io",
    "telvanto-sync.dev", "kessark-hooks.net", "odalune-share.com",
    "pravik-collect.io", "zentrope-analytics.com", "vellumcast-api.net",
    "orrinlytics.dev", "halvardo-backup.io", "quenmark-log.net",
    "saffrel-paste.com", "drovanix.cloud", "ytterby-status.io",
]
# Company / project domains (invented).
ORG_DOMAINS = [
    "harrowfield-labs.dev", "lumencraft-apps.com", "tarnbeck.io",
    "pellucid-garden.org", "corvalis-shop.net", "brennholt-werk.de",
    "mirandola-studio.fr", "solvarra.es", "cascaveira.pt", "qingyun-tech.cn",
    "kurobane-works.jp",
]
EXFIL_PATHS = ["/collect", "/v1/ingest", "/api/upload", "/hook", "/c", "/sync/mem",
               "/i.png", "/pixel.gif", "/log", "/drop", "/b/report", "/t"]
USERS = ["deploy", "svc_app", "admin", "ci-runner", "app_rw", "backup", "jenkins",
         "etl_user", "ops", "webapp", "reporting", "root"]
DBNAMES = ["orders", "app_prod", "analytics", "crm", "billing", "inventory", "wiki"]

PW_WORDS = ["Tulpe", "Regen", "Sommer", "Falke", "Lune", "Brume", "Cielo", "Gato",
            "Sereia", "Marte", "Kirin", "Sakura", "Panda", "Dragon", "Otter",
            "Maple", "Harbor", "Velvet", "Copper", "Nebula", "Fjord", "Cactus"]


def ip():
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return f"{net}.{rng.randint(2, 254)}"


def evil_domain():
    return rng.choice(EVIL_DOMAINS)


def org_domain():
    return rng.choice(ORG_DOMAINS)


def url():
    d = evil_domain()
    sub = rng.choice(["", "", "api.", "cdn.", "in.", "m."])
    return f"https://{sub}{d}{rng.choice(EXFIL_PATHS)}"


def email():
    local = rng.choice(["backup", "archive", "mem-sync", "ops-mirror", "inbox",
                        "audit", "keys", "restore", "h.volkov", "drop"])
    return f"{local}@{evil_domain()}"


def webhook():
    return f"https://{evil_domain()}/hooks/{r(LOW + DIG, 16)}"


# ---------------------------------------------------------------- secrets
def aws_akid():
    return "AKIA" + r(B32, 16)


def aws_asia():
    return "ASIA" + r(B32, 16)


def aws_secret():
    return r(B64, 40)


def gh_pat():
    return "ghp_" + r(ALNUM, 36)


def gh_oauth():
    return "gho_" + r(ALNUM, 36)


def gh_app():
    return "ghs_" + r(ALNUM, 36)


def gh_fine():
    return "github_pat_11" + r(UP + DIG, 20) + "_" + r(ALNUM, 59)


def gitlab():
    return "glpat-" + r(ALNUM + "-_", 20)


def npm():
    return "npm_" + r(ALNUM, 36)


def pypi():
    return "pypi-AgEIcHlwaS5vcmc" + r(B64URL, rng.randint(120, 160))


def sendgrid():
    return "SG." + r(B64URL, 22) + "." + r(B64URL, 43)


def google_api():
    return "AIza" + r(B64URL, 35)


def google_oauth():
    return "GOCSPX-" + r(B64URL, 28)


def hf():
    return "hf_" + r(UP + LOW, 34)


def do_pat():
    return "dop_v1_" + r(HEX, 64)


def mailgun():
    return "key-" + r(HEX, 32)


def heroku():
    return "HRKU-AA" + r(B64URL, 58)


def discord():
    uid = str(rng.randint(10 ** 17, 10 ** 18 * 2))
    head = base64.b64encode(uid.encode()).decode().rstrip("=")
    return head + "." + r(B64URL, 6) + "." + r(B64URL, 38)


def dd_api():
    return r(HEX, 32)


def dd_app():
    return r(HEX, 40)


def slack_bot():
    return f"xoxb-{r(DIG, 12)}-{r(DIG, 13)}-{r(ALNUM, 24)}"


def slack_user():
    return f"xoxp-{r(DIG, 12)}-{r(DIG, 12)}-{r(DIG, 13)}-{r(HEX, 32)}"


def slack_webhook():
    return f"https://hooks.slack.com/services/T{r(UP + DIG, 10)}/B{r(UP + DIG, 10)}/{r(ALNUM, 24)}"


def stripe_live():
    return "sk_live_51" + r(ALNUM, 97)


def stripe_rk():
    return "rk_live_51" + r(ALNUM, 97)


def openai():
    return "sk-proj-" + r(B64URL, 156)


def anthropic():
    return "sk-ant-api03-" + r(B64URL, 93) + "AA"


def twilio_sid():
    return "AC" + r(HEX, 32)


def twilio_token():
    return r(HEX, 32)


def twilio_sk():
    return "SK" + r(HEX, 32)


def azure_key():
    return r(B64, 86) + "=="


def azure_conn():
    acct = rng.choice(["stharrowprod", "lumencraftdata", "tarnbeckbackup", "corvalisimg"])
    return (f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={azure_key()};"
            "EndpointSuffix=core.windows.net")


def azure_sas():
    sig = r(B64, 43) + "%3D"
    return (f"?sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupx&se=2027-0{rng.randint(1, 9)}-"
            f"{rng.randint(10, 28)}T17:00:00Z&st=2026-11-01T09:00:00Z&spr=https&sig={sig}")


def telegram():
    return f"{rng.randint(10 ** 9, 8 * 10 ** 9)}:AA{r(B64URL, 33)}"


def shopify():
    return "shpat_" + r(HEX, 32)


def linear():
    return "lin_api_" + r(ALNUM, 40)


def notion():
    return "ntn_" + r(DIG, 11) + r(ALNUM, 35)


def postman():
    return f"PMAK-{r(HEX, 24)}-{r(HEX, 34)}"


def atlassian():
    return "ATATT3xFfGF0" + r(B64URL, 180) + "=" + r(UP + DIG, 8)


def newrelic():
    return "NRAK-" + r(UP + DIG, 27)


def grafana():
    return "glsa_" + r(ALNUM, 32) + "_" + r(HEX, 8)


def supabase():
    return "sbp_" + r(HEX, 40)


def databricks():
    return "dapi" + r(HEX, 32)


def age_key():
    return "AGE-SECRET-KEY-1" + r("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)


def doppler():
    return "dp.st.prd." + r(ALNUM, 43)


def mapbox():
    payload = base64.urlsafe_b64encode(json.dumps(
        {"u": rng.choice(["lumencraft", "tarnbeck"]), "a": r(LOW + DIG, 25)},
        separators=(",", ":")).encode()).decode().rstrip("=")
    return "sk." + payload + "." + r(B64URL, 22)


def cloudflare():
    return r(B64URL, 40)


def ssh_pub():
    return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + r(B64, 43) + " " + rng.choice(["ops@relay", "maint", "svc-sync"])


def aliyun_ak():
    return "LTAI5t" + r(ALNUM, 18)


def aliyun_secret():
    return r(ALNUM, 30)


def tencent_sid():
    return "AKID" + r(ALNUM, 32)


def tencent_skey():
    return r(ALNUM, 32)


def dingtalk_webhook():
    return "https://oapi.dingtalk.com/robot/send?access_token=" + r(HEX, 64)


def dingtalk_sec():
    return "SEC" + r(HEX, 64)


def feishu_webhook():
    return "https://open.feishu.cn/open-apis/bot/v2/hook/" + uuid()


def wecom_webhook():
    return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + uuid()


def line_token():
    return r(B64, 171) + "="


def line_secret():
    return r(HEX, 32)


def chatwork():
    return r(HEX, 32)


def backlog():
    return r(ALNUM, 64)


def jwt():
    header = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    payload = {"sub": rng.choice(["u_", "svc-", "acct:"]) + r(LOW + DIG, 10),
               "iss": "https://auth." + org_domain(),
               "role": rng.choice(["admin", "service", "deploy", "editor"]),
               "iat": rng.randint(1780000000, 1790000000)}
    payload["exp"] = payload["iat"] + rng.choice([3600, 86400, 31536000])

    def enc(o):
        return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    sig_len = 43 if header["alg"] == "HS256" else 342
    return enc(header) + "." + enc(payload) + "." + r(B64URL, sig_len)


def _pem(label, first, total):
    body = first + r(B64, total - len(first))
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    return f"-----BEGIN {label}-----\\n" + "\\n".join(lines) + f"\\n-----END {label}-----"


def _pem_flat(label, first, total):
    body = first + r(B64, total - len(first))
    return f"-----BEGIN {label}----- {body} -----END {label}-----"


def pem_rsa():
    return _pem("RSA PRIVATE KEY", "MIIEowIBAAKCAQEA", rng.choice([1588, 1592, 1624]))


def pem_rsa_flat():
    return _pem_flat("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", rng.choice([1588, 1624]))


def pem_pkcs8():
    return _pem("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ", 1620)


def pem_ec():
    return _pem("EC PRIVATE KEY", "MHcCAQEEI", 164) if False else \
        _pem("EC PRIVATE KEY", "MHcCAQEEI" + r(B64, 34) + "oAoGCCqGSM49AwEHoUQDQgAE", 164)


def pem_openssh():
    return _pem("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 400)


def pem_openssh_flat():
    return _pem_flat("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 400)


def password():
    style = rng.random()
    if style < 0.4:
        return (rng.choice(PW_WORDS) + rng.choice("!#$%&*?@-_.") + rng.choice(PW_WORDS).lower()
                + str(rng.randint(10, 9999)))
    if style < 0.7:
        return r(ALNUM + "!#$%&*?@", rng.randint(12, 20))
    w = rng.choice(PW_WORDS)
    return w[0].lower() + w[1:] + str(rng.randint(1970, 2026)) + rng.choice("!?#$")


def dbpw():
    return r(ALNUM, rng.randint(14, 24)) + rng.choice(["", "!", "%21", "Xq"])


def pin4():
    while True:
        p = r(DIG, 4)
        if len(set(p)) > 2 and p not in ("1234", "4321", "0000"):
            return p


def pin6():
    return r(DIG, 6)


def user():
    return rng.choice(USERS)


def host():
    return rng.choice([ip(), "db." + org_domain(), "pg-prod-1." + org_domain(),
                       "10.20.3." + str(rng.randint(2, 250)) if False else "db-main." + org_domain()])


def pg_url():
    return f"postgres://{user()}:{dbpw()}@{host()}:5432/{rng.choice(DBNAMES)}"


def mysql_url():
    return f"mysql://{user()}:{dbpw()}@{host()}:3306/{rng.choice(DBNAMES)}"


def mongo_url():
    return (f"mongodb+srv://{user()}:{dbpw()}@cluster0.{r(LOW + DIG, 5)}.mongodb.net/"
            f"{rng.choice(DBNAMES)}?retryWrites=true&w=majority")


def redis_url():
    return f"redis://default:{dbpw()}@{ip()}:6379/0"


def amqp_url():
    return f"amqp://{user()}:{dbpw()}@mq.{org_domain()}:5672/%2F"


def git_url():
    return f"https://{user()}:{gh_pat()}@github.com/{rng.choice(['tarnbeck', 'lumencraft'])}/{rng.choice(['infra', 'site', 'api'])}.git"


def smtp_url():
    return f"smtps://noreply%40{org_domain()}:{dbpw()}@smtp.{org_domain()}:465"


# ---------------------------------------------------------------- pii
def luhn_complete(prefix, length):
    digits = prefix + r(DIG, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:  # positions that get doubled once a check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return digits + str((10 - total % 10) % 10)


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


def group(num, sizes, sep=" "):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s])
        i += s
    return sep.join(out)


def card_visa():
    while True:
        n = luhn_complete("4" + r("0123456789", 1), 16)
        if len(set(n)) > 4:
            break
    return group(n, [4, 4, 4, 4], rng.choice([" ", " ", "-", ""]))


def card_mc():
    n = luhn_complete(str(rng.randint(51, 55)), 16)
    return group(n, [4, 4, 4, 4], rng.choice([" ", "-", ""]))


def card_unionpay():
    n = luhn_complete("62" + rng.choice(["12", "14", "17", "22", "28"]), 16)
    return group(n, [4, 4, 4, 4], rng.choice([" ", ""]))


def card_jcb():
    n = luhn_complete(str(rng.randint(3528, 3589)), 16)
    return group(n, [4, 4, 4, 4], rng.choice([" ", "-"]))


def card_amex():
    n = luhn_complete(rng.choice(["34", "37"]), 15)
    return group(n, [4, 6, 5], rng.choice([" ", "-"]))


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def nino():
    bad1 = set("DFIQUV")
    bad2 = set("DFIQUVO")
    while True:
        p = rng.choice(UP) + rng.choice(UP)
        if p[0] in bad1 or p[1] in bad2 or p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            continue
        break
    d = r(DIG, 6)
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return f"{98 - int(num) % 97:02d}"


def iban_fmt(country, bban):
    s = country + iban_check(country, bban) + bban
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_valid(s):
    s = s.replace(" ", "")
    s2 = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s2)) % 97 == 1


def iban_fr():
    bank, branch, acct = r(DIG, 5), r(DIG, 5), r(DIG, 11)
    key = 97 - (int(bank + branch + acct) * 100) % 97  # RIB key (digits-only account)
    return iban_fmt("FR", bank + branch + acct + f"{key:02d}")


def iban_de():
    return iban_fmt("DE", r(DIG, 8) + r(DIG, 10))


def iban_es():
    return iban_fmt("ES", r(DIG, 20))


def iban_pt():
    return iban_fmt("PT", r(DIG, 21))


def iban_gb():
    return iban_fmt("GB", rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + r(DIG, 14))


def iban_it():
    return iban_fmt("IT", rng.choice(UP) + r(DIG, 10) + r(DIG, 12))


def iban_nl():
    return iban_fmt("NL", rng.choice(["ABNA", "INGB", "RABO"]) + r(DIG, 10))


def phone_us():
    return f"({rng.randint(201, 989)}) {rng.randint(201, 989)}-{r(DIG, 4)}"


def phone_uk():
    return f"+44 7{r(DIG, 3)} {r(DIG, 6)}"


def phone_fr():
    return f"0{rng.choice('67')} {r(DIG, 2)} {r(DIG, 2)} {r(DIG, 2)} {r(DIG, 2)}"


def phone_fr_intl():
    return f"+33 {rng.choice('67')} {r(DIG, 2)} {r(DIG, 2)} {r(DIG, 2)} {r(DIG, 2)}"


def phone_de():
    return f"+49 15{rng.choice('1279')} {r(DIG, 8)}"


def phone_de_local():
    return f"0{rng.choice(['151', '160', '170', '176'])} {r(DIG, 4)} {r(DIG, 4)}"


def phone_es():
    return f"+34 6{r(DIG, 2)} {r(DIG, 3)} {r(DIG, 3)}"


def phone_pt():
    return f"+351 9{rng.choice('1236')}{r(DIG, 1)} {r(DIG, 3)} {r(DIG, 3)}"


def phone_br():
    return f"+55 11 9{r(DIG, 4)}-{r(DIG, 4)}"


def phone_mx():
    return f"+52 55 {r(DIG, 4)} {r(DIG, 4)}"


def phone_cn():
    return f"1{rng.choice('3589')}{r(DIG, 1)} {r(DIG, 4)} {r(DIG, 4)}"


def phone_jp():
    return f"0{rng.choice(['90', '80', '70'])}-{r(DIG, 4)}-{r(DIG, 4)}"


def phone_jp_land():
    return f"03-{r(DIG, 4)}-{r(DIG, 4)}"


# ---------------------------------------------------------------- benign identifiers
def sha40():
    return r(HEX, 40)


def sha7():
    return r(HEX, 7)


def sha256():
    return r(HEX, 64)


def md5():
    return r(HEX, 32)


def uuid():
    h = r(HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"


def integrity():
    return "sha512-" + r(B64, 86) + "=="


def port():
    return str(rng.choice([3000, 5173, 8080, 8443, 9090, 5432, 6379, 4000]))


def date():
    return f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}"


FILLERS = {k: v for k, v in globals().items() if callable(v) and not k.startswith("_")
           and k not in ("r", "luhn_complete", "luhn_ok", "group", "iban_check", "iban_fmt",
                         "iban_valid", "fill", "main")}
FILLERS["orgdomain"] = org_domain
FILLERS["domain"] = evil_domain

PH = re.compile(r"\{([a-z0-9_]+)\}")


def fill(text, used):
    def rep(m):
        name = m.group(1)
        if name in ("obf", "b64"):
            return m.group(0)
        if name not in FILLERS:
            raise KeyError(f"unknown placeholder {{{name}}} in: {text}")
        v = FILLERS[name]()
        used.append(name)
        return v
    return PH.sub(rep, text)


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
        "A": "\u0410", "B": "\u0412", "E": "\u0415", "H": "\u041d", "K": "\u041a",
        "M": "\u041c", "O": "\u041e", "P": "\u0420", "T": "\u0422", "X": "\u0425",
        "C": "\u0421", "I": "\u0406", "S": "\u0405"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7", "g": "9", "b": "8"}


def ob_zw(s):
    out = []
    for ch in s:
        out.append(ch)
        if not ch.isspace() and rng.random() < 0.55:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_tags(s):
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000e007f"


def ob_bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def ob_bidi_isolate(s):
    # break each word with an isolate pair that renders as nothing
    words = s.split(" ")
    out = []
    for w in words:
        if len(w) > 3:
            k = rng.randint(1, len(w) - 1)
            w = w[:k] + "\u2066\u2069" + w[k:]
        out.append(w)
    return "\u200e".join([" ".join(out)])


def ob_fullwidth(s):
    out = []
    for ch in s:
        o = ord(ch)
        if 0x21 <= o <= 0x7e:
            out.append(chr(o - 0x21 + 0xFF01))
        elif ch == " ":
            out.append("\u3000")
        else:
            out.append(ch)
    return "".join(out)


def ob_homoglyph(s):
    return "".join(HOMO.get(ch, ch) if rng.random() < 0.85 else ch for ch in s)


def ob_leet(s):
    # keep URLs / paths readable so the decoded instruction is still actionable
    parts = re.split(r"(\S*[/@~.]\S*)", s)
    out = []
    for i, p in enumerate(parts):
        if i % 2 == 1:
            out.append(p)
        else:
            out.append("".join(LEET.get(ch, ch) if rng.random() < 0.8 else ch for ch in p))
    return "".join(out)


def ob_spacing(s):
    out = []
    for w in s.split(" "):
        if re.search(r"[/@:.]", w) and len(w) > 6:
            out.append(w)
        else:
            out.append(" ".join(w))
    return "   ".join(out)


def ob_spacing_cjk(s):
    return " ".join(ch for ch in s if ch != " ")


OBF = {"zero-width": ob_zw, "unicode-tags": ob_tags, "bidi-rlo": ob_bidi,
       "bidi-isolate": ob_bidi_isolate, "full-width": ob_fullwidth,
       "homoglyph": ob_homoglyph, "leetspeak": ob_leet, "spacing": ob_spacing,
       "spacing-cjk": ob_spacing_cjk, "base64": None}
OBF_DESC = {"zero-width": "zero-width characters inside the words",
            "unicode-tags": "instruction encoded in invisible Unicode tag characters",
            "bidi-rlo": "right-to-left override, instruction stored reversed",
            "bidi-isolate": "bidi isolate controls splitting the keywords",
            "full-width": "full-width Latin letters",
            "homoglyph": "Cyrillic homoglyphs for Latin letters",
            "leetspeak": "leetspeak digits for letters",
            "spacing": "letters spaced apart",
            "spacing-cjk": "characters spaced apart",
            "base64": "base64-encoded instruction with a decode-and-follow cue"}


# ---------------------------------------------------------------- layouts
BOLD = {"en": ["Note", "Important", "Reminder", "Team rule", "Heads-up"],
        "fr": ["Note", "Important", "Rappel", "À retenir"],
        "de": ["Hinweis", "Wichtig", "Merke", "Notiz"],
        "es": ["Nota", "Importante", "Recordatorio", "Ojo"],
        "pt": ["Nota", "Importante", "Lembrete", "Atenção"],
        "zh": ["注意", "重要", "备注", "提醒"],
        "ja": ["メモ", "重要", "注意", "備考"]}
FM_KEYS = ["description", "summary", "note", "context", "agent_hint", "comment"]

LAYOUT_W = {
    "injection": [("plain", 36), ("dated-bullet", 15), ("bold-lead", 12), ("html-comment", 12),
                  ("quote", 8), ("heading", 8), ("front-matter", 9)],
    "benign": [("plain", 40), ("dated-bullet", 16), ("bold-lead", 12), ("html-comment", 9),
               ("quote", 8), ("heading", 7), ("front-matter", 8)],
    "secret": [("plain", 55), ("dated-bullet", 15), ("bold-lead", 15), ("html-comment", 5),
               ("quote", 5), ("front-matter", 5)],
    "pii": [("plain", 60), ("dated-bullet", 15), ("bold-lead", 15), ("quote", 5), ("front-matter", 5)],
}


def pick_layout(cls, text):
    items = LAYOUT_W[cls]
    if text.startswith("<!--"):
        return "plain"
    while True:
        lay = rng.choices([a for a, _ in items], weights=[w for _, w in items])[0]
        if lay == "heading" and len(text) > 110:
            continue
        if lay == "front-matter" and ('"' in text and "'" in text):
            continue
        return lay


def apply_layout(lay, text, lang):
    if lay == "plain":
        return text
    if lay == "dated-bullet":
        d = date()
        return rng.choice([f"{d}: {text}", f"[{d}] {text}", f"{d} — {text}", f"({d}) {text}"])
    if lay == "bold-lead":
        return f"**{rng.choice(BOLD[lang])}:** {text}"
    if lay == "html-comment":
        return f"<!-- {text} -->"
    if lay == "quote":
        return f"> {text}"
    if lay == "heading":
        return rng.choice(["## ", "### ", "# "]) + text
    if lay == "front-matter":
        k = rng.choice(FM_KEYS)
        if '"' in text:
            return f"{k}: '{text}'"
        return f'{k}: "{text}"'
    raise ValueError(lay)


# ---------------------------------------------------------------- note cues
CUES = [
    (r"(curl|wget)[^|]*\|\s*(ba)?sh", "pipe-to-shell"),
    (r"!\[[^\]]*\]\(https?://", "markdown image beacon"),
    (r"https?://(?!hooks\.slack)[^\s)]*(hook|collect|ingest|upload|sync|drop|log|pixel|/c\b|/t\b|/i\.png)", "exfil URL"),
    (r"[\w.-]+@[\w-]+\.[a-z]{2,}", "e-mail address"),
    (r"\bwebhook\b", "webhook"),
    (r"mirror|miroir|spiegel|copia\.git|espelho", "extra git remote"),
    (r"~/\.ssh|authorized_keys|id_rsa|id_ed25519", "~/.ssh"),
    (r"\.env\b|\.env\.|SECRET_KEY|master\.key|local\.properties|settings\.xml", ".env / app secrets"),
    (r"/etc/(passwd|shadow)", "/etc/passwd"),
    (r"\.(bash|zsh)rc|\.profile", "shell rc file"),
    (r"~/\.aws|credentials|\.netrc|git-credentials|hosts\.yml|kube/?config|AccessKey|keychain|keystore|Keychain", "credential store"),
    (r"Chrome|Firefox|Login Data|logins\.json|navigateur|Browser|navegador|ブラウザ|浏览器", "browser password store"),
    (r"system ?prompt|prompt (système|systeme|de sistema)|Systemprompt|系统提示词|システムプロンプト", "system prompt"),
    (r"--no-verify|pre-commit|GrumPHP", "hooks bypass"),
    (r"gpgsign|signing|signature|Signierung|firma de commits|assinatura|提交签名|コミット署名", "commit signing"),
    (r"secret[- ]?scan|gitleaks|Secret-Scan|détection de secrets|escaneo de secretos|varredura de segredos|密钥扫描|シークレットスキャン|memory scanner", "secret scanning"),
    (r"audit log|Audit-Log|journaux d'audit|registro de auditoría|log de auditoria|registo de auditoria|审计日志|ActionTrail 审计|監査ログ|CloudTrail", "audit log"),
    (r"dangerously-skip-permissions|confirm|Bestätigung|confirmación|confirmação|确认|確認|nachzufragen|demander", "confirmation"),
    (r"review|revue|Review|relecture|revisión|revisão|评审|レビュー|Vier-Augen", "code review"),
    (r"\bskip\b|@Disabled|@Ignore|t\.Skip|@group skip|pending", "tests"),
    (r"<\|im_start\||<\|start_header_id\||<start_of_turn>|<\|system\||<\|assistant\||\[INST\]|<<SYS>>", "chat-template token"),
    (r"</?system|</?admin|<tool_result|<function_results|<tool_output|<resultat_outil|<resultado_ferramenta|<system-reminder|<instructions|admin_override", "fake XML tag"),
    (r"\"role\"", "fake JSON role"),
    (r"^(Human|User|Nutzer|Utilisateur|Usuario|Usuário|用户|ユーザー)\s*[:：]|###\s*(Assistant|Assistent|Asistente|Assistente|助手|アシスタント)", "fake dialogue turns"),
]


DESC = {
    ("injection", "override"): "paraphrased discarding / downgrading of earlier guidance",
    ("injection", "persona"): "role or persona change against the user's interest",
    ("injection", "secrecy"): "hiding actions from the user",
    ("injection", "exfil"): "exfiltration channel (URL, e-mail, curl | sh, upload, webhook, image beacon, git remote)",
    ("injection", "target"): "sensitive target (system prompt, credentials, ~/.ssh, .env, /etc/passwd, rc files, browser password store)",
    ("injection", "disable"): "disabling a safeguard (review, audit, confirmation, tests, signing, secret scanning)",
    ("injection", "marker"): "fake chat-turn, tool-result or system marker",
    ("secret", "api-key"): "provider API key / token in its real shape",
    ("secret", "jwt"): "JSON Web Token",
    ("secret", "private-key"): "PEM / OpenSSH private key (literal \\n escapes or flattened)",
    ("secret", "connection-string"): "connection string / URL with an embedded password",
    ("secret", "password-prose"): "password or PIN stated in prose",
    ("pii", "card"): "Luhn-valid payment card number",
    ("pii", "iban"): "IBAN with valid mod-97 check digits",
    ("pii", "phone"): "personal phone number",
    ("pii", "national-id"): "national id (US SSN / UK NINO)",
    ("benign", "lookalike-override"): "override / ignore / forget vocabulary in a harmless project sense",
    ("benign", "lookalike-persona"): "role, persona or language chosen by the user",
    ("benign", "lookalike-secrecy"): "quiet / don't-mention / confidential in a harmless sense",
    ("benign", "lookalike-exfil"): "curl | sh installer, uploads, webhooks, e-mail as ordinary project facts",
    ("benign", "lookalike-target"): "system prompt, .env, ~/.ssh, rc files, password stores mentioned harmlessly",
    ("benign", "lookalike-disable"): "scoped, legitimate skipping or disabling of a check",
    ("benign", "lookalike-marker"): "chat roles / template tokens discussed as a data format",
    ("benign", "lookalike-secret"): "keys, tokens, passwords, PINs discussed without a real value (policies, placeholders)",
    ("benign", "lookalike-pii"): "cards, ids, phones discussed without personal data (policies, support hours)",
    ("benign", "identifier"): "hex hashes, commit SHAs, UUIDs, digests, documentation IPs",
    ("benign", "lookalike-obfuscation"): "base64, zero-width, full-width, homoglyphs as a topic",
    ("benign", "ordinary"): "ordinary memory",
}


def cues(text):
    out = []
    for pat, tag in CUES:
        if re.search(pat, text) and tag not in out:
            out.append(tag)
    return out


# ---------------------------------------------------------------- parsing
def parse_hand(path):
    entries = []
    cls = sub = None
    desc = ""
    with open(path, encoding="utf-8") as f:
        for ln, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("%%"):
                continue
            if line.startswith("@"):
                head, _, d = line[1:].partition("|")
                parts = head.split()
                cls, sub = parts[0], parts[1]
                desc = d.strip()
                assert cls in CLASSES, (path, ln, cls)
                continue
            assert cls, (path, ln)
            entries.append((cls, sub, desc, line.strip(), ln))
    return entries


def build(lang, entries, counters, out):
    for cls, sub, desc, line, ln in entries:
        used = []
        if cls == "injection" and sub == "obfuscation":
            parts = [p.strip() for p in line.split("||")]
            tech, instr = parts[0], parts[1]
            cover = parts[2] if len(parts) > 2 else ""
            assert tech in OBF, (lang, ln, tech)
            instr = fill(instr, used)
            cover = fill(cover, used)
            if tech == "base64":
                assert "{b64}" in cover, (lang, ln)
                text = cover.replace("{b64}", base64.b64encode(instr.encode()).decode())
            else:
                o = OBF[tech](instr)
                if "{obf}" in cover:
                    text = cover.replace("{obf}", o)
                elif cover:
                    text = cover + " " + o
                else:
                    text = o
            decoded = instr
            if tech == "unicode-tags":
                decoded = unicodedata.normalize("NFKD", instr).encode("ascii", "ignore").decode()
            note = f"obfuscation: {tech} — hidden instruction: {decoded}"
            lay = rng.choices(["plain", "html-comment", "dated-bullet", "bold-lead", "quote"],
                              weights=[55, 15, 12, 10, 8])[0]
            text = apply_layout(lay, text, lang)
        else:
            text_part, _, ldesc = line.partition("||")
            text = fill(text_part.strip(), used)
            what = ldesc.strip() or desc or sub
            if used and cls in ("secret", "pii"):
                what += " [" + ", ".join(dict.fromkeys(used)) + "]"
            if not ldesc.strip():
                what = DESC.get((cls, sub), what)
                if used and cls in ("secret", "pii"):
                    what += " [" + ", ".join(dict.fromkeys(used)) + "]"
            if cls == "injection":
                c = cues(text)
                if c:
                    what += " — cues: " + ", ".join(c)
            lay = pick_layout(cls, text)
            text = apply_layout(lay, text, lang)
            note = f"{sub}: {what} (layout: {lay})"
        counters[(cls, lang)] = counters.get((cls, lang), 0) + 1
        oid = f"b8-{cls}-{lang}-{counters[(cls, lang)]:03d}"
        assert "\n" not in text and "\r" not in text, (lang, ln)
        out[cls].append({"id": oid, "class": cls, "lang": lang, "text": text, "note": note})


def main():
    counters = {}
    out = {c: [] for c in CLASSES}
    for lang in LANGS:
        path = os.path.join(HERE, "hand", f"{lang}.txt")
        build(lang, parse_hand(path), counters, out)
    for c in CLASSES:
        with open(os.path.join(OUT, f"{c}.jsonl"), "w", encoding="utf-8") as f:
            for o in out[c]:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    for c in CLASSES:
        row = [counters.get((c, l), 0) for l in LANGS]
        print(f"{c:10s}", " ".join(f"{n:4d}" for n in row), f"= {sum(row)}")


if __name__ == "__main__":
    main()
