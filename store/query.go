package store

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/memgate/memgate/mem"
)

// Get returns one item with its bookkeeping.
func (s *Store) Get(id string) (Item, error) {
	var it Item
	err := s.view(func(txn *badger.Txn) error {
		var err error
		it, err = getItem(txn, id)
		return err
	})
	if err != nil {
		return Item{}, translate(err)
	}
	return s.withBook(it)
}

// GetMany returns the items with the given ids that exist, with their
// bookkeeping, in id order: one read transaction and one forward seek per
// id, for callers that patch a snapshot with the few items a commit
// touched instead of listing them all again.
func (s *Store) GetMany(ids []string) ([]Item, error) {
	sorted := slices.Clone(ids)
	slices.Sort(sorted)
	var out []Item
	var books []book
	err := s.view(func(txn *badger.Txn) error {
		var err error
		out, books, _, err = readIDs(context.Background(), txn, slices.Compact(sorted), Filter{}, false)
		return err
	})
	if err != nil {
		return nil, translate(err)
	}
	for i := range out {
		out[i] = s.applyBook(out[i], books[i])
	}
	return out, nil
}

// Audit returns an item's audit events, oldest first.
func (s *Store) Audit(id string) ([]Event, error) {
	var evs []Event
	err := s.view(func(txn *badger.Txn) error {
		if _, err := getItem(txn, id); err != nil {
			return err
		}
		var err error
		evs, err = auditOf(txn, id)
		return err
	})
	return evs, translate(err)
}

// Filter selects items for List. Empty fields match everything.
type Filter struct {
	Status   mem.Status
	Source   string // exact source path
	Scope    string
	Key      string
	TextHash string
	// Contains, when set, is normalised text (mem.Normalize) that the
	// item's normalised text must hold: a search, applied while the items
	// are read, so that a page of matches never lists every item.
	Contains string
	// After is a cursor: only ids greater than it (List's next value).
	After string
	// Limit caps the result; 0 means no limit.
	Limit int
}

// List returns the items matching f in id order, and the cursor for the
// next page ("" when there is none). It walks the most selective index the
// filter names, so a query by source or key reads only those items.
func (s *Store) List(ctx context.Context, f Filter) ([]Item, string, error) {
	var out []Item
	var books []book
	next := ""
	if f.TextHash != "" {
		if s.freshKnown(); !s.known.mayHaveHash(f.TextHash) {
			return nil, "", nil // no item ever had the text (known.go)
		}
	}
	err := s.view(func(txn *badger.Txn) error {
		if f.TextHash == "" && f.Key == "" && f.Source == "" {
			// Status and scope sets are large: one sequential pass over
			// the item table beats a seek per id.
			if f.Status != "" && f.Limit == 0 {
				// The status index counts them, keys only: the slice is
				// made once instead of grown (and copied) a dozen times.
				n := indexLen(txn, pStatus, string(f.Status))
				out, books = make([]Item, 0, n), make([]book, 0, n)
			}
			return scanItems(txn, f, func(it Item, b book) bool {
				if f.Limit > 0 && len(out) == f.Limit {
					next = out[len(out)-1].ID
					return false
				}
				out = append(out, it)
				books = append(books, b)
				return true
			})
		}
		ids, err := s.candidates(txn, f)
		if err != nil {
			return err
		}
		out, books, next, err = readIDs(ctx, txn, ids, f, true)
		return err
	})
	if err != nil {
		return nil, "", translate(err)
	}
	for i := range out {
		out[i] = s.applyBook(out[i], books[i])
	}
	return out, next, nil
}

// readIDs reads the items of ids (sorted) that match f, with their
// bookkeeping, from f.After on and up to f.Limit (next is the cursor when
// the limit cut the list). Ids come sorted (every caller's do: GetMany
// sorts, index listings are in key order), so one cursor per table reads
// them in key order: far cheaper than a point Get per id, and a step
// rather than a seek where the ids are dense (a catch-up after a first
// ingest reads every item). strict: an id without an item is an error (an
// index names it), else it is skipped.
func readIDs(ctx context.Context, txn *badger.Txn, ids []string, f Filter, strict bool) (out []Item, books []book, next string, err error) {
	items, bookIt := newCursor(txn, pItem), newCursor(txn, pBook)
	defer items.close()
	defer bookIt.close()
	for _, id := range ids {
		if err := ctxErr(ctx); err != nil {
			return nil, nil, "", err
		}
		if id <= f.After {
			continue
		}
		var it Item
		found, err := items.get(itemKey(id), &it)
		if err != nil {
			return nil, nil, "", err
		}
		if !found {
			if strict {
				return nil, nil, "", fmt.Errorf("index names missing item %s", id)
			}
			continue
		}
		if !f.match(it) {
			continue
		}
		if f.Limit > 0 && len(out) == f.Limit {
			return out, books, out[len(out)-1].ID, nil
		}
		var b book
		if _, err := bookIt.get(bookKey(id), &b); err != nil {
			return nil, nil, "", err
		}
		out = append(out, it)
		books = append(books, b)
	}
	return out, books, "", nil
}

func (f Filter) match(it Item) bool {
	return (f.Status == "" || it.Status == f.Status) &&
		(f.Source == "" || it.Source.Path == f.Source) &&
		(f.Scope == "" || it.Scope == f.Scope) &&
		(f.Key == "" || it.Key == f.Key) &&
		(f.TextHash == "" || it.TextHash == f.TextHash) &&
		(f.Contains == "" || strings.Contains(mem.Normalize(it.Text), f.Contains))
}

// candidates picks the narrowest index for f; ids come back sorted.
func (s *Store) candidates(txn *badger.Txn, f Filter) ([]string, error) {
	switch {
	case f.TextHash != "":
		return indexIDs(txn, pHash, f.TextHash)
	case f.Key != "":
		return indexIDs(txn, pKey, f.Key)
	case f.Source != "":
		return indexIDs(txn, pSource, f.Source)
	case f.Status != "":
		return indexIDs(txn, pStatus, string(f.Status))
	case f.Scope != "":
		return indexIDs(txn, pScope, f.Scope)
	}
	return keysWithPrefix(txn, []byte{pItem}, func(k []byte) string { return string(k[1:]) })
}

// ByStatus, BySource, ByScope and ByKey are List with one filter.
func (s *Store) ByStatus(st mem.Status) ([]Item, error) { return s.all(Filter{Status: st}) }
func (s *Store) BySource(path string) ([]Item, error)   { return s.all(Filter{Source: path}) }
func (s *Store) ByScope(scope string) ([]Item, error)   { return s.all(Filter{Scope: scope}) }
func (s *Store) ByKey(key string) ([]Item, error)       { return s.all(Filter{Key: key}) }

// ByText returns the items whose normalised text equals text's.
func (s *Store) ByText(text string) ([]Item, error) {
	return s.all(Filter{TextHash: mem.TextHash(text)})
}

// ByTextHashes returns, for each of hashes that any item has, the items
// with that text hash, in id order; hashes no item has are absent. It is
// List with a TextHash filter for a whole batch in one read transaction:
// a first ingest asks for every entry of a batch of files, nearly all of
// them new, and a List per entry made two iterators over every table of
// the store each time (0.27 of the 6 CPU-s of a 10,000-note ingest).
// Hashes the store's filter of known texts rules out are not looked for
// at all (known.go).
func (s *Store) ByTextHashes(hashes []string) (map[string][]Item, error) {
	s.freshKnown()
	var sorted []string
	for _, h := range hashes {
		if s.known.mayHaveHash(h) {
			sorted = append(sorted, h)
		}
	}
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	out := map[string][]Item{}
	if len(sorted) == 0 {
		return out, nil
	}
	err := s.view(func(txn *badger.Txn) error {
		opt := badger.DefaultIteratorOptions
		opt.PrefetchValues = false
		opt.Prefix = []byte{pHash}
		iter := txn.NewIterator(opt)
		defer iter.Close()
		var ids []string
		var of []string // the hash of each of ids
		for _, h := range sorted {
			prefix := indexPrefix(pHash, h)
			for iter.Seek(prefix); iter.ValidForPrefix(prefix); iter.Next() {
				ids = append(ids, idFromIndex(iter.Item().Key()))
				of = append(of, h)
			}
		}
		if len(ids) == 0 {
			return nil
		}
		want := make(map[string]string, len(ids))
		for i, id := range ids {
			want[id] = of[i]
		}
		slices.Sort(ids)
		items, books, _, err := readIDs(context.Background(), txn, slices.Compact(ids), Filter{}, true)
		if err != nil {
			return err
		}
		for i, it := range items {
			if h := want[it.ID]; it.TextHash == h {
				out[h] = append(out[h], s.applyBook(it, books[i]))
			}
		}
		return nil
	})
	if err != nil {
		return nil, translate(err)
	}
	return out, nil
}

// EachOfStatus hands fn every item of status st, in id order, with its
// bookkeeping, as it is read: a caller that keeps part of every item (the
// engine's active snapshot keeps what a context block needs) never holds
// the whole set as Items, ~60 MB of records and ~100 MB of note text at
// 100,000 notes. fn may keep the item it is given.
func (s *Store) EachOfStatus(st mem.Status, fn func(*Item)) error {
	err := s.view(func(txn *badger.Txn) error {
		return scanItems(txn, Filter{Status: st}, func(it Item, b book) bool {
			it = s.applyBook(it, b)
			fn(&it)
			return true
		})
	})
	return translate(err)
}

func (s *Store) all(f Filter) ([]Item, error) {
	items, _, err := s.List(context.Background(), f)
	return items, err
}

// Counts returns the number of items per status.
func (s *Store) Counts() (map[mem.Status]int, error) {
	out := map[mem.Status]int{}
	err := s.view(func(txn *badger.Txn) error {
		for _, st := range mem.Statuses {
			out[st] = indexLen(txn, pStatus, string(st))
		}
		return nil
	})
	return out, translate(err)
}

// Tombstoned reports whether text's value was rejected (and not restored
// since). Every write path calls it before creating or activating anything.
func (s *Store) Tombstoned(text string) (Tombstone, bool, error) {
	return s.TombstonedHash(mem.TextHash(text))
}

// TombstonedHash is Tombstoned for an already computed mem.TextHash.
func (s *Store) TombstonedHash(hash string) (Tombstone, bool, error) {
	var t Tombstone
	var ok bool
	if s.freshKnown(); !s.known.mayHaveTomb(hash) {
		return t, false, nil // certain: the store never had it (known.go)
	}
	err := s.view(func(txn *badger.Txn) error {
		var err error
		t, ok, err = tombstoneFor(txn, hash)
		return err
	})
	return t, ok, translate(err)
}

// AsOf answers "what was active" in both times at once. system is the
// store's own time: the state is rebuilt by replaying each item's audit up
// to that instant (zero means now). valid is world time: when set, the
// result is the items that were in force then — active or since
// superseded — with ValidFrom ≤ valid < ValidTo; when zero, only items
// active at the system time. An item without ValidFrom counts as true from
// when it was recorded: the store cannot claim it was true before it knew.
func (s *Store) AsOf(ctx context.Context, valid, system time.Time) ([]Item, error) {
	var out []Item
	err := s.view(func(txn *badger.Txn) error {
		ids, err := keysWithPrefix(txn, []byte{pItem}, func(k []byte) string { return string(k[1:]) })
		if err != nil {
			return err
		}
		for _, id := range ids {
			if err := ctxErr(ctx); err != nil {
				return err
			}
			var it Item
			if system.IsZero() {
				if it, err = getItem(txn, id); err != nil {
					return err
				}
			} else {
				evs, err := auditOf(txn, id)
				if err != nil {
					return err
				}
				n := sort.Search(len(evs), func(i int) bool { return evs[i].At.After(system) })
				if n == 0 {
					continue
				}
				if it, err = Replay(evs[:n]); err != nil {
					return fmt.Errorf("replay %s: %w", id, err)
				}
			}
			if inForce(it, valid) {
				out = append(out, it)
			}
		}
		return nil
	})
	return out, translate(err)
}

func inForce(it Item, valid time.Time) bool {
	if valid.IsZero() {
		return it.Status == mem.Active
	}
	if it.Status != mem.Active && it.Status != mem.Superseded {
		return false
	}
	from := it.RecordedAt
	if it.ValidFrom != nil {
		from = *it.ValidFrom
	}
	if from.After(valid) {
		return false
	}
	return it.ValidTo == nil || valid.Before(*it.ValidTo)
}

func getItem(txn *badger.Txn, id string) (Item, error) {
	var it Item
	item, err := txn.Get(itemKey(id))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return it, fmt.Errorf("%w: %s", ErrNotFound, id)
	}
	if err != nil {
		return it, err
	}
	err = item.Value(func(b []byte) error { return json.Unmarshal(b, &it) })
	return it, err
}

func auditOf(txn *badger.Txn, id string) ([]Event, error) {
	opt := badger.DefaultIteratorOptions
	opt.Prefix = auditPrefix(id)
	iter := txn.NewIterator(opt)
	defer iter.Close()
	var evs []Event
	for iter.Rewind(); iter.Valid(); iter.Next() {
		var ev Event
		if err := iter.Item().Value(func(b []byte) error { return json.Unmarshal(b, &ev) }); err != nil {
			return nil, err
		}
		evs = append(evs, ev)
	}
	if len(evs) > 0 && evs[0].Before == nil && evs[0].After == nil {
		after, err := createdFields(txn, id, evs[1:])
		if err != nil {
			return nil, err
		}
		evs[0].After = after
	}
	return evs, nil
}

// createdFields gives back what a create event holds but does not store
// (schema 2): the item as created is the item now with every later
// event's Before fields put back, newest first. Items are written only
// with an event (wtx.put) and never deleted, so this is exact, byte for
// byte the fields the create wrote.
func createdFields(txn *badger.Txn, id string, later []Event) (map[string]json.RawMessage, error) {
	item, err := txn.Get(itemKey(id))
	if err != nil {
		return nil, fmt.Errorf("audit of %s: the item its create refers to: %w", id, err)
	}
	val, err := item.ValueCopy(nil)
	if err != nil {
		return nil, err
	}
	fields := fieldsOf(val)
	for i := len(later) - 1; i >= 0; i-- {
		maps.Copy(fields, later[i].Before)
	}
	return fields, nil
}

func tombstoneFor(txn *badger.Txn, hash string) (Tombstone, bool, error) {
	var t Tombstone
	item, err := txn.Get(tombKey(hash))
	if errors.Is(err, badger.ErrKeyNotFound) {
		return t, false, nil
	}
	if err != nil {
		return t, false, err
	}
	if err := item.Value(func(b []byte) error { return json.Unmarshal(b, &t) }); err != nil {
		return t, false, err
	}
	return t, !t.Lifted, nil
}

// indexIDs lists the ids under one index value, in id order, reading keys
// only.
func indexIDs(txn *badger.Txn, table byte, value string) ([]string, error) {
	return keysWithPrefix(txn, indexPrefix(table, value), idFromIndex)
}

// indexLen counts the ids under one index value, keys only, without
// making them.
func indexLen(txn *badger.Txn, table byte, value string) int {
	opt := badger.DefaultIteratorOptions
	opt.PrefetchValues = false
	opt.Prefix = indexPrefix(table, value)
	iter := txn.NewIterator(opt)
	defer iter.Close()
	n := 0
	for iter.Rewind(); iter.Valid(); iter.Next() {
		n++
	}
	return n
}

func keysWithPrefix(txn *badger.Txn, prefix []byte, id func([]byte) string) ([]string, error) {
	opt := badger.DefaultIteratorOptions
	opt.PrefetchValues = false
	opt.Prefix = prefix
	iter := txn.NewIterator(opt)
	defer iter.Close()
	var ids []string
	for iter.Rewind(); iter.Valid(); iter.Next() {
		k := iter.Item().Key()
		if !bytes.HasPrefix(k, prefix) {
			break
		}
		ids = append(ids, id(k))
	}
	return ids, nil
}

// cursor reads JSON values of one table at keys that only grow, through
// a single iterator: a scan of another table in id order asking for each
// item's book, or a list of sorted ids. It steps to the next key, where a
// seek re-seeks every table of every level, and seeks only when the key
// is more than a few steps ahead. Listing the 145,000 active items of the
// 100,000-note workspace spent 1.9 of its 6 s seeking books.
type cursor struct {
	iter   *badger.Iterator
	sought bool
	last   []byte // the last key asked for
}

// cursorSteps is how far a cursor steps before it seeks instead.
const cursorSteps = 8

func newCursor(txn *badger.Txn, table byte) *cursor {
	opt := badger.DefaultIteratorOptions
	opt.PrefetchValues = false
	opt.Prefix = []byte{table}
	return &cursor{iter: txn.NewIterator(opt)}
}

func (c *cursor) close() { c.iter.Close() }

// get decodes the value at key into v; found is false if key is absent.
// It is fastest with keys in ascending order; a key behind the last one
// asked for costs a seek back, never a miss.
func (c *cursor) get(key []byte, v any) (found bool, err error) {
	it := c.iter
	back := c.sought && bytes.Compare(key, c.last) < 0
	c.last = append(c.last[:0], key...)
	if c.sought && !back {
		for n := 0; n < cursorSteps && it.Valid() && bytes.Compare(it.Item().Key(), key) < 0; n++ {
			it.Next()
		}
	}
	if !c.sought || back || it.Valid() && bytes.Compare(it.Item().Key(), key) < 0 {
		it.Seek(key)
		c.sought = true
	}
	if !it.Valid() || !bytes.Equal(it.Item().Key(), key) {
		return false, nil
	}
	return true, it.Item().Value(func(b []byte) error { return json.Unmarshal(b, v) })
}

// scanItems walks the item table from f.After in id order, calling fn with
// each item matching f and its bookkeeping, until fn returns false.
func scanItems(txn *badger.Txn, f Filter, fn func(Item, book) bool) error {
	opt := badger.DefaultIteratorOptions
	opt.Prefix = []byte{pItem}
	iter := txn.NewIterator(opt)
	defer iter.Close()
	bookIt := newCursor(txn, pBook)
	defer bookIt.close()
	start := itemKey(f.After)
	for iter.Seek(start); iter.Valid(); iter.Next() {
		if f.After != "" && bytes.Equal(iter.Item().Key(), start) {
			continue
		}
		var it Item
		if err := iter.Item().Value(func(b []byte) error { return json.Unmarshal(b, &it) }); err != nil {
			return err
		}
		if !f.match(it) {
			continue
		}
		var b book
		if _, err := bookIt.get(bookKey(it.ID), &b); err != nil {
			return err
		}
		if !fn(it, b) {
			return nil
		}
	}
	return nil
}
