package app

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/memgate/memgate/mem"
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
