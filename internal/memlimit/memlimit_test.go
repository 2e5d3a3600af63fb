package memlimit

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"testing"
)

func TestFor(t *testing.T) {
	for _, tc := range []struct{ size, want int64 }{
		{0, Floor},
		{100 << 20, Floor + 200<<20},
		{10 << 30, Ceiling},
	} {
		if got := For(tc.size); got != tc.want {
			t.Errorf("For(%d) = %d, want %d", tc.size, got, tc.want)
		}
	}
}

func TestApply(t *testing.T) {
	old := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(old)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "000001.vlog"), make([]byte, 1<<20), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOMEMLIMIT", "")
	os.Unsetenv("GOMEMLIMIT")
	if got, want := Apply(dir), For(1<<20); got != want || debug.SetMemoryLimit(-1) != want {
		t.Errorf("Apply = %d, limit %d, want %d", got, debug.SetMemoryLimit(-1), want)
	}
	t.Setenv("GOMEMLIMIT", "300MiB")
	debug.SetMemoryLimit(300 << 20) // what the runtime did at start
	if got := Apply(dir); got != 300<<20 {
		t.Errorf("with GOMEMLIMIT set, Apply = %d, want the runtime's 300 MiB left alone", got)
	}
}
