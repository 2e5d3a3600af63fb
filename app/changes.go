package app

// Which items changed since a file was last written. A reconcile asks
// the store for the items changed since the file's Seq, so that it looks
// only at their entries. A writeBack of many files (a batch accept of
// 10,000 notes, each its own file) asked once per file, and each answer
// read every change since: 10,000 files × 10,000 changes. The files of
// one writeBack share one answer instead, read once from the oldest of
// their Seqs and extended by what commits since. It is a superset of each
// file's own answer, which is safe: it only widens which entries are
// looked at, never skips one.

// changeCache is the shared answer of one writeBack round.
type changeCache struct {
	from uint64          // the oldest Seq it answers for
	upTo uint64          // the store's sequence it is complete up to
	ids  map[string]bool // every item changed after from
}

// shareChanges sets up the shared answer for paths, dirty files about to
// be reconciled. The caller holds e.mu.
func (e *Engine) shareChanges(paths []string) error {
	from, any := uint64(0), false
	for _, p := range paths {
		if _, known := e.dirtyBy[p]; known {
			continue // it knows its items (changedIn)
		}
		st, err := e.loadState(p)
		if err != nil || st == nil || st.Removed {
			continue // such a file does not ask (reconcile reads it whole)
		}
		if !any || st.Seq < from {
			from, any = st.Seq, true
		}
	}
	e.changes = nil
	if !any {
		return nil
	}
	ids, now, err := e.st.Changes(from)
	if err != nil {
		return err
	}
	c := &changeCache{from: from, upTo: max(now, from), ids: make(map[string]bool, len(ids))}
	for _, id := range ids {
		c.ids[id] = true
	}
	e.changes = c
	return nil
}

// changedSince is the store's ChangedSince(seq), or, within a writeBack
// of many files, the shared superset brought up to date. The map is
// shared: callers only read it.
func (e *Engine) changedSince(seq uint64) (map[string]bool, error) {
	c := e.changes
	if c == nil || seq < c.from {
		return e.st.ChangedSince(seq)
	}
	ids, now, err := e.st.Changes(c.upTo)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		c.ids[id] = true
	}
	c.upTo = max(c.upTo, now)
	return c.ids, nil
}
