package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "tokens.json")
	for _, body := range []string{"first\n", "second, longer\n"} {
		if err := WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(p)
		if err != nil || string(b) != body {
			t.Fatalf("read %q, %v; want %q", b, err, body)
		}
		fi, _ := os.Stat(p)
		if fi.Mode().Perm() != 0o600 {
			t.Errorf("mode %v, want 0600", fi.Mode().Perm())
		}
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("temp files left behind: %v", ents)
	}
	if err := WriteFile(filepath.Join(dir, "nope", "x"), []byte("x"), 0o600); err == nil {
		t.Error("writing into a missing directory succeeded")
	}
}
