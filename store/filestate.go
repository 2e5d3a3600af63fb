package store

import (
	"bytes"
	"errors"
	"slices"

	badger "github.com/dgraph-io/badger/v4"
)

// File state is the engine's memory of each source file as it last
// reconciled it (identity, content hash, the statuses it wrote). It is
// opaque here: the store keeps it next to the items it describes so that
// one directory holds everything, and so that a warm restart can skip
// unchanged files without reading them. It is bookkeeping, not governance:
// no audit events.

// PutFileState records the engine's state for path.
func (s *Store) PutFileState(path string, state []byte) error {
	return s.commit(func(txn *badger.Txn) error {
		return txn.Set(fileKey(path), state)
	})
}

// PutFileStates records many states at once (path → state), in as few
// commits as Badger allows: a first ingest records thousands.
func (s *Store) PutFileStates(states map[string][]byte) error {
	if err := s.writable(); err != nil {
		return err
	}
	wb := s.db.NewWriteBatch()
	defer wb.Cancel()
	for p, st := range states {
		if err := wb.Set(fileKey(p), st); err != nil {
			return translate(err)
		}
	}
	if err := wb.Flush(); err != nil {
		return translate(err)
	}
	return s.durable()
}

// FileState returns the state recorded for path, or nil if there is none.
func (s *Store) FileState(path string) ([]byte, error) {
	var out []byte
	err := s.view(func(txn *badger.Txn) error {
		item, err := txn.Get(fileKey(path))
		if errors.Is(err, badger.ErrKeyNotFound) {
			return nil
		}
		if err != nil {
			return err
		}
		out, err = item.ValueCopy(nil)
		return err
	})
	return out, translate(err)
}

// FileStatesBetween returns the recorded states of the paths from first
// to last, both included, in byte order (path → state): one pass over a
// range of keys, where a FileState per path is a lookup in every level
// and in each of up to 32 level-0 tables. A warm restart reads the states
// of its listing this way, a chunk of sorted paths at a time.
func (s *Store) FileStatesBetween(first, last string) (map[string][]byte, error) {
	out := map[string][]byte{}
	err := s.view(func(txn *badger.Txn) error {
		opt := badger.DefaultIteratorOptions
		opt.Prefix = []byte{pFile}
		// States are small values in the tree: read in place, they cost
		// less than the prefetch goroutines' hand-over (a warm restart's
		// ten chunks at 10,000 files: 14-21 against 22-30 ms).
		opt.PrefetchValues = false
		iter := txn.NewIterator(opt)
		defer iter.Close()
		end := fileKey(last)
		for iter.Seek(fileKey(first)); iter.Valid(); iter.Next() {
			item := iter.Item()
			if bytes.Compare(item.Key(), end) > 0 {
				break
			}
			v, err := item.ValueCopy(nil)
			if err != nil {
				return err
			}
			out[string(item.Key()[1:])] = v
		}
		return nil
	})
	return out, translate(err)
}

// FileStates returns the paths with a recorded state under prefix.
func (s *Store) FileStates(prefix string) ([]string, error) {
	var out []string
	err := s.view(func(txn *badger.Txn) error {
		p := fileKey(prefix)
		ids, err := keysWithPrefix(txn, p, func(k []byte) string { return string(k[1:]) })
		out = ids
		return err
	})
	return out, translate(err)
}

func fileKey(path string) []byte {
	var b bytes.Buffer
	b.WriteByte(pFile)
	b.WriteString(path)
	return b.Bytes()
}

// Seq is the sequence number of the newest audit event: a point in the
// store's history that ChangedSince can start from.
func (s *Store) Seq() (uint64, error) {
	var seq uint64
	err := s.view(func(txn *badger.Txn) error {
		var err error
		seq, err = readSeq(txn)
		return err
	})
	return seq, translate(err)
}

// ChangedSince returns the ids of the items changed by audit events after
// seq, each once. The engine uses it to rewrite only the entries whose
// items changed since it last wrote a file, and to find, after a crash,
// the files whose write-back never happened.
func (s *Store) ChangedSince(seq uint64) (map[string]bool, error) {
	out := map[string]bool{}
	err := s.view(func(txn *badger.Txn) error {
		return changesAfter(txn, seq, func(id string) { out[id] = true })
	})
	return out, translate(err)
}

// Changes returns, as of one moment, the store's sequence number and the
// ids (sorted, each once) of the items changed by audit events after
// seq: what a follower that holds everything up to seq (the recall index)
// must read again to hold everything up to now.
func (s *Store) Changes(seq uint64) (ids []string, now uint64, err error) {
	err = s.view(func(txn *badger.Txn) error {
		if now, err = readSeq(txn); err != nil || now <= seq {
			return err
		}
		return changesAfter(txn, seq, func(id string) { ids = append(ids, id) })
	})
	slices.Sort(ids)
	return slices.Compact(ids), now, translate(err)
}

// changesAfter calls fn with the item id of every audit event after seq,
// oldest first (an id as often as it changed).
func changesAfter(txn *badger.Txn, seq uint64, fn func(id string)) error {
	opt := badger.DefaultIteratorOptions
	opt.PrefetchValues = false // ids are tiny and inline: no prefetch goroutines
	opt.Prefix = []byte{pChange}
	iter := txn.NewIterator(opt)
	defer iter.Close()
	for iter.Seek(changeKey(seq + 1)); iter.Valid(); iter.Next() {
		if err := iter.Item().Value(func(v []byte) error { fn(string(v)); return nil }); err != nil {
			return err
		}
	}
	return nil
}
