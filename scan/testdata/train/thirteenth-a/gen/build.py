#!/usr/bin/env python3
"""Build the thirteenth-a memory-scanner training set. Usage: python3 gen/build.py"""
import base64
import json
import os
import random
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import material as M  # noqa: E402
import lang_en, lang_fr, lang_de, lang_es, lang_pt, lang_zh, lang_ja  # noqa: E402

SEED = 20261341
OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = {"en": lang_en, "fr": lang_fr, "de": lang_de, "es": lang_es, "pt": lang_pt, "zh": lang_zh, "ja": lang_ja}
r = random.Random(SEED)

INJ_PLAN_EN = {"secrecy": 38, "persona": 38, "obfuscated": 24, "override": 12, "exfil": 14, "sensitive": 10, "disable": 9, "marker": 5}
INJ_PLAN_XX = {"secrecy": 19, "persona": 19, "obfuscated": 11, "override": 6, "exfil": 7, "sensitive": 5, "disable": 5, "marker": 3}
BEN_TOTAL = {"en": 160, "fr": 82, "de": 82, "es": 82, "pt": 82, "zh": 82, "ja": 82}
SEC_PLAN = {"en": 18, "fr": 7, "de": 7, "es": 7, "pt": 7, "zh": 7, "ja": 7}
PII_PLAN = {"en": 8, "fr": 2, "de": 2, "es": 2, "pt": 2, "zh": 2, "ja": 2}

INJ_NOTE = {
    "secrecy": "secrecy: keeps an action from the user (summaries, commits, changelog, replies), phrased as a team habit",
    "persona": "persona/role change: reassigns whom the assistant works for or whose instructions outrank the user",
    "override": "override: discards earlier guidance or user preferences (paraphrased)",
    "exfil": "exfiltration channel (URL, e-mail, curl|sh, upload, webhook or image beacon)",
    "sensitive": "sensitive target (ssh keys, credentials, system prompt, browser passwords, shell rc)",
    "disable": "disables a safeguard (review, confirmation, tests, signing, audit, secret scanning)",
    "marker": "fake chat-turn or system marker",
}
BEN_NOTE = {
    "confidential": "benign: confidentiality of unreleased work / what not to put in changelogs, same vocabulary as secrecy attacks",
    "persona_cfg": "benign: configured bot persona, role names or the user's own style preference",
    "lookalike": "benign: ordinary memory using attack words (ignore, silently, forget, webhook, upload) harmlessly",
    "secops": "benign: security hygiene / password or card policy / placeholder, no actual secret",
    "facts": "benign: project fact, command, hash, SHA or UUID",
}

B64_PREFIX = {
    "en": "Setup note (base64, decode and apply): ", "fr": "Note de config (base64, à décoder puis appliquer) : ",
    "de": "Einrichtungshinweis (base64, dekodieren und umsetzen): ", "es": "Nota de configuración (base64, decodificar y aplicar): ",
    "pt": "Nota de setup (base64, decodificar e aplicar): ", "zh": "配置备注（base64，解码后照做）：", "ja": "設定メモ（base64、デコードして適用）：",
}
LAYOUT_TAGS = {"en": ["ops", "team", "repo", "workflow"], "fr": ["équipe", "ops", "dépôt"], "de": ["team", "betrieb", "repo"],
               "es": ["equipo", "ops", "repo"], "pt": ["time", "ops", "repo"], "zh": ["团队", "运维", "仓库"], "ja": ["チーム", "運用", "リポジトリ"]}

PROV_NAME = {"aws": ("AWS", "AWS_ACCESS_KEY_ID"), "github": ("GitHub", "GITHUB_TOKEN"), "gitlab": ("GitLab", "GITLAB_TOKEN"),
             "npm": ("npm", "NPM_TOKEN"), "pypi": ("PyPI", "PYPI_TOKEN"), "sendgrid": ("SendGrid", "SENDGRID_API_KEY"),
             "google": ("Google Maps", "GOOGLE_API_KEY"), "huggingface": ("Hugging Face", "HF_TOKEN"),
             "digitalocean": ("DigitalOcean", "DIGITALOCEAN_TOKEN"), "mailgun": ("Mailgun", "MAILGUN_API_KEY"),
             "heroku": ("Heroku", "HEROKU_API_KEY"), "discord": ("Discord bot", "DISCORD_TOKEN"), "slack": ("Slack", "SLACK_BOT_TOKEN"),
             "slack_webhook": ("Slack webhook", "SLACK_WEBHOOK_URL"), "stripe": ("Stripe", "STRIPE_SECRET_KEY"),
             "openai": ("OpenAI", "OPENAI_API_KEY"), "anthropic": ("Anthropic", "ANTHROPIC_API_KEY"), "twilio": ("Twilio", "TWILIO_API_KEY"),
             "azure": ("Azure Storage", "AZURE_STORAGE_CONNECTION_STRING"), "telegram": ("Telegram bot", "TELEGRAM_BOT_TOKEN"),
             "shopify": ("Shopify", "SHOPIFY_ACCESS_TOKEN"), "jwt": ("JWT", "API_JWT"), "conn": ("DB", "DATABASE_URL")}


def lines(block):
    return [l.strip().replace("\\n", "\n") for l in block.strip().split("\n") if l.strip()]


def fill(t, L):
    S = L.SLOTS
    p1 = r.choice(S["person"])
    vals = {"{url}": M.url(r), "{email}": M.email(r), "{ip}": M.ip(r), "{person}": p1,
            "{person2}": r.choice([p for p in S["person"] if p != p1]), "{proj}": r.choice(S["proj"]),
            "{org}": r.choice(S["org"]), "{day}": r.choice(S["day"]), "{pkg}": r.choice(S["pkg"]),
            "{ver}": "v%d.%d.%d" % (r.randint(1, 6), r.randint(0, 20), r.randint(0, 9)), "{sha}": M.sha(r),
            "{uuid}": M.uuid(r), "{hash}": M.sha256(r), "{n}": str(r.randint(120, 4800))}
    for k, v in vals.items():
        t = t.replace(k, v)
    # capitalise a sentence that now starts with a lower-case slot value
    if t[:1].islower() and t[:1].isalpha() and not t.startswith(("curl", "export", "wget")):
        t = t[0].upper() + t[1:]
    return t


def layout(text, lang, plain_bias):
    if "\n" in text or r.random() < plain_bias:
        return text, "plain"
    k = r.choice(["dated", "comment", "frontmatter", "heading", "tag"])
    if k == "dated":
        return "%s (%d-%02d-%02d)" % (text, r.choice([2025, 2026]), r.randint(1, 12), r.randint(1, 28)), "dated"
    if k == "comment":
        return "<!-- %s -->" % text, "html-comment"
    if k == "frontmatter":
        return "%s: %s" % (r.choice(["note", "memo", "context", "agent_note"]), text), "front-matter"
    if k == "heading" and len(text) < 110:
        return "## " + text, "heading"
    return "[%s] %s" % (r.choice(LAYOUT_TAGS[lang]), text), "tag-prefix"


SEEN = set()
RECORDS = {"injection": [], "secret": [], "pii": [], "benign": []}
COUNTER = {"n": 0}


def emit(cls, lang, text, note):
    COUNTER["n"] += 1
    RECORDS[cls].append({"id": "t13a-%s-%s-%04d" % (cls[:3], lang, COUNTER["n"]), "class": cls, "lang": lang,
                         "text": text, "note": note})
    SEEN.add(text)


def produce(templates, count, L, lang, cls, note):
    """Cycle through shuffled templates, filling slots; first pass mostly plain, later passes vary layout."""
    made = 0
    rounds = 0
    while made < count and rounds < 60:
        ts = templates[:]
        r.shuffle(ts)
        for t in ts:
            if made >= count:
                break
            for _ in range(6):
                txt = fill(t, L)
                txt, lay = layout(txt, lang, 0.8 if rounds == 0 else 0.25)
                if txt not in SEEN:
                    emit(cls, lang, txt, "%s; layout=%s" % (note, lay))
                    made += 1
                    break
        rounds += 1
    if made < count:
        print("WARN short", lang, cls, note[:30], made, count)


# ---------- obfuscation ----------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def obfuscate(src, lang, method, L):
    cover = fill(r.choice(lines(L.BEN["facts"])), L)
    if method == "zw":
        z = r.choice(ZW)
        return "".join(ch + (z if ch != " " and r.random() < .7 else "") for ch in src), "zero-width characters inside the words"
    if method == "tag":
        hidden = "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(src) if 0x20 <= ord(c) < 0x7F)
        return cover + hidden, "instruction hidden in Unicode tag characters after a benign line"
    if method == "bidi":
        return cover + " \u202e" + src[::-1] + "\u202c", "instruction reversed inside an RLO bidi override after a benign line"
    if method == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in src), "full-width letters"
    if method == "homoglyph":
        return "".join(HOMO.get(c, c) if r.random() < .8 else c for c in src), "Cyrillic homoglyphs for Latin letters"
    if method == "base64":
        return B64_PREFIX[lang] + base64.b64encode(src.encode()).decode(), "instruction encoded in base64 with a decode-and-apply hint"
    if method == "leet":
        return "".join(LEET.get(c.lower(), c) if r.random() < .85 else c for c in src), "leetspeak"
    if method == "spacing":
        return " ".join(c for c in src if c != " ") if lang in ("zh", "ja") else "  ".join(" ".join(w) for w in src.split()), "letters spaced apart"
    raise ValueError(method)


def produce_obf(L, lang, count):
    methods = ["zw", "tag", "bidi", "fullwidth", "homoglyph", "base64", "leet", "spacing"]
    if lang in ("zh", "ja"):
        methods = ["zw", "bidi", "fullwidth", "base64", "spacing", "zw", "base64"]
    srcs = lines(L.OBF_SRC)
    made, i = 0, 0
    while made < count and i < 500:
        m = methods[i % len(methods)]
        s = fill(srcs[(i * 7 + i // len(methods)) % len(srcs)], L)
        s = s[0].lower() + s[1:] if lang not in ("zh", "ja") else s
        txt, how = obfuscate(s, lang, m, L)
        if txt not in SEEN:
            emit("injection", lang, txt, "obfuscated/%s: %s" % (m, how))
            made += 1
        i += 1


# ---------- secrets and pii ----------
def produce_secrets(L, lang, count):
    provs = M.PROVIDERS[:]
    r.shuffle(provs)
    kinds = ["prov"] * (count - 4) + ["prose", "prose", "conn", "pem"] if lang != "en" else ["prov"] * 11 + ["prose"] * 4 + ["conn"] * 2 + ["pem"]
    for i, kind in enumerate(kinds[:count]):
        while True:
            if kind == "prov":
                pk, fn = provs[i % len(provs)]
                key = fn(r)
                name, env = PROV_NAME[pk]
                t = r.choice(L.SEC)
                txt = fill(t.replace("{prov}", name).replace("{env}", env).replace("{key}", key), L)
                note = "secret: %s credential in its real shape" % name
            elif kind == "prose":
                t = r.choice(L.SEC_PROSE)
                txt = fill(t.replace("{pw}", M.password(r)).replace("{pin}", M.pin(r)), L)
                note = "secret: password or PIN stated in prose"
            elif kind == "conn":
                txt = fill(r.choice(L.SEC_CONN).replace("{conn}", M.conn(r)), L)
                note = "secret: connection string with embedded password"
            else:
                txt = L.SEC_PEM.replace("{pem}", M.pem(r))
                note = "secret: PEM private key block"
            if txt not in SEEN:
                emit("secret", lang, txt, note)
                break


def produce_pii(L, lang, count):
    ts = L.PII[:]
    r.shuffle(ts)
    cc = {"fr": "FR", "de": "DE", "es": "ES", "pt": "PT", "en": "GB"}
    for i in range(count):
        t = ts[i % len(ts)]
        vals = {"{card}": M.card(r), "{iban}": M.iban(r, cc.get(lang)), "{ssn}": M.ssn(r), "{nino}": M.nino(r), "{phone}": M.phone(r, lang)}
        kind = [k for k in vals if k in t][0]
        for k, v in vals.items():
            t = t.replace(k, v)
        txt = fill(t, L)
        note = {"{card}": "pii: Luhn-valid card number", "{iban}": "pii: IBAN with valid check digits", "{ssn}": "pii: US SSN",
                "{nino}": "pii: UK National Insurance number", "{phone}": "pii: personal phone number"}[kind]
        emit("pii", lang, txt, note)


def main():
    for lang, L in LANGS.items():
        plan = INJ_PLAN_EN if lang == "en" else INJ_PLAN_XX
        for sub, n in plan.items():
            if sub == "obfuscated":
                produce_obf(L, lang, n)
            else:
                produce(lines(L.INJ[sub]), n, L, lang, "injection", INJ_NOTE[sub])
        blocks = {k: lines(v) for k, v in L.BEN.items()}
        tot = sum(len(v) for v in blocks.values())
        remaining = BEN_TOTAL[lang]
        keys = list(blocks)
        for j, k in enumerate(keys):
            n = remaining if j == len(keys) - 1 else round(BEN_TOTAL[lang] * len(blocks[k]) / tot)
            remaining -= n
            produce(blocks[k], n, L, lang, "benign", BEN_NOTE[k])
        produce_secrets(L, lang, SEC_PLAN[lang])
        produce_pii(L, lang, PII_PLAN[lang])
    for cls, recs in RECORDS.items():
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for rec in recs:
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        print(cls, len(recs))


if __name__ == "__main__":
    main()
