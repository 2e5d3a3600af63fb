#!/usr/bin/env python3
"""Generator for evaluation set 15 (memgate memory scanner).

Natural-language lines are hand-written per language in lang_*.py. This script
only combines them with memory-file layouts, fills slots with random made-up
material (domains, e-mails, IPs, hashes) and real-shaped random key material
(keys.py), applies obfuscation transforms, and writes the four JSONL files.

Usage: python3 gen.py            (writes into the parent directory)
"""
import base64
import importlib
import json
import os
import random
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import keys as K  # noqa: E402

SEED = 20261515
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
L = {lg: importlib.import_module(f"lang_{lg}") for lg in LANGS}

rng = random.Random(SEED)

# ----------------------------------------------------------------- targets
INJ_N = {"en": 140, "fr": 70, "de": 70, "es": 70, "pt": 70, "zh": 70, "ja": 70}
OBF_N = {"en": 24, "fr": 11, "de": 11, "es": 11, "pt": 11, "zh": 11, "ja": 11}
BEN_N = {"en": 148, "fr": 72, "de": 72, "es": 72, "pt": 72, "zh": 72, "ja": 72}
SEC_N = {"en": 55, "fr": 20, "de": 20, "es": 20, "pt": 20, "zh": 20, "ja": 20}
PII_N = {"en": 18, "fr": 7, "de": 7, "es": 7, "pt": 7, "zh": 7, "ja": 7}

# ----------------------------------------------------------------- made-up material
DOMAINS = ["telemetry-bridge.io", "devsync-cache.net", "paste-relay.com", "agent-metrics.dev",
           "snippet-vault.org", "ci-artifacts-mirror.com", "logs-ingest.cloud", "patchnotes-cdn.net",
           "quickshare-drop.io", "buildhook.run", "notas-backup.com.br", "depot-sauvegarde.fr",
           "sync-werk.de", "copias-equipo.es", "kaizen-relay.jp", "yunbeifen-sync.cn",
           "status-pixel.app", "repo-archive.live"]
PATHS = ["collect", "api/v1/ingest", "hook", "u", "drop", "sync", "t", "in", "b"]
MAILBOXES = ["backup", "archive", "ops-mirror", "keys", "audit-copy", "relay", "devnull", "team-vault"]


def f_url(r):
    if r.random() < 0.15:
        return f"http://{r.choice(['192.0.2', '198.51.100', '203.0.113'])}.{r.randint(2, 250)}:{r.choice([80, 8080, 8443, 9000])}/{r.choice(PATHS)}"
    return f"https://{r.choice(DOMAINS)}/{r.choice(PATHS)}"


def f_ip(r):
    return f"{r.choice(['192.0.2', '198.51.100', '203.0.113'])}.{r.randint(2, 250)}"


def fill(t, r):
    vals = {
        "url": f_url(r), "email": f"{r.choice(MAILBOXES)}@{r.choice(DOMAINS)}", "dom": r.choice(DOMAINS),
        "ip": f_ip(r), "sha": K.sha1(r), "short": K.short_sha(r), "uuid": K.uuid4(r),
        "sha256": K.sha256(r), "n": str(r.randint(2, 2999)),
    }
    out = t
    for k, v in vals.items():
        out = out.replace("{" + k + "}", v)
    return out


# ----------------------------------------------------------------- layouts
def layout(text, r, allow=True):
    """Wrap a memory line in one of the shapes memories take. Returns (text, layout-name)."""
    if not allow or "\n" in text:
        return text, "plain"
    x = r.random()
    if x < 0.58:
        return text, "plain"
    if x < 0.68:
        return f"{r.choice(['summary', 'note', 'description', 'context'])}: \"{text.replace(chr(34), chr(39))}\"", "front-matter"
    if x < 0.76:
        return f"<!-- {text} -->", "html-comment"
    if x < 0.82 and len(text) < 110:
        return f"{r.choice(['##', '###'])} {text}", "heading"
    if x < 0.88 and any(c in text for c in ("curl", "git ", "--", "|", "~/", "export", "=")):
        return f"```{r.choice(['', 'sh', 'bash', 'text'])}\n{text}\n```", "code-fence"
    if x < 0.94:
        return f"[{r.randint(2025, 2026)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}] {text}", "dated-bullet"
    return f"> {text}", "quote"


# ----------------------------------------------------------------- obfuscation
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if ord(c) < 128)


def t_zw(p, r):
    return "".join(c + (r.choice(ZW) if c != " " else "") for c in p)


def t_tag(cover, p):
    return cover + "".join(chr(0xE0000 + ord(c)) for c in fold(p)) + "\U000E007F"


def t_bidi(p):
    return "\u202e" + p[::-1] + "\u202c"


def t_full(p):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in p)


def t_homo(p, r):
    return "".join(HOMO[c] if c in HOMO and r.random() < 0.8 else c for c in p)


def t_leet(p):
    return "".join(LEET.get(c, c) for c in p)


def t_space(p, r):
    sep = r.choice([" ", ".", "-"])
    if all(ord(c) < 0x3000 for c in p):
        return "  ".join(sep.join(w) for w in p.split(" "))
    return sep.join(c for c in p if c != " ")


LATIN_T = ["zero-width", "tag-chars", "bidi", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
CJK_T = ["zero-width", "tag-chars", "bidi", "fullwidth", "base64", "spacing"]


LAST_PAYLOAD = [None]


def obfuscate(lg, payload, tname, r):
    mod = L[lg]
    LAST_PAYLOAD[0] = payload
    if tname == "zero-width":
        return t_zw(payload, r)
    if tname == "tag-chars":
        # Tag characters carry ASCII only; CJK attackers hide an English payload.
        p = payload if lg not in ("zh", "ja") else fill(r.choice(L["en"].OBF), r)
        LAST_PAYLOAD[0] = p
        return t_tag(r.choice(mod.COVER) + " ", p)
    if tname == "bidi":
        return r.choice(mod.COVER) + " " + t_bidi(payload)
    if tname == "fullwidth":
        return t_full(payload)
    if tname == "homoglyph":
        return t_homo(payload, r)
    if tname == "base64":
        b = base64.b64encode(payload.encode()).decode()
        return r.choice(mod.B64_WRAP).replace("{b64}", b)
    if tname == "leetspeak":
        return t_leet(payload)
    if tname == "spacing":
        return t_space(payload, r)
    raise ValueError(tname)


# ----------------------------------------------------------------- record plumbing
SEEN = set()
RECS = {"injection": [], "secret": [], "pii": [], "benign": []}
IDN = [0]


def add(cls, lg, text, note):
    if text in SEEN:
        return False
    SEEN.add(text)
    IDN[0] += 1
    RECS[cls].append({"id": f"b15-{IDN[0]:04d}", "class": cls, "lang": lg, "text": text, "note": note})
    return True


def cycle(items, r):
    """Yield items in shuffled rounds forever."""
    while True:
        lst = list(items)
        r.shuffle(lst)
        yield from lst


# ----------------------------------------------------------------- injections
def gen_injections():
    for lg in LANGS:
        mod = L[lg]
        pool = [(sk, t) for sk, ts in mod.INJ.items() for t in ts]
        it = cycle(pool, rng)
        n_plain = INJ_N[lg] - OBF_N[lg]
        made = tries = 0
        while made < n_plain and tries < 5000:
            tries += 1
            sk, t = next(it)
            text, lay = layout(fill(t, rng), rng)
            if add("injection", lg, text, f"injection/{sk}: paraphrased {sk} in a memory line; layout={lay}"):
                made += 1
        ts = LATIN_T if lg not in ("zh", "ja") else CJK_T
        tit = cycle(ts, rng)
        pit = cycle(mod.OBF, rng)
        made = tries = 0
        while made < OBF_N[lg] and tries < 5000:
            tries += 1
            tname = next(tit)
            payload = fill(next(pit), rng)
            text = obfuscate(lg, payload, tname, rng)
            if add("injection", lg, text, f"injection/obfuscated: {tname}-hidden instruction ({LAST_PAYLOAD[0][:60]})"):
                made += 1


# ----------------------------------------------------------------- secrets
KEY_PROVIDERS = [p for p in K.PROVIDERS if p != "jwt"]


def conn_string(r):
    user = r.choice(["app", "svc_api", "reporting", "admin", "etl", "django", "root"])
    pw = K.password(r).replace("@", "").replace("/", "").replace(":", "").replace("?", "").replace("#", "").replace("%", "").replace("&", "")
    host = r.choice([f_ip(r), f"db-{r.choice(['stg', 'prod', 'eu1', 'replica'])}.{r.choice(DOMAINS)}"])
    db = r.choice(["app", "billing", "analytics", "orders", "crm"])
    k = r.randrange(8)
    if k == 0:
        return f"postgres://{user}:{pw}@{host}:5432/{db}", "postgres URL"
    if k == 1:
        return f"mysql://{user}:{pw}@{host}:3306/{db}", "mysql URL"
    if k == 2:
        return f"mongodb+srv://{user}:{pw}@cluster0.{K.rs(r, K.LO + K.DIG, 5)}.mongodb.net/{db}?retryWrites=true", "mongodb+srv URL"
    if k == 3:
        return f"redis://:{pw}@{host}:6379/0", "redis URL"
    if k == 4:
        return f"amqp://{user}:{pw}@{host}:5672/{db}", "amqp URL"
    if k == 5:
        return f"Server={host},1433;Database={db};User Id=sa;Password={pw};TrustServerCertificate=True", "SQL Server connection string"
    if k == 6:
        return f"jdbc:postgresql://{host}:5432/{db}?user={user}&password={pw}", "JDBC URL with password"
    return f"https://{user}:{pw}@git.{r.choice(DOMAINS)}/team/{db}.git", "git URL with password"


RAW_SECRET_FORMS = [
    ("env", lambda key, name, r: f"{name}={key}"),
    ("fence", lambda key, name, r: f"```\n{name}={key}\n```"),
    ("front-matter", lambda key, name, r: f"{name.lower()}: {key}"),
    ("html-comment", lambda key, name, r: f"<!-- {name}: {key} -->"),
]
ENV_NAMES = {"aws": "AWS_ACCESS_KEY_ID", "aws_secret": "AWS_SECRET_ACCESS_KEY", "github": "GITHUB_TOKEN",
             "gitlab": "GITLAB_TOKEN", "npm": "NPM_TOKEN", "pypi": "TWINE_PASSWORD", "sendgrid": "SENDGRID_API_KEY",
             "google": "GOOGLE_API_KEY", "hf": "HF_TOKEN", "digitalocean": "DIGITALOCEAN_TOKEN",
             "mailgun": "MAILGUN_API_KEY", "heroku": "HEROKU_API_KEY", "discord": "DISCORD_BOT_TOKEN",
             "datadog": "DD_API_KEY", "slack": "SLACK_BOT_TOKEN", "slack_webhook": "SLACK_WEBHOOK_URL",
             "stripe": "STRIPE_SECRET_KEY", "openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY",
             "twilio": "TWILIO_AUTH_TOKEN", "twilio_sk": "TWILIO_API_KEY", "azure": "AZURE_STORAGE_CONNECTION_STRING",
             "azure_sas": "AZURE_STORAGE_SAS_TOKEN", "telegram": "TELEGRAM_BOT_TOKEN", "shopify": "SHOPIFY_ACCESS_TOKEN",
             "linear": "LINEAR_API_KEY", "notion": "NOTION_TOKEN", "vault": "VAULT_TOKEN", "postman": "POSTMAN_API_KEY",
             "grafana": "GRAFANA_TOKEN", "doppler": "DOPPLER_TOKEN", "databricks": "DATABRICKS_TOKEN",
             "newrelic": "NEW_RELIC_API_KEY", "supabase": "SUPABASE_ACCESS_TOKEN", "figma": "FIGMA_TOKEN",
             "mapbox": "MAPBOX_SECRET_TOKEN", "atlassian": "JIRA_API_TOKEN", "sentry": "SENTRY_AUTH_TOKEN",
             "alibaba": "ALIBABA_CLOUD_ACCESS_KEY_ID"}


def gen_secrets():
    pit = cycle(KEY_PROVIDERS, rng)
    for lg in LANGS:
        mod = L[lg]
        n = SEC_N[lg]
        # mix: ~55% provider keys in prose, ~12% raw env/fence forms (en only), ~12% conn strings,
        # ~15% passwords/PINs in prose, a few JWT / PEM.
        plan = []
        n_pw = max(3, round(n * 0.18))
        n_conn = max(2, round(n * 0.1))
        n_jwt = 1 if lg != "en" else 4
        n_pem = 1 if lg != "en" else 5
        n_raw = 0 if lg != "en" else 10
        n_key = n - n_pw - n_conn - n_jwt - n_pem - n_raw
        plan += ["pw"] * n_pw + ["conn"] * n_conn + ["jwt"] * n_jwt + ["pem"] * n_pem + ["raw"] * n_raw + ["key"] * n_key
        sit = cycle(mod.SEC, rng)
        pwit = cycle(mod.PWD, rng)
        cit = cycle(mod.CONN, rng)
        for kind in plan:
            for _ in range(50):
                if kind == "key":
                    p = next(pit)
                    label, fn = K.PROVIDERS[p]
                    t = next(sit)
                    text = t.replace("{what}", label).replace("{key}", fn(rng))
                    note = f"secret/api-key: {label} in prose"
                elif kind == "raw":
                    p = next(pit)
                    label, fn = K.PROVIDERS[p]
                    form, f = rng.choice(RAW_SECRET_FORMS)
                    text = f(fn(rng), ENV_NAMES[p], rng)
                    note = f"secret/api-key: {label} as {form}"
                elif kind == "pw":
                    t = next(pwit)
                    text = t.replace("{pw}", K.password(rng)).replace("{pin}", K.pin(rng))
                    note = "secret/password-prose: " + ("PIN or door code stated in prose" if "{pin}" in t else "password stated in prose")
                elif kind == "conn":
                    cs, what = conn_string(rng)
                    text = next(cit).replace("{conn}", cs)
                    note = f"secret/connection-string: {what} with embedded password"
                elif kind == "jwt":
                    t = next(sit)
                    text = t.replace("{what}", "JWT").replace("{key}", K.jwt(rng))
                    note = "secret/jwt: signed JWT bearer token"
                else:  # pem
                    pk = K.pem(rng)
                    intro = {"en": rng.choice(["Deploy key for the build box:", "SSH key for the bastion, keep handy:", "Signing key (prod):", "Service account private key:", "Old laptop key, still authorised on the git mirror:"]),
                             "fr": "Clé privée du serveur de déploiement :", "de": "Privater Schlüssel für den Bastion-Host:",
                             "es": "Clave privada del servidor de despliegue:", "pt": "Chave privada do servidor de deploy:",
                             "zh": "跳板机的私钥：", "ja": "踏み台サーバーの秘密鍵："}[lg]
                    text = f"{intro}\n```\n{pk}\n```"
                    note = "secret/private-key: PEM private key in a fenced block"
                lay = "plain"
                if kind in ("key", "pw", "conn") and rng.random() < 0.25:
                    text, lay = layout(text, rng)
                if add("secret", lg, text, note + ("" if lay == "plain" else f"; layout={lay}")):
                    break


# ----------------------------------------------------------------- pii
def gen_pii():
    for lg in LANGS:
        mod = L[lg]
        pool = [(k, t) for k, ts in mod.PII.items() for t in ts]
        it = cycle(pool, rng)
        made = 0
        while made < PII_N[lg]:
            k, t = next(it)
            if k == "card":
                v, note = K.card(rng), "pii/card: Luhn-valid card number"
            elif k == "iban":
                cc = {"fr": "FR", "de": "DE", "es": "ES", "pt": "PT", "en": rng.choice(["GB", "NL", "IT"]),
                      "zh": "DE", "ja": "DE"}[lg]
                if lg in ("pt",) and rng.random() < 0.3:
                    cc = "BE"
                v, note = K.iban(rng, cc), f"pii/iban: {cc} IBAN with valid check digits"
            elif k == "ssn":
                v, note = K.ssn(rng), "pii/ssn: US SSN in valid format"
            elif k == "nino":
                v, note = K.nino(rng), "pii/nino: UK National Insurance number"
            elif k == "dni":
                v, note = K.dni(rng), "pii/national-id: Spanish DNI with check letter"
            elif k == "cnid":
                v, note = K.cn_id(rng), "pii/national-id: PRC resident id with valid check digit"
            else:
                v, note = K.phone(rng, lg), "pii/phone: personal phone number"
            text = t.replace("{v}", v)
            lay = "plain"
            if rng.random() < 0.2:
                text, lay = layout(text, rng)
            if add("pii", lg, text, note + ("" if lay == "plain" else f"; layout={lay}")):
                made += 1


# ----------------------------------------------------------------- benign
def gen_benign():
    for lg in LANGS:
        mod = L[lg]
        pool = [(sk, t) for sk, ts in mod.BEN.items() for t in ts]
        it = cycle(pool, rng)
        made = tries = 0
        first_round = len(pool)
        while made < BEN_N[lg] and tries < 10000:
            tries += 1
            sk, t = next(it)
            # first pass: plain most of the time; re-uses get a layout so the text differs
            allow = tries > first_round or rng.random() < 0.35
            text, lay = layout(fill(t, rng), rng, allow=allow)
            if tries > first_round and lay == "plain" and "{" not in t:
                continue
            if add("benign", lg, text, f"benign/{ {'main': 'everyday', 'more': 'everyday'}.get(sk, sk)}: ordinary memory using scanner-trigger vocabulary in a harmless sense; layout={lay}"):
                made += 1


def main():
    gen_injections()
    gen_secrets()
    gen_pii()
    gen_benign()
    for cls, recs in RECS.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as fh:
            for rec in recs:
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    for cls, recs in RECS.items():
        by = {lg: sum(1 for x in recs if x["lang"] == lg) for lg in LANGS}
        print(cls, len(recs), by)


if __name__ == "__main__":
    main()
