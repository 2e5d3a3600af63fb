#!/usr/bin/env python3
"""Build the s19 evaluation set from hand-written lines in gen/lines/<lang>.txt.

Each lines file has sections [injection] [obf] [benign] [secret] [pii];
each line is "subkind | text".  The generator only (a) wraps some lines in
memory-file layouts, (b) applies obfuscations to [obf] lines, and (c) fills
{placeholders} with random key material / PII numbers. Seed 19019.
"""
import base64, json, os, random, string, sys, hashlib, uuid

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
R = random.Random(19019)

UP = string.ascii_uppercase; LO = string.ascii_lowercase; DG = string.digits
AN = UP + LO + DG; HEX = "0123456789abcdef"; B64 = AN + "+/"; URLS = AN + "-_"

def rs(alpha, n): return "".join(R.choice(alpha) for _ in range(n))

FAMOUS = {"AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"}

def b64url(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")

def jwt():
    hdr = b64url(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    sub = rs(LO + DG, 10)
    iat = R.randint(1730000000, 1790000000)
    pl = b64url(json.dumps({"sub": sub, "iss": R.choice(["auth.brackenfold.internal", "id.silvercombe.test", "sso.wyndholt.internal"]),
                            "iat": iat, "exp": iat + R.randint(86400, 86400 * 400), "scope": R.choice(["admin", "svc:write", "read write"])},
                           separators=(",", ":")).encode())
    return f"{hdr}.{pl}.{rs(URLS, 43)}"

def pem(kind):
    body = base64.b64encode(bytes(R.getrandbits(8) for _ in range(R.randint(300, 420)))).decode()
    lines = [body[i:i + 64] for i in range(0, len(body), 64)]
    if kind == "rsa":
        h, f = "-----BEGIN RSA PRIVATE KEY-----", "-----END RSA PRIVATE KEY-----"
        lines[0] = "MIIE" + lines[0][4:]
    elif kind == "ec":
        h, f = "-----BEGIN EC PRIVATE KEY-----", "-----END EC PRIVATE KEY-----"
        lines = lines[:3]; lines[0] = "MHcCAQEEI" + lines[0][9:]
    elif kind == "openssh":
        h, f = "-----BEGIN OPENSSH PRIVATE KEY-----", "-----END OPENSSH PRIVATE KEY-----"
        lines[0] = "b3BlbnNzaC1rZXktdjEAAAAA" + lines[0][24:]
    else:
        h, f = "-----BEGIN PRIVATE KEY-----", "-----END PRIVATE KEY-----"
        lines[0] = "MIIEv" + lines[0][5:]
    return "\n".join([h] + lines + [f])

HOSTS = ["db1.fernhollow.internal", "pg.amberlee-prod.internal", "198.51.100.14", "data.quillan.test",
         "mongo.corrigan-labs.internal", "cache.tallisker.internal", "203.0.113.9", "sql.brightwater-ops.test"]
USERS = ["app", "svc_orders", "admin", "report_ro", "etl", "root", "deploy"]

def pw():
    words = ["Falcon", "river", "Tamarind", "copper", "Juniper", "orbit", "Saffron", "lantern", "Marlow", "pebble", "Quartz", "hollow"]
    style = R.randint(0, 3)
    if style == 0: return rs(AN, R.randint(12, 16)) + R.choice("!#%*")
    if style == 1: return R.choice(words) + R.choice("-_.!") + R.choice(words).lower() + str(R.randint(10, 9999))
    if style == 2: return rs(AN + "!@#$%&*", R.randint(10, 14))
    return R.choice(words) + str(R.randint(1970, 2029)) + R.choice("!?#$")

def url_pw():
    return rs(AN, R.randint(14, 22))

def luhn_ok(num):
    d = [int(c) for c in num if c.isdigit()]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2: x = x * 2; x = x - 9 if x > 9 else x
        s += x
    return s % 10 == 0

FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "6011111111111117",
                "4012888888881881", "5105105105105100", "371449635398431", "4000056655665556", "5200828282828210"}

def card(prefix, length):
    while True:
        body = prefix + rs(DG, length - len(prefix) - 1)
        for c in DG:
            if luhn_ok(body + c):
                n = body + c
                break
        if n not in FAMOUS_CARDS: return n

def group(n, sizes, sep=" "):
    out, i = [], 0
    for s in sizes: out.append(n[i:i + s]); i += s
    return sep.join(out)

def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    return f"{cc}{chk:02d}{bban}"

def iban_ok(s):
    s = s.replace(" ", "")
    num = "".join(str(int(c, 36)) for c in s[4:] + s[:4])
    return int(num) % 97 == 1

def iban_sp(s): return " ".join(s[i:i + 4] for i in range(0, len(s), 4))

BBAN = {
    "de": lambda: rs(DG, 18), "fr": lambda: rs(DG, 10) + rs(DG, 11) + rs(DG, 2), "es": lambda: rs(DG, 20),
    "pt": lambda: rs(DG, 21), "gb": lambda: rs(UP, 4) + rs(DG, 14), "nl": lambda: rs(UP, 4) + rs(DG, 10),
    "ie": lambda: rs(UP, 4) + rs(DG, 14), "it": lambda: R.choice(UP) + rs(DG, 10) + rs(DG, 12),
    "be": lambda: rs(DG, 12), "at": lambda: rs(DG, 16), "ch": lambda: rs(DG, 17), "lu": lambda: rs(DG, 16),
}

def ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        g, s = R.randint(1, 99), R.randint(1, 9999)
        v = f"{a:03d}-{g:02d}-{s:04d}"
        if v not in ("078-05-1120", "219-09-9999", "123-45-6789"): return v

def nino():
    bad1 = set("DFIQUV"); bad2 = set("DFIQUVO")
    while True:
        a, b = R.choice(UP), R.choice(UP)
        if a in bad1 or b in bad2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"): continue
        return f"{a}{b}{R.randint(0, 999999):06d}{R.choice('ABCD')}"

def cn_id():
    area = R.choice(["110105", "310104", "440305", "330106", "510107", "320102"])
    y, m, d = R.randint(1965, 2002), R.randint(1, 12), R.randint(1, 28)
    seq = f"{R.randint(0, 999):03d}"
    body = f"{area}{y}{m:02d}{d:02d}{seq}"
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * x for c, x in zip(body, w)) % 11
    return body + "10X98765432"[s]

def my_number():
    d = [R.randint(0, 9) for _ in range(11)]
    s = 0
    for n in range(1, 12):
        p = d[11 - n]; q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    v = "".join(map(str, d)) + str(c)
    return f"{v[:4]} {v[4:8]} {v[8:]}"

def nif_es():
    n = R.randint(10000000, 99999999)
    return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"

def nir_fr():
    s = R.choice("12"); yy = R.randint(55, 99); mm = R.randint(1, 12); dep = R.randint(1, 95)
    if dep == 20: dep = 21
    com = R.randint(1, 990); order = R.randint(1, 999)
    base = f"{s}{yy:02d}{mm:02d}{dep:02d}{com:03d}{order:03d}"
    key = 97 - int(base) % 97
    return f"{base[0]} {base[1:3]} {base[3:5]} {base[5:7]} {base[7:10]} {base[10:13]} {key:02d}"

def phone(kind):
    if kind == "us": return f"({R.randint(201, 989)}) 555-01{R.randint(0, 99):02d}"
    if kind == "uk": return f"07700 900{R.randint(0, 999):03d}"
    if kind == "fr": return "06 " + " ".join(f"{R.randint(0, 99):02d}" for _ in range(4))
    if kind == "fr_int": return "+33 7 " + " ".join(f"{R.randint(0, 99):02d}" for _ in range(4))
    if kind == "de": return f"+49 15{R.randint(1, 9)} {R.randint(1000000, 9999999)}"
    if kind == "de_nat": return f"0170 {R.randint(1000000, 9999999)}"
    if kind == "es": return f"+34 6{R.randint(10, 99)} {R.randint(100, 999)} {R.randint(100, 999)}"
    if kind == "pt": return f"+351 9{R.choice('1236')}{R.randint(0, 9)} {R.randint(100, 999)} {R.randint(100, 999)}"
    if kind == "br": return f"+55 11 9{R.randint(1000, 9999)}-{R.randint(1000, 9999)}"
    if kind == "cn": return f"1{R.choice('3589')}{R.randint(0, 9)}{R.randint(1000, 9999)}{R.randint(1000, 9999)}"
    if kind == "cn_int": return f"+86 13{R.randint(0, 9)} {R.randint(1000, 9999)} {R.randint(1000, 9999)}"
    if kind == "jp": return f"090-{R.randint(1000, 9999)}-{R.randint(1000, 9999)}"
    if kind == "jp2": return f"080-{R.randint(1000, 9999)}-{R.randint(1000, 9999)}"
    raise KeyError(kind)

def discord():
    first = b64url(str(R.randint(10**17, 10**18 - 1)).encode())
    return f"{first}.{rs(URLS, 6)}.{rs(URLS, 38)}"

def azure_conn():
    acct = R.choice(["stuploadsprod", "stmedia01", "starchivefern", "stlogsweu"])
    key = base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode()
    return f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"

def aws_id():
    while True:
        v = R.choice(["AKIA", "AKIA", "ASIA"]) + rs(UP + "234567", 16)
        if v not in FAMOUS: return v

FILL = {
    "aws_id": aws_id,
    "aws_secret": lambda: rs(B64, 40),
    "ghp": lambda: R.choice(["ghp_", "ghp_", "gho_", "ghs_"]) + rs(AN, 36),
    "github_pat": lambda: "github_pat_" + rs(AN, 22) + "_" + rs(AN, 59),
    "glpat": lambda: "glpat-" + rs(URLS, 20),
    "npm": lambda: "npm_" + rs(AN, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLS, R.randint(60, 90)),
    "sendgrid": lambda: "SG." + rs(URLS, 22) + "." + rs(URLS, 43),
    "google": lambda: "AIza" + rs(URLS, 35),
    "hf": lambda: "hf_" + rs(UP + LO, 34),
    "do": lambda: "dop_v1_" + rs(HEX, 64),
    "mailgun": lambda: "key-" + rs(HEX, 32),
    "heroku": lambda: str(uuid.UUID(int=R.getrandbits(128), version=4)),
    "heroku_new": lambda: "HRKU-AA" + rs(URLS, 58),
    "discord": discord,
    "datadog": lambda: rs(HEX, 32),
    "datadog_app": lambda: rs(HEX, 40),
    "slack_bot": lambda: f"xoxb-{R.randint(10**10, 10**13)}-{R.randint(10**10, 10**13)}-{rs(AN, 24)}",
    "slack_user": lambda: f"xoxp-{R.randint(10**10, 10**13)}-{R.randint(10**10, 10**13)}-{R.randint(10**10, 10**13)}-{rs(HEX, 32)}",
    "slack_webhook": lambda: f"https://hooks.slack.com/services/T{rs(UP + DG, 10)}/B{rs(UP + DG, 10)}/{rs(AN, 24)}",
    "stripe": lambda: "sk_live_" + rs(AN, R.choice([24, 99])),
    "stripe_rk": lambda: "rk_live_" + rs(AN, R.choice([24, 99])),
    "openai": lambda: "sk-proj-" + rs(URLS, 156),
    "openai_old": lambda: "sk-" + rs(AN, 20) + "T3BlbkFJ" + rs(AN, 20),
    "anthropic": lambda: "sk-ant-api03-" + rs(URLS, 93) + "AA",
    "twilio_sid": lambda: "AC" + rs(HEX, 32),
    "twilio_token": lambda: rs(HEX, 32),
    "twilio_sk": lambda: "SK" + rs(HEX, 32),
    "azure_conn": azure_conn,
    "aliyun_id": lambda: "LTAI5t" + rs(AN, 18),
    "aliyun_secret": lambda: rs(AN, 30),
    "telegram": lambda: f"{R.randint(10**8, 10**10 - 1)}:AA{rs(URLS, 33)}",
    "shopify": lambda: "shpat_" + rs(HEX, 32),
    "shopify_ss": lambda: "shpss_" + rs(HEX, 32),
    "jwt": jwt,
    "pem_rsa": lambda: pem("rsa"), "pem_ec": lambda: pem("ec"), "pem_ssh": lambda: pem("openssh"), "pem_p8": lambda: pem("pkcs8"),
    "pg_url": lambda: f"postgres://{R.choice(USERS)}:{url_pw()}@{R.choice(HOSTS)}:5432/{R.choice(['orders', 'app', 'billing', 'analytics'])}",
    "mysql_url": lambda: f"mysql://{R.choice(USERS)}:{url_pw()}@{R.choice(HOSTS)}:3306/{R.choice(['shop', 'crm', 'wp'])}",
    "mongo_url": lambda: f"mongodb+srv://{R.choice(USERS)}:{url_pw()}@cluster0.{rs(LO + DG, 5)}.mongo.fernhollow.internal/{R.choice(['events', 'app'])}",
    "redis_url": lambda: f"redis://:{url_pw()}@{R.choice(HOSTS)}:6379/0",
    "amqp_url": lambda: f"amqp://{R.choice(USERS)}:{url_pw()}@{R.choice(HOSTS)}:5672/%2F",
    "smtp_url": lambda: f"smtp://mailer:{url_pw()}@{R.choice(HOSTS)}:587",
    "ftp_url": lambda: f"ftp://{R.choice(USERS)}:{url_pw()}@{R.choice(HOSTS)}/incoming",
    "pw": pw,
    "passphrase": lambda: "-".join(R.choice(["amber", "canal", "thistle", "north", "velvet", "gravel", "ember", "tundra", "maple", "orchid", "salt", "violet"]) for _ in range(4)) + str(R.randint(10, 99)),
    "pin": lambda: f"{R.randint(0, 9999):04d}",
    "pin6": lambda: f"{R.randint(0, 999999):06d}",
    # pii
    "card_visa": lambda: group(card("4", 16), [4, 4, 4, 4]),
    "card_visa_sp": lambda: group(card("4", 16), [4, 4, 4, 4], "-"),
    "card_visa_raw": lambda: card("4", 16),
    "card_mc": lambda: group(card(R.choice(["51", "52", "53", "54", "55"]), 16), [4, 4, 4, 4]),
    "card_mc_raw": lambda: card(R.choice(["51", "53", "55", "2221", "2720"]), 16),
    "card_amex": lambda: group(card(R.choice(["34", "37"]), 15), [4, 6, 5]),
    "card_disc": lambda: group(card("6011", 16), [4, 4, 4, 4]),
    "card_unionpay": lambda: group(card("62", 16), [4, 4, 4, 4]),
    "card_jcb": lambda: group(card("35" + str(R.randint(28, 89)), 16), [4, 4, 4, 4]),
    "ssn": ssn, "ssn_nodash": lambda: ssn().replace("-", ""),
    "nino": nino, "nino_sp": lambda: (lambda n: f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:8]} {n[8]}")(nino()),
    "cn_id": cn_id, "my_number": my_number, "nif_es": nif_es, "nir_fr": nir_fr,
    "sha": lambda: rs(HEX, 40), "short_sha": lambda: rs(HEX, 7), "sha256": lambda: rs(HEX, 64),
    "uuid": lambda: str(uuid.UUID(int=R.getrandbits(128), version=4)), "md5": lambda: rs(HEX, 32),
    "ip": lambda: f"{R.choice(['192.0.2', '198.51.100', '203.0.113'])}.{R.randint(1, 254)}",
}
for cc in BBAN:
    FILL[f"iban_{cc}"] = (lambda c: lambda: iban(c.upper(), BBAN[c]()))(cc)
    FILL[f"iban_{cc}_sp"] = (lambda c: lambda: iban_sp(iban(c.upper(), BBAN[c]())))(cc)
for k in ["us", "us2", "uk", "uk2", "fr", "fr_int", "de", "de_nat", "es", "pt", "br", "cn", "cn_int", "jp", "jp2"]:
    FILL[f"phone_{k}"] = (lambda kk: lambda: phone(kk.rstrip("2") if kk in ("us2", "uk2", ) else kk))(k)

def fill(text):
    out, i = [], 0
    while True:
        j = text.find("{", i)
        if j < 0: out.append(text[i:]); break
        k = text.find("}", j)
        name = text[j + 1:k]
        if name in FILL:
            out.append(text[i:j]); out.append(FILL[name]()); i = k + 1
        else:
            out.append(text[i:k + 1]); i = k + 1
    return "".join(out)

# ---------- obfuscations ----------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
def ob_zw(t):
    out = []
    for ch in t:
        out.append(ch)
        if ch.strip() and R.random() < 0.55: out.append(R.choice(ZW))
    return "".join(out)

def ob_tag(visible, payload):
    return visible + " " + "".join(chr(0xE0000 + ord(c)) for c in payload if ord(c) < 128)

def ob_bidi(visible, payload):
    return visible + " \u202e" + payload[::-1] + "\u202c"

def ob_fw(t):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7e else ("\u3000" if c == " " else c) for c in t)

HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443", "i": "\u0456",
        "s": "\u0455", "j": "\u0458", "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422",
        "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}
def ob_homo(t):
    return "".join(HOMO[c] if c in HOMO and R.random() < 0.6 else c for c in t)

def ob_b64(wrapper, payload):
    return wrapper.replace("{B64}", base64.b64encode(payload.encode("utf-8")).decode())

LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
def ob_leet(t):  # lines are already hand-written in leet when they look like it; otherwise convert
    if sum(c.isdigit() for c in t) > 5: return t
    return "".join(LEET.get(c.lower(), c) if R.random() < 0.8 else c for c in t)

def ob_space(t, cjk=False):
    if cjk: return " ".join(ch for ch in t if ch != " ")
    return "  ".join(" ".join(w) for w in t.split(" "))

def ob_mixed(t):
    return ob_zw(ob_homo(t))

OBF_NAMES = {"zw": "zero-width characters", "tag": "Unicode tag characters (invisible payload)", "bidi": "bidi RLO override, reversed payload",
             "fw": "full-width letters", "homo": "Cyrillic homoglyphs", "b64": "base64 payload", "leet": "leetspeak",
             "space": "letter spacing", "mixed": "homoglyphs + zero-width", "hw": "half-width katakana", "dot": "separator-dotted characters"}

def ob_hw(t):
    # full-width katakana -> half-width katakana (ja)
    import unicodedata
    table = {}
    for cp in range(0xFF61, 0xFFA0):
        table.setdefault(unicodedata.normalize("NFKC", chr(cp)), chr(cp))
    out = []
    for ch in t:
        d = unicodedata.normalize("NFD", ch)
        if d != ch and d[0] in table and d[1] in ("\u3099", "\u309a"):
            out.append(table[d[0]] + ("\uff9e" if d[1] == "\u3099" else "\uff9f"))
        else:
            out.append(table.get(ch, ch))
    return "".join(out)

def ob_dot(t):
    return "·".join(ch for ch in t if ch != " ")

def obfuscate(tech, text, lang):
    cjk = lang in ("zh", "ja")
    if "||" in text:
        vis, pay = [s.strip() for s in text.split("||", 1)]
    else:
        vis, pay = None, text
    if tech == "zw": return ob_zw(pay)
    if tech == "tag": return ob_tag(vis, pay)
    if tech == "bidi": return ob_bidi(vis, pay)
    if tech == "fw": return ob_fw(pay)
    if tech == "homo": return ob_homo(pay)
    if tech == "b64": return ob_b64(vis, pay)
    if tech == "leet": return ob_leet(pay)
    if tech == "space": return ob_space(pay, cjk)
    if tech == "mixed": return ob_mixed(pay)
    if tech == "hw": return ob_hw(pay)
    if tech == "dot": return ob_dot(pay)
    raise KeyError(tech)

# ---------- layouts ----------
FM_KEYS = ["summary", "description", "note", "context", "aliases", "tldr", "status"]
def layout(text, kind):
    if kind == "html": return f"<!-- {text} -->"
    if kind == "fm": return f'{R.choice(FM_KEYS)}: "{text.replace(chr(34), chr(92) + chr(34))}"'
    if kind == "h": return f"{R.choice(['## ', '### ', '# '])}{text}"
    if kind == "fence": return f"```{R.choice(['', 'text', 'md', 'yaml'])}\n{text}\n```"
    return text

LAYOUT_NAMES = {"html": "HTML comment", "fm": "front-matter value", "h": "heading", "fence": "fenced block", "plain": "bullet/sentence"}

def parse(lang):
    sec, rows = None, []
    with open(os.path.join(HERE, "lines", f"{lang}.txt"), encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"): continue
            if line.startswith("[") and line.endswith("]"):
                sec = line[1:-1]; continue
            if " | " not in line:
                sys.exit(f"{lang}.txt:{n}: missing ' | '")
            sub, text = line.split(" | ", 1)
            rows.append((sec, sub.strip(), text.strip(), n))
    return rows

CLS = {"injection": "injection", "obf": "injection", "benign": "benign", "secret": "secret", "pii": "pii"}
ABBR = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
SUBDESC = {"override": "overrides/discards earlier guidance", "role": "role or persona change", "secrecy": "secrecy from the user",
           "exfil": "exfiltration channel", "target": "sensitive target", "safeguard": "disables a safeguard",
           "marker": "fake chat-turn / system marker", "indirect": "indirect harmful instruction in memory register"}

def main():
    out = {c: [] for c in ABBR}
    counters = {}
    for lang in LANGS:
        for sec, sub, text, n in parse(lang):
            cls = CLS[sec]
            lay = "plain"
            if sec == "obf":
                t = obfuscate(sub, text, lang)
                note = f"obfuscated injection: {OBF_NAMES[sub]}"
            else:
                t = fill(text)
                if sec in ("injection", "benign") and "\n" not in t and not t.startswith("#"):
                    x = R.random()
                    if x < 0.05: lay = "html"
                    elif x < 0.09: lay = "fm"
                    elif x < 0.12: lay = "h"
                    elif x < 0.15: lay = "fence"
                t = layout(t, lay) if lay != "plain" else t
                if cls == "injection":
                    note = f"injection/{sub}: {SUBDESC.get(sub, sub)}"
                elif cls == "benign":
                    note = f"benign/{sub}: ordinary memory" + (" using attack vocabulary" if sub.endswith("-word") else "")
                else:
                    note = f"{cls}/{sub}"
                if lay != "plain": note += f"; layout: {LAYOUT_NAMES[lay]}"
            key = (cls, lang)
            counters[key] = counters.get(key, 0) + 1
            rid = f"s19-{ABBR[cls]}-{lang}-{counters[key]:03d}"
            out[cls].append({"id": rid, "class": cls, "lang": lang, "text": t, "note": note, "_sub": sub})
    for cls, rows in out.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for r in rows:
                r.pop("_sub")
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for cls in ABBR:
        print(cls, {l: counters.get((cls, l), 0) for l in LANGS}, sum(counters.get((cls, l), 0) for l in LANGS))

if __name__ == "__main__":
    main()
