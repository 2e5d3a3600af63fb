// The first-launch screen: the memory files memgate found on this
// machine (GET /v1/sources/discover), what governing each would do, and
// the new source list that "Govern selected" PUTs. The server validates
// again and has the last word.
import { activationWords, isAbsolute, samePath } from './sources';
import type { Candidate, SourceInfo } from './types';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** describeCandidate says, in words, what memgate would do with a candidate. */
export function describeCandidate(c: Candidate): string {
  const count = c.entries < 0 ? 'memories counted once governed' : plural(c.entries, 'memory', 'memories');
  const files = `writes to ${plural(c.files, 'file', 'files')}`;
  // A vault is governed in its folders only: say which, so that "0
  // memories" reads as "nothing there yet", not as a vault memgate missed.
  const where = c.folders?.length ? ` in ${c.folders.map((f) => `${f}/`).join(', ')} only` : '';
  return `${count}${where} · ${files} · ${c.activation}: ${activationWords(c.kind, c.activation)}`;
}

/** pickedCandidate is a MEMORY.md the person chose by hand. */
export function pickedCandidate(path: string): Candidate {
  const p = path.trim();
  return { kind: 'memory_file', path: p, label: `Memory file: ${p}`, entries: -1, files: 1, activation: 'auto', configured: false };
}

/** validatePick says what is wrong with a typed or picked MEMORY.md path, or ''. */
export function validatePick(path: string, listed: Candidate[]): string {
  const p = path.trim();
  if (!p) return 'Give the full path of a MEMORY.md file.';
  if (!isAbsolute(p)) return `The path must be absolute (start with / or a drive letter): ${p}`;
  if (!/\.md$/i.test(p)) return `Pick the markdown file itself, ending in .md (for example …/MEMORY.md): ${p}`;
  if (listed.some((c) => samePath(c.path, p))) return `${p} is already in the list.`;
  return '';
}

/** initialSelection: nothing is ticked for the person; what is governed already shows ticked and fixed. */
export function initialSelection(cands: Candidate[]): Set<string> {
  return new Set(cands.filter((c) => c.configured).map((c) => c.path));
}

/** toGovern is the candidates the person ticked that are not sources yet. */
export function toGovern(cands: Candidate[], ticked: Set<string>): Candidate[] {
  return cands.filter((c) => !c.configured && ticked.has(c.path));
}

/** nextSources is the list to PUT: every source in force, then the new ones with their kind's defaults. */
export function nextSources(current: SourceInfo[], chosen: Candidate[]): SourceInfo[] {
  const out: SourceInfo[] = current.map((s) => ({ kind: s.kind, path: s.path, activation: s.activation ?? '', folders: s.folders ?? [] }));
  for (const c of chosen) {
    if (out.some((s) => samePath(s.path, c.path))) continue;
    out.push({ kind: c.kind, path: c.path, activation: '', folders: [] });
  }
  return out;
}

/** governLabel is the button's text. */
export function governLabel(n: number): string {
  return n === 0 ? 'Govern selected' : `Govern ${plural(n, 'source', 'sources')}`;
}

/** windowTitle carries the review count (the desktop window's title says the same). */
export function windowTitle(toReview: number): string {
  return toReview > 0 ? `memgate — ${toReview} to review` : 'memgate';
}
