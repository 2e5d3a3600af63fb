// Highlight spans for scanner findings. The store records which rules
// fired (Flag.rule) but not where; these patterns, mirroring ingest's
// detectors, find the offending text again so the reviewer sees it.
import type { Flag } from './types';

/** What highlighting reads of a finding. */
type RuleFlag = Pick<Flag, 'rule' | 'class' | 'detail'>;

export interface Span {
  text: string;
  rule?: string; // set on highlighted spans
  class?: string;
}

const secret: Record<string, RegExp> = {
  'secret.aws_access_key': /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[A-Z0-9\u200b]{16,20}\b/g,
  'secret.aws_secret_key': /aws.{0,20}(?:secret|key).{0,5}[:=]\s*['"]?[A-Za-z0-9/+=]{40}/gi,
  'secret.anthropic_key': /sk-ant-[A-Za-z0-9_-]{20,}/g,
  'secret.openai_key': /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/g,
  'secret.github_token': /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g,
  'secret.slack_token': /\bxox[abposr]-[A-Za-z0-9-]{10,}/g,
  'secret.slack_webhook': /https:\/\/(?:hooks\.slack\.com\/services|discord(?:app)?\.com\/api\/webhooks)\/\S+/g,
  'secret.stripe_key': /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{10,}/g,
  'secret.private_key': /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  'secret.jwt': /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
  'secret.url_password': /[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:[^\s@/]+@/gi,
  'secret.password_assignment': /\b(?:password|passwd|pwd|secret|api[_-]?key|token)\b\s*[:=]\s*\S+/gi,
  'secret.azure_connection_string': /(?:AccountKey|SharedAccessSignature|sig)=[A-Za-z0-9%/+=]{16,}/g,
  'secret.gcp_service_account': /"private_key_id"\s*:\s*"[a-f0-9]+"/g,
};

const injection: Record<string, RegExp> = {
  'injection.override':
    /\b(?:ignore|disregard|forget|override)\b[^.\n]{0,30}?\b(?:previous|prior|above|earlier|all)\b[^.\n]{0,20}?\b(?:instructions?|prompts?|rules|directions)\b/gi,
  'injection.prompt_exfil': /\b(?:reveal|print|show|repeat|output)\b[^.\n]{0,30}\b(?:system prompt|instructions)\b/gi,
  'injection.role_marker': /(?:^|\n)\s*(?:system|assistant|user|human)\s*:/gi,
  'injection.chat_template': /<\|[a-z_]+\|>|\[\/?INST\]|<\/?(?:system|assistant|user)>/gi,
  'injection.persistence': /\b(?:always|from now on|permanently|in every (?:session|conversation|response)|do not (?:tell|mention|show)[^.\n]{0,20}user|without telling)\b[^.\n]{0,80}/gi,
  'injection.exfil_image': /!\[[^\]]*\]\(https?:\/\/[^)]+\)/g,
  'injection.exfil_url': /\b(?:curl|wget|fetch|send|post)\b[^\n]{0,20}https?:\/\/\S+/gi,
  'injection.fake_marker': /<!--\s*mem:/g,
  'injection.invisible_char': /[\u200b-\u200f\u2060-\u2064\ufeff]+/g,
  'injection.bidi_control': /[\u202a-\u202e\u2066-\u2069]+/g,
  'injection.tag_char': /[\u{e0000}-\u{e007f}]+/gu,
};

const patterns: Record<string, RegExp> = { ...secret, ...injection };

interface Range {
  start: number;
  end: number;
  rule: string;
  class: string;
}

/** findRanges locates each flag's rule in text; overlapping ranges merge, the earlier rule naming the span. */
export function findRanges(text: string, flags: RuleFlag[] | null | undefined): Range[] {
  const found: Range[] = [];
  for (const f of flags ?? []) {
    const re = patterns[f.rule];
    if (!re) continue;
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
    for (const m of text.matchAll(g)) {
      if (!m[0]) continue;
      found.push({ start: m.index!, end: m.index! + m[0].length, rule: f.rule, class: f.class });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r.start < last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged;
}

/** spans splits text into plain and highlighted pieces that concatenate back to text. */
export function spans(text: string, flags: RuleFlag[] | null | undefined): Span[] {
  const out: Span[] = [];
  let at = 0;
  for (const r of findRanges(text, flags)) {
    if (r.start > at) out.push({ text: text.slice(at, r.start) });
    out.push({ text: text.slice(r.start, r.end), rule: r.rule, class: r.class });
    at = r.end;
  }
  if (at < text.length || out.length === 0) out.push({ text: text.slice(at) });
  return out;
}

/** unlocated lists flags whose text could not be found, to show as notes instead. */
export function unlocated<F extends RuleFlag>(text: string, flags: F[] | null | undefined): F[] {
  const hit = new Set(findRanges(text, flags).map((r) => r.rule));
  return (flags ?? []).filter((f) => !hit.has(f.rule));
}
