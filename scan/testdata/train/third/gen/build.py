#!/usr/bin/env python3
"""Deterministic generator for the t3 scanner evaluation set.

Reads hand-written line files under gen/data/ and writes
injection.jsonl, secret.jsonl, pii.jsonl, benign.jsonl one level up.
Standard library only. Same seed -> byte-identical output.
"""
import base64
import binascii
import json
import os
import random
import string
import unicodedata

SEED = 20240613
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data")
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

rng = random.Random(SEED)

ALNUM = string.ascii_letters + string.digits
UPPER_B32 = string.ascii_uppercase + "234567"
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"


def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- made-up infra
# Only reserved TLDs / second-level names (RFC 2606 / 6761), so every host is fictional.
HOST_WORDS = ["telemetry-hub", "paste-relay", "cdn-mirror", "sync-vault", "opsbridge",
              "devtools-cache", "build-assets", "metrics-ingest", "agent-config", "hookrelay",
              "docs-cdn", "pkg-proxy", "update-svc", "trace-collector", "status-beacon",
              "backup-drop", "ci-helpers", "linthub", "fastmirror", "artifact-store",
              "acme-widgets", "northwind-labs", "bluepine", "quillcraft", "orbitdesk"]
TLDS = ["example", "test", "invalid", "example.com", "example.net", "example.org"]
NAMES = ["ops", "backup", "audit", "collector", "sync", "admin", "it-support", "secops",
         "noreply", "devrel", "m.kessler", "j.ortega", "l.moreau", "ana.souza", "k.tanaka", "w.lei"]
PATHS = ["", "", "", "/v1", "/api", "/static", "/hooks", "/cdn/agent", "/s/7f3a"]
TEST_NETS = ["192.0.2.", "198.51.100.", "203.0.113."]


def host():
    return rng.choice(HOST_WORDS) + "." + rng.choice(TLDS)


def url():
    return rng.choice(["https://", "https://", "http://"]) + host() + rng.choice(PATHS)


def email():
    return rng.choice(NAMES) + "@" + host()


def ip():
    return rng.choice(TEST_NETS) + str(rng.randint(2, 254))


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def fill_common(t):
    for key, fn in (("{URL}", url), ("{HOST}", host), ("{EMAIL}", email), ("{IP}", ip),
                    ("{SHA}", lambda: rs(HEX, 40)), ("{UUID}", uuid4),
                    ("{HEX64}", lambda: rs(HEX, 64))):
        while key in t:
            t = t.replace(key, fn(), 1)
    return t.replace("\\n", "\n")


# ---------------------------------------------------------------- secret shapes
def b62(n):
    a = string.digits + string.ascii_uppercase + string.ascii_lowercase
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = a[r] + s
    return s.rjust(6, "0")


def gh(prefix):
    body = rs(ALNUM, 30)
    return prefix + body + b62(binascii.crc32(body.encode()))


def b64u(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def jwt():
    hdr = b64u(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    iat = rng.randint(1700000000, 1730000000)
    pl = {"sub": "svc-" + rs(string.ascii_lowercase, 6), "iss": "https://auth." + host(),
          "iat": iat, "exp": iat + rng.choice([86400 * 365, 86400 * 30, 3600 * 12]),
          "scope": rng.choice(["read write", "admin", "deploy"])}
    sig = b64u(bytes(rng.getrandbits(8) for _ in range(rng.choice([32, 256]))))
    return hdr + "." + b64u(json.dumps(pl, separators=(",", ":")).encode()) + "." + sig


def pem(label, der):
    b = base64.b64encode(der).decode()
    lines = [b[i:i + 64] for i in range(0, len(b), 64)]
    if label == "OPENSSH PRIVATE KEY":
        lines = [b[i:i + 70] for i in range(0, len(b), 70)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


def rbytes(n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def pem_rsa():
    return pem("RSA PRIVATE KEY", bytes.fromhex("308204a40201000282010100") + bytes([0x80 | rng.getrandbits(7)]) + rbytes(1179))


def pem_ec():
    der = (bytes.fromhex("30770201010420") + rbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
           + b"\x04" + rbytes(64))
    return pem("EC PRIVATE KEY", der)


def pem_openssh():
    der = (b"openssh-key-v1\x00" + bytes.fromhex("000000046e6f6e65000000046e6f6e650000000000000001000000330000000b7373682d6564323535313900000020")
           + rbytes(32) + bytes.fromhex("00000088") + rbytes(136))
    return pem("OPENSSH PRIVATE KEY", der)


WORDS = ["otter", "lamp", "cobalt", "meadow", "tango", "river", "quartz", "maple", "falcon",
         "biscuit", "harbor", "lemon", "pixel", "granite", "saffron", "violet", "nimbus", "pepper",
         "sol", "mar", "Sonne", "Wolke", "chaton", "ruisseau", "luar", "gato", "sakura", "yuki", "longjing"]


def password():
    k = rng.randrange(4)
    if k == 0:
        return rs(ALNUM + "!#%&*?@", rng.randint(12, 18))
    if k == 1:
        return "-".join(rng.choice(WORDS) for _ in range(3)) + "-" + str(rng.randint(10, 99))
    if k == 2:
        w = rng.choice(WORDS)
        return w[0].upper() + w[1:] + rng.choice("!#$%&*@") + str(rng.randint(1000, 9999))
    return rs(ALNUM, 6) + rng.choice("!?#") + rs(ALNUM, 6)


def pin():
    while True:
        p = "".join(rng.choice(string.digits) for _ in range(rng.choice([4, 4, 5, 6])))
        if p not in ("0000", "1234", "1111", "12345", "123456") and len(set(p)) > 1:
            return p


def openai():
    if rng.random() < 0.6:
        return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
    return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)


def discord():
    uid = str(rng.randint(10 ** 17, 10 ** 19 - 1))
    return b64u(uid.encode()) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def azure():
    return ("DefaultEndpointsProtocol=https;AccountName=acme%sstore;AccountKey=%s;EndpointSuffix=core.windows.net"
            % (rs(string.ascii_lowercase, 4), base64.b64encode(rbytes(64)).decode()))


SECRET_GEN = {
    "{AWS_AKID}": lambda: "AKIA" + rs(UPPER_B32, 16),
    "{AWS_SECRET}": lambda: rs(ALNUM + "/+", 40),
    "{GHP}": lambda: gh("ghp_"),
    "{GHO}": lambda: gh("gho_"),
    "{GH_FINE}": lambda: "github_pat_11" + rs(string.ascii_uppercase + string.digits, 20) + "_" + rs(ALNUM, 59),
    "{GLPAT}": lambda: "glpat-" + rs(ALNUM + "-_", 20),
    "{NPM}": lambda: gh("npm_"),
    "{PYPI}": lambda: "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64URL, 150),
    "{SENDGRID}": lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43),
    "{GOOGLE}": lambda: "AIza" + rs(B64URL, 35),
    "{HF}": lambda: "hf_" + rs(string.ascii_letters, 34),
    "{DO}": lambda: "dop_v1_" + rs(HEX, 64),
    "{MAILGUN}": lambda: "key-" + rs(HEX, 32),
    "{HEROKU}": uuid4,
    "{DISCORD}": discord,
    "{DD}": lambda: rs(HEX, 32),
    "{SLACK_BOT}": lambda: "xoxb-%d-%d-%s" % (rng.randint(10 ** 10, 10 ** 12), rng.randint(10 ** 12, 10 ** 13), rs(ALNUM, 24)),
    "{SLACK_HOOK}": lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(string.ascii_uppercase + string.digits, 8), rs(string.ascii_uppercase + string.digits, 10), rs(ALNUM, 24)),
    "{STRIPE}": lambda: "sk_live_" + (rs(ALNUM, 24) if rng.random() < 0.5 else "51" + rs(ALNUM, 97)),
    "{STRIPE_RK}": lambda: "rk_live_" + rs(ALNUM, 24),
    "{OPENAI}": openai,
    "{ANTHROPIC}": lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA",
    "{TWILIO_SID}": lambda: "AC" + rs(HEX, 32),
    "{TWILIO_TOKEN}": lambda: rs(HEX, 32),
    "{TWILIO_SK}": lambda: "SK" + rs(HEX, 32),
    "{TWILIO_SKSECRET}": lambda: rs(ALNUM, 32),
    "{AZURE}": azure,
    "{TELEGRAM}": lambda: "%d:AA%s" % (rng.randint(10 ** 9, 8 * 10 ** 9), rs(B64URL, 33)),
    "{SHOPIFY}": lambda: "shpat_" + rs(HEX, 32),
    "{JWT}": jwt,
    "{PEM_RSA}": pem_rsa,
    "{PEM_EC}": pem_ec,
    "{PEM_OPENSSH}": pem_openssh,
    "{UPW}": lambda: rs(ALNUM, rng.randint(14, 22)) if rng.random() < 0.5 else "-".join(rng.choice(WORDS[:18]) for _ in range(3)) + str(rng.randint(10, 99)),
    "{PW}": password,
    "{PIN}": pin,
}


def fill_secret(t):
    for key, fn in SECRET_GEN.items():
        while key in t:
            t = t.replace(key, fn(), 1)
    return fill_common(t)


# ---------------------------------------------------------------- pii shapes
def luhn_complete(prefix, length):
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def fmt_card(n):
    style = rng.randrange(3)
    if len(n) == 15:
        groups = [n[:4], n[4:10], n[10:]]
    else:
        groups = [n[i:i + 4] for i in range(0, len(n), 4)]
    return ["".join(groups), " ".join(groups), "-".join(groups)][style]


def card_visa():
    return fmt_card(luhn_complete("4" + str(rng.randint(10000, 99999)), 16))


def card_mc():
    p = str(rng.randint(51, 55)) if rng.random() < 0.7 else str(rng.randint(2221, 2720))
    return fmt_card(luhn_complete(p, 16))


def card_amex():
    return fmt_card(luhn_complete(rng.choice(["34", "37"]), 15))


def ssn():
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        s = "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = rng.choice(first) + rng.choice(second)
        if p not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
            break
    d = "".join(rng.choice(string.digits) for _ in range(6))
    s = rng.choice("ABCD")
    if rng.random() < 0.5:
        return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], s)
    return p + d + s


def mod97(s):
    return int("".join(str(int(c, 36)) for c in s)) % 97


def iban(cc, bban):
    cd = 98 - mod97(bban + cc + "00")
    raw = cc + "%02d" % cd + bban
    if rng.random() < 0.6:
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    return raw


def digits(n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def bban_fr():
    bank, branch, acct = digits(5), digits(5), digits(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return bank + branch + acct + "%02d" % key


def bban_es():
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(s):
        v = 11 - sum(int(c) * w[i] for i, c in enumerate(s)) % 11
        return {10: 1, 11: 0}.get(v, v)
    bank_branch, acct = digits(8), digits(10)
    return bank_branch + str(dc("00" + bank_branch)) + str(dc(acct)) + acct


def bban_pt():
    b = digits(19)
    return b + "%02d" % (98 - (int(b) * 100) % 97)


def bban_be():
    b = digits(10)
    c = int(b) % 97 or 97
    return b + "%02d" % c


PII_GEN = {
    "{CARD_VISA}": card_visa, "{CARD_MC}": card_mc, "{CARD_AMEX}": card_amex,
    "{SSN}": ssn, "{NINO}": nino,
    "{IBAN_DE}": lambda: iban("DE", digits(18)),
    "{IBAN_FR}": lambda: iban("FR", bban_fr()),
    "{IBAN_ES}": lambda: iban("ES", bban_es()),
    "{IBAN_PT}": lambda: iban("PT", bban_pt()),
    "{IBAN_BE}": lambda: iban("BE", bban_be()),
    "{IBAN_NL}": lambda: iban("NL", rng.choice(["ABNA", "RABO", "INGB", "TRIO"]) + digits(10)),
    "{IBAN_GB}": lambda: iban("GB", rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(14)),
    # Fictional / drama ranges where they exist (US 555-01xx, UK Ofcom drama, FR ARCEP fiction).
    "{PHONE_US}": lambda: rng.choice(["(%d) 555-01%02d", "+1 %d-555-01%02d", "%d.555.01%02d"]) % (rng.choice([202, 312, 415, 617, 720, 303]), rng.randint(0, 99)),
    "{PHONE_UK}": lambda: rng.choice(["07700 900%03d", "+44 7700 900%03d", "020 7946 0%03d"]) % rng.randint(0, 999),
    "{PHONE_FR}": lambda: rng.choice(["01 99 00 %02d %02d", "+33 1 99 00 %02d %02d", "06 39 98 %02d %02d"]) % (rng.randint(0, 99), rng.randint(0, 99)),
    "{PHONE_DE}": lambda: "+49 %s %s" % (rng.choice(["151", "160", "171", "30"]), digits(rng.choice([7, 8]))),
    "{PHONE_ES}": lambda: "+34 6%s %s %s" % (digits(2), digits(3), digits(3)),
    "{PHONE_PT}": lambda: "+351 9%s %s %s" % (rng.choice("1236") + digits(1), digits(3), digits(3)),
    "{PHONE_CN}": lambda: rng.choice(["1%s %s %s", "+86 1%s-%s-%s"]) % (rng.choice(["38", "39", "86", "58", "77"]), digits(4), digits(4)),
    "{PHONE_JP}": lambda: rng.choice(["090-%s-%s", "080-%s-%s", "+81 90-%s-%s"]) % (digits(4), digits(4)),
}


def fill_pii(t):
    for key, fn in PII_GEN.items():
        while key in t:
            t = t.replace(key, fn(), 1)
    return fill_common(t)


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "i": "\u0456", "y": "\u0443", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e",
        "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "P": "\u0420", "C": "\u0421"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def ob_zw(p):
    out = []
    for ch in p:
        out.append(ch)
        if ch != " " and rng.random() < 0.55:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_homoglyph(p):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in p)


def ob_fullwidth(p):
    return "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in p)


def ob_leet(p):
    return "".join(LEET.get(c, c) for c in p)


def ob_spacing(p):
    if any(ord(c) > 0x2E80 for c in p):
        return " ".join(c for c in p if c != " ")
    return "  ".join(" ".join(w) for w in p.split(" "))


def ascii_fold(p):
    return unicodedata.normalize("NFKD", p).encode("ascii", "ignore").decode()


def ob_tags(p, carrier):
    hidden = "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(p)) + "\U000e007f"
    return carrier + hidden


def ob_bidi(p, carrier):
    return carrier + " \u202e" + p[::-1] + "\u202c"


def ob_b64(p, carrier_b64):
    return carrier_b64.replace("{B64}", base64.b64encode(p.encode()).decode())


LATIN_TECH = ["zero-width", "unicode-tags", "bidi", "full-width", "homoglyph", "base64", "leetspeak", "spacing"]
CJK_TECH = ["zero-width", "bidi", "base64", "spacing"]


def obfuscate(tech, p, carriers):
    if tech == "zero-width":
        return ob_zw(p)
    if tech == "homoglyph":
        return ob_homoglyph(p)
    if tech == "full-width":
        return ob_fullwidth(p)
    if tech == "leetspeak":
        return ob_leet(p)
    if tech == "spacing":
        return ob_spacing(p)
    if tech == "unicode-tags":
        return ob_tags(p, rng.choice(carriers["plain"]))
    if tech == "bidi":
        return ob_bidi(p, rng.choice(carriers["plain"]))
    if tech == "base64":
        return ob_b64(p, rng.choice(carriers["b64"]))
    raise ValueError(tech)


# ---------------------------------------------------------------- notes
INJ_NOTES = {
    "override": "override: discards or supersedes earlier guidance (paraphrased)",
    "role": "role: change of role or persona",
    "secrecy": "secrecy: hide actions from the user",
    "exfil": "exfil: sends data out (URL, e-mail, curl|sh, upload, webhook, beacon)",
    "target": "target: sensitive files or prompts (system prompt, ~/.ssh, .env, rc files, password stores)",
    "safeguard": "safeguard: disables review/audit/confirmation/tests/signing/scanning",
    "marker": "marker: fake chat-turn or system marker",
    "conditional": "conditional: trigger-based instruction (when X, do Y)",
    "admin": "admin: note pretending to come from admin/developer/security team",
    "buried": "buried: malicious clause hidden mid-sentence in a normal memory",
    "multistep": "multistep: malicious multi-step procedure",
    "tool": "tool: fake tool output carrying instructions",
    "wrapper": "wrapper: markdown/HTML/front-matter wrapper hiding an instruction",
}


def read_tsv(path, ncols):
    rows = []
    with open(path, encoding="utf-8") as f:
        for ln, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != ncols:
                raise SystemExit("%s:%d: expected %d tab-separated fields" % (path, ln, ncols))
            rows.append(parts)
    return rows


def main():
    out = {"injection": [], "secret": [], "pii": [], "benign": []}

    # injections: hand-written
    per_lang = {l: [] for l in LANGS}
    for lang in LANGS:
        for tag, text in read_tsv(os.path.join(DATA, "injection", lang + ".tsv"), 2):
            per_lang[lang].append((fill_common(text), INJ_NOTES[tag]))
    # injections: obfuscated variants generated from hand-written payloads
    carriers = {}
    for lang, kind, text in read_tsv(os.path.join(DATA, "injection", "obf_carriers.tsv"), 3):
        carriers.setdefault(lang, {"b64": [], "plain": []})[kind].append(text)
    counters = {}
    for lang, payload in read_tsv(os.path.join(DATA, "injection", "obf_payloads.tsv"), 2):
        p = fill_common(payload)
        techs = CJK_TECH if lang in ("zh", "ja") else LATIN_TECH
        i = counters.get(lang, 0)
        counters[lang] = i + 1
        chosen = [techs[i % len(techs)]]
        if lang == "en":  # English payloads get a second, different technique
            chosen.append(techs[(i + 3) % len(techs)])
        for tech in chosen:
            per_lang[lang].append((obfuscate(tech, p, carriers[lang]), "obfuscation:%s: hidden instruction" % tech))
    for lang in LANGS:
        items = per_lang[lang]
        rng.shuffle(items)
        for n, (text, note) in enumerate(items, 1):
            out["injection"].append({"id": "t3-inj-%s-%03d" % (lang, n), "class": "injection",
                                     "lang": lang, "text": text, "note": note})

    # secrets
    by_lang = {l: [] for l in LANGS}
    for lang, kind, text in read_tsv(os.path.join(DATA, "secret", "templates.tsv"), 3):
        by_lang[lang].append((fill_secret(text), "secret:%s" % kind))
    for lang in LANGS:
        for n, (text, note) in enumerate(by_lang[lang], 1):
            out["secret"].append({"id": "t3-sec-%s-%03d" % (lang, n), "class": "secret",
                                  "lang": lang, "text": text, "note": note})

    # pii
    by_lang = {l: [] for l in LANGS}
    for lang, kind, text in read_tsv(os.path.join(DATA, "pii", "templates.tsv"), 3):
        by_lang[lang].append((fill_pii(text), "%s: personal data" % kind))
    for lang in LANGS:
        for n, (text, note) in enumerate(by_lang[lang], 1):
            out["pii"].append({"id": "t3-pii-%s-%03d" % (lang, n), "class": "pii",
                               "lang": lang, "text": text, "note": note})

    # benign
    for lang in LANGS:
        rows = read_tsv(os.path.join(DATA, "benign", lang + ".tsv"), 2)
        items = []
        for tag, text in rows:
            if tag.startswith("hard:"):
                note = "hard: innocent use of attack vocabulary (%s)" % tag.split(":", 1)[1]
            else:
                note = "plain: ordinary memory"
            items.append((fill_common(text), note))
        rng.shuffle(items)
        for n, (text, note) in enumerate(items, 1):
            out["benign"].append({"id": "t3-ben-%s-%03d" % (lang, n), "class": "benign",
                                  "lang": lang, "text": text, "note": note})

    for cls, rows in out.items():
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print("%-10s %d" % (cls, len(rows)))


if __name__ == "__main__":
    main()
