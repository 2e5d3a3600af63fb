// Editing the governed sources in the Sources & tokens view: the add
// form's validation and the pending list. PUT /v1/sources replaces the
// whole list; the engine validates again and has the last word.
import type { SourceInfo, Stats } from './types';

/** sourceCount reads /v1/stats' sources, a count on older servers and a list on newer ones. */
export function sourceCount(st: Pick<Stats, 'sources'>): number {
  return Array.isArray(st.sources) ? st.sources.length : st.sources;
}

export const KINDS = [
  { value: 'memory_file', label: 'Memory file', path: 'the MEMORY.md file', placeholder: '/home/me/.claude/MEMORY.md' },
  { value: 'kb', label: 'Knowledge base', path: 'the kb folder', placeholder: '/home/me/kb' },
  { value: 'vault', label: 'Obsidian vault', path: 'the vault folder', placeholder: '/home/me/Vault' },
  { value: 'claude_code', label: 'Claude Code memory', path: 'the memory folder', placeholder: '/home/me/.claude/projects/-home-me-project/memory' },
] as const;

export type Kind = (typeof KINDS)[number]['value'];

export const ACTIVATIONS = ['', 'auto', 'review'] as const;

/** SourceDraft is the add form: folders as typed, comma-separated. */
export interface SourceDraft {
  kind: string;
  path: string;
  activation: string;
  folders: string;
}

export const emptyDraft = (): SourceDraft => ({ kind: 'kb', path: '', activation: '', folders: '' });

export function kindLabel(kind: string): string {
  return KINDS.find((k) => k.value === kind)?.label ?? kind;
}

/** defaultActivation is what "" means for a kind (a vault's notes wait for review unless set to auto). */
export function defaultActivation(kind: string): 'auto' | 'review' {
  return kind === 'vault' ? 'review' : 'auto';
}

/** VAULT_AUTO is what activation auto means on a vault, said to the person. */
export const VAULT_AUTO = 'notes go live without review unless a scanner flags them';

/** activationWords says what an activation does for a kind. */
export function activationWords(kind: string, activation: string): string {
  const a = activation || defaultActivation(kind);
  if (a === 'review') return 'every new entry waits for review';
  if (kind === 'vault') return VAULT_AUTO;
  if (kind === 'claude_code') return 'new topic files go live unless a scanner flags them';
  return 'clean entries go live';
}

/** activationLabel says in words what a source's policy does. */
export function activationLabel(kind: string, activation: string): string {
  const a = activation || defaultActivation(kind);
  const words = activationWords(kind, activation);
  return activation ? `${a}: ${words}` : `default (${a}): ${words}`;
}

/** CLAUDE_CODE_LIMIT is how many lines of MEMORY.md Claude Code loads. */
export const CLAUDE_CODE_LIMIT = 200;

/** unreadNote warns about a Claude Code index longer than Claude Code reads, or ''. */
export function unreadNote(s: Pick<SourceInfo, 'kind' | 'unread_by_agent'>): string {
  const n = s.unread_by_agent ?? 0;
  if (s.kind !== 'claude_code' || n <= 0) return '';
  return `${n} ${n === 1 ? 'memory' : 'memories'} below line ${CLAUDE_CODE_LIMIT} of MEMORY.md: Claude Code never reads ${n === 1 ? 'it' : 'them'}.`;
}

/** sourceProblem says why a source cannot be read now, or '' when it is fine. */
export function sourceProblem(s: Pick<SourceInfo, 'state' | 'reason'>): string {
  if (!s.state || s.state === 'ok') return '';
  const what = s.state === 'missing' ? 'Missing' : 'Unreadable';
  const why = s.reason?.trim();
  return `${what}${why ? `: ${why}` : ''}. memgate keeps its memories and picks it up again when it is back.`;
}

/** resolvedNote shows where a symlinked path leads, or ''. */
export function resolvedNote(s: Pick<SourceInfo, 'path' | 'resolved'>): string {
  return s.resolved && !samePath(s.resolved, s.path) ? `→ ${s.resolved}` : '';
}

/** isAbsolute: a POSIX path, a Windows drive path or a UNC path. */
export function isAbsolute(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z]:[\\/]/.test(p) || p.startsWith('\\\\');
}

/** samePath compares paths ignoring trailing separators. */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/[\\/]+$/, '') : p);
  return norm(a) === norm(b);
}

/** pathFromPick turns a picked folder into the path for kind: a memory
 * file source names the MEMORY.md inside the folder. */
export function pathFromPick(kind: string, folder: string): string {
  if (kind !== 'memory_file') return folder;
  const sep = folder.includes('\\') && !folder.includes('/') ? '\\' : '/';
  return folder.replace(/[\\/]+$/, '') + sep + 'MEMORY.md';
}

export function parseFolders(s: string): string[] {
  return s
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}

/** validateDraft returns what is wrong with the add form, in words, or ''. */
export function validateDraft(d: SourceDraft, list: SourceInfo[]): string {
  const kind = KINDS.find((k) => k.value === d.kind);
  if (!kind) return `Choose a kind: memory file, knowledge base, Obsidian vault or Claude Code memory.`;
  const path = d.path.trim();
  if (!path) return `Give the path of ${kind.path}.`;
  if (!isAbsolute(path)) return `The path must be absolute (start with / or a drive letter): ${path}`;
  if (d.kind === 'memory_file' && !/\.md$/i.test(path)) return `A memory file source names the file itself, ending in .md (for example …/MEMORY.md).`;
  if (!(ACTIVATIONS as readonly string[]).includes(d.activation)) return `Activation must be default, auto or review.`;
  if (list.some((s) => samePath(s.path, path))) return `${path} is already a source.`;
  if (d.kind === 'vault') {
    for (const f of parseFolders(d.folders)) {
      if (isAbsolute(f) || f.split(/[\\/]/).includes('..')) return `Governed folders are inside the vault (like Memory), not ${f}.`;
    }
  } else if (d.folders.trim()) {
    return `Only a vault has governed folders.`;
  }
  return '';
}

/** draftToSource is the validated form as a source. */
export function draftToSource(d: SourceDraft): SourceInfo {
  return { kind: d.kind, path: d.path.trim(), activation: d.activation, folders: d.kind === 'vault' ? parseFolders(d.folders) : [] };
}

/** addSource appends the form to the list, or says why not. */
export function addSource(list: SourceInfo[], d: SourceDraft): { list: SourceInfo[]; error: string } {
  const error = validateDraft(d, list);
  if (error) return { list, error };
  return { list: [...list, draftToSource(d)], error: '' };
}

export function removeSource(list: SourceInfo[], index: number): SourceInfo[] {
  return list.filter((_, i) => i !== index);
}

export function setActivation(list: SourceInfo[], index: number, activation: string): SourceInfo[] {
  return list.map((s, i) => (i === index ? { ...s, activation } : s));
}

/** sameSources: would saving list change nothing? */
export function sameSources(a: SourceInfo[], b: SourceInfo[]): boolean {
  const key = (s: SourceInfo) => JSON.stringify([s.kind, s.path, s.activation ?? '', s.folders ?? []]);
  return a.length === b.length && a.every((s, i) => key(s) === key(b[i]));
}

/** summarizeChange says what Save will do, in words. */
export function summarizeChange(saved: SourceInfo[], pending: SourceInfo[]): string {
  const added = pending.filter((p) => !saved.some((s) => samePath(s.path, p.path))).length;
  const removed = saved.filter((s) => !pending.some((p) => samePath(s.path, p.path))).length;
  const changed = pending.filter((p) => saved.some((s) => samePath(s.path, p.path) && !sameSources([s], [p]))).length;
  const parts: string[] = [];
  if (added) parts.push(`${added} to add`);
  if (removed) parts.push(`${removed} to remove`);
  if (changed) parts.push(`${changed} changed`);
  return parts.length ? `Unsaved: ${parts.join(', ')}.` : '';
}
