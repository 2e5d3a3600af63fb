package journal

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzReader appends arbitrary bytes to a device's log, in two parts with a
// poll between, and checks that nothing panics and that every record
// returned is one that was sealed under the key: random bytes never forge
// a record, they can only copy a sealed line.
func FuzzReader(f *testing.F) {
	kr := &Keyring{Workspace: "00000000", Current: Key{1, 2, 3, 4, 5, 6, 7, 8}}
	wall := newWall()
	// Records the test seals itself; the writer's two are added in the
	// first run (their HLCs are fixed by the fake wall).
	sealed := map[string]bool{}
	sealRec := func(kind, dev string, r Record) string {
		b, _ := json.Marshal(r)
		sealed[string(b)] = true
		return string(seal(kr.Current, kind, dev, r.Seq, b))
	}
	next := sealRec(kindLog, "a", Record{HLC: MakeTimestamp(1_900_000_000_000, 0), Device: "a", Seq: 3, Op: OpTombstone, ItemID: "x"})
	after := sealRec(kindLog, "a", Record{HLC: MakeTimestamp(1_900_000_000_001, 0), Device: "a", Seq: 4, Op: OpRestore, ItemID: "x"})
	moved := sealRec(kindLog, "b", Record{HLC: MakeTimestamp(1_900_000_000_002, 0), Device: "b", Seq: 3, Op: OpTombstone, ItemID: "x"})
	for _, seed := range []string{"", "\n", next, next + after, after + next, moved, next[:40], next + next, "j1.x.3.AAAA\n",
		strings.Replace(next, ".3.", ".4.", 1), `{"op":"tombstone","id":"x"}` + "\n"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		w := openWriter(t, dir, "a", kr, wall)
		for _, st := range []string{"active", "stale"} {
			r := mustAppend(t, w, Record{Op: OpStatus, ItemID: "x", Status: st})
			b, _ := json.Marshal(r)
			sealed[string(b)] = true
		}
		w.Close()
		rd := newReader(t, dir, kr)
		seen := map[uint64]bool{}
		check := func() {
			got, probs := mustPoll(t, rd)
			for _, r := range got {
				b, _ := json.Marshal(r)
				if !sealed[string(b)] {
					t.Fatalf("returned a record never sealed: %s", b)
				}
				if r.Device != "a" || seen[r.Seq] {
					t.Fatalf("returned %s/%d twice or from another device", r.Device, r.Seq)
				}
				seen[r.Seq] = true
			}
			for _, p := range probs {
				if p.File == "" || !strings.HasPrefix(p.Error(), p.File) {
					t.Fatalf("problem without its file: %v", p)
				}
			}
		}
		check()
		appendFile(t, logPath(dir, "a"), string(data[:len(data)/2]))
		check()
		appendFile(t, logPath(dir, "a"), string(data[len(data)/2:]))
		check()
		// The device's own writer survives whatever was appended to its
		// file.
		w = openWriter(t, dir, "a", kr, wall)
		r, err := w.Append(Record{Op: OpStatus, ItemID: "x", Status: "active"})
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(r)
		sealed[string(b)] = true
		check()
	})
}
