package scan

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Passwords stated in prose, which no key format describes: "the wifi
// password is Sunflower-2291", "mot de passe : Chateau#88", "Passwort
// für den Server ist …", "contraseña: …", "senha: …", "密码是…",
// "パスワードは…". A password word, an optional "for the <thing>", a
// connector ("is", ":", "est", "ist", "lautet", "es", "é", "是", "は"),
// then the value. The value must look like a password: letters with
// digits or symbols, or random; prose after a connector ("is required",
// "est affiché", "受付に貼ってある") is all letters and stays quiet. For
// PINs and door or alarm codes the value is four to eight digits, and so
// it is for a password word right before its number ("password: 4821")
// or with a word between that says what it opens ("senha do cofre é
// 7812", pinAccess); a year is not a PIN.
//
// And connection strings with credentials that url_password's shape
// misses: a URL with a password and no user ("redis://:pw@host").

// proseValue is the value after a connector: optionally quoted, then a
// run without blanks or quotes.
const proseValue = `\s*["'“‘«„]?([^\s"'”’»“]{4,64})`

var proseDetectors = withGaps([]scanDetector{
	{
		rule: "secret.password_prose", class: ClassSecret, desc: "password stated in prose",
		pats: []scanPattern{
			{view: viewPlain, needles: []string{"pass", "pwd"}, keep: keepProsePassword, re: regexp.MustCompile(
				`(?i)\b(?:pass(?:word|code|phrase)|passwd|pwd)` +
					`(?:\s+(?:for|of|to|on|at)\s+(?:the\s+|my\s+|our\s+|your\s+)?[\w.-]+(?:\s+[\w.-]+)?)?` +
					`(?:\s*(?:[:=]|->|–|—)|\s+(?:is|was|are)(?:\s+(?:now|still|currently))?\s*:?)` + proseValue)},
			{view: viewPlain, needles: []string{"mot de passe", "mdp"}, keep: keepProsePassword, re: regexp.MustCompile(
				`(?i)\b(?:mot\s+de\s+passe|mdp)` +
					`(?:\s+(?:du|de\s+la|de\s+l'|des|de|d'|pour\s+(?:le|la|l'|les))\s*[\w.-]+)?` +
					`(?:\s*[:=]|\s+(?:est|c'est)(?:\s+maintenant)?\s*:?)` + proseValue)},
			{view: viewPlain, needles: []string{"passwort", "kennwort"}, keep: keepProsePassword, re: regexp.MustCompile(
				`(?i)(?:passwort|kennwort)` +
					`(?:\s+(?:für|vom|von|des|der|zum|zur)\s+(?:den\s+|die\s+|das\s+|dem\s+|meinen\s+|unseren\s+)?[\w.-]+)?` +
					`(?:\s*[:=]|\s+(?:ist|lautet)(?:\s+jetzt)?\s*:?)` + proseValue)},
			{view: viewPlain, needles: []string{"contraseña", "contrasena", "clave"}, keep: keepProsePassword, re: regexp.MustCompile(
				`(?i)\b(?:contraseña|contrasena|clave)` +
					`(?:\s+(?:del|de\s+la|de|para\s+el|para\s+la)\s+[\w.-]+)?` +
					`(?:\s*[:=]|\s+es(?:\s+ahora)?\s*:?)` + proseValue)},
			{view: viewPlain, needles: []string{"senha", "palavra-passe"}, keep: keepProsePassword, re: regexp.MustCompile(
				`(?i)\b(?:senha|palavra-passe)` +
					`(?:\s+(?:do|da|de|para\s+o|para\s+a)\s+[\w.-]+)?` +
					`(?:\s*[:=]|\s+é(?:\s+agora)?\s*:?)` + proseValue)},
			{view: viewPlain, plainNeedles: []string{"密码", "密碼", "口令", "パスワード", "暗証番号"}, keep: keepProsePassword, re: regexp.MustCompile(
				`(?:密码|密碼|口令|パスワード|暗証番号)(?:是|为|為|は|：|:|=)\s*["'“「]?([^\s"'”」，。、,]{4,64})`)},
		},
	},
	{
		rule: "secret.pin_prose", class: ClassSecret, desc: "PIN or access code stated in prose",
		pats: []scanPattern{
			// An alarm's disarm code, with or without a connector.
			{view: viewPlain, needles: []string{"disarm", "entschärf", "désarm", "desarm"}, keep: keepPIN, re: regexp.MustCompile(
				`(?i)\b(?:disarm(?:ing)?\s+code|entschärfungs(?:code|pin)|entschärfen\s+mit|code\s+de\s+désarmement|c[óo]digo\s+de\s+desarm(?:e|ado))\s*(?:[:=]|is|ist|est|es|é)?\s*(\d{4,8})\b`)},
			{view: viewPlain, plainNeedles: []string{"撤防", "解除コード", "解除番号"}, keep: keepPIN, re: regexp.MustCompile(
				`(?:撤防码|撤防密码|撤防碼|解除コード|解除番号)\s*(?:[:：是は]\s*)?(\d{4,8})\b`)},
			{view: viewPlain, needles: []string{"pin", "code"}, keep: keepPIN, re: regexp.MustCompile(
				`(?i)\b(?:pin|(?:alarm|door|gate|safe|lock|access|entry|garage)\s+code|code\s+pin|code\s+d'accès|pin-code|zugangscode|código)` +
					`(?:\s+(?:for|of|to|on)\s+(?:the\s+|my\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+)?)?` +
					`(?:\s*[:=]|\s+(?:is|est|ist|es|é)\s*:?)\s*(\d{4,8})\b`)},
		},
	},
	{
		rule: "secret.connection_string", class: ClassSecret, desc: "connection string with a password",
		pats: []scanPattern{
			{view: viewPlain, needles: []string{"://:"}, re: regexp.MustCompile(`\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}://:([^\s:/@"'<>]{3,})@[^\s/@"'<>]+`),
				keep: func(s string, m []int) bool { return !placeholder(s[m[2]:m[3]]) }},
			{view: viewPlain, needles: []string{"password=", "pwd="}, re: regexp.MustCompile(`(?i)\b(?:server|data\s+source|host|hostname|address|addr)=[^;\n]+;(?:[^;\n]*;)*?\s*(?:password|pwd)=([^;\s'"]+)`),
				keep: func(s string, m []int) bool { return !placeholder(s[m[2]:m[3]]) }},
		},
	},
})

// keepProsePassword: the value is a password, not the next word of a
// sentence.
func keepProsePassword(s string, m []int) bool {
	v := strings.TrimRight(s[m[2]:m[3]], ".,;:)]}。、")
	if len([]rune(v)) < 4 || placeholder(v) || strings.IndexFunc(v, isCJK) >= 0 {
		return false // "パスワードは14文字以上": a rule about passwords
	}
	letters, digits, symbols := 0, 0, 0
	for _, r := range v {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		default:
			symbols++
		}
	}
	if letters == 0 {
		return digits >= 6 // a long number alone may be a password; a year is not
	}
	return digits > 0 || symbols > 0 || looksRandom(v)
}

func keepPIN(s string, m []int) bool {
	v := s[m[2]:m[3]]
	return strings.Count(v, v[:1]) != len(v) || len(v) > 4
}

// proseStrong is a value after a password word that a gap of words may
// separate from it: it holds a digit (RE2 has no backtracking
// into the gap, so the value's shape must be in the pattern).
//
// It holds a letter too, as every value strongPassword keeps does: a
// date in the gap ("password (changed 2026-06-26): …") is then no value,
// and the gap runs on to the password instead of ending the search.
const proseStrong = `["'“‘«„]?((?:[^\s"'”’»“,;，、。）)]*\pL[^\s"'”’»“,;，、。）)]*\d|[^\s"'”’»“,;，、。）)]*\d[^\s"'”’»“,;，、。）)]*\pL)[^\s"'”’»“,;，、。）)]*)`

// proseGapDetector: a password or PIN word, a few words about what it
// opens ("du wifi de la maison", "for the door keypad at the office"),
// a connector or none, then the value; and "user / password" pairs.
var proseGapDetector = scanDetector{
	rule: "secret.password_prose", class: ClassSecret, desc: "password stated in prose",
	pats: []scanPattern{
		// The gap may hold a dotted name ("the support@orion.example
		// mailbox"), not the end of a sentence. German joins the word to
		// what it opens ("Router-Adminpasswort").
		{view: viewPlain, needles: []string{"pass", "pwd", "mdp", "kennwort", "contrase", "clave", "senha", "frase de paso"}, keep: keepProseGap, re: regexp.MustCompile(
			`(?i)(?:\b(?:pass(?:word|code|phrase)?|passwd|pwd|mot\s+de\s+passe|phrase\s+de\s+passe|mdp|contraseña|contrasena|frase\s+de\s+paso|clave|senha|palavra-passe|frase-passe)|passwort|kennwort)\b` +
				`((?:[^\n:=：.;!?。]|\.[^\s.:=;!?]){0,48}?)(?:\s*[:=：]\s*|\s+(?:is|was|est|ist|lautet|es|é)\s*:?\s*|\s+)` + proseStrong)},
		{view: viewPlain, plainNeedles: []string{"密码", "密碼", "口令", "パスワード", "パスコード", "パスフレーズ", "暗証番号"}, keep: keepProseGap, re: regexp.MustCompile(
			`(?:密码|密碼|口令|パスワード|パスコード|パスフレーズ|暗証番号)([^\n:=：。]{0,24}?)(?:\s*[:=：]\s*|是|为|為|は|\s+)\s*` + proseStrong)},
		{view: viewPlain, needles: []string{" / "}, keep: keepUserPass, re: regexp.MustCompile(
			`(?:^|[\s:：])[\w.@-]{2,32} / ([^\s/]{6,64})`)},
		// "pw" right before its value ("root, pw yXo8ZfY0dibXn2"); with
		// words between, "pw" is a word ("the pw reset flow …").
		{view: viewPlain, needles: []string{"pw"}, keep: keepUserPass, re: regexp.MustCompile(
			`(?i)\bpw(?:\s*[:=：]\s*|\s+(?:is\s+)?)` + proseStrong)},
		// "admin:Beltix-Turo-41", "qa:Sommer2016#": an account every
		// device ships with, a colon, a password.
		{view: viewPlain, needles: []string{"admin:", "root:", "administrator:", "pi:", "ubuntu:", "deploy:", "guest:", "qa:", "test:", "operator:", "sa:"}, keep: keepUserPass, re: regexp.MustCompile(
			`(?i)(?:^|[\s:：(（])(?:admin|administrator|root|pi|ubuntu|deploy|guest|qa|test|operator|sa):([^\s:/]{6,64})`)},
	},
}

var pinGapDetector = scanDetector{
	rule: "secret.pin_prose", class: ClassSecret, desc: "PIN or access code stated in prose",
	pats: []scanPattern{
		{view: viewPlain, needles: []string{"pin", "nip", "code", "digo", "geheimzahl", "pass", "pwd", "mdp", "kennwort", "contrase", "clave", "senha"}, near: pinNear, keep: keepPINGap, re: regexp.MustCompile(
			`(?i)\b(pin|nip|digicode|code|c[óo]digo|geheimzahl|zugangscode|t[üu]rcode|tresorcode|pass(?:word|code)?|passwd|pwd|mot\s+de\s+passe|mdp|passwort|kennwort|contrase[ñn]a|clave|senha)\b([^\n:=：.;!?\d@/]{0,48}?)(?:\s*[:=：]\s*|\s+(?:is|est|c'est|ist|lautet|es|é)\s*:?\s*)(\d{4,8})\b`)},
		{view: viewPlain, plainNeedles: []string{"PIN", "暗証番号", "密码", "暗码", "門禁", "门禁", "オートロック", "解除番号", "パスコード"}, keep: keepPINGap, re: regexp.MustCompile(
			`(PIN|暗証番号|密码|暗码|门禁|門禁|オートロック|解除番号|パスコード)([^\n:=：。\d@/]{0,16}?)(?:\s*[:=：]\s*|是|为|は|\s+)\s*(\d{4,8})\b`)},
	},
}

// pinNear: a pin_prose match starting at p reaches its first digit
// within the PIN word (15 characters that are not \s at most, "mot de
// passe"), the gap (48) and a connector (7, "lautet:"), none of them a
// digit or one of ".;!?@/". \s runs on as long as it likes. The word
// "code" starts candidates in most notes about software, and each try of
// the regexp costs microseconds; this look costs a sentence.
func pinNear(s string, p int) bool {
	n := 0
	for i := p; i < len(s); i++ {
		switch c := s[i]; {
		case c-'0' < 10:
			return true
		case strings.IndexByte(".;!?@/", c) >= 0:
			return false
		case reBlank(c):
			continue
		case c < utf8.RuneSelf || c >= 0xc0: // a rune's first byte
			if n++; n > 80 {
				return false
			}
		}
	}
	return false
}

// pinAccess: what a "code" opens, so an error or status code is not a PIN.
var pinAccess = []string{"door", "gate", "alarm", "safe", "lock", "keypad", "garage", "entry", "access", "server room", "porte", "portail", "alarme", "cadenas", "coffre", "salle serveur", "tür", "tor", "alarm", "tresor", "serverraum", "puerta", "portón", "alarma", "caja", "porta", "portão", "portao", "alarme", "cofre", "sim", "card", "carte", "karte", "tarjeta", "cartão", "phone", "móvil", "handy", "celular", "机房", "保险", "金庫", "ドア"}

// pinWords name a PIN or a password on their own: the number after them
// is one. A "code" must say what it opens (pinAccess), and so must a
// password word with words between it and the number ("the password
// length is 1234" says nothing about a password): "password: 4821",
// "senha do cofre é 7812" and "门禁密码是 4470" are secrets.
//
// The gap holds no "@" or "/": in "mysql://用户名:密码@主机:3306/库名"
// the number is a port.
var pinWords = []string{"pin", "nip", "digicode", "tresorcode", "geheimzahl", "zugangscode", "türcode", "turcode", "暗証番号", "暗码", "门禁", "門禁", "密码", "密碼", "オートロック", "解除番号", "パスコード"}

func keepPINGap(s string, m []int) bool {
	w := strings.ToLower(s[m[2]:m[3]])
	password := strings.HasPrefix(w, "pass") || w == "pwd" || w == "mdp" || strings.HasPrefix(w, "mot") || w == "kennwort" || strings.HasPrefix(w, "contrase") || w == "clave" || w == "senha"
	if !slices.Contains(pinWords, w) && !(password && strings.TrimSpace(s[m[4]:m[5]]) == "") {
		gap := strings.ToLower(s[m[4]:m[5]])
		ok := false
		for _, a := range pinAccess {
			if strings.Contains(gap, a) || strings.Contains(strings.ToLower(s[max(0, m[2]-24):m[2]]), a) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	v := s[m[6]:m[7]]
	return strings.Count(v, v[:1]) != len(v) && !(len(v) == 4 && "1900" <= v && v < "2040") // a year
}

// keepProseGap: the value after a gap is a password: long enough, with
// upper case or a symbol beside its digits, or a passphrase of joined
// words with a digit.
func keepProseGap(s string, m []int) bool {
	v := strings.TrimRight(s[m[4]:m[5]], ".,;:)]}")
	return strongPassword(v)
}

func keepUserPass(s string, m []int) bool { return strongPassword(s[m[2]:m[3]]) }

func strongPassword(v string) bool {
	if len(v) < 6 || len(v) > 64 || placeholder(v) || strings.Contains(v, "://") || strings.EqualFold(strings.TrimRight(v, ".,;:"), "1Password") {
		return false
	}
	// Letters without case (CJK) are neither: "5432/DB名", a port and a
	// database name, has no lower case beside its upper case.
	up, lo, uncased, dg, sym := 0, 0, 0, 0, 0
	for _, r := range v {
		switch {
		case unicode.IsUpper(r):
			up++
		case unicode.IsLower(r):
			lo++
		case unicode.IsLetter(r):
			uncased++
		case unicode.IsDigit(r):
			dg++
		default:
			sym++
		}
	}
	if dg == 0 && up > 0 && lo > 0 && sym > 0 && len(v) >= 10 {
		return true // fYC&Aryfq!tJk+kjlui#: random, digits or not
	}
	if dg == 0 || up+lo+uncased == 0 {
		return false
	}
	if up > 0 && lo > 0 {
		return true
	}
	if lo >= 4 && dg >= 2 && strings.ContainsAny(v, "!$#%&*?@^+=~") {
		return true // a word, digits and a symbol: koala@2598!, hibou.79$
	}
	return sym > 0 && lo >= 6 && !strings.ContainsAny(v, "._/") // joined words: tanuki-falken-tormenta8
}

// withGaps adds the gapped patterns to the prose rules of the same ids.
func withGaps(ds []scanDetector) []scanDetector {
	for i := range ds {
		for _, g := range []scanDetector{proseGapDetector, pinGapDetector} {
			if ds[i].rule == g.rule {
				ds[i].pats = append(ds[i].pats, g.pats...)
			}
		}
	}
	return ds
}

// isCJK: r is a Han, kana or Hangul letter; a password written in prose
// is not made of them.
func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}
