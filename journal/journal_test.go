package journal

import (
	"bytes"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// noProblems fails on any problem.
func noProblems(t testing.TB, probs []Problem) {
	t.Helper()
	for _, p := range probs {
		t.Errorf("unexpected problem: %v", p)
	}
}

func TestTwoDevicesAndALateJoiner(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), ".memgate")
	kr := newKeys(t)
	wall := newWall()
	a := openWriter(t, dir, "laptop", kr, wall)
	b := openWriter(t, dir, "desktop", cloneKeys(t, kr), wall)
	var all []Record
	add := func(w *Writer, r Record) { all = append(all, mustAppend(t, w, r)) }

	const held = "held text: deploy key lives in vault 7"
	add(a, Record{Op: OpCreate, ItemID: "x", Source: "MEMORY.md", Status: "needs_review", Text: held, Actor: "system:ingest"})
	add(b, Record{Op: OpCreate, ItemID: "y", Source: "kb/user.md", Status: "active", Text: "prefers pnpm"})
	rb := newReader(t, dir, b.cfg.Keys)
	got, probs := mustPoll(t, rb)
	noProblems(t, probs)
	if len(got) != 2 {
		t.Fatalf("desktop read %d records, want 2", len(got))
	}
	for _, r := range got {
		b.cfg.Clock.Update(r.HLC)
	}
	wall.Add(time.Millisecond)
	add(b, Record{Op: OpStatus, ItemID: "x", Status: "active", Actor: "user:desktop"})
	add(a, Record{Op: OpTombstone, ItemID: "y", Actor: "user:cli", Reason: "wrong"})
	for _, w := range []*Writer{a, b} {
		if err := w.Compact(); err != nil {
			t.Fatal(err)
		}
	}
	wall.Add(time.Millisecond)
	add(a, Record{Op: OpPrivacy, ItemID: "x", Privacy: "secret", Text: held})
	add(b, Record{Op: OpCreate, ItemID: "z", Status: "active", Text: "uses fish"})

	// The reader that followed along gets only what is new, once.
	got, probs = mustPoll(t, rb)
	noProblems(t, probs)
	if want := all[2:]; !slices.Equal(got, Merge(want)) {
		t.Errorf("second poll:\n got %v\nwant %v", seqs(got), seqs(Merge(want)))
	}
	if got, _ := mustPoll(t, rb); len(got) != 0 {
		t.Errorf("third poll returned %v, want nothing", seqs(got))
	}

	// A third device joins with the pairing code, after the compaction.
	joined, err := ParseCode(kr.Code())
	if err != nil {
		t.Fatal(err)
	}
	rc := newReader(t, dir, joined)
	got, probs = mustPoll(t, rc)
	noProblems(t, probs)
	want := Fold(all)
	if st := Fold(got); !maps.Equal(st, want) {
		t.Errorf("late joiner:\n got %+v\nwant %+v", st, want)
	}
	if x := want["x"]; x.Text != held || x.Status != "active" || x.Privacy != "secret" {
		t.Errorf("x = %+v", x)
	}
	if y := want["y"]; !y.Tombstoned || y.Text != "prefers pnpm" {
		t.Errorf("y = %+v", y)
	}
	if ds := rc.Devices(); len(ds) != 2 || ds[0].Device != "desktop" || ds[0].Seq != 3 || ds[1].Seq != 3 {
		t.Errorf("devices = %+v", ds)
	}

	// Nothing in the synced folder holds a text in the clear.
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := os.ReadFile(p)
			for _, text := range []string{held, "prefers pnpm", "uses fish"} {
				if bytes.Contains(b, []byte(text)) {
					t.Errorf("%s holds %q in the clear", p, text)
				}
			}
		}
		return nil
	})

	// A restarted writer resumes after its last seq, snapshot or log.
	a.Close()
	a2 := openWriter(t, dir, "laptop", kr, wall)
	if r := mustAppend(t, a2, Record{Op: OpRestore, ItemID: "y"}); r.Seq != 4 || r.HLC <= all[4].HLC {
		t.Errorf("resumed at seq %d hlc %v", r.Seq, r.HLC)
	}
}

// TestReaderConverges runs devices that append and compact at random while
// a reader polls at random: what it folds always ends equal to the fold of
// everything written.
func TestReaderConverges(t *testing.T) {
	t.Parallel()
	for seed := range uint64(8) {
		rng := rand.New(rand.NewPCG(seed, 99))
		dir := t.TempDir()
		kr := newKeys(t)
		wall := newWall()
		logs := randomLogs(rng, 3, 40)
		ws := make([]*Writer, len(logs))
		for i, l := range logs {
			ws[i] = openWriter(t, dir, l[0].Device, kr, wall)
		}
		rd := newReader(t, dir, kr)
		seen := NewState()
		var written []Record
		for _, r := range interleave(rng, logs) {
			w := ws[slices.IndexFunc(logs, func(l []Record) bool { return l[0].Device == r.Device })]
			r.HLC, r.Seq, r.Device = 0, 0, ""
			written = append(written, mustAppend(t, w, r))
			if rng.IntN(2) == 0 {
				wall.Add(time.Millisecond)
			}
			if rng.IntN(15) == 0 {
				if err := w.Compact(); err != nil {
					t.Fatal(err)
				}
			}
			if rng.IntN(5) == 0 {
				got, probs := mustPoll(t, rd)
				noProblems(t, probs)
				for _, r := range got {
					seen.Apply(r)
				}
			}
		}
		got, probs := mustPoll(t, rd)
		noProblems(t, probs)
		for _, r := range got {
			seen.Apply(r)
		}
		if !maps.Equal(seen.Items(), Fold(written)) {
			t.Fatalf("seed %d: the polled fold differs from the written one", seed)
		}
	}
}

func TestForgedLinesRejected(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	kr := newKeys(t)
	wall := newWall()
	a := openWriter(t, dir, "a", kr, wall)
	b := openWriter(t, dir, "b", kr, wall)
	var legit []Record
	for i := range 3 {
		legit = append(legit, mustAppend(t, a, Record{Op: OpCreate, ItemID: "a" + string(rune('0'+i)), Status: "active", Text: "fact"}))
	}
	legit = append(legit, mustAppend(t, b, Record{Op: OpCreate, ItemID: "b0", Status: "active", Text: "fact"}))
	aLines, bLines := logLines(t, dir, "a"), logLines(t, dir, "b")
	other := newKeys(t) // a stranger's key
	stranger := string(seal(other.Current, kindLog, "a", 4, []byte(`{"hlc":1,"dev":"a","seq":4,"op":"tombstone","id":"a0"}`)))
	forged := []string{
		`{"op":"tombstone","id":"a0","actor":"agent:x"}` + "\n", // line 4: written by hand
		stranger,  // line 5: sealed, but not under our key
		bLines[0], // line 6: moved from b's file
		aLines[1], // line 7: replayed
	}
	appendFile(t, logPath(dir, "a"), strings.Join(forged, ""))
	rd := newReader(t, dir, kr)
	got, probs := mustPoll(t, rd)
	if !maps.Equal(Fold(got), Fold(legit)) || len(got) != len(legit) {
		t.Errorf("applied %v, want only %v", seqs(got), seqs(legit))
	}
	p := logPath(dir, "a")
	wantProblem(t, probs, p, 4, ErrNotJournal)
	wantProblem(t, probs, p, 5, ErrUnsealed)
	wantProblem(t, probs, p, 6, ErrUnsealed)
	wantProblem(t, probs, p, 7, ErrReplayed)
	if len(probs) != 4 {
		t.Errorf("%d problems, want 4: %v", len(probs), probs)
	}

	// The device's next line is still read, after the forged ones, and a
	// stray conflict copy is reported and ignored.
	next := mustAppend(t, a, Record{Op: OpStatus, ItemID: "a0", Status: "stale"})
	conflict := filepath.Join(dir, SubDir, "a.sync-conflict-20261201-230146-Y6LUKAJ.log")
	if err := os.WriteFile(conflict, []byte(aLines[0]), 0o600); err != nil {
		t.Fatal(err)
	}
	got, probs = mustPoll(t, rd)
	if !slices.Equal(got, []Record{next}) {
		t.Errorf("after the forgeries got %v, want [a/4]", seqs(got))
	}
	wantProblem(t, probs, conflict, 0, ErrArtefact)
	if len(probs) != 1 {
		t.Errorf("problems reported again: %v", probs)
	}

	// Bytes left without a newline by someone else do not swallow the
	// device's next line.
	appendFile(t, p, "junk without a newline")
	next = mustAppend(t, a, Record{Op: OpStatus, ItemID: "a0", Status: "active"})
	got, probs = mustPoll(t, rd)
	if !slices.Equal(got, []Record{next}) {
		t.Errorf("after junk got %v, want [a/5]", seqs(got))
	}
	wantProblem(t, probs, p, 9, ErrNotJournal)
}

func TestTornLastLine(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	kr := newKeys(t)
	wall := newWall()
	a := openWriter(t, dir, "a", kr, wall)
	var recs []Record
	for i := range 3 {
		recs = append(recs, mustAppend(t, a, Record{Op: OpStatus, ItemID: "x", Status: []string{"active", "stale", "active"}[i]}))
	}
	a.Close()
	full, err := os.ReadFile(logPath(dir, "a"))
	if err != nil {
		t.Fatal(err)
	}
	lines := logLines(t, dir, "a")
	cut := len(full) - len(lines[2])/2 - 1 // half of line 3, no newline
	tests := []struct {
		name    string
		content []byte
		want    []Record
	}{
		{"torn", full[:cut], recs[:2]},
		{"completed", full, recs[2:]},
	}
	rd := newReader(t, dir, kr)
	for _, tc := range tests {
		if err := os.WriteFile(logPath(dir, "a")+".tmp", tc.content, 0o600); err != nil {
			t.Fatal(err)
		}
		// Delivered the way a sync engine does: a new file renamed in.
		if err := os.Rename(logPath(dir, "a")+".tmp", logPath(dir, "a")); err != nil {
			t.Fatal(err)
		}
		got, probs := mustPoll(t, rd)
		noProblems(t, probs)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, seqs(got), seqs(tc.want))
		}
	}
	// Torn in place (a crash mid-append): the reader waits, and the
	// writer cuts the tail and goes on from seq 2.
	if err := os.Truncate(logPath(dir, "a"), int64(cut)); err != nil {
		t.Fatal(err)
	}
	rd = newReader(t, dir, kr)
	if got, probs := mustPoll(t, rd); len(got) != 2 || len(probs) != 0 {
		t.Errorf("torn in place: got %v, problems %v", seqs(got), probs)
	}
	a = openWriter(t, dir, "a", kr, wall)
	r := mustAppend(t, a, Record{Op: OpStatus, ItemID: "x", Status: "rejected"})
	got, probs := mustPoll(t, rd)
	noProblems(t, probs)
	if r.Seq != 3 || !slices.Equal(got, []Record{r}) {
		t.Errorf("after reopening: appended seq %d, read %v", r.Seq, seqs(got))
	}
}

func TestForget(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	data := t.TempDir()
	kr := newKeys(t)
	wall := newWall()
	lost := openWriter(t, dir, "lost", cloneKeys(t, kr), wall)
	a := openWriter(t, dir, "a", kr, wall)
	for _, id := range []string{"l1", "l2"} {
		mustAppend(t, lost, Record{Op: OpCreate, ItemID: id, Status: "active", Text: "trusted"})
	}
	mustAppend(t, a, Record{Op: OpCreate, ItemID: "a1", Status: "needs_review", Text: "before"})

	old := kr.Current
	if err := kr.Forget("lost", 2); err != nil {
		t.Fatal(err)
	}
	if kr.Current == old || !slices.Equal(kr.Previous, []Key{old}) {
		t.Fatal("Forget did not rotate the key")
	}
	if err := SaveKey(data, kr, dir); err != nil {
		t.Fatal(err)
	}
	kr, err := LoadKey(data)
	if err != nil {
		t.Fatal(err)
	}
	a.Close()
	a = openWriter(t, dir, "a", kr, wall)
	const after = "written after the rotation"
	mustAppend(t, a, Record{Op: OpStatus, ItemID: "a1", Status: "needs_review", Text: after})
	mustAppend(t, lost, Record{Op: OpTombstone, ItemID: "a1"}) // still holds the old key

	got, probs := mustPoll(t, newReader(t, dir, kr))
	st := Fold(got)
	if it := st["a1"]; it.Tombstoned || it.Status != "needs_review" {
		t.Errorf("a1 = %+v: the forgotten device's later record was applied", it)
	}
	if _, ok := st["l2"]; !ok || len(got) != 4 {
		t.Errorf("got %v: want a's two records (old and new key) and lost's first two", seqs(got))
	}
	wantProblem(t, probs, logPath(dir, "lost"), 3, ErrForgotten)

	// The lost device cannot read what was written after the rotation.
	got, probs = mustPoll(t, newReader(t, dir, lost.cfg.Keys))
	for _, r := range got {
		if r.Text == after {
			t.Error("the old key opens a line sealed after the rotation")
		}
	}
	wantProblem(t, probs, logPath(dir, "a"), 2, ErrUnsealed)

	// Compaction re-seals under the current key, so a device paired with
	// the new code alone reads the surviving devices' history.
	if err := a.Compact(); err != nil {
		t.Fatal(err)
	}
	joined, err := ParseCode(kr.Code())
	if err != nil {
		t.Fatal(err)
	}
	rj := newReader(t, dir, joined)
	got, probs = mustPoll(t, rj)
	if it := Fold(got)["a1"]; it.Text != "before" || it.HLC != got[len(got)-1].HLC {
		t.Errorf("a device joining after the rotation sees a1 = %+v", it)
	}
	if ds := rj.Devices(); len(ds) != 1 || ds[0] != (DeviceStatus{Device: "a", Seq: 2, HLC: got[len(got)-1].HLC}) {
		t.Errorf("devices = %+v", ds)
	}
	for _, p := range probs {
		if p.File != logPath(dir, "lost") {
			t.Errorf("unexpected problem: %v", p)
		}
	}
}

// TestSnapshotArrivesAfterItsLog delivers a compacted device's files the
// way a sync engine may: the cut log first. The reader must wait for the
// snapshot rather than skip the records only it holds.
func TestSnapshotArrivesAfterItsLog(t *testing.T) {
	t.Parallel()
	src, dst := t.TempDir(), t.TempDir()
	kr := newKeys(t)
	wall := newWall()
	a := openWriter(t, src, "a", kr, wall)
	if err := os.MkdirAll(filepath.Join(dst, SubDir), 0o700); err != nil {
		t.Fatal(err)
	}
	deliver := func(name string) {
		b, err := os.ReadFile(filepath.Join(src, SubDir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := writeAtomic(filepath.Join(dst, SubDir, name), b, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	all := []Record{mustAppend(t, a, Record{Op: OpCreate, ItemID: "x", Status: "needs_review", Text: "held"})}
	deliver("a.log")
	rd := newReader(t, dst, kr)
	if got, probs := mustPoll(t, rd); len(got) != 1 || len(probs) != 0 {
		t.Fatalf("first poll: %v %v", seqs(got), probs)
	}
	all = append(all, mustAppend(t, a, Record{Op: OpStatus, ItemID: "x", Status: "active"}))
	all = append(all, mustAppend(t, a, Record{Op: OpCreate, ItemID: "y", Status: "active", Text: "y"}))
	if err := a.Compact(); err != nil {
		t.Fatal(err)
	}
	all = append(all, mustAppend(t, a, Record{Op: OpTombstone, ItemID: "y"}))

	deliver("a.log")
	got, probs := mustPoll(t, rd)
	if len(got) != 0 {
		t.Errorf("applied %v past a gap", seqs(got))
	}
	wantProblem(t, probs, logPath(dst, "a"), 1, ErrGap)
	deliver("a.snap")
	more, probs := mustPoll(t, rd)
	noProblems(t, probs)
	if st := Fold(slices.Concat(all[:1], more)); !maps.Equal(st, Fold(all)) {
		t.Errorf("after the snapshot:\n got %+v\nwant %+v", st, Fold(all))
	}
}
