package api

import (
	"sync"
)

// servedBatch counts reads per reader and block, off the request path:
// a context block for a large store names thousands of ids, and the
// same block is served many times between changes. Repeats of one block
// collapse into a count; flush replays them into the backend's
// (itself buffered) served bookkeeping. Flush runs on a ticker while
// serving and before every admin read of items or stats, so those are
// exact.
type servedBatch struct {
	be      Backend
	mu      sync.Mutex
	pending map[servedKey]*servedCount
	flushMu sync.Mutex
}

type servedKey struct {
	reader string
	first  *string // identity of the ids slice (a cached block's)
	n      int
}

type servedCount struct {
	ids   []string
	count int
}

func (s *servedBatch) init(be Backend) {
	s.be = be
	s.pending = map[servedKey]*servedCount{}
}

// maxServedPending bounds the distinct blocks counted between flushes: each
// pins its ids slice, and a reader varying its request (every budget
// renders a new block once the context cache has evicted the last) would
// otherwise pin one slice per request until an admin read.
const maxServedPending = 64

func (s *servedBatch) add(reader string, ids []string) {
	if reader == "" || len(ids) == 0 {
		return
	}
	k := servedKey{reader: reader, first: &ids[0], n: len(ids)}
	s.mu.Lock()
	c := s.pending[k]
	if c == nil {
		c = &servedCount{ids: ids}
		s.pending[k] = c
	}
	c.count++
	full := len(s.pending) >= maxServedPending
	s.mu.Unlock()
	if full {
		s.flush()
	}
}

func (s *servedBatch) flush() {
	s.flushMu.Lock()
	defer s.flushMu.Unlock()
	s.mu.Lock()
	p := s.pending
	s.pending = map[servedKey]*servedCount{}
	s.mu.Unlock()
	for k, c := range p {
		// The backend has no "n times" form yet; replaying is exact.
		for range c.count {
			s.be.RecordServed(k.reader, c.ids)
		}
	}
}
