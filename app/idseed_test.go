package app

import (
	"path/filepath"
	"testing"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/vault"
)

// idSeed takes the parser's normalised text instead of normalising again:
// the seed, and so every id a second device derives for the same file,
// is the one it would be from the text itself.
func TestIDSeedUsesTheParsersNormalisedText(t *testing.T) {
	t.Parallel()
	root := t.TempDir()
	cases := []struct {
		kind ingest.Kind
		cfg  string
		name string
		src  string
	}{
		{ingest.MemoryFile, KindMemoryFile, "MEMORY.md", "# Notes\n\n- The  Deploy   runs on **Fridays**.\n- Café  ÉTÉ\tmenu, NBSP\u00a0here.\n- plain ascii line\n"},
		{ingest.Note, KindVault, "Memory/deploy.md", "---\ntitle: Deploy\n---\n\nThe Deploy  runs on *Fridays*.\n\nSecond   paragraph, ÜBER case.\n"},
	}
	for _, c := range cases {
		path := filepath.Join(root, filepath.FromSlash(c.name))
		doc, err := ingest.Parse(c.kind, path, []byte(c.src), ingest.Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(doc.Entries) == 0 {
			t.Fatalf("%s: no entries", c.name)
		}
		s := &source{cfg: SourceConfig{Kind: c.cfg}, vsrc: vault.Source{Root: root}, kind: c.kind}
		for i, en := range doc.Entries {
			if en.Norm == "" {
				t.Fatalf("%s entry %d: the parser left Norm empty", c.name, i)
			}
			got := idSeed(s, path, en, i)
			bare := en
			bare.Norm = ""
			if want := idSeed(s, path, bare, i); got != want {
				t.Errorf("%s entry %d: seed %q, from the text %q", c.name, i, got, want)
			}
		}
	}
}
