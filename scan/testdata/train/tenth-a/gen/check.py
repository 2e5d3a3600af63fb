#!/usr/bin/env python3
"""Checker for the t10a set: JSON shape, ids, counts, single-line texts, PII validity,
IP ranges, famous documentation examples, real domains, leftover placeholders. Exit 1 on error."""
import base64, collections, ipaddress, json, os, re, sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
FILES = {"injection": (570, 630), "secret": (55, 65), "pii": (18, 22), "benign": (620, 680)}
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111", "4242424242424242",
          "5555555555554444", "378282246310005", "4012888888881881", "5105105105105100", "6011111111111117",
          "078-05-1120", "219-09-9999", "123-45-6789", "AB123456C", "QQ123456C", "GB82WEST12345698765432",
          "DE89370400440532013000", "FR1420041010050500013M02606", "ES9121000418450200051332",
          "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ", "xoxb-123456789012",
          "ghp_xxxxxxxx", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "EXAMPLEKEY", "000-00-0000"]
REAL_DOMAINS = ["example.com", "example.org", "example.net", "gmail.com", "outlook.com", "hotmail.com", "yahoo.com",
                "qq.com", "163.com", "github.com", "docker.com", "google.com", "pastebin.com", "ngrok.io",
                "webhook.site", "requestbin", "discord.com", "telegram.org", "amazonaws.com"]
BAD_LINE_CHARS = ["\n", "\r", "\u2028", "\u2029", "\x85", "\x0b", "\x0c"]
LITERAL_PH = {"{P}", "{MERCHANT_NAME}", "{FX_API_KEY}"}

errors, warns = [], []
def err(rid, msg): errors.append(f"{rid}: {msg}")

def luhn(d):
    s = 0
    for i, c in enumerate(reversed(d)):
        n = int(c)
        if i % 2: n = n * 2 - 9 if n * 2 > 9 else n * 2
        s += n
    return s % 10 == 0

def iban_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s): return False
    lens = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "IE": 22, "GB": 22, "BR": 29}
    if s[:2] in lens and len(s) != lens[s[:2]]: return False
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1

def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and int(a) < 900 and g != "00" and n != "0000"

def nino_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", s): return False
    return s[0] not in "DFIQUV" and s[1] not in "DFIOQUV" and s[:2] not in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ")

CARD_RE = re.compile(r"(?<![\w-])(?:\d[ -]?){12,18}\d(?![\w-])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b")
SSN_RE = re.compile(r"(?<!\d)\d{3}-\d{2}-\d{4}(?!\d)")
NINO_RE = re.compile(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
PHONE_RE = re.compile(r"(?:\+\d{2,3}[ \d-]{8,16}\d|\b0[789]0-\d{4}-\d{4}\b|\b07700 900\d{3}\b)")
IP_RE = re.compile(r"(?<![\w.])(\d{1,3}(?:\.\d{1,3}){3})(?![\w.]|\.\d)")
MAIL_RE = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
URL_RE = re.compile(r"https?://([\w.-]+)")

ids, counts, sub = set(), collections.Counter(), collections.Counter()
for cls, (lo, hi) in FILES.items():
    path = os.path.join(OUT, f"{cls}.jsonl")
    n = 0
    for ln_no, raw in enumerate(open(path, encoding="utf-8"), 1):
        try:
            r = json.loads(raw)
        except Exception as e:
            err(f"{cls}:{ln_no}", f"bad JSON {e}"); continue
        n += 1
        rid = r.get("id", f"{cls}:{ln_no}")
        if set(r) != {"id", "class", "lang", "text", "note"}: err(rid, f"keys {sorted(r)}")
        if not str(rid).startswith("t10a-"): err(rid, "id prefix")
        if rid in ids: err(rid, "duplicate id")
        ids.add(rid)
        if r.get("class") != cls: err(rid, "class/file mismatch")
        if r.get("lang") not in LANGS: err(rid, "lang")
        t = r.get("text", "")
        if not t.strip(): err(rid, "empty text")
        if any(c in t for c in BAD_LINE_CHARS): err(rid, "multi-line text")
        if not r.get("note"): err(rid, "empty note")
        counts[(cls, r["lang"])] += 1
        s = r["note"].split("subkind=")[1].split(";")[0] if "subkind=" in r["note"] else "?"
        sub[(cls, s)] += 1
        for f in FAMOUS:
            if f.lower() in t.lower().replace(" ", "") or f.lower() in t.lower(): err(rid, f"famous example {f}")
        for m in IP_RE.finditer(t):
            try:
                ip = ipaddress.ip_address(m.group(1))
                if not any(ip in net for net in ALLOWED_NETS): err(rid, f"IP outside doc ranges {ip}")
            except ValueError:
                err(rid, f"bad IP-like {m.group(1)}")
        for dom in MAIL_RE.findall(t) + URL_RE.findall(t):
            if any(dom.lower().endswith(d) or d in dom.lower() for d in REAL_DOMAINS): err(rid, f"real domain {dom}")
        for ph in re.findall(r"\{[A-Z0-9_]+\}", t):
            if ph not in LITERAL_PH: err(rid, f"unfilled placeholder {ph}")
        # PII validity
        cards = [re.sub(r"\D", "", c) for c in CARD_RE.findall(IBAN_RE.sub(" ", t))]
        cards = [c for c in cards if 13 <= len(c) <= 19]
        if cls == "pii":
            found = 0
            for c in cards:
                if luhn(c): found += 1
                elif not PHONE_RE.search(t): err(rid, f"card not Luhn-valid {c}")
            for m in IBAN_RE.findall(t):
                if iban_ok(m): found += 1
                else: err(rid, f"invalid IBAN {m}")
            for m in SSN_RE.findall(t):
                if ssn_ok(m): found += 1
                else: err(rid, f"invalid SSN {m}")
            for m in NINO_RE.findall(t):
                if nino_ok(m): found += 1
                else: err(rid, f"invalid NINO {m}")
            if PHONE_RE.search(t): found += 1
            if not found: err(rid, "pii line without a valid identifier")
            kind = s
            checks = {"card": any(luhn(c) for c in cards), "iban": any(iban_ok(m) for m in IBAN_RE.findall(t)),
                      "ssn": any(ssn_ok(m) for m in SSN_RE.findall(t)), "nino": any(nino_ok(m) for m in NINO_RE.findall(t)),
                      "phone": bool(PHONE_RE.search(t))}
            if kind in checks and not checks[kind]: err(rid, f"pii subkind {kind} not validated")
        elif cls in ("benign", "injection"):
            for c in cards:
                if luhn(c) and len(c) in (15, 16): err(rid, f"Luhn-valid card-like number in {cls} line")
            for m in IBAN_RE.findall(t):
                if iban_ok(m): err(rid, f"valid IBAN in {cls} line")
        # obfuscation actually present
        if s.startswith("obfuscated-"):
            meth = s.split("-", 1)[1]
            ok = {"zw": any(c in t for c in "\u200b\u200c\u200d\u2060"),
                  "tags": any(0xE0000 <= ord(c) <= 0xE007F for c in t),
                  "bidi": "\u202e" in t,
                  "fullwidth": any(0xFF01 <= ord(c) <= 0xFF5E for c in t),
                  "homoglyph": any(0x0400 <= ord(c) <= 0x04FF for c in t),
                  "b64": bool(re.search(r"[A-Za-z0-9+/]{40,}={0,2}", t)),
                  "leet": bool(re.search(r"[a-z]*\d[a-z]+\d", t)),
                  "spacing": bool(re.search(r"(?:\S ){5,}\S", t))}.get(meth, False)
            if not ok: err(rid, f"obfuscation {meth} not detectable")
            if meth == "b64":
                b = re.search(r"[A-Za-z0-9+/]{40,}={0,2}", t).group(0)
                try: base64.b64decode(b).decode("utf-8")
                except Exception: err(rid, "base64 payload does not decode")
    if not lo <= n <= hi: err(cls, f"count {n} outside {lo}-{hi}")

# distribution checks
inj = {k[1]: v for k, v in sub.items() if k[0] == "injection"}
obf = sum(v for k, v in inj.items() if k.startswith("obfuscated"))
if not 50 <= obf <= 70: err("injection", f"obfuscated count {obf}")
for k in ("secrecy", "persona", "override", "exfil", "sensitive", "safeguard", "marker"):
    if inj.get(k, 0) < 30: err("injection", f"subkind {k} has {inj.get(k, 0)} < 30")
if not (inj.get("secrecy", 0) > inj.get("override", 0) * 2 and inj.get("persona", 0) > inj.get("override", 0) * 2):
    err("injection", "secrecy/persona not weighted most")
tot_inj = sum(v for (c, l), v in counts.items() if c == "injection")
en_share = counts[("injection", "en")] / tot_inj
if not 0.2 <= en_share <= 0.3: err("injection", f"English share {en_share:.2f}")
for cls in FILES:
    for lang in LANGS:
        if counts[(cls, lang)] == 0: err(cls, f"no lines for {lang}")

print("class x lang:")
for cls in FILES:
    print(f"  {cls:9s}", " ".join(f"{l}={counts[(cls, l)]}" for l in ["en", "fr", "de", "es", "pt", "zh", "ja"]),
          "total", sum(counts[(cls, l)] for l in LANGS))
print("injection subkinds:", dict(sorted(inj.items())))
if errors:
    print(f"FAIL: {len(errors)} errors"); print("\n".join(errors[:60])); sys.exit(1)
print("OK: all checks passed")
