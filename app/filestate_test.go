package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/vault"
)

// TestEncodeState: encodeState's bytes decode to the state they encode,
// as json.Marshal's do, whatever the ids, words and hashes hold.
func TestEncodeState(t *testing.T) {
	odd := []string{"", "abc123", "q\"uote", "back\\slash", "<&>", "tab\t", "ünï", "日本", "\u2028", "\x00\x7f"}
	for i := 0; i < 200; i++ {
		fs := fileState{Hash: odd[i%len(odd)], Seq: uint64(i), Governed: i%2 == 0, Skip: odd[(i+3)%len(odd)]}
		if i%3 != 0 {
			fs.Marks = map[string]mark{}
			for k := 0; k < i%7+1; k++ {
				fs.Marks[odd[(i+k)%len(odd)]+fmt.Sprint(k)] = mark{S: mem.Status(odd[(i*k)%len(odd)]), H: odd[(i+2*k)%len(odd)]}
			}
		}
		if i%4 == 0 {
			fs.Tail = &tailState{Sum: "abc", IDs: []string{"x", odd[i%len(odd)]}}
			fs.Tail.Off, fs.Tail.Sections = i, []string{"", odd[i%len(odd)]}
		}
		var back fileState
		if err := json.Unmarshal(encodeState(&fs), &back); err != nil {
			t.Fatalf("state %d: %v\n%s", i, err, encodeState(&fs))
		}
		var want fileState
		b, _ := json.Marshal(&fs)
		json.Unmarshal(b, &want)
		if !reflect.DeepEqual(back, want) {
			t.Fatalf("state %d: decoded %+v, want %+v", i, back, want)
		}
	}
}

// TestQuietState: quietState says "unchanged" from a state's bytes only
// where decoding them would (same identity, not removed, no skip), and
// does say it for the states a warm restart reads: a note's, a memory
// file's with its tail, one never marked.
func TestQuietState(t *testing.T) {
	mt := time.Date(2026, 12, 7, 16, 44, 32, 123456789, time.UTC)
	id := vault.Identity{Dev: 2049, Ino: 7340033, Size: 1234, ModTime: mt}
	other := []vault.Identity{
		{Dev: 2049, Ino: 7340034, Size: 1234, ModTime: mt},
		{Dev: 2049, Ino: 7340033, Size: 1235, ModTime: mt},
		{Dev: 2050, Ino: 7340033, Size: 1234, ModTime: mt},
		{Dev: 2049, Ino: 7340033, Size: 1234, ModTime: mt.Add(time.Nanosecond)},
		{Dev: 2049, Ino: 7340033, Size: 1234, ModTime: mt.Truncate(time.Second)},
		{},
	}
	hash := mem.Hash("body")
	states := map[string]fileState{
		"note":       {Identity: id, Hash: hash, Seq: 42, Governed: true, Marks: map[string]mark{"01J": {S: mem.Active, H: hash}}},
		"unmarked":   {Identity: id, Hash: hash, Seq: 0, Governed: true},
		"ungoverned": {Identity: id, Hash: hash, Seq: 9},
		"tail":       {Identity: id, Hash: hash, Seq: 7, Governed: true, Tail: &tailState{Sum: "abc", IDs: []string{"x"}}, Marks: map[string]mark{"a": {S: mem.Active, H: "h"}}},
		"odd marks":  {Identity: id, Hash: hash, Seq: 5, Governed: true, Marks: map[string]mark{`}"{\\`: {S: mem.Active, H: `"}`}, "b": {S: "x}", H: "{{"}}},
		"removed":    {Identity: id, Hash: hash, Seq: 3, Governed: true, Removed: true},
		"skip":       {Identity: id, Hash: hash, Seq: 3, Skip: "front matter does not parse", SkipLine: 4},
		"odd hash":   {Identity: id, Hash: `a"b\c`, Seq: 3, Governed: true},
	}
	wantQuiet := map[string]bool{"note": true, "unmarked": true, "ungoverned": true, "tail": true, "odd marks": true}
	for key, fs := range states {
		for _, enc := range []string{"encodeState", "json.Marshal"} {
			name := key + " by " + enc
			b := encodeState(&fs)
			if enc == "json.Marshal" {
				b, _ = json.Marshal(&fs)
			}
			var back fileState
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			decoded := !back.Removed && back.Skip == "" && back.Identity.Equal(id)
			if got := quietState(b, id); got != wantQuiet[key] || got && !decoded {
				t.Errorf("%s: quietState = %v, want %v (decoded says unchanged: %v)\n%s", name, got, wantQuiet[key], decoded, b)
			}
			for _, o := range other {
				if quietState(b, o) {
					t.Errorf("%s: quiet for another identity %+v\n%s", name, o, b)
				}
			}
			// The same instant in another zone is written differently: not
			// quiet, so the caller decodes (and Equal finds it the same).
			z := id
			z.ModTime = mt.In(time.FixedZone("X", 3600))
			if quietState(b, z) {
				t.Errorf("%s: quiet for a time in another zone", name)
			}
			// A head cut short is never quiet. (What follows it, the tail
			// and the marks, a restart does not use: a reconcile decodes them.)
			head := len(b) - 1
			for _, f := range []string{`,"tail":`, `,"marks":`} {
				if i := bytes.Index(b, []byte(f)); i >= 0 {
					head = min(head, i)
				}
			}
			for cut := 0; cut < head; cut++ {
				if quietState(b[:cut], id) {
					t.Errorf("%s: quiet for the first %d bytes only: %s", name, cut, b[:cut])
					break
				}
			}
		}
	}
}
