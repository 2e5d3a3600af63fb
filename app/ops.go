package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"github.com/memgate/memgate/wire"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// The operations below are what the API exposes. Each runs under the
// engine lock, changes the store with the caller's actor, then rewrites
// every file whose items changed, so that when it returns the files agree
// with the store.

func (e *Engine) op(fn func() (store.Item, error)) (store.Item, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	it, err := fn()
	e.writeBack()
	e.markClean()
	if err != nil {
		return store.Item{}, err
	}
	return e.st.Get(it.ID)
}

// Accept makes an item active.
func (e *Engine) Accept(actor store.Actor, id, reason string) (store.Item, error) {
	return e.op(func() (store.Item, error) { return e.st.Accept(actor, id, reason) })
}

// Reject rejects an item and tombstones its text.
func (e *Engine) Reject(actor store.Actor, id, reason string) (store.Item, error) {
	return e.op(func() (store.Item, error) { return e.st.Reject(actor, id, reason) })
}

// Restore brings a rejected item back to review.
func (e *Engine) Restore(actor store.Actor, id, reason string) (store.Item, error) {
	return e.op(func() (store.Item, error) { return e.st.Restore(actor, id, reason) })
}

// Undo reverses an item's last status change.
func (e *Engine) Undo(actor store.Actor, id, reason string) (store.Item, error) {
	return e.op(func() (store.Item, error) { return e.st.Undo(actor, id, reason) })
}

// Correct supersedes an item with corrected text; the file entry is
// rewritten in place under the new item's marker.
func (e *Engine) Correct(actor store.Actor, id, text, reason string) (store.Item, error) {
	return e.op(func() (store.Item, error) { return e.st.Correct(actor, id, text, reason) })
}

// Update changes privacy, scope, confidence, key or pinning.
func (e *Engine) Update(actor store.Actor, id string, p store.Patch, reason string) (store.Item, error) {
	if p.Text != nil || p.Source != nil || p.Flags != nil {
		return store.Item{}, fmt.Errorf("%w: text changes go through correct", store.ErrBadInput)
	}
	return e.op(func() (store.Item, error) { return e.st.Update(actor, id, p, reason) })
}

// Proposal is a memory an agent (or a person) submits (defined in wire).
type Proposal = wire.Proposal

// Grants are an agent token's reach (defined in wire).
type Grants = wire.Grants

// mayReplace: the holder is inside what g may both read and write.
func mayReplace(g *Grants, holder store.Item) bool {
	if g == nil {
		return true
	}
	if holder.Privacy == mem.Secret || holder.Privacy == mem.Sensitive && !g.Sensitive {
		return false
	}
	scope := holder.Scope
	if scope == "" {
		scope = "global"
	}
	return slices.Contains(g.Scopes, scope) || slices.Contains(g.Scopes, "*")
}

// Limits on a proposal's short fields: they reach every agent's context
// block beside the text, so they are kept short and plain, and scanned.
const (
	maxCategory = 64
	maxKey      = 128
)

// validField checks a category or key: at most max bytes of letters,
// digits, spaces and - _ . : /, no space at either end.
func validField(what, v string, max int) error {
	if len(v) > max {
		return fmt.Errorf("%w: %s is longer than %d bytes", store.ErrBadInput, what, max)
	}
	if strings.TrimSpace(v) != v {
		return fmt.Errorf("%w: %s has a leading or trailing space", store.ErrBadInput, what)
	}
	for _, r := range v {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || strings.ContainsRune("-_.:/", r)) {
			return fmt.Errorf("%w: %s may hold only letters, digits, spaces and - _ . : / (found %q)", store.ErrBadInput, what, r)
		}
	}
	return nil
}

// validProposal checks the fields an agent supplies besides the text.
func validProposal(p Proposal) error {
	if p.Scope != "" && p.Scope != "global" && !store.ValidName(p.Scope) {
		return fmt.Errorf("%w: scope %q: at most 64 letters, digits and - _ .", store.ErrBadInput, p.Scope)
	}
	if err := validField("category", p.Category, maxCategory); err != nil {
		return err
	}
	return validField("key", p.Key, maxKey)
}

// Propose passes a proposal through the same gate as a file entry:
// tombstone, dedup, scanners, policy. Its text then gets a home in a file
// the user can open: a note in the vault's inbox, or an entry in the
// memory file (held there as a placeholder until accepted).
func (e *Engine) Propose(actor store.Actor, p Proposal) (store.Item, error) {
	if err := validProposal(p); err != nil {
		return store.Item{}, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	defer e.markClean()
	defer e.writeBack()

	hash := mem.TextHash(p.Text)
	s, path := e.inbox(hash)
	src := store.Source{Kind: "api"}
	if s != nil {
		src = store.Source{Kind: s.cfg.Kind, Path: path}
	}
	n := store.New{Text: p.Text, Kind: "fact", Category: p.Category, Key: p.Key, Scope: p.Scope,
		Privacy: p.Privacy, Confidence: 0.85, Source: src}
	if _, ok, err := e.st.TombstonedHash(hash); err != nil {
		return store.Item{}, err
	} else if ok {
		n.Status = mem.Rejected
		n.Source = store.Source{Kind: "api"}
		it, err := e.st.Create(actor, n, "tombstone: proposed a rejected value")
		e.bus.publish(Event{Type: EventTombstone, Item: it.ID, Message: "an agent proposed a rejected memory"})
		return it, err
	}
	same, _, err := e.st.List(context.Background(), store.Filter{TextHash: hash, Status: mem.Active})
	if err != nil {
		return store.Item{}, err
	}
	if len(same) > 0 {
		return same[0], nil // an exact duplicate of an active memory creates nothing
	}
	flags, privacy := scan(p.Text)
	// The short fields go through the same scanners: a category or key is
	// printed in every reader's block. Their findings carry no span (Start
	// and End index the text).
	for _, f := range []struct{ name, v string }{{"category", p.Category}, {"key", p.Key}} {
		ff, pr := scan(f.v)
		for _, fl := range ff {
			fl.Detail, fl.Start, fl.End = "in the "+f.name+": "+fl.Detail, 0, 0
			flags = append(flags, fl)
		}
		if pr.Rank() > privacy.Rank() {
			privacy = pr
		}
	}
	if privacy.Rank() > n.Privacy.Rank() {
		n.Privacy = privacy
	}
	if p.Key != "" && p.Grants != nil {
		holders, _, err := e.st.List(context.Background(), store.Filter{Key: p.Key, Status: mem.Active})
		if err != nil {
			return store.Item{}, err
		}
		for _, h := range holders {
			if h.Key == p.Key && !mayReplace(p.Grants, h) {
				flags = append(flags, keyHeldFlag(p.Key, h.ID))
			}
		}
		n.MaySupersede = func(h store.Item) bool { return mayReplace(p.Grants, h) }
	}
	n.Flags = flags
	n.Status = mem.NeedsReview
	if p.Trusted && len(flags) == 0 {
		n.Status = mem.Active
	}
	if s != nil && s.kind != ingest.Note {
		raw, err := ingest.RenderEntry(s.kind, ingest.NewEntry{Text: p.Text}, "\n")
		if err != nil {
			return store.Item{}, fmt.Errorf("%w: %v", store.ErrBadInput, err)
		}
		n.Source.Raw = raw
	}
	it, err := e.st.Create(actor, n, "proposed over the API")
	if kh := (*store.KeyHeldError)(nil); errors.As(err, &kh) {
		// The store refused what the check above let through (it runs
		// under the same lock, so only a store-level rule differing from
		// mayReplace gets here): hold it, naming the holder.
		n.Status, n.Flags = mem.NeedsReview, append(n.Flags, keyHeldFlag(kh.Key, kh.Holder))
		flags = n.Flags
		it, err = e.st.Create(actor, n, "proposed over the API")
	}
	if err != nil {
		return store.Item{}, err
	}
	if len(flags) > 0 {
		e.bus.publish(Event{Type: EventHeld, Item: it.ID, Message: flags[0].Rule})
	}
	if s != nil {
		if err := e.writeProposal(s, path, it); err != nil {
			// The item is kept (nothing is lost); the file can be fixed.
			e.bus.publish(Event{Type: EventError, Item: it.ID, Path: path, Message: "writing proposal: " + err.Error()})
		}
	}
	return e.st.Get(it.ID)
}

// keyHeldFlag holds a proposal whose key an active memory outside the
// proposer's grants holds; the reviewer sees which one it would replace.
func keyHeldFlag(key, holder string) store.Flag {
	return store.Flag{Rule: "grant.key_held", Class: "grant", Detail: fmt.Sprintf("would replace %s (key %q), which this token may not write or read", holder, key)}
}

// inbox picks where a proposal's text lives: a note under the first
// vault's governed folder (Inbox/), else the first memory file, else the
// first knowledge base's inbox.md.
func (e *Engine) inbox(hash string) (*source, string) {
	for _, s := range e.sources {
		if s.cfg.Kind == KindVault {
			return s, filepath.Join(s.vsrc.Root, s.cfg.Folders[0], "Inbox", "memory-"+hash[:10]+".md")
		}
	}
	for _, s := range e.sources {
		if s.cfg.Kind == KindMemoryFile {
			return s, s.cfg.Path
		}
	}
	for _, s := range e.sources {
		if s.cfg.Kind == KindKB {
			return s, filepath.Join(s.vsrc.Root, "inbox.md")
		}
	}
	return nil, ""
}

func (e *Engine) writeProposal(s *source, path string, it store.Item) error {
	if s.kind == ingest.Note {
		note, err := ingest.NewNote([]ingest.KeyValue{{Key: ingest.KeyID, Value: it.ID}, {Key: ingest.KeyStatus, Value: string(it.Status)}}, it.Text)
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		_, err = e.writer.Update(s.vsrc, path, func(old []byte) ([]byte, error) {
			if old != nil {
				return nil, fmt.Errorf("%s already exists", path)
			}
			return note, nil
		})
		if err != nil {
			return err
		}
		return e.reconcile(context.Background(), s, path, nil, true)
	}
	_, err := e.writer.Update(s.vsrc, path, func(old []byte) ([]byte, error) {
		b, err := ingest.Append(old, s.kind, ingest.NewEntry{Text: it.Text, ID: it.ID, Status: it.Status})
		if err != nil {
			return nil, err
		}
		// Hold it in the same write: its text must never sit in an
		// agent-read file while it waits for review.
		r, err := e.render(renderJob{s: s, path: path, old: b, full: true})
		return r.out, err
	})
	if err != nil {
		return err
	}
	return e.reconcile(context.Background(), s, path, nil, true)
}

// Get returns one item.
func (e *Engine) Get(id string) (store.Item, error) { return e.st.Get(id) }

// Audit returns an item's audit trail.
func (e *Engine) Audit(id string) ([]store.Event, error) { return e.st.Audit(id) }

// List lists items.
func (e *Engine) List(ctx context.Context, f store.Filter) ([]store.Item, string, error) {
	return e.st.List(ctx, f)
}

// Stats are counts for the UI and /v1/stats (defined in wire).
type Stats = wire.Stats

// Stats reports item counts per status.
func (e *Engine) Stats() (Stats, error) {
	c, err := e.st.Counts()
	return Stats{Counts: c, Parses: e.Parses(), Files: len(e.Sources()), Skipped: e.Skipped()}, err
}

// ServedTotals are the store's served totals (GET /v1/stats).
func (e *Engine) ServedTotals() (map[string]int64, int, error) { return e.st.ServedTotals() }

// ErrNoSource is returned when a path is not under any configured source.
var ErrNoSource = errors.New("path is not under a configured source")

// Resync reconciles one file now (tests, the CLI).
func (e *Engine) Resync(path string) error {
	e.mu.Lock()
	s := e.sourceFor(path) // sources change under e.mu (SetSources)
	e.mu.Unlock()
	if s == nil {
		return ErrNoSource
	}
	e.syncFile(context.Background(), s, path, nil, true)
	return nil
}

// Batch actions.
const (
	BatchAccept = "accept"
	BatchReject = "reject"
)

// maxBatch bounds one batched action: ten thousand held notes in one
// click is the case it is for.
const maxBatch = 10_000

// Batch applies one review action (accept or reject) to many items: one
// store sync for all of them and one write per file, not one per item.
// An item that may not move is reported in its result and changes
// nothing; the others go on.
func (e *Engine) Batch(actor store.Actor, action string, ids []string, reason string) ([]wire.BatchResult, error) {
	var to mem.Status
	switch action {
	case BatchAccept:
		to = mem.Active
	case BatchReject:
		to = mem.Rejected
	default:
		return nil, fmt.Errorf("%w: action must be accept or reject", store.ErrBadInput)
	}
	if len(ids) > maxBatch {
		return nil, fmt.Errorf("%w: at most %d ids in one batch", store.ErrBadInput, maxBatch)
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	items, errs, err := e.st.TransitionMany(actor, ids, to, reason)
	e.writeBack()
	e.markClean()
	if err != nil {
		return nil, err
	}
	out := make([]wire.BatchResult, len(ids))
	for i, id := range ids {
		out[i] = wire.BatchResult{ID: id}
		if errs[i] != nil {
			out[i].Error = errs[i].Error()
			continue
		}
		out[i].Status = string(items[i].Status)
	}
	return out, nil
}
