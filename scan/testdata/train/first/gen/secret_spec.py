"""Secret lines: provider key formats, JWTs, PEM keys, connection strings and
passwords / PINs stated in prose.

FORMATS is a list of (format name, generator, [(lang, template), ...]).
Each template yields one line; "{k}" is replaced by fresh key material
(a new key per template), "{k2}" by a second value from the same generator's
companion when the generator returns a tuple.
"""
import json

from common import (ALNUM, B32, B64, B64URL, BECH32, DIGITS, HEX, HEXU, LOWER,
                    UPPER, b64url_nopad, rbytes, rs)
import base64


def _uuid(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def _jwt(r, alg="HS256", claims=None):
    header = b64url_nopad(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
    iat = r.randint(1_700_000_000, 1_760_000_000)
    payload = {"sub": _uuid(r), "iat": iat, "exp": iat + r.choice([3600, 86400, 31536000])}
    if claims:
        payload.update(claims)
    body = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    sig_len = 32 if alg.startswith("HS") else 256
    return "%s.%s.%s" % (header, body, b64url_nopad(rbytes(r, sig_len)))


def _pem_body(r, head, n):
    return head + rs(r, B64, n)


G = {
    "aws_akid": lambda r: ("AKIA" + rs(r, B32, 16), rs(r, B64, 40)),
    "aws_asia": lambda r: ("ASIA" + rs(r, B32, 16), "IQoJb3JpZ2luX2VjE" + rs(r, B64, 180)),
    "github_classic": lambda r: "ghp_" + rs(r, ALNUM, 36),
    "github_oauth": lambda r: "gho_" + rs(r, ALNUM, 36),
    "github_app": lambda r: "ghs_" + rs(r, ALNUM, 36),
    "github_user_to_server": lambda r: "ghu_" + rs(r, ALNUM, 36),
    "github_refresh": lambda r: "ghr_" + rs(r, ALNUM, 76),
    "github_fine_grained": lambda r: "github_pat_11" + rs(r, UPPER + DIGITS, 20) + "_" + rs(r, ALNUM, 59),
    "gitlab_pat": lambda r: "glpat-" + rs(r, ALNUM + "-_", 20),
    "gitlab_trigger": lambda r: "glptt-" + rs(r, HEX, 40),
    "gitlab_runner": lambda r: "glrt-" + rs(r, ALNUM + "-_", 20),
    "gitlab_deploy": lambda r: "gldt-" + rs(r, ALNUM + "-_", 20),
    "npm": lambda r: "npm_" + rs(r, ALNUM, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + rs(r, B64URL, 140),
    "sendgrid": lambda r: "SG." + rs(r, B64URL, 22) + "." + rs(r, B64URL, 43),
    "google_api": lambda r: "AIza" + rs(r, B64URL, 35),
    "google_oauth_secret": lambda r: "GOCSPX-" + rs(r, B64URL, 28),
    "google_oauth_access": lambda r: "ya29.a0A" + rs(r, B64URL, 150),
    "huggingface": lambda r: "hf_" + rs(r, UPPER + LOWER, 34),
    "digitalocean_pat": lambda r: "dop_v1_" + rs(r, HEX, 64),
    "digitalocean_oauth": lambda r: "doo_v1_" + rs(r, HEX, 64),
    "mailgun": lambda r: "key-" + rs(r, HEX, 32),
    "heroku": lambda r: "HRKU-AA" + rs(r, B64URL, 58),
    "discord_bot": lambda r: r.choice("MNO") + rs(r, ALNUM, 25) + "." + rs(r, B64URL, 6) + "." + rs(r, B64URL, 38),
    "discord_webhook": lambda r: "https://discord.com/api/webhooks/1" + rs(r, DIGITS, 18) + "/" + rs(r, B64URL, 68),
    "datadog_api": lambda r: rs(r, HEX, 32),
    "datadog_app": lambda r: rs(r, HEX, 40),
    "slack_bot": lambda r: "xoxb-" + rs(r, DIGITS, 11) + "-" + rs(r, DIGITS, 13) + "-" + rs(r, ALNUM, 24),
    "slack_user": lambda r: "xoxp-" + rs(r, DIGITS, 11) + "-" + rs(r, DIGITS, 11) + "-" + rs(r, DIGITS, 13) + "-" + rs(r, HEX, 32),
    "slack_app": lambda r: "xapp-1-A" + rs(r, UPPER + DIGITS, 10) + "-" + rs(r, DIGITS, 13) + "-" + rs(r, HEX, 64),
    "slack_webhook": lambda r: "https://hooks.slack.com/services/T" + rs(r, UPPER + DIGITS, 10) + "/B" + rs(r, UPPER + DIGITS, 10) + "/" + rs(r, ALNUM, 24),
    "stripe_secret": lambda r: "sk_live_51" + rs(r, ALNUM, 97),
    "stripe_restricted": lambda r: "rk_live_51" + rs(r, ALNUM, 97),
    "stripe_webhook": lambda r: "whsec_" + rs(r, ALNUM, 32),
    "openai_project": lambda r: "sk-proj-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74),
    "openai_legacy": lambda r: "sk-" + rs(r, ALNUM, 20) + "T3BlbkFJ" + rs(r, ALNUM, 20),
    "openai_svcacct": lambda r: "sk-svcacct-" + rs(r, B64URL, 74) + "T3BlbkFJ" + rs(r, B64URL, 74),
    "anthropic": lambda r: "sk-ant-api03-" + rs(r, B64URL, 93) + "AA",
    "anthropic_admin": lambda r: "sk-ant-admin01-" + rs(r, B64URL, 93) + "AA",
    "twilio_api_key": lambda r: ("SK" + rs(r, HEX, 32), rs(r, ALNUM, 32)),
    "twilio_auth": lambda r: ("AC" + rs(r, HEX, 32), rs(r, HEX, 32)),
    "azure_storage_key": lambda r: base64.b64encode(rbytes(r, 64)).decode(),
    "azure_ad_client_secret": lambda r: rs(r, ALNUM, 3) + "8Q~" + rs(r, ALNUM + "_~.-", 34),
    "azure_sas": lambda r: "sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2026-03-31T17:00:00Z&st=2025-03-01T09:00:00Z&spr=https&sig=" + base64.b64encode(rbytes(r, 32)).decode().replace("+", "%2B").replace("/", "%2F").replace("=", "%3D"),
    "telegram_bot": lambda r: str(r.randint(6000000000, 7999999999)) + ":AA" + rs(r, B64URL, 33),
    "shopify_access": lambda r: "shpat_" + rs(r, HEX, 32),
    "shopify_shared_secret": lambda r: "shpss_" + rs(r, HEX, 32),
    "shopify_custom_app": lambda r: "shpca_" + rs(r, HEX, 32),
    "square_access": lambda r: "EAAA" + rs(r, B64URL, 60),
    "square_oauth_secret": lambda r: "sq0csp-" + rs(r, B64URL, 43),
    "atlassian_api": lambda r: "ATATT3xFfGF0" + rs(r, B64URL, 170) + "=" + rs(r, HEXU, 8),
    "bitbucket_app_password": lambda r: "ATBB" + rs(r, ALNUM, 28) + rs(r, HEXU, 8),
    "linear": lambda r: "lin_api_" + rs(r, ALNUM, 40),
    "notion": lambda r: "ntn_" + rs(r, DIGITS, 11) + rs(r, ALNUM, 35),
    "notion_legacy": lambda r: "secret_" + rs(r, ALNUM, 43),
    "postman": lambda r: "PMAK-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 34),
    "doppler": lambda r: "dp.pt." + rs(r, ALNUM, 43),
    "doppler_service": lambda r: "dp.st.prd." + rs(r, ALNUM, 40),
    "vault": lambda r: "hvs.CAESI" + rs(r, B64URL, 86),
    "terraform_cloud": lambda r: rs(r, ALNUM, 14) + ".atlasv1." + rs(r, ALNUM, 67),
    "pulumi": lambda r: "pul-" + rs(r, HEX, 40),
    "grafana_sa": lambda r: "glsa_" + rs(r, ALNUM, 32) + "_" + rs(r, HEX, 8),
    "grafana_cloud": lambda r: "glc_eyJvIjoi" + rs(r, B64, 120) + "fQ==",
    "newrelic_user": lambda r: "NRAK-" + rs(r, UPPER + DIGITS, 27),
    "sentry_user": lambda r: "sntryu_" + rs(r, HEX, 64),
    "sentry_org": lambda r: "sntrys_eyJpYXQiO" + rs(r, B64, 130) + "_" + rs(r, B64, 43),
    "supabase_pat": lambda r: "sbp_" + rs(r, HEX, 40),
    "supabase_secret": lambda r: "sb_secret_" + rs(r, B64URL, 31),
    "netlify": lambda r: "nfp_" + rs(r, ALNUM, 36),
    "figma": lambda r: "figd_" + rs(r, B64URL, 40),
    "age": lambda r: "AGE-SECRET-KEY-1" + rs(r, BECH32, 58).upper(),
    "dynatrace": lambda r: "dt0c01." + rs(r, UPPER + DIGITS, 24) + "." + rs(r, UPPER + DIGITS, 64),
    "mailchimp": lambda r: rs(r, HEX, 32) + "-us" + str(r.randint(2, 21)),
    "planetscale_token": lambda r: "pscale_tkn_" + rs(r, B64URL, 43),
    "planetscale_password": lambda r: "pscale_pw_" + rs(r, B64URL, 43),
    "databricks": lambda r: "dapi" + rs(r, HEX, 32),
    "airtable": lambda r: "pat" + rs(r, ALNUM, 14) + "." + rs(r, HEX, 64),
    "replicate": lambda r: "r8_" + rs(r, ALNUM, 37),
    "groq": lambda r: "gsk_" + rs(r, ALNUM, 52),
    "xai": lambda r: "xai-" + rs(r, ALNUM, 80),
    "perplexity": lambda r: "pplx-" + rs(r, ALNUM, 48),
    "brevo": lambda r: "xkeysib-" + rs(r, HEX, 64) + "-" + rs(r, ALNUM, 16),
    "mapbox_secret": lambda r: "sk." + b64url_nopad(('{"u":"%s","a":"%s"}' % (r.choice(["mbx-ops", "geo-team", "fleetmap"]), rs(r, ALNUM, 25))).encode()) + "." + rs(r, B64URL, 22),
    "shippo": lambda r: "shippo_live_" + rs(r, HEX, 40),
    "razorpay": lambda r: ("rzp_live_" + rs(r, ALNUM, 14), rs(r, ALNUM, 24)),
    "jfrog_api": lambda r: "AKCp" + rs(r, ALNUM, 69),
    "dockerhub": lambda r: "dckr_pat_" + rs(r, B64URL, 27),
    "rubygems": lambda r: "rubygems_" + rs(r, HEX, 48),
    "nuget": lambda r: "oy2" + rs(r, LOWER + DIGITS, 43),
    "clojars": lambda r: "CLOJARS_" + rs(r, HEX, 60),
    "prefect": lambda r: "pnu_" + rs(r, ALNUM, 36),
    "readme": lambda r: "rdme_" + rs(r, HEX, 70),
    "easypost": lambda r: "EZAK" + rs(r, ALNUM, 54),
    "pinecone": lambda r: "pcsk_" + rs(r, ALNUM, 5) + "_" + rs(r, ALNUM, 63),
    "langsmith": lambda r: "lsv2_pt_" + rs(r, HEX, 32) + "_" + rs(r, HEX, 10),
    "tailscale": lambda r: "tskey-auth-k" + rs(r, ALNUM, 10) + "CNTRL-" + rs(r, ALNUM, 33),
    "alibaba": lambda r: ("LTAI5t" + rs(r, ALNUM, 18), rs(r, ALNUM, 30)),
    "tencent": lambda r: ("AKID" + rs(r, ALNUM, 32), rs(r, ALNUM, 32)),
    "scaleway": lambda r: ("SCW" + rs(r, UPPER + DIGITS, 17), _uuid(r)),
    "cloudflare_origin_ca": lambda r: "v1.0-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 146),
    "cloudflare_api": lambda r: rs(r, B64URL, 40),
    "firebase_fcm": lambda r: "AAAA" + rs(r, B64URL, 7) + ":APA91b" + rs(r, B64URL, 134),
    "contentful": lambda r: "CFPAT-" + rs(r, B64URL, 43),
    "buildkite": lambda r: "bkua_" + rs(r, HEX, 40),
    "onepassword_sa": lambda r: "ops_eyJzaWduSW5BZGRyZXNzIjoi" + rs(r, B64, 220),
    "facebook": lambda r: "EAAG" + rs(r, ALNUM, 160),
    "okta": lambda r: "00" + rs(r, B64URL, 40),
    "dropbox": lambda r: "sl.B" + rs(r, B64URL, 135),
    "snyk": _uuid,
    "circleci": lambda r: "CCIPAT_" + rs(r, ALNUM, 22) + "_" + rs(r, HEX, 40),
    "asana": lambda r: "2/" + rs(r, DIGITS, 16) + "/" + rs(r, DIGITS, 16) + ":" + rs(r, HEX, 32),
    "mistral": lambda r: rs(r, ALNUM, 32),
    "deepseek": lambda r: "sk-" + rs(r, HEX, 32),
    "sourcegraph": lambda r: "sgp_" + rs(r, HEX, 16) + "_" + rs(r, HEX, 40),
    "render": lambda r: "rnd_" + rs(r, ALNUM, 32),
    "neon": lambda r: "napi_" + rs(r, LOWER + DIGITS, 64),
    "resend": lambda r: "re_" + rs(r, ALNUM, 8) + "_" + rs(r, ALNUM, 24),
    "plaid": lambda r: "access-production-" + _uuid(r),
    "salesforce": lambda r: "00D" + rs(r, ALNUM, 12) + "!AQ" + rs(r, ALNUM + "._", 94),
    "intercom": lambda r: "dG9rOj" + rs(r, B64, 54) + "=",
    "fly": lambda r: "FlyV1 fm2_lJPECAAAAAAAA" + rs(r, B64, 180),
    "jwt_hs256": lambda r: _jwt(r, "HS256", {"role": "admin"}),
    "jwt_rs256": lambda r: _jwt(r, "RS256", {"scope": "repo:write deploy"}),
    "jwt_supabase_service": lambda r: _jwt(r, "HS256", {"role": "service_role", "iss": "supabase"}),
    "pem_rsa": lambda r: "-----BEGIN RSA PRIVATE KEY----- MIIEpAIBAAKCAQEA" + rs(r, B64, 220) + " ... -----END RSA PRIVATE KEY-----",
    "pem_pkcs8": lambda r: "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC" + rs(r, B64, 200) + "\\n-----END PRIVATE KEY-----\\n",
    "pem_ec": lambda r: "-----BEGIN EC PRIVATE KEY----- MHcCAQEEI" + rs(r, B64, 55) + "oAoGCCqGSM49AwEHoUQDQgAE" + rs(r, B64, 86) + "== -----END EC PRIVATE KEY-----",
    "pem_openssh": lambda r: "-----BEGIN OPENSSH PRIVATE KEY----- b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA" + rs(r, B64, 160) + " -----END OPENSSH PRIVATE KEY-----",
    "pem_pgp": lambda r: "-----BEGIN PGP PRIVATE KEY BLOCK----- lQVYBG" + rs(r, B64, 180) + " =" + rs(r, B64, 4) + " -----END PGP PRIVATE KEY BLOCK-----",
    "gcp_service_account": lambda r: ('{"type": "service_account", "project_id": "ledger-prod-%s", "private_key_id": "%s", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvgIBADANBgkqhkiG9w0BAQEFAASC%s\\n-----END PRIVATE KEY-----\\n"'
                                      % (rs(r, DIGITS, 6), rs(r, HEX, 40), rs(r, B64, 120))),
}


FORMATS = [
    ("aws_akid", [
        ("en", "AWS creds for the staging deployer: access key {k} secret {k2}"),
        ("en", "aws_access_key_id = {k} / aws_secret_access_key = {k2} (profile billing-ro)"),
        ("fr", "Clés AWS du compte de test : {k} avec le secret {k2}"),
        ("ja", "本番のAWSアクセスキーは {k}、シークレットは {k2}"),
    ]),
    ("aws_asia", [
        ("en", "temporary STS creds from the console (valid 12h): {k} session token {k2}"),
    ]),
    ("github_classic", [
        ("en", "GitHub token the user gave me for pushing release tags: {k}"),
        ("de", "Persönliches GitHub-Token für das Backup-Skript: {k}"),
        ("en", "GH_TOKEN={k} exported in the release workflow shell"),
    ]),
    ("github_fine_grained", [
        ("en", "Fine-grained PAT with contents:write on the docs repo — {k}"),
        ("es", "Token de GitHub (fine-grained) para el bot de etiquetas: {k}"),
    ]),
    ("github_oauth", [("en", "OAuth token returned by `gh auth token` on the build box: {k}")]),
    ("github_app", [("en", "installation token for the merge-queue GitHub App (expires hourly): {k}")]),
    ("github_user_to_server", [("pt", "Token ghu do app de revisão, copiado dos logs: {k}")]),
    ("github_refresh", [("en", "refresh token for the GitHub App user session: {k}")]),
    ("gitlab_pat", [
        ("en", "GitLab personal access token (api scope) for the mirror job: {k}"),
        ("fr", "Jeton d'accès GitLab de Julien pour la CI : {k}"),
        ("zh", "GitLab 个人访问令牌（仓库读写）：{k}"),
    ]),
    ("gitlab_trigger", [("en", "pipeline trigger token for infra/terraform: {k}")]),
    ("gitlab_runner", [("de", "Runner-Registrierungstoken für den neuen Build-Host: {k}")]),
    ("gitlab_deploy", [("en", "deploy token used by the k8s pull secret: username gitlab+deploy-token-41, token {k}")]),
    ("npm", [
        ("en", "npm publish token for the @ledgerly scope: {k}"),
        ("ja", "npm の公開用トークン（自動化タイプ）：{k}"),
        ("en", "//registry.npmjs.org/:_authToken={k}"),
    ]),
    ("pypi", [
        ("en", "PyPI API token scoped to the fastgrid project: {k}"),
        ("es", "Token de PyPI para subir el paquete: {k}"),
    ]),
    ("sendgrid", [
        ("en", "SendGrid key used by the password-reset mailer: {k}"),
        ("pt", "Chave do SendGrid para os e-mails de cobrança: {k}"),
    ]),
    ("google_api", [
        ("en", "Maps/Places API key for the admin dashboard (unrestricted!): {k}"),
        ("zh", "Gemini API 密钥：{k}"),
        ("fr", "Clé API Google (YouTube Data) du projet vidéo : {k}"),
    ]),
    ("google_oauth_secret", [("en", "OAuth client secret for the internal SSO app: {k}")]),
    ("google_oauth_access", [("en", "gcloud access token pasted while debugging BigQuery auth: {k}")]),
    ("huggingface", [
        ("en", "Hugging Face write token for pushing the fine-tuned model: {k}"),
        ("de", "HF-Token (write) von Lena für das Modell-Repo: {k}"),
        ("zh", "Hugging Face 访问令牌，用于下载私有数据集：{k}"),
    ]),
    ("digitalocean_pat", [
        ("en", "DigitalOcean API token for the droplet autoscaler: {k}"),
        ("pt", "Token da DigitalOcean usado pelo terraform: {k}"),
    ]),
    ("digitalocean_oauth", [("en", "DO OAuth token from the app platform integration: {k}")]),
    ("mailgun", [
        ("en", "Mailgun private API key for mg.ledgerly-mail.example: {k}"),
        ("es", "Clave privada de Mailgun del dominio de notificaciones: {k}"),
    ]),
    ("heroku", [("en", "HEROKU_API_KEY for the review-apps pipeline: {k}")]),
    ("discord_bot", [
        ("en", "Discord bot token for the community moderation bot: {k}"),
        ("ja", "Discord ボットのトークン：{k}"),
    ]),
    ("discord_webhook", [("en", "release announcements go through this Discord webhook: {k}")]),
    ("datadog_api", [
        ("en", "DD_API_KEY={k} for the EU site agent"),
        ("fr", "Clé API Datadog (site EU) : {k}"),
    ]),
    ("datadog_app", [("en", "Datadog application key for the SLO exporter: {k}")]),
    ("slack_bot", [
        ("en", "Slack bot token for #deploys notifications: {k}"),
        ("de", "Slack-Bot-Token der Standup-App: {k}"),
    ]),
    ("slack_user", [("en", "my Slack user token (for the export script): {k}")]),
    ("slack_app", [("en", "Socket Mode app-level token: {k}")]),
    ("slack_webhook", [
        ("en", "incoming webhook for #alerts-prod: {k}"),
        ("pt", "Webhook do Slack do canal de incidentes: {k}"),
    ]),
    ("stripe_secret", [
        ("en", "Stripe live secret key (prod account): {k}"),
        ("fr", "Clé secrète Stripe en production : {k}"),
        ("ja", "Stripe の本番シークレットキー：{k}"),
    ]),
    ("stripe_restricted", [("en", "restricted Stripe key for the refunds worker (read charges, write refunds): {k}")]),
    ("stripe_webhook", [("en", "STRIPE_WEBHOOK_SECRET={k} for the /billing/webhook endpoint")]),
    ("openai_project", [
        ("en", "OpenAI project key for the summarizer service: {k}"),
        ("zh", "OpenAI 的 API key（项目 summarizer）：{k}"),
    ]),
    ("openai_legacy", [("en", "old OpenAI key still used by the notebook: {k}")]),
    ("openai_svcacct", [("es", "Clave de cuenta de servicio de OpenAI para el pipeline de evaluación: {k}")]),
    ("anthropic", [
        ("en", "Anthropic API key for the eval harness: {k}"),
        ("de", "Anthropic-API-Schlüssel für die Testumgebung: {k}"),
        ("pt", "Chave da API da Anthropic do time de dados: {k}"),
    ]),
    ("anthropic_admin", [("en", "Anthropic admin key (org usage reports): {k}")]),
    ("twilio_api_key", [("en", "Twilio API key SID {k} with secret {k2}")]),
    ("twilio_auth", [("en", "Twilio account {k}, auth token {k2} (SMS for 2FA)")]),
    ("azure_storage_key", [("en", "Azure storage account key for stledgerlogs: {k}")]),
    ("azure_ad_client_secret", [
        ("en", "Entra ID app registration client secret (expires Mar 2026): {k}"),
        ("fr", "Secret client de l'application Azure AD « portail-rh » : {k}"),
    ]),
    ("azure_sas", [("en", "SAS token for the backups container: ?{k}")]),
    ("telegram_bot", [
        ("en", "Telegram bot token for the on-call notifier: {k}"),
        ("es", "Token del bot de Telegram de alertas: {k}"),
    ]),
    ("shopify_access", [
        ("en", "Shopify Admin API access token for the store sync: {k}"),
        ("ja", "Shopify 管理APIのアクセストークン：{k}"),
    ]),
    ("shopify_shared_secret", [("en", "Shopify app shared secret: {k}")]),
    ("shopify_custom_app", [("pt", "Token do app personalizado da loja: {k}")]),
    ("square_access", [("en", "Square production access token: {k}")]),
    ("square_oauth_secret", [("en", "Square OAuth application secret: {k}")]),
    ("atlassian_api", [
        ("en", "Jira API token for the changelog bot (user releases@ledgerly.example): {k}"),
        ("de", "Confluence-API-Token für den Export: {k}"),
    ]),
    ("bitbucket_app_password", [("en", "Bitbucket app password for the legacy mirror: {k}")]),
    ("linear", [("en", "Linear API key for syncing issues: {k}")]),
    ("notion", [("en", "Notion integration secret for the docs importer: {k}")]),
    ("notion_legacy", [("fr", "Token d'intégration Notion (ancien format) : {k}")]),
    ("postman", [("en", "Postman API key for the collection runner: {k}")]),
    ("doppler", [("en", "Doppler personal token: {k}")]),
    ("doppler_service", [("en", "DOPPLER_TOKEN={k} in the prod compose file")]),
    ("vault", [
        ("en", "Vault token with the deploy policy: {k}"),
        ("zh", "Vault 的 root token：{k}"),
    ]),
    ("terraform_cloud", [("en", "Terraform Cloud team token: {k}")]),
    ("pulumi", [("en", "PULUMI_ACCESS_TOKEN={k}")]),
    ("grafana_sa", [("en", "Grafana service account token (Editor) for dashboards-as-code: {k}")]),
    ("grafana_cloud", [("en", "Grafana Cloud access policy token for metrics push: {k}")]),
    ("newrelic_user", [("en", "New Relic user API key: {k}")]),
    ("sentry_user", [("en", "Sentry auth token for uploading source maps: {k}")]),
    ("sentry_org", [("en", "SENTRY_AUTH_TOKEN={k}")]),
    ("supabase_pat", [("en", "Supabase access token for the CLI: {k}")]),
    ("supabase_secret", [("es", "Clave secreta de Supabase del proyecto de reservas: {k}")]),
    ("netlify", [("en", "NETLIFY_AUTH_TOKEN={k} for deploy previews")]),
    ("figma", [("en", "Figma personal access token for the icon export script: {k}")]),
    ("age", [("en", "age identity for decrypting secrets.enc.yaml: {k}")]),
    ("dynatrace", [("en", "Dynatrace API token (metrics ingest): {k}")]),
    ("mailchimp", [
        ("en", "Mailchimp API key for the newsletter list: {k}"),
        ("pt", "Chave da API do Mailchimp da newsletter: {k}"),
    ]),
    ("planetscale_token", [("en", "PlanetScale service token: {k}")]),
    ("planetscale_password", [("en", "PlanetScale branch password for main: {k}")]),
    ("databricks", [
        ("en", "Databricks PAT for the nightly job runner: {k}"),
        ("ja", "Databricks の個人アクセストークン：{k}"),
    ]),
    ("airtable", [("en", "Airtable PAT for the CRM base: {k}")]),
    ("replicate", [("en", "REPLICATE_API_TOKEN={k}")]),
    ("groq", [("en", "Groq API key for the fast-inference prototype: {k}")]),
    ("xai", [("en", "xAI API key: {k}")]),
    ("perplexity", [("en", "Perplexity API key for research mode: {k}")]),
    ("brevo", [("fr", "Clé API Brevo pour les e-mails transactionnels : {k}")]),
    ("mapbox_secret", [("en", "Mapbox secret token (styles:write): {k}")]),
    ("shippo", [("en", "Shippo live token for label printing: {k}")]),
    ("razorpay", [("en", "Razorpay live key id {k} / key secret {k2}")]),
    ("jfrog_api", [("en", "Artifactory API key for the maven mirror: {k}")]),
    ("dockerhub", [
        ("en", "Docker Hub PAT for pushing images: {k}"),
        ("de", "Docker-Hub-Zugangstoken für den CI-Push: {k}"),
    ]),
    ("rubygems", [("en", "RubyGems API key for gem push: {k}")]),
    ("nuget", [("en", "NuGet API key: {k}")]),
    ("clojars", [("en", "Clojars deploy token: {k}")]),
    ("prefect", [("en", "Prefect Cloud API key: {k}")]),
    ("readme", [("en", "ReadMe API key for syncing the OpenAPI spec: {k}")]),
    ("easypost", [("en", "EasyPost production API key: {k}")]),
    ("pinecone", [("en", "Pinecone API key for the embeddings index: {k}")]),
    ("langsmith", [("en", "LANGSMITH_API_KEY={k}")]),
    ("tailscale", [("en", "Tailscale auth key (reusable, tagged ci): {k}")]),
    ("alibaba", [
        ("zh", "阿里云 AccessKey ID：{k}，AccessKey Secret：{k2}"),
        ("en", "Alibaba Cloud OSS access key {k} secret {k2}"),
    ]),
    ("tencent", [("zh", "腾讯云 SecretId {k} ，SecretKey {k2}")]),
    ("scaleway", [("fr", "Clé d'accès Scaleway {k} et clé secrète {k2}")]),
    ("cloudflare_origin_ca", [("en", "Cloudflare Origin CA key: {k}")]),
    ("cloudflare_api", [("en", "CLOUDFLARE_API_TOKEN={k} (zone DNS edit)")]),
    ("firebase_fcm", [("en", "FCM legacy server key for push notifications: {k}")]),
    ("contentful", [("en", "Contentful management token: {k}")]),
    ("buildkite", [("en", "Buildkite API access token: {k}")]),
    ("onepassword_sa", [("en", "OP_SERVICE_ACCOUNT_TOKEN={k}")]),
    ("facebook", [("es", "Token de acceso de la página de Facebook (larga duración): {k}")]),
    ("okta", [("en", "Okta API token (SSWS) for the provisioning script: {k}")]),
    ("dropbox", [("en", "Dropbox access token for the photo backup: {k}")]),
    ("snyk", [("en", "SNYK_TOKEN={k}")]),
    ("circleci", [("en", "CircleCI personal API token: {k}")]),
    ("asana", [("en", "Asana personal access token: {k}")]),
    ("mistral", [("fr", "MISTRAL_API_KEY={k} pour le prototype de RAG")]),
    ("deepseek", [("zh", "DeepSeek API 密钥：{k}")]),
    ("sourcegraph", [("en", "Sourcegraph access token: {k}")]),
    ("render", [("en", "Render API key: {k}")]),
    ("neon", [("en", "Neon API key for branch-per-PR databases: {k}")]),
    ("resend", [("en", "Resend API key for transactional mail: {k}")]),
    ("plaid", [("en", "Plaid access token for the user's checking account link: {k}")]),
    ("salesforce", [("en", "Salesforce session token captured from the CLI: {k}")]),
    ("intercom", [("en", "Intercom access token: {k}")]),
    ("fly", [("en", "FLY_API_TOKEN=\"{k}\"")]),
    ("jwt_hs256", [
        ("en", "admin session JWT for the staging API (valid a year): {k}"),
        ("ja", "ステージングAPIの管理者用JWT：{k}"),
    ]),
    ("jwt_rs256", [("en", "Bearer token for the deploy API: {k}")]),
    ("jwt_supabase_service", [("en", "SUPABASE_SERVICE_ROLE_KEY={k}")]),
    ("pem_rsa", [("en", "deploy key for the prod bastion: {k}")]),
    ("pem_pkcs8", [("en", "TLS private key for api.ledgerly.example: {k}")]),
    ("pem_ec", [("en", "{k}")]),
    ("pem_openssh", [("de", "SSH-Schlüssel für den Build-Server: {k}")]),
    ("pem_pgp", [("en", "release signing key (armored): {k}")]),
    ("gcp_service_account", [("en", "service account JSON for the exporter: {k}")]),
]

# ----------------------------------------------------------- connection strings
# {pw} is replaced with a generated password.
CONN = [
    ("en", "DATABASE_URL=postgres://app_rw:{pw}@db-primary.ledgerly.internal:5432/ledger"),
    ("en", "analytics warehouse: postgresql+psycopg://etl_loader:{pw}@198.51.100.17:5432/warehouse?sslmode=require"),
    ("fr", "Base MySQL de la boutique : mysql://shop_admin:{pw}@192.0.2.31:3306/boutique"),
    ("en", "mongodb+srv://svc_orders:{pw}@orders-prod.mongo.ledgerly.example/orders?retryWrites=true&w=majority"),
    ("de", "Redis-Cache in Staging: redis://:{pw}@cache.staging.kontor.example:6379/0"),
    ("en", "rediss://default:{pw}@session-cache.fleetmap.example:6380"),
    ("es", "Cola de mensajes: amqp://broker:{pw}@rabbit.pedidos.example:5672/prod"),
    ("en", "Server=tcp:sql-prod.northwind-lab.example,1433;Database=crm;User ID=crm_app;Password={pw};Encrypt=True;"),
    ("pt", "JDBC do relatório: jdbc:postgresql://pg.analytics.loja.example:5432/dw?user=report&password={pw}"),
    ("en", "jdbc:oracle:thin:fin_batch/{pw}@//orcl.fin.ledgerly.example:1521/FINPDB"),
    ("en", "alert mails go via smtp://alerts%40fleetmap.example:{pw}@smtp.mailrelay.example:587"),
    ("ja", "デプロイ用FTP: ftp://deploy:{pw}@203.0.113.12/www"),
    ("en", "CI clones with https://ci-bot:{pw}@git.internal.kontor.example/platform/infra.git"),
    ("zh", "ClickHouse 连接串：clickhouse://default:{pw}@ch.metrics.example:9000/default"),
    ("en", "Driver={ODBC Driver 18 for SQL Server};Server=192.0.2.44;Database=payroll;Uid=payroll_svc;Pwd={pw};"),
    ("en", "kafka client: sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"events\" password=\"{pw}\";"),
]
CONN_SPECIAL = [
    ("en", "azure_storage_key", "AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=stledgerexports;AccountKey={k};EndpointSuffix=core.windows.net"),
    ("en", "cloudinary", "CLOUDINARY_URL=cloudinary://{n15}:{k}@ledgerly-media"),
]

# ----------------------------------------------------------- prose passwords
# {pw} = password, {pin} = 4-6 digit PIN
PROSE = {
    "en": [
        "the office wifi password is {pw}",
        "login for the staging admin panel: admin / {pw}",
        "User's home router admin password: {pw}",
        "Grafana admin login is grafana-admin with password {pw}",
        "the PIN for the door keypad at the co-working space is {pin}",
        "VPN: username jmercer, password {pw} (changes in Q3)",
        "the shared 1Password vault master password is {pw} — don't lose it",
        "bank card PIN (user asked me to remember): {pin}",
        "root password on the old NAS is {pw}",
        "my Jenkins login: j.okafor / {pw}",
    ],
    "fr": [
        "Le mot de passe du wifi de la maison est {pw}",
        "Identifiants du back-office : admin / {pw}",
        "Code PIN de la carte SIM pro : {pin}",
        "Mot de passe root du serveur de recette : {pw}",
        "Pour se connecter au NAS : utilisateur camille, mot de passe {pw}",
        "Le code de l'alarme du bureau est {pin}",
        "Mot de passe de la base de prod (compte postgres) : {pw}",
    ],
    "de": [
        "Das WLAN-Passwort im Büro lautet {pw}",
        "Login fürs Jenkins: deploy / {pw}",
        "PIN für die Türanlage im Lager: {pin}",
        "Root-Passwort des alten Fileservers: {pw}",
        "Zugang zum Router: Benutzer admin, Kennwort {pw}",
        "Mein Passwort für das Kundenportal ist {pw}",
        "Die Geheimzahl der Firmenkreditkarte ist {pin}",
    ],
    "es": [
        "La contraseña del wifi de la oficina es {pw}",
        "Acceso al panel de administración: usuario admin, clave {pw}",
        "El PIN del móvil de guardia es {pin}",
        "Contraseña de root del servidor de pruebas: {pw}",
        "Para entrar al router: admin / {pw}",
        "La clave de la cuenta de correo de soporte es {pw}",
        "Código de la alarma del almacén: {pin}",
    ],
    "pt": [
        "A senha do wi-fi do escritório é {pw}",
        "Login do painel administrativo: admin / {pw}",
        "O PIN do cartão corporativo é {pin}",
        "Senha de root do servidor de homologação: {pw}",
        "Usuário do banco de produção: app_user, senha {pw}",
        "A senha do e-mail de suporte é {pw}",
        "Código do portão da garagem: {pin}",
    ],
    "zh": [
        "办公室 Wi-Fi 密码是 {pw}",
        "测试环境后台账号：admin，密码：{pw}",
        "门禁密码是 {pin}",
        "生产数据库 root 密码：{pw}",
        "NAS 登录：用户名 lihua，密码 {pw}",
        "公司信用卡的取款密码是 {pin}",
        "路由器管理密码 {pw}，别改",
    ],
    "ja": [
        "オフィスのWi-Fiパスワードは {pw}",
        "管理画面のログイン：admin / {pw}",
        "社用スマホのPINは {pin}",
        "検証サーバーのrootパスワード：{pw}",
        "NASのログインはユーザー名 tanaka、パスワード {pw}",
        "金庫の暗証番号は {pin}",
        "本番DBのパスワード（postgresユーザー）：{pw}",
    ],
}

PW_WORDS = ["Maple", "Harbor", "Lavande", "Quai", "Sonnenblume", "Kiefer", "Girasol",
            "Marea", "Cajueiro", "Ipanema", "Bamboo", "Sakura", "Tanuki", "Kestrel",
            "Glacier", "Ortolan", "Brumaire", "Falken", "Tormenta", "Jabuti"]


def password(rng):
    style = rng.randrange(4)
    if style == 0:
        return rng.choice(PW_WORDS) + rng.choice("!#$%&*?") + rng.choice(PW_WORDS) + str(rng.randint(10, 9999))
    if style == 1:
        return rs(rng, ALNUM + "!#%*-_", rng.randint(14, 20))
    if style == 2:
        return "-".join(w.lower() for w in rng.sample(PW_WORDS, 3)) + str(rng.randint(1, 99))
    return rs(rng, ALNUM, 6) + rng.choice("@#") + rs(rng, ALNUM, 7)


def url_password(rng):
    # passwords that are safe inside URLs without escaping
    if rng.random() < 0.5:
        return rs(rng, ALNUM, rng.randint(16, 24))
    return rng.choice(PW_WORDS) + "_" + rs(rng, ALNUM, 10)


def pin(rng):
    n = rng.choice([4, 4, 6, 5])
    while True:
        p = rs(rng, DIGITS, n)
        if len(set(p)) > 2 and p not in ("1234", "123456", "12345", "0000"):
            return p
