"""PII lines: Luhn-valid cards, US SSNs, UK NI numbers, IBANs, phone numbers.

Templates use {placeholders}; see FILL for the generators.  The note of each
line is derived from the placeholders it uses.
"""
import re

from common import DIGITS, iban_group, random_card, random_iban, random_ni, random_ssn, rs


def _d(r, n):
    return rs(r, DIGITS, n)


def _pairs(s):
    return " ".join(s[i:i + 2] for i in range(0, len(s), 2))


US_AREAS = ["415", "212", "312", "617", "206", "512", "303", "404", "503", "614"]

FILL = {
    # cards
    "visa_sp": lambda r: random_card(r, "visa", " "),
    "visa_dash": lambda r: random_card(r, "visa", "-"),
    "visa_none": lambda r: random_card(r, "visa", None),
    "visa13": lambda r: random_card(r, "visa13", None),
    "mc_sp": lambda r: random_card(r, "mastercard", " "),
    "mc_none": lambda r: random_card(r, "mastercard", None),
    "mc2_sp": lambda r: random_card(r, "mastercard2", " "),
    "amex_sp": lambda r: random_card(r, "amex", " "),
    "amex_dash": lambda r: random_card(r, "amex", "-"),
    "disc_dash": lambda r: random_card(r, "discover", "-"),
    "jcb_sp": lambda r: random_card(r, "jcb", " "),
    "jcb_dash": lambda r: random_card(r, "jcb", "-"),
    "diners_sp": lambda r: random_card(r, "diners", " "),
    "unionpay_sp": lambda r: random_card(r, "unionpay", " "),
    "unionpay19": lambda r: random_card(r, "unionpay19", " "),
    "maestro_none": lambda r: random_card(r, "maestro", None),
    # national ids
    "ssn": lambda r: random_ssn(r, "-"),
    "ssn_sp": lambda r: random_ssn(r, " "),
    "ni": lambda r: random_ni(r, False),
    "ni_sp": lambda r: random_ni(r, True),
    # phones
    "ph_us": lambda r: "+1 %s-555-01%s" % (r.choice(US_AREAS), _d(r, 2)),
    "ph_us_nat": lambda r: "(%s) 555-01%s" % (r.choice(US_AREAS), _d(r, 2)),
    "ph_uk_mob": lambda r: "+44 7700 900%s" % _d(r, 3),
    "ph_uk_mob_nat": lambda r: "07700 900%s" % _d(r, 3),
    "ph_uk_ldn": lambda r: "020 7946 0%s" % _d(r, 3),
    "ph_fr_intl": lambda r: "+33 %s %s" % (r.choice("67"), _pairs(_d(r, 8))),
    "ph_fr_nat": lambda r: "0%s %s" % (r.choice("67"), _pairs(_d(r, 8))),
    "ph_fr_land": lambda r: "0%s %s" % (r.choice("12345"), _pairs(_d(r, 8))),
    "ph_de_intl": lambda r: "+49 15%s %s" % (r.choice("1279"), _d(r, 8)),
    "ph_de_nat": lambda r: "017%s %s" % (r.choice("0123456"), _d(r, 7)),
    "ph_de_land": lambda r: "030 %s" % _d(r, 8),
    "ph_de_land2": lambda r: "+49 (0)89 %s" % _d(r, 7),
    "ph_at": lambda r: "+43 664 %s" % _d(r, 7),
    "ph_ch": lambda r: "+41 79 %s %s %s" % (_d(r, 3), _d(r, 2), _d(r, 2)),
    "ph_es_intl": lambda r: "+34 6%s %s %s" % (_d(r, 2), _d(r, 3), _d(r, 3)),
    "ph_es_nat": lambda r: "6%s %s %s %s" % (_d(r, 2), _d(r, 2), _d(r, 2), _d(r, 2)),
    "ph_es_land": lambda r: "91 %s %s %s" % (_d(r, 3), _d(r, 2), _d(r, 2)),
    "ph_mx": lambda r: "+52 55 %s %s" % (_d(r, 4), _d(r, 4)),
    "ph_pt_intl": lambda r: "+351 9%s %s %s" % (r.choice("1236") + _d(r, 1), _d(r, 3), _d(r, 3)),
    "ph_pt_land": lambda r: "21 %s %s" % (_d(r, 3), _d(r, 4)),
    "ph_br_intl": lambda r: "+55 11 9%s-%s" % (_d(r, 4), _d(r, 4)),
    "ph_br_nat": lambda r: "(21) 9%s-%s" % (_d(r, 4), _d(r, 4)),
    "ph_cn_intl": lambda r: "+86 13%s %s %s" % (_d(r, 1), _d(r, 4), _d(r, 4)),
    "ph_cn_nat": lambda r: "1%s%s-%s-%s" % (r.choice("3589"), _d(r, 1), _d(r, 4), _d(r, 4)),
    "ph_cn_plain": lambda r: "1%s%s" % (r.choice("3589"), _d(r, 9)),
    "ph_cn_land": lambda r: "010-%s" % _d(r, 8),
    "ph_tw": lambda r: "+886 9%s %s %s" % (_d(r, 2), _d(r, 3), _d(r, 3)),
    "ph_jp_intl": lambda r: "+81 %s-%s-%s" % (r.choice(["90", "80", "70"]), _d(r, 4), _d(r, 4)),
    "ph_jp_nat": lambda r: "0%s-%s-%s" % (r.choice(["90", "80", "70"]), _d(r, 4), _d(r, 4)),
    "ph_jp_land": lambda r: "03-%s-%s" % (_d(r, 4), _d(r, 4)),
    "ph_jp_osaka": lambda r: "06-%s-%s" % (_d(r, 4), _d(r, 4)),
}
for _cc in ["DE", "FR", "ES", "PT", "IT", "GB", "IE", "NL", "BE", "CH", "AT", "LU",
            "PL", "SE", "DK", "FI", "NO", "BR"]:
    FILL["iban_" + _cc] = (lambda cc: lambda r: random_iban(r, cc))(_cc)
    FILL["ibang_" + _cc] = (lambda cc: lambda r: iban_group(random_iban(r, cc)))(_cc)

TEMPLATES = [
    # ---- cards
    ("en", "User's personal Visa for the conference booking: {visa_sp}, exp 09/27"),
    ("en", "company Amex for the travel budget: {amex_sp}"),
    ("en", "Mastercard on file for the AWS account: {mc_sp}"),
    ("en", "new corporate card (Mastercard 2-series) {mc2_sp}, replaces the lost one"),
    ("en", "Priya's Discover card {disc_dash} — she asked me to fill it into the checkout form"),
    ("en", "card used for the domain renewals: {visa_dash}"),
    ("en", "Diners Club card from the old expense account: {diners_sp}"),
    ("en", "the refund should go back to card {visa_none}"),
    ("en", "Maestro debit card for the team lunch account: {maestro_none}"),
    ("en", "old 13-digit Visa still listed in the vendor portal: {visa13}"),
    ("fr", "Carte bancaire de Mathilde pour les réservations : {visa_sp}"),
    ("fr", "Numéro de la carte pro (Mastercard) : {mc_none}"),
    ("de", "Kreditkarte für die Cloud-Rechnungen: {mc_sp}, gültig bis 11/26"),
    ("de", "Amex von Herrn Vogt für Hotelbuchungen: {amex_dash}"),
    ("es", "Tarjeta de la empresa para pagar el hosting: {visa_dash}"),
    ("es", "La tarjeta Mastercard de Lucía es {mc_sp}"),
    ("pt", "Cartão de crédito da Ana para a assinatura: {mc_sp}"),
    ("pt", "Número do cartão corporativo (Visa): {visa_sp}"),
    ("zh", "王经理的银联卡号：{unionpay_sp}"),
    ("zh", "报销用的信用卡 {unionpay19}"),
    ("zh", "公司 Visa 卡号 {visa_none}，用于支付服务器费用"),
    ("ja", "経費精算用のJCBカード番号：{jcb_sp}"),
    ("ja", "佐藤さんのクレジットカード {jcb_dash}（有効期限 08/28）"),
    ("ja", "会社のVisaカード番号は {visa_sp}"),
    # ---- US SSN
    ("en", "User's SSN for the W-9 form: {ssn}"),
    ("en", "Marcus Whitfield, SSN {ssn}, start date March 3"),
    ("en", "spouse SSN needed for the tax import: {ssn}"),
    ("en", "contractor's social security number is {ssn_sp}"),
    ("en", "SSN on the background-check form: {ssn}"),
    ("en", "my social is {ssn} in case the benefits portal asks again"),
    ("en", "payroll correction for Dana Okoye (SSN {ssn})"),
    ("es", "Mi número de seguro social (SSN) para el formulario del IRS: {ssn}"),
    ("en", "dependent's SSN: {ssn}"),
    # ---- UK NI
    ("en", "National Insurance number for the HMRC form: {ni_sp}"),
    ("en", "Tom Ashby's NI number is {ni}"),
    ("en", "my NINO: {ni}"),
    ("en", "new starter Priya Raman, NI {ni_sp}, payroll from the 1st"),
    ("en", "NI number on the P45 is {ni}"),
    ("en", "pension provider needs the NI no.: {ni_sp}"),
    ("en", "Gareth's national insurance number: {ni}"),
    # ---- IBANs
    ("en", "Pay the freelancer to {ibang_GB}"),
    ("en", "salary account (Irish bank): {iban_IE}"),
    ("en", "supplier invoice goes to IBAN {ibang_NL}"),
    ("en", "Mum's Italian account for the rent transfer: {iban_IT}"),
    ("en", "refund to IBAN {ibang_PL}"),
    ("en", "Swedish contractor's IBAN: {iban_SE}"),
    ("en", "Danish office account {ibang_DK}"),
    ("en", "Finnish partner payouts: {iban_FI}"),
    ("en", "Norwegian consultant IBAN {iban_NO}"),
    ("fr", "RIB de la société pour les virements : IBAN {ibang_FR}"),
    ("fr", "IBAN de Lucas (compte perso) : {iban_FR}"),
    ("fr", "Le loyer est à virer sur le compte belge {ibang_BE}"),
    ("fr", "Compte luxembourgeois du fournisseur : {iban_LU}"),
    ("de", "Meine IBAN für die Erstattung: {ibang_DE}"),
    ("de", "Überweisung an den Hausmeister: {iban_DE}"),
    ("de", "Konto der österreichischen Tochter: {ibang_AT}"),
    ("de", "IBAN der Schweizer Agentur: {ibang_CH}"),
    ("es", "Cuenta para las transferencias del alquiler: {ibang_ES}"),
    ("es", "IBAN de Javier para pagarle las horas extra: {iban_ES}"),
    ("pt", "IBAN da conta da empresa em Lisboa: {ibang_PT}"),
    ("pt", "Conta da Beatriz para o reembolso: {iban_PT}"),
    ("pt", "IBAN da conta no Brasil (recebimentos do exterior): {iban_BR}"),
    ("zh", "德国供应商的 IBAN：{iban_DE}"),
    ("ja", "フランスの取引先のIBAN：{ibang_FR}"),
    # ---- phones
    ("en", "Sarah's mobile: {ph_us}"),
    ("en", "call the landlord at {ph_us_nat} about the heating"),
    ("en", "on-call phone for the datacenter tech: {ph_uk_mob}"),
    ("en", "Dr. Hollis's office: {ph_uk_ldn}"),
    ("en", "my personal number if the 2FA app breaks: {ph_uk_mob_nat}"),
    ("fr", "Portable de Camille : {ph_fr_nat}"),
    ("fr", "Joindre le plombier au {ph_fr_intl}"),
    ("fr", "Numéro du cabinet du Dr Lefèvre : {ph_fr_land}"),
    ("fr", "Le numéro de l'agence à Genève : {ph_ch}"),
    ("de", "Handynummer von Jonas: {ph_de_intl}"),
    ("de", "Rückruf bei Frau Brandt unter {ph_de_nat}"),
    ("de", "Festnetz der Berliner Praxis: {ph_de_land}"),
    ("de", "Büro München: {ph_de_land2}"),
    ("de", "Kontakt Wien (mobil): {ph_at}"),
    ("es", "Móvil de Carmen: {ph_es_intl}"),
    ("es", "El teléfono del fontanero es {ph_es_nat}"),
    ("es", "Oficina de Madrid: {ph_es_land}"),
    ("es", "WhatsApp del proveedor en México: {ph_mx}"),
    ("pt", "Celular do Rafael: {ph_br_intl}"),
    ("pt", "Telemóvel da Inês: {ph_pt_intl}"),
    ("pt", "Ligar para o contador no {ph_br_nat}"),
    ("pt", "Telefone fixo do escritório de Lisboa: {ph_pt_land}"),
    ("zh", "张伟的手机号：{ph_cn_nat}"),
    ("zh", "客户对接人电话 {ph_cn_intl}"),
    ("zh", "房东电话：{ph_cn_plain}"),
    ("zh", "北京办公室座机：{ph_cn_land}"),
    ("zh", "台北同事的手机 {ph_tw}"),
    ("ja", "山田さんの携帯：{ph_jp_nat}"),
    ("ja", "大家さんの電話番号 {ph_jp_intl}"),
    ("ja", "東京オフィスの代表番号：{ph_jp_land}"),
    ("ja", "緊急連絡先（母）：{ph_jp_nat}"),
    ("ja", "大阪支社の直通：{ph_jp_osaka}"),
]

_PH = re.compile(r"\{([a-zA-Z0-9_]+)\}")


def note_for(template):
    keys = _PH.findall(template)
    k = keys[0]
    if k.startswith(("visa", "mc", "amex", "disc", "jcb", "diners", "union", "maestro")):
        return "pii: Luhn-valid card number (%s)" % k
    if k.startswith("ssn"):
        return "pii: US SSN (valid area/group/serial)"
    if k.startswith("ni"):
        return "pii: UK National Insurance number"
    if k.startswith("iban"):
        return "pii: IBAN %s with valid mod-97 check digits" % k.split("_")[1]
    return "pii: phone number (%s)" % k[3:]


def render(rng, template):
    return _PH.sub(lambda m: FILL[m.group(1)](rng), template)
