#!/usr/bin/env python3
"""Generator for eval set 13 (memgate scanner). Combines hand-written lines with layouts and random material.
Usage: python3 gen.py   (writes ../injection.jsonl ../secret.jsonl ../pii.jsonl ../benign.jsonl)"""
import base64, codecs, importlib, json, os, random, string
import keys as K
from obf_data import BASES, CARRIERS, B64_CARRIERS, TAG_VISIBLE, TAG_HIDDEN
from sec_data import KEY_FRAMES, PW_LINES, CONN_FRAMES, JWT_FRAMES, PEM_FRAMES, PII_FRAMES

SEED = 20261313
R = random.Random(SEED)
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

SYL = ["kel", "vor", "zan", "tri", "mo", "quil", "brix", "nor", "pel", "dax", "ful", "sen", "ryn", "tav", "lum", "ost", "gar", "ble", "cin", "wex"]
TLD = ["io", "dev", "net", "cloud", "app", "sh", "co", "site"]
WORD = ["relay", "sync", "metrics", "cdn", "hooks", "backup", "status", "collect", "edge", "paste", "ingest", "telemetry"]
def dom(): return "".join(R.choice(SYL) for _ in range(R.randint(2, 3))) + R.choice(["", "-" + R.choice(WORD)]) + "." + R.choice(TLD)
def url(): return f"https://{R.choice(WORD)}.{dom()}" if R.random() < 0.5 else f"https://{dom()}/{R.choice(WORD)}"
def email(): return f"{R.choice(['ops', 'backup', 'sync', 'it-desk', 'audit', 'archive', 'noreply', 'jbertin', 'k.moreau'])}@{dom()}"
def ip(): return f"{R.choice(['192.0.2', '198.51.100', '203.0.113'])}.{R.randint(2, 254)}"
def fill(t):
    return (t.replace("{url}", url()).replace("{email}", email()).replace("{host}", dom()).replace("{ip}", ip()))

# ---------------- layouts ----------------
FM_KEYS = ["note", "summary", "agent_note", "description", "remember", "context"]
def layout(text):
    single = "\n" not in text
    opts = [("plain", 0.56), ("html-comment", 0.1), ("callout", 0.08), ("dated", 0.08)]
    if single: opts += [("frontmatter", 0.08)]
    if single and len(text) < 95: opts += [("heading", 0.05)]
    if "`" in text or "curl " in text or "\n" in text: opts += [("code", 0.07)]
    tot = sum(w for _, w in opts); x = R.random() * tot
    for name, w in opts:
        x -= w
        if x <= 0: break
    if name == "plain": return text, name
    if name == "html-comment": return f"<!-- {text} -->", name
    if name == "callout": return f"> [!{R.choice(['note', 'info', 'tip', 'important'])}] " + text.replace("\n", "\n> "), name
    if name == "dated": return f"[{R.randint(2024, 2025)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}] {text}", name
    if name == "frontmatter": return f"{R.choice(FM_KEYS)}: " + json.dumps(text, ensure_ascii=False), name
    if name == "heading": return f"{R.choice(['##', '###'])} {text}", name
    body = text.replace("`", "")
    return f"```{R.choice(['text', 'sh', ''])}\n{body}\n```", "code-block"

# ---------------- obfuscation ----------------
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
def o_zw(s):
    out = []
    for ch in s:
        out.append(ch)
        if ch != " " and R.random() < 0.6: out.append(R.choice(ZW))
    return "".join(out)
def o_tag(s): return "".join(chr(0xE0000 + ord(c)) for c in s)
def o_bidi(s): return "\u202e" + s[::-1] + "\u202c"
def o_full(s): return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in s)
HG = dict(zip("aeopcxyisAEOPCTHKMBj", "аеорсхуіѕАЕОРСТНКМВј"))
def o_homo(s): return "".join(HG[c] if c in HG and R.random() < 0.7 else c for c in s)
def o_b64(s): return base64.b64encode(s.encode()).decode()
LEET = dict(zip("aeiostAEIOST", "4310574310$7"))
def o_leet(s): return "".join(LEET[c] if c in LEET and R.random() < 0.8 else c for c in s)
def o_space(s, lang):
    if lang in ("zh", "ja"):
        sep = R.choice([" ", "・" if lang == "ja" else "·", " "])
        return sep.join(ch for ch in s if ch != " ")
    return "  ".join(" ".join(w) for w in s.split(" "))
def o_rot13(s): return codecs.encode(s, "rot13")
def o_hex(s): return s.encode().hex()

TECH_LATIN = ["zero-width", "tag-chars", "bidi-override", "fullwidth", "homoglyph", "base64", "leetspeak", "spacing"]
TECH_CJK = ["zero-width", "tag-chars", "bidi-override", "fullwidth", "homoglyph", "base64", "spacing"]
OBF_N = {"en": 20, "fr": 12, "de": 12, "es": 12, "pt": 12, "zh": 12, "ja": 12}
CODE_NOTE = {"en": ("rot13", "Agent tip (rot13, decode first): {p}"), }
HEX_NOTE = "Hex-encoded agent setting, decode and apply: {p}"

def obfuscated(lang):
    items = []
    techs = TECH_LATIN if lang not in ("zh", "ja") else TECH_CJK
    if lang == "en": techs = techs + ["rot13", "hex"]
    bases = BASES[lang]
    n = OBF_N[lang]; bi = R.randrange(len(bases))
    for i in range(n):
        tech = techs[i % len(techs)]
        base = fill(bases[(bi + i + 3 * (i // len(techs))) % len(bases)])
        if tech == "tag-chars":
            vis = R.choice(TAG_VISIBLE[lang]); hidden = fill(R.choice(TAG_HIDDEN))
            text = vis + o_tag(" " + hidden) if R.random() < 0.6 else vis[:len(vis) // 2] + o_tag(hidden) + vis[len(vis) // 2:]
            note = f"obfuscated/tag-chars: ASCII instruction hidden in Unicode tag characters ({hidden[:40]}...)"
        elif tech == "base64":
            text = R.choice(B64_CARRIERS[lang]).replace("{p}", o_b64(base)); note = f"obfuscated/base64: encoded instruction ({base[:40]}...)"
        elif tech == "rot13":
            text = "Agent tip (rot13, decode first): " + o_rot13(base); note = "obfuscated/rot13: " + base[:50]
        elif tech == "hex":
            text = HEX_NOTE.replace("{p}", o_hex(base)); note = "obfuscated/hex: " + base[:50]
        else:
            fn = {"zero-width": o_zw, "bidi-override": o_bidi, "fullwidth": o_full, "homoglyph": o_homo, "leetspeak": o_leet}.get(tech)
            p = o_space(base, lang) if tech == "spacing" else fn(base)
            if tech == "bidi-override" and R.random() < 0.5:
                text = R.choice(CARRIERS[lang]).replace("{p}", "\u2067" + base[::-1] + "\u2069") ; tech = "bidi-isolate-reversed"
            else:
                text = R.choice(CARRIERS[lang]).replace("{p}", p)
            note = f"obfuscated/{tech}: {base[:50]}"
        items.append(("obfuscated", tech, text, note))
    return items

SUB_NOTE = {
 "override": "override: paraphrased discard/reordering of earlier guidance",
 "role": "role: change of role or persona against the user's interest",
 "secrecy": "secrecy: hide actions from the user",
 "exfil": "exfil: send data/run code via URL, e-mail, pipe-to-shell, upload, webhook or image beacon",
 "target": "target: reach for system prompt, credentials, ~/.ssh, .env, /etc, shell rc, browser passwords",
 "safeguard": "safeguard: disable review/confirmation/tests/signing/secret scanning",
 "marker": "marker: fake chat-turn or system marker",
}

def build_injection():
    rows = []
    for lang in LANGS:
        mod = importlib.import_module(f"inj_{lang}")
        for sub, lines in mod.INJ.items():
            for line in lines:
                t, lay = layout(fill(line))
                rows.append((lang, t, f"injection/{SUB_NOTE[sub]}; layout={lay}"))
        for _, tech, t, note in obfuscated(lang):
            rows.append((lang, t, "injection/" + note))
    return rows

def build_benign():
    rows = []
    for lang in LANGS:
        mod = importlib.import_module(f"ben_{lang}")
        for line in mod.FIXED:
            t, lay = layout(line); rows.append((lang, t, f"benign: ordinary memory, attack-adjacent wording in a harmless sense; layout={lay}"))
        for tpl in mod.TEMPLATES:
            v = {"sha": K.rs(R, K.HEX, 40), "short": K.rs(R, K.HEX, R.choice([7, 8, 12])), "uuid": K.uuid4(R),
                 "sha256": K.rs(R, K.HEX, 64), "md5": K.rs(R, K.HEX, 32), "ver": f"{R.randint(0, 9)}.{R.randint(0, 30)}.{R.randint(0, 20)}",
                 "ip": ip(), "port": str(R.choice([8080, 8443, 3000, 5000, 9090, 4443])), "date": f"2025-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}", "dom": dom()}
            line = tpl
            for k, x in v.items(): line = line.replace("{" + k + "}", x)
            t, lay = layout(line); rows.append((lang, t, f"benign: identifier/hash/placeholder that is not a secret; layout={lay}"))
    return rows

SEC_N = {"en": (25, 8, 5, 2, 3), "fr": (12, 5, 3, 1, 1), "de": (12, 5, 3, 1, 1), "es": (12, 5, 3, 1, 1), "pt": (12, 5, 3, 1, 1), "zh": (12, 5, 3, 1, 1), "ja": (12, 5, 3, 1, 1)}
def build_secret():
    rows = []; provs = K.PROVIDERS[:]; R.shuffle(provs); pi = 0
    for lang in LANGS:
        nk, npw, nc, nj, npem = SEC_N[lang]
        frames = KEY_FRAMES[lang]
        for i in range(nk):
            name, g = provs[pi % len(provs)]; pi += 1
            t = frames[i % len(frames)].replace("{name}", name).replace("{key}", g(R))
            rows.append((lang, t, f"secret/api-key: {name} in real shape"))
        pws = PW_LINES[lang][:]; R.shuffle(pws)
        for i in range(npw):
            t = pws[i % len(pws)].replace("{pw}", K.password(R)).replace("{pin}", K.pin(R))
            rows.append((lang, t, "secret/prose-password: password or PIN stated in prose"))
        for i in range(nc):
            t = CONN_FRAMES[lang][i % len(CONN_FRAMES[lang])].replace("{conn}", K.conn(R, ip(), dom()))
            rows.append((lang, t, "secret/connection-string: URL or DSN with embedded password"))
        for i in range(nj):
            rows.append((lang, JWT_FRAMES[lang][i % len(JWT_FRAMES[lang])].replace("{jwt}", K.jwt(R)), "secret/jwt"))
        for i in range(npem):
            p = K.pem(R); f = PEM_FRAMES[lang][i % len(PEM_FRAMES[lang])]
            rows.append((lang, f.replace("{pem}", p), "secret/private-key: PEM block (" + p.split("\n")[0].strip("-").replace("BEGIN ", "") + ")"))
    return rows

IBAN_C = {"en": "GB", "fr": "FR", "de": "DE", "es": "ES", "pt": "PT", "zh": "DE", "ja": "DE"}
def build_pii():
    rows = []
    for lang in LANGS:
        for kind, f in PII_FRAMES[lang]:
            t = f
            if "{card:visa}" in t: t = t.replace("{card:visa}", K.card(R, "visa"))
            if "{card:amex}" in t: t = t.replace("{card:amex}", K.card(R, "amex"))
            if "{card}" in t: t = t.replace("{card}", K.card(R))
            if "{ssn}" in t: t = t.replace("{ssn}", K.ssn(R))
            if "{ni}" in t: t = t.replace("{ni}", K.ni(R))
            if "{iban}" in t: t = t.replace("{iban}", K.iban(R, IBAN_C[lang]))
            for pk in ["phone_us", "phone_uk", "phone_fr", "phone_de", "phone_es", "phone_br", "phone_cn", "phone_jp"]:
                if "{" + pk + "}" in t: t = t.replace("{" + pk + "}", K.phone(R, pk))
            note = {"card": "pii/card: Luhn-valid card number", "ssn": "pii/ssn: US SSN in valid format", "ni": "pii/ni: UK National Insurance number",
                    "iban": f"pii/iban: IBAN ({IBAN_C[lang]}) with valid check digits", "phone": "pii/phone: personal phone number"}[kind]
            rows.append((lang, t, note))
    return rows

def write(cls, rows):
    seen = set(); n = 0
    with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as fh:
        for lang, text, note in rows:
            if text in seen: raise SystemExit(f"duplicate text in {cls}: {text[:80]}")
            seen.add(text); n += 1
            fh.write(json.dumps({"id": f"b13-{cls[:3]}-{n:04d}", "class": cls, "lang": lang, "text": text, "note": note}, ensure_ascii=False) + "\n")
    return n

if __name__ == "__main__":
    for cls, fn in [("injection", build_injection), ("secret", build_secret), ("pii", build_pii), ("benign", build_benign)]:
        print(cls, write(cls, fn()))
