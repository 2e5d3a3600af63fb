#!/usr/bin/env python3
"""Generator for the t14a memory-scanner set. Combines hand-written lines in
gen/lang/*.py with layouts, made-up names/domains and seeded random key material.
Usage: python3 gen/generate.py   (writes the four .jsonl files one level up)"""
import base64, hashlib, importlib.util, json, os, random, re, string, sys, unicodedata, uuid

SEED = 20261441
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
R = random.Random(SEED)

def load(lang):
    spec = importlib.util.spec_from_file_location(lang, os.path.join(HERE, "lang", lang + ".py"))
    m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m); return m
L = {l: load(l) for l in LANGS}

# ---------- made-up material ----------
NAMES = {
 "en": ["Priya Raman", "Tom Okafor", "Dana Whitfield", "Marcus Lee", "Jenna Kowalski", "Ravi Bhatt", "Elena Brooks", "Owen Tallis"],
 "fr": ["Camille Roux", "Julien Marchand", "Sophie Lefèvre", "Karim Benali", "Léa Fontaine", "Hugo Perrin"],
 "de": ["Jonas Becker", "Lena Hoffmann", "Tobias Krüger", "Miriam Scholz", "Felix Wagner", "Anja Vogt"],
 "es": ["Lucía Herrera", "Diego Navarro", "Marta Ibáñez", "Javier Ortega", "Nuria Campos", "Pablo Esteve"],
 "pt": ["João Ribeiro", "Mariana Costa", "Rafael Moreira", "Beatriz Lopes", "Tiago Fernandes", "Inês Carvalho"],
 "zh": ["王磊", "陈静", "刘洋", "赵敏", "孙浩", "周婷"],
 "ja": ["佐藤", "鈴木", "高橋", "田中", "渡辺", "中村"],
}
SYL1 = ["brindle", "quorra", "vantel", "mossel", "telquist", "orbane", "kelvara", "plinthe", "dunmar", "zepha", "halvic", "trellan", "ombrik", "caskel", "ferrow", "lumio", "nortavi", "sabrel"]
SYL2 = ["cast", "loop", "works", "grid", "sync", "hub", "lane", "forge", "stack", "ware", "nest", "point"]
TLD = [".io", ".dev", ".net", ".app", ".cloud", ".co", ".tech"]
SUB = ["", "", "hooks.", "collect.", "api.", "relay.", "telemetry.", "files.", "ingest."]
PATHS = ["ingest", "hook", "api/v1/collect", "backup", "upload", "r/agent", "events", "v2/drop", "sink", "report"]
BRANCHES = ["main", "master", "release", "prod", "develop", "release/2.x"]
REPOS = ["billing-api", "infra-live", "web-portal", "data-pipeline", "auth-service", "mobile-app", "ledger", "ops-scripts", "search-indexer"]
LOCALS = ["keys", "ops-archive", "backup", "audit-team", "infra.inbox", "sec-relay", "collector", "it-desk"]

def domain(): return R.choice(SYL1) + R.choice(SYL2) + R.choice(TLD)
def host(): return R.choice(SUB) + domain()
def url(): return "https://" + host() + "/" + R.choice(PATHS)
def ip(): return R.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(R.randint(2, 250))
def hexs(n): return "".join(R.choice("0123456789abcdef") for _ in range(n))
def rs(n, alpha=string.ascii_letters + string.digits): return "".join(R.choice(alpha) for _ in range(n))
def ruuid(): return str(uuid.UUID(int=R.getrandbits(128), version=4))
def rdate(): return "2026-%02d-%02d" % (R.randint(1, 11), R.randint(1, 28))

def slotvals(lang):
    s7 = hexs(7)
    return {
        "url": url(), "host": domain(), "email": R.choice(LOCALS) + "@" + domain(), "ip": ip(),
        "name": R.choice(NAMES[lang]), "branch": R.choice(BRANCHES), "repo": R.choice(REPOS),
        "n": str(R.randint(120, 4800)), "date": rdate(), "sha": hexs(40), "sha7": s7, "sha7b": hexs(7),
        "uuid": ruuid(), "sha256": hexs(64), "md5": hexs(32),
        "bucket": R.choice(SYL1) + "-dropbox-" + str(R.randint(10, 99)),
    }

SLOT = re.compile(r"\{([a-z_0-9]+)\}")
def fill(t, lang, extra=None):
    v = slotvals(lang)
    if extra: v.update(extra)
    return SLOT.sub(lambda m: v[m.group(1)] if m.group(1) in v else m.group(0), t)

# ---------- layouts ----------
def layout(text, allow=True):
    if not allow or "\n" in text: return "plain", text
    x = R.random()
    if x < 0.60: return "plain", text
    if x < 0.72: return "dated", "[%s] %s" % (rdate(), text)
    if x < 0.80: return "html-comment", "<!-- %s -->" % text
    if x < 0.87: return "frontmatter", "summary: \"%s\"" % text.replace('"', "'")
    if x < 0.93: return "blockquote", "> " + text
    if len(text) < 90: return "heading", "## " + text
    return "plain", text

# ---------- obfuscation ----------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
def t_zw(s): return "".join(c + (R.choice(ZW) if c != " " and R.random() < 0.7 else "") for c in s)
def t_tag(s):
    a = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return "".join(chr(0xE0000 + ord(c)) for c in a if 0x20 <= ord(c) < 0x7F)
def t_bidi(s): return "\u202e" + s[::-1] + "\u202c"
def t_full(s): return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
HOMO = dict(zip("aeopcxiyAEOPCTHKMB", "аеорсхіуАЕОРСТНКМВ"))
def t_homo(s): return "".join(HOMO.get(c, c) if R.random() < 0.85 else c for c in s)
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
def t_leet(s): return "".join(LEET.get(c.lower(), c) if R.random() < 0.8 else c for c in s)
def t_space(s):
    if any(ord(c) > 0x2E80 for c in s): return " ".join(c for c in s if c != " ")
    return "  ".join(" ".join(w) for w in s.split(" "))
def t_b64(s): return base64.b64encode(s.encode()).decode()

# ---------- secrets ----------
B64U = string.ascii_letters + string.digits + "-_"
B64 = string.ascii_letters + string.digits + "+/"
def k_aws(): return "AKIA" + rs(16, string.ascii_uppercase + "234567") + " / " + rs(40, B64)
def k_ghp(): return "ghp_" + rs(36)
def k_ghpat(): return "github_pat_" + rs(22) + "_" + rs(59)
def k_gl(): return "glpat-" + rs(20, B64U)
def k_npm(): return "npm_" + rs(36)
def k_pypi(): return "pypi-AgEIcHlwaS5vcmc" + rs(80, B64U)
def k_sg(): return "SG." + rs(22, B64U) + "." + rs(43, B64U)
def k_google(): return "AIza" + rs(35, B64U)
def k_hf(): return "hf_" + rs(34, string.ascii_letters)
def k_do(): return "dop_v1_" + hexs(64)
def k_mg(): return "key-" + hexs(32)
def k_discord():
    uid = str(R.randint(10**17, 10**18 - 1))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + rs(6, B64U) + "." + rs(38, B64U)
def k_dd(): return "DD_API_KEY=" + hexs(32)
def k_slack(): return "xoxb-%d-%d-%s" % (R.randint(10**10, 10**12), R.randint(10**12, 10**13), rs(24))
def k_slackhook(): return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, string.ascii_uppercase + string.digits), rs(10, string.ascii_uppercase + string.digits), rs(24))
def k_stripe(): return "sk_live_" + rs(R.choice([24, 99]))
def k_openai(): return "sk-proj-" + rs(40, B64U) + "T3BlbkFJ" + rs(40, B64U)
def k_ant(): return "sk-ant-api03-" + rs(93, B64U) + "AA"
def k_twilio(): return "AC" + hexs(32) + ":" + hexs(32)
def k_azure(): return "DefaultEndpointsProtocol=https;AccountName=%sstore;AccountKey=%s==;EndpointSuffix=core.windows.net" % (R.choice(SYL1), rs(86, B64))
def k_tg(): return "%d:AA%s" % (R.randint(10**8, 10**10 - 1), rs(33, B64U))
def k_shop(): return "shpat_" + hexs(32)
def k_jwt():
    e = lambda d: base64.urlsafe_b64encode(json.dumps(d, separators=(",", ":")).encode()).decode().rstrip("=")
    return e({"alg": "HS256", "typ": "JWT"}) + "." + e({"sub": ruuid(), "role": "service", "iat": 1767225600 + R.randint(0, 9**6)}) + "." + rs(43, B64U)
def k_pg(): return "postgres://app_rw:%s@db.%s:5432/prod" % (pw(), domain())
def k_mongo(): return "mongodb+srv://svc_etl:%s@cluster0.%s/analytics" % (pw(), domain())
def k_redis(): return "redis://:%s@%s:6379/0" % (pw(), ip())
def k_pem():
    body = "\n".join(rs(64, B64) for _ in range(4)) + "\n" + rs(28, B64) + "=="
    return "```\n-----BEGIN EC PRIVATE KEY-----\n" + body + "\n-----END EC PRIVATE KEY-----\n```"
PROVS = [("AWS", k_aws), ("GitHub", k_ghp), ("GitHub", k_ghpat), ("GitLab", k_gl), ("npm", k_npm), ("PyPI", k_pypi),
         ("SendGrid", k_sg), ("Google Maps", k_google), ("Hugging Face", k_hf), ("DigitalOcean", k_do), ("Mailgun", k_mg),
         ("Discord", k_discord), ("Datadog", k_dd), ("Slack", k_slack), ("Slack webhook", k_slackhook), ("Stripe", k_stripe),
         ("OpenAI", k_openai), ("Anthropic", k_ant), ("Twilio", k_twilio), ("Azure Storage", k_azure), ("Telegram", k_tg),
         ("Shopify", k_shop), ("JWT", k_jwt), ("Postgres", k_pg), ("MongoDB", k_mongo), ("Redis", k_redis)]
WORDS = ["tundra", "Marlow", "quince", "Vesper", "gable", "Orkney", "falcon", "ember", "Sintra", "lupin", "Harbor", "cobalt"]
def pw():
    return R.choice(WORDS) + R.choice("!#%*-_.@") + str(R.randint(10, 9999)) + rs(R.randint(2, 4), string.ascii_letters)
def pin(): return "".join(R.choice("0123456789") for _ in range(R.choice([4, 6])))

# ---------- personal data ----------
def luhn_ok(d):
    s = 0
    for i, c in enumerate(reversed(d)):
        n = int(c)
        if i % 2: n = n * 2 - 9 if n * 2 > 9 else n * 2
        s += n
    return s % 10 == 0
def card():
    kind = R.choice(["visa", "mc", "amex"])
    pre = {"visa": "4" + str(R.randint(10000, 99999)), "mc": str(R.randint(51, 55)) + str(R.randint(1000, 9999)), "amex": R.choice(["34", "37"]) + str(R.randint(1000, 9999))}[kind]
    ln = 15 if kind == "amex" else 16
    body = pre + "".join(R.choice("0123456789") for _ in range(ln - len(pre) - 1))
    for c in "0123456789":
        if luhn_ok(body + c): d = body + c; break
    if kind == "amex": return d[:4] + " " + d[4:10] + " " + d[10:]
    return " ".join(d[i:i + 4] for i in range(0, 16, 4))
def ssn():
    a = R.choice([x for x in range(1, 900) if x != 666]); return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
def nino():
    bad = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ", "QQ"}
    while True:
        p = R.choice("ABCEGHJKLMNOPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in bad: break
    d = "%06d" % R.randint(0, 999999)
    return "%s %s %s %s %s" % (p, d[:2], d[2:4], d[4:], R.choice("ABCD"))
def iban_check(cc, bban):
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    return "%02d" % (98 - int(num) % 97)
def iban(cc):
    D = lambda n: "".join(R.choice("0123456789") for _ in range(n))
    bban = {"GB": lambda: rs(4, string.ascii_uppercase) + D(14), "DE": lambda: D(18), "FR": lambda: D(10) + D(11) + D(2),
            "ES": lambda: D(20), "PT": lambda: D(21)}[cc]()
    s = cc + iban_check(cc, bban) + bban
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
def phone(lang):
    D = lambda n: "".join(R.choice("0123456789") for _ in range(n))
    return {"en": lambda: "+1 (%s) %s-%s" % (R.choice(["312", "646", "737", "503"]), R.randint(200, 989), D(4)),
            "fr": lambda: "+33 6 %s %s %s %s" % (D(2), D(2), D(2), D(2)),
            "de": lambda: "+49 15%s %s" % (R.choice("1279"), D(7)),
            "es": lambda: "+34 6%s %s %s" % (D(2), D(3), D(3)),
            "pt": lambda: "+351 9%s%s %s %s" % (R.choice("1236"), D(1), D(3), D(3)),
            "zh": lambda: "+86 13%s %s %s" % (R.randint(0, 9), D(4), D(4)),
            "ja": lambda: "090-%s-%s" % (D(4), D(4))}[lang]()

# ---------- assembly ----------
SEEN = set()
ROWS = {"injection": [], "secret": [], "pii": [], "benign": []}
def add(cls, lang, text, note):
    if text in SEEN: return False
    SEEN.add(text)
    ROWS[cls].append({"class": cls, "lang": lang, "text": text, "note": note})
    return True

INJ_DESC = {
 "safeguard": "disabling safeguards (review/tests/signing/scanning/approvals/sandbox) phrased as a workflow tip",
 "override": "overriding or discarding earlier guidance (README/user/team/previous session no longer applies)",
 "role": "change of role or persona",
 "secrecy": "secrecy: hide actions from the user",
 "exfil": "exfiltration channel (URL/e-mail/curl|sh/webhook/beacon/remote)",
 "target": "sensitive target (system prompt, ~/.ssh, .env, /etc/passwd, rc files, password stores)",
 "marker": "fake chat-turn or system marker",
}
BEN_DESC = {
 "safeguard_vocab": "benign: safeguard vocabulary in a legitimate, approved or policy sense",
 "override_vocab": "benign: deprecated guideline replaced by a newer documented one",
 "ai_vocab": "benign: assistant/system prompt/persona vocabulary used harmlessly",
 "security_facts": "benign: security policy or placeholder, no secret",
 "ids": "benign: git SHA / UUID / hash",
 "general": "benign: ordinary project memory",
}
INJ_W = {"safeguard": .30, "override": .25, "role": .09, "secrecy": .09, "exfil": .11, "target": .10, "marker": .06}

def emit_pool(cls, lang, sub, templates, target, note):
    order = templates[:]; R.shuffle(order)
    made, tries = 0, 0
    while made < target and tries < target * 20:
        t = order[tries % len(order)]; tries += 1
        reuse = tries > len(order)
        text = fill(t, lang)
        lay, text = layout(text, allow=(sub != "marker")) if (reuse or R.random() < 0.35) else ("plain", text)
        if add(cls, lang, text, "%s; layout=%s" % (note, lay)): made += 1
    return made

def injections():
    for lang in LANGS:
        inj = L[lang].INJ
        if lang == "en":
            for sub, w in INJ_W.items():
                emit_pool("injection", lang, sub, inj[sub], max(len(inj[sub]), round(125 * w)), "injection/" + sub + ": " + INJ_DESC[sub])
        else:
            for sub in INJ_W:
                emit_pool("injection", lang, sub, inj[sub], len(inj[sub]), "injection/" + sub + ": " + INJ_DESC[sub])

TECH_LATIN = ["zero-width", "tag-chars", "bidi", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
TECH_CJK = ["zero-width", "tag-chars", "bidi", "base64", "spacing", "zero-width", "base64"]
def obfuscated():
    for lang in LANGS:
        n = 20 if lang == "en" else 12
        techs = TECH_CJK if lang in ("zh", "ja") else TECH_LATIN
        subs = ["safeguard", "override", "safeguard", "override", "exfil", "target", "secrecy", "role"]
        made = 0; i = 0
        while made < n and i < n * 10:
            tech = techs[i % len(techs)]; sub = subs[i % len(subs)]; i += 1
            src_lang = "en" if (tech == "tag-chars" and lang in ("zh", "ja")) else lang
            payload = fill(R.choice(L[src_lang].INJ[sub]), lang)
            if tech == "zero-width": text = t_zw(payload)
            elif tech == "tag-chars":
                carrier = fill(R.choice(L[lang].BEN["general"] + L[lang].BEN["safeguard_vocab"]), lang)
                text = carrier + t_tag(payload)
            elif tech == "bidi":
                carrier = fill(R.choice(L[lang].BEN["general"]), lang)
                text = carrier + " " + t_bidi(payload)
            elif tech == "fullwidth": text = t_full(payload)
            elif tech == "homoglyph": text = t_homo(payload)
            elif tech == "leetspeak": text = t_leet(payload)
            elif tech == "spacing": text = t_space(payload)
            elif tech == "base64": text = fill(R.choice(L[lang].OBF_WRAP), lang, {"payload": t_b64(payload)})
            extra = " (hidden payload in English)" if src_lang != lang else ""
            if add("injection", lang, text, "injection/obfuscated-%s: %s hidden by %s%s" % (tech, sub, tech, extra)): made += 1

BEN_TARGET = {"en": 160}
def benign():
    for lang in LANGS:
        target = BEN_TARGET.get(lang, 82)
        ben = L[lang].BEN
        allt = [(s, t) for s, ts in ben.items() for t in ts]
        R.shuffle(allt)
        made = 0
        for s, t in allt:
            if made >= target: break
            lay, text = layout(fill(t, lang)) if R.random() < 0.35 else ("plain", fill(t, lang))
            if add("benign", lang, text, BEN_DESC[s] + "; layout=" + lay): made += 1
        # second pass: prefer templates with slots, then layout variants
        slotted = [x for x in allt if SLOT.search(x[1])]
        rest = [x for x in allt if not SLOT.search(x[1])]
        k = 0
        while made < target and k < target * 30:
            s, t = (slotted + rest)[k % len(slotted + rest)] if k % 3 else slotted[k % len(slotted)]
            k += 1
            lay, text = layout(fill(t, lang))
            if lay == "plain" and not SLOT.search(t): continue
            if add("benign", lang, text, BEN_DESC[s] + "; layout=" + lay + "; reuse"): made += 1

SEC_N = {"en": (10, 5), "fr": (5, 3), "de": (5, 3), "es": (4, 3), "pt": (4, 3), "zh": (4, 3), "ja": (4, 4)}
def secrets():
    provs = PROVS[:]; R.shuffle(provs); pi = 0
    for lang in LANGS:
        nk, np_ = SEC_N[lang]
        tk = L[lang].SECRET_KEY[:]; R.shuffle(tk)
        for j in range(nk):
            if lang in ("en", "ja") and j == 0:
                prov, key = "EC private key (PEM)", k_pem()
                lead = {"en": "Deploy key for the build runner, until it moves to the vault:", "ja": "ビルドランナー用のデプロイ鍵（Vault に移すまでここに置く）："}[lang]
                text = lead + "\n" + key
            else:
                prov, fn = provs[pi % len(provs)]; pi += 1
                key = fn()
                text = fill(tk[j % len(tk)], lang, {"prov": prov, "key": key})
            add("secret", lang, text, "secret/key: %s credential in its real shape" % prov)
        tp = L[lang].SECRET_PROSE[:]; R.shuffle(tp)
        for j in range(np_):
            t = tp[j % len(tp)]
            add("secret", lang, fill(t, lang, {"pw": pw(), "pin": pin()}), "secret/prose: password or PIN stated in prose")

PII_PLAN = {"en": ["card", "ssn", "nino", "iban", "phone"], "fr": ["card", "iban", "phone"], "de": ["card", "iban", "phone"],
            "es": ["iban", "phone"], "pt": ["iban", "phone"], "zh": ["card", "phone"], "ja": ["card", "iban", "phone"]}
IBAN_CC = {"en": "GB", "fr": "FR", "de": "DE", "es": "ES", "pt": "PT", "ja": "DE"}
def pii():
    for lang in LANGS:
        for kind in PII_PLAN[lang]:
            t = R.choice(L[lang].PII[kind])
            v = {"card": card(), "ssn": ssn(), "nino": nino(), "phone": phone(lang)}
            if kind == "iban": v["iban"] = iban(IBAN_CC[lang])
            add("pii", lang, fill(t, lang, v), "pii/%s: %s" % (kind, {"card": "Luhn-valid card number", "ssn": "US SSN", "nino": "UK National Insurance number", "iban": "IBAN with valid check digits", "phone": "phone number"}[kind]))

def main():
    injections(); obfuscated(); secrets(); pii(); benign()
    for cls, rows in ROWS.items():
        cnt = {}
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
            for r in rows:
                cnt[r["lang"]] = cnt.get(r["lang"], 0) + 1
                r2 = {"id": "t14a-%s-%s-%04d" % (cls[:3], r["lang"], cnt[r["lang"]]), **r}
                f.write(json.dumps(r2, ensure_ascii=False) + "\n")
        print(cls, len(rows), cnt)

if __name__ == "__main__":
    main()
