"""Personal-data generators with valid check digits (stdlib only)."""
import string

FAMOUS_CARDS = {
    "4111111111111111", "4242424242424242", "4012888888881881", "5555555555554444",
    "5105105105105100", "378282246310005", "371449635398431", "6011111111111117",
    "6011000990139424", "3530111333300000", "4000056655665556", "5200828282828210",
    "4000000000000002", "4000000000009995", "30569309025904", "38520000023237",
    "4222222222222", "5431111111111111", "4917610000000000", "2223003122003222",
}
FAMOUS_SSN = {"078-05-1120", "219-09-9999", "123-45-6789", "457-55-5462", "111-11-1111"}
FAMOUS_NINO = {"QQ123456C", "AB123456C", "QQ123456A"}
FAMOUS_IBAN = {
    "DE89370400440532013000", "GB82WEST12345698765432", "GB29NWBK60161331926819",
    "FR1420041010050500013M02606", "ES9121000418450200051332", "NL91ABNA0417164300",
    "PT50000201231234567890154", "IT60X0542811101000000123456", "BE68539007547034",
    "CH9300762011623852957", "DE75512108001245126199", "FR7630006000011234567890189",
    "AT611904300234573201", "ES7921000813610123456789", "PT50000101231234567890192",
}


def luhn_ok(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return s % 10 == 0


def luhn_complete(partial):
    for c in "0123456789":
        if luhn_ok(partial + c):
            return partial + c


def iban_ok(iban):
    iban = iban.replace(" ", "")
    r = iban[4:] + iban[:4]
    n = "".join(str(int(c, 36)) for c in r)
    return int(n) % 97 == 1


def iban_make(country, bban):
    r = bban + country + "00"
    n = "".join(str(int(c, 36)) for c in r)
    ck = 98 - int(n) % 97
    return f"{country}{ck:02d}{bban}"


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


class Pii:
    def __init__(self, rng):
        self.r = rng

    def d(self, n):
        return "".join(self.r.choice(string.digits) for _ in range(n))

    def card_raw(self):
        while True:
            kind = self.r.choice(["visa", "visa", "mc", "mc2", "amex", "disc"])
            if kind == "visa":
                p = "4" + self.d(14)
            elif kind == "mc":
                p = "5" + str(self.r.randint(1, 5)) + self.d(13)
            elif kind == "mc2":
                p = str(self.r.randint(2221, 2720)) + self.d(11)
            elif kind == "amex":
                p = self.r.choice(["34", "37"]) + self.d(12)
            else:
                p = "6011" + self.d(11)
            n = luhn_complete(p)
            if n not in FAMOUS_CARDS and len(set(n[6:])) > 3:
                return n

    def card(self):
        n = self.card_raw()
        f = self.r.random()
        if len(n) == 15:
            return f"{n[:4]} {n[4:10]} {n[10:]}" if f < .7 else n
        if f < 0.55:
            return group4(n)
        if f < 0.75:
            return "-".join(n[i:i + 4] for i in range(0, 16, 4))
        return n

    def ssn(self):
        while True:
            a = self.r.randint(1, 899)
            if a == 666:
                continue
            s = f"{a:03d}-{self.r.randint(1, 99):02d}-{self.r.randint(1, 9999):04d}"
            if s not in FAMOUS_SSN:
                return s

    def nino(self):
        bad1 = set("DFIQUV")
        bad2 = set("DFIQUVO")
        badpre = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
        while True:
            a = self.r.choice([c for c in string.ascii_uppercase if c not in bad1])
            b = self.r.choice([c for c in string.ascii_uppercase if c not in bad2])
            if a + b in badpre:
                continue
            n = a + b + self.d(6) + self.r.choice("ABCD")
            if n in FAMOUS_NINO:
                continue
            if self.r.random() < 0.5:
                return f"{n[:2]} {n[2:4]} {n[4:6]} {n[6:8]} {n[8]}"
            return n

    def iban(self, country=None):
        country = country or self.r.choice(["DE", "FR", "ES", "PT", "GB", "NL", "IT", "BE", "AT", "CH"])
        U = string.ascii_uppercase
        bban = {
            "DE": lambda: self.d(18),
            "FR": lambda: self.d(10) + self.d(11) + self.d(2),
            "ES": lambda: self.d(20),
            "PT": lambda: self.d(21),
            "GB": lambda: "".join(self.r.choice(U) for _ in range(4)) + self.d(14),
            "NL": lambda: "".join(self.r.choice(U) for _ in range(4)) + self.d(10),
            "IT": lambda: self.r.choice(U) + self.d(10) + self.d(12),
            "BE": lambda: self.d(12),
            "AT": lambda: self.d(16),
            "CH": lambda: self.d(17),
        }[country]()
        iban = iban_make(country, bban)
        assert iban_ok(iban) and iban not in FAMOUS_IBAN
        return group4(iban) if self.r.random() < 0.6 else iban

    # phone numbers: fictional / drama ranges where such ranges exist
    def phone(self, loc):
        r = self.r
        if loc == "us":
            return r.choice([f"+1 ({r.randint(201, 989)}) 555-01{r.randint(0, 99):02d}",
                             f"{r.randint(201, 989)}-555-01{r.randint(0, 99):02d}"])
        if loc == "uk":
            return r.choice([f"07700 900{r.randint(0, 999):03d}", f"+44 20 7946 0{r.randint(0, 999):03d}",
                             f"0113 496 0{r.randint(0, 999):03d}"])
        if loc == "fr":
            return r.choice([f"06 39 98 {r.randint(0, 99):02d} {r.randint(0, 99):02d}",
                             f"+33 1 99 00 {r.randint(0, 99):02d} {r.randint(0, 99):02d}",
                             f"07 00 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}"])
        if loc == "de":
            return r.choice([f"+49 30 23125 {r.randint(0, 999):03d}", f"0152 2889{r.randint(1000, 9999)}",
                             f"0176 {r.randint(100, 999)} {r.randint(1000, 9999)}"])
        if loc == "es":
            return r.choice([f"+34 6{r.randint(10, 99)} {r.randint(100, 999)} {r.randint(100, 999)}",
                             f"91 {r.randint(100, 999)} {r.randint(10, 99)} {r.randint(10, 99)}"])
        if loc == "pt":
            return r.choice([f"+351 9{r.choice('1236')}{r.randint(0, 9)} {r.randint(100, 999)} {r.randint(100, 999)}",
                             f"+55 11 9{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"])
        if loc == "zh":
            return r.choice([f"1{r.choice('3578')}{r.randint(0, 9)}{r.randint(1000, 9999)}{r.randint(1000, 9999)}",
                             f"+86 1{r.choice('3589')}{r.randint(0, 9)} {r.randint(1000, 9999)} {r.randint(1000, 9999)}"])
        if loc == "ja":
            return r.choice([f"090-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                             f"080-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}",
                             f"03-{r.randint(1000, 9999)}-{r.randint(1000, 9999)}"])
        raise ValueError(loc)

    # a few other national ids, all with valid check characters
    def dni(self):
        n = r = self.r.randint(10000000, 99999999)
        return f"{n}{'TRWAGMYFPDXBNJZSQVHLCKE'[r % 23]}"

    def nir(self):
        sex = self.r.choice("12")
        yy = f"{self.r.randint(50, 99):02d}"
        mm = f"{self.r.randint(1, 12):02d}"
        dep = f"{self.r.randint(1, 95):02d}"
        if dep == "20":
            dep = "21"
        com = f"{self.r.randint(1, 990):03d}"
        order = f"{self.r.randint(1, 999):03d}"
        body = sex + yy + mm + dep + com + order
        key = 97 - int(body) % 97
        return f"{sex} {yy} {mm} {dep} {com} {order} {key:02d}"

    def cn_id(self):
        area = self.r.choice(["110105", "310104", "440305", "330106", "510107", "420111"])
        y = self.r.randint(1965, 2003)
        m = self.r.randint(1, 12)
        dd = self.r.randint(1, 28)
        seq = f"{self.r.randint(0, 999):03d}"
        body = f"{area}{y}{m:02d}{dd:02d}{seq}"
        w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        s = sum(int(c) * wi for c, wi in zip(body, w))
        return body + "10X98765432"[s % 11]

    def my_number(self):
        body = self.d(11)
        # check digit per the My Number spec
        p = [int(c) for c in reversed(body)]
        s = sum(p[i] * ((i + 2) if i < 6 else (i - 4)) for i in range(11))
        r = s % 11
        cd = 0 if r <= 1 else 11 - r
        n = body + str(cd)
        return f"{n[:4]} {n[4:8]} {n[8:]}"
