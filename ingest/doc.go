// Package ingest turns the bytes of an agent's memory files into entries, and
// turns edits of those entries back into bytes.
//
// It owns three parsers — a memory file such as MEMORY.md (ParseMemoryFile),
// a knowledge-base bucket such as kb/user.md (ParseBucket) and an Obsidian
// note (ParseNote) — the inline marker and placeholder syntax that carries a
// memory's id and status inside a list entry or paragraph, the edits that
// write a status, a corrected text, a hold or a removal back into a file.
// The scanners for secrets and prompt injection are package scan's.
//
// Every entry records the exact byte span it owns. Edits splice only those
// bytes: a file belongs to someone else (an agent appending, a person in
// Obsidian), so a write-back that re-rendered the document or re-encoded
// user YAML through a map would reorder keys, drop comments, turn CRLF into
// LF or lose a BOM, and the person would see memgate as vandalism. Front
// matter is therefore split off by its own exact byte range before goldmark
// sees the body, memory_* keys are edited as lines located through yaml.v3
// nodes, and an edit first checks that the bytes it was given still hold the
// entry it was computed from (ErrStale otherwise) because another program
// may have written the file since it was parsed.
//
// The syntax memgate reads and writes in agent-read files (all of it HTML
// comments, invisible when rendered):
//
//	inline marker:     - 2026-09-12 — Prefers pnpm over npm <!-- mem:k3x9q2 active -->
//	held placeholder:  <!-- mem:k3x9q2 needs_review — held in memgate -->
//	timestamp:         <!-- 2026-09-12T10:00:00Z -->   (dates the entry after it)
//	our region:        <!-- memgate:begin NAME --> … <!-- memgate:end -->
//	another tool's:    <!-- NAME:begin --> … <!-- NAME:end -->   (or NAME:start)
//
// Generated regions are reported in Document.Regions and their lines are
// never entries; one without its end is reported and read as entries, so a
// stray opener cannot hide text from review. Inside code fences and code
// blocks none of these is recognised.
//
// The package must never:
//   - touch the file system, the network or the clock: bytes in, entries and
//     new bytes out, so the vault package can do compare-and-swap writes and
//     tests need no files;
//   - import another memgate package except mem, so store, vault and ingest
//     stay leaves that the app wires together;
//   - decide policy: it reports what a file says (including claims, such as a
//     marker's status word, that the store may refuse) and leaves acceptance
//     to the engine;
//   - let hostile input run away: files over Options.MaxFileSize, binary
//     files and invalid UTF-8 are refused with a reason, YAML aliases and
//     nesting are bounded, and a panic inside a parser becomes an error
//     naming the file.
package ingest
