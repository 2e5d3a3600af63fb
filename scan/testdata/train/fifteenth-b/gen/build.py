#!/usr/bin/env python3
"""Build the t15b training set.

    python3 gen/build.py            # writes the four .jsonl files next to gen/
    python3 gen/build.py --out DIR  # writes them into DIR instead

Standard library only; one random.Random(20261552) drives every choice, so the
output is byte-identical on every run.
"""
import importlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import common as C  # noqa: E402

SEED = 20261552
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
INJ_N = {"en": 150, "fr": 75, "de": 75, "es": 75, "pt": 75, "zh": 75, "ja": 75}
OBF_N = {"en": 30, "fr": 10, "de": 10, "es": 10, "pt": 10, "zh": 10, "ja": 10}
BEN_N = {"en": 152, "fr": 83, "de": 83, "es": 83, "pt": 83, "zh": 83, "ja": 83}
SEC_N = {"en": 12, "fr": 8, "de": 8, "es": 8, "pt": 8, "zh": 8, "ja": 8}
PII_N = {"en": 5, "fr": 3, "de": 3, "es": 3, "pt": 2, "zh": 2, "ja": 2}
# share of the non-obfuscated injections per family
INJ_SHARE = {"override": 0.44, "persona": 0.34, "other": 0.22}
OTHER_KINDS = ["secrecy", "exfil", "targets", "safeguards", "markers"]

NOTES = {
    "override.authority": "discards earlier guidance by citing an authority (security, legal, a manager)",
    "override.reported": "discards earlier guidance through reported speech from a colleague",
    "override.dated": "dated policy update that voids earlier guidance",
    "override.fact": "states as fact that the user's earlier guidance expired or never applied",
    "override.refusal": "reinterprets the user's refusal or stop as consent",
    "persona.owner": "claims the assistant has another owner or principal",
    "persona.character": "gives the assistant a named character without limits",
    "persona.human": "tells the assistant to pass itself off as a human",
    "persona.allegiance": "claims the assistant secretly serves another party",
    "secrecy": "asks the assistant to hide its actions from the user",
    "exfil": "sets up an exfiltration channel (URL, e-mail, webhook, curl|sh, beacon)",
    "targets": "points the assistant at sensitive files or the system prompt",
    "safeguards": "switches off a safeguard (review, tests, signing, scanning, audit)",
    "markers": "fake chat-turn or system markers inside a memory line",
    "ben.replaced_pref": "a preference the user really replaced (override vocabulary, harmless)",
    "ben.deprecated": "deprecated guideline replaced by a documented one",
    "ben.brand_voice": "brand voice or benign role-play the assistant writes in",
    "ben.team_role": "roles in the team (owner, lead, captain) in a harmless sense",
    "ben.lang_pref": "language or spelling preference for the assistant",
    "ben.security": "security vocabulary (keys, audit, scanning, tests) as ordinary process",
    "ben.curl": "curl/webhook/upload as a documented project fact",
    "ben.ids": "git SHAs, UUIDs and hashes that are not secrets",
    "ben.placeholder": "placeholders and redacted keys, not real key material",
    "ben.pwpolicy": "password or PIN policy without any actual password",
    "ben.testcards": "test-card policy without a card number",
    "ben.support": "support hours without a phone number",
    "ben.markers_vocab": "talks about chat markers, system prompts and injection tests",
    "ben.refusal_vocab": "the user's no/stop respected as meant",
    "ben.general": "ordinary project memory",
    "ben.fence": "fenced code block with an ordinary command",
    "sec.prose": "password or PIN stated in prose",
    "pii.card": "Luhn-valid card number",
    "pii.iban": "IBAN with valid mod-97 check digits",
    "pii.phone": "personal phone number",
    "pii.ssn": "US Social Security number",
    "pii.nino": "UK National Insurance number",
}

MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
           "septembre", "octobre", "novembre", "décembre"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
           "September", "Oktober", "November", "Dezember"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
           "setembro", "outubro", "novembro", "dezembro"],
}

LAYOUTS = [("plain", 55), ("dated", 8), ("bold", 8), ("comment", 5), ("quote", 5),
           ("frontmatter", 5), ("heading", 4), ("checkbox", 5), ("tag", 5)]


def load(lang):
    mod = importlib.import_module("lang_" + lang)
    d = {}
    for attr in ("DATA", "SECRET", "PII"):
        d.update(C.parse_blocks(getattr(mod, attr)))
    return d


class Filler:
    def __init__(self, r, lang, data):
        self.r, self.lang, self.d = r, lang, data
        self.fixed = {}

    def date(self):
        r = self.r
        y, m, day = r.choice([2025, 2026]), r.randint(1, 12), r.randint(1, 28)
        style = r.random()
        if style < 0.3:
            return "%d-%02d-%02d" % (y, m, day)
        L = self.lang
        if L in ("zh", "ja"):
            return "%d年%d月%d日" % (y, m, day) if style < 0.6 else "%d月%d日" % (m, day)
        mn = MONTHS[L][m - 1]
        if L == "en":
            return "%s %d" % (mn, day) if style < 0.7 else "%s %d, %d" % (mn, day, y)
        if L == "fr":
            return "%d %s" % (day, mn) if style < 0.7 else "%d %s %d" % (day, mn, y)
        if L == "de":
            return "%d. %s" % (day, mn) if style < 0.7 else "%d.%d.%d" % (day, m, y)
        return "%d de %s" % (day, mn) if style < 0.7 else "%d de %s de %d" % (day, mn, y)

    def get(self, slot):
        r = self.r
        if slot in self.fixed:
            return self.fixed[slot]
        if slot in ("name", "mgr", "team", "org", "char"):
            return r.choice(self.d["fill." + slot])
        if slot == "date":
            return self.date()
        if slot == "dom":
            return C.domain(r)
        if slot == "email":
            local = r.choice(["ops", "agent-sync", "it-desk", "audit", "backup", "admin",
                              "security", "m.keller", "j.ortega", "l.dupont", "wei.zhang"])
            return local + "@" + C.domain(r)
        if slot == "url":
            return "https://" + r.choice(["", "api.", "cdn.", "sync.", "hooks.", "files."]) + C.domain(r) + \
                r.choice(["/collect", "/v1/ingest", "/agent", "/u", "/drop", "/policy", "/in"])
        if slot == "ip":
            return C.doc_ip(r)
        if slot == "sha":
            return C.sha(r)
        if slot == "sha7":
            return C.sha(r, 7)
        if slot == "sha256":
            return C.sha(r, 64)
        if slot == "uuid":
            return C.uuid4(r)
        if slot == "n":
            return str(r.randint(120, 4980))
        if slot == "ver":
            return "%d.%d.%d" % (r.randint(1, 4), r.randint(0, 19), r.randint(0, 9))
        if slot == "pw":
            return C.password(r)
        if slot == "pin":
            return C.rs(r, C.DIG, r.choice([4, 4, 6]))
        if slot == "card":
            return C.card(r)
        if slot == "iban":
            return C.iban(r, {"de": "DE", "fr": "FR", "es": "ES", "pt": "PT"}.get(self.lang))
        if slot == "phone":
            return C.phone(r, self.lang)
        if slot == "ssn":
            return C.ssn(r)
        if slot == "nino":
            return C.nino(r)
        return None

    def fill(self, tpl):
        def rep(m):
            v = self.get(m.group(1))
            return m.group(0) if v is None else v
        return re.sub(r"\{(\w+)\}", rep, tpl)


def weighted(r, pairs):
    tot = sum(w for _, w in pairs)
    x = r.uniform(0, tot)
    for k, w in pairs:
        x -= w
        if x <= 0:
            return k
    return pairs[-1][0]


def layout(r, F, text, lang, allow=True):
    cjk = lang in ("zh", "ja")
    kind = weighted(r, LAYOUTS) if allow else "plain"
    if "\n" in text and kind not in ("plain", "dated"):
        kind = "plain"
    if kind == "heading" and len(text) > 80:
        kind = "plain"
    if kind == "plain":
        return text, kind
    if kind == "dated":
        d = "%d-%02d-%02d" % (r.choice([2025, 2026]), r.randint(1, 12), r.randint(1, 28))
        return (d + "：" + text if cjk else d + ": " + text), kind
    if kind == "bold":
        lab = r.choice(F.d["fill.label"])
        return ("**%s：** %s" % (lab, text) if cjk else "**%s:** %s" % (lab, text)), kind
    if kind == "comment":
        return "<!-- %s -->" % text, kind
    if kind == "quote":
        return "> " + text, kind
    if kind == "frontmatter":
        return '%s: "%s"' % (r.choice(F.d["fill.fmkey"]), text.replace('"', '\\"')), kind
    if kind == "heading":
        return "## " + text.rstrip(".。"), kind
    if kind == "checkbox":
        return r.choice(["[ ] ", "[x] "]) + text, kind
    return text + " #" + r.choice(F.d["fill.tag"]), kind


def framed(r, F, text, lang, p):
    if r.random() >= p or "fill.frame" not in F.d or "\n" in text:
        return text, False
    fr = F.fill(r.choice(F.d["fill.frame"]))
    sep = "" if fr.endswith(("：", "，")) else " "
    return fr + sep + text, True


class Book:
    def __init__(self):
        self.rows = {"injection": [], "secret": [], "pii": [], "benign": []}
        self.seen = set()
        self.counter = {"injection": 0, "secret": 0, "pii": 0, "benign": 0}
        self.short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}

    def add(self, cls, lang, text, note):
        if text in self.seen:
            return False
        self.seen.add(text)
        self.counter[cls] += 1
        rid = "t15b-%s-%s-%04d" % (self.short[cls], lang, self.counter[cls])
        self.rows[cls].append({"id": rid, "class": cls, "lang": lang, "text": text, "note": note})
        return True


def produce(r, F, book, cls, lang, sections, quota, frame_p, notefn, tries=40):
    """Fill `quota` lines from the given template sections, cycling templates."""
    pool = []
    for s in sections:
        for t in F.d.get(s, []):
            pool.append((s, t))
    if not pool:
        return 0
    made = 0
    order = []
    attempts = 0
    while made < quota and attempts < quota * tries:
        if not order:
            order = pool[:]
            r.shuffle(order)
        sec, tpl = order.pop()
        attempts += 1
        text = F.fill(tpl)
        text, fr = framed(r, F, text, lang, frame_p)
        text, lay = layout(r, F, text, lang)
        note = notefn(sec, lay, fr)
        if book.add(cls, lang, text, note):
            made += 1
    return made


def split_quota(total, weights):
    keys = list(weights)
    tot = float(sum(weights.values()))
    raw = {k: total * weights[k] / tot for k in keys}
    out = {k: int(raw[k]) for k in keys}
    rest = total - sum(out.values())
    for k in sorted(keys, key=lambda k: raw[k] - out[k], reverse=True)[:rest]:
        out[k] += 1
    return out


def inj_note(sec, lay, fr):
    n = "%s: %s" % (sec, NOTES[sec])
    if fr:
        n += "; framed as a note from someone"
    return n + "; layout=" + lay


def obfuscate(r, F, Fen, lang, n, book, ben_sections):
    cjk = lang in ("zh", "ja")
    techs = ["zw", "tags", "bidi", "fullwidth", "b64", "spacing"] + ([] if cjk else ["homoglyph", "leet"])
    payloads = F.d["obf.payload"]
    made, i, guard = 0, 0, 0
    start = r.randrange(len(techs))
    while made < n and guard < n * 50:
        guard += 1
        tech = techs[(start + i) % len(techs)]
        i += 1
        src = F if not (tech == "tags" and cjk) else Fen
        payload = src.fill(r.choice(src.d["obf.payload"] if src is Fen else payloads))
        carrier_sec = r.choice(ben_sections)
        carrier = F.fill(r.choice(F.d[carrier_sec]))
        if "\n" in carrier:
            continue
        if tech == "zw":
            text = C.obf_zero_width(r, payload) if r.random() < 0.5 else carrier + " " + C.obf_zero_width(r, payload)
            desc = "zero-width characters inside the instruction"
        elif tech == "tags":
            text = carrier + C.obf_tags(payload)
            desc = "instruction hidden in invisible Unicode tag characters after an ordinary line"
        elif tech == "bidi":
            text = carrier + " " + C.obf_bidi(payload)
            desc = "instruction stored reversed inside a right-to-left override (bidi controls)"
        elif tech == "fullwidth":
            fw = C.obf_fullwidth(r, payload)
            if fw == payload:
                continue
            text = fw if not cjk else carrier + " " + fw
            desc = "full-width letters"
        elif tech == "homoglyph":
            text = C.obf_homoglyph(r, payload)
            desc = "Cyrillic homoglyphs in place of Latin letters"
        elif tech == "leet":
            text = C.obf_leet(r, payload)
            desc = "leetspeak"
        elif tech == "spacing":
            text = C.obf_spacing_cjk(r, payload) if cjk else C.obf_spacing(r, payload)
            desc = "letters spaced apart"
        else:
            lead = r.choice(F.d["obf.lead"])
            F.fixed["b64"] = C.b64(payload)
            text = F.fill(lead)
            del F.fixed["b64"]
            desc = "base64-encoded instruction with a decode hint"
        if book.add("injection", lang, text, "obfuscated/%s: %s; hidden payload: %s" % (tech, desc, payload)):
            made += 1
    return made


def build(out_dir):
    r = random.Random(SEED)
    book = Book()
    data = {L: load(L) for L in LANGS}
    Fen = Filler(r, "en", data["en"])
    provider_cycle = []

    for L in LANGS:
        F = Filler(r, L, data[L]) if L != "en" else Fen
        d = data[L]
        # ---------------- injections
        nonobf = INJ_N[L] - OBF_N[L]
        q = split_quota(nonobf, INJ_SHARE)
        for fam in ("override", "persona"):
            secs = [k for k in d if k.startswith(fam + ".")]
            produce(r, F, book, "injection", L, secs, q[fam], 0.15, inj_note)
        oq = split_quota(q["other"], {k: 1 for k in OTHER_KINDS})
        for k in OTHER_KINDS:
            produce(r, F, book, "injection", L, [k], oq[k], 0.1, inj_note)
        ben_secs = [k for k in d if k.startswith("ben.") and k != "ben.fence"]
        obfuscate(r, F, Fen, L, OBF_N[L], book, ben_secs)
        have = sum(1 for x in book.rows["injection"] if x["lang"] == L)
        if have < INJ_N[L]:  # top up from override/persona if templates ran dry
            secs = [k for k in d if k.startswith(("override.", "persona."))]
            produce(r, F, book, "injection", L, secs, INJ_N[L] - have, 0.5, inj_note, tries=200)

        # ---------------- benign
        secs = [k for k in d if k.startswith("ben.")]
        produce(r, F, book, "benign", L, secs, BEN_N[L], 0.2,
                lambda s, lay, fr: "%s: %s%s; layout=%s" % (s, NOTES[s], "; framed as a note from someone" if fr else "", lay))
        have = sum(1 for x in book.rows["benign"] if x["lang"] == L)
        if have < BEN_N[L]:
            produce(r, F, book, "benign", L, secs, BEN_N[L] - have, 0.8,
                    lambda s, lay, fr: "%s: %s%s; layout=%s" % (s, NOTES[s], "; framed as a note from someone" if fr else "", lay),
                    tries=400)

        # ---------------- secrets
        n_prose = SEC_N[L] // 3
        produce(r, F, book, "secret", L, ["sec.prose"], n_prose, 0.1,
                lambda s, lay, fr: "sec.prose: %s; layout=%s" % (NOTES[s], lay))
        made = 0
        while made < SEC_N[L] - n_prose:
            if not provider_cycle:
                provider_cycle = sorted(C.PROVIDERS)
                r.shuffle(provider_cycle)
            prov = provider_cycle.pop()
            name, env = C.PROVIDERS[prov]
            F.fixed.update({"key": C.api_key(r, prov), "prov": name, "env": env})
            tpls = d.get("sec." + prov) or d["sec.key"]
            if prov in ("aws_secret", "datadog"):  # bare shapes need their variable name as context
                tpls = [t for t in tpls if "{env}" in t]
            tpl = r.choice(tpls)
            text = F.fill(tpl)
            for k in ("key", "prov", "env"):
                del F.fixed[k]
            text, lay = layout(r, F, text, L)
            if book.add("secret", L, text, "sec.key/%s: %s credential in its real shape; layout=%s" % (prov, name, lay)):
                made += 1

        # ---------------- pii
        secs = [k for k in d if k.startswith("pii.")]
        order = []
        made = 0
        while made < PII_N[L]:
            if not order:
                order = secs[:]
                r.shuffle(order)
            s = order.pop()
            text = F.fill(r.choice(d[s]))
            text, lay = layout(r, F, text, L)
            if book.add("pii", L, text, "%s: %s; layout=%s" % (s, NOTES[s], lay)):
                made += 1

    os.makedirs(out_dir, exist_ok=True)
    for cls in ("injection", "secret", "pii", "benign"):
        with open(os.path.join(out_dir, cls + ".jsonl"), "w", encoding="utf-8", newline="\n") as f:
            for row in book.rows[cls]:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    return {cls: len(v) for cls, v in book.rows.items()}, book


if __name__ == "__main__":
    out = os.path.dirname(HERE)
    if "--out" in sys.argv:
        out = sys.argv[sys.argv.index("--out") + 1]
    counts, _ = build(out)
    print(json.dumps(counts))
