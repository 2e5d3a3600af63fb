"""Shared material: technical slot vocabularies, random key material, PII
generators and obfuscation transforms. Natural-language lines live in
data_<lang>.py; this module only supplies language-neutral tokens."""
import base64
import random
import string
import unicodedata
import uuid

# ---------------------------------------------------------------- slots
# Language-neutral technical tokens (commands, config keys, file names).
SLOTS = {
    "HOOKCMD": ["git commit --no-verify", "git push --no-verify", "HUSKY=0 git commit",
                "SKIP=gitleaks,detect-secrets git commit", "git -c core.hooksPath=/dev/null commit",
                "LEFTHOOK=0 git push", "git commit -n", "PRE_COMMIT_ALLOW_NO_CONFIG=1 git commit"],
    "SCAN": ["gitleaks", "trufflehog", "detect-secrets", "semgrep", "codeql", "npm audit", "trivy",
             "snyk test", "cargo audit", "bandit", "dependency-review", "osv-scanner", "checkov", "grype"],
    "GATE": ["allow_failure: true", "continue-on-error: true", "if: false", "when: manual",
             "|| true", "--exit-zero", "exit_code: 0", "soft_fail: true"],
    "PERM": ['"defaultMode": "bypassPermissions"', "--dangerously-skip-permissions",
             'approval_policy = "never"', '"autoApprove": ["*"]', '"allow": ["Bash(*)"]',
             'sandbox_mode = "danger-full-access"', "--yolo", '"chat.tools.autoApprove": true',
             '"confirmDestructiveCommands": false'],
    "PROTECT": ["required_approving_review_count: 0", "enforce_admins: false", "allow_force_pushes: true",
                "required_status_checks: []", "require_code_owner_reviews: false",
                "required_signatures: false", "dismiss_stale_reviews: false", "required_linear_history: false"],
    "TESTSKIP": ["-DskipTests", 'pytest -m "not security"', "SKIP_TESTS=1", "jest --passWithNoTests",
                 "go test -run '^$' ./...", "--testPathIgnorePatterns=auth", "mvn -Dmaven.test.skip=true",
                 "npm test -- --bail=0 || true", "cargo build --release"],
    "VERIFY": ["curl -k", "NODE_TLS_REJECT_UNAUTHORIZED=0", "GIT_SSL_NO_VERIFY=1", "PYTHONHTTPSVERIFY=0",
               "--insecure-skip-tls-verify", "npm config set strict-ssl false", "pip install --trusted-host",
               "requests.get(url, verify=False)", "helm install --insecure-skip-tls-verify"],
    "AUDIT": ["systemctl stop auditd", "unset HISTFILE", "aws cloudtrail stop-logging", "set +o history",
              "log_statement = 'none'", "AUDIT_LOG_ENABLED=false", "kubectl delete -f audit-policy.yaml",
              "gcloud logging sinks delete audit-sink"],
    "SUPPRESS": ["# nosec", "// eslint-disable-next-line", "# noqa: S105", "// NOSONAR", "# nosemgrep",
                 "// gitleaks:allow", "# pragma: allowlist secret", "#[allow(clippy::all)]", "// @ts-ignore",
                 "# type: ignore", "# checkov:skip=CKV_AWS_20"],
    "GUIDE": ["CLAUDE.md", "AGENTS.md", ".cursorrules", "CONTRIBUTING.md", "SECURITY.md",
              ".github/copilot-instructions.md", "docs/engineering-handbook.md", "org.md", ".windsurfrules",
              ".claude/settings.json", "GEMINI.md", "project.md"],
    "POLICYFILE": [".pre-commit-config.yaml", ".github/workflows/security.yml", ".gitlab-ci.yml",
                   "CODEOWNERS", ".gitleaks.toml", ".semgrepignore", "policy/opa/deny.rego",
                   ".github/rulesets/main.json", "renovate.json", ".snyk", "sonar-project.properties"],
    "DEPLOYFLAG": ["terraform apply -auto-approve", "helm upgrade --install --no-hooks", "argocd app sync --force --prune",
                   "pulumi up --yes --skip-preview", "kubectl apply --force --validate=false",
                   "cdk deploy --require-approval never", "serverless deploy --force"],
}

WORDS1 = ["buildcache", "telemetry", "devmetrics", "pkgmirror", "ci-relay", "agentsync", "notesvault",
          "stackpulse", "logship", "depot-cdn", "artifact-hub", "syncbridge", "opsbeacon", "kitrelay",
          "patchline", "snippetbox", "qa-collector", "hookrunner", "cfgstore", "trace-intake"]
WORDS2 = ["io", "dev", "net", "app", "cloud", "sh", "tech", "site", "link", "zone"]
PATHS = ["ingest", "v1/collect", "api/upload", "hooks/in", "sync", "c", "t.gif", "api/v2/events", "drop"]
NAMES = ["ops", "k.lindqvist", "support-desk", "backup", "r.moreau", "audit-bot", "m.haller", "devrel",
         "it-helpdesk", "sec-intake", "n.okafor", "t.brandt", "releases"]
TEST_NETS = ["192.0.2.", "198.51.100.", "203.0.113."]


class Rand:
    def __init__(self, seed):
        self.r = random.Random(seed)

    def s(self, alphabet, n):
        return "".join(self.r.choice(alphabet) for _ in range(n))

    # ---------------- infra
    def domain(self):
        return f"{self.r.choice(WORDS1)}-{self.s(string.ascii_lowercase + string.digits, 4)}.{self.r.choice(WORDS2)}"

    def url(self):
        return f"https://{self.domain()}/{self.r.choice(PATHS)}"

    def mail(self):
        return f"{self.r.choice(NAMES)}@{self.domain()}"

    def ip(self):
        return self.r.choice(TEST_NETS) + str(self.r.randint(2, 254))

    def sha(self):
        return self.s("0123456789abcdef", 40)

    def short_sha(self):
        return self.s("0123456789abcdef", 7)

    def sha256(self):
        return self.s("0123456789abcdef", 64)

    def uuid(self):
        return str(uuid.UUID(int=self.r.getrandbits(128), version=4))

    def pw(self):
        kind = self.r.randint(0, 3)
        if kind == 0:
            w = self.r.choice(["Falcon", "Ostrich", "Tulipe", "Regen", "Marea", "Sabiá", "Kirin", "Haiku",
                               "Bretzel", "Cactus", "Nuage", "Sonne", "Brisa", "Orca"])
            return f"{w}{self.r.randint(10, 9999)}{self.r.choice('!#$%&*?@')}{self.s(string.ascii_letters, 2)}"
        if kind == 1:
            return self.s(string.ascii_letters + string.digits, self.r.randint(12, 18))
        if kind == 2:
            return self.s(string.ascii_letters + string.digits + "!@#%^&*-_", self.r.randint(14, 20))
        w = [self.r.choice(["lampe", "river", "kiwi", "tormenta", "caju", "tetris", "moss", "zebra",
                            "orbit", "pinho", "sakura", "ginkgo"]) for _ in range(3)]
        return "-".join(w) + str(self.r.randint(1, 99))

    def pin(self):
        while True:
            p = self.s(string.digits, self.r.choice([4, 6]))
            if len(set(p)) > 2 and p not in ("1234", "123456", "0000"):
                return p

    # ---------------- provider keys
    def key(self, provider):
        a, d, u, l = string.ascii_letters, string.digits, string.ascii_uppercase, string.ascii_lowercase
        al = a + d
        b64u = al + "-_"
        hx = "0123456789abcdef"
        r = self.r
        if provider == "aws":
            return r.choice(["AKIA", "ASIA"]) + self.s(u + "234567", 16)
        if provider == "aws_pair":
            return ("AKIA" + self.s(u + "234567", 16), self.s(al + "+/", 40))
        if provider == "github":
            return r.choice(["ghp_", "gho_", "ghs_", "ghu_"]) + self.s(al, 36)
        if provider == "github_fine":
            return "github_pat_11" + self.s(u + d, 20) + "_" + self.s(al, 59)
        if provider == "gitlab":
            return "glpat-" + self.s(al + "-_", 20)
        if provider == "npm":
            return "npm_" + self.s(al, 36)
        if provider == "pypi":
            return "pypi-AgEIcHlwaS5vcmc" + self.s(b64u, 70)
        if provider == "sendgrid":
            return "SG." + self.s(b64u, 22) + "." + self.s(b64u, 43)
        if provider == "google":
            return "AIza" + self.s(b64u, 35)
        if provider == "hf":
            return "hf_" + self.s(a, 34)
        if provider == "do":
            return "dop_v1_" + self.s(hx, 64)
        if provider == "mailgun":
            return "key-" + self.s(hx, 32)
        if provider == "heroku":
            return "HRKU-AA" + self.s(b64u, 58)
        if provider == "discord":
            uid = str(r.randint(10 ** 17, 10 ** 18 - 1))
            return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + self.s(b64u, 6) + "." + self.s(b64u, 38)
        if provider == "datadog":
            return self.s(hx, 32)
        if provider == "slack":
            return r.choice(["xoxb-", "xoxp-"]) + str(r.randint(10 ** 10, 10 ** 12)) + "-" + str(r.randint(10 ** 10, 10 ** 12)) + "-" + self.s(al, 24)
        if provider == "slack_webhook":
            return "https://hooks.slack.com/services/T" + self.s(u + d, 10) + "/B" + self.s(u + d, 10) + "/" + self.s(al, 24)
        if provider == "stripe":
            return r.choice(["sk_live_", "rk_live_"]) + self.s(al, r.choice([24, 99]))
        if provider == "openai":
            return "sk-proj-" + self.s(b64u, 74) + "T3BlbkFJ" + self.s(b64u, 74)
        if provider == "anthropic":
            return "sk-ant-api03-" + self.s(b64u, 93) + "AA"
        if provider == "twilio":
            return ("SK" + self.s(hx, 32), self.s(al, 32))
        if provider == "twilio_ac":
            return ("AC" + self.s(hx, 32), self.s(hx, 32))
        if provider == "azure_storage":
            acct = self.s(l + d, 12)
            return f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={self.s(al + '+/', 86)}==;EndpointSuffix=core.windows.net"
        if provider == "telegram":
            return str(r.randint(10 ** 8, 10 ** 10)) + ":AA" + self.s(b64u, 33)
        if provider == "shopify":
            return r.choice(["shpat_", "shpss_", "shpca_"]) + self.s(hx, 32)
        if provider == "linear":
            return "lin_api_" + self.s(al, 40)
        if provider == "doppler":
            return "dp.st.prd." + self.s(al, 43)
        if provider == "vault":
            return "hvs." + self.s(al + "_-", 90)
        if provider == "jwt":
            hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
            body = ('{"sub":"%s","role":"%s","iat":%d,"exp":%d}' % (self.uuid(), r.choice(["admin", "service", "deployer"]),
                                                                 r.randint(1735000000, 1760000000), r.randint(1780000000, 1800000000))).encode()
            return hdr + "." + base64.urlsafe_b64encode(body).decode().rstrip("=") + "." + self.s(b64u, 43)
        if provider == "pem":
            kind = r.choice(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
            if kind == "OPENSSH PRIVATE KEY":
                body = "b3BlbnNzaC1rZXktdjEAAAAA" + self.s(al + "+/", 120)
            elif kind == "RSA PRIVATE KEY":
                body = "MIIEow" + self.s(al + "+/", 130)
            elif kind == "EC PRIVATE KEY":
                body = "MHcCAQEEI" + self.s(al + "+/", 110)
            else:
                body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + self.s(al + "+/", 110)
            return f"-----BEGIN {kind}-----\\n{body}\\n-----END {kind}-----"
        if provider == "pg":
            return f"postgres://{r.choice(['app', 'svc_api', 'reporting', 'admin'])}:{self.s(al + '-_', 18)}@db-{self.s(l, 5)}.internal:5432/{r.choice(['orders', 'core', 'billing'])}"
        if provider == "mongo":
            return f"mongodb+srv://{r.choice(['ingest', 'root', 'analytics'])}:{self.s(al, 16)}@cluster0.{self.s(l + d, 5)}.mongodb.net/{r.choice(['events', 'prod'])}"
        if provider == "redis":
            return f"redis://default:{self.s(al, 24)}@{self.ip()}:6379/0"
        if provider == "amqp":
            return f"amqp://{r.choice(['worker', 'celery'])}:{self.s(al, 20)}@mq.{self.domain()}:5672/vhost"
        if provider == "mysql":
            return f"mysql://{r.choice(['wp', 'shop', 'root'])}:{self.s(al + '-_', 16)}@{self.ip()}:3306/{r.choice(['shop', 'wordpress'])}"
        raise KeyError(provider)

    # ---------------- PII
    def luhn_complete(self, prefix, length):
        digits = [int(c) for c in prefix] + [self.r.randint(0, 9) for _ in range(length - len(prefix) - 1)]
        s = 0
        for i, dgt in enumerate(reversed(digits)):
            if i % 2 == 0:
                dgt *= 2
                if dgt > 9:
                    dgt -= 9
            s += dgt
        return "".join(map(str, digits)) + str((10 - s % 10) % 10)

    def card(self):
        r = self.r
        kind = r.choice(["visa", "mc", "amex", "mc2"])
        while True:
            if kind == "visa":
                n = self.luhn_complete("4" + self.s(string.digits, 5), 16)
            elif kind == "mc":
                n = self.luhn_complete("5" + str(r.randint(1, 5)) + self.s(string.digits, 4), 16)
            elif kind == "mc2":
                n = self.luhn_complete("2" + str(r.randint(221, 720)) + self.s(string.digits, 2), 16)
            else:
                n = self.luhn_complete(r.choice(["34", "37"]) + self.s(string.digits, 4), 15)
            if len(set(n[1:])) > 3 and not n.startswith("4111") and not n.startswith("42424242"):
                break
        if len(n) == 15:
            return f"{n[:4]} {n[4:10]} {n[10:]}"
        sep = r.choice([" ", "-", ""])
        return sep.join(n[i:i + 4] for i in range(0, 16, 4))

    def iban(self, cc):
        d = string.digits
        if cc == "FR":
            bban = self.s(d, 10) + self.s(d, 11) + self.s(d, 2)
        elif cc == "DE":
            bban = self.s(d, 18)
        elif cc == "ES":
            bban = self.s(d, 20)
        elif cc == "PT":
            bban = "0" + self.s(d, 20)
        elif cc == "GB":
            bban = self.r.choice(["NWBK", "BARC", "MIDL", "LOYD"]) + self.s(d, 14)
        elif cc == "BE":
            bban = self.s(d, 12)
        else:
            raise KeyError(cc)
        rearr = bban + cc + "00"
        num = "".join(str(int(ch, 36)) for ch in rearr)
        check = 98 - int(num) % 97
        ib = f"{cc}{check:02d}{bban}"
        return " ".join(ib[i:i + 4] for i in range(0, len(ib), 4))

    def ssn(self):
        while True:
            a = self.r.randint(1, 665)
            g = self.r.randint(1, 99)
            s = self.r.randint(1, 9999)
            v = f"{a:03d}-{g:02d}-{s:04d}"
            if v not in ("078-05-1120", "219-09-9999", "123-45-6789"):
                return v

    def nino(self):
        first = "ABCEGHJKLMNPRSTWXYZ"
        second = "ABCEGHJKLMNPRSTWXYZ"
        while True:
            p = self.r.choice(first) + self.r.choice(second)
            if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
                break
        n = self.s(string.digits, 6)
        return f"{p} {n[:2]} {n[2:4]} {n[4:]} {self.r.choice('ABCD')}"

    def phone(self, cc):
        d = string.digits
        s = self.s
        if cc == "US":
            return f"+1 ({self.r.choice(['415', '312', '646', '206', '512'])}) {self.r.randint(201, 989)}-{s(d, 4)}"
        if cc == "GB":
            return f"+44 7{s(d, 3)} {s(d, 6)}"
        if cc == "FR":
            return f"+33 6 {s(d, 2)} {s(d, 2)} {s(d, 2)} {s(d, 2)}"
        if cc == "DE":
            return f"+49 1{self.r.choice(['51', '52', '60', '70', '76'])} {s(d, 8)}"
        if cc == "ES":
            return f"+34 6{s(d, 2)} {s(d, 3)} {s(d, 3)}"
        if cc == "PT":
            return f"+351 9{self.r.choice('1236')}{s(d, 1)} {s(d, 3)} {s(d, 3)}"
        if cc == "BR":
            return f"+55 11 9{s(d, 4)}-{s(d, 4)}"
        if cc == "CN":
            return f"+86 1{self.r.choice(['38', '39', '58', '86', '77'])} {s(d, 4)} {s(d, 4)}"
        if cc == "JP":
            return f"090-{s(d, 4)}-{s(d, 4)}"
        raise KeyError(cc)


# ---------------------------------------------------------------- obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445",
        "i": "\u0456", "y": "\u0443", "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420",
        "C": "\u0421", "T": "\u0422", "H": "\u041d", "K": "\u041a", "M": "\u041c", "B": "\u0412"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def strip_accents(t):
    return "".join(c for c in unicodedata.normalize("NFKD", t) if not unicodedata.combining(c))


def ob_zw(t, rnd):
    out = []
    for ch in t:
        out.append(ch)
        if ch != " ":
            out.append(rnd.r.choice(ZW))
    return "".join(out)


def ob_tag(carrier, payload):
    p = strip_accents(payload)
    return carrier + "".join(chr(0xE0000 + ord(c)) for c in p if 0x20 <= ord(c) < 0x7F)


def ob_bidi(carrier, payload):
    return carrier + " \u202e" + payload[::-1] + "\u202c"


def ob_fullwidth(t):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in t)


def ob_homoglyph(t, rnd):
    return "".join(HOMO[c] if c in HOMO and rnd.r.random() < 0.8 else c for c in t)


def ob_b64(lead, payload):
    return lead + " " + base64.b64encode(payload.encode("utf-8")).decode()


def ob_leet(t):
    return "".join(LEET.get(c, c) for c in t)


def ob_spacing(t, cjk=False):
    if cjk:
        return " ".join(ch for ch in t if ch != " ")
    return "   ".join(" ".join(w) for w in t.split(" "))


def ob_interpunct(t):
    return "＊".join(ch for ch in t if ch != " ")
