package store

import (
	"github.com/memgate/memgate/internal/memlimit"
	"github.com/memgate/memgate/internal/procstat"

	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	badger "github.com/dgraph-io/badger/v4"

	"github.com/memgate/memgate/mem"
)

// Benchmarks report against a baseline measured in the same run (raw
// Badger doing the same number of writes with the same options), because
// the machines are shared and absolute numbers drift.
//
//	go test -run '^$' -bench . -benchtime 2000x ./store

const benchItems = 10_000

func kilobyte(i int) string {
	s := fmt.Sprintf("memory %06d: ", i)
	return s + strings.Repeat("x", 1024-len(s))
}

// BenchmarkBaselineSet is raw Badger: one synced transaction writing one
// 1 KiB value, the floor under any store mutation.
func BenchmarkBaselineSet(b *testing.B) {
	for _, sync := range []bool{true, false} {
		b.Run(syncName(sync), func(b *testing.B) {
			o := badgerOptions(b.TempDir(), Options{Logger: discard()})
			o.SyncWrites = sync // Badger's own per-commit sync: the raw floor
			db, err := badger.Open(o)
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			val := []byte(kilobyte(0))
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				err := db.Update(func(txn *badger.Txn) error {
					return txn.Set([]byte(fmt.Sprintf("k%09d", i)), val)
				})
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCreate creates 1 KiB items: item, five index entries, one audit
// event, all in one transaction.
func BenchmarkCreate(b *testing.B) {
	for _, sync := range []bool{true, false} {
		b.Run(syncName(sync), func(b *testing.B) {
			s, err := Open(b.TempDir(), Options{NoSync: !sync, Logger: discard()})
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				_, err := s.Create(UserCLI, New{Text: kilobyte(i), Status: mem.NeedsReview, Scope: "global", Source: Source{Kind: "memory_file", Path: "MEMORY.md"}}, "")
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCreateMany is a first ingest's store work: 10,000 new 1 KiB
// items in one CreateMany, against raw Badger writing the same items'
// bytes (item and audit event, about 2 KiB an item) with a WriteBatch and
// one sync, in the same iteration.
//
//	go test -run '^$' -bench CreateMany -benchtime 3x ./store
func BenchmarkCreateMany(b *testing.B) {
	ns := make([]New, benchItems)
	reasons := make([]string, benchItems)
	for i := range ns {
		ns[i] = New{Text: kilobyte(i), Kind: "fact", Status: mem.Active, Source: Source{Kind: "memory_file", Path: "/home/u/MEMORY.md", Anchor: "Projects"}}
		reasons[i] = "new entry in MEMORY.md"
	}
	var base, many, manyCPU time.Duration
	for i := 0; i < b.N; i++ {
		db, err := badger.Open(badgerOptions(b.TempDir(), Options{Logger: discard()}))
		if err != nil {
			b.Fatal(err)
		}
		val := []byte(kilobyte(0) + kilobyte(1))
		t0 := time.Now()
		wb := db.NewWriteBatch()
		for k := 0; k < benchItems; k++ {
			if err := wb.Set([]byte(fmt.Sprintf("i%015d", k)), val); err != nil {
				b.Fatal(err)
			}
		}
		if err := wb.Flush(); err != nil {
			b.Fatal(err)
		}
		if err := db.Sync(); err != nil {
			b.Fatal(err)
		}
		base += time.Since(t0)
		db.Close()

		s, err := Open(b.TempDir(), Options{Logger: discard()})
		if err != nil {
			b.Fatal(err)
		}
		t0, c0 := time.Now(), procstat.CPUTime()
		if _, err := s.CreateMany(System("ingest"), ns, reasons); err != nil {
			b.Fatal(err)
		}
		many += time.Since(t0)
		s.Close() // waits for Badger's compactions, which are part of the cost
		manyCPU += procstat.CPUTime() - c0
	}
	b.ReportMetric(many.Seconds()/float64(b.N), "s/10k")
	b.ReportMetric(manyCPU.Seconds()/float64(b.N), "cpu-s/10k")
	b.ReportMetric(base.Seconds()/float64(b.N), "baseline-s/10k")
	b.ReportMetric(many.Seconds()/base.Seconds(), "x-baseline")
	b.ReportMetric(0, "ns/op")
}

// seeded returns a store holding benchItems items in status st. Seeding
// runs without fsync (it is setup); the store is then reopened with the
// options under test.
func seeded(b *testing.B, st mem.Status, opt Options) (*Store, []string) {
	b.Helper()
	dir := b.TempDir()
	s, err := Open(dir, Options{NoSync: true, Logger: discard()})
	if err != nil {
		b.Fatal(err)
	}
	ids := make([]string, 0, benchItems)
	for i := 0; i < benchItems; i++ {
		it, err := s.Create(UserCLI, New{Text: kilobyte(i), Status: st}, "")
		if err != nil {
			b.Fatal(err)
		}
		ids = append(ids, it.ID)
	}
	s.Close()
	opt.Logger = discard()
	if s, err = Open(dir, opt); err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s, ids
}

// BenchmarkTransition accepts and holds items of a 10,000-item store in
// turn (needs_review → active → needs_review ...).
func BenchmarkTransition(b *testing.B) {
	for _, sync := range []bool{true, false} {
		b.Run(syncName(sync), func(b *testing.B) {
			s, ids := seeded(b, mem.NeedsReview, Options{NoSync: !sync})
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				to := mem.Active
				if (i/len(ids))%2 == 1 {
					to = mem.NeedsReview
				}
				if _, err := s.Transition(UserDesktop, ids[i%len(ids)], to, ""); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// seededWithBooks is seeded with active items, each with its book, as
// every item the engine governs has one: it was seen in its file.
func seededWithBooks(b *testing.B) (*Store, []string) {
	s, ids := seeded(b, mem.Active, Options{})
	for i, id := range ids {
		s.Touch(id, i+1)
	}
	if err := s.FlushServed(); err != nil {
		b.Fatal(err)
	}
	return s, ids
}

// BenchmarkListActive lists all 10,000 active items through the status
// index, as the context block does.
func BenchmarkListActive(b *testing.B) {
	s, _ := seededWithBooks(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		items, _, err := s.List(context.Background(), Filter{Status: mem.Active})
		if err != nil || len(items) != benchItems {
			b.Fatalf("listed %d: %v", len(items), err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/benchItems, "ns/item")
}

// BenchmarkGetMany reads every item of a 10,000-item store by id, in
// sorted chunks of 256 as recall's catch-up after a first ingest does
// (dense), and every 50th id in one call as a snapshot patch does
// (sparse). Baseline, timed in the same iterations: listing them all with
// one pass over the item table (x-list).
func BenchmarkGetMany(b *testing.B) {
	s, ids := seededWithBooks(b)
	slices.Sort(ids)
	var sparse []string
	for i := 0; i < len(ids); i += 50 {
		sparse = append(sparse, ids[i])
	}
	var list, dense, few time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t0 := time.Now()
		all, _, err := s.List(context.Background(), Filter{Status: mem.Active})
		if err != nil || len(all) != benchItems {
			b.Fatalf("listed %d: %v", len(all), err)
		}
		t1 := time.Now()
		n := 0
		for j := 0; j < len(ids); j += 256 {
			got, err := s.GetMany(ids[j:min(j+256, len(ids))])
			if err != nil {
				b.Fatal(err)
			}
			for _, it := range got {
				if it.LastSeenAt == nil {
					b.Fatalf("item %s read without its book", it.ID)
				}
			}
			n += len(got)
		}
		t2 := time.Now()
		got, err := s.GetMany(sparse)
		if err != nil || n != benchItems || len(got) != len(sparse) {
			b.Fatalf("read %d and %d: %v", n, len(got), err)
		}
		list, dense, few = list+t1.Sub(t0), dense+t2.Sub(t1), few+time.Since(t2)
	}
	per := func(d time.Duration, n int) float64 { return float64(d.Nanoseconds()) / float64(b.N) / float64(n) }
	b.ReportMetric(per(list, benchItems), "list-ns/item")
	b.ReportMetric(per(dense, benchItems), "dense-ns/item")
	b.ReportMetric(per(few, len(sparse)), "sparse-ns/item")
	b.ReportMetric(per(dense, benchItems)/per(list, benchItems), "x-list")
}

const envRSSChild = "MEMGATE_STORE_RSS_CHILD"

// BenchmarkPeakRSS measures, in fresh processes, the peak resident set of
// (a) the test binary doing nothing (baseline) and (b) a store holding
// 10,000 items of 1 KiB that were written, listed and read back.
func BenchmarkPeakRSS(b *testing.B) {
	for i := 0; i < b.N; i++ {
		base := rssChild(b, "baseline")
		full := rssChild(b, "store")
		b.ReportMetric(base, "baseline-MB")
		b.ReportMetric(full, "peak-MB")
		b.ReportMetric(full-base, "store-MB")
	}
}

func rssChild(b *testing.B, mode string) float64 {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envRSSChild+"="+mode+":"+b.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		b.Fatalf("%s child: %v\n%s", mode, err, out)
	}
	kb, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
	if err != nil {
		b.Fatalf("%s child said %q", mode, out)
	}
	return kb / 1024
}

// rssChild runs in the child process: fill the store, read it, print VmHWM.
func rssMain(arg string) {
	mode, dir, _ := strings.Cut(arg, ":")
	memlimit.Apply(dir) // as memgate's main does
	if mode == "store" {
		s, err := Open(dir, Options{NoSync: true, Logger: discard()})
		if err != nil {
			panic(err)
		}
		for i := 0; i < benchItems; i++ {
			if _, err := s.Create(UserCLI, New{Text: kilobyte(i), Status: mem.Active}, ""); err != nil {
				panic(err)
			}
		}
		items, _, err := s.List(context.Background(), Filter{Status: mem.Active})
		if err != nil || len(items) != benchItems {
			panic(fmt.Sprint(len(items), err))
		}
		s.Close()
	}
	kb, err := procstat.PeakRSSKB()
	if err != nil {
		panic(err)
	}
	fmt.Println(kb)
	os.Exit(0)
}

func syncName(sync bool) string {
	if sync {
		return "sync"
	}
	return "nosync"
}
