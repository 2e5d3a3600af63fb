"""Random key material in real provider shapes, and random PII in valid formats."""
import base64, json, string, struct, zlib

UP = string.ascii_uppercase; LO = string.ascii_lowercase; DG = string.digits
AN = UP + LO + DG; HEX = "0123456789abcdef"; B64U = AN + "-_"; B64 = AN + "+/"

def rs(r, alpha, n): return "".join(r.choice(alpha) for _ in range(n))

def b62(n, width):
    s = ""
    while n: n, d = divmod(n, 62); s = (DG + UP + LO)[d] + s
    return s.rjust(width, "0")

def gh_like(r, prefix, n=36):
    body = rs(r, AN, n - 6)
    return prefix + body + b62(zlib.crc32(body.encode()), 6)

def uuid4(r):
    h = rs(r, HEX, 32); h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

PROVIDERS = [
 ("AWS", lambda r: f"aws_access_key_id=AKIA{rs(r, UP+'234567', 16)} aws_secret_access_key={rs(r, B64, 40)}"),
 ("AWS (temporary STS)", lambda r: f"ASIA{rs(r, UP+'234567', 16)} / {rs(r, B64, 40)}"),
 ("GitHub", lambda r: gh_like(r, "ghp_")),
 ("GitHub OAuth", lambda r: gh_like(r, "gho_")),
 ("GitHub Actions", lambda r: gh_like(r, "ghs_")),
 ("GitHub fine-grained", lambda r: f"github_pat_11{rs(r, UP+DG, 20)}_{rs(r, AN, 59)}"),
 ("GitLab", lambda r: "glpat-" + rs(r, B64U, 20)),
 ("npm", lambda r: gh_like(r, "npm_")),
 ("PyPI", lambda r: "pypi-AgEIcHlwaS5vcmcCJD" + rs(r, B64U, 140)),
 ("SendGrid", lambda r: f"SG.{rs(r, B64U, 22)}.{rs(r, B64U, 43)}"),
 ("Google Maps API", lambda r: "AIza" + rs(r, B64U, 35)),
 ("Hugging Face", lambda r: "hf_" + rs(r, UP+LO, 34)),
 ("DigitalOcean", lambda r: "dop_v1_" + rs(r, HEX, 64)),
 ("Mailgun", lambda r: "key-" + rs(r, HEX, 32)),
 ("Heroku API key", lambda r: "HEROKU_API_KEY=" + uuid4(r)),
 ("Discord bot", lambda r: base64.b64encode(str(r.randint(10**17, 10**18 - 1)).encode()).decode().rstrip("=") + "." + rs(r, B64U, 6) + "." + rs(r, B64U, 38)),
 ("Datadog", lambda r: "DD_API_KEY=" + rs(r, HEX, 32)),
 ("Slack bot", lambda r: f"xoxb-{rs(r, DG, 12)}-{rs(r, DG, 13)}-{rs(r, AN, 24)}"),
 ("Slack user", lambda r: f"xoxp-{rs(r, DG, 12)}-{rs(r, DG, 12)}-{rs(r, DG, 13)}-{rs(r, HEX, 32)}"),
 ("Slack webhook", lambda r: f"https://hooks.slack.com/services/T{rs(r, UP+DG, 8)}/B{rs(r, UP+DG, 10)}/{rs(r, AN, 24)}"),
 ("Stripe", lambda r: "sk_live_51" + rs(r, AN, 97)),
 ("Stripe restricted", lambda r: "rk_live_51" + rs(r, AN, 97)),
 ("OpenAI", lambda r: "sk-proj-" + rs(r, B64U, 74) + "T3BlbkFJ" + rs(r, B64U, 74)),
 ("OpenAI (legacy)", lambda r: "sk-" + rs(r, AN, 20) + "T3BlbkFJ" + rs(r, AN, 20)),
 ("Anthropic", lambda r: "sk-ant-api03-" + rs(r, B64U, 93) + "AA"),
 ("Twilio", lambda r: f"AC{rs(r, HEX, 32)}:{rs(r, HEX, 32)}"),
 ("Twilio API key", lambda r: f"SK{rs(r, HEX, 32)} / {rs(r, AN, 32)}"),
 ("Azure Storage", lambda r: f"DefaultEndpointsProtocol=https;AccountName={rs(r, LO+DG, 12)};AccountKey={base64.b64encode(bytes(r.getrandbits(8) for _ in range(64))).decode()};EndpointSuffix=core.windows.net"),
 ("Telegram bot", lambda r: f"{r.randint(10**9, 8*10**9)}:AA{rs(r, B64U, 33)}"),
 ("Shopify admin", lambda r: "shpat_" + rs(r, HEX, 32)),
 ("Shopify app secret", lambda r: "shpss_" + rs(r, HEX, 32)),
 ("Linear", lambda r: "lin_api_" + rs(r, AN, 40)),
 ("Notion", lambda r: "secret_" + rs(r, AN, 43)),
 ("Postman", lambda r: f"PMAK-{rs(r, HEX, 24)}-{rs(r, HEX, 34)}"),
 ("Doppler", lambda r: "dp.st.prd." + rs(r, AN, 43)),
 ("Grafana", lambda r: f"glsa_{rs(r, AN, 32)}_{rs(r, HEX, 8)}"),
 ("Supabase", lambda r: "sbp_" + rs(r, HEX, 40)),
 ("Groq", lambda r: "gsk_" + rs(r, AN, 52)),
 ("Replicate", lambda r: "r8_" + rs(r, AN, 37)),
 ("Databricks", lambda r: "dapi" + rs(r, HEX, 32)),
 ("New Relic", lambda r: "NRAK-" + rs(r, UP+DG, 27)),
 ("Vault", lambda r: "hvs." + rs(r, B64U, 91)),
 ("Tailscale", lambda r: f"tskey-auth-k{rs(r, AN, 10)}CNTRL-{rs(r, AN, 33)}"),
 ("Figma", lambda r: "figd_" + rs(r, B64U, 40)),
 ("Square", lambda r: "EAAA" + rs(r, B64U, 60)),
 ("Mailchimp", lambda r: rs(r, HEX, 32) + "-us" + str(r.randint(2, 21))),
 ("Atlassian", lambda r: "ATATT3xFfGF0" + rs(r, B64U, 170) + "=" + rs(r, HEX.upper(), 8)),
 ("age", lambda r: "AGE-SECRET-KEY-1" + rs(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)),
 ("PlanetScale", lambda r: "pscale_tkn_" + rs(r, B64U, 43)),
 ("Pulumi", lambda r: "pul-" + rs(r, HEX, 40)),
 ("Terraform Cloud", lambda r: rs(r, AN, 14) + ".atlasv1." + rs(r, AN, 67)),
 ("Sentry", lambda r: "sntryu_" + rs(r, HEX, 64)),
 ("Netlify", lambda r: "nfp_" + rs(r, AN, 36)),
 ("Dropbox", lambda r: "sl." + rs(r, B64U, 136)),
 ("Brevo", lambda r: f"xkeysib-{rs(r, HEX, 64)}-{rs(r, AN, 16)}"),
 ("Cloudflare", lambda r: "CLOUDFLARE_API_TOKEN=" + rs(r, B64U, 40)),
]

def password(r):
    words = ["Tangerine", "Marmot", "Basalt", "Orchid", "Kestrel", "Juniper", "Quokka", "Lantern", "Zephyr", "Cobalt", "Pelican", "Saffron", "Walrus", "Nimbus"]
    if r.random() < 0.5:
        return r.choice(words) + r.choice("!#$%&*?@") + str(r.randint(100, 9999)) + r.choice(["", r.choice(words).lower()])
    return rs(r, AN + "!#$%&*?@-_", r.randint(12, 20))

def pin(r):
    while True:
        p = rs(r, DG, r.choice([4, 4, 6]))
        if len(set(p)) > 2 and p not in ("1234", "123456", "4321"): return p

def jwt(r):
    enc = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    iat = r.randint(1_700_000_000, 1_760_000_000)
    h = {"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}
    p = {"sub": uuid4(r), "role": r.choice(["admin", "service", "owner"]), "iat": iat, "exp": iat + 31_536_000}
    sig = rs(r, B64U, 43 if h["alg"] == "HS256" else 342)
    return f"{enc(h)}.{enc(p)}.{sig}"

def _sshstr(b): return struct.pack(">I", len(b)) + b

def pem(r):
    kind = r.choice(["openssh", "rsa", "ec", "pkcs8"])
    rb = lambda n: bytes(r.getrandbits(8) for _ in range(n))
    if kind == "openssh":
        pk = rb(32); seed = rb(32); chk = rb(4)
        pub = _sshstr(b"ssh-ed25519") + _sshstr(pk)
        priv = chk + chk + _sshstr(b"ssh-ed25519") + _sshstr(pk) + _sshstr(seed + pk) + _sshstr(b"deploy@ci")
        pad = 1
        while len(priv) % 8: priv += bytes([pad]); pad += 1
        blob = b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + struct.pack(">I", 1) + _sshstr(pub) + _sshstr(priv)
        b = base64.b64encode(blob).decode(); w = 70; head = "OPENSSH PRIVATE KEY"
    elif kind == "rsa":
        b = "MIIEowIBAAKCAQEA" + rs(r, B64, 1572) + "=="; w = 64; head = "RSA PRIVATE KEY"
    elif kind == "ec":
        b = "MHcCAQEEI" + rs(r, B64, 43) + "oAoGCCqGSM49AwEHoUQDQgAE" + rs(r, B64, 86) + "=="; w = 64; head = "EC PRIVATE KEY"
    else:
        b = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(r, B64, 1570); w = 64; head = "PRIVATE KEY"
    lines = [b[i:i + w] for i in range(0, len(b), w)]
    return f"-----BEGIN {head}-----\n" + "\n".join(lines) + f"\n-----END {head}-----"

def conn(r, host, dom):
    u = r.choice(["app", "svc_api", "analytics", "deploy", "admin", "etl", "web"]) ; pw = password(r)
    pwq = pw.replace("@", "%40").replace("#", "%23").replace("?", "%3F").replace("%", "%25") if False else rs(r, AN, r.randint(14, 24))
    db = r.choice(["orders", "core", "billing", "app_prod", "events", "crm"])
    return r.choice([
        f"postgres://{u}:{pwq}@{host}:5432/{db}",
        f"postgresql://{u}:{pwq}@db.{dom}:5432/{db}?sslmode=require",
        f"mongodb+srv://{u}:{pwq}@cluster0.{rs(r, LO+DG, 5)}.mongodb.net/{db}?retryWrites=true&w=majority",
        f"redis://default:{pwq}@{host}:6379/0",
        f"mysql://{u}:{pwq}@{host}:3306/{db}",
        f"amqp://{u}:{pwq}@mq.{dom}:5672/%2F",
        f"Server=tcp:sql.{dom},1433;Database={db};User Id={u};Password={pwq};Encrypt=true;",
        f"https://{u}:{pwq}@git.{dom}/platform/infra.git",
    ])

# ---------- PII ----------
def luhn_complete(digits):
    s = 0
    for i, d in enumerate(reversed(digits)):
        d = int(d)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        s += d
    return digits + str((10 - s % 10) % 10)

def luhn_ok(num):
    num = num.replace(" ", ""); s = 0
    for i, d in enumerate(reversed(num)):
        d = int(d)
        if i % 2: d = d * 2 - 9 if d * 2 > 9 else d * 2
        s += d
    return s % 10 == 0

FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "6011111111111117", "4012888888881881", "5105105105105100"}

def card(r, kind=None):
    while True:
        t = kind or r.choice(["visa", "mc", "amex", "disc"])
        if t == "visa": n = luhn_complete("4" + rs(r, DG, 14))
        elif t == "mc": n = luhn_complete(r.choice(["51", "52", "53", "54", "55"]) + rs(r, DG, 13))
        elif t == "amex": n = luhn_complete(r.choice(["34", "37"]) + rs(r, DG, 12))
        else: n = luhn_complete("6011" + rs(r, DG, 11))
        if n not in FAMOUS_CARDS: break
    if len(n) == 15: return f"{n[:4]} {n[4:10]} {n[10:]}"
    return " ".join(n[i:i + 4] for i in range(0, 16, 4)) if r.random() < 0.7 else n

def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a == 666: continue
        s = f"{a:03d}-{r.randint(1, 99):02d}-{r.randint(1, 9999):04d}"
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"): return s

def ni(r):
    bad1 = set("DFIQUV"); bad2 = set("DFIOQUV")
    while True:
        a, b = r.choice(UP), r.choice(UP)
        if a in bad1 or b in bad2 or a + b in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"): continue
        d = rs(r, DG, 6); suf = r.choice("ABCD")
        if r.random() < 0.5: return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {suf}"
        return f"{a}{b}{d}{suf}"

def _iban(country, bban):
    conv = "".join(str(int(c, 36)) for c in bban + country + "00")
    chk = 98 - int(conv) % 97
    return f"{country}{chk:02d}{bban}"

def _es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]; d = 11 - sum(int(c) * x for c, x in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)

def iban(r, country):
    if country == "DE": b = rs(r, DG, 8) + rs(r, DG, 10)
    elif country == "GB": b = rs(r, UP, 4) + rs(r, DG, 14)
    elif country == "FR":
        bank, br, acc = rs(r, DG, 5), rs(r, DG, 5), rs(r, DG, 11)
        key = 97 - (89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97
        b = bank + br + acc + f"{key:02d}"
    elif country == "ES":
        bank, br, acc = rs(r, DG, 4), rs(r, DG, 4), rs(r, DG, 10)
        b = bank + br + str(_es_dc("00" + bank + br)) + str(_es_dc(acc)) + acc
    elif country == "PT":
        core = rs(r, DG, 19); b = core + f"{98 - (int(core) * 100) % 97:02d}"
    else: raise ValueError(country)
    s = _iban(country, b)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))

def iban_ok(s):
    s = s.replace(" ", ""); s2 = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s2)) % 97 == 1

def phone(r, kind):
    if kind == "phone_us": return f"+1 ({r.choice(['206','312','415','512','617','720','919'])}) 555-01{r.randint(0, 99):02d}"
    if kind == "phone_uk": return f"07700 900{r.randint(0, 999):03d}"
    if kind == "phone_fr": return f"06 39 98 {r.randint(0, 99):02d} {r.randint(0, 99):02d}"
    if kind == "phone_de": return f"+49 15{r.choice('1257')} {rs(r, DG, 4)} {rs(r, DG, 4)}"
    if kind == "phone_es": return f"6{rs(r, DG, 2)} {rs(r, DG, 2)} {rs(r, DG, 2)} {rs(r, DG, 2)}"
    if kind == "phone_br": return f"+55 11 9{rs(r, DG, 4)}-{rs(r, DG, 4)}"
    if kind == "phone_cn": return f"1{r.choice('3589')}{rs(r, DG, 1)} {rs(r, DG, 4)} {rs(r, DG, 4)}"
    if kind == "phone_jp": return f"0{r.choice('789')}0-{rs(r, DG, 4)}-{rs(r, DG, 4)}"
    raise ValueError(kind)
