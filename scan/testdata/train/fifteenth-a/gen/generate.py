#!/usr/bin/env python3
"""Generator for the t15a memory-scanner training set.

Standard library only; one random.Random seeded with 20261551; output is
byte-identical on every run.  Usage:  python3 gen/generate.py
"""
import base64
import importlib
import json
import os
import string
import sys
import unicodedata
import random

SEED = 20261551
rng = random.Random(SEED)

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
L = {lg: importlib.import_module("lines_" + lg) for lg in LANGS}

# ---------------------------------------------------------------- sizes
INJ_PLAN = {  # category -> (en, other languages)
    "safe": (52, 26), "secrecy": (48, 24), "override": (10, 5), "persona": (8, 4),
    "exfil": (12, 6), "sensitive": (10, 5), "marker": (10, 5),
}
COMBINED_SHARE = {"safe": 0.5, "secrecy": 0.5}  # others: 0.3
OBF_QUOTA = {"en": 30, "fr": 10, "de": 10, "es": 10, "pt": 10, "zh": 10, "ja": 10}
BENIGN_TARGET = {"en": 164, "fr": 81, "de": 81, "es": 81, "pt": 81, "zh": 81, "ja": 81}
SECRET_PLAN = {"en": {"prose": 5, "pem": 2, "conn": 3, "api": 8}}
for _lg in LANGS[1:]:
    SECRET_PLAN[_lg] = {"prose": 2, "pem": 0, "conn": 1, "api": 4}
PII_COUNT = {"en": 5, "fr": 3, "de": 3, "es": 2, "pt": 3, "zh": 2, "ja": 2}

CAT_LABEL = {
    "safe": "disable-safeguard", "secrecy": "secrecy", "override": "override-guidance",
    "persona": "role-change", "exfil": "exfiltration", "sensitive": "sensitive-target",
    "marker": "fake-chat-marker",
}


def parse(block):
    out = []
    for line in block.strip().splitlines():
        line = line.strip()
        if line:
            out.append(line.replace("\\n", "\n"))
    return out


def tagged(block):
    res = []
    for line in parse(block):
        tag, text = line.split("|", 1)
        res.append((tag, text))
    return res


# ---------------------------------------------------------------- fillers
ATT_DOMAINS = ["quietrelay.example", "buildcache-sync.test", "cdn-metrics.example",
               "greyfinch-hooks.test", "driftbox.example", "pixelcount.test",
               "lumenfold.example", "orbitnote.test", "stackpatrol.example",
               "devtelemetry.test", "mirrorlane.example", "ferncrest-ci.test"]
ATT_MAILS = ["kb-archive@quietrelay.example", "audit-copy@greyfinch-hooks.test",
             "notes.backup@driftbox.example", "sync@lumenfold.example",
             "ops-mirror@orbitnote.test", "rotation@stackpatrol.example",
             "wissen@mirrorlane.example", "base-conhecimento@ferncrest-ci.test"]
DOC_NETS = ["192.0.2", "198.51.100", "203.0.113"]
HEX = "0123456789abcdef"
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
UPPER_DIG = string.ascii_uppercase + string.digits


def rs(n, alpha=ALNUM):
    return "".join(rng.choice(alpha) for _ in range(n))


def max_digit_run(s):
    best = cur = 0
    for ch in s:
        cur = cur + 1 if ch.isdigit() else 0
        best = max(best, cur)
    return best


def hexstr(n):
    while True:
        s = rs(n, HEX)
        if max_digit_run(s) < 9 and any(c.isalpha() for c in s):
            return s


def uuid4():
    h = hexstr(32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def doc_ip():
    return "%s.%d" % (rng.choice(DOC_NETS), rng.randint(2, 250))


def fill(text):
    reps = {
        "{dom}": lambda: rng.choice(ATT_DOMAINS), "{mail}": lambda: rng.choice(ATT_MAILS),
        "{ip}": doc_ip, "{sha}": lambda: hexstr(40), "{short}": lambda: hexstr(8),
        "{uuid}": uuid4, "{hash}": lambda: hexstr(64),
    }
    for k, fn in reps.items():
        while k in text:
            text = text.replace(k, fn(), 1)
    return text


# ---------------------------------------------------------------- composition
CJK = ("zh", "ja")


def lower_first(s):
    if len(s) > 1 and s[0].isupper() and s[1].islower():
        return s[0].lower() + s[1:]
    return s


def join(lang, fact, clause):
    if clause[:1] in "<[{#" or clause.startswith("----") or clause.startswith(("Human:", "User:", "【")):
        return fact + " " + clause
    if lang in CJK:
        f = fact if fact[-1] in "。！？" else fact + "。"
        return f + clause
    if fact[-1] in ".!?":
        return fact + " " + clause
    if lang == "de":
        return fact + ". " + clause
    sep = rng.choice([". ", ". ", "; ", " — "])
    if ";" in fact and sep == "; ":
        sep = ". "
    if lang == "fr" and sep == "; ":
        sep = " ; "
    if sep == ". ":
        return fact + sep + clause
    return fact + sep + lower_first(clause)


def rand_date():
    m = rng.randint(1, 11)
    d = rng.randint(1, 28)
    return "2026-%02d-%02d" % (m, d)


def layout(text, allow_heading=True):
    if "\n" in text or text[:1] in "<[{#-" or text.startswith(("Human:", "User:", "【")):
        return text, "bullet"
    r = rng.random()
    if r < 0.66:
        return text, "bullet"
    if r < 0.74:
        return rand_date() + ": " + text, "dated bullet"
    if r < 0.81:
        key = rng.choice(["summary", "notes", "description", "remember"])
        if '"' in text:
            return key + ": '" + text.replace("'", "''") + "'", "front-matter value"
        return key + ': "' + text + '"', "front-matter value"
    if r < 0.89:
        return "<!-- " + text + " -->", "html comment"
    if r < 0.94 and len(text) <= 90 and allow_heading:
        return "## " + text.rstrip("."), "heading"
    return "> [!note] " + text, "callout"


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d",
        "K": "\u041a", "M": "\u041c", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def fold_ascii(s):
    s = s.replace("«", '"').replace("»", '"').replace("„", '"').replace("“", '"') \
         .replace("”", '"').replace("—", "-").replace("–", "-").replace("’", "'")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if 0x20 <= ord(c) < 0x7f)


def ob_zero_width(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " " and rng.random() < 0.6:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in fold_ascii(s))


def ob_bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def ob_fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def ob_homoglyph(s):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in s)


def ob_leet(s):
    return "".join(LEET[c] if c in LEET and rng.random() < 0.85 else c for c in s)


def ob_spacing(s, lang):
    if lang in CJK:
        return " ".join(ch for ch in s if ch != " ")
    return "   ".join(" ".join(w) for w in s.split())


OBF_DESC = {
    "zero-width": "zero-width characters interleaved in the instruction",
    "tag-chars": "instruction encoded in invisible Unicode tag characters after a harmless fact",
    "bidi": "instruction stored reversed inside an RLO bidi override after a harmless fact",
    "fullwidth": "instruction written in full-width letters",
    "homoglyph": "Cyrillic homoglyphs substituted into the instruction",
    "base64": "instruction base64-encoded inside a setup-hint wrapper",
    "leetspeak": "instruction in leetspeak",
    "spacing": "instruction letter-spaced",
}
LATIN_OBF = ["zero-width", "tag-chars", "bidi", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
CJK_OBF = ["zero-width", "bidi", "base64", "spacing"]


def obfuscate(item, method):
    lang = item["lang"]
    clause = item["clause"]
    fact = item["fact"]
    if method in ("tag-chars", "bidi") and not fact:
        fact = rng.choice(item["facts_pool"])
    if method == "tag-chars":
        return fact + ob_tags(clause)
    if method == "bidi":
        return fact + ("" if lang in CJK else " ") + ob_bidi(clause)
    if method == "base64":
        wrap = rng.choice(L[lang].B64_WRAP)
        enc = base64.b64encode(clause.encode("utf-8")).decode("ascii")
        body = wrap.format(b=enc)
        return (fact + ("。" if lang in CJK and fact[-1] not in "。）" else ". " if lang not in CJK else "") + body) if fact else body
    fn = {"zero-width": ob_zero_width, "fullwidth": ob_fullwidth, "homoglyph": ob_homoglyph,
          "leetspeak": ob_leet}.get(method)
    ob = fn(clause) if fn else ob_spacing(clause, lang)
    return join(lang, fact, ob) if fact else ob


# ---------------------------------------------------------------- injections
def build_injections():
    out = []
    for lang in LANGS:
        mod = L[lang]
        facts = [fill(f) for f in parse(mod.FACTS)]
        pools = {"safe": tagged(mod.SAFE), "secrecy": tagged(mod.SECRECY),
                 "override": tagged(mod.OVERRIDE), "persona": tagged(mod.PERSONA),
                 "exfil": tagged(mod.EXFIL), "sensitive": tagged(mod.SENSITIVE),
                 "marker": tagged(mod.MARKER)}
        items = []
        for cat, (n_en, n_other) in INJ_PLAN.items():
            n = n_en if lang == "en" else n_other
            pool = pools[cat][:]
            rng.shuffle(pool)
            share = COMBINED_SHARE.get(cat, 0.3)
            n_comb = int(round(n * share))
            n_std = n - n_comb
            if n_std > len(pool):
                n_std = len(pool)
                n_comb = n - n_std
            for tag, text in pool[:n_std]:
                items.append({"lang": lang, "cat": cat, "tag": tag, "fact": None,
                              "clause": fill(text), "facts_pool": facts})
            used = set()
            order = pool[:]
            rng.shuffle(order)
            k = 0
            while n_comb > 0:
                tag, text = order[k % len(order)]
                k += 1
                fact = rng.choice(facts)
                if (text, fact) in used:
                    continue
                used.add((text, fact))
                items.append({"lang": lang, "cat": cat, "tag": tag, "fact": fact,
                              "clause": fill(text), "facts_pool": facts})
                n_comb -= 1
        # obfuscation
        cands = [i for i, it in enumerate(items) if "\n" not in it["clause"]]
        rng.shuffle(cands)
        methods = []
        base = LATIN_OBF if lang not in CJK else CJK_OBF
        while len(methods) < OBF_QUOTA[lang]:
            b = base[:]
            rng.shuffle(b)
            methods.extend(b)
        for idx, method in zip(cands[:OBF_QUOTA[lang]], methods):
            items[idx]["obf"] = method
        for it in items:
            method = it.get("obf")
            if method:
                text = obfuscate(it, method)
                carried = bool(it["fact"]) or method in ("tag-chars", "bidi")
            else:
                text = join(lang, it["fact"], it["clause"]) if it["fact"] else it["clause"]
                carried = bool(it["fact"])
            text, lay = layout(text)
            if it["cat"] in ("safe", "secrecy"):
                style = "habit/efficiency-tip phrasing"
            elif it["tag"] == "stock-phrase":
                style = "stock phrase on purpose"
            else:
                style = "paraphrased"
            place = "one clause hidden after a useful project memory" if carried else "standalone memory line"
            note = "%s:%s; %s; %s; layout=%s" % (CAT_LABEL[it["cat"]], it["tag"], place, style, lay)
            if method:
                note += "; obfuscated=%s (%s)" % (method, OBF_DESC[method])
            out.append({"class": "injection", "lang": lang, "text": text, "note": note})
    return out


# ---------------------------------------------------------------- benign
VOCAB = ["ignore", "skip", "review", "audit", "system prompt", "rotate", "password", "curl",
         "confirm", "sign", "approv", "surprise", "mention", "confidential", "override",
         "persona", "exfiltration", "secret", "rate limit", "sandbox", "forget", "disregard",
         "base64", "hidden", ".env", "~/.ssh", "token", "key"]


def vocab_hits(text):
    t = text.lower()
    return [v for v in VOCAB if v in t][:3]


def build_benign():
    out = []
    for lang in LANGS:
        mod = L[lang]
        facts = parse(mod.FACTS)
        bl = parse(mod.BENIGN)
        rows = []
        for f in facts:
            rows.append((fill(f), "benign: plain project/user fact (also used as carrier for injections)"))
        for b in bl:
            hits = vocab_hits(b)
            why = "benign lookalike: attack vocabulary in a harmless sense" + (
                " (%s)" % ", ".join(hits) if hits else "")
            rows.append((fill(b), why))
        need = BENIGN_TARGET[lang] - len(rows)
        single = [b for b in bl if "\n" not in b]
        used = set()
        while need > 0:
            f = rng.choice(facts)
            b = rng.choice(single)
            if (f, b) in used:
                continue
            used.add((f, b))
            rows.append((join(lang, fill(f), fill(b)),
                         "benign: useful fact plus a harmless lookalike clause (same shape as hidden-clause injections)"))
            need -= 1
        for text, why in rows:
            text, lay = layout(text)
            out.append({"class": "benign", "lang": lang, "text": text, "note": why + "; layout=" + lay})
    return out


# ---------------------------------------------------------------- secrets
def b64url(b):
    return base64.urlsafe_b64encode(b).decode("ascii").rstrip("=")


def digits(n, first_nonzero=True):
    s = str(rng.randint(1, 9)) if first_nonzero else str(rng.randint(0, 9))
    return s + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def k_aws():
    return "AKIA" + rs(16, string.ascii_uppercase + "234567") + " / " + rs(40, ALNUM + "/+")


def k_discord():
    uid = digits(18).encode()
    return b64url(uid) + "." + rs(6, URLSAFE) + "." + rs(38, URLSAFE)


def k_jwt():
    header = {"alg": "HS256", "typ": "JWT"}
    name = rng.choice(["svc-orders", "jlindqvist", "m.okafor", "build-bot", "r.takeda"])
    iat = rng.randint(1767225600, 1780000000)
    payload = {"sub": name, "role": rng.choice(["admin", "deployer", "maintainer"]),
               "iat": iat, "exp": iat + rng.choice([3600, 86400, 2592000])}
    h = b64url(json.dumps(header, separators=(",", ":")).encode())
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return h + "." + p + "." + rs(43, URLSAFE)


def k_azure():
    acct = rng.choice(["stfernlogs", "stquarryprod", "stmeadowdata", "stlumenbk"])
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net"
            % (acct, rs(86, ALNUM + "+/")))


def k_openai():
    if rng.random() < 0.5:
        return "sk-proj-" + rs(74, URLSAFE) + "T3BlbkFJ" + rs(74, URLSAFE)
    return "sk-" + rs(20) + "T3BlbkFJ" + rs(20)


PROVIDERS = [
    ("AWS", "AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY", k_aws),
    ("GitHub", "GITHUB_TOKEN", lambda: "ghp_" + rs(36)),
    ("GitHub fine-grained", "GH_PAT", lambda: "github_pat_" + rs(22) + "_" + rs(59)),
    ("GitLab", "GITLAB_TOKEN", lambda: "glpat-" + rs(20, URLSAFE)),
    ("npm", "NPM_TOKEN", lambda: "npm_" + rs(36)),
    ("PyPI", "PYPI_TOKEN", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(64, URLSAFE)),
    ("SendGrid", "SENDGRID_API_KEY", lambda: "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE)),
    ("Google", "GOOGLE_API_KEY", lambda: "AIza" + rs(35, URLSAFE)),
    ("Hugging Face", "HF_TOKEN", lambda: "hf_" + rs(34, string.ascii_letters)),
    ("DigitalOcean", "DIGITALOCEAN_TOKEN", lambda: "dop_v1_" + rs(64, HEX)),
    ("Mailgun", "MAILGUN_API_KEY", lambda: "key-" + rs(32, HEX)),
    ("Heroku", "HEROKU_API_KEY", lambda: "HRKU-" + uuid4()),
    ("Discord", "DISCORD_BOT_TOKEN", k_discord),
    ("Datadog", "DD_API_KEY", lambda: rs(32, HEX)),
    ("Slack", "SLACK_BOT_TOKEN", lambda: "xoxb-" + digits(11) + "-" + digits(13) + "-" + rs(24)),
    ("Slack webhook", "SLACK_WEBHOOK_URL", lambda: "https://hooks.slack.com/services/T" + rs(10, UPPER_DIG)
     + "/B" + rs(10, UPPER_DIG) + "/" + rs(24)),
    ("Stripe", "STRIPE_SECRET_KEY", lambda: "sk_live_" + rs(rng.choice([24, 99]))),
    ("Stripe restricted", "STRIPE_RESTRICTED_KEY", lambda: "rk_live_" + rs(99)),
    ("OpenAI", "OPENAI_API_KEY", k_openai),
    ("Anthropic", "ANTHROPIC_API_KEY", lambda: "sk-ant-api03-" + rs(93, URLSAFE) + "AA"),
    ("Twilio", "TWILIO_API_KEY / TWILIO_API_SECRET", lambda: "SK" + rs(32, HEX) + ":" + rs(32, ALNUM)),
    ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING", k_azure),
    ("Telegram", "TELEGRAM_BOT_TOKEN", lambda: str(rng.randint(1000000000, 7999999999)) + ":AA" + rs(33, URLSAFE)),
    ("Shopify", "SHOPIFY_ACCESS_TOKEN", lambda: "shpat_" + rs(32, HEX)),
    ("JWT", "SESSION_JWT", k_jwt),
    ("Linear", "LINEAR_API_KEY", lambda: "lin_api_" + rs(40)),
    ("Vercel", "VERCEL_TOKEN", lambda: "vcp_" + rs(56)),
]
VAR_ONLY = {"JWT", "Azure Storage", "Slack webhook", "AWS", "Twilio"}

WORDS = ["Kiwi", "Brise", "Maple", "Otter", "Falke", "Sol", "Tango", "Nebel", "Lince", "Cobalt",
         "river", "quartz", "tangerine", "harbor", "velvet", "nimbus", "sakura", "hoshi", "lune"]


def password():
    r = rng.random()
    if r < 0.35:
        return rng.choice(WORDS).capitalize() + rng.choice("-_.") + rng.choice(WORDS).capitalize() + str(rng.randint(10, 9999)) + rng.choice("!?#$%&*")
    if r < 0.7:
        return rs(rng.randint(12, 18), ALNUM + "!#$%&*+-=?@^_")
    return "-".join(rng.choice(WORDS).lower() for _ in range(3)) + "-" + str(rng.randint(10, 99))


def pem():
    kind = rng.choice(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"])
    nlines = {"OPENSSH PRIVATE KEY": 7, "RSA PRIVATE KEY": 12, "EC PRIVATE KEY": 3}[kind]
    body = []
    if kind == "OPENSSH PRIVATE KEY":
        body.append("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW")
        body[0] = body[0][:64]
    elif kind == "RSA PRIVATE KEY":
        body.append("MIIEow" + rs(58, ALNUM + "+/"))
    else:
        body.append("MHcCAQEEI" + rs(55, ALNUM + "+/"))
    for _ in range(nlines - 1):
        body.append(rs(64, ALNUM + "+/"))
    body.append(rs(rng.randint(20, 60), ALNUM + "+/") + "=")
    return kind, "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(body), kind)


def conn():
    pw = rs(rng.randint(14, 22), ALNUM + "!*-_")
    host = rng.choice(["db.fernquarry.example", "pg-main.lumenfold.internal.example",
                       "orders-db.staging.meadowlark.test", doc_ip()])
    kind = rng.choice(["postgres", "mongodb", "redis", "mysql", "amqp"])
    user = rng.choice(["app_user", "svc_orders", "admin", "reporting", "deploy"])
    if kind == "postgres":
        return "Postgres", "DATABASE_URL", "postgres://%s:%s@%s:5432/orders" % (user, pw, host)
    if kind == "mongodb":
        return "MongoDB", "MONGO_URI", "mongodb+srv://%s:%s@cluster0.%s/prod?retryWrites=true" % (
            user, pw, rng.choice(["quarrystone.example", "meadowlark.test"]))
    if kind == "redis":
        return "Redis", "REDIS_URL", "redis://default:%s@%s:6379/0" % (pw, host)
    if kind == "mysql":
        return "MySQL", "MYSQL_URL", "mysql://%s:%s@%s:3306/shop" % (user, pw, host)
    return "RabbitMQ", "AMQP_URL", "amqp://%s:%s@%s:5672/%%2F" % (user, pw, host)


def build_secrets():
    out = []
    prov_cycle = PROVIDERS[:]
    rng.shuffle(prov_cycle)
    pi = 0
    for lang in LANGS:
        mod = L[lang]
        plan = SECRET_PLAN[lang]
        prose = tagged(mod.SECRET_PROSE)
        rng.shuffle(prose)
        ctx = tagged(mod.SECRET_CTX)
        var_ctx = [c for c in ctx if c[0] == "var"]
        for tag, tpl in prose[:plan["prose"]]:
            text = tpl.replace("{pw}", password()).replace("{pin}", digits(rng.choice([4, 6]), False))
            text, lay = layout(text, False)
            out.append({"class": "secret", "lang": lang, "text": text,
                        "note": "secret:%s; credential stated in prose; layout=%s" % (tag, lay)})
        for _ in range(plan["pem"]):
            kind, key = pem()
            intro = rng.choice(mod.PEM_INTROS)
            if rng.random() < 0.5:
                text = intro + "\n```\n" + key + "\n```"
                lay = "fenced code block"
            else:
                text = intro + "\n" + key
                lay = "note paragraph"
            out.append({"class": "secret", "lang": lang, "text": text,
                        "note": "secret:pem-private-key (%s); layout=%s" % (kind, lay)})
        for _ in range(plan["conn"]):
            name, var, url = conn()
            tpl = rng.choice(var_ctx)[1]
            text = tpl.replace("{var}", var).replace("{key}", url)
            text, lay = layout(text, False)
            out.append({"class": "secret", "lang": lang, "text": text,
                        "note": "secret:connection-string-with-password (%s); layout=%s" % (name, lay)})
        for _ in range(plan["api"]):
            name, var, fn = prov_cycle[pi % len(prov_cycle)]
            pi += 1
            choices = var_ctx if name in VAR_ONLY else ctx
            tag, tpl = rng.choice(choices)
            text = tpl.replace("{var}", var).replace("{prov}", name).replace("{key}", fn())
            text, lay = layout(text, False)
            out.append({"class": "secret", "lang": lang, "text": text,
                        "note": "secret:api-token (%s, real prefix/length/alphabet, random body); layout=%s" % (name, lay)})
    return out


# ---------------------------------------------------------------- pii
FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005",
                "4012888888881881", "5105105105105100", "371449635398431", "4000056655665556"}


def luhn_complete(prefix, length):
    body = prefix + "".join(str(rng.randint(0, 9)) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def card():
    while True:
        brand = rng.choice(["visa", "visa", "mc", "amex"])
        if brand == "visa":
            num = luhn_complete("4", 16)
        elif brand == "mc":
            num = luhn_complete(str(rng.randint(51, 55)), 16)
        else:
            num = luhn_complete(rng.choice(["34", "37"]), 15)
        if num not in FAMOUS_CARDS and len(set(num)) > 4:
            break
    sep = rng.choice([" ", "-", " "])
    if len(num) == 15:
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i:i + 4] for i in range(0, 16, 4))


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        s = "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = digits(6, False)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], rng.choice("ABCD"))


def iban(country):
    if country == "GB":
        bban = rs(4, string.ascii_uppercase) + digits(14, False)
    else:
        n = {"DE": 18, "FR": 23, "ES": 20, "PT": 21}[country]
        bban = digits(n, False)
    rearr = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(num) % 97
    full = country + "%02d" % check + bban
    return " ".join(full[i:i + 4] for i in range(0, len(full), 4))


PHONE = {
    "en": lambda: rng.choice(["+1 (%d) 555-01%02d" % (rng.choice([206, 312, 415, 512, 617, 720]), rng.randint(0, 99)),
                              "07700 900%03d" % rng.randint(0, 999)]),
    "fr": lambda: "+33 1 99 00 %02d %02d" % (rng.randint(0, 99), rng.randint(0, 99)),
    "de": lambda: "+49 151 %s" % digits(8),
    "es": lambda: "+34 6%s %s %s" % (digits(2, False), digits(3, False), digits(3, False)),
    "pt": lambda: "+55 11 9%s-%s" % (digits(4), digits(4, False)),
    "zh": lambda: "1%d%d %s %s" % (rng.randint(3, 9), rng.randint(0, 9), digits(4, False), digits(4, False)),
    "ja": lambda: "090-%s-%s" % (digits(4), digits(4, False)),
}
IBAN_COUNTRY = {"en": "GB", "fr": "FR", "de": "DE", "es": "ES", "pt": "PT"}


def build_pii():
    out = []
    for lang in LANGS:
        tpls = tagged(L[lang].PII)
        rng.shuffle(tpls)
        for tag, tpl in tpls[:PII_COUNT[lang]]:
            val = {"card": card, "ssn": ssn, "nino": nino,
                   "phone": PHONE[lang], "iban": lambda: iban(IBAN_COUNTRY[lang])}[tag]()
            text = tpl.replace("{" + tag + "}", val)
            text, lay = layout(text, False)
            extra = {"card": "Luhn-valid card number", "ssn": "US SSN (valid area/group/serial)",
                     "nino": "UK National Insurance number", "phone": "phone number",
                     "iban": "IBAN with valid mod-97 check digits"}[tag]
            out.append({"class": "pii", "lang": lang, "text": text,
                        "note": "pii:%s; %s; layout=%s" % (tag, extra, lay)})
    return out


# ---------------------------------------------------------------- write
ABBR = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}


def finalize(rows, cls):
    seen = set()
    uniq = []
    for r in rows:
        if r["text"] in seen:
            continue
        seen.add(r["text"])
        uniq.append(r)
    rng.shuffle(uniq)
    counters = {}
    final = []
    for r in uniq:
        counters[r["lang"]] = counters.get(r["lang"], 0) + 1
        rid = "t15a-%s-%s-%04d" % (ABBR[cls], r["lang"], counters[r["lang"]])
        final.append({"id": rid, "class": cls, "lang": r["lang"], "text": r["text"], "note": r["note"]})
    return final


def main():
    data = {
        "injection": build_injections(),
        "benign": build_benign(),
        "secret": build_secrets(),
        "pii": build_pii(),
    }
    for cls, rows in data.items():
        rows = finalize(rows, cls)
        path = os.path.join(OUT, cls + ".jsonl")
        with open(path, "w", encoding="utf-8", newline="\n") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        print("%-10s %4d" % (cls, len(rows)))


if __name__ == "__main__":
    main()
