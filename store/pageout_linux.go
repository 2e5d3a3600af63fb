package store

import (
	"bufio"
	"bytes"
	"os"
	"strconv"

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
