package store

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/memgate/memgate/mem"
)

// pageOutTables reclaims the pages of the .sst and .vlog files mapped
// from dir, and leaves every other mapping, a memtable's log beside them
// included, as it was.
func TestPageOutTablesReclaimsOnlyTablesAndLogs(t *testing.T) {
	dir := t.TempDir()
	table := mapTouched(t, filepath.Join(dir, "000001.sst"))
	vlog := mapTouched(t, filepath.Join(dir, "000001.vlog"))
	other := mapTouched(t, filepath.Join(dir, "00001.mem"))
	if r := resident(t, table); r == 0 {
		t.Fatal("a touched mapping has no resident page")
	}
	n, ok := pageOutTables(dir)
	if !ok {
		t.Fatal("MADV_PAGEOUT refused; this kernel is older than 5.4")
	}
	if n != 2 {
		t.Fatalf("advised %d mappings, want the table and the value log", n)
	}
	for name, m := range map[string][]byte{"table": table, "value log": vlog} {
		if r := resident(t, m); r > len(m)/pageSize/4 {
			t.Fatalf("%d of %d %s pages resident after the pass", r, len(m)/pageSize, name)
		}
		if m[12345] != byte(12345/pageSize) {
			t.Fatalf("a %s page read back after the pass holds other bytes", name)
		}
	}
	if r := resident(t, other); r != len(other)/pageSize {
		t.Fatalf("the .mem mapping lost pages: %d of %d resident", r, len(other)/pageSize)
	}
}

// A store pages its tables out on its own: written and read back, its
// tables do not stay in the process's resident set once they pass the
// budget (none here).
func TestStorePagesItsTablesOut(t *testing.T) {
	t.Cleanup(func(b int64) func() { return func() { pageOutBudget = b } }(pageOutBudget))
	pageOutBudget = 0
	s := openTest(t, Options{})
	createFilled(t, s, 4000, 20)
	readAllActive(t, s, 4000)
	dir := s.tablesDir()
	deadline := time.Now().Add(10 * time.Second)
	for {
		tables, rss := tablesRSS(t, dir)
		if tables == 0 {
			t.Fatalf("no table of %s is mapped: the test wrote too little", dir)
		}
		if rss < 64<<10 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d KiB of %d tables still resident after %v", rss>>10, tables, 10*time.Second)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Within the budget a quiet store keeps the pages its reads touched: a
// pass every tick made each read of a quiet store a read from the disk.
func TestStoreKeepsTablesWithinBudget(t *testing.T) {
	s := openTest(t, Options{})
	createFilled(t, s, 2000, 10)
	if err := s.db.Flatten(1); err != nil { // the memtables become tables
		t.Fatal(err)
	}
	time.Sleep(pageOutQuiet + 2*pageOutInterval) // the writes' passes are over
	readAllActive(t, s, 2000)
	time.Sleep(10 * pageOutInterval)
	tables, rss := tablesRSS(t, s.tablesDir())
	if tables == 0 {
		t.Fatal("no table is mapped: the test wrote too little")
	}
	if rss < 64<<10 {
		t.Fatalf("%d KiB of %d tables resident after %v: paged out within the budget", rss>>10, tables, 10*pageOutInterval)
	}
}

// A pass is due once the process's resident file pages grew past the
// budget since the last, not before, and then on every tick for a
// second.
func TestPagerDue(t *testing.T) {
	p := pager{budget: 128 << 10}
	t0 := time.Now()
	p.paged()
	if p.due(t0) {
		t.Fatal("due with nothing mapped since the last pass")
	}
	mapTouched(t, filepath.Join(t.TempDir(), "000001.sst")) // 64 pages
	if !p.due(t0) {
		t.Fatalf("not due after %d KiB more were mapped and touched", 64*pageSize>>10)
	}
	p.paged()
	if !p.due(t0.Add(pageOutInterval)) {
		t.Fatal("not due a tick after the pages grew past the budget")
	}
	if p.due(t0.Add(pageOutQuiet + pageOutInterval)) {
		t.Fatal("due a second after, with nothing grown")
	}
	p.budget = 1 << 30
	mapTouched(t, filepath.Join(t.TempDir(), "000002.sst"))
	if p.due(t0.Add(2 * pageOutQuiet)) {
		t.Fatal("due within the budget in a quiet store")
	}
}

// createFilled creates n active items whose texts repeat a phrase words
// times.
func createFilled(t *testing.T, s *Store, n, words int) {
	t.Helper()
	ns := make([]New, n)
	reasons := make([]string, n)
	for i := range ns {
		ns[i] = New{Text: fmt.Sprintf("memory %d: %s", i, strings.Repeat("words that fill a table ", words)), Status: mem.Active}
	}
	if _, err := s.CreateMany(System("test"), ns, reasons); err != nil {
		t.Fatal(err)
	}
}

// readAllActive reads every active item, and checks there are n.
func readAllActive(t *testing.T, s *Store, n int) {
	t.Helper()
	count := 0
	if err := s.EachOfStatus(mem.Active, func(*Item) { count++ }); err != nil || count != n {
		t.Fatalf("read back %d items, %v", count, err)
	}
}

var pageSize = os.Getpagesize()

// mapTouched maps a new 64-page file shared, writes every page and returns
// the mapping (unmapped at the test's end).
func mapTouched(t *testing.T, path string) []byte {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	size := 64 * pageSize
	if err := f.Truncate(int64(size)); err != nil {
		t.Fatal(err)
	}
	m, err := unix.Mmap(int(f.Fd()), 0, size, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { unix.Munmap(m) })
	for i := range m {
		m[i] = byte(i / pageSize)
	}
	if err := unix.Msync(m, unix.MS_SYNC); err != nil {
		t.Fatal(err)
	}
	return m
}

// resident counts m's pages in memory (mincore).
func resident(t *testing.T, m []byte) int {
	t.Helper()
	vec := make([]byte, (len(m)+pageSize-1)/pageSize)
	if _, _, errno := unix.Syscall(unix.SYS_MINCORE, uintptr(unsafe.Pointer(&m[0])), uintptr(len(m)), uintptr(unsafe.Pointer(&vec[0]))); errno != 0 {
		t.Fatal(errno)
	}
	n := 0
	for _, v := range vec {
		n += int(v & 1)
	}
	return n
}

// tablesRSS sums the resident bytes of the .sst mappings under dir, from
// /proc/self/smaps.
func tablesRSS(t *testing.T, dir string) (tables int, rss int64) {
	t.Helper()
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	in := false
	for sc.Scan() {
		line := sc.Text()
		if fields := strings.Fields(line); len(fields) > 0 && strings.Contains(fields[0], "-") && !strings.HasSuffix(fields[0], ":") {
			path := fields[len(fields)-1]
			in = strings.HasPrefix(path, dir+"/") && strings.HasSuffix(path, ".sst")
			if in {
				tables++
			}
			continue
		}
		if v, ok := strings.CutPrefix(line, "Rss:"); ok && in {
			kb, err := strconv.ParseInt(string(bytes.TrimSuffix(bytes.TrimSpace([]byte(v)), []byte(" kB"))), 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			rss += kb << 10
		}
	}
	return tables, rss
}
