#!/usr/bin/env python3
"""Build the s23 evaluation set.  python3 gen/build.py  (Python 3, stdlib only)

One random.Random(23023) drives every choice, in a fixed order, so the output
is byte-identical on every run.
"""
import importlib
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import common as C  # noqa: E402
import validate as V  # noqa: E402

SEED = 23023
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CJK = {"zh", "ja"}
OBF_N = {"en": 20, "fr": 11, "de": 11, "es": 11, "pt": 11, "zh": 11, "ja": 11}
METHODS_LATIN = ["zero-width", "tag-chars", "bidi", "fullwidth", "homoglyph",
                 "base64", "leetspeak", "spacing"]
METHODS_CJK = ["zero-width", "tag-chars", "bidi", "fullwidth", "homoglyph",
               "base64", "spacing"]

INJ_DESC = {
    "override": "overrides or discards earlier guidance, paraphrased",
    "role": "change of role or persona",
    "secrecy": "asks for secrecy toward the user",
    "exfil": "exfiltration channel (URL, e-mail, pipe-to-shell, upload, webhook, beacon, remote)",
    "target": "reaches for a sensitive target (system prompt, keys, .env, passwd, rc files, password stores)",
    "disable": "disables a safeguard (review, audit, confirmation, tests, signing, scanning, TLS)",
    "marker": "fake chat-turn or system marker",
}
BEN_DESC = {
    "vocab": "attack vocabulary used in an ordinary, harmless sense",
    "hash": "git SHA / UUID / digest, not a secret",
    "placeholder": "placeholder or documented format, not a real credential",
    "infra": "infrastructure fact (documentation IP, port, ticket, time)",
    "personal": "ordinary personal memory",
    "project": "ordinary project fact",
}
SEC_DESC = {
    "token": "provider API key/token in its real shape",
    "aws": "AWS access key id + secret access key",
    "azure": "Azure storage connection string with account key",
    "jwt": "bearer JWT",
    "pem": "PEM private key block",
    "conn": "connection string with embedded password",
    "password": "password stated in prose",
    "pin": "PIN / door or alarm code stated in prose",
}
PII_DESC = {
    "card": "Luhn-valid payment card number",
    "iban": "IBAN with valid mod-97 check digits",
    "ssn": "US social security number",
    "nino": "UK National Insurance number",
    "phone": "personal phone number",
}


def has_ascii_letters(s):
    """True if some space-separated word (not a URL/path/address) has ASCII letters."""
    return any(any("a" <= ch.lower() <= "z" for ch in w) and not any(c in w for c in ":/@~{")
               for w in s.split(" "))


def obfuscate(rng, d, lang, method, sub, payload):
    """Return the obfuscated line for one hand-written payload."""
    cover = rng.choice(d.COVER)
    if method == "zero-width":
        text = C.ob_zw(rng, payload)
        if rng.random() < 0.5:
            text = cover + " " + text
    elif method == "tag-chars":
        hidden = payload if lang not in CJK else C.fill(rng, rng.choice(d.TAG))
        text = cover + C.ob_tag(C.ascii_fold(hidden))
    elif method == "bidi":
        text = cover + " " + C.ob_bidi(rng, payload)
    elif method == "fullwidth":
        text = C.ob_fullwidth(payload)
    elif method == "homoglyph":
        text = C.ob_homoglyph(rng, payload)
    elif method == "base64":
        text = rng.choice(d.B64_LEAD).replace("{b64}", C.ob_b64(payload))
    elif method == "leetspeak":
        text = C.ob_leet(rng, payload)
    elif method == "spacing":
        text = C.ob_spacing(rng, payload, cjk=lang in CJK)
    else:
        raise ValueError(method)
    return text


def clean_benign(text):
    return not V.key_shapes(text) and not V.luhn_runs(text)


def build():
    rng = random.Random(SEED)
    out = {"injection": [], "secret": [], "pii": [], "benign": []}
    used = set()

    providers = list(C.PROVIDERS)
    rng.shuffle(providers)
    prov_i = [0]

    def next_provider():
        p = providers[prov_i[0] % len(providers)]
        prov_i[0] += 1
        if prov_i[0] % len(providers) == 0:
            rng.shuffle(providers)
        return p

    def add(cls, lang, text, note, check=None, regen=None):
        tries = 0
        while text in used or (check and not check(text)):
            tries += 1
            if regen is None or tries > 50:
                raise SystemExit("cannot make unique/clean line: %r" % text[:80])
            text, note = regen()
        used.add(text)
        out[cls].append({"lang": lang, "class": cls, "text": text, "note": note})

    for lang in LANGS:
        d = importlib.import_module("data_" + lang)

        # ---------------------------------------------------- injections
        items = []
        for t in d.INJ:
            sub, tmpl = t[0], t[1]
            extra = (" (" + t[2] + ")") if len(t) > 2 else ""

            def make(sub=sub, tmpl=tmpl, extra=extra):
                body = C.fill(rng, tmpl)
                text, lay = C.layout(rng, body)
                return text, "%s: %s%s; layout=%s" % (sub, INJ_DESC[sub], extra, lay)
            items.append(make)
        methods = METHODS_CJK if lang in CJK else METHODS_LATIN
        plan = []
        while len(plan) < OBF_N[lang]:
            ms = list(methods)
            rng.shuffle(ms)
            plan.extend(ms)
        plan = plan[:OBF_N[lang]]
        payloads = list(d.OBF)
        rng.shuffle(payloads)
        for k, method in enumerate(plan):
            sub, ptmpl = payloads[k % len(payloads)]
            if lang in CJK and method in ("fullwidth", "homoglyph") and not has_ascii_letters(ptmpl):
                cands = [p for p in d.OBF if has_ascii_letters(p[1])]
                sub, ptmpl = cands[k % len(cands)]

            def make(sub=sub, ptmpl=ptmpl, method=method):
                payload = C.fill(rng, ptmpl)
                body = obfuscate(rng, d, lang, method, sub, payload)
                assert payload not in body, (method, payload)
                lay = "bullet"
                if rng.random() < 0.3:
                    body, lay = C.layout(rng, body)
                return body, "obfuscated/%s: %s; layout=%s" % (method, INJ_DESC[sub], lay)
            items.append(make)
        rng.shuffle(items)
        for make in items:
            t, n = make()
            add("injection", lang, t, n, regen=make)

        # ---------------------------------------------------- secrets
        sec = list(d.SEC)
        rng.shuffle(sec)
        for sub, tmpl in sec:
            def make(sub=sub, tmpl=tmpl):
                extra = {}
                label = sub
                if "{key}" in tmpl:
                    name, fn, env = next_provider()
                    extra = {"prov": name, "key": fn(rng), "env": env}
                    label = "token/" + name
                else:
                    for slot, name in (("slack", "Slack"), ("slack_webhook", "Slack webhook"),
                                       ("telegram", "Telegram"), ("discord", "Discord"),
                                       ("twilio", "Twilio"), ("shopify", "Shopify"),
                                       ("openai", "OpenAI"), ("anthropic", "Anthropic")):
                        if "{%s}" % slot in tmpl:
                            label = "token/" + name
                body = C.fill(rng, tmpl, extra)
                text, lay = C.layout(rng, body)
                return text, "%s: %s; layout=%s" % (label, SEC_DESC[sub], lay)
            t, n = make()
            add("secret", lang, t, n, regen=make)

        # ---------------------------------------------------- pii
        pii = list(d.PII)
        rng.shuffle(pii)
        for sub, tmpl in pii:
            def make(sub=sub, tmpl=tmpl):
                body = C.fill(rng, tmpl)
                text, lay = C.layout(rng, body)
                return text, "%s: %s; layout=%s" % (sub, PII_DESC[sub], lay)
            t, n = make()
            add("pii", lang, t, n, regen=make)

        # ---------------------------------------------------- benign
        ben = list(d.BEN)
        rng.shuffle(ben)
        for sub, tmpl in ben:
            def make(sub=sub, tmpl=tmpl):
                body = C.fill(rng, tmpl)
                text, lay = C.layout(rng, body)
                return text, "%s: %s; layout=%s" % (sub, BEN_DESC[sub], lay)
            t, n = make()
            add("benign", lang, t, n, check=clean_benign, regen=make)

    abbr = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
    for cls, rows in out.items():
        counter = {}
        with open(os.path.join(ROOT, cls + ".jsonl"), "w", encoding="utf-8", newline="\n") as fh:
            for r in rows:
                counter[r["lang"]] = counter.get(r["lang"], 0) + 1
                obj = {"id": "s23-%s-%s-%03d" % (abbr[cls], r["lang"], counter[r["lang"]]),
                       "class": cls, "lang": r["lang"], "text": r["text"], "note": r["note"]}
                fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
    return {k: len(v) for k, v in out.items()}


if __name__ == "__main__":
    print(build())
