package platform

import (
	"slices"
	"testing"
)

func env(goos, home string, vars map[string]string) Env {
	return Env{GOOS: goos, Home: home, Getenv: func(k string) string { return vars[k] }}
}

func TestDataDir(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		e    Env
		want string
	}{
		{"linux default", env("linux", "/home/ann", nil), "/home/ann/.local/share/memgate"},
		{"linux xdg", env("linux", "/home/ann", map[string]string{"XDG_DATA_HOME": "/data/ann"}), "/data/ann/memgate"},
		{"linux relative xdg ignored", env("linux", "/home/ann", map[string]string{"XDG_DATA_HOME": "rel"}), "/home/ann/.local/share/memgate"},
		{"freebsd", env("freebsd", "/home/ann", nil), "/home/ann/.local/share/memgate"},
		{"darwin", env("darwin", "/Users/ann", map[string]string{"XDG_DATA_HOME": "/x"}), "/Users/ann/Library/Application Support/memgate"},
		{"windows", env("windows", `C:\Users\ann`, map[string]string{"LOCALAPPDATA": `C:\Users\ann\AppData\Local`}), `C:\Users\ann\AppData\Local\memgate`},
		{"windows no env", env("windows", `C:\Users\ann`, nil), `C:\Users\ann\AppData\Local\memgate`},
	} {
		if got := tc.e.DataDir(); got != tc.want {
			t.Errorf("%s: DataDir = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestObsidianConfigs(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		e    Env
		want []string
	}{
		{"linux", env("linux", "/home/ann", nil), []string{
			"/home/ann/.config/obsidian/obsidian.json",
			"/home/ann/.var/app/md.obsidian.Obsidian/config/obsidian/obsidian.json",
			"/home/ann/snap/obsidian/current/.config/obsidian/obsidian.json",
		}},
		{"linux xdg config", env("linux", "/home/ann", map[string]string{"XDG_CONFIG_HOME": "/cfg"}), []string{
			"/cfg/obsidian/obsidian.json",
			"/home/ann/.var/app/md.obsidian.Obsidian/config/obsidian/obsidian.json",
			"/home/ann/snap/obsidian/current/.config/obsidian/obsidian.json",
		}},
		{"darwin", env("darwin", "/Users/ann", nil), []string{"/Users/ann/Library/Application Support/obsidian/obsidian.json"}},
		{"windows", env("windows", `C:\Users\ann`, map[string]string{"APPDATA": `C:\Users\ann\AppData\Roaming`}), []string{`C:\Users\ann\AppData\Roaming\obsidian\obsidian.json`}},
	} {
		if got := tc.e.ObsidianConfigs(); !slices.Equal(got, tc.want) {
			t.Errorf("%s: ObsidianConfigs = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestClaudeAndFlow(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name         string
		e            Env
		claude, flow []string
	}{
		{"defaults", env("linux", "/home/ann", nil), []string{"/home/ann/.claude"}, []string{"/home/ann/.flow/kb"}},
		{"env", env("linux", "/home/ann", map[string]string{"CLAUDE_CONFIG_DIR": "/cc", "FLOW_ROOT": "/fl"}),
			[]string{"/cc", "/home/ann/.claude"}, []string{"/fl/kb", "/home/ann/.flow/kb"}},
		{"env is the default", env("linux", "/home/ann", map[string]string{"CLAUDE_CONFIG_DIR": "/home/ann/.claude/"}),
			[]string{"/home/ann/.claude/"}, []string{"/home/ann/.flow/kb"}},
		{"windows", env("windows", `C:\Users\ann`, nil), []string{`C:\Users\ann\.claude`}, []string{`C:\Users\ann\.flow\kb`}},
		{"darwin", env("darwin", "/Users/ann", nil), []string{"/Users/ann/.claude"}, []string{"/Users/ann/.flow/kb"}},
	} {
		if got := tc.e.ClaudeConfigDirs(); !slices.Equal(got, tc.claude) {
			t.Errorf("%s: ClaudeConfigDirs = %q, want %q", tc.name, got, tc.claude)
		}
		if got := tc.e.FlowKBs(); !slices.Equal(got, tc.flow) {
			t.Errorf("%s: FlowKBs = %q, want %q", tc.name, got, tc.flow)
		}
	}
}

func TestSystemDirs(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		goos, has string
	}{
		{"linux", "/etc"}, {"linux", "/proc"}, {"darwin", "/System"}, {"darwin", "/private"}, {"windows", `C:\Windows`},
	} {
		if !slices.Contains(env(tc.goos, "/h", nil).SystemDirs(), tc.has) {
			t.Errorf("%s: SystemDirs lacks %s", tc.goos, tc.has)
		}
	}
}
