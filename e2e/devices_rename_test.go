package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/memgate/memgate/app"
)

// TestDevicesRename: a note accepted on one device and then renamed there
// keeps its memory on both devices. Syncthing carries the rename to the
// other side as it does (a new name and a deletion, in either order);
// neither memgate may take the old name's deletion for the memory's.
func TestDevicesRename(t *testing.T) {
	p, a, b := twoDevices(t)
	const body = "The staging database is db-stage-2."
	writeFile(t, a.path("vault/Memory/Staging.md"), "---\ntags: [project]\n---\n# Staging\n\n"+body+"\n")
	p.waitInSync(stepWait)
	if d := p.treeDiff(); len(d) > 0 {
		t.Fatalf("the seed did not sync: %v", d)
	}
	if !bringUp(t, a, b, stepWait) {
		t.Fatal("pairing a and b failed")
	}
	id := waitHeld(t, a, body)
	waitHeld(t, b, body)
	settle(t, p, "first ingest on both, synced", stepWait)
	if code, out := a.api("POST", "/v1/items/"+id+"/accept", map[string]string{"reason": "e2e: a accepts"}); code != 200 {
		t.Fatalf("accept on a: %d %s", code, out)
	}
	waitStatus(t, b, id, "active", body)
	settle(t, p, "accepted, synced", stepWait)

	renamed := filepath.Join("vault", "Memory", "Databases", "Staging database.md")
	if err := os.MkdirAll(filepath.Dir(a.path(renamed)), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(a.path("vault/Memory/Staging.md"), a.path(renamed)); err != nil {
		t.Fatal(err)
	}
	t.Logf("renamed on a at %s", time.Now().UTC().Format("15:04:05.000"))
	settle(t, p, "renamed, synced", stepWait)
	for _, d := range []*device{a, b} {
		waitUntil(t, d.name+" follows the rename", stepWait, func() (bool, string) {
			it, err := d.item(id)
			if err != nil {
				return false, err.Error()
			}
			return it.Status == "active" && it.Source.Path == d.path(renamed), fmt.Sprintf("%s in %s", it.Status, it.Source.Path)
		})
	}
	// The old name's removal is decided its grace after it is seen: in a
	// Syncthing folder, SyncedRemoveGrace.
	for _, d := range []*device{a, b} {
		if _, err := os.Stat(d.path(".stfolder")); err != nil {
			t.Fatalf("%s: no Syncthing marker: %v", d.name, err)
		}
	}
	time.Sleep(app.SyncedRemoveGrace + 2*time.Second)
	for _, d := range []*device{a, b} {
		trail, err := d.audit(id)
		if err != nil {
			t.Fatal(err)
		}
		var steps []string
		for _, ev := range trail {
			steps = append(steps, fmt.Sprintf("%s %s by %s (%s)", ev.At.UTC().Format("15:04:05.000"), ev.Action, ev.Actor, ev.Reason))
		}
		if it, err := d.item(id); err != nil || it.Status != "active" || strings.Contains(strings.Join(steps, "; "), "stale") {
			t.Fatalf("%s after the rename: %+v, %v; audit: %s", d.name, it, err, strings.Join(steps, "; "))
		}
		t.Logf("%s: %s", d.name, strings.Join(steps, "; "))
	}
	if d := p.treeDiff(); len(d) > 0 {
		t.Fatalf("the two sides differ after the rename: %v", d)
	}
}
