package journal

import (
	"testing"
	"time"
)

func TestClock(t *testing.T) {
	t.Parallel()
	const base = 1_800_000_000_000
	ts := MakeTimestamp
	type step struct {
		wall   int64     // wall ms before the step
		remote Timestamp // 0: a local event (Now); else Update(remote)
		want   Timestamp
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"wall moves forward", []step{{base, 0, ts(base, 0)}, {base + 5, 0, ts(base+5, 0)}}},
		{"same millisecond counts", []step{{base, 0, ts(base, 0)}, {base, 0, ts(base, 1)}, {base, 0, ts(base, 2)}}},
		{"wall steps back, clock does not", []step{{base, 0, ts(base, 0)}, {base - 1000, 0, ts(base, 1)}}},
		{"remote ahead is followed", []step{{base, ts(base+50, 7), ts(base+50, 8)}, {base, 0, ts(base+50, 9)}}},
		{"remote behind is ignored", []step{{base, 0, ts(base, 0)}, {base, ts(base-9, 3), ts(base, 1)}}},
		{"equal wall takes the larger counter", []step{{base, 0, ts(base, 0)}, {base, ts(base, 4), ts(base, 5)}}},
		{"counter overflow carries into the wall", []step{{base, ts(base, 0xffff), ts(base+1, 0)}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var wall int64
			c := NewClock(ClockConfig{Now: func() time.Time { return time.UnixMilli(wall) }})
			for i, s := range tc.steps {
				wall = s.wall
				var got Timestamp
				if s.remote == 0 {
					got = c.Now()
				} else {
					got = c.Update(s.remote)
				}
				if got != s.want {
					t.Errorf("step %d: got %v, want %v", i, got, s.want)
				}
			}
		})
	}
}
