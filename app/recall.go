package app

import (
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/recall"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/wire"
)

// recallState is the full-text index behind Recall. It follows the
// store, not the active snapshot: the index records, with every batch,
// the store's sequence number it holds everything up to (recall's mark),
// and before a search it reads again only the items changed after it
// (store.Changes). A restart with nothing changed therefore touches no
// item at all, and a recall never waits for the active snapshot, which at
// 100,000 notes takes seconds to read and most of the engine's memory to
// hold. The index never decides what a reader may see; every hit is
// checked against the live item.
type recallState struct {
	closed atomic.Bool // Serve ended: the index is not opened again
	mu     sync.Mutex  // held while the index is opened or caught up
	idx    *recall.Index
}

// Recall is a ranked search over what the reader may read, best first,
// counted as served to req.Reader.
func (e *Engine) Recall(req wire.RecallRequest) ([]wire.RecallItem, error) {
	out, err := e.recallHits(req)
	if err != nil {
		return nil, err
	}
	if req.Reader != "" && len(out) > 0 {
		ids := make([]string, len(out))
		for i, it := range out {
			ids[i] = it.ID
		}
		e.RecordServed(req.Reader, ids)
	}
	return out, nil
}

// recallIDs is recall's ranking as ids, not counted as served: the
// context block they feed counts what it prints.
func (e *Engine) recallIDs(req wire.RecallRequest) ([]string, error) {
	hits, err := e.recallHits(req)
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(hits))
	for i, it := range hits {
		ids[i] = it.ID
	}
	return ids, nil
}

// recallIndex returns the index, caught up with the store. A recall
// while the first fill runs (warmRecall, which holds the index's lock
// throughout) waits for it.
func (e *Engine) recallIndex() (*recall.Index, error) {
	select {
	case <-e.ready:
		<-e.warmed
	default:
	}
	return e.recallCatchUp(false)
}

// recallCatchUp opens the index if it is not open and applies every
// change after its mark, warmChunk items at a time, the last chunk
// carrying the new mark: a crash in between leaves the old mark, and the
// next catch-up redoes the chunks (unchanged texts cost a hash each).
// A store behind the index's mark (restored from an older copy) is caught
// up from the start. Stopping the engine ends it between chunks. With
// report, the catch-up is the start-up's indexing phase (progress.go).
func (e *Engine) recallCatchUp(report bool) (*recall.Index, error) {
	s := &e.recall
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed.Load() {
		return nil, errEngineStopped
	}
	if s.idx == nil {
		var err error
		if s.idx, err = e.openRecall(); err != nil {
			return nil, err
		}
	}
	mark := s.idx.Mark()
	ids, now, err := e.st.Changes(mark)
	if err == nil && now < mark {
		ids, now, err = e.st.Changes(0)
	}
	if err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return s.idx, nil // every recall asks; nearly every time, nothing changed
	}
	if report {
		e.progressPhase(PhaseIndexing, len(ids))
		defer e.progressEnd(PhaseIndexing)
	}
	// The next chunk is read from the store while bleve analyses this
	// one: the reads were a serial eighth of the first build at 100,000
	// notes (GetMany, 15 of 118 CPU-s), on a core the analysis left idle.
	reads := e.readChunks(ids)
	defer reads.stop()
	for i := 0; i < len(ids); i += warmChunk {
		if i > 0 && s.closed.Load() {
			return nil, errEngineStopped
		}
		r := <-reads.ch
		if r.err != nil {
			return nil, r.err
		}
		up, gone := recallDocs(r.ids, r.items)
		var m uint64
		if i+warmChunk >= len(ids) {
			m = now
		}
		if err := s.idx.ApplyMark(up, gone, m); err != nil {
			return nil, err
		}
		if report {
			e.progressAdd(PhaseIndexing, len(r.ids))
		}
	}
	return s.idx, nil
}

// chunkReads reads ids' items warmChunk at a time, one chunk ahead of
// the reader of ch (readChunks).
type chunkReads struct {
	ch   chan chunkRead
	quit chan struct{}
	done chan struct{}
}

// chunkRead is one chunk of ids and its items (GetMany's).
type chunkRead struct {
	ids   []string
	items []store.Item
	err   error
}

// readChunks starts reading ids' items in chunks, in order; a failed
// read is the last chunk sent.
func (e *Engine) readChunks(ids []string) *chunkReads {
	r := &chunkReads{ch: make(chan chunkRead, 1), quit: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(r.done)
		for i := 0; i < len(ids); i += warmChunk {
			chunk := ids[i:min(i+warmChunk, len(ids))]
			items, err := e.st.GetMany(chunk)
			select {
			case r.ch <- chunkRead{ids: chunk, items: items, err: err}:
			case <-r.quit:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	return r
}

// stop ends the reads and waits for the one under way: the store is
// closed after the recall index, never under a read.
func (r *chunkReads) stop() {
	close(r.quit)
	<-r.done
}

// recallDocs splits the items read for ids (GetMany: id order, missing
// ids left out) into the documents to index, the active ones, and the
// ids to remove, every other.
func recallDocs(ids []string, items []store.Item) (up []recall.Doc, gone []string) {
	j := 0
	for _, id := range ids {
		for j < len(items) && items[j].ID < id {
			j++
		}
		if j < len(items) && items[j].ID == id && items[j].Status == mem.Active {
			it := &items[j]
			up = append(up, recall.Doc{ID: id, Text: it.Text, Category: it.Category})
			continue
		}
		gone = append(gone, id)
	}
	return up, gone
}

// liveItems reads the live items behind hits (id order; ids without an
// item left out): the snapshot holds notes without their text, and a
// recall serves the few items it returns in full.
func (e *Engine) liveItems(hits []recall.Hit) ([]store.Item, error) {
	ids := make([]string, len(hits))
	for i, h := range hits {
		ids[i] = h.ID
	}
	return e.st.GetMany(ids)
}

// recallHits is the ranked search with the reader's visibility applied to
// every hit before it counts against the limit.
func (e *Engine) recallHits(req wire.RecallRequest) ([]wire.RecallItem, error) {
	idx, err := e.recallIndex()
	if err != nil {
		return nil, err
	}
	scope := req.Scope
	if scope == "global" {
		scope = ""
	}
	out := []wire.RecallItem{}
	page := max(req.Limit*4, 64)
	for from := 0; len(out) < req.Limit; from += page {
		hits, total, err := idx.Search(req.Query, from, page)
		if err != nil {
			return nil, err
		}
		// Read the hits in groups of what is still missing: most
		// recalls read their limit's worth of items once.
		for k := 0; k < len(hits) && len(out) < req.Limit; {
			group := hits[k:min(k+max(req.Limit-len(out), 8), len(hits))]
			k += len(group)
			live, err := e.liveItems(group)
			if err != nil {
				return nil, err
			}
			for _, hit := range group {
				i, ok := slices.BinarySearchFunc(live, hit.ID, func(it store.Item, id string) int { return strings.Compare(it.ID, id) })
				if !ok || !readableBy(&live[i], scope, req.Sensitive) {
					continue
				}
				out = append(out, wire.RecallItem{ContextItem: wire.NewContextItem(live[i]), Score: hit.Score})
				if len(out) == req.Limit {
					break
				}
			}
		}
		if uint64(from+page) >= total || len(hits) == 0 {
			break
		}
	}
	return out, nil
}

var errEngineStopped = errors.New("the engine has stopped")

// openRecall opens the recall index: persistent in DATA/recall, so that a
// restart syncs only what changed instead of indexing every active text
// again (a warm start of 10,000 notes writes nothing); in memory for an
// engine with no data directory (tests).
func (e *Engine) openRecall() (*recall.Index, error) {
	if e.dataDir == "" {
		return recall.New()
	}
	return recall.OpenConfig(filepath.Join(e.dataDir, "recall"), recall.Config{
		OnRecover: func(movedTo string, reason error) {
			e.log.Warn("recall index unusable: moved aside and rebuilt", "moved_to", movedTo, "err", reason)
		},
	})
}

// warmChunk is how many items a catch-up reads and indexes at a time,
// between which a stopping engine ends it.
const warmChunk = 256

// warmRecall opens the index and catches it up after Ready, so that an
// agent's first recall does not pay for it: on a warm start with nothing
// changed that is opening the index and one look at the store's changes;
// on a first start it indexes every active item, a chunk at a time.
func (e *Engine) warmRecall() {
	if _, err := e.recallCatchUp(true); err != nil && !errors.Is(err, errEngineStopped) {
		e.log.Warn("recall index", "err", err)
	}
}

// closeRecall closes the index (its last batch reaches the disk) and
// keeps it closed. A first build still running (minutes at 100,000 notes)
// stops after its current chunk: stopping must stay quick, and the next
// start indexes what the build did not reach.
func (e *Engine) closeRecall() {
	s := &e.recall
	s.closed.Store(true)
	e.warming.Wait() // at most one chunk
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.idx != nil {
		if err := s.idx.Close(); err != nil {
			e.log.Warn("closing the recall index", "err", err)
		}
		s.idx = nil
	}
}
