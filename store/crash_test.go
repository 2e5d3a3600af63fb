package store

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
)

const (
	envCrashChild = "MEMGATE_STORE_CRASH_CHILD"
	envLockChild  = "MEMGATE_STORE_LOCK_CHILD"
)

// crashChild mutates the store in dir as fast as it can and prints one
// "ack ID SEQ" line per audit event of every mutation that returned, after
// it returned. The parent kills it at a random moment.
func crashChild(dir string) {
	var last []Event
	s, err := Open(dir, Options{OnCommit: func(evs []Event) { last = evs }})
	if err != nil {
		fmt.Println("open error:", err)
		os.Exit(3)
	}
	out := bufio.NewWriter(os.Stdout)
	ack := func(err error) {
		if err != nil && !errors.Is(err, ErrInvalidTransition) && !errors.Is(err, ErrTombstoned) {
			fmt.Fprintln(out, "error:", err)
			out.Flush()
			os.Exit(4)
		}
		if err == nil {
			for _, ev := range last {
				fmt.Fprintf(out, "ack %s %d\n", ev.Item, ev.Seq)
			}
			out.Flush()
		}
	}
	r := rand.New(rand.NewPCG(uint64(os.Getpid()), uint64(time.Now().UnixNano())))
	var ids []string
	for i := 0; ; i++ {
		if len(ids) == 0 || r.IntN(3) == 0 {
			it, err := s.Create(System("crash"), New{
				Text: fmt.Sprintf("crash memory %d-%d", os.Getpid(), i), Status: mem.Active,
				Key: fmt.Sprintf("k%d", r.IntN(5)), Confidence: 0.85,
			}, "")
			ack(err)
			if err == nil {
				ids = append(ids, it.ID)
			}
			continue
		}
		id := ids[r.IntN(len(ids))]
		_, err := s.Transition(UserCLI, id, mem.Statuses[r.IntN(len(mem.Statuses))], "")
		ack(err)
	}
}

// TestCrashDurability kills a mutating child with SIGKILL at random
// moments; every mutation it acknowledged must be there after reopening.
func TestCrashDurability(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	acked := map[string]map[uint64]bool{}
	const rounds = 20
	total := 0
	for round := 0; round < rounds; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), envCrashChild+"="+dir)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Kill after a random number of acknowledgements (so the child is
		// mid-stream, not idle), then drain what it printed before dying.
		killAfter := 5 + rand.IntN(60)
		sc := bufio.NewScanner(stdout)
		n := 0
		killed := false
		for sc.Scan() {
			line := sc.Text()
			f := strings.Fields(line)
			if len(f) != 3 || f[0] != "ack" {
				t.Fatalf("round %d: child said %q", round, line)
			}
			seq, _ := strconv.ParseUint(f[2], 10, 64)
			if acked[f[1]] == nil {
				acked[f[1]] = map[uint64]bool{}
			}
			acked[f[1]][seq] = true
			total++
			if n++; n == killAfter && !killed {
				killed = true
				cmd.Process.Signal(syscall.SIGKILL)
			}
		}
		err = cmd.Wait()
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
			t.Fatalf("round %d: child ended with %v, want SIGKILL", round, err)
		}

		s, err := Open(dir, Options{})
		if err != nil {
			t.Fatalf("round %d: reopen after kill: %v", round, err)
		}
		for id, seqs := range acked {
			evs, err := s.Audit(id)
			if err != nil {
				t.Fatalf("round %d: acknowledged item %s: %v", round, id, err)
			}
			have := map[uint64]bool{}
			for _, ev := range evs {
				have[ev.Seq] = true
			}
			for seq := range seqs {
				if !have[seq] {
					t.Fatalf("round %d: acknowledged event %d of %s lost", round, seq, id)
				}
			}
		}
		checkInvariants(t, s)
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d rounds, %d acknowledged events, %d items, all present", rounds, total, len(acked))
}

// lockChild tries to open a store another process holds and prints the
// error it gets.
func lockChild(dir string) {
	_, err := Open(dir, Options{})
	fmt.Print(err)
	os.Exit(0)
}

func TestSecondProcessRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := Open(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), envLockChild+"="+dir)
	start := time.Now()
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	want := "memgate is already running with data directory " + dir +
		" (another process holds its lock); stop it or use another --data directory"
	if string(out) != want {
		t.Fatalf("second process got:\n%s\nwant:\n%s", out, want)
	}
	t.Logf("refused in %v", time.Since(start))
}

// TestOpenAfterCrashLeftEmptyLogs: a process killed between creating a
// memtable or value log file and writing its header leaves it empty, and
// Badger refuses such a directory (badger#2207). Open must start anyway,
// with everything committed before.
func TestOpenAfterCrashLeftEmptyLogs(t *testing.T) {
	for _, name := range []string{"00099.mem", "000099.vlog"} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			s, err := Open(dir, Options{Logger: discard()})
			if err != nil {
				t.Fatal(err)
			}
			it, err := s.Create(System("test"), New{Text: "kept across the crash", Status: mem.Active, Confidence: 0.9}, "")
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Close(); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "badger", name), nil, 0o600); err != nil {
				t.Fatal(err)
			}
			s, err = Open(dir, Options{Logger: discard()})
			if err != nil {
				t.Fatalf("open with an empty %s left by a crash: %v", name, err)
			}
			defer s.Close()
			got, err := s.Get(it.ID)
			if err != nil || got.Text != it.Text {
				t.Fatalf("Get(%s) = %q, %v; want %q", it.ID, got.Text, err, it.Text)
			}
		})
	}
}
