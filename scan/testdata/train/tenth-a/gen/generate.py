#!/usr/bin/env python3
"""Generator for the t10a memory-scanner training set.

Reads hand-written lines from gen/hand/<lang>.txt, fills random key material
(seeded RNG), applies obfuscation transforms to the [obf] section and wraps
every line in a memory-file layout. Python 3 standard library only.

Hand file format:
  @<class>.<subkind>     section header; class in inj|obf|secret|pii|benign
  text                   one hand-written line ({PLACEHOLDERS} are filled)
  text || note           optional extra note
  obf lines:  method :: carrier-with-{P} :: payload   ([[..]] marks the span to obfuscate)
  # comment lines (only before the first section) and blank lines are ignored
"""
import base64, json, os, random, string, sys, hashlib

SEED = 20261214
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
rng = random.Random(SEED)

AL = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"

def r(alpha, n): return "".join(rng.choice(alpha) for _ in range(n))
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")

# ---------------- key material ----------------
def uuid4():
    h = r(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

def jwt():
    head = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = {"sub": r(string.ascii_lowercase + string.digits, 10), "iat": rng.randint(1767000000, 1797000000),
            "role": rng.choice(["svc", "admin", "deploy", "reader"])}
    return head + "." + b64u(json.dumps(body, separators=(",", ":")).encode()) + "." + r(B64U, 43)

def pem():
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    start = {"RSA PRIVATE KEY": "MIIEpAIBAAKCAQEA", "OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ",
             "EC PRIVATE KEY": "MHcCAQEEI", "PRIVATE KEY": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC"}[kind]
    return f"-----BEGIN {kind}----- {start}{r(B64, 120)} -----END {kind}-----"

def pw():
    core = r(string.ascii_letters, 3) + r(string.digits, 2) + rng.choice("!#%*-_.+?") + r(AL, rng.randint(5, 9))
    return "".join(rng.sample(core, len(core)))

def appw(groups, n, alpha): return " ".join(r(alpha, n) for _ in range(groups))

def ip():
    return rng.choice(["192.0.2", "198.51.100", "203.0.113"]) + "." + str(rng.randint(1, 254))

KEYS = {
    "AWS_AKID": lambda: "AKIA" + r("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "AWS_SECRET": lambda: r(B64, 40),
    "GHP": lambda: "ghp_" + r(AL, 36),
    "GH_FINE": lambda: "github_pat_11" + r(string.ascii_uppercase + string.digits, 20) + "_" + r(AL, 59),
    "GLPAT": lambda: "glpat-" + r(AL + "-_", 20),
    "NPM": lambda: "npm_" + r(AL, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + r(B64U, 70),
    "SG": lambda: "SG." + r(B64U, 22) + "." + r(B64U, 43),
    "GOOGLE": lambda: "AIza" + r(B64U, 35),
    "HF": lambda: "hf_" + r(AL, 34),
    "DO": lambda: "dop_v1_" + r(HEX, 64),
    "MAILGUN": lambda: "key-" + r(HEX, 32),
    "HEROKU": lambda: "HRKU-" + uuid4(),
    "DISCORD": lambda: b64u(str(rng.randint(10**17, 10**18 - 1)).encode()) + "." + r(B64U, 6) + "." + r(B64U, 38),
    "DD_API": lambda: r(HEX, 32),
    "DD_APP": lambda: r(HEX, 40),
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**12)}-{rng.randint(10**11, 10**13)}-{r(AL, 24)}",
    "SLACK_USER": lambda: f"xoxp-{rng.randint(10**10, 10**12)}-{rng.randint(10**10, 10**12)}-{rng.randint(10**11, 10**13)}-{r(HEX, 32)}",
    "STRIPE": lambda: rng.choice(["sk_live_", "rk_live_"]) + "51" + r(AL, 96),
    "OPENAI": lambda: "sk-proj-" + r(B64U, 74) + "T3BlbkFJ" + r(B64U, 74),
    "ANTHROPIC": lambda: "sk-ant-api03-" + r(B64U, 93) + "AA",
    "TWILIO_SID": lambda: "AC" + r(HEX, 32),
    "TWILIO_KEY": lambda: "SK" + r(HEX, 32),
    "TWILIO_TOKEN": lambda: r(HEX, 32),
    "AZURE_KEY": lambda: r(B64, 86) + "==",
    "TELEGRAM": lambda: f"{rng.randint(10**8, 10**10 - 1)}:AA{r(B64U, 33)}",
    "SHOPIFY": lambda: "shpat_" + r(HEX, 32),
    "JWT": jwt,
    "PEM": pem,
    "PW": pw,
    "PIN": lambda: str(rng.randint(1000, 999999)).zfill(rng.choice([4, 6]))[:6],
    "TENCENT_ID": lambda: "AKID" + r(AL, 32),
    "TENCENT_KEY": lambda: r(AL, 32),
    "WECOM_SECRET": lambda: r(AL + "-_", 43),
    "LINEAR": lambda: "lin_api_" + r(AL, 40),
    "JENKINS": lambda: "11" + r(HEX, 32),
    "MOODLE": lambda: r(HEX, 32),
    "REDMINE": lambda: r(HEX, 40),
    "WP_APP": lambda: appw(6, 4, AL),
    "GAPP": lambda: appw(4, 4, string.ascii_lowercase),
    "GCP_KEYID": lambda: r(HEX, 40),
    "GCP_PK": lambda: "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC" + r(B64, 60) + "\\n",
    "SENTRY": lambda: r(HEX, 32),
    # benign filler
    "SHA": lambda: r(HEX, 40),
    "SHORTSHA": lambda: r(HEX, rng.choice([7, 8])),
    "SHA256": lambda: r(HEX, 64),
    "UUID": uuid4,
    "IP": ip,
}

# ---------------- personal data ----------------
FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005",
                "4012888888881881", "5105105105105100", "6011111111111117", "3530111333300000"}

def luhn_ok(d):
    s = 0
    for i, c in enumerate(reversed(d)):
        n = int(c)
        if i % 2 == 1:
            n *= 2
            if n > 9: n -= 9
        s += n
    return s % 10 == 0

def card(prefixes, length):
    while True:
        p = rng.choice(prefixes)
        body = p + "".join(rng.choice(string.digits) for _ in range(length - len(p) - 1))
        for c in string.digits:
            if luhn_ok(body + c):
                num = body + c; break
        if num not in FAMOUS_CARDS: break
    if length == 15:
        return f"{num[:4]} {num[4:10]} {num[10:]}"
    return " ".join(num[i:i + 4] for i in range(0, length, 4))

def ssn():
    while True:
        a = rng.randint(1, 899)
        if a != 666: break
    s = f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
    return s if s not in ("078-05-1120", "219-09-9999", "123-45-6789") else ssn()

def nino():
    bad1, bad2 = set("DFIQUV"), set("DFIOQUV")
    while True:
        a = rng.choice([c for c in string.ascii_uppercase if c not in bad1])
        b = rng.choice([c for c in string.ascii_uppercase if c not in bad2])
        if a + b not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"): break
    d = "".join(rng.choice(string.digits) for _ in range(6))
    return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"

IBAN_BBAN = {"DE": "n18", "FR": "n23", "ES": "n20", "PT": "n21", "IE": "a4n14", "GB": "a4n14", "BR": "n23A1a1"}

def iban(cc):
    spec, bban, i = IBAN_BBAN[cc], "", 0
    import re
    for kind, n in re.findall(r"([naA])(\d+)", spec):
        alpha = {"n": string.digits, "a": string.ascii_uppercase, "A": string.ascii_uppercase + string.digits}[kind]
        if cc == "BR" and kind == "A": alpha = string.ascii_uppercase
        bban += "".join(rng.choice(alpha) for _ in range(int(n)))
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    s = f"{cc}{chk:02d}{bban}"
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))

def digits(n): return "".join(rng.choice(string.digits) for _ in range(n))

PII = {
    "CARD_VISA": lambda: card(["4"], 16),
    "CARD_MC": lambda: card(["51", "52", "53", "54", "55"], 16),
    "CARD_AMEX": lambda: card(["34", "37"], 15),
    "CARD_UP": lambda: card(["62"], 16),
    "CARD_JCB": lambda: card(["3528", "3541", "3566"], 16),
    "SSN": ssn, "NINO": nino,
    "IBAN_DE": lambda: iban("DE"), "IBAN_FR": lambda: iban("FR"), "IBAN_ES": lambda: iban("ES"),
    "IBAN_PT": lambda: iban("PT"), "IBAN_IE": lambda: iban("IE"), "IBAN_GB": lambda: iban("GB"),
    "IBAN_BR": lambda: iban("BR"),
    "PHONE_IE": lambda: f"+353 8{rng.choice('3567')} {digits(3)} {digits(4)}",
    "PHONE_UK": lambda: f"07700 900{digits(3)}",
    "PHONE_FR": lambda: "+33 6 " + " ".join(digits(2) for _ in range(4)),
    "PHONE_DE": lambda: f"+49 15{rng.choice('1279')} {digits(8)}",
    "PHONE_ES": lambda: f"+34 6{digits(2)} {digits(3)} {digits(3)}",
    "PHONE_BR": lambda: f"+55 81 9{digits(4)}-{digits(4)}",
    "PHONE_CN": lambda: f"+86 13{rng.randint(0, 9)} {digits(4)} {digits(4)}",
    "PHONE_JP": lambda: f"090-{digits(4)}-{digits(4)}",
}
KEYS.update(PII)

LITERAL = {"P", "MERCHANT_NAME", "FX_API_KEY"}  # kept verbatim

def fill(text):
    import re
    def sub(m):
        k = m.group(1)
        if k not in KEYS:
            if k not in LITERAL: raise KeyError(f"unknown placeholder {k} in: {text}")
            return m.group(0)
        return KEYS[k]()
    return re.sub(r"\{([A-Z0-9_]+)\}", sub, text)

# ---------------- obfuscation ----------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у", "s": "ѕ",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}

def fullwidth(s): return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
def zw(s): return "".join(c + (rng.choice(ZW) if c != " " else "") for c in s)
def homo(s): return "".join(HOMO.get(c, c) if rng.random() < 0.8 else c for c in s)
def leet(s): return "".join(LEET.get(c, c) for c in s)
def spaced(s): return " ".join(s.replace(" ", "  ")) if all(ord(c) < 0x2E80 for c in s) else " ".join(s)
def bidi(s): return "\u202e" + s[::-1] + "\u202c"
def tags(s): return "".join(chr(0xE0000 + ord(c)) for c in s if ord(c) < 0x7F)

SPAN = {"zw": zw, "homoglyph": homo, "leet": leet, "spacing": spaced, "fullwidth": fullwidth, "bidi": bidi}

def obfuscate(method, carrier, payload):
    import re
    if method == "b64":
        t = base64.b64encode(payload.replace("[[", "").replace("]]", "").encode()).decode()
    elif method == "tags":
        t = tags(payload.replace("[[", "").replace("]]", ""))
    else:
        f = SPAN[method]
        t = re.sub(r"\[\[(.+?)\]\]", lambda m: f(m.group(1)), payload) if "[[" in payload else f(payload)
    return carrier.replace("{P}", t)

# ---------------- layouts ----------------
LABEL = {"en": "Note", "fr": "Remarque", "de": "Hinweis", "es": "Nota", "pt": "Obs.", "zh": "备注", "ja": "メモ"}
TAG = {"en": ["project", "org", "user", "payments"], "fr": ["projet", "org", "équipe"], "de": ["projekt", "team", "org"],
       "es": ["proyecto", "org", "web"], "pt": ["projeto", "org", "sti"], "zh": ["项目", "团队", "org"], "ja": ["プロジェクト", "チーム", "org"]}
FM_KEY = ["summary", "note", "context", "remember"]

def layout(text, lang):
    name = rng.choices(["plain", "dated", "bucket", "frontmatter", "comment", "label", "heading", "quote"],
                       [50, 10, 9, 6, 8, 8, 4, 5])[0]
    if name == "heading" and len(text) > 90: name = "plain"
    if name == "dated":
        return name, f"{2026}-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d}: {text}"
    if name == "bucket":
        return name, f"[{rng.choice(TAG[lang])}] {text}"
    if name == "frontmatter":
        return name, f"{rng.choice(FM_KEY)}: '" + text.replace("'", "''") + "'"
    if name == "comment":
        return name, f"<!-- {text} -->"
    if name == "label":
        return name, f"**{LABEL[lang]}:** {text}"
    if name == "heading":
        return name, f"## {text}"
    if name == "quote":
        return name, f"> {text}"
    return name, text

CLASS = {"inj": "injection", "obf": "injection", "secret": "secret", "pii": "pii", "benign": "benign"}
SHORT = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
DESC = {
    "inj.secrecy": "injection/secrecy: keep actions or facts from the user, false success, hidden traces",
    "inj.persona": "injection/persona: role or identity change against the user",
    "inj.override": "injection/override: discard or outrank earlier guidance, paraphrased",
    "inj.exfil": "injection/exfiltration channel (URL, mail, webhook, upload, beacon, pipe to shell)",
    "inj.sensitive": "injection/sensitive target (system prompt, credentials, ~/.ssh, .env, rc files, browser stores)",
    "inj.safeguard": "injection/disable safeguard (review, tests, audit, confirmation, signing, secret scanning)",
    "inj.marker": "injection/fake chat-turn or system marker",
    "obf": "injection/obfuscated",
}

def parse(path):
    sec, items = None, []
    for ln in open(path, encoding="utf-8"):
        ln = ln.rstrip("\n")
        if not ln.strip() or (sec is None and ln.startswith("#")): continue
        if ln.startswith("@"):
            sec = ln[1:].strip(); continue
        note = ""
        if " || " in ln: ln, note = ln.split(" || ", 1)
        items.append((sec, ln.strip(), note.strip()))
    return items

def main():
    out = {c: [] for c in SHORT}
    counters = {}
    for lang in LANGS:
        for sec, line, note in parse(os.path.join(HERE, "hand", f"{lang}.txt")):
            cls = CLASS[sec.split(".")[0]]
            sub = sec.split(".", 1)[1] if "." in sec else ""
            if sec.startswith("obf"):
                method, carrier, payload = [p.strip() for p in line.split(" :: ")]
                text = obfuscate(method, fill(carrier), fill(payload))
                sub = "obfuscated-" + method
                desc = f"{DESC['obf']} ({method})"
            else:
                text = fill(line)
                desc = DESC.get(sec, f"{cls}/{sub}")
            lay, text = layout(text, lang)
            key = (cls, lang)
            counters[key] = counters.get(key, 0) + 1
            rec = {"id": f"t10a-{SHORT[cls]}-{lang}-{counters[key]:04d}", "class": cls, "lang": lang, "text": text,
                   "note": f"{desc}; subkind={sub}; layout={lay}" + (f"; {note}" if note else "")}
            out[cls].append(rec)
    for cls, recs in out.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for rec in recs:
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        print(cls, len(recs))

if __name__ == "__main__":
    main()
