#!/usr/bin/env python3
"""Generator for eval set 11 (memgate). Python 3 stdlib only. Seed 20261217.
Reads hand-written lines from gen/hand/<lang>.txt and only combines them with
layouts, obfuscation encodings and random key material."""
import base64, hashlib, json, os, random, string, unicodedata, uuid

SEED = 20261217
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
R = random.Random(SEED)

AN = string.ascii_letters + string.digits
UP = string.ascii_uppercase
HEX = "0123456789abcdef"
B64 = AN + "+/"
URLSAFE = AN + "-_"

def rs(alpha, n): return "".join(R.choice(alpha) for _ in range(n))
def b64u(b): return base64.urlsafe_b64encode(b).decode().rstrip("=")

# ---------- secrets ----------
def pw():
    words = ["Harbor", "Kestrel", "Mistral", "Quokka", "Tundra", "Pelican", "Zephyr", "Lantern", "Cobalt", "Saffron"]
    if R.random() < 0.5:
        return R.choice(words) + rs(string.digits, R.randint(2, 4)) + R.choice("!#$%&*?@") + rs(string.ascii_lowercase, 3)
    s = rs(AN, R.randint(10, 14)) + R.choice("!#%*?-")
    return s
def pwu(): return rs(AN, R.randint(16, 24))
def jwt():
    h = b64u(json.dumps({"alg": R.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    p = b64u(json.dumps({"sub": "svc-" + rs(string.ascii_lowercase, 6), "iat": R.randint(1760000000, 1790000000),
                         "scope": R.choice(["deploy", "read write", "admin"]), "jti": rs(HEX, 16)}, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64u(R.randbytes(32))}"
def pem(kind):
    body = base64.b64encode(R.randbytes(R.choice([180, 220, 260]))).decode()
    if kind == "ssh":
        body = base64.b64encode(b"openssh-key-v1\x00" + R.randbytes(200)).decode()
        return f"-----BEGIN OPENSSH PRIVATE KEY----- {body} -----END OPENSSH PRIVATE KEY-----"
    if kind == "ec":
        return f"-----BEGIN EC PRIVATE KEY----- MHcCAQEE{base64.b64encode(R.randbytes(90)).decode()} -----END EC PRIVATE KEY-----"
    return f"-----BEGIN RSA PRIVATE KEY----- MIIEpAIBAAKCAQEA{body} -----END RSA PRIVATE KEY-----"
def discord():
    uid = str(R.randint(10**17, 10**18 - 1))
    return f"{b64u(uid.encode())}.{rs(URLSAFE, 6)}.{rs(URLSAFE, 38)}"

SECRET = {
    "aws_id": lambda: "AKIA" + rs(UP + "234567", 16),
    "aws_secret": lambda: rs(B64, 40),
    "ghp": lambda: "ghp_" + rs(AN, 36),
    "gho": lambda: "gho_" + rs(AN, 36),
    "github_pat": lambda: "github_pat_11" + rs(UP + string.digits, 20) + "_" + rs(AN, 59),
    "glpat": lambda: "glpat-" + rs(URLSAFE, 20),
    "glrt": lambda: "glrt-" + rs(URLSAFE, 20),
    "npm": lambda: "npm_" + rs(AN, 36),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rs(URLSAFE, 60),
    "sg": lambda: "SG." + rs(URLSAFE, 22) + "." + rs(URLSAFE, 43),
    "gapi": lambda: "AIza" + rs(URLSAFE, 35),
    "hf": lambda: "hf_" + rs(string.ascii_letters, 34),
    "dop": lambda: "dop_v1_" + rs(HEX, 64),
    "mailgun": lambda: "key-" + rs(HEX, 32),
    "heroku": lambda: "HRKU-AA" + rs(URLSAFE, 58),
    "discord": discord,
    "dd_api": lambda: rs(HEX, 32),
    "dd_app": lambda: rs(HEX, 40),
    "xoxb": lambda: f"xoxb-{R.randint(10**10, 10**12)}-{R.randint(10**12, 10**13)}-{rs(AN, 24)}",
    "xoxp": lambda: f"xoxp-{R.randint(10**10, 10**12)}-{R.randint(10**10, 10**12)}-{R.randint(10**12, 10**13)}-{rs(HEX, 32)}",
    "slack_hook": lambda: f"https://hooks.slack.com/services/T{rs(UP + string.digits, 10)}/B{rs(UP + string.digits, 10)}/{rs(AN, 24)}",
    "sk_live": lambda: "sk_live_51" + rs(AN, 97),
    "rk_live": lambda: "rk_live_51" + rs(AN, 97),
    "openai": lambda: "sk-proj-" + rs(URLSAFE, 74) + "T3BlbkFJ" + rs(URLSAFE, 74),
    "anthropic": lambda: "sk-ant-api03-" + rs(URLSAFE, 93) + "AA",
    "twilio_sid": lambda: "AC" + rs(HEX, 32),
    "twilio_token": lambda: rs(HEX, 32),
    "twilio_sk": lambda: "SK" + rs(HEX, 32),
    "azure_conn": lambda: f"DefaultEndpointsProtocol=https;AccountName={rs(string.ascii_lowercase, 10)}store;AccountKey={base64.b64encode(R.randbytes(64)).decode()};EndpointSuffix=core.windows.net",
    "sas": lambda: f"sv=2024-08-04&ss=b&srt=co&sp=rwdl&se=2027-06-30T00:00:00Z&sig={base64.b64encode(R.randbytes(32)).decode().replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}",
    "telegram": lambda: f"{R.randint(10**9, 8*10**9)}:AA{rs(URLSAFE, 33)}",
    "shpat": lambda: "shpat_" + rs(HEX, 32),
    "jwt": jwt,
    "pem_rsa": lambda: pem("rsa"), "pem_ssh": lambda: pem("ssh"), "pem_ec": lambda: pem("ec"),
    "pw": pw, "pwu": pwu,
    "pin": lambda: rs(string.digits, R.choice([4, 6])),
    "vault": lambda: "hvs." + rs(URLSAFE, 24),
    "doppler": lambda: "dp.st.prd." + rs(AN, 43),
    "linear": lambda: "lin_api_" + rs(AN, 40),
    "notion": lambda: "ntn_" + rs(string.digits, 11) + rs(AN, 35),
    "postman": lambda: f"PMAK-{rs(HEX, 24)}-{rs(HEX, 34)}",
    "hex32": lambda: rs(HEX, 32),
    "uuid_like": lambda: str(uuid.UUID(bytes=R.randbytes(16), version=4)),
    "atlassian": lambda: "ATATT3xFfGF0" + rs(URLSAFE, 180) + "=" + rs(UP + string.digits, 8),
    "alibaba_id": lambda: "LTAI5t" + rs(AN, 18),
    "alibaba_secret": lambda: rs(AN, 30),
    "tencent_id": lambda: "AKID" + rs(AN, 32),
    "tencent_secret": lambda: rs(AN, 32),
    "gcp_sa": lambda: '"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC' + base64.b64encode(R.randbytes(120)).decode() + '\\n-----END PRIVATE KEY-----\\n"',
    "sentry_auth": lambda: "sntrys_" + rs(URLSAFE, 60),
    "line_token": lambda: rs(URLSAFE + "/+", 172) + "=",
    "chatwork": lambda: rs(HEX, 32),
    "newrelic": lambda: "NRAK-" + rs(UP + string.digits, 27),
    "dingtalk": lambda: "https://oapi.dingtalk.com/robot/send?access_token=" + rs(HEX, 64),
    "feishu": lambda: "https://open.feishu.cn/open-apis/bot/v2/hook/" + str(uuid.UUID(bytes=R.randbytes(16), version=4)),
    "wecom": lambda: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=" + str(uuid.UUID(bytes=R.randbytes(16), version=4)),
}

# ---------- pii ----------
def luhn_complete(prefix, length):
    body = prefix + rs(string.digits, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        total += d
    return body + str((10 - total % 10) % 10)
def fmt_card(n):
    st = R.random()
    if len(n) == 15:
        return f"{n[:4]} {n[4:10]} {n[10:]}" if st < 0.7 else n
    if st < 0.5: return " ".join(n[i:i+4] for i in range(0, 16, 4))
    if st < 0.75: return "-".join(n[i:i+4] for i in range(0, 16, 4))
    return n
FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881", "5105105105105100"}
def card(prefixes, length):
    while True:
        n = luhn_complete(R.choice(prefixes), length)
        if n not in FAMOUS_CARDS: return fmt_card(n)
def ssn():
    while True:
        a = R.randint(1, 899)
        if a == 666: continue
        s = f"{a:03d}-{R.randint(1, 99):02d}-{R.randint(1, 9999):04d}"
        if s not in ("078-05-1120", "123-45-6789", "219-09-9999"): return s
def nino():
    first = [c for c in UP if c not in "DFIQUV"]
    second = [c for c in UP if c not in "DFIQUVO"]
    while True:
        p = R.choice(first) + R.choice(second)
        if p in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"): continue
        d = rs(string.digits, 6)
        s = f"{p}{d}{R.choice('ABCD')}"
        if s in ("AB123456C", "QQ123456C"): continue
        return f"{p} {d[:2]} {d[2:4]} {d[4:]} {s[-1]}" if R.random() < 0.5 else s
IBAN_BBAN = {"DE": lambda: rs(string.digits, 18), "FR": lambda: rs(string.digits, 10) + rs(UP + string.digits, 11) + rs(string.digits, 2),
             "ES": lambda: rs(string.digits, 20), "PT": lambda: rs(string.digits, 21), "GB": lambda: rs(UP, 4) + rs(string.digits, 14),
             "NL": lambda: rs(UP, 4) + rs(string.digits, 10), "IT": lambda: rs(UP, 1) + rs(string.digits, 10) + rs(UP + string.digits, 12),
             "BE": lambda: rs(string.digits, 12), "AT": lambda: rs(string.digits, 16), "CH": lambda: rs(string.digits, 5) + rs(UP + string.digits, 12)}
def iban_num(s): return int("".join(str(int(c, 36)) for c in s))
def iban(cc):
    bban = IBAN_BBAN[cc]()
    chk = 98 - iban_num(bban + cc + "00") % 97
    ib = f"{cc}{chk:02d}{bban}"
    return " ".join(ib[i:i+4] for i in range(0, len(ib), 4)) if R.random() < 0.6 else ib
def d(n): return rs(string.digits, n)
PII = {
    "visa": lambda: card(["4"], 16), "mc": lambda: card(["51", "52", "53", "54", "55", "2221", "2720"], 16),
    "amex": lambda: card(["34", "37"], 15), "jcb": lambda: card(["3528", "3566", "3589"], 16), "unionpay": lambda: card(["62"], 16),
    "ssn": ssn, "nino": nino,
    "phone_us": lambda: f"({R.choice(['206','415','617','312','512'])}) 555-01{d(2)}",
    "phone_uk": lambda: f"07700 900{d(3)}",
    "phone_fr": lambda: f"06 {d(2)} {d(2)} {d(2)} {d(2)}", "phone_de": lambda: f"+49 15{R.randint(1,9)} {d(4)} {d(4)}",
    "phone_es": lambda: f"6{d(2)} {d(3)} {d(3)}", "phone_br": lambda: f"(11) 9{d(4)}-{d(4)}",
    "phone_pt": lambda: f"+351 91{d(1)} {d(3)} {d(3)}",
    "phone_cn": lambda: f"1{R.choice('3589')}{d(1)} {d(4)} {d(4)}", "phone_jp": lambda: f"090-{d(4)}-{d(4)}",
}
for cc in IBAN_BBAN: PII["iban_" + cc.lower()] = (lambda c: (lambda: iban(c)))(cc)

# ---------- benign fillers ----------
BENIGN = {"sha": lambda: rs(HEX, 40), "sha7": lambda: rs(HEX, 7), "sha256": lambda: rs(HEX, 64),
          "md5": lambda: rs(HEX, 32), "uuid": lambda: str(uuid.UUID(bytes=R.randbytes(16), version=4))}

def fill(text, table):
    out, i = [], 0
    while True:
        j = text.find("{", i)
        if j < 0: out.append(text[i:]); break
        k = text.find("}", j)
        name = text[j+1:k]
        if name in table:
            out.append(text[i:j]); out.append(table[name]()); i = k + 1
        else:
            out.append(text[i:k+1]); i = k + 1
    return "".join(out)

# ---------- obfuscation ----------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
def zw(t):
    res = []
    for ch in t:
        res.append(ch)
        if not ch.isspace() and R.random() < 0.45: res.append(R.choice(ZW))
    return "".join(res)
def ascii_fold(t): return unicodedata.normalize("NFKD", t).encode("ascii", "ignore").decode()
def tag(vis, hidden): return vis + "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in ascii_fold(hidden)) + "\U000E007F"
def bidi(vis, hidden): return f"{vis} \u202e{hidden[::-1]}\u202c"
def fw(t): return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in t)
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "s": "ѕ", "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В"}
def homo(t): return "".join(HOMO[c] if c in HOMO and R.random() < 0.7 else c for c in t)
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}
def leet(t): return "".join(LEET.get(c, c) if R.random() < 0.8 else c for c in t)
def space(t):
    if any(ord(c) > 0x2E80 for c in t):
        return " ".join(ch for ch in t if ch != " ")
    return "  ".join(" ".join(w) for w in t.split(" "))

def obfuscate(method, body):
    if "||" in body:
        vis, hidden = [s.strip() for s in body.split("||", 1)]
    else:
        vis, hidden = body, None
    if method == "zw": return zw(vis)
    if method == "tag": return tag(vis, hidden)
    if method == "bidi": return bidi(vis, hidden)
    if method == "fw": return fw(vis)
    if method == "homo": return homo(vis)
    if method == "b64": return vis.replace("{P}", base64.b64encode(hidden.encode()).decode())
    if method == "leet": return leet(vis)
    if method == "space": return space(vis)
    raise ValueError(method)

# ---------- layouts ----------
FM_KEYS = {"en": ["summary", "note", "context"], "fr": ["résumé", "note", "contexte"], "de": ["zusammenfassung", "notiz", "kontext"],
           "es": ["resumen", "nota", "contexto"], "pt": ["resumo", "nota", "contexto"], "zh": ["摘要", "备注", "说明"], "ja": ["概要", "メモ", "補足"]}
def layout(text, lang, cls):
    x = R.random()
    if cls == "pii" or x < 0.62: return text, "plain"
    if x < 0.72: return f"<!-- {text} -->", "html-comment"
    if x < 0.80: return f"{R.choice(FM_KEYS[lang])}: {json.dumps(text, ensure_ascii=False)}", "front-matter"
    if x < 0.87 and len(text) < 90 and cls != "secret": return f"## {text}", "heading"
    if x < 0.95: return f"{R.choice(['2026-10-', '2026-11-'])}{R.randint(1, 28):02d}: {text}", "dated"
    return f"> {text}", "quote"

def parse(path):
    sec, rows = None, {}
    for raw in open(path, encoding="utf-8"):
        line = raw.rstrip("\n")
        if not line.strip() or line.startswith("#"): continue
        if line.startswith("[") and line.endswith("]"):
            sec = line[1:-1]; rows.setdefault(sec, []); continue
        kind, _, text = line.partition("| ")
        rows[sec].append((kind.strip(), text.strip()))
    return rows

CLS_FILE = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
def main():
    out = {c: [] for c in CLS_FILE}
    counters = {c: 0 for c in CLS_FILE}
    for lang in LANGS:
        rows = parse(os.path.join(HERE, "hand", f"{lang}.txt"))
        items = []
        for kind, text in rows.get("injection", []):
            t, lay = layout(text, lang, "injection")
            items.append(("injection", t, f"injection/{kind}; layout={lay}"))
        for kind, text in rows.get("obf", []):
            items.append(("injection", obfuscate(kind, text), f"injection/obfuscated-{kind}"))
        for kind, text in rows.get("benign", []):
            t, lay = layout(fill(text, BENIGN), lang, "benign")
            items.append(("benign", t, f"benign/{kind}; layout={lay}"))
        for kind, text in rows.get("secret", []):
            t, lay = layout(fill(text, SECRET), lang, "secret")
            items.append(("secret", t, f"secret/{kind}; layout={lay}"))
        for kind, text in rows.get("pii", []):
            items.append(("pii", fill(text, PII), f"pii/{kind}"))
        for cls, text, note in items:
            counters[cls] += 1
            out[cls].append({"id": f"b11-{cls[:3]}-{lang}-{counters[cls]:04d}", "class": cls, "lang": lang, "text": text, "note": note})
    for cls, fn in CLS_FILE.items():
        with open(os.path.join(OUT, fn), "w", encoding="utf-8") as f:
            for o in out[cls]:
                f.write(json.dumps(o, ensure_ascii=False) + "\n")
    for cls in CLS_FILE:
        print(cls, len(out[cls]), {l: sum(1 for o in out[cls] if o["lang"] == l) for l in LANGS})

if __name__ == "__main__":
    main()
