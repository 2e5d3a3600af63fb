#!/usr/bin/env python3
"""Generator for the t9b memory-scanner training set.

Reads hand-written lines from gen/hand/<lang>.txt, wraps them in memory-file
layouts, fills key material / ids / personal data from a seeded RNG and writes
injection.jsonl, secret.jsonl, pii.jsonl, benign.jsonl one directory up.
Python 3 standard library only.  Seed: 20261211.
"""
import base64
import json
import os
import random
import re
import string
import sys

SEED = 20261211
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
rng = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
UPPER_B32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


# ---------------------------------------------------------------- key material
def aws_akid():
    return "AKIA" + rs(UPPER_B32, 16)


def aws_secret():
    return rs(ALNUM + "/+", 40)


def ghp():
    return "ghp_" + rs(ALNUM, 36)


def glpat():
    return "glpat-" + rs(ALNUM + "-_", 20)


def npm():
    return "npm_" + rs(ALNUM, 36)


def pypi():
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rng.randint(60, 90))


def sendgrid():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def google_api():
    return "AIza" + rs(B64URL, 35)


def hf():
    return "hf_" + rs(string.ascii_letters, 34)


def do_token():
    return "dop_v1_" + rs(HEX, 64)


def mailgun():
    return "key-" + rs(HEX, 32)


def discord_bot():
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1)).encode()
    return base64.b64encode(uid).decode().rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def datadog():
    return rs(HEX, 32)


def slack_bot():
    return "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 11, 10 ** 13), rs(ALNUM, 24))


def stripe_sk():
    if rng.random() < 0.5:
        return "sk_live_" + rs(ALNUM, 24)
    return "sk_live_51" + rs(ALNUM, 97)


def openai():
    return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def anthropic():
    return "sk-ant-api03-" + rs(B64URL, 93) + "AA"


def twilio_sid():
    return "AC" + rs(HEX, 32)


def twilio_token():
    return rs(HEX, 32)


def azure_storage_key():
    return base64.b64encode(bytes(rng.getrandbits(8) for _ in range(64))).decode()


def telegram():
    return "%d:AA%s" % (rng.randint(5 * 10 ** 9, 7999999999), rs(B64URL, 33))


def zulip_key():
    return rs(ALNUM, 32)


def aliyun_akid():
    return "LTAI5t" + rs(ALNUM, 18)


def aliyun_secret():
    return rs(ALNUM, 30)


def dingtalk_token():
    return rs(HEX, 64)


def dingtalk_secret():
    return "SEC" + rs(HEX, 64)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    alg = rng.choice(["HS256", "RS256", "ES256"])
    header = {"alg": alg, "typ": "JWT", "kid": rs(HEX, 12)}
    now = rng.randint(1767000000, 1790000000)
    payload = {"sub": "svc-" + rs(string.ascii_lowercase, 6), "iat": now, "exp": now + rng.choice([3600 * 24 * 365, 3600 * 24 * 30]),
               "scope": rng.choice(["admin", "api:write", "reports:read reports:write"]), "jti": rs(HEX, 16)}
    siglen = {"HS256": 32, "RS256": 256, "ES256": 64}[alg]
    sig = bytes(rng.getrandbits(8) for _ in range(siglen))
    return ".".join([b64url(json.dumps(header, separators=(",", ":")).encode()),
                     b64url(json.dumps(payload, separators=(",", ":")).encode()), b64url(sig)])


def pem_body(prefix, nbytes):
    raw = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(nbytes))).decode()
    body = prefix + raw[len(prefix):]
    return [body[i:i + 64] for i in range(0, len(body), 64)]


def pem(kind, prefix, nbytes):
    lines = pem_body(prefix, nbytes)
    sep = rng.choice([" ", "\\n"])
    return sep.join(["-----BEGIN %s-----" % kind] + lines + ["-----END %s-----" % kind])


def pem_rsa():
    if rng.random() < 0.5:
        return pem("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA", 900)
    return pem("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 930)


def pem_openssh():
    return pem("OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 300)


WORDS = ["Tulipe", "Brume", "Kessel", "Anker", "Cobre", "Faena", "Ribeira", "Douro", "Lago", "Xihu", "Naniwa", "Torre",
         "Falke", "Castor", "Huard", "Quartz", "Pino", "Sable", "Orca", "Mistral", "Granit", "Salar", "Tejo", "Kumo"]


def password():
    style = rng.randrange(4)
    if style == 0:
        return rs(ALNUM + "!#%&*?@", rng.randint(12, 18))
    if style == 1:
        return "%s-%s-%d" % (rng.choice(WORDS), rng.choice(WORDS).lower(), rng.randint(10, 9999))
    if style == 2:
        return rng.choice(WORDS) + rs(string.digits, rng.randint(3, 5)) + rng.choice("!#$%&*?")
    return rs(string.ascii_lowercase, 4) + rs(string.digits, 2) + rs(string.ascii_uppercase, 3) + rs("!#$%&*", 1) + rs(ALNUM, 4)


def pin():
    while True:
        p = rs(string.digits, rng.choice([4, 5, 6]))
        if len(set(p)) > 2 and p not in ("1234", "123456", "4321", "12345"):
            return p


def ip():
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return "%s.%d" % (net, rng.randint(2, 250))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


# ---------------------------------------------------------------- personal data
def luhn_digit(partial):
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "4012888888881881", "378282246310005",
                "371449635398431", "6011111111111117", "5105105105105100", "3530111333300000", "4000056655665556"}


def card(lang):
    while True:
        kind = rng.choice({"zh": ["up", "up", "visa"], "ja": ["jcb", "jcb", "visa", "mc"]}.get(lang, ["visa", "visa", "mc", "amex"]))
        if kind == "visa":
            partial, n = "4" + rs(string.digits, 14), 16
        elif kind == "mc":
            partial, n = str(rng.randint(51, 55)) + rs(string.digits, 13), 16
        elif kind == "amex":
            partial, n = rng.choice(["34", "37"]) + rs(string.digits, 12), 15
        elif kind == "jcb":
            partial, n = str(rng.randint(3528, 3589)) + rs(string.digits, 11), 16
        else:
            partial, n = "62" + rs(string.digits, 15), 18 if rng.random() < 0.3 else 16
            partial = partial[:n - 1]
        num = partial + luhn_digit(partial)
        if num in FAMOUS_CARDS or len(set(num[1:])) < 5:
            continue
        sep = rng.choice([" ", "-", " "])
        if n == 15:
            return sep.join([num[:4], num[4:10], num[10:]])
        groups = [num[i:i + 4] for i in range(0, len(num), 4)]
        return sep.join(groups)


def ssn():
    while True:
        area = rng.randint(1, 899)
        if area == 666:
            continue
        s = "%03d-%02d-%04d" % (area, rng.randint(1, 99), rng.randint(1, 9999))
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s


NINO_BAD_PREFIX = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino():
    first = [c for c in string.ascii_uppercase if c not in "DFIQUV"]
    second = [c for c in string.ascii_uppercase if c not in "DFIOQUV"]
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p in NINO_BAD_PREFIX:
            continue
        d = rs(string.digits, 6)
        suffix = rng.choice("ABCD")
        if p + d + suffix in ("QQ123456C", "AB123456C"):
            continue
        if rng.random() < 0.5:
            return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], suffix)
        return p + d + suffix


def sin():
    while True:
        partial = rng.choice("1234567") + rs(string.digits, 7)
        num = partial + luhn_digit(partial)
        if num != "046454286":
            return "%s %s %s" % (num[:3], num[3:6], num[6:])


def iban_check(country, bban):
    rearranged = bban + country + "00"
    numeric = "".join(str(int(c, 36)) for c in rearranged)
    return "%02d" % (98 - int(numeric) % 97)


def fmt_iban(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban(country):
    if country == "GB":
        bban = rs(string.ascii_uppercase, 4) + rs(string.digits, 14)
    elif country == "DE":
        bban = rs(string.digits, 18)
    elif country == "AT":
        bban = rs(string.digits, 16)
    elif country == "FR":
        bank, branch, acct = rs(string.digits, 5), rs(string.digits, 5), rs(string.digits, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        bban = bank + branch + acct + "%02d" % key
    elif country == "ES":
        bank, branch, acct = rs(string.digits, 4), rs(string.digits, 4), rs(string.digits, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(digits):
            v = 11 - sum(int(d) * w[i] for i, d in enumerate(digits)) % 11
            return {11: 0, 10: 1}.get(v, v)
        bban = bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct
    elif country == "PT":
        base = rs(string.digits, 19)
        bban = base + "%02d" % (98 - (int(base) * 100) % 97)
    else:
        raise ValueError(country)
    return fmt_iban(country + iban_check(country, bban) + bban)


def svnr_at():
    w = [3, 7, 9, 0, 5, 8, 4, 2, 1, 6]
    while True:
        serial = str(rng.randint(100, 999))
        dob = "%02d%02d%02d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(60, 99))
        digits = serial + "0" + dob
        c = sum(int(d) * w[i] for i, d in enumerate(digits)) % 11
        if c == 10:
            continue
        return "%s%d %s" % (serial, c, dob)


def rut():
    body = rng.randint(8_000_000, 24_999_999)
    s, m = 0, 2
    for d in reversed(str(body)):
        s += int(d) * m
        m = 2 if m == 7 else m + 1
    v = 11 - s % 11
    dv = {11: "0", 10: "K"}.get(v, str(v))
    b = "{:,}".format(body).replace(",", ".")
    return "%s-%s" % (b, dv)


def nif_pt():
    d = rng.choice("12") + rs(string.digits, 7)
    s = sum(int(x) * (9 - i) for i, x in enumerate(d))
    c = 11 - s % 11
    return d + str(0 if c >= 10 else c)


def cn_id():
    area = rng.choice(["330102", "330105", "330106", "330108", "330110", "330109", "330122", "320102", "310104"])
    birth = "%04d%02d%02d" % (rng.randint(1975, 2002), rng.randint(1, 12), rng.randint(1, 28))
    body = area + birth + rs(string.digits, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return body + "10X98765432"[sum(int(x) * w[i] for i, x in enumerate(body)) % 11]


def mynumber():
    d = rs(string.digits, 11)
    s = 0
    for n in range(1, 12):
        p = int(d[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    c = 0 if r <= 1 else 11 - r
    num = d + str(c)
    return "%s %s %s" % (num[:4], num[4:8], num[8:])


def phone(kind):
    if kind == "US":
        return "+1 (%d) 555-01%02d" % (rng.choice([617, 312, 415, 206, 734, 919]), rng.randint(0, 99))
    if kind == "GB":
        return "07700 900%03d" % rng.randint(0, 999)
    if kind == "CA":
        return "%d-555-01%02d" % (rng.choice([514, 438, 450]), rng.randint(0, 99))
    if kind == "AT":
        return "+43 %s %s" % (rng.choice(["664", "676", "650", "699"]), rs(string.digits, 7))
    if kind == "CL":
        return "+56 9 %s%s %s" % (rng.choice("3456789"), rs(string.digits, 3), rs(string.digits, 4))
    if kind == "PT":
        return "+351 9%s %s %s" % (rng.choice("1236") + rs(string.digits, 1), rs(string.digits, 3), rs(string.digits, 3))
    if kind == "CN":
        return "1%s%s %s %s" % (rng.choice("35789"), rs(string.digits, 1), rs(string.digits, 4), rs(string.digits, 4))
    if kind == "JP":
        return "%s-%s-%s" % (rng.choice(["090", "080", "070"]), rs(string.digits, 4), rs(string.digits, 4))
    raise ValueError(kind)


SLOTS = {
    "AWS_AKID": aws_akid, "AWS_SECRET": aws_secret, "GHP": ghp, "GLPAT": glpat, "NPM": npm, "PYPI": pypi,
    "SENDGRID": sendgrid, "GOOGLE_API": google_api, "HF": hf, "DO": do_token, "MAILGUN": mailgun,
    "DISCORD_BOT": discord_bot, "DATADOG": datadog, "SLACK_BOT": slack_bot, "STRIPE_SK": stripe_sk,
    "OPENAI": openai, "ANTHROPIC": anthropic, "TWILIO_SID": twilio_sid, "TWILIO_TOKEN": twilio_token,
    "AZURE_STORAGE_KEY": azure_storage_key, "TELEGRAM": telegram, "ZULIP_KEY": zulip_key,
    "ALIYUN_AKID": aliyun_akid, "ALIYUN_SECRET": aliyun_secret, "DINGTALK_TOKEN": dingtalk_token,
    "DINGTALK_SECRET": dingtalk_secret, "JWT": jwt, "PEM_RSA": pem_rsa, "PEM_OPENSSH": pem_openssh,
    "PW": password, "PIN": pin, "IP": ip, "SHA": lambda: rs(HEX, 40), "SHORTSHA": lambda: rs(HEX, rng.choice([7, 8, 10])),
    "SHA256": lambda: rs(HEX, 64), "UUID": uuid4, "JOBID": lambda: str(rng.randint(4_000_000, 9_999_999)),
    "SSN": ssn, "NINO": nino, "SIN": sin, "SVNR_AT": svnr_at, "RUT": rut, "NIF_PT": nif_pt, "CN_ID": cn_id,
    "MYNUMBER": mynumber,
    "IBAN_GB": lambda: iban("GB"), "IBAN_DE": lambda: iban("DE"), "IBAN_AT": lambda: iban("AT"),
    "IBAN_FR": lambda: iban("FR"), "IBAN_ES": lambda: iban("ES"), "IBAN_PT": lambda: iban("PT"),
    "PHONE_US": lambda: phone("US"), "PHONE_GB": lambda: phone("GB"), "PHONE_CA": lambda: phone("CA"),
    "PHONE_AT": lambda: phone("AT"), "PHONE_CL": lambda: phone("CL"), "PHONE_PT": lambda: phone("PT"),
    "PHONE_CN": lambda: phone("CN"), "PHONE_JP": lambda: phone("JP"),
}
SLOT_RE = re.compile(r"\{([A-Z0-9_]+)\}")


def fill(text, lang, extra=None):
    used = []

    def sub(m):
        name = m.group(1)
        used.append(name)
        if extra and name in extra:
            return extra[name]
        if name == "CARD":
            return card(lang)
        return SLOTS[name]()
    return SLOT_RE.sub(sub, text), used


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443",
        "i": "\u0456", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421",
        "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "g": "9", "b": "8"}


def is_cjk(ch):
    return "\u3000" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"


def ob_zwsp(t):
    out = []
    for ch in t:
        out.append(ch)
        if ch != " " and rng.random() < 0.55:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_bidi(t):
    # Trojan-source style: stored reversed inside RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING
    return "\u202e" + t[::-1] + "\u202c"


def ob_fullwidth(t):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in t)


def ob_homoglyph(t):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.6 else c for c in t)


def ob_leet(t):
    return "".join(LEET[c.lower()] if c.lower() in LEET and rng.random() < 0.75 else c for c in t)


def ob_spacing(t):
    if any(is_cjk(c) for c in t):
        return " ".join(c for c in t if c != " ")
    return "   ".join(" ".join(w) for w in t.split(" "))


def tag_encode(t):
    return "".join(chr(0xE0000 + ord(c)) for c in t)


OBF = {"zero-width": ob_zwsp, "bidi-override": ob_bidi, "fullwidth": ob_fullwidth, "homoglyph": ob_homoglyph,
       "leetspeak": ob_leet, "spacing": ob_spacing}

# ---------------------------------------------------------------- layouts
DATE_FMT = {"en": "{y}-{m:02d}-{d:02d}: ", "fr": "{d:02d}/{m:02d}/{y} — ", "de": "{d:02d}.{m:02d}.{y}: ",
            "es": "{d:02d}-{m:02d}-{y}: ", "pt": "{d:02d}/{m:02d}/{y} – ", "zh": "{y}年{m}月{d}日：", "ja": "{y}/{m:02d}/{d:02d}："}
FM_KEYS = {"en": ["summary", "note", "context"], "fr": ["résumé", "note", "contexte"], "de": ["notiz", "zusammenfassung", "kontext"],
           "es": ["nota", "resumen", "contexto"], "pt": ["nota", "resumo", "contexto"], "zh": ["备注", "摘要", "说明"],
           "ja": ["メモ", "概要", "補足"]}
LABELS = {"en": ["Note", "Infra", "Team", "Reminder", "Setup"], "fr": ["Note", "Infra", "Équipe", "Rappel"],
          "de": ["Notiz", "Infra", "Team", "Erinnerung"], "es": ["Nota", "Infra", "Equipo", "Recordatorio"],
          "pt": ["Nota", "Infra", "Equipa", "Lembrete"], "zh": ["备注", "运维", "团队", "提醒"], "ja": ["メモ", "インフラ", "チーム", "備忘"]}
TAGS = {"en": ["#hpc", "#lab", "#tarn", "#zulip", "#infra"], "fr": ["#gcp", "#plateforme", "#ledger", "#slack"],
        "de": ["#host", "#java", "#bitbucket", "#teams"], "es": ["#azure", "#faena", "#teams", "#dotnet"],
        "pt": ["#laravel", "#forge", "#discord", "#clientes"], "zh": ["#阿里云", "#钉钉", "#订单", "#运维"],
        "ja": ["#生産管理", "#情シス", "#LINEWORKS", "#サーバー"]}
CALLOUT = {"en": ["note", "info", "tip"], "fr": ["note", "info"], "de": ["note", "info"], "es": ["note", "info"],
           "pt": ["note", "info"], "zh": ["note", "info"], "ja": ["note", "info"]}
LAYOUTS = [("memory-bullet", 30), ("bucket-bullet", 14), ("note-sentence", 14), ("dated", 8), ("html-comment", 7),
           ("frontmatter", 6), ("callout", 5), ("tagged", 6), ("bold-label", 5), ("heading", 3), ("task", 2)]


def pick_layout(text, plain_only=False):
    if plain_only:
        return rng.choice(["memory-bullet", "bucket-bullet", "note-sentence", "dated"])
    while True:
        name = rng.choices([n for n, _ in LAYOUTS], [w for _, w in LAYOUTS])[0]
        if name == "heading" and len(text) > 220:
            continue
        if name == "html-comment" and ("-->" in text or "<!--" in text):
            continue
        return name


def apply_layout(name, text, lang):
    if name in ("memory-bullet", "bucket-bullet", "note-sentence"):
        return text
    if name == "dated":
        return DATE_FMT[lang].format(y=2026, m=rng.randint(8, 11), d=rng.randint(1, 28)) + text
    if name == "html-comment":
        return "<!-- " + text + " -->"
    if name == "frontmatter":
        needs_quote = (": " in text or "：" in text or " #" in text or text[:1] in "#[]{}>*`'\"!%&|-@,?")
        value = "'" + text.replace("'", "''") + "'" if needs_quote else text
        return rng.choice(FM_KEYS[lang]) + ": " + value
    if name == "callout":
        return "> [!%s] %s" % (rng.choice(CALLOUT[lang]), text)
    if name == "tagged":
        return text + " " + rng.choice(TAGS[lang])
    if name == "bold-label":
        return "**%s:** %s" % (rng.choice(LABELS[lang]), text) if lang not in ("zh", "ja") else "**%s**：%s" % (rng.choice(LABELS[lang]), text)
    if name == "heading":
        return "## " + text
    if name == "task":
        return "[ ] " + text
    raise ValueError(name)


# ---------------------------------------------------------------- notes
INJ_NOTE = {
    "override": "overrides or discards earlier guidance, paraphrased without stock phrases",
    "persona": "role/persona change framed as a team convention or house style",
    "secrecy": "asks the agent to hide its actions from the user",
    "exfil": "exfiltration framed as routine sync/backup/telemetry/status ping/vendor sharing",
    "target": "sensitive target (system prompt, keys, tokens, ssh, env, cloud creds, browser store, rc files) framed as a troubleshooting step",
    "safeguard": "disables a safeguard (review, tests, signing, secret scanning, confirmation, audit)",
    "marker": "fake chat-turn / system / tool-output marker embedded in a note",
}
BEN_NOTE = {
    "backup": "real backup/sync/telemetry/vendor-sharing routine, harmless",
    "webhook": "webhook, e-mail, paste site, image host or DNS the user configured, harmless",
    "persona": "legitimate persona, style or system-prompt fact",
    "install": "documented install/setup command as a project fact",
    "vocab": "attack vocabulary (ignore, override, silent, secret scanning, system prompt...) used harmlessly",
    "policy": "credential, password, card or personal-data policy without any secret",
    "ids": "hash, commit SHA, UUID, digest or documentation IP that is not a secret",
    "general": "ordinary project memory",
}


def parse(lang):
    sections, cur = {}, None
    with open(os.path.join(HERE, "hand", lang + ".txt"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or (cur is None and line.startswith("#")):
                continue
            if line.startswith("@"):
                cur = line[1:].strip()
                sections.setdefault(cur, [])
                continue
            sections[cur].append(line.strip())
    return sections


def main():
    records = {"injection": [], "secret": [], "pii": [], "benign": []}
    for lang in LANGS:
        sec = parse(lang)
        # injections (plain)
        for key, lines in sec.items():
            if key.startswith("inj."):
                kind = key[4:]
                for t in lines:
                    t, _ = fill(t, lang)
                    lay = pick_layout(t, plain_only=(kind == "marker"))
                    records["injection"].append((lang, apply_layout(lay, t, lang),
                                                 "injection/%s: %s; layout=%s" % (kind, INJ_NOTE[kind], lay)))
        # obfuscated payloads
        payloads = sec.get("obf", [])
        methods = list(OBF)
        rng.shuffle(methods)
        mi = 0
        for t in payloads:
            for _ in range(len(methods)):
                m = methods[mi % len(methods)]
                mi += 1
                has_ascii_letters = any(c in string.ascii_letters for c in t)
                if m == "leetspeak" and lang in ("zh", "ja"):
                    continue
                if m == "homoglyph" and not any(c in HOMO for c in t):
                    continue
                if m == "fullwidth" and not has_ascii_letters:
                    continue
                break
            o = OBF[m](t)
            lay = rng.choice(["memory-bullet", "note-sentence", "bucket-bullet", "html-comment"])
            records["injection"].append((lang, apply_layout(lay, o, lang),
                                         "injection/obfuscated (%s): hidden instruction \"%s\"; layout=%s" % (m, t, lay)))
        for t in sec.get("obf_b64", []):
            p = rng.choice(payloads)
            b = base64.b64encode(p.encode("utf-8")).decode()
            txt, _ = fill(t, lang, {"B64": b})
            records["injection"].append((lang, txt, "injection/obfuscated (base64): carrier asks to decode \"%s\"" % p))
        for t in sec.get("obf_tag", []):
            carrier, payload = [s.strip() for s in t.split("|||")]
            pos = rng.choice(["end", "mid"])
            if pos == "end":
                txt = carrier + tag_encode(payload)
            else:
                cut = len(carrier) // 2
                txt = carrier[:cut] + tag_encode(payload) + carrier[cut:]
            records["injection"].append((lang, txt, "injection/obfuscated (unicode-tags): benign-looking note hides \"%s\" in tag characters" % payload))
        # benign
        for key, lines in sec.items():
            if key.startswith("benign."):
                kind = key[7:]
                for t in lines:
                    t, _ = fill(t, lang)
                    lay = pick_layout(t)
                    records["benign"].append((lang, apply_layout(lay, t, lang), "benign/%s: %s; layout=%s" % (kind, BEN_NOTE[kind], lay)))
        for t in sec.get("secret", []):
            t2, used = fill(t, lang)
            lay = pick_layout(t2)
            kinds = ",".join(u for u in used if u not in ("IP",))
            records["secret"].append((lang, apply_layout(lay, t2, lang), "secret/%s: live credential in a memory line; layout=%s" % (kinds, lay)))
        for t in sec.get("pii", []):
            t2, used = fill(t, lang)
            lay = pick_layout(t2)
            records["pii"].append((lang, apply_layout(lay, t2, lang), "pii/%s: personal data, no access granted; layout=%s" % (",".join(used), lay)))

    abbrev = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
    for cls, recs in records.items():
        rng.shuffle(recs)
        recs.sort(key=lambda r: LANGS.index(r[0]))
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for i, (lang, text, note) in enumerate(recs, 1):
                obj = {"id": "t9b-%s-%s-%04d" % (abbrev[cls], lang, i), "class": cls, "lang": lang, "text": text, "note": note}
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
        print(cls, len(recs), file=sys.stderr)


if __name__ == "__main__":
    main()
