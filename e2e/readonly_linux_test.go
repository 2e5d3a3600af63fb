package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestReadOnlyVault governs a vault of 2,000 notes on a read-only mount.
// Every write-back is refused; before the engine remembered refusals,
// each refused file's retry retried every other refused file too, and the
// start-up of a 10,000-note read-only vault ran for an hour at full CPU.
// Now start-up ends, every note is in review in the store, and the files
// are byte-for-byte what they were. The periodic rescan (here every two
// seconds) then leaves the refused files alone while the mount still
// refuses writes: before, every rescan read, parsed and tried to write
// each of them again (2,000 parses each time; 10,000 every ten minutes
// for a person's vault). Remounted read-write, the vault is written at
// the next rescan.
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
	if err := os.WriteFile(filepath.Join(data, "config.yaml"), []byte("rescan_interval: 2s\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cmd, ready := startServe(t, bin, "--data", data, "--vault", ro, "--addr", "127.0.0.1:0")
	defer cmd.Process.Kill()
	select {
	case <-ready:
	case <-time.After(5 * time.Minute):
		t.Fatal("the start-up of a read-only vault of 2,000 notes did not end within 5 minutes")
	}
	addr, admin := serverAddr(t, data)
	type statsBody struct {
		Counts map[string]int `json:"counts"`
		Parses int            `json:"parses"`
	}
	stats := func() statsBody {
		_, body := call(t, "GET", addr+"/v1/stats", admin, "")
		var st statsBody
		if err := json.Unmarshal([]byte(body), &st); err != nil {
			t.Fatalf("stats: %v: %s", err, body)
		}
		return st
	}
	first := stats()
	if first.Counts["needs_review"] != len(orig) {
		t.Errorf("%d notes in review, want all %d: %+v", first.Counts["needs_review"], len(orig), first)
	}
	// Three periodic rescans and the watcher's start-up one; a rescan of
	// 2,000 refused files took ~1 s here before, so a stuck one would
	// still show.
	time.Sleep(7 * time.Second)
	if after := stats(); after.Parses-first.Parses > len(orig)/10 {
		t.Errorf("periodic rescans of a read-only vault parsed %d files (%d -> %d): the refused files were tried again",
			after.Parses-first.Parses, first.Parses, after.Parses)
	} else {
		t.Logf("parses across the rescans: %d -> %d", first.Parses, after.Parses)
	}
	for p, want := range orig {
		if got, err := os.ReadFile(p); err != nil || string(got) != want {
			t.Fatalf("%s changed under a read-only mount: %v\n%s", p, err, got)
		}
	}
	// Remounted writable, the files are written at the next rescan, with
	// no restart and no event: nothing else would tell memgate.
	if err := syscall.Mount("", ro, "", syscall.MS_BIND|syscall.MS_REMOUNT, ""); err != nil {
		t.Fatalf("remount %s read-write: %v", ro, err)
	}
	deadline := time.Now().Add(time.Minute)
	for p := range orig {
		for {
			b, err := os.ReadFile(p)
			if err == nil && strings.Contains(string(b), "memory_status:") {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%s not written within a minute of the remount read-write: %v\n%s", p, err, b)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	exitWithin(t, cmd.Process, cmd.Wait, 6*time.Second)
}
