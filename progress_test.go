package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/memgate/memgate/app"
	"github.com/memgate/memgate/wire"
)

func TestDrawProgress(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		ev   wire.Event
		want string // "" draws nothing
	}{
		{wire.Event{Phase: app.PhaseIngesting, Done: 250, Total: 1000, ETAMs: 93_400},
			"memgate: reading 250 of 1000 files [#######                       ]  25%, about 1m33s left"},
		{wire.Event{Phase: app.PhaseIngesting, Done: 1000, Total: 1000},
			"memgate: reading 1000 of 1000 files [##############################] 100%"},
		{wire.Event{Phase: app.PhaseIndexing, Done: 512, Total: 2048, ETAMs: 3_000},
			"memgate: indexing 512 of 2048 memories for recall [#######                       ]  25%, about 3s left"},
		{wire.Event{Phase: app.PhaseListing}, ""},
		{wire.Event{Phase: app.PhaseReady, Done: 5, Total: 5}, ""},
	} {
		var b bytes.Buffer
		drew := drawProgress(&b, c.ev)
		if got := strings.TrimPrefix(b.String(), "\r\033[K"); got != c.want || drew != (c.want != "") {
			t.Errorf("%+v: drew %v %q, want %q", c.ev, drew, got, c.want)
		}
	}
}
