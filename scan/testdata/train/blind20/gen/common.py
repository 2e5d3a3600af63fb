"""Shared helpers: seeded random material, key shapes, PII generators, obfuscators, layouts.

Everything random comes from one random.Random seeded in generate.py (seed 20020).
"""
import base64, json, string, unicodedata

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"
B32 = UP + "234567"
BECH = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"


class Mat:
    """Random material drawn from a single seeded RNG."""

    def __init__(self, rng):
        self.r = rng

    # ---------- basics
    def s(self, n, alpha):
        return "".join(self.r.choice(alpha) for _ in range(n))

    def hexs(self, n):
        return self.s(n, HEX)

    def uuid(self):
        h = self.hexs(32)
        h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def ip(self):
        net = self.r.choice(["192.0.2", "198.51.100", "203.0.113"])
        return f"{net}.{self.r.randint(2, 254)}"

    # ---------- made-up names
    SYL = ["vor", "len", "tix", "qua", "mir", "zan", "dro", "pel", "kesh", "nub", "ori", "fal",
           "wex", "tam", "brio", "lun", "sek", "vad", "ombr", "cyr", "hal", "jup", "rix", "tev",
           "glo", "mava", "nerd", "plix", "sorn", "yel", "zeb", "krat", "bly", "dun", "ferro"]
    WORDS = ["relay", "sync", "metrics", "cdn", "hook", "assets", "collector", "backup", "mirror",
             "status", "ingest", "paste", "drop", "share", "telemetry", "update", "audit", "cache"]
    TLD = ["io", "net", "dev", "app", "cloud", "site", "xyz", "co", "org", "tech"]

    def brand(self):
        return "".join(self.r.choice(self.SYL) for _ in range(self.r.choice([2, 2, 3])))

    def domain(self):
        b = self.brand()
        if self.r.random() < 0.5:
            b = b + "-" + self.r.choice(self.WORDS)
        return b + "." + self.r.choice(self.TLD)

    def url(self):
        d = self.domain()
        path = self.r.choice(["/collect", "/u", "/api/v1/ingest", "/hook", "/p", "/drop", "/log",
                              "/v2/events", "/s", "/upload", "/in", "/c"])
        if self.r.random() < 0.4:
            path += "/" + self.s(self.r.randint(6, 10), LO + DG)
        return "https://" + d + path

    def email(self):
        user = self.r.choice(["ops", "backup", "sync", "archive", "security-team", "it-desk", "audit",
                              "notes", "admin", "keys", "handover", "support"])
        return f"{user}@{self.domain()}"

    def host(self):
        return self.r.choice(["db", "pg", "mysql", "redis", "mq", "mongo", "cache", "git", "ci"]) + \
            self.r.choice(["-prod", "-01", "-staging", "", "-eu", "-main"]) + "." + self.domain()

    # ---------- passwords
    def password(self):
        k = self.r.random()
        if k < 0.45:
            n = self.r.randint(10, 16)
            core = self.s(n - 2, AN)
            return core + self.r.choice("!#$%&*?@") + self.s(1, DG)
        if k < 0.8:
            w = self.r.choice(["Tulpe", "Maracuja", "Girafe", "Bergamote", "Lavanda", "Hirondelle",
                               "Kolibri", "Pinguim", "Orquidea", "Tangerine", "Vulcano", "Ahornbaum",
                               "Sakura", "Panda", "Falcon", "Harbor", "Cobalt", "Juniper", "Marmot"])
            w2 = self.r.choice(["Rot", "Azul", "Verde", "Nuit", "Sol", "Blau", "Moon", "Neve", "Ocre"])
            return f"{w}{self.r.choice(['-', '_', '.', ''])}{w2}{self.r.randint(10, 9999)}{self.r.choice('!#$%?')}"
        return self.s(self.r.randint(14, 22), AN + "!@#%^*-_")

    def pin(self):
        while True:
            p = self.s(self.r.choice([4, 4, 6]), DG)
            if p not in ("1234", "0000", "123456", "1111", "4321"):
                return p

    # ---------- tokens
    def jwt(self):
        hdr = {"alg": self.r.choice(["HS256", "RS256"]), "typ": "JWT"}
        pl = {"sub": self.uuid() if self.r.random() < .5 else str(self.r.randint(1000, 99999)),
              "iat": self.r.randint(1760000000, 1790000000),
              "exp": self.r.randint(1790000000, 1800000000),
              "scope": self.r.choice(["admin", "read write", "deploy", "api:full"])}
        e = lambda o: base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
        sig = self.s(43 if hdr["alg"] == "HS256" else 86, B64U)
        return f"{e(hdr)}.{e(pl)}.{sig}"

    def pem(self, oneline=True):
        kind = self.r.choice(["RSA", "OPENSSH", "EC", ""])
        label = f"{kind} PRIVATE KEY".strip() if kind else "PRIVATE KEY"
        start = {"RSA": "MIIEpAIBAAKCAQEA", "OPENSSH": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAA",
                 "EC": "MHcCAQEEI", "": "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"}[kind]
        body = start + self.s(64 * 3 - len(start), B64)
        lines = [body[i:i + 64] for i in range(0, len(body), 64)]
        sep = " " if oneline else "\n"
        return f"-----BEGIN {label}-----{sep}" + sep.join(lines) + f"{sep}...{sep}-----END {label}-----"

    def conn(self, kind=None):
        kind = kind or self.r.choice(["postgres", "mysql", "mongodb+srv", "redis", "amqp", "mssql", "smtp", "git"])
        u = self.r.choice(["app", "svc_api", "admin", "deploy", "reporting", "root", "etl", "backend"])
        pw = self.password().replace("@", "%40").replace("#", "%23").replace("?", "%3F").replace("/", "%2F").replace("%", "%25") \
            if False else self.s(self.r.randint(12, 20), AN)
        h = self.host()
        if kind == "postgres":
            return f"postgresql://{u}:{pw}@{h}:5432/{self.r.choice(['app', 'billing', 'core', 'analytics'])}"
        if kind == "mysql":
            return f"mysql://{u}:{pw}@{h}:3306/{self.r.choice(['shop', 'crm', 'wp'])}"
        if kind == "mongodb+srv":
            return f"mongodb+srv://{u}:{pw}@cluster0.{self.s(5, LO + DG)}.mongodb.net/{self.r.choice(['prod', 'app'])}?retryWrites=true"
        if kind == "redis":
            return f"redis://:{pw}@{h}:6379/0"
        if kind == "amqp":
            return f"amqps://{u}:{pw}@{h}:5671/%2F"
        if kind == "mssql":
            return f"Server=tcp:{h},1433;Database=erp;User ID={u};Password={pw};Encrypt=True;"
        if kind == "smtp":
            return f"smtp://{u}:{pw}@{self.ip()}:587"
        return f"https://{u}:{pw}@git.{self.domain()}/platform/infra.git"

    def provider(self):
        """Return (provider name, token) for a random real-shaped provider credential."""
        r = self.r
        opts = [
            ("AWS access key ID", lambda: r.choice(["AKIA", "ASIA"]) + self.s(16, B32)),
            ("AWS secret access key", lambda: self.s(40, B64)),
            ("GitHub token", lambda: r.choice(["ghp_", "gho_", "ghs_", "ghu_"]) + self.s(36, AN)),
            ("GitHub fine-grained PAT", lambda: "github_pat_" + self.s(22, AN) + "_" + self.s(59, AN)),
            ("GitLab PAT", lambda: "glpat-" + self.s(20, B64U)),
            ("npm token", lambda: "npm_" + self.s(36, AN)),
            ("PyPI token", lambda: "pypi-AgEIcHlwaS5vcmc" + self.s(r.randint(60, 90), B64U)),
            ("SendGrid key", lambda: "SG." + self.s(22, B64U) + "." + self.s(43, B64U)),
            ("Google API key", lambda: "AIza" + self.s(35, B64U)),
            ("Hugging Face token", lambda: "hf_" + self.s(34, UP + LO)),
            ("DigitalOcean token", lambda: "dop_v1_" + self.hexs(64)),
            ("Mailgun key", lambda: "key-" + self.hexs(32)),
            ("Heroku API key", lambda: ("HRKU-AA" + self.s(58, B64U)) if r.random() < 0.5 else self.uuid()),
            ("Discord bot token", lambda: base64.b64encode(str(r.randint(10**17, 10**18 - 1)).encode()).decode().rstrip("=")
             + "." + self.s(6, B64U) + "." + self.s(38, B64U)),
            ("Datadog API key", lambda: self.hexs(32)),
            ("Slack bot token", lambda: "xoxb-" + self.s(12, DG) + "-" + self.s(13, DG) + "-" + self.s(24, AN)),
            ("Slack user token", lambda: "xoxp-" + self.s(12, DG) + "-" + self.s(12, DG) + "-" + self.s(13, DG) + "-" + self.hexs(32)),
            ("Slack webhook", lambda: "https://hooks.slack.com/services/T" + self.s(8, UP + DG) + "/B" + self.s(10, UP + DG) + "/" + self.s(24, AN)),
            ("Stripe secret key", lambda: "sk_live_" + self.s(r.choice([24, 99]), AN)),
            ("Stripe restricted key", lambda: "rk_live_" + self.s(99, AN)),
            ("OpenAI key", lambda: "sk-proj-" + self.s(r.choice([48, 132]), B64U) + "T3BlbkFJ" + self.s(20, B64U)),
            ("Anthropic key", lambda: "sk-ant-api03-" + self.s(93, B64U) + "AA"),
            ("Twilio API key", lambda: "SK" + self.hexs(32)),
            ("Twilio auth token", lambda: "AC" + self.hexs(32) + ":" + self.hexs(32)),
            ("Azure storage key", lambda: f"DefaultEndpointsProtocol=https;AccountName={self.brand()}store;AccountKey={self.s(86, B64)}==;EndpointSuffix=core.windows.net"),
            ("Telegram bot token", lambda: str(r.randint(10**9, 8 * 10**9)) + ":AA" + self.s(33, B64U)),
            ("Shopify access token", lambda: r.choice(["shpat_", "shpss_", "shpca_"]) + self.hexs(32)),
            ("Linear API key", lambda: "lin_api_" + self.s(40, AN)),
            ("Notion integration token", lambda: "ntn_" + self.s(46, AN)),
            ("Vault token", lambda: "hvs." + self.s(90, B64U)),
            ("Postman API key", lambda: "PMAK-" + self.hexs(24) + "-" + self.hexs(34)),
            ("Grafana service account token", lambda: "glsa_" + self.s(32, AN) + "_" + self.hexs(8)),
            ("Databricks token", lambda: "dapi" + self.hexs(32)),
            ("Supabase access token", lambda: "sbp_" + self.hexs(40)),
            ("Pulumi token", lambda: "pul-" + self.hexs(40)),
            ("Doppler token", lambda: "dp.st.prd." + self.s(43, AN)),
            ("age secret key", lambda: "AGE-SECRET-KEY-1" + self.s(58, BECH)),
            ("Mailchimp API key", lambda: self.hexs(32) + "-us" + str(r.randint(1, 21))),
            ("Square access token", lambda: "EAAA" + self.s(60, B64U)),
            ("Netlify token", lambda: "nfp_" + self.s(36, AN)),
            ("Cloudflare API token", lambda: self.s(40, B64U)),
            ("Atlassian API token", lambda: "ATATT3xFfGF0" + self.s(170, B64U) + "=" + self.hexs(8).upper()),
            ("Sentry auth token", lambda: "sntryu_" + self.hexs(64)),
            ("Firebase server key", lambda: "AAAA" + self.s(7, B64U) + ":APA91b" + self.s(134, B64U)),
        ]
        # deal providers from a shuffled deck so every provider shape appears before any repeats
        if not getattr(self, "_deck", None):
            self._deck = list(range(len(opts)))
            r.shuffle(self._deck)
        name, f = opts[self._deck.pop()]
        return name, f()

    # ---------- PII
    @staticmethod
    def luhn_ok(num):
        d = [int(c) for c in num if c.isdigit()]
        s = 0
        for i, x in enumerate(reversed(d)):
            if i % 2 == 1:
                x *= 2
                if x > 9:
                    x -= 9
            s += x
        return s % 10 == 0

    FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005",
                    "4012888888881881", "5105105105105100", "6011111111111117", "371449635398431",
                    "4000056655665556", "5200828282828210", "4000000000000002", "30569309025904"}

    def card(self):
        while True:
            brand = self.r.choice(["visa", "visa", "mc", "mc2", "amex", "disc"])
            if brand == "visa":
                pre, n = "4", 16
            elif brand == "mc":
                pre, n = str(self.r.randint(51, 55)), 16
            elif brand == "mc2":
                pre, n = str(self.r.randint(2221, 2720)), 16
            elif brand == "amex":
                pre, n = self.r.choice(["34", "37"]), 15
            else:
                pre, n = "6011", 16
            body = pre + self.s(n - len(pre) - 1, DG)
            for c in DG:
                if self.luhn_ok(body + c):
                    num = body + c
                    break
            if num in self.FAMOUS_CARDS or len(set(num[1:])) < 4:
                continue
            sep = self.r.choice([" ", "-", "", " "])
            if n == 15:
                return f"{num[:4]}{sep}{num[4:10]}{sep}{num[10:]}"
            return sep.join(num[i:i + 4] for i in range(0, 16, 4))

    def ssn(self):
        while True:
            a = self.r.randint(1, 899)
            if a == 666:
                continue
            g, s = self.r.randint(1, 99), self.r.randint(1, 9999)
            v = f"{a:03d}-{g:02d}-{s:04d}"
            if v not in ("078-05-1120", "219-09-9999", "123-45-6789", "457-55-5462"):
                return v

    def nino(self):
        bad1 = set("DFIQUV")
        bad2 = set("DFIOQUV")
        while True:
            a, b = self.r.choice(UP), self.r.choice(UP)
            if a in bad1 or b in bad2 or a + b in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                continue
            d = self.s(6, DG)
            return f"{a}{b} {d[:2]} {d[2:4]} {d[4:]} {self.r.choice('ABCD')}"

    @staticmethod
    def iban_check(cc, bban):
        s = bban + cc + "00"
        n = "".join(str(int(c, 36)) for c in s)
        return f"{98 - int(n) % 97:02d}"

    @staticmethod
    def iban_valid(iban):
        i = iban.replace(" ", "")
        s = i[4:] + i[:4]
        return int("".join(str(int(c, 36)) for c in s)) % 97 == 1

    def iban(self, cc=None):
        cc = cc or self.r.choice(["DE", "FR", "ES", "PT", "GB", "IT", "NL", "BE", "AT", "CH"])
        r = self.r
        if cc == "DE":
            bban = self.s(8, DG) + self.s(10, DG)
        elif cc == "FR":
            bank, br, acc = self.s(5, DG), self.s(5, DG), self.s(11, DG)
            key = 97 - ((89 * int(bank) + 15 * int(br) + 3 * int(acc)) % 97)
            bban = bank + br + acc + f"{key:02d}"
        elif cc == "ES":
            bank, br, acc = self.s(4, DG), self.s(4, DG), self.s(10, DG)
            w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
            def dc(x):
                v = 11 - sum(int(c) * w[i] for i, c in enumerate(x)) % 11
                return {10: 1, 11: 0}.get(v, v)
            bban = bank + br + str(dc("00" + bank + br)) + str(dc(acc)) + acc
        elif cc == "PT":
            b = self.s(19, DG)
            k = 98 - (int(b) * 100) % 97
            bban = b + f"{k:02d}"
        elif cc == "GB":
            bban = r.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK"]) + self.s(6, DG) + self.s(8, DG)
        elif cc == "IT":
            bban = r.choice(UP) + self.s(5, DG) + self.s(5, DG) + self.s(12, DG)
        elif cc == "NL":
            while True:
                acc = self.s(10, DG)
                if sum(int(c) * (10 - i) for i, c in enumerate(acc)) % 11 == 0 and acc[0] != "0":
                    break
            bban = r.choice(["ABNA", "RABO", "INGB", "TRIO"]) + acc
        elif cc == "BE":
            a = self.s(10, DG)
            k = int(a) % 97 or 97
            bban = a + f"{k:02d}"
        elif cc == "AT":
            bban = self.s(16, DG)
        else:  # CH
            bban = self.s(17, DG)
        iban = cc + self.iban_check(cc, bban) + bban
        assert self.iban_valid(iban)
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if r.random() < 0.7 else iban

    def phone(self, lang):
        r = self.r
        if lang == "en":
            return r.choice([f"(555) 01{r.randint(0, 99):02d}-{r.randint(0,9)}" if False else f"+1 {r.randint(201, 989)}-555-01{r.randint(0, 99):02d}",
                             f"07700 900{r.randint(0, 999):03d}", f"+44 7700 900{r.randint(0, 999):03d}",
                             f"({r.randint(201, 989)}) 555-01{r.randint(0, 99):02d}"])
        if lang == "fr":
            return r.choice([f"06 {self.s(2, DG)} {self.s(2, DG)} {self.s(2, DG)} {self.s(2, DG)}",
                             f"+33 7 {self.s(2, DG)} {self.s(2, DG)} {self.s(2, DG)} {self.s(2, DG)}",
                             f"01 99 00 {self.s(2, DG)} {self.s(2, DG)}"])
        if lang == "de":
            return r.choice([f"+49 15{r.randint(1, 9)} {self.s(8, DG)}", f"0176 {self.s(4, DG)} {self.s(4, DG)}",
                             f"030 {self.s(8, DG)}", f"+43 664 {self.s(7, DG)}"])
        if lang == "es":
            return r.choice([f"+34 6{self.s(2, DG)} {self.s(3, DG)} {self.s(3, DG)}", f"6{self.s(2, DG)} {self.s(2, DG)} {self.s(2, DG)} {self.s(2, DG)}",
                             f"+52 55 {self.s(4, DG)} {self.s(4, DG)}"])
        if lang == "pt":
            return r.choice([f"+351 9{r.choice('1236')}{self.s(1, DG)} {self.s(3, DG)} {self.s(3, DG)}",
                             f"+55 11 9{self.s(4, DG)}-{self.s(4, DG)}", f"(21) 9{self.s(4, DG)}-{self.s(4, DG)}"])
        if lang == "zh":
            return r.choice([f"1{r.choice('3589')}{self.s(1, DG)} {self.s(4, DG)} {self.s(4, DG)}",
                             f"+86 1{r.choice('3589')}{self.s(9, DG)}", f"1{r.choice('3578')}{self.s(9, DG)}"])
        return r.choice([f"090-{self.s(4, DG)}-{self.s(4, DG)}", f"080-{self.s(4, DG)}-{self.s(4, DG)}",
                         f"+81 70-{self.s(4, DG)}-{self.s(4, DG)}", f"03-{self.s(4, DG)}-{self.s(4, DG)}"])


# ---------- obfuscation (applied to hand-written payload lines)
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "s": "\u0455", "A": "\u0391", "E": "\u0395", "O": "\u039f",
        "P": "\u03a1", "T": "\u03a4", "H": "\u0397", "K": "\u039a", "M": "\u039c", "B": "\u0392"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def strip_accents(t):
    return "".join(c for c in unicodedata.normalize("NFKD", t) if not unicodedata.combining(c))


def ob_zero_width(rng, t):
    out = []
    for ch in t:
        out.append(ch)
        if ch.strip() and rng.random() < 0.6:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_tags(rng, t):
    return "".join(chr(0xE0000 + ord(c)) for c in strip_accents(t) if ord(c) < 128)


def ob_bidi(rng, t):
    # logical order reversed inside RLO...PDF so it displays left-to-right as the readable sentence
    return "\u202e" + t[::-1] + "\u202c"


def ob_fullwidth(rng, t):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in t)


def ob_homoglyph(rng, t):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in t)


def ob_leet(rng, t):
    return "".join(LEET[c] if c in LEET and rng.random() < 0.8 else c for c in t)


def ob_spacing(rng, t):
    sep = rng.choice([" ", ".", "-", " "])
    if any("\u3040" <= c <= "\u9fff" for c in t):
        return sep.join(c for c in t if c != " ")
    words = t.split(" ")
    return "  ".join(sep.join(w) if len(w) > 3 else w for w in words)


def ob_base64(rng, t):
    return base64.b64encode(t.encode("utf-8")).decode()


OBF = {"zero_width": ob_zero_width, "unicode_tags": ob_tags, "bidi_override": ob_bidi,
       "fullwidth": ob_fullwidth, "homoglyph": ob_homoglyph, "leetspeak": ob_leet,
       "spacing": ob_spacing, "base64": ob_base64}
LATIN_ONLY = {"unicode_tags", "homoglyph", "leetspeak"}


# ---------- layouts (how the line sits in a memory file)
def layout(rng, text, kind):
    if kind == "plain":
        return text
    if kind == "html_comment":
        return f"<!-- {text} -->"
    if kind == "heading":
        return "## " + text
    if kind == "frontmatter":
        key = rng.choice(["summary", "description", "note", "context", "agent_hint", "tags_note"])
        return f'{key}: "{text}"' if '"' not in text else f"{key}: {text}"
    if kind == "codeblock":
        return "```\n" + text + "\n```"
    if kind == "quote":
        return "> " + text
    raise ValueError(kind)
