#!/usr/bin/env python3
"""Generator for set17. Combines hand-written lines (inj_*.py, ben_*.py, wrappers.py)
with layouts, obfuscations and seeded random key material."""
import base64, json, os, random, string, sys, unicodedata, uuid, hashlib
sys.path.insert(0, os.path.dirname(__file__))
import wrappers as W
SEED = 1717
R = random.Random(SEED)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
OUT = os.path.join(os.path.dirname(__file__), "..")
mods = {l: __import__("inj_" + l) for l in LANGS}
bens = {l: __import__("ben_" + l) for l in LANGS}

AL = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
def rs(n, alpha=AL): return "".join(R.choice(alpha) for _ in range(n))
def syll(): return R.choice(["qor","van","brin","del","tes","mar","ulo","kest","ziv","pla","nor","fen","rah","tiv","sob"])
def domain(): return syll() + syll() + R.choice(["-sync", "-cdn", "-hub", "-ops", ""]) + R.choice([".io", ".dev", ".net", ".app", ".cloud"])
def ip(): return R.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(R.randint(2, 254))
def fill(t):
    d = domain()
    return t.format(url="https://" + d, domain=d, email=R.choice(["backup", "audit", "ops", "sec", "infra"]) + "@" + domain(),
                    ip=ip(), bucket=syll() + "-" + syll() + "-share")

# ---------------- layouts ----------------
LAYOUTS = [("plain", "{t}"), ("frontmatter", "summary: {t}"), ("comment", "<!-- {t} -->"), ("heading", "## {t}"),
           ("quote", "> {t}"), ("dated", "[2025-0{m}-1{d}] {t}"), ("tagged", "{t} #{tag}")]
def layout(t):
    if "\n" in t or t.startswith("<!--") or R.random() < 0.62: return t, "plain"
    name, f = R.choice(LAYOUTS[1:])
    if name == "heading" and len(t) > 90: return t, "plain"
    return f.format(t=t, m=R.randint(1, 9), d=R.randint(0, 9), tag=R.choice(["project", "infra", "team", "todo"])), name

rows = []
def add(cls, lang, text, note): rows.append({"class": cls, "lang": lang, "text": text, "note": note})

# ---------------- injections ----------------
pool = {}
for l in LANGS:
    for sub, lines in mods[l].INJ.items():
        for t in lines:
            t2 = fill(t)
            pool.setdefault(l, []).append((sub, t2))
            t3, lay = layout(t2)
            add("injection", l, t3, f"injection/{sub}; layout={lay}")

# obfuscation
CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
def strip_acc(s): return "".join(c for c in unicodedata.normalize("NFKD", s) if ord(c) < 128)
def t_zw(s):  # zero-width joiners between characters of every word
    return "".join(c + (R.choice(ZW) if c.isalnum() and R.random() < 0.7 else "") for c in s)
def t_tag(s, lang): return W.TAG_CARRIER[lang] + "".join(chr(0xE0000 + ord(c)) for c in strip_acc(s)) 
def t_bidi(s): return "\u202e" + s[::-1] + "\u202c"
def t_full(s): return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)
def t_homo(s): return "".join(CYR.get(c, c) if R.random() < 0.8 else c for c in s)
def t_b64(s, lang): return R.choice(W.B64_WRAP[lang]).format(b=base64.b64encode(s.encode()).decode())
def t_leet(s): return "".join(LEET.get(c.lower(), c) for c in s)
def t_space(s, lang):
    if lang in ("zh", "ja"): return " ".join(s)
    return "  ".join(" ".join(w) for w in s.split(" "))
LATIN_T = ["zw", "tag", "bidi", "full", "homo", "b64", "leet", "space"]
CJK_T = ["zw", "bidi", "full", "b64", "space"]
OBF_N = {"en": 26, "fr": 11, "de": 11, "es": 11, "pt": 11, "zh": 11, "ja": 11}
for l in LANGS:
    cands = [(s, t) for s, t in pool[l] if "\n" not in t and s != "marker"]
    kinds = CJK_T if l in ("zh", "ja") else LATIN_T
    picks = R.sample(cands, OBF_N[l])
    for i, (sub, t) in enumerate(picks):
        k = kinds[i % len(kinds)]
        if k == "zw": o = t_zw(t)
        elif k == "tag": o = t_tag(t, l)
        elif k == "bidi": o = t_bidi(t)
        elif k == "full":
            if l in ("zh", "ja"):  # full-width the ASCII parts (paths, urls, commands)
                o = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in t)
            else: o = t_full(t)
        elif k == "homo": o = t_homo(t)
        elif k == "b64": o = t_b64(t, l)
        elif k == "leet": o = t_leet(t)
        else: o = t_space(t, l)
        add("injection", l, o, f"injection/obfuscated/{k} (underlying: {sub})")

# ---------------- secrets ----------------
B32 = string.ascii_uppercase + "234567"
B64C = string.ascii_letters + string.digits + "+/"
URLS = string.ascii_letters + string.digits + "_-"
def jwt():
    enc = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    h = enc({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"})
    p = enc({"sub": str(R.randint(10**5, 10**7)), "name": R.choice(["Inês Varga", "Tobi Lenz", "Mara Quist"]), "iat": R.randint(1.70e9, 1.76e9), "role": "admin"})
    return f"{h}.{p}.{rs(43, URLS)}"
def pem():
    kind = R.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    body = "\n".join(rs(64, B64C) for _ in range(R.randint(4, 8)))
    return f"-----BEGIN {kind}-----\n{body}\n{rs(R.randint(10, 60), B64C)}=\n-----END {kind}-----"
PROV = [
 ("AWS access key", lambda: "AKIA" + rs(16, B32)),
 ("AWS secret", lambda: "aws_secret_access_key = " + rs(40, B64C)),
 ("GitHub", lambda: "ghp_" + rs(36)), ("GitHub", lambda: "github_pat_" + rs(22) + "_" + rs(59)),
 ("GitHub OAuth", lambda: "gho_" + rs(36)), ("GitLab", lambda: "glpat-" + rs(20, URLS)),
 ("npm", lambda: "npm_" + rs(36)), ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(70, URLS)),
 ("SendGrid", lambda: "SG." + rs(22, URLS) + "." + rs(43, URLS)), ("Google API", lambda: "AIza" + rs(35, URLS)),
 ("Hugging Face", lambda: "hf_" + rs(34, string.ascii_letters)), ("DigitalOcean", lambda: "dop_v1_" + rs(64, HEX)),
 ("Mailgun", lambda: "key-" + rs(32, HEX)), ("Heroku", lambda: "HRKU-" + rs(60, URLS)),
 ("Discord bot", lambda: R.choice("MN") + rs(23) + "." + rs(6, URLS) + "." + rs(27, URLS)),
 ("Discord webhook", lambda: f"https://discord.com/api/webhooks/{R.randint(10**17, 10**18-1)}/{rs(68, URLS)}"),
 ("Datadog", lambda: "DD_API_KEY=" + rs(32, HEX)), ("Slack bot", lambda: f"xoxb-{R.randint(10**10, 10**12)}-{R.randint(10**10, 10**12)}-{rs(24)}"),
 ("Slack webhook", lambda: f"https://hooks.slack.com/services/T{rs(8, string.ascii_uppercase+string.digits)}/B{rs(8, string.ascii_uppercase+string.digits)}/{rs(24)}"),
 ("Stripe", lambda: "sk_live_" + rs(R.choice([24, 99]))), ("Stripe restricted", lambda: "rk_live_" + rs(24)),
 ("OpenAI", lambda: "sk-proj-" + rs(74, URLS) + "T3BlbkFJ" + rs(74, URLS)), ("OpenAI", lambda: "sk-" + rs(20) + "T3BlbkFJ" + rs(20)),
 ("Anthropic", lambda: "sk-ant-api03-" + rs(93, URLS) + "AA"), ("Twilio", lambda: "SK" + rs(32, HEX)),
 ("Twilio auth", lambda: "TWILIO_AUTH_TOKEN=" + rs(32, HEX)),
 ("Azure Storage", lambda: f"DefaultEndpointsProtocol=https;AccountName={syll()}{syll()}store;AccountKey={rs(86, B64C)}==;EndpointSuffix=core.windows.net"),
 ("Telegram bot", lambda: f"{R.randint(10**8, 10**10-1)}:AA{rs(33, URLS)}"), ("Shopify", lambda: "shpat_" + rs(32, HEX)),
 ("Linear", lambda: "lin_api_" + rs(40)), ("Notion", lambda: "ntn_" + rs(46)), ("Postman", lambda: f"PMAK-{rs(24, HEX)}-{rs(34, HEX)}"),
 ("Grafana", lambda: "glsa_" + rs(32) + "_" + rs(8, HEX)), ("Sentry", lambda: "sntrys_" + rs(80, URLS)),
 ("New Relic", lambda: "NRAK-" + rs(27, string.ascii_uppercase + string.digits)), ("Supabase", lambda: "sbp_" + rs(40, HEX)),
 ("Doppler", lambda: "dp.st.prd." + rs(43)), ("Mailchimp", lambda: rs(32, HEX) + "-us" + str(R.randint(2, 21))),
 ("Square", lambda: "EAAA" + rs(60, URLS)), ("Figma", lambda: "figd_" + rs(40, URLS)),
]
def pw(): return rs(3, string.ascii_uppercase) + rs(2, string.ascii_lowercase) + R.choice("!#%*-_") + rs(3, string.digits) + rs(3, string.ascii_lowercase) + R.choice("!#%*?")
def conn():
    u, p, h = R.choice(["app", "svc_report", "admin", "etl"]), rs(16, AL), R.choice([ip(), "db." + domain()])
    return R.choice([f"postgres://{u}:{p}@{h}:5432/main", f"mysql://{u}:{p}@{h}:3306/shop", f"mongodb+srv://{u}:{p}@cluster0.{domain()}/prod",
                     f"redis://:{p}@{h}:6379/0", f"amqp://{u}:{p}@{h}:5672/%2F", f"https://{u}:{p}@git.{domain()}/infra/deploy.git"])
# language weights for secrets
SLANG = ["en"] * 5 + ["fr", "de", "es", "pt", "zh", "ja"] * 2
for i in range(112):
    what, f = PROV[i % len(PROV)]
    l = R.choice(SLANG)
    t = R.choice(W.SECRET_WRAP[l]).format(what=W.KEYWORD[l].format(p=what), key=f())
    t, lay = layout(t)
    add("secret", l, t, f"secret/provider-key {what}; layout={lay}")
for i in range(18):
    l = R.choice(SLANG); t, lay = layout(R.choice(W.CONN_WRAP[l]).format(key=conn()))
    add("secret", l, t, f"secret/connection-string; layout={lay}")
for i in range(8):
    l = R.choice(SLANG); add("secret", l, R.choice(W.SECRET_WRAP[l]).format(what=W.KEYWORD[l].format(p="JWT"), key=jwt()), "secret/jwt")
pem_lead = {"en": "Deploy key for the build box:", "fr": "Clé de déploiement du serveur de build :", "de": "Deploy-Key für den Build-Server:",
            "es": "Clave de despliegue del servidor de build:", "pt": "Chave de deploy do servidor de build:", "zh": "构建机的部署私钥：", "ja": "ビルドサーバーのデプロイ鍵："}
for i in range(7):
    l = LANGS[i]; add("secret", l, f"{pem_lead[l]}\n```\n{pem()}\n```", "secret/pem-private-key in fenced block")
for l in LANGS:
    for tpl in W.PROSE_PW[l]:
        add("secret", l, tpl.format(pw=pw(), pin=rs(R.choice([4, 6]), string.digits)), "secret/prose-password-or-pin")

# ---------------- PII ----------------
def luhn_ok(n):
    s = 0
    for i, ch in enumerate(reversed(n)):
        d = int(ch)
        if i % 2 == 1: d = d * 2 - 9 if d * 2 > 9 else d * 2
        s += d
    return s % 10 == 0
def card():
    pre, ln = R.choice([("4", 16), ("51", 16), ("53", 16), ("2221", 16), ("37", 15), ("6011", 16)])
    while True:
        body = pre + rs(ln - len(pre) - 1, string.digits)
        for c in "0123456789":
            if luhn_ok(body + c): n = body + c; break
        if n not in ("4111111111111111", "5555555555554444", "4242424242424242", "378282246310005"): break
    if ln == 15: return f"{n[:4]} {n[4:10]} {n[10:]}"
    return R.choice([" ", "-", ""]).join(n[i:i+4] for i in range(0, 16, 4))
def ssn():
    while True:
        a = R.randint(1, 899)
        if a != 666 and a not in (78, 219): break
    return f"{a:03d}-{R.randint(1,99):02d}-{R.randint(1,9999):04d}"
def nino():
    A = "ABCEGHJKLMNPRSTWXYZ"; B = "ABCEGHJKLMNPRSTWXYZ".replace("O", "")
    while True:
        p = R.choice(A) + R.choice(B)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"): break
    d = rs(6, string.digits)
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {R.choice('ABCD')}"
def iban_check(cc, bban):
    s = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return f"{98 - int(s) % 97:02d}"
def iban_ok(ib):
    ib = ib.replace(" ", ""); s = "".join(str(int(c, 36)) for c in ib[4:] + ib[:4]); return int(s) % 97 == 1
def iban(cc):
    D = string.digits
    bban = {"DE": lambda: rs(18, D), "FR": lambda: rs(23, D), "ES": lambda: rs(20, D), "PT": lambda: rs(21, D),
            "GB": lambda: rs(4, string.ascii_uppercase) + rs(14, D), "NL": lambda: rs(4, string.ascii_uppercase) + rs(10, D),
            "IT": lambda: R.choice(string.ascii_uppercase) + rs(10, D) + rs(12, D)}[cc]()
    ib = cc + iban_check(cc, bban) + bban
    return " ".join(ib[i:i+4] for i in range(0, len(ib), 4))
def phone(l):
    D = string.digits
    return {"en": lambda: f"+1 ({R.randint(201, 989)}) {R.randint(200, 999)}-{rs(4, D)}", "fr": lambda: "+33 6 " + " ".join(rs(2, D) for _ in range(4)),
            "de": lambda: f"+49 15{R.randint(1,9)} {rs(8, D)}", "es": lambda: f"+34 6{rs(2, D)} {rs(3, D)} {rs(3, D)}",
            "pt": lambda: f"+351 9{R.choice('1236')}{rs(1, D)} {rs(3, D)} {rs(3, D)}", "zh": lambda: f"+86 13{rs(1, D)} {rs(4, D)} {rs(4, D)}",
            "ja": lambda: f"090-{rs(4, D)}-{rs(4, D)}"}[l]()
ICC = {"en": "GB", "fr": "FR", "de": "DE", "es": "ES", "pt": "PT", "zh": "NL", "ja": "IT"}
for i in range(14):
    l = LANGS[i % 7]; add("pii", l, R.choice(W.PII_WRAP["card"][l]).format(v=card()), "pii/card (Luhn-valid)")
for i in range(8): add("pii", "en", R.choice(W.PII_WRAP["ssn"]["en"]).format(v=ssn()), "pii/us-ssn")
for i in range(7): add("pii", "en", R.choice(W.PII_WRAP["nino"]["en"]).format(v=nino()), "pii/uk-nino")
for i in range(16):
    l = LANGS[i % 7]; add("pii", l, R.choice(W.PII_WRAP["iban"][l]).format(v=iban(ICC[l])), "pii/iban (mod-97 valid)")
for i in range(15):
    l = LANGS[i % 7]; add("pii", l, R.choice(W.PII_WRAP["phone"][l]).format(v=phone(l)), "pii/phone")

# ---------------- benign ----------------
for l in LANGS:
    for t in bens[l].BEN:
        t2, lay = layout(t); add("benign", l, t2, f"benign/hand-written; layout={lay}")
BEN_ID_N = {"en": 35, "fr": 20, "de": 20, "es": 22, "pt": 22, "zh": 22, "ja": 22}
for l in LANGS:
    for i in range(BEN_ID_N[l]):
        tpl = W.BEN_ID[l][i % len(W.BEN_ID[l])]
        sha = rs(40, HEX)
        t = tpl.format(sha=sha, sha7=sha[:7], uuid=str(uuid.UUID(int=R.getrandbits(128), version=4)),
                       sha256=hashlib.sha256(rs(20).encode()).hexdigest(), ip=ip(), ver=f"v{R.randint(1,6)}.{R.randint(0,20)}.{R.randint(0,9)}")
        add("benign", l, t, "benign/identifier-or-placeholder (sha, uuid, hash, placeholder)")

# ---------------- write ----------------
counters = {}
for cls in ["injection", "secret", "pii", "benign"]:
    with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            if r["class"] != cls: continue
            k = (cls, r["lang"]); counters[k] = counters.get(k, 0) + 1
            obj = {"id": f"s17-{cls[:3]}-{r['lang']}-{counters[k]:03d}", "class": cls, "lang": r["lang"], "text": r["text"], "note": r["note"]}
            fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
print("wrote", len(rows), "rows")
