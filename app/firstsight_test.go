package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// A first start through firstSight must end exactly where reconciling the
// same files one by one ends: the same items (text, status, privacy,
// flags, source) and the same bytes in every file, ids aside. The
// workspace is the demo plus every case firstSight hands back to the
// one-file path: duplicates within a file and across files, a tombstoned
// value, a marker for an unknown id, an unparsable note, notes outside the
// governed folder; and an item an interrupted first start left, which both
// adopt.
func TestFirstSightMatchesOneByOne(t *testing.T) {
	slow := firstStart(t, true, 0)
	// One batch, and batches of two files: the next batch parsed while
	// one is stored and written, duplicates across batches, the spare
	// inodes of one batch's write-back reused by the next.
	for _, size := range []int{defaultFirstSightBatch, 2} {
		t.Run(fmt.Sprintf("batch=%d", size), func(t *testing.T) {
			fast := firstStart(t, false, size)
			if fast.items != slow.items {
				t.Errorf("store differs:\nfirstSight:\n%s\none by one:\n%s", fast.items, slow.items)
			}
			for name, b := range slow.files {
				if fast.files[name] != b {
					t.Errorf("%s differs:\nfirstSight:\n%s\none by one:\n%s", name, fast.files[name], b)
				}
			}
			if len(fast.files) != len(slow.files) {
				var extra []string
				for name := range fast.files {
					if _, ok := slow.files[name]; !ok {
						extra = append(extra, name)
					}
				}
				t.Errorf("%d files against %d; only after firstSight: %v", len(fast.files), len(slow.files), extra)
			}
			if fast.events != slow.events {
				t.Errorf("events: firstSight %s, one by one %s", fast.events, slow.events)
			}
			if n := strings.Count(fast.items, "A note in a subfolder of Memory."); n != 1 {
				t.Errorf("the note of an interrupted first start has %d items, want 1 (adopted):\n%s", n, fast.items)
			}
			// And the case is not vacuous: the demo's held lines and the
			// tombstone were handled.
			for _, want := range []string{"needs_review", "secret", "rejected"} {
				if !strings.Contains(fast.items, want) {
					t.Errorf("no %s item after the first start:\n%s", want, fast.items)
				}
			}
		})
	}
}

type startResult struct {
	items  string
	files  map[string]string
	events string
}

var (
	idRe   = regexp.MustCompile(`mem:[a-z0-9]+`)
	fmIDRe = regexp.MustCompile(`memory_id: [a-z0-9]+`)
)

func firstStart(t *testing.T, oneByOne bool, batch int) startResult {
	t.Helper()
	dir := t.TempDir()
	copyTree(t, filepath.Join("..", "examples", "demo"), dir)
	extra := map[string]string{
		"MEMORY.md.extra":            "- The deploy window is Tuesday.\n- The deploy window is Tuesday.\n- Old rejected FACT\n- Copied line from another machine <!-- mem:abcdef0123456789 active -->\n- Shared between files.\n",
		"kb/user.md.extra":           "- 2026-01-04 — Shared between files.\n",
		"kb/org.md.extra":            "- 2026-01-05 — Shared between buckets.\n",
		"kb/products.md.extra":       "- 2026-01-06 — Shared between buckets.\n",
		"vault/Memory/Broken.md":     "---\nmemory_status: [unclosed\n---\nBody.\n",
		"vault/Memory/Twin A.md":     "# Twin\n\nSame body in two notes.\n",
		"vault/Memory/Twin B.md":     "# Twin\n\nSame body in two notes.\n",
		"vault/Elsewhere/Plain.md":   "# Not governed\n\nJust a note.\n",
		"vault/Memory/Deep/Inner.md": "---\ntags: [x]\n---\nA note in a subfolder of Memory.\n",
	}
	for name, body := range extra {
		p := filepath.Join(dir, strings.TrimSuffix(name, ".extra"))
		os.MkdirAll(filepath.Dir(p), 0o755)
		f, err := os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString(body)
		f.Close()
	}
	data := t.TempDir()
	// A value rejected before: its reappearance is a tombstone.
	st, err := store.Open(data, store.Options{NoSync: true})
	if err != nil {
		t.Fatal(err)
	}
	it, err := st.Create(store.UserCLI, store.New{Text: "old rejected fact", Status: mem.Active}, "")
	if err == nil {
		_, err = st.Reject(store.UserCLI, it.ID, "wrong")
	}
	if err != nil {
		t.Fatal(err)
	}
	// A first start cut short: an item for a note already exists, at its
	// place; it is adopted, not created again.
	if _, err := st.Create(store.System("ingest"), store.New{Text: "A note in a subfolder of Memory.", Kind: "note", Status: mem.NeedsReview,
		Source: store.Source{Kind: KindVault, Path: filepath.Join(dir, "vault", "Memory", "Deep", "Inner.md")}}, "seed"); err != nil {
		t.Fatal(err)
	}
	st.Close()

	w := &world{t: t, dir: dir, data: data, opts: Options{OneByOne: oneByOne, FirstSightBatch: batch}}
	w.cfg = Config{
		Sources: []SourceConfig{
			{Kind: KindMemoryFile, Path: filepath.Join(dir, "MEMORY.md")},
			{Kind: KindKB, Path: filepath.Join(dir, "kb")},
			{Kind: KindVault, Path: filepath.Join(dir, "vault")},
		},
	}
	w.start()
	stopped := false
	defer func() {
		if !stopped {
			w.stop()
		}
	}()
	// Let the watcher's echoes of the first write-back pass.
	w.appendLine("MEMORY.md", "- Probe line.")
	probe := w.one("Probe line.", mem.Active)
	w.waitFor("the probe's marker", func() bool { return strings.Contains(w.read("MEMORY.md"), probe.ID) })

	var res startResult
	all, _, err := w.st.List(context.Background(), store.Filter{})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, it := range all {
		var rules []string
		for _, f := range it.Flags {
			rules = append(rules, f.Rule)
		}
		rel, _ := filepath.Rel(dir, it.Source.Path)
		lines = append(lines, fmt.Sprintf("%s | %q | %s %s %s | %s | %s | %q", rel, it.Text, it.Status, it.Privacy, it.Kind, it.Category, strings.Join(rules, ","), it.Source.Raw))
	}
	slices.Sort(lines)
	res.items = strings.Join(lines, "\n")
	// The files once the engine has stopped: a write in flight has a temp
	// file beside its target, and one left after the stop is a leak.
	w.stop()
	stopped = true
	res.files = map[string]string{}
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		rel, _ := filepath.Rel(dir, p)
		res.files[rel] = fmIDRe.ReplaceAllString(idRe.ReplaceAllString(string(b), "mem:ID"), "memory_id: ID")
		return nil
	})
	counts := map[string]int{}
	w.mu.Lock()
	for _, ev := range w.events {
		if ev.Type != EventItem && ev.Type != EventFile {
			counts[ev.Type]++
		}
	}
	w.mu.Unlock()
	res.events = fmt.Sprint(counts)
	return res
}
