package wire

import (
	"time"

	"github.com/memgate/memgate/store"
)

// ContextRequest says who is reading and what they may see.
type ContextRequest struct {
	// Scope is the project the reader works in; the block holds global
	// memories plus that scope's. Empty or "global" means global only.
	Scope string
	// Reader names the reader for served-count bookkeeping; empty records
	// nothing (the exported file, previews).
	Reader string
	// Sensitive allows items of privacy sensitive. Secret is never served.
	Sensitive bool
	// Budget caps the block in approximate tokens (4 characters each);
	// 0 is no cap. Callers resolve the default (the engine's
	// ContextBudget).
	Budget int
	// First are the ids recall ranked for the reader's task, best first:
	// they come before everything but the pinned items, within the task's
	// share of the budget. The engine's Context fills it from Query.
	First []string
	// Query is the reader's task (the q of /v1/context): recall's hits for
	// it come first. Used by the engine's Context, not by Block.
	Query string
	// JSON asks Context for the JSON form (ContextJSON) instead of
	// markdown.
	JSON bool
	// AsOf, when set, answers as the store stood then (system time).
	AsOf time.Time
}

// Rendered is a context response ready to write: what the engine caches
// per active snapshot, so that a block stays byte-identical (and its ETag
// stable) between changes.
type Rendered struct {
	Body        []byte
	ETag        string
	ContentType string
	// IDs are the items the block holds, in order (served counts).
	IDs []string
}

// ContextItem is one memory in the JSON context block and in recall's
// results.
type ContextItem struct {
	ID         string     `json:"id"`
	Text       string     `json:"text"`
	Category   string     `json:"category"`
	Kind       string     `json:"kind"`
	Key        string     `json:"key"`
	Scope      string     `json:"scope"`
	Privacy    string     `json:"privacy"`
	Confidence float64    `json:"confidence"`
	Pinned     bool       `json:"pinned"`
	ValidFrom  *time.Time `json:"valid_from"`
	ValidTo    *time.Time `json:"valid_to"`
	RecordedAt time.Time  `json:"recorded_at"`
}

// NewContextItem is what a reader is shown of it.
func NewContextItem(it store.Item) ContextItem {
	return ContextItem{ID: it.ID, Text: it.Text, Category: it.Category, Kind: it.Kind, Key: it.Key,
		Scope: it.Scope, Privacy: string(it.Privacy), Confidence: it.Confidence, Pinned: it.Pinned,
		ValidFrom: it.ValidFrom, ValidTo: it.ValidTo, RecordedAt: it.RecordedAt}
}

// ContextJSON is the JSON form of the context block.
type ContextJSON struct {
	ETag     string        `json:"etag"`
	Scope    string        `json:"scope"`
	Items    []ContextItem `json:"items"`
	Omitted  int           `json:"omitted"`
	Tokens   int           `json:"tokens"`
	Markdown string        `json:"markdown"`
}

// RecallRequest is a ranked search over what a reader may read.
type RecallRequest struct {
	Query string
	// Scope as in ContextRequest; "" or "global" is global only.
	Scope     string
	Sensitive bool
	// Limit is the most hits returned (1 to 100).
	Limit int
	// Reader, when set, has the hits counted as served to it.
	Reader string
}

// RecallItem is one recall result.
type RecallItem struct {
	ContextItem
	Score float64 `json:"score"`
}
