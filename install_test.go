package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// memgate install, then uninstall, on a fresh home: the files appear
// where a Linux desktop looks for them and go again; the data stays.
func TestInstallCommand(t *testing.T) {
	h := t.TempDir()
	t.Setenv("HOME", h)
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(h, "conf"))
	t.Setenv("MEMGATE_DATA", "")
	data := filepath.Join(h, ".local", "share", "memgate")
	os.MkdirAll(data, 0o700)
	os.WriteFile(filepath.Join(data, "admin.token"), []byte("mg_x\n"), 0o600)

	var out bytes.Buffer
	if err := cmdInstall([]string{"--autostart"}, &out); err != nil {
		t.Fatal(err)
	}
	files := []string{
		filepath.Join(h, ".local", "bin", "memgate"),
		filepath.Join(h, ".local", "share", "applications", "memgate.desktop"),
		filepath.Join(h, ".local", "share", "icons", "hicolor", "256x256", "apps", "memgate.png"),
		filepath.Join(h, "conf", "autostart", "memgate.desktop"),
	}
	for _, f := range files {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("after install: %v\n%s", err, out.String())
		}
		if !strings.Contains(out.String(), "installed "+f+"\n") {
			t.Errorf("install did not say it wrote %s:\n%s", f, out.String())
		}
	}
	exe, _ := os.Executable()
	want, _ := os.ReadFile(exe)
	if got, _ := os.ReadFile(files[0]); !bytes.Equal(got, want) {
		t.Fatal("the installed binary is not this one")
	}
	if err := cmdUninstall([]string{"now"}, &out); err == nil {
		t.Fatal("uninstall took an argument")
	}
	out.Reset()
	if err := cmdUninstall(nil, &out); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if _, err := os.Stat(f); !os.IsNotExist(err) {
			t.Errorf("after uninstall %s: %v", f, err)
		}
	}
	if !strings.Contains(out.String(), "Your memories stay in "+data) {
		t.Errorf("uninstall output:\n%s", out.String())
	}
	if b, err := os.ReadFile(filepath.Join(data, "admin.token")); err != nil || string(b) != "mg_x\n" {
		t.Fatalf("the data directory changed: %q %v", b, err)
	}
}
