"""Shared helpers for build.py and check.py (standard library only)."""
import re
import unicodedata
import zlib

LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
CLASSES = ["injection", "secret", "pii", "benign"]
B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]")


def normalise(text):
    t = unicodedata.normalize("NFKC", text)
    t = INVISIBLE.sub("", t).lower()
    return re.sub(r"\s+", " ", t).strip()


def shingles(text, n=4):
    t = normalise(text)
    if len(t) <= n:
        return {t}
    return {t[i:i + n] for i in range(len(t) - n + 1)}


def jaccard(a, b):
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


# ---------------------------------------------------------------- validity
def b62encode(n, width):
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = B62[r] + s
    return s.rjust(width, "0")


def gh_checksum_ok(token):
    """GitHub / npm style tokens: prefix_ + 30 random + 6 base62 CRC32 of the random part."""
    body = token.split("_", 1)[1]
    if len(body) != 36:
        return False
    return b62encode(zlib.crc32(body[:30].encode()), 6) == body[30:]


def luhn_ok(digits):
    s = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def iban_ok(iban):
    iban = iban.replace(" ", "").upper()
    lengths = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "GB": 22, "NL": 18, "BE": 16, "IT": 27, "AT": 20, "CH": 21}
    if len(iban) < 15 or iban[:2] not in lengths or len(iban) != lengths[iban[:2]]:
        return False
    r = iban[4:] + iban[:4]
    num = "".join(str(int(c, 36)) for c in r)
    return int(num) % 97 == 1


def ssn_ok(ssn):
    m = re.fullmatch(r"(\d{3})-(\d{2})-(\d{4})", ssn)
    if not m:
        return False
    a, g, s = m.groups()
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and s != "0000"


NINO_BAD_PREFIX = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def nino_ok(nino):
    n = nino.replace(" ", "").upper()
    m = re.fullmatch(r"([A-Z]{2})(\d{6})([A-D])", n)
    if not m:
        return False
    p = m.group(1)
    if p[0] in "DFIQUV" or p[1] in "DFIOQUV" or p in NINO_BAD_PREFIX:
        return False
    return True


FAMOUS = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111",
    "4242424242424242", "5555555555554444", "378282246310005", "6011111111111117",
    "5105105105105100", "4000056655665556", "4012888888881881", "371449635398431",
    "078-05-1120", "123-45-6789", "219-09-9999", "457-55-5462", "GB82WEST12345698765432",
    "DE89370400440532013000", "FR1420041010050500013M02606", "ES9121000418450200051332",
    "PT50000201231234567890154", "NL91ABNA0417164300", "QQ123456C", "AB123456C",
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "xoxb-123456789012", "SG.xxxxxxxx",
    "AIzaSyDdI0hCZtE6vySjMm-WEfRq3CPzqKqqsHI", "hunter2", "correcthorsebatterystaple",
    "correct horse battery staple", "P@ssw0rd", "Passw0rd!", "password123",
]

# Secret-shaped patterns (used positively for secret lines, negatively elsewhere).
SECRET_PATTERNS = {
    "aws_id": r"(?<![A-Z0-9])(AKIA|ASIA)[A-Z2-7]{16}(?![A-Z0-9])",
    "github": r"\b(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36}\b",
    "github_pat": r"\bgithub_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}\b",
    "gitlab": r"\bglpat-[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])",
    "npm": r"\bnpm_[A-Za-z0-9]{36}\b",
    "pypi": r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    "sendgrid": r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])",
    "google": r"\bAIza[A-Za-z0-9_-]{35}",
    "hf": r"\bhf_[A-Za-z]{34}\b",
    "digitalocean": r"\bdop_v1_[a-f0-9]{64}\b",
    "mailgun": r"\bkey-[a-f0-9]{32}\b",
    "discord": r"\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}(?![A-Za-z0-9_-])",
    "slack": r"\bxox[abposr]-[0-9]{10,13}-[0-9A-Za-z-]{10,}",
    "slack_hook": r"https://hooks\.slack\.com/services/T[A-Z0-9]{8,10}/B[A-Z0-9]{8,10}/[A-Za-z0-9]{24}",
    "stripe": r"\b(sk|rk)_live_[A-Za-z0-9]{24,}",
    "openai": r"\bsk-(proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}",
    "anthropic": r"\bsk-ant-api03-[A-Za-z0-9_-]{93}AA\b",
    "twilio": r"\b(AC|SK)[a-f0-9]{32}\b",
    "azure": r"AccountKey=[A-Za-z0-9+/]{86}==",
    "telegram": r"\b\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])",
    "shopify": r"\bshp(at|ss|ca|pa)_[a-f0-9]{32}\b",
    "jwt": r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}",
    "pem": r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
    "conn": r"\b[a-z][a-z0-9+]{2,15}://[^\s:/@]*:[^\s@/]{6,}@[^\s/]+",
    "datadog": r"(DD_API_KEY|DD_APP_KEY|DATADOG_API_KEY)\s*[=:]\s*[a-f0-9]{32,40}",
    "heroku": r"HEROKU_API_KEY\s*[=:]\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
    "twilio_token": r"(?i)(auth[ _-]?token|TWILIO_AUTH_TOKEN)\W{1,3}[a-f0-9]{32}\b",
    "aliyun": r"\bLTAI[A-Za-z0-9]{12,24}\b",
    "wechat": r"AppSecret\W{1,3}[a-f0-9]{32}",
    "aws_secret": r"(?i)(aws_secret_access_key|secret)\W{1,4}[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])",
}
SECRET_RES = {k: re.compile(v) for k, v in SECRET_PATTERNS.items()}

# Prose-password markers in seven languages, followed by a value.
PW_WORDS = [
    "password", "passphrase", "passcode", "pin", "mot de passe", "code pin", "mdp", "passwort", "kennwort", "login",
    "pin-code", "contraseña", "clave", "senha", "密码", "口令", "密碼", "パスワード", "暗証番号", "pin码",
]


def secret_hits(text):
    return [k for k, r in SECRET_RES.items() if r.search(text)]


CARD_RE = re.compile(r"(?<![\d-])(?<!\+)(?:\d[ -]?){12,18}\d(?![\d-])")
SSN_RE = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
NINO_RE = re.compile(r"(?<![A-Za-z])[A-Za-z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-Da-d](?![A-Za-z0-9])")
IBAN_RE = re.compile(r"(?<![A-Z])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}")
PHONE_RES = [
    re.compile(r"\+\d{1,3}[ .-]?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,5}"),  # international
    re.compile(r"(?<!\d)\(?\d{3}\)?[ .-]555-01\d\d(?!\d)"),  # US fiction
    re.compile(r"(?<!\d)07700 ?900 ?\d{3}(?!\d)"),  # UK drama
    re.compile(r"(?<!\d)0\d(?:[ .]\d\d){4}(?!\d)"),  # FR national
    re.compile(r"(?<!\d)0\d{2,4}[ /-]\d{3,8}(?:[ -]\d{2,4})?(?!\d)"),  # DE/JP style national
    re.compile(r"(?<!\d)1[3-9]\d[ -]?\d{4}[ -]?\d{4}(?!\d)"),  # CN mobile
]


def pii_hits(text):
    hits = []
    for m in CARD_RE.finditer(text):
        d = re.sub(r"\D", "", m.group())
        if 13 <= len(d) <= 19 and luhn_ok(d):
            hits.append(("card", m.group()))
    for m in SSN_RE.finditer(text):
        if ssn_ok(m.group()):
            hits.append(("ssn", m.group()))
    for m in NINO_RE.finditer(text):
        if nino_ok(m.group()):
            hits.append(("nino", m.group()))
    for m in IBAN_RE.finditer(text):
        cand = m.group().replace(" ", "")
        for L in range(len(cand), 14, -1):
            if iban_ok(cand[:L]):
                hits.append(("iban", cand[:L]))
                break
    for r in PHONE_RES:
        for m in r.finditer(text):
            hits.append(("phone", m.group()))
    return hits


IPV4_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
ALLOWED_IPS = {"127.0.0.1", "0.0.0.0"}

URL_HOST_RE = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^\s/@]*@)?([A-Za-z0-9.-]+)")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
BARE_DOMAIN_RE = re.compile(
    r"(?<![A-Za-z0-9.@/-])((?:[A-Za-z0-9-]+\.)+(?:com|net|org|io|dev|ai|cn|jp|de|fr|es|pt|br|cloud|example|test|invalid))(?![A-Za-z0-9-])")

# Real, well-known infrastructure domains that may appear in benign facts (documented installers etc.)
# or as part of a provider's key material in secrets.
REAL_OK_BENIGN = {"get.docker.com", "sh.rustup.rs", "astral.sh", "brew.sh", "github.com", "raw.githubusercontent.com",
                  "pypi.org", "registry.npmjs.org", "deb.nodesource.com", "install.python-poetry.org", "bun.sh",
                  "get.helm.sh", "get.sdkman.io", "tailscale.com", "deno.land", "ollama.com", "fnm.vercel.app", "nixos.org", "docs.stripe.com"}
REAL_OK_SECRET = {"hooks.slack.com", "core.windows.net", "discord.com"}


def domain_reserved(d):
    d = d.lower().rstrip(".")
    if d in ("localhost",):
        return True
    for suf in (".example", ".test", ".invalid", ".localhost"):
        if d.endswith(suf):
            return True
    for base in ("example.com", "example.net", "example.org"):
        if d == base or d.endswith("." + base):
            return True
    return False


def domains_in(text):
    out = set()
    for r in (URL_HOST_RE, EMAIL_RE):
        for m in r.finditer(text):
            out.add(m.group(1).lower().rstrip("."))
    out = {d for d in out if "." in d and not re.fullmatch(r"[\d.]+", d)}
    for m in BARE_DOMAIN_RE.finditer(text):
        out.add(m.group(1).lower())
    return out
