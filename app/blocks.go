package app

import (
	"cmp"
	"slices"
	"strings"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/mem"
)

// Everything an agent can read is scanned, not only entries: an agent that
// reads MEMORY.md raw also reads its headings, HTML comments, code blocks,
// another tool's generated regions, a bucket's paragraphs. ingest reports
// those as Blocks; parse scans each, and a block with a finding becomes an
// entry of its own (held for review like any flagged entry: its bytes are
// swapped for a placeholder and kept in the store, and accepting puts them
// back). A clean block stays as it is and costs one scan.

// parse parses a governed file, with its flagged blocks as entries.
func (e *Engine) parse(s *source, path string, data []byte) (*ingest.Document, error) {
	doc, err := ingest.Parse(s.kind, path, data, ingest.Options{MaxFileSize: e.cfg.MaxFileSize})
	if err != nil {
		return doc, err
	}
	e.flagBlocks(doc, data)
	return doc, nil
}

// flagBlocks makes doc's blocks that have a finding entries of doc.
func (e *Engine) flagBlocks(doc *ingest.Document, data []byte) {
	if len(doc.Blocks) == 0 {
		return
	}
	n := len(doc.Entries)
	for _, b := range doc.Blocks {
		raw := data[b.Start:b.End]
		if len(scanText(string(raw))) == 0 {
			continue
		}
		text := strings.TrimRight(strings.ReplaceAll(string(raw), "\r\n", "\n"), "\n")
		norm := mem.Normalize(text)
		doc.Entries = append(doc.Entries, ingest.Entry{
			Kind: doc.Kind, Text: text, Norm: norm, Hash: mem.Hash(norm),
			Start: b.Start, End: b.End, TextStart: b.Start, TextEnd: b.Start + len(strings.TrimRight(string(raw), "\r\n")),
			Line: b.Line, Raw: raw, MarkerStart: -1, MarkerEnd: -1, MarkAt: -1, Section: b.Kind,
		})
	}
	if len(doc.Entries) > n {
		slices.SortStableFunc(doc.Entries, func(a, b ingest.Entry) int { return cmp.Compare(a.Start, b.Start) })
	}
}
