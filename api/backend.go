package api

import (
	"context"

	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// Backend is what the handlers call, defined here by its consumer and kept
// as narrow as the routes need; *app.Engine satisfies it as it is. The
// engine owns every piece of serving state (the rendered context blocks
// and their cache, the recall index, served-count batching); api parses,
// authorises and writes responses. Every mutating method takes the
// authenticated caller's actor and returns only once the governed files
// agree with the store.
type Backend interface {
	// Ready is closed once the engine's start-up reconcile is done.
	Ready() <-chan struct{}
	// Progress is how far the start-up is (for /healthz while starting).
	Progress() wire.Progress
	// Health is nil while the engine and its store work; otherwise why
	// not (the data directory lost, a store read error).
	Health() error

	// Context is the rendered block a reader may read (cached by the
	// engine per active snapshot), counted as served to req.Reader.
	Context(req wire.ContextRequest) (*wire.Rendered, error)
	// ContextBudget is the configured default budget of the block, in
	// approximate tokens.
	ContextBudget() int
	// Recall is a ranked search over what the reader may read, counted as
	// served to req.Reader.
	Recall(req wire.RecallRequest) ([]wire.RecallItem, error)
	// Readable is the engine's one visibility rule ("global" or "" is the
	// global scope).
	Readable(it store.Item, scope string, sensitive bool) bool
	// RecordServed notes that reader was served the items ids.
	RecordServed(reader string, ids []string)
	// FlushServed makes every count recorded so far visible to Get, List
	// and Stats.
	FlushServed()

	Propose(actor store.Actor, p wire.Proposal) (store.Item, error)
	Accept(actor store.Actor, id, reason string) (store.Item, error)
	Reject(actor store.Actor, id, reason string) (store.Item, error)
	Restore(actor store.Actor, id, reason string) (store.Item, error)
	Undo(actor store.Actor, id, reason string) (store.Item, error)
	Correct(actor store.Actor, id, text, reason string) (store.Item, error)
	Update(actor store.Actor, id string, p store.Patch, reason string) (store.Item, error)
	// Batch applies accept or reject to many items at once: one store
	// sync, one write per file; each item's result says what became of it.
	Batch(actor store.Actor, action string, ids []string, reason string) ([]wire.BatchResult, error)

	Get(id string) (store.Item, error)
	Audit(id string) ([]store.Event, error)
	List(ctx context.Context, f store.Filter) ([]store.Item, string, error)
	Stats() (wire.Stats, error)
	// ServedTotals are the reads per reader over every item and the
	// number of active items never read, as of the last FlushServed.
	ServedTotals() (perReader map[string]int64, activeUnread int, err error)
	// Subscribe streams engine events until cancel is called; the channel
	// is closed then. A slow reader loses events, and sees the loss as a
	// gap in Seq.
	Subscribe() (events <-chan wire.Event, cancel func())

	// SourceStatuses are the governed sources as configured, with their
	// state.
	SourceStatuses() []wire.SourceStatus
	// Discover lists the memory stores found on this machine.
	Discover() []wire.Candidate
	// Devices is what this device knows of the workspace's devices.
	Devices() wire.Devices
	// Pair makes this device the first of a workspace unless it is in one.
	Pair() (wire.Devices, error)
	// ForgetDevice stops trusting a lost device and rotates the key.
	ForgetDevice(id string) error
	// SetSources validates srcs (an error names the bad source), saves
	// the config file and applies the list without a restart.
	SetSources(ctx context.Context, srcs []wire.SourceConfig) error
}
