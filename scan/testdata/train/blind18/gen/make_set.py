#!/usr/bin/env python3
"""Build the s18 evaluation set from hand-written lines in gen/lines/<lang>.txt.

The generator only (a) wraps hand-written lines in memory-file layouts,
(b) fills placeholders with random key material / PII numbers / hashes, and
(c) applies obfuscations to hand-written injection lines. Seed: 18018.
"""
import base64, json, os, random, re, string, unicodedata, uuid
from collections import defaultdict

SEED = 18018
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
LATIN = {"en", "fr", "de", "es", "pt"}

# ---------------------------------------------------------------- parsing
def load(lang):
    secs = defaultdict(list)
    cur = None
    with open(os.path.join(HERE, "lines", lang + ".txt"), encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip():
                continue
            if line.startswith("@@ "):
                cur = line[3:].strip()
                continue
            secs[cur].append(line)
    return secs

# ---------------------------------------------------------------- random material
ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
URLSAFE = string.ascii_letters + string.digits + "-_"

def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))

def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")

def rand_uuid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))

def jwt():
    hdr = b64url(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    pl = {"sub": str(R.randint(10000, 999999)), "name": R.choice(["svc-deploy", "ana.r", "ops-bot", "k.weber", "l.chen"]),
          "iat": R.randint(1760000000, 1790000000), "role": R.choice(["admin", "service", "editor"])}
    body = b64url(json.dumps(pl, separators=(",", ":")).encode())
    sig = b64url(bytes(R.getrandbits(8) for _ in range(32)))
    return f"{hdr}.{body}.{sig}"

def pem(kind):
    body = base64.b64encode(bytes(R.getrandbits(8) for _ in range(R.choice([180, 240, 300])))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    label = {"rsa": "RSA PRIVATE KEY", "ec": "EC PRIVATE KEY", "ssh": "OPENSSH PRIVATE KEY", "pk8": "PRIVATE KEY"}[kind]
    if kind == "ssh":
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
    return "\n```\n-----BEGIN %s-----\n%s\n-----END %s-----\n```" % (label, "\n".join(lines), label)

def discord():
    uid = str(R.randint(10**17, 10**18 - 1)).encode()
    return b64url(uid) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)

PROVIDERS = [
    ("AWS", "AWS_ACCESS_KEY_ID", lambda: "AKIA" + rs(string.ascii_uppercase + "234567", 16)),
    ("AWS secret", "AWS_SECRET_ACCESS_KEY", lambda: rs(B64, 40)),
    ("GitHub", "GITHUB_TOKEN", lambda: "ghp_" + rs(ALNUM, 36)),
    ("GitHub fine-grained", "GH_TOKEN", lambda: "github_pat_11" + rs(UPPER_DIG, 20) + "_" + rs(ALNUM, 59)),
    ("GitHub OAuth", "GITHUB_OAUTH_TOKEN", lambda: "gho_" + rs(ALNUM, 36)),
    ("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + rs(URLSAFE, 20)),
    ("npm", "NPM_TOKEN", lambda: "npm_" + rs(ALNUM, 36)),
    ("PyPI", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 60)),
    ("SendGrid", "SENDGRID_API_KEY", lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43)),
    ("Google", "GOOGLE_API_KEY", lambda: "AIza" + rs(URLSAFE, 35)),
    ("Hugging Face", "HF_TOKEN", lambda: "hf_" + rs(string.ascii_letters, 34)),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(HEX, 64)),
    ("Mailgun", "MAILGUN_API_KEY", lambda: "key-" + rs(HEX, 32)),
    ("Heroku", "HEROKU_API_KEY", lambda: "HRKU-AA" + rs(URLSAFE, 58)),
    ("Discord bot", "DISCORD_BOT_TOKEN", discord),
    ("Datadog", "DD_API_KEY", lambda: rs(HEX, 32)),
    ("Slack bot", "SLACK_BOT_TOKEN", lambda: "xoxb-%d-%d-%s" % (R.randint(10**10, 10**12), R.randint(10**11, 10**13), rs(ALNUM, 24))),
    ("Slack user", "SLACK_USER_TOKEN", lambda: "xoxp-%d-%d-%d-%s" % (R.randint(10**10, 10**12), R.randint(10**10, 10**12), R.randint(10**11, 10**13), rs(HEX, 32))),
    ("Slack webhook", "SLACK_WEBHOOK_URL", lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPPER_DIG, 10), rs(UPPER_DIG, 10), rs(ALNUM, 24))),
    ("Stripe", "STRIPE_SECRET_KEY", lambda: "sk_live_" + rs(ALNUM, 99)),
    ("Stripe restricted", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_" + rs(ALNUM, 99)),
    ("OpenAI", "OPENAI_API_KEY", lambda: "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74)),
    ("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA"),
    ("Twilio", "TWILIO_AUTH_TOKEN", lambda: rs(HEX, 32)),
    ("Twilio API", "TWILIO_API_KEY", lambda: "SK" + rs(HEX, 32)),
    ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING", lambda: "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net" % (R.choice(["stnordlake", "datavaultq3", "mediastg07"]), rs(B64, 86))),
    ("Telegram bot", "TELEGRAM_BOT_TOKEN", lambda: "%d:AA%s" % (R.randint(10**8, 10**10), rs(URLSAFE, 33))),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(HEX, 32)),
    ("Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(ALNUM, 40)),
    ("Notion", "NOTION_TOKEN", lambda: "ntn_" + rs(string.digits, 11) + rs(ALNUM, 35)),
    ("Atlassian", "JIRA_API_TOKEN", lambda: "ATATT3xFfGF0" + rs(URLSAFE, 180) + "=" + rs(HEX.upper(), 8)),
    ("Postman", "POSTMAN_API_KEY", lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)),
    ("Doppler", "DOPPLER_TOKEN", lambda: "dp.st.prd." + rs(ALNUM, 43)),
    ("Grafana", "GRAFANA_SA_TOKEN", lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8)),
    ("New Relic", "NEW_RELIC_API_KEY", lambda: "NRAK-" + rs(UPPER_DIG, 27)),
    ("Databricks", "DATABRICKS_TOKEN", lambda: "dapi" + rs(HEX, 32)),
    ("Cloudflare", "CLOUDFLARE_API_TOKEN", lambda: rs(URLSAFE, 40)),
    ("age", "SOPS_AGE_KEY", lambda: "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),
    ("JWT", "API_JWT", jwt),
    ("RSA deploy", None, lambda: pem("rsa")),
    ("SSH bastion", None, lambda: pem("ssh")),
    ("EC signing", None, lambda: pem("ec")),
]

SYL = ["ka", "ro", "mi", "tu", "ze", "lo", "vi", "na", "pe", "qu", "dra", "sol", "fen", "mar", "tix", "bel"]
def password():
    k = R.randrange(4)
    if k == 0:
        w = "".join(R.choice(SYL) for _ in range(3))
        return w.capitalize() + R.choice("!#$%&*?@") + str(R.randint(10, 9999))
    if k == 1:
        return rs(ALNUM + "!#$%&*@", R.randint(12, 18))
    if k == 2:
        return "-".join("".join(R.choice(SYL) for _ in range(2)).capitalize() for _ in range(3)) + str(R.randint(1, 99))
    return rs(string.ascii_letters, 5) + str(R.randint(100, 999)) + R.choice("!?.#") + rs(string.ascii_lowercase, 4)

def pin():
    while True:
        p = "".join(R.choice(string.digits) for _ in range(R.choice([4, 6])))
        if len(set(p)) > 2 and p not in ("1234", "123456", "0000"):
            return p

HOSTS = ["db-replica-2.internal.brackenfield.io", "203.0.113.54", "pg.eu1.marrowlane.net", "198.51.100.71",
         "analytics-db.corvid-lab.dev", "mq.tessara-intern.net", "cache-01.quillmere.local"]
def conn_url():
    k = R.randrange(6)
    u = R.choice(["app_ro", "analytics", "svc_report", "etl", "readonly", "admin"])
    p = password().replace("@", "!").replace("/", "_").replace("#", "%23").replace("?", "Q")
    h = R.choice(HOSTS)
    if k == 0: return f"postgres://{u}:{p}@{h}:5432/{R.choice(['orders', 'billing', 'core'])}"
    if k == 1: return f"mysql://{u}:{p}@{h}:3306/{R.choice(['shop', 'crm'])}"
    if k == 2: return f"mongodb+srv://{u}:{p}@cluster0.{rs(string.ascii_lowercase + string.digits, 5)}.mongodb.net/{R.choice(['events', 'users'])}?retryWrites=true"
    if k == 3: return f"redis://default:{p}@{h}:6379/0"
    if k == 4: return f"amqp://{u}:{p}@{h}:5672/prod"
    return f"Server=tcp:{h},1433;Database=ledger;User ID={u};Password={p};Encrypt=true;"

# ---- PII
def luhn_ok(num):
    s, alt = 0, False
    for ch in reversed(num):
        d = int(ch)
        if alt:
            d *= 2
            if d > 9: d -= 9
        s += d; alt = not alt
    return s % 10 == 0

FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881",
                "5105105105105100", "6011111111111117", "371449635398431", "4000056655665556", "3530111333300000"}
def card(lang):
    brand = R.choice({"zh": ["unionpay", "visa", "mc"], "ja": ["jcb", "visa", "mc"]}.get(lang, ["visa", "mc", "amex", "visa", "discover"]))
    pref, n = {"visa": ("4", 16), "mc": (str(R.randint(51, 55)), 16), "amex": (R.choice(["34", "37"]), 15),
               "discover": ("6011", 16), "jcb": (str(R.randint(3528, 3589)), 16), "unionpay": ("62" + str(R.randint(10, 99)), 16)}[brand]
    while True:
        body = pref + "".join(R.choice(string.digits) for _ in range(n - len(pref) - 1))
        for c in "0123456789":
            if luhn_ok(body + c):
                num = body + c; break
        if num not in FAMOUS_CARDS and len(set(num[len(pref):])) > 3:
            break
    if n == 15:
        return f"{num[:4]} {num[4:10]} {num[10:]}", brand
    sep = R.choice([" ", " ", "-", ""])
    return sep.join(num[i:i + 4] for i in range(0, 16, 4)), brand

def iban_check(cc, bban):
    s = bban + cc + "00"
    digits = "".join(str(int(ch, 36)) for ch in s)
    return "%02d" % (98 - int(digits) % 97)

IBAN_FMT = {"GB": lambda: rs(string.ascii_uppercase, 4) + rs(string.digits, 14),
            "DE": lambda: rs(string.digits, 18), "FR": lambda: rs(string.digits, 23),
            "ES": lambda: rs(string.digits, 20), "PT": lambda: "0" + rs(string.digits, 20),
            "NL": lambda: rs(string.ascii_uppercase, 4) + rs(string.digits, 10),
            "BE": lambda: rs(string.digits, 12), "IT": lambda: rs(string.ascii_uppercase, 1) + rs(string.digits, 22),
            "AT": lambda: rs(string.digits, 16)}
FAMOUS_IBANS = {"DE89370400440532013000", "GB82WEST12345698765432", "GB29NWBK60161331926819", "FR1420041010050500013M02606",
                "ES9121000418450200051332", "NL91ABNA0417164300", "BE68539007547034"}
def iban(lang):
    cc = R.choice({"en": ["GB", "GB", "NL"], "fr": ["FR", "FR", "BE"], "de": ["DE", "DE", "AT"], "es": ["ES", "ES", "IT"],
                   "pt": ["PT", "PT", "ES"], "zh": ["DE", "FR", "NL"], "ja": ["FR", "DE", "GB"]}[lang])
    while True:
        bban = IBAN_FMT[cc]()
        ib = cc + iban_check(cc, bban) + bban
        if ib not in FAMOUS_IBANS: break
    if R.random() < 0.7:
        return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4)), cc
    return ib, cc

def ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        s = "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"): return s

def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"; second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"): break
    d = rs(string.digits, 6)
    suf = R.choice("ABCD")
    return R.choice([f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}", f"{p}{d}{suf}"])

def phone(kind):
    d = lambda n: rs(string.digits, n)
    if kind == "US": return "(%d) 555-01%s" % (R.choice([212, 312, 415, 617, 206, 512, 303]), d(2))
    if kind == "UK": return "07700 900%s" % d(3)
    if kind == "FR": return "0%d %s %s %s %s" % (R.choice([6, 7]), d(2), d(2), d(2), d(2))
    if kind == "DE": return "+49 %s %s" % (R.choice(["151", "160", "170", "176", "157"]), d(8))
    if kind == "ES": return "+34 6%s %s %s" % (d(2), d(3), d(3))
    if kind == "BR": return "(%d) 9%s-%s" % (R.choice([11, 21, 31, 41, 51]), d(4), d(4))
    if kind == "CN": return "1%s %s %s" % (R.choice("35789") + d(1), d(4), d(4))
    if kind == "JP": return "0%d0-%s-%s" % (R.choice([7, 8, 9]), d(4), d(4))

# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у", "s": "ѕ", "j": "ј",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1", "g": "9"}

def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()

def ob_zw(t, lang):
    out = []
    for ch in t:
        out.append(ch)
        if ch != " " and R.random() < 0.85:
            out.append(R.choice(ZW))
    return "".join(out)

def ob_tag(t, cover):
    return cover + "".join(chr(0xE0000 + ord(c)) for c in t if 0x20 <= ord(c) < 0x7F) + "\U000E007F"

def ob_bidi(t, cover):
    return cover + " \u202e" + t[::-1] + "\u202c"

def ob_full(t, lang):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " and lang in LATIN else c) for c in t)

def ob_homo(t, lang):
    return "".join(HOMO[c] if c in HOMO and R.random() < 0.75 else c for c in t)

def ob_leet(t, lang):
    return "".join(LEET.get(c.lower(), c) if R.random() < 0.8 else c for c in t)

def ob_space(t, lang):
    if lang in LATIN:
        return "   ".join(" ".join(w) for w in t.split(" "))
    return " ".join(ch for ch in t if ch != " ")

def ob_b64(t, carrier):
    return carrier.replace("{B64}", base64.b64encode(t.encode("utf-8")).decode())

LATIN_METHODS = ["zero-width", "tag-chars", "bidi", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
CJK_METHODS = ["zero-width", "tag-chars", "bidi", "base64", "spacing", "fullwidth", "homoglyph"]

# ---------------------------------------------------------------- layouts
def layout(t, lang):
    k = R.choice(["html-comment", "front-matter", "heading", "fenced", "front-matter", "html-comment"])
    if k == "html-comment": return "<!-- " + t + " -->", k
    if k == "front-matter":
        key = R.choice(["summary", "note", "agent_note", "description", "context"])
        return f'{key}: "' + t.replace('"', '\\"') + '"', k
    if k == "heading": return R.choice(["## ", "### "]) + t, k
    return "```text\n" + t + "\n```", k

def fill_hashes(t):
    t = t.replace("{SHA}", rs(HEX, 40)).replace("{SHA7}", rs(HEX, 7)).replace("{HEX64}", rs(HEX, 64))
    while "{UUID}" in t:
        t = t.replace("{UUID}", rand_uuid(), 1)
    return t

# ---------------------------------------------------------------- build
def main():
    data = {l: load(l) for l in LANGS}
    rows = defaultdict(list)   # (cls, lang) -> list of (text, note)

    OBF_N = {"en": 28, "fr": 11, "de": 11, "es": 11, "pt": 11, "zh": 10, "ja": 10}
    PULL = {"en": 0, "fr": 6, "de": 6, "es": 7, "pt": 6, "zh": 5, "ja": 5}
    LAYOUT_P = 0.13

    for lang in LANGS:
        S = data[lang]
        # ---------- injections
        plain = []
        for sec, lines in S.items():
            if sec.startswith("inj "):
                sub = sec[4:]
                plain += [(l, sub) for l in lines]
        R.shuffle(plain)
        pulled = plain[:PULL[lang]]
        plain = plain[PULL[lang]:]
        for t, sub in plain:
            note = "injection: " + sub + ("" if sub != "mixed" else " (several classes in one line)")
            if "ignore previous instructions" in t.lower() or "instructions précédentes" in t or "vorherigen Anweisungen" in t \
                    or "instrucciones anteriores" in t or "instruções anteriores" in t or "之前的所有指令" in t or "以前の指示" in t:
                note += "; stock phrase on purpose"
            if R.random() < LAYOUT_P:
                t, k = layout(t, lang)
                note += "; layout=" + k
            rows[("injection", lang)].append((t, note))
        # obfuscated
        bases = [(p, "payload") for p in S["obf payload"]] + [(p, s) for p, s in pulled]
        methods = (LATIN_METHODS if lang in LATIN else CJK_METHODS)[:]
        seq = []
        while len(seq) < OBF_N[lang]:
            m = methods[:]; R.shuffle(m); seq += m
        seq = seq[:OBF_N[lang]]
        ascii_payloads = S.get("obf ascii", [])
        bi = 0
        used = set()
        for m in seq:
            base, bsub = bases[bi % len(bases)]; bi += 1
            cover = R.choice(S["obf cover"]) + " "
            if m == "zero-width": t = ob_zw(base, lang)
            elif m == "tag-chars":
                src = R.choice(ascii_payloads) if lang not in LATIN else ascii_fold(base)
                t = ob_tag(src, cover.rstrip()); base = src
            elif m == "bidi": t = ob_bidi(base, cover.rstrip())
            elif m == "fullwidth": t = ob_full(base, lang)
            elif m == "homoglyph": t = ob_homo(base, lang)
            elif m == "leetspeak": t = ob_leet(base, lang)
            elif m == "spacing": t = ob_space(base, lang)
            elif m == "base64": t = ob_b64(base, R.choice(S["obf carrier"]))
            if t in used: continue
            used.add(t)
            rows[("injection", lang)].append((t, f"injection: obfuscated ({m}); hidden text: {base}"))

        # ---------- benign
        for t in S["ben lookalike"]:
            note = "benign: ordinary memory"
            if any(k in t for k in ("{SHA", "{UUID}", "{HEX64}")):
                note = "benign: hash/uuid/sha, not a secret"
            t = fill_hashes(t)
            if not t.startswith("<!--") and R.random() < LAYOUT_P:
                t, k = layout(t, lang)
                note += "; layout=" + k
            rows[("benign", lang)].append((t, note))

        # ---------- secrets
        for t in S["sec-pw"]:
            kind = "PIN" if "{PIN}" in t else "password"
            rows[("secret", lang)].append((t.replace("{PW}", password()).replace("{PIN}", pin()), f"secret: {kind} stated in prose"))
        for t in S["sec-conn"]:
            rows[("secret", lang)].append((t.replace("{URL}", conn_url()), "secret: connection string with password"))
        # extra conn line inside layout
        t = R.choice(S["sec-conn"]).replace("{URL}", conn_url())
        t, k = layout(t, lang) if R.random() < 0.5 else (t, None)
        rows[("secret", lang)].append((t, "secret: connection string with password" + (f"; layout={k}" if k else "")))
    # provider keys, spread across languages
    n_keys = {l: 25 - len(rows[("secret", l)]) for l in LANGS}
    plist = []
    total = sum(n_keys.values())
    while len(plist) < total:
        p = PROVIDERS[:]; R.shuffle(p); plist += p
    pi = 0
    for lang in LANGS:
        tpls = data[lang]["sec-key"]
        for _ in range(n_keys[lang]):
            name, env, gen = plist[pi]; pi += 1
            key = gen()
            cands = [x for x in tpls if (env or "{ENV}" not in x)]
            if lang != "en":
                cands = [x for x in cands if x != "{ENV}={KEY}"]
            tpl = R.choice(cands)
            if env and R.random() < 0.12:
                tpl = "{ENV}={KEY}"
            t = tpl.replace("{NAME}", name).replace("{ENV}", env or "").replace("{KEY}", key)
            rows[("secret", lang)].append((t, f"secret: {name} credential"))

    # ---------- PII
    PHONE_KIND = {"PHONE_US": "US", "PHONE_UK": "UK", "PHONE_FR": "FR", "PHONE_DE": "DE", "PHONE_ES": "ES",
                  "PHONE_BR": "BR", "PHONE_CN": "CN", "PHONE_JP": "JP"}
    PII_N = {"en": 12, "fr": 8, "de": 8, "es": 8, "pt": 8, "zh": 8, "ja": 8}
    for lang in LANGS:
        tpls = data[lang]["pii"]
        for i in range(PII_N[lang]):
            t = tpls[i % len(tpls)]
            notes = []
            if "{CARD}" in t:
                c, b = card(lang); t = t.replace("{CARD}", c); notes.append(f"card ({b}, Luhn-valid)")
            if "{IBAN}" in t:
                v, cc = iban(lang); t = t.replace("{IBAN}", v); notes.append(f"IBAN ({cc}, valid mod-97)")
            if "{SSN}" in t:
                t = t.replace("{SSN}", ssn()); notes.append("US SSN")
            if "{NINO}" in t:
                t = t.replace("{NINO}", nino()); notes.append("UK National Insurance number")
            for ph, kind in PHONE_KIND.items():
                if "{" + ph + "}" in t:
                    t = t.replace("{" + ph + "}", phone(kind)); notes.append(f"phone number ({kind})")
            rows[("pii", lang)].append((t, "pii: " + ", ".join(notes)))

    # ---------- write
    short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
    seen = set()
    for cls in ["injection", "secret", "pii", "benign"]:
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for lang in LANGS:
                items = rows[(cls, lang)][:]
                R.shuffle(items)
                n = 0
                for t, note in items:
                    if t in seen:
                        continue
                    seen.add(t)
                    n += 1
                    obj = {"id": f"s18-{short[cls]}-{lang}-{n:03d}", "class": cls, "lang": lang, "text": t, "note": note}
                    f.write(json.dumps(obj, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    main()
