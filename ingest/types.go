package ingest

import (
	"errors"
	"fmt"
	"time"

	"github.com/memgate/memgate/mem"
)

// Kind names the format a file is parsed as; it matches a source kind.
type Kind string

const (
	MemoryFile Kind = "memory_file"  // an agent's MEMORY.md
	Bucket     Kind = "kb"           // a knowledge-base bucket file
	Note       Kind = "note"         // an Obsidian note
	Topic      Kind = "claude_topic" // a Claude Code auto-memory topic file
)

// noteLike: a whole-file entry whose status lives in front matter.
func (k Kind) noteLike() bool { return k == Note || k == Topic }

// Options bounds what a parser will accept. The zero value means the
// defaults; a field left at zero takes its default.
type Options struct {
	// MaxFileSize is the largest file, in bytes, that is parsed at all.
	// Larger files are refused with ErrTooLarge. Default 8 MiB.
	MaxFileSize int
	// MaxYAMLAliases is how many alias nodes (*name) front matter may hold.
	// Memory keys never need aliases; the bound keeps billion-laughs
	// documents from costing anything. Default 64.
	MaxYAMLAliases int
	// MaxYAMLDepth bounds the nesting of front matter collections.
	// Default 64.
	MaxYAMLDepth int
	// MaxYAMLNodes bounds the size of front matter with aliases expanded,
	// so a small document cannot stand for an exponential one. Default 100000.
	MaxYAMLNodes int
	// MaxYAMLKeys bounds the top-level keys of front matter: a note's
	// properties are a handful, and write-back walks them. Default 1024.
	MaxYAMLKeys int
	// MaxNesting bounds block quotes and list items nested on one line.
	// goldmark's block parser is quadratic in that depth, so a single line
	// of 50,000 '>' would stall every parse of the file. Default 64.
	MaxNesting int
}

// DefaultMaxFileSize is the size cap used when Options.MaxFileSize is zero.
// It bounds what hostile input can cost, and must leave real files room
// to grow: an agent's MEMORY.md of 20,000 entries is 1.7 MB, and 2.2 MB
// once memgate has marked every entry, so a 2 MiB cap made memgate's own
// write-back push the file out of governance (the next append was never
// read). 8 MiB holds about 75,000 marked entries and parses in about a
// second.
const DefaultMaxFileSize = 8 << 20

func (o Options) withDefaults() Options {
	if o.MaxFileSize <= 0 {
		o.MaxFileSize = DefaultMaxFileSize
	}
	if o.MaxYAMLAliases <= 0 {
		o.MaxYAMLAliases = 64
	}
	if o.MaxYAMLDepth <= 0 {
		o.MaxYAMLDepth = 64
	}
	if o.MaxNesting <= 0 {
		o.MaxNesting = 64
	}
	if o.MaxYAMLNodes <= 0 {
		o.MaxYAMLNodes = 100000
	}
	if o.MaxYAMLKeys <= 0 {
		o.MaxYAMLKeys = 1024
	}
	return o
}

// Entry is one memory as it stands in a file: a top-level list item or
// paragraph of a memory file, a bullet of a bucket, or a whole note.
//
// Offsets are byte offsets into the parsed source. Raw aliases that source;
// callers that keep an Entry past the life of the source must copy it.
type Entry struct {
	Kind Kind
	// Text is the memory text without bullet, date prefix, timestamp
	// comment or marker. Continuation lines lose the list item's
	// indentation and CRLF becomes LF, so Text is the same whatever the
	// file's layout; a held placeholder has no Text.
	Text string
	// Norm is mem.Normalize(Text); Hash is mem.Hash(Norm).
	Norm, Hash string
	// Start and End span every byte the entry owns: the timestamp comment
	// that dates it, the bullet, the text, the marker, continuation lines
	// and the line ending of its last line. A hold or remove replaces
	// exactly src[Start:End].
	Start, End int
	// TextStart and TextEnd span the text in the file. When the marker sits
	// at the end of the text they stop before it; when an entry continues
	// on lines after its marker they include it.
	TextStart, TextEnd int
	// Line is the 1-based line of the entry's text (of the placeholder for
	// a held entry, of the first body line for a note).
	Line int
	// Raw is src[Start:End]: what a held entry's placeholder replaced and
	// what Unhold puts back.
	Raw []byte
	// File is a topic's whole file, front matter included: what HoldTopic
	// replaces with the placeholder line and UnholdTopic puts back. Nil for
	// other kinds.
	File []byte

	// ID and Status come from the entry's marker (memory file, bucket) or
	// from memory_id / memory_status (note). Status is empty when absent or
	// invalid; an invalid word is reported as a Problem.
	ID     string
	Status mem.Status
	// MarkerStart and MarkerEnd span the marker comment itself (the whole
	// placeholder comment for a held entry); both are -1 without a marker.
	MarkerStart, MarkerEnd int
	// Held reports that the entry is a placeholder line: its text lives in
	// the store, not in the file.
	Held bool

	// Section is the heading path above the entry ("Work > Tools").
	Section string
	// Category is the bucket name (file base name) or, for a note, the
	// folder it lives in.
	Category string
	// Title is a note's first heading, or its file name (a topic's name).
	Title string
	// Description is a topic's description property.
	Description string
	// Summary is a note's description or summary property (a one-line
	// scalar in its front matter), empty when it has none.
	Summary string
	// ValidFrom comes from a bucket date, a timestamp comment or
	// memory_valid_from; ValidTo from memory_valid_to. Zero when absent.
	ValidFrom, ValidTo time.Time

	// Note-only fields from memory_* front matter keys. Confidence is nil
	// when the key is absent; Privacy is empty when absent.
	Confidence *float64
	Privacy    mem.Privacy
	Scope      string
	Key        string

	// MarkAt is where SetMarker inserts a new inline marker (the end of
	// the text's first line, before any hard-break spaces); -1 when the
	// entry cannot carry one (its first block is code or raw HTML).
	MarkAt int
	// Indent is the list item's content column: Text's continuation lines
	// lose it and ReplaceText gives it back, so a corrected entry stays in
	// its list item.
	Indent int
}

// Problem is something wrong in a file that did not stop the parse: an
// invalid status word, a duplicate key, unterminated front matter.
type Problem struct {
	File string
	Line int
	// Code is a stable word for the UI and tests, e.g. "bad_status".
	Code string
	Msg  string
}

func (p Problem) String() string {
	return fmt.Sprintf("%s:%d: %s: %s", p.File, p.Line, p.Code, p.Msg)
}

// Problem codes.
const (
	ProblemBadStatus       = "bad_status"
	ProblemBadMarker       = "bad_marker"
	ProblemDuplicateKey    = "duplicate_key"
	ProblemBadKey          = "bad_key"
	ProblemUnknownKey      = "unknown_key"
	ProblemFrontMatter     = "front_matter"
	ProblemUnterminatedFM  = "unterminated_front_matter"
	ProblemUnclosedRegion  = "unclosed_region"
	ProblemEmptyEntry      = "empty_entry"
	ProblemUnsupportedFM   = "unsupported_front_matter"
	ProblemBadTimestamp    = "bad_timestamp"
	ProblemDuplicateMarker = "duplicate_marker"
)

// Region is a generated block that is not made of entries: memgate's own
// (<!-- memgate:begin NAME --> … <!-- memgate:end -->) or another tool's in
// the same <!-- NAME:begin|start --> … <!-- NAME:end --> shape.
type Region struct {
	Name       string
	Ours       bool
	Start, End int // whole lines, begin comment through end comment
	Line       int
}

// Block is a region of a memory file or bucket that is not an entry but
// that an agent reading the file raw reads all the same: a heading, an
// HTML comment (other than memgate's own markers, placeholders, timestamps
// and region delimiters), a code block, another tool's generated region, a
// paragraph of a bucket, a list item holding only a comment. The engine
// scans it; a block with a finding is held as a governed entry of its own.
type Block struct {
	// Kind is frontmatter, heading, comment, code, region, paragraph or
	// item.
	Kind string
	// Start and End span its whole lines; Line is its first line.
	Start, End, Line int
}

// FrontMatter locates a note's front matter block.
type FrontMatter struct {
	// Start and End span the block including both delimiter lines;
	// BodyStart is where the body begins (End when terminated).
	Start, End int
	// ContentStart and ContentEnd span the YAML between the delimiters.
	ContentStart, ContentEnd int
	// Format is "yaml" or "toml"; only YAML is read or edited.
	Format string
	// Editable is false when memory_* keys must not be written: TOML,
	// unparsable YAML, a top level that is not a mapping, or a duplicated
	// memory_* key. A parse decodes the YAML only when it mentions a
	// memory_* key, so true is provisional; SetNoteKeys checks again.
	Editable bool
	// Reason says why the block is not editable.
	Reason string
	// MemoryKeys reports a memory_* key at the top level (valid or not):
	// such a note is governed wherever it lives in the vault.
	MemoryKeys bool
}

// Document is the result of parsing one file.
type Document struct {
	Kind    Kind
	File    string
	Entries []Entry
	// Problems lists what is wrong in the file, each with file and line.
	Problems []Problem
	// Regions lists generated regions, whose lines are never entries.
	Regions []Region
	// Blocks lists what an agent reads that is not an entry (memory files
	// and buckets only), in file order.
	Blocks []Block
	// FrontMatter is nil when the file has none (an unterminated block is
	// body, and reported as a Problem).
	FrontMatter *FrontMatter
	// BOM reports a leading UTF-8 byte order mark; EOL is the file's line
	// ending ("\r\n" or "\n"), taken from its first line.
	BOM bool
	EOL string
	// Resume, for a memory file or bucket, is where a parse of the file
	// grown at its end may start (ParseFrom); nil when it may not.
	Resume *Resume
}

// Resume is a point from which ParseFrom can parse a grown file: the
// start of its last entry and the headings above it, by level.
type Resume struct {
	Off      int      `json:"off"`
	Sections []string `json:"sections,omitempty"`
}

// FindID returns the entry whose marker or memory_id is id.
func (d *Document) FindID(id string) (Entry, bool) {
	for _, e := range d.Entries {
		if e.ID == id {
			return e, true
		}
	}
	return Entry{}, false
}

// Error is a parse or edit failure for a whole file.
type Error struct {
	File string
	Line int // 0 when the failure has no line
	Err  error
}

func (e *Error) Error() string {
	if e.File == "" {
		if e.Line > 0 {
			return fmt.Sprintf("ingest: line %d: %v", e.Line, e.Err)
		}
		return fmt.Sprintf("ingest: %v", e.Err)
	}
	if e.Line > 0 {
		return fmt.Sprintf("ingest %s:%d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("ingest %s: %v", e.File, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// Sentinel errors; parse and edit errors wrap them (errors.Is).
var (
	ErrTooLarge    = errors.New("file exceeds the size cap")
	ErrBinary      = errors.New("binary file")
	ErrInvalidUTF8 = errors.New("invalid UTF-8")
	ErrPanic       = errors.New("parser panic")
	ErrYAMLLimit   = errors.New("front matter exceeds YAML limits")
	ErrTooDeep     = errors.New("blocks nested too deeply")

	// ErrStale means the entry's bytes are no longer where the Entry says
	// and cannot be found unambiguously: re-parse and retry.
	ErrStale = errors.New("entry changed since it was parsed")
	// ErrNoMarkerSpot means the entry has no text line a marker can follow
	// (its first block is code or HTML); hold it instead.
	ErrNoMarkerSpot = errors.New("entry cannot carry an inline marker")
	// ErrBadID, ErrBadValue and ErrBadText reject values an edit would
	// write.
	ErrBadID    = errors.New("invalid memory id")
	ErrBadValue = errors.New("invalid value")
	ErrBadText  = errors.New("text cannot be written as an entry")
	// ErrNotEditable means a note's front matter must not be written (see
	// FrontMatter.Reason): duplicate memory_* keys, bad YAML, TOML,
	// unterminated block, or a multi-line memory_* value.
	ErrNotEditable = errors.New("front matter not editable")
	// ErrWrongKind means the edit does not apply to this kind of entry.
	ErrWrongKind = errors.New("edit does not apply to this entry kind")
)
