// The API's JSON shapes (docs/API.md); field names as the server sends them.
// Written by hand and held to the server by api/types_contract_test.go
// (part of `go test ./api/`): it compares every interface here with the Go
// struct the server encodes and with a live server's answers. Keep one
// field a line, `name?: type;`, so that test can read it.

export type Status = 'candidate' | 'active' | 'needs_review' | 'stale' | 'superseded' | 'rejected';
export const STATUSES: Status[] = ['needs_review', 'active', 'candidate', 'stale', 'superseded', 'rejected'];
export type Privacy = 'normal' | 'sensitive' | 'secret';
export const PRIVACIES: Privacy[] = ['normal', 'sensitive', 'secret'];

export interface Flag {
  rule: string;
  class: string;
  detail: string;
  /** the match's byte offsets in the text */
  start: number;
  end: number;
}

export interface Source {
  kind: string;
  path: string;
  anchor: string;
  raw: string;
  /** a claude_code entry's index file */
  index?: string;
  /** a note's description or summary property: its one line in the context block */
  summary?: string;
  line: number;
}

export interface Item {
  /** the record's schema version */
  v: number;
  id: string;
  text: string;
  text_hash: string;
  kind: string;
  category: string;
  key: string;
  status: Status;
  confidence: number;
  privacy: Privacy;
  scope: string;
  pinned: boolean;
  source: Source;
  valid_from: string | null;
  valid_to: string | null;
  recorded_at: string;
  retired_at: string | null;
  supersedes: string;
  superseded_by: string;
  flags: Flag[] | null;
  served_count: number;
  last_served_at: string | null;
  served_to: Record<string, number> | null;
  last_seen_at: string | null;
}

/** GET /v1/items: one page. */
export interface ItemPage {
  items: Item[] | null;
  next_cursor: string;
}

export interface AuditEvent {
  v: number;
  seq: number;
  at: string;
  item: string;
  actor: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string;
}

/** GET /v1/items/{id}/audit. */
export interface AuditList {
  events: AuditEvent[] | null;
}

export interface Session {
  actor: string;
  role: string;
  name: string;
  csrf?: string;
}

export interface ContextItem {
  id: string;
  text: string;
  category: string;
  kind: string;
  key: string;
  scope: string;
  privacy: Privacy;
  confidence: number;
  pinned: boolean;
  valid_from: string | null;
  valid_to: string | null;
  recorded_at: string;
}

export interface ContextJSON {
  etag: string;
  scope: string;
  items: ContextItem[];
  omitted: number;
  tokens: number;
  markdown: string;
}

/** A source's health as /v1/stats lists it. */
export interface SourceHealth {
  path: string;
  kind?: string;
  state: SourceState;
  reason: string;
}

export interface Stats {
  counts: Record<string, number>;
  parses: number;
  /** how many sources (a list in some builds: sourceCount reads both) */
  sources: number | SourceHealth[];
  /** each source's health */
  source_states?: SourceHealth[];
  served: Record<string, number>;
  active_never_served: number;
  /** memories below line 200 of a Claude Code MEMORY.md, which Claude Code never reads */
  unread_by_agent?: number;
  /** files not governed, and why (unparsable, unreadable, too big, symlinks, bad names) */
  skipped: SkippedFile[];
}

/** A file the engine skipped, as /v1/stats lists it. */
export interface SkippedFile {
  path: string;
  reason: string;
  line?: number;
  at: string;
}

export interface TokenInfo {
  name: string;
  role: 'admin' | 'agent';
  scopes: string[] | null;
  sensitive: boolean;
  trusted: boolean;
  /** the token's default context budget (approximate tokens); 0: the server's default */
  context_budget: number;
  created_at: string;
}

export interface NewToken extends TokenInfo {
  token: string;
}

/** GET /v1/tokens. */
export interface TokenList {
  tokens: TokenInfo[] | null;
}

/** Every event type /v1/events sends (app's Event* constants): each advances the sequence, so the UI hears each. */
export const EVENT_TYPES = ['item', 'held', 'tombstone', 'error', 'file', 'source', 'progress'] as const;

/** One server-sent event from /v1/events. */
export interface LiveEvent {
  seq: number;
  at: string;
  type: 'item' | 'held' | 'tombstone' | 'error' | 'file' | 'source' | 'progress' | string;
  item?: string;
  action?: string;
  status?: string;
  actor?: string;
  path?: string;
  line?: number;
  message?: string;
  /** a progress event: files done of total in phase, and the estimated milliseconds left */
  phase?: string;
  done?: number;
  total?: number;
  eta_ms?: number;
}

/** one item's outcome in POST /v1/items/batch's results */
export interface BatchResult {
  id: string;
  status?: string;
  error?: string;
}

export type SourceState = 'ok' | 'missing' | 'unreadable';

export interface SourceInfo {
  kind: string;
  path: string;
  activation: string;
  /** a vault's governed folders */
  folders?: string[] | null;
  /** set by the server: whether memgate can read the source now */
  state?: SourceState;
  /** why the source is missing or unreadable; empty when ok */
  reason?: string;
  /** the path with symlinks resolved */
  resolved?: string;
  /** claude_code: index lines below line 200 of MEMORY.md */
  unread_by_agent?: number;
}

/** GET and PUT /v1/sources. */
export interface SourceList {
  sources: SourceInfo[] | null;
}

/** One memory location found on this machine (GET /v1/sources/discover). */
export interface Candidate {
  kind: string;
  path: string;
  label: string;
  /** how many memories memgate would govern */
  entries: number;
  /** how many files memgate would write to */
  files: number;
  /** the kind's default activation */
  activation: 'auto' | 'review';
  /** a vault's folders memgate would govern; the rest of the vault is left alone */
  folders?: string[] | null;
  /** already a source */
  configured: boolean;
}

/** GET /v1/sources/discover. */
export interface CandidateList {
  candidates: Candidate[] | null;
}

/** GET/PUT /v1/settings/autostart. */
export interface AutostartSetting {
  enabled: boolean;
  path: string;
}

/** GET /v1/devices: this device, its pairing code, and the devices whose journals it reads */
export interface Devices {
  paired: boolean;
  device: string;
  /** a secret: it carries the workspace key */
  code?: string;
  devices: Device[] | null;
  sources: SourceDevices[] | null;
}

export interface Device {
  id: string;
  this: boolean;
  records: number;
  hlc: string;
  last: string;
}

export interface SourceDevices {
  root: string;
  journal: string;
  devices: string[] | null;
  /** when this device last read every journal there */
  read: string;
  caught_up: boolean;
}
