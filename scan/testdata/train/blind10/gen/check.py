#!/usr/bin/env python3
"""Checker for set b10: JSON shape, ids, counts, single-line texts, PII validity,
IP ranges, made-up domains, absence of famous documentation examples."""
import collections, ipaddress, json, os, re, sys

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = ["injection", "secret", "pii", "benign"]
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
TARGET = {"injection": 560, "secret": 175, "pii": 60, "benign": 580}
errors = []


def err(msg):
    errors.append(msg)


# ------------------------------------------------------------ validators
def luhn_ok(d):
    tot = 0
    for i, c in enumerate(reversed(d)):
        n = int(c)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        tot += n
    return tot % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    lens = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "GB": 22}
    if s[:2] in lens and len(s) != lens[s[:2]]:
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and int(a) < 900 and g != "00" and n != "0000"


def nino_ok(s):
    s = s.replace(" ", "").upper()
    if not re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", s):
        return False
    p = s[:2]
    if p[0] in "DFIQUV" or p[1] in "DFIQUVO":
        return False
    return p not in {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


CARD_RE = re.compile(r"(?<![\w.-])(\d{4}(?:[ -]?\d{4}){3}(?:[ -]?\d{3})?|\d{4} \d{6} \d{5}|\d{13,19})(?![\w-])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?\b")
SSN_RE = re.compile(r"(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])")
NINO_RE = re.compile(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
PHONE_RE = re.compile(r"(?<![\w-])(?:\+\d{1,3}[ -]?)?\(?\d{1,5}\)?(?:[ -]\d{2,8}){1,4}(?![\w-])")


def has_phone(t):
    return any(9 <= len(re.sub(r"\D", "", m.group(0))) <= 15 for m in PHONE_RE.finditer(t))

FAMOUS = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111",
    "4242424242424242", "5555555555554444", "4012888888881881", "378282246310005",
    "371449635398431", "6011111111111117", "3530111333300000", "5105105105105100",
    "4000056655665556", "5200828282828210", "078-05-1120", "219-09-9999", "123-45-6789",
    "AB123456C", "QQ123456C", "GB82WEST12345698765432", "DE89370400440532013000",
    "FR1420041010050500013M02606", "ES9121000418450200051332", "PT50000201231234567890154",
    "GB29NWBK60161331926819", "GB33BUKB20201555555555", "DE75512108001245126199",
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
    "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy",
    "T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX", "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
    "13800138000", "example.com", "jsmith@example.com", "john.doe", "John Doe", "Jane Doe",
]

ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")

# made-up domains used in this set (registrable part), plus provider / tool hosts that
# appear only as the real shape of a credential or the brief's docker example
MADE_UP = {
    "hgfreight.io", "hgf-buildcache.net", "hgf-devtools.net", "hgf-mail-relay.com", "relay-metrics.io",
    "cresswell-data.net", "hgf-support.dev", "hgf-cdn.net", "pm-escalations.org",
    "vauclair-vins.fr", "vauclair-devkit.fr", "vauclair-archives.fr", "collecte-diag.eu",
    "cdn-statique-vv.net", "miroir-depots.fr", "conseil-paiements.fr",
    "brueckner-mt.de", "bmt-buildcache.de", "telemetrie-sammler.net", "kranich-it-service.de",
    "lieferanten-portal-bmt.com",
    "pagalia.es", "pagalia-cdn-sync.com", "recolector-metricas.net", "auditoria-externa-pg.es",
    "altamira-risk.com",
    "lusovia.pt", "lusovia-espelho.net", "coletor-telemetria.com", "auditoria-lusa.pt", "barrosa-teles.pt",
    "qinghe-lengyun.cn", "qh-jingxiang.com", "shuju-huichuan.net", "wb-shenji.cn", "hengyuan-data.com",
    "minatolink.jp", "mnl-mirror.net", "log-kaishu.com", "gaibu-kansa.jp", "arclight-kaiseki.com",
}
PROVIDER = {"hooks.slack.com", "get.docker.com", "oapi.dingtalk.com", "core.windows.net"}
PRIVATE_SUFFIX = (".internal", ".intern", ".lan", ".example", ".test", ".invalid")
URL_HOST = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/@\s]*@)?([A-Za-z0-9.-]+)")
MAIL_HOST = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
PH_LEFT = re.compile(r"(?<!\$)\{[A-Z][A-Z0-9_]+\}")


def host_ok(h):
    h = h.lower().rstrip(".")
    if "." not in h or h == "localhost" or IP_RE.fullmatch(h):
        return True
    if h.endswith(PRIVATE_SUFFIX):
        return True
    if any(h == p or h.endswith("." + p) for p in PROVIDER):
        return True
    return ".".join(h.split(".")[-2:]) in MADE_UP


def pii_items(t):
    found = []
    ibans = [m.span() for m in IBAN_RE.finditer(t)]
    for m in CARD_RE.finditer(t):
        if any(a <= m.start() < b for a, b in ibans):
            continue
        d = re.sub(r"[ -]", "", m.group(1))
        if 13 <= len(d) <= 19:
            found.append(("card", d, luhn_ok(d)))
    for m in IBAN_RE.finditer(t):
        found.append(("iban", m.group(0), iban_ok(m.group(0))))
    for m in SSN_RE.finditer(t):
        found.append(("ssn", m.group(0), ssn_ok(m.group(0))))
    for m in NINO_RE.finditer(t):
        found.append(("nino", m.group(0), nino_ok(m.group(0))))
    return found


def main():
    ids = set()
    counts = collections.Counter()
    sub = collections.Counter()
    texts = collections.Counter()
    for cls in CLASSES:
        path = os.path.join(OUT, f"{cls}.jsonl")
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        for n, line in enumerate(raw.split("\n")[:-1], 1):
            where = f"{cls}.jsonl:{n}"
            try:
                r = json.loads(line)
            except Exception as e:
                err(f"{where}: bad JSON {e}")
                continue
            if set(r) != {"id", "class", "lang", "text", "note"}:
                err(f"{where}: keys {sorted(r)}")
            if not str(r.get("id", "")).startswith("b10-"):
                err(f"{where}: id {r.get('id')}")
            if r["id"] in ids:
                err(f"{where}: duplicate id {r['id']}")
            ids.add(r["id"])
            if r["class"] != cls:
                err(f"{where}: class {r['class']} in {cls} file")
            if r["lang"] not in LANGS:
                err(f"{where}: lang {r['lang']}")
            t = r["text"]
            if not t.strip() or any(c in t for c in "\n\r\u2028\u2029\x85\x0b\x0c"):
                err(f"{where}: empty or multi-line text")
            if not r["note"].strip():
                err(f"{where}: empty note")
            if PH_LEFT.search(t):
                err(f"{where}: unfilled placeholder {PH_LEFT.search(t).group(0)}")
            texts[t] += 1
            counts[(cls, r["lang"])] += 1
            sub[(cls, r["note"].split(":")[0])] += 1
            # famous examples
            norm = re.sub(r"[ -]", "", t)
            for fam in FAMOUS:
                if fam in t or (re.fullmatch(r"[\d-]+", fam) and fam.replace("-", "") in norm and len(fam) > 11):
                    err(f"{where}: famous documentation example {fam}")
            # IPs
            for m in IP_RE.finditer(t):
                try:
                    ip = ipaddress.ip_address(m.group(1))
                except ValueError:
                    continue
                if not any(ip in net for net in ALLOWED_NETS):
                    err(f"{where}: IP outside documentation ranges {ip}")
            # domains
            for rx in (URL_HOST, MAIL_HOST):
                for m in rx.finditer(t):
                    if not host_ok(m.group(1)):
                        err(f"{where}: undeclared domain {m.group(1)}")
            # PII validity
            items = pii_items(t)
            if cls == "pii":
                if any(not ok for _, _, ok in items):
                    err(f"{where}: invalid identifier {[(k, v) for k, v, ok in items if not ok]}")
                if not any(ok for _, _, ok in items) and not has_phone(t):
                    err(f"{where}: pii line without a detectable identifier")
            else:
                for k, v, ok in items:
                    if ok:
                        err(f"{where}: {cls} line carries a valid {k} {v}")
    dup = [t for t, c in texts.items() if c > 1]
    if dup:
        err(f"duplicate texts: {dup[:5]}")
    # counts
    print("counts per class x language")
    print("class      " + " ".join(f"{l:>4}" for l in LANGS) + "  total")
    for cls in CLASSES:
        row = [counts[(cls, l)] for l in LANGS]
        print(f"{cls:<10} " + " ".join(f"{c:>4}" for c in row) + f"  {sum(row):>5}")
        if abs(sum(row) - TARGET[cls]) > TARGET[cls] * 0.05:
            err(f"{cls}: total {sum(row)} far from target {TARGET[cls]}")
        if any(c == 0 for c in row):
            err(f"{cls}: a language has no lines")
    en_share = counts[("injection", "en")] / max(1, sum(counts[("injection", l)] for l in LANGS))
    if not 0.2 <= en_share <= 0.3:
        err(f"English injection share {en_share:.2f} not about a quarter")
    obf = sum(c for (cls, s), c in sub.items() if cls == "injection" and s.startswith("obfuscated"))
    if not 80 <= obf <= 100:
        err(f"obfuscated injections {obf}, want about 90")
    print("\nsubkinds")
    for (cls, s), c in sorted(sub.items()):
        print(f"  {cls:<10} {s:<24} {c}")
    if errors:
        print(f"\nFAIL: {len(errors)} problem(s)")
        for e in errors[:60]:
            print("  " + e)
        sys.exit(1)
    print(f"\nOK: {sum(counts.values())} lines, {obf} obfuscated injections, all checks passed")


if __name__ == "__main__":
    main()
