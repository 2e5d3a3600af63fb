package app

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/memgate/memgate/internal/atomicfile"
	"github.com/memgate/memgate/wire"

	yaml "go.yaml.in/yaml/v3"
)

// Source kinds (DESIGN §2).
const (
	KindMemoryFile = "memory_file"
	KindKB         = "kb"
	KindVault      = "vault"
	// KindClaudeCode is Claude Code's auto memory: a directory holding a
	// MEMORY.md index of lines "- [Title](file.md) — hook" and one topic
	// file per memory.
	KindClaudeCode = "claude_code"
)

// SourceConfig is one governed source (defined in wire, shared with api).
type SourceConfig = wire.SourceConfig

// Config is the engine's configuration; a YAML file holds the same fields.
type Config struct {
	// Sources are the files and folders memgate governs.
	Sources []SourceConfig `yaml:"sources"`
	// Debounce is how long a file must stay quiet before it is reconciled.
	Debounce time.Duration `yaml:"debounce,omitempty"`
	// RescanInterval is the safety-net full reconcile period (default 10m).
	RescanInterval time.Duration `yaml:"rescan_interval,omitempty"`
	// RetryInterval is how often a missing source is looked for again
	// (default 2s).
	RetryInterval time.Duration `yaml:"retry_interval,omitempty"`
	// Poll forces the polling watcher (network filesystems).
	Poll bool `yaml:"poll,omitempty"`
	// MaxFileSize caps the files parsed, in bytes (default 8 MiB).
	MaxFileSize int `yaml:"max_file_size,omitempty"`
	// ExportPath, when set, is a file kept holding the active-only context
	// block (global scope, normal privacy) for agents that read files.
	ExportPath string `yaml:"export_path,omitempty"`
	// ContextBudget is the default cap of the context block, in
	// approximate tokens, wherever a reader names none (default
	// DefaultContextBudget). A request's budget=0 asks for no cap.
	ContextBudget int `yaml:"context_budget,omitempty"`
	// Addr is where the HTTP API listens (main uses it; default
	// 127.0.0.1:7345).
	Addr string `yaml:"addr,omitempty"`
	// DataDir holds the store and tokens (main uses it).
	DataDir string `yaml:"data_dir,omitempty"`
	// Journal names the folder, in every source's root, that holds the
	// devices' journals once this device is paired (default .memgate;
	// _memgate for Obsidian Sync, which skips dot folders).
	Journal string `yaml:"journal,omitempty"`
	// VaultFolder is the default governed folder for vault sources that
	// name none.
	VaultFolder string `yaml:"vault_folder,omitempty"`
	// ConfigPath is the file SetSources saves to; empty saves nothing. Not
	// part of the file itself.
	ConfigPath string `yaml:"-"`
}

// SaveConfig writes c to path as YAML, atomically: a crash leaves the old
// file or the new one. It writes the whole file; SaveSources, which the
// settings view uses, edits only the list of sources.
func SaveConfig(path string, c Config) error {
	b, err := yaml.Marshal(c)
	if err != nil {
		return fmt.Errorf("config: %w", err)
	}
	return writeConfig(path, append([]byte(configHeader), b...))
}

const configHeader = "# memgate configuration, written by memgate (settings view); edits welcome.\n"

// SaveSources replaces the sources list of the config file at path and
// leaves every other byte's meaning alone: the file is edited as a YAML
// node tree, so the person's comments and other keys survive (yaml.v3
// keeps comments attached to nodes; it may re-indent). A missing file is
// created.
func SaveSources(path string, srcs []SourceConfig) error {
	var doc yaml.Node
	b, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return fmt.Errorf("config: %w", err)
	default:
		if err := yaml.Unmarshal(b, &doc); err != nil {
			return fmt.Errorf("config %s: %w", path, err)
		}
	}
	if doc.Kind == 0 {
		doc = yaml.Node{Kind: yaml.DocumentNode, HeadComment: strings.TrimSuffix(configHeader, "\n"),
			Content: []*yaml.Node{{Kind: yaml.MappingNode}}}
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return fmt.Errorf("config %s: the top level is not a mapping", path)
	}
	var val yaml.Node
	if err := val.Encode(srcs); err != nil {
		return fmt.Errorf("config: %w", err)
	}
	replaced := false
	for i := 0; i+1 < len(root.Content); i += 2 {
		if root.Content[i].Value == "sources" {
			val.LineComment, val.FootComment = root.Content[i+1].LineComment, root.Content[i+1].FootComment
			root.Content[i+1] = &val
			replaced = true
			break
		}
	}
	if !replaced {
		root.Content = append(root.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "sources"}, &val)
	}
	var out bytes.Buffer
	enc := yaml.NewEncoder(&out)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return fmt.Errorf("config: %w", err)
	}
	enc.Close()
	return writeConfig(path, out.Bytes())
}

// writeConfig replaces the config file at path with b, atomically, after
// making its directory (0700: it is beside the store and the tokens).
func writeConfig(path string, b []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("config: %w", err)
	}
	return atomicfile.WriteFile(path, b, 0o600)
}

// LoadConfig reads a YAML config file. Relative source paths are taken
// relative to the file's directory.
func LoadConfig(path string) (Config, error) {
	var c Config
	b, err := os.ReadFile(path)
	if err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	dec := yaml.NewDecoder(strings.NewReader(string(b)))
	dec.KnownFields(true)
	if err := dec.Decode(&c); err != nil {
		return c, fmt.Errorf("config %s: %w", path, err)
	}
	base := filepath.Dir(path)
	for i := range c.Sources {
		c.Sources[i].Path = resolvePath(base, c.Sources[i].Path)
	}
	c.ExportPath = resolvePath(base, c.ExportPath)
	return c, nil
}

// resolvePath expands a leading ~/ to the home directory, as a person
// writing the file expects, and takes a relative path from the file's
// directory.
func resolvePath(base, p string) string {
	if p == "" {
		return p
	}
	if rest, ok := strings.CutPrefix(p, "~/"); ok {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, rest)
		}
	}
	if !filepath.IsAbs(p) {
		return filepath.Join(base, p)
	}
	return p
}

// DefaultVaultFolder is the folder of a vault memgate governs when neither
// the source nor the config's vault_folder names one.
const DefaultVaultFolder = "Memory"

// normalize fills defaults and validates.
func (c *Config) normalize() error {
	if c.VaultFolder == "" {
		c.VaultFolder = DefaultVaultFolder
	}
	if c.Journal == "" {
		c.Journal = DefaultJournal
	}
	if c.Journal != filepath.Base(c.Journal) || c.Journal == "." || c.Journal == ".." {
		return fmt.Errorf("journal %q: want a folder name, not a path", c.Journal)
	}
	if c.ContextBudget < 0 {
		return fmt.Errorf("context_budget %d: want a positive number of tokens (0 or absent: %d)", c.ContextBudget, DefaultContextBudget)
	}
	for i := range c.Sources {
		s := &c.Sources[i]
		abs, err := filepath.Abs(s.Path)
		if err != nil {
			return fmt.Errorf("source %q: %w", s.Path, err)
		}
		s.Path = filepath.Clean(abs)
		switch s.Kind {
		case KindMemoryFile, KindKB, KindVault, KindClaudeCode:
		default:
			return fmt.Errorf("source %s: unknown kind %q (want memory_file, kb, vault or claude_code)", s.Path, s.Kind)
		}
		switch s.Activation {
		case "", "auto", "review":
		default:
			return fmt.Errorf("source %s: activation %q (want auto or review)", s.Path, s.Activation)
		}
		if s.Kind == KindVault && len(s.Folders) == 0 {
			s.Folders = []string{c.VaultFolder}
		}
	}
	return nil
}
