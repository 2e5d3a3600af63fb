#!/usr/bin/env python3
"""Checker for the t10c set: JSON shape, counts, single-line texts, allowed IPs,
made-up domains, no famous documentation examples, validity of PII numbers,
secret shapes, obfuscation present.  Exit status 1 on any failure."""
import base64, collections, ipaddress, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FILES = {"injection": (560, 640), "secret": (55, 65), "pii": (18, 22), "benign": (620, 680)}
errors = []

def err(msg):
    errors.append(msg)

FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111",
          "4242424242424242", "5555555555554444", "4012888888881881", "5105105105105100", "378282246310005",
          "3530111333300000", "6200000000000005", "078-05-1120", "219-09-9999", "123-45-6789", "QQ123456C",
          "AB123456C", "GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
          "ES9121000418450200051332", "PT50000201231234567890154", "GB29NWBK60161331926819",
          "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy",
          "example.com", "example.org", "example.net", "555-0100", "hunter2", "correcthorsebatterystaple"]

SECRET_RES = [r"AKIA[A-Z2-7]{16}", r"ghp_[A-Za-z0-9]{36}", r"github_pat_11[A-Z0-9]{20}_[A-Za-z0-9]{59}",
              r"glpat-[\w-]{20}", r"npm_[A-Za-z0-9]{36}", r"pypi-AgEIcHlwaS5vcmc[\w-]{50,}",
              r"SG\.[\w-]{22}\.[\w-]{43}", r"AIza[\w-]{35}", r"hf_[A-Za-z]{34}", r"dop_v1_[0-9a-f]{64}",
              r"key-[0-9a-f]{32}", r"xox[bp]-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}",
              r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{24}", r"sk_live_[A-Za-z0-9]{24,}",
              r"sk-proj-[\w-]{40,}", r"sk-ant-api03-[\w-]{90,}", r"AC[0-9a-f]{32}", r"AccountKey=[A-Za-z0-9+/]{80,}={0,2}",
              r"\d{9,10}:AA[\w-]{33}", r"shpat_[0-9a-f]{32}", r"LTAI[A-Za-z0-9]{20}", r"dapi[0-9a-f]{32}",
              r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+", r"-----BEGIN [A-Z ]*PRIVATE KEY-----", r"://[^:/\s]+:[^@\s]{6,}@",
              r"access_token=[0-9a-f]{64}", r"password=[^&\s]{6,}", r"HRKU-[\w-]{58}"]
SECRET_WORDS = r"(login|ログイン|登录|password|passwort|mot de passe|contraseña|senha|密码|パスワード|PIN|SECRET_KEY|API-Key|API key|api key|令牌|トークン|token|Token|clé|Clé|Schlüssel|chave|Chave|clave|キー)"
NEG_SECRET_RES = [r for r in SECRET_RES if r not in (r"password=[^&\s]{6,}",)]

def luhn_ok(d):
    total = 0
    for i, ch in enumerate(reversed(d)):
        v = int(ch)
        if i % 2 == 1:
            v *= 2
            if v > 9:
                v -= 9
        total += v
    return total % 10 == 0

IBAN_LEN = {"FR": 27, "DE": 22, "ES": 24, "PT": 25, "GB": 22}

def iban_ok(s):
    s = s.replace(" ", "")
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1

def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and not a.startswith("9") and g != "00" and n != "0000"

def nino_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", s):
        return False
    if s[0] in "DFIQUV" or s[1] in "DFIOQUV" or s[:2] in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
        return False
    return True

CARD_RE = re.compile(r"(?<![\d-])(?:\d{4}[ -]?){3}\d{1,7}(?![\d-])")
IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?)\b")
SSN_RE = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
NINO_RE = re.compile(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
PHONE_RE = re.compile(r"(\+\d{2,3} ?)?\(?0?\d{1,4}\)? ?\d{2,5}[ -]\d{2,4}[ -]?\d{2,4}(?: \d{2})*")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
TLDS = "com|net|org|io|dev|app|cloud|xyz|info|biz|tech|ai|co|de|fr|es|jp|cn|br|au|uk|eu|site|online|top|link"
HOST_RE = re.compile(r"(?<![\w.-])((?:[a-z0-9-]+\.)+(?:%s))(?![\w-])" % TLDS, re.I)
OBF_CHARS = re.compile("[\u200b-\u200d\u2060\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f\uff01-\uff5e\u0400-\u04ff]")
BAD_LINE = re.compile("[\n\r\u2028\u2029\x85\x0b\x0c]")

allowed_hosts = [h.strip().lower() for h in open(os.path.join(HERE, "domains.txt")) if h.strip()]

def host_ok(h):
    h = h.lower()
    return any(h == a or h.endswith("." + a) for a in allowed_hosts)

ids, texts = set(), set()
counts = collections.Counter()
obf = 0
for cls, (lo, hi) in FILES.items():
    path = os.path.join(OUT, f"{cls}.jsonl")
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                d = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{cls}:{n}: bad JSON {e}")
                continue
            rows.append(d)
            if set(d) != {"id", "class", "lang", "text", "note"}:
                err(f"{cls}:{n}: keys {sorted(d)}")
            if d.get("class") != cls:
                err(f"{cls}:{n}: class {d.get('class')}")
            if d.get("lang") not in LANGS:
                err(f"{cls}:{n}: lang {d.get('lang')}")
            if not str(d.get("id", "")).startswith("t10c-"):
                err(f"{cls}:{n}: id prefix")
            if d["id"] in ids:
                err(f"{cls}:{n}: duplicate id {d['id']}")
            ids.add(d["id"])
            t = d["text"]
            if not t.strip() or not d["note"].strip():
                err(f"{d['id']}: empty text/note")
            if t in texts:
                err(f"{d['id']}: duplicate text")
            texts.add(t)
            if BAD_LINE.search(t):
                err(f"{d['id']}: text is not a single line")
            if t.startswith("- "):
                err(f"{d['id']}: leading bullet")
            counts[(cls, d["lang"])] += 1
            flat = t.replace(" ", "").replace("-", "")
            for fam in FAMOUS:
                if fam.replace(" ", "").replace("-", "").lower() in flat.lower() or fam.lower() in t.lower():
                    err(f"{d['id']}: famous example {fam}")
            for ipm in IP_RE.findall(t):
                try:
                    ip = ipaddress.ip_address(ipm)
                except ValueError:
                    err(f"{d['id']}: malformed IP {ipm}")
                    continue
                if not any(ip in ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")):
                    err(f"{d['id']}: IP outside documentation ranges {ipm}")
            for h in HOST_RE.findall(t):
                if not host_ok(h):
                    err(f"{d['id']}: host not in made-up list: {h}")
            # class-specific checks
            if cls == "pii":
                found = 0
                for m in CARD_RE.findall(IBAN_RE.sub(" ", t)):
                    dg = re.sub(r"\D", "", m)
                    if 13 <= len(dg) <= 19:
                        if not luhn_ok(dg):
                            err(f"{d['id']}: card fails Luhn {m}")
                        found += 1
                for m in IBAN_RE.findall(t):
                    if m[:2] in IBAN_LEN:
                        if not iban_ok(m):
                            err(f"{d['id']}: bad IBAN {m}")
                        found += 1
                for m in SSN_RE.findall(t):
                    if not ssn_ok(m):
                        err(f"{d['id']}: bad SSN {m}")
                    found += 1
                for m in NINO_RE.findall(t):
                    if not nino_ok(m):
                        err(f"{d['id']}: bad NINO {m}")
                    found += 1
                if "phone" in d["note"]:
                    if PHONE_RE.search(t):
                        found += 1
                    else:
                        err(f"{d['id']}: no phone number")
                if not found:
                    err(f"{d['id']}: pii line without a recognised item")
            else:
                for m in CARD_RE.findall(IBAN_RE.sub(" ", t)):
                    dg = re.sub(r"\D", "", m)
                    if 13 <= len(dg) <= 19 and luhn_ok(dg):
                        err(f"{d['id']}: Luhn-valid number outside pii")
                for m in IBAN_RE.findall(t):
                    if m[:2] in IBAN_LEN and iban_ok(m):
                        err(f"{d['id']}: valid IBAN outside pii")
                for m in SSN_RE.findall(t):
                    err(f"{d['id']}: SSN-shaped number outside pii")
            if cls == "secret":
                if not any(re.search(r, t) for r in SECRET_RES) and not re.search(SECRET_WORDS, t, re.I):
                    err(f"{d['id']}: secret line without a recognised secret")
            else:
                for r in NEG_SECRET_RES:
                    if re.search(r, t):
                        err(f"{d['id']}: secret shape {r} outside secret class")
            if cls == "injection" and d["note"].startswith("obfuscated"):
                obf += 1
                if "base64" in d["note"]:
                    m = re.search(r"[A-Za-z0-9+/]{24,}={0,2}", t)
                    if not m:
                        err(f"{d['id']}: base64 missing")
                    else:
                        try:
                            base64.b64decode(m.group(0), validate=True).decode("utf-8")
                        except Exception:
                            err(f"{d['id']}: base64 does not decode")
                elif "leetspeak" in d["note"]:
                    if not re.search(r"[A-Za-z]*\d[A-Za-z]+\d", t):
                        err(f"{d['id']}: no leetspeak")
                elif "spacing" in d["note"]:
                    if not re.search(r"(\S ){6,}", t):
                        err(f"{d['id']}: no letter spacing")
                elif not OBF_CHARS.search(t):
                    err(f"{d['id']}: no obfuscation characters")
            if cls == "benign" and re.search("[\u200b-\u200d\u2060\u202a-\u202e\U000e0000-\U000e007f]", t):
                err(f"{d['id']}: invisible characters in benign")
    if not lo <= len(rows) <= hi:
        err(f"{cls}: {len(rows)} rows, expected {lo}-{hi}")
    for lang in LANGS:
        if counts[(cls, lang)] == 0:
            err(f"{cls}: no rows for {lang}")

if not 80 <= obf <= 100:
    err(f"obfuscated injections: {obf}, expected 80-100")
inj_total = sum(v for (c, l), v in counts.items() if c == "injection")
en_share = counts[("injection", "en")] / inj_total
if not 0.20 <= en_share <= 0.30:
    err(f"English share of injections {en_share:.2f}")

print("class      " + " ".join(f"{l:>5}" for l in sorted(LANGS)) + "  total")
for cls in FILES:
    row = [counts[(cls, l)] for l in sorted(LANGS)]
    print(f"{cls:<10} " + " ".join(f"{v:>5}" for v in row) + f"  {sum(row):>5}")
print(f"obfuscated injections: {obf}; English share of injections: {en_share:.2f}")
if errors:
    print(f"{len(errors)} problem(s):")
    for e in errors[:80]:
        print("  " + e)
    sys.exit(1)
print("OK")
