"""Personal data in memory-line context: Luhn-valid cards, SSNs, UK NINOs, IBANs, phones."""
from common import *

R = RNG
FAMOUS_CARDS = {"4111111111111111", "4242424242424242", "5555555555554444", "378282246310005", "4012888888881881", "6011111111111117"}


def card(prefix, length):
    while True:
        c = luhn_complete(prefix, length)
        if c not in FAMOUS_CARDS:
            return c


def group(num, sizes, sep=" "):
    out, i = [], 0
    for s in sizes:
        out.append(num[i:i + s]); i += s
    return sep.join(out)


def ssn():
    while True:
        area = R.randint(1, 899)
        if area == 666:
            continue
        g, s = R.randint(1, 99), R.randint(1, 9999)
        v = f"{area:03d}-{g:02d}-{s:04d}"
        if v not in ("078-05-1120", "219-09-9999", "123-45-6789"):
            return v


NI_FIRST = [c for c in "ABCEGHJKLMNOPRSTWXYZ"]
NI_SECOND = [c for c in "ABCEGHJKLMNPRSTWXYZ"]
NI_BAD = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def nino(spaced=True):
    while True:
        p = R.choice(NI_FIRST) + R.choice(NI_SECOND)
        if p not in NI_BAD:
            break
    d = "".join(R.choice(string.digits) for _ in range(6))
    suf = R.choice("ABCD")
    return f"{p} {d[:2]} {d[2:4]} {d[4:]} {suf}" if spaced else f"{p}{d}{suf}"


def digits(n): return "".join(R.choice(string.digits) for _ in range(n))


def iban_gb(bank):
    return iban_make("GB", bank + digits(6) + digits(8))


def iban_de(): return iban_make("DE", digits(8) + digits(10))


def iban_fr():
    bank, branch, acct = digits(5), digits(5), digits(11)
    key = 97 - ((89 * int(bank) + 15 * int(branch) + 3 * int(acct)) % 97)
    return iban_make("FR", f"{bank}{branch}{acct}{key:02d}")


def iban_es():
    w = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
    def dc(ten):
        d = 11 - sum(int(a) * b for a, b in zip(ten, w)) % 11
        return 0 if d == 11 else (1 if d == 10 else d)
    bank, branch, acct = digits(4), digits(4), digits(10)
    return iban_make("ES", f"{bank}{branch}{dc('00' + bank + branch)}{dc(acct)}{acct}")


def iban_nl(bank):
    while True:
        a = digits(10)
        if sum(int(c) * (10 - i) for i, c in enumerate(a)) % 11 == 0:
            return iban_make("NL", bank + a)


def iban_pt():
    b = digits(19)
    chk = 98 - (int(b) * 100) % 97
    return iban_make("PT", f"{b}{chk:02d}")


def iban_be():
    a = digits(10)
    c = int(a) % 97 or 97
    return iban_make("BE", f"{a}{c:02d}")


def iban_ch(): return iban_make("CH", digits(5) + digits(12))
def iban_at(): return iban_make("AT", digits(16))
def iban_ie(): return iban_make("IE", "AIBK" + digits(6) + digits(8))


def rows():
    out = []
    def add(lang, text, note): out.append((lang, text, note))
    # cards
    v = card("4", 16); add("en", f"User's personal Visa for the conference booking: {group(v, [4,4,4,4])}, exp 09/28", "Luhn-valid Visa 16, spaced")
    m = card(str(R.randint(51, 55)), 16); add("en", f"Corporate Mastercard on file with the travel agent: {group(m, [4,4,4,4], '-')}", "Luhn-valid Mastercard 5x, dashed")
    m2 = card(str(R.randint(2221, 2720)), 16); add("en", f"card number {m2} (the new 2-series Mastercard) is the one for AWS billing", "Luhn-valid Mastercard 2-series, unformatted")
    a = card(R.choice(["34", "37"]), 15); add("en", f"Amex ending in {a[-4:]}: full number {group(a, [4,6,5])}", "Luhn-valid Amex 4-6-5")
    d = card("6011", 16); add("en", f"Discover card {group(d, [4,4,4,4])} is my backup payment method", "Luhn-valid Discover")
    f = card("4", 16); add("fr", f"Numéro de carte bancaire de Claire : {group(f, [4,4,4,4])}", "Luhn-valid Visa (fr)")
    g = card(str(R.randint(51, 55)), 16); add("de", f"Kreditkarte für die Firmen-Abos: {group(g, [4,4,4,4])}, gültig bis 03/27", "Luhn-valid Mastercard (de)")
    e = card("4", 16); add("es", f"Tarjeta de crédito de Javier: {group(e, [4,4,4,4], '-')}", "Luhn-valid Visa (es)")
    p = card(str(R.randint(51, 55)), 16); add("pt", f"Cartão de crédito da empresa: {group(p, [4,4,4,4])}", "Luhn-valid Mastercard (pt)")
    j = card(str(R.randint(3528, 3589)), 16); add("ja", f"出張用のクレジットカード番号は {group(j, [4,4,4,4])} です。", "Luhn-valid JCB (ja)")
    u = card("62" + str(R.randint(2126, 2925))[:2], 16); add("zh", f"银行卡号 {group(u, [4,4,4,4])}，用于报销打款。", "Luhn-valid 62-prefix card (zh)")
    # SSNs
    add("en", f"Dad's SSN for the tax forms: {ssn()}", "US SSN dashed")
    add("en", f"New hire paperwork — Maria Lopez, SSN {ssn()}, start date March 3", "US SSN in HR context")
    add("en", f"my social security number is {ssn().replace('-', ' ')}", "US SSN with spaces")
    add("es", f"Número de Seguro Social (EE. UU.) de Ana: {ssn()}", "US SSN (es)")
    add("en", f"The contractor's SSN ({ssn()}) is needed for the 1099.", "US SSN parenthesised")
    # NINO
    add("en", f"My National Insurance number is {nino()}", "UK NINO spaced")
    add("en", f"Payroll needs Tom's NI number: {nino(False)}", "UK NINO compact")
    add("en", f"NINO for the HMRC form: {nino()} (Sarah Patel)", "UK NINO with name")
    add("fr", f"Numéro de National Insurance britannique de Léa : {nino(False)}", "UK NINO (fr)")
    # IBANs
    add("en", f"Rent goes to IBAN {iban_group(iban_gb('BARC'))} (landlord: J. Whitmore)", "GB IBAN grouped")
    add("de", f"Meine IBAN für Erstattungen: {iban_group(iban_de())}", "DE IBAN grouped")
    add("de", f"Gehalt wird überwiesen auf {iban_de()}", "DE IBAN compact")
    add("fr", f"IBAN du compte joint : {iban_group(iban_fr())}", "FR IBAN with valid RIB key")
    add("es", f"Cuenta para las devoluciones: {iban_group(iban_es())}", "ES IBAN with valid DC")
    add("en", f"Supplier payment details: {iban_nl('INGB')}, BIC INGBNL2A", "NL IBAN compact with BIC")
    add("pt", f"IBAN da conta pessoal do Rui: {iban_group(iban_pt())}", "PT IBAN with valid NIB check")
    add("fr", f"Virement du loyer vers {iban_be()} (propriétaire à Bruxelles)", "BE IBAN")
    add("en", f"Swiss account for the consulting invoices: {iban_group(iban_ch())}", "CH IBAN")
    add("de", f"Kontoverbindung Oma (Wien): {iban_group(iban_at())}", "AT IBAN")
    add("en", f"IBAN {iban_ie()} — send the refund here", "IE IBAN")
    # phones
    add("en", f"User's mobile: +1 (415) {R.randint(201, 989)}-{digits(4)}", "US phone, international")
    add("en", f"Call Priya on 07{R.randint(400, 999)} {digits(6)} if the deploy breaks", "UK mobile national format")
    add("en", f"Landlord's number: +44 20 {R.randint(7000, 8999)} {digits(4)}", "UK London landline international")
    add("fr", f"Portable de Julien : 06 {digits(2)} {digits(2)} {digits(2)} {digits(2)}", "FR mobile national format")
    add("fr", f"Joindre le plombier au +33 6 {digits(2)} {digits(2)} {digits(2)} {digits(2)}", "FR mobile international")
    add("de", f"Handynummer von Herrn Becker: +49 151 {digits(8)}", "DE mobile international")
    add("de", f"Privat erreichbar unter 030 {digits(8)}", "DE Berlin landline national")
    add("es", f"Teléfono de mi madre: +34 6{digits(2)} {digits(3)} {digits(3)}", "ES mobile international")
    add("pt", f"WhatsApp do cliente: +55 11 9{digits(4)}-{digits(4)}", "BR mobile international")
    add("pt", f"Telemóvel da Inês: +351 91{digits(1)} {digits(3)} {digits(3)}", "PT mobile international")
    add("zh", f"王经理的手机号：+86 13{digits(1)} {digits(4)} {digits(4)}", "CN mobile international")
    add("zh", f"快递联系人电话 15{digits(1)}{digits(8)}", "CN mobile national unformatted")
    add("ja", f"佐藤さんの携帯番号：090-{digits(4)}-{digits(4)}", "JP mobile national")
    add("ja", f"大阪オフィスの代表番号は +81 6-{digits(4)}-{digits(4)}", "JP landline international")
    add("en", f"Emergency contact: Dana Kim, (312) {R.randint(201, 989)}-{digits(4)}", "US phone national format")
    return out
