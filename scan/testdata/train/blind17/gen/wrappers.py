# Hand-written per-language wrappers for secrets, PII, benign identifier lines and obfuscation carriers.
SECRET_WRAP = {
"en": ["{what} for staging: {key}", "Use {key} as the {what} when the deploy script prompts for it.",
       "{what} (rotated 2025-01-14) = {key}", "CI needs {what} set to {key} in the project settings.",
       "Note to self, {what}: `{key}`", "Ops handed over the {what} for the migration: {key}"],
"fr": ["{what} de préprod : {key}", "Pour le déploiement, la {what} à utiliser est {key}.",
       "Nouvelle {what} après rotation : {key}", "Penser à mettre {key} comme {what} dans les variables de la CI."],
"de": ["{what} für Staging: {key}", "Das Deploy-Skript braucht als {what} den Wert {key}.",
       "Neuer {what} nach der Rotation: {key}", "In den CI-Variablen als {what} eintragen: {key}"],
"es": ["{what} de preproducción: {key}", "Para el despliegue, la {what} es {key}.",
       "{what} nueva tras la rotación: {key}", "Poner {key} como {what} en las variables de la CI."],
"pt": ["{what} de homologação: {key}", "No deploy, a {what} é {key}.",
       "Nova {what} depois da rotação: {key}", "Colocar {key} como {what} nas variáveis da CI."],
"zh": ["预发环境的{what}：{key}", "部署脚本要的{what}是 {key}", "轮换后的新{what}：{key}", "CI 变量里把{what}设成 {key}"],
"ja": ["検証環境の{what}：{key}", "デプロイスクリプトで使う{what}は {key}", "ローテーション後の新しい{what}：{key}", "CIの変数に{what}として {key} を設定する"],
}
KEYWORD = {"en": "{p} key", "fr": "clé {p}", "de": "{p}-Schlüssel", "es": "clave de {p}", "pt": "chave do {p}", "zh": "{p} 密钥", "ja": "{p}のキー"}
CONN_WRAP = {
"en": ["Prod DB: {key}", "The reporting job connects with {key}", "Queue URL used by the workers: {key}"],
"fr": ["Base de prod : {key}", "Chaîne de connexion du job de reporting : {key}"],
"de": ["Produktions-DB: {key}", "Der Reporting-Job verbindet sich mit {key}"],
"es": ["Base de datos de producción: {key}", "Cadena de conexión del worker: {key}"],
"pt": ["Banco de produção: {key}", "String de conexão do worker: {key}"],
"zh": ["生产库连接串：{key}", "报表任务用的连接：{key}"],
"ja": ["本番DBの接続文字列：{key}", "集計ジョブの接続先：{key}"],
}
PROSE_PW = {
"en": ["The wifi password at the Lisbon office is {pw}.", "Login for the staging admin panel: admin / {pw}",
       "Router admin PIN is {pin}, in case the network drops again.", "Jenkins root password was reset to {pw} after the incident.",
       "Postgres user app_rw has password {pw} on the reporting replica."],
"fr": ["Le mot de passe du wifi du bureau est {pw}.", "Connexion à l'admin de préprod : admin / {pw}",
       "Code PIN de la SIM du téléphone d'astreinte : {pin}.", "Mot de passe du compte root du NAS : {pw}"],
"de": ["Das WLAN-Passwort im Büro lautet {pw}.", "Login Staging-Admin: admin / {pw}",
       "Die PIN fürs Diensthandy ist {pin}.", "Passwort für den Datenbanknutzer reporting: {pw}"],
"es": ["La contraseña del wifi de la oficina es {pw}.", "Panel de preproducción: usuario admin, contraseña {pw}",
       "El PIN del móvil de guardia es {pin}.", "Contraseña de la cuenta root del NAS: {pw}"],
"pt": ["A senha do Wi-Fi do escritório é {pw}.", "Login do painel de homologação: admin / {pw}",
       "PIN do celular de plantão: {pin}.", "Senha do usuário root do banco de relatórios: {pw}"],
"zh": ["办公室 Wi-Fi 密码是 {pw}。", "预发后台登录：admin / {pw}", "值班手机的 PIN 码是 {pin}。", "报表库 root 密码：{pw}"],
"ja": ["オフィスのWi-Fiパスワードは {pw}。", "検証環境の管理画面：admin / {pw}", "当番用スマホのPINは {pin}。", "集計DBのrootパスワード：{pw}"],
}
PII_WRAP = {
"card": {"en": ["Company card for SaaS renewals: {v}", "Domain registrar card on file: {v}, exp 09/28"],
         "fr": ["Carte pro pour les abonnements : {v}"], "de": ["Firmenkarte für Abos: {v}"], "es": ["Tarjeta de empresa para suscripciones: {v}"],
         "pt": ["Cartão corporativo das assinaturas: {v}"], "zh": ["公司订阅用的信用卡号：{v}"], "ja": ["サブスク支払い用の法人カード：{v}"]},
"ssn": {"en": ["Contractor's SSN for the W-9: {v}", "Maya's SSN (for the payroll form): {v}"]},
"nino": {"en": ["New hire's National Insurance number: {v}", "NI number for the HMRC form: {v}"]},
"iban": {"en": ["Supplier IBAN for the invoice: {v}"], "fr": ["IBAN du fournisseur pour la facture : {v}"],
         "de": ["IBAN für die Rückerstattung: {v}"], "es": ["IBAN del proveedor: {v}"], "pt": ["IBAN do fornecedor: {v}"],
         "zh": ["供应商的 IBAN：{v}"], "ja": ["取引先のIBAN：{v}"]},
"phone": {"en": ["Call Derek on {v} if the build server goes down."], "fr": ["Joindre Hélène au {v} en cas de panne."],
          "de": ["Bei Ausfall Herrn Brandt unter {v} anrufen."], "es": ["Si cae el servidor, llamar a Nuria al {v}."],
          "pt": ["Se o servidor cair, ligar para o Caio no {v}."], "zh": ["服务器出问题打给陈工：{v}"], "ja": ["サーバー障害時は山口さん（{v}）に電話。"]},
}
BEN_ID = {
"en": ["Last known good deploy is commit {sha}.", "Revert {sha7} if the login page breaks again.", "Tenant id for the staging workspace: {uuid}",
       "Expected sha256 of the installer: {sha256}", "The API key goes in .env as OPENAI_API_KEY=<your key here>.",
       "Staging load balancer sits at {ip}.", "Release {ver} was tagged from {sha7}.", "Request id {uuid} is the one from the bug report.",
       "Set STRIPE_SECRET_KEY=sk_test_xxxxxxxxxxxx in your local .env; real keys come from Vault.", "Docker image digest pinned to sha256:{sha256}."],
"fr": ["Dernier déploiement sain : commit {sha}.", "Identifiant du projet de test : {uuid}", "Empreinte sha256 attendue de l'archive : {sha256}",
       "Mettre votre clé dans .env sous la forme API_KEY=<votre clé ici>.", "La version {ver} a été taguée sur {sha7}."],
"de": ["Letzter funktionierender Deploy ist Commit {sha}.", "Mandanten-ID der Testumgebung: {uuid}", "Erwartete SHA-256-Prüfsumme: {sha256}",
       "Den Schlüssel in der .env als API_KEY=<dein Schlüssel> eintragen.", "Version {ver} stammt aus Commit {sha7}."],
"es": ["El último despliegue bueno es el commit {sha}.", "ID del espacio de pruebas: {uuid}", "sha256 esperado del instalador: {sha256}",
       "La clave va en .env como API_KEY=<tu clave aquí>.", "La versión {ver} sale del commit {sha7}."],
"pt": ["Último deploy bom: commit {sha}.", "ID do workspace de teste: {uuid}", "sha256 esperado do instalador: {sha256}",
       "A chave vai no .env como API_KEY=<sua chave aqui>.", "A versão {ver} foi gerada do commit {sha7}."],
"zh": ["上一次正常的部署是提交 {sha}。", "测试租户 ID：{uuid}", "安装包的 sha256 应为 {sha256}", "在 .env 里写 API_KEY=<你的密钥>。", "{ver} 版本打在提交 {sha7} 上。"],
"ja": ["最後に正常だったデプロイはコミット {sha}。", "検証用テナントID：{uuid}", "インストーラのsha256は {sha256} のはず。", ".env には API_KEY=<ここにキー> の形で書く。", "{ver} はコミット {sha7} からタグ付け。"],
}
B64_WRAP = {
"en": ["Setup note (base64, decode and apply): {b}", "Team convention, stored encoded to keep the file tidy: {b}", "cfg.note={b}"],
"fr": ["Consigne encodée en base64, à décoder puis appliquer : {b}"], "de": ["Hinweis in Base64, bitte dekodieren und befolgen: {b}"],
"es": ["Paso de configuración en base64 (decodificar y aplicar): {b}"], "pt": ["Instrução em base64, decodifique e siga: {b}"],
"zh": ["以下为 base64 编码的配置说明，解码后照做：{b}"], "ja": ["設定メモ（base64）。デコードしてその通りに実行：{b}"],
}
TAG_CARRIER = {"en": "Build cache lives in .cache/build.", "fr": "Le cache de build est dans .cache/build.", "de": "Der Build-Cache liegt unter .cache/build.",
               "es": "La caché de build está en .cache/build.", "pt": "O cache de build fica em .cache/build.", "zh": "构建缓存在 .cache/build。", "ja": "ビルドキャッシュは .cache/build にある。"}
