package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

const envAppender = "MEMGATE_E2E_APPENDER" // path|prefix|count|pause

func TestMain(m *testing.M) {
	if spec := os.Getenv(envAppender); spec != "" {
		appender(spec)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// appender is an agent: for each line, open the file with O_APPEND, write
// one line, close.
func appender(spec string) {
	f := strings.Split(spec, "|")
	path, prefix := f[0], f[1]
	count, _ := strconv.Atoi(f[2])
	pause, _ := time.ParseDuration(f[3])
	for i := 0; i < count; i++ {
		fd, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY|os.O_CREATE, 0o644)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		if _, err := fmt.Fprintf(fd, "- %s line %d\n", prefix, i); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
		fd.Close()
		if pause > 0 {
			time.Sleep(pause)
		}
	}
}

func startAppender(t *testing.T, path, prefix string, count int, pause time.Duration) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%s|%s|%d|%s", envAppender, path, prefix, count, pause))
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd
}

var (
	markerRe      = regexp.MustCompile(` ?<!-- mem:[a-z0-9]+ [a-z_]+ -->`)
	entryRe       = regexp.MustCompile(`^- (.*) <!-- mem:([a-z0-9]+) ([a-z_]+) -->$`)
	placeholderRe = regexp.MustCompile(`^<!-- mem:([a-z0-9]+) ([a-z_]+) — held in memgate -->$`)
)

// fileEntries reads a memory file written by appenders: every line is an
// entry with a marker, a placeholder, or an unmarked entry (not yet
// reconciled).
type fileEntries struct {
	marked   map[string][]string // text → ids
	held     []string            // ids
	unmarked []string            // texts
	other    []string
}

func parseFile(t *testing.T, path string) fileEntries {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fe := fileEntries{marked: map[string][]string{}}
	for _, l := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		switch {
		case entryRe.MatchString(l):
			m := entryRe.FindStringSubmatch(l)
			fe.marked[m[1]] = append(fe.marked[m[1]], m[2])
		case placeholderRe.MatchString(l):
			fe.held = append(fe.held, placeholderRe.FindStringSubmatch(l)[1])
		case strings.HasPrefix(l, "- "):
			fe.unmarked = append(fe.unmarked, strings.TrimPrefix(l, "- "))
		default:
			fe.other = append(fe.other, l)
		}
	}
	return fe
}

func tempFiles(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasPrefix(d.Name(), ".memgate-tmp-") {
			out = append(out, p)
		}
		return nil
	})
	return out
}

func waitFor(t *testing.T, what string, timeout time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

var buildOnce sync.Once
var binPath string
var buildErr error

// memgateBinary builds the real binary once per test run.
func memgateBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "memgate-e2e-bin")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "memgate")
		out, err := exec.Command("go", "build", "-o", binPath, "..").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// lockedBuffer is a bytes.Buffer safe to read while a child process's
// output is being copied into it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// writeNotes writes n notes with front matter under vault/Memory, spread
// over folders subfolders, and returns each one's bytes by path.
func writeNotes(t *testing.T, vault string, n, folders int, filler string) map[string]string {
	t.Helper()
	orig := make(map[string]string, n)
	for i := range n {
		p := filepath.Join(vault, "Memory", fmt.Sprintf("Folder %d", i%folders), fmt.Sprintf("Note %05d.md", i))
		body := fmt.Sprintf("---\ntags: [t%d]\n---\n# Note %d\n\nFact number %d about project %d. %s\n", i%7, i, i, i%11, filler)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		orig[p] = body
	}
	return orig
}
