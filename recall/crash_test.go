package recall

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// crashDocs is round v of what the crash child writes: n notes, each
// carrying a marker word unique to (note, round), and every seventh note
// (shifting each round) left out so that rounds delete as well as write.
func crashDocs(c *corpus, n, v int) []Doc {
	var out []Doc
	for i := range n {
		if (i+v)%7 == 0 {
			continue
		}
		d, _ := c.note(i, v%3)
		d.Text = d.Text[:1000] + " " + crashMarker(i, v)
		out = append(out, d)
	}
	return out
}

func crashMarker(i, v int) string { return fmt.Sprintf("mark%dx%d", i, v) }

const crashEnv = "MEMGATE_RECALL_CRASH_CHILD"

// crashN is how many notes each round of the crash child writes.
const crashN = 80

// crashChild is the child of TestCrashMidBatch (TestMain runs it when
// crashEnv names a directory): it rewrites the index round after round,
// printing each round it finished, until it is killed.
func crashChild(dir string) {
	x, err := Open(dir)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(1)
	}
	c := newCorpus(nil, 21)
	for v := 0; ; v++ {
		docs := crashDocs(c, crashN, v)
		// Half the rounds as one Sync, half as Apply of the difference.
		if v%2 == 0 {
			err = x.Sync(docs)
		} else {
			var rm []string
			for i := range crashN {
				if (i+v)%7 == 0 {
					rm = append(rm, fmt.Sprintf("n%07d", i))
				}
			}
			err = x.Apply(docs, rm)
		}
		if err == nil && v == 0 {
			// The first round on disk before the parent may kill: the
			// crashes then land on an index with something to lose.
			x.mu.Lock()
			err = x.waitPersisted(time.Minute)
			x.mu.Unlock()
		}
		if err != nil {
			fmt.Println("error", err)
			os.Exit(1)
		}
		fmt.Println("round", v)
	}
}

// TestCrashMidBatch kills a process that is writing the index (SIGKILL, at
// a different moment each time) and checks that the index it leaves opens
// without a rebuild and claims only documents it has, whole.
func TestCrashMidBatch(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "recall")
	c := newCorpus(t, 21)
	for kill := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		rounds := 0
		for rounds < 2+kill && sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "error") {
				t.Fatal(line)
			}
			if strings.HasPrefix(line, "round") {
				rounds++
			}
		}
		// Kill somewhere inside the next rounds.
		time.Sleep(time.Duration(7+kill*23) * time.Millisecond)
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		_ = cmd.Wait()
		if rounds < 2+kill {
			t.Fatalf("child finished %d rounds before dying", rounds)
		}

		x := openT(t, dir)
		if st := x.Stats(); st.MovedAside != "" {
			t.Fatalf("crash left an index that was rebuilt: %+v", st)
		}
		// Every claimed document is in the index with the text its
		// fingerprint names: find the round it came from by fingerprint,
		// then find it by that round's marker.
		x.mu.Lock()
		claimed := make(map[string]uint64, len(x.docs))
		for id, e := range x.docs {
			claimed[id] = e.fp
		}
		x.mu.Unlock()
		if len(claimed) == 0 {
			t.Fatal("nothing persisted")
		}
		checked := 0
		for id, fp := range claimed {
			i, err := strconv.Atoi(strings.TrimPrefix(id, "n"))
			if err != nil {
				t.Fatalf("claims unknown id %q", id)
			}
			v := -1
			for r := 0; r < 100; r++ {
				d, _ := c.note(i, r%3)
				if fingerprint(d.Category, d.Text[:1000]+" "+crashMarker(i, r)) == fp {
					v = r
					break
				}
			}
			if v < 0 {
				t.Fatalf("claims %s with a fingerprint of no round", id)
			}
			if got := mustSearch(t, x, crashMarker(i, v)); !slices.Equal(got, []string{id}) {
				t.Fatalf("claims %s of round %d, marker finds %v", id, v, got)
			}
			checked++
		}
		// The caller's next Sync makes it whole.
		final := crashDocs(c, crashN, 1000+kill)
		if err := x.Sync(final); err != nil {
			t.Fatal(err)
		}
		for _, i := range []int{1, 2, 3, crashN - 1} {
			if (i+1000+kill)%7 == 0 {
				continue
			}
			if got := mustSearch(t, x, crashMarker(i, 1000+kill)); !slices.Equal(got, []string{fmt.Sprintf("n%07d", i)}) {
				t.Fatalf("after Sync, marker of %d finds %v", i, got)
			}
		}
		t.Logf("kill %d after %d rounds: %d claims checked; Sync wrote %d", kill, rounds, checked, x.Stats().Indexed)
		if err := x.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
