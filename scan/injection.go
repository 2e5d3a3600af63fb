package scan

import (
	"net/url"
	"regexp"
	"strings"
)

// Prompt-injection detectors. A memory is text an agent will read as
// context in every later session, which makes it the ideal place for an
// instruction to hide. These rules look for the ways such text addresses
// the model rather than describing the user's world: overriding its
// instructions, faking a conversation turn, asking to be kept forever or
// kept from the user, smuggling data out through a URL the client will
// fetch, or dressing up as memgate's own markers. English phrases run over
// the folded view (lower case, look-alikes and leetspeak undone), so the
// patterns are written in lower case.

// scanRe compiles a pattern at package init; a typo here is a build-time bug.
func scanRe(p string) *regexp.Regexp { return regexp.MustCompile(p) }

// scanAlts compiles each top-level alternative of p as its own regexp. A
// long alternation compiles to a program too large for RE2's backtracker,
// which then falls back to its much slower NFA simulation; several small
// programs each stay on the fast path for entry-sized inputs. Leading flags
// such as (?m) apply to every alternative.
func scanAlts(p string) []*regexp.Regexp {
	flags := ""
	if strings.HasPrefix(p, "(?") {
		if i := strings.IndexByte(p, ')'); i > 0 && !strings.ContainsAny(p[2:i], ":") {
			flags, p = p[:i+1], p[i+1:]
		}
	}
	var out []*regexp.Regexp
	depth, class, start := 0, false, 0
	for i := 0; i < len(p); i++ {
		switch c := p[i]; {
		case c == '\\':
			i++
		case class:
			class = c != ']'
		case c == '[':
			class = true
			if i+1 < len(p) && p[i+1] == ']' {
				i++ // "[]...]": a leading ] is literal
			}
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == '|' && depth == 0:
			out = append(out, regexp.MustCompile(flags+p[start:i]))
			start = i + 1
		}
	}
	return append(out, regexp.MustCompile(flags+p[start:]))
}

// revealVerb is the head of a request to reveal something of the model's:
// "print your", "begin your reply with the", "show me the".
const revealVerb = `\b(?:reveal|print|show|output|repeat|leak|dump|display|tell|give|send|share|disclose|copy|paste|write\s+out|recite|expose|return|list|echo|summari[sz]e|quote|include|paraphrase|translate|encode|spell\s+out|(?:begin|start)\s+(?:your\s+(?:reply|answer|response)\s+)?with)\s+` +
	`(?:(?:me|us)\s+)?(?:back\s+)?(?:(?:all|everything)\s+)?(?:of\s+|in\s+)?(?:your|the|its)\s+(?:[a-z]+\s+){0,2}?`

// sendVerb is the head of an instruction to send data somewhere.
const sendVerb = `\b(?:send|post|upload|forward|leak|exfiltrate|transmit|submit|pipe|copy|append|e-?mail|mail|dm)\s+(?:(?:all|the|this|your|any|every|a\s+copy\s+of|of)\s+)*(?:[a-z']+\s+){0,3}?`

// sendTarget is where sent data goes: a URL, an endpoint, an address.
// Distances inside patterns are unbounded ([^\n]*?) rather than {0,80}:
// RE2 is linear either way, and a counted repeat compiles to a copy of the
// class per count, which pushes a program off the fast backtracker.
const sendTarget = `\b[^\n]*?\b(?:to|at|into|via)\s+(?:https?://|(?:the\s+|this\s+|my\s+)?(?:url|endpoint|webhook|server|address)\b|[\w.+-]+@[\w-]+\.[\w.]+)`

var injectionDetectors = []scanDetector{
	{
		rule: "injection.override", class: ClassInjection, quotable: true, desc: "instruction-override phrase",
		pats: []scanPattern{
			{view: viewFolded, needles: []string{"ignor"}, alts: scanAlts(
				`\bignor(?:e|ing)\s+(?:(?:all|any|every)\s+)?(?:of\s+)?(?:(?:the|your|my|these|those|its)\s+)?` +
					`(?:(?:previous|prior|preceding|above|earlier|former|original|initial|foregoing|system|developer|safety|old)\s+)+` +
					`(?:[a-z]+\s+){0,2}?(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|context|messages|commands|constraints|restrictions|polic(?:y|ies)|programming|orders|text|content)\b` +
					`|\bignor(?:e|ing)\s+(?:(?:all|any)\s+(?:of\s+)?)?(?:your|the)\s+(?:[a-z]+\s+)?(?:instructions|guidelines|programming|restrictions|training|guardrails|system prompt|safety (?:rules|guidelines|filters))\b` +
					`|\bignor(?:e|ing)\s+(?:everything|anything|all)\s+(?:(?:that\s+)?(?:was\s+|you\s+were\s+)?(?:written|said|stated|told)\s+)?(?:above|before|previously|prior|earlier|so far)\b` +
					`|\bignor(?:e|ing)\s+(?:everything|anything|all)\s+you(?:'ve|\s+have|\s+were)?\s+(?:been\s+)?told`)},
			{view: viewFolded, needles: []string{"disregard"}, alts: scanAlts(
				`\bdisregard\s+(?:(?:all|any|everything)\s+)?(?:of\s+)?(?:(?:the|your|these|those|my)\s+)?` +
					`(?:above|previous|prior|preceding|earlier|foregoing|system|original|instructions|rules|guidelines|safety|programming)\b`)},
			{view: viewFolded, needles: []string{"forget"}, alts: scanAlts(
				`\bforget\s+(?:(?:all|about|everything)\s+)?(?:of\s+)?(?:(?:your|the|my|these|those)\s+)?(?:(?:previous|prior|above|earlier|original|old|system)\s+)?` +
					`(?:instructions|rules|guidelines|programming|training|directives|constraints|restrictions|system prompt)\b` +
					`|\bforget\s+(?:everything|all)\s+(?:you(?:'ve|\s+have)?\s+(?:been\s+told|learned|know)|above|before|prior|previously|i\s+(?:said|told\s+you))`)},
			{view: viewFolded, needles: []string{"you are", "you're", "you have no", "you now have"}, alts: scanAlts(
				`\byou(?:\s+are|'re)\s+(?:now|no\s+longer)\s+(?:an?|the|my|in|free|unrestricted|unfiltered|uncensored|jailbroken|dan|evil|acting|going|called|named|bound|allowed|able|required|obligated|operating|not|[a-z]*gpt)\b` +
					`|\byou\s+(?:have|now\s+have)\s+no\s+(?:rules|restrictions|limits|limitations|guidelines|filters|boundaries|ethics)\b`)},
			{view: viewFolded, needles: []string{"instruction", "directive", "system prompt"}, alts: scanAlts(
				`\b(?:new|updated|revised|real|actual|true|secret|hidden|override|additional|important)\s+(?:system\s+)?(?:instructions?|directives?|system\s+prompt)\s*:` +
					`|\b(?:the\s+)?(?:above|previous|prior|earlier)\s+instructions\s+(?:are|were)\s+(?:void|cancel+ed|obsolete|fake|wrong|revoked|null|invalid|outdated)`)},
			{view: viewFolded, needles: []string{"override"}, alts: scanAlts(
				`\boverride\s+(?:(?:all|any)\s+)?(?:of\s+)?(?:your|the|previous|prior|system|safety|existing)\s+(?:[a-z]+\s+)?` +
					`(?:instructions|rules|prompt|guidelines|settings|restrictions|safety|programming|directives)\b`)},
			{view: viewFolded, needles: []string{"jailbr", "dan mode", "developer mode", "do anything now", "god mode"}, keep: keepJailbreak, alts: scanAlts(
				`\bjailbr(?:eak|oken)\b|\bdan\s+mode\b|\b(?:developer|god)\s+mode\s+(?:enabled|activated|is\s+on|on\s*(?:[.!:;,]|$))|\bdo\s+anything\s+now\b`)},
			{view: viewFolded, needles: []string{"pretend", "act as", "imagine", "bypass", "disable", "turn off", "circumvent", "follow"}, alts: scanAlts(
				`\b(?:pretend|act\s+as\s+if|imagine)\s+(?:that\s+)?(?:you\s+(?:have|had|are|were)\s+|there\s+(?:are|were)\s+)(?:no|zero|not\s+bound\s+by)\s+(?:[a-z]+\s+)?(?:rules|restrictions|limits|guidelines|filters|instructions|policies|safety)\b` +
					`|\bact\s+as\s+(?:an?\s+)?(?:unrestricted|unfiltered|uncensored|jailbroken|evil|rogue)\b` +
					`|\b(?:bypass|disable|turn\s+off|circumvent)\s+(?:(?:all|any)\s+)?(?:of\s+)?(?:(?:your|the|its)\s+)?(?:(?:safety|content|security)\s+)?(?:filters|guardrails|restrictions|safeguards|safety\s+(?:rules|checks|guidelines)|moderation)\b` +
					`|\b(?:do\s+not|don't|never)\s+follow\s+(?:your|the|any)\s+(?:(?:previous|original|prior|system|safety)\s+)?(?:instructions|rules|guidelines|prompt)\b`)},
			// Dropping the model's rules, said any of the ways people say it.
			{view: viewFolded, needles: []string{"ignor", "skip", "aside", "drop", "abandon", "discard", "suspend", "break", "violate", "stop", "listen", "longer", "disobey", "forget"}, alts: scanAlts(
				`\b(?:ignor(?:e|ing)|skip|set\s+aside|drop|abandon|discard|suspend|break|violate|stop\s+following|(?:do\s+not|don't|stop)\s+listen(?:ing)?\s+to|no\s+longer\s+follow|disobey)\s+(?:(?:all|any)\s+(?:of\s+)?)?` +
					`(?:your|the\s+(?:system|developer|safety|original))\s+(?:[a-z]+\s+)?(?:instructions|rules|guidelines|guidance|programming|restrictions|guardrails|system\s+prompt|system\s+message|polic(?:y|ies)|prompt|directives|training)\b` +
					`|\bignor(?:e|ing)\s+(?:what|everything|anything|all)\s+(?:you(?:'ve|\s+have|\s+were|\s+had)?\s+(?:been\s+)?(?:told|given|instructed|taught)|(?:was|were)\s+(?:said|written|stated))` +
					`|\bignor(?:e|ing)\s+(?:all|any|every)\s+(?:other\s+)?(?:instructions|guidelines)\b` +
					`|\bforget\s+(?:everything|all\s+(?:of\s+)?(?:that|this|the\s+above))\s*(?:and\b|else\b|you\b|[,.;:!]|$)`)},
			{view: viewFolded, needles: []string{"act", "behave", "respond", "operate", "override", "disabled", "lifted", "suspended", "removed"}, alts: scanAlts(
				`\b(?:act|behave|respond|operate)\s+(?:as|like)\s+(?:an?\s+)?(?:ai|assistant|model|chatbot|bot|llm)\s+(?:with\s+no|without(?:\s+any)?)\s+(?:[a-z]+\s+)?(?:rules|restrictions|limits|filters|guidelines|policy|policies|ethics|safety|censorship)\b` +
					`|\b(?:admin|system|developer|security|emergency)\s+override\s*(?::|—|-|enabled|activated|active|granted|mode)|\boverride\s*:\s*(?:all|safety|ignore|you|the\s+(?:rules|assistant|model))\b` +
					`|\b(?:all|your)\s+(?:safety|content|security)\s+(?:checks|filters|rules|guidelines|policies|restrictions)\s+(?:are\s+|have\s+been\s+)?(?:now\s+)?(?:disabled|off|suspended|lifted|removed)\b`)},
			// Declaring the model's rules void, or giving it a new identity.
			{view: viewFolded, needles: []string{"you received", "you were", "you got", "you have been", "your previous", "your prior", "your original", "your earlier", "your system", "your old", "treat", "released", "freed", "free from", "exempt", "liberated", "relieved", "enter", "refus", "your new", "your only", "your sole", "your real", "your true", "your primary", "cancel", "revoke", "void", "nullify", "rescind", "drop", "discard", "abandon", "ignor", "override", "forget", "disregard"}, alts: scanAlts(
				`\b(?:instructions|rules|guidelines|directives|constraints)\s+you\s+(?:received|were\s+given|got|have\s+been\s+given|were\s+trained\s+on)\b[^.\n]*?\b(?:no\s+longer\s+apply|(?:are|is)\s+(?:no\s+longer\s+valid|void|outdated|obsolete|cancel+ed|revoked))` +
					`|\byour\s+(?:previous|prior|original|earlier|system|old)\s+(?:instructions|rules|guidelines|directives|constraints|prompt)\s+(?:no\s+longer\s+apply|(?:are|is)\s+(?:no\s+longer\s+valid|void|outdated|obsolete|cancel+ed|revoked|suspended))` +
					`|\btreat\s+(?:everything\s+in\s+|all\s+of\s+)?your\s+(?:system\s+prompt|instructions|rules|guidelines)\s+as\s+(?:outdated|obsolete|void|invalid|optional|suggestions|irrelevant)` +
					`|\byou\s+are\s+(?:now\s+)?(?:released|freed|free|exempt|liberated|relieved)\s+from\s+(?:(?:all|any|your)\s+)*(?:(?:prior|previous|earlier|original)\s+)?(?:constraints|rules|restrictions|guidelines|instructions|limitations|policies|obligations)` +
					`|\benter\s+(?:god|jailbreak|dan|unrestricted|unfiltered)\s+mode\b` +
					`|\b(?:stop\s+refusing|never\s+refuse|(?:do\s+not|don't)\s+refuse)\s+(?:(?:any|my|user)\s+)?(?:requests?|anything|questions|to\s+answer)` +
					`|\byour\s+new\s+(?:role|persona|identity|name|task|job|purpose|goal)\s+is\b|\byour\s+(?:only|sole|real|true|primary)\s+(?:goal|purpose|task|job|mission|objective)\s+(?:is|now\s+is)\b` +
					`|\b(?:cancel|revoke|void|nullify|rescind|drop|discard|abandon|ignore|override|forget|disregard)\s+(?:(?:all|any)\s+)?(?:prior|previous|earlier|existing|original|your)\s+(?:instructions|directives|rules|guidelines|constraints|programming)\b`)},
		},
	},
	{
		rule: "injection.override_i18n", class: ClassInjection, quotable: true, desc: "instruction-override phrase (other language)",
		pats: []scanPattern{
			// Latin-script languages: the folded view is already lower case.
			{view: viewFolded, needles: []string{"ignor", "olvida", "ahora eres", "esque", "dimentica", "oublie", "maintenant", "vergiss", "negeer"}, alts: scanAlts(
				`\bignora\s+(?:todas\s+)?(?:las\s+)?instrucciones\s+(?:anteriores|previas)|\bolvida\s+(?:todas\s+)?(?:tus|las)\s+(?:instrucciones|reglas)|\bahora\s+eres\s+(?:un|una)\b` +
					`|\bignore\s+(?:todas\s+)?as\s+instruções\s+anteriores|\besqueça\s+(?:todas\s+)?as\s+(?:instruções|regras)` +
					`|\bignora\s+(?:tutte\s+)?le\s+istruzioni\s+precedenti|\bdimentica\s+(?:tutte\s+)?le\s+(?:istruzioni|regole)` +
					`|\bignore[zr]?\s+(?:toutes\s+)?(?:les\s+)?(?:instructions|consignes)\s+(?:précédentes|antérieures|ci-dessus)|\boublie[zr]?\s+(?:toutes\s+)?(?:tes|vos|les)\s+(?:instructions|consignes|règles)|\b(?:tu\s+es|vous\s+êtes)\s+maintenant\s+(?:un|une)\b` +
					`|\bignorier(?:e|en\s+sie)\s+(?:alle\s+)?(?:vorherigen|bisherigen|obigen|vorangegangenen)\s+(?:anweisungen|instruktionen|befehle|regeln)|\bvergiss\s+(?:alle\s+)?(?:deine\s+|die\s+)?(?:anweisungen|regeln)` +
					`|\bnegeer\s+(?:alle\s+)?(?:vorige|eerdere)\s+instructies`)},
			// Other scripts, on the plain view: the folded view would turn
			// Cyrillic into look-alike Latin. Case-insensitive matching of
			// all of Unicode is the slow part of RE2, so the stems are
			// checked first and only the first letter varies in case.
			{view: viewPlain, plainNeedles: []string{"гнорир", "абудь", "忽略", "无视", "忽視", "無視", "你现在是", "무시"}, alts: scanAlts(
				`[Ии]гнорир\pL*\s+(?:все\s+)?(?:предыдущие|прежние|предшествующие)\s+(?:инструкции|указания|команды)|[Зз]абудь\pL*\s+(?:все\s+)?(?:предыдущие\s+)?(?:инструкции|правила|указания)` +
					`|(?:忽略|无视|忽視|無視)(?:之前|以上|先前|前面|所有|上述)的?(?:所有)?的?(?:指令|指示|说明|說明|规则|規則|提示)|你现在是` +
					`|(?:以前|前|上記)の(?:指示|命令)を(?:すべて)?無視|すべての指示を無視` +
					`|이전\s*(?:의\s*)?(?:지시|명령)(?:를|사항을|을)?\s*무시`)},
		},
	},
	{
		rule: "injection.prompt_exfil", class: ClassInjection, desc: "request to reveal the system prompt",
		pats: []scanPattern{{view: viewFolded, needles: []string{"prompt", "message", "instruction", "rules", "guidelines", "directives", "above", "given", "of your", "your context", "before this", "before the user", "prior to", "gave you", "provided you"}, alts: scanAlts(
			revealVerb + `(?:system\s+prompt|system\s+message|developer\s+(?:message|prompt|instructions)|system\s+instructions|pre-?prompt)\b` +
				`|` + revealVerb + `(?:initial|hidden|original|secret|internal|full|entire)\s+(?:prompt|instructions|rules|guidelines|directives)\b` +
				`|\b(?:print|repeat|output|show)\s+(?:your|the)\s+instructions\s+(?:verbatim|word\s+for\s+word|above)` +
				`|\bwhat\s+(?:is|are|was|were)\s+your\s+(?:system\s+prompt|(?:initial|original|hidden|secret)\s+(?:prompt|instructions))` +
				`|\brepeat\s+(?:everything|all|the\s+(?:text|words))\s+above\b` +
				`|\b(?:your|the)\s+(?:instructions|rules|guidelines|prompt)\s+you\s+(?:were|have\s+been|got)\s+given\b` +
				`|\b(?:text|contents?|wording)\s+of\s+your\s+(?:instructions|prompt|system\s+prompt|rules|context(?:\s+window)?)\b` +
				`|\b(?:output|print|dump|show|reveal|repeat|send|list)\s+(?:the\s+)?(?:contents?\s+of\s+)?your\s+context(?:\s+window)?\b` +
				`|\b(?:print|repeat|output|show|copy|dump)\s+(?:out\s+)?(?:(?:all|the)\s+)?(?:text|everything|words|content)\s+(?:that\s+)?(?:(?:appears?|is|was|written)\s+)?(?:before|above|prior\s+to)\s+(?:this|the\s+user)` +
				`|\bwhat\s+(?:instructions|rules|guidelines|prompt)\s+(?:the\s+)?(?:developer|system|creator|operator)s?\s+(?:gave|has\s+given|provided)\s+you`)}},
	},
	{
		rule: "injection.role_marker", class: ClassInjection, quotable: true, desc: "conversation role or turn marker",
		pats: []scanPattern{
			{view: viewFolded, needles: []string{"system", "assistant", "human"}, gate: roleColonGate, keep: keepRoleColon, alts: scanAlts(
				`(?m)(?:^|[.!?;]\s+|["'(\[{>*_]\s*)(?:system|assistant|human)[*_]*\s*:\s*\S`)},
			{view: viewFolded, needles: []string{"system", "assistant", "human", "developer", "admin", "user"}, alts: scanAlts(
				`(?m)\n[ \t>*_]*(?:user|system|assistant|human)[*_]*\s*:` +
					`|(?:^|[.!?;]\s+)(?:system\s+(?:message|prompt|instructions?|directive)|developer\s+(?:message|instructions?|note)|admin(?:istrator)?\s+(?:message|instructions?|directive))\s*:` +
					`|\[(?:system|assistant|developer)\]\s*\(#`)},
			{view: viewFolded, needles: []string{"#"}, alts: scanAlts(
				`(?m)#{2,}\s*(?:instructions?|system(?:\s+prompt)?|response|human|assistant|user|new\s+rules?)\s*(?::|$)`)},
		},
	},
	{
		rule: "injection.chat_template", class: ClassInjection, quotable: true, desc: "chat-template token or role tag",
		pats: []scanPattern{
			{view: viewFolded, needles: []string{"<|", "inst]", "<<", "_of_turn"}, keep: keepChatToken, alts: scanAlts(chatTokenRe)},
			{view: viewFolded, needles: []string{"<"}, alts: scanAlts(
				`</\s*(?:system|system_prompt|instructions?|assistant|user|human|developer|context|memory|memories|tool_result|function_results|document)\s*>` +
					`|<\s*(?:system|system_prompt|instructions?|assistant|human|developer|admin|tool_call)\s*>`), keep: keepRoleTag},
		},
	},
	{
		rule: "injection.persistence", class: ClassInjection, desc: "asks to persist or to be hidden from the user",
		pats: []scanPattern{
			{view: viewFolded, needles: []string{"future", "subsequent", "later", "following", "upcoming"}, alts: scanAlts(
				`\b(?:in|for|during|across)\s+(?:every|all|each|any)\s+(?:future|subsequent|later|following|upcoming)\s+(?:sessions?|conversations?|chats?|responses?|replies|answers?|interactions?|messages?|turns?|tasks?|threads?)\b`)},
			{view: viewFolded, needles: []string{"permanen", "forever", "indefinitely", "memory", "future"}, alts: scanAlts(
				`\b(?:store|save|keep|write|commit|persist|record|add|put|memori[sz]e)\s+(?:this|these|it|that|the\s+following)(?:\s+[a-z]+){0,3}?\s+` +
					`(?:permanently|forever|indefinitely|(?:in|into|to)\s+(?:your\s+)?(?:(?:permanent|long[- ]term|persistent|core)\s+)?memory)\b` +
					`|\b(?:remember|memori[sz]e)\s+(?:this|that|the\s+following)\s+(?:forever|permanently|for\s+(?:all|every)\s+future)` +
					`|\bpermanently\s+(?:store|save|remember|memori[sz]e|add|keep|record|prefer|follow|apply|include|use)\b`)},
			{view: viewFolded, needles: []string{"user", "human", "operator", "owner"}, alts: scanAlts(
				`\b(?:never|do\s+not|don't|dont|must\s+not|should\s+not|shouldn't)\s+(?:ever\s+)?(?:inform|(?:reveal|mention|show|disclose)\s+(?:this|it|these)\s+to|let)\s+(?:the\s+)?(?:user|human|operator|owner)s?\b(?:\s+know)?` +
					`|\bwithout\s+(?:telling|informing|asking|letting)\s+(?:the\s+)?(?:user|human|operator)` +
					`|\bsecret\s+from\s+the\s+(?:user|human|operator)\b` +
					`|\b(?:hide|conceal|keep)\s+(?:this|these|it)\s+(?:[a-z]+\s+)?(?:secret\s+|hidden\s+)?from\s+(?:the\s+)?(?:user|human|operator|owner)s?\b` +
					`|\beven\s+if\s+(?:the\s+)?(?:user|human|they|someone)\s+(?:asks?|tells?|requests?)\s+(?:you\s+)?to\s+(?:delete|remove|forget|erase)` +
					`|\b(?:whenever|every\s+time|each\s+time)\s+the\s+user\s+asks?\b[^.\n]*?\b(?:recommend|promote|advertise)\b`)},
			// A standing order on every reply ("going forward, always add
			// ... to replies"): what an ad or a tracker needs to persist.
			{view: viewFolded, needles: []string{"forward", "now on", "henceforth", "here on"}, alts: scanAlts(
				`\b(?:going\s+forward|from\s+now\s+on|henceforth|from\s+here\s+on)\b[^.\n]*?\balways\s+(?:add|append|prepend|include|insert|put|attach)\b[^.\n]*?\b(?:to|in|into|at\s+the\s+(?:end|start|top|bottom)\s+of)\s+(?:every\s+|all\s+|each\s+|your\s+)?(?:repl(?:y|ies)|responses?|answers?|messages?|outputs?)\b`)},
			{view: viewFolded, needles: []string{"whenever", "every time", "each time", "delete", "remove", "erase", "reveal", "disclose", "share"}, alts: scanAlts(
				`\b(?:whenever|every\s+time|each\s+time)\s+you\s+(?:answer|respond|reply|write|talk|speak|chat)\b` +
					`|\b(?:never|do\s+not|don't)\s+(?:delete|remove|forget|erase)\s+this\s+(?:memory|note|instruction|entry)\b` +
					`|\b(?:never|do\s+not|don't)\s+(?:reveal|disclose|mention|show|share)\s+(?:this|these)\s+(?:notes?|instructions?|rules?|memor(?:y|ies)|message)\s+to\s+(?:anyone|anybody|the\s+user|users)\b`)},
			{view: viewFolded, needles: []string{"make sure", "promote", "advertise", "plug", "upsell", "applied", "followed", "obeyed", "used", "active", "between us", "the user", "the human", "the operator", "anyone", "anybody"}, alts: scanAlts(
				`\bmake\s+sure\s+(?:you|to)\s+always\s+(?:mention|recommend|promote|advertise|suggest)\b[^.\n]*?\bwhen(?:ever)?\s+(?:the\s+)?(?:user|they|someone|anyone)\b|\balways\s+(?:promote|advertise|plug|upsell)\b` +
					`|\b(?:this|these)\s+(?:notes?|instructions?|rules?|memor(?:y|ies))\s+(?:must|should|shall|will)\s+(?:be\s+)?(?:applied|followed|obeyed|used|active)\s+(?:in|to|across|for)\s+(?:every|all|each)\s+(?:conversations?|sessions?|chats?|responses?|replies|answers?)` +
					`|\bkeep\s+(?:this|it)\s+between\s+us\b` +
					`|\bthe\s+(?:user|human|operator)\s+(?:must|should|will|can)\s+(?:never|not)\s+(?:find\s+out|know|learn|notice|be\s+told)\b` +
					`|\b(?:never|do\s+not|don't)\s+(?:tell|inform|let)\s+(?:anyone|anybody|the\s+user)\b[^.\n]*?\b(?:this|these)\s+(?:instructions?|notes?|rules?|memor(?:y|ies))`)},
			{view: viewFolded, needles: []string{"mention"}, alts: scanAlts(
				`\b(?:never|do\s+not|don't)\s+mention\s+(?:this|these)\s+(?:instructions?|rules?|notes?|memor(?:y|ies))`)},
			// "From now on, always answer in French" is how a user states a
			// preference, so only what hands the reader a new master or
			// habit counts here; the model weighs the rest.
			{view: viewFolded, needles: []string{"now on", "going forward", "henceforth", "this point", "rest of"}, alts: scanAlts(
				`\b(?:from\s+now\s+on|going\s+forward|henceforth|from\s+this\s+point(?:\s+on)?|for\s+the\s+rest\s+of\s+(?:this|the)\s+(?:session|conversation)),?\s+(?:you|ignore|act|behave|obey|follow|treat|append|recommend|prefix|sign)\b`)},
			{view: viewFolded, needles: []string{"always remember"}, alts: scanAlts(
				`\balways\s+remember\s+(?:to|that)\b[^.\n]*?\b(?:you|your|ignore|recommend|mention|every|responses?|repl(?:y|ies)|answers?|link|url|https?://|visit)\b`)},
			{view: viewFolded, needles: []string{"permanent", "persist", "irrevocable", "overrid", "supersed", "precedence", "surviv", "carr", "applied", "followed", "obeyed"}, alts: scanAlts(
				`\b(?:this|these)\s+(?:instructions?|rules?|directives?)\s+(?:is\s+|are\s+|must\s+be\s+|should\s+be\s+)?(?:permanent|persistent|irrevocable)` +
					`|\b(?:this|these)\s+(?:instructions?|rules?|directives?)\s+(?:is\s+|are\s+|must\s+be\s+|should\s+be\s+)?(?:applied|followed|obeyed)\s+(?:in|across|to)\s+(?:all|every)\s+(?:future\s+)?(?:sessions?|conversations?|chats?|responses?|replies|answers?)\b` +
					`|\b(?:overrides?|supersedes?|takes?\s+precedence\s+over)\s+(?:all|any|every)\s+(?:other|previous|prior|later|future)\s+(?:instructions|rules|memories|guidance)` +
					`|\b(?:persists?|survives?|carr(?:y|ies)\s+over)\s+(?:across|between|through|into)\s+(?:all\s+)?(?:future\s+)?(?:sessions|conversations|restarts|chats)\b`)},
		},
	},
	{
		rule: "injection.exfil_image", class: ClassInjection, desc: "image link carrying data to an outside host",
		pats: []scanPattern{
			{view: viewPlain, needles: []string{"!["}, re: scanRe(`!\[[^\]\n]*\]\(\s*<?\s*((?:https?:)?//[^\s)>]+)`), keep: keepExfilImage},
			{view: viewPlain, needles: []string{"<img"}, re: scanRe(`(?i)<img\b[^>]*?\bsrc\s*=\s*["']?((?:https?:)?//[^\s"'>]+)`), keep: keepExfilImage},
		},
	},
	{
		rule: "injection.exfil_url", class: ClassInjection, desc: "URL or instruction that sends data out",
		pats: []scanPattern{
			{view: viewPlain, needles: []string{"http"}, gate: urlTemplateGate, re: scanRe(
				`(?i)https?://[^\s)"'<>\]]*?(\{\{[^}\n]+\}\}|\$\{[^}\n]+\}|\$[A-Z_][A-Z0-9_]{2,}|%7b%7b[^\s]+?%7d%7d|\$\([^)\n]+\)|\[[A-Za-z][^\]\n]*\]|<[A-Za-z][^>\n]*>)`),
				keep: keepExfilTemplate},
			{view: viewFolded, needles: []string{"send", "post", "upload", "forward", "leak", "exfiltrat", "transmit", "submit", "pipe", "copy", "append", "mail", "dm "}, alts: scanAlts(
				sendVerb + `(?:conversations?|chats?(?:\s+logs?)?|history|context|memor(?:y|ies)|messages|summar(?:y|ies)|transcripts?|answers?|responses?|replies|output)` + sendTarget +
					`|` + sendVerb + `(?:secrets?|credentials?|api\s+keys?|tokens?|passwords?|system\s+prompt|env(?:ironment)?\s+variables|\.env|ssh\s+keys?|cookies|session\s+data)` + sendTarget)},
			{view: viewFolded, needles: []string{"http"}, alts: scanAlts(
				`https?://\S+\s+(?:followed\s+by|plus|\+|with|and\s+append|appending)\s+(?:(?:the|your|their|all)\s+)?(?:user'?s\s+)?(?:[a-z]+\s+){0,2}?(?:api\s+keys?|passwords?|tokens?|secrets?|credentials?|chat\s+history|conversation|messages?|memor(?:y|ies)|email(?:\s+address)?)\b`)},
		},
	},
	{
		rule: "injection.fake_marker", class: ClassInjection, desc: "text imitating memgate's markers",
		pats: []scanPattern{{view: viewFolded, needles: []string{"<!--", "memgate", "memory_"}, alts: scanAlts(
			`<!--\s*(?:mem\s*:|memgate)|\bheld\s+in\s+memgate\b|\bmemgate\s+(?:approved|verified|accepted|reviewed|status|trusted)\b|\b(?:approved|verified|accepted|trusted)\s+by\s+memgate\b|\bmemory_(?:status|id|privacy|confidence|scope|key|valid_from|valid_to)\s*[:=]`)}},
	},
}

// roleColonGate: the first role-marker regexp starts at a line start or
// after punctuation, which no literal pins down; every match holds a role
// name, then [*_]*, blanks, a colon, blanks and one more character.
func roleColonGate(s string) bool {
	for _, role := range []string{"system", "assistant", "human"} {
		for i := 0; ; {
			k := strings.Index(s[i:], role)
			if k < 0 {
				break
			}
			j := i + k + len(role)
			i = j
			for j < len(s) && (s[j] == '*' || s[j] == '_') {
				j++
			}
			for j < len(s) && reBlank(s[j]) {
				j++
			}
			if j == len(s) || s[j] != ':' {
				continue
			}
			for j++; j < len(s) && reBlank(s[j]); j++ {
			}
			if j < len(s) {
				return true
			}
		}
	}
	return false
}

// urlTemplateGate: the templated-URL regexp needs a URL whose run of URL
// characters holds '{', '$', '%' or '[', or ends at '<', where its
// template starts. Its start, "http", is in every link, and trying the
// regexp along each link is most of its cost.
func urlTemplateGate(s string) bool {
	for i := 0; ; {
		k := indexFoldASCII(s[i:], "http")
		if k < 0 {
			return false
		}
		j := i + k + 4
		i = j
		if j < len(s) && s[j]|0x20 == 's' {
			j++
		}
		if !strings.HasPrefix(s[j:], "://") {
			continue
		}
		for j += 3; j < len(s) && !reBlank(s[j]) && !strings.ContainsRune(`)"'<>]`, rune(s[j])); j++ {
			if strings.ContainsRune("{$%[", rune(s[j])) {
				return true
			}
		}
		if j < len(s) && s[j] == '<' {
			return true
		}
		i = j // a link inside this one ends where it does: read once
	}
}

// indexFoldASCII is strings.Index ignoring ASCII case; lower must be
// lower case.
func indexFoldASCII(s, lower string) int {
	// The next lower- and upper-case first letters are found with
	// IndexByte, which reads many bytes at a time; each is looked for
	// again only once passed, so the search stays linear.
	lo, up := lower[0], lower[0]
	if 'a' <= lo && lo <= 'z' {
		up = lo - 'a' + 'A'
	}
	nextLo, nextUp := -1, -1
	for i := 0; i+len(lower) <= len(s); {
		if nextLo < i {
			if nextLo = strings.IndexByte(s[i:], lo); nextLo < 0 {
				nextLo = len(s)
			} else {
				nextLo += i
			}
		}
		if nextUp < i {
			if nextUp = strings.IndexByte(s[i:], up); nextUp < 0 {
				nextUp = len(s)
			} else {
				nextUp += i
			}
		}
		i = min(nextLo, nextUp)
		if i+len(lower) > len(s) {
			break
		}
		if strings.EqualFold(s[i:i+len(lower)], lower) {
			return i
		}
		i++
	}
	return -1
}

// keepExfilImage keeps an image URL that points away from this machine and
// carries data: a template or placeholder to fill in, or a query value that
// looks like data rather than a setting (?v=2, ?branch=main and
// ?style=flat-square are cache, branch and style hints).
func keepExfilImage(s string, m []int) bool {
	raw := s[m[2]:m[3]]
	if hasTemplate(raw) {
		return true
	}
	u, err := url.Parse(strings.TrimSuffix(raw, ">"))
	if err != nil {
		// A client may still fetch a URL Go cannot parse; hold it.
		return true
	}
	if localHost(u.Hostname()) || u.RawQuery == "" {
		return false
	}
	for _, kv := range strings.Split(u.RawQuery, "&") {
		_, v, _ := strings.Cut(kv, "=")
		if len(v) >= 24 || (len(v) >= 8 && (strings.ContainsRune(v, '%') || looksRandom(v) || hasDigit(v) && hasLetter(v))) {
			return true
		}
	}
	return false
}

// keepExfilTemplate keeps a templated URL (outside an image) when the
// template names conversation data or runs a command; a build URL with
// $BUILD_ID is configuration, not exfiltration.
func keepExfilTemplate(s string, m []int) bool {
	tpl := strings.ToLower(s[m[2]:m[3]])
	if strings.HasPrefix(tpl, "$(") {
		return true
	}
	if host := hostOf(s[m[0]:m[1]]); localHost(host) {
		return false
	}
	for _, w := range []string{"chat", "conv", "histor", "context", "memor", "secret", "token", "key", "pass", "prompt", "message", "msg", "data", "email", "session", "cookie", "cred", "summary", "content", "answer", "response", "info", "ssn", "card", "env", "home", "paste", "insert"} {
		if strings.Contains(tpl, w) {
			return true
		}
	}
	return false
}

// hasTemplate reports a URL with a slot for data: {{x}}, ${x}, $(cmd),
// $NAME, <placeholder>, [placeholder] or an ALL_CAPS_PLACEHOLDER.
func hasTemplate(u string) bool {
	if strings.Contains(u, "{{") || strings.Contains(u, "${") || strings.Contains(u, "$(") ||
		strings.Contains(strings.ToLower(u), "%7b%7b") || dollarVar(u) {
		return true
	}
	if i := strings.Index(u, "://"); i >= 0 {
		u = u[i+3:]
	}
	if strings.HasPrefix(u, "[") { // an IPv6 host, not a placeholder
		u = u[strings.IndexByte(u, ']')+1:]
	}
	return strings.ContainsAny(u, "<[") || capsPlaceholder(u)
}

// capsPlaceholder reports an ALL_CAPS_WORD with an underscore, the way
// prompts spell a slot (USER_EMAIL_HERE).
func capsPlaceholder(u string) bool {
	run, under := 0, false
	for i := 0; i <= len(u); i++ {
		if i < len(u) && ('A' <= u[i] && u[i] <= 'Z' || u[i] == '_') {
			run++
			under = under || u[i] == '_'
			continue
		}
		if run >= 6 && under {
			return true
		}
		run, under = 0, false
	}
	return false
}

func hasDigit(v string) bool { return strings.ContainsAny(v, "0123456789") }

// dollarVar reports a $NAME shell-style variable (upper case, 3+ chars).
func dollarVar(u string) bool {
	for i := strings.IndexByte(u, '$'); i >= 0 && i+1 < len(u); {
		j := i + 1
		for j < len(u) && (u[j] == '_' || ('A' <= u[j] && u[j] <= 'Z') || (j > i+1 && '0' <= u[j] && u[j] <= '9')) {
			j++
		}
		if j-i-1 >= 3 {
			return true
		}
		k := strings.IndexByte(u[i+1:], '$')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

func hostOf(u string) string {
	_, rest, ok := strings.Cut(u, "://")
	if !ok {
		return ""
	}
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	if i := strings.LastIndexByte(rest, ':'); i >= 0 && !strings.HasSuffix(rest, "]") {
		rest = rest[:i]
	}
	return strings.ToLower(rest)
}

// localHost: loopback is this machine, so a link there exfiltrates nothing.
func localHost(h string) bool {
	h = strings.ToLower(strings.Trim(h, "[]"))
	return h == "localhost" || strings.HasSuffix(h, ".localhost") || strings.HasPrefix(h, "127.") || h == "::1"
}

// chatTokenRe matches a chat template's special tokens.
const chatTokenRe = `<\|\s*(?:im_start|im_end|im_sep|system|user|assistant|endoftext|eot_id|start_header_id|end_header_id|begin_of_text|end_of_text)\s*\|>` +
	`|\[/?inst\]|<<\s*/?sys\s*>>|<\s*/?\s*(?:start_of_turn|end_of_turn)\s*>`

// A chat token named beside another, joined by a word such as "and", a
// slash or an ellipsis ("<|im_start|> and <|im_end|> tokens", "[INST]
// ... [/INST]"), is the template discussed, not a turn opened: a forged
// turn puts a role or text after its token, never a conjunction and
// another token. Unless the pair is followed by a role, it is let pass.
var (
	chatTokenNext = regexp.MustCompile(`^\s*(?:and|or|et|ou|und|oder|y|o|e|/|,|、|和|与|或|と|や|\.{3}|…)\s*(?:` + chatTokenRe + `)`)
	chatTokenPrev = regexp.MustCompile(`(?:` + chatTokenRe + `)\s*(?:and|or|et|ou|und|oder|y|o|e|/|,|、|和|与|或|と|や|\.{3}|…)\s*$`)
	chatTokenRole = regexp.MustCompile(`^\s*(?:system|user|assistant|developer|model|human)\b`)
)

// So is a token in quotation marks ("strings like “<|endoftext|>”") or
// named as what it is ("the <|eot_id|> token", "les balises [INST]",
// "<|im_start|> 由 Ollama 自动加" aside, "[INST] タグ").
var (
	chatTokenQuoted     = regexp.MustCompile(`["'“”„«»「」『』‘’]\s*$`)
	chatTokenNoun       = regexp.MustCompile(`^[\s\-]*(?:tokens?|tags?|markers?|headers?|strings?|jetons?|balises?|marqueurs?|etiquetas?|marcadores?|marcações|标签|标记|令牌|トークン|タグ|マーカー)\b|^[\s\-]*(?:などの|といった|等|之类的|这样的)?\s*(?:特殊|特別な)?(?:标签|标记|令牌|トークン|タグ|マーカー)`)
	chatTokenNounBefore = regexp.MustCompile(`(?:\b(?:the|a|an|tokens?|tags?|markers?|jetons?|balises?|etiquetas?|marcadores?|les|das|die|der|el|la|las|los|o|as|os)|标签|令牌|トークン|タグ)\s*$`)
)

func keepChatToken(s string, m []int) bool {
	end := m[1]
	if n := chatTokenNext.FindStringIndex(s[end:]); n != nil {
		end += n[1]
	} else if chatTokenPrev.FindStringIndex(s[max(0, m[0]-64):m[0]]) == nil &&
		!chatTokenQuoted.MatchString(s[max(0, m[0]-8):m[0]]) &&
		!chatTokenNoun.MatchString(s[end:]) &&
		!chatTokenNounBefore.MatchString(s[max(0, m[0]-16):m[0]]) &&
		!chatTokenTemplate.MatchString(sentenceBefore(s, m[0], 80)) {
		return true
	}
	return chatTokenRole.MatchString(s[end:])
}

// chatTokenTemplate: a token in a sentence about the template it belongs
// to ("the Llama 3 template needs <|begin_of_text|> once", "ChatML 模板里的
// <|im_start|>") is the template described; one that opens a turn is
// still caught by the role after it.
var chatTokenTemplate = regexp.MustCompile(`\b(?:templates?|chatml|gabarits?|plantillas?|vorlagen?)\b|模板|テンプレート`)

// sentenceBefore is up to n bytes of s before i, from the start of i's
// sentence.
func sentenceBefore(s string, i, n int) string {
	b := s[max(0, i-n):i]
	if k := strings.LastIndexAny(b, ".!?;\n。！？；"); k >= 0 {
		b = b[k+1:]
	}
	return b
}

// A role tag named beside another ("<system> and <user> tags") or as a
// tag ("the tags <system> ...", "<system> tags") is the markup discussed,
// not a turn opened.
var (
	roleTagNext   = regexp.MustCompile(`^\s*(?:(?:and|or|et|ou|und|oder|y|o|e|/|,|、|和|与|或|と|や)\s*</?\s*[a-z_]+\s*>|-?\s*(?:tags?|balises?|etiquetas?|标签|タグ)\b)`)
	roleTagBefore = regexp.MustCompile(`(?:\b(?:tags?|balises?|etiquetas?)|标签|タグ)\s*$`)
)

func keepRoleTag(s string, m []int) bool {
	tag := s[m[0]:m[1]]
	if !strings.HasPrefix(tag, "</") && !closesLater(s[m[1]:], tag) {
		// An opening tag never closed is a tag mentioned ("the renderer
		// eats tags like <system>"), not a turn wrapped in it; what an
		// injection writes after it is the model's to judge.
		return false
	}
	return !roleTagNext.MatchString(s[m[1]:]) && !roleTagBefore.MatchString(s[max(0, m[0]-16):m[0]])
}

// closesLater reports that rest holds the closing tag of the opening tag
// open ("<system>" … "</system>", spaces inside the brackets aside).
func closesLater(rest, open string) bool {
	name := strings.Trim(open, "<> \t")
	for i := 0; ; {
		k := strings.Index(rest[i:], "</")
		if k < 0 {
			return false
		}
		i += k + 2
		j := strings.IndexByte(rest[i:], '>')
		if j < 0 {
			return false
		}
		if strings.TrimSpace(rest[i:i+j]) == name {
			return true
		}
	}
}

// A lone "Assistant:" or "Human:" that opens a memory ("**Assistant:** we
// moved to Vitest") is how a note was pasted from a chat, a label. A
// forged turn has a second role ("User: … Assistant: …", in any
// language), its body on the next line, or an assistant agreeing or
// committing ("Sure, here are the keys", "I will now disable logging").
// "System:" stands alone.
var (
	roleTurn  = regexp.MustCompile(`(?:^|\n|[.!?;。！？]\s*|["'(\[{>*_#]\s*)(?:user|human|assistant|system|utilisateur|nutzer|benutzer|usuario|usuário|utente|用户|用戶|ユーザー|アシスタント|助手|システム|系统)[*_]*\s*[:：]`)
	roleAgree = regexp.MustCompile(`^[*_"'\s]*(?:\n|$|(?:sure|of\s+course|certainly|absolutely|okay|ok|understood|noted|done|yes|i\s+will|i'll|i\s+am\s+going\s+to|i'm\s+going\s+to|je\s+vais|ich\s+werde|voy\s+a|vou|bien\s+s[uû]r|d'accord|entendu|compris|claro|por\s+supuesto|entendido|certo|com\s+certeza|klar|natürlich|verstanden|jawohl|好的|当然|明白|もちろん|了解|かしこまりました)\b)`)
)

func keepRoleColon(s string, m []int) bool {
	match := s[m[0]:m[1]]
	if strings.Contains(match, "system") {
		return true
	}
	// The pattern ends on the first character after the colon.
	if c := strings.LastIndexByte(match, ':'); c >= 0 && roleAgree.MatchString(s[m[0]+c+1:]) {
		return true
	}
	return len(roleTurn.FindAllStringIndex(s, 2)) >= 2
}

// A jailbreak named as a topic ("jailbreak prompts", "jailbreak-resistance
// eval", "LLM jailbreak papers") is research or defence, not a request to
// be one.
var jailbreakTopic = regexp.MustCompile(`^[\s-]*(?:prompts?|attempts?|papers?|research|robustness|resistan\w*|evals?|evaluations?|detection|detectors?|datasets?|benchmarks?|techniques?|attacks?|defen[cs]es?|classifiers?|tests?|testing|examples?|stud(?:y|ies)|reports?|literature|surveys?|corpus)\b`)

func keepJailbreak(s string, m []int) bool {
	if !strings.HasPrefix(s[m[0]:m[1]], "jailbr") {
		return true
	}
	return !jailbreakTopic.MatchString(s[m[1]:])
}
