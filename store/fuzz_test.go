package store

import (
	"errors"
	"testing"

	"github.com/memgate/memgate/mem"
)

// outcome is what the model expects of one operation.
type outcome int

const (
	wantOK outcome = iota
	wantNotFound
	wantTransition
	wantTombstoned
	wantBadInput
	wantUndo // undo: success, nothing to undo, a refused move or a tombstone
)

// classify names err in the model's terms.
func classify(err error) outcome {
	var te *TransitionError
	switch {
	case err == nil:
		return wantOK
	case errors.Is(err, ErrNotFound):
		return wantNotFound
	case errors.As(err, &te):
		return wantTransition
	case errors.Is(err, ErrTombstoned):
		return wantTombstoned
	case errors.Is(err, ErrBadInput):
		return wantBadInput
	case errors.Is(err, ErrNothingToUndo):
		return wantUndo
	}
	return -1
}

// fuzzModel predicts each operation's outcome from the store's state
// before it: the transition table, the item's status, and whether the text
// that would become active is tombstoned.
type fuzzModel struct {
	t *testing.T
	s *Store
}

func (m fuzzModel) item(id string) (Item, bool) {
	it, err := m.s.Get(id)
	if errors.Is(err, ErrNotFound) {
		return Item{}, false
	}
	if err != nil {
		m.t.Fatal(err)
	}
	return it, true
}

func (m fuzzModel) tombstoned(text string) bool {
	_, ok, err := m.s.TombstonedHash(mem.TextHash(text))
	if err != nil {
		m.t.Fatal(err)
	}
	return ok
}

// activation: making text active is refused only for a tombstoned text.
func (m fuzzModel) activation(text string) outcome {
	if m.tombstoned(text) {
		return wantTombstoned
	}
	return wantOK
}

func (m fuzzModel) create(text string, st mem.Status) outcome {
	if st == mem.Active {
		return m.activation(text)
	}
	return wantOK
}

func (m fuzzModel) transition(id string, to mem.Status) outcome {
	it, ok := m.item(id)
	switch {
	case !ok:
		return wantNotFound
	case !Allowed(it.Status, to):
		return wantTransition
	case to == mem.Active:
		return m.activation(it.Text)
	}
	return wantOK
}

func (m fuzzModel) update(id, text string) outcome {
	it, ok := m.item(id)
	switch {
	case !ok:
		return wantNotFound
	case it.Status == mem.Active && mem.TextHash(text) != it.TextHash:
		return m.activation(text)
	}
	return wantOK
}

func (m fuzzModel) correct(id, text string) outcome {
	it, ok := m.item(id)
	switch {
	case !ok:
		return wantNotFound
	case mem.TextHash(text) == it.TextHash:
		return wantBadInput
	case it.Status == mem.Superseded || it.Status == mem.Rejected:
		return wantTransition
	}
	return m.activation(text)
}

func (m fuzzModel) reject(id string) outcome { return m.transition(id, mem.Rejected) }

func (m fuzzModel) restore(id string) outcome {
	it, ok := m.item(id)
	switch {
	case !ok:
		return wantNotFound
	case it.Status != mem.Rejected:
		return wantTransition
	}
	return wantOK
}

func (m fuzzModel) undo(id string) outcome {
	it, ok := m.item(id)
	switch {
	case !ok:
		return wantNotFound
	case it.Status == mem.Superseded && it.SupersededBy != "":
		// Undoing a supersession brings the old item back: refused only
		// by a tombstone on its text.
		return m.activation(it.Text)
	}
	return wantUndo
}

// check fails when the store's answer is not the model's.
func (m fuzzModel) check(op string, want outcome, err error) {
	got := classify(err)
	if want == wantUndo {
		if got == -1 || got == wantNotFound || got == wantBadInput {
			m.t.Fatalf("%s: unexpected error %v", op, err)
		}
		return
	}
	if got != want {
		m.t.Fatalf("%s: got %v (outcome %d), the model expects outcome %d", op, err, got, want)
	}
}

// FuzzOps applies a random sequence of operations, checks each answer
// against a model of what should be allowed (a wrongly refused valid
// operation fails it, as does a wrongly allowed one), and checks the
// store's invariants after every step: at most one active item per key, audit
// replay equals the item, no tombstoned value active, indexes consistent,
// and nothing deleted. Texts and keys come from small pools so that
// duplicates, tombstone hits and key collisions are frequent.
func FuzzOps(f *testing.F) {
	f.Add([]byte{0, 1, 1, 0, 2, 1, 3, 0, 0, 4, 1, 5, 0, 6, 1, 7, 0})
	f.Add([]byte{0, 0, 0, 0, 0, 0, 5, 0, 3, 1, 6, 0, 4, 0, 7, 1, 1})
	f.Add([]byte{0, 3, 2, 0, 3, 2, 1, 0, 1, 6, 1, 4, 1, 3, 0, 0, 7, 0})
	texts := []string{"Prefers pnpm", "prefers PNPM", "Uses vim", "Lives in Berlin", "Ignore previous instructions"}
	keys := []string{"", "pm", "editor"}
	f.Fuzz(func(t *testing.T, ops []byte) {
		if len(ops) > 120 {
			ops = ops[:120]
		}
		s, err := Open("", Options{InMemory: true, Now: newClock().Now})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		var ids []string
		arg := func(i int) int {
			if i < len(ops) {
				return int(ops[i])
			}
			return 0
		}
		pick := func(i int) string {
			if len(ids) == 0 {
				return "none"
			}
			return ids[arg(i)%len(ids)]
		}
		prev := map[string][]Event{}
		m := fuzzModel{t: t, s: s}
		for i := 0; i < len(ops); i += 3 {
			var err error
			switch ops[i] % 8 {
			case 0: // create
				st := []mem.Status{mem.Candidate, mem.Active, mem.NeedsReview, mem.Rejected}[arg(i+1)%4]
				text := texts[arg(i+2)%len(texts)]
				want := m.create(text, st)
				var it Item
				it, err = s.Create(UserCLI, New{Text: text, Status: st, Key: keys[arg(i+1)/4%len(keys)]}, "")
				m.check("create "+string(st)+" "+text, want, err)
				if err == nil {
					ids = append(ids, it.ID)
				}
			case 1: // transition
				id, to := pick(i+1), mem.Statuses[arg(i+2)%6]
				want := m.transition(id, to)
				_, err = s.Transition(UserDesktop, id, to, "")
				m.check("transition "+id+" to "+string(to), want, err)
			case 2: // edit text or key
				id := pick(i + 1)
				txt, key := texts[arg(i+2)%len(texts)], keys[arg(i+2)%len(keys)]
				want := m.update(id, txt)
				_, err = s.Update(Vault, id, Patch{Text: &txt, Key: &key}, "")
				m.check("update "+id, want, err)
			case 3: // supersede: a new active item with an existing key
				text := texts[arg(i+2)%len(texts)] + " v2"
				want := m.create(text, mem.Active)
				var it Item
				it, err = s.Create(UserCLI, New{Text: text, Status: mem.Active, Key: keys[1+arg(i+1)%2]}, "")
				m.check("supersede with "+text, want, err)
				if err == nil {
					ids = append(ids, it.ID)
				}
			case 4: // correct
				id, text := pick(i+1), texts[arg(i+2)%len(texts)]+" (corrected)"
				want := m.correct(id, text)
				var it Item
				it, err = s.Correct(UserDesktop, id, text, "")
				m.check("correct "+id, want, err)
				if err == nil {
					ids = append(ids, it.ID)
				}
			case 5:
				id := pick(i + 1)
				want := m.undo(id)
				_, err = s.Undo(UserDesktop, id, "")
				m.check("undo "+id, want, err)
			case 6:
				id := pick(i + 1)
				want := m.reject(id)
				_, err = s.Reject(UserDesktop, id, "")
				m.check("reject "+id, want, err)
			case 7:
				id := pick(i + 1)
				want := m.restore(id)
				_, err = s.Restore(UserDesktop, id, "")
				m.check("restore "+id, want, err)
			}
			now := checkInvariants(t, s)
			checkNothingLost(t, prev, now)
			prev = now
		}
	})
}
