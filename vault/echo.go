package vault

import (
	"path/filepath"
	"sync"
)

// Echoes remembers, per path, the hash of the bytes memgate itself last wrote
// there, so that the watcher can tell its own writes from external edits.
//
// Why a hash and not a timestamp or an "ignore the next event" flag: the
// events of one rename are not counted reliably (atomic saves, vim saves and
// overflows produce different sequences), and an agent may append between
// our write and the event. Comparing what is on disk with what we wrote is
// exact: if the file still holds precisely our bytes, nothing external
// happened.
//
// A registration is consumed by the first event that looks at it, match or
// not. When the file no longer matches, someone else wrote after us and the
// event is delivered; a later event for the same write (a debounce window
// split by a slow rename) is then delivered too. That false positive is
// harmless — the engine re-reads and finds what it wrote — while the
// opposite error, suppressing a real edit, would lose it.
//
// The zero value is not usable; call NewEchoes. An Echoes is safe for
// concurrent use and is shared by a Writer and a Watcher.
type Echoes struct {
	mu sync.Mutex
	m  map[string]Sum
}

// NewEchoes returns an empty registry.
func NewEchoes() *Echoes { return &Echoes{m: make(map[string]Sum)} }

// Register records that memgate is writing sum to path. Writers call it
// before the rename that makes the content visible, so that no event can
// observe the new content before it is registered.
func (e *Echoes) Register(path string, sum Sum) {
	e.mu.Lock()
	e.m[filepath.Clean(path)] = sum
	e.mu.Unlock()
}

// Forget drops the registration for path, if any.
func (e *Echoes) Forget(path string) {
	e.mu.Lock()
	delete(e.m, filepath.Clean(path))
	e.mu.Unlock()
}

// Pending reports how many registrations are waiting for their event.
func (e *Echoes) Pending() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return len(e.m)
}

// Echo reports whether the file at path holds exactly the bytes last
// registered for it, and consumes the registration either way. A path with no
// registration is not read and is never an echo.
func (e *Echoes) Echo(path string) bool {
	path = filepath.Clean(path)
	e.mu.Lock()
	want, ok := e.m[path]
	delete(e.m, path)
	e.mu.Unlock()
	if !ok {
		return false
	}
	b, err := ReadFile(path)
	return err == nil && Hash(b) == want
}
