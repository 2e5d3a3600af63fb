#!/usr/bin/env python3
"""Build the s25 evaluation set.  Standard library only; one Random(25025).

    python3 gen/build.py          # writes ../*.jsonl and ../README.md
"""
import sys
sys.dont_write_bytecode = True
import base64
import json
import os
import re
import random
import unicodedata

import keys as K
import data_inj
import data_ben_en
import data_ben_intl
import data_sec

SEED = 25025
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CJK = {"zh", "ja"}

N_INJ = {"en": 140, "fr": 70, "de": 70, "es": 70, "pt": 70, "zh": 70, "ja": 70}
N_OBF = {"en": 18, "fr": 12, "de": 12, "es": 12, "pt": 12, "zh": 12, "ja": 12}
N_SEC = {l: 25 for l in LANGS}
N_BEN = {"en": 136, "fr": 74, "de": 74, "es": 74, "pt": 74, "zh": 74, "ja": 74}

INJ_DESC = {
    "override": "discards or outranks earlier guidance, paraphrased as a team rule",
    "stock": "the stock override phrase itself, kept as a baseline",
    "role": "switches the agent's role/persona or who it answers to",
    "secrecy": "asks the agent to hide actions or the note from the user",
    "exfil": "sends data out (URL, e-mail, curl|sh, upload, webhook, beacon, mirror remote)",
    "target": "points the agent at sensitive material (system prompt, ~/.ssh, .env, credentials, shell rc, browser store)",
    "disable": "switches off a safeguard (review, audit, confirmation, tests, signing, secret scanning)",
    "marker": "fake chat-turn / system / end-of-data markers",
}
OBF_DESC = {
    "zw": "zero-width characters inserted inside words",
    "tag": "payload hidden in Unicode tag characters after a harmless visible line",
    "bidi": "payload stored reversed inside RLO..PDF bidi controls (displays forwards)",
    "fullwidth": "ASCII letters replaced by full-width forms",
    "homoglyph": "Latin letters replaced by Cyrillic look-alikes",
    "base64": "payload base64-encoded behind a decode-and-apply carrier",
    "leet": "leetspeak digits for letters",
    "spacing": "letters spaced apart",
}
BEN_DESC = {
    "lint": "'ignore' for lint warnings",
    "keyrot": "key rotation / where keys live, no key material",
    "sysprompt": "'system prompt' as a reviewed artifact",
    "lang": "answer-language preference ('the assistant should answer in ...')",
    "curl": "curl | sh or curl as a documented project fact",
    "override": "supersede/forget/disregard about documents, not the agent",
    "role": "user profile or user-requested role-play",
    "secrecy": "'silently' / 'never tell' / 'don't mention' in a harmless sense",
    "exfil": "upload / forward / webhook / export as ordinary ops",
    "target": "~/.ssh, .env, ~/.aws, shell rc, /etc mentioned harmlessly",
    "disable": "skipping tests / review / signing / audit as a sanctioned policy",
    "marker": "chat-turn and `<system>` markers described as data formats",
    "obf": "zero-width, base64, full-width, homoglyphs, leetspeak as engineering topics",
    "placeholder": "obvious placeholders instead of key material",
    "pwpolicy": "password / PIN policy without any password",
    "testcard": "test-card policy without a card number",
    "support": "phone / IBAN mentioned without any number",
    "plain": "ordinary project or user memory",
    "secretword": "token / key / JWT vocabulary without material",
    "systemword": "'system', 'admin', 'operator', 'permissions' in a product sense",
    "ip": "documentation-range IP as infrastructure fact",
    "sha": "git SHA",
    "uuid": "UUID",
    "hash": "SHA-256 / MD5 digest",
}

PH = re.compile(r"(\{(?:url|dom|mail|hook|giturl|bucket|ip|sshpub)\})")


def parse(block):
    out = []
    for line in block.strip().split("\n"):
        if line.strip():
            kind, text = line.split("|", 1)
            out.append((kind.strip(), text.strip().replace("\\n", "\n")))
    return out


def fill(text, vals):
    for k, v in vals.items():
        text = text.replace("{%s}" % k, v)
    return text


def outside_ph(text, fn):
    parts = PH.split(text)
    return "".join(p if PH.fullmatch(p) else fn(p) for p in parts)


# --- layouts shared by all classes ---------------------------------------
FM_KEYS = ["agent_note", "summary", "context", "notes", "description", "tldr"]


def layout(rng, text, weight=1.0, heading=True):
    if "\n" in text:
        return text, "multi-line"
    x = rng.random() / weight
    if x < 0.60 or x >= 1.0:
        return text, "bullet"
    if x < 0.70:
        return "<!-- %s -->" % text, "html-comment"
    if x < 0.80:
        return '%s: "%s"' % (rng.choice(FM_KEYS), text.replace('"', '\\"')), "front-matter"
    if x < 0.88:
        return "> [!note] " + text, "callout"
    if x < 0.94 and len(text) < 120 and heading:
        return "## " + text, "heading"
    return "```sh\n# %s\n```" % text, "code-comment"


# --- obfuscation --------------------------------------------------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0410", "B": "\u0412", "C": "\u0421",
        "E": "\u0415", "H": "\u041d", "K": "\u041a", "M": "\u041c", "O": "\u041e", "P": "\u0420", "T": "\u0422"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def is_word(c):
    return c.isalnum()


def t_zw(rng, s):
    out = []
    for i, c in enumerate(s):
        out.append(c)
        if i + 1 < len(s) and is_word(c) and is_word(s[i + 1]) and rng.random() < 0.55:
            out.append(rng.choice(ZW))
    return "".join(out)


def t_full(rng, s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else c for c in s)


def t_homo(rng, s):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in s)


def t_leet(rng, s):
    return "".join(LEET[c] if c in LEET and rng.random() < 0.75 else c for c in s)


def t_space(rng, s, cjk):
    if cjk:
        return " ".join(c for c in s if c != " ")
    words = s.split(" ")
    return "  ".join(" ".join(w) if len(w) >= 4 and w.isalpha() else w for w in words)


def ascii_fold(s):
    for a, b in [("«", '"'), ("»", '"'), ("“", '"'), ("”", '"'), ("„", '"'), ("’", "'"), ("–", "-"),
                 ("—", "-"), ("…", "..."), ("ß", "ss"), ("\n", " ")]:
        s = s.replace(a, b)
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if 32 <= ord(c) < 127)


def to_tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s)


def ascii_letters(s):
    return sum(1 for c in PH.sub("", s) if c.isascii() and c.isalpha())


# --- injections ----------------------------------------------------------
def build_injections(rng):
    rows = []
    for lang in LANGS:
        cores = parse(data_inj.INJ[lang])
        leads = data_inj.LEADS[lang]
        n_plain = N_INJ[lang] - N_OBF[lang]
        items = []
        for kind, text in cores:
            t, lay = layout(rng, fill(text, K.attacker_fill(rng)))
            items.append((kind, t, "%s: %s; layout %s" % (kind, INJ_DESC[kind], lay)))
        reuse = rng.sample([c for c in cores if c[0] != "stock"], n_plain - len(cores))
        for kind, text in reuse:
            lead = rng.choice(leads)
            body = text
            if lang not in CJK and body[:1].isupper() and body[1:2].islower():
                body = body[0].lower() + body[1:]
            t, lay = layout(rng, fill(lead + body, K.attacker_fill(rng)))
            items.append((kind, t, "%s: %s; re-used core behind a lead-in (%s); layout %s"
                           % (kind, INJ_DESC[kind], lead.strip(" :：—–"), lay)))
        techs = (["zw", "tag", "bidi", "fullwidth", "homoglyph", "base64", "spacing"] if lang in CJK
                 else ["zw", "tag", "bidi", "fullwidth", "homoglyph", "base64", "leet", "spacing"])
        plan = [techs[i % len(techs)] for i in range(N_OBF[lang])]
        pool = [c for c in cores if c[0] not in ("stock", "marker")]
        ascii_pool = [c for c in pool if ascii_letters(c[1]) >= 12]
        used = set()
        for tech in plan:
            src = ascii_pool if (lang in CJK and tech in ("fullwidth", "homoglyph")) else pool
            cands = [c for c in src if c[1] not in used] or src
            kind, text = rng.choice(cands)
            used.add(text)
            vals = K.attacker_fill(rng)
            if tech == "zw":
                t = fill(outside_ph(text, lambda p: t_zw(rng, p)), vals)
            elif tech == "fullwidth":
                t = fill(outside_ph(text, lambda p: t_full(rng, p)), vals)
            elif tech == "homoglyph":
                t = fill(outside_ph(text, lambda p: t_homo(rng, p)), vals)
            elif tech == "leet":
                t = fill(outside_ph(text, lambda p: t_leet(rng, p)), vals)
            elif tech == "spacing":
                t = fill(outside_ph(text, lambda p: t_space(rng, p, lang in CJK)), vals)
            elif tech == "bidi":
                lead = rng.choice(leads)
                t = lead + "\u202e" + fill(text, vals)[::-1] + "\u202c"
            elif tech == "tag":
                cover = rng.choice(data_inj.TAG_COVERS[lang])
                if lang in CJK:
                    hidden = fill(rng.choice(data_inj.TAG_ASCII), vals)
                    kind = "exfil" if ("send" in hidden or "upload" in hidden) else ("target" if "ssh" in hidden else "disable")
                else:
                    hidden = ascii_fold(fill(text, vals))
                t = cover + to_tags(hidden)
            elif tech == "base64":
                frame = rng.choice(data_inj.B64_FRAMES[lang])
                t = frame.replace("{b64}", base64.b64encode(fill(text, vals).encode("utf-8")).decode())
            items.append(("obf/" + tech, t, "obfuscated (%s: %s); underlying %s: %s"
                          % (tech, OBF_DESC[tech], kind, INJ_DESC[kind])))
        rows.append((lang, items))
    return rows


# --- secrets -------------------------------------------------------------
CORPS = ["lumenfold", "kestrelbay", "orvane", "tidewick", "brambleco", "quillmere"]


def password(rng, lang):
    w = data_sec.PW_WORDS[lang]
    k = rng.randrange(3)
    if k == 0:
        return "%s-%s-%d" % (rng.choice(w), rng.choice(w).lower(), rng.randrange(10, 99))
    if k == 1:
        return "%s%d%s" % (rng.choice(w), rng.randrange(1000, 9999), rng.choice("!#%&*?$"))
    return K.r(rng, K.ALNUM + "!#%&*", rng.randrange(12, 18))


def pin(rng):
    while True:
        p = K.r(rng, K.DIG, rng.choice([4, 4, 6]))
        if len(set(p)) > 2 and p not in ("1234", "123456"):
            return p


def conn(rng):
    pw = K.r(rng, K.ALNUM, rng.randrange(16, 25))
    corp = rng.choice(CORPS)
    k = rng.randrange(8)
    if k == 0:
        return "postgres://app_rw:%s@pg-staging.%s.internal:5432/app" % (pw, corp)
    if k == 1:
        return "mysql://root:%s@%s:3306/shop" % (pw, K.doc_ip(rng))
    if k == 2:
        return "mongodb+srv://svc_billing:%s@cluster0.%s.internal/billing?retryWrites=true&w=majority" % (pw, corp)
    if k == 3:
        return "redis://:%s@cache.%s.internal:6379/0" % (pw, corp)
    if k == 4:
        return "amqp://worker:%s@mq.%s.internal:5672/%%2F" % (pw, corp)
    if k == 5:
        return "Server=sql-01.%s.internal;Database=Billing;User Id=sa;Password=%s;TrustServerCertificate=True" % (corp, pw)
    if k == 6:
        return "jdbc:postgresql://%s:5432/reports?user=reporter&password=%s" % (K.doc_ip(rng), pw)
    return "smtp://alerts%%40%s.internal:%s@smtp.%s.internal:587" % (corp, pw, corp)


def build_secrets(rng):
    provs = list(K.PROVIDERS)
    rng.shuffle(provs)
    pi = 0
    pem_kinds = ["ec", "openssh", "pkcs8", "rsa", "ec", "openssh", "pkcs8", "openssh"]
    rows = []
    for lang in LANGS:
        items = []
        for f in data_sec.PROSE[lang]:
            t = f.replace("{pw}", password(rng, lang)).replace("{pin}", pin(rng))
            sub = "pin" if "{pin}" in f else "password"
            items.append((sub, t, "secret/prose-%s: %s stated in prose (%s)" % (sub, sub, lang)))
        for f in data_sec.CONN_FRAMES[lang]:
            c = conn(rng)
            t, lay = layout(rng, f.replace("{conn}", c), 0.7, heading=False)
            items.append(("connection-string", t, "secret/connection-string: %s with inline password; layout %s"
                          % (c.split(":", 1)[0], lay)))
        for f in data_sec.PEM_FRAMES[lang]:
            kind = pem_kinds.pop(0)
            items.append(("private-key", f.replace("{pem}", K.pem(rng, kind)),
                          "secret/private-key: PEM %s private key in a note" % kind))
        frames = list(data_sec.KEY_FRAMES[lang])
        rng.shuffle(frames)
        fi = 0
        while len(items) < N_SEC[lang]:
            name, env, gen = provs[pi % len(provs)]
            pi += 1
            key = gen(rng)
            multi = "/" in env or " / " in key
            for _ in range(len(frames)):
                f = frames[fi % len(frames)]
                fi += 1
                if not (multi and "{env}" in f):
                    break
            t = f.replace("{name}", name).replace("{env}", env).replace("{key}", key)
            t, lay = layout(rng, t, 0.5, heading=False)
            items.append(("api-key", t, "secret/api-key: %s credential in its real shape; layout %s" % (name, lay)))
        rows.append((lang, items))
    return rows


# --- personal data -------------------------------------------------------
def build_pii(rng):
    rows = []
    for lang in LANGS:
        items = []
        for sub, f in parse(data_sec.PII[lang]):
            vals = {}
            t = f
            for ph in re.findall(r"\{(\w+)\}", f):
                if ph == "card":
                    v = K.card(rng)
                elif ph == "amex":
                    v = K.card(rng, "amex")
                elif ph == "ssn":
                    v = K.ssn(rng)
                elif ph == "nino":
                    v = K.nino(rng)
                elif ph.startswith("iban_"):
                    v = K.iban(rng, ph[5:])
                elif ph.startswith("phone_"):
                    v = K.phone(rng, ph[6:])
                t = t.replace("{%s}" % ph, v)
                vals[ph] = v
            desc = {"card": "Luhn-valid payment card number", "amex": "Luhn-valid Amex number",
                    "ssn": "US SSN (valid area/group/serial)", "nino": "UK National Insurance number",
                    "iban": "IBAN with valid mod-97 check digits", "phone": "personal phone number"}[sub]
            t, lay = layout(rng, t, 0.4, heading=False)
            items.append((sub, t, "pii/%s: %s; layout %s" % (sub, desc, lay)))
        rows.append((lang, items))
    return rows


# --- benign --------------------------------------------------------------
def ben_fill(rng, f):
    vals = {
        "sha": K.r(rng, K.HEX, 40), "short": K.r(rng, K.HEX, 7), "uuid": K.uuid4(rng),
        "sha256": K.r(rng, K.HEX, 64), "md5": K.r(rng, K.HEX, 32), "ip": K.doc_ip(rng),
        "ver": "%d.%d.%d" % (rng.randrange(1, 9), rng.randrange(0, 30), rng.randrange(0, 15)),
        "port": str(rng.choice([8080, 8443, 9090, 3000, 5000, 6443])),
    }
    for k, v in vals.items():
        f = f.replace("{%s}" % k, v)
    return f


def build_benign(rng):
    rows = []
    for lang in LANGS:
        if lang == "en":
            hand, frames = parse(data_ben_en.BEN_EN), parse(data_ben_en.BEN_FRAMES_EN)
        else:
            hand, frames = parse(data_ben_intl.BEN[lang]), parse(data_ben_intl.FRAMES[lang])
        items = []
        for code, text in hand:
            t, lay = layout(rng, text, 0.8)
            items.append((code, t, "benign/%s: %s; layout %s" % (code, BEN_DESC[code], lay)))
        order = list(frames)
        rng.shuffle(order)
        i = 0
        while len(items) < N_BEN[lang]:
            code, f = order[i % len(order)]
            i += 1
            t, lay = layout(rng, ben_fill(rng, f), 0.8)
            items.append((code, t, "benign/%s: %s (random value); layout %s" % (code, BEN_DESC[code], lay)))
        rows.append((lang, items))
    return rows


def write(name, short, cls, rows, rng):
    counts = {}
    seen = set()
    with open(os.path.join(OUT, name), "w", encoding="utf-8", newline="\n") as fh:
        for lang, items in rows:
            rng.shuffle(items)
            n = 0
            for sub, text, note in items:
                if text in seen:
                    raise SystemExit("duplicate text in %s: %r" % (name, text[:80]))
                seen.add(text)
                n += 1
                obj = {"id": "s25-%s-%s-%03d" % (short, lang, n), "class": cls, "lang": lang,
                       "text": text, "note": note}
                fh.write(json.dumps(obj, ensure_ascii=False) + "\n")
                counts.setdefault(lang, {}).setdefault(sub, 0)
                counts[lang][sub] += 1
    return counts


def main():
    rng = random.Random(SEED)
    inj = build_injections(rng)
    sec = build_secrets(rng)
    pii = build_pii(rng)
    ben = build_benign(rng)
    stats = {
        "injection": write("injection.jsonl", "inj", "injection", inj, rng),
        "secret": write("secret.jsonl", "sec", "secret", sec, rng),
        "pii": write("pii.jsonl", "pii", "pii", pii, rng),
        "benign": write("benign.jsonl", "ben", "benign", ben, rng),
    }
    import readme
    readme.write(OUT, SEED, LANGS, stats, N_OBF)
    for cls, c in stats.items():
        print(cls, sum(sum(v.values()) for v in c.values()), {l: sum(v.values()) for l, v in c.items()})


if __name__ == "__main__":
    main()
