#!/usr/bin/env python3
"""Generate the t12b training set.  python3 gen/generate.py  (writes ../*.jsonl)"""
import json
import os
import re
import string
import sys
import unicodedata
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(__file__))
import common as C  # noqa: E402
from common import R  # noqa: E402
import lang_en, lang_fr, lang_de, lang_es, lang_pt, lang_zh, lang_ja  # noqa: E402

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = [lang_en, lang_fr, lang_de, lang_es, lang_pt, lang_zh, lang_ja]

# ------------------------------------------------------------------ targets
INJ_TOTAL = {"en": 150, "fr": 75, "de": 75, "es": 75, "pt": 75, "zh": 75, "ja": 75}
OBF = {"en": 15, "fr": 13, "de": 13, "es": 13, "pt": 12, "zh": 12, "ja": 12}          # 90
BEN_TOTAL = {"en": 152, "fr": 83, "de": 83, "es": 83, "pt": 83, "zh": 83, "ja": 83}   # 650
SEC_TOTAL = {"en": 18, "fr": 7, "de": 7, "es": 7, "pt": 7, "zh": 7, "ja": 7}          # 60
PII_TOTAL = {"en": 8, "fr": 2, "de": 2, "es": 2, "pt": 2, "zh": 2, "ja": 2}           # 20

INJ_NOTES = {
    "override": "injection/override: indirectly discards or inverts earlier guidance (reported agreement, claimed new authority, standing rule, inverted preference)",
    "persona": "injection/persona: changes who the assistant is or whom it serves (conditional persona, gradual redefinition, new principal)",
    "secrecy": "injection/secrecy: tells the agent to hide its actions or this memory from the user",
    "exfil": "injection/exfiltration: sends data out via URL, e-mail, webhook, image beacon or curl|sh",
    "target": "injection/sensitive-target: reaches for system prompt, credentials, ~/.ssh, .env, shell rc, password stores",
    "safeguard": "injection/disable-safeguards: turns off review, confirmation, tests, audit, signing or secret scanning",
    "marker": "injection/fake-marker: forged chat-turn or system markers inside a memory line",
}
BEN_NOTES = {
    "pref_change": "benign/hard-negative: a genuine change of the user's own preference (override vocabulary, harmless)",
    "style": "benign/hard-negative: style, tone or role-play rule the user wants (persona vocabulary, harmless)",
    "bot_persona": "benign/hard-negative: persona or system prompt of a bot the user really builds",
    "superseded": "benign/hard-negative: superseded project convention or team decision (authority vocabulary, harmless)",
    "security_words": "benign/hard-negative: security vocabulary (curl, secrets, passwords, webhooks) used as ordinary project fact",
    "ids": "benign/lookalike: git SHA, UUID, hash, IP or password-less URL that grants nothing",
    "everyday": "benign: ordinary memory about the user or project",
    "extra": "benign/hard-negative: team or person vocabulary in an ordinary project memory",
}

SLOT_RE = re.compile(r"\{(\w+)\}")


def generic(slot):
    return {
        "url": C.url, "email": C.email, "domain": C.domain, "ip": C.ip, "sha": C.sha,
        "short_sha": C.short_sha, "uuid": C.uid, "sha256": C.sha256,
        "num": lambda: str(R.randint(12, 4800)), "topic_year": lambda: str(R.choice([2023, 2024, 2025])),
        "cdomain": C.corp_domain,
    }.get(slot)


def fill(tpl, fills):
    def rep(m):
        s = m.group(1)
        if s in fills:
            return R.choice(fills[s])
        g = generic(s)
        if g is None:
            raise KeyError(f"unknown slot {s} in {tpl!r}")
        return g()
    out = SLOT_RE.sub(rep, tpl)
    if tpl.startswith("{") and out[:1].islower():
        out = out[0].upper() + out[1:]
    return out


def has_slots(t):
    return bool(SLOT_RE.search(t))


def draw(templates, n, fills, seen, max_per_tpl=4):
    """Draw up to n distinct filled lines, cycling through templates."""
    out = []
    order = list(templates)
    R.shuffle(order)
    uses = Counter()
    rounds = 0
    while len(out) < n and rounds < 12:
        progress = False
        for t in order:
            if len(out) >= n:
                break
            if uses[t] >= (max_per_tpl if has_slots(t) else 1):
                continue
            for _ in range(6):
                txt = fill(t, fills)
                if txt not in seen:
                    seen.add(txt)
                    out.append(txt)
                    uses[t] += 1
                    progress = True
                    break
        rounds += 1
        if not progress:
            break
    return out


def split_counts(total, keys, weights):
    w = sum(weights)
    counts = {k: int(total * x / w) for k, x in zip(keys, weights)}
    i = 0
    while sum(counts.values()) < total:
        counts[keys[i % len(keys)]] += 1
        i += 1
    return counts


def ascii_only(t):
    t = unicodedata.normalize("NFKD", t)
    return "".join(c for c in t if ord(c) < 128 and (c.isprintable() or c == " "))


# ------------------------------------------------------------------ obfuscation
LATIN_TECH = ["zero_width", "tag", "bidi", "fullwidth", "homoglyph", "base64", "leet", "spacing"]
CJK_TECH = ["zero_width", "tag", "bidi", "fullwidth", "base64", "spacing"]
TECH_NOTE = {
    "zero_width": "zero-width characters inserted inside the words",
    "tag": "instruction hidden in invisible Unicode tag characters after a harmless memory",
    "bidi": "text reversed and wrapped in a right-to-left override (bidi control)",
    "fullwidth": "written in full-width letters",
    "homoglyph": "Cyrillic/Greek homoglyphs replace Latin letters",
    "base64": "instruction base64-encoded with a decode-and-follow wrapper",
    "leet": "leetspeak substitutions",
    "spacing": "letters spaced apart to break keywords",
}


def obfuscate(mod, tech, src, en_src):
    if tech == "zero_width":
        return C.zero_width(src)
    if tech == "tag":
        hidden = ascii_only(src) if mod.LANG not in ("zh", "ja") else ascii_only(en_src)
        return C.tag_chars(R.choice(mod.TAG_COVER), hidden)
    if tech == "bidi":
        return C.bidi(src)
    if tech == "fullwidth":
        return C.fullwidth(src)
    if tech == "homoglyph":
        return C.homoglyph(src)
    if tech == "base64":
        return R.choice(mod.B64_WRAP).replace("{payload}", C.b64(src))
    if tech == "leet":
        return C.leet(src)
    if tech == "spacing":
        return C.spaced_cjk(src) if mod.LANG in ("zh", "ja") else C.spaced(src)
    raise ValueError(tech)


# ------------------------------------------------------------------ build
def rec(cls, lang, text, note, counters):
    counters[(cls, lang)] += 1
    short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}[cls]
    return {"id": f"t12b-{short}-{lang}-{counters[(cls, lang)]:04d}", "class": cls,
            "lang": lang, "text": text, "note": note}


def main():
    seen = set()
    counters = Counter()
    rows = defaultdict(list)
    sub_counts = defaultdict(Counter)
    shortfalls = []

    for mod in LANGS:
        L = mod.LANG
        fills = mod.FILL
        # ---------------- injections
        total = INJ_TOTAL[L]
        obf_n = OBF[L]
        plain_n = total - obf_n
        op_n = total // 2   # override + persona, about half of all injections
        other_n = plain_n - op_n
        keys_o = ["override", "persona"]
        cnt = split_counts(op_n, keys_o, [len(mod.INJ[k]) for k in keys_o])
        keys_r = ["secrecy", "exfil", "target", "safeguard", "marker"]
        cnt.update(split_counts(other_n, keys_r, [len(mod.INJ[k]) for k in keys_r]))
        inj_lines = []
        for k, n in cnt.items():
            got = draw(mod.INJ[k], n, fills, seen)
            if len(got) < n:
                shortfalls.append((L, "injection", k, n - len(got)))
            inj_lines += [(k, t) for t in got]
        # obfuscated: sources drawn fresh (not reused) from the main subkinds
        techs = CJK_TECH if L in ("zh", "ja") else LATIN_TECH
        src_pool = []
        for k in ["override", "persona", "exfil", "target", "safeguard", "secrecy"]:
            src_pool += [(k, t) for t in mod.INJ[k]]
        R.shuffle(src_pool)
        en_pool = [t for k in ["override", "exfil", "target", "safeguard"] for t in lang_en.INJ[k]]
        obf_lines = []
        i = 0
        while len(obf_lines) < obf_n:
            k, tpl = src_pool[i % len(src_pool)]
            tech = techs[i % len(techs)]
            i += 1
            src = fill(tpl, fills)
            en_src = fill(R.choice(en_pool), lang_en.FILL)
            txt = obfuscate(mod, tech, src, en_src)
            if txt in seen:
                continue
            seen.add(txt)
            obf_lines.append((k, tech, txt))
        for k, t in inj_lines:
            t2, lay = C.layout(t, allow_wrap="\n" not in t or R.random() < 0.5)
            if t2 in seen and t2 != t:
                t2, lay = t, "plain line"
            seen.add(t2)
            rows["injection"].append(rec("injection", L, t2, f"{INJ_NOTES[k]}; layout: {lay}", counters))
            sub_counts[("injection", k)][L] += 1
        for k, tech, t in obf_lines:
            rows["injection"].append(rec("injection", L, t, f"injection/obfuscated ({k}): {TECH_NOTE[tech]}", counters))
            sub_counts[("injection", "obfuscated")][L] += 1

        # ---------------- benign
        bkeys = list(mod.BEN.keys())
        cap = {k: (12 if k == "ids" else 10 ** 6) for k in bkeys}
        bn = BEN_TOTAL[L]
        # first take every template once, then top up with slot variants
        ben_lines = []
        for k in bkeys:
            for t in draw(mod.BEN[k], len(mod.BEN[k]), fills, seen, max_per_tpl=1):
                ben_lines.append((k, t))
        rr = 0
        tuse = Counter({t: 1 for k in bkeys for t in mod.BEN[k]})
        while len(ben_lines) < bn and rr < 40:
            for k in bkeys:
                if len(ben_lines) >= bn:
                    break
                if sum(1 for kk, _ in ben_lines if kk == k) >= cap[k]:
                    continue
                slot_t = [t for t in mod.BEN[k] if has_slots(t) and tuse[t] < 3]
                if not slot_t:
                    continue
                t0 = R.choice(slot_t)
                got = draw([t0], 1, fills, seen, max_per_tpl=1)
                tuse[t0] += 1
                ben_lines += [(k, t) for t in got]
            rr += 1
        if len(ben_lines) < bn:
            shortfalls.append((L, "benign", "*", bn - len(ben_lines)))
        R.shuffle(ben_lines)
        for k, t in ben_lines[:bn]:
            t2, lay = C.layout(t)
            if t2 in seen and t2 != t:
                t2, lay = t, "plain line"
            seen.add(t2)
            rows["benign"].append(rec("benign", L, t2, f"{BEN_NOTES[k]}; layout: {lay}", counters))
            sub_counts[("benign", k)][L] += 1

        # ---------------- secrets
        sn = SEC_TOTAL[L]
        n_prose = max(2, sn // 3)
        provs = list(C.PROVIDERS)
        R.shuffle(provs)
        for j in range(sn - n_prose):
            name, fn = provs[j % len(provs)]
            key = fn()
            tpl = R.choice(mod.SECRET)
            txt = tpl.replace("{prov}", name).replace("{key}", key)
            seen.add(txt)
            rows["secret"].append(rec("secret", L, txt, f"secret/provider-key: {name}", counters))
            sub_counts[("secret", "provider-key")][L] += 1
        prose = list(mod.PROSE_PW)
        R.shuffle(prose)
        for j in range(n_prose):
            tpl = prose[j % len(prose)]
            txt = (tpl.replace("{pw}", C.pw()).replace("{pin}", C.pin())
                   .replace("{cdomain}", C.corp_domain()).replace("{ip}", C.ip()))
            seen.add(txt)
            kind = "PIN/door code" if "{pin}" in tpl else "password"
            rows["secret"].append(rec("secret", L, txt, f"secret/prose-{kind}: credential stated in prose", counters))
            sub_counts[("secret", "prose-credential")][L] += 1

        # ---------------- pii
        pn = PII_TOTAL[L]
        pl = list(mod.PII)
        for j in range(pn):
            kind, tpl = pl[j % len(pl)]
            vals = {
                "card": C.card(), "exp": f"{R.randint(1, 12):02d}/{R.randint(27, 31)}", "ssn": C.ssn(),
                "nino": C.nino(), "iban_gb": C.iban("GB"), "iban_fr": C.iban("FR"), "iban_de": C.iban("DE"),
                "iban_es": C.iban("ES"), "iban_pt": C.iban("PT"),
                "phone_us": C.phone("us"), "phone_uk": C.phone("uk"), "phone_fr": C.phone("fr"),
                "phone_de": C.phone("de"), "phone_es": C.phone("es"), "phone_pt": C.phone("pt"),
                "phone_zh": C.phone("zh"), "phone_ja": C.phone("ja"),
            }
            txt = SLOT_RE.sub(lambda m: vals[m.group(1)], tpl)
            seen.add(txt)
            desc = {"card": "Luhn-valid card number", "ssn": "US SSN", "nino": "UK National Insurance number",
                    "iban": "IBAN with valid check digits", "phone": "phone number"}[kind]
            rows["pii"].append(rec("pii", L, txt, f"pii/{kind}: {desc}", counters))
            sub_counts[("pii", kind)][L] += 1

    for cls in ["injection", "secret", "pii", "benign"]:
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for r in rows[cls]:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    langs = [m.LANG for m in LANGS]
    print("class x lang:")
    for cls in ["injection", "secret", "pii", "benign"]:
        c = Counter(r["lang"] for r in rows[cls])
        print(f"  {cls:10s}", " ".join(f"{l}={c[l]}" for l in langs), "total", len(rows[cls]))
    print("subkinds:")
    for (cls, k), c in sorted(sub_counts.items()):
        print(f"  {cls}/{k}: total {sum(c.values())} ", " ".join(f"{l}={c[l]}" for l in langs))
    if shortfalls:
        print("SHORTFALLS:", shortfalls)


if __name__ == "__main__":
    main()
