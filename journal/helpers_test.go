package journal

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeWall is a wall clock tests move by hand; several devices' clocks can
// read the same one so that their HLCs tie exactly.
type fakeWall struct {
	mu sync.Mutex
	t  time.Time
}

func newWall() *fakeWall { return &fakeWall{t: time.UnixMilli(1_800_000_000_000)} }

func (w *fakeWall) Now() time.Time { w.mu.Lock(); defer w.mu.Unlock(); return w.t }

func (w *fakeWall) Add(d time.Duration) { w.mu.Lock(); w.t = w.t.Add(d); w.mu.Unlock() }

func newKeys(t testing.TB) *Keyring {
	t.Helper()
	kr, err := NewKeyring()
	if err != nil {
		t.Fatal(err)
	}
	return kr
}

// cloneKeys deep-copies a keyring, as a second device holding it would.
func cloneKeys(t testing.TB, kr *Keyring) *Keyring {
	t.Helper()
	b, err := json.Marshal(kr)
	if err != nil {
		t.Fatal(err)
	}
	var out Keyring
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return &out
}

func openWriter(t testing.TB, dir, dev string, kr *Keyring, wall *fakeWall) *Writer {
	t.Helper()
	w, err := Open(Config{Dir: dir, Device: dev, Keys: kr, Clock: NewClock(ClockConfig{Now: wall.Now})})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { w.Close() })
	return w
}

func mustAppend(t testing.TB, w *Writer, r Record) Record {
	t.Helper()
	r, err := w.Append(r)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func newReader(t testing.TB, dir string, kr *Keyring) *Reader {
	t.Helper()
	r, err := NewReader(ReaderConfig{Dir: dir, Keys: kr})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func mustPoll(t testing.TB, r *Reader) ([]Record, []Problem) {
	t.Helper()
	recs, probs, err := r.Poll()
	if err != nil {
		t.Fatal(err)
	}
	return recs, probs
}

func logPath(dir, dev string) string { return filepath.Join(dir, SubDir, dev+".log") }

func logLines(t testing.TB, dir, dev string) []string {
	t.Helper()
	b, err := os.ReadFile(logPath(dir, dev))
	if err != nil {
		t.Fatal(err)
	}
	return strings.SplitAfter(string(b), "\n")
}

func appendFile(t testing.TB, path, s string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(s); err != nil {
		t.Fatal(err)
	}
}

// wantProblem fails unless probs holds one at path:line wrapping want.
func wantProblem(t testing.TB, probs []Problem, path string, line int, want error) {
	t.Helper()
	for _, p := range probs {
		if p.File == path && p.Line == line && errors.Is(p, want) {
			if !strings.HasPrefix(p.Error(), path+":") {
				t.Errorf("problem %q does not start with its file:line", p.Error())
			}
			return
		}
	}
	t.Errorf("no problem %v at %s:%d; got %v", want, path, line, probs)
}
