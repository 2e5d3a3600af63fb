package app

// Engine benchmarks on a generated workspace (issue 4): 10,000 vault notes,
// a 2,000-entry MEMORY.md and five knowledge-base buckets of 500 bullets.
//
//	go test -run '^$' -bench . -benchtime 1x ./app
//
// BenchmarkColdIngest    cold start (fresh workspace, fresh store) against
//                        reading + ingest.Parse of every file in the same
//                        iteration; sync (store defaults) and nosync.
// BenchmarkColdIngestFloor  the same baseline against read + parse + the
//                        cheapest atomic durable replace of every file
//                        (floor_linux_test.go): what no cold ingest that
//                        writes every file back can beat.
// BenchmarkWarmRestart   restart over the same store with nothing changed;
//                        should parse nothing.
// BenchmarkSaveToStore   an appended MEMORY.md line to its active item
//                        (and to its marker on disk), p50/p95.
// BenchmarkPeakRSS       VmHWM of a child process doing a cold ingest as
//                        memgate serve would, against an idle child.
//
// Nothing here asserts a timing; the figures go to docs/BENCHMARKS.md.

import (
	"github.com/memgate/memgate/internal/memlimit"
	"github.com/memgate/memgate/internal/procstat"

	"context"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
	scanner "github.com/memgate/memgate/scan"
	"github.com/memgate/memgate/store"
	"github.com/memgate/memgate/vault"
)

// Workspace sizes (issue 4).
const (
	wsNotes         = 10000
	wsMemoryEntries = 2000
	wsBucketEntries = 500
)

var wsBuckets = []string{"user", "org", "products", "processes", "business"}

var wsFolders = []string{"People", "Projects", "Processes", "Clients", "Tools", "Decisions", "Meetings", "Infra", "Finance", "Design"}

// Vocabulary for the generated facts. Every fact template uses all four
// slots, so that distinct slot tuples give distinct texts (no accidental
// duplicates, which the engine would fold into one item).
var (
	wsPeople   = strings.Split("Maya,Jonas,Dana,Priya,Tomas,Aiko,Lena,Omar,Sofia,Viktor,Ines,Rafael,Hanna,Kenji,Elif,Mateo", ",")
	wsTools    = strings.Split("pnpm,Postgres 16,Docker Compose,Zed,Terraform,SvelteKit,Go 1.26,Redis,Grafana,Playwright,Vite,ripgrep,GitHub Actions,Caddy,SQLite", ",")
	wsAreas    = strings.Split("the frontend,the public API,database migrations,release notes,onboarding docs,invoicing,load tests,error budgets,code review,design tokens", ",")
	wsProjects = strings.Split("harbor-booking,ledger-sync,atlas-search,quill-editor,beacon-alerts,tundra-maps,orchid-cms,falcon-billing,cobalt-auth,meadow-forms", ",")
	wsDays     = strings.Split("Monday,Tuesday,Wednesday,Thursday,Friday", ",")
	wsMonths   = strings.Split("January,February,March,April,May,June,July,August,September,October,November,December", ",")
	wsFacts    = []string{
		"%[1]s prefers %[2]s for %[3]s in %[4]s.",
		"In %[4]s, %[3]s moved to %[2]s; %[1]s owns the change.",
		"%[1]s reviews %[3]s for %[4]s and wants %[2]s used for it.",
		"For %[3]s on %[4]s, reach for %[2]s first; %[1]s set that up.",
		"%[4]s keeps %[3]s in %[2]s, and %[1]s answers questions about it.",
		"%[1]s asked that %[3]s in %[4]s stay on %[2]s until the next quarter.",
		"When %[3]s breaks in %[4]s, %[1]s checks %[2]s before anything else.",
		"%[2]s is the agreed tool for %[3]s at %[4]s, according to %[1]s.",
	}
	wsFiller = []string{
		"The weekly sync happens on %[5]s mornings and rarely runs over half an hour.",
		"Nothing here is urgent, but it came up twice in %[6]s and is worth writing down.",
		"The decision was made after a short call with %[1]s and a look at last quarter's numbers.",
		"Links to the relevant threads are in the project channel for %[4]s.",
		"If this changes, update the onboarding checklist and tell %[1]s.",
		"The previous approach worked, but it was slow to explain to new people.",
		"A short write-up with screenshots lives next to the %[4]s roadmap.",
		"It is fine to deviate for experiments as long as the main branch stays clean.",
	}
)

// wsFact is fact number i, distinct for every i < 192,000.
func wsFact(i int) string {
	k := (i * 7919) % (len(wsFacts) * len(wsPeople) * len(wsTools) * len(wsAreas) * len(wsProjects))
	t := k % len(wsFacts)
	k /= len(wsFacts)
	p := k % len(wsPeople)
	k /= len(wsPeople)
	to := k % len(wsTools)
	k /= len(wsTools)
	a := k % len(wsAreas)
	k /= len(wsAreas)
	j := k % len(wsProjects)
	return fmt.Sprintf(wsFacts[t], wsPeople[p], wsTools[to], wsAreas[a], wsProjects[j])
}

func wsSentence(r *rand.Rand) string {
	f := wsFiller
	if r.IntN(3) == 0 {
		f = wsFacts
	}
	return fmt.Sprintf(f[r.IntN(len(f))], wsPeople[r.IntN(len(wsPeople))], wsTools[r.IntN(len(wsTools))],
		wsAreas[r.IntN(len(wsAreas))], wsProjects[r.IntN(len(wsProjects))], wsDays[r.IntN(len(wsDays))], wsMonths[r.IntN(len(wsMonths))])
}

func wsDate(i int) string {
	d := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i%600)
	return d.Format("2006-01-02")
}

// wsFile is one generated file and the format it is parsed as.
type wsFile struct {
	rel  string
	kind ingest.Kind
}

// genWorkspace writes the benchmark workspace under dir and returns its
// files. Output is deterministic.
func genWorkspace(tb testing.TB, dir string, notes, memEntries, bucketEntries int) []wsFile {
	tb.Helper()
	r := rand.New(rand.NewPCG(4, 2026))
	var files []wsFile
	put := func(rel string, kind ingest.Kind, body string) {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			tb.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			tb.Fatal(err)
		}
		files = append(files, wsFile{rel, kind})
	}
	fact := 0

	// MEMORY.md: sections of 50 list entries, a timestamp comment now and
	// then, as agents append them.
	var b strings.Builder
	b.WriteString("# Memory\n\n<!-- Long-term notes the coding agent keeps about its user and projects. -->\n")
	for i := 0; i < memEntries; i++ {
		if i%50 == 0 {
			fmt.Fprintf(&b, "\n## %s, part %d\n\n", wsProjects[(i/50)%len(wsProjects)], i/50+1)
		}
		if i%25 == 7 {
			fmt.Fprintf(&b, "<!-- %sT10:00:00Z -->\n", wsDate(i))
		}
		b.WriteString("- " + wsFact(fact) + "\n")
		fact++
	}
	put("MEMORY.md", ingest.MemoryFile, b.String())

	// kb buckets: dated bullets.
	for _, name := range wsBuckets {
		b.Reset()
		fmt.Fprintf(&b, "# %s\n\n<!-- Durable facts. Format: - YYYY-MM-DD — <fact>. Append one line per fact. -->\n\n", strings.ToUpper(name[:1])+name[1:])
		for i := 0; i < bucketEntries; i++ {
			fmt.Fprintf(&b, "- %s — %s\n", wsDate(i), wsFact(fact))
			fact++
		}
		put("kb/"+name+".md", ingest.Bucket, b.String())
	}

	// Vault notes, about 1 KiB each, in ten folders under Memory/.
	for i := 0; i < notes; i++ {
		folder := wsFolders[i%len(wsFolders)]
		title := fmt.Sprintf("%s %s %04d", wsProjects[r.IntN(len(wsProjects))], strings.TrimPrefix(wsAreas[r.IntN(len(wsAreas))], "the "), i)
		b.Reset()
		fmt.Fprintf(&b, "---\ntags: [%s, %s]\ncreated: %s\naliases:\n  - %q\n---\n# %s\n\n",
			strings.ToLower(folder), wsProjects[i%len(wsProjects)], wsDate(i), "note "+strconv.Itoa(i), title)
		b.WriteString(wsFact(fact) + " ")
		fact++
		for b.Len() < 700+r.IntN(700) {
			switch r.IntN(6) {
			case 0:
				b.WriteString("\n\n## " + wsDays[r.IntN(len(wsDays))] + " notes\n\n")
			case 1:
				b.WriteString("\n\n")
				for k := 0; k < 3; k++ {
					b.WriteString("- " + wsSentence(r) + "\n")
				}
				b.WriteString("\n")
			default:
				b.WriteString(wsSentence(r) + " ")
			}
		}
		b.WriteString("\n")
		put("vault/Memory/"+folder+"/"+title+".md", ingest.Note, b.String())
	}
	return files
}

// copyTree copies the regular files and directories of src into dst.
func copyTree(tb testing.TB, src, dst string) {
	tb.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		out := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(out, 0o755)
		}
		in, err := os.Open(p)
		if err != nil {
			return err
		}
		defer in.Close()
		f, err := os.OpenFile(out, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
		if err != nil {
			return err
		}
		if _, err := io.Copy(f, in); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	})
	if err != nil {
		tb.Fatal(err)
	}
}

func wsConfig(dir string) Config {
	return Config{
		Sources: []SourceConfig{
			{Kind: KindMemoryFile, Path: filepath.Join(dir, "MEMORY.md")},
			{Kind: KindKB, Path: filepath.Join(dir, "kb")},
			{Kind: KindVault, Path: filepath.Join(dir, "vault")},
		},
	}
}

// parseBaseline reads every file and parses it, nothing more: the floor
// under a cold ingest. It returns the entries found.
func parseBaseline(tb testing.TB, dir string, files []wsFile) []ingest.Entry {
	var all []ingest.Entry
	for _, f := range files {
		p := filepath.Join(dir, filepath.FromSlash(f.rel))
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		doc, err := ingest.Parse(f.kind, p, data, ingest.Options{})
		if err != nil {
			tb.Fatal(err)
		}
		all = append(all, doc.Entries...)
	}
	return all
}

// flagged counts the entries the scanners would hold.
func flagged(entries []ingest.Entry) (n int, rules map[string]int) {
	rules = map[string]int{}
	for _, en := range entries {
		if fs := scanner.Scan(en.Text); len(fs) > 0 {
			n++
			rules[fs[0].Rule]++
		}
	}
	return n, rules
}

func discardLog() *slog.Logger { return slog.New(slog.DiscardHandler) }

// benchEngine is an engine over a real store, started and timed.
type benchEngine struct {
	st     *store.Store
	eng    *Engine
	cancel context.CancelFunc
	done   chan error
	events <-chan Event
	unsub  func()
}

// startEngine opens the store in data and runs an engine on cfg; it
// returns once the start-up reconcile is done, with the time from Serve's
// start to Ready.
func startEngine(tb testing.TB, cfg Config, data string, nosync bool) (*benchEngine, time.Duration) {
	tb.Helper()
	be := &benchEngine{done: make(chan error, 1)}
	var eng *Engine
	st, err := store.Open(data, store.Options{NoSync: nosync, Logger: discardLog(), OnCommit: func(evs []store.Event) { eng.OnCommit(evs) }})
	if err != nil {
		tb.Fatal(err)
	}
	eng, err = New(cfg, st, Options{Logger: discardLog()})
	if err != nil {
		tb.Fatal(err)
	}
	be.st, be.eng = st, eng
	be.events, be.unsub = eng.Subscribe()
	ctx, cancel := context.WithCancel(context.Background())
	be.cancel = cancel
	start := time.Now()
	go func() { be.done <- eng.Serve(ctx) }()
	select {
	case <-eng.Ready():
	case err := <-be.done:
		tb.Fatalf("engine stopped: %v", err)
	}
	return be, time.Since(start)
}

func (be *benchEngine) stop(tb testing.TB) {
	tb.Helper()
	be.cancel()
	if err := <-be.done; err != nil {
		tb.Errorf("serve: %v", err)
	}
	be.unsub()
	if err := be.st.Close(); err != nil {
		tb.Errorf("close: %v", err)
	}
}

// drain empties the event channel, counting held and error events.
func (be *benchEngine) drain() (held, errs int) {
	for {
		select {
		case ev := <-be.events:
			switch ev.Type {
			case EventHeld:
				held++
			case EventError:
				errs++
			}
		default:
			return
		}
	}
}

// benchWorkspace generates the full workspace once per benchmark into a
// template directory.
func benchWorkspace(b *testing.B) (string, []wsFile) {
	b.Helper()
	tmpl := filepath.Join(b.TempDir(), "ws")
	files := genWorkspace(b, tmpl, wsNotes, wsMemoryEntries, wsBucketEntries)
	return tmpl, files
}

func syncModes() []struct {
	name   string
	nosync bool
} {
	return []struct {
		name   string
		nosync bool
	}{{"sync", false}, {"nosync", true}}
}

// coldRun copies the template, runs the parse baseline over the copy and
// then a cold ingest of it, and returns both durations, wall and CPU (the
// whole process's, every goroutine of the engine and of Badger). The
// engine is left running for the caller.
func coldRun(b *testing.B, tmpl string, files []wsFile, nosync bool) (ws, data string, be *benchEngine, base, cold, baseCPU, coldCPU time.Duration) {
	b.Helper()
	root := b.TempDir()
	ws, data = filepath.Join(root, "ws"), filepath.Join(root, "data")
	copyTree(b, tmpl, ws)
	// A user's vault is on disk, not 10 MB of dirty page cache from a copy
	// made a moment ago: the first syncfs of the write-back would flush the
	// whole copy (and the baseline never syncs). Flush it before timing.
	flushPageCache()
	c0, t0 := procstat.CPUTime(), time.Now()
	parseBaseline(b, ws, files)
	base, baseCPU = time.Since(t0), procstat.CPUTime()-c0
	c0 = procstat.CPUTime()
	be, cold = startEngine(b, wsConfig(ws), data, nosync)
	coldCPU = procstat.CPUTime() - c0
	return ws, data, be, base, cold, baseCPU, coldCPU
}

// settle appends a probe line to memPath and polls the store until its
// item exists: the engine handles watcher events one at a time, so this is
// when the work queued behind the start-up reconcile (the watcher's own
// start-up rescan, the events of the cold write-back) is done.
func settle(tb testing.TB, be *benchEngine, memPath, tag string) {
	tb.Helper()
	text := "Probe line " + tag + " appended to see the engine idle."
	f, err := os.OpenFile(memPath, os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := f.WriteString("- " + text + "\n"); err != nil {
		tb.Fatal(err)
	}
	f.Close()
	deadline := time.Now().Add(10 * time.Minute)
	for {
		if items, err := be.st.ByText(text); err == nil && len(items) > 0 {
			return
		}
		if time.Now().After(deadline) {
			tb.Fatalf("probe %s never reached the store", tag)
		}
		be.drain()
		time.Sleep(5 * time.Millisecond)
	}
}

// BenchmarkColdIngest: a fresh copy of the workspace into a fresh store,
// timed from Serve to Ready (every file reconciled, markers and front
// matter written back), against reading and parsing every file in the
// same iteration. Target: x-baseline ≤ 1.5.
//
//	go test -run '^$' -bench ColdIngest -benchtime 1x ./app
func BenchmarkColdIngest(b *testing.B) {
	tmpl, files := benchWorkspace(b)
	for _, m := range syncModes() {
		b.Run(m.name, func(b *testing.B) {
			var base, cold, busy, baseCPU, coldCPU time.Duration
			var items, flaggedItems, held, errs int
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				ws, _, be, bd, cd, bc, cc := coldRun(b, tmpl, files, m.nosync)
				base += bd
				cold += cd
				baseCPU += bc
				coldCPU += cc
				h, e := be.drain()
				held += h
				errs += e
				t0 := time.Now()
				settle(b, be, filepath.Join(ws, "MEMORY.md"), "cold")
				busy += time.Since(t0)
				counts, err := be.st.Counts()
				if err != nil {
					b.Fatal(err)
				}
				items = -1 // the probe
				for _, n := range counts {
					items += n
				}
				// Notes are held by policy; the probe line is active.
				flaggedItems = counts[mem.NeedsReview] - wsNotes
				if i == 0 && counts[mem.Active] != wsMemoryEntries+len(wsBuckets)*wsBucketEntries+1 {
					b.Logf("counts %v", counts)
				}
				be.stop(b)
			}
			n := float64(b.N)
			b.ReportMetric(cold.Seconds()/n, "cold-s")
			b.ReportMetric(base.Seconds()/n, "baseline-s")
			b.ReportMetric(cold.Seconds()/base.Seconds(), "x-baseline")
			// CPU time, which other jobs on the machine disturb far less
			// than wall time; the engine spreads over every core, the
			// baseline runs on one.
			b.ReportMetric(coldCPU.Seconds()/n, "cold-cpu-s")
			b.ReportMetric(coldCPU.Seconds()/baseCPU.Seconds(), "cpu-x-baseline")
			// After Ready the engine is still busy with queued watcher
			// work: the time until a line appended then is in the store.
			b.ReportMetric(busy.Seconds()/n, "post-ready-busy-s")
			b.ReportMetric((cold+busy).Seconds()/base.Seconds(), "x-baseline-settled")
			b.ReportMetric(float64(items), "items")
			b.ReportMetric(float64(flaggedItems), "flagged-items")
			b.ReportMetric(float64(held)/n, "held-events")
			b.ReportMetric(float64(errs)/n, "error-events")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkWorkspaceScan reports how many generated entries the scanners
// flag (should be 0), the parse baseline on its own, and the scanners'
// time over every entry (scan-s), the part of a cold ingest they cost.
//
//	go test -run '^$' -bench WorkspaceScan -benchtime 1x ./app
func BenchmarkWorkspaceScan(b *testing.B) {
	tmpl, files := benchWorkspace(b)
	var entries []ingest.Entry
	var base time.Duration
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		entries = parseBaseline(b, tmpl, files)
		base += time.Since(t0)
	}
	n, rules := flagged(entries)
	if n > 0 {
		b.Logf("flagged rules: %v", rules)
	}
	// The scanners over every entry, as a cold ingest runs them.
	t0 := time.Now()
	for i := 0; i < b.N; i++ {
		for _, en := range entries {
			scanner.Scan(en.Text)
		}
	}
	scan := time.Since(t0)
	var bytes int64
	for _, f := range files {
		fi, _ := os.Stat(filepath.Join(tmpl, filepath.FromSlash(f.rel)))
		bytes += fi.Size()
	}
	b.ReportMetric(float64(len(files)), "files")
	b.ReportMetric(float64(len(entries)), "entries")
	b.ReportMetric(float64(bytes)/(1<<20), "MB")
	b.ReportMetric(float64(n), "flagged")
	b.ReportMetric(base.Seconds()/float64(b.N), "baseline-s")
	b.ReportMetric(scan.Seconds()/float64(b.N), "scan-s")
	b.ReportMetric(0, "ns/op")
}

// BenchmarkWarmRestart: after a cold ingest, stop and start again over the
// same store and files, timed from Serve to Ready. Nothing changed, so
// nothing should be parsed. Target: x-cold ≤ 0.10.
//
//	go test -run '^$' -bench WarmRestart -benchtime 1x ./app
func BenchmarkWarmRestart(b *testing.B) {
	tmpl, files := benchWorkspace(b)
	for _, m := range syncModes() {
		b.Run(m.name, func(b *testing.B) {
			var cold, warm, open time.Duration
			var parses int64
			for i := 0; i < b.N; i++ {
				ws, data, be, _, cd, _, _ := coldRun(b, tmpl, files, m.nosync)
				cold += cd
				be.stop(b)
				t0 := time.Now()
				be, wd := startEngine(b, wsConfig(ws), data, m.nosync)
				open += time.Since(t0) - wd
				warm += wd
				parses += be.eng.Parses()
				be.stop(b)
			}
			n := float64(b.N)
			b.ReportMetric(warm.Seconds()/n, "warm-s")
			b.ReportMetric(open.Seconds()/n, "store-open-s")
			b.ReportMetric(cold.Seconds()/n, "cold-s")
			b.ReportMetric(warm.Seconds()/cold.Seconds(), "x-cold")
			b.ReportMetric(float64(parses)/n, "parses")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// BenchmarkSaveToStore: with the engine running over the ingested
// workspace, a line is appended to MEMORY.md (open, append, close) and
// timed from the close to the store event that creates its item active,
// and to the write-back that puts its marker in the file. Appends are
// spaced so that each is its own event. Target: p95 ≤ debounce + 50 ms.
//
//	go test -run '^$' -bench SaveToStore -benchtime 1x ./app
func BenchmarkSaveToStore(b *testing.B) {
	const samples = 50
	tmpl, _ := benchWorkspace(b)
	for _, m := range syncModes() {
		b.Run(m.name, func(b *testing.B) {
			var toItem, toMarker []time.Duration
			cfg := wsConfig("")
			for i := 0; i < b.N; i++ {
				root := b.TempDir()
				ws, data := filepath.Join(root, "ws"), filepath.Join(root, "data")
				copyTree(b, tmpl, ws)
				cfg = wsConfig(ws)
				cfg.Debounce = vault.DefaultDebounce
				be, _ := startEngine(b, cfg, data, m.nosync)
				// Let the work queued behind the cold ingest go by (see
				// settle), then two discarded samples.
				memPath := filepath.Join(ws, "MEMORY.md")
				settle(b, be, memPath, "save")
				time.Sleep(cfg.Debounce + 100*time.Millisecond)
				saveSamples(b, be, memPath, cfg.Debounce, 2, -1-i)
				it, mk := saveSamples(b, be, memPath, cfg.Debounce, samples, i)
				toItem, toMarker = append(toItem, it...), append(toMarker, mk...)
				data2, _ := os.ReadFile(memPath)
				if !strings.Contains(string(data2), "run "+strconv.Itoa(i)+", appended by the benchmark. <!-- mem:") {
					b.Errorf("last sample has no marker in the file")
				}
				be.stop(b)
			}
			p := func(d []time.Duration, q float64) float64 {
				s := slices.Clone(d)
				slices.Sort(s)
				idx := int(q*float64(len(s))+0.5) - 1
				idx = max(0, min(idx, len(s)-1))
				return float64(s[idx]) / float64(time.Millisecond)
			}
			deb := float64(cfg.Debounce) / float64(time.Millisecond)
			b.ReportMetric(deb, "debounce-ms")
			b.ReportMetric(p(toItem, 0.50), "p50-ms")
			b.ReportMetric(p(toItem, 0.95), "p95-ms")
			b.ReportMetric(p(toItem, 0.95)-deb, "p95-minus-debounce-ms")
			b.ReportMetric(p(toItem, 1), "max-ms")
			b.ReportMetric(p(toMarker, 0.50), "marker-p50-ms")
			b.ReportMetric(p(toMarker, 0.95), "marker-p95-ms")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// saveSamples appends n lines to memPath one at a time and returns, for
// each, the time from the append's close to its item's creation as active
// and to the write-back of its file.
func saveSamples(tb testing.TB, be *benchEngine, memPath string, debounce time.Duration, n, run int) (toItem, toMarker []time.Duration) {
	tb.Helper()
	for k := 0; k < n; k++ {
		be.drain() // events of earlier work; a full channel drops new ones
		text := fmt.Sprintf("%s Sample %d of run %d, appended by the benchmark.", wsFact(150000+k), k, run)
		f, err := os.OpenFile(memPath, os.O_APPEND|os.O_WRONLY, 0o644)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := f.WriteString("- " + text + "\n"); err != nil {
			tb.Fatal(err)
		}
		if err := f.Close(); err != nil {
			tb.Fatal(err)
		}
		t0 := time.Now()
		var created string
		deadline := time.After(30 * time.Second)
	wait:
		for {
			select {
			case ev := <-be.events:
				switch {
				case created == "" && ev.Type == EventItem && ev.Action == "create" && ev.Status == string(mem.Active):
					if it, err := be.st.Get(ev.Item); err == nil && it.Text == text {
						created = ev.Item
						toItem = append(toItem, time.Since(t0))
					}
				case created != "" && ev.Type == EventFile && ev.Path == memPath:
					toMarker = append(toMarker, time.Since(t0))
					break wait
				}
			case <-deadline:
				tb.Fatalf("sample %d: no active item and marker within 30s (created %q)", k, created)
			}
		}
		// Quiet time: the echo of our write-back is debounced too.
		time.Sleep(debounce + 100*time.Millisecond)
	}
	return toItem, toMarker
}

const envRSSChild = "MEMGATE_APP_RSS_CHILD"

// BenchmarkPeakRSS: peak resident set (VmHWM) of a fresh child process
// that cold-ingests the workspace as memgate serve would (memlimit.Apply,
// store defaults with synced writes), against a child that does nothing.
// Target: peak ≤ 150 MB.
//
//	go test -run '^$' -bench PeakRSS -benchtime 1x ./app
func BenchmarkPeakRSS(b *testing.B) {
	tmpl, _ := benchWorkspace(b)
	for i := 0; i < b.N; i++ {
		base := rssChild(b, "baseline", "")
		root := b.TempDir()
		copyTree(b, tmpl, filepath.Join(root, "ws"))
		full := rssChild(b, "ingest", root)
		b.ReportMetric(base, "baseline-MB")
		b.ReportMetric(full, "peak-MB")
		b.ReportMetric(full-base, "ingest-MB")
	}
	b.ReportMetric(0, "ns/op")
}

func rssChild(b *testing.B, mode, root string) float64 {
	b.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envRSSChild+"="+mode+":"+root)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		b.Fatalf("%s child: %v\n%s%s", mode, err, out, stderr.String())
	}
	kb, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	if err != nil {
		b.Fatalf("%s child said %q\n%s", mode, out, stderr.String())
	}
	if s := strings.TrimSpace(stderr.String()); s != "" {
		b.Logf("%s child: %s", mode, s)
	}
	return kb / 1024
}

// rssMain runs in the child process (dispatched from TestMain): cold-ingest
// root/ws into root/data, then print VmHWM in kB.
func rssMain(arg string) {
	mode, root, _ := strings.Cut(arg, ":")
	memlimit.Apply(filepath.Join(root, "data")) // as memgate's main does
	if mode == "ingest" {
		var eng *Engine
		st, err := store.Open(filepath.Join(root, "data"), store.Options{Logger: discardLog(), OnCommit: func(evs []store.Event) { eng.OnCommit(evs) }})
		if err != nil {
			panic(err)
		}
		eng, err = New(wsConfig(filepath.Join(root, "ws")), st, Options{Logger: discardLog()})
		if err != nil {
			panic(err)
		}
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		t0 := time.Now()
		go func() { done <- eng.Serve(ctx) }()
		<-eng.Ready()
		ready := time.Since(t0)
		// Stay up while the watcher delivers the echoes of the write-back.
		time.Sleep(2 * time.Second)
		cancel()
		if err := <-done; err != nil {
			panic(err)
		}
		if err := st.Close(); err != nil {
			panic(err)
		}
		fmt.Fprintf(os.Stderr, "cold ingest %.1fs, %d parses\n", ready.Seconds(), eng.Parses())
	}
	kb, err := procstat.PeakRSSKB()
	if err != nil {
		panic(err)
	}
	fmt.Println(kb)
	os.Exit(0)
}

// TestBenchWorkspace checks the generator at a small scale: every file
// parses, entry counts are as asked, no text repeats and the scanners flag
// nothing. It keeps the benchmarks' workspace honest without their cost.
func TestBenchWorkspace(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files := genWorkspace(t, dir, 200, 300, 40)
	entries := parseBaseline(t, dir, files)
	if want := 200 + 300 + 5*40; len(entries) != want {
		t.Fatalf("%d entries, want %d", len(entries), want)
	}
	seen := map[string]bool{}
	for _, en := range entries {
		if seen[en.Hash] {
			t.Fatalf("duplicate entry %q", en.Text)
		}
		seen[en.Hash] = true
	}
	if n, rules := flagged(entries); n > 0 {
		t.Fatalf("%d entries flagged: %v", n, rules)
	}
}
