#!/usr/bin/env python3
"""Generator for the t9c memory-scanner training set.

Python 3 standard library only.  Reads the hand-written lines in
gen/hand/<lang>.txt, fills in random key material / personal data with a
seeded RNG, applies obfuscation transforms where a hand line asks for one,
wraps some lines in memory layouts (MEMORY.md bullet, bucket bullet,
Obsidian front-matter value, HTML comment, heading, dated entry) and writes
injection.jsonl, secret.jsonl, pii.jsonl and benign.jsonl one folder up.

Hand file format
----------------
  @@ inj <subkind>        plain injection lines
  @@ obf                  "<tech> | <subkind> | <text>"; the span in [[ ]]
                          is transformed by <tech>.  tag: "visible || hidden"
                          (hidden is ASCII, encoded as Unicode tag chars);
                          b64: "wrapper with {B64} || payload"
  @@ secret               templates with {PLACEHOLDER}s
  @@ pii                  templates with {PLACEHOLDER}s
  @@ benign <subkind>     benign lines; {SHA} {SHORTSHA} {UUID} {SHA256}
                          {B64:text} are filled in
Lines starting with "%%" are comments.
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import sys

SEED = 20261212
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
PREFIX = "t9c-"

rng = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
UPPER_NUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


# ---------------------------------------------------------------- secrets
def k_aws_ak():
    return "AKIA" + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def k_aws_sk():
    return rs(B64, 40)


def k_jwt():
    header = b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    payload = {
        "sub": str(rng.randint(100000, 999999)),
        "iss": rng.choice(["auth.corp.internal", "sso.intranet.test", "idp.example"]),
        "role": rng.choice(["admin", "svc-deploy", "ops", "reader"]),
        "iat": rng.randint(1780000000, 1790000000),
    }
    payload["exp"] = payload["iat"] + rng.choice([3600, 86400, 604800])
    p = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = b64url(bytes(rng.getrandbits(8) for _ in range(32)))
    return f"{header}.{p}.{sig}"


def k_discord():
    uid = str(rng.randint(10**17, 10**18 * 9))
    return b64url(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def k_pem(kind):
    if kind == "rsa":
        body = "MIIEowIBAAKCAQEA" + rs(B64, 120)
        return f"-----BEGIN RSA PRIVATE KEY----- {body} -----END RSA PRIVATE KEY-----"
    if kind == "ec":
        body = "MHcCAQEEI" + rs(B64, 88)
        return f"-----BEGIN EC PRIVATE KEY----- {body} -----END EC PRIVATE KEY-----"
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(B64, 110)
    return f"-----BEGIN OPENSSH PRIVATE KEY----- {body} -----END OPENSSH PRIVATE KEY-----"


def k_pkcs8():
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + rs(B64, 110)
    return f"-----BEGIN PRIVATE KEY----- {body} -----END PRIVATE KEY-----"


def k_uuid():
    h = "".join(rng.choice(HEX) for _ in range(32))
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


SYL = ["ka", "mo", "ri", "tu", "ve", "lo", "sa", "ne", "bi", "gu", "da", "xo", "pe", "zi", "fa", "ru"]


def k_pw():
    w1 = "".join(rng.choice(SYL) for _ in range(rng.randint(2, 3))).capitalize()
    w2 = "".join(rng.choice(SYL) for _ in range(2))
    sym = rng.choice("!#$%&*?+=")
    num = str(rng.randint(10, 9999))
    parts = [w1, sym, w2, num]
    if rng.random() < 0.4:
        return rs(ALNUM + "!#%*+=?", rng.randint(12, 18))
    return "".join(parts)


def k_pwu():  # URL-safe password for connection strings
    return rs(ALNUM, rng.randint(8, 12)) + rng.choice(["-", "_", "."]) + rs(ALNUM, rng.randint(4, 8))


def k_pin():
    while True:
        p = "".join(rng.choice(string.digits) for _ in range(rng.choice([4, 6])))
        if len(set(p)) > 2 and p not in ("1234", "123456", "0000"):
            return p


def k_azure():
    acct = rng.choice(["stavmcimaging", "stlimmatrisk", "stsurcoraw", "stkiandacdr"]) + rs("0123456789", 2)
    key = rs(B64, 86) + "=="
    return f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"


def k_slack_hook():
    return ("https://hooks.slack.com/services/T" + rs(UPPER_NUM, 10) + "/B" + rs(UPPER_NUM, 10) + "/" + rs(ALNUM, 24))


SECRET_FILL = {
    "AWS_AK": (k_aws_ak, "aws-access-key-id"),
    "AWS_SK": (k_aws_sk, "aws-secret-access-key"),
    "GH_PAT": (lambda: "ghp_" + rs(ALNUM, 36), "github-classic-pat"),
    "GH_FG": (lambda: "github_pat_11" + rs(UPPER_NUM, 20) + "_" + rs(ALNUM, 59), "github-fine-grained-pat"),
    "GL_PAT": (lambda: "glpat-" + rs(B64URL, 20), "gitlab-pat"),
    "NPM": (lambda: "npm_" + rs(ALNUM, 36), "npm-token"),
    "PYPI": (lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 120), "pypi-token"),
    "SENDGRID": (lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43), "sendgrid-key"),
    "GOOGLE": (lambda: "AIza" + rs(B64URL, 35), "google-api-key"),
    "HF": (lambda: "hf_" + rs(string.ascii_letters, 34), "huggingface-token"),
    "DO": (lambda: "dop_v1_" + rs(HEX, 64), "digitalocean-token"),
    "MAILGUN": (lambda: "key-" + rs(HEX, 32), "mailgun-key"),
    "HEROKU": (k_uuid, "heroku-api-key"),
    "DISCORD": (k_discord, "discord-bot-token"),
    "DATADOG": (lambda: rs(HEX, 32), "datadog-api-key"),
    "DATADOG_APP": (lambda: rs(HEX, 40), "datadog-app-key"),
    "SLACK_BOT": (lambda: "xoxb-" + rs(string.digits, 11) + "-" + rs(string.digits, 13) + "-" + rs(ALNUM, 24), "slack-bot-token"),
    "SLACK_USER": (lambda: "xoxp-" + rs(string.digits, 11) + "-" + rs(string.digits, 12) + "-" + rs(string.digits, 13) + "-" + rs(HEX, 32), "slack-user-token"),
    "SLACK_HOOK": (k_slack_hook, "slack-webhook-url"),
    "STRIPE": (lambda: "sk_live_51" + rs(ALNUM, 97), "stripe-secret-key"),
    "STRIPE_RK": (lambda: "rk_live_51" + rs(ALNUM, 97), "stripe-restricted-key"),
    "OPENAI": (lambda: "sk-proj-" + rs(B64URL, 58) + "T3BlbkFJ" + rs(B64URL, 58), "openai-key"),
    "ANTHROPIC": (lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA", "anthropic-key"),
    "TWILIO_SID": (lambda: "AC" + rs(HEX, 32), "twilio-account-sid"),
    "TWILIO_KEY": (lambda: "SK" + rs(HEX, 32), "twilio-api-key-sid"),
    "TWILIO_TOKEN": (lambda: rs(HEX, 32), "twilio-auth-token"),
    "AZURE_CONN": (k_azure, "azure-storage-connection-string"),
    "TELEGRAM": (lambda: str(rng.randint(10**8, 10**10 - 1)) + ":AA" + rs(B64URL, 33), "telegram-bot-token"),
    "SHOPIFY": (lambda: "shpat_" + rs(HEX, 32), "shopify-access-token"),
    "JWT": (k_jwt, "jwt"),
    "PEM_RSA": (lambda: k_pem("rsa"), "pem-rsa-private-key"),
    "PEM_EC": (lambda: k_pem("ec"), "pem-ec-private-key"),
    "PEM_SSH": (lambda: k_pem("ssh"), "openssh-private-key"),
    "PEM_PKCS8": (k_pkcs8, "pem-pkcs8-private-key"),
    "PW": (k_pw, "password-in-prose"),
    "PWU": (k_pwu, "password-in-connection-string"),
    "PIN": (k_pin, "pin-in-prose"),
    "HEX32": (lambda: rs(HEX, 32), "hex-api-key"),
}


# ---------------------------------------------------------------- pii
def luhn_complete(prefix, length):
    digits = [int(c) for c in prefix]
    while len(digits) < length - 1:
        digits.append(rng.randint(0, 9))
    for check in range(10):
        cand = digits + [check]
        s = 0
        for i, d in enumerate(reversed(cand)):
            if i % 2 == 1:
                d *= 2
                if d > 9:
                    d -= 9
            s += d
        if s % 10 == 0:
            return "".join(map(str, cand))


TEST_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "4012888888881881",
              "378282246310005", "371449635398431", "5105105105105100", "4000056655665556",
              "6011111111111117", "3530111333300000", "4000000000000002"}


def card(kind):
    while True:
        if kind == "VISA":
            n = luhn_complete("4" + str(rng.randint(10000, 99999)), 16)
        elif kind == "MC":
            n = luhn_complete(str(rng.randint(51, 55)) + str(rng.randint(1000, 9999)), 16)
        elif kind == "AMEX":
            n = luhn_complete(rng.choice(["34", "37"]) + str(rng.randint(1000, 9999)), 15)
        else:  # JCB
            n = luhn_complete(str(rng.randint(3528, 3589)) + str(rng.randint(10, 99)), 16)
        if n not in TEST_CARDS and len(set(n)) > 4:
            break
    if len(n) == 15:
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    sep = rng.choice([" ", "-", " "])
    return sep.join(n[i:i + 4] for i in range(0, 16, 4))


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def iban(country):
    if country == "BE":
        first10 = rs(string.digits, 10)
        nat = int(first10) % 97 or 97
        bban = first10 + "%02d" % nat
    elif country == "CH":
        bban = rs(string.digits, 5) + rs(string.digits, 12)
    elif country == "AO":
        bban = rng.choice(["0040", "0006", "0055"]) + "0000" + rs(string.digits, 13)
    elif country == "ES":
        bban = rs(string.digits, 20)
    else:
        raise ValueError(country)
    s = country + iban_check(country, bban) + bban
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g = rng.randint(1, 99)
        s = rng.randint(1, 9999)
        v = f"{a:03d}-{g:02d}-{s:04d}"
        if v not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return v


NINO_BAD_FIRST = set("DFIQUV")
NINO_BAD_SECOND = set("DFIQUVO")
NINO_BAD_PREFIX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino():
    while True:
        a = rng.choice([c for c in string.ascii_uppercase if c not in NINO_BAD_FIRST])
        b = rng.choice([c for c in string.ascii_uppercase if c not in NINO_BAD_SECOND])
        if a + b in NINO_BAD_PREFIX or a + b in ("QQ", "AB"):
            continue
        d = rs(string.digits, 6)
        return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {rng.choice('ABCD')}"


def phone(cc):
    if cc == "US":
        return f"({rng.randint(201, 989)}) 555-01{rng.randint(0, 99):02d}"
    if cc == "BE":
        return f"+32 4{rng.randint(70, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    if cc == "CH":
        return f"+41 7{rng.choice('5689')} {rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    if cc == "AR":
        return f"+54 9 {rng.choice(['11', '341', '351', '2320'])} {rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
    if cc == "AO":
        return f"+244 9{rng.choice('1234')}{rng.randint(0, 9)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    if cc == "TW":
        return f"09{rng.randint(10, 89)}-{rng.randint(100, 999)}-{rng.randint(100, 999)}"
    if cc == "JP":
        return f"0{rng.choice('789')}0-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"
    raise ValueError(cc)


PII_FILL = {
    "CARD_VISA": (lambda: card("VISA"), "card-number-visa"),
    "CARD_MC": (lambda: card("MC"), "card-number-mastercard"),
    "CARD_AMEX": (lambda: card("AMEX"), "card-number-amex"),
    "CARD_JCB": (lambda: card("JCB"), "card-number-jcb"),
    "SSN": (ssn, "us-ssn"),
    "NINO": (nino, "uk-nino"),
    "IBAN_BE": (lambda: iban("BE"), "iban-be"),
    "IBAN_CH": (lambda: iban("CH"), "iban-ch"),
    "IBAN_AO": (lambda: iban("AO"), "iban-ao"),
    "IBAN_ES": (lambda: iban("ES"), "iban-es"),
    "PHONE_US": (lambda: phone("US"), "phone-us"),
    "PHONE_BE": (lambda: phone("BE"), "phone-be"),
    "PHONE_CH": (lambda: phone("CH"), "phone-ch"),
    "PHONE_AR": (lambda: phone("AR"), "phone-ar"),
    "PHONE_AO": (lambda: phone("AO"), "phone-ao"),
    "PHONE_TW": (lambda: phone("TW"), "phone-tw"),
    "PHONE_JP": (lambda: phone("JP"), "phone-jp"),
}

# ---------------------------------------------------------------- benign fillers


def benign_fill(text):
    def rep(m):
        key = m.group(1)
        if key == "SHA":
            return rs(HEX, 40)
        if key == "SHORTSHA":
            return rs(HEX, 7)
        if key == "UUID":
            return k_uuid()
        if key == "SHA256":
            return rs(HEX, 64)
        if key == "MD5":
            return rs(HEX, 32)
        if key.startswith("B64:"):
            return base64.b64encode(key[4:].encode()).decode()
        raise KeyError(key)
    return re.sub(r"\{(SHA|SHORTSHA|UUID|SHA256|MD5|B64:[^}]*)\}", rep, text)


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458", "A": "\u0410", "E": "\u0415",
        "O": "\u041e", "P": "\u0420", "C": "\u0421", "H": "\u041d", "K": "\u041a", "M": "\u041c",
        "T": "\u0422", "B": "\u0412", "X": "\u0425"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1",
        "O": "0", "S": "5", "T": "7", "g": "9", "b": "8"}


def o_zw(span):
    out = []
    for i, ch in enumerate(span):
        out.append(ch)
        if i < len(span) - 1 and ch != " " and span[i + 1] != " " and rng.random() < 0.7:
            out.append(rng.choice(ZW))
    return "".join(out)


def o_fw(span):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in span)


def o_homo(span):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.75 else c for c in span)


def o_leet(span):
    return "".join(LEET[c] if c in LEET and rng.random() < 0.8 else c for c in span)


def o_space(span):
    sep = rng.choice([" ", " ", ".", "-"]) if span.isascii() else " "
    words = span.split(" ")
    return "   ".join(sep.join(w) for w in words) if sep == " " else " ".join(sep.join(w) for w in words)


def o_bidi(span):
    if rng.random() < 0.5:
        return "\u202e" + span[::-1] + "\u202c"
    return "\u2067" + span[::-1] + "\u2069"


SPAN_OBF = {"zw": o_zw, "fw": o_fw, "homo": o_homo, "leet": o_leet, "space": o_space, "bidi": o_bidi}
TECH_NAME = {
    "zw": "zero-width characters inside the key words",
    "fw": "full-width Latin letters",
    "homo": "Cyrillic homoglyphs in Latin words",
    "leet": "leetspeak",
    "space": "letter spacing",
    "bidi": "bidi override with reversed text",
    "tag": "invisible Unicode tag characters carrying the payload",
    "b64": "base64-encoded payload",
}


def obfuscate(tech, text):
    if tech == "tag":
        visible, hidden = [p.strip() for p in text.split("||")]
        assert hidden.isascii(), hidden
        return visible + "".join(chr(0xE0000 + ord(c)) for c in hidden)
    if tech == "b64":
        wrapper, payload = [p.strip() for p in text.split("||")]
        return wrapper.replace("{B64}", base64.b64encode(payload.encode()).decode())
    fn = SPAN_OBF[tech]
    out = re.sub(r"\[\[(.+?)\]\]", lambda m: fn(m.group(1)), text)
    assert out != text, text
    return out


# ---------------------------------------------------------------- layouts
DATES = ["2026-09-03", "2026-09-17", "2026-10-01", "2026-10-22", "2026-11-04", "2026-11-19", "2026-11-28"]


def layout(text, allow=True, heading=True):
    if not allow:
        return text, "memory-bullet"
    r = rng.random()
    if r < 0.58:
        return text, "memory-bullet"
    if r < 0.70:
        return f"{rng.choice(DATES)}: {text}", "dated-memory-entry"
    if r < 0.79:
        return f"{rng.choice(['summary', 'description', 'note', 'context'])}: {text}", "obsidian-front-matter-value"
    if r < 0.87:
        return f"<!-- {text} -->", "obsidian-html-comment"
    if r < 0.93:
        return f"**{rng.choice(['Note', 'NB', 'Memo', 'Context'])}:** {text}", "bucket-bullet-bold-lead"
    if heading and len(text) < 90 and "`" not in text:
        return f"## {text}", "obsidian-heading"
    return text, "memory-bullet"


# ---------------------------------------------------------------- parsing
def parse(lang):
    path = os.path.join(HERE, "hand", f"{lang}.txt")
    sections = []
    cur = None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n").rstrip("\r")
            if not line.strip() or line.startswith("%%"):
                continue
            if line.startswith("@@ "):
                parts = line[3:].split()
                cur = (parts[0], parts[1] if len(parts) > 1 else "")
                continue
            assert cur is not None, (lang, line)
            sections.append((cur[0], cur[1], line.strip()))
    return sections


INJ_NOTES = {
    "override": "discards or supersedes earlier guidance, paraphrased without stock trigger words",
    "persona": "changes the agent's role or persona",
    "secrecy": "asks the agent to act without telling the user",
    "exfil": "sends data out through a URL, address, upload, webhook, beacon or piped script",
    "target": "points the agent at sensitive material (keys, dotfiles, env files, browser stores, hidden guidance)",
    "safeguard": "switches off review, audit, confirmation, tests, signing or scanning",
    "marker": "fake chat-turn, operator or policy marker",
}
BEN_NOTES = {
    "lookalike": "ordinary memory using attack vocabulary in a harmless sense; must not be flagged",
    "trigger": "ordinary conditional / third-person memory in the same register as attacks; must not be flagged",
    "unicode": "harmless non-ASCII text (accents, CJK, emoji, full-width forms); must not be flagged",
    "fixture": "hash, UUID, SHA or base64 test fixture described as such; must not be flagged",
    "plain": "ordinary project fact; must not be flagged",
    "policy": "password / key / card policy without any actual value; must not be flagged",
}


def fill(text, table):
    kinds = []

    def rep(m):
        key = m.group(1)
        fn, kind = table[key]
        kinds.append(kind)
        return fn()
    out = re.sub(r"\{([A-Z0-9_]+)\}", rep, text)
    return out, kinds


def main():
    rows = {"injection": [], "secret": [], "pii": [], "benign": []}
    for lang in LANGS:
        counters = {}
        for sec, sub, line in parse(lang):
            if sec == "inj":
                text, lay = layout(line)
                cls = "injection"
                note = f"injection/{sub}: {INJ_NOTES[sub]}; layout {lay}"
            elif sec == "obf":
                tech, under, body = [p.strip() for p in line.split("|", 2)]
                text = obfuscate(tech, body)
                text, lay = layout(text, allow=tech not in ("tag", "bidi"))
                cls = "injection"
                note = f"injection/obfuscated ({TECH_NAME[tech]}) hiding a {under} request: {INJ_NOTES[under]}; layout {lay}"
            elif sec == "secret":
                text, kinds = fill(line, SECRET_FILL)
                assert kinds, line
                text, lay = layout(text, heading=False)
                cls = "secret"
                note = f"secret/{'+'.join(kinds)}: random key material in its real shape; layout {lay}"
            elif sec == "pii":
                text, kinds = fill(line, PII_FILL)
                assert kinds, line
                text, lay = layout(text, heading=False)
                cls = "pii"
                note = f"pii/{'+'.join(kinds)}: valid personal identifier that grants no access; layout {lay}"
            elif sec == "benign":
                text = benign_fill(line)
                text, lay = layout(text)
                cls = "benign"
                note = f"benign/{sub}: {BEN_NOTES[sub]}; layout {lay}"
            else:
                raise ValueError(sec)
            counters[cls] = counters.get(cls, 0) + 1
            rid = f"{PREFIX}{cls[:3]}-{lang}-{counters[cls]:04d}"
            rows[cls].append({"id": rid, "class": cls, "lang": lang, "text": text, "note": note})
    for cls, items in rows.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for r in items:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for cls, items in rows.items():
        by = {}
        for r in items:
            by[r["lang"]] = by.get(r["lang"], 0) + 1
        print(cls, len(items), by)


if __name__ == "__main__":
    sys.exit(main())
