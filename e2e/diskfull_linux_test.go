package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestDiskFull fills the disk under a running memgate for real: its data
// directory is a 100 MiB tmpfs, and a file takes all but 20 MiB of it.
// Before the store's space guard, Badger's writes through its mappings
// found no page behind them and memgate died of SIGBUS, and again at each
// start. Now /healthz says degraded and why, mutations answer 507, an
// appended memory waits in its file, and freeing the space makes memgate
// go on by itself: the memory is governed and saving works again.
// Mounting needs root, as CI has.
func TestDiskFull(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("mounting a small tmpfs needs root")
	}
	bin := memgateBinary(t)
	dir, data := t.TempDir(), t.TempDir()
	if err := syscall.Mount("tmpfs", data, "tmpfs", 0, "size=100m,mode=0700"); err != nil {
		t.Fatalf("mount a 100 MiB tmpfs on %s: %v", data, err)
	}
	t.Cleanup(func() { syscall.Unmount(data, syscall.MNT_DETACH) })
	memfile, cmd, base, admin := serveMemoryFile(t, bin, dir, data)
	defer cmd.Process.Kill()

	var st syscall.Statfs_t
	if err := syscall.Statfs(data, &st); err != nil {
		t.Fatal(err)
	}
	filler := filepath.Join(data, "filler")
	fill(t, filler, int64(st.Bavail)*st.Bsize-20<<20)
	waitDegraded(t, base, "nearly full")
	if code, body := call(t, "POST", base+"/v1/memories", admin, `{"text":"Saved on a full disk"}`); code != 507 || !strings.Contains(body, "disk_full") {
		t.Fatalf("propose on a full disk: %d %s, want 507 disk_full", code, body)
	}
	f, err := os.OpenFile(memfile, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("- Deploys happen on Tuesdays\n")
	f.Close()
	time.Sleep(time.Second) // the engine's debounce and a try
	if b, _ := os.ReadFile(memfile); strings.Count(string(b), "<!-- mem:") != 1 {
		t.Fatalf("MEMORY.md was changed while the disk was full:\n%s", b)
	}

	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the appended memory to be governed", 20*time.Second, func() bool {
		b, _ := os.ReadFile(memfile)
		return strings.Count(string(b), "<!-- mem:") == 2
	})
	if code, body := call(t, "GET", base+"/healthz", "", ""); code != 200 {
		t.Fatalf("healthz once space is back: %d %s", code, body)
	}
	if code, body := call(t, "POST", base+"/v1/memories", admin, `{"text":"Saved once space is back"}`); code != 201 {
		t.Fatalf("propose once space is back: %d %s", code, body)
	}
	exitWithin(t, cmd.Process, cmd.Wait, 6*time.Second)
}

// fill writes n bytes of zeros to path, for real (tmpfs has no holes to
// cheat with): the space is taken when fill returns.
func fill(t *testing.T, path string, n int64) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := make([]byte, 1<<20)
	for n > 0 {
		k := min(n, int64(len(buf)))
		if _, err := f.Write(buf[:k]); err != nil {
			t.Fatalf("filling %s: %v", path, err)
		}
		n -= k
	}
}
