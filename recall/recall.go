package recall

import (
	"cmp"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis/analyzer/keyword"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search/query"
)

// Doc is what is indexed of one memory.
type Doc struct {
	ID       string
	Text     string
	Category string
}

// Hit is one ranked match.
type Hit struct {
	ID    string
	Score float64
}

// Stats counts what an Index has done since New or Open.
type Stats struct {
	Docs    int    // documents held now (Len)
	Indexed uint64 // documents written (added or replaced)
	Deleted uint64 // documents removed
	Hashed  uint64 // texts fingerprinted
	Batches uint64 // index batches committed
	// MovedAside is where Open renamed an unusable index before rebuilding
	// it, "" when the index opened as it was.
	MovedAside string
}

// Index is safe for concurrent use: any number of Searches may run while
// one Sync or Apply writes.
type Index struct {
	idx bleve.Index
	dir string // "" in memory

	mu   sync.Mutex        // serialises Sync, Apply and Close
	docs map[string]*entry // what the index holds; only read/written under mu
	gen  uint32            // Sync generation, to find ids that went away
	n    atomic.Int64      // len(docs), for Len without waiting on a Sync

	indexed, deleted, hashed, batches atomic.Uint64
	movedAside                        string

	// mark is the caller's point in its own history that the index is
	// known to hold everything up to (see ApplyMark); it is written in the
	// same batch as the documents it covers.
	mark atomic.Uint64

	// persisted is told when the last committed batch is on disk (batches
	// return once searchable, see persist.go); Close waits for it.
	persisted *persistWait
	closed    bool
}

// entry is what the index remembers of one document: its fingerprint, and
// the Sync generation that last saw it. Not its strings: a caller that
// streams documents from its store (memgate reads them back in chunks)
// would otherwise have every text it ever indexed kept alive here, 100 MB
// at 100,000 notes, to save a hash of 1 KB.
type entry struct {
	fp  uint64
	gen uint32
}

// indexed is the document bleve sees.
type indexed struct {
	Text     string `json:"text"`
	Category string `json:"category"`
	// FP is the fingerprint term: 16 hex digits of fingerprint(category,
	// text) followed by the id. It lives inside the document, so the index
	// can never claim a document it lacks (see persist.go).
	FP string `json:"fp"`
}

const (
	fieldText = "text"
	fieldCat  = "category"
	fieldFP   = "fp"
)

// batchBytes bounds the text in one bleve batch, so that a first build of
// 100k notes does not hold every analysed document in memory at once.
const batchBytes = 8 << 20

// closeWait bounds how long Close waits for the last batch to persist.
const closeWait = 30 * time.Second

func newMapping() *mapping.IndexMappingImpl {
	m := bleve.NewIndexMapping()
	doc := bleve.NewDocumentMapping()
	doc.Dynamic = false
	text := bleve.NewTextFieldMapping()
	text.Analyzer = "en"
	text.Store = false
	text.IncludeTermVectors = false
	text.IncludeInAll = false
	text.DocValues = false
	doc.AddFieldMappingsAt(fieldText, text)
	cat := bleve.NewTextFieldMapping()
	cat.Analyzer = "standard"
	cat.Store = false
	cat.IncludeInAll = false
	cat.DocValues = false
	doc.AddFieldMappingsAt(fieldCat, cat)
	fp := bleve.NewTextFieldMapping()
	fp.Analyzer = keyword.Name
	fp.Store = false
	fp.IncludeTermVectors = false
	fp.IncludeInAll = false
	fp.DocValues = true // read back on Open
	doc.AddFieldMappingsAt(fieldFP, fp)
	m.DefaultMapping = doc
	m.DefaultAnalyzer = "en"
	m.IndexDynamic = false
	m.StoreDynamic = false
	m.DocValuesDynamic = false
	return m
}

// New returns an empty index held in memory.
func New() (*Index, error) {
	// Scorch with no path keeps its segments in memory; bleve's MemOnly
	// (upsidedown over a treap) measured 50x slower to search here.
	idx, err := bleve.NewUsing("", newMapping(), scorch.Name, scorch.Name, nil)
	if err != nil {
		return nil, fmt.Errorf("recall: %w", err)
	}
	return &Index{idx: idx, docs: map[string]*entry{}}, nil
}

// fingerprint is the first 64 bits of SHA-256 over category and text.
// SHA-256 runs at about 1.4 GB/s here (SHA-NI), against 0.85 GB/s for
// FNV-1a; the standard library has no faster hash with a fixed seed.
func fingerprint(cat, text string) uint64 {
	h := sha256.New()
	var n [8]byte
	binary.LittleEndian.PutUint64(n[:], uint64(len(cat)))
	h.Write(n[:])
	// Hashed in place: []byte(text) would copy 4 KB per note, which cost
	// as much as the hash itself.
	h.Write(unsafe.Slice(unsafe.StringData(cat), len(cat)))
	h.Write(unsafe.Slice(unsafe.StringData(text), len(text)))
	var sum [sha256.Size]byte
	return binary.LittleEndian.Uint64(h.Sum(sum[:0]))
}

func fpTerm(fp uint64, id string) string {
	return fmt.Sprintf("%016x", fp) + id
}

// writer gathers one Sync or Apply into bounded bleve batches and records
// what each committed batch changed.
type writer struct {
	x       *Index
	b       *bleve.Batch
	bytes   int
	pending map[string]*entry // nil entry: deleted
	mark    uint64            // set with the last batch when nonzero
}

func (x *Index) newWriter() *writer {
	return &writer{x: x, b: x.idx.NewBatch(), pending: map[string]*entry{}}
}

func (w *writer) index(d Doc, fp uint64) error {
	if err := w.b.Index(d.ID, indexed{Text: d.Text, Category: d.Category, FP: fpTerm(fp, d.ID)}); err != nil {
		return fmt.Errorf("recall: %w", err)
	}
	w.pending[d.ID] = &entry{fp: fp, gen: w.x.gen}
	w.bytes += len(d.Text) + len(d.Category)
	return w.maybeFlush()
}

func (w *writer) delete(id string) error {
	w.b.Delete(id)
	w.pending[id] = nil
	w.bytes += len(id)
	return w.maybeFlush()
}

func (w *writer) maybeFlush() error {
	if w.bytes < batchBytes {
		return nil
	}
	return w.flush()
}

// flush commits the batch and only then updates what the index remembers:
// a failed batch leaves docs as it was, and the next Sync retries.
func (w *writer) flush() error {
	if w.mark != 0 {
		w.b.SetInternal(markKey, binary.BigEndian.AppendUint64(nil, w.mark))
	}
	if w.b.Size() == 0 {
		return nil
	}
	x := w.x
	var p *persistWait
	if x.dir != "" {
		p = &persistWait{done: make(chan struct{})}
		w.b.SetPersistedCallback(func(err error) {
			p.err = err
			close(p.done)
		})
	}
	if err := x.idx.Batch(w.b); err != nil {
		return fmt.Errorf("recall: %w", err)
	}
	if p != nil {
		x.persisted = p
	}
	x.batches.Add(1)
	for id, e := range w.pending {
		if e == nil {
			if _, ok := x.docs[id]; ok {
				delete(x.docs, id)
				x.deleted.Add(1)
			}
			continue
		}
		x.docs[id] = e
		x.indexed.Add(1)
	}
	x.n.Store(int64(len(x.docs)))
	if w.mark != 0 {
		x.mark.Store(w.mark)
		w.mark = 0
	}
	// A fresh batch, not Reset: scorch's analysis goroutine reads the
	// old batch's map with no happens-before edge to Batch returning,
	// which -race reports.
	w.b = x.idx.NewBatch()
	clear(w.pending)
	w.bytes = 0
	return nil
}

// changes returns the documents of docs that the index does not hold as
// they are, with their fingerprints, and marks the others as seen in this
// generation. Texts are hashed on every core: 100 MB of notes is well
// under a second on one.
func (x *Index) changes(docs []Doc) ([]int, []uint64) {
	fps := make([]uint64, len(docs))
	const chunk = 256
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), (len(docs)+chunk-1)/chunk) {
		wg.Go(func() {
			for {
				k := int(next.Add(chunk)) - chunk
				if k >= len(docs) {
					return
				}
				for j := k; j < min(k+chunk, len(docs)); j++ {
					fps[j] = fingerprint(docs[j].Category, docs[j].Text)
				}
			}
		})
	}
	wg.Wait()
	x.hashed.Add(uint64(len(docs)))
	var out []int
	var outFP []uint64
	for i, d := range docs {
		if e := x.docs[d.ID]; e != nil && e.fp == fps[i] {
			e.gen = x.gen
			continue
		}
		out = append(out, i)
		outFP = append(outFP, fps[i])
	}
	return out, outFP
}

// Sync makes the index hold exactly docs, indexing only what changed. On
// error the index holds a mix of old and new documents, each one whole and
// fingerprinted; calling Sync again finishes the job.
func (x *Index) Sync(docs []Doc) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.gen++
	w := x.newWriter()
	write, fps := x.changes(docs)
	for k, i := range write {
		if err := w.index(docs[i], fps[k]); err != nil {
			return err
		}
	}
	for id, e := range x.docs {
		if e.gen != x.gen {
			if _, ok := w.pending[id]; ok {
				continue // written in this Sync, pending flush
			}
			if err := w.delete(id); err != nil {
				return err
			}
		}
	}
	return w.flush()
}

// Apply indexes upsert (only those whose text or category changed) and
// removes the ids in remove, leaving every other document as it is. An id
// in both is removed.
func (x *Index) Apply(upsert []Doc, remove []string) error {
	return x.ApplyMark(upsert, remove, 0)
}

// ApplyMark is Apply that also records mark, a point in the caller's
// history (memgate's store sequence), in the batch that ends it: Mark
// then says the index holds every change up to there, so that a restart
// catches up with what changed after it instead of comparing every
// document. A mark of 0 leaves the mark as it was; any other is recorded
// as given, lower ones too (a caller whose history was restored from an
// older copy starts over from there).
func (x *Index) ApplyMark(upsert []Doc, remove []string, mark uint64) error {
	x.mu.Lock()
	defer x.mu.Unlock()
	w := x.newWriter()
	gone := make(map[string]bool, len(remove))
	for _, id := range remove {
		gone[id] = true
	}
	keep := upsert[:0:0]
	for _, d := range upsert {
		if !gone[d.ID] {
			keep = append(keep, d)
		}
	}
	// Entries seen here take the current Sync generation; the next Sync
	// starts a new one, so Apply never hides an id from it.
	write, fps := x.changes(keep)
	for k, i := range write {
		if err := w.index(keep[i], fps[k]); err != nil {
			return err
		}
	}
	for id := range gone {
		if _, ok := x.docs[id]; ok {
			if err := w.delete(id); err != nil {
				return err
			}
		}
	}
	w.mark = mark
	return w.flush()
}

// Mark is the last mark recorded by ApplyMark (0 for a new index, or one
// moved aside and rebuilt).
func (x *Index) Mark() uint64 { return x.mark.Load() }

// Len is the number of indexed documents.
func (x *Index) Len() int { return int(x.n.Load()) }

// Stats reports counters since New or Open.
func (x *Index) Stats() Stats {
	return Stats{
		Docs:       x.Len(),
		Indexed:    x.indexed.Load(),
		Deleted:    x.deleted.Load(),
		Hashed:     x.hashed.Load(),
		Batches:    x.batches.Load(),
		MovedAside: x.movedAside,
	}
}

// Close releases the index; a second Close does nothing. For an index
// opened from a directory every committed Sync or Apply is on disk when
// Close returns.
func (x *Index) Close() error {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.closed {
		return nil
	}
	x.closed = true
	// A batch not yet on disk is not lost to a crash-safe index (the next
	// Sync rewrites it), so waiting is bounded.
	err := x.waitPersisted(closeWait)
	if cerr := x.idx.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("recall: %w", err)
	}
	return nil
}

// persistWait is closed when a batch is on disk.
type persistWait struct {
	done chan struct{}
	err  error // set before done is closed
}

// waitPersisted waits, at most d, until the last committed batch is on
// disk. Call with mu held.
func (x *Index) waitPersisted(d time.Duration) error {
	if x.persisted == nil {
		return nil
	}
	select {
	case <-x.persisted.done:
		return x.persisted.err
	case <-time.After(d):
		return nil
	}
}

// searchPlan is how Search asks bleve; BenchmarkRecall measures the
// plans side by side, and plan is the one Search uses.
type searchPlan struct {
	// sortByID has bleve sort by -_score then _id. That loads the
	// external id of every matching document, not just the page: at 10k
	// notes it doubled p50 (1.38 against 0.66 ms). At 100k the old plan
	// (id sort, phrase, any word) measured p50 17.9 ms against 1.1 ms for
	// this one, in the same run.
	sortByID bool
	// phrase adds a match-phrase clause on text (boost 2). The text field
	// keeps no term vectors, so that clause never matches: dropping it
	// leaves the ranking as it was (scores change by one factor per
	// query) and saves a conjunction per search.
	phrase bool
	// allFirst ranks the documents with every word of the query before
	// those with some (see Search). Scoring them by the any-word query
	// restricted to them, a conjunction of both, took twice as long; a tie
	// break on the fp doc value instead of _id, 2.5 times as long.
	allFirst bool
}

var plan = searchPlan{allFirst: true}

// Search returns matches for q ranked best first, from offset from, at
// most size of them, and the total number of matches.
//
// A match has any word of q in its text or category. Matches with every
// word of q in the text come first, best score first, then the others,
// best score first; scores order hits within each of those two groups.
// When the page lies wholly among the all-words matches, and more of them
// follow it, total counts only those (so a caller paging while
// from+size < total still reaches the rest); otherwise it counts every
// match.
//
// The order is deterministic: equal scores are ordered by id within the
// returned page. Which of several equal-scored documents fall on either
// side of a page edge follows the index's internal order, the same for
// every search until a write or a background merge changes the segments;
// sorting every match by id to pin that too cost twice the time.
func (x *Index) Search(q string, from, size int) ([]Hit, uint64, error) {
	return x.search(plan, q, from, size)
}

func (x *Index) search(p searchPlan, q string, from, size int) ([]Hit, uint64, error) {
	if from < 0 || size < 0 {
		return nil, 0, fmt.Errorf("recall: from %d, size %d", from, size)
	}
	any := anyWordQuery(p, q)
	if !p.allFirst || x.distinctTerms(q) < 2 {
		hits, total, err := x.run(p, any, from, size)
		tiesByID(hits)
		return hits, total, err
	}
	// The documents with every word come first. Asking for them alone is
	// a conjunction, driven by the rarest word: it touches a few thousand
	// postings where the disjunction scores every document that has any
	// of the words (most of the index for two middling words at 100k).
	all := bleve.NewMatchQuery(q)
	all.SetField(fieldText)
	all.SetOperator(query.MatchQueryOperatorAnd)
	// Pages are cut from bleve's own order (score, then internal document
	// order), which is the same for every page size; only then are ties
	// within the page put in id order.
	need := from + size
	hits, total, err := x.run(p, all, from, size)
	if err != nil {
		return nil, 0, err
	}
	if total > uint64(need) {
		// The page lies among documents with every word. total counts
		// them: more than the page, so a caller paging on goes on.
		tiesByID(hits)
		return hits, total, nil
	}
	// The page reaches past them: the rest follow in the any-word order.
	alls := len(hits)
	if from > 0 {
		if hits, _, err = x.run(p, all, 0, need); err != nil {
			return nil, 0, err
		}
	}
	rest, total, err := x.run(p, any, 0, need+len(hits))
	if err != nil {
		return nil, 0, err
	}
	seen := make(map[string]bool, len(hits))
	for _, h := range hits {
		seen[h.ID] = true
	}
	for _, h := range rest {
		if !seen[h.ID] {
			hits = append(hits, h)
		}
	}
	page := hits[min(from, len(hits)):min(need, len(hits))]
	if from > 0 {
		alls = max(0, len(seen)-from)
	}
	alls = min(alls, len(page))
	tiesByID(page[:alls])
	tiesByID(page[alls:])
	return page, total, nil
}

// anyWordQuery is what Search matched before all-words-first: any word of
// q in the text, or in the category at a lower boost.
func anyWordQuery(p searchPlan, q string) query.Query {
	text := bleve.NewMatchQuery(q)
	text.SetField(fieldText)
	cat := bleve.NewMatchQuery(q)
	cat.SetField(fieldCat)
	cat.SetBoost(0.3)
	qs := []query.Query{text, cat}
	if p.phrase {
		phrase := bleve.NewMatchPhraseQuery(q)
		phrase.SetField(fieldText)
		phrase.SetBoost(2)
		qs = append(qs, phrase)
	}
	return query.NewDisjunctionQuery(qs)
}

// distinctTerms is how many different terms the text analyzer makes of q.
func (x *Index) distinctTerms(q string) int {
	an := x.idx.Mapping().AnalyzerNamed("en")
	if an == nil {
		return 0
	}
	seen := map[string]bool{}
	for _, t := range an.Analyze([]byte(q)) {
		seen[string(t.Term)] = true
	}
	return len(seen)
}

// run asks bleve for hits [from, from+size) of q, in bleve's order.
func (x *Index) run(p searchPlan, q query.Query, from, size int) ([]Hit, uint64, error) {
	req := bleve.NewSearchRequestOptions(q, size, from, false)
	if p.sortByID {
		req.SortBy([]string{"-_score", "_id"})
	}
	res, err := x.idx.Search(req)
	if err != nil {
		return nil, 0, fmt.Errorf("recall: %w", err)
	}
	out := make([]Hit, len(res.Hits))
	for i, h := range res.Hits {
		out[i] = Hit{ID: h.ID, Score: h.Score}
	}
	return out, res.Total, nil
}

// tiesByID orders hits of equal score by id.
func tiesByID(hits []Hit) {
	slices.SortStableFunc(hits, func(a, b Hit) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
}
