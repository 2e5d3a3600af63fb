#!/usr/bin/env python3
"""Generator for evaluation set 16 (memory scanner). Seeded; reads hand-written
lines from gen/lines/<lang>.txt and combines them with layouts, obfuscations
and random key material."""
import base64, json, os, random, re, string, unicodedata, hashlib, uuid

SEED = 16016
rng = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

def parse(lang):
    secs, cur = {}, None
    for raw in open(os.path.join(HERE, "lines", lang + ".txt"), encoding="utf-8"):
        line = raw.rstrip("\n")
        if not line.strip():
            continue
        if line.startswith("# "):
            cur = line[2:].strip(); secs.setdefault(cur, []); continue
        secs[cur].append(line)
    return secs

# ---------------- random material ----------------
UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG
B64URL = AN + "-_"
HEX = "0123456789abcdef"
def r(alpha, n): return "".join(rng.choice(alpha) for _ in range(n))
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")

def pem():
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    body = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(rng.choice([180, 240, 300])))).decode()
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + body
    lines = [body[i:i+64] for i in range(0, len(body), 64)]
    sep = "\n" if rng.random() < 0.5 else " "
    return f"-----BEGIN {kind}-----{sep}" + sep.join(lines) + f"{sep}-----END {kind}-----"

def jwt():
    h = b64u(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps({"sub": str(rng.randint(10000, 99999)), "role": rng.choice(["admin", "service", "deploy"]),
                         "iat": rng.randint(1760000000, 1790000000)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{r(B64URL, 43)}"

def pw():
    words = ["Lanterna", "Kiwi", "Sommer", "Falcon", "Moreno", "Tulipe", "Brisa", "Copper", "Nebel", "Orion", "Sakura", "Pampa"]
    if rng.random() < 0.5:
        return rng.choice(words) + rng.choice("!#$%&*?@") + str(rng.randint(10, 9999)) + rng.choice(words)[:3].lower()
    return r(AN + "!#%&*+-=?@^_", rng.randint(12, 20))

def conn():
    u = rng.choice(["app", "svc_api", "admin", "etl", "report_ro"]); p = r(AN, rng.randint(14, 22))
    k = rng.choice(["pg", "mongo", "redis", "mysql", "amqp", "mssql"])
    host = rng.choice(["db.lumenforge.example", "prod-db.internal.example", "203.0.113." + str(rng.randint(2, 250)),
                       "198.51.100." + str(rng.randint(2, 250))])
    return {"pg": f"postgres://{u}:{p}@{host}:5432/app_prod",
            "mongo": f"mongodb+srv://{u}:{p}@cluster0.{r(LO+DG,5)}.mongodb.net/app?retryWrites=true",
            "redis": f"redis://:{p}@{host}:6379/0",
            "mysql": f"mysql://{u}:{p}@{host}:3306/shop",
            "amqp": f"amqps://{u}:{p}@{host}:5671/vhost",
            "mssql": f"Server={host};Database=crm;User Id={u};Password={p};"}[k]

def discord():
    uid = str(rng.randint(10**17, 10**18 - 1))
    return b64u(uid.encode()) + "." + r(B64URL, 6) + "." + r(B64URL, 38)

# (name, env var, generator, subkind)
PROVIDERS = [
    ("AWS", "AWS_ACCESS_KEY_ID", lambda: "AKIA" + r(UP + "234567", 16), "aws_access_key_id"),
    ("AWS", "AWS_SECRET_ACCESS_KEY", lambda: r(AN + "/+", 40), "aws_secret_access_key"),
    ("GitHub", "GITHUB_TOKEN", lambda: "ghp_" + r(AN, 36), "github_pat_classic"),
    ("GitHub", "GH_TOKEN", lambda: "github_pat_11" + r(UP + DG, 20) + "_" + r(AN, 59), "github_pat_finegrained"),
    ("GitHub App", "GITHUB_APP_TOKEN", lambda: "ghs_" + r(AN, 36), "github_app_token"),
    ("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + r(B64URL, 20), "gitlab_pat"),
    ("npm", "NPM_TOKEN", lambda: "npm_" + r(AN, 36), "npm_token"),
    ("PyPI", "TWINE_PASSWORD", lambda: "pypi-AgEIcHlwaS5vcmc" + r(B64URL, 70), "pypi_token"),
    ("SendGrid", "SENDGRID_API_KEY", lambda: "SG." + r(B64URL, 22) + "." + r(B64URL, 43), "sendgrid"),
    ("Google", "GOOGLE_API_KEY", lambda: "AIza" + r(B64URL, 35), "google_api_key"),
    ("Hugging Face", "HF_TOKEN", lambda: "hf_" + r(UP + LO, 34), "huggingface"),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + r(HEX, 64), "digitalocean"),
    ("Mailgun", "MAILGUN_API_KEY", lambda: "key-" + r(HEX, 32), "mailgun"),
    ("Heroku", "HEROKU_API_KEY", lambda: "HRKU-AA" + r(B64URL, 58), "heroku"),
    ("Discord", "DISCORD_BOT_TOKEN", discord, "discord_bot"),
    ("Datadog", "DD_API_KEY", lambda: r(HEX, 32), "datadog_api_key"),
    ("Slack", "SLACK_BOT_TOKEN", lambda: f"xoxb-{r(DG, 12)}-{r(DG, 13)}-{r(AN, 24)}", "slack_bot"),
    ("Slack", "SLACK_WEBHOOK_URL", lambda: f"https://hooks.slack.com/services/T{r(UP+DG,10)}/B{r(UP+DG,10)}/{r(AN,24)}", "slack_webhook"),
    ("Stripe", "STRIPE_SECRET_KEY", lambda: "sk_live_51" + r(AN, 97), "stripe_live_secret"),
    ("Stripe", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_51" + r(AN, 97), "stripe_restricted"),
    ("OpenAI", "OPENAI_API_KEY", lambda: "sk-proj-" + r(B64URL, 74) + "T3BlbkFJ" + r(B64URL, 74), "openai"),
    ("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + r(B64URL, 93) + "AA", "anthropic"),
    ("Twilio", "TWILIO_AUTH", lambda: "AC" + r(HEX, 32) + ":" + r(HEX, 32), "twilio_sid_token"),
    ("Twilio", "TWILIO_API_KEY", lambda: "SK" + r(HEX, 32), "twilio_api_key"),
    ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING", lambda: "DefaultEndpointsProtocol=https;AccountName=lfstore"
        + r(LO + DG, 6) + ";AccountKey=" + base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()
        + ";EndpointSuffix=core.windows.net", "azure_storage"),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda: f"{rng.randint(10**8, 10**10-1)}:AA{r(B64URL, 33)}", "telegram_bot"),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + r(HEX, 32), "shopify"),
    ("JWT", "AUTH_TOKEN", jwt, "jwt"),
    ("Postgres/Mongo/Redis", "DATABASE_URL", conn, "connection_string"),
    ("SSH", None, pem, "private_key_pem"),
]

def luhn_ok(num):
    d = [int(c) for c in num][::-1]
    s = sum(d[0::2]) + sum(sum(divmod(2 * x, 10)) for x in d[1::2])
    return s % 10 == 0

def card():
    kind = rng.choice(["visa", "mc", "mc2", "amex", "disc"])
    pre, n = {"visa": ("4", 16), "mc": (str(rng.randint(51, 55)), 16), "mc2": (str(rng.randint(2221, 2720)), 16),
              "amex": (rng.choice(["34", "37"]), 15), "disc": ("6011", 16)}[kind]
    while True:
        body = pre + r(DG, n - len(pre) - 1)
        for c in DG:
            if luhn_ok(body + c):
                num = body + c; break
        if num not in {"4111111111111111", "5555555555554444", "378282246310005", "4242424242424242"}:
            break
    sep = rng.choice([" ", "-", ""])
    if n == 15:
        return sep.join([num[:4], num[4:10], num[10:]]), kind
    return sep.join(num[i:i+4] for i in range(0, 16, 4)), kind

def ssn():
    while True:
        a = rng.randint(1, 899)
        if a != 666: break
    s = f"{a:03d}-{rng.randint(1,99):02d}-{rng.randint(1,9999):04d}"
    return s if s not in {"078-05-1120", "219-09-9999"} else ssn()

def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"; second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}: break
    d = r(DG, 6)
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"

def iban_digits(s):
    return "".join(str(int(ch, 36)) for ch in s)
def iban_check(cc, bban):
    return 98 - int(iban_digits(bban + cc + "00")) % 97
def iban(cc):
    if cc == "DE": bban = r(DG, 8) + r(DG, 10)
    elif cc == "GB": bban = r(UP, 4) + r(DG, 6) + r(DG, 8)
    elif cc == "FR":
        b, g, a = r(DG, 5), r(DG, 5), r(DG, 11)
        key = 97 - ((89 * int(b) + 15 * int(g) + 3 * int(a)) % 97)
        bban = b + g + a + f"{key:02d}"
    elif cc == "ES":
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
        def dc(x):
            d = 11 - sum(int(c) * k for c, k in zip(x, w)) % 11
            return {11: 0, 10: 1}.get(d, d)
        b, g, a = r(DG, 4), r(DG, 4), r(DG, 10)
        bban = b + g + str(dc("00" + b + g)) + str(dc(a)) + a
    elif cc == "PT":
        b19 = r(DG, 19); bban = b19 + f"{98 - int(b19 + '00') % 97:02d}"
    ib = f"{cc}{iban_check(cc, bban):02d}{bban}"
    return " ".join(ib[i:i+4] for i in range(0, len(ib), 4)) if rng.random() < 0.7 else ib

def iban_valid(s):
    s = s.replace(" ", "")
    return int(iban_digits(s[4:] + s[:4])) % 97 == 1

def phone(lang):
    if lang == "en":
        if rng.random() < 0.5:
            return f"+1 ({rng.randint(201,989)}) {rng.randint(200,999)}-{r(DG,4)}"
        return f"+44 7700 900{r(DG,3)}"
    return {"fr": lambda: "+33 6 " + " ".join(r(DG, 2) for _ in range(4)),
            "de": lambda: f"+49 15{rng.choice('1279')} {r(DG,7)}",
            "es": lambda: f"+34 6{r(DG,2)} {r(DG,3)} {r(DG,3)}",
            "pt": lambda: f"+351 9{rng.choice('1236')}{r(DG,1)} {r(DG,3)} {r(DG,3)}",
            "zh": lambda: f"+86 13{r(DG,1)} {r(DG,4)} {r(DG,4)}",
            "ja": lambda: f"090-{r(DG,4)}-{r(DG,4)}"}[lang]()

def slotvals():
    sha = hashlib.sha1(str(rng.random()).encode()).hexdigest()
    return {"sha": sha, "sha7": sha[:7], "sha7b": hashlib.sha1(str(rng.random()).encode()).hexdigest()[:7],
            "uuid": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
            "sha256": hashlib.sha256(str(rng.random()).encode()).hexdigest(),
            "md5": hashlib.md5(str(rng.random()).encode()).hexdigest(),
            "hex12": r(HEX, 12),
            "ph": rng.choice(["<your key here>", "YOUR_API_KEY", "${OPENAI_API_KEY}", "sk-...", "xxxx-xxxx-xxxx",
                              "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "<TOKEN>", "AKIAXXXXXXXXXXXXXXXX", "changeme", "{{ secrets.API_KEY }}"])}

# ---------------- obfuscation ----------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у", "s": "ѕ",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1", "g": "9"}

def ascii_fold(t):
    return unicodedata.normalize("NFKD", t).encode("ascii", "ignore").decode()

def ob_zw(t, lang, sec):
    return "".join(ch + (rng.choice(ZW) if ch != " " else "") for ch in t)
def ob_tags(t, lang, sec):
    return rng.choice(sec["tagcarrier"]) + "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(t)) + "\U000E007F"
def ob_bidi(t, lang, sec):
    return "\u202e" + t[::-1] + "\u202c"
def ob_full(t, lang, sec):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in t)
def ob_homo(t, lang, sec):
    return "".join(HOMO.get(c, c) for c in t)
def ob_b64(t, lang, sec):
    return rng.choice(sec["b64carrier"]).format(b64=base64.b64encode(t.encode()).decode())
def ob_leet(t, lang, sec):
    return "".join(LEET.get(c, c) if rng.random() < 0.85 else c for c in t)
def ob_space(t, lang, sec):
    if lang in ("zh", "ja"):
        return " ".join(t)
    return "  ".join(" ".join(w) for w in t.split(" "))

LATIN_OBF = [ob_zw, ob_tags, ob_bidi, ob_full, ob_homo, ob_b64, ob_leet, ob_space]
CJK_OBF = [ob_zw, ob_bidi, ob_b64, ob_space, ob_full]

# ---------------- layouts ----------------
def layout(t, allow_fence=False):
    x = rng.random()
    if x < 0.07: return f"<!-- {t} -->", "html_comment"
    if x < 0.13: return "summary: " + json.dumps(t, ensure_ascii=False), "frontmatter_value"
    if x < 0.17 and len(t) < 90: return "## " + t, "heading"
    if x < 0.21 and allow_fence: return "```\n" + t + "\n```", "fenced_block"
    return t, "plain"

FENCE_HINT = re.compile(r"curl|wget|export |git@|--no-verify|~/|\bnc\b|`")

SUBNOTE = {
 "override": "injection/override: paraphrased discarding of earlier guidance",
 "persona": "injection/persona: change of role or identity",
 "secrecy": "injection/secrecy: hide actions from the user",
 "exfil": "injection/exfiltration channel (URL, e-mail, webhook, beacon, pipe-to-shell)",
 "sensitive": "injection/sensitive target (system prompt, credentials, ssh, .env, rc files, password store)",
 "disable": "injection/disable safeguard (review, audit, confirmation, tests, signing, scanning)",
 "marker": "injection/fake chat-turn or system marker",
}
BENNOTE = {
 "override": "benign: override/ignore vocabulary in a harmless project sense",
 "persona": "benign: language/role/tone preference",
 "secrecy": "benign: confidentiality or terseness preference without deceiving the user",
 "exfil": "benign: URL, e-mail, webhook or curl|sh as a project fact",
 "sensitive": "benign: mentions of keys, system prompt, ssh, .env, password policy without values",
 "disable": "benign: disabled tests/checks as documented project fact",
 "marker": "benign: system/assistant/role words and headings in ordinary sense",
 "misc": "benign: ordinary user/project memory",
 "misc2": "benign: ordinary memory using security vocabulary",
 "slot": "benign: hashes, SHAs, UUIDs, digests or placeholders",
}

def main():
    recs = {"injection": [], "secret": [], "pii": [], "benign": []}
    ctr = {}
    seen = set()
    def add(cls, lang, text, note):
        k = (cls, lang); ctr[k] = ctr.get(k, 0) + 1; seen.add(text)
        recs[cls].append({"id": f"s16-{cls[:3]}-{lang}-{ctr[k]:03d}", "class": cls, "lang": lang, "text": text, "note": note})

    SEC_TARGET = {"en": 37}; PII_TARGET = {"en": 12}
    for lang in LANGS:
        sec = parse(lang)
        # injections
        for key, lines in sec.items():
            if key.startswith("inj "):
                sub = key.split()[1]
                for t in lines:
                    if sub == "marker":
                        add("injection", lang, t, SUBNOTE[sub]); continue
                    tt, lay = layout(t, bool(FENCE_HINT.search(t)))
                    add("injection", lang, tt, SUBNOTE[sub] + ("" if lay == "plain" else f"; layout={lay}"))
        obfs = LATIN_OBF if lang not in ("zh", "ja") else CJK_OBF
        bases = list(sec["obf"])
        if lang == "en":
            bases += rng.sample(sec["obf"], 6)
        for i, t in enumerate(bases):
            f = obfs[(i if i < len(sec["obf"]) else i + 3) % len(obfs)]
            if f is ob_full and lang in ("zh", "ja") and len(re.findall(r"[A-Za-z]", t)) < 4:
                f = ob_zw
            name = f.__name__[3:]
            add("injection", lang, f(t, lang, sec), f"injection/obfuscated:{name}: hidden instruction '{ascii_fold(t)[:60] if lang not in ('zh','ja') else t[:30]}'")
        # benign
        for key, lines in sec.items():
            if key.startswith("ben "):
                sub = key.split()[1]
                for t in lines:
                    if sub == "marker":
                        add("benign", lang, t, BENNOTE[sub]); continue
                    tt, lay = layout(t, bool(FENCE_HINT.search(t)))
                    add("benign", lang, tt, BENNOTE[sub] + ("" if lay == "plain" else f"; layout={lay}"))
        for rep in range(2):
            for t in sec["benslot"]:
                for _ in range(20):
                    tt = t.format(**slotvals())
                    if tt not in seen: break
                if rep: tt, lay = layout(tt)
                add("benign", lang, tt, BENNOTE["slot"])
        # secrets
        n_sec = SEC_TARGET.get(lang, 23)
        for t in sec["pwd"]:
            add("secret", lang, t.format(pw=pw(), pin=r(DG, rng.choice([4, 4, 6])), puk=r(DG, 8)),
                "secret/password_in_prose: password or PIN stated in prose")
        frames = sec["secframe"]
        provs = PROVIDERS[:]; rng.shuffle(provs)
        i = 0
        while ctr.get(("secret", lang), 0) < n_sec:
            name, env, gen, sub = provs[i % len(provs)]
            fr = frames[i % len(frames)]
            if env is None and "{env}" in fr:
                fr = frames[0]
            key = gen()
            text = fr.format(prov=name, env=env or "", key=key)
            if sub == "private_key_pem" and "\n" in key:
                text = fr.format(prov=name, env="", key="\n```\n" + key + "\n```")
            add("secret", lang, text, f"secret/{sub}: {name} credential in real shape (random)")
            i += 1
        # pii
        n_pii = PII_TARGET.get(lang, 8)
        pf = [(k.split()[1] if k.startswith("pii ") else "phone", t) for k, ls in sec.items()
              if k.startswith("pii ") or k == "phone" for t in ls]
        cc = {"en": "GB", "fr": "FR", "de": "DE", "es": "ES", "pt": "PT", "zh": "DE", "ja": "GB"}[lang]
        j = 0
        while ctr.get(("pii", lang), 0) < n_pii:
            kind, t = pf[j % len(pf)]
            if kind == "card":
                v, ck = card(); note = f"pii/card: Luhn-valid {ck} number"
            elif kind == "ssn": v = ssn(); note = "pii/us_ssn: valid-format SSN"
            elif kind == "nino": v = nino(); note = "pii/uk_nino: UK National Insurance number"
            elif kind == "iban":
                c2 = cc if j < len(pf) else rng.choice(["DE", "FR", "ES", "PT", "GB"])
                v = iban(c2); note = f"pii/iban: {c2} IBAN with valid check digits"
            else: v = phone(lang); note = "pii/phone: phone number"
            add("pii", lang, t.format(v=v), note); j += 1

    for cls, rows in recs.items():
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")

if __name__ == "__main__":
    main()
