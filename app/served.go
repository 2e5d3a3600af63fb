package app

import "sync"

// servedBatch counts reads per reader and block, off the request path: a
// context block for a large store names thousands of ids, and the same
// block is served many times between changes. Repeats of one block (the
// same cached ids slice) collapse into a count, and flush hands each block
// to the store once with that count (store.RecordServedN), whose own
// buffer reaches Badger on its ticker.
//
// flush runs when a reader has varied its requests past maxServedPending
// blocks, before every admin read that shows counts (FlushServed, called
// by the API's item and stats handlers), and when the API shuts down.
type servedBatch struct {
	mu      sync.Mutex
	pending map[servedKey]*servedCount
	flushMu sync.Mutex // one flush at a time, so counts land in order
}

type servedKey struct {
	reader string
	first  *string // identity of the ids slice (a cached block's)
	n      int
}

type servedCount struct {
	ids   []string
	count int64
}

// maxServedPending bounds the distinct blocks counted between flushes: each
// pins its ids slice, and a reader varying its request (every budget
// renders a new block once the context cache has evicted the last) would
// otherwise pin one slice per request until an admin read.
const maxServedPending = 64

// RecordServed notes that reader was served the items ids. It does no I/O;
// ids must not be modified afterwards (the batch keeps the slice).
func (e *Engine) RecordServed(reader string, ids []string) {
	if reader == "" || len(ids) == 0 {
		return
	}
	s := &e.served
	k := servedKey{reader: reader, first: &ids[0], n: len(ids)}
	s.mu.Lock()
	if s.pending == nil {
		s.pending = map[servedKey]*servedCount{}
	}
	c := s.pending[k]
	if c == nil {
		c = &servedCount{ids: ids}
		s.pending[k] = c
	}
	c.count++
	full := len(s.pending) >= maxServedPending
	s.mu.Unlock()
	if full {
		e.FlushServed()
	}
}

// FlushServed hands the batched served counts to the store, so that a
// read of items or stats right after shows them.
func (e *Engine) FlushServed() {
	s := &e.served
	s.flushMu.Lock()
	defer s.flushMu.Unlock()
	s.mu.Lock()
	p := s.pending
	s.pending = nil
	s.mu.Unlock()
	for k, c := range p {
		e.st.RecordServedN(k.reader, c.ids, c.count)
	}
}
