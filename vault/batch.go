package vault

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	par "github.com/memgate/memgate/internal/parallel"
)

// Request is one file to rewrite in UpdateMany.
type Request struct {
	// Path is the file, absolute, as for Update.
	Path string
	// Edit computes its new content, as for Update.
	Edit EditFunc
}

// BatchResult is the outcome of one Request, in the same order.
type BatchResult struct {
	WriteResult
	// Err is what Update would have returned for the request.
	Err error
}

// batchSize bounds how many files UpdateMany has staged at once. Each
// staged file holds its target open until carry-over, so this is also the
// number of descriptors a batch adds; 512 stays far below the usual limits
// while the two filesystem syncs per chunk cost little next to 512 files.
const batchSize = 512

// UpdateMany is Update for many files of one source, with the same
// per-file guarantees, but durability paid once per batch instead of per
// file. Results are in the order of reqs.
//
// The stages are Update's, each run for every file before the next:
//
//  1. resolve, read, edit and write the temp file, as Update does but
//     without fsync; unchanged files are reported as Update reports them;
//  2. one syncfs(2) per filesystem touched: the temps are durable;
//  3. re-check, register echoes and exchange (link for a new file), as
//     Update does;
//  4. one more syncfs per filesystem: the renames are durable;
//  5. carry over what appenders wrote to the replaced versions.
//
// A file that changed between its stage and its commit, or whose temp
// could not be made durable, goes through Update on its own afterwards,
// with the batch's attempt counted against MaxAttempts; so does a request
// for a file already requested earlier in the batch, so that edits of one
// file apply in request order. When UpdateMany returns, every Written
// file's new content is durable. A crash leaves each file old or new, and
// temp files that CleanTemp recovers exactly as after Update.
//
// Edit functions of different requests run concurrently, on up to
// GOMAXPROCS goroutines; Edit may be called more than once per request, as
// with Update. A panic in an Edit is re-raised in the caller once the
// batch has cleaned up.
//
// syncfs flushes everything dirty on the filesystem, not just these files:
// next to another program with a lot of unwritten data it takes as long as
// that data needs. Where one syncfs is not as strong as an fsync of each
// file (FUSE, SMB, 9p; every filesystem off Linux), the temps are fsynced
// one by one and each directory once per batch instead.
func (w *Writer) UpdateMany(src Source, reqs []Request) []BatchResult {
	pool := NewSparePool()
	defer pool.Close()
	return w.UpdateManyPooled(src, reqs, pool)
}

// A SparePool carries the versions one UpdateMany replaced over to the
// next calls made with it (UpdateManyPooled), so that a caller writing
// thousands of files in several calls creates inodes only for its first
// chunk, not for the first chunk of every call. Between calls the spares
// sit, emptied, under hidden temp names in the folders last written, and
// hold a descriptor each (at most one chunk's worth): keep a pool for one
// run of writes and Close it after. A crash leaves them to CleanTemp, as
// any temp. Safe for one UpdateManyPooled at a time.
type SparePool struct{ p *spares }

// NewSparePool returns an empty pool.
func NewSparePool() *SparePool { return &SparePool{&spares{m: map[uint64][]spare{}}} }

// Close removes the spares nobody took. The pool stays usable.
func (p *SparePool) Close() { p.p.drain() }

// UpdateManyPooled is UpdateMany taking its first temps from pool and
// leaving the versions it replaced there for the next call.
func (w *Writer) UpdateManyPooled(src Source, reqs []Request, sp *SparePool) []BatchResult {
	out := make([]BatchResult, len(reqs))
	pool := sp.p
	res := newResolver(src)
	parallel(len(reqs), func(i int) {
		target, err := res.resolve(reqs[i].Path)
		out[i].Path, out[i].Err = target, err
	})
	// alone marks the requests that go through Update after the batch.
	alone := make([]bool, len(reqs))
	seen := make(map[string]bool, len(reqs))
	for i := range out {
		if out[i].Err == nil {
			alone[i] = seen[out[i].Path]
			seen[out[i].Path] = true
		}
	}
	for lo := 0; lo < len(reqs); lo += batchSize {
		hi := min(lo+batchSize, len(reqs))
		w.batch(reqs[lo:hi], out[lo:hi], alone[lo:hi], pool)
	}
	for i, r := range reqs {
		if alone[i] {
			out[i].Err = w.update(filepath.Clean(r.Path), out[i].Path, r.Edit, &out[i].WriteResult)
		}
	}
	return out
}

// batch runs stages 1 to 5 of UpdateMany for one chunk. It sets alone for
// the requests that must go through Update.
func (w *Writer) batch(reqs []Request, out []BatchResult, alone []bool, pool *spares) {
	b := &batch{devs: make(map[uint64]*device), noSyncfs: w.noSyncfs, spares: pool}
	defer b.close()
	st := make([]*staged, len(reqs))
	defer func() {
		for _, s := range st {
			if s != nil {
				s.close()
			}
		}
	}()
	// drop ends a file's part in the batch; each stage touches only its
	// own index of st, so the stages can run in parallel.
	drop := func(i int, err error) {
		if errors.Is(err, errChanged) {
			alone[i] = true
		} else {
			out[i].Err = writeErr(out[i].Path, err)
		}
		st[i].close()
		st[i] = nil
	}

	parallel(len(reqs), func(i int) {
		if out[i].Err != nil || alone[i] {
			return
		}
		out[i].Attempts = 1
		s, err := w.stage(filepath.Clean(reqs[i].Path), out[i].Path, reqs[i].Edit, &out[i].WriteResult, b)
		st[i], out[i].Err = s, writeErr(out[i].Path, err)
	})

	b.sync(false)
	for i, s := range st {
		if s != nil && s.dev.err != nil {
			// Maybe another file's writeback failed (syncfs reports any
			// on the filesystem): Update's fsync of this one will tell.
			drop(i, errChanged)
		}
	}
	if w.afterStage != nil {
		w.afterStage()
	}

	parallel(len(reqs), func(i int) {
		if st[i] == nil {
			return
		}
		if err := w.commit(st[i]); err != nil {
			drop(i, err)
			return
		}
		st[i].dev.committed(st[i].dir)
	})

	b.sync(true)
	parallel(len(reqs), func(i int) {
		s := st[i]
		if s == nil {
			return
		}
		// Each file's temp goes as soon as it is carried over: removing
		// the replaced versions costs about as much as creating them.
		defer func() {
			s.close()
			st[i] = nil
		}()
		if s.dev.err != nil {
			// Committed but maybe not durable: Update reports this too.
			out[i].Err = writeErr(s.target, s.dev.err)
			return
		}
		s.written(&out[i].WriteResult)
		out[i].Err = writeErr(s.target, w.carry(s, &out[i].WriteResult))
		if out[i].Err == nil && !out[i].Unsettled {
			pool.reclaim(s)
		}
	})
}

// spares are replaced versions that a later chunk of the same UpdateMany
// (or of a later one, through a SparePool) reuses as temp files. Creating
// a file is the dearest step of a batch on some filesystems (ext4 on the
// CI machines spends ~250 µs of kernel time allocating each inode,
// against ~20 µs for a rename), and every exchange
// leaves an inode nobody needs any more under its temp name. A replaced
// version is reused only when its carry-over is done and nobody at all
// has it open (see reclaimable: no reader still reading the old version,
// no appender), it has no other link and no extended attributes, and only
// on its own filesystem (it moves to the directory of the file it now
// serves: files are written folder by folder, so a chunk's replaced
// versions are mostly in folders the next chunk is done with). It keeps
// its old bytes until the new content overwrites them (writeTemp cuts any
// rest): emptying it first frees its blocks, and where the filesystem is
// mounted with discard a freed block waits for the device at the next
// journal commit, which made truncation most of the cost of a batch on
// the CI machines. After a crash, recoverTemp tells such a spare from the
// old version of the file it now serves by the hash of the bytes read,
// which the temp name records. Whatever is left when UpdateMany returns
// (when its SparePool is closed) is removed.
type spares struct {
	mu sync.Mutex
	m  map[uint64][]spare // by filesystem (device number)
}

type spare struct {
	path string
	f    *os.File
}

// reclaim keeps s's replaced version for reuse if it may be reused; s
// then no longer removes it.
func (p *spares) reclaim(s *staged) {
	if s.f == nil || s.keepTmp || s.tmp == "" {
		return
	}
	s.f.Close() // our own descriptor would deny the lease
	s.f = nil
	f, err := openNoFollow(s.tmp, os.O_RDWR)
	if err != nil {
		return
	}
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		f.Close()
		return
	}
	if id := IdentityOf(fi); id.Dev != s.oldID.Dev || id.Ino != s.oldID.Ino || !reclaimable(f) {
		f.Close()
		return
	}
	p.mu.Lock()
	p.m[s.oldID.Dev] = append(p.m[s.oldID.Dev], spare{path: s.tmp, f: f})
	p.mu.Unlock()
	s.tmp = ""
}

// take returns a spare of dev renamed to a fresh name of pattern in dir
// (as os.CreateTemp would make), open for writing at its start; nil if
// there is none or it could not be readied (it is then removed).
func (p *spares) take(dev uint64, dir, pattern string) (*os.File, string) {
	for {
		p.mu.Lock()
		list := p.m[dev]
		if len(list) == 0 {
			p.mu.Unlock()
			return nil, ""
		}
		sp := list[len(list)-1]
		p.m[dev] = list[:len(list)-1]
		p.mu.Unlock()
		if name, ok := sp.ready(dir, pattern); ok {
			return sp.f, name
		}
		sp.f.Close()
		os.Remove(sp.path)
	}
}

// ready gives the spare a new temp name.
func (sp spare) ready(dir, pattern string) (string, bool) {
	for range 4 {
		name := tempName(dir, pattern)
		err := renameNoReplace(sp.path, name)
		if err == nil {
			return name, true
		}
		if !errors.Is(err, fs.ErrExist) {
			return "", false
		}
	}
	return "", false
}

// drain removes the spares nobody took.
func (p *spares) drain() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, list := range p.m {
		for _, sp := range list {
			sp.f.Close()
			os.Remove(sp.path)
		}
	}
	clear(p.m)
}

// newTemp makes s's temp file: for the rewrite of an existing file in a
// batch, a spare on its filesystem when there is one; else a new file.
func newTemp(s *staged, pattern string, b *batch) (*os.File, string, error) {
	dir := s.dir
	if b != nil && b.spares != nil && s.f != nil {
		if f, name := b.spares.take(s.oldID.Dev, dir, pattern); f != nil {
			return f, name, nil
		}
	}
	f, err := createTemp(dir, pattern)
	if err != nil {
		return nil, "", err
	}
	return f, f.Name(), nil
}

// batch records the filesystems a chunk of UpdateMany writes to.
type batch struct {
	mu   sync.Mutex
	devs map[uint64]*device
	// noSyncfs takes the path of filesystems without a usable syncfs
	// everywhere (tests).
	noSyncfs bool
	// spares are the replaced versions earlier chunks left for reuse.
	spares *spares
}

// device is one filesystem of a batch.
type device struct {
	// fs is a directory there, opened before the first temp was written
	// there: syncfs reports the writeback errors that happened since its
	// descriptor was opened, so one opened later could miss a failed write
	// of an earlier temp. nil where syncfs is not enough (see openSyncfs):
	// the temps are then fsynced as Update does, and the directories in
	// dirs synced after the commits.
	fs *os.File
	mu sync.Mutex
	// dirs holds the directories with a commit, when fs is nil.
	dirs map[string]bool
	// commits counts the files committed, so that a filesystem where every
	// file went alone is not synced for nothing.
	commits atomic.Int64
	// err is the last sync's failure; it is written between stages only.
	err error
}

// join returns the device dev, whose directory dir is about to receive a
// temp file, opening it for syncfs on first use.
func (b *batch) join(dev uint64, dir string) (*device, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if d := b.devs[dev]; d != nil {
		return d, nil
	}
	d := &device{}
	if !b.noSyncfs {
		var err error
		if d.fs, err = openSyncfs(dir); err != nil {
			return nil, err
		}
	}
	b.devs[dev] = d
	return d, nil
}

func (d *device) committed(dir string) {
	d.commits.Add(1)
	if d.fs != nil {
		return
	}
	d.mu.Lock()
	if d.dirs == nil {
		d.dirs = make(map[string]bool)
	}
	d.dirs[dir] = true
	d.mu.Unlock()
}

// sync makes the temps (renames false) or the commits (renames true)
// durable on every device of the batch.
func (b *batch) sync(renames bool) {
	for _, d := range b.devs {
		switch {
		case renames && d.commits.Load() == 0:
			// Every file here went alone: nothing to make durable.
		case d.fs != nil:
			d.err = syncfs(d.fs)
		case renames:
			// Sorted only so that failures are reported the same way each
			// run; the order does not matter to durability.
			for _, dir := range slices.Sorted(maps.Keys(d.dirs)) {
				if err := syncDir(dir); err != nil {
					d.err = err
				}
			}
		}
	}
}

func (b *batch) close() {
	for _, d := range b.devs {
		if d.fs != nil {
			d.fs.Close()
		}
	}
}

// parallel runs a batch stage on workers() goroutines (internal/parallel).
func parallel(n int, fn func(i int)) { par.Do(n, workers(), fn) }

// workers is how many goroutines a batch stage runs on. The stages mostly
// wait for the filesystem (every create, rename and unlink takes a journal
// handle, and a handle waits while the journal commits), so a few more
// goroutines than CPUs keep it busier.
func workers() int { return min(4*runtime.GOMAXPROCS(0), 32) }

// resolver is Resolve for many paths of one source: the root is resolved
// once, and a path below it whose every component below the root is a
// plain directory or file (no symlink) resolves by lstat-ing only those
// components. Anything else — a symlink on the way, a missing file, a
// single-file source — goes through Resolve itself.
type resolver struct {
	src  Source
	root string // src.Root resolved, "" when Resolve must do everything
}

func newResolver(src Source) *resolver {
	r := &resolver{src: src}
	if src.validate() == nil && src.File == "" {
		if root, err := filepath.EvalSymlinks(src.Root); err == nil {
			r.root = root
		}
	}
	return r
}

func (r *resolver) resolve(path string) (string, error) {
	if r.root == "" || !filepath.IsAbs(path) {
		return Resolve(r.src, path)
	}
	rel, ok := strings.CutPrefix(filepath.Clean(path), filepath.Clean(r.src.Root)+string(filepath.Separator))
	if !ok || rel == "" {
		return Resolve(r.src, path)
	}
	cur := r.root
	for _, part := range strings.Split(rel, string(filepath.Separator)) {
		cur = filepath.Join(cur, part)
		fi, err := os.Lstat(cur)
		if err != nil || fi.Mode()&fs.ModeSymlink != 0 {
			return Resolve(r.src, path)
		}
	}
	return cur, nil
}
