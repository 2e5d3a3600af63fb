package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/memgate/memgate/wire"

	"github.com/memgate/memgate/internal/platform"
	"github.com/memgate/memgate/vault"
)

// A source's state: whether memgate can read it now. A source that is
// missing or unreadable is never an error of the engine: its items keep
// their statuses (the context block does not change because a drive was
// unplugged), the watcher looks for its return, and it is reconciled when
// it is back.
const (
	StateOK         = string(vault.Healthy)
	StateMissing    = string(vault.Missing)
	StateUnreadable = string(vault.Unreadable)
)

// ErrSourceMissing wraps the refusal of a source whose path does not exist
// (or cannot be read). PUT /v1/sources refuses it; at start it is a state
// (a source that went away since it was configured must not stop memgate).
var ErrSourceMissing = errors.New("does not exist")

// SourceStatus is a configured source with what the engine knows of it
// now (defined in wire, the shape GET /v1/sources sends).
type SourceStatus = wire.SourceStatus

// validateSource checks one source against what memgate may govern. It
// returns the source with its path absolute and clean. An error names the
// source and says why; one that only says the path is not there (or not
// readable) wraps ErrSourceMissing, which the caller may take as a state.
//
// Refused whatever the mode: an unknown kind or activation; a vault folder
// that is absolute or climbs out with ".."; "/", the home directory itself,
// a system directory or anything inside one; the data directory or
// anything inside it. Symlinks are resolved first, so a link cannot smuggle
// in what its target would be refused for.
func validateSource(sc SourceConfig, dataDir string, env platform.Env) (SourceConfig, string, error) {
	name := sc.Path
	if name == "" {
		return sc, "", fmt.Errorf("source of kind %q: no path", sc.Kind)
	}
	switch sc.Kind {
	case KindMemoryFile, KindKB, KindVault, KindClaudeCode:
	default:
		return sc, "", fmt.Errorf("source %s: unknown kind %q (want memory_file, kb, vault or claude_code)", name, sc.Kind)
	}
	switch sc.Activation {
	case "", "auto", "review":
	default:
		return sc, "", fmt.Errorf("source %s: activation %q (want auto or review)", name, sc.Activation)
	}
	if strings.HasPrefix(sc.Path, "~/") && env.Home != "" {
		sc.Path = filepath.Join(env.Home, sc.Path[2:])
	}
	if !filepath.IsAbs(sc.Path) {
		return sc, "", fmt.Errorf("source %s: the path must be absolute", name)
	}
	sc.Path = filepath.Clean(sc.Path)
	for _, f := range sc.Folders {
		c := filepath.ToSlash(filepath.Clean(f))
		if f == "" || filepath.IsAbs(f) || strings.HasPrefix(f, "/") || c == ".." || strings.HasPrefix(c, "../") || slices.Contains(strings.Split(filepath.ToSlash(f), "/"), "..") {
			return sc, "", fmt.Errorf("source %s: folder %q must be a path inside the vault (relative, without \"..\")", name, f)
		}
	}
	if sc.Kind != KindVault && len(sc.Folders) > 0 {
		return sc, "", fmt.Errorf("source %s: only a vault has folders", name)
	}
	// The lexical path first, so that a refused place is refused even
	// when it does not exist (yet).
	if err := forbidden(sc.Path, dataDir, env); err != nil {
		return sc, "", fmt.Errorf("source %s: %w", name, err)
	}
	resolved, err := filepath.EvalSymlinks(sc.Path)
	if err != nil {
		_, reason, _ := vault.Probe(vault.DirSource(sc.Path), 0)
		if reason == "" {
			reason = err.Error()
		}
		return sc, "", fmt.Errorf("source %s: %s: %w", name, reason, ErrSourceMissing)
	}
	if err := forbidden(resolved, dataDir, env); err != nil {
		return sc, resolved, fmt.Errorf("source %s (resolved to %s): %w", name, resolved, err)
	}
	fi, err := os.Stat(resolved)
	if err != nil {
		return sc, resolved, fmt.Errorf("source %s: %v: %w", name, err, ErrSourceMissing)
	}
	if sc.Kind == KindMemoryFile {
		if !fi.Mode().IsRegular() || !strings.EqualFold(filepath.Ext(resolved), ".md") {
			return sc, resolved, fmt.Errorf("source %s: a memory file must be an existing regular .md file", name)
		}
	} else if !fi.IsDir() {
		return sc, resolved, fmt.Errorf("source %s: a %s source must be a directory", name, sc.Kind)
	}
	return sc, resolved, nil
}

// forbidden says why p may not be a source, or nil.
func forbidden(p, dataDir string, env platform.Env) error {
	p = filepath.Clean(p)
	if p == string(filepath.Separator) || p == filepath.VolumeName(p)+string(filepath.Separator) {
		return errors.New("the root directory cannot be a source")
	}
	if env.Home != "" && (p == filepath.Clean(env.Home) || p == evalOr(env.Home)) {
		return errors.New("the home directory itself cannot be a source (pick the folder that holds the memories)")
	}
	for _, d := range env.SystemDirs() {
		for _, c := range []string{filepath.Clean(d), evalOr(d)} {
			if within(p, c) {
				return fmt.Errorf("%s is a system directory", c)
			}
		}
	}
	if dataDir != "" {
		for _, c := range []string{filepath.Clean(dataDir), evalOr(dataDir)} {
			if within(p, c) {
				return errors.New("memgate's own data directory cannot be a source")
			}
		}
	}
	return nil
}

// within: p is dir or lies inside it.
func within(p, dir string) bool {
	if dir == "" || dir == "." {
		return false
	}
	r, err := filepath.Rel(dir, p)
	return err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) && !filepath.IsAbs(r)
}

func evalOr(p string) string {
	if r, err := filepath.EvalSymlinks(p); err == nil {
		return r
	}
	return filepath.Clean(p)
}

// rootKey is where a source root's device is kept among the file states
// (not a path, so no rescan lists it).
func rootKey(root string) string { return "memgate:root-dev:" + root }

// checkHealth probes s, records its state, and reports a change as a
// source event. It returns whether s can be read now.
func (e *Engine) checkHealth(s *source) bool {
	e.stateMu.Lock()
	was, wasDev := s.health.state, s.health.dev
	e.stateMu.Unlock()
	if wasDev == 0 {
		if b, err := e.st.FileState(rootKey(s.vsrc.Root)); err == nil && b != nil {
			json.Unmarshal(b, &wasDev)
		}
	}
	h, reason, dev := vault.Probe(s.vsrc, wasDev)
	e.stateMu.Lock()
	s.health.state, s.health.reason = h, reason
	if h == vault.Healthy && dev != 0 {
		s.health.dev = dev
	}
	e.stateMu.Unlock()
	if h == vault.Healthy && dev != 0 && dev != wasDev {
		if err := e.st.PutFileState(rootKey(s.vsrc.Root), mustJSON(dev)); err != nil {
			e.log.Warn("saving source device", "source", s.cfg.Path, "err", err)
		}
	}
	if h != was {
		msg := string(h)
		if reason != "" {
			msg += ": " + reason
		}
		e.log.Info("source state", "source", s.cfg.Path, "state", h, "reason", reason)
		e.bus.publish(Event{Type: EventSource, Path: s.cfg.Path, Status: string(h), Message: msg})
	}
	return h == vault.Healthy
}

// handleBatch handles one batch of watcher events. Each source a batch
// touches is probed once: events of a source that is out of reach are
// dropped (a Removed event there means the drive went, not the notes),
// and a source that came back is rescanned whole.
func (e *Engine) handleBatch(ctx context.Context, batch []vault.Event) {
	ok := map[int]bool{}
	for _, ev := range batch {
		if ev.Source < 0 || ev.Source >= len(e.sources) {
			continue
		}
		if _, seen := ok[ev.Source]; seen {
			continue
		}
		s := e.sources[ev.Source]
		e.stateMu.Lock()
		was := s.health.state
		e.stateMu.Unlock()
		healthy := e.checkHealth(s)
		ok[ev.Source] = healthy
		if healthy && was != vault.Healthy {
			e.rescan(ctx, s, s.vsrc.Root)
			ok[ev.Source] = false // done: the rescan covered the batch
		}
	}
	for _, ev := range batch {
		if ok[ev.Source] {
			e.handle(ctx, ev)
		}
	}
}

// SourceStatuses are the configured sources with their state now.
func (e *Engine) SourceStatuses() []SourceStatus {
	e.mu.Lock()
	srcs := slices.Clone(e.sources)
	e.mu.Unlock()
	out := make([]SourceStatus, len(srcs))
	e.stateMu.Lock()
	defer e.stateMu.Unlock()
	for i, s := range srcs {
		out[i] = SourceStatus{Kind: s.cfg.Kind, Path: s.cfg.Path, Activation: s.cfg.Activation, Folders: s.cfg.Folders, State: string(s.health.state), Reason: s.health.reason, UnreadByAgent: s.health.unread}
		if r, err := filepath.EvalSymlinks(s.cfg.Path); err == nil {
			out[i].Resolved = r
		}
	}
	return out
}

// RemoveGrace is how long a removed file waits before its memories go
// stale. A folder that is deleted, renamed or unmounted loses its files
// first and itself last; by the end of the grace its source is missing and
// the removals are dropped (the memories keep their statuses). A folder
// whose deletion takes longer than this has its first files' memories
// marked stale, and restored when the files come back with the same text.
const RemoveGrace = time.Second

// SyncedRemoveGrace is the grace of a file inside a Syncthing folder (one
// with a .stfolder marker at or above it). Another device's rename reaches
// this one as a deletion and a new name, each when the sender's scan saw
// it, and a receiver whose pull of the new name failed (the sender
// rewrote the file meanwhile) deletes the old name and pulls the new one
// on its next pass: the halves arrive seconds apart. Syncthing's default
// watcher delay is 10 s; a memory must not go stale, and vanish from
// agents, for a move.
const SyncedRemoveGrace = 10 * time.Second

// deferGone puts path among the removals decided after its grace.
func (e *Engine) deferGone(path string, s *source) {
	grace := RemoveGrace
	if syncedDir(filepath.Dir(path)) {
		grace = SyncedRemoveGrace
	}
	e.gone.add(path, s, grace)
}

// syncedDir: dir or a folder above it is a Syncthing folder. Syncthing
// keeps its .stfolder marker at the folder's root for as long as it
// shares it.
func syncedDir(dir string) bool {
	for {
		if fi, err := os.Stat(filepath.Join(dir, ".stfolder")); err == nil && fi.IsDir() {
			return true
		}
		up := filepath.Dir(dir)
		if up == dir {
			return false
		}
		dir = up
	}
}

// hadEntries: memgate last saw entries with ids in path.
// A store that cannot say counts as yes: the removal then waits.
func (e *Engine) hadEntries(path string) bool {
	st, err := e.loadState(path)
	return err != nil || st != nil && len(st.Marks) > 0
}

// settleGone decides the removals that waited out their grace: a file
// still gone from a source that is there has really been removed.
func (e *Engine) settleGone() {
	gone := e.gone.take()
	healthy := map[*source]bool{}
	for path, s := range gone {
		ok, seen := healthy[s]
		if !seen {
			ok = e.checkHealth(s)
			healthy[s] = ok
		}
		if !ok {
			continue
		}
		if fi, err := os.Lstat(path); err == nil {
			if fi.Size() == 0 { // emptied for good
				e.mu.Lock()
				e.settling[path] = true
				e.mu.Unlock()
				e.syncFile(context.Background(), s, path, nil, true)
				e.mu.Lock()
				delete(e.settling, path)
				e.mu.Unlock()
			}
			continue // back already: its own event reconciles it
		}
		e.mu.Lock()
		e.removed(s, path)
		e.writeBack()
		e.markClean()
		e.mu.Unlock()
	}
}
