package app

import (
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/memgate/memgate/wire"

	"github.com/memgate/memgate/ingest"
	"github.com/memgate/memgate/internal/platform"
	"github.com/memgate/memgate/vault"
)

// Candidate is a memory store found on this machine that memgate could
// govern (defined in wire).
type Candidate = wire.Candidate

// Discover lists the memory stores that exist on this machine: Claude
// Code's auto memory (every project's memory directory), the Obsidian
// vaults registered in obsidian.json, and flow's knowledge base. It reads
// but never writes, and needs no store, so `memgate sources discover` can
// run it without a running memgate. A vault is counted in vaultFolder, the
// folder a new vault source governs ("" for DefaultVaultFolder).
func Discover(env platform.Env, configured []SourceConfig, vaultFolder string) []Candidate {
	if vaultFolder == "" {
		vaultFolder = DefaultVaultFolder
	}
	var out []Candidate
	seen := map[string]bool{}
	add := func(c Candidate) {
		r := evalOr(c.Path)
		if seen[r] {
			return
		}
		seen[r] = true
		for _, sc := range configured {
			if evalOr(sc.Path) == r {
				c.Configured = true
			}
		}
		out = append(out, c)
	}
	for _, dir := range env.ClaudeConfigDirs() {
		mems, _ := filepath.Glob(filepath.Join(dir, "projects", "*", "memory"))
		sort.Strings(mems)
		for _, m := range mems {
			if fi, err := os.Stat(m); err != nil || !fi.IsDir() {
				continue
			}
			entries, files := countClaude(m)
			add(Candidate{Kind: KindClaudeCode, Path: m, Label: "Claude Code: " + claudeProject(filepath.Dir(m), env.Home),
				Entries: entries, Files: files, Activation: "auto"})
		}
	}
	for _, cfg := range env.ObsidianConfigs() {
		for _, v := range obsidianVaults(cfg) {
			n := countNotes(v, vaultFolder)
			add(Candidate{Kind: KindVault, Path: v, Label: "Obsidian vault: " + filepath.Base(v),
				Entries: n, Files: n, Activation: "review", Folders: []string{vaultFolder}})
		}
	}
	for _, kb := range env.FlowKBs() {
		if fi, err := os.Stat(kb); err != nil || !fi.IsDir() {
			continue
		}
		entries, files := countKB(kb)
		add(Candidate{Kind: KindKB, Path: kb, Label: "flow knowledge base", Entries: entries, Files: files, Activation: "auto"})
	}
	return out
}

// obsidianVaults reads the vault paths registered in an obsidian.json
// ({"vaults":{"<id>":{"path":"/abs","ts":…,"open":true}}}) that exist.
func obsidianVaults(cfg string) []string {
	b, err := os.ReadFile(cfg)
	if err != nil {
		return nil
	}
	var doc struct {
		Vaults map[string]struct {
			Path string `json:"path"`
		} `json:"vaults"`
	}
	if json.Unmarshal(b, &doc) != nil {
		return nil
	}
	var out []string
	for _, v := range doc.Vaults {
		if fi, err := os.Stat(v.Path); err == nil && fi.IsDir() && filepath.IsAbs(v.Path) {
			out = append(out, filepath.Clean(v.Path))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// countClaude counts a Claude Code memory directory's memories (topic
// files, and index lines that link to no file) and the files memgate
// would write (every topic and the index).
func countClaude(dir string) (entries, files int) {
	list, err := vault.Scan(vault.DirSource(dir))
	if err != nil {
		return 0, 0
	}
	topics := map[string]bool{}
	for _, f := range list.Files {
		if filepath.Dir(f.Path) == dir && filepath.Base(f.Path) != claudeIndex {
			topics[filepath.Base(f.Path)] = true
		}
	}
	entries, files = len(topics), len(topics)
	idx := filepath.Join(dir, claudeIndex)
	data, err := os.ReadFile(idx)
	if err != nil {
		return entries, files
	}
	files++
	doc, err := ingest.ParseMemoryFile(idx, data, ingest.Options{})
	if err != nil {
		return entries, files
	}
	for _, en := range doc.Entries {
		if en.Held {
			continue
		}
		m := indexLinkRe.FindStringSubmatch(en.Text)
		if m == nil || !topics[strings.TrimPrefix(m[1], "./")] {
			entries++
		}
	}
	return entries, files
}

// countNotes counts the notes in a vault's governed folder.
func countNotes(root, folder string) int {
	dir := filepath.Join(root, folder)
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return 0
	}
	list, err := vault.ScanUnder(vault.DirSource(root), dir)
	if err != nil {
		return 0
	}
	return len(list.Files)
}

// countKB counts a knowledge base's bullets and bucket files.
func countKB(dir string) (entries, files int) {
	list, err := vault.Scan(vault.DirSource(dir))
	if err != nil {
		return 0, 0
	}
	for _, f := range list.Files {
		data, err := os.ReadFile(f.Path)
		if err != nil {
			continue
		}
		doc, err := ingest.ParseBucket(f.Path, data, ingest.Options{})
		if err != nil {
			continue
		}
		files++
		entries += len(doc.Entries)
	}
	return entries, files
}

// Discover is the package function for this engine's platform and sources.
func (e *Engine) Discover() []Candidate {
	e.mu.Lock()
	srcs, folder := slices.Clone(e.cfg.Sources), e.cfg.VaultFolder
	e.mu.Unlock()
	return Discover(e.env, srcs, folder)
}

// claudeProject names a Claude Code project directory for a person: the
// folder the project is, "~/dev/app", rather than the directory's encoded
// name, "-home-ann-dev-app" (every "/" and "." became "-", so the name
// cannot be decoded). The folder comes from what Claude Code wrote there:
// sessions-index.json's originalPath, or else the cwd of a session
// transcript (*.jsonl, the first 64 KiB of the newest). Without either,
// the encoded name it is.
func claudeProject(dir, home string) string {
	p := claudeProjectPath(dir)
	if p == "" {
		return filepath.Base(dir)
	}
	if home != "" {
		if rel, err := filepath.Rel(home, p); err == nil && rel != "." && !strings.HasPrefix(rel, "..") {
			return "~" + string(filepath.Separator) + rel
		}
	}
	return p
}

func claudeProjectPath(dir string) string {
	if b, err := os.ReadFile(filepath.Join(dir, "sessions-index.json")); err == nil {
		var idx struct {
			OriginalPath string `json:"originalPath"`
		}
		if json.Unmarshal(b, &idx) == nil && filepath.IsAbs(idx.OriginalPath) {
			return filepath.Clean(idx.OriginalPath)
		}
	}
	logs, _ := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	var newest string
	var at int64
	for _, l := range logs {
		if fi, err := os.Stat(l); err == nil && fi.Mode().IsRegular() && (newest == "" || fi.ModTime().UnixNano() > at) {
			newest, at = l, fi.ModTime().UnixNano()
		}
	}
	if newest == "" {
		return ""
	}
	f, err := os.Open(newest)
	if err != nil {
		return ""
	}
	defer f.Close()
	buf := make([]byte, 64<<10)
	n, _ := io.ReadFull(f, buf)
	for line := range strings.SplitSeq(string(buf[:n]), "\n") {
		var ev struct {
			Cwd string `json:"cwd"`
		}
		if json.Unmarshal([]byte(line), &ev) == nil && filepath.IsAbs(ev.Cwd) {
			return filepath.Clean(ev.Cwd)
		}
	}
	return ""
}
