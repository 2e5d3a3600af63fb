package app

import (
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

var t0 = time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)

func fact(id, text, cat string, conf float64, age time.Duration) store.Item {
	return store.Item{ID: id, Text: text, Kind: "fact", Category: cat, Status: mem.Active, Privacy: mem.Normal,
		Scope: "global", Confidence: conf, RecordedAt: t0.Add(-age), Source: store.Source{Kind: KindKB, Path: "/kb/" + cat + ".md"}}
}

func note(id, title, summary, body string) store.Item {
	return store.Item{ID: id, Text: body, Kind: "note", Category: "Memory", Status: mem.Active, Privacy: mem.Normal,
		Scope: "global", Confidence: 0.85, RecordedAt: t0, Source: store.Source{Kind: KindVault, Path: "/v/Memory/" + id + ".md", Anchor: title, Summary: summary}}
}

// blockLines are the lines between the fences.
func blockLines(t *testing.T, md string) []string {
	t.Helper()
	_, rest, ok := strings.Cut(md, "memory\n")
	if !ok {
		t.Fatalf("no fence:\n%s", md)
	}
	i := strings.LastIndex(rest, "\n```")
	if i < 0 {
		t.Fatalf("no closing fence:\n%s", md)
	}
	if rest[:i] == "" {
		return nil
	}
	return strings.Split(rest[:i], "\n")
}

func TestContextSelectsByValue(t *testing.T) {
	items := []store.Item{
		fact("r1", "Old low-confidence org fact that should lose to better ones", "org", 0.3, 300*24*time.Hour),
		fact("r2", "Fresh confident org fact about the release train", "org", 0.95, 0),
		fact("u1", "The user prefers pnpm over npm", "user", 0.5, 400*24*time.Hour),
		func() store.Item {
			it := fact("m1", "Dana writes Go and reviews on Fridays", "memory", 0.5, 400*24*time.Hour)
			it.Source.Kind = KindMemoryFile
			return it
		}(),
		func() store.Item {
			it := fact("p1", "Pinned: never deploy on Fridays", "processes", 0.2, 900*24*time.Hour)
			it.Pinned = true
			return it
		}(),
		func() store.Item {
			it := fact("s1", "A served org fact that agents keep reading", "org", 0.3, 300*24*time.Hour)
			it.ServedCount = 900
			return it
		}(),
		func() store.Item {
			it := fact("x1", "Secret never shown", "org", 1, 0)
			it.Privacy = mem.Secret
			return it
		}(),
		func() store.Item {
			it := fact("x2", "Held never shown", "org", 1, 0)
			it.Status = mem.NeedsReview
			return it
		}(),
		func() store.Item { it := fact("x3", "Other project's fact", "org", 1, 0); it.Scope = "beta"; return it }(),
	}
	// Texts of one length, so that only value decides what fits.
	for i := range items {
		items[i].Text = (items[i].Text + " " + strings.Repeat(".", 70))[:70]
	}
	full := buildContext("", items, false, 0, nil)
	if len(full.Items) != 6 || full.Omitted != 0 || strings.Contains(full.Markdown, "more active memories") {
		t.Fatalf("no cap: %d items, %d omitted:\n%s", len(full.Items), full.Omitted, full.Markdown)
	}
	for _, bad := range []string{"Secret never", "Held never", "Other project"} {
		if strings.Contains(full.Markdown, bad) {
			t.Fatalf("unreadable item served: %s", bad)
		}
	}
	// Every line costs 70 to 90 characters: a budget with room for k
	// at the dearest holds the first k in the order of value — pinned,
	// the user's facts, then by score (served beats old and unsure) —
	// and no more than room for the cheapest allows.
	order := []string{"p1", "m1", "u1", "r2", "s1", "r1"}
	base := buildContext("", nil, false, 0, nil)
	fixed := utf8.RuneCountInString(base.Markdown) + utf8.RuneCountInString(moreLine) + 4
	for budget := fixed / 4; budget < fixed/4+200; budget++ {
		b := buildContext("", items, false, budget, nil)
		if b.Tokens > budget {
			t.Fatalf("budget %d: block is %d tokens", budget, b.Tokens)
		}
		room := budget*4 - fixed
		kMin, kMax := min(max(room/90, 0), len(order)), max((room+8)/72, 0)
		got := map[string]bool{}
		for _, it := range b.Items {
			got[it.id] = true
		}
		for _, id := range order[:kMin] {
			if !got[id] {
				t.Fatalf("budget %d (room for %d): %s left out, chose %v", budget, kMin, id, got)
			}
		}
		if len(got) > kMax {
			t.Fatalf("budget %d: %d items in room for %d", budget, len(got), kMax)
		}
		if b.Omitted != len(order)-len(got) || (b.Omitted > 0) != strings.Contains(b.Markdown, fmt.Sprintf("%d more active memories", b.Omitted)) {
			t.Fatalf("budget %d: omitted %d, markdown:\n%s", budget, b.Omitted, b.Markdown)
		}
	}
	// Groups: pinned, then the user's, then the rest by name.
	lines := blockLines(t, full.Markdown)
	var groups []string
	for _, l := range lines {
		if strings.HasPrefix(l, "[") {
			groups = append(groups, l)
		}
	}
	if want := []string{"[pinned]", "[memory]", "[user]", "[org]"}; !slices.Equal(groups, want) {
		t.Errorf("groups %v, want %v", groups, want)
	}
}

// The same inputs give the same bytes, whatever their order; the printed
// order is grouped and stable.
func TestContextDeterministic(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var items []store.Item
	for i := range 300 {
		cat := []string{"org", "Memory", "user", "business", "products"}[i%5]
		it := fact(fmt.Sprintf("i%03d", i), fmt.Sprintf("fact %d about %s with some words", i, cat), cat, r.Float64(), time.Duration(r.IntN(1000))*time.Hour)
		it.ServedCount = int64(r.IntN(50))
		if i%7 == 0 {
			it = note(it.ID, fmt.Sprintf("Note %d", i), "", fmt.Sprintf("# Note %d\n\nBody of note %d. More text.", i, i))
		}
		items = append(items, it)
	}
	for _, budget := range []int{0, 300, 1000, 4000} {
		want := buildContext("", items, false, budget, []string{"i014", "i200"})
		for range 5 {
			shuffled := slices.Clone(items)
			r.Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
			got := buildContext("", shuffled, false, budget, []string{"i014", "i200"})
			if got.Markdown != want.Markdown || got.ETag != want.ETag {
				t.Fatalf("budget %d: the block depends on the input order", budget)
			}
		}
		if budget > 0 && want.Tokens > budget {
			t.Errorf("budget %d: %d tokens", budget, want.Tokens)
		}
	}
}

// Items are never cut: every line of the block is a whole item's line.
func TestContextNeverCutsAnItem(t *testing.T) {
	long := strings.Repeat("word ", 300)
	items := []store.Item{
		fact("a", "short fact one", "org", 0.9, 0),
		fact("b", "A long fact: "+long, "org", 0.95, 0),
		fact("c", "a fact\nwith a second line\n```\nand a fence", "org", 0.8, 0),
		fact("d", "short fact two", "org", 0.7, 0),
	}
	for budget := 150; budget < 700; budget += 7 {
		b := buildContext("", items, false, budget, nil)
		if b.Tokens > budget {
			t.Fatalf("budget %d: %d tokens", budget, b.Tokens)
		}
		for _, it := range b.Items {
			text := strings.ReplaceAll(strings.TrimSpace(it.text), "\n", "\n  ")
			if !strings.Contains(b.Markdown, "- "+text+"\n") {
				t.Fatalf("budget %d: %s printed in part:\n%s", budget, it.id, b.Markdown)
			}
		}
		// The fence is longer than any backtick run inside it.
		if strings.Contains(b.Markdown, "and a fence") && !strings.Contains(b.Markdown, "````memory") {
			t.Fatalf("fence not lengthened:\n%s", b.Markdown)
		}
	}
}

// q's hits come first, within half of the budget; then the scope's own.
func TestContextTaskFirst(t *testing.T) {
	var items []store.Item
	for i := range 200 {
		items = append(items, fact(fmt.Sprintf("g%03d", i), fmt.Sprintf("a valuable global fact number %d", i), "org", 0.99, 0))
	}
	hit := fact("h1", "the one apollo fact recall found", "org", 0.1, 5000*time.Hour)
	own := fact("o1", "a fact of project apollo", "org", 0.1, 5000*time.Hour)
	own.Scope = "apollo"
	items = append(items, hit, own)
	b := buildContext("apollo", items, false, 400, []string{"h1", "nope"})
	if !strings.Contains(b.Markdown, "the one apollo fact") || !strings.Contains(b.Markdown, "a fact of project apollo") {
		t.Fatalf("task items missing:\n%s", b.Markdown)
	}
	if b := buildContext("apollo", items, false, 400, nil); strings.Contains(b.Markdown, "the one apollo fact") {
		t.Fatalf("without q, a low-value item came in:\n%s", b.Markdown)
	}
	// The task's share is bounded: q matching everything leaves room.
	var all []string
	for i := range 200 {
		all = append(all, fmt.Sprintf("g%03d", 199-i))
	}
	hitOnly := slices.Clone(items[:200])
	for i := range hitOnly {
		hitOnly[i].Category = "task"
	}
	for i := range 40 {
		u := fact(fmt.Sprintf("u%02d", i), fmt.Sprintf("user fact %d", i), "user", 0.5, 0)
		hitOnly = append(hitOnly, u)
	}
	b = buildContext("", hitOnly, false, 1000, all)
	if !strings.Contains(b.Markdown, "user fact 0") {
		t.Fatalf("the task took the whole budget:\n%s", b.Markdown)
	}
}

func TestNoteLine(t *testing.T) {
	long := strings.Repeat("lengthy ", 60)
	cases := []struct {
		name string
		it   store.Item
		want string
	}{
		{"summary property", note("n1", "Release train", "How we ship every second Tuesday.", "# Release train\n\nWe ship.\n"), "Release train — How we ship every second Tuesday. (id: n1)"},
		{"first sentence", note("n2", "Berths", "", "# Berths\n\nA berth is booked per night. Prices vary by season.\n"), "Berths — A berth is booked per night. (id: n2)"},
		{"skips code and lists markers", note("n3", "Deploy", "", "# Deploy\n\n```sh\nmake\n```\n\n- Run make release. Then wait.\n"), "Deploy — Run make release. (id: n3)"},
		{"no body", note("n4", "Empty", "", "# Empty\n"), "Empty (id: n4)"},
		{"topic file front matter", func() store.Item {
			it := note("n5", "", "", "---\nname: Testing policy\ndescription: \"Integration tests hit a real database\"\ntype: feedback\n---\n\nDo not mock the database.\n")
			it.Source.Kind = "claude_code"
			return it
		}(), "Testing policy — Integration tests hit a real database (id: n5)"},
		{"title from heading", note("n6", "", "", "# From the heading\n\nBody text here.\n"), "From the heading — Body text here. (id: n6)"},
		{"topic anchor carries its description", func() store.Item {
			it := note("n9", "Testing policy — Integration tests hit a real database", "Integration tests hit a real database", "Do not mock the database.\n")
			it.Source.Kind = KindClaudeCode
			return it
		}(), "Testing policy — Integration tests hit a real database (id: n9)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := noteLine(&c.it); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
	it := note("n7", "A title", long, "body")
	got := noteLine(&it)
	if n := utf8.RuneCountInString(got); n > maxNoteLine || !strings.HasSuffix(got, "… (id: n7)") {
		t.Errorf("long line (%d runes): %q", n, got)
	}
	// In the block, a note is one line however long its body.
	it = note("n8", "Big", "", "# Big\n\n"+strings.Repeat("Paragraph text. ", 2000)+"\n\n## Section\n\nMore.")
	b := buildContext("", []store.Item{it}, false, 0, nil)
	if lines := blockLines(t, b.Markdown); len(lines) != 2 || !strings.HasPrefix(lines[1], "- Big — Paragraph text. (id: n8)") {
		t.Errorf("note in the block: %q", lines)
	}
}

// A vault note reaches the block as one line made of what its file says:
// the title, the description property, the id; a change of the
// description alone (the body untouched) follows into the block.
func TestNoteLineFromVault(t *testing.T) {
	w := newWorld(t, map[string]string{
		"MEMORY.md":                  "# Memory\n\n- Prefers tabs over spaces\n",
		"vault/Memory/release.md":    "---\ndescription: How we ship every second Tuesday\ntags: [process]\n---\n# Release train\n\nWe cut a branch on Monday.\n\n## Steps\n\n1. Tag.\n2. Ship.\n",
		"vault/Memory/no-summary.md": "# Berths\n\nA berth is booked per night. Prices vary by season.\n",
	})
	for _, text := range []string{"# Release train", "# Berths"} {
		var it store.Item
		w.waitFor("the note "+text, func() bool {
			items, _ := w.st.ByStatus(mem.NeedsReview)
			for _, c := range items {
				if strings.HasPrefix(c.Text, text) {
					it = c
					return true
				}
			}
			return false
		})
		if _, err := w.eng.Accept(store.UserCLI, it.ID, ""); err != nil {
			t.Fatal(err)
		}
	}
	var b ContextBlock
	w.waitFor("both notes in the block", func() bool {
		var err error
		b, err = w.eng.Block(ContextRequest{Budget: DefaultContextBudget})
		return err == nil && len(b.Items) == 3
	})
	if !regexpMatch(`\n- Release train — How we ship every second Tuesday \(id: [a-z0-9]+\)\n`, b.Markdown) ||
		!regexpMatch(`\n- Berths — A berth is booked per night\. \(id: [a-z0-9]+\)\n`, b.Markdown) ||
		strings.Contains(b.Markdown, "Steps") {
		t.Fatalf("note lines:\n%s", b.Markdown)
	}
	src := w.read("vault/Memory/release.md")
	w.write("vault/Memory/release.md", strings.Replace(src, "How we ship every second Tuesday", "How we ship on Wednesdays now", 1))
	w.waitFor("the new description in the block", func() bool {
		b, _ = w.eng.Block(ContextRequest{Budget: DefaultContextBudget})
		return strings.Contains(b.Markdown, "- Release train — How we ship on Wednesdays now (id: ")
	})
}

func regexpMatch(re, s string) bool { return regexp.MustCompile(re).MatchString(s) }

// The exported file takes the default budget too (the config's
// context_budget here), and says how many memories it left out.
func TestExportBudgeted(t *testing.T) {
	var md strings.Builder
	md.WriteString("# Memory\n\n")
	for i := range 60 {
		fmt.Fprintf(&md, "- Fact number %d about the user, long enough to need its own room\n", i)
	}
	w := newWorld(t, map[string]string{"MEMORY.md": md.String()})
	w.stop()
	w.cfg.ExportPath = w.path("memgate-context.md")
	w.cfg.ContextBudget = 400
	w.start()
	w.appendLine("MEMORY.md", "- One more fact to trigger an export")
	var got string
	w.waitFor("a budgeted export", func() bool {
		b, err := os.ReadFile(w.cfg.ExportPath)
		got = string(b)
		return err == nil && strings.Contains(got, "```memory")
	})
	if n := (utf8.RuneCountInString(got) + 3) / 4; n > 400 || !strings.Contains(got, "more active memories are not shown") {
		t.Fatalf("exported file: %d tokens:\n%s", n, got)
	}
}

// A Claude Code topic file reaches the block as one line (its name and
// description), and a feedback topic counts as the user's own.
func TestClaudeTopicInBlock(t *testing.T) {
	w := newClaudeWorld(t, map[string]string{
		"MEMORY.md": claudeIndexMD + "- [Testing](testing.md) — real database\n",
		"build.md":  buildMD,
		"deploy.md": deployMD,
		"testing.md": "---\nname: Testing policy\ndescription: Integration tests hit a real database\ntype: feedback\n---\n\n" +
			"Do not mock the database. A mocked migration once hid a broken one.\n",
	})
	var b ContextBlock
	w.waitFor("both clean topics in the block", func() bool {
		var err error
		b, err = w.eng.Block(ContextRequest{Budget: DefaultContextBudget})
		return err == nil && strings.Contains(b.Markdown, "Testing policy") && strings.Contains(b.Markdown, "Build tooling")
	})
	if !regexpMatch(`\n\[feedback\]\n- Testing policy — Integration tests hit a real database \(id: [a-z0-9]+\)\n`, b.Markdown) ||
		!regexpMatch(`\n- Build tooling — how this repo builds \(id: [a-z0-9]+\)\n`, b.Markdown) ||
		strings.Contains(b.Markdown, "mocked migration") {
		t.Fatalf("topic lines:\n%s", b.Markdown)
	}
	for _, it := range b.Items {
		if strings.HasPrefix(it.text, "Do not mock") && !userFact(it) {
			t.Errorf("a feedback topic is not a user's fact: %+v", it)
		}
	}
}

// The index of each snapshot shares the lines of the one before (records
// are never modified, so a line kept by record stays right) until the
// records replaced since the cache was last carried pass a sixteenth of
// the snapshot (and some slack); a full reload is carried at once, so no
// line keeps the old snapshot's records alive. Every block is the one a
// fresh index prints.
func TestBlockCacheSharesLines(t *testing.T) {
	var items []store.Item
	for i := range 400 {
		it := fact(fmt.Sprintf("i%03d", i), fmt.Sprintf("fact %d with `code` and words", i), []string{"org", "user", "Memory"}[i%3], 0.5, time.Duration(i)*time.Hour)
		if i%5 == 0 {
			it = note(it.ID, fmt.Sprintf("Note %d", i), "", fmt.Sprintf("# Note %d\n\nBody of note %d. More text.", i, i))
		}
		items = append(items, it)
	}
	var c blockCache
	snap := activeItems(items)
	slack := len(snap)/16 + 64
	check := func(round int, x *blockIndex) {
		t.Helper()
		for _, budget := range []int{0, 500} {
			if got, want := x.build("", false, budget, nil), newBlockIndex(snap).build("", false, budget, nil); got.Markdown != want.Markdown {
				t.Fatalf("round %d, budget %d: the shared cache printed another block", round, budget)
			}
		}
	}
	prev := c.index(snap).lines
	check(0, c.x)
	// Commits of one record each: shared until the slack is spent.
	for round := 1; round <= slack+1; round++ {
		k := round % len(snap)
		one := *snap[k]
		if one.kind == "note" {
			one.noteLine = fmt.Sprintf("Note changed in round %d (id: %s)", round, one.id)
		} else {
			one.text = fmt.Sprintf("changed in round %d", round)
		}
		snap = slices.Clone(snap)
		snap[k] = &one
		x := c.index(snap)
		check(round, x)
		if shared := x.lines == prev; shared != (round <= slack) {
			t.Fatalf("round %d of %d: shared %v", round, slack, shared)
		}
		prev = x.lines
	}
	if n := len(prev.m); n > len(snap) {
		t.Fatalf("a carried cache kept %d lines for %d records", n, len(snap))
	}
	// A full reload: every record new. Carried at once: the old records'
	// lines go.
	next := make([]activeItem, len(snap))
	snap = slices.Clone(snap)
	for i, it := range snap {
		next[i] = *it
		snap[i] = &next[i]
	}
	x := c.index(snap)
	check(-1, x)
	if x.lines == prev {
		t.Fatal("a full reload shared the old records' lines")
	}
	for it := range x.lines.m {
		if !slices.Contains(snap, it) {
			t.Fatalf("line of %s kept for a record the snapshot no longer holds", it.id)
		}
	}
	// Not in id order: never shared.
	prev = x.lines
	rev := slices.Clone(snap)
	slices.Reverse(rev)
	c.index(rev)
	if x := c.index(snap); x.lines == prev {
		t.Fatal("a snapshot out of id order shared the cache")
	}
}
