package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestReadOnlyVault governs a vault of 2,000 notes on a read-only mount.
// Every write-back is refused; before the engine remembered refusals,
// each refused file's retry retried every other refused file too, and the
// start-up of a 10,000-note read-only vault ran for an hour at full CPU.
// Now start-up ends, every note is in review in the store, and the files
// are byte-for-byte what they were.
// A read-only bind mount needs root, as CI has.
func TestReadOnlyVault(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("a read-only bind mount needs root")
	}
	bin := memgateBinary(t)
	base, data := t.TempDir(), t.TempDir()
	src, ro := filepath.Join(base, "notes"), filepath.Join(base, "ro")
	orig := writeNotes(t, src, 2000, 4, "Some ordinary words about the project.")
	os.MkdirAll(ro, 0o755)
	if err := syscall.Mount(src, ro, "", syscall.MS_BIND, ""); err != nil {
		t.Fatalf("bind %s on %s: %v", src, ro, err)
	}
	t.Cleanup(func() { syscall.Unmount(ro, syscall.MNT_DETACH) })
	if err := syscall.Mount("", ro, "", syscall.MS_BIND|syscall.MS_REMOUNT|syscall.MS_RDONLY, ""); err != nil {
		t.Fatalf("remount %s read-only: %v", ro, err)
	}
	cmd, ready := startServe(t, bin, "--data", data, "--vault", ro, "--addr", "127.0.0.1:0")
	defer cmd.Process.Kill()
	select {
	case <-ready:
	case <-time.After(5 * time.Minute):
		t.Fatal("the start-up of a read-only vault of 2,000 notes did not end within 5 minutes")
	}
	addr, admin := serverAddr(t, data)
	_, body := call(t, "GET", addr+"/v1/stats", admin, "")
	var stats struct {
		Counts map[string]int `json:"counts"`
	}
	if err := json.Unmarshal([]byte(body), &stats); err != nil {
		t.Fatalf("stats: %v: %s", err, body)
	}
	if stats.Counts["needs_review"] != len(orig) {
		t.Errorf("%d notes in review, want all %d: %s", stats.Counts["needs_review"], len(orig), body)
	}
	for p, want := range orig {
		if got, err := os.ReadFile(p); err != nil || string(got) != want {
			t.Fatalf("%s changed under a read-only mount: %v\n%s", p, err, got)
		}
	}
	exitWithin(t, cmd.Process, cmd.Wait, 6*time.Second)
}
