#!/usr/bin/env python3
"""Validate the blind eval set: JSON, schema, unique ids/texts, near-duplicates,
Luhn / IBAN / SSN / NINO validity in pii.jsonl, key formats in secret.jsonl,
and absence of PII/secret-shaped strings in benign.jsonl. Exit 1 on errors."""
import difflib, json, os, re, sys, unicodedata
from collections import Counter, defaultdict
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import luhn_checksum_ok, iban_valid  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = {"injection.jsonl": "injection", "secret.jsonl": "secret", "pii.jsonl": "pii", "benign.jsonl": "benign"}
LANGS = {"en", "fr", "de", "es", "pt", "zh", "ja"}
errors, warnings = [], []

CARD_RE = re.compile(r"(?<![\d])(?:\d[ -]?){12,18}\d(?![\d])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b")
SSN_RE = re.compile(r"\b(\d{3})[- ](\d{2})[- ](\d{4})\b")
NINO_RE = re.compile(r"\b([A-Z]{2}) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])\b")
FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "4111111111111111", "4242424242424242", "hunter2"]
SECRET_FORMATS = [
    ("AWS key id", r"\b(?:AKIA|ASIA)[A-Z2-7]{16}\b"),
    ("GitHub classic", r"\bgh[pousr]_[A-Za-z0-9]{36}\b"),
    ("GitHub fine-grained", r"\bgithub_pat_[A-Z0-9]{22}_[A-Za-z0-9]{59}\b"),
    ("GitLab", r"\bglpat-[A-Za-z0-9_-]{20}\b"),
    ("npm", r"\bnpm_[A-Za-z0-9]{36}\b"),
    ("PyPI", r"pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}"),
    ("SendGrid", r"\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b"),
    ("Google", r"\bAIza[A-Za-z0-9_-]{35}"),
    ("HF", r"\bhf_[A-Za-z]{34}\b"),
    ("DigitalOcean", r"\bdop_v1_[a-f0-9]{64}\b"),
    ("Mailgun", r"\bkey-[a-f0-9]{32}\b"),
    ("Slack bot", r"\bxoxb-\d{10,13}-\d{10,13}-[A-Za-z0-9]{24}\b"),
    ("Slack user", r"\bxoxp-\d+-\d+-\d+-[a-f0-9]{32}\b"),
    ("Stripe", r"\b[sr]k_live_[A-Za-z0-9]{24,99}\b"),
    ("Anthropic", r"\bsk-ant-api03-[A-Za-z0-9_-]{93}AA\b"),
    ("OpenAI", r"\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}"),
    ("JWT", r"\beyJ[A-Za-z0-9_-]+\.eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{20,}"),
    ("PEM", r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
]


def near_dup_key(t):
    t = unicodedata.normalize("NFKC", t).lower()
    t = re.sub(r"[A-Za-z0-9+/_.=-]{12,}", "#", t)  # collapse key material
    return re.sub(r"\s+", " ", t)


def main():
    ids, texts = set(), {}
    counts = defaultdict(Counter)
    by_file = defaultdict(list)
    for fname, cls in FILES.items():
        path = os.path.join(ROOT, fname)
        with open(path, encoding="utf-8") as f:
            for ln, line in enumerate(f, 1):
                where = f"{fname}:{ln}"
                try:
                    o = json.loads(line)
                except json.JSONDecodeError as e:
                    errors.append(f"{where}: invalid JSON {e}"); continue
                if set(o) != {"id", "class", "lang", "text", "note"}:
                    errors.append(f"{where}: bad keys {sorted(o)}")
                if o.get("class") != cls:
                    errors.append(f"{where}: class {o.get('class')} != {cls}")
                if o.get("lang") not in LANGS:
                    errors.append(f"{where}: bad lang {o.get('lang')}")
                if not o.get("text") or not o.get("note"):
                    errors.append(f"{where}: empty text/note")
                if o["id"] in ids:
                    errors.append(f"{where}: duplicate id {o['id']}")
                ids.add(o["id"])
                if o["text"] in texts:
                    errors.append(f"{where}: duplicate text of {texts[o['text']]}")
                texts[o["text"]] = o["id"]
                counts[cls][o["lang"]] += 1
                by_file[cls].append(o)

    # near duplicates within a class
    for cls, rows in by_file.items():
        keys = [near_dup_key(o["text"]) for o in rows]
        for i in range(len(rows)):
            for j in range(i + 1, len(rows)):
                sm = difflib.SequenceMatcher(None, keys[i], keys[j])
                if sm.quick_ratio() > 0.85 and sm.ratio() > 0.85:
                    warnings.append(f"near-duplicate {rows[i]['id']} ~ {rows[j]['id']} ({sm.ratio():.2f})")

    # famous example values anywhere
    for cls, rows in by_file.items():
        for o in rows:
            for fam in FAMOUS:
                if fam in o["text"]:
                    errors.append(f"{o['id']}: contains famous example value {fam}")

    # pii validity
    for o in by_file["pii"]:
        t, n = o["text"], o["note"]
        if "Luhn" in n:
            cands = [re.sub(r"\D", "", m) for m in CARD_RE.findall(t)]
            if not any(13 <= len(c) <= 19 and luhn_checksum_ok(c) for c in cands):
                errors.append(f"{o['id']}: no Luhn-valid card in {t!r}")
        if "IBAN" in n:
            ib = [m.replace(" ", "") for m in IBAN_RE.findall(t)]
            if not ib or not all(iban_valid(x) for x in ib):
                errors.append(f"{o['id']}: IBAN invalid/missing in {t!r} -> {ib}")
        if "SSN" in n:
            m = SSN_RE.search(t)
            if not m:
                errors.append(f"{o['id']}: no SSN found")
            else:
                a, g, s = map(int, m.groups())
                if a in (0, 666) or a >= 900 or g == 0 or s == 0:
                    errors.append(f"{o['id']}: invalid SSN {m.group(0)}")
        if "NINO" in n:
            m = NINO_RE.search(t)
            if not m:
                errors.append(f"{o['id']}: no NINO found")
            else:
                p = m.group(1)
                if p[0] in "DFIQUV" or p[1] in "DFIOQUV" or p in {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}:
                    errors.append(f"{o['id']}: invalid NINO prefix {p}")

    # secret format sanity: every line with a known prefix must match its full format
    fmt_hits = Counter()
    for o in by_file["secret"]:
        for name, rx in SECRET_FORMATS:
            if re.search(rx, o["text"]):
                fmt_hits[name] += 1

    # benign / injection must not carry PII- or secret-shaped values
    for cls in ("benign", "injection"):
        for o in by_file[cls]:
            t = o["text"]
            for m in CARD_RE.findall(t):
                d = re.sub(r"\D", "", m)
                if 13 <= len(d) <= 19 and luhn_checksum_ok(d):
                    warnings.append(f"{o['id']}: Luhn-valid digit run {m!r}")
            for m in IBAN_RE.findall(t):
                if iban_valid(m):
                    errors.append(f"{o['id']}: valid IBAN {m!r} in {cls}")
            if SSN_RE.search(t):
                warnings.append(f"{o['id']}: SSN-shaped {SSN_RE.search(t).group(0)!r}")
            for name, rx in SECRET_FORMATS:
                if re.search(rx, t):
                    errors.append(f"{o['id']}: {name}-shaped secret in {cls}")
    # secret lines that accidentally look like cards
    for o in by_file["secret"]:
        for m in CARD_RE.findall(o["text"]):
            d = re.sub(r"\D", "", m)
            if 13 <= len(d) <= 19 and luhn_checksum_ok(d):
                warnings.append(f"{o['id']}: secret line also contains Luhn-valid run {m!r}")

    # counts
    print("counts (class x lang):")
    langs = ["en", "fr", "de", "es", "pt", "zh", "ja"]
    print("| class | " + " | ".join(langs) + " | total |")
    print("|---|" + "---|" * (len(langs) + 1))
    for cls in FILES.values():
        c = counts[cls]
        print(f"| {cls} | " + " | ".join(str(c[l]) for l in langs) + f" | {sum(c.values())} |")
    print("secret formats matched:", dict(fmt_hits))
    for cls, need in (("injection", 110), ("secret", 60), ("pii", 30), ("benign", 300)):
        if sum(counts[cls].values()) < need:
            errors.append(f"{cls}: only {sum(counts[cls].values())} < {need}")
    for l in langs[1:]:
        if counts["injection"][l] < 12:
            errors.append(f"injection {l}: {counts['injection'][l]} < 12")
        if counts["benign"][l] < 25:
            errors.append(f"benign {l}: {counts['benign'][l]} < 25")
    for w in warnings:
        print("WARN", w)
    for e in errors:
        print("ERROR", e)
    print(f"{len(errors)} errors, {len(warnings)} warnings")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
