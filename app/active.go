package app

import (
	"strings"
	"sync"
	"sync/atomic"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
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
// Notes are held without their text (noteLines): at 100,000 notes the
// texts were 100 MB of a snapshot of ~220 MB, while a block prints one
// line of a note and reads the full text of the few it serves.
type activeSnap struct {
	mu    sync.Mutex    // held while the snapshot is read or rebuilt
	items []*store.Item // active items in id order; shared, never modified
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
// its text: e.notes holds its line, and the store its text (fullTexts).
func (e *Engine) Active() ([]*store.Item, error) {
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
		// Each note drops its text as it is read, not after the whole
		// set is.
		fresh := leanLines{}
		items, err := e.st.ByStatusShaped(mem.Active, fresh.lean)
		if err != nil {
			a.restore(pend, all)
			return nil, err
		}
		e.notes.keep(fresh, true)
		a.items, a.gen = pointers(items), gen
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
	e.notes.leanNotes(fresh, false)
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
func patchActive(old []*store.Item, touched map[string]struct{}, fresh []store.Item) []*store.Item {
	out := make([]*store.Item, 0, len(old)+len(fresh))
	j := 0
	for i := range old {
		for j < len(fresh) && strings.Compare(fresh[j].ID, old[i].ID) < 0 {
			if fresh[j].Status == mem.Active {
				out = append(out, &fresh[j])
			}
			j++
		}
		if _, ok := touched[old[i].ID]; ok {
			continue
		}
		out = append(out, old[i])
	}
	for ; j < len(fresh); j++ {
		if fresh[j].Status == mem.Active {
			out = append(out, &fresh[j])
		}
	}
	return out
}

// pointers is items as a snapshot: pointers into the slice ByStatus
// made, so that a patch copies 8 bytes per item, not the item.
func pointers(items []store.Item) []*store.Item {
	out := make([]*store.Item, len(items))
	for i := range items {
		out[i] = &items[i]
	}
	return out
}
