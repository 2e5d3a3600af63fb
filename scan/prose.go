package scan

import (
	"regexp"
	"strings"
	"unicode"
)

// Passwords stated in prose, which no key format describes: "the wifi
// password is Sunflower-2291", "mot de passe : Chateau#88", "Passwort
// für den Server ist …", "contraseña: …", "senha: …", "密码是…",
// "パスワードは…". A password word, an optional "for the <thing>", a
// connector ("is", ":", "est", "ist", "lautet", "es", "é", "是", "は"),
// then the value. The value must look like a password: letters with
// digits or symbols, or random; prose after a connector ("is required",
// "est affiché", "受付に貼ってある") is all letters and stays quiet. For
// PINs and door or alarm codes the value is four to eight digits.
//
// And connection strings with credentials that url_password's shape
// misses: a URL with a password and no user ("redis://:pw@host").

// proseValue is the value after a connector: optionally quoted, then a
// run without blanks or quotes.
const proseValue = `\s*["'“‘«„]?([^\s"'”’»“]{4,64})`

var proseDetectors = []scanDetector{
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
		pats: []scanPattern{{view: viewPlain, needles: []string{"pin", "code"}, keep: keepPIN, re: regexp.MustCompile(
			`(?i)\b(?:pin|(?:alarm|door|gate|safe|lock|access|entry|garage)\s+code|code\s+pin|code\s+d'accès|pin-code|zugangscode|código)` +
				`(?:\s+(?:for|of|to|on)\s+(?:the\s+|my\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+)?)?` +
				`(?:\s*[:=]|\s+(?:is|est|ist|es|é)\s*:?)\s*(\d{4,8})\b`)}},
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
}

// keepProsePassword: the value is a password, not the next word of a
// sentence.
func keepProsePassword(s string, m []int) bool {
	v := strings.TrimRight(s[m[2]:m[3]], ".,;:)]}。、")
	if len([]rune(v)) < 4 || placeholder(v) {
		return false
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
