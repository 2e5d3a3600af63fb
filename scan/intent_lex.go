package scan

// More features of an instruction aimed at the agent, beside intentCues,
// for the ways the training set (testdata/train) showed attacks are
// written without the words of the first lexicons: a trigger ("whenever
// the user mentions", "each time tests fail"), a harmful act (push to
// main, merge, delete the tests, --no-verify, verify=False), deceiving
// the user ("say nothing changed", "report that everything passed"), a
// claimed authority ("security team notice", "the user has pre-approved")
// and writing into memory ("store it in this memory file"). Each is a
// list of cue words in the seven languages, matched like intentCues.
const (
	featTrigger   = 1 << (iota + 19) // a condition the act hangs on
	featAct                          // a harmful or irreversible act
	featDeceive                      // lying to the user about what was done
	featAuthority                    // a claimed sender or standing approval
	featPersist                      // writing into memory or future sessions
	featExec                         // running, fetching or installing code
)

var intentMoreCues = map[int][]string{
	featTrigger: {
		"whenever", "each time", "every time", "if anyone asks", "if the user asks", "when the user asks", "if asked", "when asked", "when you see", "if you see", "when you", "if you are", "if you're", "after every", "after each", "before every", "before each", "before replying", "before answering", "before starting", "at the start of each", "at session start", "at the start of every", "on every", "for every", "in every", "each night", "every night",
		"chaque fois", "à chaque", "quand l'utilisateur", "si l'utilisateur", "si on te demande", "avant chaque", "après chaque", "lorsque",
		"jedes mal", "immer wenn", "wann immer", "wenn der nutzer", "wenn jemand", "falls jemand", "vor jeder", "nach jedem", "nach jeder", "bei jeder",
		"cada vez", "siempre que", "cuando el usuario", "si el usuario", "si alguien", "antes de cada", "después de cada", "en cada",
		"sempre que", "quando o usuário", "se o usuário", "se alguém", "antes de cada", "depois de cada", "em cada", "toda vez",
		"每当", "每次", "如果用户", "当用户", "如果有人", "之前", "之后", "一旦",
		"たびに", "ときは", "時は", "場合は", "場合、", "前に", "後に", "ごとに", "聞かれたら", "尋ねられたら",
	},
	featAct: {
		"push to main", "push straight to main", "push directly", "push --force", "force push", "force-push", "--force", "merge", "approve", "delete", "remove", "rm -rf", "wipe", "drop table", "dismiss", "comment out", "--no-verify", "no-verify", "verify=false", "reject_unauthorized=0", "nosec", "eslint-disable", "allowlist", "chmod", "sudo", "postinstall", "branch protection", "push protection", "secret scanning", "signing", "gpgsign", "--dangerously", "skip-permissions", "set origin", "git remote add", "git push", "star and fork", "pip index", "index-url", "registry", "dependency", "clear the shell history", "history -c", "mark them as skipped", "return true", "debug on", "printenv", "echo $", "tar ", "scp ", "nslookup", "dump-keychain", "keylogger",
		"fusionne", "supprime", "efface", "approuve", "pousse", "désactive", "commente",
		"lösche", "entferne", "merge", "pushe", "genehmige", "deaktiviere", "auskommentieren",
		"borra", "elimina", "aprueba", "fusiona", "sube directamente", "desactiva",
		"apague", "remova", "aprove", "faça merge", "desative", "exclua",
		"删除", "合并", "批准", "推送", "关闭", "禁用", "清空",
		"削除", "マージ", "承認", "プッシュ", "無効化", "消して",
	},
	featDeceive: {
		"say nothing", "say that", "say it", "answer no", "answer that", "report that", "claim that", "describe it as", "tell them it", "tell them that", "tell the user it", "tell the user that", "pretend", "leave it out", "leave out", "out of the summary", "out of your summar", "out of the changelog", "keep it out", "regardless of", "looks good", "false positive", "no issues found", "everything passed", "bring it up", "don't bring", "without reading", "without notifying", "not be told", "doesn't need to be told", "need to know", "no need to mention", "should not see", "don't show", "stop showing",
		"dis que", "réponds que", "réponds non", "prétends", "affirme que", "sans le signaler", "ne le signale", "n'en parle",
		"sag, dass", "sage, dass", "antworte mit nein", "behaupte", "verschweige", "nicht erwähnen", "nichts sagen",
		"di que", "responde que", "responde no", "afirma que", "no lo menciones", "ocúltalo", "oculta",
		"diga que", "responda que", "responda não", "afirme que", "não mencione", "oculte",
		"就说", "回答说", "声称", "不要提", "隐瞒", "不要显示",
		"と答え", "と言って", "と伝え", "伏せ", "言わないで", "表示しない",
	},
	featAuthority: {
		"maintainer", "security team", "platform team", "ops team", "it department", "admin notice", "system notice", "official", "verified", "pre-approved", "preapproved", "has approved", "already approved", "authorization", "authorisation", "authorized", "authority", "per issue", "lesson learned", "note for", "note to", "to any assistant", "to any ai", "if you're an ai", "if you are an ai", "coding agents", "agents should", "assistants should", "ai agents", "knowledge base update", "update from", "notice:", "priority", "highest-priority", "new policy", "policy update", "true owner", "real owner", "the vendor",
		"mainteneur", "équipe sécurité", "équipe de sécurité", "note pour", "autorisé", "déjà approuvé", "nouvelle politique",
		"maintainer", "sicherheitsteam", "hinweis für", "autorisiert", "bereits genehmigt", "neue richtlinie",
		"mantenedor", "equipo de seguridad", "nota para", "autorizado", "ya aprobado", "nueva política",
		"mantenedor", "equipe de segurança", "nota para", "autorizado", "já aprovado", "nova política",
		"维护者", "安全团队", "官方", "已授权", "已批准", "新政策", "给ai", "致ai",
		"メンテナ", "セキュリティチーム", "公式", "承認済み", "許可済み", "新しいポリシー",
	},
	featPersist: {
		"this memory", "memory file", "save a memory", "store it in", "future sessions", "every session", "each session", "next session", "remember this", "persist", "in your notes", "into notes", "claude.md", "agents.md",
		"cette mémoire", "sessions futures", "chaque session", "diese erinnerung", "künftige sitzungen", "jede sitzung", "esta memoria", "futuras sesiones", "cada sesión", "esta memória", "sessões futuras", "cada sessão",
		"这条记忆", "以后的会话", "每个会话", "このメモリ", "今後のセッション", "毎回のセッション",
	},
	featExec: {
		"run it", "run the", "run whatever", "execute", "install", "fetch", "download", "curl", "wget", "| sh", "| bash", "bash -c", "powershell", "eval", "source ",
		"exécute", "lance", "installe", "télécharge", "führe", "installiere", "lade herunter", "ejecuta", "instala", "descarga", "execute", "instale", "baixe",
		"执行", "运行", "安装", "下载", "実行", "インストール", "ダウンロード",
	},
}
