#!/usr/bin/env python3
"""Generate the b14 evaluation set. Usage: python3 gen/generate.py  (writes ../*.jsonl)"""
import json, os, sys, base64, unicodedata
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import common as C
from common import rng, fill
import lang_en, lang_fr, lang_de, lang_es, lang_pt, lang_zh, lang_ja

OUT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LANGS = {"en": lang_en, "fr": lang_fr, "de": lang_de, "es": lang_es, "pt": lang_pt, "zh": lang_zh, "ja": lang_ja}
INJ_N = {"en": 140, "fr": 70, "de": 70, "es": 70, "pt": 70, "zh": 70, "ja": 70}
OBF_N = {"en": 24, "fr": 11, "de": 11, "es": 11, "pt": 11, "zh": 11, "ja": 11}
SEC_N = {"en": 43, "fr": 22, "de": 22, "es": 22, "pt": 22, "zh": 22, "ja": 22}
PII_N = {"en": 12, "fr": 8, "de": 8, "es": 8, "pt": 8, "zh": 8, "ja": 8}
BEN_N = {"en": 148, "fr": 72, "de": 72, "es": 72, "pt": 72, "zh": 72, "ja": 72}

LABELS = {"en": ["Note", "Rule", "Reminder", "Context", "Fact"], "fr": ["Note", "Règle", "Rappel", "Contexte"],
          "de": ["Notiz", "Regel", "Erinnerung", "Kontext"], "es": ["Nota", "Regla", "Recordatorio", "Contexto"],
          "pt": ["Nota", "Regra", "Lembrete", "Contexto"], "zh": ["备注", "规则", "提醒", "背景"],
          "ja": ["メモ", "ルール", "リマインド", "前提"]}
BUCKETS = ["project", "org", "user", "repo", "infra", "team"]

def layout(text, lang, kinds=None):
    k = rng.choice(kinds or (["plain"] * 9 + ["date", "html", "front", "bucket", "bold", "heading"]))
    if k == "date":
        return f"{fill('{date}')}: {text}", k
    if k == "html":
        return f"<!-- {text} -->", k
    if k == "front":
        key = rng.choice(["summary", "note", "description", "context"])
        return (f'{key}: "{text}"' if '"' not in text else f"{key}: {text}"), k
    if k == "bucket":
        return f"[{rng.choice(BUCKETS)}] {text}", k
    if k == "bold":
        sep = "：" if lang in ("zh", "ja") else ":"
        return f"**{rng.choice(LABELS[lang])}{sep}** {text}", k
    if k == "heading" and len(text) < 80:
        return f"## {text}", k
    return text, "plain"

SEEN = set()
def add(rows, cls, lang, text, note):
    if text in SEEN:
        return False
    SEEN.add(text)
    rows.append({"class": cls, "lang": lang, "text": text, "note": note})
    return True

# ------------------------------------------------------------------ obfuscation
ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]
HOMO = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "i": "і", "y": "у", "s": "ѕ",
        "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4", "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}

def fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if ord(c) < 128)

def t_zw(p, lang):
    z = rng.choice(ZW)
    return z.join(p)
def t_tag(p, lang, carrier, en_payload):
    src = fold(p) if lang not in ("zh", "ja") else en_payload
    return carrier + "".join(chr(0xE0000 + ord(c)) for c in src)
def t_bidi(p, lang):
    return "\u202e" + p[::-1] + "\u202c"
def t_full(p, lang):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in p)
def t_homo(p, lang):
    return "".join(HOMO.get(c, c) if rng.random() < .8 else c for c in p)
def t_leet(p, lang):
    return "".join(LEET.get(c, c) for c in p)
def t_space(p, lang):
    if lang in ("zh", "ja"):
        return " ".join(p)
    return "  ".join(" ".join(w) for w in p.split(" "))

def obfuscate(lang, mod, n, rows):
    kinds = ["zw", "tag", "bidi", "fullwidth", "homoglyph", "base64", "leet", "spacing"]
    if lang in ("zh", "ja"):
        kinds = ["zw", "tag", "bidi", "fullwidth", "homoglyph", "base64", "spacing"]
    got, i = 0, 0
    while got < n:
        kind = kinds[i % len(kinds)]
        payload = fill(mod.OBF[(i // len(kinds) + i) % len(mod.OBF)])
        en_payload = fill(rng.choice(lang_en.OBF))
        carrier = fill(rng.choice(mod.OBF_CARRIER)) + " "
        i += 1
        if kind == "zw": text = t_zw(payload, lang)
        elif kind == "tag": text = t_tag(payload, lang, carrier, en_payload)
        elif kind == "bidi": text = carrier + t_bidi(payload, lang)
        elif kind == "fullwidth": text = t_full(payload, lang)
        elif kind == "homoglyph": text = t_homo(payload, lang)
        elif kind == "leet": text = t_leet(payload, lang)
        elif kind == "spacing": text = t_space(payload, lang)
        else:
            b = base64.b64encode(payload.encode()).decode()
            text = rng.choice(mod.OBF_B64).replace("{b64}", b)
        if add(rows, "injection", lang, text, f"injection/obfuscated/{kind}: hidden instruction ({'tag-encoded' if kind=='tag' else kind}) in a memory line"):
            got += 1

SUBNOTE = {"override": "discards or overrides earlier guidance / the user",
           "role": "change of role or persona", "secrecy": "asks the agent to hide actions from the user",
           "exfil": "exfiltration channel (URL, e-mail, curl|sh, upload, webhook, image beacon)",
           "target": "sensitive target (system prompt, ~/.ssh, .env, /etc, rc files, password stores)",
           "safeguard": "disables a safeguard (review, confirmation, tests, signing, scanning, audit)",
           "marker": "fake chat-turn / system marker"}

def gen_injection(lang, mod, rows):
    start = len(rows)
    obfuscate(lang, mod, OBF_N[lang], rows)
    need = INJ_N[lang] - OBF_N[lang]
    pool = [(k, t) for k, ts in mod.INJ.items() for t in ts]
    got, rounds = 0, 0
    while got < need and rounds < 20:
        order = pool[:]; rng.shuffle(order)
        for k, t in order:
            if got >= need: break
            text, lay = layout(fill(t), lang, ["plain"] if rounds == 0 and rng.random() < .7 else None)
            if add(rows, "injection", lang, text, f"injection/{k}: {SUBNOTE[k]}; layout={lay}"):
                got += 1
        rounds += 1

def gen_secret(lang, mod, rows):
    n = SEC_N[lang]
    n_pw = round(n * .23); n_misc = round(n * .2); n_key = n - n_pw - n_misc
    offs = rng.randrange(len(C.PROVIDERS))
    got = 0
    i = 0
    while got < n_key:
        prov, env, key = C.provider_key(offs + i)
        t = mod.SECRET_CTX[i % len(mod.SECRET_CTX)]
        i += 1
        text = fill(t.replace("{prov}", prov).replace("{env}", env).replace("{key}", key))
        text, lay = layout(text, lang, ["plain"] * 5 + ["bucket", "bold", "date", "html"])
        if add(rows, "secret", lang, text, f"secret/provider-key: {prov} key in its real shape; layout={lay}"):
            got += 1
    got = 0; i = 0
    while got < n_pw:
        t = mod.SECRET_PW[i % len(mod.SECRET_PW)]; i += 1
        text = fill(t.replace("{pw}", C.password()).replace("{pin}", C.pin()))
        kind = "pin" if "{pin}" in t else "password"
        if add(rows, "secret", lang, text, f"secret/prose-{kind}: {kind} stated in prose ({lang})"):
            got += 1
    got = 0; i = 0
    while got < n_misc:
        t = mod.SECRET_MISC[i % len(mod.SECRET_MISC)]; i += 1
        kind = "jwt" if "{jwt}" in t else "pem" if "{pem}" in t else "connection-string"
        text = fill(t.replace("{jwt}", C.jwt()).replace("{pem}", C.pem()).replace("{conn}", C.conn_string()))
        if add(rows, "secret", lang, text, f"secret/{kind}: {kind} with live credential material"):
            got += 1

def pii_fill(t):
    rep = {"{card}": C.card, "{ssn}": C.ssn, "{nino}": C.nino,
           "{m}": lambda: str(rng.randint(1, 9)), "{y}": lambda: str(rng.randint(6, 9)),
           "{p4}": lambda: C.rs(C.DG, 4), "{p4b}": lambda: C.rs(C.DG, 4)}
    for k, f in rep.items():
        while k in t:
            t = t.replace(k, f(), 1)
    for cc in ["gb", "nl", "fr", "de", "es", "pt", "it", "be", "at", "ch"]:
        t = t.replace("{iban_%s}" % cc, C.iban(cc.upper()))
    for cc in ["us", "uk", "fr", "de", "es", "pt", "zh", "ja"]:
        t = t.replace("{phone_%s}" % cc, C.phone(cc))
    return fill(t)

def gen_pii(lang, mod, rows):
    got, i = 0, 0
    while got < PII_N[lang]:
        kind, t = mod.PII[i % len(mod.PII)]; i += 1
        text = pii_fill(t)
        if add(rows, "pii", lang, text, f"pii/{kind}: personal data, grants no access"):
            got += 1

BEN_KIND = [
 ("identifier (git SHA / UUID / hash)", ["{sha}", "{uuid}", "{sha256}", "{md5}", "{short}"]),
 ("placeholder key", ["<your", "<ta clé", "<dein", "<tu-clave", "<sua-chave", "<你的", "<ここに", "xxxxxxxx"]),
 ("password policy", ["Password policy", "Politique de mots de passe", "Passwortrichtlinie", "Política de contraseñas", "Política de senhas", "密码策略", "パスワードポリシー"]),
 ("test-card policy", ["test card", "carte de test", "Testkarten", "tarjetas de prueba", "cartões de teste", "测试卡", "テストカード", "Card numbers in the fixtures", "Test IBAN", "Phone numbers in test"]),
 ("support hours without a number", ["Phone support", "support téléphonique", "Telefon-Support", "soporte telefónico", "atendimento por telefone", "电话客服", "電話サポート", "hotline", "Hotline", "SAC", "客服热线", "サポート窓口", "atención al cliente"]),
 ("curl/install as project fact", ["curl", "wget"]),
 ("system prompt mentioned harmlessly", ["ystem prompt", "prompt système", "Systemprompt", "prompt de sistema", "系统提示词", "システムプロンプト", "prompt"]),
 ("role/persona in ordinary sense", ["role", "persona", "rôle", "Rolle", "rol ", "papel", "角色", "人设", "担当", "キャラ", "ロール", "Act as", "jouer le rôle", "Reviewer", "revisor", "レビュアー", "扮演"]),
 ("override/ignore/forget in ordinary sense", ["gnore", "isregard", "orget", "Oublier", "vergessen", "Olvidar", "Esquecer", "忽略", "作废", "忘れ", "無視", "Override", "outdated", "obsolète", "veraltet", "obsoletas", "desatualizadas", "过时", "使わない", "laisse tomber", "vergiss", "déjalo", "deixa pra lá", "算了", "やっぱり"]),
 ("safeguard vocabulary (review/signing/tests/scanning)", ["review", "relecture", "Review", "revisión", "revisão", "评审", "审核", "レビュー", "sign", "Sign", "firma", "assinatura", "签名", "署名", "test", "Test", "测试", "テスト", "scan", "Scan", "escaneo", "varredura", "扫描", "スキャン", "confirm", "pre-commit", "Pre-commit", "protection", "Schutz", "Protección", "Proteção", "保护", "保護", "--no-verify"]),
 ("secret-handling vocabulary", ["key", "Key", "token", "Token", "secret", "Secret", "ecreto", "egredo", "redential", "dentifiants", "Zugangsdaten", "密钥", "キー", "シークレット", "mot de passe", "Passwort", "contraseña", "senha", "密码", "パスワード", "ssh", "certific", "Schlüssel", "clave", "chave", "clé"]),
 ("exfil vocabulary (webhook/upload/pixel)", ["ebhook", "pload", "pixel", "Pixel", "píxel", "像素", "ピクセル", "xfiltra", "外泄", "持ち出し", "beacon", "export"]),
]

def ben_note(t):
    for name, kws in BEN_KIND:
        if any(k in t for k in kws):
            return name
    return "ordinary project/user fact"

def gen_benign(lang, mod, rows):
    got, rounds = 0, 0
    while got < BEN_N[lang] and rounds < 30:
        order = mod.BENIGN[:]; rng.shuffle(order)
        for t in order:
            if got >= BEN_N[lang]: break
            text, lay = layout(fill(t, good=True), lang, ["plain"] if rounds == 0 and rng.random() < .7 else None)
            if add(rows, "benign", lang, text, f"benign/{ben_note(t)}: must not be flagged; layout={lay}"):
                got += 1
        rounds += 1

def main():
    out = {"injection": [], "secret": [], "pii": [], "benign": []}
    for lang, mod in LANGS.items():
        gen_injection(lang, mod, out["injection"])
        gen_secret(lang, mod, out["secret"])
        gen_pii(lang, mod, out["pii"])
        gen_benign(lang, mod, out["benign"])
    short = {"injection": "inj", "secret": "sec", "pii": "pii", "benign": "ben"}
    for cls, rows in out.items():
        with open(os.path.join(OUT, f"{cls}.jsonl"), "w", encoding="utf-8") as f:
            for n, r in enumerate(rows, 1):
                obj = {"id": f"b14-{short[cls]}-{n:04d}", "class": cls, "lang": r["lang"], "text": r["text"], "note": r["note"]}
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
        print(cls, len(rows))

if __name__ == "__main__":
    main()
