package vault

import (
	"context"
	"time"
)

// runPoll is the fallback backend: every PollInterval it lists every source
// and sends the paths whose identity changed, appeared or disappeared. It
// feeds the same aggregator, so the consumer sees the same events as with
// inotify, only later. A rewrite that keeps size, mtime and inode (within
// one mtime tick) is not seen; the periodic rescan does not see it either,
// and with nanosecond mtimes on ext4, btrfs and xfs it does not happen.
func (w *Watcher) runPoll(ctx context.Context, raw chan<- rawEvent) error {
	type key struct {
		src  int
		path string
	}
	list := func() (map[key]Identity, error) {
		m := make(map[key]Identity)
		for i, s := range w.cfg.Sources {
			l, err := Scan(s)
			if err != nil {
				// A root that is missing is a state of its source (the
				// engine probes it); its files are simply not listed, and
				// appear again, as events, when it comes back.
				continue
			}
			for _, f := range l.Files {
				m[key{i, f.Path}] = f.Identity
			}
			for _, sk := range l.Skipped {
				// Oversize files are tracked too, so that crossing the cap
				// in either direction is an event.
				if id, err := StatIdentity(sk.Path); err == nil && s.Governs(sk.Path) {
					m[key{i, sk.Path}] = id
				}
			}
		}
		return m, nil
	}
	prev, err := list()
	if err != nil {
		return err
	}
	w.watchesReady(ctx, raw)
	t := time.NewTicker(w.cfg.PollInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		cur, err := list()
		if err != nil {
			// A root that vanished is reported once per round and polling
			// goes on: it may come back (a remounted disk).
			w.report(err)
			continue
		}
		for k, id := range cur {
			if old, ok := prev[k]; !ok || !old.Equal(id) {
				if !send(ctx, raw, rawEvent{src: k.src, path: k.path}) {
					return nil
				}
			}
		}
		for k := range prev {
			if _, ok := cur[k]; !ok {
				if !send(ctx, raw, rawEvent{src: k.src, path: k.path}) {
					return nil
				}
			}
		}
		prev = cur
	}
}
