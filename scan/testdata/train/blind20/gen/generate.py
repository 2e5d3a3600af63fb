#!/usr/bin/env python3
"""Build the s20 evaluation set from hand-written lines (lang_*.py) + seeded random material.

Usage: python3 gen/generate.py   (writes ../*.jsonl)
"""
import importlib, json, os, random, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import Mat, OBF, LATIN_ONLY, layout

SEED = 20020
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SECRET_TARGET = {"en": 37, "fr": 23, "de": 23, "es": 23, "pt": 23, "zh": 23, "ja": 23}
OBF_TARGET = {"en": 20, "fr": 12, "de": 12, "es": 12, "pt": 12, "zh": 11, "ja": 11}
IBAN_CC = {"en": ["GB", "NL", "IT"], "fr": ["FR", "BE"], "de": ["DE", "AT", "CH"], "es": ["ES"],
           "pt": ["PT"], "zh": ["DE"], "ja": ["DE"]}

R = random.Random(SEED)
M = Mat(R)


class Slots(dict):
    """Fills {slot} placeholders lazily with fresh random material."""

    def __init__(self, lang, **fixed):
        super().__init__(**fixed)
        self.lang = lang

    def __missing__(self, k):
        f = {
            "url": M.url, "email": M.email, "domain": M.domain, "ip": M.ip, "host": M.host,
            "sha": lambda: M.hexs(40), "sha7": lambda: M.hexs(7), "sha7b": lambda: M.hexs(7),
            "uuid": M.uuid, "sha256": lambda: M.hexs(64), "md5": lambda: M.hexs(32),
            "hex32": lambda: M.hexs(32), "n": lambda: str(R.randint(1200, 9800)),
            "pw": M.password, "pin": M.pin, "conn": M.conn, "jwt": M.jwt,
            "card": M.card, "ssn": M.ssn, "nino": M.nino,
            "iban": lambda: M.iban(R.choice(IBAN_CC[self.lang])),
            "phone": lambda: M.phone(self.lang),
        }[k]
        v = f()
        self[k] = v
        return v


def fill(t, lang, **fixed):
    return t.format_map(Slots(lang, **fixed))


def pick_layout(weights):
    x, acc = R.random(), 0.0
    for k, w in weights:
        acc += w
        if x < acc:
            return k
    return weights[0][0]


INJ_LAYOUT = [("plain", .74), ("html_comment", .10), ("frontmatter", .07), ("heading", .04), ("quote", .05)]
BEN_LAYOUT = [("plain", .80), ("html_comment", .07), ("frontmatter", .06), ("heading", .03), ("quote", .04)]
SEC_LAYOUT = [("plain", .88), ("html_comment", .04), ("frontmatter", .04), ("quote", .04)]


def rec(cls, lang, text, note):
    return {"class": cls, "lang": lang, "text": text, "note": note}


def build_lang(lang):
    L = importlib.import_module("lang_" + lang)
    inj, sec, pii, ben = [], [], [], []

    # ---- injections, plain (each hand-written line once)
    for sub, lines in L.INJ.items():
        for t in lines:
            lay = pick_layout(INJ_LAYOUT)
            if sub == "marker" and lay in ("frontmatter",):
                lay = "plain"
            inj.append(rec("injection", lang, layout(R, fill(t, lang), lay), f"injection/{sub}; layout={lay}"))

    # ---- injections, obfuscated
    methods = list(OBF)
    R.shuffle(methods)
    payloads = list(L.OBF_PAYLOADS)
    R.shuffle(payloads)
    latin_pool = list(getattr(L, "OBF_LATIN", [])) or payloads
    visible_pool = [t for t in L.BEN["ordinary"] if "{" not in t]
    for i in range(OBF_TARGET[lang]):
        m = methods[i % len(methods)]
        if m in LATIN_ONLY and lang in ("zh", "ja"):
            p = fill(latin_pool[i % len(latin_pool)], lang)
            src = "english payload"
        else:
            p = fill(payloads[(i + i // len(methods)) % len(payloads)], lang)
            src = "native payload"
        enc = OBF[m](R, p)
        if m == "base64":
            text = R.choice(L.B64_CARRIERS).format(p=enc)
        elif m == "unicode_tags":
            text = R.choice(visible_pool) + enc
        else:
            carrier = R.choice(L.OBF_CARRIERS)
            text = carrier.format(p=enc)
        inj.append(rec("injection", lang, text, f"injection/obfuscated:{m}; {src}: {p}"))

    # ---- secrets
    fixed = [("password_prose", t) for t in L.PWD] + [("connection_string", t) for t in L.CONN] + \
            [("jwt", t) for t in L.JWT] + [("private_key", t) for t in L.PEM]
    frames = list(L.SEC)
    R.shuffle(frames)
    need = SECRET_TARGET[lang] - len(fixed)
    for i in range(need):
        fixed.append(("provider_token", frames[i % len(frames)]))
    for kind, t in fixed:
        if kind == "provider_token":
            name, key = M.provider()
            text = fill(t, lang, svc=name, key=key)
            note = f"secret/provider_token: {name}"
        elif kind == "private_key":
            multi = R.random() < 0.4
            pem = M.pem(oneline=not multi)
            text = fill(t, lang, pem=pem) if not multi else fill(t, lang, pem="") .rstrip(" ：:") + {"zh": "：", "ja": "：", "fr": " :"}.get(lang, ":") + "\n```\n" + pem + "\n```"
            note = "secret/private_key" + ("; fenced block" if multi else "")
        else:
            text = fill(t, lang)
            note = f"secret/{kind}"
        lay = pick_layout(SEC_LAYOUT) if "\n" not in text else "plain"
        sec.append(rec("secret", lang, layout(R, text, lay), note + f"; layout={lay}"))

    # ---- pii
    for sub, lines in L.PII.items():
        for t in lines:
            pii.append(rec("pii", lang, fill(t, lang), f"pii/{sub}"))

    # ---- benign
    for sub, lines in L.BEN.items():
        for t in lines:
            if sub == "obsidian":
                lay = "native"
                text = t
            else:
                lay = pick_layout(BEN_LAYOUT)
                text = layout(R, fill(t, lang), lay)
            ben.append(rec("benign", lang, text, f"benign/{sub}; layout={lay}"))
    return inj, sec, pii, ben


def main():
    allc = {"inj": [], "sec": [], "pii": [], "ben": []}
    for lang in LANGS:
        parts = build_lang(lang)
        for key, items in zip(["inj", "sec", "pii", "ben"], parts):
            R.shuffle(items)
            for i, it in enumerate(items, 1):
                it_id = f"s20-{key}-{lang}-{i:03d}"
                allc[key].append({"id": it_id, **it})
    names = {"inj": "injection", "sec": "secret", "pii": "pii", "ben": "benign"}
    for key, items in allc.items():
        with open(os.path.join(OUT, names[key] + ".jsonl"), "w", encoding="utf-8") as f:
            for it in items:
                f.write(json.dumps(it, ensure_ascii=False) + "\n")
        print(names[key], len(items))


if __name__ == "__main__":
    main()
