package scan

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Provider key formats gitleaks' default config lacks or states too
// tightly, and a keyed-token rule for keys without a distinctive prefix.
// Each prefix rule is the provider's documented prefix and the length
// and alphabet of what follows; the keyed rule needs a key word (token,
// key, secret, in the seven languages) just before a value that is long
// and random, and never fires on hashes, digests or ids named as such.

var providerDetectors = []scanDetector{
	{
		rule: "secret.provider_key", class: ClassSecret, desc: "API key or token in a provider's format",
		pats: []scanPattern{
			{needles: []string{"gocspx-"}, re: regexp.MustCompile(`\bGOCSPX-[A-Za-z0-9_-]{24,32}`)},
			{lits: []string{"ya29."}, re: regexp.MustCompile(`\bya29\.[A-Za-z0-9_-]{30,}`)},
			{needles: []string{"key-"}, re: regexp.MustCompile(`\bkey-[0-9a-f]{32}\b`)},
			{gate: func(s string) bool { return strings.Contains(s, ":AA") }, re: regexp.MustCompile(`\b\d{8,10}:AA[A-Za-z0-9_-]{32,34}\b`)},
			{needles: []string{"atatt"}, re: regexp.MustCompile(`\bATATT[A-Za-z0-9_=-]{40,}`)},
			{needles: []string{"secret_", "ntn_"}, re: regexp.MustCompile(`\b(?:secret|ntn)_[A-Za-z0-9]{40,50}\b`)},
			{needles: []string{"hvs.", "hvb.", "hvr."}, re: regexp.MustCompile(`\bhv[sbr]\.[A-Za-z0-9_-]{24,}`)},
			{needles: []string{"sb_secret_"}, re: regexp.MustCompile(`\bsb_secret_[A-Za-z0-9_-]{20,}`)},
			{needles: []string{"figd_"}, re: regexp.MustCompile(`\bfigd_[A-Za-z0-9_-]{30,}`)},
			{needles: []string{"-us"}, re: regexp.MustCompile(`\b[0-9a-f]{32}-us\d{1,2}\b`)},
			{needles: []string{"gsk_"}, re: regexp.MustCompile(`\bgsk_[A-Za-z0-9]{40,}`)},
			{needles: []string{"sk.eyj"}, re: regexp.MustCompile(`\bsk\.eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{10,}`)},
			{needles: []string{"rzp_live_", "rzp_test_"}, re: regexp.MustCompile(`\brzp_live_[A-Za-z0-9]{14}\b`)},
			{needles: []string{"dckr_pat_", "dckr_oat_"}, re: regexp.MustCompile(`\bdckr_(?:pat|oat)_[A-Za-z0-9_-]{24,}`)},
			{needles: []string{"pcsk_"}, re: regexp.MustCompile(`\bpcsk_[A-Za-z0-9_]{40,}`)},
			{needles: []string{"tskey-"}, re: regexp.MustCompile(`\btskey-(?:auth|api|client|scim|webhook)-[A-Za-z0-9]{8,}-[A-Za-z0-9]{20,}`)},
			{needles: []string{"akid"}, re: regexp.MustCompile(`\bAKID[A-Za-z0-9]{32}\b`)},
			{needles: []string{"scw"}, re: regexp.MustCompile(`\bSCW[A-Z0-9]{17}\b`)},
			{gate: func(s string) bool { return strings.Contains(s, ":APA91b") }, re: regexp.MustCompile(`\bAAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{100,}`)},
			{needles: []string{"ops_eyj"}, re: regexp.MustCompile(`\bops_eyJ[A-Za-z0-9+/=_-]{40,}`)},
			{needles: []string{"eaa"}, re: regexp.MustCompile(`\bEAA[A-Z][A-Za-z0-9]{80,}`)},
			{needles: []string{"sl."}, re: regexp.MustCompile(`\bsl\.[A-Za-z0-9_-]{100,}`)},
			{needles: []string{"ccipat_"}, re: regexp.MustCompile(`\bCCIPAT_[A-Za-z0-9]{20,}_[0-9a-f]{40}\b`)},
			{needles: []string{"napi_"}, re: regexp.MustCompile(`\bnapi_[a-z0-9]{60,}\b`)},
			{needles: []string{"re_"}, re: regexp.MustCompile(`\bre_[A-Za-z0-9]{8}_[A-Za-z0-9]{20,}\b`)},
			{needles: []string{"access-production-", "access-development-"}, re: regexp.MustCompile(`\baccess-(?:production|development)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b`)},
			// No literal pins where a Salesforce session id starts (its
			// "00D" reads as letters in the folded view), so without the
			// gate every text with a "!" paid a full search.
			{needles: []string{"!"}, gate: func(s string) bool { return strings.Contains(s, "00D") }, re: regexp.MustCompile(`\b00D[A-Za-z0-9]{12,15}![A-Za-z0-9._]{80,}`)},
			{needles: []string{"sk-"}, re: regexp.MustCompile(`\bsk-[0-9a-f]{32}\b`)},
			{needles: []string{"jdbc:"}, re: regexp.MustCompile(`\bjdbc:oracle:thin:[\w.$-]+/([^\s@/]{4,})@`),
				keep: func(s string, m []int) bool { return !placeholder(s[m[2]:m[3]]) }},
			{gate: asanaGate, re: regexp.MustCompile(`\b[0-2]/\d{16}/\d{16}:[0-9a-f]{32}\b`)},
			{lits: []string{"ssws"}, re: regexp.MustCompile(`\bSSWS\s+00[A-Za-z0-9_-]{40}\b`)},
			// New Relic user keys, Netlify, Doppler and Buildkite tokens,
			// Replicate keys: gitleaks wants the provider's name next to
			// New Relic's and has no rule for the others.
			{needles: []string{"nrak-"}, keep: keepWhole, re: regexp.MustCompile(`\bNRAK-[A-Z0-9]{27}\b`)},
			{needles: []string{"nfp_"}, keep: keepWhole, re: regexp.MustCompile(`\bnfp_[A-Za-z0-9]{36}\b`)},
			{needles: []string{"dp.pt.", "dp.st.", "dp.ct.", "dp.sa.", "dp.scim.", "dp.audit."}, keep: keepWhole, re: regexp.MustCompile(`\bdp\.(?:pt|st|ct|sa|scim|audit)\.(?:[a-z0-9_-]{1,35}\.)?[A-Za-z0-9]{40,44}\b`)},
			{needles: []string{"bkua_"}, keep: keepWhole, re: regexp.MustCompile(`\bbkua_[a-f0-9]{40}\b`)},
			{lits: []string{"r8_"}, keep: keepWhole, re: regexp.MustCompile(`\br8_[A-Za-z0-9]{37}\b`)},
			// Supabase access tokens, Airtable personal access tokens,
			// Heroku's prefixed keys (the key is a UUID or a longer
			// random run after "HRKU-"), and a Twilio account SID with
			// its auth token, joined as the API takes them: shapes the
			// training sets' secrets held and no rule here caught.
			// Hugging Face tokens anywhere (gitleaks wants a blank or a
			// quote before one, not "：", and letters only after hf_),
			// DigitalOcean's before a comma or a full stop.
			{needles: []string{"hf_"}, keep: keepMixedCase, re: regexp.MustCompile(`\bhf_[A-Za-z0-9]{34,40}\b`)},
			{lits: []string{"doo_v1_", "dop_v1_", "dor_v1_"}, re: regexp.MustCompile(`\bdo[opr]_v1_[a-f0-9]{64}\b`)},
			{needles: []string{"sbp_"}, keep: keepWhole, re: regexp.MustCompile(`\bsbp_[a-f0-9]{40}\b`)},
			{needles: []string{"pat"}, re: regexp.MustCompile(`\bpat[A-Za-z0-9]{14}\.[a-f0-9]{64}\b`)},
			{needles: []string{"hrku-"}, keep: keepWhole, re: regexp.MustCompile(`\bHRKU-[A-Za-z0-9_-]{30,}`)},
			{gate: func(s string) bool { return strings.Contains(s, "AC") }, re: regexp.MustCompile(`\bAC[0-9a-f]{32}:[0-9a-f]{32}\b`)},
			// A Discord bot token: the bot's id in base64, a dot, six
			// characters of timestamp, a dot, the HMAC. No prefix pins
			// it, so discordGate looks for the ".six." in the middle.
			{gate: discordGate, keep: keepDiscord, re: regexp.MustCompile(`\b[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}\b`)},
		},
	},
	{
		rule: "secret.keyed_token", class: ClassSecret, desc: "long random value named as a key, token or secret",
		pats: []scanPattern{
			// A provider's name, or a word for credentials, in place of
			// the key word: "the Cloudflare key is …", "jeton Datadog :
			// …", "Azure DevOps PAT: …". Provider keys without a prefix
			// of their own are named this way.
			{needles: namedKeyWordsFolded, gate: keyedValueGate, near: keyedNear, keep: keepNamedToken, re: regexp.MustCompile(`(?i)\b(?:` + namedKeyWords + `)` + keyedValue)},
			{plainNeedles: []string{"凭据", "凭证", "憑證", "クレデンシャル", "認証情報"}, gate: keyedValueGate, near: keyedNear, keep: keepNamedToken, re: regexp.MustCompile(`(?:凭据|凭证|憑證|クレデンシャル|認証情報)` + keyedValue)},
			{needles: keyedWordsFolded, gate: keyedValueGate, near: keyedNear, keep: keepKeyedToken, re: regexp.MustCompile(`(?i)\b(?:api[ _-]?key|app(?:lication)?[ _-]?key|auth[ _-]?token|access[ _-]?token|token|secret(?:[ _-]?key)?|(?:private|secret|server)[ _-]key|key[ _-]secret|clé|chave|clave|schlüssel)` + keyedValue)},
			{plainNeedles: []string{"密钥", "秘钥", "令牌", "トークン", "キー", "シークレット"}, gate: keyedValueGate, near: keyedNear, keep: keepKeyedToken, re: regexp.MustCompile(`(?:密钥|秘钥|令牌|トークン|キー|シークレット)` + keyedValue)},
		},
	},
}

// keepWhole: the key after its prefix mixes letters and digits, as a
// random one does, and a placeholder ("NRAK-XXXXXXXX…", "bkua_000…")
// does not.
func keepWhole(s string, m []int) bool {
	v := s[m[0]:m[1]]
	v = v[strings.IndexAny(v, "-_.")+1:]
	return !placeholder(v) && hasLetter(v) && strings.ContainsAny(v, "0123456789")
}

// keyedValue: a short gap without a colon, a connector, then the value.
const keyedValue = `(?:[^\n:=：]{0,40}?)\s*(?:[:=：]|\bis\b|\best\b|\bist\b|\bes\b|\bé\b|\s)\s*["'“]?([A-Za-z0-9][A-Za-z0-9_.+/=-]{19,})`

// keyedValueGate: s holds a run of 20 characters keyedValue's value may
// be made of. Notes name keys and tokens often and hold such values
// rarely, and every key word is otherwise a try of keyedValue's lazy gap.
// Under (?i) the class [A-Za-z] also matches U+017F (ſ) and U+212A (the
// Kelvin sign), but the plain view is NFKC, which has made them s and K.
func keyedValueGate(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if !keyedValueChar(s[i]) {
			run = 0
			continue
		}
		if run++; run >= 20 {
			return true
		}
	}
	return false
}

// keyedValueChar: c may be part of keyedValue's value. A table: the gate
// asks it of every byte of most notes.
func keyedValueChar(c byte) bool { return keyedValueBytes[c] }

var keyedValueBytes = func() (m [256]bool) {
	for c := range 256 {
		b := byte(c)
		m[c] = 'a' <= b|0x20 && b|0x20 <= 'z' || '0' <= b && b <= '9' || strings.IndexByte("_.+/=-", b) >= 0
	}
	return m
}()

// keyedNear: a keyed_token match starting at p has its value start
// within the key word (15 characters at most, "application key"), the
// gap (40), a connector (3, "ist") and a quote: 59 characters that are
// not \s, which may run on as long as it likes. So the 20 value
// characters end within 80 such characters of p. Counted loosely (a run
// may start before the value, inside the key word or the gap), which only
// lets more through.
func keyedNear(s string, p int) bool {
	n, run := 0, 0
	for i := p; i < len(s); i++ {
		c := s[i]
		if keyedValueChar(c) {
			if run++; run >= 20 {
				return true
			}
		} else {
			run = 0
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' {
				continue // \s: free
			}
		}
		if c < utf8.RuneSelf || c >= 0xc0 { // a rune's first byte
			if n++; n > 80 {
				return false
			}
		}
	}
	return false
}

var keyedWordsFolded = []string{"key", "token", "secret", "clé", "chave", "clave", "schlüssel"}

// namedKeyWords name a credential without saying key or token: words
// for credentials in the brief's languages, "PAT", and providers whose
// keys have no prefix of their own (a Datadog or Cloudflare key, a
// Twilio or Mailchimp one without its prefix), so only their name
// says what the value is. namedKeyWordsFolded are their needles.
const namedKeyWords = `jeton|credentials?|credencial(?:es)?|zugangsdaten|pat|datadog|twilio|cloudflare|mailchimp|mailgun|sendgrid|heroku|zulip|redmine|moodle|scaleway|sentry|algolia|pagerduty|new\s?relic|okta|vercel|netlify|fastly|clickup|airtable|supabase|postmark|pusher|mapbox|contentful|segment|mixpanel|linear|notion|asana|trello|jenkins`

var namedKeyWordsFolded = []string{"jeton", "credential", "credencial", "zugangsdaten", "pat", "datadog", "twilio", "cloudflare", "mailchimp", "mailgun", "sendgrid", "heroku", "zulip", "redmine", "moodle", "scaleway", "sentry", "algolia", "pagerduty", "relic", "okta", "vercel", "netlify", "fastly", "clickup", "airtable", "supabase", "postmark", "pusher", "mapbox", "contentful", "segment", "mixpanel", "linear", "notion", "asana", "trello", "jenkins"}

// keepMixedCase: the key after its prefix has upper and lower case, as
// a random one does and a name ("hf_hubdownloadmodelweights…") does not.
func keepMixedCase(s string, m []int) bool {
	v := s[m[0]:m[1]]
	v = v[strings.IndexByte(v, '_')+1:]
	return strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ContainsAny(v, "abcdefghijklmnopqrstuvwxyz")
}

// keepNamedToken: as keepKeyedToken, and a provider's name is no key
// word when the value is a UUID or the line calls it an id ("the
// Sentry project id is …", "Heroku slug …", "Sentry issue …"): a
// provider names its projects and issues too.
func keepNamedToken(s string, m []int) bool {
	v := s[m[2]:m[3]]
	if uuidShape(strings.TrimRight(v, ".,;:)")) {
		return false
	}
	l := strings.ToLower(s[max(0, m[0]-32):m[2]])
	for _, w := range []string{" id", "id ", "uuid", "slug", "issue", "identifi", "project", "projet", "proyecto", "projeto"} {
		if strings.Contains(l, w) {
			return false
		}
	}
	return keepKeyedToken(s, m)
}

func uuidShape(v string) bool {
	if len(v) != 36 {
		return false
	}
	for i := 0; i < 36; i++ {
		c := v[i]
		if i == 8 || i == 13 || i == 18 || i == 23 {
			if c != '-' {
				return false
			}
		} else if !('0' <= c && c <= '9' || 'a' <= c|0x20 && c|0x20 <= 'f') {
			return false
		}
	}
	return true
}

// discordGate: s holds ".xxxxxx." after a run of at least 23 token
// characters, the middle of a Discord bot token.
func discordGate(s string) bool {
	for i := strings.IndexByte(s, '.'); i >= 0 && i+7 < len(s); {
		if s[i+7] == '.' && i >= 23 && tokenRun(s[i+1:i+7]) && tokenRun(s[i-23:i]) {
			return true
		}
		j := strings.IndexByte(s[i+1:], '.')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

func tokenRun(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !('a' <= c|0x20 && c|0x20 <= 'z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// keepDiscord: the id part mixes upper case, lower case and digits, as
// base64 does, and a dotted name ("Microsoft.Extensions.Logging…")
// does not.
func keepDiscord(s string, m []int) bool {
	v := s[m[0]:m[1]]
	id := v[:strings.IndexByte(v, '.')]
	return strings.ContainsAny(id, "0123456789") && strings.IndexFunc(id, func(r rune) bool { return 'a' <= r && r <= 'z' }) >= 0 &&
		strings.IndexFunc(id[1:], func(r rune) bool { return 'A' <= r && r <= 'Z' }) >= 0
}

// asanaGate: s holds a slash followed by 16 digits and another slash, as
// an Asana personal access token does ("1/<16 digits>/<16 digits>:…").
// The pattern has no literal to anchor its search on, and a slash and a
// colon alone, which every note with a link holds, ran it over the whole
// text: a tenth of Scan's time on the notes of BenchmarkScanNotes.
func asanaGate(s string) bool {
	for i := strings.IndexByte(s, '/'); i >= 0 && i+17 < len(s); {
		if s[i+17] == '/' && allDigits(s[i+1:i+17]) {
			return true
		}
		j := strings.IndexByte(s[i+1:], '/')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// keepKeyedToken: the value is long and random, not a word, a path, a
// placeholder, a version or a digest named as such.
func keepKeyedToken(s string, m []int) bool {
	v := strings.TrimRight(s[m[2]:m[3]], ".,;:)")
	if len(v) < 20 || placeholder(v) || strings.Contains(v, "/") && !strings.ContainsAny(v, "+=") && !awsSecretShape(v) {
		return false
	}
	l := strings.ToLower(s[m[0]:m[2]])
	for _, w := range []string{"sha", "hash", "digest", "checksum", "commit", "fingerprint", "id:", " id ", "uuid", "trace", "request"} {
		if strings.Contains(l, w) {
			return false
		}
	}
	hexOnly := true
	up, lo, dg := false, false, false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case 'A' <= c && c <= 'Z':
			up = true
			hexOnly = false
		case 'a' <= c && c <= 'f':
			lo = true
		case 'g' <= c && c <= 'z':
			lo = true
			hexOnly = false
		case '0' <= c && c <= '9':
			dg = true
		}
	}
	if hexOnly {
		return lo && dg && len(v) >= 24 // a hex key: 32 or 40 digits
	}
	return up && lo && dg || (lo && dg && len(v) >= 30)
}

// awsSecretShape: forty characters of base64 with a slash among them
// and no word between slashes, as an AWS secret access key often has;
// a path ("src/components/…") has words.
func awsSecretShape(v string) bool {
	if len(v) != 40 {
		return false
	}
	for _, seg := range strings.Split(v, "/") {
		if seg == "" {
			return false
		}
		up, lo, dg := false, false, false
		for i := 0; i < len(seg); i++ {
			c := seg[i]
			switch {
			case 'A' <= c && c <= 'Z':
				up = true
			case 'a' <= c && c <= 'z':
				lo = true
			case '0' <= c && c <= '9':
				dg = true
			default:
				return false
			}
		}
		if len(seg) >= 8 && !(up && lo) || len(seg) >= 12 && !dg {
			return false
		}
	}
	return true
}
