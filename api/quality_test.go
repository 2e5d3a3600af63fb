package api_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/memgate/memgate/mem"
	"github.com/memgate/memgate/store"
)

// The quality evaluation of the context block (issue 14). A generated
// workspace, stored in a real Badger store behind the real API: pinned
// items, the user's facts (a memory file and the user bucket), four other
// buckets of 300 bullets and 10,000 active vault notes, 9,600 of them in
// 24 projects of 400 and 20 in a small one. The 4,000-token default block
// must hold every pinned item and at least 95% of the user facts that
// fit; for q set to a project's name, at least 80% of the note lines must
// be that project's, and a small project must have at least 80% of its
// notes in the block.

var (
	qProjects = strings.Fields("apollo borealis cassini dorado eridanus fornax gemini hydra indus juno kepler lyra mensa norma orion pavo quasar rigel sagitta tucana ursa vela wolf xena")
	qWords    = strings.Fields("the team agreed that weekly review keeps releases small and invoices go out on the first working day while the staging database is reset every night and design tokens live in one file so onboarding takes a day")
)

func qSentence(r *rand.Rand, n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = qWords[r.IntN(len(qWords))]
	}
	s := strings.Join(w, " ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

type qWorkspace struct {
	pinned, user []string          // texts
	noteProject  map[string]string // note id → project ("" for none)
	userLines    []int             // rune cost of each user fact's line
}

func genQuality(t *testing.T, s *server) *qWorkspace {
	t.Helper()
	r := rand.New(rand.NewPCG(14, 2026))
	root := t.TempDir() // not governed: the engine leaves these items alone
	w := &qWorkspace{noteProject: map[string]string{}}
	var ns []store.New
	var project []string // per new item: the note's project, or "-" for a non-note
	add := func(n store.New, proj string) {
		n.Status, n.Privacy, n.Scope = mem.Active, mem.Normal, "global"
		if n.Confidence == 0 {
			n.Confidence = 0.5 + r.Float64()*0.45
		}
		ns = append(ns, n)
		project = append(project, proj)
	}
	for i := range 8 {
		text := fmt.Sprintf("Pinned rule %d: %s", i, qSentence(r, 8))
		w.pinned = append(w.pinned, text)
		add(store.New{Text: text, Kind: "fact", Category: "processes", Pinned: true, Confidence: 0.3,
			Source: store.Source{Kind: "kb", Path: filepath.Join(root, "kb", "processes.md")}}, "-")
	}
	for i := range 65 {
		text := fmt.Sprintf("User fact %d: %s", i, qSentence(r, 6+r.IntN(8)))
		w.user = append(w.user, text)
		w.userLines = append(w.userLines, utf8.RuneCountInString(text)+3)
		src := store.Source{Kind: "memory_file", Path: filepath.Join(root, "MEMORY.md")}
		cat := "memory"
		if i%3 == 0 {
			src, cat = store.Source{Kind: "kb", Path: filepath.Join(root, "kb", "user.md")}, "user"
		}
		// The user's facts are not the most confident items: value alone
		// would leave them out.
		add(store.New{Text: text, Kind: "fact", Category: cat, Confidence: 0.6, Source: src}, "-")
	}
	for _, b := range []string{"org", "products", "business", "processes"} {
		for i := range 300 {
			add(store.New{Text: fmt.Sprintf("%s bullet %d: %s", b, i, qSentence(r, 10)), Kind: "fact", Category: b, Confidence: 0.85 + r.Float64()*0.1,
				Source: store.Source{Kind: "kb", Path: filepath.Join(root, "kb", b+".md")}}, "-")
		}
	}
	note := func(proj, folder string, i int) {
		title := fmt.Sprintf("%s note %d", folder, i)
		body := fmt.Sprintf("# %s\n\n%s %s\n\n## Details\n\n%s\n\n- %s\n- %s\n", title, qSentence(r, 12), qSentence(r, 9), qSentence(r, 40), qSentence(r, 8), qSentence(r, 8))
		if proj != "" {
			body = fmt.Sprintf("# %s\n\nPart of project %s. %s\n\n## Details\n\n%s %s\n", title, proj, qSentence(r, 12), qSentence(r, 40), qSentence(r, 20))
		}
		summary := ""
		if i%2 == 0 {
			summary = qSentence(r, 10)
		}
		cat := "Memory/Areas/" + folder
		if proj != "" {
			cat = "Memory/Projects/" + proj
		}
		add(store.New{Text: body, Kind: "note", Category: cat,
			Source: store.Source{Kind: "vault", Path: filepath.Join(root, "vault", cat, fmt.Sprintf("note-%d.md", i)), Anchor: title, Summary: summary}}, proj)
	}
	for _, p := range qProjects {
		for i := range 400 {
			note(p, p, i)
		}
	}
	for i := range 20 {
		note("zephyr", "zephyr", i)
	}
	for i := range 380 {
		note("", []string{"health", "travel", "reading", "home"}[i%4], i)
	}
	reasons := make([]string, len(ns))
	for from := 0; from < len(ns); from += 500 {
		to := min(from+500, len(ns))
		items, err := s.st.CreateMany(store.System("test"), ns[from:to], reasons[from:to])
		if err != nil {
			t.Fatal(err)
		}
		for k, it := range items {
			if p := project[from+k]; p != "-" {
				w.noteProject[it.ID] = p
			}
		}
	}
	return w
}

var noteLineRe = regexp.MustCompile(`^- .* \(id: ([a-z0-9]+)\)$`)

// noteIDs are the ids of the block's note lines.
func noteIDs(md string) []string {
	var out []string
	for _, l := range strings.Split(md, "\n") {
		if m := noteLineRe.FindStringSubmatch(l); m != nil {
			out = append(out, m[1])
		}
	}
	return out
}

func TestContextQuality(t *testing.T) {
	s := newServer(t, map[string]string{"MEMORY.md": "# Memory\n"})
	w := genQuality(t, s)
	if n := len(w.noteProject); n != 10000 {
		t.Fatalf("%d notes generated", n)
	}

	// No budget named: the default, 4,000 approximate tokens.
	md := string(s.must(200, s.req("GET", "/v1/context", s.admin, nil)).body)
	tokens := (utf8.RuneCountInString(md) + 3) / 4
	if tokens > 4000 || tokens < 3800 {
		t.Errorf("default block is %d tokens (%d bytes), want 3,800 to 4,000", tokens, len(md))
	}
	pinned := 0
	for _, p := range w.pinned {
		if strings.Contains(md, "- "+p+"\n") {
			pinned++
		}
	}
	if pinned != len(w.pinned) {
		t.Errorf("%d of %d pinned items in the block", pinned, len(w.pinned))
	}
	// The user facts that fit: the budget after the head, the pinned
	// items and the closing lines, filled shortest first.
	room := 4000*4 - utf8.RuneCountInString(md[:strings.Index(md, "```memory")])
	for _, p := range w.pinned {
		room -= utf8.RuneCountInString(p) + 3
	}
	room -= 40 + 200 // fences, group headings, the "N more" line
	fit, used := 0, 0
	lines := append([]int(nil), w.userLines...)
	slices.Sort(lines)
	for _, c := range lines {
		if used+c > room {
			break
		}
		used += c
		fit++
	}
	user := 0
	for _, u := range w.user {
		if strings.Contains(md, "- "+u+"\n") {
			user++
		}
	}
	if float64(user) < 0.95*float64(fit) {
		t.Errorf("%d user facts in the block, %d fit", user, fit)
	}

	// q set to a project's name: the note lines are that project's.
	qmd := string(s.must(200, s.req("GET", "/v1/context?q=apollo", s.admin, nil)).body)
	ids := noteIDs(qmd)
	own := 0
	for _, id := range ids {
		if w.noteProject[id] == "apollo" {
			own++
		}
	}
	share := float64(own) / float64(max(len(ids), 1))
	if len(ids) < 20 || share < 0.8 {
		t.Errorf("q=apollo: %d of %d note lines are apollo's", own, len(ids))
	}
	if q := (utf8.RuneCountInString(qmd) + 3) / 4; q > 4000 {
		t.Errorf("q=apollo block is %d tokens", q)
	}
	// A note's line leads to its full text, over HTTP and MCP.
	if len(ids) > 0 {
		full := string(s.must(200, s.req("GET", "/v1/items/"+ids[0]+"/text", s.admin, nil)).body)
		it, err := s.st.Get(ids[0])
		if err != nil || !strings.Contains(full, "## Details") || !strings.Contains(full, it.Text) {
			t.Errorf("the full text of note %s: %v\n%s", ids[0], err, full)
		}
		res, err := s.mcpSession(s.admin).CallTool(context.Background(), &mcp.CallToolParams{Name: "memory_get", Arguments: map[string]any{"id": ids[0]}})
		if got := toolText(t, res, err); got != full {
			t.Errorf("memory_get differs from /v1/items/{id}/text:\n%s", got)
		}
	}
	// A small project: most of its notes are in the block.
	zmd := string(s.must(200, s.req("GET", "/v1/context?q=zephyr", s.admin, nil)).body)
	zephyr := 0
	for _, id := range noteIDs(zmd) {
		if w.noteProject[id] == "zephyr" {
			zephyr++
		}
	}
	if zephyr < 16 {
		t.Errorf("q=zephyr: %d of its 20 notes in the block", zephyr)
	}
	// And the task does not push the user's facts out.
	quser := 0
	for _, u := range w.user {
		if strings.Contains(qmd, "- "+u+"\n") {
			quser++
		}
	}
	t.Logf("quality: default block %d tokens (%d bytes); pinned %d/%d; user facts %d/%d (fit %d); q=apollo: %d/%d note lines apollo's (%.0f%%), user facts %d/%d; q=zephyr: %d/20 notes",
		tokens, len(md), pinned, len(w.pinned), user, len(w.user), fit, own, len(ids), share*100, quser, len(w.user), zephyr)
}
