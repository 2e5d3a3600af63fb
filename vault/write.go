package vault

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

var (
	// ErrConflict is returned by Writer.Update when the file kept changing
	// between read and rename for every one of the attempts allowed.
	ErrConflict = errors.New("vault: file kept changing while being written")
	// ErrOutsideRoot is returned when a path resolves (through symlinks or
	// "..") outside its source, or, for a single-file source, to another
	// file. Nothing is read or written.
	ErrOutsideRoot = errors.New("vault: path outside its source")
	// ErrNotRegular is returned when the target exists but is not a regular
	// file (a directory, a device, a socket).
	ErrNotRegular = errors.New("vault: not a regular file")
)

// EditFunc computes a file's new content from its current content. It must
// be pure and cheap to repeat: Update calls it again with fresh bytes every
// time the file changes under it. old is nil when the file does not exist
// yet, and non-nil (possibly empty) when it does. Returning bytes equal to
// old writes nothing. The edit must not retain or modify old.
type EditFunc func(old []byte) (new []byte, err error)

// Writer performs compare-and-swap writes (DESIGN §7). The zero value is
// usable; set Echoes to have the watcher recognise the writes.
//
// A Writer holds no per-file state and may be used concurrently, but two
// concurrent Updates of the same file simply conflict with each other and
// retry; the engine serialises its own writes per file.
type Writer struct {
	// Echoes, if not nil, receives the hash of every version written, before
	// it becomes visible, so that the watcher drops the resulting events.
	Echoes *Echoes
	// MaxAttempts bounds how many times Update starts over because the file
	// changed between read and rename. Zero means 8.
	MaxAttempts int
	// CarryWait bounds how long Update waits, after replacing a file, for
	// other programs to close the replaced version, so that bytes they
	// append to it can be carried over. Zero means 2 s. Only reached when a
	// program keeps the file open (agents open, append and close in
	// microseconds).
	CarryWait time.Duration
	// NewMode is the permission of files Update creates. Zero means 0644.
	// Existing files keep their mode.
	NewMode fs.FileMode

	// beforeCommit, if set, runs after the re-check and just before the
	// rename: tests use it to land a write in the race window.
	beforeCommit func(target string)
	// afterStage, if set, runs in UpdateMany once every temp of a chunk is
	// durable and before the first commit: the window in which a file read
	// early in the batch is most likely to change.
	afterStage func()
	// noSyncfs makes UpdateMany fsync file by file, as it does where syncfs
	// is missing or too weak, so that tests on Linux cover that path.
	noSyncfs bool
	// replaceClosed replaces as Windows does, without an exchange and with
	// the target closed before the rename, so that tests on Linux cover
	// that path.
	replaceClosed bool
}

// WriteResult describes a completed Update.
type WriteResult struct {
	// Path is the file written, symlinks resolved.
	Path string
	// Written is false when the edit left the content unchanged.
	Written bool
	// Attempts counts read-edit-check rounds (1 when nothing interfered).
	Attempts int
	// Sum and Identity describe the version Update wrote (or found, when
	// nothing was written). Bytes appended later by others, including
	// carried-over ones, are not in it: the engine will get an event for
	// them. Identity is zero when nothing was written and the file was being
	// appended to while read, so that it cannot vouch for unread bytes.
	Sum      Sum
	Identity Identity
	// Carried is the number of bytes that other programs appended to the
	// replaced version during the write and that Update re-appended to the
	// new one.
	Carried int
	// Unsettled is true when a program still held the replaced version open
	// after CarryWait: anything it writes later goes to an unlinked file and
	// is lost. The engine should surface it.
	Unsettled bool
}

func (w *Writer) maxAttempts() int {
	if w.MaxAttempts > 0 {
		return w.MaxAttempts
	}
	return 8
}

func (w *Writer) carryWait() time.Duration {
	if w.CarryWait > 0 {
		return w.CarryWait
	}
	return 2 * time.Second
}

// errChanged makes Update start over: the file is not what we read.
var errChanged = errors.New("changed under us")

// Resolve returns path with every symlink resolved, after checking that it
// stays inside src (see ErrOutsideRoot). path must be absolute. A path that
// does not exist yet resolves through its nearest existing ancestor, so that
// a new note can be created in a new folder; a dangling symlink is refused,
// since its target could be anywhere once created.
func Resolve(src Source, path string) (string, error) {
	if err := src.validate(); err != nil {
		return "", err
	}
	if !filepath.IsAbs(path) {
		return "", fmt.Errorf("vault: path %q is not absolute", path)
	}
	path = filepath.Clean(path)
	root, err := filepath.EvalSymlinks(src.Root)
	if err != nil {
		return "", fmt.Errorf("vault: resolve root %s: %w", src.Root, err)
	}
	real, err := evalMissing(path)
	if err != nil {
		return "", err
	}
	if src.File != "" {
		// A single-file source may itself be a symlink (a MEMORY.md kept in
		// a dotfiles repository): the file the user chose is where it leads.
		want, err := evalMissing(filepath.Join(src.Root, src.File))
		if err != nil {
			return "", err
		}
		if real != want {
			return "", fmt.Errorf("vault: %s: %w %s", path, ErrOutsideRoot, filepath.Join(src.Root, src.File))
		}
		return real, nil
	}
	r, err := filepath.Rel(root, real)
	if err != nil || r == "." || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("vault: %s resolves to %s: %w %s", path, real, ErrOutsideRoot, src.Root)
	}
	return real, nil
}

// evalMissing is filepath.EvalSymlinks for a path whose tail may not exist.
func evalMissing(path string) (string, error) {
	real, err := filepath.EvalSymlinks(path)
	if err == nil {
		return real, nil
	}
	if !errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("vault: resolve %s: %w", path, err)
	}
	if fi, lerr := os.Lstat(path); lerr == nil && fi.Mode()&fs.ModeSymlink != 0 {
		return "", fmt.Errorf("vault: %s is a dangling symlink: %w", path, ErrOutsideRoot)
	}
	parent := filepath.Dir(path)
	if parent == path {
		return "", fmt.Errorf("vault: resolve %s: %w", path, err)
	}
	dir, err := evalMissing(parent)
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, filepath.Base(path)), nil
}

// Update rewrites the file at path, inside src, to edit(current content),
// atomically and without losing a concurrent writer's bytes:
//
//  1. open the file and keep the descriptor; read it; note its identity
//     (inode, size, mtime) and hash;
//  2. run edit; write the result to a temp file (TempPrefix*) in the same
//     directory with the original mode, and fsync it;
//  3. re-check that the path is still the same inode and still begins with
//     the bytes read (same hash); if not, start over from 1 (at most
//     MaxAttempts times, then ErrConflict). Bytes appended meanwhile are not
//     a conflict: they are in the inode about to be replaced and step 5
//     carries them over. Without this, agents appending in a loop would
//     make every write-back fail;
//  4. register the new hash with Echoes, rename over the target and fsync
//     the directory;
//  5. carry over: an agent that opened the file with O_APPEND before the
//     rename writes into the replaced inode. Through the descriptor kept
//     from 1, wait until no one has the replaced inode open for writing
//     (bounded by CarryWait), and append whatever it grew by to the new
//     file with O_APPEND, exactly as the agent meant to.
//
// The carried bytes are appended, not written through another
// compare-and-swap, and not registered as an echo: they are the agent's
// edit, the engine must see them as one, and an append opens no new
// replaced-inode window for other appenders.
//
// On Linux the rename is an atomic exchange (renameat2 RENAME_EXCHANGE):
// the old version stays linked under the temp name, so Update can check
// that what it replaced is the inode it read; if a program replaced the file
// in the few microseconds between re-check and rename, the exchange is
// undone and Update starts over instead of clobbering that save. The
// writes that can still be lost are those of a program that keeps the file
// open past CarryWait (reported as Unsettled), or whose write lands between
// re-check and rename on a platform without RENAME_EXCHANGE and read
// leases, where a short fixed linger replaces the wait. macOS swaps with
// renamex_np RENAME_SWAP where the filesystem can (APFS). Windows replaces
// with MoveFileEx, which refuses a file that anyone has open: Update closes
// its own handle after the re-check, so no appender can write into a
// replaced version and there is nothing to carry over, and a program that
// holds the file makes the replacement fail (after retries) with nothing
// changed. A crash during step 5 leaves the old version under its temp
// name, and CleanTemp carries its appended bytes over at the next start.
// docs/ARCHITECTURE.md tabulates each platform's means and window.
//
// A missing file is created (old == nil), with missing parent directories,
// through a hard link (on Windows a move without replacement) that fails
// rather than replace a file created concurrently.
func (w *Writer) Update(src Source, path string, edit EditFunc) (WriteResult, error) {
	target, err := Resolve(src, path)
	if err != nil {
		return WriteResult{}, err
	}
	res := WriteResult{Path: target}
	err = w.update(filepath.Clean(path), target, edit, &res)
	return res, err
}

// update runs attempts until one completes or MaxAttempts is reached,
// counting on from res.Attempts: UpdateMany hands over a file whose batch
// attempt failed, and that attempt counts against the same bound.
func (w *Writer) update(asked, target string, edit EditFunc, res *WriteResult) error {
	for res.Attempts < w.maxAttempts() {
		res.Attempts++
		err := w.attempt(asked, target, edit, res)
		if errors.Is(err, errChanged) {
			continue
		}
		if err != nil {
			return writeErr(target, err)
		}
		return nil
	}
	return fmt.Errorf("vault: write %s after %d attempts: %w", target, res.Attempts, ErrConflict)
}

// writeErr wraps err, if any, once for this layer: Update and UpdateMany
// report the same failure in the same words.
func writeErr(target string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("vault: write %s: %w", target, err)
}

// readAll reads f to EOF and returns its content and f's FileInfo as of
// the end of the read. The size there may exceed len(b) when an appender
// was busy: appends are tolerated (see Update).
func readAll(f *os.File) ([]byte, fs.FileInfo, error) {
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, nil, ErrNotRegular
	}
	buf := bytes.NewBuffer(make([]byte, 0, fi.Size()+512))
	if _, err := buf.ReadFrom(f); err != nil {
		return nil, nil, err
	}
	fi, err = f.Stat()
	if err != nil {
		return nil, nil, err
	}
	return buf.Bytes(), fi, nil
}

// onlyAppended reports whether the file at target is still the inode oldID
// names and still begins with the n bytes read from it (whose hash is sum):
// that is, whether whatever happened since is only appends. Appends are not
// a conflict: they land in the inode we are about to replace and are
// carried over after the rename. Anything else (a rewrite in place, a
// truncation, a replacement by another program) is.
//
// f is the descriptor the old bytes were read through: once the path is
// known to lead to f's inode, the prefix is read through f (one lstat and
// one pread, where opening the path again cost four syscalls).
func onlyAppended(target string, f *os.File, oldID Identity, n int, sum Sum) bool {
	fi, err := os.Lstat(target)
	if err != nil {
		return false
	}
	id := IdentityOf(fi)
	if !fi.Mode().IsRegular() || id.Dev != oldID.Dev || id.Ino != oldID.Ino || id.Size < int64(n) {
		return false
	}
	if id.Ino == 0 {
		// No inode numbers in Identity (Windows): os.SameFile asks for the
		// file's own ID, so a file replaced by another program's save is
		// still told apart from the one read, whatever bytes it begins with.
		ffi, err := f.Stat()
		if err != nil || !os.SameFile(fi, ffi) {
			return false
		}
	}
	// Even with an unchanged identity the prefix is hashed: a same-size
	// rewrite within one mtime tick keeps size and mtime.
	prefix := make([]byte, n)
	if _, err := f.ReadAt(prefix, 0); err != nil && !(errors.Is(err, io.EOF) && n == 0) {
		return false
	}
	return Hash(prefix) == sum
}

// attempt is one read-edit-check round of Update: the stages UpdateMany
// runs for many files at once, here for one, with the temp file and the
// directory fsynced.
func (w *Writer) attempt(asked, target string, edit EditFunc, res *WriteResult) error {
	s, err := w.stage(asked, target, edit, res, nil)
	if s == nil {
		return err
	}
	defer s.close()
	if err := w.commit(s); err != nil {
		return err
	}
	if err := syncDir(s.dir); err != nil {
		return err
	}
	s.written(res)
	return w.carry(s, res)
}

// staged is a file between stage and commit: its new version written to a
// temp file beside it, the target untouched. Only lengths and hashes of the
// contents are kept, so that a batch holds little memory per file.
type staged struct {
	asked, target, dir string
	// f is the target opened before it was read, nil for a new file. It is
	// kept open until carry-over: after the exchange it is the only handle
	// on the replaced inode that is sure to be that inode.
	f      *os.File
	oldID  Identity
	oldLen int
	oldSum Sum
	newSum Sum
	newID  Identity
	tmp    string
	// keepTmp is set when the temp name holds someone else's version (an
	// exchange that could not be undone): it must not be deleted.
	keepTmp bool
	// dev is the filesystem in a batch (nil for Update).
	dev *device
}

// stage reads the target, runs edit and writes the result to a temp file in
// the same directory. It returns nil when the edit changes nothing, with res
// filled in (or on error, with nothing left behind). Without a batch the temp
// is fsynced; in one, b decides (see batch.join).
func (w *Writer) stage(asked, target string, edit EditFunc, res *WriteResult, b *batch) (*staged, error) {
	s := &staged{asked: asked, target: target, dir: filepath.Dir(target)}
	f, err := openTarget(target)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	var old []byte
	var fi fs.FileInfo // the original's, nil for a new file
	mode := w.NewMode
	if mode == 0 {
		mode = 0o644
	}
	if err == nil {
		old, fi, err = readAll(f)
		if err != nil {
			f.Close()
			return nil, err
		}
		s.f, s.oldID, mode = f, IdentityOf(fi), fi.Mode().Perm()
	}
	s.oldLen, s.oldSum = len(old), Hash(old)
	newb, err := edit(old)
	if err != nil {
		s.close()
		return nil, fmt.Errorf("edit: %w", err)
	}
	if s.f != nil && bytes.Equal(newb, old) {
		s.close()
		res.Written, res.Sum, res.Identity = false, s.oldSum, s.oldID
		if s.oldID.Size != int64(len(old)) {
			// Appended to while read: this identity does not describe
			// these bytes, and storing it would let a warm restart skip
			// the appended lines.
			res.Identity = Identity{}
		}
		return nil, nil
	}
	s.newSum = Hash(newb)

	if s.f == nil {
		if err := os.MkdirAll(s.dir, 0o755); err != nil {
			return nil, err
		}
	}
	syncTemp := true
	if b != nil {
		dev := s.oldID.Dev
		if s.f == nil {
			fi, err := os.Stat(s.dir)
			if err != nil {
				return nil, err
			}
			dev, _ = devIno(fi)
		}
		// Before the temp is written: see device.fs.
		if s.dev, err = b.join(dev, s.dir); err != nil {
			s.close()
			return nil, err
		}
		syncTemp = s.dev.fs == nil
	}
	pattern := TempPrefix + "*"
	if s.f != nil {
		pattern = recoveryPattern(len(old), len(newb), s.newSum, s.oldSum)
	}
	tmp, name, err := newTemp(s, pattern, b)
	if err != nil {
		s.close()
		return nil, err
	}
	s.tmp = name
	if s.newID, err = writeTemp(tmp, newb, mode, fi, syncTemp); err != nil {
		s.close()
		return nil, err
	}
	return s, nil
}

// close releases the target and removes the temp file, which by then holds
// the new version never committed, the replaced old one, or (for a new
// file) a second link to the target.
func (s *staged) close() {
	if s.f != nil {
		s.f.Close()
	}
	if s.tmp != "" && !s.keepTmp {
		os.Remove(s.tmp)
	}
}

// commit re-checks the target and swaps the staged version in. errChanged
// means the target is not what stage read and nothing was changed (or the
// change was undone). The new directory entry is not durable yet: the
// caller syncs the directory or the filesystem.
func (w *Writer) commit(s *staged) error {
	// Re-check: the path must still be the inode we read, beginning with
	// the bytes we read. Identity alone could miss a same-size rewrite
	// within one mtime tick, hence the hash.
	if s.f != nil {
		if !onlyAppended(s.target, s.f, s.oldID, s.oldLen, s.oldSum) {
			return errChanged
		}
	} else if _, err := os.Lstat(s.target); !errors.Is(err, fs.ErrNotExist) {
		return errChanged
	}

	if w.Echoes != nil {
		// Before the rename, so no event can see the new bytes unregistered.
		// Both spellings: the watcher reports paths as configured, and the
		// caller may have reached the file through a symlinked root.
		w.Echoes.Register(s.target, s.newSum)
		if s.asked != s.target {
			w.Echoes.Register(s.asked, s.newSum)
		}
	}
	if w.beforeCommit != nil {
		w.beforeCommit(s.target)
	}

	if s.f == nil {
		// Never replace a file someone created meanwhile.
		moved, err := placeNew(s.tmp, s.target)
		if err != nil {
			if errors.Is(err, fs.ErrExist) {
				return errChanged
			}
			return err
		}
		if moved {
			s.tmp = "" // it is the target now: close must not remove it
		}
		return nil
	}

	exchanged := false
	if !w.replaceClosed {
		var err error
		if exchanged, err = exchange(s.tmp, s.target); err != nil {
			return err
		}
	}
	if !exchanged {
		if closeBeforeReplace || w.replaceClosed {
			// Windows replaces only a file nobody has open, so no appender
			// can write into the replaced version, and there is nothing
			// to carry over: see Update.
			s.f.Close()
			s.f = nil
		}
		return replace(s.tmp, s.target)
	}
	// The old version now lives under the temp name. If it is not the
	// inode we checked, someone replaced the file in the window: put theirs
	// back and start over.
	swapped, err := StatIdentity(s.tmp)
	if err != nil {
		return err
	}
	if swapped.Dev != s.oldID.Dev || swapped.Ino != s.oldID.Ino {
		if _, err := exchange(s.tmp, s.target); err != nil {
			// Their version is stranded under the temp name; keep it
			// rather than delete someone's save.
			s.keepTmp = true
			return fmt.Errorf("undo exchange, their version kept at %s: %w", s.tmp, err)
		}
		return errChanged
	}
	return nil
}

// written records in res the version commit put in place, once durable.
func (s *staged) written(res *WriteResult) {
	res.Written, res.Sum, res.Identity = true, s.newSum, s.newID
}

// carry appends to the new version what appenders wrote to the replaced
// one after it was read (step 5 of Update).
func (w *Writer) carry(s *staged, res *WriteResult) error {
	if s.f == nil {
		return nil
	}
	extra, unsettled, err := w.carryOver(s.f, int64(s.oldLen))
	res.Unsettled = unsettled
	if err != nil {
		return fmt.Errorf("carry over: %w", err)
	}
	if len(extra) == 0 {
		return nil
	}
	a, err := os.OpenFile(s.target, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return fmt.Errorf("carry over %d bytes: %w", len(extra), err)
	}
	_, err = a.Write(extra)
	if cerr := a.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("carry over %d bytes: %w", len(extra), err)
	}
	res.Carried += len(extra)
	return nil
}

// writeTemp fills tmp, gives it mode (and the owner of orig, if any), syncs
// it unless a batch syncs the whole filesystem later, closes it, and
// returns its identity. Errors surface at Sync and Close on some
// filesystems (NFS, quota), so both are checked.
func writeTemp(tmp *os.File, b []byte, mode fs.FileMode, orig fs.FileInfo, sync bool) (Identity, error) {
	defer tmp.Close()
	if _, err := tmp.Write(b); err != nil {
		return Identity{}, err
	}
	// One stat serves for the identity (mode and owner changes below touch
	// only ctime, which Identity leaves out) and to skip the changes that
	// are not needed: syscalls are dear here, ten thousand files at a time.
	fi, err := tmp.Stat()
	if err != nil {
		return Identity{}, err
	}
	if fi.Size() > int64(len(b)) {
		// A reused spare (spares) longer than the new content: cut what is
		// left of its old bytes.
		if err := tmp.Truncate(int64(len(b))); err != nil {
			return Identity{}, err
		}
		if fi, err = tmp.Stat(); err != nil {
			return Identity{}, err
		}
	}
	// CreateTemp makes 0600 files; the original's mode must survive.
	if fi.Mode().Perm() != mode {
		if err := tmp.Chmod(mode); err != nil {
			return Identity{}, err
		}
	}
	if orig != nil {
		copyOwner(tmp, fi, orig)
	}
	if sync {
		if err := tmp.Sync(); err != nil {
			return Identity{}, err
		}
	}
	if err := tmp.Close(); err != nil {
		return Identity{}, err
	}
	return IdentityOf(fi), nil
}

// carryOver waits until nobody writes to the replaced inode any more and
// returns the bytes it grew by past read. f is the descriptor opened before
// the rename.
func (w *Writer) carryOver(f *os.File, read int64) (extra []byte, unsettled bool, err error) {
	deadline := time.Now().Add(w.carryWait())
	pause := 200 * time.Microsecond
	for {
		// Order matters: only once no writer holds the inode is its size
		// final, so test first and stat second.
		settled, supported := noWriters(f)
		if !supported {
			// No way to ask; give an append already in flight a moment.
			time.Sleep(5 * time.Millisecond)
			settled = true
		}
		if !settled && time.Now().After(deadline) {
			unsettled = true
			settled = true
		}
		if settled {
			fi, err := f.Stat()
			if err != nil {
				return nil, unsettled, err
			}
			if fi.Size() <= read {
				return nil, unsettled, nil
			}
			extra = make([]byte, fi.Size()-read)
			if _, err := f.ReadAt(extra, read); err != nil && !errors.Is(err, io.EOF) {
				return nil, unsettled, err
			}
			return extra, unsettled, nil
		}
		time.Sleep(pause)
		pause = min(pause*2, 20*time.Millisecond)
	}
}
