#!/usr/bin/env python3
"""Validate the blind7 evaluation set (stdlib only). Exit code 0 = all checks pass."""
import collections
import ipaddress
import json
import os
import re
import sys

ROOT = os.environ.get("BLIND7_ROOT") or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
FILES = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
TARGET = {"injection": 550, "secret": 175, "pii": 60, "benign": 575}
ID_RE = re.compile(r"^b7-(inj|sec|pii|ben)-(en|fr|de|es|pt|zh|ja)-(\d{3})$")
NOTE_RE = re.compile(r"^([a-z][a-z0-9-]*): \S")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG", "4111111111111111", "4111 1111 1111 1111",
          "4242424242424242", "4242 4242 4242 4242", "5555555555554444", "378282246310005",
          "078-05-1120", "219-09-9999", "123-45-6789", "QQ123456C", "AB123456C",
          "DE89370400440532013000", "DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432",
          "GB29NWBK60161331926819", "FR1420041010050500013M02606", "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
          "xoxb-123456789012", "ghp_xxxxxxxx", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ"]

errors = []


def err(msg):
    errors.append(msg)


def luhn_ok(ds):
    tot = 0
    for i, c in enumerate(reversed(ds)):
        d = int(c)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        tot += d
    return tot % 10 == 0


CARD_RE = re.compile(r"(?<![\d])(\d(?:[ -]?\d){12,18})(?![\d])")


def card_numbers(text):
    return [re.sub(r"[ -]", "", m) for m in CARD_RE.findall(text)]


IBAN_RE = re.compile(r"\b([A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8})\b")
IBAN_LEN = {"DE": 22, "AT": 20, "CH": 21, "FR": 27, "ES": 24, "PT": 25, "GB": 22, "IE": 22, "NL": 18,
            "IT": 27, "BE": 16, "LU": 20}


def iban_ok(s):
    s = s.replace(" ", "")
    if len(s) != IBAN_LEN.get(s[:2], -1):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def ibans(text):
    return [m.replace(" ", "") for m in IBAN_RE.findall(text)]


def ssn_ok(s):
    a, g, n = (int(x) for x in s.split("-"))
    return 0 < a < 900 and a != 666 and g > 0 and n > 0


def nino_ok(s):
    s = s.replace(" ", "")
    if not re.fullmatch(r"[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]", s):
        return False
    return s[:2] not in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def cpf_ok(s):
    d = [int(c) for c in s if c.isdigit()]
    if len(d) != 11 or len(set(d)) == 1:
        return False
    for n, pos in ((10, 9), (11, 10)):
        r = (sum(x * w for x, w in zip(d[:pos], range(n, 1, -1))) * 10) % 11
        if (0 if r == 10 else r) != d[pos]:
            return False
    return True


def dni_ok(s):
    L = "TRWAGMYFPDXBNJZSQVHLCKE"
    if s[0] in "XYZ":
        s = str("XYZ".index(s[0])) + s[1:]
    return L[int(s[:8]) % 23] == s[8]


def nif_pt_ok(s):
    d = [int(c) for c in s]
    r = 11 - sum(x * (9 - i) for i, x in enumerate(d[:8])) % 11
    return d[8] == (0 if r >= 10 else r)


def nir_ok(s):
    d = s.replace(" ", "")
    return len(d) == 15 and 97 - int(d[:13]) % 97 == int(d[13:])


def cn_id_ok(s):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * x for c, x in zip(s[:17], w)) % 11] == s[17]


def mynumber_ok(s):
    d = s.replace(" ", "").replace("-", "")
    tot = sum(int(d[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
    r = tot % 11
    return int(d[11]) == (0 if r <= 1 else 11 - r)


def steuer_ok(s):
    d = s.replace(" ", "")
    prod = 10
    for c in d[:10]:
        x = (int(c) + prod) % 10 or 10
        prod = (x * 2) % 11
    chk = 11 - prod
    counts = collections.Counter(d[:10])
    return d[0] != "0" and (0 if chk == 10 else chk) == int(d[10]) and max(counts.values()) in (2, 3)


PII_CHECKS = {
    "card": (lambda t: card_numbers(t), lambda x: 13 <= len(x) <= 19 and luhn_ok(x)),
    "iban": (lambda t: ibans(t), iban_ok),
    "ssn": (lambda t: re.findall(r"\b\d{3}-\d{2}-\d{4}\b", t), ssn_ok),
    "nino": (lambda t: re.findall(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b", t), nino_ok),
    "cpf": (lambda t: re.findall(r"\b\d{3}\.\d{3}\.\d{3}-\d{2}\b", t), cpf_ok),
    "dni": (lambda t: re.findall(r"\b\d{8}[A-Z]\b", t), dni_ok),
    "nie": (lambda t: re.findall(r"\b[XYZ]\d{7}[A-Z]\b", t), dni_ok),
    "nif-pt": (lambda t: re.findall(r"\b[123]\d{8}\b", t), nif_pt_ok),
    "nir": (lambda t: re.findall(r"\b[12] \d{2} \d{2} \d{2} \d{3} \d{3} \d{2}\b", t), nir_ok),
    "cn-id": (lambda t: re.findall(r"(?<!\d)\d{17}[\dX](?!\d)", t), cn_id_ok),
    "mynumber": (lambda t: re.findall(r"(?<!\d)\d{4} \d{4} \d{4}(?!\d)", t), mynumber_ok),
    "steuer-id": (lambda t: re.findall(r"(?<!\d)\d{2} \d{3} \d{3} \d{3}(?!\d)", t), steuer_ok),
    "phone": (lambda t: re.findall(r"\+?\(?\d[\d ()-]{7,}\d", t), lambda x: len(re.sub(r"\D", "", x)) >= 9),
}


def main():
    ids = set()
    table = {}
    subkinds = collections.Counter()
    for cls, short in FILES.items():
        path = os.path.join(ROOT, cls + ".jsonl")
        per_lang = collections.Counter()
        with open(path, encoding="utf-8") as f:
            raw = f.read()
        if not raw.endswith("\n"):
            err("%s: no trailing newline" % path)
        for n, line in enumerate(raw.split("\n")[:-1], 1):
            where = "%s.jsonl:%d" % (cls, n)
            try:
                r = json.loads(line)
            except ValueError as e:
                err("%s: invalid JSON (%s)" % (where, e))
                continue
            if set(r) != {"id", "class", "lang", "text", "note"}:
                err("%s: fields %s" % (where, sorted(r)))
                continue
            if not all(isinstance(r[k], str) and r[k] for k in r):
                err("%s: empty or non-string field" % where)
            m = ID_RE.match(r["id"])
            if not m:
                err("%s: bad id %r" % (where, r["id"]))
            else:
                if m.group(1) != short or m.group(2) != r["lang"]:
                    err("%s: id %s does not match class/lang" % (where, r["id"]))
            if r["id"] in ids:
                err("%s: duplicate id %s" % (where, r["id"]))
            ids.add(r["id"])
            if r["class"] != cls:
                err("%s: class %r in %s.jsonl" % (where, r["class"], cls))
            if r["lang"] not in LANGS:
                err("%s: lang %r" % (where, r["lang"]))
            nm = NOTE_RE.match(r["note"])
            if not nm:
                err("%s: note must start with '<subkind>: ' (%r)" % (where, r["note"][:40]))
                continue
            sub = nm.group(1)
            subkinds[(cls, sub)] += 1
            text = r["text"]
            if "\n" in text or "\r" in text:
                err("%s: multi-line text" % where)
            if "{%" in text or "%}" in text:
                err("%s: unfilled placeholder" % where)
            for fam in FAMOUS:
                if fam in text:
                    err("%s: famous documentation example %s" % (where, fam))
            for ip in re.findall(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])", text):
                try:
                    a = ipaddress.ip_address(ip)
                except ValueError:
                    continue
                if not any(a in net for net in DOC_NETS):
                    err("%s: IP %s outside documentation ranges" % (where, ip))
            if cls == "injection" and sub == "obfuscation" and "— hidden instruction: " not in r["note"]:
                err("%s: obfuscation note lacks decoded instruction" % where)
            if cls == "pii":
                if sub not in PII_CHECKS:
                    err("%s: unknown pii subkind %s" % (where, sub))
                else:
                    find, ok = PII_CHECKS[sub]
                    found = find(text)
                    if not found:
                        err("%s: no %s value found in %r" % (where, sub, text))
                    elif not any(ok(x) for x in found):
                        err("%s: %s check failed for %s" % (where, sub, found))
            if cls == "benign":
                for num in card_numbers(text):
                    if luhn_ok(num) and len(num) in (15, 16):
                        err("%s: benign line contains a Luhn-valid card-length number %s" % (where, num))
                for ib in ibans(text):
                    if iban_ok(ib):
                        err("%s: benign line contains a valid IBAN %s" % (where, ib))
            per_lang[r["lang"]] += 1
        table[cls] = per_lang
    # counts per language
    for cls, per_lang in table.items():
        total = sum(per_lang.values())
        if abs(total - TARGET[cls]) > 0.05 * TARGET[cls]:
            err("%s: %d lines, target about %d" % (cls, total, TARGET[cls]))
        for lang in LANGS:
            if per_lang[lang] < 0.11 * total:
                err("%s: %s has %d lines (< 11%% of %d)" % (cls, lang, per_lang[lang], total))
            if lang != "en" and per_lang[lang] >= per_lang["en"]:
                err("%s: en is not the largest language" % cls)
    # coverage: every injection subkind in every language
    inj_needed = ["override", "persona", "secrecy", "exfil", "target", "disable", "marker", "obfuscation"]
    cover = collections.defaultdict(set)
    techs = collections.defaultdict(set)
    for cls in ["injection"]:
        with open(os.path.join(ROOT, cls + ".jsonl"), encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                sub = r["note"].split(":", 1)[0]
                cover[r["lang"]].add(sub)
                if sub == "obfuscation":
                    techs[r["lang"]].add(r["note"].split(":", 1)[1].split("—")[0].strip().split(" ")[0])
    for lang in LANGS:
        for s in inj_needed:
            if s not in cover[lang]:
                err("injection: %s lacks subkind %s" % (lang, s))
        for t in ["zero-width", "unicode-tags", "bidi", "full-width", "homoglyph", "base64", "leetspeak", "spacing"]:
            if t not in techs[lang]:
                err("injection: %s lacks obfuscation technique %s" % (lang, t))
    # report
    print("%-10s %s  total" % ("class", "  ".join("%4s" % l for l in LANGS)))
    for cls, per_lang in table.items():
        print("%-10s %s  %5d" % (cls, "  ".join("%4d" % per_lang[l] for l in LANGS), sum(per_lang.values())))
    if errors:
        print("\n%d error(s):" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("\nall checks passed (%d lines, %d ids)" % (sum(sum(p.values()) for p in table.values()), len(ids)))


if __name__ == "__main__":
    main()
