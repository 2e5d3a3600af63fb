package store

import (
	"bytes"
	"sync"

	"github.com/bits-and-blooms/bloom/v3"
	badger "github.com/dgraph-io/badger/v4"
)

// known holds Bloom filters of the item ids, the text hashes and the
// tombstoned text hashes the store has. A first ingest asks, for every
// entry, whether an item already has its text (ByTextHashes), and draws
// an id for every new item (newID). Every new entry after it asks whether
// its text is tombstoned and which items have it (TombstonedHash, List by
// text hash), and its activation asks about the tombstone again. All of
// them asked Badger, at a cost that grows with the store: a seek by
// prefix has no bloom filter and decompresses a block of every table it
// touches, and a point read checks every level. At 100,000 notes the
// first two were 5.8 and 2.0 of the 96 CPU-s of the cold ingest, 20 times
// their cost at 10,000; the others were most of the time from one line
// appended to MEMORY.md to its item. A filter answers "no" for nearly
// every new text, id and tombstone without reading the store; only
// "maybe" asks Badger, as before.
//
// A filter errs one way only: everything the store has is in it. It is
// built under Store.mu, which serialises every write, from a scan of the
// item, text-hash index and tombstone keys, and from then on every write
// adds its id and hash (put) or its tombstone (tombstone), under
// Store.mu, before it commits. What a failed write added, a purged item,
// a changed text or a lifted tombstone stay in it as a "maybe", which
// costs a read and nothing else. When more has been added than a filter
// was sized for, the next reader builds them again, larger. The write
// path never builds one: until a reader has, writes read as they always
// did.
type known struct {
	mu     sync.RWMutex
	ids    *bloom.BloomFilter // nil until built
	hashes *bloom.BloomFilter
	tombs  *bloom.BloomFilter
	added  uint // ids added since built
	size   uint // the ids it was built for
	// tombsAdded and tombsSize are added and size for tombs: a store may
	// hold more tombstones than items (a purge keeps its tombstone).
	tombsAdded, tombsSize uint
}

// knownFalsePositives is the share of absent keys a filter calls
// "maybe": each costs the Badger read the filter saves the others.
const knownFalsePositives = 0.01

// knownMinSize is the least number of ids a filter is built for: 2^16
// ids and as many hashes take ~160 KB.
var knownMinSize uint = 1 << 16 // a var: tests make it small

// mayHaveID reports whether the store may have an item id; false is
// certain.
func (k *known) mayHaveID(id string) bool {
	k.mu.RLock()
	defer k.mu.RUnlock()
	return k.ids == nil || k.ids.TestString(id)
}

// mayHaveHash is mayHaveID for a text hash.
func (k *known) mayHaveHash(h string) bool {
	k.mu.RLock()
	defer k.mu.RUnlock()
	return k.hashes == nil || k.hashes.TestString(h)
}

// mayHaveTomb is mayHaveID for a tombstoned text hash (lifted or not).
func (k *known) mayHaveTomb(h string) bool {
	k.mu.RLock()
	defer k.mu.RUnlock()
	return k.tombs == nil || k.tombs.TestString(h)
}

// addTomb records a tombstone about to be written. The caller holds
// Store.mu.
func (k *known) addTomb(h string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.tombs == nil {
		return
	}
	k.tombs.AddString(h)
	k.tombsAdded++
}

// add records an item version about to be written. The caller holds
// Store.mu.
func (k *known) add(id, hash string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.ids == nil {
		return
	}
	k.ids.AddString(id)
	k.hashes.AddString(hash)
	k.added++
}

// stale reports whether the filters are missing or fuller than built for.
func (k *known) stale() bool {
	k.mu.RLock()
	defer k.mu.RUnlock()
	return k.ids == nil || k.added > k.size || k.tombsAdded > k.tombsSize
}

// build makes the filters from what txn sees, with room for twice the
// ids (and tombstones) there are. The caller holds Store.mu, so no write commits between
// the scan and the filters taking over. It never fails (Badger's
// iterators do not); the error is View's signature.
func (k *known) build(txn *badger.Txn) error {
	n, nt := 0, 0
	eachKey(txn, []byte{pItem}, func([]byte) { n++ })
	eachKey(txn, []byte{pTombstone}, func([]byte) { nt++ })
	// Room to double before the next build.
	size := max(uint(2*n), knownMinSize)
	tsize := max(uint(2*nt), knownMinSize)
	fi := bloom.NewWithEstimates(size, knownFalsePositives)
	fh := bloom.NewWithEstimates(size, knownFalsePositives)
	ft := bloom.NewWithEstimates(tsize, knownFalsePositives)
	eachKey(txn, []byte{pItem}, func(key []byte) { fi.Add(key[1:]) })
	eachKey(txn, []byte{pHash}, func(key []byte) {
		if i := bytes.IndexByte(key, 0); i > 0 {
			fh.Add(key[1:i])
		}
	})
	eachKey(txn, []byte{pTombstone}, func(key []byte) { ft.Add(key[1:]) })
	k.mu.Lock()
	defer k.mu.Unlock()
	k.ids, k.hashes, k.added, k.size = fi, fh, 0, size
	k.tombs, k.tombsAdded, k.tombsSize = ft, 0, tsize
	return nil
}

// eachKey calls fn with every key under prefix, reading keys only. The
// key is Badger's, valid only during the call.
func eachKey(txn *badger.Txn, prefix []byte, fn func([]byte)) {
	opt := badger.DefaultIteratorOptions
	opt.PrefetchValues = false
	opt.Prefix = prefix
	iter := txn.NewIterator(opt)
	defer iter.Close()
	for iter.Rewind(); iter.Valid(); iter.Next() {
		fn(iter.Item().Key())
	}
}

// freshKnown builds the filters if they are missing or full. A failure
// leaves them as they were: the callers then read the store.
func (s *Store) freshKnown() {
	if !s.known.stale() {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed || !s.known.stale() {
		return
	}
	if err := s.view(s.known.build); err != nil {
		s.log.Warn("store: building the filters of known ids and texts", "err", err)
	}
}
