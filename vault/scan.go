package vault

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// File is one governed file found by Scan.
type File struct {
	// Path is the absolute path, under the source root as configured.
	Path string
	// Identity lets the engine skip a file it has already ingested in this
	// exact state (warm restart) without reading it.
	Identity Identity
}

// Skip is a path Scan did not list, with the reason, so that the engine can
// show why a file the user expected is not governed. Non-markdown files and
// editor temp files are skipped silently; they are noise, not surprises.
type Skip struct {
	// Path is the absolute path skipped (a file or a whole directory).
	Path string
	// Reason is a short human-readable explanation.
	Reason string
}

// Listing is the result of a scan.
type Listing struct {
	// Files are the governed files, in lexical order.
	Files []File
	// Skipped are ignored directories, symlinks, oversize and unreadable
	// files.
	Skipped []Skip
}

// Scan lists the governed files of src. A missing single file is an empty
// listing, not an error (an agent may not have created its MEMORY.md yet); a
// missing root directory is an error.
func Scan(src Source) (Listing, error) { return ScanUnder(src, src.Root) }

// ScanUnder lists the governed files of src below dir, which must be the
// root or a directory inside it; it is how the engine handles a Rescan event.
//
// Symlinks are never followed, neither to directories nor to files: a link
// may lead out of the root, and a link to a file inside the root would list
// that file twice.
func ScanUnder(src Source, dir string) (Listing, error) {
	var l Listing
	if err := src.validate(); err != nil {
		return l, err
	}
	dir = filepath.Clean(dir)
	if _, ok := src.rel(dir); !ok {
		return l, fmt.Errorf("vault: scan %s: %w", dir, ErrOutsideRoot)
	}
	if src.File != "" {
		p := filepath.Join(src.Root, src.File)
		fi, err := os.Lstat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			l.Skipped = append(l.Skipped, Skip{p, err.Error()})
		default:
			l.add(src, p, fi)
		}
		return l, nil
	}
	// The files' lstats run on every core, a chunk of the walk at a time
	// (statChunk), while the walk goes on: one after another they were
	// most of the listing of a warm restart, which stats every file to
	// find it unchanged, and the walk waited for each chunk. One chunk
	// is stat-ed at a time, and added to l by the walk, in order.
	var found []foundFile
	var inflight *statChunkRun
	flush := func() {
		if inflight == nil {
			return
		}
		<-inflight.done
		for i, f := range inflight.found {
			switch err := inflight.errs[i]; {
			case err == nil:
				l.add(src, f.p, inflight.infos[i])
			case !errors.Is(err, fs.ErrNotExist):
				l.Skipped = append(l.Skipped, Skip{f.p, err.Error()})
			}
		}
		inflight = nil
	}
	stat := func() {
		flush()
		if len(found) == 0 {
			return
		}
		inflight = startStat(found)
		found = make([]foundFile, 0, statChunk)
	}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir {
				return err
			}
			// A directory that vanished or cannot be read mid-walk must not
			// abort the listing of everything else.
			l.Skipped = append(l.Skipped, Skip{p, err.Error()})
			return nil
		}
		rel, _ := src.rel(p)
		if why := NameProblem(rel); why != "" && (d.IsDir() || strings.HasSuffix(strings.ToLower(rel), ".md")) {
			l.Skipped = append(l.Skipped, Skip{p, why})
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if p != src.Root {
				if why := IgnoreReason(rel, true); why != "" {
					l.Skipped = append(l.Skipped, Skip{p, why})
					return filepath.SkipDir
				}
			}
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 && IgnoreReason(rel, false) != "" {
			// A linked folder would be a surprise when its notes are not
			// governed, so say why; other links are noise like any
			// non-markdown file.
			if fi, err := os.Stat(p); err == nil && fi.IsDir() && IgnoreReason(rel, true) == "" {
				l.Skipped = append(l.Skipped, Skip{p, "symlink (not followed)"})
			}
			return nil
		}
		if IgnoreReason(rel, false) != "" {
			return nil
		}
		if found = append(found, foundFile{p, d}); len(found) == statChunk {
			stat()
		}
		return nil
	})
	if err != nil {
		flush() // no goroutine outlives the scan
		return Listing{}, fmt.Errorf("vault: scan %s: %w", dir, err)
	}
	stat()
	flush()
	return l, nil
}

// statChunkRun is a chunk of found files being stat-ed.
type statChunkRun struct {
	found []foundFile
	infos []fs.FileInfo
	errs  []error
	done  chan struct{}
}

// startStat stats found on every core, and closes done when it is over.
func startStat(found []foundFile) *statChunkRun {
	r := &statChunkRun{found: found, infos: make([]fs.FileInfo, len(found)), errs: make([]error, len(found)), done: make(chan struct{})}
	go func() {
		defer close(r.done)
		parallel(len(found), func(i int) { r.infos[i], r.errs[i] = found[i].d.Info() })
	}()
	return r
}

// statChunk is how many files ScanUnder stats at once.
const statChunk = 512

// foundFile is a file the walk found, not yet stat-ed.
type foundFile struct {
	p string
	d fs.DirEntry
}

func (l *Listing) add(src Source, p string, fi fs.FileInfo) {
	switch {
	case fi.Mode()&fs.ModeSymlink != 0:
		l.Skipped = append(l.Skipped, Skip{p, "symlink (not followed)"})
	case !fi.Mode().IsRegular():
		l.Skipped = append(l.Skipped, Skip{p, "not a regular file"})
	case fi.Size() > src.maxSize():
		l.Skipped = append(l.Skipped, Skip{p, fmt.Sprintf("over the size cap (%d > %d bytes)", fi.Size(), src.maxSize())})
	default:
		l.Files = append(l.Files, File{Path: p, Identity: IdentityOf(fi)})
	}
}

// CleanTemp removes the temp files (named TempPrefix*) that a crash left in
// src, and returns their paths. Call it before writing to a source, while no
// Writer is active on it.
//
// A crash can leave two kinds: a new version that was never renamed into
// place (the target still holds the old version, so nothing is lost) and,
// on Linux, a replaced old version kept under a temp name while the writer
// waited for appenders to let go of it. For the second kind, the bytes an
// appender added to the old version after the writer read it are carried
// over to the target first (see recoverTemp), so a crash loses nothing.
func CleanTemp(src Source) ([]string, error) {
	if err := src.validate(); err != nil {
		return nil, err
	}
	var removed []string
	var errs []error
	rm := func(p string) {
		if err := recoverTemp(p); err != nil {
			errs = append(errs, err)
			return
		}
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs = append(errs, err)
			return
		}
		removed = append(removed, p)
	}
	isTemp := func(d fs.DirEntry) bool {
		return d.Type().IsRegular() && len(d.Name()) > len(TempPrefix) && d.Name()[:len(TempPrefix)] == TempPrefix
	}
	if src.File != "" {
		ents, err := os.ReadDir(src.Root)
		if err != nil {
			return nil, fmt.Errorf("vault: clean temp %s: %w", src.Root, err)
		}
		for _, d := range ents {
			if isTemp(d) {
				rm(filepath.Join(src.Root, d.Name()))
			}
		}
		return removed, errors.Join(errs...)
	}
	err := filepath.WalkDir(src.Root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == src.Root {
				return err
			}
			return nil
		}
		if d.IsDir() {
			if rel, _ := src.rel(p); p != src.Root && IgnoreReason(rel, true) != "" {
				return filepath.SkipDir
			}
			return nil
		}
		if isTemp(d) {
			rm(p)
		}
		return nil
	})
	if err != nil {
		return removed, fmt.Errorf("vault: clean temp %s: %w", src.Root, err)
	}
	return removed, errors.Join(errs...)
}

// recoveryPattern is the temp-name pattern of the rewrite of an existing
// file: how many bytes were read (R), the new content's length (N), a hash
// prefix of the new content (H) and one of the bytes read (O). recoverTemp
// reads them back after a crash.
func recoveryPattern(read, n int, newSum, readSum Sum) string {
	return fmt.Sprintf("%s%d-%d-%s-%s-*", TempPrefix, read, n, newSum.String()[:16], readSum.String()[:16])
}

// recoverTemp carries over what a crash left stranded in the temp file p,
// named by recoveryPattern. If p begins with the R bytes that were read
// (O) and a file in the same directory begins with the N bytes written
// (H), the exchange happened: p is the old version, and whatever it holds
// past R was appended by an agent after the read and never carried over,
// unless the target already holds it (the carry-over completed before the
// crash).
//
// The O check is what makes a reused spare safe (see spares): until the
// new content overwrites it, a spare under its new name still holds
// another file's old bytes, which must never reach this one. Names
// without O (R-N-H, from before spares kept their bytes) were always
// empty until written.
func recoverTemp(p string) error {
	var r, n int
	var h string
	rest := strings.TrimPrefix(filepath.Base(p), TempPrefix)
	parts := strings.SplitN(rest, "-", 5)
	if len(parts) < 4 {
		return nil // a plain temp: never the old version
	}
	if _, err := fmt.Sscanf(parts[0]+" "+parts[1]+" "+parts[2], "%d %d %s", &r, &n, &h); err != nil || len(h) != 16 {
		return nil
	}
	read := ""
	if len(parts) == 5 {
		if read = parts[3]; len(read) != 16 {
			return nil
		}
	}
	old, err := os.ReadFile(p)
	if err != nil || len(old) <= r {
		return nil // nothing past what was read: nothing to carry
	}
	if read != "" && Hash(old[:r]).String()[:16] != read {
		return nil // not the version that was read
	}
	if len(old) == n && Hash(old).String()[:16] == h {
		// The new version itself, never exchanged: UpdateMany leaves many
		// at once, and another file that already holds the same content
		// would otherwise receive its tail.
		return nil
	}
	tail := old[r:]
	ents, err := os.ReadDir(filepath.Dir(p))
	if err != nil {
		return err
	}
	pfi, err := os.Stat(p)
	if err != nil {
		return nil
	}
	for _, d := range ents {
		if !d.Type().IsRegular() || strings.HasPrefix(d.Name(), TempPrefix) {
			continue
		}
		target := filepath.Join(filepath.Dir(p), d.Name())
		fi, err := os.Stat(target)
		if err != nil || fi.Size() < int64(n) || os.SameFile(fi, pfi) {
			continue
		}
		b, err := os.ReadFile(target)
		if err != nil || len(b) < n || Hash(b[:n]).String()[:16] != h {
			continue
		}
		if bytes.Contains(b[n:], tail) {
			return nil
		}
		f, err := os.OpenFile(target, os.O_WRONLY|os.O_APPEND, 0)
		if err != nil {
			return fmt.Errorf("vault: recover %d bytes from %s: %w", len(tail), p, err)
		}
		_, err = f.Write(tail)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("vault: recover %d bytes from %s: %w", len(tail), p, err)
		}
		return nil
	}
	return nil
}

// ErrMoved is returned by ReadListed when the path no longer leads to the
// file the scan listed.
var ErrMoved = errors.New("vault: file is not the one listed")

// ReadListed reads a file a scan listed, only if the path still leads to
// the very inode the scan found: the scan walked down from the root
// without following links, so that inode is inside the root whatever the
// directories on the path have become since. It is Resolve's guarantee for
// one open and one fstat instead of an lstat per path component, which is
// what a first ingest of ten thousand notes wants. On platforms without
// inode numbers it resolves as Resolve does.
func ReadListed(src Source, f File) ([]byte, error) {
	path := f.Path
	if f.Identity.Ino == 0 {
		real, err := Resolve(src, f.Path)
		if err != nil {
			return nil, err
		}
		path = real
	}
	h, err := openNoFollow(path, os.O_RDONLY)
	if err != nil {
		return nil, err
	}
	defer h.Close()
	b, fi, err := readAll(h)
	if err != nil {
		return nil, err
	}
	if id := IdentityOf(fi); f.Identity.Ino != 0 && (id.Dev != f.Identity.Dev || id.Ino != f.Identity.Ino) {
		return nil, fmt.Errorf("%s: %w", f.Path, ErrMoved)
	}
	return b, nil
}
