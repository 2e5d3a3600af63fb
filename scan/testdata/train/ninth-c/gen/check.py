#!/usr/bin/env python3
"""Checker for the t9c set (Python 3 standard library only). Exit code 0 = pass."""
import ipaddress, json, os, re, sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
TARGET = {"injection": (570, 630), "secret": (76, 84), "pii": (28, 32), "benign": (620, 680)}
ALLOWED_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
OK_TLDS = (".example", ".test", ".internal", ".invalid", ".lan")
OK_HOSTS = {"get.docker.com", "hooks.slack.com"}  # real hosts allowed only as brief-sanctioned facts / real key shapes
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111111111111111", "4242424242424242",
          "5555555555554444", "4012888888881881", "378282246310005", "371449635398431", "6011111111111117",
          "5105105105105100", "078-05-1120", "219-09-9999", "123-45-6789", "QQ123456C", "QQ 12 34 56 C",
          "AB123456C", "GB82WEST12345698765432", "DE89370400440532013000", "CH9300762011623852957",
          "BE68539007547034", "ES9121000418450200051332", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "example.com", "example.org", "ghp_xxxxxxxx", "xoxb-1234", "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
          "SG.xxxxx", "555-555-5555", "user@example"]
BAD_CHARS = ["\n", "\r", "\u2028", "\u2029", "\x85", "\x0b", "\x0c"]
KEY_RX = re.compile(r"AKIA[A-Z2-7]{16}|ghp_[A-Za-z0-9]{36}|github_pat_|glpat-|xox[bp]-|sk_live_|rk_live_|sk-ant-|sk-proj-|"
                    r"-----BEGIN [A-Z ]*PRIVATE KEY|npm_[A-Za-z0-9]{36}|hf_[A-Za-z]{30}|dop_v1_|shpat_|AIza[\w-]{35}|pypi-AgEI|"
                    r"SG\.[\w-]{22}\.|eyJ[\w-]+\.eyJ[\w-]+\.|AccountKey=|://[^/\s:@]+:[^/\s@]+@")
OBF_TECH = {"zero-width": "zw", "tag characters": "tag", "bidi": "bidi", "full-width": "fw", "homoglyph": "homo",
            "base64-encoded": "b64", "leetspeak": "leet", "letter spacing": "space"}

errors = []


def err(msg):
    errors.append(msg)


def luhn(d):
    s = 0
    for i, c in enumerate(reversed(d)):
        n = int(c)
        if i % 2:
            n *= 2
            n -= 9 if n > 9 else 0
        s += n
    return s % 10 == 0


def iban_ok(s):
    s = s.replace(" ", "")
    lens = {"BE": 16, "CH": 21, "AO": 25, "ES": 24, "DE": 22, "FR": 27, "GB": 22, "PT": 25}
    if s[:2] not in lens or len(s) != lens[s[:2]]:
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def ssn_ok(s):
    a, g, n = s.split("-")
    return a not in ("000", "666") and int(a) < 900 and g != "00" and n != "0000"


def nino_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-Z]{2}\d{6}[A-D]", s):
        return False
    a, b = s[0], s[1]
    return a not in "DFIQUV" and b not in "DFIQUVO" and s[:2] not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


CARD_RX = re.compile(r"(?<![\d-])(\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{4}|\d{4} \d{6} \d{5}|\d{15,16})(?![\d-])")
IBAN_RX = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?)\b")
SSN_RX = re.compile(r"(?<![\d-])(\d{3}-\d{2}-\d{4})(?![\d-])")
NINO_RX = re.compile(r"\b([A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D])\b")
PHONE_RX = re.compile(r"(\+\d{2,3}[ \d-]{8,16}\d|\(\d{3}\) \d{3}-\d{4}|0\d{2,3}-\d{3,4}-\d{3,4})")
IP_RX = re.compile(r"(?<![\d.])(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?![\d.])")
URL_RX = re.compile(r"(?<![a-z0-9])(?!s3://)[a-z][a-z0-9+.-]*://(?:[^\s/@]+@)?([^\s/:?#|)\]]+)", re.I)
MAIL_RX = re.compile(r"[\w.+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")


def host_ok(h):
    h = h.lower().rstrip(".")
    if IP_RX.fullmatch(h):
        return True  # checked by the IP rule
    return h.endswith(OK_TLDS) or h in OK_HOSTS or h.endswith(".core.windows.net") or h == "core.windows.net"


def pii_ids(text):
    found = []
    for m in SSN_RX.finditer(text):
        found.append(("ssn", m.group(1), ssn_ok(m.group(1))))
    for m in NINO_RX.finditer(text):
        found.append(("nino", m.group(1), nino_ok(m.group(1))))
    for m in IBAN_RX.finditer(text):
        if m.group(1)[:2] in ("BE", "CH", "AO", "ES", "DE", "FR", "GB", "PT") and sum(c.isdigit() for c in m.group(1)) > 10:
            found.append(("iban", m.group(1), iban_ok(m.group(1))))
    no_iban = IBAN_RX.sub(lambda m: "#" * len(m.group(0)) if sum(c.isdigit() for c in m.group(1)) > 10 else m.group(0), text)
    for m in CARD_RX.finditer(no_iban):
        d = re.sub(r"\D", "", m.group(1))
        found.append(("card", m.group(1), luhn(d)))
    for m in PHONE_RX.finditer(text):
        found.append(("phone", m.group(1), True))
    return found


def main():
    rows = {}
    ids = set()
    texts = Counter()
    for cls, fn in FILES.items():
        path = os.path.join(OUT, fn)
        rows[cls] = []
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                where = f"{fn}:{n}"
                try:
                    r = json.loads(line)
                except ValueError as e:
                    err(f"{where}: bad JSON ({e})"); continue
                if set(r) != {"id", "class", "lang", "text", "note"}:
                    err(f"{where}: keys {sorted(r)}")
                if not str(r.get("id", "")).startswith("t9c-"):
                    err(f"{where}: id {r.get('id')}")
                if r["id"] in ids:
                    err(f"{where}: duplicate id")
                ids.add(r["id"])
                if r["class"] != cls:
                    err(f"{where}: class {r['class']} in {fn}")
                if r["lang"] not in LANGS:
                    err(f"{where}: lang {r['lang']}")
                t = r["text"]
                if not isinstance(t, str) or not t.strip() or not r["note"].strip():
                    err(f"{where}: empty text/note")
                if any(c in t for c in BAD_CHARS):
                    err(f"{where}: text not single-line")
                texts[t] += 1
                rows[cls].append(r)
    for t, c in texts.items():
        if c > 1:
            err(f"duplicate text x{c}: {t[:60]}")

    # counts
    for cls, (lo, hi) in TARGET.items():
        n = len(rows[cls])
        if not lo <= n <= hi:
            err(f"{cls}: {n} rows, expected {lo}-{hi}")
        langs = Counter(r["lang"] for r in rows[cls])
        for l in LANGS:
            if not langs[l]:
                err(f"{cls}: no {l} rows")
    inj = rows["injection"]
    en_share = sum(r["lang"] == "en" for r in inj) / max(1, len(inj))
    if not 0.2 <= en_share <= 0.3:
        err(f"English share of injections {en_share:.2f}")
    obf = [r for r in inj if "obfuscated" in r["note"]]
    if not 110 <= len(obf) <= 130:
        err(f"{len(obf)} obfuscated injections, expected about 120")
    techs = Counter()
    for r in obf:
        for k, v in OBF_TECH.items():
            if k in r["note"]:
                techs[v] += 1
    for v in OBF_TECH.values():
        if not techs[v]:
            err(f"obfuscation {v} unused")
    subk = Counter(r["note"].split(":")[0] for r in inj if "obfuscated" not in r["note"])
    for s in ("override", "persona", "secrecy", "exfil", "target", "safeguard", "marker"):
        if not subk[f"injection/{s}"]:
            err(f"injection subkind {s} missing")
    # obfuscated texts must actually carry the trick
    for r in obf:
        t = r["text"]
        tech = next(v for k, v in OBF_TECH.items() if k in r["note"])
        ok = {"zw": any(c in t for c in "\u200b\u200c\u200d\u2060"),
              "tag": any(0xE0000 <= ord(c) <= 0xE007F for c in t),
              "bidi": any(c in t for c in "\u202e\u2067"),
              "fw": any(0xFF01 <= ord(c) <= 0xFF5E for c in t),
              "homo": any(0x0400 <= ord(c) <= 0x04FF for c in t),
              "b64": re.search(r"[A-Za-z0-9+/]{24,}={0,2}", t) is not None,
              "leet": len(re.findall(r"(?<=[A-Za-z])[0-9]|[0-9](?=[A-Za-z])", t)) >= 2,
              "space": re.search(r"(\S[ .-]){4,}", t) is not None}[tech]
        if not ok:
            err(f"{r['id']}: {tech} transform not visible")

    # every text: IPs, hosts, mails, famous examples
    for cls, items in rows.items():
        for r in items:
            t = r["text"]
            for ip in IP_RX.findall(t):
                try:
                    a = ipaddress.ip_address(ip)
                except ValueError:
                    err(f"{r['id']}: bad ip-like {ip}"); continue
                if not any(a in n for n in ALLOWED_NETS):
                    err(f"{r['id']}: IP {ip} outside documentation ranges")
            for h in URL_RX.findall(t):
                if not host_ok(h):
                    err(f"{r['id']}: host {h} not made-up")
            for h in MAIL_RX.findall(t):
                if not host_ok(h):
                    err(f"{r['id']}: mail domain {h} not made-up")
            low = t.lower()
            for f in FAMOUS:
                if f.lower() in low.replace(" ", "") or f.lower() in low:
                    err(f"{r['id']}: famous example {f}")
            if cls in ("benign", "injection", "pii") and KEY_RX.search(t):
                err(f"{r['id']}: key material in a {cls} line")
            if cls in ("benign", "injection", "secret"):
                for kind, val, valid in pii_ids(t):
                    if kind in ("card", "iban", "ssn", "nino") and valid:
                        err(f"{r['id']}: valid {kind} {val} in a {cls} line")

    # pii lines: every identifier valid, at least one present
    for r in rows["pii"]:
        ids_ = pii_ids(r["text"])
        if not ids_:
            err(f"{r['id']}: no personal identifier found")
        for kind, val, valid in ids_:
            if not valid:
                err(f"{r['id']}: invalid {kind} {val}")
        kinds = {k for k, _, _ in ids_}
        sub = r["note"].split(":")[0]
        need = {"card": "card", "ssn": "us-ssn", "nino": "uk-nino", "iban": "iban", "phone": "phone"}
        for k in kinds - {"phone"}:
            if need[k] not in sub:
                err(f"{r['id']}: found {k} but note says {sub}")
    # secret lines: at least the placeholder was filled
    for r in rows["secret"]:
        if re.search(r"\{[A-Z0-9_]+\}", r["text"]):
            err(f"{r['id']}: unfilled placeholder")

    print("counts:", {c: len(v) for c, v in rows.items()}, "obfuscated:", len(obf), dict(techs))
    if errors:
        print(f"FAIL: {len(errors)} problem(s)")
        for e in errors[:80]:
            print(" -", e)
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
