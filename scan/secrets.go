package scan

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Secret detectors. Each matches the shape a provider documents for its
// credentials, tight enough that prose about keys ("the API key lives in
// 1Password") does not trip it; the value itself never reaches a finding.
// They run over the plain view, where case is kept (key alphabets are case
// sensitive) and a zero-width character cannot split a key in two.

var secretDetectors = []scanDetector{
	{
		rule: "secret.aws_access_key", class: ClassSecret, desc: "AWS access key id",
		pats: []scanPattern{{
			needles: []string{"akia", "asia", "abia", "acca", "agpa", "aida", "aroa", "anpa", "anva", "apka"},
			re:      regexp.MustCompile(`\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|ANPA|ANVA|APKA)[A-Z0-9]{16}\b`),
		}},
	},
	{
		rule: "secret.aws_secret_key", class: ClassSecret, desc: "AWS secret access key",
		pats: []scanPattern{{
			needles: []string{"secret"},
			re:      regexp.MustCompile(`(?i)\baws[\w .-]{0,20}?secret[\w .-]{0,20}?["']?\s*(?:[:=]|=>|\bis)\s*["']?([A-Za-z0-9/+]{40})(?:[^A-Za-z0-9/+=]|$)`),
		}},
	},
	{
		rule: "secret.gcp_service_account", class: ClassSecret, desc: "GCP service-account key",
		pats: []scanPattern{{
			needles: []string{"service_account", "private_key"},
			re:      regexp.MustCompile(`"type"\s*:\s*"service_account"|"private_key"\s*:\s*"-----BEGIN|"private_key_id"\s*:\s*"[0-9a-f]{16,}"`),
		}},
	},
	{
		rule: "secret.azure_connection_string", class: ClassSecret, desc: "Azure connection string or SAS token",
		pats: []scanPattern{{
			needles: []string{"accountkey", "sharedaccess", "sig="},
			re: regexp.MustCompile(`(?i)\bAccountKey=[A-Za-z0-9+/]{30,}={0,2}` +
				`|\bSharedAccessKey=[A-Za-z0-9+/]{20,}={0,2}` +
				`|\bSharedAccessSignature=[^\s;"']{20,}` +
				`|\bsv=\d{4}-\d{2}-\d{2}&[^\s"']*?\bsig=[A-Za-z0-9%+/]{20,}`),
		}},
	},
	{
		rule: "secret.anthropic_key", class: ClassSecret, desc: "Anthropic API key",
		pats: []scanPattern{{
			needles: []string{"sk-ant-"},
			re:      regexp.MustCompile(`\bsk-ant-[A-Za-z0-9_-]{20,}`),
		}},
	},
	{
		rule: "secret.openai_key", class: ClassSecret, desc: "OpenAI-style sk- API key",
		pats: []scanPattern{{
			needles: []string{"sk-"},
			re:      regexp.MustCompile(`\bsk-(?:proj-|svcacct-|admin-|None-)?([A-Za-z0-9_-]{20,})`),
			keep: func(s string, m []int) bool {
				// Anthropic keys have their own rule; package names such as
				// "sk-learn-..." are words, and real keys are random base62,
				// so they always mix digits and letters of both cases.
				return !strings.HasPrefix(s[m[0]:], "sk-ant-") && looksRandom(s[m[2]:m[3]])
			},
		}},
	},
	{
		rule: "secret.github_token", class: ClassSecret, desc: "GitHub token",
		pats: []scanPattern{{
			needles: []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"},
			re:      regexp.MustCompile(`\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b`),
			keep:    keepUnmasked,
		}},
	},
	{
		rule: "secret.slack_token", class: ClassSecret, desc: "Slack token",
		pats: []scanPattern{{
			needles: []string{"xox", "xapp-"},
			re:      regexp.MustCompile(`\bxox[abposr]-[A-Za-z0-9-]{10,}|\bxapp-\d-[A-Za-z0-9-]{10,}`),
			keep:    keepUnmasked,
		}},
	},
	{
		rule: "secret.slack_webhook", class: ClassSecret, desc: "Slack or Discord webhook URL",
		pats: []scanPattern{{
			needles: []string{"hooks.slack.com", "/api/webhooks/"},
			re: regexp.MustCompile(`https://hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9/_-]{20,}` +
				`|https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[A-Za-z0-9_-]{20,}`),
		}},
	},
	{
		rule: "secret.stripe_key", class: ClassSecret, desc: "Stripe secret or restricted key",
		pats: []scanPattern{{
			needles: []string{"sk_live_", "sk_test_", "rk_live_", "rk_test_", "whsec_"},
			re:      regexp.MustCompile(`\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b|\bwhsec_[A-Za-z0-9]{24,}\b`),
			keep:    keepUnmasked,
		}},
	},
	{
		rule: "secret.private_key", class: ClassSecret, desc: "private key block",
		pats: []scanPattern{{
			needles: []string{"private key", "putty-user-key-file"},
			// Lazy up to the END line, or to the end of the text when the
			// block was pasted without one; RE2 keeps this linear.
			re: regexp.MustCompile(`(?s)-----BEGIN[A-Z ]* PRIVATE KEY(?: BLOCK)?-----.*?(?:-----END[A-Z ]* PRIVATE KEY(?: BLOCK)?-----|\z)` +
				`|PuTTY-User-Key-File-\d+:`),
		}},
	},
	{
		rule: "secret.jwt", class: ClassSecret, desc: "JSON Web Token",
		pats: []scanPattern{{
			needles: []string{"eyj"},
			re:      regexp.MustCompile(`\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]*`),
		}},
	},
	{
		rule: "secret.url_password", class: ClassSecret, desc: "password inside a URL",
		pats: []scanPattern{{
			needles: []string{"://"},
			gate:    urlPasswordGate,
			re:      regexp.MustCompile(`\b[a-zA-Z][a-zA-Z0-9+.-]{1,20}://[^\s:/@"'<>]+:([^\s:/@"'<>]{3,})@[^\s/@"'<>]+`),
			keep: func(s string, m []int) bool {
				return !placeholder(s[m[2]:m[3]])
			},
		}},
	},
	{
		rule: "secret.password_assignment", class: ClassSecret, desc: "password or API key assignment",
		pats: []scanPattern{
			{
				needles: []string{"pass", "pw", "pin", "key", "secret", "token"},
				re: regexp.MustCompile(`(?i)(?:^|[^A-Za-z0-9])(?:[a-z]+_)?` +
					`(?:(?:unseal|master|recovery|encryption|decryption|signing|root|admin|license)[_ -]?(?:key|token|password)|password|passwd|pwd|pw|pin|passphrase|pass|api[_-]?key|apikey|secret[_-]?key|client[_-]?secret|app[_-]?secret|` +
					`access[_-]?token|auth[_-]?token|bearer[_-]?token|private[_-]?token|refresh[_-]?token|secret)` +
					`["']?\s*(=|:=|:|=>)\s*` +
					"(?:\"([^\"\\n]{4,})\"|'([^'\\n]{4,})'|`([^`\\n]{4,})`|([^\\s\"'`,;]{4,}))" +
					`([^\n]*)`),
				keep:   keepAssignment,
				starts: assignmentStarts,
				// Every key name holds one (pwd: pw; password: pass).
				lits: []string{"pass", "pw", "pin", "key", "secret", "token"},
			},
			{
				needles: []string{"pass", "secret", "key", "token"},
				re:      regexp.MustCompile(`(?i)<(?:password|passwd|secret|api[_-]?key|apikey|token|client[_-]?secret|access[_-]?key)>([^<\n]{4,})</`),
				keep: func(s string, m []int) bool {
					return !placeholder(s[m[2]:m[3]])
				},
			},
			{
				needles: []string{"pass"},
				re:      regexp.MustCompile("(?i)\\b(?:password|passwd|passcode|passphrase)\\s+(?:is|was|=)\\s+[\"'`]?([^\\s\"'`]{6,})"),
				keep: func(s string, m []int) bool {
					v := strings.TrimRight(s[m[2]:m[3]], ".,;:!?)")
					return !placeholder(v) && hasDigitOrSymbol(v)
				},
			},
		},
	},
}

// urlPasswordGate: url_password needs "://user:pass@host". Its regexp
// starts with a scheme of any letters, which no literal pins down, so the
// gate checks the part after "://" that the regexp fixes exactly (the
// user and password runs cannot hold ':' or '@', so each ends at the
// first one).
func urlPasswordGate(s string) bool {
	userinfo := func(c byte) bool { return !reBlank(c) && !strings.ContainsRune(`:/@"'<>`, rune(c)) }
	for i := 0; ; {
		k := strings.Index(s[i:], "://")
		if k < 0 {
			return false
		}
		j := i + k + 3
		i = j
		u := j
		for j < len(s) && userinfo(s[j]) {
			j++
		}
		if j == u || j == len(s) || s[j] != ':' {
			continue
		}
		j++
		p := j
		for j < len(s) && userinfo(s[j]) {
			j++
		}
		if j-p >= 3 && j+1 < len(s) && s[j] == '@' && (userinfo(s[j+1]) || s[j+1] == ':') {
			return true
		}
	}
}

// assignmentKeys end every key name the assignment regexp knows, which it
// reads case-insensitively: (api_)key, (access_)token, (client_)secret...
var assignmentKeys = []string{"key", "token", "secret", "password", "passwd", "pwd", "pw", "pin", "passphrase", "pass"}

// assignmentStarts: the assignment regexp starts with "the start of the
// text or any non-alphanumeric character", which no literal pins down.
// Every match has a key name right before `["']?\s*` and an operator
// starting with '=' or ':', and between its start and the end of the key
// name only letters, '_', '-' and ' ' (`(?:[a-z]+_)?` and names such as
// "unseal key"), so it starts at one of those characters that is not
// alphanumeric, or just before them.
func assignmentStarts(s string) []uint64 {
	var out []uint64
	for i := 0; i < len(s); i++ {
		k := strings.IndexAny(s[i:], ":=")
		if k < 0 {
			break
		}
		i += k
		j := i
		for j > 0 && reBlank(s[j-1]) {
			j--
		}
		if j > 0 && (s[j-1] == '"' || s[j-1] == '\'') {
			j--
		}
		if j == 0 || !strings.ContainsRune("yntdwesYNTDWES", rune(s[j-1])) {
			continue // no key name ends so
		}
		if !slices.ContainsFunc(assignmentKeys, func(k string) bool {
			return j >= len(k) && strings.EqualFold(s[j-len(k):j], k)
		}) {
			continue
		}
		r := j
		for r > 0 && (asciiLetter(s[r-1]) || s[r-1] == '_' || s[r-1] == '-' || s[r-1] == ' ') {
			r--
		}
		// The character before the run (or the start of the text, for ^),
		// then the run's own non-alphanumerics.
		_, w := utf8.DecodeLastRuneInString(s[:r])
		out = append(out, uint64(r-w))
		for q := r; q < j; q++ {
			if s[q] == '_' || s[q] == '-' || s[q] == ' ' {
				out = append(out, uint64(q))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// keepAssignment decides whether `key: value` holds a real value. With `=`
// (code, .env files) any non-placeholder counts. With `:` it is prose as
// often as YAML ("Password: reset through the SSO portal"), so the value
// must stand alone at the end of its line or look like a secret.
func keepAssignment(s string, m []int) bool {
	op := s[m[2]:m[3]]
	var v string
	quoted := false
	for g := 2; g <= 5; g++ {
		if m[2*g] >= 0 {
			v = s[m[2*g]:m[2*g+1]]
			quoted = g < 5
			break
		}
	}
	if placeholder(v) {
		return false
	}
	if op != ":" || quoted {
		return true
	}
	rest := strings.TrimSpace(s[m[12]:m[13]])
	alone := rest == "" || strings.HasPrefix(rest, "#") || strings.HasPrefix(rest, "//")
	return alone || looksRandom(v) || (hasDigitOrSymbol(v) && hasLetter(v))
}

// placeholder reports values that stand for a secret instead of being one:
// variables, templates, masks, references into a secret manager.
func placeholder(v string) bool {
	v = strings.Trim(strings.TrimSpace(v), "`\"'“”「」")
	if v == "" {
		return true
	}
	if r, _ := utf8.DecodeRuneInString(v); strings.ContainsRune("<[(…", r) || strings.ContainsRune("${%*.#", r) && markedPlaceholder(v) {
		return true
	}
	if strings.Contains(v, "...") || strings.Contains(v, "…") || allCapsWord(v) {
		return true
	}
	l := strings.ToLower(v)
	if _, ok := notSecretWords[strings.TrimRight(l, ".,;:!?)。")]; ok {
		return true
	}
	for _, p := range []string{"xxx", "redacted", "changeme-", "your_", "your-", "yourpassword", "example", "process.env", "os.environ", "env(", "op://", "vault:", "secretref", "secretkeyref", "none", "null", "nil", "true", "false", "required", "optional", "string", "undefined", "placeholder", "<", "••", "***",
		// "your" and "replace me" in the brief's other languages.
		"votre", "dein-", "dein_", "deine-", "deine_", "sua-", "sua_", "seu-", "seu_", "tu-", "tu_", "pon_tu", "pon-tu", "replace-me", "replace_me", "replaceme", "remplacer", "ersetzen", "cambiar", "substituir",
		"请填写", "填写", "ここに入力", "入力してください", "****"} {
		if strings.HasPrefix(l, p) || ((len(p) > 4 || p == "****") && strings.Contains(l, p)) {
			return true
		}
	}
	return masked(v)
}

// markedPlaceholder: v, which starts with one of "${%*.#", is a
// variable, a template or a mask ("${DB_PASS}", "$DB_PASS", "%PASS%",
// "%s", "****", "...", ".env", "#{pass}"), not a random password that
// happens to start with a symbol ("%2ti85EZqLs", "$qI%oSee2MKvD",
// ".jj5oLufxXQ0qrw", "#eNk_%p#u@c1UWebA2").
func markedPlaceholder(v string) bool {
	if len(v) < 3 {
		return true
	}
	c, rest := v[0], v[1:]
	switch {
	case rest[0] == c || rest[0] == '{' || rest[0] == '(':
		return true // "**", "..", "##", "${", "%(", "#{"
	case c == '%' && (strings.HasSuffix(v, "%") || len(v) <= 4):
		return true // %PASS%, %s, %-8s
	case c == '$' || c == '%' || c == '#':
		return identifier(rest) // $DB_PASS, #VAR
	case c == '.':
		return strings.IndexFunc(rest, func(r rune) bool { return !('a' <= r && r <= 'z') && r != '-' && r != '_' }) < 0 // .env
	}
	return false
}

// identifier: s is a name a program might use: letters, digits and
// underscores, starting with a letter or an underscore, and one case of
// letters only (DB_PASS, db_pass), which a random value rarely is.
func identifier(s string) bool {
	up, lo := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'A' <= c && c <= 'Z':
			up = true
		case 'a' <= c && c <= 'z':
			lo = true
		case c == '_' || i > 0 && '0' <= c && c <= '9':
		default:
			return false
		}
	}
	return !(up && lo)
}

// keepUnmasked: a token of a provider's shape that is its mask or a
// placeholder ("ghp_xxxxxxxx…" in a README, "xoxb-REPLACE-ME") stands for
// a token and is none.
func keepUnmasked(s string, m []int) bool { return !placeholder(s[m[0]:m[1]]) }

// masked reports a value whose body, past a provider's prefix ("ghp_",
// "sk_live_", "xoxb-", "SG."), is a mask: x, X, 0, * or • only, its
// separators aside ("ghp_xxxx…", "xoxb-0000-XXXX", "sk_test_XXXXXXXX").
// No key a provider issues looks like that.
func masked(v string) bool {
	body := v
	for range 3 {
		i := strings.IndexAny(body, "_-.")
		if i <= 0 || i > 8 {
			break
		}
		body = body[i+1:]
	}
	n := 0
	for _, r := range body {
		switch {
		case r == '_' || r == '-' || r == '.':
		case strings.ContainsRune("xX0*•", r):
			n++
		default:
			return false
		}
	}
	return n >= 3
}

// notSecretWords are values that name a secret or how it is kept rather
// than being one: the word for password itself in the brief's languages
// (a template's "user:パスワード@host"), the default placeholder, and
// password-hashing algorithms ("パスワードは argon2id でハッシュ化").
var notSecretWords = map[string]struct{}{
	"password": {}, "passwort": {}, "contraseña": {}, "contrasena": {}, "senha": {}, "mot_de_passe": {}, "motdepasse": {},
	"パスワード": {}, "密码": {}, "密碼": {}, "口令": {}, "暗証番号": {},
	"changeme": {}, "change_me": {}, "change-me": {},
	"argon2": {}, "argon2id": {}, "argon2i": {}, "bcrypt": {}, "scrypt": {}, "pbkdf2": {}, "sha256": {}, "sha-256": {}, "sha512": {}, "sha-512": {},
}

// allCapsWord: PASSWORD, API_KEY, TOKEN, CONTRASEÑA: a name standing for
// a value.
func allCapsWord(v string) bool {
	if len(v) < 3 {
		return false
	}
	for _, r := range v {
		if !unicode.IsUpper(r) && r != '_' {
			return false
		}
	}
	return true
}

// looksRandom reports a token that mixes upper case, lower case and
// digits, as generated keys do and words and identifiers rarely do.
func looksRandom(v string) bool {
	var up, lo, dg bool
	for _, r := range v {
		switch {
		case 'A' <= r && r <= 'Z':
			up = true
		case 'a' <= r && r <= 'z':
			lo = true
		case '0' <= r && r <= '9':
			dg = true
		}
	}
	return up && lo && dg
}

func hasDigitOrSymbol(v string) bool {
	for _, r := range v {
		if unicode.IsDigit(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) {
			return true
		}
	}
	return false
}

func hasLetter(v string) bool {
	for _, r := range v {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}
