package ingest

import (
	"bytes"
	"strconv"
	"strings"
)

// A note's one-line form in the context block needs its name and its
// description. They are read by a line scan of the top-level keys rather
// than by decoding YAML: decoding is the dearest step of a note parse, and
// only a single-line scalar can serve as a one-line description anyway.

// summaryKeys are the properties that describe a note, in preference order.
var summaryKeys = []string{"description", "summary"}

// nameKeys are the properties that name a note.
var nameKeys = []string{"name", "title"}

// FrontMatterFields returns the name (name or title) and the description
// (description or summary) found as single-line top-level scalars in YAML
// front matter content; either is empty when absent or not single-line.
func FrontMatterFields(content []byte) (name, summary string) {
	found := map[string]string{}
	for off := 0; off < len(content); {
		line, next := lineAt(content, off)
		off = next
		k, v, ok := bytes.Cut(line, []byte(":"))
		if !ok || len(k) == 0 || k[0] == ' ' || k[0] == '\t' || k[0] == '#' || k[0] == '-' {
			continue
		}
		key := strings.ToLower(strings.TrimSpace(string(k)))
		if _, dup := found[key]; dup {
			continue
		}
		found[key] = scalarLine(string(v))
	}
	for _, k := range nameKeys {
		if v := found[k]; v != "" {
			name = v
			break
		}
	}
	for _, k := range summaryKeys {
		if v := found[k]; v != "" {
			summary = v
			break
		}
	}
	return name, summary
}

// scalarLine reads a one-line YAML scalar: plain (a trailing comment
// dropped) or quoted. A block scalar indicator, a flow collection or a
// quoted string that does not close on the line gives "".
func scalarLine(v string) string {
	v = strings.TrimSpace(v)
	if v == "" {
		return ""
	}
	switch v[0] {
	case '|', '>', '[', '{', '&', '*', '!':
		return ""
	case '"':
		if s, err := strconv.Unquote(v); err == nil {
			return strings.TrimSpace(s)
		}
		if i := strings.LastIndexByte(v, '"'); i > 0 {
			if s, err := strconv.Unquote(v[:i+1]); err == nil {
				return strings.TrimSpace(s)
			}
		}
		return ""
	case '\'':
		if len(v) >= 2 && strings.HasSuffix(v, "'") {
			return strings.TrimSpace(strings.ReplaceAll(v[1:len(v)-1], "''", "'"))
		}
		return ""
	}
	if i := strings.Index(v, " #"); i >= 0 {
		v = strings.TrimSpace(v[:i])
	}
	return v
}

// NoteFields splits text that may open with YAML front matter (a topic
// file kept whole as an item's text) into its front matter name and
// description and the body after it. Text without front matter is all
// body.
func NoteFields(text []byte) (name, summary string, body []byte) {
	off := 0
	if bytes.HasPrefix(text, bom) {
		off = len(bom)
	}
	fm, _ := splitFrontMatter(text, off)
	if fm == nil || fm.Format != "yaml" {
		return "", "", text
	}
	name, summary = FrontMatterFields(text[fm.ContentStart:fm.ContentEnd])
	return name, summary, text[fm.End:]
}
