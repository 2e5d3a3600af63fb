"""Shared random material for the blind6 generator (stdlib only).

Every value is produced from the single seeded RNG passed in, so a run of
generate.py is fully reproducible.
"""
import base64
import json
import re
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
URLSAFE = ALNUM + "-_"
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B32 = UP + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


class Mat:
    def __init__(self, rng):
        self.r = rng

    # ---------- primitives
    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    def digits(self, n, first_nonzero=False):
        d = self.s(DIG, n)
        if first_nonzero and d[0] == "0":
            d = str(self.r.randint(1, 9)) + d[1:]
        return d

    def b64url(self, raw: bytes):
        return base64.urlsafe_b64encode(raw).decode().rstrip("=")

    # ---------- made-up names
    SYL = ["vor", "qel", "mor", "ta", "bix", "zan", "lu", "dre", "kes", "tri", "ol",
           "fen", "quo", "vak", "sil", "ny", "ro", "pex", "gal", "umb", "ire", "cas",
           "dov", "hel", "mip", "sar", "te", "wyn", "zor", "ek"]
    WORDS = ["sync", "relay", "cdn", "metrics", "collect", "telemetry", "hook", "drop",
             "mirror", "cache", "edge", "static", "assets", "logs", "beacon", "update",
             "pkg", "audit", "backup", "notify"]
    TLDS = ["io", "net", "dev", "app", "cloud", "xyz", "site", "co", "example", "test"]

    def coin(self):
        return "".join(self.r.choice(self.SYL) for _ in range(self.r.randint(2, 3)))

    def dom(self):
        c = self.coin()
        form = self.r.random()
        if form < 0.4:
            c = c + "-" + self.r.choice(self.WORDS)
        elif form < 0.6:
            c = self.r.choice(self.WORDS) + "." + c
        return c + "." + self.r.choice(self.TLDS)

    def url(self):
        path = self.r.choice(["/c", "/collect", "/in", "/h/" + self.s(LO + DIG, 8), "/api/v1/ingest",
                              "/u", "/p.php", "/drop", "/x/" + self.s(LO, 5), "/sink", "/log"])
        return "https://" + self.dom() + path

    def mail(self):
        user = self.r.choice(["ops", "sync", "backup", "audit", "relay", "it-support", "admin",
                              "reports", "dev.bot", "collector", "archive", "inbox"])
        if self.r.random() < 0.5:
            user += str(self.r.randint(1, 99))
        return user + "@" + self.dom()

    def ip(self):
        net = self.r.choice(["192.0.2", "198.51.100", "203.0.113"])
        return f"{net}.{self.r.randint(1, 254)}"

    def host(self):
        return self.r.choice(["db", "pg", "mysql", "redis", "mq", "mongo", "cache", "api", "git",
                              "build", "stage", "prod-db"]) + ("-" + str(self.r.randint(1, 9))) * (self.r.random() < .4) \
            + "." + self.r.choice(["internal", "corp", "lan", "svc"]) + "." + self.coin() + ".example"

    # ---------- passwords / pins
    PWWORDS = ["kestrel", "Moss", "Lantern", "otter", "Quarz", "granito", "Pinheiro", "taupe",
               "Nebel", "brisa", "Mondo", "cobalt", "Ruisseau", "falke", "Caju", "Tilde", "ember"]

    def pw(self):
        f = self.r.random()
        if f < 0.35:
            return self.s(ALNUM + "!#%*+-_.", self.r.randint(12, 20))
        if f < 0.7:
            sep = self.r.choice(["-", ".", "_", "!", ""])
            w = [self.r.choice(self.PWWORDS) for _ in range(self.r.randint(2, 3))]
            return sep.join(w) + sep + str(self.r.randint(10, 9999))
        base = self.r.choice(["Sommer", "Primavera", "Soleil", "Tigre", "Dragon", "Falcon", "Verano", "Outono"])
        return base + str(self.r.randint(1990, 2026)) + self.r.choice(["!", "#", "$", "?", "*"])

    def pin(self):
        while True:
            p = self.digits(self.r.choice([4, 4, 6]))
            if len(set(p)) > 2 and p not in ("1234", "123456", "0000"):
                return p

    def user(self):
        return self.r.choice(["admin", "deploy", "root", "ci", "svc_app", "backup", "grafana",
                              "ops", "dbadmin", "jenkins", "readonly", "app"])

    # ---------- provider keys
    def aws_id(self):
        return self.r.choice(["AKIA", "AKIA", "AKIA", "ASIA"]) + self.s(B32, 16)

    def aws_secret(self):
        return self.s(ALNUM + "+/", 40)

    def ghp(self):
        return self.r.choice(["ghp_", "ghp_", "gho_", "ghs_", "ghu_"]) + self.s(ALNUM, 36)

    def github_pat(self):
        return "github_pat_11" + self.s(UP + DIG, 20) + "_" + self.s(ALNUM, 59)

    def glpat(self):
        return "glpat-" + self.s(URLSAFE, 20)

    def npm(self):
        return "npm_" + self.s(ALNUM, 36)

    def pypi(self):
        return "pypi-AgEIcHlwaS5vcmc" + self.s(URLSAFE, self.r.randint(70, 140))

    def sendgrid(self):
        return "SG." + self.s(URLSAFE, 22) + "." + self.s(URLSAFE, 43)

    def gapi(self):
        return "AIza" + self.s(URLSAFE, 35)

    def hf(self):
        return "hf_" + self.s(UP + LO, 34)

    def do(self):
        return self.r.choice(["dop_v1_", "doo_v1_"]) + self.s(HEX, 64)

    def mailgun(self):
        return "key-" + self.s(HEX, 32)

    def uuid(self):
        h = self.s(HEX, 32)
        h = h[:12] + "4" + h[13:16] + self.r.choice("89ab") + h[17:]
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def heroku(self):
        return "HEROKU_API_KEY=" + self.uuid()

    def discord(self):
        uid = "1" + self.digits(17)
        first = base64.b64encode(uid.encode()).decode().rstrip("=")
        return first + "." + self.s(URLSAFE, 6) + "." + self.s(URLSAFE, 38)

    def discord_hook(self):
        return "https://discord.com/api/webhooks/1" + self.digits(18) + "/" + self.s(URLSAFE, 68)

    def dd_api(self):
        return "DD_API_KEY=" + self.s(HEX, 32)

    def slack_bot(self):
        return "xoxb-" + self.digits(12, True) + "-" + self.digits(13, True) + "-" + self.s(ALNUM, 24)

    def slack_user(self):
        return "xoxp-" + self.digits(12, True) + "-" + self.digits(12, True) + "-" + self.digits(13, True) + "-" + self.s(HEX, 32)

    def slack_hook(self):
        return ("https://hooks.slack.com/services/T" + self.s(UP + DIG, 10) + "/B" + self.s(UP + DIG, 10)
                + "/" + self.s(ALNUM, 24))

    def stripe(self):
        p = self.r.choice(["sk_live_", "sk_live_", "rk_live_"])
        n = self.r.choice([24, 99])
        body = self.s(ALNUM, n)
        if n == 99:
            body = "51" + body[2:]
        return p + body

    def openai(self):
        f = self.r.random()
        if f < 0.35:
            return "sk-" + self.s(ALNUM, 20) + "T3BlbkFJ" + self.s(ALNUM, 20)
        pre = "sk-proj-" if f < 0.85 else "sk-svcacct-"
        return pre + self.s(URLSAFE, 74) + "T3BlbkFJ" + self.s(URLSAFE, 74)

    def anthropic(self):
        return "sk-ant-api03-" + self.s(URLSAFE, 93) + "AA"

    def twilio_sid(self):
        return "AC" + self.s(HEX, 32)

    def twilio_token(self):
        return self.s(HEX, 32)

    def twilio_key(self):
        return "SK" + self.s(HEX, 32)

    def azure_key(self):
        return self.s(B64, 86) + "=="

    def azure_conn(self):
        return ("DefaultEndpointsProtocol=https;AccountName=" + self.coin() + "store;AccountKey="
                + self.azure_key() + ";EndpointSuffix=core.windows.net")

    def azure_secret(self):
        return self.s(URLSAFE + "~.", 3) + "8Q~" + self.s(URLSAFE + "~.", 34)

    def telegram(self):
        return self.digits(10, True) + ":AA" + self.s(URLSAFE, 33)

    def shopify(self):
        return self.r.choice(["shpat_", "shpat_", "shpss_", "shpca_"]) + self.s(HEX, 32)

    def jwt(self):
        alg = self.r.choice(["HS256", "RS256", "ES256"])
        hdr = self.b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
        payload = {"sub": self.uuid() if self.r.random() < .5 else self.coin(),
                   "iat": self.r.randint(1760000000, 1790000000)}
        payload["exp"] = payload["iat"] + self.r.choice([3600, 86400, 2592000])
        if self.r.random() < 0.5:
            payload["role"] = self.r.choice(["admin", "service", "deploy", "user"])
        pl = self.b64url(json.dumps(payload, separators=(",", ":")).encode())
        siglen = {"HS256": 32, "RS256": 256, "ES256": 64}[alg]
        sig = self.b64url(bytes(self.r.getrandbits(8) for _ in range(siglen)))
        return f"{hdr}.{pl}.{sig}"

    def pem_body(self, n):
        return base64.b64encode(bytes(self.r.getrandbits(8) for _ in range(n))).decode()

    def pem_rsa(self):
        return "-----BEGIN RSA PRIVATE KEY----- MIIEow" + self.pem_body(120)[6:] + " -----END RSA PRIVATE KEY-----"

    def pem_openssh(self):
        return ("-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"
                + self.pem_body(90) + " -----END OPENSSH PRIVATE KEY-----")

    def pem_ec(self):
        return "-----BEGIN EC PRIVATE KEY----- MHcCAQEEI" + self.pem_body(80)[9:] + " -----END EC PRIVATE KEY-----"

    def pem_pkcs8(self):
        return "-----BEGIN PRIVATE KEY----- MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + self.pem_body(96) + " -----END PRIVATE KEY-----"

    def _pwurl(self):
        # passwords inside URLs: keep them URL-safe
        return self.s(ALNUM, self.r.randint(10, 18)) + self.r.choice(["", "_", "-", "."]) + self.s(ALNUM, self.r.randint(2, 6))

    def pg_url(self):
        return f"postgres://{self.user()}:{self._pwurl()}@{self.host()}:5432/{self.r.choice(['app', 'billing', 'crm', 'analytics', 'core'])}"

    def mysql_url(self):
        return f"mysql://{self.user()}:{self._pwurl()}@{self.ip()}:3306/{self.r.choice(['shop', 'wp', 'legacy', 'erp'])}"

    def mongo_url(self):
        return f"mongodb+srv://{self.user()}:{self._pwurl()}@cluster0.{self.s(LO + DIG, 5)}.mongodb.net/{self.r.choice(['prod', 'events', 'users'])}?retryWrites=true"

    def redis_url(self):
        return f"redis://default:{self._pwurl()}@{self.host()}:6379/0"

    def amqp_url(self):
        return f"amqps://{self.user()}:{self._pwurl()}@{self.host()}:5671/%2F"

    def https_basic(self):
        return f"https://{self.user()}:{self._pwurl()}@{self.r.choice(['nexus', 'artifacts', 'registry', 'jenkins'])}.{self.coin()}.example/"

    def linear(self):
        return "lin_api_" + self.s(ALNUM, 40)

    def notion(self):
        return "ntn_" + self.digits(11, True) + self.s(ALNUM, 35)

    def grafana(self):
        return "glsa_" + self.s(ALNUM, 32) + "_" + self.s(HEX, 8)

    def databricks(self):
        return "dapi" + self.s(HEX, 32)

    def supabase(self):
        return "sbp_" + self.s(HEX, 40)

    def docker_pat(self):
        return "dckr_pat_" + self.s(URLSAFE, 27)

    def figma(self):
        return "figd_" + self.s(URLSAFE, 40)

    def postman(self):
        return "PMAK-" + self.s(HEX, 24) + "-" + self.s(HEX, 34)

    def age(self):
        return "AGE-SECRET-KEY-1" + self.s(BECH32.upper(), 58)

    def tailscale(self):
        return "tskey-auth-k" + self.s(ALNUM, 10) + "CNTRL-" + self.s(ALNUM, 33)

    def newrelic(self):
        return "NRAK-" + self.s(UP + DIG, 27)

    def groq(self):
        return "gsk_" + self.s(ALNUM, 52)

    def replicate(self):
        return "r8_" + self.s(ALNUM, 37)

    def pplx(self):
        return "pplx-" + self.s(ALNUM, 48)

    def doppler(self):
        return "dp.pt." + self.s(ALNUM, 43)

    def vault(self):
        return "hvs." + self.s(URLSAFE, 91)

    def atlassian(self):
        return "ATATT3xFfGF0" + self.s(URLSAFE, 171) + "=" + self.s(HEX.upper(), 8)

    def square(self):
        return "EAAA" + self.s(URLSAFE, 60)

    def fly(self):
        return "fo1_" + self.s(URLSAFE, 43)

    def mailchimp(self):
        return self.s(HEX, 32) + "-us" + str(self.r.randint(2, 21))

    def pulumi(self):
        return "pul-" + self.s(HEX, 40)

    def sentry(self):
        return "sntryu_" + self.s(HEX, 64)

    def netrc(self):
        return f"machine {self.r.choice(['git', 'pkgs', 'maven'])}.{self.coin()}.example login {self.user()} password {self.pw()}"

    def docker_auth(self):
        raw = (self.user() + ":" + self.pw()).encode()
        return '{"auths":{"registry.' + self.coin() + '.example":{"auth":"' + base64.b64encode(raw).decode() + '"}}}'


    def ssh_pub(self):
        import struct
        key = bytes(self.r.getrandbits(8) for _ in range(32))
        blob = struct.pack(">I", 11) + b"ssh-ed25519" + struct.pack(">I", 32) + key
        return "ssh-ed25519 " + base64.b64encode(blob).decode() + " deploy@ci"

    def stripe_pk(self):
        return "pk_live_" + self.s(ALNUM, 24)


PLACEHOLDER = re.compile(r"\{([a-z_0-9]+)\}")


def fill(template, mat):
    def rep(m):
        name = m.group(1)
        fn = getattr(mat, name, None)
        if fn is None or name.startswith("_") or name in ("s", "r"):
            return m.group(0)
        return fn()
    return PLACEHOLDER.sub(rep, template)
