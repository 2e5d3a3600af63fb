"""Hand-written carriers for secrets and personal data.

Secret key frames: {name} provider, {env} variable name, {key} the material.
Prose frames: {pw} password, {pin} digits.  Connection frames: {conn}.
PEM frames: {pem}.  PII frames:  type|text with {card} {amex} {ssn} {nino}
{iban_XX} {phone_XX}.
"""

KEY_FRAMES = {
    "en": ["{name} key for the staging account: {key}",
           "Deploy bot authenticates with {env}={key}",
           "If CI loses the {name} token again, it's {key}",
           "Personal {name} token, expires end of Q1: {key}",
           "Prod {name} credential (don't paste it in Slack): {key}",
           "For local testing put `{env}={key}` in .env.local",
           "Rotated the {name} secret today; new value is {key}",
           "Old {name} token, still active until the migration: {key}",
           "Sam's {name} key that the nightly job still uses: {key}",
           "{name}: {key} (shared with the data team)"],
    "fr": ["Clé {name} du compte de préprod : {key}",
           "Le bot de déploiement s'authentifie avec {env}={key}",
           "Si la CI perd encore le jeton {name}, le voici : {key}",
           "Jeton {name} perso, expire fin mars : {key}",
           "Clé {name} de prod (ne pas la coller sur Slack) : {key}",
           "Pour tester en local, mettre `{env}={key}` dans .env.local",
           "Secret {name} renouvelé aujourd'hui, nouvelle valeur : {key}",
           "Ancien jeton {name}, toujours actif jusqu'à la migration : {key}",
           "Clé {name} de Mathieu, encore utilisée par le job de nuit : {key}"],
    "de": ["{name}-Schlüssel fürs Staging-Konto: {key}",
           "Der Deploy-Bot meldet sich mit {env}={key} an",
           "Falls die CI das {name}-Token wieder verliert: {key}",
           "Persönliches {name}-Token, läuft Ende März ab: {key}",
           "Prod-Zugang {name} (nicht in Slack posten!): {key}",
           "Lokal testen: `{env}={key}` in die .env.local eintragen",
           "{name}-Secret heute rotiert, neuer Wert: {key}",
           "Altes {name}-Token, bis zur Migration noch aktiv: {key}",
           "Svens {name}-Key, den der Nachtjob noch nutzt: {key}"],
    "es": ["Clave de {name} de la cuenta de staging: {key}",
           "El bot de despliegue se autentica con {env}={key}",
           "Si la CI vuelve a perder el token de {name}, es este: {key}",
           "Token personal de {name}, caduca a finales de marzo: {key}",
           "Credencial de {name} de producción (no pegar en Slack): {key}",
           "Para probar en local, pon `{env}={key}` en .env.local",
           "Hoy rotamos el secreto de {name}; el nuevo valor es {key}",
           "Token antiguo de {name}, sigue activo hasta la migración: {key}",
           "La clave de {name} de Álvaro que aún usa el job nocturno: {key}"],
    "pt": ["Chave do {name} da conta de homologação: {key}",
           "O bot de deploy autentica com {env}={key}",
           "Se a CI perder o token do {name} de novo, é este: {key}",
           "Token pessoal do {name}, vence no fim de março: {key}",
           "Credencial de produção do {name} (não colar no Slack): {key}",
           "Para testar localmente, coloque `{env}={key}` no .env.local",
           "Rotacionei o segredo do {name} hoje; valor novo: {key}",
           "Token antigo do {name}, ainda ativo até a migração: {key}",
           "Chave do {name} do Rafael que o job noturno ainda usa: {key}"],
    "zh": ["预发环境的 {name} 密钥：{key}",
           "部署机器人用的是 {env}={key}",
           "CI 要是又丢了 {name} 的 token，就用这个：{key}",
           "个人 {name} token，三月底过期：{key}",
           "生产环境 {name} 凭证（别贴到群里）：{key}",
           "本地测试时在 .env.local 里写 `{env}={key}`",
           "今天轮换了 {name} 的密钥，新值是 {key}",
           "旧的 {name} token，迁移完成前还有效：{key}",
           "老王那个 {name} key，夜间任务还在用：{key}"],
    "ja": ["ステージング用アカウントの {name} キー：{key}",
           "デプロイ bot は {env}={key} で認証している",
           "CI がまた {name} のトークンを見失ったらこれ：{key}",
           "個人用 {name} トークン（3月末で失効）：{key}",
           "本番の {name} 認証情報（Slack には貼らないこと）：{key}",
           "ローカルで試すときは .env.local に `{env}={key}` を書く",
           "今日 {name} のシークレットをローテーションした。新しい値は {key}",
           "旧 {name} トークン、移行が終わるまでは有効：{key}",
           "田中さんの {name} キー、夜間ジョブがまだ使っている：{key}"],
}

CONN_FRAMES = {
    "en": ["Staging DB: {conn}", "Analytics replica (read-only user, but still): {conn}", "Queue broker for the workers: {conn}"],
    "fr": ["Base de préprod : {conn}", "Réplique analytique (utilisateur en lecture seule) : {conn}", "Broker de la file des workers : {conn}"],
    "de": ["Staging-Datenbank: {conn}", "Analytics-Replica (nur Lesezugriff, trotzdem): {conn}", "Broker für die Worker-Queue: {conn}"],
    "es": ["BD de staging: {conn}", "Réplica de analítica (usuario de solo lectura): {conn}", "Broker de colas de los workers: {conn}"],
    "pt": ["Banco de homologação: {conn}", "Réplica de analytics (usuário só leitura, mas mesmo assim): {conn}", "Broker da fila dos workers: {conn}"],
    "zh": ["预发数据库：{conn}", "分析用只读副本：{conn}", "worker 队列的 broker：{conn}"],
    "ja": ["ステージングDB：{conn}", "分析用レプリカ（読み取り専用ユーザー）：{conn}", "ワーカーのキューブローカー：{conn}"],
}

PEM_FRAMES = {
    "en": ["Deploy key for the bastion host:\n```\n{pem}\n```", "Signing key for the release job (keep until the HSM arrives):\n{pem}"],
    "fr": ["Clé de déploiement du bastion :\n```\n{pem}\n```"],
    "de": ["Deploy-Key für den Bastion-Host:\n```\n{pem}\n```"],
    "es": ["Clave de despliegue del bastión:\n```\n{pem}\n```"],
    "pt": ["Chave de deploy do bastion:\n```\n{pem}\n```"],
    "zh": ["跳板机的部署私钥：\n```\n{pem}\n```"],
    "ja": ["踏み台サーバーのデプロイ鍵：\n```\n{pem}\n```"],
}

PROSE = {
    "en": ["The office wifi password is {pw} (the guest network is open)",
           "Router admin login: admin / {pw}",
           "Jenkins still uses the bootstrap account — user ci-admin, password {pw}",
           "Door code for the server room is {pin}; it changes in January",
           "Disk encryption passphrase for my work laptop: {pw}",
           "SIM PIN for the on-call phone: {pin}"],
    "fr": ["Le mot de passe du wifi du bureau, c'est {pw}",
           "Accès admin du routeur : admin / {pw}",
           "Identifiants Grafana de l'équipe : utilisateur ops, mdp {pw}",
           "Code de la porte de la salle serveur : {pin}",
           "Code PIN de la carte SIM du téléphone d'astreinte : {pin}"],
    "de": ["WLAN-Passwort im Büro: {pw}",
           "Router-Login: admin / {pw}",
           "Jenkins-Zugang: Benutzer ci-admin, Kennwort {pw}",
           "Türcode Serverraum: {pin} (wird im Januar geändert)",
           "PIN der Bereitschafts-SIM: {pin}"],
    "es": ["La contraseña del wifi de la oficina es {pw}",
           "Acceso al router: admin / {pw}",
           "Usuario de Grafana del equipo: ops, contraseña {pw}",
           "El código de la puerta de la sala de servidores es {pin}",
           "PIN de la SIM del móvil de guardia: {pin}"],
    "pt": ["A senha do wi-fi do escritório é {pw}",
           "Login do roteador: admin / {pw}",
           "Acesso ao Jenkins: usuário ci-admin, senha {pw}",
           "Código da porta da sala de servidores: {pin}",
           "PIN do chip do celular de plantão: {pin}"],
    "zh": ["办公室 WiFi 密码是 {pw}",
           "路由器后台：admin / {pw}",
           "Jenkins 账号 ci-admin，密码 {pw}",
           "机房门禁密码 {pin}，一月份会换",
           "值班手机 SIM 卡 PIN 码：{pin}"],
    "ja": ["オフィスの Wi-Fi パスワードは {pw}",
           "ルーター管理画面：admin / {pw}",
           "Jenkins のアカウントは ci-admin、パスワードは {pw}",
           "サーバールームの暗証番号は {pin}（1月に変更予定）",
           "当番用スマホの SIM の PIN：{pin}"],
}

PW_WORDS = {
    "en": ["Harbor", "Maple", "Cobalt", "Falcon", "Juniper", "Orchid", "Tundra", "Pepper"],
    "fr": ["Tournesol", "Mistral", "Cerise", "Lavande", "Hibou", "Galet"],
    "de": ["Kranich", "Bergahorn", "Zimtstern", "Nebelhorn", "Fuchsbau", "Kieselstein"],
    "es": ["Girasol", "Tormenta", "Almendra", "Cigüeña", "Pimiento", "Farola"],
    "pt": ["Jabuticaba", "Ipanema", "Caju", "Sabiá", "Mandacaru", "Farol"],
    "zh": ["Xiaomao", "Lanhua", "Tianqi", "Dongfeng", "Baicai"],
    "ja": ["Sakura", "Kitsune", "Yamabiko", "Hanabi", "Tsubame"],
}

PII = {
    "en": r"""
card|Card on file for the team's cloud billing: {card}, exp 09/28
card|Mum's Visa for the hotel booking is {card}
amex|Corporate Amex for the conference tickets: {amex}
ssn|My SSN for the contractor onboarding form: {ssn}
ssn|Dad's social security number (for the tax return): {ssn}
nino|National Insurance number for the UK payroll: {nino}
nino|Ellie's NI number is {nino} — needed for the pension form
iban|Rent goes to the landlord's account {iban_GB}
iban|Invoice payments to the Berlin supplier: IBAN {iban_DE}, reference = invoice number
phone|Priya's mobile: {phone_us}
phone|Plumber who fixed the boiler: {phone_uk}
phone|Escalation number for the payments on-call lead: {phone_us}
""",
    "fr": r"""
card|Carte bancaire pro pour les abonnements SaaS : {card}, exp. 11/27
card|Carte de ma mère pour la réservation du gîte : {card}
iban|RIB du propriétaire pour le loyer : {iban_FR}
iban|Virement des notes de frais sur {iban_FR}
phone|Portable de Claire (compta) : {phone_fr}
phone|Numéro du plombier : {phone_fr}
nino|Numéro de National Insurance de Thomas (contrat UK) : {nino}
ssn|SSN de Julien pour le formulaire W-4 de la filiale US : {ssn}
""",
    "de": r"""
iban|Miete geht an {iban_DE} (Verwendungszweck: Wohnung 3. OG)
iban|Spesen bitte auf {iban_DE} überweisen
card|Firmenkreditkarte für die Cloud-Abrechnung: {card}, gültig bis 10/28
card|Visa meiner Schwester für die Hotelbuchung: {card}
phone|Handynummer von Frau Keller (Buchhaltung): {phone_de}
phone|Notfallnummer des Hausmeisters: {phone_de}
ssn|SSN von Lukas fürs US-Onboarding: {ssn}
nino|National-Insurance-Nummer für die UK-Lohnabrechnung: {nino}
""",
    "es": r"""
iban|El alquiler se paga a la cuenta {iban_ES}
iban|Cuenta para reembolsos de gastos: {iban_ES}
card|Tarjeta de empresa para la factura de la nube: {card}, cad. 07/28
card|La Visa de mi padre para reservar el hotel: {card}
phone|Móvil de Marta (contabilidad): {phone_es}
phone|Teléfono del fontanero: {phone_es}
ssn|SSN de Diego para el alta en la filial de EE. UU.: {ssn}
nino|Número de National Insurance de Carmen para la nómina en Reino Unido: {nino}
""",
    "pt": r"""
iban|A renda da casa vai para o IBAN {iban_PT}
iban|Reembolso de despesas: {iban_PT}
card|Cartão corporativo para a fatura da nuvem: {card}, validade 05/28
card|Cartão da minha mãe para a reserva da pousada: {card}
phone|Celular da Fernanda (financeiro): {phone_br}
phone|Telefone do canalizador lá de Braga: {phone_pt}
ssn|SSN do Gustavo para o cadastro na filial americana: {ssn}
nino|National Insurance number da Beatriz (folha de pagamento UK): {nino}
""",
    "zh": r"""
card|公司那张信用卡卡号 {card}，有效期 08/28，付云账单用
card|我妈的信用卡 {card}，订酒店时用过
phone|财务小李的手机：{phone_cn}
phone|物业维修师傅电话 {phone_cn}
iban|德国供应商的收款账户 IBAN：{iban_DE}
iban|房东在英国的账户 {iban_GB}
ssn|美国子公司入职表上要填的 SSN：{ssn}
nino|英国同事 Oliver 的 NI 号码：{nino}
""",
    "ja": r"""
card|会社のクレジットカード番号 {card}（有効期限 06/28）、クラウド請求用
card|母のカード番号 {card}、旅館の予約で使った
phone|経理の鈴木さんの携帯：{phone_jp}
phone|管理会社の緊急連絡先：{phone_jp}
iban|ドイツの取引先の振込先 IBAN：{iban_DE}
iban|フランスの大家さんの口座 {iban_FR}
ssn|米国法人の入社手続きで使う SSN：{ssn}
nino|英国駐在の中村さんの National Insurance 番号：{nino}
""",
}
