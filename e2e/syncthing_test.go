package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A pair of real Syncthing instances (Debian's syncthing 1.19) on
// loopback, sharing one folder: the sync engine of issue 16's acceptance.
// Everything is set before the first start so that neither instance ever
// binds anything but 127.0.0.1 or talks to discovery, relays, NAT or the
// usage and crash servers (see /work/shared/ENVIRONMENT.md, "Syncthing").

const stFolderID = "memgate"

// stInstance is one Syncthing: its home (keys, config, index), the
// folder it shares, and its REST address and key.
type stInstance struct {
	name   string
	home   string
	dir    string // the shared folder's path on this side
	gui    int
	listen int
	key    string
	id     string
	cmd    *exec.Cmd
	done   chan struct{}
	log    *lockedBuffer
}

// syncPair is two instances, a and b, with one folder shared between them.
type syncPair struct {
	t    *testing.T
	a, b *stInstance
}

// stClient never goes through a proxy: every address is loopback.
var stClient = &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{Proxy: nil}}

// freePorts returns n distinct free loopback ports (all held open until
// the last one is chosen, so none repeats).
func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ls []net.Listener
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range ls {
		l.Close()
	}
	return ports
}

// newSyncPair generates, configures and starts two instances and returns
// once both are connected and the (empty) folder is idle on both. Both
// are stopped on cleanup.
func newSyncPair(t *testing.T) *syncPair {
	t.Helper()
	bin, err := exec.LookPath("syncthing")
	if err != nil {
		t.Fatalf("syncthing is not installed (.ci/run installs Debian's package: apt-get install -y syncthing): %v", err)
	}
	start := time.Now()
	root := t.TempDir()
	ports := freePorts(t, 4)
	p := &syncPair{t: t}
	for i, name := range []string{"a", "b"} {
		in := &stInstance{
			name:   name,
			home:   filepath.Join(root, name, "home"),
			dir:    filepath.Join(root, name, "shared"),
			gui:    ports[2*i],
			listen: ports[2*i+1],
			key:    fmt.Sprintf("e2e-%s-%d", name, time.Now().UnixNano()),
			log:    &lockedBuffer{},
		}
		out, err := exec.Command(bin, "generate", "--home", in.home, "--no-default-folder", "--skip-port-probing").CombinedOutput()
		if err != nil {
			t.Fatalf("syncthing generate (%s): %v\n%s", name, err, out)
		}
		in.patchConfig(t)
		out, err = exec.Command(bin, "serve", "--home", in.home, "--device-id").Output()
		if err != nil {
			t.Fatalf("syncthing serve --device-id (%s): %v", name, err)
		}
		in.id = strings.TrimSpace(string(out))
		if err := os.MkdirAll(in.dir, 0o755); err != nil {
			t.Fatal(err)
		}
		in.start(t, bin)
		if name == "a" {
			p.a = in
		} else {
			p.b = in
		}
	}
	for _, in := range []*stInstance{p.a, p.b} {
		in.waitUp(t)
	}
	for _, pr := range [][2]*stInstance{{p.a, p.b}, {p.b, p.a}} {
		in, peer := pr[0], pr[1]
		in.rest(t, "PUT", "/rest/config/devices/"+peer.id, map[string]any{
			"deviceID":  peer.id,
			"name":      peer.name,
			"addresses": []string{fmt.Sprintf("tcp://127.0.0.1:%d", peer.listen)},
		}, nil)
		in.rest(t, "PATCH", "/rest/config/devices/"+in.id, map[string]any{"name": in.name}, nil)
		in.rest(t, "PUT", "/rest/config/folders/"+stFolderID, map[string]any{
			"id":               stFolderID,
			"label":            stFolderID,
			"path":             in.dir,
			"type":             "sendreceive",
			"rescanIntervalS":  5,
			"fsWatcherEnabled": true,
			"fsWatcherDelayS":  1,
			// A pull that makes no progress (both sides wrote the same
			// bytes at once: "file modified but not rescanned") is
			// retried after this pause, doubling, instead of 60 s.
			"pullerPauseS": 2,
			"devices":      []map[string]string{{"deviceID": p.a.id}, {"deviceID": p.b.id}},
		}, nil)
	}
	p.waitInSync(60 * time.Second)
	t.Logf("syncthing pair up in %v (a %s gui :%d listen :%d; b %s gui :%d listen :%d)",
		time.Since(start).Round(time.Millisecond), p.a.id[:7], p.a.gui, p.a.listen, p.b.id[:7], p.b.gui, p.b.listen)
	return p
}

// patchConfig makes the generated config loopback-only, before the first
// start (after it, the default sockets and discovery have already run).
func (in *stInstance) patchConfig(t *testing.T) {
	t.Helper()
	path := filepath.Join(in.home, "config.xml")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	gui := regexp.MustCompile(`(?s)(<gui [^>]*>.*?<address>)[^<]*(</address>)`)
	if !gui.MatchString(s) {
		t.Fatalf("%s: no <gui><address>", path)
	}
	s = gui.ReplaceAllString(s, fmt.Sprintf("${1}127.0.0.1:%d${2}", in.gui))
	set := func(tag, value string) {
		re := regexp.MustCompile(`<` + tag + `>[^<]*</` + tag + `>`)
		if !re.MatchString(s) {
			t.Fatalf("%s: no <%s> to set", path, tag)
		}
		s = re.ReplaceAllLiteralString(s, "<"+tag+">"+value+"</"+tag+">")
	}
	set("apikey", in.key)
	set("listenAddress", fmt.Sprintf("tcp://127.0.0.1:%d", in.listen))
	set("globalAnnounceEnabled", "false")
	set("localAnnounceEnabled", "false")
	set("relaysEnabled", "false")
	set("natEnabled", "false")
	set("urAccepted", "-1") // declined (0 would mean "not asked yet")
	set("crashReportingEnabled", "false")
	set("autoUpgradeIntervalH", "0")
	set("startBrowser", "false")
	if err := os.WriteFile(path, []byte(s), 0o600); err != nil {
		t.Fatal(err)
	}
}

// start runs `syncthing serve` as one process (STMONITORED: no monitor
// parent that a kill could orphan its child from; the log goes to stdout).
func (in *stInstance) start(t *testing.T, bin string) {
	t.Helper()
	cmd := exec.Command(bin, "serve", "--home", in.home, "--no-browser", "--no-restart", "--no-upgrade", "--logflags=7")
	cmd.Env = append(os.Environ(), "STNOUPGRADE=1", "STNORESTART=1", "STHASHING=minio", "STMONITORED=yes", "HOME="+in.home)
	cmd.Stdout, cmd.Stderr = in.log, in.log
	if err := cmd.Start(); err != nil {
		t.Fatalf("syncthing serve (%s): %v", in.name, err)
	}
	in.cmd, in.done = cmd, make(chan struct{})
	go func() { cmd.Wait(); close(in.done) }()
	t.Cleanup(func() { in.stop(t) })
}

// stop asks for a shutdown over REST, then SIGTERM, then SIGKILL.
func (in *stInstance) stop(t *testing.T) {
	select {
	case <-in.done:
		return
	default:
	}
	if req, err := http.NewRequest("POST", in.url("/rest/system/shutdown"), nil); err == nil {
		req.Header.Set("X-API-Key", in.key)
		if res, err := (&http.Client{Timeout: 3 * time.Second, Transport: &http.Transport{Proxy: nil}}).Do(req); err == nil {
			res.Body.Close()
		}
	}
	for _, sig := range []syscall.Signal{0, syscall.SIGTERM, syscall.SIGKILL} {
		if sig != 0 {
			in.cmd.Process.Signal(sig)
		}
		select {
		case <-in.done:
			return
		case <-time.After(5 * time.Second):
		}
	}
	t.Errorf("syncthing %s (pid %d) did not exit", in.name, in.cmd.Process.Pid)
}

func (in *stInstance) url(path string) string {
	return fmt.Sprintf("http://127.0.0.1:%d%s", in.gui, path)
}

// call is one REST request; it returns the status and body, or an error
// for a transport failure.
func (in *stInstance) call(method, path string, body any) (int, []byte, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, nil, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, in.url(path), rd)
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("X-API-Key", in.key)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := stClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	return res.StatusCode, b, err
}

// rest is call that must answer 200; out, when not nil, gets the JSON.
func (in *stInstance) rest(t *testing.T, method, path string, body, out any) {
	t.Helper()
	code, b, err := in.call(method, path, body)
	if err != nil || code != 200 {
		t.Fatalf("syncthing %s: %s %s: %d %v %s\nlog:\n%s", in.name, method, path, code, err, b, in.tail())
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatalf("syncthing %s: %s %s: %v", in.name, method, path, err)
		}
	}
}

// get is a GET decoded into out; false on any failure (for polling).
func (in *stInstance) get(path string, out any) bool {
	code, b, err := in.call("GET", path, nil)
	return err == nil && code == 200 && json.Unmarshal(b, out) == nil
}

func (in *stInstance) tail() string {
	s := in.log.String()
	if len(s) > 4000 {
		s = "…" + s[len(s)-4000:]
	}
	return s
}

func (in *stInstance) waitUp(t *testing.T) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		var r struct{ Ping string }
		if in.get("/rest/system/ping", &r) && r.Ping == "pong" {
			return
		}
		select {
		case <-in.done:
			t.Fatalf("syncthing %s exited at start:\n%s", in.name, in.tail())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("syncthing %s: REST not up after 30 s:\n%s", in.name, in.tail())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// connected: this side has a live connection to peer.
func (in *stInstance) connected(peer *stInstance) bool {
	var r struct {
		Connections map[string]struct{ Connected bool }
	}
	return in.get("/rest/system/connections", &r) && r.Connections[peer.id].Connected
}

// idle: the folder is idle here and this side needs nothing.
func (in *stInstance) idle() bool {
	var r struct {
		State          string
		NeedTotalItems int
	}
	return in.get("/rest/db/status?folder="+stFolderID, &r) && r.State == "idle" && r.NeedTotalItems == 0
}

// peerDone: as far as this side knows, peer has everything.
func (in *stInstance) peerDone(peer *stInstance) bool {
	var r struct {
		Completion float64
		NeedItems  int
	}
	return in.get("/rest/db/completion?folder="+stFolderID+"&device="+peer.id, &r) && r.Completion == 100 && r.NeedItems == 0
}

// scan rescans the whole folder now; it returns when the scan is done.
func (in *stInstance) scan() {
	in.call("POST", "/rest/db/scan?folder="+stFolderID, nil)
}

// inSync: connected both ways, idle on both, each side's view of the
// other complete.
func (p *syncPair) inSync() bool {
	return p.a.connected(p.b) && p.b.connected(p.a) && p.a.idle() && p.b.idle() && p.a.peerDone(p.b) && p.b.peerDone(p.a)
}

// waitInSync scans both sides (so every change on disk is known) and
// waits, bounded, until the pair is in sync.
func (p *syncPair) waitInSync(timeout time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		p.a.scan()
		p.b.scan()
		if p.inSync() {
			// Twice, a moment apart: a pull just finished can leave the
			// other side a change to send back.
			time.Sleep(200 * time.Millisecond)
			if p.inSync() {
				return
			}
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("syncthing pair not in sync after %v (a→b connected %v, b→a %v, idle a %v b %v, b complete per a %v, a complete per b %v)\na's log:\n%s\nb's log:\n%s",
				timeout, p.a.connected(p.b), p.b.connected(p.a), p.a.idle(), p.b.idle(), p.a.peerDone(p.b), p.b.peerDone(p.a), p.a.tail(), p.b.tail())
		}
		time.Sleep(250 * time.Millisecond)
	}
}

// waitSynced waits, bounded, until path (relative to the shared folder)
// holds exactly content on side in.
func (p *syncPair) waitSynced(in *stInstance, rel, content string, timeout time.Duration) time.Duration {
	p.t.Helper()
	start := time.Now()
	var got []byte
	for {
		b, err := os.ReadFile(filepath.Join(in.dir, rel))
		if err == nil && string(b) == content {
			return time.Since(start)
		}
		got = b
		if time.Since(start) > timeout {
			p.t.Fatalf("%s on %s: not synced within %v; it holds %q, want %q", rel, in.name, timeout, got, content)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// syncthingOwn names what Syncthing keeps per device and never syncs.
func syncthingOwn(name string) bool {
	switch name {
	case ".stfolder", ".stignore", ".stversions":
		return true
	}
	return strings.HasPrefix(name, ".syncthing.") || strings.HasPrefix(name, "~syncthing~")
}

// treeBytes reads every file under dir by relative path, leaving out
// Syncthing's own files.
func treeBytes(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	return readTree(t, dir, syncthingOwn)
}

// readTree reads every file under dir by relative path, leaving out the
// files and folders whose names skip says are a sync engine's own.
func readTree(t *testing.T, dir string, skip func(name string) bool) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != dir && skip(d.Name()) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[rel] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// treeDiff lists how the two sides' files differ (empty when identical).
func (p *syncPair) treeDiff() []string {
	p.t.Helper()
	a, b := treeBytes(p.t, p.a.dir), treeBytes(p.t, p.b.dir)
	var diff []string
	for rel, ab := range a {
		bb, ok := b[rel]
		switch {
		case !ok:
			diff = append(diff, rel+": only on a")
		case !bytes.Equal(ab, bb):
			diff = append(diff, fmt.Sprintf("%s: differs (a %d bytes, b %d bytes)", rel, len(ab), len(bb)))
		}
	}
	for rel := range b {
		if _, ok := a[rel]; !ok {
			diff = append(diff, rel+": only on b")
		}
	}
	sort.Strings(diff)
	return diff
}

// conflicts lists every Syncthing conflict copy on either side.
func (p *syncPair) conflicts() []string {
	var out []string
	for _, in := range []*stInstance{p.a, p.b} {
		filepath.WalkDir(in.dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && strings.Contains(d.Name(), ".sync-conflict-") {
				out = append(out, in.name+": "+strings.TrimPrefix(path, in.dir+"/"))
			}
			return nil
		})
	}
	return out
}

// grepTree lists every file under dir, Syncthing's and memgate's own
// included, whose bytes contain text.
func grepTree(dir, text string) []string {
	var out []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if b, err := os.ReadFile(p); err == nil && bytes.Contains(b, []byte(text)) {
			out = append(out, p)
		}
		return nil
	})
	return out
}

// TestSyncthingPair: the harness itself. Two real Syncthing instances on
// loopback sync a file each way, a dot folder (where memgate's journals
// live) and a deletion, within a bound, with no conflict copy, and end
// byte-identical.
func TestSyncthingPair(t *testing.T) {
	p := newSyncPair(t)
	const bound = 15 * time.Second
	write := func(in *stInstance, rel, content string) {
		t.Helper()
		path := filepath.Join(in.dir, rel)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(p.a, "from-a.md", "- written on a\n")
	t.Logf("a→b by the watcher: %v", p.waitSynced(p.b, "from-a.md", "- written on a\n", bound).Round(time.Millisecond))
	write(p.b, "from-b.md", "- written on b\n")
	t.Logf("b→a by the watcher: %v", p.waitSynced(p.a, "from-b.md", "- written on b\n", bound).Round(time.Millisecond))
	write(p.b, ".memgate/journal/dev.log", "sealed line\n")
	t.Logf("b→a, a dot folder: %v", p.waitSynced(p.a, ".memgate/journal/dev.log", "sealed line\n", bound).Round(time.Millisecond))
	if err := os.Remove(filepath.Join(p.a.dir, "from-b.md")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the deletion on a to reach b", bound, func() bool {
		_, err := os.Stat(filepath.Join(p.b.dir, "from-b.md"))
		return os.IsNotExist(err)
	})
	p.waitInSync(30 * time.Second)
	if c := p.conflicts(); len(c) > 0 {
		t.Fatalf("conflict copies: %v", c)
	}
	if d := p.treeDiff(); len(d) > 0 {
		t.Fatalf("the two sides differ: %v", d)
	}
}
