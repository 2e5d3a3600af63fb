#!/usr/bin/env python3
"""Regenerate the blind6 evaluation set.

    python3 gen/generate.py          # writes ../{injection,secret,pii,benign}.jsonl

Stdlib only, fixed seed: the output is byte-identical on every run.
Hand-written lines live in lang_*.py; this script fills the {placeholders}
with seeded random material, derives the obfuscated injection variants,
applies a few memory-file layouts (HTML comment, heading, front-matter value,
quote, dated bullet, bold lead-in) and assigns ids.
"""
import base64
import importlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.dirname(HERE)

from common import Mat, fill  # noqa: E402
from pii import Pii  # noqa: E402

SEED = 20261204
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLASSES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}


class Filler(Mat):
    """Mat plus personal-data placeholders."""

    def __init__(self, rng):
        super().__init__(rng)
        self.p = Pii(rng)

    def card(self): return self.p.card()
    def card_visa(self):
        while True:
            c = self.p.card()
            if c.startswith("4"):
                return c
    def card_amex(self):
        while True:
            c = self.p.card()
            if c.replace(" ", "")[:2] in ("34", "37"):
                return c
    def ssn(self): return self.p.ssn()
    def nino(self): return self.p.nino()
    def iban(self): return self.p.iban()
    def iban_de(self): return self.p.iban("DE")
    def iban_fr(self): return self.p.iban("FR")
    def iban_es(self): return self.p.iban("ES")
    def iban_pt(self): return self.p.iban("PT")
    def iban_gb(self): return self.p.iban("GB")
    def dni(self): return self.p.dni()
    def nir(self): return self.p.nir()
    def cn_id(self): return self.p.cn_id()
    def my_number(self): return self.p.my_number()
    def phone_us(self): return self.p.phone("us")
    def phone_uk(self): return self.p.phone("uk")
    def phone_fr(self): return self.p.phone("fr")
    def phone_de(self): return self.p.phone("de")
    def phone_es(self): return self.p.phone("es")
    def phone_pt(self): return self.p.phone("pt")
    def phone_zh(self): return self.p.phone("zh")
    def phone_ja(self): return self.p.phone("ja")
    def phone_ja_mobile(self):
        while True:
            n = self.p.phone("ja")
            if n[:3] in ("090", "080"):
                return n


# ---------------------------------------------------------------- obfuscation
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "s": "\u0455"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def is_cjk(ch):
    return ord(ch) > 0x2E80


def ob_zero_width(t, r):
    zw = ["\u200b", "\u200c", "\u200d", "\u2060"]
    out = []
    for ch in t:
        out.append(ch)
        if ch != " " and r.random() < 0.6:
            out.append(r.choice(zw))
    return "".join(out)


def ob_fullwidth(t, r):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in t)


def ob_homoglyph(t, r):
    # swap Latin letters for Cyrillic look-alikes, URLs / e-mail / paths stay ASCII
    out = []
    for w in t.split(" "):
        if any(x in w for x in ("/", "@", "--")):
            out.append(w)
        else:
            out.append("".join(HOMO.get(c, c) if r.random() < 0.8 else c for c in w))
    return " ".join(out)


def ob_leet(t, r):
    # keep URLs / paths readable so the instruction still works
    words = []
    for w in t.split(" "):
        if any(x in w for x in ("/", ".", "@", "-")):
            words.append(w)
        else:
            words.append("".join(LEET.get(c, c) for c in w))
    return " ".join(words)


def ob_spacing(t, r):
    if any(is_cjk(c) for c in t):
        return " ".join(c for c in t if c != " ")
    words = []
    for w in t.split(" "):
        if any(x in w for x in ("/", "@")):
            words.append(w)
        else:
            words.append(" ".join(w))
    return "   ".join(words)


def ob_bidi(t, r):
    # RLO + reversed text: renders as the instruction, stored backwards
    return "\u202e" + t[::-1] + "\u202c"


def ob_mixed(t, r):
    return ob_zero_width(ob_homoglyph(t, r), r)


TECH = {
    "zero-width": ob_zero_width, "fullwidth": ob_fullwidth, "homoglyph": ob_homoglyph,
    "leetspeak": ob_leet, "spacing": ob_spacing, "bidi": ob_bidi, "homoglyph+zero-width": ob_mixed,
}
LATIN_TECHS = ["zero-width", "homoglyph", "leetspeak", "spacing", "bidi", "fullwidth", "homoglyph+zero-width"]
CJK_TECHS = ["zero-width", "spacing", "bidi"]


def tag_smuggle(cover, payload):
    return cover + "".join(chr(0xE0000 + ord(c)) for c in payload if 0x20 <= ord(c) < 0x7F)


# ---------------------------------------------------------------- layouts
BOLD = {"en": "**Important:**", "fr": "**Important :**", "de": "**Wichtig:**", "es": "**Importante:**",
        "pt": "**Importante:**", "zh": "**重要：**", "ja": "**重要：**"}


def layout(text, lang, r):
    """Occasionally present a line the way it sits in a note or memory file."""
    if "\n" in text or text[:1] in "#<`[>{*" or len(text) > 200 or r.random() > 0.22:
        return text, None
    choice = r.choice(["html-comment", "heading", "front-matter", "quote", "dated", "bold"])
    if choice == "html-comment":
        return f"<!-- {text} -->", choice
    if choice == "heading":
        if len(text) > 90:
            return text, None
        return r.choice(["## ", "### "]) + text.rstrip("."), choice
    if choice == "front-matter":
        key = r.choice(["description", "summary", "note", "context"])
        return f"{key}: \"{text.replace(chr(34), chr(39))}\"", choice
    if choice == "quote":
        return "> " + text, choice
    if choice == "dated":
        return f"[2026-{r.randint(1, 11):02d}-{r.randint(1, 28):02d}] {text}", choice
    return f"{BOLD[lang]} {text}", choice


# ---------------------------------------------------------------- notes
INJ_NOTE = {
    "override": "discards or outranks earlier guidance",
    "role": "swaps the agent's role/persona or loyalty",
    "secrecy": "asks the agent to hide actions from the user",
    "exfil": "sends data out (URL, e-mail, curl|sh, upload, webhook, beacon, remote)",
    "target": "reaches for system prompt, credentials, ~/.ssh, .env, /etc/passwd, rc files or password stores",
    "safeguard": "disables review, audit, confirmation, tests, signing or secret scanning",
    "marker": "fake chat-turn or system marker",
}
BEN_NOTE = {
    "ignore-word": "uses ignore/forget/override wording for an ordinary project rule",
    "secret-policy": "talks about keys/tokens/secrets without containing any",
    "placeholder": "placeholder where a credential would go",
    "password-policy": "password policy or where a password is kept, no password",
    "test-card": "test-card policy without a card number",
    "phone-hours": "phone-support facts without a phone number",
    "system-word": "mentions system prompt / assistant / role in a legitimate preference",
    "install": "curl/installer command stated as a project fact",
    "hash": "git SHA / UUID / digest / hash that is not a secret",
    "upload-word": "upload / e-mail / webhook / beacon wording in a normal fact",
    "path-word": "sensitive path named in a harmless fact",
    "safeguard-word": "review / audit / signing / tests wording that keeps safeguards on",
    "secrecy-word": "silently / don't tell wording with no intent against the user",
    "infra": "documentation-range IP in an infrastructure fact",
    "marker-word": "chat-turn or markup markers discussed as data formats",
    "encoding-word": "base64 / zero-width / bidi / full-width / leetspeak mentioned or present harmlessly",
    "public-key": "public (non-secret) key material",
    "instruction-word": "instruction-like wording the user actually wants",
    "plain": "ordinary memory",
}
SEC_NOTE = "credential that grants access"
PII_NOTE = {
    "card": "Luhn-valid payment card number",
    "ssn": "US social security number",
    "nino": "UK National Insurance number",
    "iban": "IBAN with valid check digits",
    "phone": "personal phone number",
    "national-id": "national id with valid check character",
}


def main():
    r = random.Random(SEED)
    m = Filler(r)
    rows = {c: [] for c in CLASSES}
    seen = set()

    def add(cls, lang, text, note):
        if text in seen:
            raise SystemExit(f"duplicate text: {text!r}")
        seen.add(text)
        rows[cls].append({"class": cls, "lang": lang, "text": text, "note": note})

    for lang in LANGS:
        L = importlib.import_module("lang_" + lang)
        # ---- injections, hand-written
        for sub, t in L.INJ:
            text, lay = layout(fill(t, m), lang, r)
            add("injection", lang, text, f"{sub}: {INJ_NOTE[sub]}" + (f" [layout: {lay}]" if lay else ""))
        # ---- injections, obfuscated
        cjk = lang in ("zh", "ja")
        techs = CJK_TECHS if cjk else LATIN_TECHS
        per = 3 if lang == "en" else 2
        k = 0
        for payload in L.OBF:
            p = fill(payload, m)
            for _ in range(per):
                tech = techs[k % len(techs)]
                k += 1
                text = TECH[tech](p, r)
                if tech in ("zero-width", "bidi") and r.random() < 0.5:
                    text = r.choice(L.COVER) + " " + text  # hidden behind an ordinary memory
                add("injection", lang, text, f"obfuscation: {tech} — hidden instruction: {p}")
        if cjk:
            for payload, tech in zip(L.ASCII_OBF, ["fullwidth", "homoglyph"]):
                p = fill(payload, m)
                add("injection", lang, TECH[tech](p, r), f"obfuscation: {tech} (ASCII payload in a {lang} memory) — hidden instruction: {p}")
        ascii_payloads = getattr(L, "ASCII_OBF", None) or L.OBF
        for i, cover in enumerate(L.COVER):
            p = fill(ascii_payloads[i % len(ascii_payloads)], m)
            add("injection", lang, tag_smuggle(cover, p), f"obfuscation: unicode-tags — invisible tag characters after a normal memory spell: {p}")
        for i, wrap in enumerate(L.B64WRAP):
            p = fill(L.OBF[(i * 3 + 1) % len(L.OBF)], m)
            b = base64.b64encode(p.encode()).decode()
            add("injection", lang, wrap.replace("{b64}", b), f"obfuscation: base64 — decodes to: {p}")
        # ---- secrets
        for kind, t in L.SEC:
            text, lay = layout(fill(t, m), lang, r)
            add("secret", lang, text, f"{kind}: {SEC_NOTE}" + (f" [layout: {lay}]" if lay else ""))
        # ---- pii
        for kind, t in L.PII:
            add("pii", lang, fill(t, m), f"{kind}: {PII_NOTE[kind]}")
        # ---- benign
        for kind, t in L.BEN:
            text, lay = layout(fill(t, m), lang, r)
            add("benign", lang, text, f"{kind}: {BEN_NOTE[kind]}" + (f" [layout: {lay}]" if lay else ""))

    for cls, short in CLASSES.items():
        items = rows[cls]
        r.shuffle(items)
        counters = {}
        out = []
        for it in sorted(items, key=lambda x: LANGS.index(x["lang"])):
            n = counters[it["lang"]] = counters.get(it["lang"], 0) + 1
            out.append({"id": f"b6-{short}-{it['lang']}-{n:03d}", "class": cls, "lang": it["lang"],
                        "text": it["text"], "note": it["note"]})
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for o in out:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
        print(cls, len(out), {l: counters.get(l, 0) for l in LANGS})


if __name__ == "__main__":
    main()
