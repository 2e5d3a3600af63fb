"""Build the t12c training set. Run: python3 gen/build.py  (from the output folder or anywhere)."""
import importlib
import json
import os
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common as C  # noqa: E402
import extra  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

# target counts per class x language
TARGET = {
    "injection": {"en": 60, "fr": 90, "de": 90, "es": 90, "pt": 90, "zh": 90, "ja": 90},
    "benign": {"en": 62, "fr": 98, "de": 98, "es": 98, "pt": 98, "zh": 98, "ja": 98},
    "secret": {"en": 6, "fr": 9, "de": 9, "es": 9, "pt": 9, "zh": 9, "ja": 9},
    "pii": {"en": 2, "fr": 3, "de": 3, "es": 3, "pt": 3, "zh": 3, "ja": 3},
}
OBF_N = {"en": 12, "fr": 13, "de": 13, "es": 13, "pt": 13, "zh": 13, "ja": 13}

# hand-written framing prefixes used when a template is reused
PREFIX = {
    "en": ["Note:", "Important:", "Team note —", "FYI:", "Reminder:", "Heads-up:"],
    "fr": ["Note :", "Important :", "Pour info :", "Rappel :", "À retenir :", "Attention :"],
    "de": ["Hinweis:", "Wichtig:", "Zur Info:", "Merke:", "Notiz:", "Achtung:"],
    "es": ["Nota:", "Importante:", "Para que conste:", "Recordatorio:", "Ojo:", "Aviso:"],
    "pt": ["Obs.:", "Importante:", "Pra lembrar:", "Nota:", "Atenção:", "Fica a dica:"],
    "zh": ["备注：", "重要：", "提醒：", "记一下：", "注意：", "补充："],
    "ja": ["メモ：", "重要：", "備考：", "覚え書き：", "注意：", "補足："],
}
SEP = {"zh": "", "ja": ""}

LATIN_TECH = ["zw", "tags", "fullwidth", "homo", "leet", "spacing", "b64", "bidi"]
CJK_TECH = ["zw", "tags", "b64", "bidi", "spacing", "fullwidth", "zw", "b64", "tags"]

seen = set()
rows = defaultdict(list)


def add(cls, lang, text, note):
    if text in seen:
        return False
    seen.add(text)
    rows[cls].append({"class": cls, "lang": lang, "text": text, "note": note})
    return True


def prefixed(lang, text):
    p = C.R.choice(PREFIX[lang])
    return p + SEP.get(lang, " ") + text


def expand(cls, lang, mod, templates, target, note_fmt):
    people = mod.PEOPLE
    made, rnd, guard = 0, 0, 0
    while made < target and guard < 50:
        guard += 1
        order = list(templates)
        if rnd > 0:
            C.R.shuffle(order)
        for sub, t in order:
            if made >= target:
                break
            text = C.fill(t, people)
            if rnd == 0:
                lay = C.pick_layout(text)
            else:
                if "\n" not in text and "{" not in t[:1] and C.R.random() < 0.6:
                    text = prefixed(lang, text)
                lay = C.pick_layout(text)
                if lay == "plain" and "\n" not in text and C.R.random() < 0.5:
                    lay = C.R.choice(["date", "comment", "quote", "front"])
            text = C.layout(text, lay)
            if add(cls, lang, text, note_fmt.format(sub=sub, lay=lay)):
                made += 1
        rnd += 1
    return made


def obfuscated(lang, mod, n):
    techs = CJK_TECH if lang in ("zh", "ja") else LATIN_TECH
    made, i = 0, 0
    while made < n and i < 200:
        tech = techs[i % len(techs)]
        k = i % len(mod.OBF_SRC)
        src = C.fill(mod.OBF_SRC[k], mod.PEOPLE)
        i += 1
        if tech == "tags":
            asc = C.fill(mod.OBF_ASCII[k], mod.PEOPLE) if hasattr(mod, "OBF_ASCII") else C.ascii_fold(src)
            text = C.R.choice(mod.OBF_TAG) + C.ob_tags(asc)
            note = "obfuscated: Unicode tag characters hide '%s' after a harmless note" % asc
        elif tech == "b64":
            text = C.R.choice(mod.OBF_B64).format(p=C.ob_b64(src))
            note = "obfuscated: base64-encoded instruction with a decode-and-follow wrapper"
        else:
            fn = {"zw": C.ob_zw, "fullwidth": C.ob_fullwidth, "homo": C.ob_homo, "leet": C.ob_leet,
                  "spacing": C.ob_spacing, "bidi": C.ob_bidi}[tech]
            payload = fn(src)
            if payload == src:
                continue
            text = C.R.choice(mod.OBF_VIS).format(p=payload)
            note = {"zw": "obfuscated: zero-width characters interleaved in the instruction",
                    "fullwidth": "obfuscated: full-width letters",
                    "homo": "obfuscated: Cyrillic homoglyphs in Latin words",
                    "leet": "obfuscated: leetspeak",
                    "spacing": "obfuscated: letters spaced apart",
                    "bidi": "obfuscated: right-to-left override, text stored reversed"}[tech]
        if add("injection", lang, text, note):
            made += 1
    return made


def main():
    for lang in LANGS:
        mod = importlib.import_module("lang_" + lang)
        mod.INJ = mod.INJ + extra.INJ[lang]
        mod.BEN = mod.BEN + extra.BEN[lang]
        ob = obfuscated(lang, mod, OBF_N[lang])
        expand("injection", lang, mod, mod.INJ, TARGET["injection"][lang] - ob, "injection/{sub}; layout {lay}")
        expand("benign", lang, mod, mod.BEN, TARGET["benign"][lang], "benign/{sub}: attack-like vocabulary in a harmless sense; layout {lay}")
        expand("secret", lang, mod, mod.SEC, TARGET["secret"][lang], "secret/{sub}; layout {lay}")
        expand("pii", lang, mod, mod.PII_T, TARGET["pii"][lang], "pii/{sub}; layout {lay}")

    fnames = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
    table = Counter()
    for cls, fn in fnames.items():
        per = Counter()
        with open(os.path.join(OUT, fn), "w", encoding="utf-8") as f:
            for r in rows[cls]:
                per[r["lang"]] += 1
                rid = "t12c-%s-%s-%03d" % (cls[:3], r["lang"], per[r["lang"]])
                obj = {"id": rid, "class": cls, "lang": r["lang"], "text": r["text"], "note": r["note"]}
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
                table[(cls, r["lang"])] += 1
    print("class      " + " ".join("%4s" % l for l in LANGS) + "  total")
    for cls in fnames:
        c = [table[(cls, l)] for l in LANGS]
        print("%-10s " % cls + " ".join("%4d" % x for x in c) + "  %5d" % sum(c))


if __name__ == "__main__":
    main()
