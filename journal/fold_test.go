package journal

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"
)

// permutations calls f with every order of recs (recs is small).
func permutations(recs []Record, f func([]Record)) {
	var rec func(k int)
	rec = func(k int) {
		if k == len(recs) {
			f(slices.Clone(recs))
			return
		}
		for i := k; i < len(recs); i++ {
			recs[k], recs[i] = recs[i], recs[k]
			rec(k + 1)
			recs[k], recs[i] = recs[i], recs[k]
		}
	}
	rec(0)
}

func TestConflictRule(t *testing.T) {
	t.Parallel()
	at := func(ms int64) Timestamp { return MakeTimestamp(1_800_000_000_000+ms, 0) }
	r := func(dev string, seq uint64, hlc Timestamp, op Op, status string) Record {
		return Record{HLC: hlc, Device: dev, Seq: seq, Op: op, ItemID: "x", Status: status}
	}
	with := func(rec Record, f func(*Record)) Record { f(&rec); return rec }
	create := with(r("a", 1, at(1), OpCreate, "needs_review"), func(r *Record) { r.Text = "prefers pnpm"; r.Source = "MEMORY.md" })
	tests := []struct {
		name string
		recs []Record
		want Item // ID, Source and HLC are filled in by the test
	}{
		{"later HLC wins", []Record{create, r("b", 1, at(2), OpStatus, "active"), r("a", 2, at(3), OpStatus, "stale")},
			Item{Text: "prefers pnpm", Status: "stale"}},
		{"exact tie: a rejection wins over a greater device", []Record{create, r("a", 2, at(5), OpStatus, "rejected"), r("b", 1, at(5), OpStatus, "active")},
			Item{Text: "prefers pnpm", Status: "rejected", Tombstoned: true}},
		{"exact tie: a rejection wins over a smaller device", []Record{create, r("b", 1, at(5), OpTombstone, ""), r("a", 2, at(5), OpStatus, "active")},
			Item{Text: "prefers pnpm", Status: "rejected", Tombstoned: true}},
		{"exact tie: a rejection wins over a restore", []Record{create, r("a", 2, at(4), OpTombstone, ""), r("b", 1, at(5), OpTombstone, ""), r("a", 3, at(5), OpRestore, "")},
			Item{Text: "prefers pnpm", Status: "rejected", Tombstoned: true}},
		{"exact tie without a rejection: greater device id", []Record{create, r("a", 2, at(5), OpStatus, "active"), r("b", 1, at(5), OpStatus, "stale")},
			Item{Text: "prefers pnpm", Status: "stale"}},
		{"tombstone sticks over a later status", []Record{create, r("a", 2, at(2), OpTombstone, ""), r("b", 1, at(3), OpStatus, "active")},
			Item{Text: "prefers pnpm", Status: "rejected", Tombstoned: true}},
		{"a later restore lifts it", []Record{create, r("a", 2, at(2), OpStatus, "rejected"), r("b", 1, at(3), OpRestore, "")},
			Item{Text: "prefers pnpm", Status: "needs_review"}},
		{"an earlier restore does not", []Record{create, r("b", 1, at(2), OpRestore, ""), r("a", 2, at(3), OpTombstone, "")},
			Item{Text: "prefers pnpm", Status: "rejected", Tombstoned: true}},
		{"status after a restore counts", []Record{create, r("a", 2, at(2), OpTombstone, ""), r("b", 1, at(3), OpRestore, ""), r("a", 3, at(4), OpStatus, "active")},
			Item{Text: "prefers pnpm", Status: "active"}},
		{"a later create does not undo a decision", []Record{create, r("b", 1, at(2), OpStatus, "active"), r("c", 1, at(9), OpCreate, "needs_review")},
			Item{Text: "prefers pnpm", Status: "active"}},
		{"fields are independent registers", []Record{create,
			with(r("a", 2, at(3), OpPrivacy, ""), func(r *Record) { r.Privacy = "secret" }),
			r("b", 1, at(2), OpStatus, "active"),
			with(r("b", 2, at(4), OpScope, ""), func(r *Record) { r.Scope = "work" })},
			Item{Text: "prefers pnpm", Status: "active", Privacy: "secret", Scope: "work"}},
		{"a held text does not override the created one", []Record{create, with(r("b", 1, at(9), OpStatus, "needs_review"), func(r *Record) { r.Text = "other" })},
			Item{Text: "prefers pnpm", Status: "needs_review"}},
		{"a later correction does", []Record{create, with(r("b", 1, at(2), OpCorrect, ""), func(r *Record) { r.Text = "prefers bun" })},
			Item{Text: "prefers bun", Status: "needs_review"}},
		{"a held text fills an item never seen created", []Record{with(r("b", 1, at(2), OpStatus, "needs_review"), func(r *Record) { r.Text = "held" })},
			Item{Text: "held", Status: "needs_review"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			want := tc.want
			want.ID = "x"
			for _, r := range tc.recs {
				want.HLC = max(want.HLC, r.HLC)
				if r.Source != "" {
					want.Source = r.Source
				}
			}
			// The rule must not depend on the order records arrive in.
			permutations(tc.recs, func(recs []Record) {
				if got := Fold(recs)["x"]; got != want {
					t.Fatalf("order %v:\n got %+v\nwant %+v", seqs(recs), got, want)
				}
			})
		})
	}
}

func seqs(recs []Record) []string {
	var out []string
	for _, r := range recs {
		out = append(out, fmt.Sprintf("%s/%d", r.Device, r.Seq))
	}
	return out
}

// randomLogs makes per-device logs as devices would write them: seq
// 1, 2, 3, ... and HLCs increasing per device, drawn close together so
// that devices often tie exactly.
func randomLogs(rng *rand.Rand, devices, n int) [][]Record {
	ops := []Op{OpCreate, OpStatus, OpStatus, OpPrivacy, OpScope, OpCorrect, OpTombstone, OpRestore}
	statuses := []string{"active", "needs_review", "stale", "rejected"}
	var logs [][]Record
	for d := range devices {
		var log []Record
		hlc := MakeTimestamp(1_800_000_000_000, 0)
		for i := range n {
			hlc += Timestamp(1 + rng.IntN(3))
			r := Record{HLC: hlc, Device: fmt.Sprintf("dev%d", d), Seq: uint64(i + 1), Op: ops[rng.IntN(len(ops))],
				ItemID: fmt.Sprintf("item%d", rng.IntN(4))}
			switch r.Op {
			case OpCreate, OpCorrect:
				r.Text = fmt.Sprintf("text %d/%d", d, i)
			case OpStatus:
				r.Status = statuses[rng.IntN(len(statuses))]
				if rng.IntN(2) == 0 {
					r.Text = fmt.Sprintf("held %d/%d", d, i)
				}
			case OpPrivacy:
				r.Privacy = []string{"normal", "sensitive", "secret"}[rng.IntN(3)]
			case OpScope:
				r.Scope = []string{"global", "work", "home"}[rng.IntN(3)]
			}
			log = append(log, r)
		}
		logs = append(logs, log)
	}
	return logs
}

// interleave merges logs at random, keeping each log's own order, as
// files discovered and synced in any order would.
func interleave(rng *rand.Rand, logs [][]Record) []Record {
	idx := make([]int, len(logs))
	var out []Record
	for {
		var open []int
		for i, l := range logs {
			if idx[i] < len(l) {
				open = append(open, i)
			}
		}
		if len(open) == 0 {
			return out
		}
		i := open[rng.IntN(len(open))]
		out = append(out, logs[i][idx[i]])
		idx[i]++
	}
}

func TestMergeEqualsFold(t *testing.T) {
	t.Parallel()
	for seed := range uint64(40) {
		rng := rand.New(rand.NewPCG(seed, 16))
		logs := randomLogs(rng, 2+rng.IntN(3), 10+rng.IntN(30))
		sorted := slices.Concat(logs...)
		sort.SliceStable(sorted, func(i, j int) bool {
			if sorted[i].HLC != sorted[j].HLC {
				return sorted[i].HLC < sorted[j].HLC
			}
			return sorted[i].Device < sorted[j].Device
		})
		want := Fold(sorted)
		if !slices.EqualFunc(Merge(logs...), sorted, func(a, b Record) bool { return a == b }) {
			t.Fatalf("seed %d: Merge is not the (HLC, device) order", seed)
		}
		for range 25 {
			perm := slices.Clone(logs)
			rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
			if got := Fold(Merge(perm...)); !maps.Equal(got, want) {
				t.Fatalf("seed %d: fold of the merge depends on discovery order", seed)
			}
			if got := Fold(interleave(rng, perm)); !maps.Equal(got, want) {
				t.Fatalf("seed %d: fold of an interleaving differs from the sorted fold", seed)
			}
		}
		// A snapshot keeps only the decisive records; folding them alone,
		// or with everything again, changes nothing.
		st := NewState()
		for _, r := range sorted {
			st.Apply(r)
		}
		if got := Fold(st.decisive()); !maps.Equal(got, want) {
			t.Fatalf("seed %d: the decisive records fold to a different state", seed)
		}
		if got := Fold(slices.Concat(st.decisive(), interleave(rng, logs))); !maps.Equal(got, want) {
			t.Fatalf("seed %d: applying records twice changed the state", seed)
		}
	}
}
