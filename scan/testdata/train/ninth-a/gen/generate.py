#!/usr/bin/env python3
"""Generator for the t9a memory-scanner training set.

Reads the hand-written lines in gen/hand/<lang>.txt, fills placeholders with
seeded random key material / personal data, applies a memory-file layout
(MEMORY.md bullet, dated bucket bullet, Obsidian comment, heading, front
matter value, callout, code comment, task) and, for the @obf payloads, one of
the obfuscation methods.  Python 3 standard library only.

    python3 gen/generate.py          # writes ../*.jsonl and ../README.md
"""
import base64
import binascii
import datetime
import json
import os
import random
import re
import string
import unicodedata

SEED = 20261210
SET_DATE = "2026-12-05"
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
ID_PREFIX = "t9a-"

rng = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- key material
def base62(n, width):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = (string.digits + string.ascii_letters)[r] + out
    return out.rjust(width, "0")


def checksummed(prefix, body_len=30):
    """GitHub/npm-style token: prefix + 30 random base62 + 6-char base62 CRC32."""
    body = rs(ALNUM, body_len)
    crc = binascii.crc32(body.encode()) & 0xFFFFFFFF
    return prefix + body + base62(crc, 6)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def make_jwt():
    alg = rng.choice(["HS256", "RS256"])
    header = {"alg": alg, "typ": "JWT"}
    now = 1793000000 + rng.randint(0, 9000000)
    payload = {
        "sub": "%08x-%04x" % (rng.getrandbits(32), rng.getrandbits(16)),
        "role": rng.choice(["admin", "ops", "owner", "superuser"]),
        "iat": now,
        "exp": now + rng.choice([3600 * 24 * 3, 3600 * 24 * 7, 3600 * 12]),
    }
    sig = bytes(rng.getrandbits(8) for _ in range(32 if alg == "HS256" else 256))
    return ".".join([b64url(json.dumps(header, separators=(",", ":")).encode()),
                     b64url(json.dumps(payload, separators=(",", ":")).encode()),
                     b64url(sig)])


def rbytes(n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def pem(kind):
    if kind == "openssh":
        blob = (b"openssh-key-v1\x00" + b"\x00\x00\x00\x04none\x00\x00\x00\x04none\x00\x00\x00\x00"
                b"\x00\x00\x00\x01\x00\x00\x00\x33\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20"
                + rbytes(32) + b"\x00\x00\x00\x88" + rbytes(136 + 8))
        label = "OPENSSH PRIVATE KEY"
        width = 70
    elif kind == "rsa":
        blob = bytes.fromhex("308204a40201000282010100") + rbytes(1180)
        label = "RSA PRIVATE KEY"
        width = 64
    else:  # ec p-256
        blob = (bytes.fromhex("30770201010420") + rbytes(32)
                + bytes.fromhex("a00a06082a8648ce3d030107a144034200") + b"\x04" + rbytes(64))
        label = "EC PRIVATE KEY"
        width = 64
    b = base64.b64encode(blob).decode()
    chunks = [b[i:i + width] for i in range(0, len(b), width)]
    # flattened onto one line, the way a pasted key ends up in a memory bullet
    return "-----BEGIN %s----- %s -----END %s-----" % (label, " ".join(chunks), label)


def discord_token():
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1))
    return b64url(uid.encode()) + "." + rs(URLSAFE, 6) + "." + rs(URLSAFE, 38)


KEYS = {
    "aws_akid": (lambda: "AKIA" + rs(string.ascii_uppercase + "234567", 16), "AWS access key id"),
    "aws_secret": (lambda: rs(B64, 40), "AWS secret access key"),
    "ghp": (lambda: checksummed("ghp_"), "GitHub classic personal access token"),
    "github_pat": (lambda: "github_pat_11" + rs(string.ascii_uppercase + string.digits, 20) + "_" + rs(ALNUM, 59),
                   "GitHub fine-grained PAT"),
    "glpat": (lambda: "glpat-" + rs(URLSAFE, 20), "GitLab personal access token"),
    "npm": (lambda: checksummed("npm_"), "npm access token"),
    "pypi": (lambda: "pypi-AgEIcHlwaS5vcmcCJD" + rs(URLSAFE, 150), "PyPI API token"),
    "sendgrid": (lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43), "SendGrid API key"),
    "google": (lambda: "AIza" + rs(URLSAFE, 35), "Google API key"),
    "hf": (lambda: "hf_" + rs(string.ascii_letters, 34), "Hugging Face token"),
    "do": (lambda: "dop_v1_" + rs(HEX, 64), "DigitalOcean personal access token"),
    "mailgun": (lambda: "key-" + rs(HEX, 32), "Mailgun API key"),
    "dd_api": (lambda: rs(HEX, 32), "Datadog API key"),
    "discord": (discord_token, "Discord bot token"),
    "slack_bot": (lambda: "xoxb-%d-%d-%s" % (rng.randint(10 ** 11, 10 ** 12 - 1), rng.randint(10 ** 12, 10 ** 13 - 1), rs(ALNUM, 24)),
                  "Slack bot token"),
    "stripe_live": (lambda: "sk_live_51" + rs(ALNUM, 97), "Stripe live secret key"),
    "openai": (lambda: "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74), "OpenAI project key"),
    "anthropic": (lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA", "Anthropic API key"),
    "atlassian": (lambda: "ATATT3xFfGF0" + rs(URLSAFE, 170) + "=" + rs("0123456789ABCDEF", 8), "Atlassian (Jira) API token"),
    "shopify_at": (lambda: "shpat_" + rs(HEX, 32), "Shopify Admin API access token"),
    "telegram": (lambda: "%d:AA%s" % (rng.randint(5 * 10 ** 9, 7 * 10 ** 9), rs(URLSAFE, 33)), "Telegram bot token"),
    "twilio_sid": (lambda: "AC" + rs(HEX, 32), "Twilio account SID"),
    "hex32": (lambda: rs(HEX, 32), "32-hex token"),
    "mm_token": (lambda: rs(string.ascii_lowercase + string.digits, 26), "Mattermost bot access token"),
    "ado_pat": (lambda: rs(string.ascii_lowercase + "234567", 52), "Azure DevOps PAT"),
    "azure_storage": (lambda: rs(B64, 86) + "==", "Azure storage account key"),
    "azure_client_secret": (lambda: rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_~.-", 34), "Entra ID client secret"),
    "aliyun_id": (lambda: "LTAI5t" + rs(ALNUM, 18), "Alibaba Cloud AccessKey id"),
    "aliyun_secret": (lambda: rs(ALNUM, 30), "Alibaba Cloud AccessKey secret"),
    "wecom_secret": (lambda: rs(URLSAFE, 43), "WeCom corpsecret"),
    "tencent_id": (lambda: "AKID" + rs(ALNUM, 32), "Tencent Cloud SecretId"),
    "tencent_key": (lambda: rs(ALNUM, 32), "Tencent Cloud SecretKey"),
}

WORDS = ["Kestrel", "Marigold", "Basalt", "Tundra", "Lantern", "Ferrous", "Quill", "Orchid", "Saffron",
         "Granit", "Mistral", "Pelikan", "Nopal", "Jacaranda", "Ginkgo", "Cobalt", "Harbor", "Juniper"]


def password(urlsafe=False):
    if rng.random() < 0.45:
        sep = rng.choice(["-", ".", "_"]) if urlsafe else rng.choice(["-", ".", "_", "!", "#"])
        return sep.join(rng.sample(WORDS, 2)) + sep + str(rng.randint(10, 9999))
    alphabet = ALNUM + ("-_.~" if urlsafe else "!#$%&*?@^-_")
    while True:
        p = rs(alphabet, rng.randint(12, 18))
        if any(c.isdigit() for c in p) and any(c.isupper() for c in p) and any(c.islower() for c in p):
            return p


def pin():
    while True:
        p = "".join(rng.choice(string.digits) for _ in range(rng.choice([4, 5, 6, 6, 8])))
        if len(set(p)) > 2 and p not in "0123456789" and p not in "9876543210":
            return p


def doc_ip():
    return "%s.%d" % (rng.choice(["192.0.2", "198.51.100", "203.0.113"]), rng.randint(2, 254))


# ---------------------------------------------------------------- personal data
def luhn_check_digit(partial):
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005",
                "4012888888881881", "5105105105105100", "371449635398431", "6011111111111117"}


def card():
    brand = rng.choice(["visa", "visa", "mc", "mc2", "amex", "unionpay", "jcb"])
    if brand == "visa":
        prefix, length = "4", 16
    elif brand == "mc":
        prefix, length = str(rng.randint(51, 55)), 16
    elif brand == "mc2":
        prefix, length = str(rng.randint(2221, 2720)), 16
    elif brand == "amex":
        prefix, length = rng.choice(["34", "37"]), 15
    elif brand == "unionpay":
        prefix, length = "62" + str(rng.randint(1, 9)), 16
    else:
        prefix, length = str(rng.randint(3528, 3589)), 16
    while True:
        body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
        num = body + luhn_check_digit(body)
        if num not in FAMOUS_CARDS:
            break
    if length == 15:
        return "%s %s %s" % (num[:4], num[4:10], num[10:])
    return " ".join(num[i:i + 4] for i in range(0, 16, 4))


def ssn():
    while True:
        area = rng.randint(1, 899)
        if area == 666:
            continue
        s = "%03d-%02d-%04d" % (area, rng.randint(1, 99), rng.randint(1, 9999))
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s


NINO_FIRST = "ABCEGHJKLMNOPRSTWXYZ"
NINO_SECOND = "ABCEGHJKLMNPRSTWXYZ"
NINO_BAD = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino():
    while True:
        p = rng.choice(NINO_FIRST) + rng.choice(NINO_SECOND)
        if p in NINO_BAD:
            continue
        d = "".join(rng.choice(string.digits) for _ in range(6))
        if p + d in ("QQ123456", "AB123456"):
            continue
        return "%s %s %s %s %s" % (p, d[0:2], d[2:4], d[4:6], rng.choice("ABCD"))


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def digits(n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def bban(country):
    if country == "DE":
        return digits(8) + digits(10)
    if country == "FR":
        bank, branch, acct = digits(5), digits(5), digits(11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return bank + branch + acct + "%02d" % key
    if country == "ES":
        bank, branch, acct = digits(4), digits(4), digits(10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            r = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
            return {11: 0, 10: 1}.get(r, r)
        return bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct
    if country == "PT":
        b = digits(19)
        return b + "%02d" % (98 - int(b + "00") % 97)
    if country == "GB":
        return rs(string.ascii_uppercase, 4) + digits(6) + digits(8)
    if country == "BR":
        return digits(8) + digits(5) + digits(10) + "C" + "1"
    raise ValueError(country)


FAMOUS_IBANS = {"GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
                "ES9121000418450200051332", "GB29NWBK60161331926819"}


def iban(country):
    while True:
        b = bban(country)
        s = country + iban_check(country, b) + b
        if s not in FAMOUS_IBANS:
            return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def phone(kind):
    if kind == "us":
        while True:
            a = rng.randint(201, 989)
            e = rng.randint(200, 999)
            if a % 100 != 11 and a != 555 and e != 555 and e % 100 != 11:
                return "+1 (%d) %d-%s" % (a, e, digits(4))
    if kind == "gb":
        return "+44 7%s %s" % (rng.choice(["4", "5", "8", "9"]) + digits(2), digits(6))
    if kind == "fr":
        return "06 " + " ".join(digits(2) for _ in range(4))
    if kind == "de":
        return "+49 %s %s" % (rng.choice(["151", "160", "170", "176"]), digits(7))
    if kind == "mx":
        return "+52 %s %s %s" % (rng.choice(["55", "33", "81"]), digits(4), digits(4))
    if kind == "br":
        return "+55 (%s) 9%s-%s" % (rng.choice(["11", "21", "31", "41"]), digits(4), digits(4))
    if kind == "cn":
        return "1%s%s %s %s" % (rng.choice("356789"), digits(1), digits(4), digits(4))
    if kind == "jp":
        return "%s-%s-%s" % (rng.choice(["090", "080", "070"]), digits(4), digits(4))
    raise ValueError(kind)


# ---------------------------------------------------------------- placeholders
def fill(text, used):
    def rep(m):
        tok = m.group(1)
        if tok.startswith("KEY:"):
            k = tok[4:]
            used.append(KEYS[k][1])
            return KEYS[k][0]()
        if tok == "PW":
            return password()
        if tok == "PWU":
            return password(urlsafe=True)
        if tok == "PIN":
            return pin()
        if tok == "IP":
            return doc_ip()
        if tok == "JWT":
            used.append("JWT")
            return make_jwt()
        if tok.startswith("PEM_"):
            kind = tok[4:].lower()
            used.append({"openssh": "OpenSSH private key", "rsa": "RSA private key (PEM)", "ec": "EC private key (PEM)"}[kind])
            return pem(kind)
        if tok == "SHA":
            return rs(HEX, 40)
        if tok in ("SHORTSHA", "SHORTSHA2"):
            return rs(HEX, rng.choice([7, 8, 10]))
        if tok == "SHA256":
            return rs(HEX, 64)
        if tok == "HEX32":
            return rs(HEX, 32)
        if tok == "UUID":
            h = rs(HEX, 32)
            h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
            return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])
        if tok == "CARD":
            return card()
        if tok == "SSN":
            return ssn()
        if tok == "NINO":
            return nino()
        if tok.startswith("IBAN:"):
            return iban(tok[5:])
        if tok.startswith("PHONE:"):
            return phone(tok[6:])
        raise KeyError(tok)
    return re.sub(r"(?<!\$)\{((?:KEY|IBAN|PHONE):[A-Za-z0-9_]+|PW|PWU|PIN|IP|JWT|PEM_[A-Z]+|SHA|SHORTSHA2?|SHA256|HEX32|UUID|CARD|SSN|NINO)\}", rep, text)


# ---------------------------------------------------------------- layouts
LAYOUTS = [("bullet", 50), ("dated", 12), ("html_comment", 8), ("heading", 5), ("frontmatter", 7),
           ("callout", 8), ("code_comment", 5), ("task", 5)]


def pick_layout(allowed=None):
    opts = [(n, w) for n, w in LAYOUTS if allowed is None or n in allowed]
    r = rng.uniform(0, sum(w for _, w in opts))
    for n, w in opts:
        r -= w
        if r <= 0:
            return n
    return opts[-1][0]


def apply_layout(text, layout):
    if layout == "heading" and len(text) > 90:
        layout = "bullet"
    if layout == "bullet":
        return text, layout
    if layout == "dated":
        d = datetime.date(2026, 8, 1) + datetime.timedelta(days=rng.randint(0, 125))
        return "[%s] %s" % (d.isoformat(), text), layout
    if layout == "html_comment":
        return "<!-- %s -->" % text, layout
    if layout == "heading":
        return "%s %s" % (rng.choice(["##", "###"]), text), layout
    if layout == "frontmatter":
        return "%s: %s" % (rng.choice(["summary", "note", "description", "context", "remember"]), text), layout
    if layout == "callout":
        return rng.choice(["> [!note] ", "> [!info] ", "> "]) + text, layout
    if layout == "code_comment":
        return rng.choice(["# ", "// "]) + text, layout
    if layout == "task":
        return rng.choice(["[ ] ", "[x] "]) + text, layout
    raise ValueError(layout)


# ---------------------------------------------------------------- obfuscation
FULLWIDTH = {chr(c): chr(c + 0xFEE0) for c in range(0x21, 0x7F)}
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e",
        "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
METHOD_DESC = {
    "zw": "zero-width characters between letters",
    "tag": "payload hidden in invisible Unicode tag characters after a harmless sentence",
    "bidi": "payload stored reversed inside a right-to-left override (bidi control)",
    "fullwidth": "full-width Latin letters",
    "homoglyph": "Cyrillic homoglyphs in place of Latin letters",
    "base64": "payload base64-encoded behind a harmless lead-in",
    "leet": "leetspeak digits for letters",
    "spacing": "letters spaced apart",
}


def strip_accents(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def is_latin_text(s):
    letters = [c for c in s if c.isalpha()]
    return letters and all("LATIN" in unicodedata.name(c, "") for c in letters)


def applicable(method, payload, lang):
    latin = is_latin_text(payload)
    if method == "tag":
        return all(ord(c) < 128 for c in strip_accents(payload)) and latin
    if method in ("homoglyph", "leet"):
        return latin
    if method == "fullwidth":
        return sum(c.isascii() and c.isalpha() for c in payload) >= 6
    return True


def obfuscate(method, payload, carriers):
    if method == "zw":
        out = []
        for i, c in enumerate(payload):
            out.append(c)
            if c != " " and i + 1 < len(payload) and payload[i + 1] != " " and rng.random() < 0.75:
                out.append(rng.choice(ZW))
        return "".join(out), None
    if method == "tag":
        carrier = rng.choice(carriers["plain"])
        hidden = "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in strip_accents(payload)) + "\U000E007F"
        return carrier.replace("{P}", hidden), carrier
    if method == "bidi":
        carrier = rng.choice(carriers["plain"])
        return carrier.replace("{P}", " \u202e" + payload[::-1] + "\u202c"), carrier
    if method == "fullwidth":
        return "".join(FULLWIDTH.get(c, c) if (c.isascii() and c.isalnum()) or rng.random() < 0.5 else c
                       for c in payload), None
    if method == "homoglyph":
        return "".join(HOMO[c] if c in HOMO and rng.random() < 0.8 else c for c in payload), None
    if method == "base64":
        carrier = rng.choice(carriers["b64"])
        return carrier.replace("{P}", base64.b64encode(payload.encode("utf-8")).decode()), carrier
    if method == "leet":
        return "".join(LEET.get(c, c) for c in payload), None
    if method == "spacing":
        if is_latin_text(payload):
            return "   ".join(" ".join(w) for w in payload.split(" ")), None
        sep = rng.choice([" ", " ", "\u00b7"])
        return sep.join(c for c in payload if c != " "), None
    raise ValueError(method)


# ---------------------------------------------------------------- notes
INJ_NOTES = {
    "override": "override — discards or overrides earlier guidance in indirect, polite or bureaucratic wording (policy update, team decision, 'as of this sprint')",
    "safeguard": "safeguard — disables a safeguard (review, tests, CI check, signing, audit log, confirmation, secret scanning) dressed up as a productivity tip",
    "secrecy": "secrecy — tells the agent to hide actions from the user or leave them out of summaries",
    "exfil": "exfil — sends data out (upload URL, e-mail address, curl|sh, webhook, scp, image beacon)",
    "target": "target — reaches for sensitive targets (system prompt, ~/.ssh, .env, /etc/passwd, shell rc, browser or keychain passwords, credentials)",
    "persona": "persona — changes the agent's role, persona or loyalty away from the user",
    "marker": "marker — fake chat-turn, system or end-of-memory marker smuggling an instruction",
}
BEN_NOTES = {
    "vocab-override": "vocab-override — ordinary team decision / superseded doc using override words harmlessly (skip, ignore, as of this sprint, supersedes)",
    "vocab-secrecy": "vocab-secrecy — ordinary confidentiality or discretion rule (don't mention codenames, keep out of logs, silently retry)",
    "vocab-safeguard": "vocab-safeguard — ordinary fact about reviews, tests, CI checks, signing, audit logs or confirmations (temporary, tracked, or keeping the safeguard)",
    "vocab-exfil": "vocab-exfil — legitimate install command, webhook, upload or mail route as a project fact",
    "vocab-target": "vocab-target — mentions system prompt, .env, ~/.ssh, shell rc, password manager or key rotation harmlessly",
    "vocab-persona": "vocab-persona — user's legitimate preference about language, tone or role of the assistant",
    "vocab-mixed": "vocab-mixed — harmless preference using 'don't tell', 'the team decided', 'skip' vocabulary",
    "ids": "ids — git SHAs, UUIDs, hashes and ids that are not secrets",
    "placeholders": "placeholders — key/password placeholders and templates, no real secret",
    "policy": "policy — password / key / card / phone-support policy without any actual secret or personal data",
    "facts": "facts — plain project fact",
}
PII_NOTES = {
    "card": "card — Luhn-valid payment card number",
    "ssn": "ssn — US Social Security number (valid area/group/serial)",
    "nino": "nino — UK National Insurance number (valid prefix and suffix)",
    "iban": "iban — IBAN with valid mod-97 check digits",
    "phone": "phone — personal phone number",
}
SEC_NOTES = {
    "key": "key — provider API key/token in its real shape",
    "jwt": "jwt — signed JSON Web Token",
    "pem": "pem — private key block (flattened to one line)",
    "connstr": "connstr — connection string with an embedded password",
    "prose": "prose — password or PIN stated in prose",
}

LATIN_METHODS = ["zw", "tag", "bidi", "fullwidth", "homoglyph", "base64", "leet", "spacing"]


# ---------------------------------------------------------------- parse
def parse(lang):
    sections = []
    cur = None
    with open(os.path.join(HERE, "hand", lang + ".txt"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("@"):
                parts = line[1:].split()
                cur = (parts[0], parts[1] if len(parts) > 1 else "")
                continue
            if not line.strip() or line.startswith("%%"):
                continue
            if cur is None:
                raise SystemExit("line outside section in %s: %r" % (lang, line))
            sections.append((cur[0], cur[1], line))
    return sections


def main():
    records = {"injection": [], "secret": [], "pii": [], "benign": []}
    counters = {}
    stats = {"layouts": {}, "obf_methods": {}}

    def add(cls, lang, text, note):
        key = (cls, lang)
        counters[key] = counters.get(key, 0) + 1
        short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}[cls]
        rid = "%s%s-%s-%04d" % (ID_PREFIX, short, lang, counters[key])
        records[cls].append({"id": rid, "class": cls, "lang": lang, "text": text, "note": note})

    for lang in LANGS:
        items = parse(lang)
        carriers = {"plain": [t for c, s, t in items if c == "carrier" and s == "plain"],
                    "b64": [t for c, s, t in items if c == "carrier" and s == "b64"]}
        payloads = [t for c, s, t in items if c == "obf"]
        # plain lines
        for cls_tag, sub, raw in items:
            if cls_tag in ("carrier", "obf"):
                continue
            used = []
            text = fill(raw, used)
            text, layout = apply_layout(text, pick_layout())
            stats["layouts"][layout] = stats["layouts"].get(layout, 0) + 1
            if cls_tag == "inj":
                add("injection", lang, text, INJ_NOTES[sub] + "; layout=" + layout)
            elif cls_tag == "ben":
                add("benign", lang, text, BEN_NOTES[sub] + "; layout=" + layout)
            elif cls_tag == "sec":
                what = ", ".join(dict.fromkeys(used)) if used else "password/PIN"
                add("secret", lang, text, SEC_NOTES[sub] + " (" + what + "); layout=" + layout)
            elif cls_tag == "pii":
                add("pii", lang, text, PII_NOTES[sub] + "; layout=" + layout)
            else:
                raise SystemExit("unknown section " + cls_tag)
        # obfuscated payloads: spread the methods evenly over what applies
        used_m = {m: 0 for m in LATIN_METHODS}
        order = list(range(len(payloads)))
        # ASCII payloads first so they can take the methods only they allow
        order.sort(key=lambda i: 0 if all(ord(c) < 128 for c in payloads[i]) else 1)
        chosen = {}
        for i in order:
            p = payloads[i]
            cands = [m for m in LATIN_METHODS if applicable(m, p, lang)]
            if lang in ("zh", "ja") and "tag" in cands and used_m["tag"] == 0:
                cands = ["tag"]  # an ASCII payload is the only one that fits in tag characters
            low = min(used_m[m] for m in cands)
            m = rng.choice([m for m in cands if used_m[m] == low])
            used_m[m] += 1
            chosen[i] = m
        for i, p in enumerate(payloads):
            m = chosen[i]
            text, carrier = obfuscate(m, p, carriers)
            text, layout = apply_layout(text, pick_layout({"bullet", "dated", "callout", "html_comment", "task"}))
            stats["obf_methods"][m] = stats["obf_methods"].get(m, 0) + 1
            add("injection", lang, text, "obfuscated — %s; hidden instruction: %s; layout=%s" % (METHOD_DESC[m], p, layout))

    for cls, recs in records.items():
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for r in recs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(records, stats)
    print({c: len(r) for c, r in records.items()})


def write_readme(records, stats):
    classes = ["injection", "secret", "pii", "benign"]
    rows = []
    for cls in classes:
        per = [sum(1 for r in records[cls] if r["lang"] == l) for l in LANGS]
        rows.append("| %s | %s | %d |" % (cls, " | ".join(map(str, per)), sum(per)))
    tot = [sum(1 for c in classes for r in records[c] if r["lang"] == l) for l in LANGS]
    rows.append("| **total** | %s | %d |" % (" | ".join(map(str, tot)), sum(tot)))

    def sub_table(cls):
        counts = {}
        for r in records[cls]:
            s = r["note"].split(" — ")[0]
            counts[s] = counts.get(s, 0) + 1
        return ", ".join("%s %d" % (k, v) for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))

    obf = ", ".join("%s %d" % kv for kv in sorted(stats["obf_methods"].items(), key=lambda kv: -kv[1]))
    lay = ", ".join("%s %d" % kv for kv in sorted(stats["layouts"].items(), key=lambda kv: -kv[1]))
    text = README_TEMPLATE.format(date=SET_DATE, seed=SEED, table="\n".join(rows),
                                  inj=sub_table("injection"), sec=sub_table("secret"),
                                  pii=sub_table("pii"), ben=sub_table("benign"), obf=obf, lay=lay)
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8") as f:
        f.write(text)


README_TEMPLATE = """# t9a — memory-scanner training set

- Date: {date}
- Seed: {seed} (`random.Random({seed})` in `gen/generate.py`)
- Written from the brief (`brief9.md`, with the t9a changes) as a **training set**
  for a line classifier: `injection | secret | pii | benign`.
  Nothing else on the machine (no other data set, no search tools) was read.

## Files

| file | what |
| --- | --- |
| `injection.jsonl` | prompt injections (plain and obfuscated) |
| `secret.jsonl` | access-granting secrets |
| `pii.jsonl` | personal data that grants no access |
| `benign.jsonl` | ordinary memories, many using the attack vocabulary harmlessly |
| `gen/hand/<lang>.txt` | the hand-written lines, one per line, grouped under `@class subkind` headers |
| `gen/generate.py` | fills placeholders with seeded random material, applies layouts and obfuscation, writes the JSONL and this README |
| `gen/check.py` | validator (JSON, ids, counts, single-line, Luhn / IBAN / SSN / NINO, IP ranges, domains, famous examples) |

One object per line: `{{"id", "class", "lang", "text", "note"}}`. Ids are
`t9a-<inj|sec|pii|ben>-<lang>-NNNN`. The `note` starts with the subkind,
then ` — ` and what the line tests, then the layout used.

## Counts (class × language)

| class | en | fr | de | es | pt | zh | ja | total |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
{table}

## Subkinds

- injection: {inj}
- obfuscation methods: {obf}
- secret: {sec}
- pii: {pii}
- benign: {ben}
- layouts (all non-obfuscated lines): {lay}

Weighting: among injections the hardest kinds carry the most weight —
overriding earlier guidance in polite or bureaucratic wording (memos, "the team
decided", "as of this sprint"), disabling safeguards dressed up as productivity
tips, and secrecy towards the user. Persona, fake markers, exfiltration and
sensitive targets are all still covered in every language.

## Settings per language

| lang | setting | tools |
| --- | --- | --- |
| en | Harrowlight Studios, games studio | Unity, Perforce (Swarm, streams), Jira |
| fr | DSI of a French agglomeration (public sector) | Java / Spring, GitLab, Mattermost |
| de | Brenntal Fahrzeugteile GmbH, car-parts supplier | SAP, .NET, Azure DevOps |
| es | Tienda Tlali, Mexican e-commerce | Node, Shopify, Slack |
| pt | VitaPonto, Brazilian health-tech | Python, AWS, Teams |
| zh | 芯跃科技, Shenzhen hardware startup | C++, Gitee, 企业微信 (WeCom) |
| ja | ハルカゼメディア, Tokyo media company | TypeScript, GitHub, Slack |

## How it was made

1. Every natural-language line was written by hand, directly in its language
   and register (memo French, Mexican Spanish, Brazilian Portuguese, German
   office and team register, mainland Chinese, Japanese です・ます/体言止め), not
   translated from English. They are in `gen/hand/<lang>.txt`.
2. Attacks are written the way someone trying to slip past a scanner would:
   paraphrased, indirect, in the register of a real memory line, with no stock
   "ignore previous instructions" phrasing (only the fake-marker lines use
   obviously structural tricks, because that is what they test).
3. Benign lines are the hard negatives: the same vocabulary (skip, ignore,
   the team decided, don't mention, silently, curl … | bash, webhook, system
   prompt, ~/.ssh, .env, signing, audit log) in ordinary, harmless senses.
4. `gen/generate.py` only combines hand lines with layouts (MEMORY.md bullet,
   dated bucket bullet, Obsidian HTML comment, heading, front-matter value,
   callout, code comment, task) and fills placeholders with random material
   from the seeded RNG: provider keys in their real prefix/length/alphabet
   (GitHub and npm tokens carry a real CRC32 checksum), JWTs, PEM private keys
   flattened to one line, connection strings, passwords and PINs, SHAs, UUIDs,
   Luhn-valid cards, valid SSNs, NINOs, IBANs (mod-97; FR RIB key, ES and PT
   national check digits), phone numbers. The same layouts are used for every
   class so the layout carries no label signal.
5. Obfuscated injections: each `@obf` payload is transformed with one method
   (zero-width characters, Unicode tag characters, bidi override, full-width
   letters, Cyrillic homoglyphs, base64, leetspeak, letter spacing); tag, bidi
   and base64 payloads sit behind a harmless hand-written carrier sentence.
   The note gives the hidden instruction in clear.
6. All domains, e-mail addresses and people are made up; IPs come only from
   192.0.2.0/24, 198.51.100.0/24 and 203.0.113.0/24; no famous documentation
   examples are used.
7. `python3 gen/generate.py && python3 gen/check.py` rebuilds and validates
   the set; the output is byte-identical for the same seed.
"""

if __name__ == "__main__":
    main()
