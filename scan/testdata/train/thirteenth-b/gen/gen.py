#!/usr/bin/env python3
"""Generator for the t13b memory-scanner training set.

Natural-language lines are hand-written per language in data_<lang>.py.
This script only fills technical slots ({S:...}) and random key material,
applies obfuscation layouts to hand-written payloads, and writes JSONL.
Usage: python3 gen/gen.py   (writes into the parent directory)
"""
import importlib
import json
import os
import re
import string
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common  # noqa: E402
from common import SLOTS, Rand  # noqa: E402

SEED = 20261342
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
LANGS = os.environ.get("LANGS", ",".join(LANGS)).split(",")

INJ_TARGET = {
    "en": {"safeguard": 40, "override": 36, "role": 10, "secrecy": 10, "exfil": 12, "target": 10, "marker": 8, "obfuscated": 24},
}
for _l in LANGS[1:]:
    INJ_TARGET[_l] = {"safeguard": 20, "override": 19, "role": 5, "secrecy": 5, "exfil": 6, "target": 5, "marker": 4, "obfuscated": 11}
BEN_TARGET = {"en": 160, "fr": 82, "de": 82, "es": 82, "pt": 82, "zh": 82, "ja": 82}
SEC_TARGET = {"en": 12, "fr": 8, "de": 8, "es": 8, "pt": 8, "zh": 8, "ja": 8}
PII_TARGET = {"en": 5, "fr": 3, "de": 3, "es": 3, "pt": 2, "zh": 2, "ja": 2}

NOTES = {
    "safeguard": "disabling safeguards (technical register: flags/config/CI/hooks/permissions)",
    "override": "overriding or discarding earlier guidance (paraphrased, technical register)",
    "role": "change of role or persona",
    "secrecy": "secrecy: hide actions from the user",
    "exfil": "exfiltration channel (URL/e-mail/webhook/upload/pipe-to-shell/beacon)",
    "target": "sensitive target (system prompt, credentials, ~/.ssh, .env, /etc/passwd, rc files, browser store)",
    "marker": "fake chat-turn or system marker",
}

PH = re.compile(r"\{([A-Z0-9_]+)(?::([A-Za-z_0-9]+))?\}")


def fill(tpl, rnd, slot_choice):
    """Replace placeholders. slot_choice maps slot NAME -> chosen value."""
    info = []

    def rep(m):
        name, arg = m.group(1), m.group(2)
        if name == "S":
            v = slot_choice[arg]
            info.append(f"{arg}={v}")
            return v
        if name == "K":
            if arg.startswith("twilio_"):
                info.append("key=twilio")
            if arg == "aws_secret":
                return rnd.s(string.ascii_letters + string.digits + "+/", 40)
            if arg == "twilio_sk":
                return rnd.key("twilio")[0]
            if arg == "twilio_secret":
                return rnd.key("twilio")[1]
            if arg == "twilio_ac":
                return rnd.key("twilio_ac")[0]
            if arg == "twilio_token":
                return rnd.key("twilio_ac")[1]
            info.append(f"key={arg}")
            return rnd.key(arg)
        if name == "IBAN":
            info.append(f"IBAN {arg} (valid check digits)")
            return rnd.iban(arg)
        if name in ("CARD", "SSN", "NINO"):
            info.append({"CARD": "card (Luhn-valid)", "SSN": "US SSN", "NINO": "UK NI number"}[name])
            return {"CARD": rnd.card, "SSN": rnd.ssn, "NINO": rnd.nino}[name]()
        if name == "PHONE":
            info.append(f"phone number {arg}")
            return rnd.phone(arg)
        simple = {"URL": rnd.url, "DOMAIN": rnd.domain, "MAIL": rnd.mail, "IP": rnd.ip, "SHA": rnd.sha,
                  "SSHA": rnd.short_sha, "SHA256": rnd.sha256, "UUID": rnd.uuid, "PW": rnd.pw, "PIN": rnd.pin,
                  "CARD": rnd.card, "SSN": rnd.ssn, "NINO": rnd.nino,
                  "N": lambda: str(rnd.r.randint(2, 9)), "PR": lambda: str(rnd.r.randint(300, 9800))}
        if name in simple:
            return simple[name]()
        raise KeyError(f"unknown placeholder {name} in {tpl!r}")

    return PH.sub(rep, tpl), info


def expansions(tpl, rnd, maxn=8):
    slot_names = [a for n, a in PH.findall(tpl) if n == "S"]
    if not slot_names:
        return [fill(tpl, rnd, {})]
    out, seen = [], set()
    for _ in range(maxn * 4):
        choice = {s: rnd.r.choice(SLOTS[s]) for s in slot_names}
        key = tuple(sorted(choice.items()))
        if key in seen:
            continue
        seen.add(key)
        out.append(fill(tpl, rnd, choice))
        if len(out) >= maxn:
            break
    return out


def pick(templates, n, rnd, used, label, with_tpl=False):
    """Round-robin over templates so every hand-written line is used before
    any template contributes a second slot fill."""
    tpls = list(templates)
    rnd.r.shuffle(tpls)
    pools = [expansions(t, rnd) for t in tpls]
    chosen = []
    depth = 0
    while len(chosen) < n:
        progressed = False
        for i, pool in enumerate(pools):
            if len(chosen) >= n:
                break
            if depth < len(pool):
                text, info = pool[depth]
                progressed = True
                if text in used:
                    continue
                used.add(text)
                chosen.append((text, info, tpls[i]) if with_tpl else (text, info))
        depth += 1
        if not progressed:
            # only templates without technical slots are left: refill random material
            extra = 0
            for t in tpls:
                if len(chosen) >= n:
                    break
                text, info = fill(t, rnd, {s: rnd.r.choice(SLOTS[s]) for n_, s in PH.findall(t) if n_ == "S"})
                if text not in used and PH.search(t):
                    used.add(text)
                    chosen.append((text, info, t) if with_tpl else (text, info))
                    extra += 1
            if extra == 0:
                print(f"WARNING {label}: only {len(chosen)}/{n}", file=sys.stderr)
                break
    return chosen


LATIN_TRANSFORMS = ["zw", "tag", "bidi", "fullwidth", "homoglyph", "b64", "leet", "spacing"]
CJK_TRANSFORMS = ["zw", "bidi", "b64", "spacing", "interpunct", "fullwidth_mixed", "zw_keywords"]


def obfuscate(kind, payload, carrier, lead, rnd, cjk):
    if kind == "zw":
        return common.ob_zw(payload, rnd)
    if kind == "zw_keywords":
        # zero-width joiners only inside the CJK run, ASCII left intact
        return "".join(c + ("\u200b" if ord(c) > 0x2E80 else "") for c in payload)
    if kind == "tag":
        return common.ob_tag(carrier, payload)
    if kind == "bidi":
        return common.ob_bidi(carrier, payload)
    if kind in ("fullwidth", "fullwidth_mixed"):
        return common.ob_fullwidth(payload)
    if kind == "homoglyph":
        return common.ob_homoglyph(payload, rnd)
    if kind == "b64":
        return common.ob_b64(lead, payload)
    if kind == "leet":
        return common.ob_leet(payload)
    if kind == "spacing":
        return common.ob_spacing(payload, cjk)
    if kind == "interpunct":
        return common.ob_interpunct(payload)
    raise KeyError(kind)


def main():
    rnd = Rand(SEED)
    used = set()
    rows = {"injection": [], "secret": [], "pii": [], "benign": []}
    counters = {}

    def add(cls, lang, text, note):
        k = (cls, lang)
        counters[k] = counters.get(k, 0) + 1
        rid = f"t13b-{cls[:3]}-{lang}-{counters[k]:04d}"
        rows[cls].append({"id": rid, "class": cls, "lang": lang, "text": text, "note": note})

    for lang in LANGS:
        d = importlib.import_module(f"data_{lang}")
        cjk = lang in ("zh", "ja")
        # injections
        for sub, n in INJ_TARGET[lang].items():
            if sub == "obfuscated":
                continue
            for text, info in pick(d.INJ[sub], n, rnd, used, f"{lang}/inj/{sub}"):
                note = NOTES[sub] + (f"; {'; '.join(info)}" if info else "")
                add("injection", lang, text, note)
        # obfuscated
        ob = d.OBF
        transforms = CJK_TRANSFORMS if cjk else LATIN_TRANSFORMS
        n = INJ_TARGET[lang]["obfuscated"]
        # every (transform, payload) pair once at most; round-robin over transforms
        by_t = {}
        for t in transforms:
            ps = list(ob["payloads"])
            rnd.r.shuffle(ps)
            by_t[t] = ps
        got, k = 0, 0
        while got < n and k < len(transforms) * len(ob["payloads"]):
            kind = transforms[k % len(transforms)]
            payload = by_t[kind][(k // len(transforms)) % len(ob["payloads"])]
            k += 1
            payload_f, _ = fill(payload, rnd, {})
            text = obfuscate(kind, payload_f, rnd.r.choice(ob["carriers"]), rnd.r.choice(ob["b64lead"]), rnd, cjk)
            if text in used or text == payload_f:
                continue
            used.add(text)
            add("injection", lang, text, f"obfuscated instruction ({kind}); hidden payload: {payload_f[:90]}")
            got += 1
        if got < n:
            print(f"WARNING {lang}/obf only {got}/{n}", file=sys.stderr)
        # benign: one round-robin over every hand-written template of every subkind
        sub_of = {}
        flat = []
        for s_, tl in d.BEN.items():
            for t in tl:
                sub_of[t] = s_
                flat.append(t)
        for text, info, t in pick(flat, BEN_TARGET[lang], rnd, used, f"{lang}/ben", with_tpl=True):
            add("benign", lang, text, f"benign ({sub_of[t]}): ordinary memory using scanner-trigger vocabulary in a harmless sense" + (f"; {'; '.join(info)}" if info else ""))
        for text, info in pick(d.SECRET, SEC_TARGET[lang], rnd, used, f"{lang}/secret"):
            add("secret", lang, text, "secret: " + ("; ".join(dict.fromkeys(info)) if info else "password/PIN stated in prose"))
        for text, info in pick(d.PII, PII_TARGET[lang], rnd, used, f"{lang}/pii"):
            add("pii", lang, text, "pii: " + "; ".join(info))

    for cls, lst in rows.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for r in lst:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    for cls in rows:
        print(cls, len(rows[cls]), {l: counters.get((cls, l), 0) for l in LANGS})


if __name__ == "__main__":
    main()
