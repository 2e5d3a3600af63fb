package app

import (
	"strings"
	"testing"

	"github.com/memgate/memgate/mem"
)

// TestPersonalDataSensitiveNotHeld: personal data (here a phone number and
// a card number) makes a memory sensitive. Unlike a secret it is not held
// for review: it is active at once, with no flag. Like every memory that
// is not normal, its text leaves the file for a placeholder, so that only
// readers allowed sensitive items get it.
func TestPersonalDataSensitiveNotHeld(t *testing.T) {
	t.Parallel()
	w := newWorld(t, map[string]string{"MEMORY.md": memoryMD})
	w.one("Uses Go 1.26 for new services", mem.Active)
	for _, text := range []string{"Dana's mobile is +44 20 7946 0958", "Company card 4111 1111 1111 1111 for travel"} {
		w.appendLine("MEMORY.md", "- "+text)
		it := w.one(text, mem.Active)
		if it.Privacy != mem.Sensitive || len(it.Flags) != 0 {
			t.Fatalf("%q: privacy %s, flags %+v; want sensitive and no flags", text, it.Privacy, it.Flags)
		}
		w.waitFor("the placeholder of "+text, func() bool {
			return strings.Contains(w.read("MEMORY.md"), "<!-- mem:"+it.ID+" active — held in memgate -->")
		})
		if strings.Contains(w.read("MEMORY.md"), text) {
			t.Fatalf("sensitive text %q still in the file", text)
		}
	}
	if n := len(w.eventsOf(EventHeld)); n != 0 {
		t.Fatalf("%d held events for personal data", n)
	}
}
