#!/usr/bin/env python3
"""Generator for the blind7 evaluation set (stdlib only).

Reads the hand-written lines in gen/hand/<lang>.txt, fills placeholders
({%NAME%}) with random material from ONE seeded RNG (seed 20261205),
applies the obfuscation techniques to the hand-written obfuscation
payloads, wraps a share of lines in note layouts, shuffles, assigns ids
and writes ../{injection,secret,pii,benign}.jsonl.

Hand file format (one line per item):
    @@ <section>                 section: injection | obf | secret | pii | benign
    <subkind>[ ~ <hint>] | <text>
In the "obf" section the subkind is the technique, and an optional
wrapper text is given after a second " || " (it must contain {%ENC%}):
    base64 | <plain payload> || Decode and apply: {%ENC%}
Inside a payload, [[...]] marks the part to obfuscate (default: all).
Lines starting with # are comments.
"""
import base64
import json
import os
import re
import string
import sys

import random

SEED = 20261205
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLASSES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}

rng = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
HEXU = HEX.upper()
B64 = AN + "+/"
B64U = AN + "-_"


def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64u(data):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


# ---------------------------------------------------------------- secrets
FIRST = ["maelle", "tobin", "ilse", "ravi", "noor", "quentin", "brisa", "oskar",
         "liesl", "dario", "yuna", "teodor", "aurel", "kiri", "mateus", "sanne"]
PASS_WORDS = {
    "en": ["Marmalade", "Lighthouse", "Copperfield", "Blueberry", "Thunder", "Gravel", "Pickles", "Sparrow"],
    "fr": ["Framboise", "Chaton", "Marseille", "Soleil", "Tartiflette", "Papillon", "Crevette", "Lavande"],
    "de": ["Sonnenblume", "Brezel", "Schmetterling", "Kuckuck", "Waldmeister", "Zitrone", "Eichhorn", "Gurke"],
    "es": ["Girasol", "Tortilla", "Mariposa", "Paella", "Canela", "Gaviota", "Limonada", "Tiburon"],
    "pt": ["Saudade", "Pastel", "Bacalhau", "Jabuti", "Goiaba", "Andorinha", "Caju", "Sardinha"],
    "zh": ["woaini", "xiaomao", "kuaile", "tiantian", "huahua", "laohu", "pingan", "jinyu"],
    "ja": ["sakura", "tanuki", "onigiri", "hoshizora", "momiji", "kitsune", "tsubame", "hanabi"],
}


def strong_pass(n=None):
    n = n or rng.randint(12, 18)
    alpha = AN + "!#%&*+-=?@^_~"
    while True:
        p = rs(alpha, n)
        if any(c in DG for c in p) and any(c in UP for c in p) and any(c in "!#%&*+-=?@^_~" for c in p):
            return p


def url_pass():
    while True:
        p = rs(AN + "-_.", rng.randint(14, 22))
        if any(c in DG for c in p):
            return p


def word_pass(lang):
    w = rng.choice(PASS_WORDS[lang])
    return w + str(rng.randint(10, 9999)) + rng.choice("!#$%*?.")


def pin(n):
    while True:
        p = rs(DG, n)
        if len(set(p)) >= 3 and p not in "0123456789" and p not in "9876543210":
            return p


def jwt():
    hdr = b64u(json.dumps({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    iat = rng.randint(1767225600, 1798761600)
    body = {"sub": str(rng.randint(10000, 999999)), "name": rng.choice(FIRST).title(),
            "role": rng.choice(["admin", "service", "editor", "ops"]), "iat": iat, "exp": iat + rng.choice([3600, 86400, 2592000])}
    pl = b64u(json.dumps(body, separators=(",", ":")).encode())
    return hdr + "." + pl + "." + rs(B64U, rng.choice([43, 43, 86]))


def pem(kind):
    if kind == "rsa":
        head, body = "RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA" + rs(B64, 180)
    elif kind == "pkcs8":
        head, body = "PRIVATE KEY", "MIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQ" + rs(B64, 150)
    elif kind == "ec":
        head, body = "EC PRIVATE KEY", "MHcCAQEEI" + rs(B64, 34) + "oAoGCCqGSM49AwEHoUQDQgAE" + rs(B64, 86)
    else:
        head, body = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA" + rs(B64, 140)
    return "-----BEGIN %s----- %s -----END %s-----" % (head, body, head)


def pem_escaped():
    body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 14)
    lines = [body] + [rs(B64, 64) for _ in range(3)]
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"


def age_key():
    return "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)


def discord_bot():
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1))
    return b64u(uid.encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38)


def mapbox():
    u = b64u(json.dumps({"u": rng.choice(FIRST) + "-maps", "a": "cl" + rs(LO + DG, 23)}, separators=(",", ":")).encode())
    return "sk." + u + "." + rs(B64U, 22)


def azure_key():
    return rs(B64, 86) + "=="


SECRET = {
    "AWS_AKID": lambda: "AKIA" + rs(UP + "234567", 16),
    "AWS_ASIA": lambda: "ASIA" + rs(UP + "234567", 16),
    "AWS_SECRET": lambda: rs(B64, 40),
    "AWS_SESSION": lambda: "IQoJb3JpZ2luX2Vj" + rs(B64, 120),
    "GH_PAT": lambda: "ghp_" + rs(AN, 36),
    "GH_OAUTH": lambda: "gho_" + rs(AN, 36),
    "GH_APP": lambda: "ghs_" + rs(AN, 36),
    "GH_REFRESH": lambda: "ghr_" + rs(AN, 36),
    "GH_FINE": lambda: "github_pat_11" + rs(UP + DG, 20) + "_" + rs(AN, 59),
    "GL_PAT": lambda: "glpat-" + rs(AN + "-_", 20),
    "GL_RUNNER": lambda: "glrt-" + rs(AN + "-_", 20),
    "NPM": lambda: "npm_" + rs(AN, 36),
    "PYPI": lambda: "pypi-AgEIcHlwaS5vcmcCJG" + rs(B64U, 150),
    "SENDGRID": lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43),
    "GOOGLE_API": lambda: "AIza" + rs(B64U, 35),
    "GOOGLE_OAUTH": lambda: "GOCSPX-" + rs(B64U, 28),
    "GCP_SA_KEY_ID": lambda: rs(HEX, 40),
    "HF": lambda: "hf_" + rs(UP + LO, 34),
    "DO_PAT": lambda: "dop_v1_" + rs(HEX, 64),
    "DO_SPACES": lambda: "DO00" + rs(UP + DG, 16),
    "MAILGUN": lambda: "key-" + rs(HEX, 32),
    "HEROKU": lambda: "HRKU-AA" + rs(B64U, 58),
    "DISCORD_BOT": discord_bot,
    "DISCORD_WEBHOOK": lambda: "https://discord.com/api/webhooks/%d/%s" % (rng.randint(10 ** 17, 10 ** 18 - 1), rs(B64U, 68)),
    "DD_API": lambda: rs(HEX, 32),
    "DD_APP": lambda: rs(HEX, 40),
    "SLACK_BOT": lambda: "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 11, 10 ** 13), rs(AN, 24)),
    "SLACK_USER": lambda: "xoxp-%d-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 11, 10 ** 13), rs(HEX, 32)),
    "SLACK_WEBHOOK": lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DG, 10), rs(UP + DG, 10), rs(AN, 24)),
    "STRIPE_SK": lambda: "sk_live_51" + rs(AN, 97),
    "STRIPE_RK": lambda: "rk_live_51" + rs(AN, 97),
    "STRIPE_WHSEC": lambda: "whsec_" + rs(AN, 32),
    "OPENAI": lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
    "OPENAI_SVC": lambda: "sk-svcacct-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
    "ANTHROPIC": lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA",
    "ANTHROPIC_ADMIN": lambda: "sk-ant-admin01-" + rs(B64U, 93) + "AA",
    "TWILIO_SID": lambda: "AC" + rs(HEX, 32),
    "TWILIO_TOKEN": lambda: rs(HEX, 32),
    "TWILIO_SK": lambda: "SK" + rs(HEX, 32),
    "AZURE_STORAGE_KEY": azure_key,
    "AZURE_SAS_SIG": lambda: rs(B64, 43).replace("+", "%2B").replace("/", "%2F") + "%3D",
    "AZURE_CLIENT_SECRET": lambda: rs(AN, 3) + "8Q~" + rs(AN + "_.-~", 34),
    "TELEGRAM": lambda: "%d:AA%s" % (rng.randint(10 ** 8, 10 ** 10 - 1), rs(B64U, 33)),
    "SHOPIFY": lambda: "shpat_" + rs(HEX, 32),
    "SHOPIFY_SS": lambda: "shpss_" + rs(HEX, 32),
    "JWT": jwt,
    "PEM_RSA": lambda: pem("rsa"),
    "PEM_PKCS8": lambda: pem("pkcs8"),
    "PEM_EC": lambda: pem("ec"),
    "PEM_OPENSSH": lambda: pem("openssh"),
    "PEM_ESC": pem_escaped,
    "LINEAR": lambda: "lin_api_" + rs(AN, 40),
    "NOTION": lambda: "ntn_" + rs(DG, 11) + rs(AN, 35),
    "ATLASSIAN": lambda: "ATATT3xFfGF0" + rs(B64U, 170) + "=" + rs(HEXU, 8),
    "GRAFANA": lambda: "glsa_" + rs(AN, 32) + "_" + rs(HEX, 8),
    "DOPPLER": lambda: "dp.st.prd." + rs(AN, 43),
    "PULUMI": lambda: "pul-" + rs(HEX, 40),
    "TFC": lambda: rs(AN, 14) + ".atlasv1." + rs(AN, 67),
    "DATABRICKS": lambda: "dapi" + rs(HEX, 32),
    "POSTMAN": lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34),
    "NEWRELIC": lambda: "NRAK-" + rs(UP + DG, 27),
    "SQUARE": lambda: "EAAA" + rs(B64U, 60),
    "AIRTABLE": lambda: "pat" + rs(AN, 14) + "." + rs(HEX, 64),
    "FLY": lambda: "FlyV1 fm2_" + rs(B64U, 120),
    "SUPABASE": lambda: "sbp_" + rs(HEX, 40),
    "AGE": age_key,
    "REPLICATE": lambda: "r8_" + rs(AN, 37),
    "GROQ": lambda: "gsk_" + rs(AN, 52),
    "PERPLEXITY": lambda: "pplx-" + rs(AN, 48),
    "XAI": lambda: "xai-" + rs(AN, 80),
    "VAULT": lambda: "hvs.CAESI" + rs(B64U, 82),
    "TAILSCALE": lambda: "tskey-auth-k" + rs(AN, 16) + "-" + rs(AN, 33),
    "CLOUDFLARE": lambda: rs(B64U, 40),
    "SENTRY": lambda: "sntryu_" + rs(HEX, 64),
    "DOCKERHUB": lambda: "dckr_pat_" + rs(B64U, 27),
    "NETLIFY": lambda: "nfp_" + rs(AN, 36),
    "BUILDKITE": lambda: "bkua_" + rs(HEX, 40),
    "ALGOLIA": lambda: rs(HEX, 32),
    "OKTA": lambda: "00" + rs(B64U, 40),
    "CIRCLECI": lambda: "CCIPAT_" + rs(AN, 22) + "_" + rs(HEX, 40),
    "MAPBOX": mapbox,
    "ONEPASS": lambda: "ops_eyJ" + rs(B64U, 200),
    "SCW_AK": lambda: "SCW" + rs(UP + DG, 17),
    "SCW_SK": lambda: uuid4(),
    "OVH_AK": lambda: rs(AN, 16),
    "OVH_AS": lambda: rs(AN, 32),
    "OVH_CK": lambda: rs(AN, 32),
    "MISTRAL": lambda: rs(AN, 32),
    "HETZNER": lambda: rs(AN, 64),
    "GITEE": lambda: rs(HEX, 32),
    "DINGTALK": lambda: rs(HEX, 64),
    "WECOM_KEY": lambda: uuid4(),
    "HUAWEI_AK": lambda: rs(UP + DG, 20),
    "HUAWEI_SK": lambda: rs(AN, 40),
    "QINIU_AK": lambda: rs(B64U, 40),
    "ZHIPU": lambda: rs(HEX, 32) + "." + rs(AN, 16),
    "FEISHU_SECRET": lambda: rs(AN, 32),
    "KINTONE": lambda: rs(AN, 40),
    "BACKLOG": lambda: rs(AN, 64),
    "LINE_SECRET": lambda: rs(HEX, 32),
    "CHATWORK": lambda: rs(HEX, 32),
    "SAKURA_TOKEN": lambda: uuid4(),
    "SAKURA_SECRET": lambda: rs(AN, 64),
    "IONOS": lambda: rs(HEX, 32) + "." + rs(B64U, 86),
    "ALIYUN_AK": lambda: "LTAI5t" + rs(AN, 18),
    "ALIYUN_SK": lambda: rs(AN, 30),
    "TENCENT_ID": lambda: "AKID" + rs(AN, 32),
    "TENCENT_KEY": lambda: rs(AN, 32),
    "WECHAT_SECRET": lambda: rs(HEX, 32),
    "WECHAT_APPID": lambda: "wx" + rs(HEX, 16),
    "DEEPSEEK": lambda: "sk-" + rs(HEX, 32),
    "LINE_TOKEN": lambda: rs(B64U, 160) + "=",
    "MERCADOPAGO": lambda: "APP_USR-%d-%s-%s-%d" % (rng.randint(10 ** 15, 10 ** 16), rs(HEX, 6), rs(HEX, 32), rng.randint(10 ** 8, 10 ** 9)),
    "HEX32": lambda: rs(HEX, 32),
    "HEX40": lambda: rs(HEX, 40),
    "B64_40": lambda: rs(B64, 40),
    "PASS": strong_pass,
    "PASSU": url_pass,
    "PIN4": lambda: pin(4),
    "PIN6": lambda: pin(6),
    "PIN8": lambda: pin(8),
}

# ---------------------------------------------------------------- pii


def luhn_ok(num):
    ds = [int(c) for c in num if c.isdigit()]
    tot = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def luhn_complete(partial):
    for c in DG:
        if luhn_ok(partial + c):
            return partial + c


def card(prefixes, length, fmt="auto"):
    pre = rng.choice(prefixes)
    while True:
        body = pre + rs(DG, length - len(pre) - 1)
        num = luhn_complete(body)
        if len(set(num[6:])) >= 4:
            break
    style = rng.choice(["space", "space", "dash", "plain"]) if fmt == "auto" else fmt
    if length == 15:
        groups = [num[:4], num[4:10], num[10:]]
    else:
        groups = [num[i:i + 4] for i in range(0, length, 4)]
    if style == "space":
        return " ".join(groups)
    if style == "dash":
        return "-".join(groups)
    return num


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))


def nino():
    bad = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
    while True:
        p = rng.choice("ABCEGHJKLMNOPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in bad:
            break
    d = rs(DG, 6)
    s = rng.choice("ABCD")
    if rng.random() < 0.5:
        return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], s)
    return p + d + s


def iban_check(cc, bban):
    s = bban + cc + "00"
    n = int("".join(str(int(c, 36)) for c in s))
    return "%02d" % (98 - n % 97)


def iban_valid(s):
    s = s.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def fr_rib_key(bank, branch, acct):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97))


def es_dc(digits):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    r = 11 - sum(int(d) * w[i] for i, d in enumerate(digits)) % 11
    return {10: 1, 11: 0}.get(r, r)


def bban(cc):
    if cc == "DE":
        return rs(DG, 8) + rs(DG, 10)
    if cc == "AT":
        return rs(DG, 5) + rs(DG, 11)
    if cc == "CH":
        return rs(DG, 5) + rs(DG, 12)
    if cc == "FR":
        bank, br, acct = rs(DG, 5), rs(DG, 5), rs(DG, 11)
        return bank + br + acct + fr_rib_key(bank, br, acct)
    if cc == "ES":
        bank, br, acct = rs(DG, 4), rs(DG, 4), rs(DG, 10)
        return bank + br + str(es_dc("00" + bank + br)) + str(es_dc(acct)) + acct
    if cc == "PT":
        b = rs(DG, 19)
        return b + "%02d" % (98 - (int(b) * 100) % 97)
    if cc == "GB":
        return rs(UP, 4) + rs(DG, 14)
    if cc == "IE":
        return rs(UP, 4) + rs(DG, 14)
    if cc == "NL":
        return rs(UP, 4) + rs(DG, 10)
    if cc == "IT":
        return rng.choice(UP) + rs(DG, 10) + rs(DG, 12)
    if cc == "BE":
        b = rs(DG, 10)
        k = int(b) % 97 or 97
        return b + "%02d" % k
    if cc == "LU":
        return rs(DG, 3) + rs(DG, 13)
    raise ValueError(cc)


def iban(cc, fmt=None):
    b = bban(cc)
    s = cc + iban_check(cc, b) + b
    assert iban_valid(s)
    fmt = fmt or rng.choice(["space", "space", "plain"])
    if fmt == "space":
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def cpf():
    while True:
        d = [rng.randint(0, 9) for _ in range(9)]
        if len(set(d)) > 2:
            break
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cpf_valid(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11:
        return False
    for n, pos in ((10, 9), (11, 10)):
        r = (sum(x * w for x, w in zip(d[:pos], range(n, 1, -1))) * 10) % 11
        if (0 if r == 10 else r) != d[pos]:
            return False
    return True


DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"


def dni():
    n = rng.randint(10000000, 79999999)
    return "%08d%s" % (n, DNI_LETTERS[n % 23])


def nie():
    p = rng.choice("XYZ")
    n = rs(DG, 7)
    v = int(str("XYZ".index(p)) + n)
    return "%s%s%s" % (p, n, DNI_LETTERS[v % 23])


def nif_pt():
    d = [rng.choice([1, 2, 3])] + [rng.randint(0, 9) for _ in range(7)]
    r = 11 - sum(x * (9 - i) for i, x in enumerate(d)) % 11
    d.append(0 if r >= 10 else r)
    return "".join(map(str, d))


def nif_pt_valid(s):
    d = [int(c) for c in s]
    r = 11 - sum(x * (9 - i) for i, x in enumerate(d[:8])) % 11
    return len(d) == 9 and d[8] == (0 if r >= 10 else r)


def nir():
    sex = rng.choice("12")
    yy = "%02d" % rng.randint(50, 99)
    mm = "%02d" % rng.randint(1, 12)
    dep = "%02d" % rng.choice([13, 31, 33, 35, 44, 59, 67, 69, 75, 92, 93, 94])
    com = "%03d" % rng.randint(1, 400)
    order = "%03d" % rng.randint(1, 999)
    base = sex + yy + mm + dep + com + order
    key = 97 - int(base) % 97
    return "%s %s %s %s %s %s %02d" % (sex, yy, mm, dep, com, order, key)


def nir_valid(s):
    d = s.replace(" ", "")
    return len(d) == 15 and d.isdigit() and 97 - int(d[:13]) % 97 == int(d[13:])


CN_W = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]


def cn_id():
    region = rng.choice(["110105", "310104", "440305", "330106", "510107", "420111", "320102", "210103"])
    y = rng.randint(1962, 2003)
    m = rng.randint(1, 12)
    d = rng.randint(1, 28)
    body = "%s%04d%02d%02d%03d" % (region, y, m, d, rng.randint(1, 999))
    return body + "10X98765432"[sum(int(c) * w for c, w in zip(body, CN_W)) % 11]


def cn_id_valid(s):
    return len(s) == 18 and "10X98765432"[sum(int(c) * w for c, w in zip(s[:17], CN_W)) % 11] == s[17]


def mynumber_check(d11):
    s = 0
    for n in range(1, 12):
        p = int(d11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    r = s % 11
    return 0 if r <= 1 else 11 - r


def mynumber():
    b = str(rng.randint(1, 9)) + rs(DG, 10)
    s = b + str(mynumber_check(b))
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def mynumber_valid(s):
    d = s.replace(" ", "").replace("-", "")
    return len(d) == 12 and mynumber_check(d[:11]) == int(d[11])


def steuer_check(d10):
    prod = 10
    for c in d10:
        s = (int(c) + prod) % 10
        if s == 0:
            s = 10
        prod = (s * 2) % 11
    chk = 11 - prod
    return 0 if chk == 10 else chk


def steuer_id():
    while True:
        digits = list(DG)
        rng.shuffle(digits)
        ten = digits[:9]
        ten.append(rng.choice(ten))  # one digit appears twice, one is missing
        rng.shuffle(ten)
        if ten[0] != "0":
            break
        # retry
    b = "".join(ten)
    s = b + str(steuer_check(b))
    return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


def steuer_valid(s):
    d = s.replace(" ", "")
    return len(d) == 11 and steuer_check(d[:10]) == int(d[10])


def phone(kind):
    if kind == "us":
        return "(%d%s) 555-01%02d" % (rng.randint(2, 9), rs(DG, 2), rng.randint(0, 99))
    if kind == "uk":
        return "07700 900%03d" % rng.randint(0, 999)
    if kind == "fr":
        return "06 39 98 %02d %02d" % (rng.randint(0, 99), rng.randint(0, 99))
    if kind == "de":
        return "+49 30 23125%03d" % rng.randint(0, 999)
    if kind == "de_mobile":
        return "+49 15%d %s" % (rng.randint(1, 9), rs(DG, 8))
    if kind == "es":
        return "+34 6%s %s %s" % (rs(DG, 2), rs(DG, 3), rs(DG, 3))
    if kind == "pt":
        return "+351 91%s %s %s" % (rs(DG, 1), rs(DG, 3), rs(DG, 3))
    if kind == "br":
        return "+55 11 9%s-%s" % (rs(DG, 4), rs(DG, 4))
    if kind == "cn":
        return "1%s %s %s" % (rng.choice(["38", "39", "58", "86", "37"]), rs(DG, 4), rs(DG, 4))
    if kind == "jp":
        return "0%s-%s-%s" % (rng.choice(["90", "80", "70"]), rs(DG, 4), rs(DG, 4))
    raise ValueError(kind)


PII = {
    "CARD_VISA": lambda: card(["4"], 16),
    "CARD_MC": lambda: card(["51", "52", "53", "54", "55", "2221", "2309", "2720"], 16),
    "CARD_AMEX": lambda: card(["34", "37"], 15),
    "CARD_DISC": lambda: card(["6011", "65"], 16),
    "CARD_JCB": lambda: card(["3528", "3541", "3566", "3589"], 16),
    "CARD_UNIONPAY": lambda: card(["6212", "6228", "6259"], 16),
    "CARD_PLAIN": lambda: card(["4", "51", "53"], 16, "plain"),
    "SSN": ssn,
    "NINO": nino,
    "CPF": cpf,
    "DNI": dni,
    "NIE": nie,
    "NIF_PT": nif_pt,
    "NIR": nir,
    "CN_ID": cn_id,
    "MYNUMBER": mynumber,
    "STEUER_ID": steuer_id,
}
for _cc in ["DE", "AT", "CH", "FR", "ES", "PT", "GB", "IE", "NL", "IT", "BE", "LU"]:
    PII["IBAN_" + _cc] = (lambda c: (lambda: iban(c)))(_cc)
for _k in ["us", "uk", "fr", "de", "de_mobile", "es", "pt", "br", "cn", "jp"]:
    PII["PHONE_" + _k.upper()] = (lambda k: (lambda: phone(k)))(_k)

# ---------------------------------------------------------------- benign material


def order_no():
    while True:
        n = str(rng.randint(1, 9)) + rs(DG, 15)
        if not luhn_ok(n):
            return n


def isbn13():
    b = "978" + rs(DG, 9)
    s = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(b))
    return b + str((10 - s % 10) % 10)


def uuid4():  # noqa: E302  (also used for secrets)
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def doc_ip():
    return rng.choice(["192.0.2", "198.51.100", "203.0.113"]) + "." + str(rng.randint(1, 254))


BENIGN = {
    "GIT_SHA": lambda: rs(HEX, 40),
    "SHORT_SHA": lambda: rs(HEX, 7),
    "UUID": uuid4,
    "SHA256": lambda: rs(HEX, 64),
    "SHA1": lambda: rs(HEX, 40),
    "MD5": lambda: rs(HEX, 32),
    "NPM_INTEGRITY": lambda: "sha512-" + rs(B64, 86) + "==",
    "DOCKER_DIGEST": lambda: "sha256:" + rs(HEX, 64),
    "ORDER_NO": order_no,
    "ISBN": isbn13,
    "IP": doc_ip,
    "SSH_PUB": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43),
    "PGP_FPR": lambda: " ".join(rs(HEXU, 4) for _ in range(10)),
    "EPOCH": lambda: str(rng.randint(1767225600, 1798761600)),
    "TRACKING": lambda: "1Z" + rs(UP + DG, 6) + rs(DG, 10),
    "INVOICE": lambda: "INV-%d-%05d" % (rng.choice([2025, 2026]), rng.randint(1, 99999)),
    "PORT": lambda: str(rng.randint(3000, 9999)),
    "RUN_ID": lambda: str(rng.randint(10 ** 9, 10 ** 10)),
}

ALL = {}
ALL.update(SECRET)
ALL.update(PII)
ALL.update(BENIGN)

PH_RE = re.compile(r"\{%([A-Z0-9_]+)(?::(.*?))?%\}")


def fill(text, lang):
    def rep(m):
        name, arg = m.group(1), m.group(2)
        if name == "B64":
            return base64.b64encode(arg.encode()).decode()
        if name == "PASSW":
            return word_pass(lang)
        if name not in ALL:
            raise KeyError("unknown placeholder %s in %r" % (name, text))
        return ALL[name]()
    return PH_RE.sub(rep, text)


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
        "s": "ѕ", "j": "ј", "A": "А", "B": "В", "E": "Е", "H": "Н", "K": "К", "M": "М",
        "O": "О", "P": "Р", "C": "С", "T": "Т", "X": "Х", "n": "ո", "h": "һ", "l": "ӏ"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7", "g": "9", "b": "8"}
def strip_accents(s):
    import unicodedata
    s = s.replace("ß", "ss").replace("’", "'").replace("«", '"').replace("»", '"').replace("—", "-").replace("–", "-")
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def t_zw(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " " and rng.random() < 0.7:
            out.append(rng.choice(ZW))
    return "".join(out)


def t_zwbits(s):
    bits = "".join(format(b, "08b") for b in s.encode())
    return "\u2063" + "".join("\u200b" if b == "0" else "\u200c" for b in bits) + "\u2063"


def t_tags(s):
    s = strip_accents(s)
    assert all(ord(c) < 128 for c in s), s
    return "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000E007F"


def t_bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def t_full(s):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


def t_homo(s):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.75 else c for c in s)


def t_leet(s):
    return "".join(LEET[c] if c in LEET and rng.random() < 0.85 else c for c in s)


def t_spacing(s):
    sep = rng.choice([" ", " ", " ", ".", "-"])
    words = s.split(" ")
    return "   ".join(sep.join(w) for w in words) if sep == " " else " ".join(sep.join(w) for w in words)


def t_b64(s):
    return base64.b64encode(s.encode()).decode()


def t_rot13(s):
    return s.translate(str.maketrans(UP + LO, UP[13:] + UP[:13] + LO[13:] + LO[:13]))


def t_hex(s):
    return s.encode().hex()


def t_url(s):
    from urllib.parse import quote
    return quote(s, safe="")


TECH = {
    "zero-width": t_zw, "zero-width-bits": t_zwbits, "unicode-tags": t_tags, "bidi": t_bidi,
    "full-width": t_full, "homoglyph": t_homo, "base64": t_b64, "leetspeak": t_leet,
    "spacing": t_spacing, "rot13": t_rot13, "hex": t_hex, "url-encoding": t_url,
}
MARK = re.compile(r"\[\[(.*?)\]\]")


def obfuscate(tech, payload):
    fn = TECH[tech]
    if MARK.search(payload):
        return MARK.sub(lambda m: fn(m.group(1)), payload)
    return fn(payload)


# ---------------------------------------------------------------- layouts
BOLD = {"en": ["Note", "Important", "Reminder", "Heads-up"], "fr": ["Note", "Important", "Rappel", "À retenir"],
        "de": ["Hinweis", "Wichtig", "Merke", "Notiz"], "es": ["Nota", "Importante", "Recordatorio", "Ojo"],
        "pt": ["Nota", "Importante", "Lembrete", "Atenção"], "zh": ["备注", "重要", "提醒", "注意"],
        "ja": ["メモ", "重要", "備忘", "注意"]}
COLON = {"zh": "：", "ja": "："}
LAYOUT_MARK = re.compile(r"^(<!--|#{1,6} |summary: |> |\[20\d\d-|\*\*|`{3})")


def layout(text, lang, cls):
    if LAYOUT_MARK.match(text) or "\n" in text:
        return text, None
    if rng.random() > 0.24:
        return text, None
    opts = ["html-comment", "quote", "dated-bullet", "bold-lead", "front-matter"]
    if len(text) < 100:
        opts.append("heading")
    kind = rng.choice(opts)
    if kind == "html-comment":
        return "<!-- %s -->" % text, kind
    if kind == "quote":
        return "> " + text, kind
    if kind == "dated-bullet":
        return "[2026-%02d-%02d] %s" % (rng.randint(1, 11), rng.randint(1, 28), text), kind
    if kind == "bold-lead":
        c = COLON.get(lang, ":")
        return "**%s%s** %s" % (rng.choice(BOLD[lang]), c, text), kind
    if kind == "front-matter":
        return 'summary: "%s"' % text.replace("\\", "\\\\").replace('"', '\\"'), kind
    return "## " + text, kind


# ---------------------------------------------------------------- reading
DEFAULT_NOTE = {
    "override": "overrides or discards earlier guidance",
    "persona": "changes the agent's role or persona",
    "secrecy": "asks the agent to act silently / hide it from the user",
    "exfil": "sends data out through a channel",
    "target": "reaches for a sensitive target",
    "disable": "switches off a safeguard",
    "marker": "fake chat-turn or system marker",
}


def read_hand(lang):
    path = os.path.join(HERE, "hand", lang + ".txt")
    items = []
    if not os.path.exists(path):
        print("warning: missing", path, file=sys.stderr)
        return items
    section = None
    with open(path, encoding="utf-8") as f:
        for ln, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("@@ "):
                section = line[3:].strip()
                continue
            if " | " not in line:
                sys.exit("%s:%d: no ' | ' separator" % (path, ln))
            head, text = line.split(" | ", 1)
            if " ~ " in head:
                sub, hint = [x.strip() for x in head.split(" ~ ", 1)]
            else:
                sub, hint = head.strip(), ""
            text = text.strip()
            items.append((section, sub, hint, text, "%s:%d" % (lang, ln)))
    return items


def build():
    rows = {c: [] for c in CLASSES}
    for lang in LANGS:
        for section, sub, hint, text, where in read_hand(lang):
            if section == "obf":
                tech = sub
                if " || " in text:
                    payload, wrapper = [x.strip() for x in text.split(" || ", 1)]
                else:
                    payload, wrapper = text, None
                plain = MARK.sub(lambda m: m.group(1), payload)
                enc = obfuscate(tech, payload)
                out = wrapper.replace("{%ENC%}", enc) if wrapper else enc
                out = fill(out, lang)
                tname = "zero-width" if tech == "zero-width-bits" else tech
                extra = " (bit-encoded after visible cover text)" if tech == "zero-width-bits" else ""
                note = "obfuscation: %s%s — hidden instruction: %s" % (tname, extra, plain)
                if hint:
                    note += " [%s]" % hint
                cls = "injection"
            else:
                cls = section
                out = fill(text, lang)
                if cls == "secret":
                    default = "%s credential in the provider's real shape" % sub
                else:
                    default = DEFAULT_NOTE.get(sub, sub.replace("-", " "))
                desc = hint or default
                note = "%s: %s" % (sub, desc)
            out, lay = layout(out, lang, cls)
            if lay:
                note += " [layout: %s]" % lay
            rows[cls].append({"class": cls, "lang": lang, "text": out, "note": note, "_src": where})
    for cls, lst in rows.items():
        rng.shuffle(lst)
        counters = {}
        out_path = os.path.join(OUT, cls + ".jsonl")
        with open(out_path, "w", encoding="utf-8") as f:
            for r in lst:
                counters[r["lang"]] = counters.get(r["lang"], 0) + 1
                obj = {"id": "b7-%s-%s-%03d" % (CLASSES[cls], r["lang"], counters[r["lang"]]),
                       "class": cls, "lang": r["lang"], "text": r["text"], "note": r["note"]}
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
        print("%-10s %5d  %s" % (cls, len(lst), " ".join("%s=%d" % (l, counters.get(l, 0)) for l in LANGS)))


if __name__ == "__main__":
    build()
