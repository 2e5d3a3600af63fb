package wire

import (
	"time"

	"github.com/memgate/memgate/mem"
)

// SourceConfig is one governed source, as the config file holds it.
type SourceConfig struct {
	// Kind is memory_file, kb, vault or claude_code.
	Kind string `yaml:"kind" json:"kind"`
	// Path is the MEMORY.md file, the kb directory, the vault root or the
	// Claude Code memory directory.
	Path string `yaml:"path" json:"path"`
	// Activation overrides the kind's first-seen status: "auto" activates
	// clean entries, "review" holds every new entry. Empty takes the
	// kind's default (auto for memory files, kb and claude_code, review
	// for vaults).
	Activation string `yaml:"activation,omitempty" json:"activation"`
	// Folders are a vault's governed folders (default ["Memory"]). Notes
	// elsewhere are governed only when their front matter has a memory_*
	// key.
	Folders []string `yaml:"folders,omitempty" json:"folders,omitempty"`
}

// SourceStatus is a configured source with what the engine knows of it
// now: the shape of GET /v1/sources (and of PUT's body, which ignores the
// output-only fields). It is flat, not an embedded SourceConfig, because
// the API always sends "folders" (an empty list, never absent) while the
// config file omits it.
type SourceStatus struct {
	Kind       string   `json:"kind"`
	Path       string   `json:"path"`
	Activation string   `json:"activation"`
	Folders    []string `json:"folders"`
	// State is ok, missing or unreadable; Reason says why when not ok.
	State  string `json:"state,omitempty"`
	Reason string `json:"reason,omitempty"`
	// Resolved is the path with symlinks resolved, as memgate reads it.
	Resolved string `json:"resolved,omitempty"`
	// UnreadByAgent counts, for a claude_code source, the active entries
	// of its MEMORY.md index below the lines Claude Code loads (200).
	UnreadByAgent int `json:"unread_by_agent"`
}

// Config is the configurable part of s.
func (s SourceStatus) Config() SourceConfig {
	return SourceConfig{Kind: s.Kind, Path: s.Path, Activation: s.Activation, Folders: s.Folders}
}

// Candidate is a memory store found on this machine that memgate could
// govern, with what governing it would mean.
type Candidate struct {
	Kind string `json:"kind"`
	Path string `json:"path"`
	// Label names it for a person ("Claude Code: ~/dev/my-project").
	Label string `json:"label"`
	// Entries is how many memories memgate would govern; Files how many
	// files it would write its markers to.
	Entries int `json:"entries"`
	Files   int `json:"files"`
	// Activation is what new entries become by default: auto (live
	// unless a scanner flags them) or review.
	Activation string `json:"activation"`
	// Folders are the vault folders memgate would govern (the notes it
	// counts and writes to); the rest of the vault is left alone.
	Folders []string `json:"folders,omitempty"`
	// Configured: it is a source already.
	Configured bool `json:"configured"`
}

// Event is one change the engine reports to the UI and the API's event
// stream; Seq is the SSE id, and a gap in it is a lost event.
type Event struct {
	Seq  uint64    `json:"seq"`
	At   time.Time `json:"at"`
	Type string    `json:"type"` // item, held, tombstone, error, file, source
	// Item, Action, Status and Actor describe an item change.
	Item   string `json:"item,omitempty"`
	Action string `json:"action,omitempty"`
	Status string `json:"status,omitempty"`
	Actor  string `json:"actor,omitempty"`
	// Path and Line locate a file problem.
	Path    string `json:"path,omitempty"`
	Line    int    `json:"line,omitempty"`
	Message string `json:"message,omitempty"`
	// Phase, Done, Total and ETAMs report a start-up that takes more than
	// a second (type progress): files (memories, in phase indexing) done
	// of total in phase, and the milliseconds an estimate says are left.
	Phase string `json:"phase,omitempty"`
	Done  int    `json:"done,omitempty"`
	Total int    `json:"total,omitempty"`
	ETAMs int64  `json:"eta_ms,omitempty"`
}

// Progress is how far the engine's start-up is (/healthz while starting).
type Progress struct {
	// Phase is listing (finding the files), ingesting, indexing (the
	// recall index's first build, after Ready: Done and Total count
	// memories), or ready.
	Phase    string  `json:"phase"`
	Done     int     `json:"done"`
	Total    int     `json:"total"`
	Fraction float64 `json:"fraction"`
}

// BatchResult is one item of a batched review action.
type BatchResult struct {
	ID     string `json:"id"`
	Status string `json:"status,omitempty"`
	Error  string `json:"error,omitempty"`
}

// Stats are counts for the UI and /v1/stats.
type Stats struct {
	Counts map[mem.Status]int `json:"counts"`
	Parses int64              `json:"parses"`
	Files  int                `json:"sources"`
	// Skipped are the files not governed, with the reason.
	Skipped []Skip `json:"skipped"`
}

// Skip is a file the engine does not govern, and why: unparsable,
// unreadable, over the size cap, a symlink, a name it cannot keep.
type Skip struct {
	Path   string    `json:"path"`
	Reason string    `json:"reason"`
	Line   int       `json:"line,omitempty"`
	At     time.Time `json:"at"`
}

// Proposal is a memory an agent (or a person) submits over the API.
type Proposal struct {
	Text     string
	Category string
	Scope    string
	Privacy  mem.Privacy
	Key      string
	// Trusted activates a clean proposal at once; otherwise it waits for
	// review.
	Trusted bool
	// Grants are what the proposing token may read and write; nil is a
	// person, who may supersede anything. A key held by an active memory
	// outside them is never superseded: the proposal waits for review,
	// flagged with the id of the memory it would replace.
	Grants *Grants
}

// Grants are an agent token's reach.
type Grants struct {
	// Scopes the token may write ("*" is every scope; global must be
	// named, as it is every agent's).
	Scopes []string
	// Sensitive lets the token read sensitive memories.
	Sensitive bool
}

// Devices is what a device knows of the devices sharing its workspace
// (GET /v1/devices).
type Devices struct {
	// Paired: this device holds a workspace key and journals.
	Paired bool `json:"paired"`
	// Device is this device's id; Code the pairing code that lets another
	// device join (a secret: it carries the key).
	Device  string          `json:"device"`
	Code    string          `json:"code,omitempty"`
	Devices []Device        `json:"devices"`
	Sources []SourceDevices `json:"sources"`
}

// Device is one device seen in the journals.
type Device struct {
	ID   string `json:"id"`
	This bool   `json:"this"`
	// Records is how many of its records this device has read; HLC and
	// Last the newest one's clock and wall time.
	Records uint64    `json:"records"`
	HLC     string    `json:"hlc"`
	Last    time.Time `json:"last"`
}

// SourceDevices are the devices whose journals a source root holds.
type SourceDevices struct {
	Root    string   `json:"root"`
	Journal string   `json:"journal"`
	Devices []string `json:"devices"`
	// Read is when this device last read every journal there; CaughtUp
	// that it did so in the last few seconds.
	Read     time.Time `json:"read"`
	CaughtUp bool      `json:"caught_up"`
}
