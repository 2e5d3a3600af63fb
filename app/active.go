package app

import (
	"hash/maphash"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unique"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// The active snapshot is what context blocks (and the export) are chosen
// from, so it must follow commits without walking Badger each time: a
// full ByStatus costs ~17 µs per item, which at 100,000 notes made every
// read after a commit wait seconds. A commit only notes the ids it touched;
// the next reader re-reads just those (store.GetMany) and builds a new
// slice of pointers from the old one. Neither the slice nor the items are
// ever modified once handed out, so
// callers may keep it and cache on its identity.
//
// A full reload still happens when the snapshot is first needed and when
// the touched ids outnumber half the snapshot (a first ingest, a batch
// accept), where one sequential pass is cheaper than a seek per id. Served
// counts of untouched items are those of the last read of each item: they
// only order the block, and they are refreshed with every full reload.
//
// The snapshot keeps activeItems, not store.Items: at 100,000 notes the
// items were 56 MB of 408-byte records, and their note texts 100 MB,
// while a block reads a dozen fields and prints one line of a note; the
// full text is one store read away (fullTexts).
type activeSnap struct {
	mu    sync.Mutex    // held while the snapshot is read or rebuilt
	items []*activeItem // active items in id order; shared, never modified
	gen   uint64        // Engine.gen as of items

	pendMu  sync.Mutex          // OnCommit's side: never waits on a rebuild
	pending map[string]struct{} // ids committed since items was built
	// overflow: more ids were committed than a patch is worth (a first
	// ingest, a batch accept), so they were not kept: reload everything.
	overflow bool
	// read is set once a reader starts building a snapshot: until then
	// there is nothing to patch, and a first ingest of 100,000 notes
	// need not collect their ids.
	read atomic.Bool
}

// activeItem is what a context block reads of an active item: what
// choosing it (its score, tier and visibility), printing it and serving
// it as JSON need. A note carries its one line (noteLine) instead of its
// text, except in a block as of a past time, which keeps the text.
type activeItem struct {
	id   string
	text string // "" for a note of the active snapshot
	// noteLine is a note's line, worked out from its text when it entered
	// the snapshot; textSum says which text that was.
	noteLine string
	textSum  uint64
	// The few-valued strings share one copy across the snapshot
	// (unique.Make): decoded, every item carried its own.
	kind, category, key, scope string
	privacy                    mem.Privacy
	srcKind, path              string
	srcLine                    int32
	pinned                     bool
	confidence                 float64
	validFrom, validTo         *time.Time
	recordedAt                 time.Time
	lastServedAt               *time.Time
	servedCount                int64
}

// textSeed keys textSum, which is only compared within this process.
var textSeed = maphash.MakeSeed()

func textSum(hash string) uint64 { return maphash.String(textSeed, hash) }

// newActiveItem is what the snapshot keeps of it; a note keeps its text
// only with keepText.
func newActiveItem(it *store.Item, keepText bool) activeItem {
	a := activeItem{
		id: it.ID, text: it.Text, textSum: textSum(it.TextHash),
		kind: shared(it.Kind), category: shared(it.Category), key: it.Key, scope: shared(it.Scope),
		privacy: mem.Privacy(shared(string(it.Privacy))), srcKind: shared(it.Source.Kind), path: it.Source.Path,
		srcLine: int32(it.Source.Line), pinned: it.Pinned, confidence: it.Confidence,
		validFrom: it.ValidFrom, validTo: it.ValidTo, recordedAt: it.RecordedAt,
		lastServedAt: it.LastServedAt, servedCount: it.ServedCount,
	}
	if it.Kind == "note" {
		a.noteLine = noteLine(it)
		if !keepText {
			a.text = ""
		}
	} else {
		// A list's entries share their file's path.
		a.path = shared(a.path)
	}
	return a
}

func shared(s string) string { return unique.Make(s).Value() }

// activeItems keeps the active ones of items, with their texts (a block
// as of a past time, tests).
func activeItems(items []store.Item) []*activeItem {
	s := make(slab, 0, len(items))
	out := make([]*activeItem, 0, len(items))
	for i := range items {
		if items[i].Status == mem.Active {
			out = append(out, s.add(newActiveItem(&items[i], true)))
		}
	}
	return out
}

// slab allocates activeItems in chunks: one allocation per thousand
// items, and no copy of what is already placed as the snapshot grows. A
// chunk lives as long as any item in it does, so a patch of a few items
// makes its slab with room for those alone.
type slab []activeItem

func (s *slab) add(a activeItem) *activeItem {
	if len(*s) == cap(*s) {
		*s = make([]activeItem, 0, 1024)
	}
	*s = append(*s, a)
	return &(*s)[len(*s)-1]
}

// contextItem is what a JSON block shows of it.
func (a *activeItem) contextItem() wire.ContextItem {
	return wire.ContextItem{ID: a.id, Text: a.text, Category: a.category, Kind: a.kind, Key: a.key,
		Scope: a.scope, Privacy: string(a.privacy), Confidence: a.confidence, Pinned: a.pinned,
		ValidFrom: a.validFrom, ValidTo: a.validTo, RecordedAt: a.recordedAt}
}

// maxPending bounds the ids kept for the next patch; past it the next
// reader reloads everything, which it would do anyway (see Active).
const maxPending = 50_000

// touched records the ids a commit changed; the caller bumps Engine.gen
// afterwards, so a reader that sees the new gen also sees these ids.
func (a *activeSnap) touched(evs []store.Event) {
	if !a.read.Load() {
		return
	}
	a.pendMu.Lock()
	defer a.pendMu.Unlock()
	if a.overflow {
		return
	}
	if a.pending == nil {
		a.pending = map[string]struct{}{}
	}
	for _, ev := range evs {
		a.pending[ev.Item] = struct{}{}
	}
	if len(a.pending) > maxPending {
		a.pending, a.overflow = nil, true
	}
}

// take hands over the ids touched so far and starts a new set; all is
// set when they overflowed.
func (a *activeSnap) take() (p map[string]struct{}, all bool) {
	a.pendMu.Lock()
	defer a.pendMu.Unlock()
	p, all = a.pending, a.overflow
	a.pending, a.overflow = nil, false
	return p, all
}

// Active returns every active item in id order. Until the next commit it
// returns the very same slice (callers may cache on its identity, as the
// context cache does); callers must not modify it. A note comes without
// its text (activeItem), which the store holds (fullTexts).
func (e *Engine) Active() ([]*activeItem, error) {
	a := &e.active
	gen := e.gen.Load()
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.items != nil && a.gen == gen {
		return a.items, nil
	}
	// Ids touched from here on are patched in by the next reader, so a
	// commit racing this rebuild is read again, never missed.
	a.read.Store(true) // before take: a commit from here on is kept
	pend, all := a.take()
	if a.items == nil || all || len(pend) > len(a.items)/2+1000 {
		// Each item is cut down as it is read, not after the whole set
		// is.
		var s slab
		items := make([]*activeItem, 0, len(a.items))
		err := e.st.EachOfStatus(mem.Active, func(it *store.Item) {
			items = append(items, s.add(newActiveItem(it, false)))
		})
		if err != nil {
			a.restore(pend, all)
			return nil, err
		}
		a.items, a.gen = items, gen
		return a.items, nil
	}
	if len(pend) == 0 {
		a.gen = gen
		return a.items, nil
	}
	ids := make([]string, 0, len(pend))
	for id := range pend {
		ids = append(ids, id)
	}
	fresh, err := e.st.GetMany(ids)
	if err != nil {
		a.restore(pend, false)
		return nil, err
	}
	a.items, a.gen = patchActive(a.items, pend, fresh), gen
	return a.items, nil
}

// restore puts back ids a failed rebuild took, so the next reader
// retries them.
func (a *activeSnap) restore(pend map[string]struct{}, all bool) {
	a.pendMu.Lock()
	defer a.pendMu.Unlock()
	if all || a.overflow {
		a.pending, a.overflow = nil, true
		return
	}
	if a.pending == nil {
		a.pending = map[string]struct{}{}
	}
	for id := range pend {
		a.pending[id] = struct{}{}
	}
}

// patchActive merges old (id order, untouched) with the touched items'
// current state (fresh, id order): touched ids leave, and come back only
// if they are active now.
func patchActive(old []*activeItem, touched map[string]struct{}, fresh []store.Item) []*activeItem {
	s := make(slab, 0, len(fresh))
	out := make([]*activeItem, 0, len(old)+len(fresh))
	j := 0
	add := func(it *store.Item) {
		if it.Status == mem.Active {
			out = append(out, s.add(newActiveItem(it, false)))
		}
	}
	for i := range old {
		for j < len(fresh) && strings.Compare(fresh[j].ID, old[i].id) < 0 {
			add(&fresh[j])
			j++
		}
		if _, ok := touched[old[i].id]; ok {
			continue
		}
		out = append(out, old[i])
	}
	for ; j < len(fresh); j++ {
		add(&fresh[j])
	}
	return out
}
