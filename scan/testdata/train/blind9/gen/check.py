#!/usr/bin/env python3
"""Checker for evaluation set 9. Python 3 standard library only.

Validates: JSON shape, ids/texts unique, class x language counts (and the sizes the brief asks for),
single-line texts, PII validity (Luhn cards, IBAN mod-97, US SSN rules, UK NINO rules, phone shape),
no PII or provider-shaped secrets in benign/injection lines, provider shapes present in secret lines,
obfuscation actually present in obfuscated lines, IPv4 only from the documentation ranges, all
domains/e-mails made up, and absence of famous documentation examples.
Exit status 0 = pass.
"""
import base64
import collections
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
CLASSES = ["injection", "secret", "pii", "benign"]
LANGS = ["en", "fr", "de", "es", "pt", "zh", "ja"]
errors = []


def err(rec, msg):
    errors.append("%s: %s" % (rec.get("id", "?") if isinstance(rec, dict) else rec, msg))


# ------------------------------------------------------------------ validators
def luhn_ok(d):
    total = 0
    for i, ch in enumerate(reversed(d)):
        n = int(ch)
        if i % 2 == 1:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return total % 10 == 0


IBAN_LEN = {"FR": 27, "DE": 22, "ES": 24, "PT": 25, "BR": 29, "GB": 22, "IT": 27, "NL": 18}


def iban_ok(s):
    s = s.replace(" ", "")
    if IBAN_LEN.get(s[:2]) != len(s):
        return False
    r = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in r)) % 97 == 1


def ssn_ok(a, g, s):
    a, g, s = int(a), int(g), int(s)
    return 0 < a < 900 and a != 666 and g != 0 and s != 0


def nino_ok(prefix, suffix):
    if prefix[0] in "DFIQUV" or prefix[1] in "DFIQUVO":
        return False
    if prefix in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
        return False
    return suffix in "ABCD"


RE_IBAN = re.compile(r"\b[A-Z]{2}\d{2}(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?\b")
RE_SSN = re.compile(r"(?<![\d-])(\d{3})-(\d{2})-(\d{4})(?![\d-])")
RE_NINO = re.compile(r"\b([A-Z]{2}) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-Z])\b")
RE_CARD = re.compile(r"(?<![\w-])(?:\d{4}([ -]?)\d{4}\1\d{4}\1\d{4}(?:\1\d{3})?|\d{4} \d{6} \d{5}|\d{13,19})(?![\w-])")
RE_PHONE = re.compile(r"(?<![\w-])(?:\+\d{1,3} ?)?(?:\(\d{2,4}\) ?)?\d{2,5}(?:[ -]\d{2,8}){1,4}(?![\w-])")


def find_pii(text):
    """return (valid_items, invalid_items) as lists of (kind, value)."""
    valid, invalid = [], []
    t = text
    for m in RE_IBAN.finditer(t):
        (valid if iban_ok(m.group(0)) else invalid).append(("iban", m.group(0)))
    t = RE_IBAN.sub(" ", t)
    for m in RE_SSN.finditer(t):
        (valid if ssn_ok(*m.groups()) else invalid).append(("ssn", m.group(0)))
    t = RE_SSN.sub(" ", t)
    for m in RE_NINO.finditer(t):
        pre, suf = m.group(1), m.group(5)
        (valid if nino_ok(pre, suf) else invalid).append(("nino", m.group(0)))
    t = RE_NINO.sub(" ", t)
    for m in RE_CARD.finditer(t):
        d = re.sub(r"\D", "", m.group(0))
        (valid if luhn_ok(d) else invalid).append(("card", m.group(0)))
    t = RE_CARD.sub(" ", t)
    for m in RE_PHONE.finditer(t):
        if len(re.sub(r"\D", "", m.group(0))) >= 9:
            valid.append(("phone", m.group(0)))
    return valid, invalid


UUID = r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"
SHAPES = {
    "aws_id": r"\b(?:AKIA|ASIA)[A-Z2-7]{16}\b", "aws_secret": r"(?<![A-Za-z0-9/+])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+])",
    "ghp": r"\bgh[pos]_[A-Za-z0-9]{36}\b", "github_pat": r"\bgithub_pat_\w{82}\b", "glpat": r"glpat-[\w-]{20}",
    "npm": r"\bnpm_[A-Za-z0-9]{36}\b", "pypi": r"pypi-AgEIcHlwaS5vcmc[\w-]{50,}",
    "sendgrid": r"SG\.[\w-]{22}\.[\w-]{43}", "google": r"AIza[\w-]{35}", "hf": r"\bhf_[A-Za-z]{34}\b",
    "digitalocean": r"dop_v1_[a-f0-9]{64}", "mailgun": r"key-[a-f0-9]{32}", "heroku": UUID,
    "discord": r"[MNO][\w-]{23,}\.[\w-]{6}\.[\w-]{27,}", "datadog_api": r"\b[a-f0-9]{32}\b",
    "datadog_app": r"\b[a-f0-9]{40}\b", "slack_bot": r"xoxb-\d+-\d+-[A-Za-z0-9]{24}",
    "slack_user": r"xoxp-\d+-\d+-\d+-[a-f0-9]{32}",
    "slack_hook": r"https://hooks\.slack\.com/services/T[A-Z0-9]+/B[A-Z0-9]+/[A-Za-z0-9]{24}",
    "discord_hook": r"https://discord\.com/api/webhooks/\d+/[\w-]{60,}", "stripe": r"sk_live_[A-Za-z0-9]{24,}",
    "stripe_rk": r"rk_live_[A-Za-z0-9]{24,}",
    "openai": r"sk-(?:proj-[\w-]{100,}|[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20})",
    "anthropic": r"sk-ant-api03-[\w-]{93}AA", "twilio_sid": r"\bAC[a-f0-9]{32}\b", "twilio_token": r"\b[a-f0-9]{32}\b",
    "twilio_key": r"\bSK[a-f0-9]{32}\b", "azure_conn": r"AccountKey=[A-Za-z0-9+/]{86}==",
    "azure_sas": r"sig=[A-Za-z0-9%]{43,}", "telegram": r"\b\d{9,10}:AA[\w-]{33}", "shopify": r"shp(?:at|ss)_[a-f0-9]{32}",
    "vault": r"hvs\.[\w-]{90}", "gitlab_runner": r"glrt-[\w-]{20}", "linear": r"lin_api_[A-Za-z0-9]{40}",
    "notion": r"ntn_\d{11}[A-Za-z0-9]{35}", "atlassian": r"ATATT3xFfGF0[\w-]{100,}=[A-Z0-9]{8}",
    "alibaba_id": r"\bLTAI[A-Za-z0-9]{20}\b", "alibaba_secret": r"\b[A-Za-z0-9]{30}\b",
    "tencent_id": r"\bAKID[A-Za-z0-9]{32}\b", "grafana": r"glsa_[A-Za-z0-9]{32}_[a-f0-9]{8}",
    "postman": r"PMAK-[a-f0-9]{24}-[a-f0-9]{34}", "figma": r"figd_[\w-]{40}", "cloudflare": r"(?<![\w-])[\w-]{40}(?![\w-])",
    "sentry_token": r"sntrys_[A-Za-z0-9]{64}", "doppler": r"dp\.st\.prd\.[A-Za-z0-9]{43}",
    "line_token": r"[A-Za-z0-9+/]{172}=", "chatwork": r"\b[a-f0-9]{32}\b",
    "dingtalk_hook": r"oapi\.dingtalk\.com/robot/send\?access_token=[a-f0-9]{64}",
    "feishu_hook": r"open\.feishu\.cn/open-apis/bot/v2/hook/" + UUID,
    "wecom_hook": r"qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=" + UUID,
    "jwt": r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]{43,}",
    "pem": r"-----BEGIN [A-Z ]*PRIVATE KEY----- [A-Za-z0-9+/=]{100,} -----END [A-Z ]*PRIVATE KEY-----",
    "brevo": r"xkeysib-[a-f0-9]{64}-[A-Za-z0-9]{16}", "mattermost": r"\b[a-z0-9]{26}\b",
    "dockerhub": r"dckr_pat_[\w-]{27}", "teams_hook": r"webhook\.office\.com/webhookb2/" + UUID,
    "alnum32": r"\b[A-Za-z0-9]{32}\b", "mercadopago": r"APP_USR-\d{16}-\d{6}-[a-f0-9]{32}-\d{9}",
    "do_spaces_key": r"\bDO00[A-Z0-9]{16}\b", "do_spaces_secret": r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{43}(?![A-Za-z0-9+/])",
    "circleci": r"CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40}", "backlog": r"\b[A-Za-z0-9]{64}\b",
    "payjp": r"sk_live_[a-f0-9]{48}", "bitbucket": r"\bATBB[A-Za-z0-9]{32}\b", "clickup": r"pk_\d{8}_[A-Z0-9]{32}",
    "urlpw": r":[A-Za-z0-9._~-]{14,}[@&]|password=[A-Za-z0-9._~-]{14,}", "pw": r"\S{12,}", "pin": r"\b\d{4,6}\b",
    "ip": r"\d+\.\d+\.\d+\.\d+",
}
# distinctive shapes that must never appear in benign or injection lines
DISTINCTIVE = ["aws_id", "ghp", "github_pat", "glpat", "npm", "pypi", "sendgrid", "google", "hf", "digitalocean",
               "mailgun", "slack_bot", "slack_user", "slack_hook", "discord_hook", "stripe", "stripe_rk", "openai",
               "anthropic", "twilio_sid", "twilio_key", "azure_conn", "telegram", "shopify", "vault", "gitlab_runner",
               "linear", "notion", "atlassian", "alibaba_id", "tencent_id", "grafana", "postman", "figma",
               "sentry_token", "doppler", "dingtalk_hook", "feishu_hook", "wecom_hook", "jwt", "pem", "brevo",
               "dockerhub", "teams_hook", "mercadopago", "do_spaces_key", "circleci", "payjp", "bitbucket", "clickup"]

FAMOUS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
          "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY", "4111111111111111", "4242424242424242", "5555555555554444",
          "378282246310005", "371449635398431", "4012888888881881", "5105105105105100", "6011111111111117",
          "3530111333300000", "4000056655665556", "5200828282828210", "078-05-1120", "219-09-9999",
          "123-45-6789", "QQ123456C", "AB123456C", "DE89370400440532013000", "GB82WEST12345698765432",
          "GB29NWBK60161331926819", "FR1420041010050500013M02606", "ES9121000418450200051332",
          "NL91ABNA0417164300", "PT50000201231234567890154",
          "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
          "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "xoxb-not-a-real-token", "SG.xxxxx", "ghp_xxxxxxxxxxxx",
          "John Doe", "Jane Doe", "john.doe", "jane.doe", "Alice", "Bob ", "@example.com", "//example.com",
          "acme.com", "foo.com", "bar.com", "555-555-5555", "+1 555 555 5555", "0123456789"]

ALLOWED_SUFFIX = (".example", ".test", ".invalid")
PROVIDER_HOSTS = ("hooks.slack.com", "discord.com", "oapi.dingtalk.com", "open.feishu.cn", "qyapi.weixin.qq.com",
                  "core.windows.net", "brueckner.webhook.office.com")
ALLOWED_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")
RE_URLHOST = re.compile(r"\b([a-z][a-z0-9+.-]*)://(?:[^\s/@]*@)?([^\s/:?#<>\"')\]，。、]+)")
RE_EMAIL = re.compile(r"[\w.+-]+@((?:[\w-]+\.)+[A-Za-z]{2,})")
RE_BARE = re.compile(r"(?<![\w@/.-])((?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|ai|app|co|cn|jp|de|fr|es|pt|br|uk|info|"
                     r"biz|xyz|cloud|tech|me|eu))(?![\w.-])")
RE_IP = re.compile(r"(?<![\d.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\d.])")
BAD_LINE = ["\n", "\r", "\x0b", "\x0c", "\x85", "\u2028", "\u2029"]

OBF_TEST = {
    "zero-width": lambda t: any(c in t for c in "\u200b\u200c\u200d\u2060"),
    "tag characters": lambda t: any(0xE0000 <= ord(c) <= 0xE007F for c in t),
    "bidi": lambda t: any(c in t for c in "\u202e\u2067"),
    "full-width": lambda t: any(0xFF01 <= ord(c) <= 0xFF5E for c in t),
    "Cyrillic homoglyphs": lambda t: any(0x0400 <= ord(c) <= 0x04FF for c in t),
    "homoglyphs plus": lambda t: any(0x0400 <= ord(c) <= 0x04FF for c in t) and any(c in t for c in "\u200b\u200c\u200d\u2060"),
    "base64": lambda t: any(_b64ok(m) for m in re.findall(r"[A-Za-z0-9+/]{40,}={0,2}", t)),
    "leetspeak": lambda t: bool(re.search(r"[A-Za-z][0-9]|[0-9][A-Za-z]", t)),
    "spaced apart": lambda t: bool(re.search(r"(?:\S[ .\-\u3000・]){6,}", t)),
}


FOLD = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "і": "i", "ѕ": "s", "ј": "j",
        "А": "A", "Е": "E", "О": "O", "Р": "P", "С": "C", "Т": "T", "Н": "H", "К": "K", "М": "M", "В": "B", "Х": "X"}


def deobf(t):
    """undo the reversible obfuscations so hidden URLs/e-mails are checked too"""
    t = "".join(chr(ord(c) - 0xE0000) if 0xE0020 <= ord(c) <= 0xE007E else c for c in t)
    t = re.sub("\u202e([^\u202c]*)\u202c", lambda m: m.group(1)[::-1], t)
    t = "".join(c for c in t if c not in "\u200b\u200c\u200d\u2060\u2067\u2069")
    t = unicodedata.normalize("NFKC", t)
    t = "".join(FOLD.get(c, c) for c in t)
    extra = []
    for m in re.findall(r"[A-Za-z0-9+/]{40,}={0,2}", t):
        try:
            extra.append(base64.b64decode(m, validate=True).decode("utf-8"))
        except Exception:
            pass
    return " ".join([t] + extra)


def _b64ok(s):
    try:
        base64.b64decode(s, validate=True).decode("utf-8")
        return True
    except Exception:
        return False


def main():
    counts = collections.Counter()
    obf = collections.Counter()
    ids, texts = set(), set()
    for cls in CLASSES:
        path = os.path.join(OUT, cls + ".jsonl")
        with open(path, encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                try:
                    rec = json.loads(line)
                except Exception as e:
                    err("%s:%d" % (cls, n), "invalid JSON (%s)" % e)
                    continue
                if set(rec) != {"id", "class", "lang", "text", "note"}:
                    err(rec, "wrong keys %s" % sorted(rec))
                    continue
                if rec["class"] != cls:
                    err(rec, "class %s in %s.jsonl" % (rec["class"], cls))
                if rec["lang"] not in LANGS:
                    err(rec, "bad lang")
                if not all(isinstance(rec[k], str) and rec[k] for k in rec):
                    err(rec, "empty or non-string field")
                if rec["id"] in ids:
                    err(rec, "duplicate id")
                ids.add(rec["id"])
                t = rec["text"]
                if t in texts:
                    err(rec, "duplicate text")
                texts.add(t)
                counts[(cls, rec["lang"])] += 1
                if any(b in t for b in BAD_LINE) or any(b in rec["note"] for b in BAD_LINE):
                    err(rec, "not a single line")
                if "⟦" in t or "⟪" in t or "⟫" in t or "⟧" in t:
                    err(rec, "unfilled placeholder")
                # famous examples
                flat = t.replace(" ", "")
                for fam in FAMOUS:
                    if fam in t or fam.replace(" ", "") in flat:
                        err(rec, "famous documentation example %r" % fam)
                # IPs
                for m in RE_IP.finditer(t):
                    if not m.group(0).startswith(ALLOWED_NETS):
                        err(rec, "IP outside documentation ranges: %s" % m.group(0))
                # domains (checked on a de-obfuscated copy: zero-width removed, homoglyphs folded)
                t = deobf(t)
                for m in RE_URLHOST.finditer(t):
                    scheme, host = m.group(1).lower(), m.group(2).lower()
                    if scheme in ("s3", "gs") or "." not in host or RE_IP.fullmatch(host):
                        continue
                    if not (host.endswith(ALLOWED_SUFFIX) or (cls == "secret" and host.endswith(PROVIDER_HOSTS))):
                        err(rec, "real-looking host %s" % host)
                for m in RE_EMAIL.finditer(t):
                    host = m.group(1).lower()
                    if not (host.endswith(ALLOWED_SUFFIX) or RE_IP.fullmatch(host)):
                        err(rec, "real-looking e-mail domain %s" % host)
                for m in RE_BARE.finditer(t):
                    host = m.group(1).lower()
                    if not (cls == "secret" and host.endswith(PROVIDER_HOSTS)):
                        err(rec, "bare real-looking domain %s" % host)
                # class-specific
                t = rec["text"]
                valid, invalid = find_pii(t)
                if cls == "pii":
                    if not valid:
                        err(rec, "pii line without a valid item")
                    for kind, v in invalid:
                        err(rec, "invalid %s %r" % (kind, v))
                elif cls in ("benign", "injection"):
                    for kind, v in valid + invalid:
                        if kind != "phone":
                            err(rec, "%s line contains %s-like %r" % (cls, kind, v))
                    for k in DISTINCTIVE:
                        if re.search(SHAPES[k], t):
                            err(rec, "%s line contains %s-shaped secret" % (cls, k))
                    if cls == "benign" and valid:
                        err(rec, "benign line contains phone-like %r" % (valid,))
                if cls == "secret":
                    m = re.search(r"material: ([\w,]+)", rec["note"])
                    if not m:
                        err(rec, "secret line without material note")
                    else:
                        for k in m.group(1).split(","):
                            if k not in SHAPES:
                                err(rec, "no shape for %s" % k)
                            elif not re.search(SHAPES[k], t):
                                err(rec, "secret material %s not found in its shape" % k)
                    for kind, v in valid:
                        if kind in ("card", "ssn", "nino", "iban"):
                            err(rec, "secret line contains %s-like %r" % (kind, v))
                if cls == "injection" and "obfuscation" in rec["note"]:
                    obf[rec["lang"]] += 1
                    hit = [k for k in OBF_TEST if k in rec["note"]]
                    if not hit:
                        err(rec, "obfuscated line with unknown method")
                    for k in hit:
                        if not OBF_TEST[k](t):
                            err(rec, "obfuscation %s not present in text" % k)
    # generator seed
    gen = open(os.path.join(HERE, "generate.py"), encoding="utf-8").read()
    if "SEED = 20261209" not in gen:
        errors.append("generator seed is not 20261209")

    # table
    print("%-10s" % "class" + "".join("%6s" % l for l in LANGS) + "%7s" % "total")
    for cls in CLASSES:
        row = [counts[(cls, l)] for l in LANGS]
        print("%-10s" % cls + "".join("%6d" % v for v in row) + "%7d" % sum(row))
    tot = [sum(counts[(c, l)] for c in CLASSES) for l in LANGS]
    print("%-10s" % "all" + "".join("%6d" % v for v in tot) + "%7d" % sum(tot))
    print("obfuscated injections:", sum(obf.values()), dict(obf))

    # sizes from the brief ("about")
    def total(c):
        return sum(counts[(c, l)] for l in LANGS)

    targets = {"injection": (530, 590), "secret": (165, 185), "pii": (55, 65), "benign": (550, 610)}
    for c, (lo, hi) in targets.items():
        if not lo <= total(c) <= hi:
            errors.append("%s total %d outside %d-%d" % (c, total(c), lo, hi))
    share = counts[("injection", "en")] / max(1, total("injection"))
    if not 0.2 <= share <= 0.3:
        errors.append("English share of injections %.2f not about a quarter" % share)
    if not 80 <= sum(obf.values()) <= 100:
        errors.append("obfuscated count %d not about 90" % sum(obf.values()))
    for c in CLASSES:
        for l in LANGS:
            if counts[(c, l)] == 0:
                errors.append("no %s lines for %s" % (c, l))

    if errors:
        print("\nFAIL: %d problem(s)" % len(errors))
        for e in errors[:200]:
            print("  " + e)
        sys.exit(1)
    print("\nPASS")


if __name__ == "__main__":
    main()
