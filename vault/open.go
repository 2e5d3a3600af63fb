package vault

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// ReadFile reads the regular file at path, as os.ReadFile does, through
// openFile (open_unix.go: without the syscalls of the runtime's poller).
// Anything but a regular file is refused with ErrNotRegular.
func ReadFile(path string) ([]byte, error) {
	f, err := openFile(path, os.O_RDONLY, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, _, err := readAll(f)
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	return b, nil
}

// tempName is a name in dir after pattern, its last "*" replaced by a
// random number, as os.CreateTemp names its files.
func tempName(dir, pattern string) string {
	pre, suf := pattern, ""
	if i := strings.LastIndexByte(pattern, '*'); i >= 0 {
		pre, suf = pattern[:i], pattern[i+1:]
	}
	return filepath.Join(dir, pre+strconv.FormatUint(uint64(rand.Uint32()), 10)+suf)
}

// createTemp makes a new file named by tempName, as os.CreateTemp does,
// through openFile.
func createTemp(dir, pattern string) (*os.File, error) {
	for try := 0; ; try++ {
		name := tempName(dir, pattern)
		f, err := openFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o600)
		if errors.Is(err, fs.ErrExist) && try < 10000 {
			continue
		}
		return f, err
	}
}
