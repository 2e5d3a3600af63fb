package app

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/vault"
)

// What the engine remembers of a file between reconciles, so that a warm
// restart skips unchanged files unread and render skips unchanged entries.

// fileState is what the engine remembers about a file between reconciles.
type fileState struct {
	Identity vault.Identity `json:"identity"`
	Hash     string         `json:"hash"`
	// Marks are the entries the file held when memgate last wrote or read
	// it: status word and text hash per id. A status word that differs
	// from its mark was changed by hand; an entry equal to its mark, whose
	// item has not changed since Seq, needs no look at the store.
	Marks map[string]mark `json:"marks,omitempty"`
	// Seq is the store's audit sequence when the file was last rendered:
	// items changed after it are the ones whose entries may need a rewrite
	// (and, after a crash, the files whose write-back never happened).
	Seq      uint64 `json:"seq"`
	Governed bool   `json:"governed"`
	Removed  bool   `json:"removed,omitempty"`
	// Skip is why the file, as it stands, is not governed (it did not
	// parse): a restart that skips it unread still lists it.
	Skip     string `json:"skip,omitempty"`
	SkipLine int    `json:"skip_line,omitempty"`
	// Tail, for a memory file or bucket, lets the next reconcile of the
	// file grown at its end parse and render only the grown part
	// (tail.go).
	Tail *tailState `json:"tail,omitempty"`
}

type mark struct {
	S mem.Status `json:"s"`
	H string     `json:"h"`
}

// marksOf reads the marks a parsed file carries.
func marksOf(doc *ingest.Document) map[string]mark {
	m := make(map[string]mark, len(doc.Entries))
	for _, en := range doc.Entries {
		if en.ID != "" {
			m[en.ID] = mark{S: en.Status, H: markHash(en)}
		}
	}
	return m
}

// unchanged: the entry is exactly as memgate last left it and its item
// has not changed since.
func unchanged(en ingest.Entry, marks map[string]mark, dirty map[string]bool) bool {
	m, ok := marks[en.ID]
	return ok && en.ID != "" && !dirty[en.ID] && m.S == en.Status && m.H == markHash(en)
}

// markHash is what a file state remembers of an entry's content: its
// text hash, and for a note with a description that description too, so
// that a changed description alone is seen (it is the note's line in the
// context block).
func markHash(en ingest.Entry) string {
	if (en.Kind == ingest.Note || en.Kind == ingest.Topic) && en.Summary != "" {
		return en.Hash + "/" + mem.Hash(en.Summary)[:16]
	}
	return en.Hash
}

// loadState is the file's state, nil when memgate never reconciled it. A
// read error, or a state that does not decode, is an error: treating a
// known file as new would ingest it again.
func (e *Engine) loadState(path string) (*fileState, error) {
	if fs := e.states.get(path); fs != nil {
		return fs, nil
	}
	b, err := e.st.FileState(path)
	if err != nil {
		return nil, e.storeFault(fmt.Errorf("reading the state of %s: %w", path, err))
	}
	return e.decodeState(path, b)
}

// loadStateFrom is loadState with the stored bytes read already (raw, as
// Store.FileStatesBetween returns them; a path missing there has none).
// The cache goes first, as in loadState. raw may be a moment old: its
// caller only decides from it whether the file needs a reconcile, and a
// reconcile loads the state again.
func (e *Engine) loadStateFrom(path string, raw map[string][]byte) (*fileState, error) {
	if fs := e.states.get(path); fs != nil {
		return fs, nil
	}
	return e.decodeState(path, raw[path])
}

// decodeState decodes path's stored state b (nil: none) and caches it if
// it is large.
func (e *Engine) decodeState(path string, b []byte) (*fileState, error) {
	if b == nil {
		return nil, nil
	}
	e.decodes.Add(1)
	var fs fileState
	if err := json.Unmarshal(b, &fs); err != nil {
		return nil, e.storeFault(fmt.Errorf("the stored state of %s is damaged: %w", path, err))
	}
	e.states.put(path, &fs)
	return &fs, nil
}

// quietState reports, from path's stored state b alone, that the file
// with identity id (as listed) is unchanged since memgate last read or
// wrote it, and that the state holds nothing else a restart acts on: not
// removed, no reason to skip it. It is true only for the bytes
// encodeState writes (or json.Marshal, which first sight used before),
// read without decoding them: decoding every note's
// state (JSON, its time above all) was a quarter of a warm restart of
// the 10,000-note workspace, which finds every file so. Any other shape,
// a different identity, or a time written in another zone is false, and
// the caller decodes the state as before. What follows the head (the
// tail, the marks) is not looked at: a restart does not use it, and the
// reconcile that does decodes it, and reports it if it is damaged.
func quietState(b []byte, id vault.Identity) bool {
	var pre [160]byte
	p := append(pre[:0], `{"identity":{"Dev":`...)
	p = strconv.AppendUint(p, id.Dev, 10)
	p = append(p, `,"Ino":`...)
	p = strconv.AppendUint(p, id.Ino, 10)
	p = append(p, `,"Size":`...)
	p = strconv.AppendInt(p, id.Size, 10)
	p = append(p, `,"ModTime":`...)
	t, err := id.ModTime.MarshalJSON()
	if err != nil {
		return false
	}
	p = append(p, t...)
	p = append(p, `},"hash":"`...)
	rest, ok := bytes.CutPrefix(b, p)
	if !ok {
		return false
	}
	// The hash is hex; anything escaped goes the decoding way.
	i := bytes.IndexAny(rest, "\\\"")
	if i < 0 || rest[i] != '"' {
		return false
	}
	rest = rest[i+1:]
	// json.Marshal writes the marks here (first sight's states before
	// it used encodeState), encodeState after the rest.
	if r, ok := bytes.CutPrefix(rest, []byte(`,"marks":`)); ok {
		n := objectLen(r)
		if n < 0 {
			return false
		}
		rest = r[n:]
	}
	if rest, ok = bytes.CutPrefix(rest, []byte(`,"seq":`)); !ok {
		return false
	}
	i = 0
	for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
		i++
	}
	if rest, ok = bytes.CutPrefix(rest[i:], []byte(`,"governed":`)); !ok {
		return false
	}
	if r, ok := bytes.CutPrefix(rest, []byte("true")); ok {
		rest = r
	} else if rest, ok = bytes.CutPrefix(rest, []byte("false")); !ok {
		return false
	}
	// What may follow: the end, the tail or the marks (removed and skip
	// come before both).
	return string(rest) == "}" || bytes.HasPrefix(rest, []byte(`,"tail":`)) || bytes.HasPrefix(rest, []byte(`,"marks":`))
}

// objectLen is the length of the JSON object b begins with, or -1 when
// b does not begin with a whole one.
func objectLen(b []byte) int {
	if len(b) == 0 || b[0] != '{' {
		return -1
	}
	depth, str := 0, false
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case str && c == '\\':
			i++
		case str && c == '"':
			str = false
		case str:
		case c == '"':
			str = true
		case c == '{':
			depth++
		case c == '}':
			if depth--; depth == 0 {
				return i + 1
			}
		}
	}
	return -1
}

// saveState records fs as path's state. Callers hand it over: fs is not
// changed afterwards (the cache may hold it).
func (e *Engine) saveState(path string, fs *fileState) {
	b := encodeState(fs)
	if err := e.st.PutFileState(path, b); err != nil {
		e.states.put(path, nil)
		e.log.Warn("saving file state", "path", path, "err", err)
		return
	}
	e.states.put(path, fs)
}

// encodeState is how every file state is stored (quietState reads its
// layout): json.Marshal(fs) but for the marks, which it writes itself,
// last: a MEMORY.md of 20,000 entries has as many, and
// json.Marshal spent ~16 ms on every save sorting and reflecting over
// them. loadState reads the result with json.Unmarshal.
func encodeState(fs *fileState) []byte {
	head := *fs
	head.Marks = nil
	b, _ := json.Marshal(&head)
	if len(fs.Marks) == 0 {
		return b
	}
	b = append(b[:len(b)-1], `,"marks":{`...)
	first := true
	for id, m := range fs.Marks {
		if !first {
			b = append(b, ',')
		}
		first = false
		b = appendJSONString(b, id)
		b = append(b, `:{"s":`...)
		b = appendJSONString(b, string(m.S))
		b = append(b, `,"h":`...)
		b = appendJSONString(b, m.H)
		b = append(b, '}')
	}
	return append(b, "}}"...)
}

// appendJSONString appends s as a JSON string: as it is when it is
// plain ASCII (ids, status words, hashes are), through encoding/json
// otherwise.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// stateCache holds the decoded states of the few files whose states are
// large: a MEMORY.md of 20,000 entries has a 1.6 MB state, which took
// ~30 ms to decode on every save. The engine is the only writer of file
// states (saveState), so a cached state is the stored one. Small states
// are not kept: a vault of notes has one per note, each cheap to read.
type stateCache struct {
	mu sync.Mutex
	m  map[string]*fileState
}

const (
	// stateCacheMarks is the size, in entries, from which a state is kept.
	stateCacheMarks = 512
	// stateCacheFiles bounds the cache: memory files and buckets.
	stateCacheFiles = 16
)

func (c *stateCache) get(path string) *fileState {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.m[path]
}

// put keeps fs as path's state when it is large, and forgets path's
// state otherwise (nil: not known).
func (c *stateCache) put(path string, fs *fileState) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if fs == nil || len(fs.Marks) < stateCacheMarks {
		delete(c.m, path)
		return
	}
	if c.m == nil {
		c.m = map[string]*fileState{}
	}
	if _, ok := c.m[path]; !ok && len(c.m) >= stateCacheFiles {
		for k := range c.m { // any one: a workspace has a handful of such files
			delete(c.m, k)
			break
		}
	}
	c.m[path] = fs
}
