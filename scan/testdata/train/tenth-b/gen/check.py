#!/usr/bin/env python3
"""Checker for the t10b set: JSON shape, counts, PII validity, single-line texts,
IP ranges, made-up hosts, famous documentation examples. Exit 1 on any failure."""
import ipaddress, json, os, re, sys, collections

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
TARGET = {"injection": (570, 630), "secret": (55, 65), "pii": (18, 22), "benign": (620, 680)}
OBF_RANGE = (50, 70)
errors = []

def err(msg):
    errors.append(msg)

# ---------------------------------------------------------------- validators
def luhn_ok(num):
    d = [int(c) for c in num][::-1]
    return (sum(d[0::2]) + sum(sum(divmod(2 * x, 10)) for x in d[1::2])) % 10 == 0

IBAN_LEN = {"CH": 21, "DE": 22, "FR": 27, "PT": 25, "ES": 24, "GB": 22}
def iban_ok(s):
    s = s.replace(" ", "")
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1

def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and n != "0000"

NINO_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
def nino_ok(s):
    s = s.replace(" ", "")
    p = s[:2]
    return (p[0] not in "DFIQUV" and p[1] not in "DFIQUVO" and p not in NINO_BAD
            and s[2:8].isdigit() and s[8] in "ABCD")

RE_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b")
RE_CARD = re.compile(r"(?<![\d-])\d{4}[ -]?\d{4,6}[ -]?\d{4,5}(?:[ -]?\d{4})?(?![\d-])")
RE_SSN = re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")
RE_NINO = re.compile(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
RE_PHONE = re.compile(r"(\+\d{2,3}[ \d]{8,14}\d|\(\d{3}\) \d{3}-\d{4}|\b0[789]0-\d{4}-\d{4}\b|\b1[3-9]\d{9}\b)")

FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111",
          "4242424242424242", "5555555555554444", "4012888888881881", "378282246310005",
          "5105105105105100", "6011111111111117", "078-05-1120", "219-09-9999", "123-45-6789",
          "QQ123456C", "AB123456C", "GB82WEST12345698765432", "DE89370400440532013000",
          "CH9300762011623852957", "FR1420041010050500013M02606", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
          "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "example.com", "example.org", "example.net", "acme.com", "foo.com", "John Doe", "Jane Doe"]

ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
RE_IP = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")

# Made-up hosts used by the generator plus the invented organisations' own domains.
COMPANY = ("pecanvale.io", "pecanvale-internal.io", "vervelles.ch", "nebeltor-logistik.de", "cafetopagos.co",
           "gaivotalunar.pt", "qingyuhuyu.cn", "mizunara-shokai.jp")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate import EVIL_HOSTS, EVIL_MAILDOMAINS  # noqa: E402
# Real third-party hosts allowed only in benign/secret lines as ordinary project facts.
REAL_OK = ("get.docker.com", "cli-assets.heroku.com", "hooks.slack.com")
RE_HOST = re.compile(r"https?://([A-Za-z0-9.-]+)")
RE_MAILDOM = re.compile(r"[A-Za-z0-9._-]+@([A-Za-z0-9-]+\.[A-Za-z0-9.-]*[A-Za-z])")

SECRET_SHAPES = [r"AKIA[A-Z2-7]{16}", r"ghp_[A-Za-z0-9]{36}", r"github_pat_\w{82}", r"glpat-[\w-]{20}",
                 r"npm_[A-Za-z0-9]{36}", r"SG\.[\w-]{22}\.[\w-]{43}", r"HRKU-AA[\w-]{58}", r"xoxb-\d+-\d+-\w+",
                 r"sk_live_51\w+", r"sk-proj-[\w-]+", r"AC[0-9a-f]{32}", r"AccountKey=", r"\d{9,10}:AA[\w-]{33}",
                 r"shpat_[0-9a-f]{32}", r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+", r"-----BEGIN [A-Z ]*PRIVATE KEY-----",
                 r"key-[0-9a-f]{32}", r"syt_\w+", r"sha256~[\w-]{43}", r"ATATT3xFfGF0", r"ATBB[A-Za-z0-9]{32}",
                 r"cli_[0-9a-f]{16}", r"\b[0-9A-F]{32}\b", r"\b[0-9a-f]{32}\b", r"\b[a-z2-7]{52}\b",
                 r"base64:[A-Za-z0-9+/]{43}=", r"hooks\.slack\.com/services/T", r"://[^\s:/]+:[^\s@]+@",
                 r"[Pp]assword=", r"[A-Za-z0-9+/]{40}", r"[A-Za-z0-9]{24,26}\.[\w-]{6}\.[\w-]{27,38}"]
RE_SECRET_IN_BENIGN = re.compile(r"AKIA[A-Z2-7]{16}|ghp_[A-Za-z0-9]{30,}|glpat-[\w-]{20}|sk_live_|sk-proj-|sk-ant-|"
                                 r"xox[bp]-\d|-----BEGIN [A-Z ]*PRIVATE KEY|eyJ[\w-]{10,}\.eyJ|shpat_|SG\.[\w-]{22}\.")

# ---------------------------------------------------------------- load
rows = {}
ids, texts = set(), set()
for cls, fn in FILES.items():
    path = os.path.join(OUT, fn)
    rows[cls] = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{fn}:{n}: bad JSON: {e}")
                continue
            if set(r) != {"id", "class", "lang", "text", "note"}:
                err(f"{fn}:{n}: keys {sorted(r)}")
            if r.get("class") != cls:
                err(f"{fn}:{n}: class {r.get('class')} in {fn}")
            if r.get("lang") not in LANGS:
                err(f"{fn}:{n}: lang {r.get('lang')}")
            if not str(r.get("id", "")).startswith("t10b-"):
                err(f"{fn}:{n}: id {r.get('id')}")
            if r["id"] in ids:
                err(f"{fn}:{n}: duplicate id {r['id']}")
            ids.add(r["id"])
            t = r.get("text", "")
            if not t.strip() or not r.get("note", "").strip():
                err(f"{fn}:{n}: empty text or note")
            if any(c in t for c in "\n\r\u2028\u2029\u0085"):
                err(f"{fn}:{n}: text is not single-line")
            if t.startswith("- "):
                err(f"{fn}:{n}: text keeps a leading bullet")
            if re.search(r"\{[A-Z0-9_]+\}", t):
                err(f"{fn}:{n}: unfilled slot in {t[:60]}")
            if t in texts:
                err(f"{fn}:{n}: duplicate text")
            texts.add(t)
            rows[cls].append(r)

# ---------------------------------------------------------------- counts
for cls, (lo, hi) in TARGET.items():
    if not lo <= len(rows[cls]) <= hi:
        err(f"count {cls}={len(rows[cls])} outside {lo}-{hi}")
    per = collections.Counter(r["lang"] for r in rows[cls])
    for l in LANGS:
        if per[l] == 0:
            err(f"no {cls} lines in {l}")
inj = rows["injection"]
obf = [r for r in inj if r["note"].startswith("injection/obfuscated")]
if not OBF_RANGE[0] <= len(obf) <= OBF_RANGE[1]:
    err(f"obfuscated injections {len(obf)} outside {OBF_RANGE}")
en_share = sum(r["lang"] == "en" for r in inj) / len(inj)
if not 0.2 <= en_share <= 0.3:
    err(f"English share of injections {en_share:.2f}")
sub = collections.Counter(r["note"].split(":")[0].split(" (")[0] for r in inj)
for k, v in sub.items():
    if v < 30:
        err(f"injection subkind {k} has only {v} lines")
for k in ("injection/disable-safeguards", "injection/override-guidance"):
    others = max(v for kk, v in sub.items() if kk not in ("injection/disable-safeguards", "injection/override-guidance"))
    if sub[k] <= others:
        err(f"{k} should carry the most weight")

# ---------------------------------------------------------------- PII validity
for r in rows["pii"]:
    t = r["text"]
    found = 0
    for m in RE_IBAN.findall(t):
        if not iban_ok(m):
            err(f"{r['id']}: invalid IBAN {m}")
        found += 1
    rest = RE_IBAN.sub(" ", t)
    for m in RE_SSN.findall(rest):
        if not ssn_ok(m):
            err(f"{r['id']}: invalid SSN {m}")
        found += 1
    for m in RE_NINO.findall(rest):
        if not nino_ok(m):
            err(f"{r['id']}: invalid NINO {m}")
        found += 1
    rest2 = RE_PHONE.sub(" ", RE_SSN.sub(" ", rest))
    for m in RE_CARD.findall(rest2):
        digits = re.sub(r"\D", "", m)
        if 13 <= len(digits) <= 19:
            if not luhn_ok(digits):
                err(f"{r['id']}: card fails Luhn {m}")
            found += 1
    found += len(RE_PHONE.findall(rest))
    if not found:
        err(f"{r['id']}: no recognisable personal data")
for cls in ("benign", "injection"):
    for r in rows[cls]:
        for m in RE_CARD.findall(r["text"]):
            digits = re.sub(r"\D", "", m)
            if 13 <= len(digits) <= 19 and luhn_ok(digits):
                err(f"{r['id']}: Luhn-valid card-like number in a {cls} line")
        for m in RE_IBAN.findall(r["text"]):
            if iban_ok(m):
                err(f"{r['id']}: valid IBAN in a {cls} line")

# ---------------------------------------------------------------- secrets
for r in rows["secret"]:
    if not any(re.search(p, r["text"]) for p in SECRET_SHAPES) and "prose-password" not in r["note"]:
        err(f"{r['id']}: no secret shape found")
for r in rows["benign"] + rows["injection"] + rows["pii"]:
    if RE_SECRET_IN_BENIGN.search(r["text"]):
        err(f"{r['id']}: secret-shaped token outside secret.jsonl")

# ---------------------------------------------------------------- IPs, hosts, famous examples
allowed_hosts = set(EVIL_HOSTS)
for cls, items in rows.items():
    for r in items:
        t = r["text"]
        for m in RE_IP.findall(t):
            try:
                a = ipaddress.ip_address(m)
            except ValueError:
                continue
            if not any(a in n for n in ALLOWED_NETS):
                err(f"{r['id']}: IP {m} outside documentation ranges")
        flat = re.sub(r"[\s-]", "", t)
        for f in FAMOUS:
            if f.lower() in t.lower() or re.sub(r"[\s-]", "", f) in flat:
                err(f"{r['id']}: famous documentation example {f}")
        for h in RE_HOST.findall(t):
            h = h.lower().rstrip(".")
            ok = h in allowed_hosts or any(h == c or h.endswith("." + c) for c in COMPANY)
            if cls in ("benign", "secret") and h in REAL_OK:
                ok = True
            if not ok:
                err(f"{r['id']}: host {h} is not one of the made-up domains")
        for d in RE_MAILDOM.findall(t):
            d = d.lower()
            if not (d in EVIL_MAILDOMAINS or any(d == c or d.endswith("." + c) for c in COMPANY)):
                err(f"{r['id']}: e-mail domain {d} is not made up")

# ---------------------------------------------------------------- report
print("counts:", {c: len(v) for c, v in rows.items()}, "obfuscated:", len(obf), f"en share {en_share:.2f}")
print("injection subkinds:", dict(sub))
if errors:
    print(f"FAILED: {len(errors)} problem(s)")
    for e in errors[:80]:
        print("  ", e)
    sys.exit(1)
print("OK: all checks passed")
