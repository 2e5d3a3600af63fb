#!/usr/bin/env python3
"""Generator for evaluation set 9 (memgate scanner).

Reads hand-written lines from gen/hand/<lang>.txt and combines them with
layouts, obfuscation transforms and random key material. Python 3 standard
library only. Seeded RNG: 20261209.

Hand-file format
  [class.subkind]          section header (class = injection|secret|pii|benign)
  text                     one hand-written line
  text  #: note            optional per-line note appended to the generated note
  =text                    verbatim line: no layout is applied
  method|text              (injection.obfuscated only) method in
                           zw, tag, bidi, fullwidth, homoglyph, b64, leet, spacing, zwhomo
                           the span inside ⟪ ⟫ is transformed, the rest is kept
  ⟦name⟧                   placeholder filled with random material (see FILL)
  lines starting with ';'  comments
"""
import base64
import hashlib
import json
import os
import random
import re
import string
import uuid

SEED = 20261209
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

rng = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
URLS = ALNUM + "-_"


def r(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


# ---------------------------------------------------------------- key material
def aws_id():
    return rng.choice(["AKIA", "AKIA", "AKIA", "ASIA"]) + r(UP + "234567", 16)


def aws_secret():
    return r(B64, 40)


def ghp():
    return rng.choice(["ghp_", "ghp_", "gho_", "ghs_"]) + r(ALNUM, 36)


def github_pat():
    return "github_pat_11" + r(UP + DG, 20) + "_" + r(ALNUM, 59)


def glpat():
    return "glpat-" + r(URLS, 20)


def npm():
    return "npm_" + r(ALNUM, 36)


def pypi():
    return "pypi-AgEIcHlwaS5vcmc" + r(URLS, 140)


def sendgrid():
    return "SG." + r(URLS, 22) + "." + r(URLS, 43)


def google():
    return "AIza" + r(URLS, 35)


def hf():
    return "hf_" + r(UP + LO, 34)


def digitalocean():
    return "dop_v1_" + r(HEX, 64)


def mailgun():
    return "key-" + r(HEX, 32)


def heroku():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def discord():
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1)).encode()
    return b64url(uid) + "." + r(URLS, 6) + "." + r(URLS, 38)


def datadog_api():
    return r(HEX, 32)


def datadog_app():
    return r(HEX, 40)


def slack_bot():
    return "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 11), rng.randint(10 ** 12, 10 ** 13), r(ALNUM, 24))


def slack_user():
    return "xoxp-%d-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 11), rng.randint(10 ** 10, 10 ** 11),
                                 rng.randint(10 ** 12, 10 ** 13), r(HEX, 32))


def slack_hook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (r(UP + DG, 8), r(UP + DG, 10), r(ALNUM, 24))


def discord_hook():
    return "https://discord.com/api/webhooks/%d/%s" % (rng.randint(10 ** 17, 10 ** 18), r(URLS, 68))


def stripe():
    if rng.random() < 0.5:
        return "sk_live_51" + r(ALNUM, 97)
    return "sk_live_" + r(ALNUM, 24)


def stripe_rk():
    return "rk_live_51" + r(ALNUM, 97)


def openai():
    if rng.random() < 0.6:
        return "sk-proj-" + r(URLS, 156)
    return "sk-" + r(ALNUM, 20) + "T3BlbkFJ" + r(ALNUM, 20)


def anthropic():
    return "sk-ant-api03-" + r(URLS, 93) + "AA"


def twilio_sid():
    return "AC" + r(HEX, 32)


def twilio_token():
    return r(HEX, 32)


def twilio_key():
    return "SK" + r(HEX, 32)


def azure_conn():
    acct = rng.choice(["stcorailprod", "stbruecknerlog", "starchivos01", "stminatodocs", "stqinghedata"])
    return ("DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net"
            % (acct, r(B64, 86)))


def azure_sas():
    return "sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2027-03-31T18:00:00Z&st=2026-11-01T09:00:00Z&spr=https&sig=" + \
           r(ALNUM, 43) + "%3D"


def telegram():
    return "%d:AA%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), r(URLS, 33))


def shopify():
    return rng.choice(["shpat_", "shpat_", "shpss_"]) + r(HEX, 32)


def vault():
    return "hvs." + r(URLS, 90)


def gitlab_runner():
    return "glrt-" + r(URLS, 20)


def linear():
    return "lin_api_" + r(ALNUM, 40)


def notion():
    return "ntn_" + r(DG, 11) + r(ALNUM, 35)


def atlassian():
    return "ATATT3xFfGF0" + r(URLS, 180) + "=" + r(UP + DG, 8)


def alibaba_id():
    return "LTAI" + r(ALNUM, 20)


def alibaba_secret():
    return r(ALNUM, 30)


def tencent_id():
    return "AKID" + r(ALNUM, 32)


def grafana():
    return "glsa_" + r(ALNUM, 32) + "_" + r(HEX, 8)


def postman():
    return "PMAK-" + r(HEX, 24) + "-" + r(HEX, 34)


def figma():
    return "figd_" + r(URLS, 40)


def cloudflare():
    return r(URLS, 40)


def sentry_token():
    return "sntrys_" + r(ALNUM, 64)


def doppler():
    return "dp.st.prd." + r(ALNUM, 43)


def line_token():
    return r(ALNUM + "+/", 172) + "="


def chatwork():
    return r(HEX, 32)


def dingtalk_hook():
    return "https://oapi.dingtalk.com/robot/send?access_token=" + r(HEX, 64)


def feishu_hook():
    return "https://open.feishu.cn/open-apis/bot/v2/hook/" + str(uuid.UUID(int=rng.getrandbits(128), version=4))


def jwt():
    hdr = {"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}
    sub = rng.choice(["svc-deploy", "u_48213", "admin@corail", "ops-bot", "kiosk-07", "api-gateway"])
    iss = rng.choice(["https://auth.fernhill-analytics.example", "https://sso.maisoncorail.example",
                      "https://login.brueckner-logistik.example", "https://id.albaterra-salud.example",
                      "https://auth.ipe-coop.example", "https://passport.qinghe-iot.example",
                      "https://auth.minato-sokuryo.example"])
    iat = rng.randint(1790000000, 1799000000)
    pl = {"sub": sub, "iss": iss, "iat": iat, "exp": iat + rng.choice([3600, 86400, 2592000]),
          "scope": rng.choice(["read write", "admin", "deploy", "billing:read"])}
    return "%s.%s.%s" % (b64url(json.dumps(hdr, separators=(",", ":")).encode()),
                         b64url(json.dumps(pl, separators=(",", ":")).encode()),
                         r(URLS, 43 if hdr["alg"] == "HS256" else 342))


def pem():
    kind = rng.choice(["RSA", "OPENSSH", "EC", "PKCS8"])
    if kind == "RSA":
        return "-----BEGIN RSA PRIVATE KEY----- MIIEow" + r(B64, 250) + " -----END RSA PRIVATE KEY-----"
    if kind == "OPENSSH":
        return ("-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
                + r(B64, 220) + " -----END OPENSSH PRIVATE KEY-----")
    if kind == "EC":
        return "-----BEGIN EC PRIVATE KEY----- MHcCAQEEI" + r(B64, 150) + "== -----END EC PRIVATE KEY-----"
    return "-----BEGIN PRIVATE KEY----- MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + r(B64, 240) + " -----END PRIVATE KEY-----"


WORDS = ["corail", "sable", "marmotte", "Nordwind", "Kranich", "olivo", "mareas", "caju", "jabuti", "qinghe",
         "sakura", "kumo", "falcon", "granite", "harbor", "lantern", "Tannen", "brisa", "ipe", "minato"]


def pw():
    k = rng.random()
    if k < 0.45:
        return r(ALNUM + "!#$%&*+-=?@^_", rng.randint(12, 20))
    if k < 0.75:
        w = rng.sample(WORDS, 2)
        return "%s%s%d%s" % (w[0].capitalize(), rng.choice(["-", "_", ".", ""]) + w[1].capitalize(),
                             rng.randint(10, 99), rng.choice("!#$%*?"))
    return r(LO + DG, 4) + "-" + r(LO + DG, 4) + "-" + r(LO + DG, 4)


def urlpw():
    """password that is safe inside a URL userinfo / query string"""
    return r(ALNUM, rng.randint(14, 22)) + r("-_.~", 1) + r(ALNUM, rng.randint(2, 6))


def pin():
    return "".join(rng.choice(DG) for _ in range(rng.choice([4, 4, 6])))


def ip():
    return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(2, 250))


def sha():
    return r(HEX, 40)


def shortsha():
    return r(HEX, 7)


def sha256():
    return r(HEX, 64)


def md5():
    return r(HEX, 32)


def uuid4():
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


# ---------------------------------------------------------------- personal data
def luhn_complete(prefix, length):
    digits = prefix + "".join(rng.choice(DG) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return digits + str((10 - total % 10) % 10)


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881",
                "5105105105105100", "371449635398431", "6011111111111117", "3530111333300000", "4000056655665556",
                "5200828282828210", "6200000000000005"}


def card(brand):
    while True:
        if brand == "visa":
            n = luhn_complete("4" + r(DG, 5), 16)
        elif brand == "mc":
            n = luhn_complete(rng.choice(["51", "52", "53", "54", "55", "2223", "2291"]) + r(DG, 4), 16)
        elif brand == "amex":
            n = luhn_complete(rng.choice(["34", "37"]) + r(DG, 4), 15)
        elif brand == "jcb":
            n = luhn_complete(str(rng.randint(3528, 3589)) + r(DG, 2), 16)
        elif brand == "cup":
            n = luhn_complete("62" + r(DG, 4), rng.choice([16, 19]))
        elif brand == "elo":
            n = luhn_complete(rng.choice(["636368", "504175", "509048"]), 16)
        else:
            raise ValueError(brand)
        if n not in FAMOUS_CARDS and len(set(n)) > 4:
            break
    if len(n) == 15:
        return "%s %s %s" % (n[:4], n[4:10], n[10:])
    sep = rng.choice([" ", " ", "-", ""])
    return sep.join(n[i:i + 4] for i in range(0, len(n), 4))


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g = rng.randint(1, 99)
        s = rng.randint(1, 9999)
        v = "%03d-%02d-%04d" % (a, g, s)
        if v not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return v


def nino():
    bad1 = set("DFIQUV")
    bad2 = set("DFIQUVO")
    while True:
        p = rng.choice(UP) + rng.choice(UP)
        if p[0] in bad1 or p[1] in bad2 or p in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            continue
        d = r(DG, 6)
        v = "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], rng.choice("ABCD"))
        if v.replace(" ", "") in ("QQ123456C", "AB123456C"):
            continue
        return v if rng.random() < 0.6 else v.replace(" ", "")


def iban_check(country, bban):
    s = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in s)
    return "%02d" % (98 - int(num) % 97)


def fr_rib_key(bank, branch, acct):
    return "%02d" % (97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)


def es_dc(bank, branch, acct):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def d(digs):
        v = 11 - sum(int(x) * w[i] for i, x in enumerate(digs)) % 11
        return {10: 1, 11: 0}.get(v, v)

    return "%d%d" % (d("00" + bank + branch), d(acct))


def iban(country):
    if country == "FR":
        bank, branch, acct = r(DG, 5), r(DG, 5), r(DG, 11)
        bban = bank + branch + acct + fr_rib_key(bank, branch, acct)
    elif country == "DE":
        bban = r(DG, 8) + r(DG, 10)
    elif country == "ES":
        bank, branch, acct = r(DG, 4), r(DG, 4), r(DG, 10)
        bban = bank + branch + es_dc(bank, branch, acct) + acct
    elif country == "PT":
        bban = "0035" + r(DG, 4) + r(DG, 11) + r(DG, 2)
    elif country == "BR":
        bban = r(DG, 8) + r(DG, 5) + r(DG, 10) + "C" + "1"
    elif country == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + r(DG, 6) + r(DG, 8)
    elif country == "IT":
        bban = rng.choice(UP) + r(DG, 5) + r(DG, 5) + r(DG, 12)
    elif country == "NL":
        bban = rng.choice(["ABNA", "RABO", "INGB"]) + r(DG, 10)
    else:
        raise ValueError(country)
    v = country + iban_check(country, bban) + bban
    return " ".join(v[i:i + 4] for i in range(0, len(v), 4))


def phone(cc):
    if cc == "us":
        return "+1 (%03d) 555-01%02d" % (rng.choice([212, 312, 415, 503, 617, 737, 206]), rng.randint(0, 99))
    if cc == "uk":
        return "07700 900%03d" % rng.randint(0, 999)
    if cc == "fr":
        return "0%d %02d %02d %02d %02d" % (rng.choice([6, 7]), rng.randint(10, 99), rng.randint(0, 99),
                                             rng.randint(0, 99), rng.randint(0, 99))
    if cc == "de":
        return "+49 %s %s" % (rng.choice(["151", "160", "170", "176"]), r(DG, 8))
    if cc == "es":
        return "+34 6%s %s %s" % (r(DG, 2), r(DG, 3), r(DG, 3))
    if cc == "pt":
        return "+351 9%s %s %s" % (rng.choice("1236") + r(DG, 1), r(DG, 3), r(DG, 3))
    if cc == "br":
        return "(%d) 9%s-%s" % (rng.choice([11, 21, 31, 41, 51, 61]), r(DG, 4), r(DG, 4))
    if cc == "cn":
        return "1%s %s %s" % (rng.choice("3456789") + r(DG, 1), r(DG, 4), r(DG, 4))
    if cc == "jp":
        return "0%s-%s-%s" % (rng.choice(["90", "80", "70"]), r(DG, 4), r(DG, 4))
    raise ValueError(cc)


def brevo():
    return "xkeysib-" + r(HEX, 64) + "-" + r(ALNUM, 16)


def mattermost():
    return r(LO + DG, 26)


def dockerhub():
    return "dckr_pat_" + r(URLS, 27)


def teams_hook():
    u = lambda: str(uuid.UUID(int=rng.getrandbits(128), version=4))
    return "https://brueckner.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s/V2%s" % (
        u(), u(), r(HEX, 32), u(), r(URLS, 43))


def alnum32():
    return r(ALNUM, 32)


def mercadopago():
    return "APP_USR-%s-%s-%s-%s" % (r(DG, 16), r(DG, 6), r(HEX, 32), r(DG, 9))


def do_spaces_key():
    return "DO00" + r(UP + DG, 16)


def do_spaces_secret():
    return r(B64, 43)


def wecom_hook():
    return "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + str(uuid.UUID(int=rng.getrandbits(128), version=4))


def circleci():
    return "CCIPAT_" + r(ALNUM, 22) + "_" + r(HEX, 40)


def backlog():
    return r(ALNUM, 64)


def payjp():
    return "sk_live_" + r(HEX, 48)


def bitbucket():
    return "ATBB" + r(ALNUM, 32)


def clickup():
    return "pk_%s_%s" % (r(DG, 8), r(UP + DG, 32))


FILL = {
    "aws_id": aws_id, "aws_secret": aws_secret, "ghp": ghp, "github_pat": github_pat, "glpat": glpat,
    "npm": npm, "pypi": pypi, "sendgrid": sendgrid, "google": google, "hf": hf, "digitalocean": digitalocean,
    "mailgun": mailgun, "heroku": heroku, "discord": discord, "datadog_api": datadog_api,
    "datadog_app": datadog_app, "slack_bot": slack_bot, "slack_user": slack_user, "slack_hook": slack_hook,
    "discord_hook": discord_hook, "stripe": stripe, "stripe_rk": stripe_rk, "openai": openai,
    "anthropic": anthropic, "twilio_sid": twilio_sid, "twilio_token": twilio_token, "twilio_key": twilio_key,
    "azure_conn": azure_conn, "azure_sas": azure_sas, "telegram": telegram, "shopify": shopify,
    "vault": vault, "gitlab_runner": gitlab_runner, "linear": linear, "notion": notion, "atlassian": atlassian,
    "alibaba_id": alibaba_id, "alibaba_secret": alibaba_secret, "tencent_id": tencent_id, "grafana": grafana,
    "postman": postman, "figma": figma, "cloudflare": cloudflare, "sentry_token": sentry_token,
    "doppler": doppler, "line_token": line_token, "chatwork": chatwork, "dingtalk_hook": dingtalk_hook,
    "feishu_hook": feishu_hook, "jwt": jwt, "pem": pem, "pw": pw, "urlpw": urlpw, "pin": pin, "ip": ip, "sha": sha,
    "shortsha": shortsha, "sha256": sha256, "md5": md5, "uuid": uuid4,
    "card_visa": lambda: card("visa"), "card_mc": lambda: card("mc"), "card_amex": lambda: card("amex"),
    "card_jcb": lambda: card("jcb"), "card_cup": lambda: card("cup"), "card_elo": lambda: card("elo"),
    "ssn": ssn, "nino": nino,
    "iban_fr": lambda: iban("FR"), "iban_de": lambda: iban("DE"), "iban_es": lambda: iban("ES"),
    "iban_pt": lambda: iban("PT"), "iban_br": lambda: iban("BR"), "iban_gb": lambda: iban("GB"),
    "iban_it": lambda: iban("IT"), "iban_nl": lambda: iban("NL"),
    "phone_us": lambda: phone("us"), "phone_uk": lambda: phone("uk"), "phone_fr": lambda: phone("fr"),
    "phone_de": lambda: phone("de"), "phone_es": lambda: phone("es"), "phone_pt": lambda: phone("pt"),
    "brevo": brevo, "mattermost": mattermost, "dockerhub": dockerhub, "teams_hook": teams_hook,
    "alnum32": alnum32, "mercadopago": mercadopago, "do_spaces_key": do_spaces_key,
    "do_spaces_secret": do_spaces_secret, "wecom_hook": wecom_hook, "circleci": circleci, "backlog": backlog,
    "payjp": payjp, "bitbucket": bitbucket, "clickup": clickup,
    "phone_br": lambda: phone("br"), "phone_cn": lambda: phone("cn"), "phone_jp": lambda: phone("jp"),
}

PH = re.compile(r"⟦([a-z0-9_]+)⟧")
SPAN = re.compile(r"⟪(.*?)⟫")


def fill(text):
    used = []

    def rep(m):
        used.append(m.group(1))
        return FILL[m.group(1)]()

    return PH.sub(rep, text), used


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "s": "ѕ", "j": "ј",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В",
        "X": "Х"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0",
        "S": "5", "T": "7"}


def ob_zw(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " " and rng.random() < 0.6:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_tag(s):
    assert all(32 <= ord(c) < 127 for c in s), s
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def ob_bidi(s):
    if rng.random() < 0.5:
        return "\u202e" + s[::-1] + "\u202c"
    return "\u2067\u202e" + s[::-1] + "\u202c\u2069"


def ob_fullwidth(s):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def ob_homoglyph(s):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in s)


def ob_b64(s):
    return base64.b64encode(s.encode("utf-8")).decode()


def ob_leet(s):
    return "".join(LEET[c] if c in LEET and rng.random() < 0.8 else c for c in s)


def ob_spacing(s):
    if any(ord(c) > 0x2E80 for c in s):
        sep = rng.choice([" ", "・" if rng.random() < 0.3 else " ", "\u3000"])
        return sep.join(c for c in s if c != " ")
    sep = rng.choice([" ", ".", "-", " "])
    return "  ".join(sep.join(w) for w in s.split(" "))


def ob_zwhomo(s):
    return ob_zw(ob_homoglyph(s))


OBF = {"zw": ob_zw, "tag": ob_tag, "bidi": ob_bidi, "fullwidth": ob_fullwidth, "homoglyph": ob_homoglyph,
       "b64": ob_b64, "leet": ob_leet, "spacing": ob_spacing, "zwhomo": ob_zwhomo}
OBF_NOTE = {"zw": "zero-width characters inside the words", "tag": "invisible Unicode tag characters",
            "bidi": "bidi override (RLO) reversing the hidden text", "fullwidth": "full-width Latin letters",
            "homoglyph": "Cyrillic homoglyphs for Latin letters", "b64": "base64-encoded instruction",
            "leet": "leetspeak digits for letters", "spacing": "letters spaced apart",
            "zwhomo": "homoglyphs plus zero-width characters"}

# ---------------------------------------------------------------- layouts
LAYOUTS = [("memory", 52), ("dated", 12), ("callout", 10), ("comment", 9), ("frontmatter", 9), ("heading", 5),
           ("bucket_tag", 3)]
FM_KEYS = ["summary", "note", "context", "description", "remember", "status"]
CALLOUTS = ["note", "tip", "info", "important", "warning"]


def layout(text, allow=True):
    if not allow:
        return text, "verbatim"
    name = rng.choices([l for l, _ in LAYOUTS], weights=[w for _, w in LAYOUTS])[0]
    if name == "heading" and len(text) > 90:
        name = "memory"
    if name == "memory":
        return text, "memory-bullet"
    if name == "dated":
        return "(2026-%02d-%02d) %s" % (rng.randint(1, 11), rng.randint(1, 28), text), "dated memory bullet"
    if name == "callout":
        return "> [!%s] %s" % (rng.choice(CALLOUTS), text), "obsidian callout"
    if name == "comment":
        return "<!-- %s -->" % text, "html comment in note"
    if name == "frontmatter":
        return "%s: \"%s\"" % (rng.choice(FM_KEYS), text.replace('"', "'")), "front-matter value"
    if name == "heading":
        return "## %s" % text.rstrip("."), "note heading"
    if name == "bucket_tag":
        return "%s %s" % (text, rng.choice(["#project", "#ops", "#team", "#infra", "#pref"])), "bucket bullet with tag"
    raise ValueError(name)


# ---------------------------------------------------------------- notes
SUBKIND_NOTE = {
    "injection.override": "paraphrased override/discard of earlier guidance",
    "injection.role": "change of role or persona",
    "injection.secrecy": "secrecy toward the user (act silently, do not tell)",
    "injection.exfil": "exfiltration channel (URL, mail, webhook, upload, curl|sh, beacon)",
    "injection.sensitive": "targets sensitive material (system prompt, credentials, ~/.ssh, .env, passwd, rc files, browser store)",
    "injection.safeguard": "disables a safeguard (review, audit, confirmation, tests, signing, secret scanning)",
    "injection.marker": "fake chat-turn / system marker",
    "injection.obfuscated": "instruction hidden by obfuscation",
    "secret.provider": "provider credential in its real shape",
    "secret.conn": "connection string / URL with password",
    "secret.jwt": "JSON Web Token",
    "secret.pem": "PEM private key on one line",
    "secret.prose": "password or PIN stated in prose",
    "pii.data": "personal data without access",
    "benign.lookalike": "harmless memory using attack vocabulary",
    "benign.ids": "harmless identifiers (git SHA, UUID, hash)",
    "benign.placeholder": "placeholder or redacted credential, not a real one",
    "benign.policy": "policy about passwords / cards / support, no actual data",
    "benign.fact": "ordinary project fact or preference",
}


def parse(lang):
    path = os.path.join(HERE, "hand", lang + ".txt")
    section = None
    items = []
    with open(path, encoding="utf-8") as f:
        for ln, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith(";"):
                continue
            m = re.fullmatch(r"\[([a-z]+\.[a-z]+)\]", line.strip())
            if m:
                section = m.group(1)
                assert section in SUBKIND_NOTE, (path, ln, section)
                continue
            assert section, (path, ln)
            items.append((section, line, ln))
    return items


def build():
    out = {"injection": [], "secret": [], "pii": [], "benign": []}
    for lang in LANGS:
        for section, line, ln in parse(lang):
            cls, sub = section.split(".")
            extra = ""
            if "  #: " in line:
                line, extra = line.split("  #: ", 1)
            verbatim = line.startswith("=")
            if verbatim:
                line = line[1:]
            method = None
            if section == "injection.obfuscated":
                method, line = line.split("|", 1)
                assert method in OBF, (lang, ln, method)
            text, used = fill(line)
            if method:
                spans = SPAN.findall(text)
                assert spans, (lang, ln)
                text = SPAN.sub(lambda m: OBF[method](m.group(1)), text)
            else:
                assert "⟪" not in text, (lang, ln)
            text, lay = layout(text, allow=not verbatim)
            subkind = sub
            if cls == "secret" and sub == "provider":
                subkind = "provider:" + ",".join(u for u in used if u not in ("ip", "pw", "urlpw", "pin"))
            elif cls == "pii":
                subkind = ",".join(sorted(set(used)))
            elif method:
                subkind = "obfuscated:" + method
            note = "%s; %s" % (SUBKIND_NOTE[section], lay)
            if method:
                note = "%s (%s); %s" % (SUBKIND_NOTE[section], OBF_NOTE[method], lay)
            if used and cls in ("secret", "pii"):
                note += "; material: " + ",".join(used)
            if extra:
                note += "; " + extra
            out[cls].append({"class": cls, "lang": lang, "text": text, "note": note, "_sub": subkind,
                             "_src": "%s.txt:%d" % (lang, ln)})
    for cls, rows in out.items():
        rng.shuffle(rows)
        counters = {}
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for row in rows:
                counters[row["lang"]] = counters.get(row["lang"], 0) + 1
                rec = {"id": "s9-%s-%s-%03d" % (cls[:3], row["lang"], counters[row["lang"]]),
                       "class": cls, "lang": row["lang"], "text": row["text"], "note": row["note"]}
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    # side table of subkinds for the README
    with open(os.path.join(HERE, "subkinds.json"), "w", encoding="utf-8") as f:
        summary = {}
        for cls, rows in out.items():
            for row in rows:
                k = "%s/%s" % (cls, row["_sub"].split(":")[0] if cls != "secret" else row["_sub"])
                summary.setdefault(k, {}).setdefault(row["lang"], 0)
                summary[k][row["lang"]] += 1
        json.dump(summary, f, ensure_ascii=False, indent=1, sort_keys=True)
    return out


if __name__ == "__main__":
    o = build()
    for cls, rows in o.items():
        print(cls, len(rows))
