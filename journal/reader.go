package journal

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Problems a reader reports. None of them stops a poll.
var (
	ErrArtefact  = errors.New("not a journal file (sync conflict copy, temp file or stray): ignored")
	ErrReplayed  = errors.New("replayed or out of order")
	ErrForgotten = errors.New("device was forgotten")
	ErrGap       = errors.New("waiting for earlier records (a snapshot not synced yet?)")
)

// Problem is a line or file a reader did not apply, and why.
type Problem struct {
	File string // path of the file
	Line int    // 1-based; 0 for the file as a whole
	Err  error
}

func (p Problem) Error() string {
	if p.Line == 0 {
		return fmt.Sprintf("%s: %v", p.File, p.Err)
	}
	return fmt.Sprintf("%s:%d: %v", p.File, p.Line, p.Err)
}

func (p Problem) Unwrap() error { return p.Err }

// ReaderConfig configures NewReader.
type ReaderConfig struct {
	// Dir is the journal root, as in Config.Dir.
	Dir string
	// Keys opens lines (under any key in the ring) and says which devices
	// are forgotten after which seq.
	Keys *Keyring
}

// DeviceStatus is what a reader knows of one device.
type DeviceStatus struct {
	Device string
	Seq    uint64    // every record up to Seq has been returned
	HLC    Timestamp // the newest HLC among them
}

// Reader reads every device's snapshot and log in a journal directory,
// incrementally: each Poll returns only records it has not returned
// before. It is not safe for concurrent use.
type Reader struct {
	cfg      ReaderConfig
	files    map[string]*mark
	next     map[string]uint64 // per device, the seq to return next
	hlc      map[string]Timestamp
	reported map[string]bool
}

// mark is how far a reader got in one file.
type mark struct {
	fi   os.FileInfo // the file as last read: a new inode means it was replaced
	off  int64       // bytes consumed: complete lines only
	line int         // lines consumed
	last []byte      // the last consumed line, to notice a rewrite in place
	prev uint64      // seq of the last line accepted in this file
}

// NewReader returns a reader that has read nothing.
func NewReader(cfg ReaderConfig) (*Reader, error) {
	if cfg.Keys == nil {
		return nil, errors.New("journal: ReaderConfig.Keys is nil")
	}
	return &Reader{cfg: cfg, files: map[string]*mark{}, next: map[string]uint64{},
		hlc: map[string]Timestamp{}, reported: map[string]bool{}}, nil
}

// Poll reads what is new in every file and returns the new records in
// journal order (HLC, then device), with the problems found. A problem is
// reported once. Snapshots are read before logs, so a log cut by
// compaction continues from its snapshot. The error is for the directory
// itself being unreadable.
func (r *Reader) Poll() ([]Record, []Problem, error) {
	dir := filepath.Join(r.cfg.Dir, SubDir)
	ents, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("journal: %w", err)
	}
	var snaps, logs []string
	var out []Record
	var probs []Problem
	for _, e := range ents {
		name := e.Name()
		dev, ext, _ := strings.Cut(name, ".")
		switch {
		case strings.HasPrefix(name, tmpPrefix):
		case !e.IsDir() && ext == kindSnap && checkDevice(dev) == nil:
			snaps = append(snaps, dev)
		case !e.IsDir() && ext == kindLog && checkDevice(dev) == nil:
			logs = append(logs, dev)
		default:
			r.report(&probs, Problem{File: filepath.Join(dir, name), Err: ErrArtefact})
		}
	}
	for _, dev := range snaps {
		r.readSnap(filepath.Join(dir, dev+"."+kindSnap), dev, &out, &probs)
	}
	for _, dev := range logs {
		r.readLog(filepath.Join(dir, dev+"."+kindLog), dev, &out, &probs)
	}
	slices.SortFunc(out, Compare)
	return out, probs, nil
}

// Devices returns what the reader has seen of each device, by id.
func (r *Reader) Devices() []DeviceStatus {
	var out []DeviceStatus
	for dev, next := range r.next {
		out = append(out, DeviceStatus{Device: dev, Seq: next - 1, HLC: r.hlc[dev]})
	}
	slices.SortFunc(out, func(a, b DeviceStatus) int { return strings.Compare(a.Device, b.Device) })
	return out
}

func (r *Reader) report(probs *[]Problem, p Problem) {
	if k := p.Error(); !r.reported[k] {
		r.reported[k] = true
		*probs = append(*probs, p)
	}
}

// take returns rec if it is the device's next record; it reports whether
// rec is further ahead, so the caller can wait for what comes between.
func (r *Reader) take(rec Record, out *[]Record) (ahead bool) {
	next := max(r.next[rec.Device], 1)
	switch {
	case rec.Seq < next:
		return false // returned before, from the snapshot or an older copy of the file
	case rec.Seq > next:
		return true
	}
	*out = append(*out, rec)
	r.next[rec.Device] = rec.Seq + 1
	r.hlc[rec.Device] = max(r.hlc[rec.Device], rec.HLC)
	return false
}

func (r *Reader) readSnap(path, dev string, out *[]Record, probs *[]Problem) {
	fi, err := os.Stat(path)
	if err != nil {
		r.report(probs, Problem{File: path, Err: err})
		return
	}
	if m := r.files[path]; m != nil && os.SameFile(m.fi, fi) && m.fi.Size() == fi.Size() && m.fi.ModTime().Equal(fi.ModTime()) {
		return
	}
	b, err := os.ReadFile(path)
	if err != nil {
		r.report(probs, Problem{File: path, Err: err})
		return
	}
	line, ok := bytes.CutSuffix(b, []byte("\n"))
	if !ok {
		return // torn: a snapshot is written whole, so wait for the rest
	}
	r.files[path] = &mark{fi: fi}
	if bytes.IndexByte(line, '\n') >= 0 {
		r.report(probs, Problem{File: path, Line: 2, Err: fmt.Errorf("%w: a snapshot is one line", ErrNotJournal)})
		return
	}
	s, err := openSnap(r.cfg.Keys, dev, line)
	if err != nil {
		r.report(probs, Problem{File: path, Line: 1, Err: err})
		return
	}
	if s.Upto < max(r.next[dev], 1) {
		return // nothing we do not have
	}
	for _, rec := range s.Records {
		if rec.Seq >= r.next[dev] && !r.cfg.Keys.forgotten(dev, rec.Seq) {
			*out = append(*out, rec)
			r.hlc[dev] = max(r.hlc[dev], rec.HLC)
		}
	}
	r.next[dev] = s.Upto + 1
}

func (r *Reader) readLog(path, dev string, out *[]Record, probs *[]Problem) {
	f, err := os.Open(path)
	if err != nil {
		r.report(probs, Problem{File: path, Err: err})
		return
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		r.report(probs, Problem{File: path, Err: err})
		return
	}
	m := r.files[path]
	if m == nil || !os.SameFile(m.fi, fi) || fi.Size() < m.off || !m.unchanged(f) {
		// New, or replaced (compaction, or a sync engine delivering a
		// new copy): read it again from the top; records already
		// returned are skipped by seq.
		m = &mark{}
		r.files[path] = m
	}
	m.fi = fi
	b, err := io.ReadAll(io.NewSectionReader(f, m.off, fi.Size()-m.off))
	if err != nil {
		r.report(probs, Problem{File: path, Err: err})
		return
	}
	for {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			return // a torn last line is read once it is complete
		}
		line := b[:i]
		if r.logLine(path, dev, m.line+1, line, m, out, probs) {
			return
		}
		b = b[i+1:]
		m.off += int64(i + 1)
		m.line++
		m.last = line
	}
}

// unchanged reports whether the last line consumed is still where it was,
// catching a file rewritten in place rather than replaced.
func (m *mark) unchanged(f *os.File) bool {
	if m.off == 0 {
		return true
	}
	got := make([]byte, len(m.last)+1)
	_, err := f.ReadAt(got, m.off-int64(len(got)))
	return err == nil && bytes.Equal(got[:len(m.last)], m.last) && got[len(m.last)] == '\n'
}

// logLine handles one complete line; it reports whether to stop reading
// the file here (a gap) without consuming the line.
func (r *Reader) logLine(path, dev string, n int, line []byte, m *mark, out *[]Record, probs *[]Problem) (stop bool) {
	bad := func(err error) bool {
		r.report(probs, Problem{File: path, Line: n, Err: err})
		return false
	}
	seq, plain, err := openLine(r.cfg.Keys, kindLog, dev, line)
	if err != nil {
		return bad(err)
	}
	if seq <= m.prev {
		return bad(fmt.Errorf("%w: seq %d after seq %d", ErrReplayed, seq, m.prev))
	}
	rec, err := decodeRecord(plain, dev, seq)
	if err != nil {
		return bad(err)
	}
	if r.cfg.Keys.forgotten(dev, seq) {
		m.prev = seq
		return bad(fmt.Errorf("%w after seq %d: seq %d not trusted", ErrForgotten, r.cfg.Keys.Forgotten[dev], seq))
	}
	if r.take(rec, out) {
		r.report(probs, Problem{File: path, Line: n, Err: fmt.Errorf("%w: seq %d follows %d", ErrGap, seq, max(r.next[dev], 1)-1)})
		return true
	}
	m.prev = seq
	return false
}
