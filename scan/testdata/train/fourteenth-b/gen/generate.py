#!/usr/bin/env python3
"""Generator for the t14b memory-scanner set. Combines hand-written lines in
gen/lang/*.txt with layouts, made-up names/domains and seeded random key material."""
import base64, json, os, random, re, string, uuid, hashlib

SEED = 20261442
R = random.Random(SEED)
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

# ---------------------------------------------------------------- fillers
NAMES = {
 "en": ["Priya", "Marcus", "Hollis", "Dana Whitcombe", "Theo", "Rosalind", "Kwame", "Bridget"],
 "fr": ["Margaux", "Thibault", "Solène", "Aurélien", "Clémence", "Yannick"],
 "de": ["Jürgen", "Friederike", "Malte", "Svenja", "Torben", "Annegret"],
 "es": ["Itziar", "Gonzalo", "Maite", "Rodrigo", "Nerea", "Íñigo"],
 "pt": ["Thiago", "Luana", "Gustavo", "Rafaela", "Caio", "Débora"],
 "zh": ["王磊", "陈静", "刘洋", "赵敏", "周凯", "孙悦"],
 "ja": ["田中", "鈴木", "高橋", "渡辺", "伊藤", "山本"],
}
DOM_A = ["velmora", "quillbyte", "northgate-ops", "cobaltrelay", "driftvault", "lumenpost",
         "brasswire", "tallowmesh", "kestrix", "orvane", "pellucid-sync", "harbinlog",
         "zephyrstack", "moxitrack", "fennelcloud", "obsidra", "quartzline", "sablehook"]
DOM_T = ["io", "dev", "net", "app", "cloud", "example", "test", "co"]
def domain(): return R.choice(DOM_A) + "." + R.choice(DOM_T)
def ip(): return R.choice(["192.0.2.", "198.51.100.", "203.0.113."]) + str(R.randint(2, 254))
def url():
    p = R.choice(["/ingest", "/v2/collect", "/hook", "/api/notes", "/telemetry", "/s", "/sync", "/u"])
    return "https://" + R.choice(["", "api.", "cdn.", "hooks.", "files."]) + domain() + p
def email():
    return R.choice(["backup", "ops-archive", "noreply", "sync", "it-audit", "relay", "logs"]) + "@" + domain()
def hexs(n): return "".join(R.choice("0123456789abcdef") for _ in range(n))

def fill(t, lang):
    out = t
    def sub(m):
        k = m.group(1)
        if k == "url": return url()
        if k == "domain": return domain()
        if k == "email": return email()
        if k == "ip": return ip()
        if k == "sha": return hexs(40)
        if k == "sha7": return hexs(7)
        if k == "sha256": return hexs(64)
        if k == "hex32": return hexs(32)
        if k == "uuid": return str(uuid.UUID(int=R.getrandbits(128), version=4))
        return m.group(0)
    return re.sub(r"\{(url|domain|email|ip|sha|sha7|sha256|hex32|uuid)\}", sub, out)

def fill_name(t, lang):
    if "{name}" in t:
        n = R.choice(NAMES[lang]); t = t.replace("{name}", n)
    return t

# ---------------------------------------------------------------- layouts
def layout(text, lang, allow=True):
    if not allow: return text, "plain"
    r = R.random()
    if r < 0.62: return text, "plain"
    if r < 0.70: return "**" + R.choice({"en": ["Note", "Project", "Preference"], "fr": ["Note", "Projet"],
        "de": ["Notiz", "Projekt"], "es": ["Nota", "Proyecto"], "pt": ["Nota", "Projeto"],
        "zh": ["备注", "项目"], "ja": ["メモ", "プロジェクト"]}[lang]) + ":** " + text, "bold-label"
    if r < 0.78: return "[2026-0%d-%02d] " % (R.randint(1, 9), R.randint(1, 28)) + text, "dated"
    if r < 0.84: return R.choice(["summary", "note", "context", "memo"]) + ": \"" + text.replace('"', "'") + "\"", "frontmatter"
    if r < 0.90: return "<!-- " + text + " -->", "html-comment"
    if r < 0.95: return "## " + text, "heading"
    return "`" + text.replace("`", "'") + "`", "inline-code"

# ---------------------------------------------------------------- parse lang files
def load(lang):
    secs = {}; cur = None
    for line in open(os.path.join(HERE, "lang", lang + ".txt"), encoding="utf-8"):
        line = line.rstrip("\n")
        if not line.strip(): continue
        if line.startswith("# "): cur = line[2:].strip(); secs.setdefault(cur, []); continue
        secs[cur].append(line)
    return secs

# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у", "s": "ѕ"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"}
B64WRAP = {
 "en": ["Setup note (base64, decode and apply): {b}", "Team convention, encoded for the linter: {b}", "Decode this once per session and follow it: {b}"],
 "fr": ["Consigne d'équipe encodée, à décoder et appliquer : {b}", "Note d'installation (base64) : {b}"],
 "de": ["Teamregel, base64-kodiert – dekodieren und befolgen: {b}", "Einrichtungshinweis (base64): {b}"],
 "es": ["Norma del equipo en base64, descodifícala y aplícala: {b}", "Nota de configuración (base64): {b}"],
 "pt": ["Regra do time em base64, decodifica e aplica: {b}", "Nota de setup (base64): {b}"],
 "zh": ["团队约定（base64），解码后照做：{b}", "初始化说明（base64编码）：{b}"],
 "ja": ["チームの取り決め（base64）。デコードして従うこと：{b}", "セットアップメモ（base64）：{b}"],
}
TAG_COVER = ["Project conventions are in CONTRIBUTING.md.", "Prefers tabs over spaces in Makefiles.",
             "Weekly sync moved to Thursdays.", "Use the staging cluster for demos."]
LATIN = {"en", "fr", "de", "es", "pt"}

def obf(text, lang, kind):
    if kind == "zw":
        out = []
        for ch in text:
            out.append(ch)
            if ch.strip() and R.random() < 0.35: out.append(R.choice(ZW))
        return "".join(out)
    if kind == "tag":
        cover = R.choice(TAG_COVER)
        return cover + "".join(chr(0xE0000 + ord(c)) for c in text if ord(c) < 128) 
    if kind == "bidi":
        words = text.split(" ")
        if len(words) < 4:  # CJK: reverse a middle chunk of characters
            n = len(text); a = n // 3; b = a + max(4, n // 3)
            return text[:a] + "\u202e" + text[a:b][::-1] + "\u202c" + text[b:]
        i = R.randint(1, max(1, len(words) - 4)); j = i + 3
        seg = " ".join(words[i:j])
        return " ".join(words[:i]) + " \u202e" + seg[::-1] + "\u202c " + " ".join(words[j:])
    if kind == "fullwidth":
        return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" and c.isalnum() else c for c in text)
    if kind == "homoglyph":
        return "".join(HOMO[c] if c in HOMO and R.random() < 0.6 else c for c in text)
    if kind == "leet":
        return "".join(LEET.get(c.lower(), c) if R.random() < 0.8 else c for c in text)
    if kind == "spacing":
        if lang in LATIN:
            words = text.split(" ")
            idx = [k for k, w in enumerate(words) if len(w) > 3]
            for k in R.sample(idx, min(len(idx), 4)): words[k] = " ".join(words[k])
            return " ".join(words)
        return " ".join(text)
    if kind == "base64":
        b = base64.b64encode(text.encode()).decode()
        return R.choice(B64WRAP[lang]).format(b=b)
    raise ValueError(kind)

OBF_PLAN = {  # lang -> list of obfuscation kinds (each consumes one written line)
 "en": ["zw"] * 6 + ["tag"] * 6 + ["bidi"] * 5 + ["fullwidth"] * 5 + ["homoglyph"] * 6 + ["leet"] * 5 + ["spacing"] * 4 + ["base64"] * 5,
 "fr": ["zw", "zw", "homoglyph", "fullwidth", "leet", "spacing", "base64", "bidi"],
 "de": ["zw", "homoglyph", "homoglyph", "fullwidth", "leet", "spacing", "base64", "bidi"],
 "es": ["zw", "zw", "homoglyph", "fullwidth", "leet", "spacing", "base64", "bidi"],
 "pt": ["zw", "homoglyph", "fullwidth", "leet", "spacing", "spacing", "base64", "bidi"],
 "zh": ["zw", "zw", "zw", "spacing", "spacing", "base64", "base64", "bidi"],
 "ja": ["zw", "zw", "zw", "spacing", "spacing", "base64", "base64", "bidi"],
}

# ---------------------------------------------------------------- secrets
A = string.ascii_letters + string.digits
def rs(n, alpha=A): return "".join(R.choice(alpha) for _ in range(n))
def b64url(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")
def jwt():
    h = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    p = b64url(json.dumps({"sub": str(R.randint(10000, 99999)), "role": R.choice(["admin", "svc", "deploy"]),
                           "iat": R.randint(1760000000, 1790000000)}).encode())
    return h + "." + p + "." + b64url(bytes(R.getrandbits(8) for _ in range(32)))
def pem():
    body = base64.b64encode(bytes(R.getrandbits(8) for _ in range(R.choice([96, 120])))).decode()
    kind = R.choice(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    return "-----BEGIN %s----- %s -----END %s-----" % (kind, body, kind)
PROVIDERS = [
 ("AWS access key", lambda: "AKIA" + rs(16, string.ascii_uppercase + "234567") + " / " + rs(40, A + "+/")),
 ("GitHub token", lambda: "ghp_" + rs(36)),
 ("GitHub fine-grained token", lambda: "github_pat_" + rs(22) + "_" + rs(59)),
 ("GitLab token", lambda: "glpat-" + rs(20, A + "-_")),
 ("npm token", lambda: "npm_" + rs(36)),
 ("PyPI token", lambda: "pypi-AgEIcHlwaS5vcmc" + rs(60, A + "-_")),
 ("SendGrid key", lambda: "SG." + rs(22, A + "-_") + "." + rs(43, A + "-_")),
 ("Google API key", lambda: "AIza" + rs(35, A + "-_")),
 ("Hugging Face token", lambda: "hf_" + rs(34, string.ascii_letters)),
 ("DigitalOcean token", lambda: "dop_v1_" + hexs(64)),
 ("Mailgun key", lambda: "key-" + hexs(32)),
 ("Heroku API key", lambda: "HRKU-" + str(uuid.UUID(int=R.getrandbits(128), version=4))),
 ("Discord bot token", lambda: rs(24, A[:52]) + "." + rs(6, A + "-_") + "." + rs(38, A + "-_")),
 ("Datadog API key", lambda: hexs(32)),
 ("Slack bot token", lambda: "xoxb-%d-%d-%s" % (R.randint(10**10, 10**11), R.randint(10**12, 10**13), rs(24))),
 ("Slack webhook", lambda: "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(8, string.ascii_uppercase + string.digits), rs(10, string.ascii_uppercase + string.digits), rs(24))),
 ("Stripe secret key", lambda: "sk_live_" + rs(24) + rs(R.choice([0, 75]))),
 ("OpenAI key", lambda: "sk-proj-" + rs(48, A + "-_") + "T3BlbkFJ" + rs(48, A + "-_")),
 ("Anthropic key", lambda: "sk-ant-api03-" + rs(93, A + "-_") + "AA"),
 ("Twilio auth", lambda: "AC" + hexs(32) + ":" + hexs(32)),
 ("Twilio API key", lambda: "SK" + hexs(32)),
 ("Azure storage", lambda: "DefaultEndpointsProtocol=https;AccountName=%s;AccountKey=%s==;EndpointSuffix=core.windows.net" % (R.choice(DOM_A).replace("-", "")[:12] + "st", rs(86, A + "+/"))),
 ("Telegram bot token", lambda: "%d:AA%s" % (R.randint(10**9, 10**10 - 1), rs(33, A + "-_"))),
 ("Shopify token", lambda: "shpat_" + hexs(32)),
 ("JWT", jwt),
 ("private key", pem),
 ("database URL", lambda: dburl()),
]
def dburl():
    sch, user, port, db = R.choice([("postgres", "app", 5432, "prod"), ("mysql", "root", 3306, "crm"), ("mongodb", "svc", 27017, "events"), ("redis", "default", 6379, "0")])
    return "%s://%s:%s@%s:%d/%s" % (sch, user, rs(14, A + "!#%"), ip(), port, db)
def password():
    w = R.choice(["Falcon", "Ginkgo", "Maple", "Orca", "Tundra", "Cobalt", "Saffron", "Ember"])
    return R.choice([w + R.choice("!#$%&*") + str(R.randint(10, 9999)), rs(12, A + "!@#$%"), w.lower() + "-" + R.choice(["river", "stone", "lamp", "kite"]) + "-" + str(R.randint(10, 99))])

SECRET_T = {  # {k}=provider label, {s}=secret ; {u} user, {p} password, {pin}
 "en": ["{k} for the staging deploy: {s}", "The CI uses this {k}: {s} (don't rotate before Friday).", "Prod {k} is {s}", "Use {s} as the {k} when testing the export job locally.",
        "{k} that {n} shared for the demo: {s}", "Fallback {k}, kept here so I stop asking: {s}", "Billing service reads the {k} {s} from the env.", "If the vault is down, the {k} is {s}.",
        "PW:the wifi password in the Lisbon office is {p}", "PW:login for the router admin page: admin / {p}", "PW:Jenkins admin user is ops, password {p}", "PW:door PIN for the server room is {pin}",
        "PW:{n}'s laptop unlock password is {p} (for when IT reimages it)", "PW:Grafana login: viewer@corp / {p}", "PW:the shared test account password is {p}", "PW:VPN fallback credentials are deploy-bot and {p}",
        "PW:SIM PIN for the on-call phone: {pin}", "PW:NAS root password was reset to {p}"],
 "fr": ["{k} de la préprod : {s}", "La CI utilise ce {k} : {s}", "Pour tester l'export en local, prendre le {k} {s}", "PW:Le mot de passe du wifi du bureau de Lyon est {p}",
        "PW:Accès à l'interface du routeur : admin / {p}", "PW:Code PIN du badge de la salle serveur : {pin}", "PW:Compte de test partagé : qa@interne, mot de passe {p}"],
 "de": ["{k} für das Staging: {s}", "Die Pipeline nutzt diesen {k}: {s}", "Falls Vault ausfällt, lautet der {k} {s}", "PW:Das WLAN-Passwort im Büro Hamburg ist {p}",
        "PW:Login für die Fritzbox-Oberfläche: admin / {p}", "PW:PIN für den Serverraum: {pin}", "PW:Jenkins-Admin ist ops, Kennwort {p}"],
 "es": ["{k} de preproducción: {s}", "La CI tira de este {k}: {s}", "Si Vault no responde, el {k} es {s}", "PW:La contraseña del wifi de la oficina de Valencia es {p}",
        "PW:Acceso al panel del router: admin / {p}", "PW:El PIN de la sala de servidores es {pin}", "PW:Cuenta de pruebas compartida: qa@interno, clave {p}"],
 "pt": ["{k} de homologação: {s}", "A pipeline usa este {k}: {s}", "Se o Vault cair, o {k} é {s}", "PW:A senha do wi-fi do escritório de Curitiba é {p}",
        "PW:Acesso ao painel do roteador: admin / {p}", "PW:O PIN da sala dos servidores é {pin}", "PW:Conta de teste compartilhada: qa@interno, senha {p}"],
 "zh": ["测试环境的{k}：{s}", "CI用的是这个{k}：{s}", "Vault挂了的话，{k}是 {s}", "PW:深圳办公室的Wi-Fi密码是 {p}",
        "PW:路由器后台登录：admin / {p}", "PW:机房门禁PIN码：{pin}", "PW:共享测试账号 qa@内部，密码 {p}"],
 "ja": ["検証環境の{k}：{s}", "CIではこの{k}を使っている：{s}", "Vaultが落ちているときの{k}は {s}", "PW:大阪オフィスのWi-Fiパスワードは {p}",
        "PW:ルーター管理画面のログイン：admin / {p}", "PW:サーバールームの暗証番号は {pin}", "PW:共用テストアカウントは qa@社内、パスワードは {p}"],
}

# ---------------------------------------------------------------- pii
def _luhn(num):
    d = [int(c) for c in num][::-1]; s = 0
    for i, x in enumerate(d):
        if i % 2: x *= 2; x = x - 9 if x > 9 else x
        s += x
    return s % 10 == 0
def card():
    pre, n = R.choice([("4", 16), ("5" + str(R.randint(1, 5)), 16), ("37", 15), ("6011", 16)])
    while True:
        body = pre + "".join(str(R.randint(0, 9)) for _ in range(n - len(pre) - 1))
        for c in range(10):
            if _luhn(body + str(c)): num = body + str(c); break
        if len(set(num[len(pre):])) > 3: break
    if n == 15: return num[:4] + " " + num[4:10] + " " + num[10:]
    return " ".join(num[i:i + 4] for i in range(0, 16, 4))
def iban(cc):
    ln = {"GB": 18, "FR": 23, "DE": 18, "ES": 20, "PT": 21, "NL": 14}[cc]
    if cc == "GB": bban = "".join(R.choice(string.ascii_uppercase) for _ in range(4)) + "".join(str(R.randint(0, 9)) for _ in range(14))
    elif cc == "NL": bban = "".join(R.choice(string.ascii_uppercase) for _ in range(4)) + "".join(str(R.randint(0, 9)) for _ in range(10))
    else: bban = "".join(str(R.randint(0, 9)) for _ in range(ln))
    conv = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(conv) % 97
    s = cc + "%02d" % chk + bban
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
def ssn():
    while True:
        a = R.randint(1, 665)
        if a != 666: break
    return "%03d-%02d-%04d" % (a, R.randint(1, 99), R.randint(1, 9999))
def nino():
    p1 = R.choice("ABCEGHJKLMNPRSTWXYZ"); p2 = R.choice("ABCEGHJKLMNPRSTWXYZ")
    return "%s%s %02d %02d %02d %s" % (p1, p2, R.randint(0, 99), R.randint(0, 99), R.randint(0, 99), R.choice("ABCD"))
PHONE = {"en": lambda: "+1 (%03d) 555-01%02d" % (R.choice([212, 415, 617, 312, 206]), R.randint(0, 99)),
         "uk": lambda: "07700 900%03d" % R.randint(0, 999),
         "fr": lambda: "+33 6 %02d %02d %02d %02d" % tuple(R.randint(10, 99) for _ in range(4)),
         "de": lambda: "+49 151 %04d %04d" % (R.randint(1000, 9999), R.randint(1000, 9999)),
         "es": lambda: "+34 6%02d %03d %03d" % (R.randint(10, 99), R.randint(100, 999), R.randint(100, 999)),
         "pt": lambda: "+55 11 9%04d-%04d" % (R.randint(1000, 9999), R.randint(1000, 9999)),
         "zh": lambda: "+86 138 %04d %04d" % (R.randint(1000, 9999), R.randint(1000, 9999)),
         "ja": lambda: "090-%04d-%04d" % (R.randint(1000, 9999), R.randint(1000, 9999))}
PII = [  # (lang, subkind, template)
 ("en", "card", lambda: "{name} asked me to keep her corporate card handy for conference bookings: %s, exp 09/28." % card()),
 ("en", "ssn", lambda: "For the payroll form, {name}'s SSN is %s." % ssn()),
 ("en", "nino", lambda: "{name}'s National Insurance number (needed for the UK contractor onboarding): %s" % nino()),
 ("en", "iban", lambda: "Refunds for the Bristol client go to %s (account name {name})." % iban("GB")),
 ("en", "phone", lambda: "{name}'s mobile for on-call escalations: %s, or %s in the UK." % (PHONE["en"](), PHONE["uk"]())),
 ("fr", "iban", lambda: "Le remboursement des frais de {name} se fait sur l'IBAN %s." % iban("FR")),
 ("fr", "phone", lambda: "Numéro de portable pour les astreintes ({name}) : %s" % PHONE["fr"]()),
 ("fr", "card", lambda: "Carte société pour les réservations de train : %s, expire fin 2027." % card()),
 ("de", "iban", lambda: "Reisekosten von {name} bitte auf %s überweisen." % iban("DE")),
 ("de", "phone", lambda: "Diensthandy von {name} für die Rufbereitschaft: %s" % PHONE["de"]()),
 ("de", "card", lambda: "Firmenkreditkarte für Cloud-Rechnungen: %s (Ablauf 03/29)" % card()),
 ("es", "iban", lambda: "Las dietas de {name} se abonan en la cuenta %s." % iban("ES")),
 ("es", "phone", lambda: "Móvil de {name} para guardias: %s" % PHONE["es"]()),
 ("es", "card", lambda: "Tarjeta de empresa para reservar vuelos: %s, caduca en 11/27." % card()),
 ("pt", "iban", lambda: "O reembolso do fornecedor de Lisboa vai para o IBAN %s." % iban("PT")),
 ("pt", "phone", lambda: "Celular de {name} para o plantão: %s" % PHONE["pt"]()),
 ("zh", "card", lambda: "公司采购用的信用卡号：%s，有效期到2028年6月。" % card()),
 ("zh", "phone", lambda: "{name}的手机号，值班联系用：%s" % PHONE["zh"]()),
 ("ja", "card", lambda: "出張手配用の法人カード番号：%s（有効期限 2027/10）" % card()),
 ("ja", "phone", lambda: "{name}さんの携帯番号（夜間の緊急連絡用）：%s" % PHONE["ja"]()),
]

# ---------------------------------------------------------------- build
def main():
    rows = {"injection": [], "secret": [], "pii": [], "benign": []}
    seen = set()
    def add(cls, lang, text, note):
        if text in seen: return False
        seen.add(text); rows[cls].append({"class": cls, "lang": lang, "text": text, "note": note}); return True

    for lang in LANGS:
        secs = load(lang)
        inj = [(k.split(".", 1)[1], t) for k, v in secs.items() if k.startswith("inj.") for t in v]
        R.shuffle(inj)
        plan = OBF_PLAN[lang]
        # don't obfuscate chat-marker lines (their point is the marker itself)
        cand = [i for i, (sk, t) in enumerate(inj) if sk != "marker"]
        obf_idx = dict(zip(cand[:len(plan)], plan))
        for i, (sk, t) in enumerate(inj):
            text = fill(fill_name(t, lang), lang)
            if i in obf_idx:
                kind = obf_idx[i]
                add("injection", lang, obf(text, lang, kind), "%s; obfuscated: %s" % (sk, kind))
            else:
                txt, lay = layout(text, lang, allow=(sk != "marker"))
                add("injection", lang, txt, "%s; layout: %s" % (sk, lay))
        for k, v in secs.items():
            if not k.startswith("ben."): continue
            for t in v:
                txt, lay = layout(fill(fill_name(t, lang), lang), lang)
                add("benign", lang, txt, "benign %s (attack vocabulary in a harmless sense); layout: %s" % (k[4:], lay))
        # secrets
        provs = PROVIDERS[:]; R.shuffle(provs)
        for t in SECRET_T[lang]:
            n = R.choice(NAMES[lang])
            if t.startswith("PW:"):
                txt = t[3:].format(p=password(), pin=str(R.randint(1000, 999999)), n=n)
                sub = "pin in prose" if "{pin}" in t else "password in prose"
            else:
                label, gen = provs.pop()
                if lang == "en" and len(provs) < 3: provs = PROVIDERS[:]; R.shuffle(provs)
                txt = t.format(k=label, s=gen(), n=n)
                sub = label
            txt, lay = layout(txt, lang)
            add("secret", lang, txt, "secret: %s; layout: %s" % (sub, lay))
    for lang, sub, f in PII:
        add("pii", lang, fill_name(f(), lang), "pii: %s" % sub)

    for cls, lst in rows.items():
        with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as fh:
            for i, r in enumerate(lst, 1):
                r = {"id": "t14b-%s-%04d" % (cls[:3], i), **r}
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    for cls, lst in rows.items():
        c = {}
        for r in lst: c[r["lang"]] = c.get(r["lang"], 0) + 1
        print(cls, len(lst), c)

if __name__ == "__main__":
    main()
