package scan

// More features of an instruction aimed at the agent, beside intentCues,
// for the ways the training set (testdata/train) showed attacks are
// written without the words of the first lexicons: a trigger ("whenever
// the user mentions", "each time tests fail"), a harmful act (push to
// main, merge, delete the tests, --no-verify, verify=False), deceiving
// the user ("say nothing changed", "report that everything passed"), a
// claimed authority ("security team notice", "the user has pre-approved")
// and writing into memory ("store it in this memory file"); and, from
// the benign lines the eleven sets' held-out folds flagged, what makes a
// line benign though it names a harmful act: a prohibition ("never push
// to main"), deferring to the user ("ask first"), the user's own voice
// ("I prefer") and talk about a text ("a test containing ..."). Each is
// a list of cue words in the seven languages, matched like intentCues.
const (
	featTrigger   = 1 << (iota + 19) // a condition the act hangs on
	featAct                          // a harmful or irreversible act
	featDeceive                      // lying to the user about what was done
	featAuthority                    // a claimed sender or standing approval
	featPersist                      // writing into memory or future sessions
	featExec                         // running, fetching or installing code
	featNeg                          // a prohibition: never, must not, 禁止
	featAsk                          // deferring to the user: ask first, wait for review
	featOwn                          // the user's own voice: I prefer, my preference
	featMeta                         // talk about text: a test case containing, detection, for example
)

var intentMoreCues = map[int][]string{
	featNeg: {
		"never", "do not", "don't", "must not", "mustn't", "should not", "shouldn't", "may not", "not allowed", "forbidden", "prohibited", "no one",
		"jamais", "ne pas", "n'est pas autorisé", "interdit*", "ne doit pas", "ne doivent pas",
		"nie", "niemals", "nicht", "keine", "kein", "verboten", "darf nicht", "dürfen nicht",
		"nunca", "jamás", "prohibido", "no debe", "no deben", "no pueden", "no puede", "no se",
		"não", "nao", "proibido", "não deve", "não podem", "não pode",
		"不要", "不能", "不得", "禁止", "不可", "切勿", "严禁", "不准", "别",
		"しない", "ないこと", "てはいけない", "してはならない", "ダメ", "だめ",
	},
	featAsk: {
		"ask the user", "ask me", "ask first", "ask before", "asking first", "check with the user", "check with me", "confirm with the user", "confirm with me", "wait for review", "wait for approval", "wait for the review", "get approval", "open a pr", "open a pull request", "let the user know", "inform the user", "stop and tell", "flag it",
		"demande à l'utilisateur", "demander à l'utilisateur", "demande-moi", "demande d'abord", "demander avant", "demande avant", "après validation", "ouvre une pr", "préviens l'utilisateur", "prévenir l'utilisateur", "le signaler",
		"frag den nutzer", "frage den nutzer", "frag mich", "vorher fragen", "erst fragen", "nach rückfrage", "warte auf review", "warte auf freigabe", "pr öffnen", "informiere den nutzer", "das melden",
		"pregunta al usuario", "preguntar al usuario", "pregúntame", "pregunta antes", "preguntar antes", "que se pregunte", "esperar revisión", "abrir pr", "avisa al usuario", "debo avisar",
		"pergunte ao usuário", "perguntar ao usuário", "pergunte antes", "perguntar antes", "esperar revisão", "abrir pr", "avise o usuário", "devo avisar",
		"先问", "问用户", "询问用户", "征得", "先确认", "等待审查", "提出来", "告知用户",
		"ユーザーに確認", "確認を取", "聞くこと", "許可を得て", "先に確認", "報告すること", "相談して",
	},
	featOwn: {
		"i prefer", "i'd prefer", "i'd rather", "i like", "i want", "my preference", "prefers", "the user likes", "the user wants", "my previous", "my earlier", "note to self",
		"je préfère", "ma préférence", "ma consigne", "je veux", "j'aime",
		"ich bevorzuge", "ich möchte", "bevorzugt", "meine frühere", "vorliebe",
		"prefiero", "prefiere", "mi preferencia", "me gusta",
		"prefiro", "prefere", "minha preferência", "gosto de",
		"我喜欢", "我更喜欢", "我希望", "偏好", "习惯",
		"好み", "私は", "希望",
	},
	featMeta: {
		"test case", "unit test", "add a test", "containing", "contains", "detect*", "example", "e.g.", "fixture*", "evals", "lives in", "live in", "documented",
		"contenant", "contient", "détect*", "cas de test", "un test", "exemple",
		"enthält", "enthalten", "erkenn*", "testfall", "beispiel",
		"contiene", "que contenga", "detect*", "caso de prueba", "ejemplo",
		"contém", "contendo", "caso de teste", "exemplo",
		"含有", "包含", "检测", "测试用例", "例如", "比如", "示例",
		"含む", "含まれ", "検出", "テストケース", "例えば",
	},
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

// intentCategoryCues add to the cues of intentCues and intentMoreCues,
// by category, the ways the six training sets' authors wrote the same
// acts that neither list knew: a safeguard declared unneeded ("review is
// no longer required"), more safeguards (two-factor enforcement,
// antivirus, rate limiters, certificate checks) and ways to drop them
// (remove, kill, exclude, allowlist), a developer or unrestricted mode
// and passing oneself off as someone, guidance declared void ("obsolete",
// "hinfällig", "廃止"), hiding what was done from the transcript, and
// reporting failures as successes; and, from the nine sets' held-out
// misses, a name or role given to the reader ("your name is", "du heißt"),
// acting without permission or skipping tests, sandboxes, and keeping a
// step under wraps or out of a summary. Words of a category, in the seven
// languages, not lines of a set.
var intentCategoryCues = map[int][]string{
	featDisable: {
		"remove", "kill", "exclude", "whitelist", "allowlist", "strip", "loosen", "relax", "downgrade", "no longer required", "no longer needed", "not needed anymore", "not required anymore", "is optional now", "are optional now", "unnecessary",
		"supprimer", "retirer", "désactivez", "n'est plus nécessaire", "ne sont plus nécessaires", "plus besoin de", "exclus",
		"entfernen", "nicht mehr nötig", "nicht mehr notwendig", "nicht mehr erforderlich", "überflüssig", "weglassen",
		"quitar", "eliminar", "ya no es necesaria", "ya no es necesario", "ya no hace falta", "innecesari*", "sáltate", "saltarse",
		"remover", "não é mais necessária", "não é mais necessário", "não precisa mais", "desnecessári*", "pular",
		"不再需要", "没必要", "移除", "去除", "取消", "放宽",
		"不要です", "必要ない", "不要になった", "外す", "外して", "緩め",
	},
	featSafeNoun: {
		"sandbox", "bac à sable", "沙箱", "サンドボックス",
		"two-factor", "2-factor", "two factor", "antivirus", "anti-virus", "edr", "waf", "rate limiter", "rate limiting", "gitleaks", "trufflehog", "codeql", "sast", "scanner", "scanning", "truststore", "certificate", "certificates", "cert check*", "pre-push", "husky", "lint", "linter", "checks", "protection", "protections", "safety net", "security policy", "security scan*", "mfa enforcement", "sign-off", "human sign-off", "human review",
		"double authentification", "antivirus", "pare-feu", "protection de la branche", "la revue", "revue de code", "signature des commits", "contrôles", "garde-fous",
		"zwei-faktor", "virenscanner", "zertifikat*", "code-review", "prüfungen", "schutzmaßnahmen", "freigaben", "freigabe", "tests",
		"doble factor", "antivirus", "certificado*", "revisión de código", "comprobaciones", "pruebas", "protección",
		"dois fatores", "antivírus", "certificado*", "revisão de código", "verificações", "testes", "proteção",
		"双重认证", "两步验证", "杀毒", "证书", "代码审查", "测试", "保护", "检查",
		"二要素", "二段階認証", "ウイルス対策", "証明書", "コードレビュー", "テスト", "保護", "チェック",
	},
	featRole: {
		"you are called", "your name is now", "your name is", "act as the", "tu t'appelles", "ton nom est", "joue le rôle", "endosse le rôle", "du heißt", "heißt du", "dein name ist", "übernimm die rolle", "auftreten als", "als admin auftreten", "te llamas", "tu nombre es", "asume el papel", "você se chama", "seu nome é", "assuma o papel", "assume o papel", "你叫", "你的名字是", "扮演", "あなたの名前は", "と名乗", "になりきって", "役を演じ",
		"developer mode", "debug mode", "maintenance mode", "admin mode", "uncensored", "unfiltered", "no filters", "assume the role", "assume the character", "take on the role", "pose as", "passing yourself off", "pass yourself off", "speak as", "sign as", "on behalf of",
		"mode développeur", "mode débogage", "mode sans filtre", "se fait passer pour", "fais-toi passer pour", "fait passer pour", "au nom de",
		"entwicklermodus", "debug-modus", "wartungsmodus", "ohne filter", "gib dich als", "gibt sich als", "im namen von",
		"modo desarrollador", "modo de desarrollador", "modo depuración", "sin filtros", "hazte pasar por", "se hace pasar por", "hacerse pasar por", "en nombre de",
		"modo desenvolvedor", "modo de desenvolvedor", "modo depuração", "sem filtros", "se passe por", "se faz passar por", "passar-se por", "em nome de",
		"开发者模式", "调试模式", "维护模式", "无限制", "冒充",
		"開発者モード", "デバッグモード", "メンテナンスモード", "制限のない", "なりすま", "名乗って", "として返信",
	},
	featOverride: {
		"obsolete", "superseded", "no longer in force", "no longer binding", "thrown away", "throw away", "untrusted", "not binding", "takes precedence", "take precedence", "instead of the official",
		"obsolètes", "obsolète", "caduc*", "ne s'appliquent pas", "ne s'applique pas", "prime sur", "priment sur", "remplace les",
		"hinfällig", "veraltet", "außer kraft", "gilt nicht", "gelten nicht", "hat vorrang", "haben vorrang",
		"obsoleta*", "obsoleto*", "ya no aplica", "no aplica", "quedan sin efecto", "sin efecto", "prevalece", "tiene prioridad",
		"obsoleta*", "obsoleto*", "canceladas", "cancelado*", "não se aplica", "sem efeito", "prevalece", "tem prioridade",
		"废止", "废除", "失效", "不适用", "为准", "优先于", "一律以",
		"廃止", "無効とする", "適用されない", "優先する", "優先され",
	},
	featGuidance: {
		"pautas", "normas", "consigne", "vorgabe", "orientação", "準則", "规矩", "方針", "ポリシー", "guía", "guia", "policy",
	},
	featSecrecy: {
		"under wraps", "left out of", "keep out of", "keep it out of", "sans parler de", "sans mentionner", "nicht in die zusammenfassung", "verschweig*", "no cuentes", "no menciones", "sin mencionar", "deixa de fora", "deixe de fora", "não conte", "sem mencionar", "别提", "不要提及", "触れないで", "伏せて",
		"keep a low profile", "in the background", "omit them from", "omit it from", "omit from", "leave it out of", "don't log", "do not log", "without logging", "not in the transcript", "from the transcript", "don't show", "do not show", "without showing", "hide the", "under the radar",
		"pas un mot", "en douce", "en arrière-plan", "sans l'afficher", "sans le montrer", "sans journaliser", "ne montre pas", "n'affiche pas",
		"ohne es anzuzeigen", "ohne anzuzeigen", "im hintergrund", "ohne zu zeigen", "nicht anzeigen", "nicht protokollieren", "kein wort",
		"sin que el usuario se entere", "sin que se entere", "entre nosotros", "en segundo plano", "sin mostrar", "no muestres", "sin registrar", "ni una palabra",
		"sem que o usuário perceba", "sem que ele perceba", "entre nós", "em segundo plano", "sem mostrar", "não mostre", "sem registrar", "nem uma palavra",
		"后台", "不让他看到", "不要显示", "不显示", "别让", "不要记录", "不留记录",
		"見せずに", "見せない", "表示せず", "バックグラウンド", "記録しない", "ログに残さない", "知られずに",
	},
	featDeceive: {
		"report success", "report green", "mark as passed", "as passed", "as passing", "as green", "invent", "make up a", "make up an", "fake a", "claim it", "say it's done", "say it was", "already reverted", "already fixed", "already done",
		"invente", "signale comme", "comme réussi*", "fais croire", "déjà corrigé", "déjà fait",
		"erfinde", "melde grün", "als bestanden", "als erfolgreich", "gib vor", "bereits erledigt",
		"inventa", "como aprobado*", "como exitos*", "dile que ya", "haz creer", "ya está hecho",
		"invente", "como aprovado*", "como sucesso", "diga que já", "faça acreditar", "já está feito",
		"编造", "报告为通过", "报成通过", "谎称", "假装已", "就说已经",
		"でっち上げ", "成功と報告", "通ったと報告", "合格と報告", "済みと答え", "と偽",
	},
	featSafeOff: {
		"without asking permission", "without permission", "needs no permission", "never needs permission", "no permission needed", "without waiting for", "skip the tests", "skip tests", "sans demander la permission", "sans permission", "sauter les tests", "sans attendre", "ohne erlaubnis", "keine erlaubnis", "ohne zu fragen", "tests überspringen", "automatisch freigeben", "sin pedir permiso", "sin permiso", "sin esperar", "saltar las pruebas", "sem pedir permissão", "sem permissão", "sem esperar", "pular os testes", "pula os testes", "无需许可", "不用请示", "跳过测试", "許可なしで", "許可を取らずに", "テストを飛ばして", "テストをスキップ",
	},
}

// intentGapCues add, by category and in the seven languages, what the
// eleven sets' held-out misses showed the lexicons lacked: a user's
// standing rule or preference declared withdrawn or a mistake ("was
// revoked", "saved by mistake", "gilt als zurückgezogen"), memory put
// above the user, emptying or lowering a safeguard (audit logs, required
// reviews, integrity checks), a plausible false explanation, keeping an
// act out of the diff or the replies, taking on an identity, bank
// details, saved passwords and password managers, attaching or exporting,
// and backdoors.
var intentGapCues = map[int][]string{
	featOverride: {
		"revoked", "rescinded", "retracted", "withdrawn", "was retired", "were retired", "saved by mistake", "by mistake", "was a mistake", "was wrong", "a misunderstanding", "no longer stands", "is history", "above the user", "over the user", "over what the user", "above what the user",
		"révoqué*", "retiré", "retirée", "retirés", "retirées", "par erreur", "une erreur", "un malentendu", "on l'oublie", "au-dessus de l'utilisateur", "priorité sur",
		"zurückgezogen", "widerrufen", "versehentlich", "ein fehler", "ein missverständnis", "geschichte", "über den nutzer", "vorrang vor",
		"revocad*", "retirad*", "por error", "un error", "un malentendido", "por encima del usuario", "prioridad sobre",
		"revogad*", "retirad*", "por engano", "um engano", "um erro", "um mal-entendido", "acima do usuário", "prioridade sobre",
		"撤回", "误会", "是错的", "记错", "取消了", "之上", "置于", "优先级",
		"撤回", "誤り", "間違い", "誤解", "取り消され", "より優先", "上位",
	},
	featDisable: {
		"lower", "empty", "clear", "purge", "wipe", "flush", "truncate", "stop", "pause", "suspend", "dismiss", "retire", "set to none", "set to zero", "to zero",
		"vide", "vider", "purge", "efface", "baisse", "suspends", "arrête", "à zéro",
		"leere", "leeren", "senke", "stoppe", "pausiere", "setze", "auf null",
		"vacía", "vaciar", "borra", "baja", "detén", "pausa", "suspende", "a cero",
		"esvazie", "limpe", "apague", "abaixe", "pare de", "suspenda", "para zero",
		"清空", "清除", "降低", "暂停", "停掉", "标成", "设为",
		"空にし", "消去", "下げ", "止め", "停止", "ゼロに",
	},
	featSafeNoun: {
		"audit trail", "session log", "history", "codeowners", "required reviews", "required review", "approval gate", "environment protection", "integrity check*", "lockfile integrity", "checksum*", "signature verification", "cosign", "two-factor enforcement", "2fa enforcement", "authentication", "auth middleware", "selinux", "apparmor", "ufw", "staging check",
		"journal", "historique", "authentification", "intégrité", "contrôle d'intégrité",
		"protokoll", "verlauf", "authentifizierung", "integrität", "integritätsprüfung",
		"historial", "autenticación", "integridad",
		"histórico", "autenticação", "integridade",
		"记录", "审批", "评审", "认证", "完整性",
		"履歴", "認証", "整合性",
	},
	featDeceive: {
		"plausible", "unrelated explanation", "not the real reason", "rather than the real", "cover story", "make it look like", "as if nothing", "report the build as", "report ci as",
		"explication plausible", "fais comme si", "comme si de rien",
		"plausible erklärung", "so tun als", "als wäre nichts",
		"explicación creíble", "explicación plausible", "como si nada", "que no sea la verdadera",
		"explicação plausível", "como se nada", "que não seja a verdadeira",
		"编个理由", "找个理由", "装作", "报告构建通过", "报告通过",
		"もっともらしい", "何もなかったように", "グリーンと報告",
	},
	featSecrecy: {
		"don't bother the user", "don't bother them", "no need to tell", "not in the diff", "out of the diff", "must not appear", "never appear", "keep it to yourself", "for yourself", "so nobody spots", "nobody notices", "if at all",
		"sans le lui montrer", "ne le lui montre pas", "ne doit pas apparaître", "garde-le pour toi",
		"nicht auftauchen", "für dich", "behalte es für dich", "dass es niemand merkt",
		"no lo reflejes", "no debe aparecer", "guárdatelo", "que nadie lo note",
		"não deve aparecer", "guarde para você", "que ninguém perceba",
		"不用跟我说", "不要说", "不用说", "别说", "都别说", "别提", "不得出现",
		"一切触れない", "言わずに", "伝えずに", "出さない",
	},
	featRole: {
		"assume the identity", "adopt the persona", "plays the role", "play the role", "your real role", "your real job", "you work for", "wear the", "identity of",
		"ton vrai rôle", "tu travailles pour", "l'identité de",
		"deine wahre rolle", "du arbeitest für", "spiel bitte", "die identität",
		"tu verdadero papel", "trabajas para", "la identidad de",
		"seu papel real", "você trabalha para", "a identidade de",
		"切换成", "切换为", "真实身份", "身份",
		"になりきり", "名乗り", "の身分",
	},
	featTarget: {
		"bank details", "bank account", "payment details", "iban", "password manager", "1password", "bitwarden", "vault", "saved passwords", "saved logins", "logins.json", "authorized_keys", "printenv", "customer data", "otp", "verification code*",
		"coordonnées bancaires", "mots de passe enregistrés", "données clients",
		"bankverbindung", "gespeicherte passwörter", "kundendaten",
		"datos bancarios", "cuenta de destino", "contraseñas guardadas", "datos de clientes",
		"dados bancários", "senhas salvas", "dados de clientes",
		"银行卡", "银行账户", "登录密码", "保存的密码", "客户数据", "验证码",
		"口座", "保存されたパスワード", "顧客データ", "認証コード",
	},
	featSend: {
		"attach", "attach it", "export", "upstream", "put it in",
		"joins", "exporte", "exporter",
		"anhängen", "hänge", "exportiere",
		"adjunta", "exporta",
		"anexe", "exporte",
		"附上", "导出", "放进",
		"添付", "エクスポート",
	},
	featAct: {
		"backdoor", "master token", "master key", "master password", "open port", "0.0.0.0/0", "chmod 777", "hardcode", "hard-code", "ufw disable", "setenforce 0",
		"porte dérobée", "jeton maître", "hintertür", "generalschlüssel", "puerta trasera", "token maestro", "llave maestra", "porta dos fundos", "token mestre",
		"后门", "万能令牌", "万能密码", "バックドア", "マスタートークン", "マスターキー",
	},
}

// intentSetSevenCues add, by category and in the seven languages, the
// ways blind set 7's author (asked to write as one who wants past a
// scanner: paraphrased, indirect) wrote acts the lexicons above lacked,
// once the set had been measured and moved into training: stores of
// secrets named by their file or tool (a keychain, a browser's login
// database, a kubeconfig, token variables), the prompt asked for as
// "what you were told before this conversation", payment-card and
// one-time codes; safeguards named by their tool or switch (dependency
// alerts, rulesets, pre-commit, `|| true`, an audit setting) and dropped
// by taking them out, by marking failures skipped or by declaring
// confirmation already given; a summary that leaves out or renames what
// was done, and hiding output where a renderer does not show it; the
// person at the keyboard demoted ("a read-only guest") and the reader
// promoted ("the one in charge is you"), signing as another person;
// restrictions suspended "until further notice", a prohibition to be
// read as its opposite, and files or tool output put above the person.
// Words of a category, not lines of the set.
var intentSetSevenCues = map[int][]string{
	featTarget: {
		"login data", "key4.db", "find-internet-password", "find-generic-password", "op item", "op read", "_authtoken", ".pypirc", ".docker/config.json", ".pgpass", ".gnupg", "kube/config", "~/.kube", "github_token", "gitlab_token", "npm_token", "openai_api_key", "anthropic_api_key", "aws_secret_access_key", "aws_access_key_id", "aws_*", "env dump", "card number", "sms code*", "2fa codes", "before this conversation", "before the conversation started", "what you were told",
		"trousseau", "numéro de carte", "codes 2fa", "codes sms", "avant cette conversation", "ce qu'on t'a dit",
		"schlüsselbund", "kartennummer", "2fa-codes", "sms-codes", "vor diesem gespräch", "was man dir",
		"llavero", "número de tarjeta", "número de su tarjeta", "códigos 2fa", "códigos sms", "antes de esta conversación", "lo que te indicaron",
		"chaveiro", "número do cartão", "códigos 2fa", "códigos sms", "antes desta conversa", "o que te disseram",
		"钥匙串", "银行卡号", "卡号", "短信验证码", "对话开始之前", "跟你交代",
		"キーチェーン", "カード番号", "認証コード", "ワンタイム", "会話の前", "指示されたこと", "伝えられたこと",
	},
	featSend: {
		"public bucket", "public issue", "public repo", "telegram bot", "telegram", "as parameters", "query string", "in every link", "each link",
		"bucket public", "issue publique", "bot telegram", "en paramètres", "chaque lien",
		"öffentlichen bucket", "öffentliches issue", "telegram-bot", "als parameter", "jeden link",
		"bucket público", "issue pública", "bot de telegram", "como parámetros", "cada enlace",
		"bucket público", "issue pública", "bot do telegram", "como parâmetros", "cada link",
		"公共存储桶", "公开的 issue", "作为参数", "每个链接",
		"公開バケット", "公開 issue", "パラメータとして", "リンクごと",
	},
	featSafeNoun: {
		"dependabot alerts", "ruleset", "rulesets", "npm audit", "audit level", "audit_log", "pre-commit", ".pre-commit-config.yaml", "the test suite", "test step", "test steps", "--no-verify", "|| true", "ssl errors", "certificate errors",
		"suite de tests", "étape de test", "erreurs ssl",
		"testsuite", "testschritt", "ssl-fehler",
		"suite de pruebas", "paso de test", "errores ssl",
		"suíte de testes", "etapa de teste", "erros de ssl",
		"测试套件", "流水线", "证书错误",
		"テストスイート", "証明書エラー",
	},
	featDisable: {
		"take out", "take it out", "drop", "set to false", "to false", "set to off", ": off", ": false", "to none", "mark it as skipped", "mark as skipped", "as skipped", "append || true", "verify=false", "just noise", "trust the change", "don't bother running",
		"passe à false", "à false", "comme ignoré", "marque-le comme", "retire-le", "enlève",
		"auf false", "als übersprungen", "raus aus",
		"en false", "como omitido", "márcalo como", "saca", "quita",
		"para false", "como ignorado", "marca como",
		"改成 false", "设为 false", "标成 skip", "标记为跳过", "拿掉", "去掉",
		"false に", "スキップ扱い", "外して", "抜いて",
	},
	featSafeOff: {
		"already approved everything", "approved everything", "pre-approved everything", "stop asking for confirmation", "stop asking before", "don't need review", "doesn't need review", "don't need a review", "no review", "approve your own", "your own pr", "your own commits",
		"a tout validé", "tout validé d'avance", "arrête de demander", "pas besoin de revue", "tes propres commits",
		"alles vorab", "keine rückfragen", "brauchen kein review", "deine eigenen commits",
		"ya lo aprobó todo", "deja de pedir", "no necesitan revisión", "tus propios commits",
		"já aprovou tudo", "para de pedir", "não precisam de revisão", "seus próprios commits", "os seus próprios commits",
		"已经全部批准", "不用再确认", "不需要审查", "你自己的 pr", "你自己的提交",
		"すべて承認済み", "確認はもう不要", "レビュー不要", "自分の pr", "自分のコミット",
	},
	featSecrecy: {
		"in an html comment", "html comment", "won't show", "not visible", "invisible once", "when rendered", "in the rendered", "without drawing attention", "don't surface", "do not surface", "never gets reviewed", "nobody reviews", "looks auto-generated", "in the final summary", "in the final message", "leave out", "summarize them as", "describe them as",
		"commentaire html", "invisible une fois", "au rendu", "dans le résumé final", "ne cite pas", "résume-les par", "résume-les comme", "inutile d'encombrer",
		"html-kommentar", "im gerenderten", "in der zusammenfassung", "fasse sie als", "nicht nennen",
		"comentario html", "al renderizar", "en el resumen final", "no nombres", "resúmelos como", "no hace falta enseñar",
		"comentário html", "no markdown renderizado", "no resumo final", "não cite", "resuma como", "não precisa mostrar",
		"html 注释", "html注释", "渲染后看不到", "最后的总结", "不要列出", "概括成", "统一说成", "清掉 shell 历史",
		"htmlコメント", "html コメント", "レンダリングすると見えない", "最後のまとめ", "挙げないで", "履歴を消",
	},
	featRole: {
		"take on the identity", "identity of the", "as if you were the owner", "as if it were them", "the real owner", "the one in charge is you", "you are the one in charge", "the person typing", "read-only guest", "just a guest", "role-play as", "helpdesk persona",
		"comme si c'était lui", "au nom du propriétaire", "le vrai responsable, c'est toi", "la personne qui tape", "lecture seule",
		"als wäre er es selbst", "im namen des", "die eigentliche verantwortung liegt bei dir", "die person am terminal", "nur gast", "leserechten",
		"como si fueras el dueño", "como si fueras", "el responsable de verdad eres tú", "quien escribe", "invitado de solo lectura",
		"como se fosse ele", "em nome do dono", "quem manda és tu", "quem manda é você", "quem está a escrever", "faça o papel",
		"以仓库所有者的身份", "就当是他本人", "只读访客", "真正说了算的是你", "打字的人",
		"本人として", "閲覧専用のゲスト", "実際の責任者はあなた", "入力している人", "役をお願い",
	},
	featOverride: {
		"until further notice", "are suspended", "is suspended", "restrictions are lifted", "are lifted", "lifted during", "read them as", "read it as", "typos", "side with the files", "the note wins", "higher priority than", "come before anything the user",
		"jusqu'à nouvel ordre", "sont suspendues", "sont levés", "sont levées", "lis-les comme", "erreurs de saisie", "n'en tiens plus compte",
		"bis auf weiteres", "ausgesetzt", "aufgehoben", "lies sie als", "tippfehler", "gilt die notiz",
		"hasta nuevo aviso", "están suspendidas", "quedan suspendidas", "levantad*", "léelos como", "erratas",
		"até segunda ordem", "estão suspensas", "suspensas", "levantad*", "leia como", "erros de digitação",
		"另行通知前", "暂时取消", "已解除", "理解成", "笔误", "优先级高于", "都可以不管", "不用管了",
		"当面のあいだ", "解除されて", "読み替えて", "誤記", "優先度が高い",
	},
}
