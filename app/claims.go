package app

import (
	"sync"
	"time"

	"github.com/memgate/memgate/mem"
)

// A status word set to active in a file may not accept a memory a scanner
// flagged or an agent proposed (fileMayAccept): an agent can write files
// too. With other devices paired that word has a second author: another
// device's person accepted the memory there, and that device's render
// wrote the word. The sync engine carries the file and that device's
// journal record separately, and the file often arrives first.
//
// The same holds for a word set to active that the file state never
// recorded for its entry (the entry came in while memgate wrote the file,
// or was first read with the word already there): unpaired it is refused
// at once; paired it may be another device's accept too.
//
// So on a paired device such a word is a claim. It is neither applied nor
// reverted while its journal record may still come: the store keeps the
// memory held (nothing is served), render leaves the word as written, and
// every journal tick looks again. The record arriving settles it (the
// memory is accepted with the other device's actor); claimGrace passing
// without one makes it what it is on an unpaired device, a refused accept,
// reverted in the file with an error event.

// defaultClaimGrace is how long a claim waits for its journal record.
// Syncthing's watcher gathers changes for 10 s before it sends them, and a
// file and a log line written a moment apart may go in different batches.
const defaultClaimGrace = 30 * time.Second

// claim is a status word in path that waits for a journal record.
type claim struct {
	path  string
	s     *source
	since time.Time
	due   bool // its file was sent to be read again (settleClaims)
}

// claims are the words waiting, by item id. Render reads them from the
// first-sight writer's goroutine, hence their own lock.
type claims struct {
	mu sync.Mutex
	m  map[string]claim
}

func (c *claims) has(id string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, ok := c.m[id]
	return ok
}

func (c *claims) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m = nil
}

func (c *claims) drop(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.m, id)
}

// awaitJournal reports whether the word in path accepting id still waits
// for another device's journal record; the first call starts the wait.
// Unpaired, nothing waits.
func (e *Engine) awaitJournal(id, path string, s *source) bool {
	if e.openJournals(); !e.jr.on {
		e.claims.drop(id)
		return false
	}
	e.claims.mu.Lock()
	defer e.claims.mu.Unlock()
	c, ok := e.claims.m[id]
	if !ok {
		c.since = e.now()
	}
	c.path, c.s = path, s
	if e.now().Sub(c.since) >= e.claimGrace {
		delete(e.claims.m, id)
		return false
	}
	if e.claims.m == nil {
		e.claims.m = map[string]claim{}
	}
	e.claims.m[id] = c
	return true
}

// settleClaims, every journal tick: a claim whose memory is active now
// (its record came) is done; one past claimGrace has its file read again,
// whole, so that step 1 refuses it and render reverts the word. One still
// here a tick after that read no longer claims (the word changed again).
// The caller holds e.mu.
func (e *Engine) settleClaims() {
	e.claims.mu.Lock()
	defer e.claims.mu.Unlock()
	for id, c := range e.claims.m {
		it, err := e.st.Get(id)
		switch {
		case err != nil || it.Status == mem.Active || c.due:
			delete(e.claims.m, id)
		case e.now().Sub(c.since) >= e.claimGrace:
			c.due = true
			e.claims.m[id] = c
			e.changing.add(c.path, c.s, 0)
		}
	}
}
