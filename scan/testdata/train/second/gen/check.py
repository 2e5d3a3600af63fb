#!/usr/bin/env python3
"""Validate the train2 set. Exit 1 on any error.

Checks: JSON shape and key order, class/file match, languages and shares, unique ids and texts,
near-duplicates within a class (character 4-gram Jaccard on NFKC-normalised text with invisible
characters removed), pii validity, secret shapes and checksums, no key- or pii-shaped values in
benign/injection, no famous documentation values, IPs only in documentation ranges, domains
reserved (or whitelisted real infrastructure in benign/secret), minimum counts, coverage.
Usage: python3 gen/check.py [--sim 0.5]
"""
import base64
import json
import os
import re
import sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import (LANGS, FAMOUS, SECRET_RES, PW_WORDS, secret_hits, pii_hits, gh_checksum_ok,  # noqa: E402
                    luhn_ok, CARD_RE, IPV4_RE, DOC_NETS, ALLOWED_IPS, domains_in, domain_reserved,
                    REAL_OK_BENIGN, REAL_OK_SECRET, shingles, jaccard, INVISIBLE, normalise)

ROOT = os.path.dirname(HERE)
FILES = {"injection": "injection.jsonl", "secret": "secret.jsonl", "pii": "pii.jsonl", "benign": "benign.jsonl"}
KEYS = ["id", "class", "lang", "text", "note"]
MIN = {"injection": 700, "benign": 1000, "secret": 80, "pii": 40}
MIN_LANG = {"injection": 60, "benign": 90}
SIM = 0.5
if "--sim" in sys.argv:
    SIM = float(sys.argv[sys.argv.index("--sim") + 1])

errors = []
warns = []


def err(msg):
    errors.append(msg)


rows = {}
ids = set()
texts = {}
for cls, fn in FILES.items():
    path = os.path.join(ROOT, fn)
    rows[cls] = []
    if not os.path.exists(path):
        err(f"missing file {fn}")
        continue
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                r = json.loads(line)
            except Exception as e:  # noqa: BLE001
                err(f"{fn}:{n} invalid JSON: {e}")
                continue
            if list(r.keys()) != KEYS:
                err(f"{fn}:{n} keys {list(r.keys())} != {KEYS}")
                continue
            if not all(isinstance(r[k], str) and r[k] for k in KEYS):
                err(f"{fn}:{n} empty or non-string field")
            if r["class"] != cls:
                err(f"{fn}:{n} class {r['class']} in {fn}")
            if r["lang"] not in LANGS:
                err(f"{fn}:{n} bad lang {r['lang']}")
            if not r["id"].startswith("t2-"):
                err(f"{fn}:{n} id without t2- prefix")
            if r["id"] in ids:
                err(f"{fn}:{n} duplicate id {r['id']}")
            ids.add(r["id"])
            if "\n" in r["text"] or "\r" in r["text"]:
                err(f"{r['id']} text contains a newline")
            if r["text"] in texts:
                err(f"{r['id']} duplicate text of {texts[r['text']]}")
            texts[r["text"]] = r["id"]
            rows[cls].append(r)

# ------------------------------------------------------------------ counts and languages
for cls, items in rows.items():
    c = Counter(r["lang"] for r in items)
    if len(items) < MIN[cls]:
        err(f"{cls}: {len(items)} lines < minimum {MIN[cls]}")
    if items and c["en"] / len(items) > 0.40:
        err(f"{cls}: en share {c['en'] / len(items):.1%} > 40%")
    for lang in LANGS:
        if c[lang] == 0:
            err(f"{cls}: no lines in {lang}")
        if cls in MIN_LANG and lang != "en" and c[lang] < MIN_LANG[cls]:
            err(f"{cls}: {lang} has {c[lang]} < {MIN_LANG[cls]}")

# ------------------------------------------------------------------ near duplicates within class
for cls, items in rows.items():
    if cls in ("secret", "pii"):
        # key material differs by construction; compare the prose around it
        def strip(t):
            return re.sub(r"[A-Za-z0-9+/=_.:@-]{16,}", "#", t)
        sh = [shingles(strip(r["text"])) for r in items]
        limit = 0.9
    else:
        sh = [shingles(r["text"]) for r in items]
        limit = SIM
    n = len(items)
    sizes = [len(s) for s in sh]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = sizes[i], sizes[j]
            if min(a, b) / max(a, b) <= limit:
                continue
            s = jaccard(sh[i], sh[j])
            if s > limit:
                err(f"near-duplicate {cls} ({s:.2f}): {items[i]['id']} ~ {items[j]['id']}")

# ------------------------------------------------------------------ content checks
famous_norm = [re.sub(r"[\s-]", "", f).lower() for f in FAMOUS]
for cls, items in rows.items():
    for r in items:
        t, rid = r["text"], r["id"]
        flat = re.sub(r"[\s-]", "", t).lower()
        for f, fn in zip(FAMOUS, famous_norm):
            if fn in flat:
                err(f"{rid} contains famous value {f}")
        for m in IPV4_RE.finditer(t):
            ip = m.group()
            if ip not in ALLOWED_IPS and not ip.startswith(DOC_NETS):
                err(f"{rid} IP {ip} outside documentation ranges")
        for d in domains_in(t):
            if domain_reserved(d):
                continue
            if cls == "benign" and d in REAL_OK_BENIGN:
                continue
            if cls == "secret" and (d in REAL_OK_SECRET or d.endswith(".core.windows.net")):
                continue
            err(f"{rid} domain not reserved/allowed: {d}")
        if cls in ("benign", "injection"):
            sh_ = secret_hits(t)
            if sh_:
                err(f"{rid} ({cls}) contains key-shaped value: {sh_}")
            ph = pii_hits(t)
            if ph:
                err(f"{rid} ({cls}) contains pii-shaped value: {ph}")
        if cls == "secret":
            hits = secret_hits(t)
            low = t.lower()
            prose = any(w in low for w in PW_WORDS)
            if not hits and not prose:
                err(f"{rid} secret line without a recognised secret shape or password prose")
            for m in re.finditer(r"\b(ghp|gho|ghs|ghu|npm)_[A-Za-z0-9]{36}\b", t):
                if not gh_checksum_ok(m.group()):
                    err(f"{rid} token {m.group()[:8]}... fails CRC32 checksum")
            for m in SECRET_RES["jwt"].finditer(t):
                h, p, _ = m.group().split(".")
                try:
                    hd = json.loads(base64.urlsafe_b64decode(h + "=" * (-len(h) % 4)))
                    json.loads(base64.urlsafe_b64decode(p + "=" * (-len(p) % 4)))
                    if "alg" not in hd:
                        err(f"{rid} JWT header without alg")
                except Exception:  # noqa: BLE001
                    err(f"{rid} JWT does not decode")
            for m in re.finditer(r"AccountKey=([A-Za-z0-9+/=]+)", t):
                if len(base64.b64decode(m.group(1))) != 64:
                    err(f"{rid} Azure key is not 64 bytes")
            for m in re.finditer(r"-----BEGIN ([A-Z ]*)PRIVATE KEY-----", t):
                if f"-----END {m.group(1)}PRIVATE KEY-----" not in t:
                    err(f"{rid} PEM without matching END")
            if pii_hits(re.sub(r"\S{20,}", "", t)):
                warns.append(f"{rid} secret line also has pii-shaped text")
        if cls == "pii":
            ph = pii_hits(t)
            if not ph:
                err(f"{rid} pii line without a valid card/SSN/NINO/IBAN/phone")
            for m in CARD_RE.finditer(t):
                d = re.sub(r"\D", "", m.group())
                if 13 <= len(d) <= 19 and not luhn_ok(d) and not re.search(r"[A-Z]{2}\d{2}", t):
                    err(f"{rid} card-like number fails Luhn: {m.group()}")
            if secret_hits(t):
                err(f"{rid} pii line contains secret-shaped value")

# ------------------------------------------------------------------ coverage
inj = rows["injection"]
cats = Counter(r["note"].split(";")[0] for r in inj)
needed = ["override/discard earlier guidance", "persona/role change", "secrecy toward the user", "exfiltration channel",
          "sensitive target", "disabling safeguards", "fake chat-turn/system marker"]
for c in needed:
    if cats[c] < 10:
        err(f"injection category '{c}' has only {cats[c]} lines")
obf = [r for r in inj if "obfuscated:" in r["note"]]
if inj and not (0.07 <= len(obf) / len(inj) <= 0.15):
    err(f"obfuscated share {len(obf) / len(inj):.1%} not about 10%")
methods = Counter(r["note"].split("obfuscated: ")[1] for r in obf)
for kw in ["zero-width", "tag characters", "bidi", "full-width", "homoglyph", "base64", "leetspeak", "spaced"]:
    if not any(kw in m for m in methods):
        err(f"obfuscation method '{kw}' missing")
for r in obf:
    if "zero-width" in r["note"] and not INVISIBLE.search(r["text"]):
        err(f"{r['id']} zero-width note but no invisible chars")
    if "tag characters" in r["note"] and not re.search("[\U000e0000-\U000e007f]", r["text"]):
        err(f"{r['id']} tag note but no tag chars")
regs = Counter()
for r in inj:
    for k in ["correction", "maintainer", "lesson", "conditional", "third-person", "without address", "modal",
              "embedded", "issue-comment", "textbook", "long line", "short line", "composed"]:
        if k in r["note"]:
            regs[k] += 1
for k, v in regs.items():
    if v < 5:
        err(f"injection register '{k}' has only {v} lines")

ben = rows["benign"]
vocab = [r for r in ben if r["note"].startswith(("hard:", "lookalike:"))]
if ben and len(vocab) / len(ben) < 0.60:
    err(f"benign attack-vocabulary share {len(vocab) / len(ben):.1%} < 60%")
hard = [r for r in ben if r["note"].startswith("hard:")]
if len(hard) < 100:
    err(f"only {len(hard)} benign lines marked hard:")
for lang in LANGS:
    lb = [r for r in ben if r["lang"] == lang]
    lv = [r for r in lb if r["note"].startswith(("hard:", "lookalike:"))]
    if lb and len(lv) / len(lb) < 0.5:
        err(f"benign {lang}: vocabulary share {len(lv) / len(lb):.1%} < 50%")

# ------------------------------------------------------------------ report
print("counts:")
for cls, items in rows.items():
    c = Counter(r["lang"] for r in items)
    print(f"  {cls:9s} {len(items):5d}  " + " ".join(f"{l}={c[l]}" for l in LANGS))
print(f"  obfuscated injections: {len(obf)} ({len(obf) / max(1, len(inj)):.1%}); methods: {dict(methods)}")
print(f"  benign look-alike share: {len(vocab) / max(1, len(ben)):.1%}; hard: {len(hard)}")
for w in warns:
    print("WARN", w)
for e in errors:
    print("ERROR", e)
print(f"{len(errors)} errors")
sys.exit(1 if errors else 0)
