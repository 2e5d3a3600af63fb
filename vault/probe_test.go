package vault

import (
	"os"
	"path/filepath"
	"testing"
)

func TestProbe(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	full := filepath.Join(dir, "full")
	empty := filepath.Join(dir, "empty")
	file := filepath.Join(dir, "file.md")
	for _, d := range []string{full, empty} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{file, filepath.Join(full, "MEMORY.md")} {
		if err := os.WriteFile(f, []byte("- x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, _, dev := Probe(DirSource(full), 0)
	if dev == 0 {
		t.Fatal("no device for a directory")
	}
	for _, tc := range []struct {
		name   string
		src    Source
		wasDev uint64
		want   Health
	}{
		{"dir", DirSource(full), 0, Healthy},
		{"same device", DirSource(full), dev, Healthy},
		{"missing dir", DirSource(filepath.Join(dir, "nope")), 0, Missing},
		{"a file where a dir should be", DirSource(file), 0, Missing},
		{"memory file", FileSource(filepath.Join(full, "MEMORY.md")), 0, Healthy},
		{"memory file gone", FileSource(filepath.Join(full, "GONE.md")), 0, Missing},
		{"memory file's dir gone", FileSource(filepath.Join(dir, "nope", "MEMORY.md")), 0, Missing},
		{"empty, other device: unmounted", DirSource(empty), dev + 1, Missing},
		{"full, other device: moved, not unmounted", DirSource(full), dev + 1, Healthy},
		{"empty, same device: emptied, not unmounted", DirSource(empty), dev, Healthy},
	} {
		h, reason, _ := Probe(tc.src, tc.wasDev)
		if h != tc.want {
			t.Errorf("%s: %s (%s), want %s", tc.name, h, reason, tc.want)
		}
		if (h == Healthy) != (reason == "") {
			t.Errorf("%s: state %s with reason %q", tc.name, h, reason)
		}
	}
}
