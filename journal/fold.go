package journal

import (
	"cmp"
	"maps"
	"slices"
	"strings"
)

// Item is the folded governance state of one memory item.
type Item struct {
	ID      string
	Source  string
	Text    string
	Status  string // "rejected" whenever Tombstoned, whatever the last status record said
	Privacy string
	Scope   string
	// Tombstoned is set by a rejection and cleared only by a restore with a
	// later HLC.
	Tombstoned bool
	// HLC is the newest record folded into the item, whatever it changed.
	HLC Timestamp
}

// The fields of an item, each a last-writer-wins register of its own.
// Registers, not whole items, are what makes the fold commutative: a
// privacy change does not undo a concurrent status change.
type field int

const (
	fSource field = iota
	fText
	fStatus
	fPrivacy
	fScope
	fTomb
	fLast // set by every record: keeps the newest one, and the item, through compaction
	nFields
)

// reg holds a field's value and the record that set it; the record is the
// write's stamp.
type reg struct {
	rec  *Record
	rank int // text only: 1 for create and correct, 0 for a held text riding on another op
	val  string
}

// beats is the conflict rule: rank, then later HLC, then at an exact tie a
// rejection, then device id and seq so that every device picks the same
// winner. Equal stamps do not beat, so applying a record twice is a no-op.
func (a reg) beats(b reg) bool {
	if b.rec == nil {
		return true
	}
	rej := func(r *Record) int {
		if r.Rejection() {
			return 1
		}
		return 0
	}
	return cmp.Or(
		cmp.Compare(a.rank, b.rank),
		cmp.Compare(a.rec.HLC, b.rec.HLC),
		cmp.Compare(rej(a.rec), rej(b.rec)),
		strings.Compare(a.rec.Device, b.rec.Device),
		cmp.Compare(a.rec.Seq, b.rec.Seq),
	) > 0
}

// State folds records incrementally. The zero value is not usable; call
// NewState. Apply is commutative and idempotent, so the state depends only
// on the set of records applied, never on their order.
type State struct {
	items map[string]*[nFields]reg
}

// NewState returns an empty state.
func NewState() *State {
	return &State{items: map[string]*[nFields]reg{}}
}

// Fold is the pure form of State: the per-item state of a set of records.
func Fold(recs []Record) map[string]Item {
	s := NewState()
	for _, r := range recs {
		s.Apply(r)
	}
	return s.Items()
}

// Apply folds one record in.
func (s *State) Apply(r Record) {
	regs := s.items[r.ItemID]
	if regs == nil {
		regs = new([nFields]reg)
		s.items[r.ItemID] = regs
	}
	rec := &r
	set := func(f field, val string, rank int) {
		if w := (reg{rec: rec, rank: rank, val: val}); w.beats(regs[f]) {
			regs[f] = w
		}
	}
	set(fLast, "", 0)
	if r.Source != "" {
		set(fSource, r.Source, 0)
	}
	if r.Text != "" {
		rank := 0
		if r.Op == OpCreate || r.Op == OpCorrect {
			rank = 1
		}
		set(fText, r.Text, rank)
	}
	// A create's status, privacy and scope are where an item starts, not
	// a decision: any decision outranks them, whatever the clocks say. A
	// device that first sees an entry after others decided on it (a late
	// joiner, or one whose journal arrives after the file) journals a
	// create stamped later than their decision, and must not undo it.
	decided := 1
	if r.Op == OpCreate {
		decided = 0
	}
	switch {
	case r.Rejection():
		set(fStatus, StatusRejected, decided)
		set(fTomb, "1", 0)
	case r.Op == OpRestore:
		set(fStatus, cmp.Or(r.Status, StatusNeedsReview), decided)
		set(fTomb, "", 0)
	case r.Status != "":
		set(fStatus, r.Status, decided)
	}
	if r.Privacy != "" {
		set(fPrivacy, r.Privacy, decided)
	}
	if r.Scope != "" {
		set(fScope, r.Scope, decided)
	}
}

// Item returns one item's state.
func (s *State) Item(id string) (Item, bool) {
	regs := s.items[id]
	if regs == nil {
		return Item{}, false
	}
	it := Item{
		ID: id, Source: regs[fSource].val, Text: regs[fText].val, Status: regs[fStatus].val,
		Privacy: regs[fPrivacy].val, Scope: regs[fScope].val, Tombstoned: regs[fTomb].val == "1",
		HLC: regs[fLast].rec.HLC,
	}
	if it.Tombstoned {
		it.Status = StatusRejected
	}
	return it, true
}

// Items returns every item's state by id.
func (s *State) Items() map[string]Item {
	out := make(map[string]Item, len(s.items))
	for id := range s.items {
		out[id], _ = s.Item(id)
	}
	return out
}

// decisive returns the records that still hold some field, in journal
// order. Folding them gives the same state as folding everything applied,
// which is what lets a snapshot drop the rest.
func (s *State) decisive() []Record {
	type key struct {
		dev string
		seq uint64
	}
	keep := map[key]Record{}
	for _, id := range slices.Sorted(maps.Keys(s.items)) {
		for _, g := range s.items[id] {
			if g.rec != nil {
				keep[key{g.rec.Device, g.rec.Seq}] = *g.rec
			}
		}
	}
	out := slices.Collect(maps.Values(keep))
	slices.SortFunc(out, Compare)
	return out
}
