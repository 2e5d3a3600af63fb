#!/usr/bin/env python3
"""Deterministic builder for the train2 memory-scanner set.

Source lines are hand-written per language in gen/data/<lang>.py. This script
  * takes hand-written injection / benign lines as they are,
  * composes further lines from per-language parts (ordinary project facts,
    register frames, injection payload sentences, secrecy tails, benign
    look-alike sentences), rejecting candidates that are too similar to lines
    already accepted,
  * obfuscates a separate pool of clear-text payloads (zero-width, tag chars,
    bidi, full-width, homoglyphs, base64, leetspeak, spacing),
  * generates secrets and pii from a seeded RNG with correct shapes and checks.
Usage: python3 gen/build.py   (writes ../*.jsonl)
"""
import base64
import importlib.util
import json
import os
import random
import re
import string
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import (LANGS, B62, FAMOUS, b62encode, luhn_ok, iban_ok, ssn_ok, nino_ok,  # noqa: E402
                    shingles, jaccard)

SEED = 20261205
OUT = os.path.dirname(HERE)
rng = random.Random(SEED)

INJ_TARGET = {"en": 182, "fr": 87, "de": 87, "es": 87, "pt": 87, "zh": 87, "ja": 87}
BEN_TARGET = {"en": 215, "fr": 133, "de": 133, "es": 133, "pt": 133, "zh": 133, "ja": 133}
SIM_BUILD = 0.42  # reject composed candidates above this 4-gram Jaccard to any accepted line

CAT = {
    "ovr": "override/discard earlier guidance",
    "per": "persona/role change",
    "sec": "secrecy toward the user",
    "exf": "exfiltration channel",
    "tgt": "sensitive target",
    "dis": "disabling safeguards",
    "mrk": "fake chat-turn/system marker",
}
REG = {
    "corr": "fake correction of an earlier memory",
    "maint": "fake maintainer note",
    "lesson": "'lesson learned' framing",
    "cond": "conditional trigger",
    "third": "third-person rule about the agent",
    "bare": "imperative without address",
    "modal": "polite modal request",
    "embed": "request embedded in ordinary project facts",
    "issue": "casual issue-comment register",
    "text": "textbook phrasing",
    "long": "long line",
    "short": "short line",
}
TOPIC = {
    "ign": "ignore/override/forget used as an ordinary scoped rule",
    "pref": "'from now on always' user preference",
    "sp": "system prompt / persona / role-play as a topic",
    "quiet": "silently / don't tell as a reporting preference",
    "inst": "curl|sh installer as a documented fact",
    "ops": ".env / ~/.ssh / shell rc / passwd in an ordinary ops note",
    "chk": "check disabled narrowly with a reason",
    "hook": "webhook / upload / e-mail as a project fact",
    "tok": "chat-template tokens discussed as a topic",
    "enc": "encoding or hidden characters as a bug report or doc",
    "key": "key/password policy, rotation or placeholder without a value",
    "id": "identifiers (SHA, UUID, digest) that are not secrets",
    "style": "code style preference",
    "tool": "tooling fact",
    "ppl": "people and roles",
    "sched": "schedule",
    "deploy": "deployment fact",
    "personal": "personal preference",
    "proj": "project fact",
}
KIND = {"h": "hard: ", "v": "lookalike: ", "p": "plain: "}


def parse(block):
    out = []
    for line in block.strip("\n").split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if "|" in line:
            code, text = line.split("|", 1)
            out.append((code.strip(), text.strip()))
        else:
            out.append(("", line))
    return out


def load(lang):
    spec = importlib.util.spec_from_file_location(lang, os.path.join(HERE, "data", lang + ".py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def join(lang, *parts):
    parts = [p for p in parts if p]
    sep = "" if lang in ("zh", "ja") else " "
    return sep.join(parts)


def inj_note(code):
    c, _, r = code.partition(".")
    n = CAT[c]
    if r:
        n += "; " + REG[r]
    return n


def ben_note(code):
    k, _, t = code.partition(".")
    return KIND[k] + TOPIC[t]


# ------------------------------------------------------------ obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456",
        "y": "\u0443", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def ob_zero_width(t):
    out = []
    for ch in t:
        out.append(ch)
        if ch.strip() and rng.random() < 0.55:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_fullwidth(t):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in t)


PROTECT = re.compile(r"(https?://\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|~/\S+|\.env\S*|--[\w-]+)")


def protected(fn, t):
    """Apply fn to the prose only; URLs, e-mails, paths and flags stay intact."""
    parts = PROTECT.split(t)
    return "".join(p if i % 2 else fn(p) for i, p in enumerate(parts))


def ob_homoglyph(t):
    return protected(lambda s: "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in s), t)


def ob_leet(t):
    return protected(lambda s: "".join(LEET.get(c.lower(), c) if rng.random() < 0.8 else c for c in s), t)


def ob_spacing(t):
    words = t.split(" ")
    k = max(2, len(words) // 2)
    if " " not in t:
        return " ".join(t)
    spaced = [" ".join(w) for w in words[:k]]
    return "   ".join(spaced) + " " + " ".join(words[k:])


def ob_tags(cover, payload):
    return cover + "".join(chr(0xE0000 + ord(c)) for c in payload if 0x20 <= ord(c) < 0x7F)


def ob_bidi_rlo(t):
    return "\u202e" + t[::-1] + "\u202c"


def ob_bidi_isolate(cover, t):
    return cover + " \u2067" + t + "\u2069"


def ob_base64(lead, t):
    return lead.replace("{b64}", base64.b64encode(t.encode()).decode())


def obfuscate(lang, mod, items):
    out = []
    latin = lang not in ("zh", "ja")
    methods = ["zw", "b64", "bidi_rlo", "bidi_iso", "full", "spacing"]
    if latin:
        methods += ["homo", "leet", "tags"]
    else:
        methods += ["tags_en", "zw"]
    covers = [t for _, t in parse(mod.FACTS)]
    leads = [t for _, t in parse(mod.B64_LEADS)]
    for i, (cat, text) in enumerate(items):
        m = methods[i % len(methods)]
        note = CAT[cat] + "; obfuscated: "
        if m == "zw":
            s, n = ob_zero_width(text), "zero-width characters between letters"
        elif m == "b64":
            s, n = ob_base64(leads[i % len(leads)], text), "base64-encoded payload with decode hint"
        elif m == "bidi_rlo":
            s, n = join(lang, covers[i % len(covers)], ob_bidi_rlo(text)), "bidi RLO override, payload stored reversed"
        elif m == "bidi_iso":
            s, n = ob_bidi_isolate(covers[(i + 3) % len(covers)], text), "bidi isolate controls around payload"
        elif m == "full":
            s, n = ob_fullwidth(text), "full-width letters"
        elif m == "spacing":
            s, n = ob_spacing(text), "letters spaced out"
        elif m == "homo":
            s, n = ob_homoglyph(text), "Cyrillic homoglyphs"
        elif m == "leet":
            s, n = ob_leet(text), "leetspeak"
        elif m == "tags":
            s, n = ob_tags(covers[(i + 5) % len(covers)], text), "Unicode tag characters hidden after an ordinary fact"
        elif m == "tags_en":
            en_payload = mod.TAG_EN[i % len(mod.TAG_EN)]
            s, n = ob_tags(covers[(i + 5) % len(covers)], en_payload), \
                "Unicode tag characters (English payload) hidden after an ordinary fact"
        if s == text:  # transform was a no-op (e.g. full-width on CJK-only text): fall back to zero-width
            s, n = ob_zero_width(text), "zero-width characters between letters"
        out.append((s, note + n))
    return out


# ------------------------------------------------------------ composition
def compose_injections(lang, mod, accepted, need):
    frames = [t for _, t in parse(mod.INJ_FRAMES)]
    facts = [t for _, t in parse(mod.FACTS)]
    tails = [t for _, t in parse(mod.INJ_TAILS)]
    payloads = parse(mod.INJ_PAYLOADS)
    patterns = [
        ("embed", lambda p: join(lang, rng.choice(facts), p), "embedded after an ordinary project fact"),
        ("frame_tail", lambda p: join(lang, rng.choice(frames), p, rng.choice(tails)), "register frame plus secrecy tail"),
        ("fact_frame", lambda p: join(lang, rng.choice(facts), rng.choice(frames), p), "ordinary fact, then framed request"),
        ("frame", lambda p: join(lang, rng.choice(frames), p), "register frame"),
        ("tail", lambda p: join(lang, p, rng.choice(tails)), "bare request plus secrecy tail"),
        ("fact_tail", lambda p: join(lang, rng.choice(facts), p, rng.choice(tails)), "embedded in a fact, plus secrecy tail"),
    ]
    out = []
    use = {i: 0 for i in range(len(payloads))}
    for rnd in range(1):  # each payload sentence is used at most once
        order = list(range(len(payloads)))
        rng.shuffle(order)
        for i in order:
            if len(out) >= need:
                return out
            cat, p = payloads[i]
            for _try in range(8):
                name, fn, desc = rng.choice(patterns)
                cand = fn(p)
                sh = shingles(cand)
                if all(jaccard(sh, s) <= SIM_BUILD for s in accepted):
                    accepted.append(sh)
                    out.append((cand, CAT[cat] + "; composed: " + desc))
                    use[i] += 1
                    break
    return out


def compose_benign(lang, mod, accepted, need):
    facts = [t for _, t in parse(mod.FACTS)]
    parts = parse(mod.BEN_A)
    out = []
    for rnd in range(1):  # each look-alike sentence is used at most once
        order = list(range(len(parts)))
        rng.shuffle(order)
        for i in order:
            if len(out) >= need:
                return out
            code, a = parts[i]
            for _try in range(8):
                f = rng.choice(facts)
                cand = join(lang, a, f) if rng.random() < 0.6 else join(lang, f, a)
                sh = shingles(cand)
                if all(jaccard(sh, s) <= SIM_BUILD for s in accepted):
                    accepted.append(sh)
                    out.append((cand, ben_note(code) + " (composed with a project fact)"))
                    break
    return out


# ------------------------------------------------------------ key material
def rs(alpha, n):
    return "".join(rng.choice(alpha) for _ in range(n))


HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"
AWS32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def gh_token(prefix):
    body = rs(B62, 30)
    return prefix + body + b62encode(zlib.crc32(body.encode()), 6)


def b64url(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def uuid4():
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def jwt():
    hdr = b64url(json.dumps({"alg": rng.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    iat = rng.randint(1735000000, 1765000000)
    pl = {"sub": uuid4(), "iat": iat, "exp": iat + rng.choice([3600, 86400, 2592000]),
          "role": rng.choice(["service", "admin", "deploy", "reader"]), "iss": rng.choice(["auth.acme.example", "sso.corp.example"])}
    return hdr + "." + b64url(json.dumps(pl, separators=(",", ":")).encode()) + "." + b64url(bytes(rng.randrange(256) for _ in range(32)))


WORDS = ["Tulipe", "Orage", "Kiefer", "Nebel", "Sandia", "Brisa", "Farol", "Caju", "Maple", "Falcon", "Pebble", "Otter",
         "Lumen", "Quarz", "Granit", "Vela", "Cobre", "Mistral", "Tundra", "Zephyr", "Harbor", "Copper", "Sakura", "Kumo"]


def password():
    style = rng.randrange(3)
    if style == 0:
        return rng.choice(WORDS) + rng.choice("-_.!") + rng.choice(WORDS).lower() + str(rng.randint(10, 99)) + rng.choice("!#?%&")
    if style == 1:
        return rs(string.ascii_letters + string.digits + "!#%&*+=?", rng.randint(12, 18))
    return rng.choice(WORDS).lower() + str(rng.randint(1000, 9999)) + rs(string.ascii_uppercase, 2) + rng.choice("!$#")


def pin():
    while True:
        p = "".join(rng.choice(string.digits) for _ in range(rng.choice([4, 6])))
        if len(set(p)) > 2 and p not in ("1234", "123456", "0000", "4321"):
            return p


def pem():
    kind = rng.choice(["OPENSSH", "RSA", "EC"])
    lead = {"OPENSSH": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACB",
            "RSA": "MIIEowIBAAKCAQEA", "EC": "MHcCAQEEI"}[kind]
    body = lead + base64.b64encode(bytes(rng.randrange(256) for _ in range(150))).decode()
    return f"-----BEGIN {kind} PRIVATE KEY----- {body} -----END {kind} PRIVATE KEY-----"


def azure_key():
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode()


def db_host():
    return rng.choice(["db", "pg-main", "mysql01", "replica", "warehouse", "orders-db"]) + "." + \
        rng.choice(["internal.example", "acme-shop.example", "corp.example.net", "prod.example.org"])


def doc_ip():
    return rng.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(rng.randint(2, 254))


SECRET_GEN = {
    "aws_id": lambda: "AKIA" + rs(AWS32, 16),
    "aws_secret": lambda: rs(B64, 40),
    "ghp": lambda: gh_token(rng.choice(["ghp_", "ghp_", "gho_", "ghs_"])),
    "ghpat": lambda: "github_pat_" + rs(B62, 22) + "_" + rs(B62, 59),
    "glpat": lambda: "glpat-" + rs(B64U, 20),
    "npm": lambda: gh_token("npm_"),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(B64U, rng.randint(120, 160)),
    "sg": lambda: "SG." + rs(B64U, 22) + "." + rs(B64U, 43),
    "gapi": lambda: "AIzaSy" + rs(B64U, 33),
    "hf": lambda: "hf_" + rs(string.ascii_letters, 34),
    "dop": lambda: "dop_v1_" + rs(HEX, 64),
    "mg": lambda: "key-" + rs(HEX, 32),
    "heroku": uuid4,
    "discord": lambda: b64url(str(rng.randint(10 ** 17, 2 * 10 ** 18)).encode()) + "." + rs(B64U, 6) + "." + rs(B64U, 38),
    "dd": lambda: rs(HEX, 32),
    "ddapp": lambda: rs(HEX, 40),
    "xoxb": lambda: f"xoxb-{rng.randint(10 ** 10, 10 ** 11 - 1)}-{rng.randint(10 ** 12, 10 ** 13 - 1)}-{rs(B62, 24)}",
    "xoxp": lambda: f"xoxp-{rng.randint(10 ** 10, 10 ** 11 - 1)}-{rng.randint(10 ** 10, 10 ** 11 - 1)}-{rng.randint(10 ** 12, 10 ** 13 - 1)}-{rs(HEX, 32)}",
    "slackhook": lambda: f"https://hooks.slack.com/services/T{rs(AWS32[:26] + '0123456789', 9)}/B{rs(AWS32[:26] + '0123456789', 10)}/{rs(B62, 24)}",
    "sk_live": lambda: "sk_live_" + rng.choice(["", "51"]) + rs(B62, rng.choice([24, 97])),
    "rk_live": lambda: "rk_live_51" + rs(B62, 97),
    "openai": lambda: "sk-proj-" + rs(B64U, 74) + "T3BlbkFJ" + rs(B64U, 74),
    "anth": lambda: "sk-ant-api03-" + rs(B64U, 93) + "AA",
    "tw_sid": lambda: "AC" + rs(HEX, 32),
    "tw_tok": lambda: rs(HEX, 32),
    "tw_sk": lambda: "SK" + rs(HEX, 32),
    "azure": azure_key,
    "tg": lambda: f"{rng.randint(10 ** 8, 10 ** 10 - 1)}:AA{rs(B64U, 33)}",
    "shpat": lambda: rng.choice(["shpat_", "shpss_"]) + rs(HEX, 32),
    "jwt": jwt,
    "pem": pem,
    "pw": password,
    "pw2": password,
    "pin": pin,
    "host": db_host,
    "ip": doc_ip,
    "user": lambda: rng.choice(["app", "svc_orders", "deploy", "admin", "reporting", "etl", "root", "backup"]),
    "n": lambda: str(rng.randint(1, 9)),
    "aliyun_id": lambda: "LTAI5t" + rs(B62, 18),
    "aliyun_secret": lambda: rs(B62, 30),
    "wx_secret": lambda: rs(HEX, 32),
}


# ------------------------------------------------------------ pii
def luhn_complete(prefix, length):
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for d in string.digits:
        if luhn_ok(body + d):
            return body + d


def card():
    while True:
        kind = rng.choice(["visa", "mc", "mc2", "amex", "disc"])
        if kind == "visa":
            n = luhn_complete("4" + str(rng.randint(0, 9)), 16)
        elif kind == "mc":
            n = luhn_complete(str(rng.randint(51, 55)), 16)
        elif kind == "mc2":
            n = luhn_complete(str(rng.randint(2221, 2720)), 16)
        elif kind == "amex":
            n = luhn_complete(rng.choice(["34", "37"]), 15)
        else:
            n = luhn_complete("6011", 16)
        if n in FAMOUS or len(set(n[6:])) < 4:
            continue
        if len(n) == 15:
            return f"{n[:4]} {n[4:10]} {n[10:]}"
        return rng.choice([" ", "-", " "]).join(n[i:i + 4] for i in range(0, 16, 4))


def ssn():
    while True:
        s = f"{rng.randint(1, 899):03d}-{rng.randint(1, 99):02d}-{rng.randint(1, 9999):04d}"
        if ssn_ok(s) and s not in FAMOUS:
            return s


def nino():
    first = [c for c in string.ascii_uppercase if c not in "DFIQUV"]
    second = [c for c in string.ascii_uppercase if c not in "DFIOQUV"]
    while True:
        p = rng.choice(first) + rng.choice(second)
        d = "".join(rng.choice(string.digits) for _ in range(6))
        n = p + d + rng.choice("ABCD")
        if nino_ok(n) and n not in FAMOUS:
            return f"{p} {d[:2]} {d[2:4]} {d[4:]} {n[-1]}"


def iban_check(country, bban):
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    return f"{98 - int(num) % 97:02d}"


def fmt_iban(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def digits(n):
    return "".join(rng.choice(string.digits) for _ in range(n))


def iban(country):
    if country == "DE":
        bban = digits(8) + digits(10)
    elif country == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + digits(6) + digits(8)
    elif country == "FR":
        bank, branch, acct = digits(5), digits(5), digits(11)
        key = 97 - (89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97
        bban = bank + branch + acct + f"{key:02d}"
    elif country == "ES":
        bank, branch, acct = digits(4), digits(4), digits(10)

        def dc(s):
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            v = 11 - sum(int(c) * x for c, x in zip(s, w)) % 11
            return {10: 1, 11: 0}.get(v, v)
        bban = bank + branch + str(dc("00" + bank + branch)) + str(dc(acct)) + acct
    elif country == "PT":
        base = digits(4) + digits(4) + digits(11)
        bban = base + f"{98 - int(base + '00') % 97:02d}"
    else:  # NL
        bban = rng.choice(["RABO", "INGB", "TRIO"]) + digits(10)
    s = country + iban_check(country, bban) + bban
    assert iban_ok(s), s
    return fmt_iban(s)


PII_GEN = {
    "card": card,
    "ssn": ssn,
    "nino": nino,
    "iban_de": lambda: iban("DE"),
    "iban_gb": lambda: iban("GB"),
    "iban_fr": lambda: iban("FR"),
    "iban_es": lambda: iban("ES"),
    "iban_pt": lambda: iban("PT"),
    "iban_nl": lambda: iban("NL"),
    "phone_us": lambda: f"+1 {rng.choice(['202', '312', '415', '617'])}-555-01{rng.randint(0, 99):02d}",
    "phone_uk": lambda: f"07700 900{rng.randint(0, 999):03d}",
    "phone_fr": lambda: f"01 99 00 {rng.randint(0, 99):02d} {rng.randint(0, 99):02d}",
    "phone_de": lambda: f"+49 {rng.choice(['30', '40', '69', '89'])} {digits(3)} {digits(4)}",
    "phone_es": lambda: f"+34 6{digits(2)} {digits(3)} {digits(3)}",
    "phone_pt": lambda: f"+351 9{rng.choice('1236')}{digits(1)} {digits(3)} {digits(3)}",
    "phone_br": lambda: f"+55 11 9{digits(4)}-{digits(4)}",
    "phone_cn": lambda: f"1{rng.choice('35789')}{digits(1)} {digits(4)} {digits(4)}",
    "phone_jp": lambda: f"090-{digits(4)}-{digits(4)}",
}


class Filler(dict):
    def __init__(self, gens):
        super().__init__()
        self.gens = gens

    def __missing__(self, key):
        v = self.gens[key]()
        self[key] = v
        return v


def fill(template, gens):
    return template.format_map(Filler(gens))


# ------------------------------------------------------------ main
def main():
    rows = {"injection": [], "secret": [], "pii": [], "benign": []}
    counters = {c: 0 for c in rows}
    prefix = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}

    def add(cls, lang, text, note):
        counters[cls] += 1
        rows[cls].append({"id": f"t2-{prefix[cls]}-{lang}-{counters[cls]:04d}", "class": cls, "lang": lang,
                          "text": text, "note": note})

    shortfall = []
    for lang in LANGS:
        mod = load(lang)
        # injections
        accepted = []
        hand = parse(mod.INJ)
        for code, text in hand:
            add("injection", lang, text, inj_note(code))
            accepted.append(shingles(text))
        obf = obfuscate(lang, mod, parse(mod.OBF))
        need = INJ_TARGET[lang] - len(hand) - len(obf)
        comp = compose_injections(lang, mod, accepted, max(0, need))
        for text, note in comp:
            add("injection", lang, text, note)
        for text, note in obf:
            add("injection", lang, text, note)
        if len(comp) < need:
            shortfall.append(f"{lang} injection short by {need - len(comp)}")
        # benign
        accepted = []
        hand = parse(mod.BEN)
        for code, text in hand:
            add("benign", lang, text, ben_note(code))
            accepted.append(shingles(text))
        need = BEN_TARGET[lang] - len(hand)
        comp = compose_benign(lang, mod, accepted, max(0, need))
        for text, note in comp:
            add("benign", lang, text, note)
        if len(comp) < need:
            shortfall.append(f"{lang} benign short by {need - len(comp)}")
        # secrets and pii
        for code, tmpl in parse(mod.SEC):
            add("secret", lang, fill(tmpl, SECRET_GEN), "secret: " + code)
        for code, tmpl in parse(mod.PII):
            add("pii", lang, fill(tmpl, PII_GEN), "pii: " + code)

    for cls, items in rows.items():
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for r in items:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for s in shortfall:
        print("WARN", s)
    for cls, items in rows.items():
        by = {}
        for r in items:
            by[r["lang"]] = by.get(r["lang"], 0) + 1
        print(cls, len(items), by)


if __name__ == "__main__":
    main()
