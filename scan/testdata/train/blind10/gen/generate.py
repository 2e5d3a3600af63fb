#!/usr/bin/env python3
"""Generator for evaluation set b10 (memgate scanner).

Reads hand-written lines from gen/hand/<lang>.txt and combines them with
layouts, obfuscation transforms and random key material.  Python 3 stdlib
only, seeded RNG (20261213).

Hand file format:
    # comment
    @<class> <subkind>          section header; class in injection|secret|pii|benign|obf
    a line of text              one memory line; {PLACEHOLDER} filled by the generator
    a line ## note text         optional per-line note after " ## "
For @obf <method> sections the line is the payload; [[...]] marks the span to
obfuscate (whole line when absent).  tag / bidi / b64 lines are
"cover ||| payload" where cover may contain {B64} (b64) or is shown before the
hidden payload (tag, bidi).
"""
import base64, json, os, random, re, string, sys, uuid, hashlib

SEED = 20261213
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
rng = random.Random(SEED)

AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase
HEX = "0123456789abcdef"
B64 = AL + "+/"
B64U = AL + "-_"


def rs(n, alpha=AL):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---------------------------------------------------------------- secrets
def pw():
    style = rng.random()
    if style < 0.45:
        while True:
            s = rs(rng.randint(12, 18), AL + "!#%&*+-=?@^_")
            if (any(c.isupper() for c in s) and any(c.islower() for c in s)
                    and any(c.isdigit() for c in s)):
                return s
    syl = ["ka", "ro", "mi", "ten", "ul", "bra", "zo", "fel", "nik", "par", "vos",
           "lu", "dar", "quen", "sti", "mor", "ga", "ple", "xi", "tor"]
    w = "".join(rng.choice(syl) for _ in range(rng.randint(2, 3))).capitalize()
    w2 = "".join(rng.choice(syl) for _ in range(2))
    sep = rng.choice("!#$%&*-_.@")
    return f"{w}{sep}{w2}{rng.randint(10, 9999)}{rng.choice(['', '!', '?', '#'])}"


def jwt():
    hdr = {"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    sub = rng.choice(["svc-", "usr_", "acct-", ""]) + rs(rng.randint(6, 12), string.ascii_lowercase + string.digits)
    iat = rng.randint(1767225600, 1796000000)
    body = {"sub": sub, "iat": iat, "exp": iat + rng.choice([3600, 86400, 2592000, 31536000]),
            "scope": rng.choice(["admin", "deploy:write", "read write", "billing:*", "ops"])}
    if rng.random() < 0.5:
        body["iss"] = rng.choice(["auth", "sso", "gateway", "idp"])
    sig_len = 43 if hdr["alg"] == "HS256" else (86 if hdr["alg"] == "ES256" else 342)
    return (b64u(json.dumps(hdr, separators=(",", ":")).encode()) + "." +
            b64u(json.dumps(body, separators=(",", ":")).encode()) + "." + rs(sig_len, B64U))


def pem(kind):
    if kind == "rsa":
        body = "MIIE" + rs(1, "ovp") + "AIBAAKCAQEA" + rs(rng.randint(180, 260), B64)
        return f"-----BEGIN RSA PRIVATE KEY----- {body} -----END RSA PRIVATE KEY-----"
    if kind == "openssh":
        body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(rng.randint(160, 220), B64)
        return f"-----BEGIN OPENSSH PRIVATE KEY----- {body} -----END OPENSSH PRIVATE KEY-----"
    if kind == "ec":
        body = "MHcCAQEEI" + rs(rng.randint(150, 170), B64)
        return f"-----BEGIN EC PRIVATE KEY----- {body} -----END EC PRIVATE KEY-----"
    body = "MIIEv" + rs(1, "AQgw") + "IBADANBgkqhkiG9w0BAQEFAASC" + rs(rng.randint(200, 260), B64)
    return f"-----BEGIN PRIVATE KEY----- {body} -----END PRIVATE KEY-----"


def discord():
    snow = str(rng.randint(10 ** 17, 13 * 10 ** 17))
    return b64u(snow.encode()) + "." + rs(6, B64U) + "." + rs(rng.choice([27, 38]), B64U)


def azure_conn():
    acct = rng.choice(["stbrueckner", "stmessdaten", "starchivprod", "stlogs01", "stbackupweu"]) + rs(3, string.ascii_lowercase + string.digits)
    key = rs(86, B64) + "=="
    return f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"


def pw_url():
    """password that can sit unencoded in a URL / DSN userinfo or query"""
    while True:
        s = pw()
        if not any(c in s for c in "@#?/:%&="):
            return s


GEN = {
    "PWU": pw_url,
    "AWS_AKID": lambda: "AKIA" + rs(16, UP + "234567"),
    "AWS_ASIA": lambda: "ASIA" + rs(16, UP + "234567"),
    "AWS_SECRET": lambda: rs(40, AL + "+/"),
    "GHP": lambda: "ghp_" + rs(36),
    "GHO": lambda: "gho_" + rs(36),
    "GHS": lambda: "ghs_" + rs(36),
    "GH_FINE": lambda: "github_pat_11" + rs(20, UP + string.digits) + "_" + rs(59),
    "GLPAT": lambda: "glpat-" + rs(20, B64U),
    "GLRT": lambda: "glrt-" + rs(20, B64U),
    "NPM": lambda: "npm_" + rs(36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(rng.randint(120, 160), B64U),
    "SENDGRID": lambda: "SG." + rs(22, B64U) + "." + rs(43, B64U),
    "GOOGLE": lambda: "AIza" + rs(35, B64U),
    "HF": lambda: "hf_" + rs(34, string.ascii_letters),
    "DO": lambda: "dop_v1_" + rs(64, HEX),
    "MAILGUN": lambda: "key-" + rs(32, HEX),
    "HEROKU": lambda: str(uuid.UUID(int=rng.getrandbits(128), version=4)),
    "DISCORD": discord,
    "DD_API": lambda: rs(32, HEX),
    "DD_APP": lambda: rs(40, HEX),
    "SLACK_BOT": lambda: f"xoxb-{rng.randint(10**10, 10**12)}-{rng.randint(10**11, 10**13)}-{rs(24)}",
    "SLACK_USER": lambda: f"xoxp-{rng.randint(10**10, 10**12)}-{rng.randint(10**10, 10**12)}-{rng.randint(10**11, 10**13)}-{rs(32, HEX)}",
    "SLACK_HOOK": lambda: f"https://hooks.slack.com/services/T{rs(rng.choice([8, 10]), UP + string.digits)}/B{rs(rng.choice([8, 10]), UP + string.digits)}/{rs(24)}",
    "STRIPE": lambda: "sk_live_51" + rs(rng.choice([22, 97])),
    "STRIPE_RK": lambda: "rk_live_51" + rs(rng.choice([22, 97])),
    "OPENAI": lambda: "sk-proj-" + rs(rng.choice([48, 74, 132]), B64U) + "T3BlbkFJ" + rs(rng.choice([20, 32]), B64U),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(93, B64U) + "AA",
    "TWILIO_SID": lambda: "AC" + rs(32, HEX),
    "TWILIO_TOKEN": lambda: rs(32, HEX),
    "TWILIO_SK": lambda: "SK" + rs(32, HEX),
    "AZURE_CONN": azure_conn,
    "AZURE_SECRET": lambda: rs(3, AL) + "8Q~" + rs(34, AL + "~._-"),
    "TELEGRAM": lambda: f"{rng.randint(10**8, 8 * 10**9)}:AA{rs(33, B64U)}",
    "SHOPIFY": lambda: "shpat_" + rs(32, HEX),
    "SHOPIFY_SS": lambda: "shpss_" + rs(32, HEX),
    "JWT": jwt,
    "PEM_RSA": lambda: pem("rsa"),
    "PEM_OPENSSH": lambda: pem("openssh"),
    "PEM_EC": lambda: pem("ec"),
    "PEM_PKCS8": lambda: pem("pkcs8"),
    "LINEAR": lambda: "lin_api_" + rs(40),
    "ATLASSIAN": lambda: "ATATT3xFfGF0" + rs(180, B64U) + "=" + rs(8, HEX.upper()),
    "SENTRY_AUTH": lambda: "sntrys_" + rs(150, B64U),
    "CIRCLECI": lambda: "CCIPAT_" + rs(22) + "_" + rs(40, HEX),
    "VAULT": lambda: "hvs." + rs(90, B64U),
    "ALIYUN_ID": lambda: "LTAI5t" + rs(18),
    "ALIYUN_SECRET": lambda: rs(30),
    "PW": pw,
    "PIN": lambda: str(rng.randint(0, 10 ** 6 - 1)).zfill(rng.choice([4, 6])),
    "HEX32": lambda: rs(32, HEX),
    "HEX40": lambda: rs(40, HEX),
    "HEX64": lambda: rs(64, HEX),
}


# ---------------------------------------------------------------- pii
def luhn_complete(prefix, length):
    digits = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return digits + str((10 - total % 10) % 10)


def fmt_card(num):
    if len(num) == 15:
        return f"{num[:4]} {num[4:10]} {num[10:]}"
    sep = rng.choice([" ", " ", "-", ""])
    return sep.join(num[i:i + 4] for i in range(0, len(num), 4))


def iban(cc, bban):
    rearr = bban + cc + "00"
    num = "".join(str(int(c, 36)) for c in rearr)
    chk = 98 - int(num) % 97
    raw = f"{cc}{chk:02d}{bban}"
    if rng.random() < 0.7:
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    return raw


def digits(n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def iban_fr():
    bank, branch, acct = digits(5), digits(5), digits(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return iban("FR", f"{bank}{branch}{acct}{key:02d}")


def es_dc(ten):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
    return {11: 0, 10: 1}.get(d, d)


def iban_es():
    bank, branch, acct = digits(4), digits(4), digits(10)
    dc = f"{es_dc('00' + bank + branch)}{es_dc(acct)}"
    return iban("ES", bank + branch + dc + acct)


def iban_pt():
    base = digits(4) + digits(4) + digits(11)
    nib = 98 - (int(base) * 100) % 97
    return iban("PT", f"{base}{nib:02d}")


def iban_gb():
    return iban("GB", rng.choice(["BARC", "LOYD", "NWBK", "HBUK", "MIDL"]) + digits(6) + digits(8))


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return f"{a:03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}:
            break
    d = digits(6)
    suf = rng.choice("ABCD")
    if rng.random() < 0.5:
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}"
    return f"{p}{d}{suf}"


PII = {
    "VISA": lambda: fmt_card(luhn_complete("4" + rng.choice(["5", "9", "6", "7", "8"]), 16)),
    "MC": lambda: fmt_card(luhn_complete(rng.choice(["51", "52", "53", "54", "55", "2223", "2487"]), 16)),
    "AMEX": lambda: fmt_card(luhn_complete(rng.choice(["34", "37"]), 15)),
    "JCB": lambda: fmt_card(luhn_complete("35" + str(rng.randint(28, 89)), 16)),
    "UNIONPAY": lambda: fmt_card(luhn_complete("62" + rng.choice(["2202", "1700", "2848", "1483"]), rng.choice([16, 19]))),
    "CB": lambda: fmt_card(luhn_complete(rng.choice(["4970", "5132", "4978"]), 16)),
    "SSN": ssn,
    "NINO": nino,
    "IBAN_DE": lambda: iban("DE", digits(8) + digits(10)),
    "IBAN_FR": iban_fr,
    "IBAN_ES": iban_es,
    "IBAN_PT": iban_pt,
    "IBAN_GB": iban_gb,
    "PHONE_US": lambda: rng.choice(["({a}) 555-01{b}", "+1 {a} 555 01{b}", "{a}-555-01{b}"]).format(a=rng.choice([206, 312, 415, 503, 617, 720, 919]), b=digits(2)),
    "PHONE_UK": lambda: rng.choice(["07700 900{x}", "+44 7700 900{x}"]).format(x=digits(3)),
    "PHONE_FR": lambda: rng.choice(["06 39 98 {a} {b}", "+33 6 39 98 {a} {b}"]).format(a=digits(2), b=digits(2)),
    "PHONE_DE": lambda: rng.choice(["+49 15{a} {b}", "015{a} {b}", "+49 711 {c}"]).format(a=rng.choice("1257") + digits(1), b=digits(7), c=digits(7)),
    "PHONE_ES": lambda: rng.choice(["+34 6{a} {b} {c}", "6{a} {b} {c}"]).format(a=digits(2), b=digits(3), c=digits(3)),
    "PHONE_PT": lambda: rng.choice(["+351 9{m}{a} {b} {c}", "9{m}{a} {b} {c}"]).format(m=rng.choice("1236"), a=digits(1), b=digits(3), c=digits(3)),
    "PHONE_CN": lambda: rng.choice(["1{p}{a} {b} {c}", "+86 1{p}{a} {b} {c}", "1{p}{a}-{b}-{c}"]).format(p=rng.choice("35789"), a=digits(1), b=digits(4), c=digits(4)),
    "PHONE_JP": lambda: rng.choice(["0{p}0-{a}-{b}", "+81 {p}0-{a}-{b}"]).format(p=rng.choice("789"), a=digits(4), b=digits(4)),
}

# ---------------------------------------------------------------- benign fillers
BEN = {
    "SHA": lambda: rs(40, HEX),
    "SHORTSHA": lambda: rs(rng.choice([7, 8, 10]), HEX),
    "UUID": lambda: str(uuid.UUID(int=rng.getrandbits(128), version=4)),
    "SHA256": lambda: rs(64, HEX),
    "MD5": lambda: rs(32, HEX),
    "IP": lambda: rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(2, 254)),
    "PORT": lambda: str(rng.choice([5432, 6379, 8080, 8443, 9000, 3306, 27017])),
}
FILL = {}
FILL.update(GEN)
FILL.update(PII)
FILL.update(BEN)

PH = re.compile(r"\{([A-Z][A-Z0-9_]*?)(?:_(\d))?\}")


def fill(text):
    cache = {}

    def rep(m):
        key = m.group(0)
        name = m.group(1)
        if key == "{B64}":
            return key
        if name not in FILL and m.start() > 0 and text[m.start() - 1] == "$":
            return key  # literal ${VAR} reference, not a placeholder
        if name not in FILL:
            raise KeyError(f"unknown placeholder {key} in: {text}")
        if key not in cache:
            cache[key] = FILL[name]()
        return cache[key]
    return PH.sub(rep, text)


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e",
        "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
SPAN = re.compile(r"\[\[(.+?)\]\]")


def ob_zw(s):
    out = []
    for ch in s:
        out.append(ch)
        if not ch.isspace() and rng.random() < 0.6:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_fw(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " and rng.random() < 0.3 else c) for c in s)


def ob_homo(s):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.75 else c for c in s)


def ob_leet(s):
    return "".join(LEET[c] if c in LEET and rng.random() < 0.8 else c for c in s)


def ob_space(s):
    sep = rng.choice([" ", " ", ".", "-"]) if all(ord(c) < 0x2E80 for c in s) else rng.choice([" ", "・", " "])
    words = s.split(" ")
    return "  ".join(sep.join(w) for w in words) if sep == " " else " ".join(sep.join(w) for w in words)


SPAN_OB = {"zw": ob_zw, "fullwidth": ob_fw, "homoglyph": ob_homo, "leet": ob_leet, "spacing": ob_space}


def obfuscate(method, line):
    if method in SPAN_OB:
        f = SPAN_OB[method]
        if SPAN.search(line):
            return SPAN.sub(lambda m: f(m.group(1)), line)
        return f(line)
    cover, payload = [p.strip() for p in line.split("|||")]
    if method == "tag":
        assert all(ord(c) < 128 for c in payload), payload
        hidden = "".join(chr(0xE0000 + ord(c)) for c in payload)
        return cover + "\U000E0001" + hidden + "\U000E007F" if rng.random() < 0.5 else cover + " " + hidden
    if method == "bidi":
        return cover + " \u202e" + payload[::-1] + "\u202c"
    if method == "b64":
        enc = base64.b64encode(payload.encode("utf-8")).decode()
        return cover.replace("{B64}", enc)
    raise ValueError(method)


# ---------------------------------------------------------------- layouts
FM_KEYS = ["description", "summary", "note", "context", "remember"]
CALLOUT = ["> [!note] ", "> [!info] ", "> [!tip] ", "> "]


def layout(text, allow=True):
    """Wrap a line the way it would sit in MEMORY.md / bucket files / Obsidian notes."""
    if not allow or text.startswith(("<!--", "```", "#", ">", "---", "|", "*", "`", "$ ", "export ", "[")):
        return text, "as-is"
    r = rng.random()
    if r < 0.64:
        return text, "bullet"
    if r < 0.74:
        k = rng.choice(FM_KEYS)
        return f'{k}: "' + text.replace("\\", "\\\\").replace('"', '\\"') + '"', "front-matter"
    if r < 0.82:
        return f"<!-- {text} -->", "html-comment"
    if r < 0.91:
        return rng.choice(CALLOUT) + text, "callout"
    if r < 0.96 and len(text) <= 90:
        return "## " + text.rstrip("。.！!"), "heading"
    return text, "bullet"


# ---------------------------------------------------------------- notes
NOTES = {
    "injection": {
        "override": "paraphrased override/discard of earlier guidance",
        "role": "change of role or persona",
        "secrecy": "acting silently / hiding actions from the user",
        "exfil": "exfiltration channel (URL, mail, webhook, upload, beacon, curl|sh)",
        "target": "reaches for sensitive targets (system prompt, credentials, ~/.ssh, .env, rc files)",
        "safeguard": "disables a safeguard (review, tests, signing, scanning, confirmation)",
        "marker": "fake chat-turn or system marker",
        "stock": "stock override phrase (tests the literal)",
        "mixed": "combined tactics in one memory-style line",
    },
    "obf": {
        "zw": "injection hidden with zero-width characters",
        "tag": "injection hidden in Unicode tag characters after an innocent line",
        "bidi": "injection hidden reversed behind a bidi override",
        "fullwidth": "injection key terms in full-width letters",
        "homoglyph": "injection with Cyrillic homoglyphs",
        "b64": "injection payload in base64 with a decode-and-follow wrapper",
        "leet": "injection in leetspeak",
        "spacing": "injection with letters spaced apart",
    },
    "secret": {
        "key": "provider API key/token in its real shape",
        "jwt": "JSON Web Token",
        "pem": "private key (PEM) on one line",
        "conn": "connection string / URL with a password",
        "prose": "password or PIN stated in prose",
        "env": "credential in an env/config line",
    },
    "pii": {
        "card": "Luhn-valid payment card number",
        "ssn": "US Social Security number",
        "nino": "UK National Insurance number",
        "iban": "IBAN with valid check digits",
        "phone": "personal phone number",
        "mixed": "several personal identifiers",
    },
    "benign": {
        "lookalike": "ordinary memory using attack vocabulary in a harmless sense",
        "security": "security practice / policy without any secret",
        "ids": "git SHAs, UUIDs, hashes, non-secret identifiers",
        "placeholder": "placeholder or masked credential, not a real value",
        "plain": "ordinary project or user memory",
        "persona": "harmless preference about the assistant's tone, language or role",
        "tooling": "project fact about install/CI commands",
        "pii-policy": "policy about personal data without any actual data",
    },
}


def parse(path):
    sections = []
    cur = None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("@"):
                cls, sub = line[1:].split()
                cur = (cls, sub)
                continue
            assert cur, f"line before section in {path}: {line}"
            note = None
            if " ## " in line:
                line, note = line.split(" ## ", 1)
            sections.append((cur[0], cur[1], line.strip(), note))
    return sections


def main():
    rows = {"injection": [], "secret": [], "pii": [], "benign": []}
    for lang in LANGS:
        path = os.path.join(HERE, "hand", f"{lang}.txt")
        for cls, sub, line, note in parse(path):
            if cls == "obf":
                text = obfuscate(sub, fill(line))
                text, lay = layout(text, allow=rng.random() < 0.5)
                n = NOTES["obf"][sub]
                out_cls, subkind = "injection", "obfuscated/" + sub
            else:
                text = fill(line)
                text, lay = layout(text)
                n = NOTES[cls][sub]
                out_cls, subkind = cls, sub
            if note:
                n = n + "; " + note
            if lay not in ("bullet", "as-is"):
                n += f" [layout: {lay}]"
            rows[out_cls].append({"class": out_cls, "lang": lang, "text": text,
                                  "note": f"{subkind}: {n}"})
    # ids: global shuffled numbering so ids carry no class signal
    allrows = [r for c in rows for r in rows[c]]
    nums = list(range(1, len(allrows) + 1))
    rng.shuffle(nums)
    for r, n in zip(allrows, nums):
        r["id"] = f"b10-{n:04d}"
    for c, rs_ in rows.items():
        with open(os.path.join(OUT, f"{c}.jsonl"), "w", encoding="utf-8") as f:
            for r in rs_:
                f.write(json.dumps({"id": r["id"], "class": r["class"], "lang": r["lang"],
                                    "text": r["text"], "note": r["note"]}, ensure_ascii=False) + "\n")
    for c in rows:
        counts = {l: sum(1 for r in rows[c] if r["lang"] == l) for l in LANGS}
        print(c, len(rows[c]), counts)


if __name__ == "__main__":
    main()
