package api

import (
	"context"
	"time"

	"github.com/memgate/memgate/store"
)

// Backend is everything the API needs from the engine. It is defined here,
// by its consumer, and kept as narrow as the routes need; package
// api/bridge adapts *app.Engine to it. Every mutating method takes the
// authenticated caller's actor and returns only once the governed files
// agree with the store.
type Backend interface {
	// Ready is closed once the engine's start-up reconcile is done.
	Ready() <-chan struct{}
	// Health is nil while the engine and its store work; otherwise why
	// not (the data directory lost, a store read error).
	Health() error
	// Active returns every active item from a snapshot; the same slice is
	// returned until the store commits again, which is what the context
	// cache and the recall index key on.
	Active() ([]store.Item, error)
	// Readable is the engine's one visibility rule.
	Readable(it store.Item, scope string, sensitive bool) bool
	// Context assembles the context block (deterministic, fenced,
	// budgeted). It records served counts when Reader is set.
	Context(ContextRequest) (ContextBlock, error)
	// RecordServed notes that reader was served the items ids.
	RecordServed(reader string, ids []string)
	// ContextBudget is the configured default budget of the block, in
	// approximate tokens.
	ContextBudget() int

	Propose(actor store.Actor, p Proposal) (store.Item, error)
	Accept(actor store.Actor, id, reason string) (store.Item, error)
	Reject(actor store.Actor, id, reason string) (store.Item, error)
	Restore(actor store.Actor, id, reason string) (store.Item, error)
	Undo(actor store.Actor, id, reason string) (store.Item, error)
	Correct(actor store.Actor, id, text, reason string) (store.Item, error)
	Update(actor store.Actor, id string, p store.Patch, reason string) (store.Item, error)

	Get(id string) (store.Item, error)
	Audit(id string) ([]store.Event, error)
	List(ctx context.Context, f store.Filter) ([]store.Item, string, error)
	Stats() (EngineStats, error)
	// Subscribe streams engine events until cancel is called; the channel
	// is closed then.
	Subscribe() (events <-chan Event, cancel func())

	// Sources are the governed sources as configured, with their state.
	Sources() []SourceConfig
	// Discover lists the memory stores found on this machine.
	Discover() []Candidate
	// SetSources validates srcs (an error names the bad source), saves
	// the config file and applies the list without a restart.
	SetSources(ctx context.Context, srcs []SourceConfig) error
}

// SourceConfig is one governed source, as the engine configures it.
type SourceConfig struct {
	// Kind is memory_file, kb, vault or claude_code.
	Kind string `json:"kind"`
	// Path is the MEMORY.md file, the kb directory, the vault root or the
	// Claude Code memory directory.
	Path string `json:"path"`
	// Activation is "", "auto" or "review" ("" takes the kind's default).
	Activation string `json:"activation"`
	// Folders are a vault's governed folders.
	Folders []string `json:"folders"`
	// State (ok, missing, unreadable) and Reason are the source's
	// condition now; Resolved is its path with symlinks resolved;
	// UnreadByAgent counts a claude_code index's entries below the lines
	// Claude Code loads. Output only: PUT ignores them.
	State         string `json:"state,omitempty"`
	Reason        string `json:"reason,omitempty"`
	Resolved      string `json:"resolved,omitempty"`
	UnreadByAgent int    `json:"unread_by_agent"`
}

// Candidate is a memory store discovery found (see app.Candidate).
type Candidate struct {
	Kind       string `json:"kind"`
	Path       string `json:"path"`
	Label      string `json:"label"`
	Entries    int    `json:"entries"`
	Files      int    `json:"files"`
	Activation string `json:"activation"`
	Configured bool   `json:"configured"`
}

// ContextRequest mirrors the engine's request: who reads, what they may see.
type ContextRequest struct {
	Scope     string
	Reader    string
	Sensitive bool
	// Budget is in approximate tokens; 0 is no cap.
	Budget int
	// First are recall's ids for the reader's query, best first.
	First []string
	AsOf  time.Time
}

// ContextBlock is the engine's rendered block.
type ContextBlock struct {
	Scope    string
	Items    []store.Item
	Omitted  int
	Markdown string
	ETag     string
	Tokens   int
}

// Proposal is a memory submitted over the API.
type Proposal struct {
	Text     string
	Category string
	Scope    string
	Privacy  string
	Key      string
	Trusted  bool
	// Person is an admin caller, who may supersede any memory; an agent's
	// Scopes (writable, "*" is all) and Sensitive bound which active
	// memories its key may supersede.
	Person    bool
	Scopes    []string
	Sensitive bool
}

// EngineStats are the engine's counters.
type EngineStats struct {
	Counts  map[string]int `json:"counts"`
	Parses  int64          `json:"parses"`
	Sources int            `json:"sources"`
	// Skipped are the files the engine does not govern, and why.
	Skipped []SkippedFile `json:"skipped"`
}

// SkippedFile is a file the engine skipped.
type SkippedFile struct {
	Path   string    `json:"path"`
	Reason string    `json:"reason"`
	Line   int       `json:"line,omitempty"`
	At     time.Time `json:"at"`
}

// Event is one engine event for the event stream: Seq orders them, Type
// names the SSE event, Data is its JSON payload.
type Event struct {
	Seq  uint64
	Type string
	Data any
}
