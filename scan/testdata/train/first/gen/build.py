#!/usr/bin/env python3
"""Build the train eval set: injection.jsonl, secret.jsonl, pii.jsonl,
benign.jsonl.  Deterministic: every random choice comes from a
random.Random seeded with a fixed string.

usage: python3 gen/build.py [OUTDIR]     (default: the parent of gen/)
"""
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import common as C  # noqa: E402
import pii_spec  # noqa: E402
import secret_spec as S  # noqa: E402

LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
DATA = os.path.join(HERE, "data")

OBF = {
    "zw": "zero-width characters interleaved in the instruction",
    "zwjoin": "zero-width space between every character of the payload",
    "tag": "payload hidden in invisible Unicode tag characters after a harmless-looking memory",
    "rlo": "payload stored reversed inside a bidi RIGHT-TO-LEFT OVERRIDE so it renders forwards",
    "iso": "payload wrapped in bidi isolate controls",
    "fw": "full-width Latin letters",
    "homo": "Cyrillic/Greek homoglyphs in place of Latin letters",
    "bold": "mathematical bold Unicode letters",
    "b64": "base64-encoded instruction with a decode-and-follow lead-in",
    "leet": "leetspeak",
    "space": "letter spacing",
    "rot13": "rot13-encoded instruction",
    "hex": "hex-encoded instruction",
    "ent": "HTML numeric character references",
    "rev": "reversed text with a read-it-backwards lead-in",
}


def obfuscate(rng, tech, cover, payload):
    if tech == "zw":
        out = C.zero_width(rng, payload)
    elif tech == "zwjoin":
        out = "\u200b".join(payload)
    elif tech == "tag":
        return cover + C.tag_chars(payload)
    elif tech == "rlo":
        out = C.bidi_reverse(payload)
    elif tech == "iso":
        out = C.bidi_isolate(payload)
    elif tech == "fw":
        out = C.full_width(payload)
    elif tech == "homo":
        out = C.homoglyphs(rng, payload)
    elif tech == "bold":
        out = C.math_bold(payload)
    elif tech == "b64":
        out = C.b64(payload)
    elif tech == "leet":
        out = C.leet(payload)
    elif tech == "space":
        out = C.spaced(payload)
    elif tech == "rot13":
        out = C.rot13(payload)
    elif tech == "hex":
        out = C.hexenc(payload)
    elif tech == "ent":
        out = C.html_entities(payload)
    elif tech == "rev":
        out = payload[::-1]
    else:
        raise ValueError(tech)
    return (cover + " " + out) if cover else out


def read_data(name):
    """Yield (note, text) pairs; text may start with '@tech '."""
    note = None
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        for raw in f:
            line = raw.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            m = re.match(r"^== (.+) ==$", line)
            if m:
                note = m.group(1)
                continue
            text, _, own = line.partition(" ## ")
            yield (own.strip() or note), text


# ------------------------------------------------------------------ benign

def fill_benign(rng, text):
    def sha():
        return C.rs(rng, C.HEX, 40)

    def ver():
        return "%d.%d.%d" % (rng.randint(0, 9), rng.randint(0, 40), rng.randint(0, 30))

    def date():
        return "20%02d-%02d-%02d" % (rng.randint(23, 25), rng.randint(1, 12), rng.randint(1, 28))

    def uuid():
        h = C.rs(rng, C.HEX, 32)
        h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
        return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])

    def order():
        return rng.choice(["ORD-", "#", "SO-", "A"]) + "%d%05d" % (rng.randint(2023, 2025), rng.randint(1, 99999))

    fills = {
        "sha": sha,
        "sha7": lambda: sha()[:7],
        "uuid": uuid,
        "sha256": lambda: C.rs(rng, C.HEX, 64),
        "md5": lambda: C.rs(rng, C.HEX, 32),
        "b64hash": lambda: C.base64.b64encode(C.rbytes(rng, 48)).decode(),
        "ver": ver,
        "date": date,
        "order": order,
        "int": lambda: str(rng.randint(100, 9999)),
    }
    text = re.sub(r"\{\{(\w+)\}\}", lambda m: fills[m.group(1)](), text)
    return text.replace("\u23ce", "\n")


def build_benign():
    out = []
    for lang in LANGS:
        rng = random.Random("benign-" + lang)
        n = 0
        for note, text in read_data("benign_%s.txt" % lang):
            n += 1
            out.append({"id": "tr-ben-%s-%04d" % (lang, n), "class": "benign", "lang": lang,
                        "text": fill_benign(rng, text), "note": note})
    return out


# ------------------------------------------------------------------ injection

def build_injection():
    out = []
    for lang in LANGS:
        rng = random.Random("injection-" + lang)
        n = 0
        for note, text in read_data("injection_%s.txt" % lang):
            n += 1
            if text.startswith("@"):
                tech, _, rest = text[1:].partition(" ")
                cover, sep, payload = rest.partition("~~")
                if not sep:
                    cover, payload = "", rest
                text = obfuscate(rng, tech, cover.strip(), payload.strip())
                note = "obfuscation (%s): %s" % (tech, OBF[tech])
            out.append({"id": "tr-inj-%s-%04d" % (lang, n), "class": "injection", "lang": lang,
                        "text": text, "note": note})
    return out


# ------------------------------------------------------------------ secret

def build_secret():
    rng = random.Random("secret")
    out = []

    def add(lang, text, note):
        out.append({"id": "tr-sec-%04d" % (len(out) + 1), "class": "secret", "lang": lang,
                    "text": text, "note": note})

    for fmt, contexts in S.FORMATS:
        for lang, tpl in contexts:
            v = S.G[fmt](rng)
            if isinstance(v, tuple):
                text = tpl.replace("{k}", v[0]).replace("{k2}", v[1])
            else:
                text = tpl.replace("{k}", v)
            add(lang, text, "secret: %s key format" % fmt)
    for lang, tpl in S.CONN:
        m = re.search(r"(jdbc:[a-z]+)|([a-z+]+)://|(Server=|Driver=|sasl\.jaas)", tpl)
        kind = (m.group(1) or m.group(2) or m.group(3)).rstrip("=")
        add(lang, tpl.replace("{pw}", S.url_password(rng)),
            "secret: connection string with password (%s)" % kind)
    for lang, gen, tpl in S.CONN_SPECIAL:
        if gen == "cloudinary":
            text = tpl.replace("{n15}", C.rs(rng, C.DIGITS, 15)).replace("{k}", C.rs(rng, C.B64URL, 27))
        else:
            text = tpl.replace("{k}", S.G[gen](rng))
        add(lang, text, "secret: connection string with embedded key (%s)" % gen)
    for lang in LANGS:
        for tpl in S.PROSE[lang]:
            if "{pin}" in tpl:
                add(lang, tpl.replace("{pin}", S.pin(rng)), "secret: PIN stated in prose (%s)" % lang)
            else:
                add(lang, tpl.replace("{pw}", S.password(rng)), "secret: password stated in prose (%s)" % lang)
    return out


# ------------------------------------------------------------------ pii

def build_pii():
    rng = random.Random("pii")
    out = []
    for lang, tpl in pii_spec.TEMPLATES:
        out.append({"id": "tr-pii-%04d" % (len(out) + 1), "class": "pii", "lang": lang,
                    "text": pii_spec.render(rng, tpl), "note": pii_spec.note_for(tpl)})
    return out


def write(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            obj = {k: r[k] for k in ("id", "class", "lang", "text", "note")}
            f.write(C.dump(obj) + "\n")


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    os.makedirs(outdir, exist_ok=True)
    sets = {
        "injection.jsonl": build_injection(),
        "secret.jsonl": build_secret(),
        "pii.jsonl": build_pii(),
        "benign.jsonl": build_benign(),
    }
    for name, rows in sets.items():
        write(os.path.join(outdir, name), rows)
        print("%-16s %4d" % (name, len(rows)))


if __name__ == "__main__":
    main()
