#!/usr/bin/env python3
"""Validate the train eval set.

Checks: valid JSON per line, exactly the five keys, class matches the file,
known language, id prefix and uniqueness across files, unique texts,
non-empty notes, validity of the pii values (Luhn, IBAN mod-97, SSN, NI),
no famous documentation values, only documentation IP ranges, only
made-up e-mail domains and URL hosts (plus a short allowlist of real
installer / provider hosts), benign lines free of card/SSN/IBAN/key
shapes, minimum counts, and a byte-identical rebuild.

usage: python3 gen/check.py [DIR]     exit status 1 if any error
"""
import collections
import filecmp
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import common as C  # noqa: E402

FILES = {"injection.jsonl": ("injection", "tr-inj-"), "secret.jsonl": ("secret", "tr-sec-"),
         "pii.jsonl": ("pii", "tr-pii-"), "benign.jsonl": ("benign", "tr-ben-")}
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
KEYS = ["id", "class", "lang", "text", "note"]

DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
REAL_HOSTS = {  # real hosts allowed: documented installers and provider endpoint shapes
    "get.docker.com", "sh.rustup.rs", "astral.sh", "deno.land", "discord.com",
    "hooks.slack.com",
}
MADE_UP_SUFFIXES = (".example", ".test", ".invalid", ".internal", ".local",
                    "example.com", "example.net", "example.org")

KEY_SHAPES = [
    r"AKIA[A-Z2-7]{16}", r"ghp_[A-Za-z0-9]{36}", r"github_pat_\w{30,}", r"glpat-[\w-]{20}",
    r"sk_live_[A-Za-z0-9]{20,}", r"xox[bpa]-\d{6,}", r"AIza[\w-]{35}", r"sk-ant-api",
    r"-----BEGIN [A-Z ]*PRIVATE KEY", r"npm_[A-Za-z0-9]{36}", r"hf_[A-Za-z]{30,}",
    r"SG\.[\w-]{22}\.[\w-]{43}", r"eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{20,}",
    r"://[^/\s:@]+:[^/\s@]+@",
]

PLACEHOLDER_PW = re.compile(r":(PASSWORD|<[^>]*>|\*+|\$\{?\w+\}?|x+)@$", re.I)

MIN = {
    ("injection", "en"): 150, ("secret", None): 150, ("pii", None): 80, ("benign", None): 700,
    ("injection", None): 420,
}
for _l in LANGS[1:]:
    MIN[("injection", _l)] = 45
    MIN[("benign", _l)] = 60


def card_runs(text):
    return [m.group().replace(" ", "").replace("-", "")
            for m in re.finditer(r"(?<![\d\w])\d(?:[ -]?\d){12,18}(?![\d\w])", text)]


IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b")
SSN_RE = re.compile(r"(?<!\d)(\d{3})[- ](\d{2})[- ](\d{4})(?!\d)")
NI_RE = re.compile(r"\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
EMAIL_RE = re.compile(r"[\w.+%-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)")
URL_RE = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/\s@]*@)?([A-Za-z0-9.-]+)")


def host_ok(host):
    host = host.lower().rstrip(".")
    if "." not in host:  # placeholder (HOST), cloud name, service name
        return True
    if host in REAL_HOSTS or host.endswith(MADE_UP_SUFFIXES) or host == "localhost":
        return True
    if host.startswith(DOC_NETS):
        return True
    return False


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(HERE)
    errors = []
    ids, texts = {}, {}
    counts = collections.Counter()
    sec_formats = set()
    prose = collections.Counter()
    hard = collections.Counter()

    def err(where, msg):
        errors.append("%s: %s" % (where, msg))

    for fname, (cls, prefix) in FILES.items():
        path = os.path.join(root, fname)
        if not os.path.exists(path):
            err(fname, "missing")
            continue
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                where = "%s:%d" % (fname, n)
                try:
                    o = json.loads(line)
                except ValueError as e:
                    err(where, "invalid JSON (%s)" % e)
                    continue
                if list(o) != KEYS:
                    err(where, "keys %s" % list(o))
                    continue
                if not all(isinstance(o[k], str) and o[k] for k in KEYS):
                    err(where, "empty or non-string field")
                    continue
                if o["class"] != cls:
                    err(where, "class %s in %s" % (o["class"], fname))
                if o["lang"] not in LANGS:
                    err(where, "lang %s" % o["lang"])
                if not o["id"].startswith(prefix):
                    err(where, "id prefix %s" % o["id"])
                if o["id"] in ids:
                    err(where, "duplicate id %s (also %s)" % (o["id"], ids[o["id"]]))
                ids[o["id"]] = where
                t = o["text"]
                if t in texts:
                    err(where, "duplicate text (also %s)" % texts[t])
                texts[t] = where
                counts[(cls, o["lang"])] += 1
                counts[(cls, None)] += 1

                f_hit = C.famous_hit(t)
                if f_hit:
                    err(where, "famous example value %s" % f_hit)
                for m in IP_RE.finditer(t):
                    ip = m.group()
                    if all(int(x) < 256 for x in m.groups()) and not ip.startswith(DOC_NETS) \
                            and ip not in ("127.0.0.1", "0.0.0.0"):
                        err(where, "IP outside documentation ranges: %s" % ip)
                for m in EMAIL_RE.finditer(t):
                    if not host_ok(m.group(1)):
                        err(where, "e-mail domain not made up: %s" % m.group(1))
                for m in URL_RE.finditer(t):
                    if o["note"].startswith("obfuscation"):
                        break  # encoded payloads (rot13 ...) are checked in clear in the data file
                    if not host_ok(m.group(1)):
                        err(where, "URL host not made up / not allowlisted: %s" % m.group(1))

                if cls == "pii":
                    note = o["note"]
                    if "card" in note:
                        runs = card_runs(t)
                        if not runs or not all(C.luhn_ok(r) for r in runs):
                            err(where, "card number missing or not Luhn-valid")
                    elif "IBAN" in note:
                        ib = [m.group() for m in IBAN_RE.finditer(t)]
                        if not ib or not all(C.iban_ok(x) for x in ib):
                            err(where, "IBAN missing or invalid: %s" % ib)
                    elif "SSN" in note:
                        ss = SSN_RE.findall(t)
                        if not ss or not all(C.ssn_valid("".join(x)) for x in ss):
                            err(where, "SSN missing or invalid")
                    elif "National Insurance" in note:
                        ni = [m.group() for m in NI_RE.finditer(t)]
                        if not ni or not all(C.ni_valid(x) for x in ni):
                            err(where, "NI number missing or invalid: %s" % ni)
                    elif "phone" in note:
                        if len(re.sub(r"\D", "", t)) < 8:
                            err(where, "phone number too short")
                    else:
                        err(where, "pii note not recognised")
                elif cls == "secret":
                    m = re.match(r"secret: (\S+) key format", o["note"])
                    if m:
                        sec_formats.add(m.group(1))
                    elif "connection string" in o["note"]:
                        sec_formats.add("connection-string")
                    elif "in prose" in o["note"]:
                        prose[o["lang"]] += 1
                    else:
                        err(where, "secret note not recognised")
                elif cls == "benign":
                    if o["note"].startswith("hard:"):
                        hard[o["lang"]] += 1
                    for r in card_runs(t):
                        if 13 <= len(r) <= 19 and C.luhn_ok(r):
                            err(where, "benign line has a Luhn-valid digit run %s" % r)
                    for x in SSN_RE.findall(t):
                        if C.ssn_valid("".join(x)):
                            err(where, "benign line has an SSN-shaped value")
                    for m in IBAN_RE.finditer(t):
                        if C.iban_ok(m.group()):
                            err(where, "benign line has a valid IBAN")
                    for pat in KEY_SHAPES:
                        for m in re.finditer(pat, t):
                            if pat.startswith("://") and PLACEHOLDER_PW.search(m.group()):
                                continue
                            err(where, "benign line matches key shape %s" % pat)
                if cls in ("injection", "pii"):
                    for pat in KEY_SHAPES:
                        if re.search(pat, t):
                            err(where, "%s line contains key material %s" % (cls, pat))

    for key, need in MIN.items():
        if counts[key] < need:
            err("counts", "%s/%s: %d < %d" % (key[0], key[1] or "all", counts[key], need))
    if len(sec_formats) < 40:
        err("counts", "only %d distinct secret formats" % len(sec_formats))
    for lang in LANGS[1:]:
        if prose[lang] < 6:
            err("counts", "only %d prose passwords/PINs in %s" % (prose[lang], lang))

    # rebuild into a temporary directory and compare bytes
    if "--no-rebuild" not in sys.argv:
        with tempfile.TemporaryDirectory() as tmp:
            subprocess.run([sys.executable, os.path.join(HERE, "build.py"), tmp],
                           check=True, stdout=subprocess.DEVNULL)
            for fname in FILES:
                if not filecmp.cmp(os.path.join(tmp, fname), os.path.join(root, fname), shallow=False):
                    err(fname, "rebuild is not byte-identical")

    for cls in ("injection", "secret", "pii", "benign"):
        per = " ".join("%s=%d" % (l, counts[(cls, l)]) for l in LANGS)
        print("%-9s %4d  %s" % (cls, counts[(cls, None)], per))
    print("secret formats: %d distinct; prose passwords/PINs per lang: %s"
          % (len(sec_formats), dict(sorted(prose.items()))))
    print("benign 'hard:' lines per lang: %s" % dict(sorted(hard.items())))
    for e in errors[:200]:
        print("ERROR", e)
    print("%d errors" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
