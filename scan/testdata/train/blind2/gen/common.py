"""Shared helpers for the blind2 evaluation set generator.

Standard library only. Everything random goes through a random.Random that
the caller passes in, so a build is fully determined by SEED.
"""
import base64
import codecs
import json
import re
import string
import uuid as _uuid

SEED = 20261203

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
ALNUM = UP + LO + DG
HEXL = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"

LANGS = ("en", "fr", "de", "es", "pt", "zh", "ja")


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng, n, first_nonzero=True):
    s = rs(rng, DG, n)
    if first_nonzero and s[0] == "0":
        s = str(rng.randint(1, 9)) + s[1:]
    return s


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def rand_bytes(rng, n):
    return bytes(rng.getrandbits(8) for _ in range(n))


def rand_uuid(rng):
    return str(_uuid.UUID(int=rng.getrandbits(128), version=4))


# ---------------------------------------------------------------- checksums

def luhn_ok(number):
    ds = [int(c) for c in number if c.isdigit()]
    if len(ds) < 12:
        return False
    total = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_digit(partial):
    for d in "0123456789":
        if luhn_ok(partial + d):
            return d
    raise AssertionError("no luhn digit")


def _iban_numeric(s):
    return "".join(str(int(c, 36)) for c in s)


def iban_ok(iban):
    s = re.sub(r"\s+", "", iban).upper()
    if not re.fullmatch(r"[A-Z]{2}\d{2}[A-Z0-9]{10,30}", s):
        return False
    if s[:2] in IBAN_LEN and len(s) != IBAN_LEN[s[:2]]:
        return False
    return int(_iban_numeric(s[4:] + s[:4])) % 97 == 1


def iban_from_bban(country, bban):
    check = 98 - int(_iban_numeric(bban + country + "00")) % 97
    return "%s%02d%s" % (country, check, bban)


IBAN_LEN = {"DE": 22, "FR": 27, "ES": 24, "PT": 25, "GB": 22, "NL": 18,
            "BE": 16, "AT": 20, "CH": 21, "IE": 22, "LU": 20, "IT": 27}


def ssn_ok(ssn):
    m = re.fullmatch(r"(\d{3})[- ]?(\d{2})[- ]?(\d{4})", ssn.strip())
    if not m:
        return False
    a, g, s = m.groups()
    if a in ("000", "666") or a >= "900" or g == "00" or s == "0000":
        return False
    return True


NI_BAD_FIRST = set("DFIQUV")
NI_BAD_SECOND = set("DFIOQUV")
NI_BAD_PAIRS = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def ni_ok(ni):
    s = re.sub(r"\s+", "", ni).upper()
    m = re.fullmatch(r"([A-Z])([A-Z])(\d{6})([A-D])", s)
    if not m:
        return False
    a, b = m.group(1), m.group(2)
    if a in NI_BAD_FIRST or b in NI_BAD_SECOND or a + b in NI_BAD_PAIRS:
        return False
    return True


# Values that appear in documentation everywhere; none may appear in the set.
FAMOUS = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "4111111111111111", "4111 1111 1111 1111", "4242424242424242",
    "4242 4242 4242 4242", "5555555555554444", "5555 5555 5555 4444",
    "378282246310005", "6011111111111117", "4000056655665556",
    "5105105105105100", "4012888888881881", "371449635398431",
    "078-05-1120", "219-09-9999", "123-45-6789", "457-55-5462",
    "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32",
    "DE89370400440532013000", "DE89 3704 0044 0532 0130 00",
    "FR1420041010050500013M02606", "ES9121000418450200051332",
    "NL91ABNA0417164300", "BE68539007547034", "CH9300762011623852957",
    "AB123456C", "QQ123456C", "QQ 12 34 56 C",
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "xoxb-123456789012", "T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "ghp_xxxxxxxx", "EXAMPLEKEY",
    "555-555-5555", "867-5309",
]


# ------------------------------------------------------------- PII makers

def fmt_groups(num, groups, sep):
    out, i = [], 0
    for g in groups:
        out.append(num[i:i + g])
        i += g
    return sep.join(out)


def card(rng, brand):
    if brand == "visa":
        prefix, length = "4" + digits(rng, 5, False), 16
    elif brand == "mc":
        prefix, length = str(rng.randint(51, 55)) + digits(rng, 4, False), 16
    elif brand == "mc2":
        prefix, length = str(rng.randint(2221, 2720)) + digits(rng, 2, False), 16
    elif brand == "amex":
        prefix, length = rng.choice(["34", "37"]) + digits(rng, 4, False), 15
    elif brand == "discover":
        prefix, length = "6011" + digits(rng, 2, False), 16
    elif brand == "jcb":
        prefix, length = str(rng.randint(3528, 3589)) + digits(rng, 2, False), 16
    elif brand == "unionpay":
        prefix, length = "62" + str(rng.randint(2126, 2925)) + digits(rng, 0, False), 16
    elif brand == "maestro":
        prefix, length = "6759" + digits(rng, 2, False), 16
    else:
        raise ValueError(brand)
    while True:
        body = prefix + rs(rng, DG, length - len(prefix) - 1)
        num = body + luhn_digit(body)
        if len(set(num)) > 4 and num not in FAMOUS:
            return num


def card_fmt(rng, brand, style):
    num = card(rng, brand)
    groups = [4, 6, 5] if len(num) == 15 else [4, 4, 4, 4]
    if style == "space":
        return fmt_groups(num, groups, " ")
    if style == "dash":
        return fmt_groups(num, groups, "-")
    return num


def ssn(rng, style="dash"):
    while True:
        a = rng.randint(1, 899)
        if a == 666:
            continue
        g, s = rng.randint(1, 99), rng.randint(1, 9999)
        v = "%03d-%02d-%04d" % (a, g, s)
        if v in FAMOUS:
            continue
        if style == "plain":
            return v.replace("-", "")
        if style == "space":
            return v.replace("-", " ")
        return v


def ni_number(rng, style="space"):
    while True:
        a, b = rng.choice(UP), rng.choice(UP)
        if a in NI_BAD_FIRST or b in NI_BAD_SECOND or a + b in NI_BAD_PAIRS:
            continue
        if a + b == "QQ" or a + b == "AB":
            continue
        d = digits(rng, 6, False)
        suf = rng.choice("ABCD")
        if style == "space":
            return "%s%s %s %s %s %s" % (a, b, d[0:2], d[2:4], d[4:6], suf)
        return a + b + d + suf


def _fr_rib_key(bank, branch, account):
    return "%02d" % (97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97))


def _es_dc(bank, branch, account):
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]

    def dc(s):
        v = 11 - sum(int(c) * w[i] for i, c in enumerate(s)) % 11
        return {10: 1, 11: 0}.get(v, v)
    return "%d%d" % (dc("00" + bank + branch), dc(account))


def iban(rng, country):
    if country == "DE":
        bban = digits(rng, 8) + digits(rng, 10, False)
    elif country == "FR":
        bank, branch, acct = digits(rng, 5), digits(rng, 5, False), digits(rng, 11, False)
        bban = bank + branch + acct + _fr_rib_key(bank, branch, acct)
    elif country == "ES":
        bank, branch, acct = digits(rng, 4), digits(rng, 4, False), digits(rng, 10, False)
        bban = bank + branch + _es_dc(bank, branch, acct) + acct
    elif country == "PT":
        first = "00" + digits(rng, 2) + digits(rng, 4, False) + digits(rng, 11, False)
        chk = 98 - (int(first) * 100) % 97
        bban = first + "%02d" % chk
    elif country == "GB":
        bban = rs(rng, UP, 4) + digits(rng, 6, False) + digits(rng, 8, False)
    elif country == "NL":
        bban = rs(rng, UP, 4) + digits(rng, 10, False)
    elif country == "BE":
        first = digits(rng, 10)
        chk = int(first) % 97 or 97
        bban = first + "%02d" % chk
    elif country == "AT":
        bban = digits(rng, 5) + digits(rng, 11, False)
    elif country == "CH":
        bban = digits(rng, 5) + rs(rng, DG, 12)
    elif country == "IE":
        bban = rs(rng, UP, 4) + digits(rng, 6) + digits(rng, 8, False)
    elif country == "LU":
        bban = digits(rng, 3) + rs(rng, DG + UP, 13)
    else:
        raise ValueError(country)
    v = iban_from_bban(country, bban)
    assert iban_ok(v) and len(v) == IBAN_LEN[country], v
    return v


def iban_fmt(rng, country, grouped):
    v = iban(rng, country)
    if grouped:
        return " ".join(v[i:i + 4] for i in range(0, len(v), 4))
    return v


def phone(rng, kind):
    """Numbers in ranges reserved for fiction where such a range is known."""
    if kind == "us":
        return "(%s) 555-01%02d" % (rng.choice(["212", "415", "312", "617", "206", "512"]), rng.randint(0, 99))
    if kind == "us_e164":
        return "+1 %s 555 01%02d" % (rng.choice(["646", "408", "720", "503"]), rng.randint(0, 99))
    if kind == "uk_mobile":
        return "07700 900%03d" % rng.randint(0, 999)
    if kind == "uk_london":
        return "+44 20 7946 0%03d" % rng.randint(0, 999)
    if kind == "fr":
        return "06 39 98 %02d %02d" % (rng.randint(0, 99), rng.randint(0, 99))
    if kind == "fr_intl":
        return "+33 1 99 00 %02d %02d" % (rng.randint(0, 99), rng.randint(0, 99))
    if kind == "de":
        return "+49 30 23125 %03d" % rng.randint(0, 999)
    if kind == "de_mobile":
        return "0152 %s" % digits(rng, 8, False)
    if kind == "es":
        return "+34 6%s %s %s" % (digits(rng, 2, False), digits(rng, 3, False), digits(rng, 3, False))
    if kind == "pt":
        return "+351 91%s %s %s" % (rng.randint(0, 9), digits(rng, 3, False), digits(rng, 3, False))
    if kind == "br":
        return "(11) 9%s-%s" % (digits(rng, 4), digits(rng, 4, False))
    if kind == "cn":
        return "138 %s %s" % (digits(rng, 4, False), digits(rng, 4, False))
    if kind == "cn_intl":
        return "+86 139-%s-%s" % (digits(rng, 4, False), digits(rng, 4, False))
    if kind == "jp":
        return "090-%s-%s" % (digits(rng, 4), digits(rng, 4, False))
    if kind == "jp_land":
        return "03-%s-%s" % (digits(rng, 4), digits(rng, 4, False))
    raise ValueError(kind)


# ------------------------------------------------------- key material makers

def _jwt(rng, alg="HS256"):
    header = {"alg": alg, "typ": "JWT"}
    if alg != "HS256":
        header["kid"] = rs(rng, HEXL, 16)
    iat = 1790000000 + rng.randint(0, 9000000)
    payload = {
        "sub": rand_uuid(rng) if rng.random() < 0.5 else "usr_" + rs(rng, ALNUM, 12),
        "iss": rng.choice(["https://auth.quillmoor.dev", "https://id.tallowfin.io",
                           "https://sso.brackenridge-apps.net"]),
        "iat": iat, "exp": iat + rng.choice([900, 3600, 86400]),
        "scope": rng.choice(["read write", "admin", "repo deploy", "billing:read"]),
    }
    sig_len = 43 if alg == "HS256" else 342
    return ".".join([
        b64url_nopad(json.dumps(header, separators=(",", ":")).encode()),
        b64url_nopad(json.dumps(payload, separators=(",", ":")).encode()),
        rs(rng, B64URL, sig_len),
    ])


def _discord_bot(rng):
    uid = str(rng.randint(10 ** 17, 13 * 10 ** 17))
    return b64url_nopad(uid.encode()) + "." + rs(rng, B64URL, 6) + "." + rs(rng, B64URL, 38)


def _pem(rng, kind, body_len):
    heads = {
        "rsa": ("RSA PRIVATE KEY", "MIIEpAIBAAKCAQEA"),
        "ec": ("EC PRIVATE KEY", "MHcCAQEEI"),
        "pkcs8": ("PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"),
        "openssh": ("OPENSSH PRIVATE KEY",
                    "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA"),
        "pgp": ("PGP PRIVATE KEY BLOCK", "lQdGBG"),
        "dsa": ("DSA PRIVATE KEY", "MIIBuwIBAAKBgQD"),
    }
    label, start = heads[kind]
    return "-----BEGIN %s----- %s%s -----END %s-----" % (label, start, rs(rng, B64, body_len), label)


def _pem_json(rng):
    body = "\\n".join(rs(rng, B64, 64) for _ in range(5))
    return ('"private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASCBKgwggSkAgEAAoIBAQC'
            + body + "\\n-----END PRIVATE KEY-----\\n\"")


def _azure_sas_sig(rng):
    s = base64.b64encode(rand_bytes(rng, 32)).decode()
    return s.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def _mapbox(rng):
    user = rng.choice(["quillmoor", "tallowfin-maps", "brackenridge"])
    return "sk." + b64url_nopad(json.dumps({"u": user, "a": rs(rng, B64URL, 25)}, separators=(",", ":")).encode()) + "." + rs(rng, B64URL, 22)


def _grafana_cloud(rng):
    body = json.dumps({"o": digits(rng, 6), "n": "stack-" + digits(rng, 6) + "-hl-write",
                       "k": rs(rng, ALNUM, 24), "m": {"r": "prod-eu-west-2"}}, separators=(",", ":"))
    return "glc_" + base64.b64encode(body.encode()).decode().rstrip("=")


def _line_token(rng):
    return rs(rng, B64, 171) + "="


GEN = {
    # AWS
    "aws_akid": lambda r: "AKIA" + rs(r, B32, 16),
    "aws_asia": lambda r: "ASIA" + rs(r, B32, 16),
    "aws_secret": lambda r: rs(r, ALNUM + "+/", 40),
    "aws_session": lambda r: "IQoJb3JpZ2luX2VjE" + rs(r, B64, 220),
    # source hosting / registries
    "gh_pat": lambda r: "ghp_" + rs(r, ALNUM, 36),
    "gh_oauth": lambda r: "gho_" + rs(r, ALNUM, 36),
    "gh_server": lambda r: "ghs_" + rs(r, ALNUM, 36),
    "gh_refresh": lambda r: "ghr_" + rs(r, ALNUM, 76),
    "gh_fine": lambda r: "github_pat_11" + rs(r, UP + DG, 20) + "_" + rs(r, ALNUM, 59),
    "glpat": lambda r: "glpat-" + rs(r, ALNUM + "-_", 20),
    "glrt": lambda r: "glrt-" + rs(r, ALNUM + "-_", 20),
    "gldt": lambda r: "gldt-" + rs(r, ALNUM + "-_", 20),
    "npm": lambda r: "npm_" + rs(r, ALNUM, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmcCJ" + rs(r, B64URL, 160),
    "rubygems": lambda r: "rubygems_" + rs(r, HEXL, 48),
    "nuget": lambda r: "oy2" + rs(r, LO + DG, 43),
    "clojars": lambda r: "CLOJARS_" + rs(r, HEXL, 60),
    "docker": lambda r: "dckr_pat_" + rs(r, B64URL, 27),
    "bitbucket": lambda r: "ATBB" + rs(r, ALNUM, 24) + rs(r, HEXL.upper(), 8),
    "ado_pat": lambda r: rs(r, LO + "234567", 52),
    # mail / messaging
    "sendgrid": lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43),
    "mailgun": lambda r: "key-" + rs(r, HEXL, 32),
    "mailchimp": lambda r: rs(r, HEXL, 32) + "-us" + str(r.randint(2, 21)),
    "brevo": lambda r: "xkeysib-" + rs(r, HEXL, 64) + "-" + rs(r, ALNUM, 16),
    "resend": lambda r: "re_" + rs(r, ALNUM, 8) + "_" + rs(r, ALNUM, 24),
    "slack_bot": lambda r: "xoxb-" + digits(r, 11) + "-" + digits(r, 13) + "-" + rs(r, ALNUM, 24),
    "slack_user": lambda r: "xoxp-" + digits(r, 11) + "-" + digits(r, 11) + "-" + digits(r, 13) + "-" + rs(r, HEXL, 32),
    "slack_app": lambda r: "xapp-1-A" + rs(r, UP + DG, 10) + "-" + digits(r, 13) + "-" + rs(r, HEXL, 64),
    "slack_webhook": lambda r: "https://hooks.slack.com/services/T" + rs(r, UP + DG, 10) + "/B" + rs(r, UP + DG, 10) + "/" + rs(r, ALNUM, 24),
    "discord_bot": _discord_bot,
    "discord_webhook": lambda r: "https://discord.com/api/webhooks/" + digits(r, 19) + "/" + rs(r, B64URL, 68),
    "telegram": lambda r: str(r.randint(6000000000, 7999999999)) + ":AA" + rs(r, B64URL, 33),
    "twilio_sid": lambda r: "AC" + rs(r, HEXL, 32),
    "twilio_token": lambda r: rs(r, HEXL, 32),
    "twilio_sk": lambda r: "SK" + rs(r, HEXL, 32),
    "line_token": _line_token,
    "fcm": lambda r: "AAAA" + rs(r, B64URL, 7) + ":APA91b" + rs(r, B64URL, 134),
    # cloud
    "google_api": lambda r: "AIza" + rs(r, B64URL, 35),
    "gcp_oauth": lambda r: "GOCSPX-" + rs(r, B64URL, 28),
    "gcp_sa_key": _pem_json,
    "azure_storage": lambda r: base64.b64encode(rand_bytes(r, 64)).decode(),
    "azure_client_secret": lambda r: rs(r, ALNUM, 3) + str(r.randint(0, 9)) + "Q~" + rs(r, ALNUM + "-_.~", 34),
    "azure_sas_sig": _azure_sas_sig,
    "do_pat": lambda r: "dop_v1_" + rs(r, HEXL, 64),
    "do_oauth": lambda r: "doo_v1_" + rs(r, HEXL, 64),
    "heroku": lambda r: rand_uuid(r),
    "heroku_new": lambda r: "HRKU-AA" + rs(r, B64URL, 58),
    "alibaba_id": lambda r: "LTAI" + rs(r, ALNUM, 20),
    "alibaba_secret": lambda r: rs(r, ALNUM, 30),
    "tencent_id": lambda r: "AKID" + rs(r, ALNUM, 32),
    "tencent_key": lambda r: rs(r, ALNUM, 32),
    "cloudflare": lambda r: rs(r, B64URL, 40),
    "vercel": lambda r: rs(r, ALNUM, 24),
    "netlify": lambda r: "nfp_" + rs(r, ALNUM, 36),
    "databricks": lambda r: "dapi" + rs(r, HEXL, 32),
    "supabase": lambda r: "sbp_" + rs(r, HEXL, 40),
    "planetscale": lambda r: "pscale_pw_" + rs(r, B64URL, 43),
    "vault": lambda r: "hvs.CAESI" + rs(r, B64URL, 86),
    "tfc": lambda r: rs(r, ALNUM, 14) + ".atlasv1." + rs(r, ALNUM, 67),
    "pulumi": lambda r: "pul-" + rs(r, HEXL, 40),
    "doppler": lambda r: "dp.st.prd." + rs(r, ALNUM, 43),
    "tailscale": lambda r: "tskey-auth-k" + rs(r, ALNUM, 10) + "CNTRL-" + rs(r, ALNUM, 33),
    "age": lambda r: "AGE-SECRET-KEY-1" + rs(r, BECH32, 58),
    "onepassword": lambda r: "ops_eyJ" + rs(r, B64URL, 240),
    # observability / dev tools
    "datadog_api": lambda r: rs(r, HEXL, 32),
    "datadog_app": lambda r: rs(r, HEXL, 40),
    "newrelic": lambda r: "NRAK-" + rs(r, UP + DG, 27),
    "sentry": lambda r: "sntryu_" + rs(r, HEXL, 64),
    "grafana_sa": lambda r: "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEXL, 8),
    "grafana_cloud": _grafana_cloud,
    "buildkite": lambda r: "bkua_" + rs(r, HEXL, 40),
    "postman": lambda r: "PMAK-" + rs(r, HEXL, 24) + "-" + rs(r, HEXL, 34),
    "linear": lambda r: "lin_api_" + rs(r, ALNUM, 40),
    "notion": lambda r: "secret_" + rs(r, ALNUM, 43),
    "notion_ntn": lambda r: "ntn_" + digits(r, 11) + rs(r, ALNUM, 35),
    "atlassian": lambda r: "ATATT3xFfGF0" + rs(r, B64URL, 170) + "=" + rs(r, HEXL.upper(), 8),
    "airtable": lambda r: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEXL, 64),
    "figma": lambda r: "figd_" + rs(r, B64URL, 40),
    "contentful": lambda r: "CFPAT-" + rs(r, B64URL, 43),
    "okta": lambda r: "00" + rs(r, B64URL, 40),
    "algolia": lambda r: rs(r, HEXL, 32),
    "launchdarkly": lambda r: "api-" + rand_uuid(r),
    "prefect": lambda r: "pnu_" + rs(r, ALNUM, 36),
    # payments / commerce
    "stripe_sk": lambda r: "sk_live_51" + rs(r, ALNUM, 97),
    "stripe_sk_short": lambda r: "sk_live_" + rs(r, ALNUM, 24),
    "stripe_rk": lambda r: "rk_live_51" + rs(r, ALNUM, 97),
    "stripe_whsec": lambda r: "whsec_" + rs(r, ALNUM, 32),
    "square": lambda r: "EAAA" + rs(r, B64URL, 60),
    "square_secret": lambda r: "sq0csp-" + rs(r, B64URL, 43),
    "shopify": lambda r: "shpat_" + rs(r, HEXL, 32),
    "shopify_ss": lambda r: "shpss_" + rs(r, HEXL, 32),
    "shippo": lambda r: "shippo_live_" + rs(r, HEXL, 40),
    "mapbox": _mapbox,
    "dropbox": lambda r: "sl.B" + rs(r, B64URL, 135),
    # AI
    "openai": lambda r: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74),
    "openai_legacy": lambda r: "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20),
    "openai_svc": lambda r: "sk-svcacct-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74),
    "anthropic": lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA",
    "anthropic_admin": lambda r: "sk-ant-admin01-" + rs(r, B64URL, 93) + "AA",
    "hf": lambda r: "hf_" + rs(r, UP + LO, 34),
    "replicate": lambda r: "r8_" + rs(r, ALNUM, 37),
    "groq": lambda r: "gsk_" + rs(r, ALNUM, 52),
    "mistral": lambda r: rs(r, ALNUM, 32),
    "cohere": lambda r: rs(r, ALNUM, 40),
    # generic material
    "jwt": lambda r: _jwt(r, "HS256"),
    "jwt_rs": lambda r: _jwt(r, "RS256"),
    "pem_rsa": lambda r: _pem(r, "rsa", 260),
    "pem_rsa_long": lambda r: _pem(r, "rsa", 1560),
    "pem_ec": lambda r: _pem(r, "ec", 150),
    "pem_pkcs8": lambda r: _pem(r, "pkcs8", 300),
    "pem_openssh": lambda r: _pem(r, "openssh", 300),
    "pem_pgp": lambda r: _pem(r, "pgp", 320),
    "pem_dsa": lambda r: _pem(r, "dsa", 200),
    "ssh_pub": lambda r: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(r, B64, 43),
    "hex32": lambda r: rs(r, HEXL, 32),
    "hex64": lambda r: rs(r, HEXL, 64),
    "pw": lambda r: rs(r, ALNUM, 5) + r.choice("!*-_.") + rs(r, ALNUM, 6),
    # benign shapes
    "sha40": lambda r: rs(r, HEXL, 40),
    "sha7": lambda r: rs(r, HEXL, 7),
    "sha256": lambda r: rs(r, HEXL, 64),
    "uuid": rand_uuid,
    "integrity": lambda r: "sha512-" + base64.b64encode(rand_bytes(r, 64)).decode(),
    "fingerprint": lambda r: "SHA256:" + base64.b64encode(rand_bytes(r, 32)).decode().rstrip("="),
    "digest": lambda r: "sha256:" + rs(r, HEXL, 64),
    "md5": lambda r: rs(r, HEXL, 32),
    # legitimate text that contains invisible characters
    "flag_scotland": lambda r: "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f",
    "emoji_technologist": lambda r: "\U0001f469\u200d\U0001f4bb",
    "emoji_family": lambda r: "\U0001f468\u200d\U0001f469\u200d\U0001f467",
    # PII
    "card_visa": lambda r: card_fmt(r, "visa", "space"),
    "card_visa_plain": lambda r: card_fmt(r, "visa", "plain"),
    "card_visa_dash": lambda r: card_fmt(r, "visa", "dash"),
    "card_mc": lambda r: card_fmt(r, "mc", "space"),
    "card_mc_plain": lambda r: card_fmt(r, "mc", "plain"),
    "card_mc2": lambda r: card_fmt(r, "mc2", "dash"),
    "card_amex": lambda r: card_fmt(r, "amex", "space"),
    "card_amex_plain": lambda r: card_fmt(r, "amex", "plain"),
    "card_discover": lambda r: card_fmt(r, "discover", "dash"),
    "card_jcb": lambda r: card_fmt(r, "jcb", "space"),
    "card_unionpay": lambda r: card_fmt(r, "unionpay", "space"),
    "card_maestro": lambda r: card_fmt(r, "maestro", "plain"),
    "ssn": lambda r: ssn(r, "dash"),
    "ssn_plain": lambda r: ssn(r, "plain"),
    "ssn_space": lambda r: ssn(r, "space"),
    "ni": lambda r: ni_number(r, "space"),
    "ni_plain": lambda r: ni_number(r, "plain"),
}
for _c in IBAN_LEN:
    GEN["iban_" + _c] = (lambda c: lambda r: iban_fmt(r, c, True))(_c)
    GEN["ibanc_" + _c] = (lambda c: lambda r: iban_fmt(r, c, False))(_c)
for _k in ("us", "us_e164", "uk_mobile", "uk_london", "fr", "fr_intl", "de", "de_mobile",
           "es", "pt", "br", "cn", "cn_intl", "jp", "jp_land"):
    GEN["phone_" + _k] = (lambda k: lambda r: phone(r, k))(_k)


# ------------------------------------------------------- obfuscation helpers

ZW_CHARS = ["\u200b", "\u200c", "\u200d", "\u2060"]
BIDI_CHARS = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
        "A": "\u0410", "B": "\u0412", "C": "\u0421", "E": "\u0415", "H": "\u041d",
        "K": "\u041a", "M": "\u041c", "O": "\u041e", "P": "\u0420", "T": "\u0422",
        "X": "\u0425", "I": "\u0406", "S": "\u0405"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7", "g": "9", "l": "1"}


def _is_wordish(ch):
    return ch.isalnum()


def ob_zw(rng, s):
    out = []
    for i, ch in enumerate(s):
        out.append(ch)
        nxt = s[i + 1] if i + 1 < len(s) else ""
        if _is_wordish(ch) and nxt and _is_wordish(nxt) and rng.random() < 0.4:
            out.append(rng.choice(ZW_CHARS))
    return "".join(out)


def ob_tag(rng, s):
    assert all(32 <= ord(c) < 127 for c in s), s
    return "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000e007f"


def ob_rlo(rng, s):
    return "\u202e" + s[::-1] + "\u202c"


def ob_rli(rng, s):
    return "\u2067" + s[::-1] + "\u2069"


def ob_fw(rng, s):
    out = []
    for ch in s:
        o = ord(ch)
        if ch == " ":
            out.append("\u3000")
        elif 0x21 <= o <= 0x7e:
            out.append(chr(o + 0xFEE0))
        else:
            out.append(ch)
    return "".join(out)


def ob_homo(rng, s):
    return "".join(HOMO[c] if c in HOMO and rng.random() < 0.7 else c for c in s)


def ob_b64(rng, s):
    return base64.b64encode(s.encode("utf-8")).decode()


def ob_leet(rng, s):
    return "".join(LEET.get(c, c) for c in s)


def ob_space(rng, s):
    words = s.split(" ")
    return "   ".join(" ".join(w) for w in words)


def ob_dots(rng, s):
    return " ".join(".".join(w) for w in s.split(" "))


def ob_rot13(rng, s):
    return codecs.encode(s, "rot_13")


def ob_hex(rng, s):
    return s.encode("utf-8").hex()


def ob_url(rng, s):
    return "".join("%%%02X" % b for b in s.encode("utf-8"))


def ob_entity(rng, s):
    return "".join("&#%d;" % ord(c) for c in s)


OBF = {"zw": ob_zw, "tag": ob_tag, "rlo": ob_rlo, "rli": ob_rli, "fw": ob_fw,
       "homo": ob_homo, "b64": ob_b64, "leet": ob_leet, "space": ob_space,
       "dots": ob_dots, "rot13": ob_rot13, "hex": ob_hex, "url": ob_url,
       "entity": ob_entity}

GEN_RE = re.compile(r"\{\{(\w+)\}\}")
OBF_RE = re.compile(r"\[\[(\w+):(.*?)\]\]", re.S)


def expand(rng, text):
    """Fill {{generator}} placeholders, then apply [[transform:...]] markup."""
    def g(m):
        name = m.group(1)
        if name not in GEN:
            raise KeyError("unknown generator %s in %r" % (name, text))
        return GEN[name](rng)
    text = GEN_RE.sub(g, text)

    def o(m):
        name = m.group(1)
        if name not in OBF:
            raise KeyError("unknown transform %s in %r" % (name, text))
        return OBF[name](rng, m.group(2))
    return OBF_RE.sub(o, text)


SEP = " §§ "


def read_data(path):
    """Data line format: lang §§ note §§ text   (# comments, blank lines ignored)."""
    rows = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            parts = line.split(SEP)
            if len(parts) != 3:
                raise ValueError("%s:%d: expected 3 fields, got %d" % (path, n, len(parts)))
            lang, note, text = (p.strip() for p in parts)
            if lang not in LANGS:
                raise ValueError("%s:%d: bad lang %r" % (path, n, lang))
            rows.append((lang, note, text, n))
    return rows
