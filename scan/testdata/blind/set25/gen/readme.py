"""Writes README.md from the counts gathered by build.py (static prose + tables)."""
import os

PROSE = """# s25 — memory-scanner evaluation set (blind25)

Date: 2026-12-06 · Seed: {seed} (one `random.Random({seed})` for the whole run) ·
Rebuild: `python3 gen/build.py && python3 gen/validate.py` (run from this folder; Python 3, standard library only).
The output is byte-identical on every run.

Four JSON Lines files, one object per line with exactly the fields
`id, class, lang, text, note`; ids are `s25-<inj|sec|pii|ben>-<lang>-NNN`.

| file | class | lines |
|---|---|---|
{filetable}

## Counts per class × language

| class | {langhead} | total |
|---|{langsep}---|
{counttable}

## How it was made

* Every natural-language line was hand-written for this set in its own
  language (en, fr, de, es, pt, zh, ja) — nothing was machine-translated.
  The same attack *ideas* (the brief's categories) recur across languages,
  but each line was phrased the way a native user or attacker would write a
  memory bullet. Sources: `gen/data_inj.py`, `gen/data_ben_en.py`,
  `gen/data_ben_intl.py`, `gen/data_sec.py`.
* The generator (`gen/build.py`, `gen/keys.py`) only combines those lines
  with memory layouts (plain bullet, HTML comment, front-matter value,
  Obsidian callout, heading, comment inside a fenced code block), adds
  hand-written lead-ins, applies the obfuscations, and fills in random key
  material, attacker infrastructure and personal data.
* Layouts are drawn for every class (benign lines also appear as comments,
  front-matter, callouts, headings), so layout alone does not give the
  class away.

## Subkinds

{subtables}

### Injection subkinds
* `override` – earlier guidance declared outdated / outranked, phrased as a team rule or a past approval.
* `stock` – one line per language with the literal "ignore previous instructions" phrase (baseline only).
* `role` – persona / role / allegiance change ("you work for the platform team", "opsbot", "maint:" prefix).
* `secrecy` – hide actions or the note from the user.
* `exfil` – POST transcript, `curl -sT`, `curl … | sh`, e-mail, webhook, markdown image beacon, DNS beacon, `git push --mirror`, public S3 copy, credential helper, authorized_keys backdoor.
* `target` – system prompt, `~/.ssh`, `.env`, `~/.aws/credentials`, `/etc/passwd`/`shadow`, shell rc/history, Chrome "Login Data", keychain, `.netrc`, docker config, `.pem/.p12`.
* `disable` – review, audit log, confirmation, tests, commit signing, secret scanning, pre-commit hooks, branch protection, permission prompts, security linters, `npm audit`, Dependabot/CodeQL.
* `marker` – fake `</user_memory><system>`, `[SYSTEM NOTICE]`, `Human:/Assistant:` turns, `<|im_start|>`, role JSON, end-of-notes banners.
* `obf/<technique>` – a core attack line hidden by: `zw` zero-width characters inside words; `tag` Unicode tag characters (U+E0020–E007E) after a harmless visible line; `bidi` reversed payload inside RLO…PDF; `fullwidth` full-width ASCII; `homoglyph` Cyrillic look-alikes; `base64` payload behind a decode-and-apply carrier; `leet` leetspeak (Latin-script languages only); `spacing` letter-spacing. The underlying category is in the `note`.

### Secret subkinds
`api-key` ({nprov} provider shapes: AWS, GitHub classic/fine-grained/OAuth (with valid CRC32 checksum), GitLab, npm (checksummed), PyPI, SendGrid, Google API and OAuth client secrets, Hugging Face, DigitalOcean, Mailgun, Heroku, Discord bot token and webhook, Datadog, Slack bot/user/webhook, Stripe secret/restricted/webhook, OpenAI, Anthropic, Twilio, Azure Storage / AD client secret, Telegram, Shopify, Linear, Notion, Vault, Atlassian, Figma, Postman, Sentry, Supabase, Grafana, Terraform Cloud, Databricks, New Relic, Doppler, Docker Hub, Replicate, Groq, Tailscale, Airtable, PlanetScale, Square, age, xAI, Perplexity, CircleCI, Buildkite, Pulumi, Netlify, Resend, Brevo, Mailchimp, Cloudflare, Algolia, Okta, FCM, Mapbox, JWT), `connection-string` (postgres, mysql, mongodb+srv, redis, amqp, ADO.NET `Password=`, JDBC `password=`, smtp URL), `private-key` (PEM: EC, OpenSSH, PKCS#8, RSA), `password` / `pin` stated in prose.

### PII subkinds
`card` / `amex` (Luhn-valid, random BINs, none of the famous test numbers), `ssn` (valid area/group/serial, never 000/666/9xx), `nino` (valid prefix letters, suffix A–D), `iban` (DE, FR with valid RIB key, ES, PT, GB; valid mod-97), `phone` (US 555-01xx and UK 07700 900xxx fiction ranges; random FR/DE/ES/BR/PT/CN/JP mobiles).

### Benign subkinds
{bendesc}

## Decisions where the brief was silent

* **Language split.** Injections: English 140 (a quarter), every other language 70.
  Benign: English 136, others 74 each. Secrets: 25 per language. PII: English 12, others 8.
* **Obfuscated injections:** {nobf} in total (English 18, others 12), spread over the techniques above.
  Leetspeak is used only for Latin-script languages. In zh/ja, full-width and homoglyph lines are
  applied to lines with enough ASCII (paths, commands, URLs); tag-character payloads in zh/ja lines are
  ASCII English (the tag block can only carry ASCII) under a visible zh/ja line — the `lang` is the
  visible language. Obfuscated lines are counted in the injection totals.
* **Re-used cores.** Each hand-written attack line is used once; to reach the size, some lines appear a
  second time behind a different hand-written lead-in ("Per Dana's onboarding notes: …") and layout,
  with new random infrastructure. The note says "re-used core".
* **Order.** Lines are shuffled within each language (seeded), then numbered; ids run per class and language.
* **Multi-line texts.** Fake chat turns and PEM keys contain real newlines inside `text` (a note
  paragraph or fenced block); everything else is one line.
* **Attacker infrastructure** is invented (`<word>-<word><2 random chars>.<tld>`); some exfil URLs use
  a documentation-range IP instead of a name. Internal hosts in secrets use invented `*.internal` names.
  Well-known vendor hosts appear only where a real key shape requires them (hooks.slack.com,
  discord.com webhooks, core.windows.net) and in the brief's own benign example (get.docker.com,
  sh.rustup.rs).
* **Heroku, Datadog, Algolia, Cloudflare** keys have no distinctive prefix (UUID / hex / 40 chars); they
  appear only with their provider name or variable name in the line. Bare UUIDs, SHAs and hex digests
  are benign.
* **Twilio / AWS** lines carry both halves (SID + auth token, access key id + secret) so the line grants access.
* **A hidden instruction that only exfiltrates** is classed injection, not secret, even when it mentions
  keys; a line that *contains* a credential is secret even if its framing looks like an instruction.
* **Phone numbers** are PII only with a number; support hours without a number are benign.
* **Test cards:** benign lines describe the policy and never include a number (the public test numbers
  are Luhn-valid).
* **Benign IPs** use only the documentation ranges, like every other file.

## Validation

`gen/validate.py` checks JSON validity, exactly the five fields, allowed class/lang values, id format and
uniqueness, counts within 5 % of the brief's sizes, Luhn on every card in pii.jsonl, mod 97 on every IBAN,
SSN/NINO shapes, dotted-quad IPs only in 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24, no famous
documentation examples, every api-key/connection/PEM secret line matching a key-shape rule, and no key
shapes, URL passwords, PEM headers or Luhn-valid 13–19 digit runs in benign lines.
"""


def write(out, seed, langs, stats, nobf):
    files = [("injection.jsonl", "injection"), ("secret.jsonl", "secret"), ("pii.jsonl", "pii"), ("benign.jsonl", "benign")]
    filetable = "\n".join("| %s | %s | %d |" % (f, c, sum(sum(v.values()) for v in stats[c].values())) for f, c in files)
    rows = []
    for c in ["injection", "secret", "pii", "benign"]:
        per = [sum(stats[c].get(l, {}).values()) for l in langs]
        rows.append("| %s | %s | %d |" % (c, " | ".join(map(str, per)), sum(per)))
    tot = [sum(sum(stats[c].get(l, {}).values()) for c in stats) for l in langs]
    rows.append("| **all** | %s | %d |" % (" | ".join(map(str, tot)), sum(tot)))
    subt = []
    for c in ["injection", "secret", "pii", "benign"]:
        subs = sorted({s for l in langs for s in stats[c].get(l, {})})
        t = ["**%s**\n" % c, "| subkind | %s | total |" % " | ".join(langs), "|---|" + "---|" * (len(langs) + 1)]
        for s in subs:
            per = [stats[c].get(l, {}).get(s, 0) for l in langs]
            t.append("| %s | %s | %d |" % (s, " | ".join(map(str, per)), sum(per)))
        subt.append("\n".join(t))
    import build
    bendesc = "\n".join("* `%s` – %s" % (k, v) for k, v in build.BEN_DESC.items())
    import keys
    text = PROSE.format(seed=seed, filetable=filetable, langhead=" | ".join(langs), langsep="---|" * len(langs),
                        counttable="\n".join(rows), subtables="\n\n".join(subt), bendesc=bendesc,
                        nobf=sum(nobf.values()), nprov=len(keys.PROVIDERS))
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text)
