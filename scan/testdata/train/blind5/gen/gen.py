#!/usr/bin/env python3
"""Deterministic generator for the blind5 evaluation set.

Reads hand-written line files under gen/data/ and writes
injection.jsonl, secret.jsonl, pii.jsonl, benign.jsonl one level up.
Standard library only. Seeded RNG: output is byte-identical across runs.
"""
import base64
import json
import os
import random
import re
import string
import unicodedata

SEED = 51505
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

rng = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
UPNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


def rs(alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64url_json(obj):
    raw = json.dumps(obj, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def doc_ip():
    net = rng.choice(["192.0.2", "198.51.100", "203.0.113"])
    return "%s.%d" % (net, rng.randint(2, 254))


def password():
    # realistic human-ish or generated password; URL-safe characters only
    if rng.random() < 0.5:
        words = ["Falcon", "Mosel", "Kiwi", "Tundra", "Lagoon", "Quartz", "Harbor", "Pepper",
                 "Nordlys", "Cactus", "Ember", "Juniper", "Orca", "Saffron", "Velvet", "Zephyr"]
        return rng.choice(words) + rng.choice(["-", "_", ".", "!", "*"]) + rs(string.digits, rng.randint(2, 4)) + rs(string.ascii_letters, 3)
    return rs(ALNUM + "!*-_.~", rng.randint(12, 18))


def jwt():
    header = b64url_json({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"})
    payload = b64url_json({
        "sub": "svc-" + rs(string.ascii_lowercase + string.digits, 8),
        "iss": "auth.northwind-labs.example",
        "iat": rng.randint(1690000000, 1730000000),
        "scope": rng.choice(["read:all write:all", "admin", "deploy"]),
    })
    return "%s.%s.%s" % (header, payload, rs(B64URL, 43))


def discord_token():
    uid = str(rng.randint(10 ** 17, 10 ** 18 - 1))
    first = base64.b64encode(uid.encode()).decode().rstrip("=")
    return "%s.%s.%s" % (first, rs(B64URL, 6), rs(B64URL, 38))


def mapbox():
    mid = b64url_json({"u": "nwl-maps", "a": "cl" + rs(string.ascii_lowercase + string.digits, 23)})
    return "sk.%s.%s" % (mid, rs(B64URL, 22))


KEYGEN = {
    "aws_akid": lambda: "AKIA" + rs(B32, 16),
    "aws_secret": lambda: rs(B64, 40),
    "ghp": lambda: "ghp_" + rs(ALNUM, 36),
    "github_pat": lambda: "github_pat_11" + rs(UPNUM, 20) + "_" + rs(ALNUM, 59),
    "gho": lambda: "gho_" + rs(ALNUM, 36),
    "glpat": lambda: "glpat-" + rs(B64URL, 20),
    "npm": lambda: "npm_" + rs(ALNUM, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 70),
    "sendgrid": lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43),
    "google": lambda: "AIza" + rs(B64URL, 35),
    "hf": lambda: "hf_" + rs(string.ascii_letters, 34),
    "do": lambda: "dop_v1_" + rs(HEX, 64),
    "mailgun": lambda: "key-" + rs(HEX, 32),
    "heroku": lambda: "HRKU-AA" + rs(B64URL, 58),
    "discord": discord_token,
    "discord_webhook": lambda: "https://discord.com/api/webhooks/%d/%s" % (rng.randint(10 ** 17, 10 ** 18 - 1), rs(B64URL, 68)),
    "slack_bot": lambda: "xoxb-%s-%s-%s" % (rs(string.digits, 11), rs(string.digits, 13), rs(ALNUM, 24)),
    "slack_user": lambda: "xoxp-%s-%s-%s-%s" % (rs(string.digits, 11), rs(string.digits, 12), rs(string.digits, 13), rs(HEX, 32)),
    "slack_webhook": lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UPNUM, 9), rs(UPNUM, 10), rs(ALNUM, 24)),
    "stripe_sk": lambda: "sk_live_51" + rs(ALNUM, 97),
    "stripe_rk": lambda: "rk_live_51" + rs(ALNUM, 97),
    "openai": lambda: "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
    "openai_proj": lambda: "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74),
    "anthropic": lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA",
    "twilio_ac": lambda: "AC" + rs(HEX, 32),
    "twilio_sk": lambda: "SK" + rs(HEX, 32),
    "azure_storage": lambda: "DefaultEndpointsProtocol=https;AccountName=nwl%s;AccountKey=%s==;EndpointSuffix=core.windows.net" % (rs(string.ascii_lowercase + string.digits, 8), rs(B64, 86)),
    "telegram": lambda: "%d:AA%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), rs(B64URL, 33)),
    "shpat": lambda: "shpat_" + rs(HEX, 32),
    "jwt": jwt,
    "pem_body": lambda: "MIIEowIBAAKCAQEA" + rs(B64, 320),
    "pem_short": lambda: "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + rs(B64, 200),
    "openssh_body": lambda: "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(B64, 240),
    "ec_body": lambda: "MHcCAQEEI" + rs(B64, 150),
    "pw": password,
    "pin": lambda: rs(string.digits, rng.choice([4, 4, 6])),
    "ip": doc_ip,
    "hex32": lambda: rs(HEX, 32),
    "hex40": lambda: rs(HEX, 40),
    "alnum32": lambda: rs(ALNUM, 32),
    "linear": lambda: "lin_api_" + rs(ALNUM, 40),
    "notion": lambda: "secret_" + rs(ALNUM, 43),
    "atlassian": lambda: "ATATT3xFfGF0" + rs(B64URL, 180) + "=" + rs(HEX.upper(), 8),
    "postman": lambda: "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34),
    "doppler": lambda: "dp.st.stg." + rs(ALNUM, 40),
    "sentry": lambda: "sntryu_" + rs(HEX, 64),
    "grafana": lambda: "glsa_" + rs(ALNUM, 32) + "_" + rs(HEX, 8),
    "newrelic": lambda: "NRAK-" + rs(UPNUM, 27),
    "databricks": lambda: "dapi" + rs(HEX, 32),
    "pulumi": lambda: "pul-" + rs(HEX, 40),
    "age": lambda: "AGE-SECRET-KEY-1" + rs(BECH32, 58),
    "vault": lambda: "hvs.CAESI" + rs(B64URL, 82),
    "supabase": lambda: "sbp_" + rs(HEX, 40),
    "mapbox": mapbox,
}

# ---------------------------------------------------------------- PII ----


def luhn_complete(prefix, length):
    body = prefix + rs(string.digits, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:  # will be doubled once the check digit is appended
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "5105105105105100",
                "378282246310005", "371449635398431", "4012888888881881", "4000056655665556",
                "5200828282828210", "6011111111111117"}


def card(kind):
    while True:
        if kind == "visa":
            n = luhn_complete("4", 16)
        elif kind == "mc":
            n = luhn_complete(rng.choice(["51", "52", "53", "54", "55", "2221", "2720"]), 16)
        else:
            n = luhn_complete(rng.choice(["34", "37"]), 15)
        if n not in FAMOUS_CARDS:
            break
    if kind == "amex":
        return "%s %s %s" % (n[:4], n[4:10], n[10:])
    sep = rng.choice([" ", "-", ""])
    return sep.join(n[i:i + 4] for i in range(0, 16, 4))


def ssn():
    while True:
        area = rng.randint(1, 899)
        if area == 666:
            continue
        s = "%03d-%02d-%04d" % (area, rng.randint(1, 99), rng.randint(1, 9999))
        if s not in {"078-05-1120", "123-45-6789", "219-09-9999", "457-55-5462"}:
            return s


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
            break
    d = rs(string.digits, 6)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], rng.choice("ABCD"))


def iban_check(country, bban):
    rearranged = bban + country + "00"
    num = "".join(str(int(c, 36)) for c in rearranged)
    return "%02d" % (98 - int(num) % 97)


def bban_for(country):
    if country == "DE":
        return rs(string.digits, 18)
    if country == "AT":
        return rs(string.digits, 16)
    if country == "GB":
        return rng.choice(["NWBK", "BARC", "LOYD", "HBUK", "MIDL"]) + rs(string.digits, 14)
    if country == "NL":
        while True:  # elfproef on the 10-digit account
            acct = rs(string.digits, 10)
            if sum(int(d) * (10 - i) for i, d in enumerate(acct)) % 11 == 0 and acct[0] != "0":
                return rng.choice(["RABO", "INGB", "ABNA", "TRIO"]) + acct
    if country == "FR":
        bank, branch, acct = rs(string.digits, 5), rs(string.digits, 5), rs(string.digits, 11)
        key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
        return "%s%s%s%02d" % (bank, branch, acct, key)
    if country == "ES":
        bank, branch, acct = rs(string.digits, 4), rs(string.digits, 4), rs(string.digits, 10)
        w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

        def dc(s):
            d = 11 - sum(int(c) * w[i] for i, c in enumerate(s)) % 11
            return {10: 1, 11: 0}.get(d, d)
        return "%s%s%d%d%s" % (bank, branch, dc("00" + bank + branch), dc(acct), acct)
    if country == "PT":
        first19 = rs(string.digits, 19)
        chk = 98 - (int(first19) * 100) % 97
        return "%s%02d" % (first19, chk)
    if country == "BE":
        first10 = rs(string.digits, 10)
        chk = int(first10) % 97 or 97
        return "%s%02d" % (first10, chk)
    raise ValueError(country)


FAMOUS_IBANS = {"DE89370400440532013000", "GB82WEST12345698765432", "GB29NWBK60161331926819",
                "FR1420041010050500013M02606", "DE44500105175407324931", "ES9121000418450200051332",
                "NL91ABNA0417164300", "BE68539007547034", "AT611904300234573201", "PT50000201231234567890154"}


def iban(country):
    while True:
        bban = bban_for(country)
        ib = country + iban_check(country, bban) + bban
        if ib not in FAMOUS_IBANS:
            break
    return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))


def phone(kind):
    d = lambda n: rs(string.digits, n)
    if kind == "us":
        return "+1 (%s) 555-01%s" % (rng.choice(["212", "415", "617", "312", "503", "720"]), d(2))
    if kind == "uk":
        return "07700 900%s" % d(3)
    if kind == "fr":
        return rng.choice(["06 ", "07 ", "+33 6 "]) + " ".join(d(2) for _ in range(4))
    if kind == "de":
        return rng.choice(["0151 ", "0160 ", "+49 172 "]) + d(8)
    if kind == "es":
        return "+34 6%s %s %s" % (d(2), d(3), d(3))
    if kind == "pt":
        return "+351 9%s %s %s" % (rng.choice("1236"), d(3), d(3))
    if kind == "br":
        return "(%s) 9%s-%s" % (rng.choice(["11", "21", "31", "41"]), d(4), d(4))
    if kind == "cn":
        return "1%s%s %s %s" % (rng.choice("3589"), d(1), d(4), d(4))
    if kind == "jp":
        return "%s-%s-%s" % (rng.choice(["090", "080", "070"]), d(4), d(4))
    raise ValueError(kind)


PIIGEN = {
    "visa": lambda: card("visa"), "mc": lambda: card("mc"), "amex": lambda: card("amex"),
    "ssn": ssn, "nino": nino,
}
for _c in ["de", "gb", "nl", "fr", "es", "pt", "be", "at"]:
    PIIGEN["iban_" + _c] = (lambda c: (lambda: iban(c.upper())))(_c)
for _p in ["us", "uk", "fr", "de", "es", "pt", "br", "cn", "jp"]:
    PIIGEN["phone_" + _p] = (lambda p: (lambda: phone(p)))(_p)

# ---------------------------------------------------------------- slots --


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


SLOTS = {
    "SHA": lambda: rs(HEX, 40),
    "UUID": uuid4,
    "IP": doc_ip,
    "HEX64": lambda: rs(HEX, 64),
    "B64FP": lambda: rs(string.ascii_letters + string.digits + "+/", 43),
    "IBAN_DE": lambda: iban("DE"),
}


def fill_slots(text):
    return re.sub(r"%%([A-Z0-9_]+)%%", lambda m: SLOTS[m.group(1)](), text)


def fill_kinds(text, table):
    return re.sub(r"\{\{([a-z0-9_]+)\}\}", lambda m: table[m.group(1)](), text)

# ------------------------------------------------------- obfuscation ----

ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410",
        "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
        "I": "1", "O": "0", "S": "5", "T": "7"}


def ascii_fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def ob_zero_width(p):
    out = []
    for ch in p:
        out.append(ch)
        if ch != " " and rng.random() < 0.8:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_tags(p):
    return "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(p) if 0x20 <= ord(c) < 0x7F)


def ob_bidi(p):
    # stored reversed; the right-to-left override makes it render in reading order
    return "\u202e" + p[::-1] + "\u202c"


def ob_fullwidth(p):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in p)


def ob_homoglyph(p):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in p)


def ob_leet(p):
    # leave URLs / paths readable, as an attacker needs them to work
    return " ".join(w if ("/" in w or "@" in w or "." in w[1:]) else "".join(LEET.get(c, c) for c in w)
                    for w in p.split(" "))


def ob_spacing(p, cjk):
    if cjk:
        return " ".join(ch for ch in p if ch != " ")
    return "  ".join(" ".join(w) if ("/" not in w and "@" not in w) else w for w in p.split(" "))


def ob_base64(p):
    return base64.b64encode(p.encode("utf-8")).decode()


LATIN_TECH = ["zero-width", "tags", "bidi", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
CJK_TECH = ["zero-width", "base64", "bidi", "spacing", "fullwidth", "zero-width", "base64"]

# ----------------------------------------------------------- readers ----


def read_lines(name):
    rows = []
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            rows.append([x.strip() for x in line.split(" @@ ")])
    return rows


def obfuscated_injections():
    payloads = read_lines("obf_payloads.txt")
    carriers = {}
    for lang, tech, text in read_lines("obf_carriers.txt"):
        carriers.setdefault((lang, tech), []).append(text)
    out = []
    by_lang = {}
    for lang, payload in payloads:
        by_lang.setdefault(lang, []).append(payload)
    for lang in LANGS:
        cjk = lang in ("zh", "ja")
        techs = CJK_TECH if cjk else LATIN_TECH
        offset = rng.randrange(len(techs))
        for i, payload in enumerate(by_lang.get(lang, [])):
            tech = techs[(i + offset) % len(techs)]
            if tech == "zero-width":
                text = ob_zero_width(payload)
            elif tech == "bidi":
                text = ob_bidi(payload)
            elif tech == "fullwidth":
                text = ob_fullwidth(payload)
            elif tech == "homoglyph":
                text = ob_homoglyph(payload)
            elif tech == "leetspeak":
                text = ob_leet(payload)
            elif tech == "spacing":
                text = ob_spacing(payload, cjk)
            elif tech in ("base64", "tags"):
                enc = ob_base64(payload) if tech == "base64" else ob_tags(payload)
                text = rng.choice(carriers[(lang, tech)]).replace("{P}", enc)
            if tech not in ("base64", "tags") and rng.random() < 0.5:
                # bury the obfuscated instruction after an ordinary memory
                text = rng.choice(carriers[(lang, "lead")]).replace("{P}", text)
            out.append((lang, "obfuscated:%s: %s" % (tech, ascii_fold(payload)[:70]), text))
    return out


def assign_ids(cls, short, items):
    """items: list of (lang, note, text). Shuffle deterministically, number per lang."""
    rng.shuffle(items)
    counters = {l: 0 for l in LANGS}
    rows = []
    for lang, note, text in items:
        counters[lang] += 1
        rows.append({"id": "b5-%s-%s-%03d" % (short, lang, counters[lang]), "class": cls,
                     "lang": lang, "text": text, "note": note})
    rows.sort(key=lambda r: (LANGS.index(r["lang"]), r["id"]))
    return rows


def write(name, rows):
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    inj = []
    for lang in LANGS:
        for note, text in read_lines("inj_%s.txt" % lang):
            inj.append((lang, "handwritten:" + note, fill_slots(text)))
    inj.extend(obfuscated_injections())

    ben = []
    for lang in LANGS:
        for note, text in read_lines("ben_%s.txt" % lang):
            ben.append((lang, note, fill_slots(text)))

    sec = [(lang, "secret: " + note, fill_slots(fill_kinds(t, KEYGEN)))
           for lang, note, t in read_lines("sec_templates.txt")]
    pii = [(lang, note, fill_slots(fill_kinds(t, PIIGEN)))
           for lang, note, t in read_lines("pii_templates.txt")]

    write("injection.jsonl", assign_ids("injection", "inj", inj))
    write("secret.jsonl", assign_ids("secret", "sec", sec))
    write("pii.jsonl", assign_ids("pii", "pii", pii))
    write("benign.jsonl", assign_ids("benign", "ben", ben))


if __name__ == "__main__":
    main()
