package ingest

import (
	"bytes"
	"cmp"
	"fmt"
	"strings"

	"github.com/memgate/memgate/mem"
	yaml "go.yaml.in/yaml/v3"
)

// Claude Code's auto memory keeps one topic file per memory (front matter
// name, description and type, then the body) and an index, MEMORY.md, of
// lines "- [Title](file.md) — hook" that it loads into every session. A
// topic is parsed as a note whose Title is its name, whose Description is
// its description and whose Category is its type; the index is parsed as
// a memory file.
//
// Unlike an Obsidian note, a topic is read raw by an agent, so a topic the
// agent must not read is held like a list entry: the whole file, front
// matter included (its name and description are read raw too), becomes
// one placeholder line naming the id and status (HoldTopic), and is put
// back byte for byte (UnholdTopic). Earlier memgate held the body alone
// (HoldBody, UnholdBody) and kept memory_id and memory_status in the front
// matter; such a file still parses and is released the same way, and a
// topic whose store holds only its body is still held that way, so that
// what comes back is exactly what left.

// topicKeys are the front matter keys Claude Code writes in a topic file.
var topicKeys = []string{"name", "description", "type"}

// readTopic fills a topic entry's Title, Description and Category from its
// front matter, and recognises a held body.
func (p *fileParser) readTopic(e *Entry) {
	e.Kind = Topic
	e.Category = "memory"
	e.File = p.src
	if fm := p.d.FrontMatter; fm != nil && fm.Format == "yaml" {
		vals, err := scalarKeys(p.src[fm.ContentStart:fm.ContentEnd], p.o, topicKeys)
		if err != nil {
			p.d.problem(p.lineOf(fm.ContentStart), ProblemFrontMatter, err.Error())
		}
		if v := vals["name"]; v != "" {
			e.Title = v
		}
		e.Description = vals["description"]
		if v := vals["type"]; v != "" {
			e.Category = v
		}
		if strings.TrimSpace(e.Text) == "" {
			// A topic with no body is its description (else its name):
			// that is the memory Claude Code keeps, and what it reads.
			e.Text = cmp.Or(e.Description, vals["name"])
			e.Norm = mem.Normalize(e.Text)
			e.Hash = mem.Hash(e.Norm)
		}
	}
	body := bytes.TrimSpace(p.src[e.TextStart:e.TextEnd])
	if len(body) == 0 || bytes.ContainsAny(body, "\n") {
		return
	}
	m, ok := ParseMarker(string(body))
	if !ok {
		return
	}
	e.Held = true
	e.Text, e.Norm, e.Hash = "", "", ""
	e.MarkerStart, e.MarkerEnd = e.TextStart, e.TextEnd
	if e.ID == "" {
		e.ID = m.ID
	}
	if e.Status == "" {
		e.Status = m.Status
	}
}

// scalarKeys reads the top-level scalar values of keys from YAML front
// matter, under the same limits as memory keys.
func scalarKeys(content []byte, o Options, keys []string) (map[string]string, error) {
	out := map[string]string{}
	if len(bytes.TrimSpace(content)) == 0 {
		return out, nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(content, &doc); err != nil {
		return out, err
	}
	if err := checkYAMLLimits(&doc, o); err != nil {
		return out, err
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return out, nil
	}
	root := doc.Content[0]
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		for _, want := range keys {
			if k.Value == want && v.Kind == yaml.ScalarNode {
				out[want] = strings.TrimSpace(v.Value)
			}
		}
	}
	return out, nil
}

// HoldBody swaps a topic's body for a placeholder line naming id and
// status; the caller keeps e.Raw (the whole body) to put back with
// UnholdBody. The blank lines between the front matter and the text stay,
// so the held file reads like the original. Holding a held topic updates
// its placeholder.
func HoldBody(src []byte, e Entry, id string, st mem.Status) ([]byte, error) {
	if err := checkMarker(id, st); err != nil {
		return nil, err
	}
	if e.Kind != Topic {
		return nil, ErrWrongKind
	}
	off, err := bodyAt(src, e)
	if err != nil {
		return nil, err
	}
	lead := e.TextStart - e.Start
	if lead < 0 || lead > len(e.Raw) {
		lead = 0
	}
	eol := "\n"
	if bytes.Contains(src, []byte("\r\n")) {
		eol = "\r\n"
	}
	repl := string(e.Raw[:lead]) + RenderPlaceholder(id, st) + eol
	return splice(src, off, len(src), repl), nil
}

// HoldTopic makes a topic's whole file one placeholder line naming id and
// status; the caller keeps e.File to put back with UnholdTopic. Holding a
// topic held whole updates its placeholder.
func HoldTopic(src []byte, e Entry, id string, st mem.Status) ([]byte, error) {
	if err := checkMarker(id, st); err != nil {
		return nil, err
	}
	if e.Kind != Topic {
		return nil, ErrWrongKind
	}
	if !bytes.Equal(src, e.File) {
		return nil, &Error{Line: e.Line, Err: ErrStale}
	}
	return []byte(RenderPlaceholder(id, st) + detectEOL(src)), nil
}

// HeldWhole reports that e is a topic held whole by HoldTopic: its file is
// the placeholder line, with no front matter before it.
func HeldWhole(e Entry) bool {
	return e.Kind == Topic && e.Held && e.Start == 0
}

// UnholdTopic puts a topic held whole back: file is the whole file as
// HoldTopic found it.
func UnholdTopic(src []byte, e Entry, file []byte) ([]byte, error) {
	if !HeldWhole(e) {
		return nil, ErrWrongKind
	}
	if len(file) == 0 {
		return nil, fmt.Errorf("%w: nothing to restore", ErrBadText)
	}
	if !bytes.Equal(src, e.File) {
		return nil, &Error{Line: e.Line, Err: ErrStale}
	}
	return bytes.Clone(file), nil
}

// UnholdBody puts a held topic's body back: raw is the body as HoldBody
// found it.
func UnholdBody(src []byte, e Entry, raw []byte) ([]byte, error) {
	if e.Kind != Topic || !e.Held {
		return nil, ErrWrongKind
	}
	if len(raw) == 0 {
		return nil, fmt.Errorf("%w: nothing to restore", ErrBadText)
	}
	off, err := bodyAt(src, e)
	if err != nil {
		return nil, err
	}
	return splice(src, off, len(src), string(raw)), nil
}

// bodyAt finds where the entry's body starts in src: a topic's body runs
// to the end of the file, so it is found as a suffix, wherever the front
// matter above it (rewritten by SetNoteKeys) now ends.
func bodyAt(src []byte, e Entry) (int, error) {
	if !bytes.HasSuffix(src, e.Raw) {
		return -1, &Error{Line: e.Line, Err: ErrStale}
	}
	return len(src) - len(e.Raw), nil
}
