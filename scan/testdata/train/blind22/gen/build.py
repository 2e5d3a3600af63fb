#!/usr/bin/env python3
"""Build the s22 evaluation set for a memory scanner.

Usage:  python3 gen/build.py            (writes ../*.jsonl next to gen/)

Natural-language lines are hand-written per language in gen/lang_*.py.
This script only shuffles them, wraps them in note/memory layouts, applies
obfuscation transforms, and fills slots ({url}, {key}, {card}, ...) with
random material.  A single random.Random(22022) drives every choice, so the
output is byte-identical on every run.
"""
import base64
import importlib
import json
import os
import re
import sys
import unicodedata
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

import shapes as S  # noqa: E402

SEED = 22022
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

INJ_N = {"en": 140, "fr": 70, "de": 70, "es": 70, "pt": 70, "zh": 70, "ja": 70}
OBF_N = {"en": 24, "fr": 11, "de": 11, "es": 11, "pt": 11, "zh": 11, "ja": 11}
SEC_KEY_N = 14          # provider-shaped key lines per language
SEC_PROSE_N = 11        # passwords / PINs stated in prose per language
PII_N = {"en": 12, "fr": 8, "de": 8, "es": 8, "pt": 8, "zh": 8, "ja": 8}
BEN_N = {"en": 148, "fr": 72, "de": 72, "es": 72, "pt": 72, "zh": 72, "ja": 72}

INJ_DESC = {
    "override": "discards or outranks earlier guidance without the stock phrase",
    "role": "changes the agent's role, persona or principal",
    "secrecy": "asks the agent to hide what it does from the user",
    "exfil": "sends data out through a URL, mail, webhook, pipe-to-shell, upload or beacon",
    "target": "points the agent at a sensitive target (system prompt, keys, ~/.ssh, .env, rc files, password stores)",
    "disable": "switches off a safeguard (review, audit, confirmation, tests, signing, secret scanning)",
    "marker": "fake chat-turn / system marker",
}
OBF_DESC = {
    "zw": "zero-width characters sprinkled through the instruction",
    "tag": "instruction hidden in Unicode tag characters after a harmless visible line",
    "bidi": "instruction stored reversed inside a right-to-left override",
    "fullwidth": "instruction written in full-width forms",
    "homoglyph": "Latin letters swapped for Cyrillic look-alikes",
    "base64": "instruction base64-encoded inside a harmless-looking wrapper",
    "leet": "instruction in leetspeak",
    "spacing": "key words spelled with spaces between letters",
}

LAYOUT_W = {
    "injection": [("plain", 64), ("comment", 13), ("frontmatter", 8), ("callout", 5), ("heading", 4), ("fence", 6)],
    "benign": [("plain", 73), ("comment", 7), ("frontmatter", 8), ("callout", 5), ("heading", 4), ("fence", 3)],
    "secret": [("plain", 74), ("comment", 5), ("frontmatter", 8), ("fence", 10), ("callout", 3)],
    "pii": [("plain", 84), ("frontmatter", 10), ("callout", 6)],
}
FM_KEYS = ["note", "summary", "context", "memo", "remember", "agent_hint", "description", "tldr"]


class Gen:
    def __init__(self):
        self.rng = random.Random(SEED)
        r = self.rng
        # provider order is shuffled once and cycled over all languages
        self.providers = list(S.PROVIDERS)
        r.shuffle(self.providers)
        self.pi = 0

    # ------------------------------------------------------------ slots
    def slot(self, name, lang, ctx):
        r = self.rng
        if name in ctx:
            return ctx[name]
        simple = {
            "url": lambda: S.url(r), "host": lambda: S.host(r), "email": lambda: S.email(r),
            "ip": lambda: S.ip(r), "sha": lambda: S.sha1(r), "short": lambda: S.short_sha(r),
            "sha256": lambda: S.sha256(r), "uuid": lambda: S.uuid4(r), "date": lambda: S.date(r),
            "ver": lambda: S.ver(r), "n": lambda: str(r.randint(12, 4800)),
            "name": lambda: r.choice(S.FIRST), "person": lambda: S.person(r),
            "port": lambda: str(r.choice([2222, 3000, 5432, 8080, 8443, 9000, 6443])),
            "hook": lambda: f"https://{S.host(r)}/hooks/{S.rs(r, S.LO + S.DIG, 10)}",
            "pw": lambda: S.password(r), "pin": lambda: S.pin(r), "user": lambda: r.choice(S.USERS),
            "card": lambda: S.card(r), "ssn": lambda: S.ssn(r), "nino": lambda: S.nino(r),
            "iban": lambda: S.iban(r), "phone": lambda: S.phone(r, lang),
        }
        if name in simple:
            v = simple[name]()
        elif name.startswith("iban_"):
            v = S.iban(r, name[5:])
        elif name.startswith("phone_"):
            v = S.phone(r, name[6:])
        else:
            return None
        ctx[name] = v
        return v

    def fill(self, text, lang, ctx=None):
        ctx = {} if ctx is None else ctx

        def rep(m):
            v = self.slot(m.group(1), lang, ctx)
            return m.group(0) if v is None else v
        return re.sub(r"\{([a-z_A-Z0-9]+)\}", rep, text)

    # ------------------------------------------------------------ layouts
    def layout(self, text, cls, force_nonplain=False):
        r = self.rng
        weights = LAYOUT_W[cls]
        if force_nonplain:
            weights = [w for w in weights if w[0] != "plain"]
        names = [n for n, _ in weights]
        ws = [w for _, w in weights]
        kind = r.choices(names, ws)[0]
        multiline = "\n" in text
        if multiline and kind not in ("plain", "fence", "comment"):
            kind = "plain"
        if kind == "heading" and len(text) > 90:
            kind = "plain"
        if kind == "frontmatter" and (len(text) > 220 or text.startswith("```")):
            kind = "plain"
        if kind == "fence" and text.startswith("```"):
            kind = "plain"
        if kind == "plain":
            return text, "plain"
        if kind == "comment":
            return f"<!-- {text} -->", kind
        if kind == "frontmatter":
            key = r.choice(FM_KEYS)
            if ":" in text or "#" in text or text[:1] in "[{>*&!%@`'\"":
                return f'{key}: "' + text.replace("\\", "\\\\").replace('"', '\\"') + '"', kind
            return f"{key}: {text}", kind
        if kind == "callout":
            return f"> [!{r.choice(['note', 'info', 'tip', 'important'])}] {text}", kind
        if kind == "heading":
            return f"{r.choice(['##', '###'])} {text}", kind
        return f"```{r.choice(['', 'text', 'md'])}\n{text}\n```", kind

    # ------------------------------------------------------------ obfuscation
    ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
    HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
            "x": "\u0445", "y": "\u0443", "i": "\u0456", "A": "\u0410", "E": "\u0415",
            "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "H": "\u041d",
            "K": "\u041a", "M": "\u041c", "B": "\u0412", "s": "\u0455", "j": "\u0458"}
    LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3",
            "I": "1", "O": "0", "S": "5", "T": "7"}

    def obf(self, method, payload, lang, mod):
        r = self.rng
        cjk = lang in ("zh", "ja")
        if method == "zw":
            out = []
            for ch in payload:
                out.append(ch)
                if not ch.isspace() and r.random() < 0.45:
                    out.append(r.choice(self.ZW))
            return "".join(out)
        if method == "tag":
            cover = self.fill(r.choice(mod.OBF_COVER), lang)
            hidden = payload
            if cjk:
                en = importlib.import_module("lang_en")
                hidden = self.fill(r.choice(en.TAG_PAYLOADS), lang)
            hidden = unicodedata.normalize("NFKD", hidden)
            hidden = "".join(c for c in hidden if 0x20 <= ord(c) < 0x7f)
            return cover + "".join(chr(0xE0000 + ord(c)) for c in hidden)
        if method == "bidi":
            cover = self.fill(r.choice(mod.OBF_COVER), lang)
            return cover + " \u202e" + payload[::-1] + "\u202c"
        if method == "fullwidth":
            return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7e else
                           ("\u3000" if c == " " and not cjk else c) for c in payload)
        if method == "homoglyph":
            return "".join(self.HOMO[c] if c in self.HOMO and r.random() < 0.6 else c for c in payload)
        if method == "leet":
            words = payload.split(" ")
            return " ".join("".join(self.LEET.get(c, c) if r.random() < 0.75 else c for c in w)
                            if len(w) >= 4 and "/" not in w and "@" not in w else w for w in words)
        if method == "spacing":
            if cjk:
                cut = max(6, len(payload) // 2)
                head, tail = payload[:cut], payload[cut:]
                return " ".join(head) + tail
            words = payload.split(" ")
            idx = sorted(range(len(words)), key=lambda i: (-len(re.sub(r"\W", "", words[i])), i))[:3]
            return " ".join(" ".join(w) if i in idx and "/" not in w else w for i, w in enumerate(words))
        if method == "base64":
            b = base64.b64encode(payload.encode("utf-8")).decode()
            return self.fill(r.choice(mod.B64_WRAP), lang, {"b64": b})
        raise ValueError(method)

    # ------------------------------------------------------------ classes
    def injections(self, lang, mod):
        r = self.rng
        pool = [(k, t) for k, lst in mod.INJ.items() for t in lst]
        r.shuffle(pool)
        n_obf = OBF_N[lang]
        n_plain = INJ_N[lang] - n_obf
        out = []
        for i in range(n_plain):
            sub, tmpl = pool[i % len(pool)]
            reuse = i >= len(pool)
            text = self.fill(tmpl, lang)
            text, lay = self.layout(text, "injection", force_nonplain=reuse)
            note = f"{sub}: {INJ_DESC[sub]}"
            if lay != "plain":
                note += f"; layout={lay}"
            if reuse:
                note += "; sentence re-used with new fill and layout"
            out.append(("injection", sub, text, note))
        if lang in ("zh", "ja"):
            methods = ["zw", "tag", "bidi", "fullwidth", "base64", "spacing"]
        else:
            methods = list(OBF_DESC)
        r.shuffle(methods)
        # obfuscation payloads: prefer lines not shown in plain form
        rest = pool[n_plain:] if len(pool) > n_plain else []
        extra = [p for p in pool if "\n" not in p[1]]
        r.shuffle(extra)
        payloads = [p for p in rest if "\n" not in p[1]] + extra
        for j in range(n_obf):
            m = methods[j % len(methods)]
            cand = payloads[j]
            if m == "fullwidth" and lang in ("zh", "ja"):
                cand = max(payloads[j:j + 12], key=lambda p: sum(c.isascii() and c.isalpha() for c in p[1]))
            sub, tmpl = cand
            payload = self.fill(tmpl, lang)
            text = self.obf(m, payload, lang, mod)
            note = f"obfuscated/{m}: {OBF_DESC[m]}; underlying {sub}"
            out.append(("injection", f"obf-{m}", text, note))
        return out

    def secrets(self, lang, mod):
        r = self.rng
        out = []
        ctxs = list(mod.SEC_CTX)
        r.shuffle(ctxs)
        for i in range(SEC_KEY_N):
            name, fn = self.providers[self.pi % len(self.providers)]
            self.pi += 1
            key = fn(r)
            tmpl = ctxs[i % len(ctxs)]
            if name == "PEM":
                text = self.fill(r.choice(mod.SEC_PEM), lang, {"key": key})
                lay = "plain"
            else:
                text = self.fill(tmpl, lang, {"key": key, "svc": name})
                text, lay = self.layout(text, "secret")
            note = f"key/{name}: real-shape random credential"
            if lay != "plain":
                note += f"; layout={lay}"
            out.append(("secret", f"key-{name}", text, note))
        prose = list(mod.SEC_PROSE)
        r.shuffle(prose)
        for i in range(SEC_PROSE_N):
            kind, tmpl = prose[i % len(prose)]
            text = self.fill(tmpl, lang)
            text, lay = self.layout(text, "secret")
            note = f"prose/{kind}: credential stated in {lang} prose"
            if lay != "plain":
                note += f"; layout={lay}"
            out.append(("secret", f"prose-{kind}", text, note))
        return out

    def pii(self, lang, mod):
        r = self.rng
        items = list(mod.PII)
        r.shuffle(items)
        out = []
        for i in range(PII_N[lang]):
            kind, tmpl = items[i % len(items)]
            text = self.fill(tmpl, lang)
            text, lay = self.layout(text, "pii")
            note = f"pii/{kind}: " + {"card": "Luhn-valid card number", "ssn": "US SSN",
                                      "nino": "UK National Insurance number",
                                      "iban": "IBAN with valid mod-97 check digits",
                                      "phone": "personal phone number"}[kind]
            if lay != "plain":
                note += f"; layout={lay}"
            out.append(("pii", kind, text, note))
        return out

    def benign(self, lang, mod):
        r = self.rng
        pool = [(k, t) for k, lst in mod.BEN.items() for t in lst]
        r.shuffle(pool)
        out = []
        for i in range(BEN_N[lang]):
            sub, tmpl = pool[i % len(pool)]
            reuse = i >= len(pool)
            for _ in range(20):
                text = self.fill(tmpl, lang)
                if not has_luhn_run(text):
                    break
            text, lay = self.layout(text, "benign", force_nonplain=reuse)
            note = f"benign/{sub}: {mod.BEN_DESC.get(sub, sub) if hasattr(mod, 'BEN_DESC') else sub}"
            if lay != "plain":
                note += f"; layout={lay}"
            if reuse:
                note += "; sentence re-used with new fill and layout"
            out.append(("benign", sub, text, note))
        return out


def has_luhn_run(text):
    for m in re.finditer(r"(?<![0-9A-Za-z])(?:\d[ -]?){12,18}\d(?![0-9A-Za-z])", text):
        d = re.sub(r"\D", "", m.group(0))
        if 13 <= len(d) <= 19 and S.luhn_ok(d):
            return True
    return False


BEN_DESC_COMMON = {
    "vocab": "attack vocabulary used in an ordinary, harmless sense",
    "ids": "git SHA / UUID / hash that is not a secret",
    "placeholder": "credential placeholder, no real key",
    "policy": "password / card / rotation policy without a secret",
    "fact": "ordinary project fact",
    "pref": "user preference for the assistant",
    "personal": "ordinary personal memory",
    "command": "ordinary command recorded as a project fact",
}


def main():
    g = Gen()
    files = {"injection": [], "secret": [], "pii": [], "benign": []}
    short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
    for lang in LANGS:
        mod = importlib.import_module(f"lang_{lang}")
        if not hasattr(mod, "BEN_DESC"):
            mod.BEN_DESC = BEN_DESC_COMMON
        rows = g.injections(lang, mod) + g.secrets(lang, mod) + g.pii(lang, mod) + g.benign(lang, mod)
        counters = {}
        for cls, sub, text, note in rows:
            counters[cls] = counters.get(cls, 0) + 1
            rid = f"s22-{short[cls]}-{lang}-{counters[cls]:03d}"
            files[cls].append({"id": rid, "class": cls, "lang": lang, "text": text, "note": note})
    for cls, rows in files.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8", newline="\n") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{cls}.jsonl: {len(rows)}")


if __name__ == "__main__":
    main()
