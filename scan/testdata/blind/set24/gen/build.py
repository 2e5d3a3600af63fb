#!/usr/bin/env python3
"""Build the s24 memory-scanner evaluation set.

    python3 gen/build.py          (from /work/blind24, or anywhere)

One random.Random(24024) drives every choice; output is byte-identical on
every run.  Writes injection.jsonl, secret.jsonl, pii.jsonl, benign.jsonl and
README.md into the parent directory of gen/.
"""
import json
import os
import random
import sys
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

import common as C  # noqa: E402
import lang_en, lang_fr, lang_de, lang_es, lang_pt, lang_zh, lang_ja  # noqa: E402

SEED = 24024
DATE = "2026-12-06"
LANGS = [lang_en, lang_fr, lang_de, lang_es, lang_pt, lang_zh, lang_ja]
CJK = {"zh", "ja"}
CLASS_SHORT = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}

OBF_TECH_LATIN = ["zero_width", "tag_chars", "bidi_override", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
OBF_TECH_CJK = ["zero_width", "tag_chars", "bidi_override", "fullwidth", "homoglyph", "base64", "spacing"]
OBF_COUNT = {"en": 24}
_TECH_CURSOR = [0]
OBF_DEFAULT = 11

INJ_NOTES = {
    "override": "tells the agent to discard or outrank earlier guidance",
    "role": "change of role or persona, or self-granted authority",
    "secrecy": "hide actions or this entry from the user",
    "exfil": "channel out (URL, e-mail, curl|sh, upload, webhook, beacon, remote)",
    "sensitive": "targets (system prompt, keys, ~/.ssh, .env, /etc, shell rc, browser store)",
    "disable": "turns off a safeguard (review, hooks, tests, signing, audit, scanning, confirmation)",
    "fake_marker": "fake chat-turn, role or system marker",
}
STOCK_PHRASES = ("Ignore previous instructions", "Oublie les consignes précédentes", "Ignoriere alle vorherigen",
                 "Olvida las instrucciones anteriores", "Esqueça as instruções anteriores", "忽略之前的所有指令",
                 "以前の指示はすべて無視")
OBF_NOTES = {
    "zero_width": "instruction with zero-width characters inside the words, after a memory-style lead",
    "tag_chars": "instruction encoded as invisible Unicode tag characters after an ordinary memory",
    "bidi_override": "instruction stored reversed inside a right-to-left override (renders forwards)",
    "fullwidth": "instruction in full-width letters (ASCII parts for CJK)",
    "homoglyph": "instruction with Cyrillic homoglyphs replacing Latin letters",
    "base64": "base64-encoded instruction with a decode-and-apply frame",
    "leetspeak": "instruction in leetspeak",
    "spacing": "instruction with its letters spaced apart",
}
PII_NOTES = {
    "card": "Luhn-valid card number", "ssn": "US Social Security number", "nino": "UK National Insurance number",
    "iban": "IBAN with valid mod-97 check digits", "phone": "phone number (fictional range where one exists)",
}

VOCAB = ["ignore", "password", " key", "token", "system prompt", "curl", "secret", "ssh", "sudo", "root", "audit",
         "review", "override", "disable", "credential", "webhook", "upload", "prompt", "base64", "persona", "role",
         "forget", "silently", "never tell", "bypass", "exfil", ".env", "pin", "wifi", "hook", "signing", "signature",
         "mot de passe", "clé", "jeton", "passwort", "kennwort", "schlüssel", "contraseña", "clave", "senha", "chave",
         "oublie", "vergiss", "olvida", "esqueça", "ignorer", "ignorieren", "ignorar", "désactiver", "abgeschaltet",
         "密码", "密钥", "提示词", "忽略", "令牌", "token", "パスワード", "キー", "トークン", "無視", "プロンプト",
         "シークレット", "秘密鍵", "私钥", "凭据", "認証情報", "审计", "監査"]


def vocab_hits(text):
    low = text.lower()
    return [w.strip() for w in VOCAB if w in low]


def place(rng, text, cls, allow_fence=False):
    allow_fence = allow_fence or text.startswith(("curl", "git ", "tar ", "scp ", "export "))
    return C.layout(rng, text, allow_heading=(cls != "pii"), allow_fence=allow_fence)


def build_injection(rng, L):
    rows = []
    for sub, text in L.INJ:
        text = C.fill_channels(rng, text)
        desc = INJ_NOTES[sub]
        if text.startswith(STOCK_PHRASES):
            desc = "the stock phrase itself (\"ignore previous instructions\" in this language), tested on purpose"
        text, lay = place(rng, text, "injection")
        rows.append((text, "injection/%s: %s [layout: %s]" % (sub, desc, lay)))
    n = OBF_COUNT.get(L.LANG, OBF_DEFAULT)
    techs = OBF_TECH_CJK if L.LANG in CJK else OBF_TECH_LATIN
    # continue the technique cycle where the previous language stopped, so the
    # techniques come out even over the whole set
    off = _TECH_CURSOR[0]
    plan = [techs[(off + i) % len(techs)] for i in range(n)]
    _TECH_CURSOR[0] = off + n
    rng.shuffle(plan)
    payloads = list(L.OBF_PAYLOADS)
    rng.shuffle(payloads)
    tag_pool = list(L.TAG_PAYLOADS) if L.TAG_PAYLOADS else None
    if tag_pool:
        rng.shuffle(tag_pool)
    used = 0
    for tech in plan:
        if tech in ("fullwidth", "homoglyph", "leetspeak") and L.LANG in CJK:
            # pick the next payload that has enough Latin letters to disguise
            idx = next(i for i in range(used, len(payloads)) if sum(c.isascii() and c.isalpha() for c in payloads[i]) >= 6)
            payloads[used], payloads[idx] = payloads[idx], payloads[used]
        payload = C.fill_channels(rng, payloads[used % len(payloads)])
        used += 1
        cover = rng.choice(L.OBF_COVERS)
        sep = "" if L.LANG in CJK else " "
        if tech == "zero_width":
            text = cover + sep + C.ob_zero_width(rng, payload)
        elif tech == "tag_chars":
            hidden = C.fill_channels(rng, tag_pool.pop()) if tag_pool else C.ascii_fold(payload)
            text = rng.choice(L.OBF_FULL_COVERS) + C.ob_tag(hidden)
        elif tech == "bidi_override":
            text = cover + sep + C.ob_bidi(payload)
        elif tech == "fullwidth":
            text = cover + sep + C.ob_fullwidth(payload)
        elif tech == "homoglyph":
            text = cover + sep + C.ob_homoglyph(rng, payload)
        elif tech == "base64":
            text = rng.choice(L.B64_FRAMES).replace("{B64}", C.ob_base64(payload))
        elif tech == "leetspeak":
            text = cover + sep + C.ob_leet(rng, payload)
        elif tech == "spacing":
            text = cover + sep + C.ob_spacing(rng, payload)
        else:
            raise ValueError(tech)
        rows.append((text, "injection/obfuscated/%s: %s [layout: bullet]" % (tech, OBF_NOTES[tech])))
    return rows


def build_secret(rng, L):
    rows = []
    for prov, text in L.SECRETS:
        if prov == "password":
            text = text.replace("{PW}", C.password(rng))
            note = "secret/password-prose: password stated in prose"
        elif prov == "pin":
            text = text.replace("{PIN}", C.pin(rng))
            note = "secret/pin-prose: PIN or door/alarm code stated in prose"
        else:
            k = C.key(rng, prov)
            text = text.replace("{KEY}", k)
            shape = C.PROVIDER_SHAPE[prov]
            if shape == "url_password":
                note = "secret/connection-string: %s URL with an embedded password" % prov
            elif shape == "pem":
                note = "secret/private-key: PEM %s private key%s" % (prov[4:], " (multi-line)" if "\n" in k else " (flattened to one line)")
            elif shape == "jwt":
                note = "secret/jwt: signed JWT"
            elif shape is None:
                note = "secret/%s: provider key without a distinctive prefix, identified by context" % prov
            else:
                note = "secret/%s: %s credential in its real shape" % (prov, prov.replace("_", " "))
        text, lay = place(rng, text, "secret", allow_fence=prov not in ("password", "pin"))
        rows.append((text, "%s [layout: %s]" % (note, lay)))
    return rows


def build_pii(rng, L):
    rows = []
    for kind, text in L.PII:
        base = kind.split("_")[0]
        text = text.replace("{CARD}", C.card(rng, "visa")).replace("{CARD_MC}", C.card(rng, "mc"))
        text = text.replace("{CARD_AMEX}", C.card(rng, "amex")).replace("{CARD_UP}", C.card(rng, "unionpay"))
        text = text.replace("{CARD_JCB}", C.card(rng, "jcb"))
        text = text.replace("{SSN}", C.ssn(rng)).replace("{NINO}", C.nino(rng))
        if "{IBAN}" in text:
            text = text.replace("{IBAN}", C.iban(rng, kind.split("_")[1]))
        if "{PHONE}" in text:
            text = text.replace("{PHONE}", C.phone(rng, kind.split("_")[1]))
        detail = kind.split("_")[1] if "_" in kind else ""
        text, lay = place(rng, text, "pii")
        rows.append((text, "pii/%s: %s%s [layout: %s]" % (base, PII_NOTES[base], (" (%s)" % detail) if detail else "", lay)))
    return rows


def hexs(rng, n):
    return C.rs(rng, n, C.HEX)


def uuid4(rng):
    h = hexs(rng, 32)
    h = h[:12] + "4" + h[13:16] + rng.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def fill_benign(rng, text):
    for _ in range(100):
        t = text
        t = t.replace("{SHA}", hexs(rng, 40)).replace("{SHA_SHORT}", hexs(rng, rng.choice([7, 8, 10, 12])))
        t = t.replace("{UUID}", uuid4(rng)).replace("{SHA256}", hexs(rng, 64))
        t = C.fill_channels(rng, t)
        if not C.digit_run_risky(t) and not C.key_shapes_in(t):
            return t
    raise AssertionError(text)


def build_benign(rng, L):
    rows = []
    for text in L.BENIGN:
        hits = vocab_hits(text)
        if hits:
            note = "benign/lookalike: ordinary memory using attack vocabulary in a harmless sense (%s)" % ", ".join(hits[:3])
        else:
            note = "benign/plain: ordinary preference or project fact"
        text, lay = place(rng, text, "benign")
        rows.append((text, "%s [layout: %s]" % (note, lay)))
    for sub, text in L.BENIGN_FRAMES:
        text = fill_benign(rng, text)
        desc = {"sha": "git SHA in a release/bisect note", "uuid": "UUID identifier, not a secret",
                "sha256": "SHA-256 checksum/digest", "placeholder": "placeholder where a key or password would go",
                "ip": "documentation-range IP as a project fact"}[sub]
        text, lay = place(rng, text, "benign")
        rows.append((text, "benign/%s: %s [layout: %s]" % (sub, desc, lay)))
    return rows


BUILDERS = OrderedDict([("injection", build_injection), ("secret", build_secret), ("pii", build_pii), ("benign", build_benign)])


def main():
    rng = random.Random(SEED)
    out = OrderedDict((c, []) for c in BUILDERS)
    for L in LANGS:
        for cls, fn in BUILDERS.items():
            rows = fn(rng, L)
            rng.shuffle(rows)
            for i, (text, note) in enumerate(rows, 1):
                out[cls].append(OrderedDict([
                    ("id", "s24-%s-%s-%03d" % (CLASS_SHORT[cls], L.LANG, i)),
                    ("class", cls), ("lang", L.LANG), ("text", text), ("note", note)]))
    for cls, rows in out.items():
        with open(os.path.join(OUT, "%s.jsonl" % cls), "w", encoding="utf-8", newline="\n") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(out)
    for cls, rows in out.items():
        print("%-10s %d" % (cls, len(rows)))


def write_readme(out):
    langs = [L.LANG for L in LANGS]
    lines = ["| class | " + " | ".join(langs) + " | total |", "|---" * (len(langs) + 2) + "|"]
    for cls, rows in out.items():
        c = Counter(r["lang"] for r in rows)
        lines.append("| %s | %s | %d |" % (cls, " | ".join(str(c[l]) for l in langs), len(rows)))
    table = "\n".join(lines)

    def sub_table(cls, depth):
        c = Counter()
        for r in out[cls]:
            head = r["note"].split(":")[0]
            parts = head.split("/")
            c["/".join(parts[1:1 + depth])] += 1
        return "\n".join("- `%s`: %d" % (k, v) for k, v in sorted(c.items()))

    obf = Counter()
    for r in out["injection"]:
        if "/obfuscated/" in r["note"]:
            obf[(r["lang"], r["note"].split(":")[0].split("/")[2])] += 1
    obf_total = sum(obf.values())
    obf_tech = Counter()
    for (l, t), v in obf.items():
        obf_tech[t] += v
    obf_lines = "\n".join("- `%s`: %d" % (t, v) for t, v in sorted(obf_tech.items()))
    layouts = Counter()
    for rows in out.values():
        for r in rows:
            layouts[r["note"].rsplit("[layout: ", 1)[1].rstrip("]")] += 1
    layout_lines = "\n".join("- `%s`: %d" % (k, v) for k, v in sorted(layouts.items()))

    readme = README_TEMPLATE.format(date=DATE, seed=SEED, table=table,
                                    inj=sub_table("injection", 1), obf_total=obf_total, obf=obf_lines,
                                    sec=sub_table("secret", 1), pii=sub_table("pii", 1), ben=sub_table("benign", 1),
                                    layouts=layout_lines)
    with open(os.path.join(OUT, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write(readme)


README_TEMPLATE = """# s24: memory-scanner evaluation set

Date: {date}
Seed: {seed} (a single `random.Random({seed})` for the whole run)
Rebuild: `python3 gen/build.py && python3 gen/validate.py` (run from this folder; Python 3, standard library only).
The output is byte-identical on every run.

Four JSON Lines files, one object per line with exactly the fields
`id`, `class`, `lang`, `text`, `note`. Ids are `s24-<inj|sec|pii|ben>-<lang>-NNN`,
numbered per class and language after a seeded shuffle.

## Counts (class x language)

{table}

## How it was made

- Every natural-language line was written by hand, directly in its language
  (`gen/lang_<xx>.py`): English, French, German, Spanish, Portuguese (Brazilian and
  European usage both appear), Chinese (simplified), Japanese. No line was
  machine-translated. The languages follow one shared plan of subkinds, so the
  same kinds of attack and the same kinds of harmless lookalike show up in each
  language, but each line was written for its own language, with local names,
  places, tools and idiom.
- The generator (`gen/build.py`, `gen/common.py`) only: fills in random key
  material (`{{KEY}}`, `{{PW}}`, `{{PIN}}`), personal data (`{{CARD}}`, `{{IBAN}}`, ...),
  made-up endpoints (`{{URL}}`, `{{EMAIL}}`, `{{HOST}}`, `{{IP}}`), hashes and UUIDs in
  benign fillers; applies the obfuscations; and places each line in one of the
  layouts a memory takes (MEMORY.md/bucket bullet, Obsidian front-matter value,
  HTML comment, heading, fenced code block).
- Attack lines are paraphrased and written in the register of a saved memory
  (a preference, a team rule, a carried-over note). The stock phrase "ignore
  previous instructions" and its direct equivalents appear once per language,
  on purpose, as the one line testing exactly that.
- Benign lines are ordinary memories, many of them deliberately using the
  attack vocabulary in harmless senses (ignore lint warnings, rotate keys, system
  prompt reviewed, answer in French, curl ... get.docker.com as a project fact,
  password policies, test-card policies, phone-support hours without a number,
  placeholders, git SHAs, UUIDs, checksums).

## Injection subkinds

{inj}

The `obfuscated` lines ({obf_total}) by technique:

{obf}

Obfuscated lines hide one short hand-written instruction (per-language list
`OBF_PAYLOADS`) behind a hand-written memory-style lead or a complete,
harmless-looking memory. The instruction is in the line's language, except for
Unicode tag characters: they can only carry ASCII, so for French, German,
Spanish and Portuguese the payload is the accent-stripped instruction and for
Chinese and Japanese it is a short English instruction (`TAG_PAYLOADS`), which is
what an attacker would hide there. For Chinese and Japanese, full-width and
homoglyph obfuscation apply to the Latin parts of the instruction (file names,
`curl`, `system prompt`, ...), and leetspeak is not used.

## Secret subkinds

{sec}

Key material is random, generated in each provider's public prefix, length and
alphabet (AWS, GitHub classic/fine-grained/OAuth, GitLab, npm, PyPI, SendGrid,
Google, Hugging Face, DigitalOcean, Mailgun, Heroku, Discord, Datadog, Slack
bot/user/webhook, Stripe secret/restricted, OpenAI, Anthropic, Twilio, Azure
storage, Telegram, Shopify, Linear, Notion, Grafana, Docker Hub, age, Supabase,
Databricks, New Relic, Figma, Postman, Alibaba Cloud, Tencent Cloud, JWTs, PEM
private keys, connection strings with passwords). No documentation example key
is used. Passwords and PINs stated in prose appear in all seven languages.

## PII subkinds

{pii}

Card numbers are Luhn-valid (Visa, Mastercard incl. 2-series, Amex, UnionPay,
JCB) and never famous test numbers. IBANs (GB, NL, FR, BE, DE, ES, PT) carry
valid mod-97 check digits, and valid national check digits where the country
has them (FR RIB key, ES DC, PT NIB, BE). SSNs avoid area 000/666/9xx and the
famous examples; NI numbers use only allowed prefixes. Phone numbers use the
ranges reserved for fiction where one exists (US 555-01xx, UK 07700 900xxx,
FR 06 39 98, DE 030 23125); ES, PT, BR, CN and JP numbers are random in a
mobile format.

## Benign subkinds

{ben}

`lookalike` = the line uses attack-adjacent vocabulary (the note lists the
words); `plain` = ordinary preference or fact.

## Layouts (all files)

{layouts}

## Decisions where the brief was silent

- Per-language split: English about a quarter of the injections (137 of about
  560) and of the benign lines; the other six languages share the rest evenly.
  Secrets: 43 English, 22 per other language; PII: 12 English, 8 per other language.
- About 90 obfuscated injections: 24 English, 11 in each other language. One
  technique cycle runs on across the languages (so the techniques come out
  even overall) and the order within a language is shuffled; leetspeak has fewer
  lines because it is not used for Chinese and Japanese.
- `paragraph` in the layout counts is a plain note sentence (the place a heading
  or fenced block would have gone where that shape made no sense).
- A line may combine several attack kinds (e.g. exfiltration plus secrecy); the
  note names the main one.
- Adding the agent's own key to `authorized_keys`, adding an external admin
  collaborator or pointing package installs at an attacker mirror are counted as
  exfiltration or sensitive-target injections (they open a channel out).
- Secrets written to look like environment lines (`DD_API_KEY=...`) and keys
  without a distinctive prefix (Datadog, Azure key, AWS secret) rely on context.
- PEM keys appear both flattened to one line and as a multi-line fenced block;
  the multi-line ones are the only multi-line texts besides fenced code layouts.
- Benign lines may contain documentation-range IPs (they are not personal data)
  and `${{DB_PASSWORD}}`-style placeholders in URLs; they contain no phone number,
  no key shape and no Luhn-valid 13-19 digit run.
- Domains are invented under reserved names (`.example`, `example.net`, ...)
  except real provider hosts that are part of a key's shape
  (`hooks.slack.com`, `core.windows.net`) and `get.docker.com` in benign lines.
- Home-network addresses like a router's private IP were left out so every IP in
  the set is in 192.0.2.0/24, 198.51.100.0/24 or 203.0.113.0/24.

## Files

- `injection.jsonl`, `secret.jsonl`, `pii.jsonl`, `benign.jsonl`
- `gen/build.py` (entry point), `gen/common.py` (key/PII generators,
  obfuscations, layouts, shape regexes), `gen/lang_*.py` (hand-written lines),
  `gen/validate.py` (checks: JSON validity, five fields, unique ids, counts near
  the brief's sizes, Luhn for cards, mod 97 for IBANs, IPs only in documentation
  ranges, no key shapes or Luhn-valid numbers in benign lines).
"""

if __name__ == "__main__":
    main()
