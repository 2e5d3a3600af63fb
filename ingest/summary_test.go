package ingest

import "testing"

func TestFrontMatterFields(t *testing.T) {
	cases := []struct {
		name, fm, wantName, wantSummary string
	}{
		{"plain", "name: Testing\ndescription: Real database in tests\ntype: feedback\n", "Testing", "Real database in tests"},
		{"summary key", "title: Berths\nsummary: 'Per night, it''s seasonal'\n", "Berths", "Per night, it's seasonal"},
		{"double quoted", "description: \"Quoted: with colon\" # comment\n", "", "Quoted: with colon"},
		{"comment dropped", "description: plain text # a comment\n", "", "plain text"},
		{"description wins", "summary: second\ndescription: first\n", "", "first"},
		{"block scalar is not one line", "description: |\n  multi\n  line\n", "", ""},
		{"nested key ignored", "meta:\n  description: nested\n", "", ""},
		{"first of duplicates", "description: one\ndescription: two\n", "", "one"},
		{"crlf", "name: Win\r\ndescription: CRLF file\r\n", "Win", "CRLF file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n, s := FrontMatterFields([]byte(c.fm))
			if n != c.wantName || s != c.wantSummary {
				t.Errorf("got %q, %q; want %q, %q", n, s, c.wantName, c.wantSummary)
			}
		})
	}
}

func TestNoteSummaryFromParse(t *testing.T) {
	src := "---\ntags: [a]\ndescription: How we ship\nmemory_status: active\n---\n# Release\n\nBody.\n"
	doc, err := ParseNote("Memory/release.md", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Entries) != 1 || doc.Entries[0].Summary != "How we ship" || doc.Entries[0].Title != "Release" {
		t.Fatalf("entries %+v", doc.Entries)
	}
	name, sum, body := NoteFields([]byte("---\nname: Topic\ndescription: One line\n---\nBody\n"))
	if name != "Topic" || sum != "One line" || string(body) != "Body\n" {
		t.Fatalf("NoteFields: %q %q %q", name, sum, body)
	}
	if _, _, body := NoteFields([]byte("no front matter")); string(body) != "no front matter" {
		t.Fatalf("NoteFields without front matter: %q", body)
	}
}
