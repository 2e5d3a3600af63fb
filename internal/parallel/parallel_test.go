package parallel

import (
	"sync/atomic"
	"testing"
)

func TestDoCallsEveryIndexOnce(t *testing.T) {
	for _, workers := range []int{0, 1, 3, 64} {
		seen := make([]atomic.Int32, 1000)
		Do(len(seen), workers, func(i int) { seen[i].Add(1) })
		for i := range seen {
			if n := seen[i].Load(); n != 1 {
				t.Fatalf("workers %d: index %d called %d times", workers, i, n)
			}
		}
	}
	Do(0, 4, func(int) { t.Fatal("called for n = 0") })
}

func TestDoReraisesPanic(t *testing.T) {
	defer func() {
		if p := recover(); p != "boom" {
			t.Fatalf("recovered %v, want boom", p)
		}
	}()
	Do(100, 4, func(i int) {
		if i == 10 {
			panic("boom")
		}
	})
	t.Fatal("Do returned after a panic")
}
