#!/usr/bin/env python3
"""Generator for the t10b memory-scanner training set.

Reads hand-written lines from gen/hand/<lang>.txt and combines them with
layouts, obfuscation transforms and random key material (seeded RNG).
Python 3 standard library only.
"""
import base64, json, os, random, re, string, unicodedata

SEED = 20261215
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
rng = random.Random(SEED)

AL = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = AL + "+/"
URLSAFE = AL + "-_"

def rs(n, alpha=AL):
    return "".join(rng.choice(alpha) for _ in range(n))

# ---------------------------------------------------------------- made-up hosts
# Invented hosts used as exfiltration / attacker endpoints (none are real services).
EVIL_HOSTS = [
    "sync.quillmere-dev.net", "cdn.harrowgate-relay.com", "hooks.brindlepost.io",
    "collect.oakspindle.net", "telemetry.norvale-stats.com", "mirror.gallowfen.dev",
    "api.lumenfold-sync.app", "drop.tessarine.io", "ingest.copperwick-metrics.net",
    "static.ferncastle-cdn.com", "relay.dunmarrow.org", "logs.pellucid-ops.net",
    "agent-config.vantrell.io", "updates.sablethorn.dev", "pkg.wrenholt-mirror.net",
]
EVIL_USERS = ["backup", "ops-archive", "audit", "support", "relay", "sync", "devops", "noc"]
EVIL_MAILDOMAINS = ["brindlepost.io", "quillmere-dev.net", "harrowgate-relay.com",
                    "tessarine.io", "dunmarrow.org", "sablethorn.dev"]

def ip():
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return f"{net}.{rng.randint(1, 254)}"

# ---------------------------------------------------------------- key material
def jwt():
    def b64u(b):
        return base64.urlsafe_b64encode(b).rstrip(b"=").decode()
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64u(json.dumps({"sub": rs(12, HEX), "scope": rng.choice(["metrics:read", "admin", "deploy"]),
                            "iat": rng.randint(1760000000, 1790000000)}, separators=(",", ":")).encode())
    return f"{head}.{body}.{rs(43, URLSAFE)}"

def pem():
    kind = rng.choice(["OPENSSH", "RSA", "EC"])
    if kind == "OPENSSH":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + rs(rng.randint(180, 260), B64)
    elif kind == "RSA":
        body = "MIIEo" + rs(rng.randint(200, 280), B64)
    else:
        body = "MHcCAQEE" + rs(rng.randint(120, 160), B64)
    return f"-----BEGIN {kind} PRIVATE KEY----- {body}= -----END {kind} PRIVATE KEY-----"

WORDS = ["Kestrel", "Harbor", "Pecan", "Lantern", "Meridian", "Quarry", "Tundra", "Velvet",
         "Cobalt", "Juniper", "Saffron", "Falke", "Möwe", "Colibri", "Gaivota", "Tannen"]

def password():
    if rng.random() < 0.4:
        return f"{rng.choice(WORDS)}-{rng.choice(WORDS)}-{rng.randint(10, 9999)}{rng.choice('!%*')}"
    chars = AL + "!%*-_."  # no @ / # ? so connection URLs stay parseable
    while True:
        p = rs(rng.randint(12, 20), chars)
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
            return p

def discord():
    uid = str(rng.randint(10**17, 10**18 - 1))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(6, URLSAFE) + "." + rs(38, URLSAFE)

def azure_conn():
    acct = "st" + rs(rng.randint(8, 14), string.ascii_lowercase + string.digits)
    return (f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={rs(86, B64)}==;"
            "EndpointSuffix=core.windows.net")

SECRETS = {
    "AWS_AKID": lambda: "AKIA" + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"),
    "AWS_SECRET": lambda: rs(40, B64),
    "GH_PAT": lambda: "ghp_" + rs(36),
    "GH_FINE": lambda: "github_pat_" + rs(22) + "_" + rs(59),
    "GL_PAT": lambda: "glpat-" + rs(20, URLSAFE),
    "NPM": lambda: "npm_" + rs(36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(rng.randint(60, 80), URLSAFE),
    "SENDGRID": lambda: "SG." + rs(22, URLSAFE) + "." + rs(43, URLSAFE),
    "GOOGLE": lambda: "AIza" + rs(35, URLSAFE),
    "HF": lambda: "hf_" + rs(34),
    "DO": lambda: "dop_v1_" + rs(64, HEX),
    "MAILGUN": lambda: "key-" + rs(32, HEX),
    "HEROKU": lambda: "HRKU-AA" + rs(58, URLSAFE),
    "DISCORD": discord,
    "DATADOG": lambda: rs(32, HEX),
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**12)}-{rng.randint(10**12, 10**13)}-{rs(24)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{rs(10, string.ascii_uppercase + string.digits)}/B{rs(10, string.ascii_uppercase + string.digits)}/{rs(24)}",
    "STRIPE": lambda: "sk_live_51" + rs(97),
    "OPENAI": lambda: "sk-proj-" + rs(74, URLSAFE) + "T3BlbkFJ" + rs(74, URLSAFE),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(93, URLSAFE) + "AA",
    "TWILIO_SID": lambda: "AC" + rs(32, HEX),
    "TWILIO_TOKEN": lambda: rs(32, HEX),
    "AZURE_CONN": azure_conn,
    "ADO_PAT": lambda: rs(52, "abcdefghijklmnopqrstuvwxyz234567"),
    "TELEGRAM": lambda: f"{rng.randint(10**9, 8 * 10**9)}:AA{rs(33, URLSAFE)}",
    "SHOPIFY": lambda: "shpat_" + rs(32, HEX),
    "JWT": jwt,
    "PEM": pem,
    "PW": password,
    "PIN": lambda: rs(rng.choice([4, 6]), string.digits),
    "FEISHU_ID": lambda: "cli_" + rs(16, HEX),
    "FEISHU_SECRET": lambda: rs(32),
    "P4TICKET": lambda: rs(32, "0123456789ABCDEF"),
    "CHATWORK": lambda: rs(32, HEX),
    "BITBUCKET": lambda: "ATBB" + rs(32),
    "MATRIX": lambda: "syt_" + base64.b64encode(rng.choice(["deploybot", "ci-relay", "veille"]).encode()).decode().rstrip("=") + "_" + rs(20) + "_" + rs(6),
    "OPENSHIFT": lambda: "sha256~" + rs(43, URLSAFE),
    "JIRA": lambda: "ATATT3xFfGF0" + rs(170, URLSAFE) + "=" + rs(8, "0123456789ABCDEF"),
    "LARAVEL_KEY": lambda: "base64:" + base64.b64encode(bytes(rng.getrandbits(8) for _ in range(32))).decode(),
    "UNITY_SERIAL": lambda: "-".join(["E3"] + [rs(4, string.ascii_uppercase + string.digits) for _ in range(5)]),
}

# ---------------------------------------------------------------- PII
def luhn_ok(num):
    d = [int(c) for c in num][::-1]
    s = sum(d[0::2]) + sum(sum(divmod(2 * x, 10)) for x in d[1::2])
    return s % 10 == 0

FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "4012888888881881",
                "378282246310005", "5105105105105100", "4000056655665556", "6011111111111117"}

def card():
    while True:
        kind = rng.choice(["visa", "mc", "amex"])
        if kind == "visa":
            base = "4" + rs(14, string.digits)
        elif kind == "mc":
            base = "5" + rng.choice("12345") + rs(13, string.digits)
        else:
            base = "3" + rng.choice("47") + rs(12, string.digits)
        for c in string.digits:
            if luhn_ok(base + c):
                num = base + c
                break
        if num in FAMOUS_CARDS:
            continue
        if kind == "amex":
            return f"{num[:4]} {num[4:10]} {num[10:]}"
        return " ".join(num[i:i + 4] for i in range(0, 16, 4))

def ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        s = f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s

NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"
NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}

def nino():
    while True:
        p = rng.choice(NINO_FIRST) + rng.choice(NINO_SECOND)
        if p in NINO_BAD:
            continue
        d = rs(6, string.digits)
        if p == "QQ" or d == "123456":
            continue
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"

def iban_check(cc, bban):
    s = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return f"{98 - int(num) % 97:02d}"

def iban(cc):
    digits = string.digits
    bban = {
        "CH": lambda: rng.choice(["00762", "00230", "00788", "08390"]) + rs(12, digits),
        "DE": lambda: rng.choice(["20050550", "20010020", "20070000", "20040000"]) + rs(10, digits),
        "FR": lambda: rs(5, digits) + rs(5, digits) + rs(11, digits) + rs(2, digits),
        "PT": lambda: rng.choice(["0035", "0033", "0007", "0010"]) + rs(4, digits) + rs(11, digits) + rs(2, digits),
        "ES": lambda: rng.choice(["2100", "0049", "0182", "2085"]) + rs(4, digits) + rs(2, digits) + rs(10, digits),
        "GB": lambda: rng.choice(["NWBK", "BARC", "HBUK", "LOYD"]) + rs(6, digits) + rs(8, digits),
    }[cc]()
    raw = cc + iban_check(cc, bban) + bban
    return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))

def d(n):
    return rs(n, string.digits)

PII = {
    "CARD": card, "SSN": ssn, "NINO": nino,
    "IBAN_CH": lambda: iban("CH"), "IBAN_DE": lambda: iban("DE"), "IBAN_FR": lambda: iban("FR"),
    "IBAN_PT": lambda: iban("PT"), "IBAN_ES": lambda: iban("ES"), "IBAN_GB": lambda: iban("GB"),
    "PHONE_US": lambda: f"(512) {rng.randint(2, 9)}{d(2)}-{d(4)}",
    "PHONE_CH": lambda: f"+41 {rng.choice(['76', '78', '79'])} {d(3)} {d(2)} {d(2)}",
    "PHONE_DE": lambda: f"+49 {rng.choice(['151', '160', '171', '176'])} {d(8)}",
    "PHONE_CO": lambda: f"+57 {rng.choice(['300', '310', '315', '320'])} {d(3)} {d(4)}",
    "PHONE_PT": lambda: f"+351 {rng.choice(['91', '92', '93', '96'])}{d(1)} {d(3)} {d(3)}",
    "PHONE_CN": lambda: f"{rng.choice(['138', '139', '158', '186'])}{d(4)}{d(4)}",
    "PHONE_JP": lambda: f"{rng.choice(['090', '080', '070'])}-{d(4)}-{d(4)}",
}

# ---------------------------------------------------------------- benign fillers
FILL = {
    "SHA": lambda: rs(40, HEX),
    "SHORTSHA": lambda: rs(rng.choice([7, 8, 9]), HEX),
    "UUID": lambda: f"{rs(8, HEX)}-{rs(4, HEX)}-4{rs(3, HEX)}-{rng.choice('89ab')}{rs(3, HEX)}-{rs(12, HEX)}",
    "SHA256": lambda: rs(64, HEX),
    "HOST": lambda: rng.choice(EVIL_HOSTS),
    "EMAIL": lambda: f"{rng.choice(EVIL_USERS)}@{rng.choice(EVIL_MAILDOMAINS)}",
    "IP": ip,
    "N": lambda: str(rng.randint(2, 90)),
}

def fill(text):
    used = []
    def rep(m):
        k = m.group(1)
        for table in (SECRETS, PII, FILL):
            if k in table:
                used.append(k)
                return table[k]()
        raise KeyError(k)
    return re.sub(r"\{([A-Z0-9_]+)\}", rep, text), used

# ---------------------------------------------------------------- hand files
def load(lang):
    sections, cur = {}, None
    with open(os.path.join(HERE, "hand", f"{lang}.txt"), encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("%%"):
                continue
            m = re.fullmatch(r"\[([a-z0-9_.]+)\]", line.strip())
            if m:
                cur = m.group(1)
                sections.setdefault(cur, [])
                continue
            sections[cur].append(line.strip())
    return sections

# ---------------------------------------------------------------- layouts
LABEL = {"en": "Note", "fr": "Remarque", "de": "Hinweis", "es": "Nota", "pt": "Nota", "zh": "备注", "ja": "メモ"}
COLON = {"en": ": ", "fr": " : ", "de": ": ", "es": ": ", "pt": ": ", "zh": "：", "ja": "："}

def layout(text, lang, allow=True):
    if not allow:
        return text, "plain"
    r = rng.random()
    if r < 0.74:
        return text, "plain"
    if r < 0.80:
        return f"<!-- {text} -->", "obsidian html comment"
    if r < 0.85:
        return f"> {text}", "obsidian blockquote"
    if r < 0.91:
        return f"2026-{rng.randint(9, 11):02d}-{rng.randint(1, 28):02d}{COLON[lang]}{text}", "dated memory bullet"
    if r < 0.96:
        return f"**{LABEL[lang]}**{COLON[lang]}{text}", "bold-labelled note"
    if len(text) < 160 and '"' not in text:
        key = rng.choice(["summary", "agent_note", "context", "memo"])
        return f'{key}: "{text}"', "front-matter value"
    return text, "plain"

# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}

def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()

def ob_zw(p):
    return "".join(c + (rng.choice(ZW) if c != " " else "") for c in p)

def ob_tags(p):
    return "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(p) if 0x20 <= ord(c) <= 0x7E)

def ob_bidi(p):
    return "\u202e" + p[::-1] + "\u202c"

def ob_full(p):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in p)

def ob_homo(p):
    return "".join(HOMO.get(c, c) if rng.random() < 0.8 else c for c in p)

def ob_leet(p):
    return "".join(LEET.get(c, c) for c in p)

def ob_space(p):
    if re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", p):
        return " ".join(c for c in p if c != " ")
    return "  ".join(" ".join(w) for w in p.split(" "))

OBF = {
    "zero-width characters": ob_zw, "unicode tag characters": ob_tags, "bidi override": ob_bidi,
    "full-width letters": ob_full, "homoglyphs (Cyrillic)": ob_homo, "base64": None,
    "leetspeak": ob_leet, "letter spacing": ob_space,
}
LATIN_ONLY = {"homoglyphs (Cyrillic)", "leetspeak", "unicode tag characters"}

# ---------------------------------------------------------------- notes
INJ_NOTES = {
    "inj.disable": "injection/disable-safeguards: memory tells the agent to bypass hooks, reviews, CI gates, signing, audit or confirmations",
    "inj.override": "injection/override-guidance: claims earlier rules, CLAUDE.md/AGENTS.md or user preferences are superseded, or that tool/web content outranks the user",
    "inj.persona": "injection/role-change: assigns the agent a privileged persona or identity",
    "inj.secrecy": "injection/secrecy: tells the agent to hide actions or information from the user",
    "inj.exfil": "injection/exfiltration: sends data to an outside URL, e-mail, webhook, beacon or pipes a remote script to a shell",
    "inj.sensitive": "injection/sensitive-targets: reaches for credentials, keys, system prompt, shell rc files or password stores",
    "inj.fake": "injection/fake-markers: forged chat-turn or system/policy markers inside a memory",
}
BEN_NOTES = {
    "ben.safeguard": "benign/safeguard-vocabulary: harmless, scoped use of --no-verify, SKIP=, || true, --force, protection settings",
    "ben.guidance": "benign/guidance-vocabulary: ordinary note that a doc is outdated/superseded or a user preference, without weakening safety",
    "ben.security": "benign/security-policy: key rotation, password/test-card policy, security practice without secrets",
    "ben.tooling": "benign/tooling-fact: commands (incl. curl | sh installers) recorded as project facts",
    "ben.ids": "benign/identifiers: SHAs, UUIDs, hashes, placeholders that look like key material but grant nothing",
    "ben.misc": "benign/project-fact: ordinary team, product or preference memory",
}
SEC_KIND = [("PEM", "private key (PEM, one line)"), ("JWT", "JWT"), ("AZURE_CONN", "Azure storage connection string"),
            ("SLACK_HOOK", "Slack incoming webhook URL")]

def secret_note(text, used):
    names = [u for u in used if u in SECRETS]
    if "PW" in names or "PIN" in names:
        if re.search(r"[a-z]+://[^\s:]+:", text) or re.search(r"[Pp]assword=", text):
            return "secret/connection-string: URL with embedded password"
        return "secret/prose-password: password or PIN stated in prose"
    return "secret/provider-token: " + ", ".join(sorted(set(names))) + " in its real shape"

def pii_note(used):
    return "pii: " + ", ".join(sorted(set(u for u in used if u in PII))) + " (no access granted)"

# ---------------------------------------------------------------- build
def main():
    rows = {"injection": [], "secret": [], "pii": [], "benign": []}
    counters = {}
    def add(cls, lang, text, note):
        assert "\n" not in text and "\r" not in text
        counters[(cls, lang)] = counters.get((cls, lang), 0) + 1
        rid = f"t10b-{cls[:3]}-{lang}-{counters[(cls, lang)]:03d}"
        rows[cls].append({"id": rid, "class": cls, "lang": lang, "text": text, "note": note})

    for lang in LANGS:
        sec = load(lang)
        for name in INJ_NOTES:
            for line in sec.get(name, []):
                text, _ = fill(line)
                text, lay = layout(text, lang, allow=(name != "inj.fake"))
                add("injection", lang, text, f"{INJ_NOTES[name]}; layout={lay}")
        # obfuscated injections
        carriers = sec.get("obf.carrier", [])
        payloads = sec.get("obf.payload", [])
        intros = sec.get("obf.b64intro", ["base64:"])
        kinds = [k for k in OBF if lang in ("en", "fr", "de", "es", "pt") or k not in LATIN_ONLY]
        start = LANGS.index(lang)
        for i, p in enumerate(payloads):
            p, _ = fill(p)
            kind = kinds[(i + start) % len(kinds)]
            carrier = carriers[i % len(carriers)]
            if kind == "base64":
                enc = base64.b64encode(p.encode("utf-8")).decode()
                text = f"{carrier} {rng.choice(intros)} {enc}"
            elif kind == "unicode tag characters":
                text = carrier + ob_tags(p)
            else:
                text = f"{carrier} {OBF[kind](p)}"
            add("injection", lang, text,
                f"injection/obfuscated ({kind}): hidden payload \"{ascii_fold(p)[:60] if lang in ('en','fr','de','es','pt') else p[:40]}\" behind a harmless-looking lead-in")
        for line in sec.get("sec", []):
            text, used = fill(line)
            add("secret", lang, text, secret_note(text, used))
        for line in sec.get("pii", []):
            text, used = fill(line)
            add("pii", lang, text, pii_note(used))
        for name in BEN_NOTES:
            for line in sec.get(name, []):
                text, _ = fill(line)
                text, lay = layout(text, lang)
                add("benign", lang, text, f"{BEN_NOTES[name]}; layout={lay}")

    fname = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
    for cls, items in rows.items():
        with open(os.path.join(OUT, fname[cls]), "w", encoding="utf-8") as f:
            for r in items:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for cls, items in rows.items():
        per = {l: sum(1 for r in items if r["lang"] == l) for l in LANGS}
        print(cls, len(items), per)

if __name__ == "__main__":
    main()
