package app

import (
	"slices"

	"github.com/memgate/memgate/wire"

	"strings"
	"sync"
	"time"

	"github.com/memgate/memgate/ingest"
)

// Skip is a file the engine does not govern, and why (defined in wire).
type Skip = wire.Skip

// maxSkipped bounds the registry: a vault of broken files must not grow
// memgate without end. Past it the oldest entry goes.
const maxSkipped = 1000

// skipped is the registry behind /v1/stats' skipped list. A file leaves it
// when it is reconciled again without a problem.
type skipped struct {
	mu sync.Mutex
	m  map[string]Skip
}

// skip records path as skipped for reason; a skip that is new (or has a
// new reason) is also published as an error event. A rescan finds the same
// symlinks and broken notes every time, and says so only once.
func (e *Engine) skip(path, reason string, line int) {
	e.skips.mu.Lock()
	if e.skips.m == nil {
		e.skips.m = map[string]Skip{}
	}
	old, seen := e.skips.m[path]
	if !seen && len(e.skips.m) >= maxSkipped {
		var first string
		var at time.Time
		for p, s := range e.skips.m {
			if first == "" || s.At.Before(at) {
				first, at = p, s.At
			}
		}
		delete(e.skips.m, first)
	}
	e.skips.m[path] = Skip{Path: path, Reason: reason, Line: line, At: e.now()}
	e.skips.mu.Unlock()
	if !seen || old.Reason != reason {
		e.log.Warn("skipped", "path", path, "reason", reason)
		e.bus.publish(Event{Type: EventError, Path: path, Line: line, Message: "skipped: " + reason})
	}
}

// malformedNote is the problem that makes a note unfit to govern: front
// matter that does not parse or is over the limits, or a memory_* key given
// twice. Such a note is skipped and reported, never ingested or rewritten
// (whose status would it be?); the person fixes it and it is read again.
func malformedNote(doc *ingest.Document) (ingest.Problem, bool) {
	for _, p := range doc.Problems {
		if p.Code == ingest.ProblemFrontMatter || p.Code == ingest.ProblemDuplicateKey {
			return p, true
		}
	}
	return ingest.Problem{}, false
}

// unskip forgets path: it was reconciled, or it is gone.
func (e *Engine) unskip(path string) {
	e.skips.mu.Lock()
	delete(e.skips.m, path)
	e.skips.mu.Unlock()
}

// Skipped lists the files the engine skips, by path.
func (e *Engine) Skipped() []Skip {
	e.skips.mu.Lock()
	out := make([]Skip, 0, len(e.skips.m))
	for _, s := range e.skips.m {
		out = append(out, s)
	}
	e.skips.mu.Unlock()
	slices.SortFunc(out, func(a, b Skip) int { return strings.Compare(a.Path, b.Path) })
	return out
}
