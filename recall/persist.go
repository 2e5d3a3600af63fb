package recall

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
)

// How the index knows what it holds across a restart.
//
// Each document carries its own fingerprint: the "fp" field is one keyword
// term, 16 hex digits of fingerprint(category, text) followed by the id,
// kept as doc values. Open walks the live documents of the index once and
// reads that term back. The alternatives were weighed and rejected:
//
//   - bleve internal keys set in the same batch are atomic too, but scorch
//     copies the whole internal map into every new snapshot and rewrites
//     all of it in the root bolt on every persist: 100k keys on each save.
//   - a sidecar file written after each batch can disagree with the index
//     after a crash (a delete done, the sidecar still claiming the doc), so
//     it needs a second write before every batch, and rewrites O(n) bytes
//     on every save.
//
// A fingerprint inside the document is written, persisted, merged and
// deleted with the document, in the same segment: whatever a crash leaves
// on disk, the index claims exactly the documents it has. That is what
// lets batches run with scorch's unsafe_batch (return once searchable,
// persist in the background): a crash loses at most the last batches, docs
// and fingerprints together, and the next Sync writes them again.

// schemaKey holds schema(), set when the index is created. An index without
// it, or with another value, was written by another mapping and is rebuilt.
var schemaKey = []byte("memgate.recall.schema")

// markKey holds the caller's mark (ApplyMark), 8 bytes big-endian.
var markKey = []byte("memgate.recall.mark")

// schemaVersion changes when what is indexed changes without the mapping
// changing (the fingerprint function, the term layout).
const schemaVersion = "memgate-recall/1"

func schema() []byte {
	m, err := json.Marshal(newMapping())
	if err != nil {
		panic(err) // a static mapping always marshals
	}
	sum := sha256.Sum256(m)
	return []byte(schemaVersion + " " + hex.EncodeToString(sum[:8]))
}

// Config tunes OpenConfig.
type Config struct {
	// OnRecover, when set, is called once if Open found the directory
	// unusable (it failed to open, or was written with another mapping or
	// schema), renamed it to movedTo and started an empty index in its
	// place. The caller's next Sync fills it.
	OnRecover func(movedTo string, reason error)
}

// errUnusable marks an index directory that is there but cannot be used
// as it is; Open moves it aside.
type errUnusable struct{ err error }

func (e errUnusable) Error() string { return e.err.Error() }
func (e errUnusable) Unwrap() error { return e.err }

func runtimeConfig() map[string]any {
	return map[string]any{
		// See the note above on why unsafe_batch is safe here.
		"unsafe_batch": true,
		// Another process holding the index: fail instead of waiting
		// forever on root.bolt's lock (see inUse).
		"bolt_timeout": lockWait.String(),
	}
}

// lockWait is how long Open waits for another process to let go of the
// index.
const lockWait = 2 * time.Second

// inUse reports whether err says the index could not be opened for a
// reason that is no fault of its contents (another process holds its
// lock, or a permission is missing). Such an index is never moved aside.
// bbolt's timeout error is matched by its text: importing bbolt here would
// make it a direct dependency of the module for one sentinel.
func inUse(err error) bool {
	if errors.Is(err, fs.ErrPermission) {
		return true
	}
	for e := err; e != nil; e = errors.Unwrap(e) {
		if e.Error() == "timeout" {
			return true
		}
	}
	return false
}

// Open opens the persistent index in dir, creating it if dir does not
// exist. See OpenConfig.
func Open(dir string) (*Index, error) { return OpenConfig(dir, Config{}) }

// OpenConfig opens the persistent index in dir, creating it if dir does not
// exist, and reads back what it holds so that a Sync of unchanged documents
// writes nothing. A directory that is there but unusable (corrupt, or
// written with another mapping) is renamed aside with a ".broken-<time>"
// suffix, never deleted, and an empty index is created in its place once;
// that is reported through cfg.OnRecover and Stats().MovedAside, not as an
// error. An error means the directory could not be read or created at all,
// or that another process holds the index (after waiting 2 s); then
// nothing is moved.
func OpenConfig(dir string, cfg Config) (*Index, error) {
	x, err := openDir(dir)
	var bad errUnusable
	if err == nil || !errors.As(err, &bad) {
		return x, err
	}
	moved, merr := moveAside(dir)
	if merr != nil {
		return nil, fmt.Errorf("recall: %v; moving it aside: %w", err, merr)
	}
	x, err = create(dir)
	if err != nil {
		return nil, err
	}
	x.movedAside = moved
	if cfg.OnRecover != nil {
		cfg.OnRecover(moved, bad.err)
	}
	return x, nil
}

func openDir(dir string) (*Index, error) {
	ents, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return create(dir)
	case err != nil:
		return nil, fmt.Errorf("recall: %w", err)
	case len(ents) == 0:
		// An empty directory holds nothing to keep; bleve wants to
		// create the directory itself.
		if err := os.Remove(dir); err != nil {
			return nil, fmt.Errorf("recall: %w", err)
		}
		return create(dir)
	}
	idx, err := bleve.OpenUsing(dir, runtimeConfig())
	if err != nil && inUse(err) {
		return nil, fmt.Errorf("recall: open %s (in use by another process?): %w", dir, err)
	}
	if err != nil {
		return nil, errUnusable{fmt.Errorf("recall: open %s: %w", dir, err)}
	}
	got, err := idx.GetInternal(schemaKey)
	if err == nil && string(got) != string(schema()) {
		err = fmt.Errorf("schema %q, want %q", got, schema())
	}
	var docs map[string]*entry
	if err == nil {
		docs, err = scan(idx)
	}
	if err != nil {
		_ = idx.Close()
		return nil, errUnusable{fmt.Errorf("recall: %s: %w", dir, err)}
	}
	x := &Index{idx: idx, dir: dir, docs: docs}
	x.n.Store(int64(len(docs)))
	if m, err := idx.GetInternal(markKey); err == nil && len(m) == 8 {
		x.mark.Store(binary.BigEndian.Uint64(m))
	}
	return x, nil
}

func create(dir string) (*Index, error) {
	if err := os.MkdirAll(filepath.Dir(dir), 0o700); err != nil {
		return nil, fmt.Errorf("recall: %w", err)
	}
	idx, err := bleve.NewUsing(dir, newMapping(), scorch.Name, scorch.Name, runtimeConfig())
	if err != nil {
		return nil, fmt.Errorf("recall: create %s: %w", dir, err)
	}
	// The schema goes in its own batch before any document: an index that
	// crashed before this persisted has no schema and is moved aside.
	b := idx.NewBatch()
	b.SetInternal(schemaKey, schema())
	done := make(chan error, 1)
	b.SetPersistedCallback(func(err error) { done <- err })
	if err == nil {
		err = idx.Batch(b)
	}
	if err == nil {
		err = <-done
	}
	if err != nil {
		_ = idx.Close()
		return nil, fmt.Errorf("recall: create %s: %w", dir, err)
	}
	return &Index{idx: idx, dir: dir, docs: map[string]*entry{}}, nil
}

// scan reads the fingerprint of every live document.
func scan(idx bleve.Index) (map[string]*entry, error) {
	adv, err := idx.Advanced()
	if err != nil {
		return nil, err
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, err
	}
	defer r.Close()
	n, err := r.DocCount()
	if err != nil {
		return nil, err
	}
	all, err := r.DocIDReaderAll()
	if err != nil {
		return nil, err
	}
	defer all.Close()
	dv, err := r.DocValueReader([]string{fieldFP})
	if err != nil {
		return nil, err
	}
	docs := make(map[string]*entry, n)
	var term []byte
	for {
		iid, err := all.Next()
		if err != nil {
			return nil, err
		}
		if iid == nil {
			break
		}
		term = term[:0]
		err = dv.VisitDocValues(iid, func(field string, t []byte) {
			if field == fieldFP {
				term = append(term, t...)
			}
		})
		if err != nil {
			return nil, err
		}
		if len(term) <= 16 {
			return nil, fmt.Errorf("a document has no fingerprint (%q)", term)
		}
		fp, err := strconv.ParseUint(string(term[:16]), 16, 64)
		if err != nil {
			return nil, fmt.Errorf("bad fingerprint %q", term)
		}
		docs[string(term[16:])] = &entry{fp: fp}
	}
	if uint64(len(docs)) != n {
		return nil, fmt.Errorf("%d documents, %d fingerprints", n, len(docs))
	}
	return docs, nil
}

// moveAside renames dir to a free name beside it and makes the rename
// durable.
func moveAside(dir string) (string, error) {
	base := dir + ".broken-" + time.Now().UTC().Format("20060102T150405")
	to := base
	for i := 1; ; i++ {
		if _, err := os.Lstat(to); errors.Is(err, fs.ErrNotExist) {
			break
		}
		to = base + "-" + strconv.Itoa(i)
	}
	if err := os.Rename(dir, to); err != nil {
		return "", err
	}
	if d, err := os.Open(filepath.Dir(dir)); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
	return to, nil
}
