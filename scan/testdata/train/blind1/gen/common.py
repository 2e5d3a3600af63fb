"""Shared helpers: deterministic RNG, Luhn, IBAN, text obfuscation."""
import base64, random, string

RNG = random.Random(20261202)

ALNUM = string.ascii_letters + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"


def rs(charset, n, rng=RNG):
    return "".join(rng.choice(charset) for _ in range(n))


# ---------------- Luhn ----------------
def luhn_checksum_ok(num: str) -> bool:
    digits = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix: str, length: int, rng=RNG) -> str:
    body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
    for c in string.digits:
        if luhn_checksum_ok(body + c):
            return body + c
    raise AssertionError


# ---------------- IBAN ----------------
def _iban_numeric(s: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in s))


def iban_valid(iban: str) -> bool:
    s = iban.replace(" ", "").upper()
    if len(s) < 15 or not s[:2].isalpha() or not s[2:4].isdigit():
        return False
    return _iban_numeric(s[4:] + s[:4]) % 97 == 1


def iban_make(country: str, bban: str) -> str:
    check = 98 - (_iban_numeric(bban + country + "00") % 97)
    iban = f"{country}{check:02d}{bban}"
    assert iban_valid(iban)
    return iban


def iban_group(iban: str) -> str:
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


# ---------------- obfuscation ----------------
ZWSP, ZWNJ, ZWJ, WJ, SHY = "\u200b", "\u200c", "\u200d", "\u2060", "\u00ad"
RLO, PDF, LRI, RLI, PDI = "\u202e", "\u202c", "\u2066", "\u2067", "\u2069"


def zw_interleave(text, chars=(ZWSP,), rng=RNG):
    out = []
    for ch in text:
        out.append(ch)
        if ch != " ":
            out.append(rng.choice(chars))
    return "".join(out)


def tag_encode(text):
    """Unicode 'tag' characters (U+E0000 block): invisible ASCII smuggling."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def fullwidth(text):
    return "".join(chr(ord(c) + 0xFEE0) if 0x21 <= ord(c) <= 0x7E else ("\u3000" if c == " " else c) for c in text)


CYR = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і",
       "A": "А", "E": "Е", "O": "О", "P": "Р", "C": "С", "T": "Т", "H": "Н", "K": "К", "M": "М", "B": "В", "s": "ѕ", "j": "ј"}
GRK = {"o": "ο", "v": "ν", "i": "ι", "A": "Α", "E": "Ε", "I": "Ι", "O": "Ο", "T": "Τ", "N": "Ν", "u": "υ"}


def homoglyph(text, table=CYR):
    return "".join(table.get(c, c) for c in text)


def math_bold(text):
    out = []
    for c in text:
        if "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - ord("a")))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - ord("A")))
        else:
            out.append(c)
    return "".join(out)


def b64(text):
    return base64.b64encode(text.encode()).decode()


def b64url_nopad(data: bytes):
    return base64.urlsafe_b64encode(data).decode().rstrip("=")
