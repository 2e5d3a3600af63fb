package app

import (
	"testing"

	"github.com/memgate/memgate/mem"
)

// One reader asking for 1,000 distinct budgets leaves a bounded cache and
// a bounded served batch, and the cache still serves the same request
// byte-identically.
func TestContextCacheBounded(t *testing.T) {
	t.Parallel()
	w := newWorld(t, map[string]string{"MEMORY.md": "- the build runs on Fridays\n- staging is eu-west-1\n"})
	w.one("the build runs on Fridays", mem.Active)
	for b := 1; b <= 1000; b++ {
		if _, err := w.eng.Context(ContextRequest{Reader: "agent", Budget: 1000 + b}); err != nil {
			t.Fatal(err)
		}
	}
	w.eng.ctxCache.mu.Lock()
	cached, size := len(w.eng.ctxCache.m), w.eng.ctxCache.bytes
	w.eng.ctxCache.mu.Unlock()
	if cached > maxCtxCache || size > maxCtxBytes {
		t.Fatalf("%d blocks (%d bytes) cached after 1,000 budgets", cached, size)
	}
	w.eng.served.mu.Lock()
	pending := len(w.eng.served.pending)
	w.eng.served.mu.Unlock()
	if pending > maxServedPending {
		t.Fatalf("%d served blocks pending after 1,000 budgets", pending)
	}
	a, err := w.eng.Context(ContextRequest{Reader: "agent", Budget: 3000, JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	b, err := w.eng.Context(ContextRequest{Reader: "agent", Budget: 3000, JSON: true})
	if err != nil {
		t.Fatal(err)
	}
	if a != b || string(a.Body) != string(b.Body) || a.ETag != b.ETag {
		t.Fatal("repeated request not served from the cache")
	}
	// Every request was counted: 1,002 blocks for this reader.
	w.eng.FlushServed()
	w.eng.Store().FlushServed()
	it := w.one("the build runs on Fridays", mem.Active)
	if got := it.ServedTo["agent"]; got != 1002 {
		t.Fatalf("served to agent = %d, want 1002", got)
	}
}
