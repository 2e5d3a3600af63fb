package store

import (
	"maps"
	"slices"
	"testing"
)

// FileStatesBetween reads the states of a range of paths in byte order,
// both ends included: the range of a chunk of a sorted listing, where a
// folder's files ("a/…") sort after a sibling file with a longer name
// ("a.md") and before the next folder.
func TestFileStatesBetween(t *testing.T) {
	t.Parallel()
	s := openTest(t, Options{})
	paths := []string{"/v/a-b/c.md", "/v/a.md", "/v/a/b.md", "/v/a/c.md", "/v/b.md", "/w/a.md"}
	for _, p := range paths {
		if err := s.PutFileState(p, []byte(`{"p":"`+p+`"}`)); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		first, last string
		want        []string
	}{
		{"/v/a.md", "/v/a/c.md", []string{"/v/a.md", "/v/a/b.md", "/v/a/c.md"}},
		{"/v/a/", "/v/a/zzz", []string{"/v/a/b.md", "/v/a/c.md"}},
		{"/v/", "/v/~", []string{"/v/a-b/c.md", "/v/a.md", "/v/a/b.md", "/v/a/c.md", "/v/b.md"}},
		{"/v/b.md", "/v/b.md", []string{"/v/b.md"}},
		{"/v/c.md", "/v/d.md", nil},
	} {
		got, err := s.FileStatesBetween(tc.first, tc.last)
		if err != nil {
			t.Fatal(err)
		}
		if keys := slices.Sorted(maps.Keys(got)); !slices.Equal(keys, tc.want) {
			t.Errorf("%s to %s: %v, want %v", tc.first, tc.last, keys, tc.want)
		}
		for p, st := range got {
			if want := `{"p":"` + p + `"}`; string(st) != want {
				t.Errorf("%s: %s, want %s", p, st, want)
			}
		}
	}
}
