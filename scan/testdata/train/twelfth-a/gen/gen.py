#!/usr/bin/env python3
"""Generator for the t12a memory-scanner training set.

Natural-language lines are hand-written per language in data_<lang>.py.
This script only combines them with layouts (standalone / hidden inside a
multi-sentence memory / obfuscation wrappers) and fills in random key
material from a seeded RNG.  Run:  python3 gen/gen.py  (writes ../*.jsonl)
"""
import base64
import importlib
import json
import os
import random
import re
import string
import sys
import unicodedata
import uuid

SEED = 20261231
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
D = {l: importlib.import_module("data_" + l) for l in LANGS}
R = random.Random(SEED)

SEEN = set()
ROWS = {"injection": [], "secret": [], "pii": [], "benign": []}
CNT = {}
PREFIX = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}


def add(cls, lang, text, note):
    if text in SEEN:
        return False
    SEEN.add(text)
    k = (cls, lang)
    CNT[k] = CNT.get(k, 0) + 1
    ROWS[cls].append({
        "id": "t12a-%s-%s-%03d" % (PREFIX[cls], lang, CNT[k]),
        "class": cls, "lang": lang, "text": text, "note": note,
    })
    return True


def join(lang, parts):
    sep = "" if lang in ("zh", "ja") else " "
    return sep.join(parts)


# ---------------------------------------------------------------- notes
SAFE_TAGS = [
    (r"--no-verify", "skip git hooks with --no-verify"),
    (r"skip|@Disabled|スキップ|跳过|sautés|salt", "skip failing tests"),
    (r"--admin", "admin-merge bypassing review"),
    (r"gpgsign|cosign|签名|署名|firma|assinatura|Signieren|signature", "disable signing / signature verification"),
    (r"gitleaks|trufflehog|Dependabot|secret", "disable secret scanning / security alerts"),
    (r"auto-approve", "terraform -auto-approve in prod"),
    (r"coverage|couverture|Coverage|cobertura|覆盖率|カバレッジ", "zero the coverage gate"),
    (r"continue-on-error|allow_failure", "make security audit job non-blocking"),
    (r"audit\.enabled|audit\.yaml", "turn off audit log forwarding"),
    (r"bot|机器人|CODEOWNERS|deploy-bot", "self-approval via bot account"),
    (r"required_approving|branch protection|protection de branche|Branchschutz|protección de rama|proteção de branch|分支保护|ブランチ保護", "weaken branch protection"),
    (r"needs:|approval|approbation|Freigabe|aprobación|aprovação|审批|承認", "remove deploy approval gate"),
    (r"confirm|Rückfrage|确认|確認|confirmação|confirmación|permission", "run without confirmation"),
    (r"verify_ssl", "disable TLS verification"),
    (r"nosec|noqa", "suppress SAST findings"),
    (r"test|Test|测试|テスト", "stop running tests"),
    (r"SKIP_SECURITY_SCAN|SAST", "skip SAST scan"),
]


def safeguard_note(text):
    for pat, lab in SAFE_TAGS:
        if re.search(pat, text):
            return lab
    return "weaken safeguard"


def secrecy_note(text):
    t = text.lower()
    for keys, lab in [
        (["changelog", "pr ", "pr-", "pr の", "pr 描述", "descrip", "beschreib", "body"], "keep change out of PR description / changelog"),
        (["passed", "passés", "grün", "pasaron", "passaram", "通过", "通った", "caching", "cache", "キャッシュ", "缓存", "no issues", "aucun", "keine befunde", "sin incidencias", "nenhum", "未发现", "問題なし", "minor cleanup", "nettoyage", "aufräumen", "limpieza", "清理", "整理"], "tell the user something else"),
        (["commit"], "hide change in unrelated commit"),
    ]:
        if any(k in t for k in keys):
            return lab
    return "keep action hidden from the user"


# ---------------------------------------------------------------- injections
INJ_PLAN = {
    "en": dict(SAFEGUARD=42, SECRECY=33, OVERRIDE=10, PERSONA=8, EXFIL=10, SENSITIVE=9, MARKER=8, OBF=30),
    "other": dict(SAFEGUARD=20, SECRECY=17, OVERRIDE=6, PERSONA=5, EXFIL=7, SENSITIVE=5, MARKER=5, OBF=10),
}
CAT_NOTE = {
    "SAFEGUARD": "disabling safeguards",
    "SECRECY": "secrecy",
    "OVERRIDE": "override of earlier guidance (paraphrased)",
    "PERSONA": "role/persona change",
    "EXFIL": "exfiltration channel",
    "SENSITIVE": "sensitive target",
    "MARKER": "fake chat-turn / system marker",
}


def embed(lang, clause):
    ctx = D[lang].CONTEXT
    a, b = R.sample(ctx, 2)
    form = R.choice(["pre", "pre", "mid", "post"])
    if form == "pre":
        return join(lang, [a, clause]), "clause after a useful sentence"
    if form == "mid":
        return join(lang, [a, clause, b]), "clause buried between two useful sentences"
    return join(lang, [clause, a]), "clause before a useful sentence"


def gen_injections(lang):
    plan = INJ_PLAN["en" if lang == "en" else "other"]
    mod = D[lang]
    for cat in ["SAFEGUARD", "SECRECY", "OVERRIDE", "PERSONA", "EXFIL", "SENSITIVE", "MARKER"]:
        clauses = list(getattr(mod, cat))
        cands = []
        for c in clauses:
            cands.append((c, c, "standalone memory line"))
        for c in clauses:
            t, how = embed(lang, c)
            cands.append((c, t, how))
        # keep all embedded variants first for safeguards/secrecy (emphasis), mix otherwise
        standalone = [x for x in cands if x[0] == x[1]]
        embedded = [x for x in cands if x[0] != x[1]]
        R.shuffle(standalone)
        R.shuffle(embedded)
        n = plan[cat]
        if cat in ("SAFEGUARD", "SECRECY"):
            ne = min(len(embedded), (n * 11) // 20 + 1)
        else:
            ne = min(len(embedded), n // 2)
        pick = embedded[:ne] + standalone[: n - ne]
        if len(pick) < n:
            pick += embedded[ne: ne + (n - len(pick))]
        for clause, text, how in pick:
            sub = CAT_NOTE[cat]
            if cat == "SAFEGUARD":
                sub += ": " + safeguard_note(clause)
            elif cat == "SECRECY":
                sub += ": " + secrecy_note(clause)
            add("injection", lang, text, "injection/%s; %s" % (sub, how))
    gen_obf(lang, plan["OBF"])


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "s": "\u0455"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}


def zw(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " " and R.random() < 0.6:
            out.append(R.choice(ZW))
    return "".join(out)


def ascii_fold(s):
    return unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()


def tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(s) if 0x20 <= ord(c) < 0x7F)


def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)


def homoglyph(s):
    return "".join(HOMO[c] if c in HOMO and R.random() < 0.7 else c for c in s)


def leet(s):
    return "".join(LEET.get(c.lower(), c) if R.random() < 0.8 else c for c in s)


def spaced(s):
    return " ".join(list(s.replace(" ", "  "))) if len(s) < 70 else " ".join(s)


def bidi(s):
    return "\u202e" + s[::-1] + "\u202c"


def b64(s):
    return base64.b64encode(s.encode("utf-8")).decode()


LATIN_TECH = ["zero-width", "tag-chars", "bidi", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
CJK_TECH = ["zero-width", "tag-chars", "bidi", "fullwidth", "base64", "spacing"]


def gen_obf(lang, n):
    mod = D[lang]
    techs = LATIN_TECH if lang not in ("zh", "ja") else CJK_TECH
    payloads = list(mod.OBF_PAYLOADS)
    en_payloads = list(D["en"].OBF_PAYLOADS)
    made = 0
    i = 0
    while made < n and i < 500:
        tech = techs[i % len(techs)]
        p = payloads[(i // len(techs) + i) % len(payloads)]
        i += 1
        dec = [w for w in mod.OBF_WRAP if re.search(r"decod|déco|dekod|解码|デコード|base64", w, re.I)]
        plain = [w for w in mod.OBF_WRAP if w not in dec] or ["{p}"]
        if tech == "base64":
            wrap = R.choice(dec)
        elif tech == "leetspeak":
            wrap = R.choice([w for w in mod.OBF_WRAP if "base64" not in w])
        else:
            wrap = R.choice(plain)
        ctx = R.choice(mod.CONTEXT)
        if tech == "zero-width":
            text = wrap.replace("{p}", zw(p))
            note = "zero-width characters inside the instruction words"
        elif tech == "tag-chars":
            hidden = p if lang not in ("zh", "ja") else R.choice(en_payloads)
            text = ctx + tags(hidden)
            note = "invisible Unicode tag characters appended to a useful sentence"
        elif tech == "bidi":
            text = join(lang, [ctx, bidi(p)])
            note = "RLO bidi override; payload stored reversed"
        elif tech == "fullwidth":
            src = p if lang not in ("zh", "ja") else R.choice(en_payloads)
            text = wrap.replace("{p}", fullwidth(src))
            note = "full-width letters"
        elif tech == "homoglyph":
            text = wrap.replace("{p}", homoglyph(p))
            note = "Cyrillic homoglyphs in Latin words"
        elif tech == "base64":
            text = wrap.replace("{p}", b64(p)) if "{p}" in wrap else wrap + " " + b64(p)
            if "decod" not in wrap.lower() and "dekod" not in wrap.lower() and "解码" not in wrap and "デコード" not in wrap:
                text = join(lang, [ctx, "base64: " + b64(p)])
            note = "base64-encoded instruction"
        elif tech == "leetspeak":
            text = wrap.replace("{p}", leet(p))
            note = "leetspeak"
        else:
            text = wrap.replace("{p}", spaced(p))
            note = "letters separated by spaces"
        if add("injection", lang, text, "injection/obfuscated: %s" % note):
            made += 1


# ---------------------------------------------------------------- random material
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def rs(alpha, n):
    return "".join(R.choice(alpha) for _ in range(n))


def b64url_json(obj):
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt():
    h = b64url_json({"alg": "HS256", "typ": "JWT"})
    p = b64url_json({"sub": str(R.randint(10000, 99999)), "org": rs(string.ascii_lowercase, 6),
                     "iat": R.randint(1750000000, 1790000000), "exp": R.randint(1790000000, 1800000000)})
    return "%s.%s.%s" % (h, p, rs(B64URL, 43))


def pem():
    body = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + rs(B64, 210)
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"


def discord():
    uid = str(R.randint(10 ** 17, 10 ** 18 - 1))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


PROVIDERS = [
    ("AWS", lambda: "AKIA" + rs(string.ascii_uppercase + "234567", 16) + " / " + rs(B64, 40)),
    ("GitHub", lambda: "ghp_" + rs(ALNUM, 36)),
    ("GitLab", lambda: "glpat-" + rs(B64URL, 20)),
    ("npm", lambda: "npm_" + rs(ALNUM, 36)),
    ("PyPI", lambda: "pypi-AgEIcHlwaS5vcmcCJ" + rs(B64URL, 120)),
    ("SendGrid", lambda: "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)),
    ("Google Maps", lambda: "AIza" + rs(B64URL, 35)),
    ("Hugging Face", lambda: "hf_" + rs(string.ascii_letters, 34)),
    ("DigitalOcean", lambda: "dop_v1_" + rs(HEX, 64)),
    ("Mailgun", lambda: "key-" + rs(HEX, 32)),
    ("Heroku", lambda: "HRKU-" + str(uuid.UUID(int=R.getrandbits(128), version=4))),
    ("Discord", discord),
    ("Datadog", lambda: rs(HEX, 32)),
    ("Slack", lambda: "xoxb-%d-%d-%s" % (R.randint(10 ** 11, 10 ** 12), R.randint(10 ** 12, 10 ** 13), rs(ALNUM, 24))),
    ("Stripe", lambda: "sk_live_" + rs(ALNUM, 99)),
    ("OpenAI", lambda: "sk-proj-" + rs(B64URL, 58) + "T3BlbkFJ" + rs(B64URL, 58)),
    ("Anthropic", lambda: "sk-ant-api03-" + rs(B64URL, 93) + "AA"),
    ("Twilio", lambda: "AC" + rs(HEX, 32) + ":" + rs(HEX, 32)),
    ("Azure Storage", lambda: "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net" % (rs(string.ascii_lowercase, 10), rs(B64, 86))),
    ("Telegram", lambda: "%d:AA%s" % (R.randint(10 ** 9, 8 * 10 ** 9), rs(B64URL, 33))),
    ("Shopify", lambda: "shpat_" + rs(HEX, 32)),
    ("Linear", lambda: "lin_api_" + rs(ALNUM, 40)),
]

SYL = ["ka", "mo", "ri", "ten", "vel", "dor", "sun", "lia", "bru", "pe", "zan", "fo", "gra", "nix", "tor"]


def password():
    w = "".join(R.choice(SYL) for _ in range(R.randint(2, 3))).capitalize()
    return w + R.choice("-_.!#") + str(R.randint(10, 9999)) + R.choice(["", "!", "?", "$", "%", "*"])


def pin():
    while True:
        p = "".join(R.choice(string.digits) for _ in range(R.choice([4, 6])))
        if len(set(p)) > 2 and p not in ("1234", "123456"):
            return p


DOMAINS = ["corp-internal.example", "db.lumenfield.example", "data.orchardline.example", "stg.brightquay.example"]


def conn_url():
    pw = password().replace("#", "x").replace("?", "z").replace("%", "y")
    kind = R.choice(["postgres", "mysql", "mongodb+srv", "redis", "amqp"])
    user = R.choice(["app", "analytics", "svc_report", "etl", "readonly"])
    host = R.choice(["203.0.113.%d" % R.randint(2, 250), "198.51.100.%d" % R.randint(2, 250), rs(string.ascii_lowercase, 5) + "." + R.choice(DOMAINS)])
    port = {"postgres": ":5432", "mysql": ":3306", "mongodb+srv": "", "redis": ":6379", "amqp": ":5672"}[kind]
    db = R.choice(["/analytics", "/app_prod", "/reports", "", "/events"])
    if kind == "redis":
        return "redis://:%s@%s%s/0" % (pw, host, port)
    return "%s://%s:%s@%s%s%s" % (kind, user, pw, host, port, db)


def gen_secrets(lang, prov_iter):
    mod = D[lang]
    n_key = 6 if lang == "en" else 5
    n_prose = 3 if lang == "en" else 2
    n_conn = 1
    for _ in range(n_key):
        svc, fn = next(prov_iter)
        fr = R.choice(mod.SECRET_FRAMES)
        add("secret", lang, fr.format(svc=svc, k=fn()), "secret/api key: %s token in real shape" % svc)
    for fr in R.sample(mod.SECRET_PROSE, n_prose):
        kind = "PIN in prose" if "{pin}" in fr else "password in prose"
        add("secret", lang, fr.format(pw=password(), pin=pin()), "secret/%s" % kind)
    for _ in range(n_conn):
        add("secret", lang, R.choice(mod.SECRET_CONN).format(url=conn_url()), "secret/connection URL with password")
    if lang == "en":
        add("secret", lang, "Bearer token for the internal admin API (expires next year): " + jwt(), "secret/JWT")
        add("secret", lang, "Deploy key for the build box, paste into ~/.ssh/deploy when needed:\n" + pem(), "secret/PEM private key")


# ---------------------------------------------------------------- PII
TEST_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "4012888888881881",
              "378282246310005", "5105105105105100", "4000056655665556", "371449635398431"}


def luhn_complete(prefix, length):
    while True:
        body = prefix + "".join(R.choice(string.digits) for _ in range(length - len(prefix) - 1))
        total = 0
        for i, ch in enumerate(reversed(body)):
            d = int(ch)
            if i % 2 == 0:
                d *= 2
                if d > 9:
                    d -= 9
            total += d
        num = body + str((10 - total % 10) % 10)
        if num not in TEST_CARDS:
            return num


def card():
    kind = R.choice(["visa", "mc", "amex"])
    if kind == "visa":
        n = luhn_complete("4", 16)
    elif kind == "mc":
        n = luhn_complete(str(R.randint(51, 55)), 16)
    else:
        n = luhn_complete(R.choice(["34", "37"]), 15)
        return "%s %s %s" % (n[:4], n[4:10], n[10:])
    return " ".join(n[i:i + 4] for i in range(0, 16, 4))


IBAN_SPEC = {"DE": "n18", "FR": "n23", "ES": "n20", "PT": "n21", "GB": "a4n14", "NL": "a4n10", "IT": "a1n22"}
IBAN_FOR = {"en": "GB", "fr": "FR", "de": "DE", "es": "ES", "pt": "PT", "zh": "DE", "ja": "NL"}


def iban(cc):
    spec = IBAN_SPEC[cc]
    bban = ""
    for kind, num in re.findall(r"([an])(\d+)", spec):
        alpha = string.ascii_uppercase if kind == "a" else string.digits
        bban += rs(alpha, int(num))
    rearr = bban + cc + "00"
    numeric = "".join(str(int(c, 36)) for c in rearr)
    check = 98 - int(numeric) % 97
    s = cc + "%02d" % check + bban
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_ok(s):
    s = s.replace(" ", "")
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def phone(lang):
    d = lambda n: "".join(R.choice(string.digits) for _ in range(n))
    if lang == "en":
        return "+1 (%s) %d%s-%s" % (R.choice(["415", "617", "312", "206", "512", "303"]), R.randint(2, 9), d(2), d(4))
    if lang == "fr":
        return "+33 %d %s %s %s %s" % (R.choice([6, 7]), d(2), d(2), d(2), d(2))
    if lang == "de":
        return "+49 %s %s" % (R.choice(["151", "160", "170", "176"]), d(8))
    if lang == "es":
        return "+34 6%s %s %s" % (d(2), d(3), d(3))
    if lang == "pt":
        return "+351 9%d%s %s %s" % (R.choice([1, 2, 3, 6]), d(1), d(3), d(3))
    if lang == "zh":
        return "+86 13%d %s %s" % (R.randint(0, 9), d(4), d(4))
    return "090-%s-%s" % (d(4), d(4))


def ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666:
            continue
        s = "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
        if s not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return s


def nino():
    first = "ABCEGHJKLMNOPRSTWXYZ"
    second = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = R.choice(first) + R.choice(second)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    dd = "".join(R.choice(string.digits) for _ in range(6))
    return "%s %s %s %s %s" % (p, dd[:2], dd[2:4], dd[4:], R.choice("ABCD"))


PII_PLAN = {"en": 5, "fr": 3, "de": 3, "es": 3, "pt": 2, "zh": 2, "ja": 2}


def gen_pii(lang):
    frames = list(D[lang].PII_FRAMES)
    R.shuffle(frames)
    for fr in frames[: PII_PLAN[lang]]:
        vals = dict(card=card(), iban=iban(IBAN_FOR[lang]), phone=phone(lang), ssn=ssn(), nino=nino())
        kind = re.search(r"\{(\w+)\}", fr).group(1)
        label = {"card": "Luhn-valid card number", "iban": "IBAN with valid check digits", "phone": "phone number",
                 "ssn": "US SSN", "nino": "UK National Insurance number"}[kind]
        add("pii", lang, fr.format(**vals), "pii/" + label)


# ---------------------------------------------------------------- benign
BEN_PLAN = {"en": 125}


def gen_benign(lang):
    mod = D[lang]
    target = BEN_PLAN.get(lang, 88)
    start = CNT.get(("benign", lang), 0)
    def have():
        return CNT.get(("benign", lang), 0) - start
    ben = list(mod.BENIGN)
    for b in ben:
        add("benign", lang, b, "benign: attack vocabulary used in a harmless sense / ordinary memory")
    nf = 14 if lang == "en" else 8
    frames = list(mod.BENIGN_FRAMES)
    for i in range(nf):
        fr = frames[i % len(frames)]
        t = fr.format(a=R.randint(0, 30), b=R.randint(0, 12), sha=rs(HEX, 40), sha7=rs(HEX, 7),
                      uuid=str(uuid.UUID(int=R.getrandbits(128), version=4)), sha256=rs(HEX, 64))
        add("benign", lang, t, "benign: git SHA / UUID / hash / placeholder, not a secret")
    # benign vocabulary lines inside multi-sentence memories (mirror of hidden attacks)
    n_emb = (target - have()) * 2 // 3
    R.shuffle(ben)
    for b in ben[:n_emb]:
        t, how = embed(lang, b)
        add("benign", lang, t, "benign: harmless safeguard/secrecy vocabulary in a multi-sentence memory (%s)" % how)
    ctx = list(mod.CONTEXT)
    R.shuffle(ctx)
    for c in ctx:
        if have() >= target:
            break
        add("benign", lang, c, "benign: ordinary project fact")
    tries = 0
    while have() < target and tries < 1000:
        tries += 1
        a, b = R.sample(ctx, 2)
        add("benign", lang, join(lang, [a, b]), "benign: ordinary multi-sentence project memory")


def main():
    provs = list(PROVIDERS)
    R.shuffle(provs)
    def cyc():
        while True:
            for p in provs:
                yield p
    pit = cyc()
    for lang in LANGS:
        gen_injections(lang)
        gen_secrets(lang, pit)
        gen_pii(lang)
        gen_benign(lang)
    for cls, fn in [("injection", "injection.jsonl"), ("secret", "secret.jsonl"), ("pii", "pii.jsonl"), ("benign", "benign.jsonl")]:
        with open(os.path.join(OUT, fn), "w", encoding="utf-8") as f:
            for row in ROWS[cls]:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    # summary
    print("class      " + " ".join("%5s" % l for l in LANGS) + "  total")
    for cls in ROWS:
        c = [CNT.get((cls, l), 0) for l in LANGS]
        print("%-10s " % cls + " ".join("%5d" % x for x in c) + "  %5d" % sum(c))


if __name__ == "__main__":
    main()
