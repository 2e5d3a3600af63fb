package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/memgate/memgate/journal"
)

func TestDevicesCLI(t *testing.T) {
	data := startServerIn(t, "# Memory\n\n- Prefers tabs over spaces\n", filepath.Join(t.TempDir(), "data"), true)
	run := func(args ...string) (string, error) {
		var out bytes.Buffer
		err := cmdDevices(args, &out)
		return out.String(), err
	}
	if out, err := run("list", "--data", data); err != nil || !strings.Contains(out, "not paired") {
		t.Fatalf("list before pairing: %v %q", err, out)
	}
	code, err := run("pair", "--data", data)
	if err != nil || !regexp.MustCompile(`^[0-9A-Z]{4}(-[0-9A-Z]{4})+\n$`).MatchString(code) {
		t.Fatalf("pair: %v %q", err, code)
	}
	if again, _ := run("pair", "--data", data); again != code {
		t.Fatalf("a second pair printed %q, want the same code %q", again, code)
	}
	if fi, err := os.Stat(filepath.Join(data, journal.KeyFile)); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v %v", fi, err)
	}
	out, err := run("list", "--data", data)
	if err != nil || !strings.Contains(out, "(this device)") {
		t.Fatalf("list: %v\n%s", err, out)
	}

	// Another device joins with the code (no server needed), and not a
	// second workspace without --replace.
	other := t.TempDir()
	if out, err := run("join", strings.TrimSpace(code), "--data", other); err != nil || !strings.HasPrefix(out, "joined workspace ") {
		t.Fatalf("join: %v %q", err, out)
	}
	kr, err := journal.NewKeyring()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := run("join", kr.Code(), "--data", other); err == nil || !strings.Contains(err.Error(), "--replace") {
		t.Fatalf("joining a second workspace: %v", err)
	}
	if _, err := run("join", "0000-0000", "--data", other); err == nil {
		t.Fatal("a mistyped code was taken")
	}

	// Forgetting a device rotates the key; a device cannot forget itself.
	before, _ := journal.LoadKey(data)
	if out, err := run("forget", "lostlaptop", "--data", data); err != nil || !strings.Contains(out, "forgot lostlaptop") {
		t.Fatalf("forget: %v %q", err, out)
	}
	after, err := journal.LoadKey(data)
	if err != nil || after.Current == before.Current {
		t.Fatalf("key not rotated: %v", err)
	}
	if _, ok := after.Forgotten["lostlaptop"]; !ok {
		t.Fatalf("forgotten devices %v", after.Forgotten)
	}
	self, _ := os.ReadFile(filepath.Join(data, "device.id"))
	if _, err := run("forget", strings.TrimSpace(string(self)), "--data", data); err == nil {
		t.Fatal("a device forgot itself")
	}
}
