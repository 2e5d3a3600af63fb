package api_test

import (
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

var (
	benchWords  = []string{"pnpm", "postgres", "friday", "invoice", "deploy", "tabs", "berlin", "coffee", "review", "release", "kafka", "grafana", "terraform", "oncall", "budget", "roadmap"}
	benchVerbs  = []string{"prefers", "uses", "avoids", "owns", "schedules", "documents", "tracks", "reviews"}
	benchScopes = []string{"global", "global", "alpha", "beta"}
)

// seed creates n active items straight in the store (no files), spread
// over scopes and categories.
func seed(b testing.TB, s *server, n int) {
	b.Helper()
	for i := range n {
		w1, w2 := benchWords[i%len(benchWords)], benchWords[(i/len(benchWords))%len(benchWords)]
		text := fmt.Sprintf("Team %d %s %s with %s for project %d", i, benchVerbs[i%len(benchVerbs)], w1, w2, i%97)
		_, err := s.st.Create(store.System("bench"), store.New{Text: text, Kind: "fact", Category: benchWords[i%5], Scope: benchScopes[i%len(benchScopes)],
			Status: mem.Active, Confidence: 0.85, Source: store.Source{Kind: "api"}}, "bench")
		if err != nil {
			b.Fatal(err)
		}
	}
	s.waitFor("the active snapshot", func() bool { a, _ := s.eng.Active(); return len(a) >= n })
}

// loadResult accumulates latencies and wall time over one or more loads.
type loadResult struct {
	lat []time.Duration
	el  time.Duration
}

func (r *loadResult) add(o loadResult) { r.lat, r.el = append(r.lat, o.lat...), r.el+o.el }

func (r loadResult) rps() float64 { return float64(len(r.lat)) / r.el.Seconds() }

func (r loadResult) q(f float64) time.Duration {
	all := slices.Clone(r.lat)
	slices.Sort(all)
	return all[min(len(all)-1, int(f*float64(len(all))))]
}

// load sends total GETs of path from clients concurrent keep-alive
// clients and measures each.
func load(b testing.TB, base, token, path string, clients, total int) loadResult {
	b.Helper()
	tr := &http.Transport{MaxIdleConnsPerHost: clients + 1, MaxConnsPerHost: clients + 1}
	defer tr.CloseIdleConnections()
	cl := &http.Client{Transport: tr}
	lat := make([][]time.Duration, clients)
	var wg sync.WaitGroup
	start := time.Now()
	per := max(total/clients, 1)
	for c := range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest("GET", base+path, nil)
			req.Header.Set("Authorization", "Bearer "+token)
			for range per {
				t0 := time.Now()
				res, err := cl.Do(req)
				if err != nil {
					b.Error(err)
					return
				}
				io.Copy(io.Discard, res.Body)
				res.Body.Close()
				if res.StatusCode != 200 {
					b.Errorf("%s: %d", path, res.StatusCode)
					return
				}
				lat[c] = append(lat[c], time.Since(t0))
			}
		}()
	}
	wg.Wait()
	all := slices.Concat(lat...)
	if len(all) == 0 {
		b.Fatal("no requests completed")
	}
	return loadResult{lat: all, el: time.Since(start)}
}

// BenchmarkAPI: /v1/context and /v1/recall over 10,000 active items at 1
// and 32 concurrent clients, each against a baseline route that returns
// the same bytes from memory through the same server, middleware and
// authentication, in the same run; context-writer is /v1/context while a
// writer commits 10 changes a second. b.N is the number of requests per
// measurement.
//
//	go test -run '^$' -bench BenchmarkAPI -benchtime 2000x ./api
func BenchmarkAPI(b *testing.B) {
	s := newServer(b, map[string]string{"MEMORY.md": "# Memory\n"})
	seed(b, s, 10_000)
	agent := s.token("bench", "agent", []string{"alpha"}, false, false)
	paths := map[string]string{
		"context": "/v1/context?scope=alpha",
		"recall":  "/v1/recall?q=postgres+friday&limit=10&scope=alpha",
	}
	for name, path := range paths {
		r := s.must(200, s.req("GET", path, agent, nil))
		body, ctype, etag := r.body, r.hdr.Get("Content-Type"), r.hdr.Get("ETag")
		s.h.MountForTest("/v1/baseline/"+name, http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", ctype)
			if etag != "" {
				w.Header().Set("ETag", etag)
			}
			w.Header().Set("Content-Length", fmt.Sprint(len(body)))
			w.Write(body)
		}))
		b.Logf("%s: %d bytes per response", name, len(body))
	}
	for _, name := range []string{"context", "recall"} {
		for _, clients := range []int{1, 32} {
			b.Run(fmt.Sprintf("%s/c%d", name, clients), func(b *testing.B) {
				total := max(b.N, clients)
				// Warm both, then alternate baseline and route in ten
				// rounds, so that both see the same machine: on a shared
				// 2-core box, load from elsewhere comes and goes within a
				// run, and measuring one after the other skews the ratio.
				load(b, s.base, agent, "/v1/baseline/"+name, clients, clients*4)
				load(b, s.base, agent, paths[name], clients, clients*4)
				b.ResetTimer()
				var base, got loadResult
				const rounds = 10
				for range rounds {
					base.add(load(b, s.base, agent, "/v1/baseline/"+name, clients, max(total/rounds, clients)))
					got.add(load(b, s.base, agent, paths[name], clients, max(total/rounds, clients)))
				}
				b.StopTimer()
				reportLoad(b, got, base)
			})
		}
	}
	// context-writer: /v1/context while one goroutine commits a change
	// ten times a second through the engine (a trusted proposal, active at
	// once, in the readers' scope), so that the block's cache is
	// invalidated every 100 ms and readers pay for renders, not only cache
	// hits. Against the same fixed-body baseline, alternated as above.
	// Issue 15's target: ratio ≥ 0.5.
	for _, clients := range []int{1, 32} {
		b.Run(fmt.Sprintf("context-writer/c%d", clients), func(b *testing.B) {
			total := max(b.N, clients)
			active0, _ := s.eng.Active()
			w := startWriter(b, s, fmt.Sprintf("c%d-%d", clients, b.N))
			load(b, s.base, agent, "/v1/baseline/context", clients, clients*4)
			load(b, s.base, agent, paths["context"], clients, clients*4)
			b.ResetTimer()
			// Alternate as above, for at least two seconds (20 changes)
			// however small b.N, and stop after 30 s however large: reads
			// under the writer can be slow.
			var base, got loadResult
			const rounds = 10
			for r := 0; (r < rounds && time.Since(w.start) < 30*time.Second) || time.Since(w.start) < 2*time.Second; r++ {
				base.add(load(b, s.base, agent, "/v1/baseline/context", clients, max(total/rounds, clients)))
				got.add(load(b, s.base, agent, paths["context"], clients, max(total/rounds, clients)))
			}
			b.StopTimer()
			writes, el := w.stop()
			// The writer did write (writes/s says whether it kept its
			// rate: a change that takes longer than 100 ms delays the
			// next), and every change reached the active snapshot the
			// readers' blocks render from (the block's bytes may stay the
			// same: a new memory need not rank into a 4,000-token block,
			// but the cached block is dropped).
			if writes < 10 {
				b.Errorf("writer: %d changes in %s, want at least 10", writes, el)
			}
			if rate := float64(writes) / el.Seconds(); rate < 9 {
				b.Logf("writer: %.1f changes/s, not 10: each took longer than 100 ms", rate)
			}
			if active, _ := s.eng.Active(); len(active) != len(active0)+int(writes) {
				b.Errorf("active snapshot: %d items, want %d + %d changes", len(active), len(active0), writes)
			}
			reportLoad(b, got, base)
			b.ReportMetric(float64(writes)/el.Seconds(), "writes/s")
		})
	}
	s.h.Flush()
}

// reportLoad reports a load's figures against its baseline's, alternated
// in the same run.
func reportLoad(b *testing.B, got, base loadResult) {
	b.ReportMetric(got.rps(), "req/s")
	b.ReportMetric(float64(got.q(0.50).Microseconds()), "p50-µs")
	b.ReportMetric(float64(got.q(0.95).Microseconds()), "p95-µs")
	b.ReportMetric(float64(got.q(0.99).Microseconds()), "p99-µs")
	b.ReportMetric(base.rps(), "baseline-req/s")
	b.ReportMetric(float64(base.q(0.50).Microseconds()), "baseline-p50-µs")
	b.ReportMetric(float64(base.q(0.99).Microseconds()), "baseline-p99-µs")
	b.ReportMetric(got.rps()/base.rps(), "ratio")
}

// writer commits a trusted, active memory in scope alpha through the
// engine every 100 ms until stopped.
type writer struct {
	quit   chan struct{}
	done   chan struct{}
	start  time.Time
	writes atomic.Int64
}

func startWriter(b *testing.B, s *server, tag string) *writer {
	w := &writer{quit: make(chan struct{}), done: make(chan struct{}), start: time.Now()}
	go func() {
		defer close(w.done)
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for k := 0; ; k++ {
			select {
			case <-w.quit:
				return
			case <-tick.C:
			}
			text := fmt.Sprintf("Writer %s change %d: the alpha release checklist gained a step.", tag, k)
			it, err := s.eng.Propose(store.Agent("writer"), app.Proposal{Text: text, Scope: "alpha", Trusted: true})
			if err != nil {
				b.Error(err)
				return
			}
			if it.Status != mem.Active {
				b.Errorf("writer's change is %s, want active", it.Status)
				return
			}
			w.writes.Add(1)
		}
	}()
	return w
}

// stop ends the writer and returns its changes and the time it ran.
func (w *writer) stop() (int64, time.Duration) {
	close(w.quit)
	<-w.done
	return w.writes.Load(), time.Since(w.start)
}
