package store

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/memgate/memgate/mem"
)

// New describes an item to create.
type New struct {
	Text       string
	Kind       string // default "note"
	Category   string
	Key        string
	Status     mem.Status  // required: candidate, active, needs_review or rejected
	Confidence float64     // 0..1
	Privacy    mem.Privacy // default normal
	Scope      string      // default "global"
	Pinned     bool
	Source     Source
	ValidFrom  *time.Time
	ValidTo    *time.Time
	Flags      []Flag
	// MaySupersede, when set, is asked about every active holder of Key
	// before the new item, created active, supersedes it; false fails the
	// Create with a *KeyHeldError and changes nothing. Agent proposals set
	// it to the token's grants, so a key cannot reach across scopes or
	// privacy; nil (a person, a file) supersedes any holder.
	MaySupersede func(holder Item) bool
	// IDSeed, when set, derives the id instead of drawing it: two devices
	// that first see the same entry of a synced file give it the same id,
	// so their markers agree byte for byte (see derivedID).
	IDSeed string
	// ID, when set, is the id exactly: another device's journal names an
	// item this store has not seen. It must be a valid id that is not
	// taken (ErrBadInput otherwise).
	ID string
}

// KeyHeldError is returned when a new active item would supersede a holder
// of its key that New.MaySupersede refused.
type KeyHeldError struct {
	Key    string
	Holder string // the id of the active item holding Key
}

func (e *KeyHeldError) Error() string {
	return fmt.Sprintf("key %q is held by %s, which this caller may not supersede", e.Key, e.Holder)
}

// Patch changes governed fields of an item; nil fields stay as they are.
// Clearing ValidFrom or ValidTo uses ClearValidFrom / ClearValidTo.
type Patch struct {
	Text           *string
	Kind           *string
	Category       *string
	Key            *string
	Confidence     *float64
	Privacy        *mem.Privacy
	Scope          *string
	Pinned         *bool
	Source         *Source
	Flags          *[]Flag
	ValidFrom      *time.Time
	ValidTo        *time.Time
	ClearValidFrom bool
	ClearValidTo   bool
}

// Create records a new item and returns it. An active item whose text is
// tombstoned is refused with ErrTombstoned; an active keyed item supersedes
// the item that held its key. Creating in status rejected tombstones the
// text (it is how a value seen again after rejection is kept).
func (s *Store) Create(actor Actor, n New, reason string) (Item, error) {
	var out Item
	err := s.update(actor, func(w *wtx) error {
		var err error
		out, err = w.create(n, reason)
		return err
	})
	return out, err
}

// CreateMany records ns in order, exactly as a Create for each would
// (reasons[i] is the reason of ns[i]), in as few transactions as Badger's
// transaction size allows and with one sync for all of them: one sync per
// item is what made a first ingest of thousands of entries take minutes.
// Each item is still all-or-nothing with its index entries and audit
// event; OnCommit hears of them all once they are durable. On an error it
// returns the items committed before the failing one; none of the failing
// transaction is kept.
func (s *Store) CreateMany(actor Actor, ns []New, reasons []string) ([]Item, error) {
	if len(reasons) != len(ns) {
		return nil, fmt.Errorf("%w: %d reasons for %d items", ErrBadInput, len(reasons), len(ns))
	}
	out := make([]Item, 0, len(ns))
	var evs []Event
	// finish makes what committed durable and reports it, error or not.
	finish := func() error {
		if err := s.durable(); err != nil {
			return err
		}
		if s.opt.OnCommit != nil && len(evs) > 0 {
			s.opt.OnCommit(evs)
		}
		return nil
	}
	batch := 64
	for len(out) < len(ns) {
		lo := len(out)
		hi := min(lo+batch, len(ns))
		var got []Item
		ev, err := s.updateNoSync(actor, func(w *wtx) error {
			got = got[:0]
			for i := lo; i < hi; i++ {
				it, err := w.create(ns[i], reasons[i])
				if err != nil {
					return err
				}
				got = append(got, it)
			}
			return nil
		})
		if errors.Is(err, badger.ErrTxnTooBig) && hi-lo > 1 {
			batch = max(1, (hi-lo)/2) // nothing was kept; retry smaller
			continue
		}
		if err != nil {
			finish()
			return out, err
		}
		out = append(out, got...)
		evs = append(evs, ev...)
	}
	return out, finish()
}

// create is Create inside a transaction.
func (w *wtx) create(n New, reason string) (Item, error) {
	it, err := w.newItem(n)
	if err != nil {
		return Item{}, err
	}
	switch it.Status {
	case mem.Active:
		if err := w.mayActivate(it, n.MaySupersede); err != nil {
			return Item{}, err
		}
		if err := w.activate(&it); err != nil {
			return Item{}, err
		}
	case mem.Rejected:
		return w.putRejected(nil, it, "tombstone", reason)
	}
	return it, w.put(nil, it, "create", reason)
}

// Transition moves an item to status to, if the table allows it, with the
// side effects the target status implies: activating checks tombstones and
// supersedes the key's holder, rejecting tombstones the value, restoring
// (rejected → needs_review) lifts it, reactivating a superseded item undoes
// its supersession.
func (s *Store) Transition(actor Actor, id string, to mem.Status, reason string) (Item, error) {
	return s.mutateOne(actor, id, func(w *wtx, it Item) (Item, error) {
		return w.setStatus(it, to, actionFor(it.Status, to), reason)
	})
}

// TransitionMany is Transition for each of ids, in order, with one sync
// for all of them (a person accepting ten thousand held notes must not
// pay ten thousand syncs). Each item is its own transaction, so one that
// may not move (errs[i]: not found, a transition the table refuses, a
// tombstoned text) leaves the others alone. OnCommit hears of every
// change once, after the sync.
func (s *Store) TransitionMany(actor Actor, ids []string, to mem.Status, reason string) (items []Item, errs []error, err error) {
	items, errs = make([]Item, len(ids)), make([]error, len(ids))
	var evs []Event
	for i, id := range ids {
		var out Item
		ev, e := s.updateNoSync(actor, func(w *wtx) error {
			it, err := w.get(id)
			if err != nil {
				return err
			}
			out, err = w.setStatus(it, to, actionFor(it.Status, to), reason)
			return err
		})
		if errors.Is(e, ErrClosed) || errors.Is(e, ErrDataLost) {
			err = e // the rest would fail the same way
			break
		}
		items[i], errs[i] = out, e
		evs = append(evs, ev...)
	}
	if derr := s.durable(); derr != nil {
		return items, errs, derr
	}
	if s.opt.OnCommit != nil && len(evs) > 0 {
		s.opt.OnCommit(evs)
	}
	return items, errs, err
}

// Accept makes an item active (needs_review, candidate or stale → active).
func (s *Store) Accept(actor Actor, id, reason string) (Item, error) {
	return s.Transition(actor, id, mem.Active, reason)
}

// Reject rejects an item and tombstones its value.
func (s *Store) Reject(actor Actor, id, reason string) (Item, error) {
	return s.Transition(actor, id, mem.Rejected, reason)
}

// Restore brings a rejected item back to needs_review and lifts its
// tombstone. It is only for rejected items: on anything else it is a
// *TransitionError, not the hold that Transition(needs_review) would be.
func (s *Store) Restore(actor Actor, id, reason string) (Item, error) {
	return s.mutateOne(actor, id, func(w *wtx, it Item) (Item, error) {
		if it.Status != mem.Rejected {
			return Item{}, &TransitionError{ID: it.ID, From: it.Status, To: mem.NeedsReview}
		}
		return w.setStatus(it, mem.NeedsReview, "restore", reason)
	})
}

// Undo reverses the last status change of an item. For a supersession
// (same-key or a correction) it reverses the pair: the older item becomes
// what it was and the newer one goes back to review. Undoing a reject is a
// restore (the table allows nothing else out of rejected).
func (s *Store) Undo(actor Actor, id, reason string) (Item, error) {
	return s.mutateOne(actor, id, func(w *wtx, it Item) (Item, error) {
		if it.Status == mem.Superseded {
			return w.undoSupersession(it, reason)
		}
		if it.Supersedes != "" && it.Status == mem.Active {
			old, err := w.get(it.Supersedes)
			if err != nil {
				return Item{}, err
			}
			if old.SupersededBy == it.ID && (old.Status == mem.Superseded || old.Status == mem.Rejected) {
				if _, err := w.undoSupersession(old, reason); err != nil {
					return Item{}, err
				}
				return w.get(it.ID)
			}
		}
		prev, err := w.previousStatus(it.ID)
		if err != nil {
			return Item{}, err
		}
		if it.Status == mem.Rejected {
			prev = mem.NeedsReview
		}
		return w.setStatus(it, prev, "undo", reason)
	})
}

// Correct replaces an item's text with a corrected one: a new active item
// with the corrected text supersedes the old. An active old item becomes
// superseded; one still in review (or stale) is rejected, so the
// uncorrected text cannot be learned back. A correction is a person's own
// words, so it gets confidence 1.
func (s *Store) Correct(actor Actor, id, text, reason string) (Item, error) {
	var out Item
	err := s.update(actor, func(w *wtx) error {
		old, err := w.get(id)
		if err != nil {
			return err
		}
		if mem.TextHash(text) == old.TextHash {
			return fmt.Errorf("%w: correction of %s has the same text", ErrBadInput, id)
		}
		n := New{
			Text: text, Kind: old.Kind, Category: old.Category, Key: old.Key,
			Status: mem.Active, Confidence: 1, Privacy: old.Privacy, Scope: old.Scope,
			Pinned: old.Pinned, Source: old.Source, ValidFrom: old.ValidFrom,
		}
		nu, err := w.newItem(n)
		if err != nil {
			return err
		}
		to := mem.Rejected
		if old.Status == mem.Active {
			to = mem.Superseded
		}
		if err := allow(old.ID, old.Status, to); err != nil {
			return err
		}
		before := old
		old.SupersededBy = nu.ID
		old.Status = to
		if to == mem.Rejected {
			if _, err := w.putRejected(&before, old, "correct", reason); err != nil {
				return err
			}
		} else {
			w.closeValidity(&old)
			if err := w.put(&before, old, "correct", reason); err != nil {
				return err
			}
		}
		nu.Supersedes = old.ID
		if err := w.activate(&nu); err != nil {
			return err
		}
		out = nu
		return w.put(nil, nu, "correct", reason)
	})
	return out, err
}

// Update applies a patch. Changing the text of an active item to a
// tombstoned value is refused; giving an active item a key supersedes the
// key's holder.
func (s *Store) Update(actor Actor, id string, p Patch, reason string) (Item, error) {
	return s.mutateOne(actor, id, func(w *wtx, it Item) (Item, error) {
		before := it
		action := "update"
		if p.Text != nil && *p.Text != it.Text {
			if err := validText(*p.Text); err != nil {
				return Item{}, err
			}
			it.Text, it.TextHash = *p.Text, mem.TextHash(*p.Text)
			action = "edit"
		}
		setIf(&it.Kind, p.Kind)
		setIf(&it.Category, p.Category)
		setIf(&it.Key, p.Key)
		setIf(&it.Confidence, p.Confidence)
		setIf(&it.Privacy, p.Privacy)
		setIf(&it.Scope, p.Scope)
		setIf(&it.Pinned, p.Pinned)
		if p.Source != nil {
			it.Source = *p.Source
		}
		if p.Flags != nil {
			it.Flags = *p.Flags
		}
		if p.ValidFrom != nil {
			it.ValidFrom = utcPtr(*p.ValidFrom)
		}
		if p.ValidTo != nil {
			it.ValidTo = utcPtr(*p.ValidTo)
		}
		if p.ClearValidFrom {
			it.ValidFrom = nil
		}
		if p.ClearValidTo {
			it.ValidTo = nil
		}
		if err := validFields(it); err != nil {
			return Item{}, err
		}
		if it.Status == mem.Active && (it.TextHash != before.TextHash || it.Key != before.Key) {
			if err := w.activate(&it); err != nil {
				return Item{}, err
			}
		}
		return it, w.put(&before, it, action, reason)
	})
}

func setIf[T any](dst *T, src *T) {
	if src != nil {
		*dst = *src
	}
}

func actionFor(from, to mem.Status) string {
	switch {
	case to == mem.Active && from == mem.Superseded:
		return "undo"
	case to == mem.Active:
		return "accept"
	case to == mem.Rejected:
		return "reject"
	case to == mem.NeedsReview && from == mem.Rejected:
		return "restore"
	case to == mem.NeedsReview:
		return "hold"
	case to == mem.Stale:
		return "stale"
	case to == mem.Superseded:
		return "retire"
	}
	return "status"
}

// wtx is one write transaction: the Badger txn plus what the store adds to
// it (the clock reading, the actor, the audit events written so far).
type wtx struct {
	s      *Store
	txn    *badger.Txn
	now    time.Time
	actor  Actor
	seq    uint64
	events []Event
}

// update runs fn in one serialised Badger transaction. Either everything fn
// wrote commits, with its audit events, or nothing does.
func (s *Store) update(actor Actor, fn func(w *wtx) error) error {
	evs, err := s.updateNoSync(actor, fn)
	if err == nil {
		err = s.durable()
	}
	if err != nil {
		return err
	}
	if s.opt.OnCommit != nil && len(evs) > 0 {
		s.opt.OnCommit(evs)
	}
	return nil
}

// commit runs fn in a Badger read-write transaction and makes it durable
// before returning: the store's own form of SyncWrites (see durable).
func (s *Store) commit(fn func(txn *badger.Txn) error) error {
	if err := s.writable(); err != nil {
		return err
	}
	if err := s.db.Update(fn); err != nil {
		return translate(err)
	}
	return s.durable()
}

// durable syncs Badger's write-ahead log, unless the store was opened
// with NoSync. Badger runs with SyncWrites off and the store syncs after
// each commit instead: same durability for a single mutation (nothing is
// acknowledged, reported to OnCommit or written back to a file before its
// sync returns), but a batch of transactions (CreateMany) pays one sync
// instead of one per transaction. Readers of the store may see a commit a
// moment before it is durable; a power cut in that moment loses what no
// caller was ever told had happened.
func (s *Store) durable() error {
	if s.opt.NoSync {
		return nil
	}
	if err := s.db.Sync(); err != nil {
		return fmt.Errorf("store: sync: %w", s.syncFailed(translate(err)))
	}
	return nil
}

// updateNoSync is update without the sync and without OnCommit: it
// returns the events for the caller to report once durable.
func (s *Store) updateNoSync(actor Actor, fn func(w *wtx) error) ([]Event, error) {
	if err := actor.Valid(); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil, ErrClosed
	}
	if err := s.writable(); err != nil {
		return nil, err
	}
	var w *wtx
	err := s.db.Update(func(txn *badger.Txn) error {
		w = &wtx{s: s, txn: txn, now: s.opt.Now().UTC(), actor: actor}
		seq, err := readSeq(txn)
		if err != nil {
			return err
		}
		w.seq = seq
		if err := fn(w); err != nil {
			return err
		}
		return txn.Set(metaSeq, binary.BigEndian.AppendUint64(nil, w.seq))
	})
	if err != nil {
		return nil, translate(err)
	}
	return w.events, nil
}

// mutateOne loads one item, lets fn change it, and returns fn's result.
func (s *Store) mutateOne(actor Actor, id string, fn func(w *wtx, it Item) (Item, error)) (Item, error) {
	var out Item
	err := s.update(actor, func(w *wtx) error {
		it, err := w.get(id)
		if err != nil {
			return err
		}
		out, err = fn(w, it)
		return err
	})
	if err != nil {
		return Item{}, err
	}
	return s.withBook(out)
}

func translate(err error) error {
	switch {
	case errors.Is(err, badger.ErrTxnTooBig):
		return fmt.Errorf("store: mutation too large: %w", err)
	case errors.Is(err, badger.ErrDBClosed):
		return ErrClosed
	}
	return err
}

func readSeq(txn *badger.Txn) (uint64, error) {
	item, err := txn.Get(metaSeq)
	if errors.Is(err, badger.ErrKeyNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	var seq uint64
	err = item.Value(func(b []byte) error {
		seq = binary.BigEndian.Uint64(b)
		return nil
	})
	return seq, err
}

func (w *wtx) get(id string) (Item, error) {
	it, err := getItem(w.txn, id)
	if err != nil {
		return Item{}, err
	}
	return it, nil
}

// put writes after (replacing before, if any), swaps its index entries and
// appends one audit event. A put that changes nothing writes nothing.
func (w *wtx) put(before *Item, after Item, action, reason string) error {
	after = after.governed()
	// The item's JSON is written once: it is the stored value and, split,
	// the fields the audit diffs.
	val, err := json.Marshal(after)
	if err != nil {
		return err
	}
	b, a := diffFields(before, fieldsOf(val))
	if before != nil && len(a) == 0 {
		return nil
	}
	if before != nil {
		keep := map[string]bool{}
		for _, k := range indexKeys(after) {
			keep[string(k)] = true
		}
		for _, k := range indexKeys(*before) {
			if !keep[string(k)] {
				if err := w.txn.Delete(k); err != nil {
					return err
				}
			}
		}
	}
	if before == nil || before.TextHash != after.TextHash {
		w.s.known.add(after.ID, after.TextHash)
	}
	for _, k := range indexKeys(after) {
		if err := w.txn.Set(k, nil); err != nil {
			return err
		}
	}
	if err := w.txn.Set(itemKey(after.ID), val); err != nil {
		return err
	}
	w.seq++
	ev := Event{V: schemaVersion, Seq: w.seq, At: w.now, Item: after.ID, Actor: w.actor, Action: action, Before: b, After: a, Reason: reason}
	// A create is stored without its After: every field of it is the
	// item's, as later events' Before fields give it back (auditOf), and
	// storing it again doubled the store (schema 2).
	stored := ev
	if before == nil {
		stored.After = nil
	}
	evb, err := encodeEvent(stored)
	if err != nil {
		return err
	}
	if err := w.txn.Set(auditKey(after.ID, ev.Seq), evb); err != nil {
		return err
	}
	if err := w.txn.Set(changeKey(ev.Seq), []byte(after.ID)); err != nil {
		return err
	}
	w.events = append(w.events, ev)
	return nil
}

func (w *wtx) newItem(n New) (Item, error) {
	if n.Kind == "" {
		n.Kind = "note"
	}
	if n.Scope == "" {
		n.Scope = "global"
	}
	if n.Privacy == "" {
		n.Privacy = mem.Normal
	}
	ok := false
	for _, st := range initial {
		ok = ok || n.Status == st
	}
	if !ok {
		return Item{}, fmt.Errorf("%w: an item cannot be created as %q", ErrBadInput, n.Status)
	}
	if err := validText(n.Text); err != nil {
		return Item{}, err
	}
	id, err := w.newID(n.IDSeed)
	if n.ID != "" {
		id, err = n.ID, w.free(n.ID)
	}
	if err != nil {
		return Item{}, err
	}
	it := Item{
		V: schemaVersion, ID: id, Text: n.Text, TextHash: mem.TextHash(n.Text),
		Kind: n.Kind, Category: n.Category, Key: n.Key, Status: n.Status,
		Confidence: n.Confidence, Privacy: n.Privacy, Scope: n.Scope, Pinned: n.Pinned,
		Source: n.Source, RecordedAt: w.now, Flags: n.Flags,
	}
	if n.ValidFrom != nil {
		it.ValidFrom = utcPtr(*n.ValidFrom)
	}
	if n.ValidTo != nil {
		it.ValidTo = utcPtr(*n.ValidTo)
	}
	return it, validFields(it)
}

// setStatus moves it to status to with the side effects of the target.
func (w *wtx) setStatus(it Item, to mem.Status, action, reason string) (Item, error) {
	if err := allow(it.ID, it.Status, to); err != nil {
		return Item{}, err
	}
	if it.Status == mem.Superseded && to == mem.Active {
		return w.undoSupersession(it, reason)
	}
	before := it
	from := it.Status
	it.Status = to
	switch to {
	case mem.Active:
		if err := w.activate(&it); err != nil {
			return Item{}, err
		}
	case mem.Rejected:
		return w.putRejected(&before, it, action, reason)
	case mem.Superseded:
		w.closeValidity(&it)
	case mem.NeedsReview:
		if from == mem.Rejected {
			it.RetiredAt = nil
			if err := w.liftTombstone(it); err != nil {
				return Item{}, err
			}
		}
	}
	return it, w.put(&before, it, action, reason)
}

// putRejected writes it as rejected: retired, its value tombstoned, and
// every other live item with the same text rejected with it, so that no
// tombstoned value stays active anywhere.
func (w *wtx) putRejected(before *Item, it Item, action, reason string) (Item, error) {
	it.Status = mem.Rejected
	w.retire(&it)
	if err := w.tombstone(it); err != nil {
		return Item{}, err
	}
	if err := w.put(before, it, action, reason); err != nil {
		return Item{}, err
	}
	return it, w.rejectSameText(it)
}

// activate enforces the two invariants of the active set on an item about
// to be (or staying) active: its text is not tombstoned, and it is the only
// active holder of its key — the previous holder is superseded here.
func (w *wtx) activate(it *Item) error {
	if t, ok, err := w.tombstoned(it.TextHash); err != nil {
		return err
	} else if ok {
		return fmt.Errorf("%w: %s has the text of %s, rejected by %s", ErrTombstoned, it.ID, t.Item, t.Actor)
	}
	if it.Key == "" {
		return nil
	}
	ids, err := indexIDs(w.txn, pKey, it.Key)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if id == it.ID {
			continue
		}
		old, err := w.get(id)
		if err != nil {
			return err
		}
		if old.Status != mem.Active {
			continue
		}
		before := old
		old.Status = mem.Superseded
		old.SupersededBy = it.ID
		w.closeValidity(&old)
		if err := w.put(&before, old, "supersede", "key "+it.Key+" now held by "+it.ID); err != nil {
			return err
		}
		it.Supersedes = old.ID
	}
	return nil
}

// mayActivate refuses, before anything is written, an activation that
// would supersede a key holder may refuses.
func (w *wtx) mayActivate(it Item, may func(Item) bool) error {
	if it.Key == "" || may == nil {
		return nil
	}
	ids, err := indexIDs(w.txn, pKey, it.Key)
	if err != nil {
		return err
	}
	for _, id := range ids {
		old, err := w.get(id)
		if err != nil {
			return err
		}
		if old.Status == mem.Active && !may(old) {
			return &KeyHeldError{Key: it.Key, Holder: old.ID}
		}
	}
	return nil
}

// undoSupersession reverses old's supersession: the item that superseded it
// goes back to review (if it is still active), and old becomes active again
// (or, if a correction rejected it from review, is restored to review).
func (w *wtx) undoSupersession(old Item, reason string) (Item, error) {
	if nuID := old.SupersededBy; nuID != "" {
		nu, err := w.get(nuID)
		if err != nil {
			return Item{}, err
		}
		if nu.Status == mem.Active {
			before := nu
			nu.Status = mem.NeedsReview
			if err := w.put(&before, nu, "undo", "undo: "+old.ID+" restored"); err != nil {
				return Item{}, err
			}
		}
	}
	before := old
	old.SupersededBy = ""
	if old.Status == mem.Rejected {
		old.Status = mem.NeedsReview
		old.RetiredAt = nil
		if err := w.liftTombstone(old); err != nil {
			return Item{}, err
		}
	} else {
		if err := allow(old.ID, old.Status, mem.Active); err != nil {
			return Item{}, err
		}
		old.Status = mem.Active
		old.ValidTo = nil
		if err := w.activate(&old); err != nil {
			return Item{}, err
		}
	}
	return old, w.put(&before, old, "undo", reason)
}

// previousStatus is the status an item had before its last status change.
func (w *wtx) previousStatus(id string) (mem.Status, error) {
	evs, err := auditOf(w.txn, id)
	if err != nil {
		return "", err
	}
	for i := len(evs) - 1; i >= 0; i-- {
		raw, ok := evs[i].Before["status"]
		if !ok {
			continue
		}
		var st mem.Status
		if err := json.Unmarshal(raw, &st); err != nil {
			return "", err
		}
		return st, nil
	}
	return "", fmt.Errorf("%w: %s has had no status change", ErrNothingToUndo, id)
}

func (w *wtx) retire(it *Item) { it.RetiredAt = timePtr(w.now) }

func (w *wtx) closeValidity(it *Item) {
	if it.ValidTo == nil || it.ValidTo.After(w.now) {
		it.ValidTo = timePtr(w.now)
	}
}

// tombstone records it's text as rejected. A later rejection of the same
// text refreshes the record (and re-arms a lifted one).
func (w *wtx) tombstone(it Item) error {
	t := Tombstone{V: schemaVersion, TextHash: it.TextHash, Key: it.Key, Item: it.ID, At: w.now, Actor: w.actor}
	b, err := json.Marshal(t)
	if err != nil {
		return err
	}
	w.s.known.addTomb(it.TextHash)
	return w.txn.Set(tombKey(it.TextHash), b)
}

// tombstoned is tombstoneFor, without reading the store when the filter
// of tombstones rules hash out (known.go). Writes are serialised by
// Store.mu, so the read it skips guarded no conflict.
func (w *wtx) tombstoned(hash string) (Tombstone, bool, error) {
	if !w.s.known.mayHaveTomb(hash) {
		return Tombstone{}, false, nil
	}
	return tombstoneFor(w.txn, hash)
}

func (w *wtx) liftTombstone(it Item) error {
	t, ok, err := tombstoneFor(w.txn, it.TextHash)
	if err != nil || !ok {
		return err
	}
	t.Lifted, t.LiftedAt = true, timePtr(w.now)
	b, err := json.Marshal(t)
	if err != nil {
		return err
	}
	return w.txn.Set(tombKey(it.TextHash), b)
}

// rejectSameText rejects every other live item carrying a just-tombstoned
// text.
func (w *wtx) rejectSameText(it Item) error {
	ids, err := indexIDs(w.txn, pHash, it.TextHash)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if id == it.ID {
			continue
		}
		other, err := w.get(id)
		if err != nil {
			return err
		}
		if !Allowed(other.Status, mem.Rejected) {
			continue // superseded: not active, and activate re-checks the tombstone
		}
		before := other
		other.Status = mem.Rejected
		w.retire(&other)
		if err := w.put(&before, other, "tombstone", "same text rejected as "+it.ID); err != nil {
			return err
		}
	}
	return nil
}

// idAlphabet leaves out 0/o, 1/l/i: ids are read aloud and typed.
const idAlphabet = "23456789abcdefghjkmnpqrstuvwxyz"

// newID draws a random id and checks it is unused. Six characters give
// ~8.9e8 ids; after repeated collisions the length grows, so creation never
// fails for want of ids. With a seed the id is derived instead.
func (w *wtx) newID(seed string) (string, error) {
	if seed != "" {
		return w.derivedID(seed)
	}
	n := 6
	for attempt := 0; ; attempt++ {
		if attempt > 0 && attempt%4 == 0 {
			n++
		}
		buf := make([]byte, n)
		if _, err := rand.Read(buf); err != nil {
			return "", err
		}
		for i := range buf {
			buf[i] = idAlphabet[int(buf[i])%len(idAlphabet)]
		}
		id := string(buf)
		taken, err := w.taken(id)
		if err != nil {
			return "", err
		}
		if !taken {
			return id, nil
		}
	}
}

// derivedID is the shortest unused prefix, six characters or more, of the
// seed's hash written in the id alphabet. Devices whose stores agree
// derive the same id; the prefix grows only past an id already taken (by
// another seed's prefix or a drawn id), which six characters make rare.
func (w *wtx) derivedID(seed string) (string, error) {
	sum := sha256.Sum256([]byte(seed))
	full := make([]byte, 0, 48)
	// 5 bits a character from the hash; 31 letters, so a 5-bit value
	// past the alphabet wraps (the bias does not matter for identity).
	var acc, bits uint
	for _, b := range sum {
		acc, bits = acc<<8|uint(b), bits+8
		for bits >= 5 {
			bits -= 5
			full = append(full, idAlphabet[int(acc>>bits&31)%len(idAlphabet)])
		}
	}
	for n := 6; n <= len(full); n++ {
		id := string(full[:n])
		taken, err := w.taken(id)
		if err != nil {
			return "", err
		}
		if !taken {
			return id, nil
		}
	}
	return w.newID("") // every prefix taken: not this side of a hash collision
}

// taken reports whether an item has id, reading the store only when the
// filter of known ids cannot rule it out (known.go).
func (w *wtx) taken(id string) (bool, error) {
	if !w.s.known.mayHaveID(id) {
		return false, nil
	}
	_, err := w.txn.Get(itemKey(id))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return false, nil
	}
	return err == nil, err
}

// free checks that id is a valid id no item has.
func (w *wtx) free(id string) error {
	if len(id) < 6 || len(id) > 64 || strings.Trim(id, idAlphabet) != "" {
		return fmt.Errorf("%w: %q is not an item id", ErrBadInput, id)
	}
	_, err := w.txn.Get(itemKey(id))
	switch {
	case err == nil:
		return fmt.Errorf("%w: id %s is taken", ErrBadInput, id)
	case errors.Is(err, badger.ErrKeyNotFound):
		return nil
	}
	return err
}

func validText(s string) error {
	if strings.TrimSpace(s) == "" {
		return fmt.Errorf("%w: empty text", ErrBadInput)
	}
	if len(s) > 1<<20 {
		return fmt.Errorf("%w: text over 1 MiB", ErrBadInput)
	}
	return nil
}

func validFields(it Item) error {
	switch {
	case !it.Privacy.Valid():
		return fmt.Errorf("%w: privacy %q", ErrBadInput, it.Privacy)
	case math.IsNaN(it.Confidence) || it.Confidence < 0 || it.Confidence > 1:
		return fmt.Errorf("%w: confidence %v outside 0..1", ErrBadInput, it.Confidence)
	case it.Scope == "" || strings.ContainsRune(it.Scope, 0) || len(it.Scope) > 200:
		return fmt.Errorf("%w: scope %q", ErrBadInput, it.Scope)
	case strings.ContainsRune(it.Key, 0) || len(it.Key) > 200:
		return fmt.Errorf("%w: key %q", ErrBadInput, it.Key)
	case strings.ContainsRune(it.Source.Path, 0):
		return fmt.Errorf("%w: source path has a NUL byte", ErrBadInput)
	}
	return nil
}

func timePtr(t time.Time) *time.Time { return &t }
func utcPtr(t time.Time) *time.Time  { u := t.UTC(); return &u }
