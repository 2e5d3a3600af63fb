package store

import (
	"bufio"
	"bytes"
	"os"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// pageOutTables asks the kernel to reclaim the resident pages of Badger's
// table and value-log files under dir, as mapped into this process (see pageOut in
// store.go for why), and says how many mappings it advised. The ranges
// come from /proc/self/maps; one that was unmapped since, or mapped to
// something else, is harmless: MADV_PAGEOUT only reclaims, writing a
// dirty page back first, and never changes what memory holds. Kernels
// before 5.4 do not know it (EINVAL): ok is false and the caller stops.
func pageOutTables(dir string) (n int, ok bool) {
	f, err := os.Open("/proc/self/maps")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	prefix := []byte(dir + string(os.PathSeparator))
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		// 7f12a4c00000-7f12a4c40000 rw-s 00000000 fd:01 1234  /data/badger/000123.sst
		line := sc.Bytes()
		sp := bytes.LastIndexByte(line, ' ')
		if sp < 0 {
			continue
		}
		path := line[sp+1:]
		if !(bytes.HasSuffix(path, []byte(".sst")) || bytes.HasSuffix(path, []byte(".vlog"))) || !bytes.HasPrefix(path, prefix) {
			continue
		}
		r, _, _ := bytes.Cut(line, []byte(" "))
		los, his, found := bytes.Cut(r, []byte("-"))
		lo, err1 := strconv.ParseUint(string(los), 16, 64)
		hi, err2 := strconv.ParseUint(string(his), 16, 64)
		if !found || err1 != nil || err2 != nil || hi <= lo {
			continue
		}
		_, _, errno := unix.Syscall(unix.SYS_MADVISE, uintptr(lo), uintptr(hi-lo), unix.MADV_PAGEOUT)
		switch errno {
		case 0:
			n++
		case unix.EINVAL:
			return n, false
		}
	}
	return n, true
}

// pageOutBudget is how many bytes of mapped files a quiet process may
// gain before a pass pages the store's mappings out. Paging out on every
// tick bounded the resident set, but made every read of a quiet store a
// read from the disk: a table's index and blocks were gone 100 ms after
// the last read. At 100,000 notes that was ~8 of the ~20 ms from a line
// appended to MEMORY.md to its item (the transaction's reads); the pages
// one save touches fit well inside this budget. The price is paid by
// writes: a pass then writes back up to the budget of dirty pages at
// once, and one review action at a time at 100,000 notes measured p50
// 10.9 against 4.7 ms (4 MiB kept the actions' 4.6 but gave the saves
// nothing; docs/BENCHMARKS.md). A var: tests change it.
var pageOutBudget int64 = 16 << 20

// pageOutQuiet is how long after the resident file pages last grew past
// the budget the store counts as busy: until then every tick pages out,
// as every tick did before the budget. A bulk read (a first ingest, the
// active snapshot, a catch-up) keeps passing, so its peaks stay where
// they were (with the budget alone, 100,000 active notes peaked 58 MB
// higher on a warm start), and the pages a pass could not take (read
// again while it ran) go at the next.
const pageOutQuiet = time.Second

// pager decides when the store pages its mappings out: when the
// process's resident file pages (statm's shared: memgate's mapped files,
// its binary and libraries) grew by more than pageOutBudget since the
// last pass, and on every tick for pageOutQuiet after that. What stays
// resident after a pass is the base, so a binary that grows its
// resident text only moves the base.
type pager struct {
	budget, base int64
	over         time.Time // when the pages last grew past the budget
}

// paged records the base after a pass (or at the start).
func (p *pager) paged() {
	if n, ok := residentFileBytes(); ok {
		p.base = n
	}
}

// due reports whether a pass is due at now; always when statm cannot be
// read.
func (p *pager) due(now time.Time) bool {
	n, ok := residentFileBytes()
	if !ok {
		return true
	}
	if n-p.base > p.budget {
		p.over = now
		return true
	}
	return now.Sub(p.over) < pageOutQuiet
}

// residentFileBytes is the process's resident shared (file-backed and
// shared-memory) bytes, from /proc/self/statm.
func residentFileBytes() (int64, bool) {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0, false
	}
	f := bytes.Fields(b)
	if len(f) < 3 {
		return 0, false
	}
	pages, err := strconv.ParseInt(string(f[2]), 10, 64)
	if err != nil {
		return 0, false
	}
	return pages * int64(os.Getpagesize()), true
}
