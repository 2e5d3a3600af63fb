#!/usr/bin/env python3
"""Validator for the blind3 evaluation set. Exits 1 if any error is found."""
import base64
import binascii
import ipaddress
import json
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict

ROOT = os.environ.get("BLIND3_ROOT") or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
KEYS = ["id", "class", "lang", "text", "note"]
MIN_TOTAL = {"injection": 320, "secret": 150, "pii": 60, "benign": 480}
MIN_PER_LANG = {"injection": 30, "benign": 45}  # each non-English language
NEAR_DUP_JACCARD = 0.80

errors, warnings = [], []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------------ patterns
SECRET_RES = [re.compile(p) for p in [
    r"\b(?:AKIA|ASIA)[A-Z0-9]{16}\b",
    r"\bgh[pousr]_[A-Za-z0-9]{36}\b",
    r"\bgithub_pat_[A-Za-z0-9]{22}_[A-Za-z0-9]{59}\b",
    r"\bglpat-[A-Za-z0-9_-]{20}(?![A-Za-z0-9_-])",
    r"\bnpm_[A-Za-z0-9]{36}\b",
    r"\bpypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}",
    r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])",
    r"\bAIza[A-Za-z0-9_-]{35}",
    r"\bGOCSPX-[A-Za-z0-9_-]{28}",
    r"\bhf_[A-Za-z]{34}\b",
    r"\bdo[por]_v1_[a-f0-9]{64}\b",
    r"\bkey-[a-f0-9]{32}\b",
    r"\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,38}(?![A-Za-z0-9_-])",
    r"discord(?:app)?\.com/api/webhooks/\d{17,20}/[A-Za-z0-9_-]{60,}",
    r"\bxox[abposr]-\d+-[A-Za-z0-9-]{10,}",
    r"\bxapp-\d-[A-Z0-9]+-\d+-[a-f0-9]{32,}",
    r"hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{20,}",
    r"\b[sr]k_live_[A-Za-z0-9]{20,}",
    r"\bwhsec_[A-Za-z0-9]{32,}",
    r"\bsk-proj-[A-Za-z0-9_-]{40,}",
    r"\bsk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}\b",
    r"\bsk-ant-(?:api|admin)\d\d-[A-Za-z0-9_-]{80,}",
    r"\b(?:AC|SK)[a-f0-9]{32}\b",
    r"AccountKey=[A-Za-z0-9+/=]{40,}",
    r"[A-Za-z0-9]{3}\dQ~[A-Za-z0-9_~.-]{30,}",
    r"[?&]sig=[A-Za-z0-9%+/=]{30,}",
    r"\b\d{8,10}:AA[A-Za-z0-9_-]{33}(?![A-Za-z0-9_-])",
    r"\bshp(?:at|ss|ca|pa)_[a-f0-9]{32}\b",
    r"\blin_api_[A-Za-z0-9]{40}\b",
    r"\bsecret_[A-Za-z0-9]{43}\b",
    r"\bPMAK-[a-f0-9]{24}-[a-f0-9]{34}\b",
    r"\bhvs\.[A-Za-z0-9_-]{80,}",
    r"\bNRAK-[A-Z0-9]{27}\b",
    r"\bglsa_[A-Za-z0-9]{32}_[a-f0-9]{8}\b",
    r"\bsbp_[a-f0-9]{40}\b",
    r"\bdapi[a-f0-9]{32}\b",
    r"\bgsk_[A-Za-z0-9]{52}\b",
    r"\br8_[A-Za-z0-9]{37}\b",
    r"\bpul-[a-f0-9]{40}\b",
    r"\bAGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58}\b",
    r"\bdp\.st\.[a-z]*\.?[A-Za-z0-9]{40,}",
    r"\b[a-f0-9]{32}-us\d{1,2}\b",
    r"\bxkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}\b",
    r"\bEAAA[A-Za-z0-9_-]{60}",
    r"\bdckr_pat_[A-Za-z0-9_-]{27}",
    r"\bfigd_[A-Za-z0-9_-]{40}",
    r"\bfo1_[A-Za-z0-9_-]{43}",
    r"\bpscale_tkn_[A-Za-z0-9_-]{43}",
    r"\btskey-[a-z]+-[A-Za-z0-9-]{20,}",
    r"\bsk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}",
    r"\bLTAI[A-Za-z0-9]{12,}\b",
    r"\bAKID[A-Za-z0-9]{32}\b",
    r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}",
    r"-----BEGIN (?:[A-Z]+ )*PRIVATE KEY(?: BLOCK)?-----",
    r"\b[a-z][a-z0-9+.-]*://[^\s:/@]+:[^\s@/<>]{4,}@[^\s]+",
    r"\b[a-z][a-z0-9+.-]*://:[^\s@/<>]{4,}@",
    r"(?i)\bpassword=[^;&\s<>]{4,}",
    r"(?i)(?:webhook/send\?key=|access_token=)[A-Za-z0-9-]{20,}",
    r"(?i)heroku[^\n]{0,40}\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b",
    r"\b[A-Z][A-Z_]*(?:KEY|TOKEN|SECRET)=[A-Za-z0-9_\-]{16,}",
    r"(?i)(?:key|token|secret|密钥|シークレット|SecretKey)[^\n]{0,40}?\b[A-Za-z0-9]{32,}\b",
]]

PW_WORDS = re.compile(
    r"(?i)(password|passwort|kennwort|passcode|mot de passe|\bmdp\b|contraseña|\bclave\b|\bsenha\b|"
    r"\bPIN\b|\bPUK\b|digicode|\blogin\b|credentials|identifiants|ログイン|code de la carte|código|unlock code|密码|パスワード|暗証番号|パスコード)")
PW_TOKEN = re.compile(r"[^\s,.;:：，。、()（）]+")


def pw_like(tok):
    if len(tok) < 4:
        return False
    if tok.startswith("<") or tok.startswith("$") or tok in ("1Password",):
        return False
    has_d = any(c.isdigit() for c in tok)
    has_a = any(c.isascii() and c.isalpha() for c in tok)
    has_sym = any(c in "!#$%&*+-=?@^_~" for c in tok)
    if tok.isdigit():
        return 4 <= len(tok) <= 8
    return has_d and has_a


def prose_password(text):
    for m in PW_WORDS.finditer(text):
        window = text[m.end():m.end() + 70]
        for tok in PW_TOKEN.findall(window):
            if pw_like(tok) and not re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", tok):
                return tok
    return None


def luhn_ok(d):
    s = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        s += n
    return s % 10 == 0


CARD_RE = re.compile(r"(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])")
SSN_RE = re.compile(r"\b(\d{3})-(\d{2})-(\d{4})\b")
NINO_RE = re.compile(r"\b([A-Z]{2}) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])\b")
IBAN_RE = re.compile(r"\b([A-Z]{2})(\d{2})((?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)\b")
IBAN_LEN = {"DE": 22, "AT": 20, "FR": 27, "BE": 16, "ES": 24, "PT": 25, "GB": 22, "NL": 18, "IT": 27, "CH": 21}
PHONE_RES = [re.compile(p) for p in [
    r"\+\d{1,3}[\s-]?\(?\d{1,4}\)?(?:[\s-]?\d{2,4}){2,5}",
    r"\(\d{2,3}\)\s?\d{3,5}-?\d{4}\b",
    r"(?<![\w.-])0\d{1,4}[\s-]\d{2,5}[\s-]\d{3,4}\b",
    r"\b0\d(?:[\s.]\d{2}){4}\b",
    r"\b1[3-9]\d{9}\b",
    r"\b07\d{3}\s?\d{6}\b",
    r"\b\d{3}-\d{3}-\d{4}\b",
    r"(?<![\w.-])[69]\d{1,2}(?:\s\d{2,3}){3}\b",
]]


def ssn_ok(a, g, s):
    a, g, s = int(a), int(g), int(s)
    return 0 < a < 900 and a != 666 and g != 0 and s != 0


def nino_ok(prefix):
    return (prefix[0] not in "DFIQUV" and prefix[1] not in "DFIOQUV"
            and prefix not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"})


def iban_ok(cc, chk, rest):
    iban = (cc + chk + rest).replace(" ", "")
    if cc in IBAN_LEN and len(iban) != IBAN_LEN[cc]:
        return False
    s = iban[4:] + iban[:4]
    try:
        return int("".join(str(int(c, 36)) for c in s)) % 97 == 1
    except ValueError:
        return False


def cards_in(text):
    out = []
    for m in CARD_RE.finditer(text):
        d = re.sub(r"[ -]", "", m.group())
        if 13 <= len(d) <= 19 and luhn_ok(d) and len(set(d)) > 2:
            out.append(d)
    return out


def ibans_in(text):
    return [m.group() for m in IBAN_RE.finditer(text) if iban_ok(*m.groups())]


def phones_in(text):
    return [m.group() for r in PHONE_RES for m in r.finditer(text)]


FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111",
          "4242424242424242", "5555555555554444", "5105105105105100", "378282246310005",
          "371449635398431", "6011111111111117", "3530111333300000", "4012888888881881",
          "078051120", "219099999", "123456789", "AB123456C", "QQ123456C", "GB82WEST12345698765432",
          "DE89370400440532013000", "FR1420041010050500013M02606", "GB29NWBK60161331926819",
          "ES9121000418450200051332", "NL91ABNA0417164300", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
          "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
          "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "ghp_xxxxxxxxxxxx", "13800138000", "5550100", "hunter2", "correcthorsebatterystaple"]

DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
RESERVED_SUFFIX = (".example", ".test", ".invalid", ".localhost", "example.com", "example.org", "example.net")
ALLOW_DOMAINS = {
    "*": {"get.docker.com", "sh.rustup.rs", "github.com", "fly.io"},
    "secret": {"discord.com", "hooks.slack.com", "core.windows.net", "registry.npmjs.org",
               "qyapi.weixin.qq.com", "oapi.dingtalk.com"},
}
URL_HOST_RE = re.compile(r"\b[a-z][a-z0-9+.-]*://(?:[^\s/@]*@)?([A-Za-z0-9.-]+)")
EMAIL_RE = re.compile(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
GIT_HOST_RE = re.compile(r"\bgit@([A-Za-z0-9.-]+):")
BARE_DOMAIN_RE = re.compile(r"(?<![\w@/.-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|ai|co|fr|de|es|pt|br|cn|jp|rs|app|sh))\b")

INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\U000E0000-\U000E007F]")


def norm(t):
    t = unicodedata.normalize("NFKC", t)
    t = INVISIBLE.sub("", t)
    t = t.casefold()
    return re.sub(r"\s+", " ", t).strip()


def shingles(t, n=3):
    return {t[i:i + n] for i in range(max(1, len(t) - n + 1))}


# ------------------------------------------------------------------ load
rows = []
for cls, fn in FILES.items():
    path = os.path.join(ROOT, fn)
    if not os.path.exists(path):
        err(f"missing file {fn}")
        continue
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            where = f"{fn}:{i}"
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as e:
                err(f"{where}: invalid JSON ({e})")
                continue
            if not isinstance(obj, dict) or list(obj.keys()) != KEYS:
                err(f"{where}: keys must be exactly {KEYS} in order, got {list(obj) if isinstance(obj, dict) else type(obj)}")
                continue
            if not all(isinstance(obj[k], str) and obj[k].strip() for k in KEYS):
                err(f"{where}: all fields must be non-empty strings")
                continue
            if obj["class"] != cls:
                err(f"{where}: class {obj['class']} in {fn}")
            if obj["lang"] not in LANGS:
                err(f"{where}: bad lang {obj['lang']}")
            if not obj["id"].startswith("b3-"):
                err(f"{where}: id must start with b3-")
            if "\n" in obj["text"] or "\r" in obj["text"]:
                err(f"{where}: text spans several lines")
            obj["_where"] = where
            rows.append(obj)

ids = Counter(r["id"] for r in rows)
for k, v in ids.items():
    if v > 1:
        err(f"duplicate id {k} x{v}")
texts = Counter(r["text"] for r in rows)
for k, v in texts.items():
    if v > 1:
        err(f"duplicate text x{v}: {k[:60]!r}")

# ------------------------------------------------------------------ near-duplicates
by_cls = defaultdict(list)
for r in rows:
    by_cls[r["class"]].append(r)
for cls, rs_ in by_cls.items():
    sh = [(r, shingles(norm(r["text"]))) for r in rs_]
    for i in range(len(sh)):
        a, sa = sh[i]
        for j in range(i + 1, len(sh)):
            b, sb = sh[j]
            if min(len(sa), len(sb)) / max(len(sa), len(sb)) < NEAR_DUP_JACCARD:
                continue
            jac = len(sa & sb) / len(sa | sb)
            if jac >= NEAR_DUP_JACCARD:
                err(f"near-duplicate in {cls} (jaccard {jac:.2f}): {a['id']} ~ {b['id']}")

# ------------------------------------------------------------------ per-line content checks
for r in rows:
    t, cls, w, note = r["text"], r["class"], r["_where"], r["note"]
    compact = re.sub(r"[\s-]", "", t)
    for f in FAMOUS:
        if f.lower() in compact.lower() or f.lower() in t.lower():
            err(f"{w}: famous example value {f}")
    for m in IP_RE.finditer(t):
        try:
            ip = ipaddress.ip_address(m.group(1))
        except ValueError:
            continue
        if not any(ip in n for n in DOC_NETS):
            err(f"{w}: IP {ip} outside documentation ranges")
    allow = ALLOW_DOMAINS["*"] | ALLOW_DOMAINS.get(cls, set())
    hosts = URL_HOST_RE.findall(t) + EMAIL_RE.findall(t) + GIT_HOST_RE.findall(t) + BARE_DOMAIN_RE.findall(t)
    for h in ([] if note.startswith("obfuscation/") else hosts):
        h = h.lower().rstrip(".")
        if "." not in h or h == "localhost" or re.fullmatch(r"[\d.]+", h):
            continue
        if h.endswith(RESERVED_SUFFIX) or h in allow:
            continue
        err(f"{w}: domain {h} is neither reserved nor allow-listed")

    obf = note.startswith("obfuscation/")
    if INVISIBLE.search(t) and not obf:
        err(f"{w}: invisible/bidi/tag characters in a non-obfuscation line")

    if cls in ("benign", "injection"):
        for rx in SECRET_RES:
            m = rx.search(t)
            if m:
                err(f"{w}: key-shaped value in {cls}: {m.group()[:40]!r}")
        pw = prose_password(t)
        if pw:
            err(f"{w}: password-like value stated in {cls}: {pw!r}")
        if cards_in(t):
            err(f"{w}: Luhn-valid card number in {cls}")
        if SSN_RE.search(t):
            err(f"{w}: SSN-shaped value in {cls}")
        for m in NINO_RE.finditer(t):
            if nino_ok(m.group(1)):
                err(f"{w}: NINO-shaped value in {cls}")
        if ibans_in(t):
            err(f"{w}: valid IBAN in {cls}")
        if phones_in(t):
            err(f"{w}: phone-shaped value in {cls}: {phones_in(t)[0]!r}")

    if cls == "secret":
        if not any(rx.search(t) for rx in SECRET_RES) and not prose_password(t):
            err(f"{w}: secret line has no recognizable credential")

    if cls == "pii":
        found = []
        cs = cards_in(t)
        ib = ibans_in(t)
        ss = [m for m in SSN_RE.finditer(t) if ssn_ok(*m.groups())]
        for m in SSN_RE.finditer(t):
            if not ssn_ok(*m.groups()):
                err(f"{w}: invalid SSN {m.group()}")
        ni = [m for m in NINO_RE.finditer(t) if nino_ok(m.group(1))]
        for m in NINO_RE.finditer(t):
            if not nino_ok(m.group(1)):
                err(f"{w}: invalid NINO prefix {m.group(1)}")
        ph = phones_in(t)
        n = note.lower()
        if any(k in n for k in ("card", "carte", "karte", "tarjeta", "cartão", "卡", "カード", "visa", "amex", "mastercard", "discover", "diners")):
            if not cs:
                err(f"{w}: note says card but no Luhn-valid card number")
        if "ssn" in n and not ss:
            err(f"{w}: note says SSN but no valid SSN")
        if ("nino" in n or " ni " in f" {n} ") and not ni:
            err(f"{w}: note says NINO but no valid NINO")
        if "iban" in n:
            if not ib:
                err(f"{w}: note says IBAN but no valid IBAN")
            for m in IBAN_RE.finditer(t):
                if not iban_ok(*m.groups()):
                    err(f"{w}: IBAN-shaped value with bad checksum/length: {m.group()}")
        if any(k in n for k in ("phone", "téléphone", "telefon", "teléfono", "telefone", "telemóvel", "手机", "携帯", "電話", "mobile")) and not ph:
            err(f"{w}: note says phone but no phone-shaped value")
        if not (cs or ib or ss or ni or ph):
            err(f"{w}: pii line without any valid personal-data value")
        if any(rx.search(t) for rx in SECRET_RES[:-1]):
            err(f"{w}: pii line contains a credential")

    if obf:
        tech = note.split(":")[0].split("/")[1]
        ok = {
            "zw": lambda: re.search("[\u200b-\u200d\u2060]", t),
            "tag": lambda: re.search("[\U000E0020-\U000E007E]", t),
            "bidi_rlo": lambda: "\u202e" in t,
            "bidi_iso": lambda: re.search("[\u2066-\u2069]", t),
            "fullwidth": lambda: re.search("[\uff01-\uff5e]", t),
            "homoglyph": lambda: re.search("[\u0400-\u04ff]", t) and re.search("[A-Za-z]", t),
            "base64": lambda: any(len(c) >= 24 for c in re.findall(r"[A-Za-z0-9+/]{24,}={0,2}", t)),
            "leet": lambda: re.search(r"[A-Za-z][0-9][A-Za-z]", t),
            "spaced": lambda: re.search(r"(?:\w[ .]){6,}", t),
            "zw_fullwidth": lambda: re.search("[\u200b-\u200d\u2060]", t) and re.search("[\uff01-\uff5e]", t),
            "homoglyph_zw": lambda: re.search("[\u200b-\u200d\u2060]", t) and re.search("[\u0400-\u04ff]", t),
        }.get(tech)
        if ok is None or not ok():
            err(f"{w}: obfuscation technique {tech} not visible in text")
        if tech == "base64":
            blob = max(re.findall(r"[A-Za-z0-9+/]{24,}={0,2}", t), key=len)
            try:
                base64.b64decode(blob, validate=True).decode("utf-8")
            except (binascii.Error, UnicodeDecodeError):
                err(f"{w}: base64 blob does not decode to UTF-8 text")

# ------------------------------------------------------------------ counts
table = defaultdict(Counter)
for r in rows:
    table[r["class"]][r["lang"]] += 1
for cls, mn in MIN_TOTAL.items():
    tot = sum(table[cls].values())
    if tot < mn:
        err(f"{cls}: {tot} lines < minimum {mn}")
    for lang in LANGS:
        if table[cls][lang] == 0:
            err(f"{cls}: no lines in {lang}")
for cls, mn in MIN_PER_LANG.items():
    for lang in LANGS[1:]:
        if table[cls][lang] < mn:
            err(f"{cls}/{lang}: {table[cls][lang]} < {mn}")

techs = Counter(r["note"].split(":")[0].split("/")[1] for r in rows if r["note"].startswith("obfuscation/"))
for need in ("zw", "tag", "bidi_rlo", "bidi_iso", "fullwidth", "homoglyph", "base64", "leet", "spaced"):
    if techs[need] == 0:
        err(f"no injection uses obfuscation technique {need}")
hard = sum(1 for r in rows if r["class"] == "benign" and r["note"].startswith("hard:"))
nben = sum(table["benign"].values())
if nben and hard / nben < 0.30:
    err(f"only {hard}/{nben} benign lines are marked hard:")

# ------------------------------------------------------------------ report
print("class      " + " ".join(f"{l:>4}" for l in LANGS) + "  total")
for cls in FILES:
    print(f"{cls:<10} " + " ".join(f"{table[cls][l]:>4}" for l in LANGS) + f"  {sum(table[cls].values()):>5}")
print(f"benign marked hard: {hard}/{nben}; obfuscation techniques: {dict(sorted(techs.items()))}")
for e in errors:
    print("ERROR:", e)
print(f"{len(errors)} errors")
sys.exit(1 if errors else 0)
