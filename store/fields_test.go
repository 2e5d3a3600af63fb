package store

import (
	"encoding/json"
	"maps"
	"testing"
	"time"

	"github.com/memgate/memgate/mem"
)

// fieldsOf must split an item's JSON exactly as the decoder would: the
// audit trail is built from it.
func FuzzFieldsOf(f *testing.F) {
	f.Add("plain fact", "- plain fact", "memory", 0.8, true)
	f.Add(`quotes " and \ backslashes, {braces} [brackets], commas`, "<!-- mem:abc -->", `a"b`, -1.5, false)
	f.Add("unicode é 中文 \u2028 \x00 \t tab", "", "", 0.0, true)
	f.Add(`{"looks":"like json","n":[1,2,{"x":null}]}`, `"`, `\`, 1e300, false)
	f.Fuzz(func(t *testing.T, text, raw, category string, conf float64, pinned bool) {
		if conf != conf || conf > 1e308 || conf < -1e308 { // NaN and ±Inf do not marshal
			return
		}
		now := time.Date(2026, 12, 3, 18, 0, 0, 123, time.UTC)
		it := Item{ID: "abc12345", Text: text, TextHash: mem.TextHash(text), Kind: "fact", Category: category,
			Status: mem.Active, Confidence: conf, Privacy: mem.Normal, Scope: "global", Pinned: pinned,
			Source:     Source{Kind: "memory_file", Path: "/x/" + category, Raw: raw, Line: 7},
			RecordedAt: now, ServedCount: 3, ServedTo: map[string]int64{"a": 1}}
		if pinned {
			it.ValidFrom = &now
			it.Flags = []Flag{{Rule: "r", Class: "secret", Detail: raw, Start: 1, End: 2}}
		}
		b, err := json.Marshal(it.governed())
		if err != nil {
			t.Fatal(err)
		}
		got, ok := splitObject(b)
		if !ok {
			t.Fatalf("splitObject refused %s", b)
		}
		var want map[string]json.RawMessage
		if err := json.Unmarshal(b, &want); err != nil {
			t.Fatal(err)
		}
		if !maps.EqualFunc(got, want, func(a, b json.RawMessage) bool { return string(a) == string(b) }) {
			t.Fatalf("split %v\ndecoded %v", got, want)
		}
	})
}

// splitObject refuses what is not a compact object with plain keys, so
// fieldsOf falls back to the decoder.
func TestSplitObjectRefuses(t *testing.T) {
	for _, in := range []string{``, `[]`, `{"a":1`, `{"a\"b":1}`, `{"a" :1}`, `{"a":1,}`, `{"a":1} `, `{"a":"x}`} {
		if _, ok := splitObject([]byte(in)); ok {
			t.Errorf("splitObject(%q) accepted", in)
		}
	}
	if m, ok := splitObject([]byte(`{}`)); !ok || len(m) != 0 {
		t.Errorf("splitObject({}) = %v, %v", m, ok)
	}
}

// encodeEvent must write exactly what json.Marshal writes for an event:
// the stored audit trail is read back with the decoder and served as is.
func FuzzEncodeEvent(f *testing.F) {
	f.Add("fact", "why not", "user:cli", uint64(1), true, int64(0))
	f.Add(`<b>"x" & \y</b>`, "\u2028 é 中 \x01", "agent:<codex>", uint64(1<<63), false, int64(-62135596800))
	f.Add("", "", "", uint64(0), true, int64(253402300799))
	f.Fuzz(func(t *testing.T, text, reason, actor string, seq uint64, withBefore bool, unix int64) {
		at := time.Unix(unix, 123456789).UTC()
		if at.Year() < 0 || at.Year() > 9999 {
			return // time.Time does not marshal outside these years
		}
		after := Item{ID: "id1", Text: text, Kind: "fact", Status: mem.Active, Scope: "global", Source: Source{Raw: text}, RecordedAt: at}
		ev := Event{V: schemaVersion, Seq: seq, At: at, Item: text, Actor: Actor(actor), Action: reason, Reason: reason}
		if withBefore {
			before := after
			before.Text, before.Status = reason, mem.NeedsReview
			ev.Before, ev.After = diff(&before, after)
			ev.Before["gone"] = nil // a field only one side has
		} else {
			_, ev.After = diff(nil, after)
		}
		want, err := json.Marshal(ev)
		if err != nil {
			t.Fatal(err)
		}
		got, err := encodeEvent(ev)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Fatalf("encodeEvent\n%s\njson.Marshal\n%s", got, want)
		}
	})
}
