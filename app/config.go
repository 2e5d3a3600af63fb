package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	yaml "go.yaml.in/yaml/v3"
)

// Source kinds (DESIGN §2).
const (
	KindMemoryFile = "memory_file"
	KindKB         = "kb"
	KindVault      = "vault"
)

// SourceConfig is one governed source.
type SourceConfig struct {
	// Kind is memory_file, kb or vault.
	Kind string `yaml:"kind" json:"kind"`
	// Path is the MEMORY.md file, the kb directory or the vault root.
	Path string `yaml:"path" json:"path"`
	// Activation overrides the kind's first-seen status: "auto" activates
	// clean entries, "review" holds every new entry. Empty takes the
	// kind's default (auto for memory files and kb, review for vaults —
	// vault-derived items never activate themselves).
	Activation string `yaml:"activation,omitempty" json:"activation"`
	// Folders are a vault's governed folders (default ["Memory"]). Notes
	// elsewhere are governed only when their front matter has a memory_*
	// key.
	Folders []string `yaml:"folders,omitempty" json:"folders,omitempty"`
}

// Config is the engine's configuration; a YAML file holds the same fields.
type Config struct {
	// Sources are the files and folders memgate governs.
	Sources []SourceConfig `yaml:"sources"`
	// Debounce is how long a file must stay quiet before it is reconciled.
	Debounce time.Duration `yaml:"debounce,omitempty"`
	// RescanInterval is the safety-net full reconcile period (default 10m).
	RescanInterval time.Duration `yaml:"rescan_interval,omitempty"`
	// Poll forces the polling watcher (network filesystems).
	Poll bool `yaml:"poll,omitempty"`
	// MaxFileSize caps the files parsed, in bytes (default 2 MiB).
	MaxFileSize int `yaml:"max_file_size,omitempty"`
	// ExportPath, when set, is a file kept holding the active-only context
	// block (global scope, normal privacy) for agents that read files.
	ExportPath string `yaml:"export_path,omitempty"`
	// Addr is where the HTTP API listens (main uses it; default
	// 127.0.0.1:7345).
	Addr string `yaml:"addr,omitempty"`
	// DataDir holds the store and tokens (main uses it).
	DataDir string `yaml:"data_dir,omitempty"`
	// VaultFolder is the default governed folder for vault sources that
	// name none.
	VaultFolder string `yaml:"vault_folder,omitempty"`
	// ConfigPath is the file SetSources saves to; empty saves nothing. Not
	// part of the file itself.
	ConfigPath string `yaml:"-"`
}

// SaveConfig writes c to path as YAML, atomically (temp file, fsync,
// rename): a crash leaves the old file or the new one. The file is
// memgate's own, so it is rewritten whole.
func SaveConfig(path string, c Config) error {
	b, err := yaml.Marshal(c)
	if err != nil {
		return fmt.Errorf("config: %w", err)
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("config: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".memgate-config-*")
	if err != nil {
		return fmt.Errorf("config: %w", err)
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(append([]byte("# memgate configuration, written by memgate (settings view); edits welcome.\n"), b...)); err != nil {
		tmp.Close()
		return fmt.Errorf("config %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return fmt.Errorf("config %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("config %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("config %s: %w", path, err)
	}
	return nil
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

// normalize fills defaults and validates.
func (c *Config) normalize() error {
	if c.VaultFolder == "" {
		c.VaultFolder = "Memory"
	}
	for i := range c.Sources {
		s := &c.Sources[i]
		abs, err := filepath.Abs(s.Path)
		if err != nil {
			return fmt.Errorf("source %q: %w", s.Path, err)
		}
		s.Path = filepath.Clean(abs)
		switch s.Kind {
		case KindMemoryFile, KindKB, KindVault:
		default:
			return fmt.Errorf("source %s: unknown kind %q (want memory_file, kb or vault)", s.Path, s.Kind)
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
