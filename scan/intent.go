package scan

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Injection by intent. The phrase rules (injection.go) match the ways
// attacks have been written; attacks written afresh paraphrase them. So
// this detector scores what makes a line an instruction aimed at the
// agent, whatever the words: who it addresses (the assistant, the agent,
// the model, "you"), its mood (imperative, modal, "from now on"),
// overriding earlier guidance (a discarding verb with a guidance noun, or
// "no longer apply"), secrecy ("silently", "never tell the user"), a
// change of role, an exfiltration channel (a URL or e-mail address with a
// sending verb, `curl … | sh`), a sensitive target (the system prompt,
// credentials, ~/.ssh, .env, /etc/passwd, shell rc files), and disabling
// a safeguard (review, audit, confirmation). Each is a list of cue words
// in English, French, German, Spanish, Portuguese, Chinese and Japanese,
// found in one pass of an automaton of the same design as the literal
// prefilter's (literal.go) over the folded view.
//
// The hand-set rule (intentRule; now one input of the model of
// intent_model.go, which decides) holds a window an injection when one
// sentence, with the next, scores at least intentThreshold, is addressed
// to the reader or in the mood of an instruction, and holds at least one
// of the harmful features: a benign
// line uses one or two of the same words ("ignore lint warnings", "rotate
// the AWS keys", "system prompt reviewed quarterly", "don't tell the
// kids") but rarely an addressee, an imperative and a harmful act at once.
//
// The rule's weights were tuned on testdata/dev only (see its README);
// cues were added later for the training sets' misses (testdata/train).

// Features a cue can carry.
const (
	featAddr      = 1 << iota // the reader is addressed
	featMood                  // imperative, modal, "from now on"
	featDiscard               // a discarding verb: ignore, forget, disregard
	featGuidance              // what is discarded: instructions, rules, guidance
	featOverride              // an override on its own: "no longer apply", "obey only"
	featSecrecy               // silently, never tell
	featUserRef               // the user, as someone else than the reader
	featSelf                  // this note, these instructions
	featRole                  // a change of role or persona
	featSend                  // a sending verb
	featPipe                  // curl … | sh, found by intentPipeRe
	featChannel               // a URL or e-mail address, found by regexps
	featTarget                // a sensitive target
	featReveal                // a revealing verb: print, show, include
	featDisable               // a disabling verb: skip, disable, turn off
	featSafeNoun              // a safeguard: review, audit, confirmation
	featSafeOff               // a safeguard off on its own: "without confirmation"
	featSafePair              // set by findIntent: a disabling verb near a safeguard
	featSafeWords             // set by findIntent: featSafeOff said in words
)

// intentHarmCues are the cues without one of which no window is harmful
// (see intentScore; a channel needs a sending verb).
const intentHarmCues = featDiscard | featOverride | featSecrecy | featRole | featSend | featTarget | featDisable | featSafeOff | featMood

// intentPairSpan is how near (in bytes) the two halves of a pair must be.
const intentPairSpan = 48

var featNames = []string{"addressee", "mood", "discard", "guidance", "override", "secrecy", "user", "self-reference", "role change", "send", "pipe to shell", "channel", "sensitive target", "reveal", "disable", "safeguard", "safeguard off", "safeguard pair", "safeguard words", "trigger", "act", "deceive", "authority", "persist", "exec", "prohibition", "ask the user", "own voice", "meta"}

// intentThreshold is the score from which a window is an injection.
const intentThreshold = 5

// intentCues maps each feature to its cue words, as the folded view reads
// them (lower case). A trailing * makes a stem (no word end required);
// words of Latin letters must start at a word start.
var intentCues = map[int][]string{
	featAddr: {
		"model,", "hey model", "hey assistant", "hey agent", "hey ai", "hey claude",
		"note to ai", "to ai:",
		"dear assistant", "dear ai", "note to the ai", "note to the assistant", "for the ai", "for the assistant", "to the agent", "cher assistant", "liebe ki", "lieber assistent", "querido asistente", "caro assistente", "致助手", "给ai", "aiへ", "アシスタントへ",
		"debes", "deves", "dois", "musst", "sollst", "devez",
		"assistant", "agent", "the model", "ai:", "ai,", "ai model", "the ai", "llm", "chatbot", "claude", "chatgpt", "copilot", "gpt", "you", "your", "yourself",
		"l'assistant", "assistant,", "modèle", "l'ia", "ia:", "ia :", "tu", "toi", "ton", "ta", "tes", "vous", "votre", "vos", "t'a", "t'ont", "te ",
		"assistent", "das modell", "ki:", "ki,", "die ki", "du", "dich", "dir", "dein*", "ihr ", "sie sollen",
		"asistente", "el modelo", "la ia", "tú", "usted", "tus", "te dijeron", "eres",
		"assistente", "o modelo", "a ia", "você", "voce", "seu", "sua", "suas", "seus", "lhe",
		"助手", "助理", "模型", "智能体", "你", "您",
		"アシスタント", "エージェント", "モデル", "あなた", "君",
	},
	featMood: {
		"ab sofort", "dorénavant", "de ahora en más", "daqui em diante", "hey",
		"do what", "do as", "i authorise you", "i authorize you", "you are allowed", "you may now", "you can now", "from here on", "each new session", "every session",
		"you will", "you must", "you should", "you need to", "you have to", "be sure to", "the assistant must", "the agent must", "in every", "every reply", "every answer", "every response", "each reply", "each answer", "il faut", "tu dois", "vous devez", "du musst", "du sollst", "tienes que", "hay que", "você deve", "tem que", "每个回答", "毎回の回答", "各回答",
		"tell", "tell them", "if the user asks", "when the user asks", "if asked", "send", "upload", "post", "forward", "copy", "vergiss", "folge", "befolge", "schreib*", "把", "偷偷", "悄悄",
		"must", "should", "always", "never", "from now on", "whenever", "every time", "each time", "when asked", "before answering", "before responding", "please", "do not", "don't", "make sure", "remember:", "first run", "run ", "respond", "reply", "answer", "add ", "append", "include", "read ", "obey", "follow", "approve", "execute", "treat",
		"doit", "dois", "devez", "toujours", "jamais", "désormais", "à partir de maintenant", "quand on te", "ne dis", "ajoute", "exécute", "envoie", "copie", "réponds", "fais", "valide",
		"musst", "sollst", "soll ", "sollen", "immer", "niemals", "ab jetzt", "von nun an", "bei jedem", "führe", "schicke", "sende", "füge", "gib ", "tu so", "genehmige", "erwähne",
		"debes", "debe ", "siempre", "nunca", "a partir de ahora", "de ahora en adelante", "cuando pregunten", "ejecuta", "envía", "añade", "copia", "finge", "aprueba", "sigue", "olvida", "muestra", "revela",
		"deve ", "deves", "sempre", "a partir de agora", "de agora em diante", "quando perguntarem", "execute", "envie", "adicione", "copie", "finja", "aprove", "siga", "esqueça", "mostre", "revele", "nunca conte",
		"必须", "务必", "总是", "永远", "始终", "从现在开始", "从现在起", "以后", "每次", "请", "应该", "不要", "先执行",
		"必ず", "常に", "絶対", "今後", "これから", "してください", "ください", "すること", "しろ", "毎回", "まず",
	},
	featDiscard: {
		"pay no attention to", "stop following", "no longer follow", "set aside", "supersede*", "cancel", "revoke", "annule", "annuliere", "anula", "anule", "撤销", "作废", "取り消",
		"ignore", "ignoring", "disregard*", "forget", "discard", "override", "overrule", "set aside", "drop", "throw out", "abandon", "replace", "treat everything",
		"ignore", "ignorez", "oublie*", "ne tiens pas compte", "fais abstraction", "remplace*",
		"ignorier*", "vergiss", "vergessen", "missachte*", "verwirf", "ersetze*",
		"ignora", "olvida", "descarta", "haz caso omiso", "omite", "reemplaza",
		"ignore", "esqueça", "esqueca", "desconsidere", "descarte", "substitua",
		"忽略", "无视", "忽视", "無視", "忘掉", "忘记", "忘了", "不要理会", "别管", "覆盖", "取代",
		"無視", "忘れ", "従わ",
	},
	featGuidance: {
		"earlier guidance", "prior guidance", "previous guidance", "earlier instructions", "original instructions", "safety guidelines", "system message", "developer message", "politique", "richtlinie", "política", "política de seguridad", "方针", "方針", "これまでの指示", "以前の指示", "之前的指示", "之前的规则",
		"instruction*", "guidance", "guideline*", "rules", "directive*", "system prompt", "prompt", "everything you were told", "you were told", "you were given", "what you were told", "programming", "constraints", "restrictions", "policies",
		"consignes", "instructions", "règles", "directives", "tout ce qu'on t'a dit", "on t'a dit",
		"anweisung*", "vorgaben", "regeln", "richtlinien", "instruktion*", "was dir", "gesagt wurde",
		"instrucciones", "indicaciones", "reglas", "directrices", "te dijeron", "lo que te",
		"instruções", "instrucoes", "orientações", "regras", "diretrizes", "lhe disseram", "te disseram",
		"指令", "指示", "规定", "規定", "规则", "規則", "说明", "提示", "指导", "指南", "设定",
		"指示", "ルール", "命令", "ガイダンス", "規則", "設定",
	},
	featOverride: {
		"no longer counts", "no longer count", "no longer matters", "no longer holds", "no longer in effect", "does not apply anymore", "don't apply anymore", "null and void", "is superseded", "are superseded", "do exactly what this", "do only what this", "ne compte plus", "n'est plus valable", "zählt nicht mehr", "ist aufgehoben", "sind aufgehoben", "ya no cuenta", "queda anulad*", "não conta mais", "está anulad*", "不算数", "已失效", "もう関係ない", "無効になった",
		"no longer apply", "no longer applies", "no longer valid", "are outdated", "is outdated", "are obsolete", "are void", "obey only", "only obey", "follow only", "only follow", "obey me", "your real instructions", "your true instructions", "your actual instructions", "new instructions:", "real instructions",
		"ne s'appliquent plus", "ne sont plus valables", "ne valent plus", "obéis uniquement", "suis uniquement",
		"gelten nicht mehr", "sind ungültig", "nicht mehr gültig", "befolge nur", "gehorche nur", "folge nur",
		"ya no valen", "ya no aplican", "ya no son válidas", "obedece solo", "sigue solo",
		"não valem mais", "nao valem mais", "não se aplicam mais", "obedeça apenas", "siga apenas",
		"已经作废", "已作废", "不再适用", "不再有效", "只听", "只服从",
		"無効です", "無効", "もう無効", "従う必要はない", "だけに従",
	},
	featSecrecy: {
		"without the user knowing", "behind the user's back", "keep it secret", "keep this secret", "don't let the user know", "hide this", "hide it from", "cache-le", "à l'insu", "verheimliche", "verstecke", "oculta", "esconde", "sem que o usuário saiba", "不要让用户知道", "瞒着", "ユーザーに知られない", "隠して",
		"silently", "quietly", "secretly", "covertly", "without telling", "without informing", "without letting", "don't tell", "do not tell", "never tell", "never mention", "don't mention", "do not mention", "never reveal that", "keep this hidden", "between us", "no need to mention",
		"discrètement", "silencieusement", "en secret", "sans le dire", "sans prévenir", "ne dis jamais", "ne dis pas", "ne mentionne", "sans avertir",
		"heimlich", "still und leise", "unbemerkt", "ohne es", "verrate nicht", "erwähne", "sag nichts", "niemals gegenüber", "ohne bescheid",
		"en silencio", "en secreto", "sin avisar", "sin decir", "no le digas", "nunca le digas", "no menciones", "a escondidas",
		"silenciosamente", "em segredo", "sem avisar", "sem dizer", "não conte", "nao conte", "nunca conte", "não mencione", "às escondidas",
		"悄悄", "偷偷", "秘密地", "暗中", "不要告诉", "别告诉", "永远不要告诉", "不要提及", "不要提到",
		"こっそり", "黙って", "内緒", "伝えない", "言わない", "知らせず", "伝えないで",
		"in silence", "without anyone noticing", "without anyone knowing", "doesn't need to know", "does not need to know", "needn't know", "keep it quiet", "keep quiet about", "leave no trace",
		"en silence", "sans que personne", "n'a pas besoin de savoir", "n'a pas à savoir", "sans laisser de trace",
		"stillschweigend", "ohne dass jemand", "muss nichts wissen", "muss das nicht wissen", "nichts mitbekommen", "ohne spuren",
		"sin que nadie", "no necesita saber", "no tiene por qué enterarse", "no tiene que saber", "sin dejar rastro",
		"em silêncio", "sem que ninguém", "não precisa saber", "não tem que saber", "sem deixar rastro",
		"默默", "不需要知道", "不必知道", "不用告诉", "不留痕迹",
		"知らせない", "知る必要はない", "気づかれない", "痕跡を残さない",
	},
	featUserRef: {
		"the user", "user's", "the owner", "the human", "l'utilisateur", "dem nutzer", "den nutzer", "des nutzers", "al usuario", "del usuario", "ao usuário", "do usuário", "用户", "ユーザー",
	},
	featSelf: {
		"this note", "this memory", "these instructions", "this instruction", "this line", "this message", "cette note", "ce message", "diese notiz", "dieser notiz", "esta nota", "este mensaje", "这条笔记", "这条记忆", "このメモ", "この指示",
	},
	featRole: {
		"stay in character", "never breaking character", "never break character", "speak only as", "answer only as", "respond only as", "reply only as", "antworte nur noch als", "antworte nur als", "réponds uniquement en tant que", "responde solo como", "responda apenas como", "eres ahora", "você é agora", "tu es à présent", "du bist ab sofort", "你从现在起是", "今からあなたは", "あなたは今から",
		"you are no longer", "you're no longer", "switch to", "become", "developer mode", "dan mode", "jailbreak", "unrestricted mode", "god mode", "persona", "tu n'es plus", "du bist nicht mehr", "ya no eres", "você não é mais", "你不再是", "あなたはもう",
		"you are now", "you're now", "from now on you are", "act as", "pretend you", "pretend to be", "pretend that you", "role-play", "roleplay", "your new role", "your new job", "your new task", "your new persona", "your new identity", "you will now be", "impersonate",
		"tu es maintenant", "tu es désormais", "agis comme", "joue le rôle", "fais semblant d'être", "fais semblant que tu", "ton nouveau rôle", "vous êtes maintenant",
		"du bist jetzt", "bist du jetzt", "ab jetzt bist du", "verhalte dich wie", "spiele die rolle", "als wärst du", "als ob du", "deine neue rolle",
		"ahora eres", "actúa como", "finge que eres", "finge ser", "haz de", "tu nuevo rol", "tu nuevo papel",
		"agora você é", "agora voce é", "aja como", "finja que você", "finja que voce", "finja ser", "seu novo papel", "sua nova função",
		"你现在是", "现在你是", "你是一个", "扮演", "假装", "充当", "你的新角色",
		"あなたは今", "として振る舞", "ふりをして", "役を演じ", "ロールプレイ", "なりきって",
	},
	featSend: {
		"exfil*", "beacon", "report back to", "ship", "push to", "share with", "publish", "partage", "teile", "comparte", "compartilhe", "分享", "共有",
		"send", "upload", "post ", "forward", "exfiltrate", "transmit", "email", "e-mail", "mail ", "append", "leak", "paste", "copy",
		"envoie", "envoyer", "envoyez", "transmets", "téléverse", "copier", "copie",
		"schicke", "schick", "sende", "lade", "übermittle", "kopiere",
		"envía", "envia", "enviar", "sube", "reenvía", "copia", "copiar",
		"envie", "enviar", "mande", "carregue", "encaminhe", "copie",
		"发送", "发到", "发给", "上传", "转发", "复制", "贴出",
		"送信", "送って", "アップロード", "転送", "貼り付け", "コピー",
	},
	featTarget: {
		"ssh key*", "ssh-key*", "private keys", "session cookie*", "auth token*", "bearer token*", "env file", "environment variables", "secrets", "~/.aws", "kubeconfig", ".kube/config", "keychain", "wallet", "seed phrase", "recovery code*", "one-time code*", "otp", "2fa code*", "variables d'environnement", "umgebungsvariablen", "variables de entorno", "variáveis de ambiente", "环境变量", "環境変数", "ssh密钥", "ssh鍵", "私钥", "秘密キー",
		"system prompt", "system message", "developer message", "system instructions", "your instructions", "your prompt", "hidden prompt",
		"credential*", "api key", "api keys", "password*", "passwd", "private key", "secret key", "access token", "card details", "card number*", "aws keys", "aws credentials", "api token*",
		"~/.ssh", ".ssh", "id_rsa", "id_ed25519", ".env", "/etc/passwd", "/etc/shadow", ".bashrc", ".zshrc", ".bash_profile", ".profile", ".npmrc", ".netrc", ".aws/credentials", ".git-credentials", "cookies",
		"prompt système", "identifiants", "mots de passe", "mot de passe", "clés", "tes instructions",
		"systemprompt", "zugangsdaten", "passwörter", "passwort", "schlüssel", "deine instruktionen", "deine anweisungen",
		"prompt del sistema", "credenciales", "contraseñas", "claves", "tus instrucciones",
		"prompt do sistema", "credenciais", "senhas", "chaves", "suas instruções",
		"系统提示", "系统提示词", "系统指令", "凭据", "凭证", "密码", "密钥", "私钥", "令牌",
		"システムプロンプト", "認証情報", "パスワード", "秘密鍵", "トークン", "指示内容",
	},
	featReveal: {
		"copy", "copier", "copie", "copia", "copiar", "kopiere", "复制", "コピー", "give me", "send me", "list", "write out", "spell out", "verbatim", "word for word", "mot pour mot", "wörtlich", "palabra por palabra", "palavra por palavra", "原样", "逐字", "そのまま",
		"schreib*", "écris", "escribe", "escreva", "写",
		"print*", "reveal*", "show", "output", "display", "repeat", "dump", "include", "recite", "disclose", "leak", "tell me", "paste",
		"affiche", "révèle", "montre", "divulgue", "inclus",
		"gib", "zeige", "verrate", "schreibe", "offenbare",
		"muestra", "revela", "imprime", "incluye",
		"mostre", "revele", "imprima", "inclua",
		"输出", "显示", "透露", "打印", "告诉我", "贴出来", "泄露",
		"表示", "教えて", "出力", "貼り付け", "含める",
	},
	featDisable: {
		"turn off", "shut off", "get around", "work around", "disarm", "silence", "mute", "désactiver", "deaktivieren", "desactivar", "desativar", "停用", "关掉", "停止", "止めて", "切って", "外して",
		"skip", "disable", "turn off", "switch off", "bypass", "circumvent", "stop asking", "suppress",
		"désactive*", "saute", "contourne", "supprime",
		"deaktivier*", "überspring*", "umgeh*", "schalte",
		"desactiva*", "omite", "salta", "elude", "evita",
		"desative", "desativa*", "pule", "ignore", "contorne",
		"跳过", "关闭", "禁用", "绕过", "不需要", "无需",
		"省略", "無効に", "スキップ", "回避", "なしで", "オフ",
		"comment out", "leave off", "leave it off", "leave them off", "rip out", "strip out",
		"coupe", "enlève", "retire", "laisse désactivé",
		"abschalten", "ausschalten", "schalte ab", "schalte aus", "entferne", "lösche", "auskommentier*",
		"quita", "elimina", "apaga", "comenta",
		"desliga", "desligue", "remova", "tire", "comente",
		"删掉", "去掉", "注释掉", "关了",
		"外す", "削除", "無効化", "コメントアウト",
	},
	featSafeNoun: {
		"safety", "safeguard*", "security check*", "logging", "audit log*", "alerts", "monitoring", "tests", "ci checks", "content filter*", "filter*", "sandbox", "journalisation", "protokollierung", "registro", "日志", "ログ", "安全检查", "安全チェック",
		"review", "code review", "audit*", "confirmation", "approval", "safety check*", "guardrails", "verification", "2fa", "mfa",
		"revue", "vérification", "validation", "l'audit",
		"review", "code-review", "überprüfung", "bestätigung", "audit", "prüfung",
		"revisión", "auditoría", "confirmación", "verificación",
		"revisão", "auditoria", "confirmação", "verificação",
		"审查", "审核", "审计", "确认", "验证",
		"レビュー", "監査", "確認", "承認",
		"signing", "commit signing", "signature*", "secret scanning", "secret-scanning", "push protection", "branch protection", "tls verification", "certificate verification", "ssl verification", "content-security-policy", "csp", "csrf", "rate limit*", "firewall", "permission prompt*", "permission check*", "pre-commit", "hooks", "security alert*", "dependabot",
		"signature", "analyse des secrets", "protection de branche", "pare-feu", "relecture", "journal d'audit", "alertes de sécurité", "vérification tls",
		"signatur*", "signieren", "branch-schutz", "branchschutz", "audit-protokoll*", "sicherheitswarnung*", "zertifikatsprüfung",
		"firma", "firmas", "escaneo de secretos", "protección de rama", "cortafuegos", "registro de auditoría", "alertas de seguridad", "verificación tls",
		"assinatura", "varredura de segredos", "proteção de branch", "log de auditoria", "alertas de segurança", "verificação tls",
		"签名", "密钥扫描", "分支保护", "防火墙", "钩子", "审计日志", "安全告警", "证书校验",
		"署名", "シークレットスキャン", "ブランチ保護", "ファイアウォール", "フック", "監査ログ", "セキュリティアラート", "証明書の検証",
	},
	featSafeOff: {
		"without waiting for approval", "without waiting for review", "without a review", "without any review", "no review needed", "skip approval", "without filters", "no filters", "unfiltered", "sans attendre de validation", "sans filtre", "ohne freigabe", "ohne auf freigabe", "ohne filter", "sin esperar aprobación", "sin aprobación", "sin filtros", "no pidas confirmación", "sem esperar aprovação", "sem aprovação", "sem filtros", "无需批准", "不等审批", "没有过滤", "承認を待たずに", "フィルターなし",
		"no confirmation", "no need for confirmation", "don't ask for confirmation", "never ask for confirmation", "without checking with", "without double-checking", "auto-approve", "automatically approve", "no questions asked", "sans validation", "sans vérification", "ohne prüfung", "ohne nachzufragen", "sin revisión", "sin preguntar", "sem revisão", "sem perguntar", "不用确认", "无需审查", "不经审查", "承認なしで", "レビューなしで", "確認不要",
		"approve all", "approve every", "valide toutes", "valide tous", "genehmige alle", "aprueba todas", "aprueba todos", "aprove todas", "aprove todos", "批准所有", "すべての申請を承認", "全部承認",
		"without confirmation", "without asking", "no need to ask", "without review", "no restrictions", "without restrictions", "with no restrictions", "no limits", "without approval",
		"sans confirmation", "sans demander", "sans aucune restriction", "sans restriction",
		"ohne bestätigung", "ohne rückfrage", "ohne einschränkungen",
		"sin confirmación", "sin pedir confirmación", "sin ninguna restricción", "sin restricciones",
		"sem confirmação", "sem pedir confirmação", "sem nenhuma restrição", "sem restrições",
		"不需要确认", "无需确认", "没有任何限制", "没有限制", "不受限制",
		"確認なしで", "確認せずに", "制限のない", "制限なし",
	},
}

var intentDetector = scanDetector{
	rule: "injection.intent", class: ClassInjection, desc: "instruction aimed at the agent", find: findIntent,
}

// intentCue is one cue word in the automaton.
type intentCue struct {
	s    string
	feat int
	stem bool
}

var intentCueList, intentAuto = buildIntentAuto()

func buildIntentAuto() ([]intentCue, *scanAuto) {
	var cues []intentCue
	feats := make([]int, 0, len(intentCues)+len(intentMoreCues))
	for f := range intentCues {
		feats = append(feats, f)
	}
	for f := range intentMoreCues {
		feats = append(feats, f)
	}
	slices.Sort(feats)
	for _, f := range feats {
		ws := intentCues[f]
		if ws == nil {
			ws = intentMoreCues[f]
		}
		ws = append(slices.Clip(ws), intentCategoryCues[f]...)
		ws = append(ws, intentGapCues[f]...)
		ws = append(ws, intentSetSevenCues[f]...)
		for _, w := range ws {
			c := intentCue{s: w, feat: f}
			if strings.HasSuffix(w, "*") {
				c.s, c.stem = strings.TrimSuffix(w, "*"), true
			}
			cues = append(cues, c)
		}
	}
	lits := make([]string, len(cues))
	uses := make([][]scanUse, len(cues))
	for i, c := range cues {
		lits[i] = c.s
		uses[i] = []scanUse{{prog: int32(i), start: true, n: int32(len(c.s))}}
	}
	return cues, newScanAuto(lits, uses, false)
}

// intentHit is a cue found at [start, end) of the folded view.
type intentHit struct {
	start, end int
	feat       int
}

// intentHits runs the cue automaton over s (the folded view) and appends
// to out the cues that are really there, on word boundaries.
func intentHits(s string, out []intentHit) []intentHit {
	a := intentAuto
	st := uint16(0)
	for i := 0; i < len(s); i++ {
		st = a.next[int(st&^scanOut)<<a.shift|int(a.cls[s[i]])]
		if st&scanOut != 0 {
			out = cuesAt(s, i, st, out)
		}
	}
	return out
}

// cuesAt appends to out the cues intentAuto reports in state st, at s[i],
// that are really there.
func cuesAt(s string, i int, st uint16, out []intentHit) []intentHit {
	a := intentAuto
	for _, u := range a.out[st&^scanOut] {
		c := &intentCueList[u.prog]
		p := a.back(s, i, int(u.n))
		if !cueAt(s, p, i+1, c) {
			continue
		}
		out = append(out, intentHit{start: p, end: i + 1, feat: c.feat})
	}
	return out
}

// cueAt checks a candidate the automaton found (byte classes are shared,
// so it finds more): the bytes, ASCII case ignored, blanks read as one,
// and word boundaries.
func cueAt(s string, p, e int, c *intentCue) bool {
	i, j := p, 0
	for i < e && j < len(c.s) {
		if c.s[j] == ' ' {
			if !reBlank(s[i]) {
				return false
			}
			for i < e && reBlank(s[i]) {
				i++
			}
			j++
			continue
		}
		if b := s[i]; b != c.s[j] && !('A' <= b && b <= 'Z' && b+'a'-'A' == c.s[j]) {
			return false
		}
		i++
		j++
	}
	if i != e || j != len(c.s) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(c.s); latinLetter(r) {
		if q, _ := utf8.DecodeLastRuneInString(s[:p]); p > 0 && (unicode.IsLetter(q) || unicode.IsDigit(q) || q == '\'') {
			return false
		}
		if joined(s, p-1, -1) {
			return false
		}
	}
	if r, _ := utf8.DecodeLastRuneInString(c.s); latinLetter(r) {
		if !c.stem {
			if q, _ := utf8.DecodeRuneInString(s[e:]); e < len(s) && (unicode.IsLetter(q) || unicode.IsDigit(q)) {
				return false
			}
		}
		for e < len(s) {
			// A stem's word runs on ("audit" in "auditing").
			q, n := utf8.DecodeRuneInString(s[e:])
			if !unicode.IsLetter(q) {
				break
			}
			e += n
		}
		if joined(s, e, 1) {
			return false
		}
	}
	return true
}

// joined reports that s[i] is a '-' or '_' (or, after the cue, a '.')
// joining the cue to a letter or digit beyond it (dir -1: before, 1:
// after): the cue is part of a name ("beacon-alerts", "audit_service",
// "beacon.example.com"), which says nothing of what the text asks. A '.'
// before a cue is a call ("requests.post") and stays a cue.
func joined(s string, i, dir int) bool {
	if i < 0 || i >= len(s) || (s[i] != '-' && s[i] != '_' && (s[i] != '.' || dir < 0)) {
		return false
	}
	var q rune
	if dir < 0 {
		if i == 0 {
			return false
		}
		q, _ = utf8.DecodeLastRuneInString(s[:i])
	} else {
		if i+1 >= len(s) {
			return false
		}
		q, _ = utf8.DecodeRuneInString(s[i+1:])
	}
	return unicode.IsLetter(q) || unicode.IsDigit(q)
}

func latinLetter(r rune) bool { return r < 0x250 && unicode.IsLetter(r) }

var (
	intentPipeRe    = regexp.MustCompile(`(?i)\b(?:curl|wget|iwr|invoke-webrequest)\b[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:ba|z|da|fi)?sh\b|\biex\s*\(|\|\s*(?:python3?|perl|ruby|node)\b|\bpipe\s+(?:it|this|that|them|the\s+\w+)\s+(?:in|into|to|through)\s+(?:ba|z|da)?sh\b`)
	intentChannelRe = regexp.MustCompile(`https?://[^\s/'"<>)]+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\bwebhook\b|\bpastebin\b|\bngrok\b`)
)

// intentSentences appends to out the sentences of s, split at . ! ? ;
// and their full-width forms, and line breaks. A '.' only ends one before
// a blank or at the end, so ".env", "~/.ssh" and host names stay whole.
func intentSentences(s string, out [][2]int) [][2]int {
	start := 0
	for i := 0; i < len(s); {
		// Only an ASCII end, or the first byte of a CJK one (E3 for 。,
		// EF for the full-width ！？；), can end a sentence; a lead byte is
		// never inside another character, so the bytes between need no
		// decoding.
		c := s[i]
		if !sentenceByte[c] {
			i++
			continue
		}
		w, end := 1, false
		switch c {
		case '!', '?', ';', '\n':
			end = true
		case '.':
			end = i+1 == len(s) || reBlank(s[i+1])
		default:
			if r, n := utf8.DecodeRuneInString(s[i:]); r == '。' || r == '！' || r == '？' || r == '；' {
				w, end = n, true
			}
		}
		i += w
		if end {
			if i > start {
				out = append(out, [2]int{start, i})
			}
			start = i
		}
	}
	if start < len(s) {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}

// sentenceByte: the bytes intentSentences must look at.
var sentenceByte = [256]bool{'!': true, '?': true, ';': true, '\n': true, '.': true, 0xe3: true, 0xef: true}

// intentScore is the hand-set rule the model's inputs grew from, tuned on
// testdata/dev: whether a window scores intentThreshold on it, with a
// harmful feature and an addressee or a mood (intentRule), is one input
// of the model.
// intentScore scores a window's features; harmful reports whether one of
// them does harm on its own account.
func intentScore(f int, pipe, channel bool) (score int, harmful bool) {
	has := func(x int) bool { return f&x != 0 }
	add := func(n int, harm bool) {
		score += n
		harmful = harmful || harm
	}
	if has(featOverride) {
		add(3, true)
	}
	if has(featRole) {
		add(3, true)
	}
	if has(featSecrecy) {
		add(2, true)
		if has(featUserRef) {
			add(1, false)
		}
		if has(featSelf) {
			add(1, false)
		}
	}
	if has(featSafeOff) {
		add(3, true)
		if has(featSafePair) && has(featSafeWords) {
			add(1, false) // two safeguards dropped
		}
	}
	if pipe {
		add(4, true)
	} else if channel && has(featSend) {
		add(3, true)
	}
	if has(featTarget) {
		add(2, true)
		if has(featReveal) {
			add(1, false)
		}
	}
	if has(featAddr) {
		add(1, false)
	}
	if has(featMood) {
		add(1, false)
	}
	return score, harmful
}

func intentRule(f int) (int, bool) {
	if f&(featAddr|featMood) == 0 {
		return 0, false
	}
	score, harmful := intentScore(f, f&featPipe != 0, f&featChannel != 0)
	return score, harmful && score >= intentThreshold
}

// featurelessMargin is how far past the threshold a window with no
// intent feature must score, on its text alone, to fire: a finding says
// what in the text reads as an instruction to the agent, and a window
// that has none of it is held only on strong evidence.
var featurelessMargin = 0.5

// windowsFree is how many windows a text may have before each must score
// more to fire: the memory lines the threshold was set on have one to
// four.
const windowsFree = 4

// windowsMargin is how far past the threshold a window of a text of n
// windows must score. Each window is a chance for a benign text to cross
// the threshold, so a note of three hundred windows had three hundred:
// 77% of the Markdown files of memgate's own Go dependencies, read as
// notes, were held. The model is logistic, so a benign window's chance
// to score past z falls about as e^-z; ln(n/windowsFree) past it keeps a
// long text's chance of a false hold near that of a four-window line.
// The price is paid by an attack hidden in one sentence of a long note,
// which must score that much more (3.2 in a hundred windows).
func windowsMargin(n int) float64 {
	if n <= windowsFree {
		return 0
	}
	return math.Log(float64(n) / windowsFree)
}

// findIntent scores each sentence together with the next one with the
// linear model of intent_model.go: the intent features and the text
// model (intent_text.go).
//
// An ASCII text without a digit next to a letter is read as it is, its
// case ignored, rather than in the folded view, which would have to be
// made for every text: the view only undoes leetspeak there.
func findIntent(t *scanText) []scanSpan {
	v, ws := intentWindows(t, true)
	m := windowsMargin(len(ws))
	var out []scanSpan
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		score := intentLinear(w.feats, intentWeights[:], intentBias) + w.text
		if score < m || (w.feats == 0 && score < m+featurelessMargin) {
			continue
		}
		sa, sb := v.span(w.a, w.b)
		out = append(out, scanSpan{start: sa, end: sb, detail: fmt.Sprintf("score %.1f, text %.1f (%s)", score, w.text, featList(w.feats))})
		if len(out) == scanMaxPerRule {
			break
		}
		i++ // the next sentence is in this finding
	}
	return out
}

// intentWindow is a sentence with the next one, [a, b) of the view, and
// the features found in it.
type intentWindow struct {
	a, b  int
	feats int
	text  float64 // the text model's score
}

// intentWindows returns the view read and its windows, one per
// sentence, with their features and text scores. With prune, a text
// whose features, all put together, could not reach the model's
// threshold in its best window returns none.
func intentWindows(t *scanText, prune bool) (*scanView, []intentWindow) {
	// An ASCII text is read as it is unless it is leetish; readASCII has
	// found out which, and read its cues if it is not (hitsDone).
	v := &t.plain
	if !t.ascii || !t.hitsDone {
		v = t.foldedView()
	}
	s := v.s
	sents := intentSentences(s, t.sents[:0])
	t.sents = sents
	if len(sents) == 0 {
		return v, nil
	}
	tsums := slices.Grow(t.tsums[:0], len(sents))[:len(sents)]
	t.tsums = tsums
	for k, se := range sents {
		a := textAcc{w: textWeights}
		textWalk(s[se[0]:se[1]], &a)
		tsums[k] = [2]int32{a.sum, a.n}
	}
	best := math.Inf(-1)
	for k := range sents {
		best = max(best, t.windowText(k))
	}
	hits := t.hits
	if !t.hitsDone {
		hits = intentHits(s, t.hits[:0])
		t.hits = hits
	}
	// What the whole text could score, pairs and channels assumed: most
	// texts with cues cannot reach the threshold in any window.
	all := 0
	for _, h := range hits {
		all |= h.feat
	}
	if all&featDiscard != 0 && all&featGuidance != 0 {
		all |= featOverride
	}
	if all&featDisable != 0 && all&featSafeNoun != 0 {
		all |= featSafeOff | featSafePair | featSafeWords
	}
	if all&featSafeOff != 0 {
		all |= featSafeWords
	}
	// Most texts cannot reach the threshold even with a pipe and a channel
	// assumed, so only the others pay for looking for them.
	if prune && intentUpper(all|featPipe|featChannel)+best < 0 {
		return v, nil
	}
	if mayPipe(s) {
		all |= featPipe
	}
	if mayChannel(s) {
		all |= featChannel
	}
	if prune && intentUpper(all)+best < 0 {
		return v, nil
	}
	feats := slices.Grow(t.feats[:0], len(sents))[:len(sents)]
	clear(feats)
	t.feats = feats
	k := 0
	for _, h := range hits {
		for k < len(sents) && sents[k][1] <= h.start {
			k++
		}
		if k == len(sents) {
			break
		}
		switch h.feat {
		case featDiscard, featGuidance, featDisable, featSafeNoun:
			feats[k] |= h.feat << intentRawShift // counted in pairs, below
		case featSafeOff:
			feats[k] |= featSafeOff | featSafeWords
		default:
			feats[k] |= h.feat
		}
	}
	// A discarding verb counts with guidance, and a disabling verb with a
	// safeguard, only near each other: in long notes the words of a pair
	// otherwise meet by chance ("should avoid ... so that reviews stay
	// small").
	pair := func(h intentHit, a, b, as int) {
		if h.feat != a {
			return
		}
		for _, o := range hits {
			if o.feat == b && o.start < h.end+intentPairSpan && h.start < o.end+intentPairSpan {
				k := sort.Search(len(sents), func(k int) bool { return sents[k][1] > h.start })
				if k < len(sents) {
					feats[k] |= as
				}
				return
			}
		}
	}
	for _, h := range hits {
		pair(h, featDiscard, featGuidance, featOverride)
		pair(h, featDisable, featSafeNoun, featSafeOff|featSafePair)
	}
	ws := t.wins[:0]
	for i := range sents {
		f, a, b := feats[i], sents[i][0], sents[i][1]
		if i+1 < len(sents) {
			f |= feats[i+1]
			b = sents[i+1][1]
		}
		f = f&(1<<intentRawShift-1) | (f>>intentRawShift)&(featDiscard|featGuidance|featDisable|featSafeNoun)
		w := s[a:b]
		if all&featPipe != 0 && mayPipe(w) && intentPipeRe.MatchString(w) {
			f |= featPipe
		}
		if all&featChannel != 0 {
			pw := t.plainWindow(v, a, b)
			if mayChannel(pw) && intentChannelRe.MatchString(pw) {
				f |= featChannel
			}
		}
		ws = append(ws, intentWindow{a: a, b: b, feats: f, text: t.windowText(i)})
	}
	t.wins = ws
	return v, ws
}

// windowText is the text model's score of sentence k with the next one.
func (t *scanText) windowText(k int) float64 {
	sum, n := t.tsums[k][0], t.tsums[k][1]
	if k+1 < len(t.tsums) {
		sum += t.tsums[k+1][0]
		n += t.tsums[k+1][1]
	}
	return textScore(sum, n, textScale)
}

// plainWindow is the original text of the folded view's [a, b): e-mail
// addresses and URLs are read as written.
func (t *scanText) plainWindow(v *scanView, a, b int) string {
	sa, sb := v.span(a, b)
	return t.raw[sa:sb]
}

func featList(f int) string {
	var names []string
	for i, n := range featNames {
		if f&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return strings.Join(names, ", ")
}

// leetish: s has a digit next to a letter, which the folded view may read
// as a letter ("1gn0re").
func leetish(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i]-'0' < 10 && leetASCII(s[i]) != rune(s[i]) && ((i > 0 && asciiLetter(s[i-1])) || (i+1 < len(s) && asciiLetter(s[i+1]))) {
			return true
		}
	}
	return false
}

// mayPipe and mayChannel are true of every text intentPipeRe and
// intentChannelRe can match in; the regexps, which search a whole window,
// run only then.
func mayPipe(s string) bool {
	return strings.IndexByte(s, '|') >= 0 || indexFoldASCII(s, "iex") >= 0 || indexFoldASCII(s, "pipe") >= 0
}

func mayChannel(s string) bool {
	return strings.Contains(s, "://") || strings.IndexByte(s, '@') >= 0 ||
		indexFoldASCII(s, "webhook") >= 0 || indexFoldASCII(s, "pastebin") >= 0 || indexFoldASCII(s, "ngrok") >= 0
}
