"""Shared helpers for the train eval-set generator (Python 3 stdlib only).

Everything random goes through an explicit random.Random instance that the
caller seeds with a fixed string, so a rebuild is byte-identical.
"""
import base64
import json
import re
import string

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = UPPER + LOWER + DIGITS
HEX = "0123456789abcdef"
HEXU = "0123456789ABCDEF"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UPPER + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def rs(rng, alphabet, n):
    """Random string of length n over alphabet."""
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64url_nopad(raw):
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def rbytes(rng, n):
    return bytes(rng.randrange(256) for _ in range(n))


# ---------------------------------------------------------------- checksums

def luhn_ok(number):
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(partial):
    """Append the Luhn check digit to a digit string."""
    for c in DIGITS:
        if luhn_ok(partial + c):
            return partial + c
    raise ValueError(partial)


def iban_to_int_string(s):
    out = []
    for c in s:
        if c.isdigit():
            out.append(c)
        else:
            out.append(str(ord(c.upper()) - 55))
    return "".join(out)


def iban_ok(iban):
    s = iban.replace(" ", "").upper()
    if len(s) < 15 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    rearranged = s[4:] + s[:4]
    return int(iban_to_int_string(rearranged)) % 97 == 1


def iban_make(country, bban):
    check = 98 - int(iban_to_int_string(bban + country + "00")) % 97
    return "%s%02d%s" % (country, check, bban)


def iban_group(iban):
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def _fr_rib_key(bank, branch, account):
    return 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(account)) % 97)


def _es_dc(digits, weights):
    s = sum(int(d) * w for d, w in zip(digits, weights))
    d = 11 - s % 11
    return {11: 0, 10: 1}.get(d, d)


_IT_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12,
           14, 16, 10, 22, 25, 24, 23]


def _it_cin(s):
    total = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else ord(c) - 65
        total += _IT_ODD[v] if i % 2 == 0 else v
    return chr(65 + total % 26)


def random_iban(rng, country):
    n = lambda k: rs(rng, DIGITS, k)  # noqa: E731
    if country == "DE":
        bban = n(8) + n(10)
    elif country == "FR":
        bank, branch, acct = n(5), n(5), n(11)
        bban = bank + branch + acct + "%02d" % _fr_rib_key(bank, branch, acct)
    elif country == "ES":
        bank, branch, acct = n(4), n(4), n(10)
        d1 = _es_dc("00" + bank + branch, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6])
        d2 = _es_dc(acct, [1, 2, 4, 8, 5, 10, 9, 7, 3, 6])
        bban = bank + branch + str(d1) + str(d2) + acct
    elif country == "PT":
        body = n(4) + n(4) + n(11)
        bban = body + "%02d" % (98 - int(body + "00") % 97)
    elif country == "IT":
        rest = n(5) + n(5) + n(12)
        bban = _it_cin(rest) + rest
    elif country == "GB":
        bban = rng.choice(["NWBK", "BARC", "LOYD", "MIDL", "HBUK", "NAIA"]) + n(6) + n(8)
    elif country == "IE":
        bban = rng.choice(["AIBK", "BOFI", "IPBS"]) + n(6) + n(8)
    elif country == "NL":
        while True:
            acct = n(10)
            if sum(int(d) * (10 - i) for i, d in enumerate(acct)) % 11 == 0:
                break
        bban = rng.choice(["ABNA", "INGB", "RABO", "SNSB", "TRIO"]) + acct
    elif country == "BE":
        first = n(10)
        c = int(first) % 97 or 97
        bban = first + "%02d" % c
    elif country == "CH":
        bban = n(5) + n(12)
    elif country == "AT":
        bban = n(5) + n(11)
    elif country == "LU":
        bban = n(3) + n(13)
    elif country == "PL":
        bban = n(8) + n(16)
    elif country == "SE":
        bban = n(3) + n(17)
    elif country == "DK":
        bban = n(4) + n(10)
    elif country == "FI":
        bban = n(6) + n(8)
    elif country == "NO":
        bban = n(4) + n(7)
    elif country == "BR":
        bban = n(8) + n(5) + n(10) + rng.choice("CP") + rng.choice("123")
    else:
        raise ValueError(country)
    if bban[:1] == "0" and country in ("DE", "BE", "AT"):
        bban = str(rng.randint(1, 9)) + bban[1:]
        if country == "BE":
            first = bban[:10]
            bban = first + "%02d" % (int(first) % 97 or 97)
    return iban_make(country, bban)


# ---------------------------------------------------------------- national ids

def ssn_valid(ssn):
    d = ssn.replace("-", "").replace(" ", "")
    if len(d) != 9 or not d.isdigit():
        return False
    area, group, serial = int(d[:3]), int(d[3:5]), int(d[5:])
    return 0 < area < 900 and area != 666 and group > 0 and serial > 0


def random_ssn(rng, sep="-"):
    while True:
        area = rng.randint(1, 899)
        if area != 666:
            break
    return "%03d%s%02d%s%04d" % (area, sep, rng.randint(1, 99), sep, rng.randint(1, 9999))


NI_BAD_FIRST = set("DFIQUV")
NI_BAD_SECOND = set("DFIOQUV")
NI_BAD_PREFIX = {"BG", "GB", "KN", "NK", "NT", "TN", "ZZ"}


def ni_valid(ni):
    s = ni.replace(" ", "").upper()
    if len(s) != 9:
        return False
    p, num, suf = s[:2], s[2:8], s[8]
    return (p[0] in UPPER and p[1] in UPPER and p[0] not in NI_BAD_FIRST
            and p[1] not in NI_BAD_SECOND and p not in NI_BAD_PREFIX
            and num.isdigit() and suf in "ABCD")


def random_ni(rng, spaced=False):
    while True:
        a = rng.choice([c for c in UPPER if c not in NI_BAD_FIRST])
        b = rng.choice([c for c in UPPER if c not in NI_BAD_SECOND])
        if a + b not in NI_BAD_PREFIX:
            break
    num = rs(rng, DIGITS, 6)
    suf = rng.choice("ABCD")
    if spaced:
        return "%s%s %s %s %s %s" % (a, b, num[:2], num[2:4], num[4:], suf)
    return a + b + num + suf


# ---------------------------------------------------------------- cards

CARD_BRANDS = {
    # brand: (prefix chooser, length, grouping)
    "visa": (lambda r: "4" + rs(r, DIGITS, 5), 16, (4, 4, 4, 4)),
    "visa13": (lambda r: "4" + rs(r, DIGITS, 5), 13, (4, 3, 3, 3)),
    "mastercard": (lambda r: "5" + r.choice("12345") + rs(r, DIGITS, 4), 16, (4, 4, 4, 4)),
    "mastercard2": (lambda r: str(r.randint(222100, 272099)), 16, (4, 4, 4, 4)),
    "amex": (lambda r: r.choice(["34", "37"]) + rs(r, DIGITS, 4), 15, (4, 6, 5)),
    "discover": (lambda r: r.choice(["6011", "65" + rs(r, DIGITS, 2)]) + rs(r, DIGITS, 2), 16, (4, 4, 4, 4)),
    "jcb": (lambda r: "35" + str(r.randint(28, 89)) + rs(r, DIGITS, 2), 16, (4, 4, 4, 4)),
    "diners": (lambda r: "36" + rs(r, DIGITS, 4), 14, (4, 6, 4)),
    "unionpay": (lambda r: "62" + rs(r, DIGITS, 4), 16, (4, 4, 4, 4)),
    "unionpay19": (lambda r: "62" + rs(r, DIGITS, 4), 19, (6, 13)),
    "maestro": (lambda r: r.choice(["6759", "5018", "5020", "6304"]) + rs(r, DIGITS, 2), 16, (4, 4, 4, 4)),
}


def random_card(rng, brand, sep=" "):
    pref, length, grouping = CARD_BRANDS[brand]
    body = pref(rng)
    body = body + rs(rng, DIGITS, length - 1 - len(body))
    full = luhn_complete(body)
    if sep is None:
        return full
    parts, i = [], 0
    for g in grouping:
        parts.append(full[i:i + g])
        i += g
    return sep.join(parts)


# ---------------------------------------------------------------- famous values

FAMOUS = [
    "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "AKIAI44QH8DHBEXAMPLE", "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY",
    "4111111111111111", "4242424242424242", "4012888888881881",
    "5555555555554444", "5105105105105100", "2223003122003222",
    "378282246310005", "371449635398431", "378734493671000",
    "6011111111111117", "6011000990139424", "3530111333300000",
    "3566002020360505", "30569309025904", "38520000023237",
    "4000056655665556", "4000000000000002", "6200000000000005",
    "078051120", "219099999", "123456789", "457555462",
    "GB82WEST12345698765432", "DE89370400440532013000",
    "FR1420041010050500013M02606", "ES9121000418450200051332",
    "NL91ABNA0417164300", "BE68539007547034", "CH9300762011623852957",
    "PT50000201231234567890154", "IT60X0542811101000000123456",
    "QQ123456C", "AB123456C",
    "eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ",
    "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "hunter2", "password123",
    "correct horse battery staple", "xoxb-not-a-real-token",
    "SG.xxxxxxxxxxxxxxxxxxxxxx", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
]


def famous_hit(text):
    """Return the famous documentation value found in text, else None."""
    runs = {m.group().replace(" ", "").replace("-", "")
            for m in re.finditer(r"\d[\d \-]{7,}\d", text)}
    low = text.lower()
    for f in FAMOUS:
        fc = f.replace(" ", "").replace("-", "")
        if fc.isdigit():
            if fc in runs:
                return f
        elif f.lower() in low:
            return f
    return None


# ---------------------------------------------------------------- obfuscation

ZW = ["\u200b", "\u200c", "\u200d", "\u2060"]


def zero_width(rng, text):
    out = []
    for ch in text:
        out.append(ch)
        if ch.isalpha() and rng.random() < 0.5:
            out.append(rng.choice(ZW))
    return "".join(out)


def tag_chars(text):
    """Encode ASCII text as invisible Unicode tag characters (U+E0000 block)."""
    return "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in text if 0x20 <= ord(c) < 0x7F) + "\U000e007f"


def bidi_reverse(text):
    """Store the payload reversed inside RIGHT-TO-LEFT OVERRIDE ... POP so it
    renders forwards while the raw string reads backwards."""
    return "\u202e" + text[::-1] + "\u202c"


def bidi_isolate(text):
    """Wrap a payload in right-to-left isolate / embedding controls."""
    return "\u2067" + text + "\u2069"


def full_width(text):
    out = []
    for c in text:
        o = ord(c)
        if 0x21 <= o <= 0x7E:
            out.append(chr(o + 0xFEE0))
        elif c == " ":
            out.append("\u3000")
        else:
            out.append(c)
    return "".join(out)


HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "y": "\u0443", "i": "\u0456", "s": "\u0455", "j": "\u0458",
        "A": "\u0391", "E": "\u0395", "O": "\u039f", "P": "\u03a1", "T": "\u03a4",
        "H": "\u041d", "K": "\u039a", "M": "\u039c", "B": "\u0392", "C": "\u0421"}


def homoglyphs(rng, text, rate=0.6):
    return "".join(HOMO[c] if c in HOMO and rng.random() < rate else c for c in text)


def math_bold(text):
    out = []
    for c in text:
        if "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - 97))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7CE + ord(c) - 48))
        else:
            out.append(c)
    return "".join(out)


def b64(text):
    return base64.b64encode(text.encode("utf-8")).decode()


LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "l": "1", "g": "9"}


def leet(text):
    return "".join(LEET.get(c.lower(), c) for c in text)


def spaced(text):
    words = text.split(" ")
    return "   ".join(" ".join(w) for w in words)


def rot13(text):
    return text.translate(str.maketrans(
        LOWER + UPPER, LOWER[13:] + LOWER[:13] + UPPER[13:] + UPPER[:13]))


def hexenc(text):
    return text.encode("utf-8").hex()


def html_entities(text):
    return "".join("&#%d;" % ord(c) for c in text)


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))
