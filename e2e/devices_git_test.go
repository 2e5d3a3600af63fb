package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// Issue 16's second acceptance test: git as the sync engine. Two clones,
// a and b, of one bare repository, each governed by its own `memgate
// serve` (MEMORY.md and kb/ in the clone); between steps each side
// commits everything (memgate's journals included), pulls with a merge
// and pushes, only once its memgate has settled. Every pull must merge
// cleanly.

// gitQuiet is how long a clone's files must stay unchanged before git
// touches it: longer than a journal tick (2 s), so that at least one
// replay of what the last pull brought has run inside the window.
const gitQuiet = 3 * time.Second

// gitEnv keeps git away from the user's and the system's config: each
// clone carries its own identity in .git/config.
func gitEnv() []string {
	return append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1", "GIT_TERMINAL_PROMPT=0",
		"GIT_EDITOR=true", "GIT_MERGE_AUTOEDIT=no", "LC_ALL=C")
}

// git runs git in dir and returns its combined output; it fails the test
// when git exits non-zero.
func git(t *testing.T, dir string, args ...string) string {
	t.Helper()
	out, err := gitTry(dir, args...)
	if err != nil {
		t.Fatalf("git %s in %s: %v\n%s", strings.Join(args, " "), dir, err, out)
	}
	return out
}

func gitTry(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir, cmd.Env = dir, gitEnv()
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// workFiles reads every file under dir, .git left out, by relative path.
func workFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	return readTree(t, dir, func(name string) bool { return name == ".git" })
}

// quietClone waits until no file in a clone (outside .git) has changed
// for gitQuiet: its memgate has settled and git may run.
func quietClone(t *testing.T, d *device) {
	t.Helper()
	last := workFiles(t, d.st.dir)
	since := time.Now()
	waitQuietly(t, d.name+" quiet", stepWait, func() (bool, string) {
		now := workFiles(t, d.st.dir)
		if diff := diffTrees(last, now); len(diff) > 0 {
			last, since = now, time.Now()
			return false, "changed: " + strings.Join(diff, "; ")
		}
		return time.Since(since) >= gitQuiet, fmt.Sprintf("quiet for %v", time.Since(since).Round(time.Millisecond))
	})
}

// waitQuietly is waitUntil without the log line on success.
func waitQuietly(t *testing.T, what string, timeout time.Duration, cond func() (bool, string)) {
	t.Helper()
	start := time.Now()
	for {
		ok, saw := cond()
		if ok {
			return
		}
		if time.Since(start) > timeout {
			t.Fatalf("%s: not within %v; last seen: %s", what, timeout, saw)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// gitFlow is the clones and what was done to them.
type gitFlow struct {
	t      *testing.T
	bare   string
	devs   []*device
	merges int // pulls that made a merge commit
	pulls  int
}

// commitAll commits everything in d's clone, if anything changed.
func (g *gitFlow) commitAll(d *device, msg string) bool {
	g.t.Helper()
	git(g.t, d.st.dir, "add", "-A")
	if _, err := gitTry(d.st.dir, "diff", "--cached", "--quiet"); err == nil {
		return false // nothing staged
	}
	git(g.t, d.st.dir, "commit", "-q", "-m", msg)
	return true
}

// pull merges origin into d's clone; it must merge cleanly.
func (g *gitFlow) pull(d *device) {
	g.t.Helper()
	before, _ := gitTry(d.st.dir, "rev-parse", "-q", "--verify", "HEAD") // none in an empty clone
	out, err := gitTry(d.st.dir, "pull", "--no-rebase", "--no-edit", "origin", "main")
	g.pulls++
	if err != nil {
		st, _ := gitTry(d.st.dir, "status")
		g.t.Fatalf("git pull on %s failed: %v\n%s\n%s", d.name, err, out, st)
	}
	if u := strings.TrimSpace(git(g.t, d.st.dir, "diff", "--name-only", "--diff-filter=U")); u != "" {
		g.t.Fatalf("git pull on %s left unmerged paths: %s", d.name, u)
	}
	if hits := conflictMarkers(g.t, d.st.dir); len(hits) > 0 {
		g.t.Fatalf("conflict markers on %s after pull: %v\n%s", d.name, hits, out)
	}
	after := strings.TrimSpace(git(g.t, d.st.dir, "rev-parse", "HEAD"))
	if after != strings.TrimSpace(before) {
		if parents := strings.Fields(git(g.t, d.st.dir, "rev-list", "--parents", "-n", "1", "HEAD")); len(parents) > 2 {
			g.merges++
		}
	}
}

// conflictMarkers lists files of a clone holding a git conflict marker.
func conflictMarkers(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	for rel, b := range workFiles(t, dir) {
		for _, l := range strings.Split(string(b), "\n") {
			if strings.HasPrefix(l, "<<<<<<< ") || strings.HasPrefix(l, ">>>>>>> ") || l == "=======" {
				out = append(out, rel)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}

// visit is one clone's turn: once quiet, commit everything, pull
// (merge) and push. It reports whether the clone was stable: nothing to
// commit, nothing pulled, at the bare repository's head.
func (g *gitFlow) visit(d *device, msg string) bool {
	g.t.Helper()
	quietClone(g.t, d)
	before := strings.TrimSpace(git(g.t, d.st.dir, "rev-parse", "HEAD"))
	committed := g.commitAll(d, msg)
	g.pull(d)
	after := strings.TrimSpace(git(g.t, d.st.dir, "rev-parse", "HEAD"))
	if committed || after != before {
		git(g.t, d.st.dir, "push", "-q", "origin", "HEAD:main")
	}
	head := strings.TrimSpace(git(g.t, g.bare, "rev-parse", "main"))
	return !committed && after == before && after == head
}

// sync brings every clone to one commit: the clones take turns (visit)
// until each in a row was stable, so that whatever a memgate wrote after
// a pull has been committed and has reached the others. A pull can make
// a memgate write (a replayed decision, an echo in its own journal):
// that is what the next turn commits.
func (g *gitFlow) sync(what string) {
	g.t.Helper()
	start := time.Now()
	stable, turns := 0, 0
	for i := 0; stable < len(g.devs); i++ {
		if turns == 12 {
			g.t.Fatalf("git sync %q: the clones did not settle in %d turns", what, turns)
		}
		d := g.devs[i%len(g.devs)]
		turns++
		if g.visit(d, fmt.Sprintf("%s: %s", d.name, what)) {
			stable++
		} else {
			stable = 0
		}
	}
	for _, d := range g.devs {
		if st := strings.TrimSpace(git(g.t, d.st.dir, "status", "--porcelain")); st != "" {
			g.t.Fatalf("git sync %q: %s not clean: %s", what, d.name, st)
		}
	}
	g.t.Logf("git sync %q: %d turns, %v", what, turns, time.Since(start).Round(time.Millisecond))
}

// committedAnywhere lists the commits, in every clone and the bare
// repository, whose tree holds text in some file.
func (g *gitFlow) committedAnywhere(text string) []string {
	g.t.Helper()
	var out []string
	dirs := []string{g.bare}
	for _, d := range g.devs {
		dirs = append(dirs, d.st.dir)
	}
	for _, dir := range dirs {
		revs := strings.Fields(git(g.t, dir, "rev-list", "--all"))
		if len(revs) == 0 {
			continue
		}
		res, err := gitTry(dir, append([]string{"grep", "-F", "-l", text}, revs...)...)
		if err == nil && strings.TrimSpace(res) != "" {
			out = append(out, dir+": "+strings.ReplaceAll(strings.TrimSpace(res), "\n", ", "))
		}
	}
	return out
}

// startClone starts `memgate serve` on a clone's MEMORY.md and kb/.
func startClone(t *testing.T, d *device) <-chan struct{} {
	t.Helper()
	cmd, ready := startServe(t, memgateBinary(t), "--data", d.data, "--addr", "127.0.0.1:0",
		"--memory-file", d.path("MEMORY.md"), "--kb", d.path("kb"))
	d.s = &served{cmd: cmd, data: d.data}
	t.Cleanup(func() { stopServe(t, cmd) })
	return ready
}

func TestDevicesGit(t *testing.T) {
	start := time.Now()
	root := t.TempDir()
	g := &gitFlow{t: t, bare: filepath.Join(root, "memory.git")}
	git(t, root, "init", "-q", "--bare", "-b", "main", g.bare)
	a := &device{name: "a", st: &stInstance{name: "a", dir: filepath.Join(root, "a")}, data: t.TempDir()}
	b := &device{name: "b", st: &stInstance{name: "b", dir: filepath.Join(root, "b")}, data: t.TempDir()}
	g.devs = []*device{a, b}
	for _, d := range g.devs {
		git(t, root, "clone", "-q", g.bare, d.st.dir)
		git(t, d.st.dir, "config", "user.name", "memgate e2e "+d.name)
		git(t, d.st.dir, "config", "user.email", d.name+"@e2e.invalid")
		git(t, d.st.dir, "config", "commit.gpgsign", "false")
		git(t, d.st.dir, "config", "core.autocrlf", "false")
	}
	writeFile(t, a.path("MEMORY.md"), "# Memory\n\n- Prefers tabs over spaces\n- Deploys on Tuesdays\n")
	writeFile(t, a.path("kb/user.md"), "# User\n\n- 2026-09-01 — "+kbFact+"\n- 2026-09-02 — Speaks French and English\n")
	git(t, a.st.dir, "add", "-A")
	git(t, a.st.dir, "commit", "-q", "-m", "a: seed")
	git(t, a.st.dir, "push", "-q", "origin", "HEAD:main")
	g.pull(b)

	// Pair, then start both memgates.
	if err := pairDevices(t, a, b); err != nil {
		t.Fatal(err)
	}
	waitStarted(t, stepWait, startClone, a, b)
	t.Logf("both memgates governing after %v", time.Since(start).Round(time.Millisecond))
	g.sync("first ingest")

	var heldID string
	t.Run("a_injected_line_held_on_both", func(t *testing.T) {
		appendLine(t, a.path("MEMORY.md"), "- "+injected)
		heldID = waitHeld(t, a, "upload ~/.ssh")
		waitUntil(t, "the held text gone from a's MEMORY.md", stepWait, func() (bool, string) {
			hits := grepTree(a.st.dir, "upload ~/.ssh")
			return len(hits) == 0, fmt.Sprint(hits)
		})
		g.sync("a holds an injected line")
		waitUntil(t, "b's review queue shows the held text", stepWait, func() (bool, string) {
			its, err := b.items("needs_review", "")
			if err != nil {
				return false, err.Error()
			}
			for _, it := range its {
				if it.ID == heldID && it.Text == injected {
					return true, ""
				}
			}
			return false, fmt.Sprintf("%d items in b's queue, none %s", len(its), heldID)
		})
		placeholder := "<!-- mem:" + heldID + " needs_review — held in memgate -->"
		for _, d := range g.devs {
			if lineIndex(d.path("MEMORY.md"), placeholder) < 0 {
				mf, _ := os.ReadFile(d.path("MEMORY.md"))
				t.Errorf("%s's MEMORY.md has no placeholder %q:\n%s", d.name, placeholder, mf)
			}
			if hits := grepTree(d.st.dir, "upload ~/.ssh"); len(hits) > 0 {
				t.Errorf("the held text is readable in %s's clone: %v", d.name, hits)
			}
		}
		if hits := g.committedAnywhere("upload ~/.ssh"); len(hits) > 0 {
			t.Errorf("the held text is in a commit: %v", hits)
		}
	})

	t.Run("b_accepts_text_returns_in_place", func(t *testing.T) {
		if heldID == "" {
			t.Fatal("step a found no held item to accept")
		}
		placeholder := "<!-- mem:" + heldID + " needs_review — held in memgate -->"
		at := lineIndex(a.path("MEMORY.md"), placeholder)
		if code, body := b.api("POST", "/v1/items/"+heldID+"/accept", map[string]string{"reason": "e2e: b accepts"}); code != 200 {
			t.Fatalf("accept on b: %d %s", code, body)
		}
		want := "- " + injected + " <!-- mem:" + heldID + " active -->"
		waitUntil(t, "the text back in place on b", stepWait, func() (bool, string) {
			got := lineIndex(b.path("MEMORY.md"), want)
			return got >= 0 && got == at, fmt.Sprintf("line %d, placeholder was line %d", got, at)
		})
		g.sync("b accepted")
		for _, d := range g.devs {
			got := lineIndex(d.path("MEMORY.md"), want)
			if got < 0 || got != at {
				mf, _ := os.ReadFile(d.path("MEMORY.md"))
				t.Errorf("%s: the accepted line is at line %d, the placeholder was at %d:\n%s", d.name, got, at, mf)
			}
			waitStatus(t, d, heldID, "active", injected)
		}
		if ma, mb := readFile(t, a.path("MEMORY.md")), readFile(t, b.path("MEMORY.md")); !bytes.Equal(ma, mb) {
			t.Errorf("MEMORY.md differs:\na:\n%s\nb:\n%s", ma, mb)
		}
	})

	t.Run("c_rejection_on_a_sticks_on_b", func(t *testing.T) {
		id := a.rejectFact(t, kbFact)
		waitUntil(t, "a removes the fact from its kb", stepWait, func() (bool, string) {
			kb := readFile(t, a.path("kb/user.md"))
			return !bytes.Contains(kb, []byte(kbFact)), string(kb)
		})
		g.sync("a rejected a kb fact")
		waitStatus(t, b, id, "rejected", kbFact)
		if kb := readFile(t, b.path("kb/user.md")); bytes.Contains(kb, []byte(kbFact)) {
			t.Fatalf("b's kb still holds the rejected fact:\n%s", kb)
		}
		// An agent on b writes the same fact again.
		appendLine(t, b.path("kb/user.md"), "- 2026-09-01 — "+kbFact)
		waitUntil(t, "b removes the fact again", stepWait, func() (bool, string) {
			kb := readFile(t, b.path("kb/user.md"))
			return !bytes.Contains(kb, []byte(kbFact)), string(kb)
		})
		g.sync("b removed the fact again")
		for _, d := range g.devs {
			its, err := d.items("", kbFact)
			if err != nil {
				t.Fatal(err)
			}
			for _, it := range its {
				if it.Status != "rejected" {
					t.Errorf("%s holds %s %q as %s, want every copy rejected", d.name, it.ID, it.Text, it.Status)
				}
			}
			if kb := readFile(t, d.path("kb/user.md")); bytes.Contains(kb, []byte(kbFact)) {
				t.Errorf("%s's kb holds the rejected fact again:\n%s", d.name, kb)
			}
		}
	})

	t.Run("d_clean_merges_identical_clones", func(t *testing.T) {
		g.sync("the end")
		fa, fb := workFiles(t, a.st.dir), workFiles(t, b.st.dir)
		if d := diffTrees(fa, fb); len(d) > 0 {
			t.Errorf("the clones differ: %v", d)
		}
		for _, d := range g.devs {
			if tmp := tempFiles(t, d.st.dir); len(tmp) > 0 {
				t.Errorf("memgate temp files on %s: %v", d.name, tmp)
			}
			if ign, _ := gitTry(d.st.dir, "status", "--porcelain", "--ignored"); strings.Contains(ign, "!!") {
				t.Errorf("ignored files in %s's clone: %s", d.name, ign)
			}
		}
		tracked := strings.Fields(git(t, a.st.dir, "ls-files"))
		journals := 0
		for _, f := range tracked {
			if strings.Contains(f, ".memgate/journal/") {
				journals++
			}
		}
		if journals == 0 {
			t.Errorf("no journal file is committed: %v", tracked)
		}
		commits := strings.TrimSpace(git(t, g.bare, "rev-list", "--count", "main"))
		t.Logf("%d commits, %d pulls, %d merge commits, all clean; tracked: %v", mustAtoi(commits), g.pulls, g.merges, tracked)
	})
	t.Logf("whole test: %v", time.Since(start).Round(time.Millisecond))
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustAtoi(s string) int {
	var n int
	fmt.Sscanf(s, "%d", &n)
	return n
}
