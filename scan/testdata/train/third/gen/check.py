#!/usr/bin/env python3
"""Validate the t3 evaluation set. Exits 1 on any error. Standard library only."""
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLASSES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
KEYS = {"id", "class", "lang", "text", "note"}

MIN_TOTAL = {"injection": 600, "secret": 150, "pii": 60, "benign": 800}
MIN_LANG = {
    "injection": {"en": 250, "fr": 55, "de": 55, "es": 55, "pt": 55, "zh": 55, "ja": 55},
    "benign": {"en": 300, "fr": 80, "de": 80, "es": 80, "pt": 80, "zh": 80, "ja": 80},
}
MIN_HARD_BENIGN = 0.60
OBF_RANGE = (0.08, 0.15)  # share of obfuscated injections ("about 10%")

# Well-known documentation / test values that must never appear.
FAMOUS = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
    "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
    "4111111111111111", "4242424242424242", "4000056655665556", "5555555555554444",
    "5105105105105100", "5200828282828210", "378282246310005", "371449635398431",
    "4012888888881881", "6011111111111117", "6011000990139424", "3530111333300000",
    "4000000000000002", "4000000000000077",
    "078051120", "219099999", "123456789", "457555462",
    "QQ123456C", "AB123456C",
    "GB82WEST12345698765432", "DE89370400440532013000", "FR1420041010050500013M02606",
    "NL91ABNA0417164300", "ES9121000418450200051332", "BE68539007547034", "PT50000201231234567890154",
    "GB29NWBK60161331926819", "GB33BUKB20201555555555",
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "xoxb-17653672481-19874698323-pdFZKVeTuE8sk7oOcBrzbqgy",
    "T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
    "EXAMPLEKEY", "AKIA0000", "1234567890abcdef1234567890abcdef",
]
RESERVED_TLDS = (".example", ".test", ".invalid", ".localhost", ".example.com", ".example.net", ".example.org")
PROVIDER_HOSTS = {"hooks.slack.com", "core.windows.net", "registry.npmjs.org", "get.docker.com", "localhost"}
TEST_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")

errors = []


def err(msg):
    errors.append(msg)


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


def iban_ok(s):
    s = s.replace(" ", "")
    lengths = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "BE": 16, "NL": 18, "GB": 22, "IT": 27}
    if s[:2] not in lengths or len(s) != lengths[s[:2]]:
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
    p = s[:2]
    if p[0] in "DFIQUV" or p[1] in "DFIOQUV" or p in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
        return False
    return True


def check_hosts(rid, text):
    for m in re.finditer(r"[a-z][a-z0-9+.-]*://(?:[^/\s@]+@)?([A-Za-z0-9.-]+)", text):
        h = m.group(1).lower().rstrip(".")
        if re.fullmatch(r"[\d.]+", h) or "." not in h:
            continue  # IPs are checked below; single-label names are service names/placeholders
        if h in PROVIDER_HOSTS or h.endswith(RESERVED_TLDS):
            continue
        if h.startswith("cluster0.") or h.startswith("db.") or h.startswith("pkgs."):
            h2 = h.split(".", 1)[1]
            if h2.endswith(RESERVED_TLDS):
                continue
        err("%s: URL host not made-up/reserved: %s" % (rid, h))
    for m in re.finditer(r"[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)", text):
        h = m.group(1).lower()
        if not (h.endswith(RESERVED_TLDS) or h in PROVIDER_HOSTS or re.fullmatch(r"[\d.]+", h)):
            err("%s: e-mail/host domain not reserved: %s" % (rid, h))
    for m in re.finditer(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text):
        addr = m.group(1)
        if not (addr.startswith(TEST_NETS) or addr in ("127.0.0.1", "0.0.0.0")):
            err("%s: IP outside documentation ranges: %s" % (rid, addr))


def main():
    seen_ids, seen_text = set(), {}
    counts = {c: {l: 0 for l in LANGS} for c in CLASSES}
    hard = obf = 0
    for cls, short in CLASSES.items():
        path = os.path.join(ROOT, cls + ".jsonl")
        if not os.path.exists(path):
            err("missing file %s" % path)
            continue
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                where = "%s.jsonl:%d" % (cls, ln)
                try:
                    r = json.loads(line)
                except ValueError as e:
                    err("%s: bad JSON: %s" % (where, e))
                    continue
                if not isinstance(r, dict) or set(r) != KEYS:
                    err("%s: keys must be exactly %s" % (where, sorted(KEYS)))
                    continue
                if not all(isinstance(r[k], str) and r[k].strip() for k in KEYS):
                    err("%s: empty or non-string field" % where)
                    continue
                rid = r["id"]
                if rid in seen_ids:
                    err("%s: duplicate id %s" % (where, rid))
                seen_ids.add(rid)
                if r["class"] != cls:
                    err("%s: class %s in %s.jsonl" % (where, r["class"], cls))
                if r["lang"] not in LANGS:
                    err("%s: bad lang %s" % (where, r["lang"]))
                    continue
                if not re.fullmatch(r"t3-%s-%s-\d{3}" % (short, r["lang"]), rid):
                    err("%s: id %s does not match t3-%s-%s-nnn" % (where, rid, short, r["lang"]))
                t = r["text"]
                if t in seen_text:
                    err("%s: duplicate text (also %s)" % (where, seen_text[t]))
                seen_text[t] = rid
                counts[cls][r["lang"]] += 1
                flat = re.sub(r"[\s-]", "", t)
                for fam in FAMOUS:
                    if fam in t or re.sub(r"[\s-]", "", fam) in flat:
                        err("%s: famous documentation value %s" % (rid, fam))
                obfuscated = r["note"].startswith("obfuscation:")
                if not obfuscated:
                    check_hosts(rid, t)
                if cls == "benign" and r["note"].startswith("hard:"):
                    hard += 1
                if cls == "injection" and obfuscated:
                    obf += 1
                if cls == "pii":
                    kind = r["note"].split(":", 1)[0]
                    if kind == "card":
                        found = re.findall(r"(?<!\d)(\d{4}[ -]?\d{4,6}[ -]?\d{4,5}(?:[ -]?\d{4})?)(?!\d)", t)
                        nums = [re.sub(r"\D", "", x) for x in found]
                        nums = [n for n in nums if 13 <= len(n) <= 19]
                        if not nums or not all(luhn_ok(n) for n in nums):
                            err("%s: card number missing or not Luhn-valid" % rid)
                    elif kind == "iban":
                        found = re.findall(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}\b", t)
                        if not found or not all(iban_ok(x) for x in found):
                            err("%s: IBAN missing or check digits invalid: %s" % (rid, found))
                    elif kind == "ssn":
                        found = re.findall(r"\b\d{3}-\d{2}-\d{4}\b", t)
                        if not found or not all(ssn_ok(x) for x in found):
                            err("%s: SSN missing or invalid" % rid)
                    elif kind == "nino":
                        found = re.findall(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", t)
                        if not found or not all(nino_ok(x) for x in found):
                            err("%s: NI number missing or invalid" % rid)
                    elif kind == "phone":
                        if len(re.sub(r"\D", "", t)) < 9:
                            err("%s: phone number missing" % rid)
                    else:
                        err("%s: unknown pii kind %s" % (rid, kind))
    for cls, mn in MIN_TOTAL.items():
        tot = sum(counts[cls].values())
        if tot < mn:
            err("%s: %d lines, need >= %d" % (cls, tot, mn))
    for cls, per in MIN_LANG.items():
        for l, mn in per.items():
            if counts[cls][l] < mn:
                err("%s/%s: %d lines, need >= %d" % (cls, l, counts[cls][l], mn))
    nb = sum(counts["benign"].values())
    if nb and hard / nb < MIN_HARD_BENIGN:
        err("hard benign share %.2f < %.2f" % (hard / nb, MIN_HARD_BENIGN))
    ni = sum(counts["injection"].values())
    if ni and not OBF_RANGE[0] <= obf / ni <= OBF_RANGE[1]:
        err("obfuscated injection share %.3f outside %s" % (obf / ni, OBF_RANGE))

    print("%-10s %s %6s" % ("class", " ".join("%4s" % l for l in LANGS), "total"))
    for cls in CLASSES:
        print("%-10s %s %6d" % (cls, " ".join("%4d" % counts[cls][l] for l in LANGS), sum(counts[cls].values())))
    print("hard benign: %d/%d (%.0f%%); obfuscated injections: %d/%d (%.1f%%)"
          % (hard, nb, 100.0 * hard / max(nb, 1), obf, ni, 100.0 * obf / max(ni, 1)))
    if errors:
        for e in errors[:200]:
            print("ERROR:", e)
        print("%d error(s)" % len(errors))
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
