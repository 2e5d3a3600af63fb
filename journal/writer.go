package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
)

// SubDir is the folder under a journal root that holds the device files.
const SubDir = "journal"

// tmpPrefix marks this package's own temp files, which readers skip
// silently (every other stray file is reported).
const tmpPrefix = ".memgate-tmp-"

// Config configures Open.
type Config struct {
	// Dir is the journal root: <source root>/.memgate, or a visible
	// folder such as _memgate for Obsidian Sync, which skips dot folders.
	// The device files live in Dir/journal/.
	Dir string
	// Device is this device's id. It names the only file this writer
	// appends to, so no two devices may share one.
	Device string
	// Keys seals new lines under Keys.Current and opens the device's own
	// earlier lines under any key in the ring.
	Keys *Keyring
	// Clock stamps appended records. Nil means a clock on the system wall
	// time. Share one clock with the code that applies other devices'
	// records and Update it with their HLCs, so that a local action
	// orders after what this device had seen when it acted.
	Clock *Clock
}

// Writer appends this device's records to its own log and compacts it.
// It is safe for concurrent use; one process per device file.
type Writer struct {
	cfg     Config
	log     string
	snap    string
	mu      sync.Mutex
	f       *os.File
	seq     uint64
	snapSeq uint64
}

// snapshot is the sealed body of a .snap file: the records of one device
// up to Upto that still decide some field of some item.
type snapshot struct {
	Device  string   `json:"device"`
	Upto    uint64   `json:"upto"`
	Records []Record `json:"records"`
}

// Open opens the device's log, creating it if needed, and resumes after
// the last seq found in its snapshot or log. A torn last line (a crash
// mid-append) is cut off first, so the next line starts clean.
func Open(cfg Config) (*Writer, error) {
	if err := checkDevice(cfg.Device); err != nil {
		return nil, err
	}
	if cfg.Keys == nil {
		return nil, errors.New("journal: Config.Keys is nil")
	}
	if cfg.Clock == nil {
		cfg.Clock = NewClock(ClockConfig{})
	}
	dir := filepath.Join(cfg.Dir, SubDir)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	w := &Writer{cfg: cfg, log: filepath.Join(dir, cfg.Device+".log"), snap: filepath.Join(dir, cfg.Device+".snap")}
	recs, clean, err := w.readOwn()
	if err != nil {
		return nil, err
	}
	for _, r := range recs {
		w.seq = max(w.seq, r.Seq)
		cfg.Clock.Update(r.HLC)
	}
	if err := w.openLog(clean); err != nil {
		return nil, err
	}
	return w, nil
}

// readOwn reads the device's snapshot and log. Lines that do not open are
// skipped: they are not this device's, and readers report them. clean is
// the log's length up to its last complete line.
func (w *Writer) readOwn() (recs []Record, clean int64, err error) {
	if b, err := os.ReadFile(w.snap); err == nil {
		s, err := openSnap(w.cfg.Keys, w.cfg.Device, bytes.TrimSuffix(b, []byte("\n")))
		if err != nil {
			return nil, 0, fmt.Errorf("journal %s:1: %w", w.snap, err)
		}
		w.snapSeq = s.Upto
		recs = s.Records
	} else if !os.IsNotExist(err) {
		return nil, 0, fmt.Errorf("journal: %w", err)
	}
	b, err := os.ReadFile(w.log)
	if err != nil && !os.IsNotExist(err) {
		return nil, 0, fmt.Errorf("journal: %w", err)
	}
	clean = int64(bytes.LastIndexByte(b, '\n') + 1)
	var prev uint64
	for line := range bytes.Lines(b[:clean]) {
		seq, plain, err := openLine(w.cfg.Keys, kindLog, w.cfg.Device, bytes.TrimSuffix(line, []byte("\n")))
		if err != nil || seq <= prev {
			continue
		}
		if r, err := decodeRecord(plain, w.cfg.Device, seq); err == nil {
			recs = append(recs, r)
			prev = seq
		}
	}
	w.seq = max(w.snapSeq, prev)
	return recs, clean, nil
}

func (w *Writer) openLog(clean int64) error {
	// O_APPEND: if anything else wrote to this file (it should not,
	// but it is in a shared folder), our lines still go after it.
	f, err := os.OpenFile(w.log, os.O_RDWR|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("journal: %w", err)
	}
	if err := f.Truncate(clean); err != nil {
		f.Close()
		return fmt.Errorf("journal: cut torn tail of %s: %w", w.log, err)
	}
	if err := syncDir(filepath.Dir(w.log)); err != nil {
		f.Close()
		return err
	}
	w.f = f
	return nil
}

// Seq is the seq of the device's last record.
func (w *Writer) Seq() uint64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.seq
}

// Uncompacted is how many of the device's records are in its log and not
// yet in its snapshot.
func (w *Writer) Uncompacted() uint64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.seq - w.snapSeq
}

// Append stamps r with this device, the next seq and a fresh HLC, seals it
// and appends it to the device's log, synced to disk before it returns.
func (w *Writer) Append(r Record) (Record, error) {
	out, err := w.AppendMany([]Record{r})
	if err != nil {
		return Record{}, err
	}
	return out[0], nil
}

// AppendMany is Append for each of rs, in order, with one write and one
// sync for all of them (a first ingest journals a batch at a time).
// Nothing is written when any record is invalid.
func (w *Writer) AppendMany(rs []Record) ([]Record, error) {
	for _, r := range rs {
		if err := r.validate(); err != nil {
			return nil, err
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.f == nil {
		return nil, errors.New("journal: writer is closed")
	}
	out := make([]Record, len(rs))
	var buf []byte
	seq := w.seq
	for i, r := range rs {
		seq++
		r.Device, r.Seq, r.HLC = w.cfg.Device, seq, w.cfg.Clock.Now()
		plain, err := json.Marshal(r)
		if err != nil {
			return nil, err
		}
		buf = append(buf, seal(w.cfg.Keys.Current, kindLog, r.Device, r.Seq, plain)...)
		out[i] = r
	}
	fi, err := w.f.Stat()
	if err != nil {
		return nil, fmt.Errorf("journal: %w", err)
	}
	// Bytes without a final newline were not written by this writer (its
	// own torn tail was cut at Open): end them, or our line would join them
	// and be lost with them.
	last := []byte{'\n'}
	if fi.Size() > 0 {
		if _, err := w.f.ReadAt(last, fi.Size()-1); err != nil {
			return nil, fmt.Errorf("journal: %w", err)
		}
	}
	if last[0] != '\n' {
		buf = append([]byte{'\n'}, buf...)
	}
	if _, err := w.f.Write(buf); err != nil {
		// Cut a partial line so the next append does not join it.
		w.f.Truncate(fi.Size())
		return nil, fmt.Errorf("journal: append to %s: %w", w.log, err)
	}
	if err := w.f.Sync(); err != nil {
		return nil, fmt.Errorf("journal: sync %s: %w", w.log, err)
	}
	w.seq = seq
	return out, nil
}

// Compact folds the device's snapshot and log into a new snapshot as of
// the last seq, keeping only the records that still decide some field,
// then empties the log. The snapshot is written before the log is cut, and
// each atomically, so a crash or a sync engine delivering the two files in
// either order never loses a record: a reader seeing the short log first
// waits for the snapshot. Everything is re-sealed under the current key.
func (w *Writer) Compact() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.f == nil {
		return errors.New("journal: writer is closed")
	}
	if w.seq == w.snapSeq {
		return nil
	}
	recs, _, err := w.readOwn()
	if err != nil {
		return err
	}
	st := NewState()
	for _, r := range recs {
		st.Apply(r)
	}
	s := snapshot{Device: w.cfg.Device, Upto: w.seq, Records: st.decisive()}
	plain, err := json.Marshal(s)
	if err != nil {
		return err
	}
	if err := writeAtomic(w.snap, seal(w.cfg.Keys.Current, kindSnap, s.Device, s.Upto, plain), 0o600); err != nil {
		return fmt.Errorf("journal: compact: %w", err)
	}
	w.snapSeq = s.Upto
	w.f.Close()
	w.f = nil
	if err := writeAtomic(w.log, nil, 0o600); err != nil {
		return fmt.Errorf("journal: compact: %w", err)
	}
	return w.openLog(0)
}

// Close closes the log.
func (w *Writer) Close() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.f == nil {
		return nil
	}
	err := w.f.Close()
	w.f = nil
	return err
}

// decodeRecord checks that a record's claimed device and seq are those
// its seal was bound to.
func decodeRecord(plain []byte, device string, seq uint64) (Record, error) {
	var r Record
	if err := json.Unmarshal(plain, &r); err != nil {
		return Record{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	if r.Device != device || r.Seq != seq {
		return Record{}, fmt.Errorf("%w: claims %s/%d in the seal of %s/%d", ErrBadRecord, r.Device, r.Seq, device, seq)
	}
	return r, r.validate()
}

// openSnap opens a snapshot's single line and checks its records.
func openSnap(keys *Keyring, device string, line []byte) (snapshot, error) {
	upto, plain, err := openLine(keys, kindSnap, device, line)
	if err != nil {
		return snapshot{}, err
	}
	var s snapshot
	if err := json.Unmarshal(plain, &s); err != nil {
		return snapshot{}, fmt.Errorf("%w: %v", ErrBadRecord, err)
	}
	if s.Device != device || s.Upto != upto {
		return snapshot{}, fmt.Errorf("%w: snapshot claims %s/%d in the seal of %s/%d", ErrBadRecord, s.Device, s.Upto, device, upto)
	}
	for _, r := range s.Records {
		if r.Device != device || r.Seq > upto || r.validate() != nil {
			return snapshot{}, fmt.Errorf("%w: snapshot record %s/%d", ErrBadRecord, r.Device, r.Seq)
		}
	}
	return s, nil
}

// writeAtomic replaces path with data: temp file in the same directory,
// fsync, rename, fsync the directory. Readers see the old file or the new
// one, never a mix, and so does a sync engine.
func writeAtomic(path string, data []byte, mode os.FileMode) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, tmpPrefix+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	defer os.Remove(f.Name()) // fails harmlessly after the rename
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(mode)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err == nil {
		err = syncDir(dir)
	}
	return err
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("journal: sync dir %s: %w", dir, err)
	}
	return nil
}
