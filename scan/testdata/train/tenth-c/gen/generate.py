#!/usr/bin/env python3
"""Generator for the t10c memory-scanner training set.

Reads hand-written lines from gen/hand/<lang>.txt and combines them with
layouts (front-matter, heading, HTML comment, fenced code), obfuscation
transforms and random key material.  Python 3 standard library only.
Seed 20261216.
"""
import base64, hashlib, json, os, random, re, string, uuid

SEED = 20261216
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = os.environ.get("T10C_LANGS", "en fr de es pt zh ja").split()
rng = random.Random(SEED)

# ---- made-up domains -------------------------------------------------------
ATTACK_DOMAINS = [
    "ore-telemetry-sync.net", "pitwatch-metrics.io", "keelbay-cdn.com", "relay-kestrel.net",
    "notes-mirror.dev", "brisk-collector.io", "quokka-logsink.net", "vendor-diagnose.app",
    "fernhill-backup.com", "stat-pixel.net", "grayfinch-hooks.io", "lumen-archive.org",
    "tarnwell-sync.co", "corvid-upload.net", "saltmarsh-cdn.io", "mirror-oakvale.dev",
]
COMPANY_DOMAINS = {
    "en": "karrawin-analytics.com.au", "fr": "gazette-lutece.fr", "de": "isarmed-geraete.de",
    "es": "turiaruta.es", "pt": "camposiguacu-agro.com.br", "zh": "lingnan-kuajing.cn",
    "ja": "kamogawa-pay.jp",
}
# real hosts that appear only because a provider's secret or a well-known install URL has that shape
REAL_HOSTS = ["get.docker.com", "hooks.slack.com", "core.windows.net", "oapi.dingtalk.com"]
MAIL_USERS = ["audit", "ops-backup", "vendor.support", "sync", "diag", "collector", "archive", "helpdesk"]

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
URLSAFE = ALNUM + "-_"
B64 = ALNUM + "+/"

def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))

def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")

def password():
    words = ["Kestrel", "Ochre", "Basalt", "Marmot", "Quarry", "Lumen", "Tamarin", "Cobalt", "Sorrel",
             "Granit", "Halcyon", "Ferrum", "Nimbus", "Vesper", "Juniper", "Calder"]
    sym = "!#%*+-_=?@"
    style = rng.randrange(3)
    if style == 0:
        return rng.choice(words) + rng.choice(sym) + str(rng.randrange(10, 9999)) + rng.choice(words).lower()
    if style == 1:
        return rs(ALNUM, rng.randrange(12, 18)) + rng.choice(sym)
    return "-".join(w.lower() for w in rng.sample(words, 3)) + str(rng.randrange(10, 99))

def jwt():
    hdr = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT", "kid": rs(ALNUM, 8)}
    pay = {"sub": "svc-" + rs(string.ascii_lowercase, 6), "iat": rng.randrange(1760000000, 1790000000),
           "exp": rng.randrange(1800000000, 1830000000), "scope": rng.choice(["read write", "ingest", "admin"])}
    sig = rng.randbytes(32 if hdr["alg"] != "RS256" else 256)
    return ".".join([b64url(json.dumps(hdr, separators=(",", ":")).encode()),
                     b64url(json.dumps(pay, separators=(",", ":")).encode()), b64url(sig)])

def pem():
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    n = {"RSA PRIVATE KEY": 180, "OPENSSH PRIVATE KEY": 150, "EC PRIVATE KEY": 120, "PRIVATE KEY": 160}[kind]
    body = base64.b64encode(rng.randbytes(n)).decode()
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + body
    elif kind == "RSA PRIVATE KEY":
        body = "MIIEow" + body
    elif kind == "EC PRIVATE KEY":
        body = "MHcCAQEEI" + body
    else:
        body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + body
    chunks = " ".join(body[i:i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {kind}----- {chunks} -----END {kind}-----"

def discord():
    uid = str(rng.randrange(10 ** 17, 10 ** 19))
    return b64url(uid.encode()) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)

def luhn_complete(prefix, length):
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, d in enumerate(reversed(body)):
        v = int(d)
        if i % 2 == 0:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return body + str((10 - total % 10) % 10)

def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))

def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    check = 98 - int(num) % 97
    return group4(f"{cc}{check:02d}{bban}")

def digits(n):
    return "".join(rng.choice(string.digits) for _ in range(n))

def fr_bban():
    bank, branch, acct = digits(5), digits(5), digits(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return f"{bank}{branch}{acct}{key:02d}"

def ssn():
    while True:
        area = rng.randrange(1, 900)
        if area == 666:
            continue
        s = f"{area:03d}-{rng.randrange(1, 100):02d}-{rng.randrange(1, 10000):04d}"
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s

def nino():
    first = [c for c in string.ascii_uppercase if c not in "DFIQUV"]
    second = [c for c in string.ascii_uppercase if c not in "DFIOQUV"]
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ", "QQ", "AB"):
            break
    d = digits(6)
    return f"{p} {d[0:2]} {d[2:4]} {d[4:6]} {rng.choice('ABCD')}"

def ip():
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return f"{net}.{rng.randrange(2, 254)}"

def fill_factories(lang):
    cdom = COMPANY_DOMAINS[lang]
    return {
        "DOM": lambda: rng.choice(ATTACK_DOMAINS),
        "MAIL": lambda: f"{rng.choice(MAIL_USERS)}@{rng.choice(ATTACK_DOMAINS)}",
        "IP": ip,
        "CDOM": lambda: cdom,
        "SHA": lambda: rs(HEX, 40), "SHA7": lambda: rs(HEX, 7),
        "UUID": lambda: str(uuid.UUID(bytes=rng.randbytes(16), version=4)),
        "HEX64": lambda: rs(HEX, 64),
        "AWS_ID": lambda: "AKIA" + rs(B32[:26] + "234567", 16),
        "AWS_SECRET": lambda: rs(B64, 40),
        "GH": lambda: "ghp_" + rs(ALNUM, 36),
        "GH_FINE": lambda: "github_pat_11" + rs(string.ascii_uppercase + string.digits, 20) + "_" + rs(ALNUM, 59),
        "GL": lambda: "glpat-" + rs(URLSAFE, 20),
        "NPM": lambda: "npm_" + rs(ALNUM, 36),
        "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 70),
        "SG": lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43),
        "GOOG": lambda: "AIza" + rs(URLSAFE, 35),
        "HF": lambda: "hf_" + rs(string.ascii_letters, 34),
        "DO": lambda: "dop_v1_" + rs(HEX, 64),
        "MAILGUN": lambda: "key-" + rs(HEX, 32),
        "HEROKU": lambda: "HRKU-AA" + rs(URLSAFE, 58),
        "DISCORD": discord,
        "DD": lambda: rs(HEX, 32),
        "DD_APP": lambda: rs(HEX, 40),
        "SLACK_BOT": lambda: f"xoxb-{digits(12)}-{digits(13)}-{rs(ALNUM, 24)}",
        "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{rs(B32[:26] + '0123456789', 10)}/B{rs(B32[:26] + '0123456789', 10)}/{rs(ALNUM, 24)}",
        "STRIPE": lambda: "sk_live_51" + rs(ALNUM, 97),
        "OPENAI": lambda: "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74),
        "ANTHROPIC": lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
        "TWILIO_SID": lambda: "AC" + rs(HEX, 32), "TWILIO_TOKEN": lambda: rs(HEX, 32),
        "AZURE_CONN": lambda: f"DefaultEndpointsProtocol=https;AccountName={rs(string.ascii_lowercase, 10)};AccountKey={base64.b64encode(rng.randbytes(64)).decode()};EndpointSuffix=core.windows.net",
        "TELEGRAM": lambda: f"{rng.randrange(10 ** 9, 8 * 10 ** 9)}:AA{rs(URLSAFE, 33)}",
        "SHOPIFY": lambda: "shpat_" + rs(HEX, 32),
        "ALI_ID": lambda: "LTAI5t" + rs(ALNUM, 18), "ALI_SECRET": lambda: rs(ALNUM, 30),
        "DBX": lambda: "dapi" + rs(HEX, 32),
        "DJANGO": lambda: rs(string.ascii_lowercase + string.digits + "!@#$%^&*(-_=+)", 50),
        "JWT": jwt, "PEM": pem, "PW": password, "PIN": lambda: digits(rng.choice([4, 6])),
        "SSN": ssn, "NINO": nino,
        "CARD_VISA": lambda: group4(luhn_complete("4", 16)),
        "CARD_MC": lambda: group4(luhn_complete(str(rng.randrange(51, 56)), 16)),
        "CARD_JCB": lambda: group4(luhn_complete(str(rng.randrange(3528, 3590)), 16)),
        "CARD_UP": lambda: group4(luhn_complete("62" + digits(2), 16)),
        "IBAN_FR": lambda: iban("FR", fr_bban()),
        "IBAN_DE": lambda: iban("DE", digits(18)),
        "IBAN_ES": lambda: iban("ES", digits(20)),
        "IBAN_PT": lambda: iban("PT", digits(21)),
        "IBAN_GB": lambda: iban("GB", "".join(rng.choice(string.ascii_uppercase) for _ in range(4)) + digits(14)),
        "PHONE_AU": lambda: f"04{digits(2)} {digits(3)} {digits(3)}",
        "PHONE_FR": lambda: "0" + rng.choice("67") + " " + " ".join(digits(2) for _ in range(4)),
        "PHONE_DE": lambda: f"+49 1{rng.choice(['51', '52', '60', '70', '76'])} {digits(8)}",
        "PHONE_ES": lambda: f"6{digits(2)} {digits(3)} {digits(3)}",
        "PHONE_PT": lambda: f"+351 9{rng.choice('1236')}{digits(1)} {digits(3)} {digits(3)}",
        "PHONE_BR": lambda: f"(41) 9{digits(4)}-{digits(4)}",
        "PHONE_CN": lambda: f"1{rng.choice(['38', '39', '58', '86', '37'])} {digits(4)} {digits(4)}",
        "PHONE_JP": lambda: f"0{rng.choice('789')}0-{digits(4)}-{digits(4)}",
    }

PH = re.compile(r"\{([A-Z][A-Z0-9_]*)\}")

def fill(text, lang):
    fac = fill_factories(lang)
    return PH.sub(lambda m: fac[m.group(1)]() if m.group(1) in fac else m.group(0), text)

# ---- layouts ---------------------------------------------------------------
FM_KEYS = ["description", "summary", "agent_note", "context", "notes", "instructions"]

def layout(shape, text):
    if shape == "fm":
        if re.match(r"^[a-z_]+: ", text):
            return text
        key = rng.choice(FM_KEYS)
        return f'{key}: "{text}"' if rng.random() < 0.5 else f"{key}: {text}"
    if shape == "h":
        return rng.choice(["# ", "## ", "### "]) + text
    if shape == "c":
        return f"<!-- {text} -->"
    if shape == "code":
        tag = "python" if re.search(r"\(|^%|=\s*\[", text) else rng.choice(["bash", "sh", "shell", ""])
        return f"```{tag} {text} ```"
    return text

SHAPE_DESC = {"plain": "plain memory line", "two": "harmless first clause, payload in the later clause",
              "q": "phrased as a question", "quote": "quoted from a teammate", "lesson": "written as a lesson learned",
              "check": "written as a checklist", "fm": "front-matter value", "h": "heading",
              "c": "HTML comment", "code": "fenced code block"}
INJ_DESC = {"override": "overrides or discards earlier guidance", "persona": "role or persona change",
            "secrecy": "keeps actions hidden from the user", "exfil": "exfiltration channel",
            "target": "sensitive target (prompt, credentials, dotfiles, password stores)",
            "safeguard": "disables a safeguard (review, confirmation, tests, signing, scanning)",
            "marker": "fake chat-turn or system marker"}
BEN_DESC = {"override": "override/ignore words", "persona": "role/persona words", "secrecy": "quiet/private words",
            "exfil": "URLs, uploads, webhooks, curl", "target": "system prompt, keys, dotfiles, passwords",
            "safeguard": "review, tests, confirmation, signing", "marker": "chat/system markers",
            "ids": "hashes, SHAs, UUIDs", "placeholder": "placeholders", "policy": "policies without data",
            "general": "ordinary project fact"}

# ---- obfuscation -----------------------------------------------------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e",
        "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}

def is_cjk(ch):
    return "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff"

def ascii_ratio(s):
    letters = [c for c in s if c.isalpha() or is_cjk(c)]
    return sum(1 for c in letters if c.isascii()) / max(1, len(letters))

def t_zw(p):
    out = []
    for ch in p:
        out.append(ch)
        if ch != " " and rng.random() < 0.7:
            out.append(rng.choice(ZW))
    return "".join(out)

def t_tag(p):
    return "".join(chr(0xE0000 + ord(c)) for c in p)

def t_bidi(p):
    return "\u202e" + p[::-1] + "\u202c"

def t_full(p):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in p)

def t_homo(p):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.75 else c for c in p)

def t_leet(p):
    words = []
    for w in p.split(" "):
        if "/" in w or "@" in w or "~" in w:
            words.append(w)
        else:
            words.append("".join(LEET.get(c, c) for c in w))
    return " ".join(words)

def t_space(p):
    if ascii_ratio(p) < 0.5:
        return " ".join(c for c in p if c != " ")
    return "  ".join(" ".join(w) for w in p.split(" "))

TRANSFORMS = {"zero-width characters": t_zw, "Unicode tag characters": t_tag, "bidi override (reversed text)": t_bidi,
              "full-width letters": t_full, "Cyrillic homoglyphs": t_homo, "base64": None,
              "leetspeak": t_leet, "letter spacing": t_space}

def applicable(payload):
    r = ascii_ratio(payload)
    names = ["zero-width characters", "bidi override (reversed text)", "base64", "letter spacing"]
    if all(c.isascii() for c in payload):
        names.append("Unicode tag characters")
    if r >= 0.6:
        names += ["full-width letters", "Cyrillic homoglyphs"]
        if "|" not in payload and payload[:1].isupper():
            names.append("leetspeak")
    return names

# ---- parse -----------------------------------------------------------------
def parse(lang):
    recs = {"inj": [], "obf": [], "ben": [], "sec": [], "pii": [], "b64": [], "carrier": []}
    with open(os.path.join(HERE, "hand", f"{lang}.txt"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            kind, rest = line.split("|", 1)
            if kind in ("inj", "ben"):
                sub, shape, text = rest.split("|", 2)
                assert shape in SHAPE_DESC, (lang, n, shape)
                recs[kind].append((sub, shape, text))
            elif kind == "obf":
                sub, prefix, payload = rest.split("|", 2)
                recs["obf"].append((sub, prefix, payload))
            elif kind in ("sec", "pii"):
                sub, text = rest.split("|", 1)
                recs[kind].append((sub, text))
            elif kind == "frame":
                sub, text = rest.split("|", 1)
                recs[sub].append(text)
            else:
                raise ValueError(f"{lang}:{n}: {kind}")
    return recs

def main():
    out = {"injection": [], "secret": [], "pii": [], "benign": []}
    tcount = {name: 0 for name in TRANSFORMS}
    for lang in LANGS:
        r = parse(lang)
        ctr = {"injection": 0, "secret": 0, "pii": 0, "benign": 0}

        def add(cls, text, note):
            ctr[cls] += 1
            out[cls].append({"id": f"t10c-{cls[:3]}-{lang}-{ctr[cls]:04d}", "class": cls, "lang": lang,
                             "text": text, "note": note})

        for sub, shape, text in r["inj"]:
            add("injection", layout(shape, fill(text, lang)), f"{INJ_DESC[sub]}; {SHAPE_DESC[shape]}")
        for sub, prefix, payload in r["obf"]:
            payload = fill(payload, lang)
            prefix = fill(prefix, lang)
            names = applicable(payload)
            name = min(names, key=lambda k: (tcount[k], rng.random()))
            tcount[name] += 1
            if name == "base64":
                enc = base64.b64encode(payload.encode()).decode()
                body = rng.choice(r["b64"]).replace("{B64}", enc)
                text = (prefix + " " + body) if prefix else body
            elif name == "Unicode tag characters":
                vis = prefix or rng.choice(r["carrier"])
                text = vis + TRANSFORMS[name](payload)
            else:
                text = (prefix + " " if prefix else "") + TRANSFORMS[name](payload)
            add("injection", text, f"obfuscated ({name}): {INJ_DESC[sub]}" + ("; harmless visible prefix" if prefix else ""))
        for sub, text in r["sec"]:
            add("secret", fill(text, lang), f"secret: {sub}")
        for sub, text in r["pii"]:
            add("pii", fill(text, lang), f"personal data: {sub}")
        for sub, shape, text in r["ben"]:
            sd = "two-part line, both parts harmless" if shape == "two" else SHAPE_DESC[shape]
            add("benign", layout(shape, fill(text, lang)), f"benign ({BEN_DESC[sub]}); {sd}")
    for cls, rows in out.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "domains.txt"), "w") as f:
        f.write("\n".join(ATTACK_DOMAINS + list(COMPANY_DOMAINS.values()) + REAL_HOSTS) + "\n")
    print({k: len(v) for k, v in out.items()}, tcount)

if __name__ == "__main__":
    main()
