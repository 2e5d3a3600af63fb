package store

import (
	"bytes"
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"time"

	"github.com/memgate/memgate/mem"
)

// schemaVersion is written into every stored value (field "v") and into the
// meta record; Open migrates older stores forward (migrate.go). Schema 2
// stores a create event without its After fields (auditOf gives them back).
const schemaVersion = 2

// Item is one governed memory. Its JSON form is what the API serves and what
// audit events diff; fields carry no omitempty so that a field going back to
// its zero value is still recorded in the audit.
type Item struct {
	V int `json:"v"`
	// ID is short and typeable (see newID); it is what markers carry.
	ID string `json:"id"`
	// Text is the memory as an agent would read it.
	Text string `json:"text"`
	// TextHash is mem.TextHash(Text): identity for dedup and tombstones.
	TextHash string `json:"text_hash"`
	// Kind is note, fact, preference, ...; free-form, set by the source.
	Kind string `json:"kind"`
	// Category is the bucket (kb file name) or folder a memory came from.
	Category string `json:"category"`
	// Key, when set, names what the memory is about; only one active item
	// holds a key at a time (supersession).
	Key        string      `json:"key"`
	Status     mem.Status  `json:"status"`
	Confidence float64     `json:"confidence"`
	Privacy    mem.Privacy `json:"privacy"`
	// Scope is "global" or the name of a project.
	Scope string `json:"scope"`
	// Pinned items come first in the context block.
	Pinned bool   `json:"pinned"`
	Source Source `json:"source"`
	// ValidFrom and ValidTo are world time: when the memory was, or stopped
	// being, true. Nil means open.
	ValidFrom *time.Time `json:"valid_from"`
	ValidTo   *time.Time `json:"valid_to"`
	// RecordedAt and RetiredAt are system time: when the store learned the
	// item and when it left the active set for good (rejected).
	RecordedAt   time.Time  `json:"recorded_at"`
	RetiredAt    *time.Time `json:"retired_at"`
	Supersedes   string     `json:"supersedes"`
	SupersededBy string     `json:"superseded_by"`
	// Flags are scanner findings recorded at ingest.
	Flags []Flag `json:"flags"`

	// Bookkeeping below is kept outside the governed record (served.go):
	// it changes on reads and re-scans, which must not write audit events.
	ServedCount  int64            `json:"served_count"`
	LastServedAt *time.Time       `json:"last_served_at"`
	ServedTo     map[string]int64 `json:"served_to"`
	LastSeenAt   *time.Time       `json:"last_seen_at"`
}

// Source says where an item lives in the files.
type Source struct {
	// Kind is memory_file, kb, vault or api.
	Kind string `json:"kind"`
	// Path is the file, as the engine names it.
	Path string `json:"path"`
	// Anchor locates the entry inside its file for the engine (a heading, a
	// note title); free-form.
	Anchor string `json:"anchor"`
	// Raw is the entry's bytes as last seen in the file, so that a held
	// entry can come back exactly as it was written.
	Raw string `json:"raw"`
	// Index is, for a Claude Code topic, its line in the MEMORY.md index
	// as last seen there (without marker): held with the topic and put
	// back with it.
	Index string `json:"index,omitempty"`
	// Summary is a note's description or summary property, as last seen
	// in its front matter: the context block's one line for the note.
	Summary string `json:"summary,omitempty"`
	// Line is where the entry was last seen (1-based). Bookkeeping: lines
	// shift whenever someone edits above an entry, which is not a
	// governance event.
	Line int `json:"line"`
}

// Flag is one scanner finding. Start and End are byte offsets into the
// item's text as it was scanned, so the UI can highlight exactly what the
// scanner saw.
type Flag struct {
	Rule   string `json:"rule"`
	Class  string `json:"class"`
	Detail string `json:"detail"`
	Start  int    `json:"start"`
	End    int    `json:"end"`
}

// Event is one audit record. Before and After hold only the governed fields
// the mutation changed, as JSON, so a timeline can show "status:
// needs_review → active" and replaying After in order rebuilds the item.
type Event struct {
	V      int                        `json:"v"`
	Seq    uint64                     `json:"seq"`
	At     time.Time                  `json:"at"`
	Item   string                     `json:"item"`
	Actor  Actor                      `json:"actor"`
	Action string                     `json:"action"`
	Before map[string]json.RawMessage `json:"before"`
	After  map[string]json.RawMessage `json:"after"`
	Reason string                     `json:"reason"`
}

// Tombstone records a rejected value. Every write path asks Tombstoned
// before it creates or activates anything.
type Tombstone struct {
	V        int       `json:"v"`
	TextHash string    `json:"text_hash"`
	Key      string    `json:"key"`
	Item     string    `json:"item"`
	At       time.Time `json:"at"`
	Actor    Actor     `json:"actor"`
	// Lifted is set by restore; the record stays so the history is whole.
	Lifted   bool       `json:"lifted"`
	LiftedAt *time.Time `json:"lifted_at"`
}

// governed returns the item without its bookkeeping: the part that audit
// events describe and that Replay reproduces.
func (it Item) governed() Item {
	it.ServedCount, it.LastServedAt, it.ServedTo, it.LastSeenAt = 0, nil, nil, nil
	it.Source.Line = 0
	it.V = schemaVersion
	return it
}

// fields is the governed item as a map of JSON fields, the unit audit
// events diff over.
func (it Item) fields() map[string]json.RawMessage {
	b, err := json.Marshal(it.governed())
	if err != nil {
		panic("store: item does not marshal: " + err.Error())
	}
	return fieldsOf(b)
}

// fieldsOf splits an item's JSON into its governed fields. The values are
// sub-slices of b, byte for byte what json.Unmarshal into a map of
// RawMessage gives, at a fifth of the cost: every mutation diffs the item
// it writes, and decoding that JSON again was a third of a create.
func fieldsOf(b []byte) map[string]json.RawMessage {
	m, ok := splitObject(b)
	if !ok {
		// Not the compact object encoding/json writes for a struct:
		// never expected, but the decoder is always right.
		m = nil
		if err := json.Unmarshal(b, &m); err != nil {
			panic("store: item does not unmarshal: " + err.Error())
		}
	}
	for _, k := range bookkeepingFields {
		delete(m, k)
	}
	return m
}

// splitObject splits a compact JSON object whose keys carry no escapes
// (what encoding/json writes for a struct with plain tags) into its
// top-level members; ok is false for anything else.
func splitObject(b []byte) (m map[string]json.RawMessage, ok bool) {
	if len(b) < 2 || b[0] != '{' {
		return nil, false
	}
	m = make(map[string]json.RawMessage, 24)
	i := 1
	if b[i] == '}' {
		return m, i == len(b)-1
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return nil, false
		}
		k := bytes.IndexByte(b[i+1:], '"')
		if k < 0 || bytes.IndexByte(b[i+1:i+1+k], '\\') >= 0 {
			return nil, false
		}
		key := string(b[i+1 : i+1+k])
		i += k + 2
		if i >= len(b) || b[i] != ':' {
			return nil, false
		}
		i++
		end, ok := skipValue(b, i)
		if !ok || end == i {
			return nil, false
		}
		m[key] = json.RawMessage(b[i:end:end])
		i = end
		switch {
		case i < len(b) && b[i] == ',':
			i++
		case i == len(b)-1 && b[i] == '}':
			return m, true
		default:
			return nil, false
		}
	}
}

// encodeEvent is json.Marshal(ev), byte for byte, without reflecting over
// the diff maps: encoding/json sorts a map's keys and compacts every
// RawMessage value on its own, which was a fifth of a create's CPU. The
// values are the item's own compact JSON (fieldsOf), written as they are.
func encodeEvent(ev Event) ([]byte, error) {
	at, err := ev.At.MarshalJSON()
	if err != nil {
		return nil, err
	}
	b := make([]byte, 0, 256+rawLen(ev.Before)+rawLen(ev.After))
	b = append(b, `{"v":`...)
	b = strconv.AppendInt(b, int64(ev.V), 10)
	b = append(b, `,"seq":`...)
	b = strconv.AppendUint(b, ev.Seq, 10)
	b = append(b, `,"at":`...)
	b = append(b, at...)
	for _, f := range [...]struct{ key, val string }{{"item", ev.Item}, {"actor", string(ev.Actor)}, {"action", ev.Action}} {
		b = append(b, `,"`+f.key+`":`...)
		b = appendJSONString(b, f.val)
	}
	b = append(b, `,"before":`...)
	b = appendFields(b, ev.Before)
	b = append(b, `,"after":`...)
	b = appendFields(b, ev.After)
	b = append(b, `,"reason":`...)
	b = appendJSONString(b, ev.Reason)
	return append(b, '}'), nil
}

func rawLen(m map[string]json.RawMessage) int {
	n := 0
	for k, v := range m {
		n += len(k) + len(v) + 4
	}
	return n
}

// appendFields writes a diff map as encoding/json does: null when nil,
// keys sorted, a nil value as null.
func appendFields(b []byte, m map[string]json.RawMessage) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	b = append(b, '{')
	for i, k := range slices.Sorted(maps.Keys(m)) {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, k)
		b = append(b, ':')
		if v := m[k]; len(v) == 0 {
			b = append(b, "null"...)
		} else {
			b = append(b, v...)
		}
	}
	return append(b, '}')
}

// appendJSONString writes s as encoding/json would (HTML-safe escapes and
// all): plain ASCII directly, anything else through the encoder.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// skipValue returns the end of the JSON value that starts at b[i].
func skipValue(b []byte, i int) (int, bool) {
	depth := 0
	for ; i < len(b); i++ {
		switch b[i] {
		case '"':
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			if i >= len(b) {
				return 0, false
			}
			if depth == 0 {
				return i + 1, true
			}
		case '{', '[':
			depth++
		case '}', ']':
			if depth == 0 {
				return i, true // a number or literal ended
			}
			if depth--; depth == 0 {
				return i + 1, true
			}
		case ',':
			if depth == 0 {
				return i, true
			}
		}
	}
	return 0, false
}

// bookkeepingFields are left out of audit diffs: they are not governance.
var bookkeepingFields = []string{"v", "served_count", "last_served_at", "served_to", "last_seen_at"}

// diff returns the fields that differ between a and b, as before/after maps.
// A nil before means b is new.
func diff(before *Item, after Item) (map[string]json.RawMessage, map[string]json.RawMessage) {
	return diffFields(before, after.fields())
}

// diffFields is diff with after already split into its fields.
func diffFields(before *Item, af map[string]json.RawMessage) (map[string]json.RawMessage, map[string]json.RawMessage) {
	if before == nil {
		return nil, af
	}
	bf := before.fields()
	b, a := map[string]json.RawMessage{}, map[string]json.RawMessage{}
	for k, v := range af {
		if string(bf[k]) != string(v) {
			b[k], a[k] = bf[k], v
		}
	}
	return b, a
}

// Replay rebuilds an item from its audit events, oldest first, by applying
// each event's After fields in turn. It is how the store proves its audit
// is complete: Replay(Audit(id)) equals Get(id) in every governed field.
func Replay(events []Event) (Item, error) {
	var it Item
	for _, ev := range events {
		b, err := json.Marshal(ev.After)
		if err != nil {
			return Item{}, err
		}
		// Unmarshal into the existing item overwrites exactly the fields
		// present, which is a merge; null resets pointers and slices.
		if err := json.Unmarshal(b, &it); err != nil {
			return Item{}, err
		}
	}
	return it.governed(), nil
}
