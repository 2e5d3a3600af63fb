package platform

import (
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
)

// Env is what the paths depend on.
type Env struct {
	// GOOS is "linux", "darwin", "windows" (anything else is treated as a
	// freedesktop Unix).
	GOOS string
	// Home is the user's home directory.
	Home string
	// Getenv reads an environment variable; nil reads none.
	Getenv func(string) string
}

// Current is the running process's Env.
func Current() Env {
	h, _ := os.UserHomeDir()
	return Env{GOOS: runtime.GOOS, Home: h, Getenv: os.Getenv}
}

func (e Env) getenv(k string) string {
	if e.Getenv == nil {
		return ""
	}
	return e.Getenv(k)
}

// join builds a path with the separator of e.GOOS, whatever OS runs the
// code (the tests ask for Windows paths on Linux).
func (e Env) join(elem ...string) string {
	if e.GOOS == "windows" {
		return strings.ReplaceAll(path.Join(slashes(elem)...), "/", `\`)
	}
	return path.Join(elem...)
}

func slashes(elem []string) []string {
	out := make([]string, len(elem))
	for i, s := range elem {
		out[i] = strings.ReplaceAll(s, `\`, "/")
	}
	return out
}

// abs reports whether p is an absolute path on e.GOOS.
func (e Env) abs(p string) bool {
	if e.GOOS == "windows" {
		return len(p) >= 3 && p[1] == ':' && (p[2] == '\\' || p[2] == '/') || strings.HasPrefix(p, `\\`)
	}
	return strings.HasPrefix(p, "/")
}

// xdg returns $name when it is an absolute path (the XDG base directory
// spec says relative values are invalid and must be ignored), else
// $HOME/fallback.
func (e Env) xdg(name, fallback string) string {
	if v := e.getenv(name); v != "" && e.abs(v) {
		return v
	}
	return e.join(e.Home, fallback)
}

// DataDir is where memgate keeps its store, tokens and config:
// $XDG_DATA_HOME/memgate (default ~/.local/share/memgate) on Linux,
// ~/Library/Application Support/memgate on macOS, %LOCALAPPDATA%\memgate
// on Windows (local, not roaming: a Badger store must not roam between
// machines).
func (e Env) DataDir() string {
	switch e.GOOS {
	case "darwin":
		return e.join(e.Home, "Library", "Application Support", "memgate")
	case "windows":
		if v := e.getenv("LOCALAPPDATA"); v != "" {
			return e.join(v, "memgate")
		}
		return e.join(e.Home, "AppData", "Local", "memgate")
	}
	return e.join(e.xdg("XDG_DATA_HOME", ".local/share"), "memgate")
}

// ConfigHome is the user's configuration directory ($XDG_CONFIG_HOME,
// ~/Library/Application Support, %APPDATA%).
func (e Env) ConfigHome() string {
	switch e.GOOS {
	case "darwin":
		return e.join(e.Home, "Library", "Application Support")
	case "windows":
		if v := e.getenv("APPDATA"); v != "" {
			return v
		}
		return e.join(e.Home, "AppData", "Roaming")
	}
	return e.xdg("XDG_CONFIG_HOME", ".config")
}

// ObsidianConfigs are the places Obsidian keeps obsidian.json, its list of
// vaults, most likely first: the native install, then on Linux the Flatpak
// and Snap sandboxes, which keep their own config trees.
func (e Env) ObsidianConfigs() []string {
	out := []string{e.join(e.ConfigHome(), "obsidian", "obsidian.json")}
	if e.GOOS == "linux" || (e.GOOS != "darwin" && e.GOOS != "windows") {
		out = append(out,
			e.join(e.Home, ".var", "app", "md.obsidian.Obsidian", "config", "obsidian", "obsidian.json"),
			e.join(e.Home, "snap", "obsidian", "current", ".config", "obsidian", "obsidian.json"),
		)
	}
	return out
}

// ClaudeConfigDirs are Claude Code's configuration directories:
// $CLAUDE_CONFIG_DIR when set, and ~/.claude (Claude Code uses the same
// place on every OS). Auto memory lives in <dir>/projects/<project>/memory/.
func (e Env) ClaudeConfigDirs() []string {
	var out []string
	if v := e.getenv("CLAUDE_CONFIG_DIR"); v != "" {
		out = append(out, v)
	}
	d := e.join(e.Home, ".claude")
	if len(out) == 0 || filepath.Clean(out[0]) != d {
		out = append(out, d)
	}
	return out
}

// FlowKBs are where flow keeps its knowledge base: $FLOW_ROOT/kb, then
// ~/.flow/kb.
func (e Env) FlowKBs() []string {
	var out []string
	if v := e.getenv("FLOW_ROOT"); v != "" {
		out = append(out, e.join(v, "kb"))
	}
	return append(out, e.join(e.Home, ".flow", "kb"))
}

// SystemDirs are directories no source may be, or lie inside: governing
// them would mean writing markers into the operating system's files.
func (e Env) SystemDirs() []string {
	switch e.GOOS {
	case "darwin":
		return []string{"/System", "/Library", "/Applications", "/usr", "/bin", "/sbin", "/etc", "/private", "/var", "/dev", "/cores"}
	case "windows":
		root := e.getenv("SystemDrive")
		if root == "" {
			root = "C:"
		}
		return []string{root + `\Windows`, root + `\Program Files`, root + `\Program Files (x86)`, root + `\ProgramData`}
	}
	return []string{"/etc", "/usr", "/bin", "/sbin", "/boot", "/proc", "/sys", "/dev", "/var", "/lib", "/lib64"}
}
