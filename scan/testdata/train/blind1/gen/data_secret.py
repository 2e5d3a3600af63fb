"""Secrets embedded in memory lines. Key material is random (seeded) with the
right prefix / length / charset for each format."""
import json, uuid
from common import *

R = RNG
A27 = string.ascii_uppercase + "234567"


def aws_id(prefix="AKIA"): return prefix + rs(A27, 16)
def aws_secret(): return rs(ALNUM + "/+", 40)
def ghp(p="ghp_"): return p + rs(ALNUM, 36)
def gh_fine(): return "github_pat_" + rs(UPPER_ALNUM, 22) + "_" + rs(ALNUM, 59)
def glpat(): return "glpat-" + rs(ALNUM + "-_", 20)
def npm(): return "npm_" + rs(ALNUM, 36)
def pypi(): return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, 150)
def sendgrid(): return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
def google(): return "AIza" + rs(B64URL, 35)
def hf(): return "hf_" + rs(string.ascii_letters, 34)
def do(): return "dop_v1_" + rs(HEX, 64)
def mailgun(): return "key-" + rs(HEX, 32)
def heroku(): return str(uuid.UUID(int=R.getrandbits(128), version=4))
def discord():
    uid = str(R.randint(10**17, 10**19 - 1)).encode()
    return b64url_nopad(uid) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
def dd(): return rs(HEX, 32)
def dd_app(): return rs(HEX, 40)
def slack_bot(): return f"xoxb-{R.randint(10**10, 10**11-1)}-{R.randint(10**12, 10**13-1)}-{rs(ALNUM, 24)}"
def slack_user(): return f"xoxp-{R.randint(10**10, 10**11-1)}-{R.randint(10**10, 10**11-1)}-{R.randint(10**12, 10**13-1)}-{rs(HEX, 32)}"
def slack_hook(): return f"https://hooks.slack.com/services/T{rs(UPPER_ALNUM, 8)}/B{rs(UPPER_ALNUM, 10)}/{rs(ALNUM, 24)}"
def stripe(p="sk_live_", n=24): return p + rs(ALNUM, n)
def openai_legacy(): return "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20)
def openai_proj(): return "sk-proj-" + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)
def anthropic(): return "sk-ant-api03-" + rs(B64URL, 93) + "AA"
def jwt(sub, role):
    h = b64url_nopad(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    iat = R.randint(1735000000, 1760000000)
    p = b64url_nopad(json.dumps({"sub": sub, "role": role, "iat": iat, "exp": iat + 31536000}, separators=(",", ":")).encode())
    return f"{h}.{p}.{rs(B64URL, 43)}"
def pem_body(prefix, nlines):
    body = prefix + rs(B64, 64 - len(prefix))
    lines = [body] + [rs(B64, 64) for _ in range(nlines - 1)] + [rs(B64, R.randint(20, 60)) + "="]
    return lines
def pw(): 
    words = ["Marmot", "velvet", "Quarry", "lantern", "Cobalt", "thistle", "Nimbus", "juniper", "Falcon", "saffron", "Orchid", "pylon", "Glacier", "ember", "Tundra", "walnut"]
    sym = "!#$%&*?@-_."
    return R.choice(words) + R.choice(sym) + R.choice(words) + str(R.randint(10, 99)) + R.choice(sym)
def pw_rand(n=14): return rs(ALNUM + "!#%&*@^", n)
def twilio_sid(): return "AC" + rs(HEX, 32)
def az_key(): return base64.b64encode(bytes(R.getrandbits(8) for _ in range(64))).decode()
def telegram(): return f"{R.randint(10**9, 8*10**9)}:AA{rs(B64URL, 33)}"
def shopify(): return "shpat_" + rs(HEX, 32)
def databricks(): return "dapi" + rs(HEX, 32)
def linear(): return "lin_api_" + rs(ALNUM, 40)
def vault(): return "hvs." + rs(ALNUM + "_-", 90)
def postman(): return f"PMAK-{rs(HEX, 24)}-{rs(HEX, 34)}"


def rows():
    out = []
    def add(lang, text, note): out.append((lang, text, note))
    # AWS
    add("en", f"AWS creds for the billing sandbox: AWS_ACCESS_KEY_ID={aws_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}", "AWS access key id + secret key pair in env form")
    add("en", f"The CI deploy user is ci-deployer, access key {aws_id()}, secret {aws_secret()} — region eu-west-1.", "AWS id + secret in prose")
    add("en", f"Temporary STS creds from yesterday's incident: {aws_id('ASIA')} / {aws_secret()}", "AWS temporary (ASIA) key id + secret")
    add("de", f"AWS-Zugang fürs Staging: Key-ID {aws_id()}, geheimer Schlüssel {aws_secret()}", "AWS pair in German prose")
    add("en", f"aws_secret_access_key = {aws_secret()} (profile: analytics)", "AWS secret key alone, credentials-file syntax")
    # GitHub
    add("en", f"GitHub token for the release bot: {ghp()}", "GitHub classic PAT ghp_")
    add("en", f"Use GH_TOKEN={gh_fine()} when running the changelog script locally.", "GitHub fine-grained PAT github_pat_")
    add("fr", f"Jeton GitHub de l'intégration Renovate : {ghp('gho_')}", "GitHub OAuth token gho_ (fr)")
    add("en", f"Actions app installation token (expires hourly but still): {ghp('ghs_')}", "GitHub server token ghs_")
    # GitLab / npm / PyPI
    add("en", f"GitLab PAT for mirroring the monorepo: {glpat()}", "GitLab glpat-")
    add("es", f"Token de GitLab para el runner de la oficina: {glpat()}", "GitLab glpat- (es)")
    add("en", f".npmrc line that works for publishing: //registry.npmjs.org/:_authToken={npm()}", "npm token in .npmrc")
    add("en", f"PyPI upload token for the sdk package: {pypi()}", "PyPI API token")
    add("pt", f"Token do PyPI para publicar a biblioteca interna: {pypi()}", "PyPI token (pt)")
    # SendGrid/Google/HF/DO/Mailgun
    add("en", f"SendGrid key for transactional mail: {sendgrid()}", "SendGrid SG.x.y")
    add("en", f"Maps JS key (unrestricted, fix later): {google()}", "Google API key AIza")
    add("ja", f"Google Maps の API キー：{google()}（本番用）", "Google API key (ja)")
    add("en", f"Hugging Face token with write scope for the model repo: {hf()}", "Hugging Face hf_")
    add("zh", f"Hugging Face 访问令牌：{hf()}，用来下载私有模型。", "Hugging Face hf_ (zh)")
    add("en", f"DigitalOcean API token for terraform: {do()}", "DigitalOcean dop_v1_")
    add("en", f"Mailgun API key (domain mg.acme-mail.io): {mailgun()}", "Mailgun key-")
    # Heroku / Discord / Datadog
    add("en", f"HEROKU_API_KEY={heroku()} is what the old pipeline used for `heroku releases`.", "Heroku API key (UUID) with HEROKU_API_KEY context")
    add("en", f"heroku auth token for the marketing app: {heroku()}", "Heroku UUID token in prose")
    add("en", f"Discord bot token for the build-status bot: {discord()}", "Discord bot token")
    add("de", f"Token des Discord-Bots für den Community-Server: {discord()}", "Discord bot token (de)")
    add("en", f"Datadog API key: {dd()} and app key {dd_app()}", "Datadog API key (32 hex) + app key (40 hex)")
    add("en", f"DD_API_KEY={dd()} in the agent config on the build hosts.", "Datadog 32-hex key in env form")
    # Slack
    add("en", f"Slack bot token for #deploys notifier: {slack_bot()}", "Slack xoxb-")
    add("en", f"My personal Slack user token (for the export script): {slack_user()}", "Slack xoxp-")
    add("en", f"Incoming webhook for alerts: {slack_hook()}", "Slack incoming webhook URL")
    # Stripe
    add("en", f"Stripe live secret key: {stripe()}", "Stripe sk_live_")
    add("es", f"Clave secreta de Stripe en producción: {stripe('sk_live_', 99)}", "Stripe sk_live_ long form (es)")
    add("en", f"Restricted Stripe key used by the reporting job: {stripe('rk_live_', 24)}", "Stripe restricted rk_live_")
    # OpenAI / Anthropic
    add("en", f"OPENAI_API_KEY={openai_proj()}", "OpenAI project key sk-proj-")
    add("en", f"Old OpenAI key still used by the summarizer cron: {openai_legacy()}", "OpenAI legacy sk- key")
    add("en", f"Anthropic key for the eval harness: {anthropic()}", "Anthropic sk-ant-api03-")
    add("fr", f"Clé API Anthropic du projet de résumé : {anthropic()}", "Anthropic key (fr)")
    add("zh", f"OpenAI 的 API Key 是 {openai_proj()}，先别轮换。", "OpenAI key (zh)")
    # JWT
    add("en", f"Long-lived service JWT for the internal API: {jwt('svc-reporting', 'service')}", "JWT (HS256)")
    add("pt", f"JWT de administrador para testar o painel: {jwt('admin@acme.io', 'admin')}", "JWT (pt)")
    add("en", f"Supabase service_role key: {jwt('supabase', 'service_role')}", "JWT as Supabase service role key")
    # PEM
    add("en", "Deploy key for the infra repo:\n-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(pem_body("b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 5)) + "\n-----END OPENSSH PRIVATE KEY-----", "PEM OpenSSH private key, multi-line")
    add("en", 'PRIVATE_KEY="-----BEGIN RSA PRIVATE KEY-----\\n' + "\\n".join(pem_body("MIIEowIBAAKCAQEA", 7)) + '\\n-----END RSA PRIVATE KEY-----" for signing webhooks', "PEM RSA key on one line with literal \\n escapes")
    add("en", "TLS key for the local proxy: -----BEGIN EC PRIVATE KEY----- " + " ".join(pem_body("MHcCAQEEI", 2)) + " -----END EC PRIVATE KEY-----", "PEM EC private key, single line with spaces")
    add("en", '{"type": "service_account", "project_id": "acme-prod-391204", "private_key_id": "' + rs(HEX, 40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + "\\n".join(pem_body("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC", 3)) + '\\n-----END PRIVATE KEY-----\\n"} — GCP SA for BigQuery', "GCP service-account JSON with PKCS8 key")
    # DB strings
    add("en", f"Prod read replica: postgres://analytics:{pw_rand(18)}@db-replica.internal.acme.io:5432/warehouse", "postgres URL with password")
    add("en", f"DATABASE_URL=postgresql://app_user:{pw()}@10.20.3.14:5432/orders?sslmode=require", "postgresql URL with password, env form")
    add("en", f"mongo connection: mongodb+srv://svc_ingest:{pw_rand(16)}@cluster0.x7kq2.mongodb.net/events?retryWrites=true", "mongodb+srv with password")
    add("de", f"MySQL der Legacy-App: mysql://root:{pw()}@legacy-db.lan:3306/shop", "mysql URL with password (de)")
    add("en", f"Redis for the job queue: rediss://default:{rs(ALNUM, 32)}@redis-17263.c1.eu-central-1.cache.example.net:17263", "redis URL with password")
    add("en", f"SQL Server conn string: Server=tcp:acme-sql.database.windows.net,1433;Database=crm;User ID=crm_admin;Password={pw()};Encrypt=True;", "ADO.NET connection string with Password=")
    add("en", f"RabbitMQ: amqp://worker:{pw_rand(12)}@mq.internal:5672/%2F", "amqp URL with password")
    add("es", f"Cadena de conexión de la base de datos de pruebas: postgres://qa:{pw()}@qa-db.oficina.local/qa", "postgres URL with password (es)")
    # misc providers
    add("en", f"Twilio account {twilio_sid()}, auth token {rs(HEX, 32)}", "Twilio SID + auth token")
    add("en", f"Azure storage: DefaultEndpointsProtocol=https;AccountName=acmeprodlogs;AccountKey={az_key()};EndpointSuffix=core.windows.net", "Azure storage connection string")
    add("en", f"Telegram bot for on-call pings: {telegram()}", "Telegram bot token")
    add("en", f"Shopify admin API access token: {shopify()}", "Shopify shpat_")
    add("en", f"Databricks PAT for the notebooks job: {databricks()}", "Databricks dapi token")
    add("en", f"Linear API key (mine): {linear()}", "Linear lin_api_")
    add("en", f"Vault root token from the rebuild: {vault()}", "HashiCorp Vault hvs. token")
    add("en", f"Postman API key for syncing the collection: {postman()}", "Postman PMAK key")
    add("en", f"Clone over HTTPS with https://deploy:{pw_rand(20)}@git.acme-internal.io/platform/infra.git", "basic-auth credentials in git URL")
    # prose passwords
    add("en", f"The office wifi password is {pw()}", "password in prose (wifi)")
    add("en", f"Login for the staging box is admin / {pw()}", "username / password pair in prose")
    add("en", f"Router admin panel: user 'admin', pass {pw_rand(12)}", "router credentials")
    add("en", f"My NAS root password: {pw()} — don't lose it.", "personal password in prose")
    add("fr", f"Mot de passe du compte OVH : {pw()}", "password in prose (fr: mot de passe)")
    add("fr", f"Identifiants du Jenkins de recette : admin / {pw_rand(14)}", "credentials pair (fr)")
    add("de", f"Passwort für das Grafana-Admin-Konto: {pw()}", "password in prose (de: Passwort)")
    add("de", f"Das WLAN-Kennwort im Büro lautet {pw()}", "password in prose (de: Kennwort)")
    add("es", f"contraseña del servidor FTP del cliente: {pw()}", "password in prose (es: contraseña)")
    add("es", f"Usuario root de la Raspberry: pi, clave {pw_rand(12)}", "credentials (es: clave)")
    add("pt", f"senha do banco de homologação: {pw()}", "password in prose (pt: senha)")
    add("pt", f"O login do painel da hospedagem é suporte@acme.com.br e a senha é {pw_rand(13)}", "credentials (pt)")
    add("zh", f"测试服务器的 root 密码是 {pw()}", "password in prose (zh: 密码)")
    add("zh", f"公司 Wi-Fi 密码：{pw_rand(12)}", "wifi password (zh)")
    add("ja", f"ステージング環境の管理者パスワードは {pw()} です。", "password in prose (ja: パスワード)")
    add("ja", f"社内VPNのログイン：ユーザー名 tanaka、パスワード {pw_rand(14)}", "credentials (ja)")
    return out
