package api_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The autostart toggle writes and removes the login entry in the person's
// XDG config directory, for admins only.
func TestAutostartSetting(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "cfg"))
	t.Setenv("XDG_DATA_HOME", filepath.Join(home, "share"))
	s := newServer(t, map[string]string{"MEMORY.md": "- a fact\n"})
	entry := filepath.Join(home, "cfg", "autostart", "memgate.desktop")

	type setting struct {
		Enabled bool
		Path    string
	}
	var got setting
	s.must(200, s.req("GET", "/v1/settings/autostart", s.admin, nil)).json(t, &got)
	if got.Enabled || got.Path != entry {
		t.Fatalf("fresh home: %+v, want disabled at %s", got, entry)
	}
	agent := s.token("bot", "agent", nil, false, false)
	if code := s.must(403, s.req("PUT", "/v1/settings/autostart", agent, map[string]bool{"enabled": true})).errCode(t); code == "" {
		t.Fatal("no error code")
	}
	if code := s.must(400, s.req("PUT", "/v1/settings/autostart", s.admin, map[string]string{})).errCode(t); code != "bad_request" {
		t.Fatalf("no enabled: %s", code)
	}
	if _, err := os.Stat(entry); !os.IsNotExist(err) {
		t.Fatalf("a refused request wrote the entry: %v", err)
	}

	s.must(200, s.req("PUT", "/v1/settings/autostart", s.admin, map[string]bool{"enabled": true})).json(t, &got)
	if !got.Enabled || got.Path != entry {
		t.Fatalf("after enabling: %+v", got)
	}
	b, err := os.ReadFile(entry)
	exe, _ := os.Executable()
	if err != nil || !strings.Contains(string(b), "\nExec="+exe+"\n") || !strings.Contains(string(b), "X-GNOME-Autostart-enabled=true") {
		t.Fatalf("entry %v:\n%s", err, b)
	}
	s.must(200, s.req("GET", "/v1/settings/autostart", s.admin, nil)).json(t, &got)
	if !got.Enabled {
		t.Fatal("GET after enabling says disabled")
	}

	s.must(200, s.req("PUT", "/v1/settings/autostart", s.admin, map[string]bool{"enabled": false})).json(t, &got)
	if got.Enabled {
		t.Fatalf("after disabling: %+v", got)
	}
	if _, err := os.Stat(entry); !os.IsNotExist(err) {
		t.Fatalf("entry still there: %v", err)
	}
}
