package install

import (
	"errors"
	"fmt"
	"os"
	"path"
	"runtime"
	"strings"
)

// Env is the machine install works on: the OS name, as runtime.GOOS
// spells it, and the environment. Paths come only from these two, so a
// test can ask for macOS's or Windows's layout on Linux.
type Env struct {
	// GOOS is linux, darwin, windows, or another Unix (treated as Linux).
	GOOS string
	// Getenv reads the environment (os.Getenv).
	Getenv func(string) string
}

// FromOS is the running machine.
func FromOS() Env { return Env{GOOS: runtime.GOOS, Getenv: os.Getenv} }

// Paths are the files install writes. An empty path is a file this OS
// does not get.
type Paths struct {
	// Bin is the installed binary.
	Bin string
	// Desktop is the application-menu entry (freedesktop .desktop).
	Desktop string
	// Icon is the menu entry's icon, in the hicolor theme.
	Icon string
	// Autostart is the entry that starts memgate at login.
	Autostart string
}

// All lists the paths that are set, in the order uninstall removes them.
func (p Paths) All() []string {
	var out []string
	for _, s := range []string{p.Autostart, p.Desktop, p.Icon, p.Bin} {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// Names install uses on every OS.
const (
	// AppID names the menu entry, the icon and the autostart entry.
	AppID = "memgate"
	// LaunchAgentLabel is the macOS LaunchAgent's label (reverse DNS, as
	// launchd expects) and its plist's file name.
	LaunchAgentLabel = "com.github.memgate"
	// IconSize is the hicolor size directory the icon goes in.
	IconSize = 256
)

// ErrNoHome: the environment names no home directory, so there is
// nowhere to install.
var ErrNoHome = errors.New("no home directory (HOME, or USERPROFILE on Windows, is not set)")

// home is the user's home directory as the OS's shell would give it.
func (e Env) home() (string, error) {
	var h string
	if e.GOOS == "windows" {
		h = e.Getenv("USERPROFILE")
	} else {
		h = e.Getenv("HOME")
	}
	if h == "" || !e.abs(h) {
		return "", ErrNoHome
	}
	return h, nil
}

// abs reports whether p is absolute on e's OS.
func (e Env) abs(p string) bool {
	if e.GOOS == "windows" {
		return len(p) >= 3 && p[1] == ':' && (p[2] == '\\' || p[2] == '/') || strings.HasPrefix(p, `\\`)
	}
	return strings.HasPrefix(p, "/")
}

// join joins with e's separator (filepath.Join would use the host's).
func (e Env) join(base string, elem ...string) string {
	if e.GOOS == "windows" {
		return strings.TrimRight(base, `\/`) + `\` + strings.Join(elem, `\`)
	}
	return path.Join(append([]string{base}, elem...)...)
}

// envDir is a base directory named by a variable ($XDG_DATA_HOME,
// %APPDATA%) when it holds an absolute path (the XDG spec says to ignore
// a relative one), else home/fallback.
func (e Env) envDir(name, home string, fallback ...string) string {
	if d := e.Getenv(name); d != "" && e.abs(d) {
		return d
	}
	return e.join(home, fallback...)
}

// Paths computes where install puts each file on e's OS.
//
//	linux    ~/.local/bin/memgate, $XDG_DATA_HOME/applications/memgate.desktop,
//	         $XDG_DATA_HOME/icons/hicolor/256x256/apps/memgate.png,
//	         $XDG_CONFIG_HOME/autostart/memgate.desktop
//	darwin   ~/.local/bin/memgate, ~/Library/LaunchAgents/com.github.memgate.plist
//	windows  %LOCALAPPDATA%\Programs\memgate\memgate.exe,
//	         %APPDATA%\Microsoft\Windows\Start Menu\Programs\Startup\memgate.cmd
func (e Env) Paths() (Paths, error) {
	home, err := e.home()
	if err != nil {
		return Paths{}, err
	}
	switch e.GOOS {
	case "windows":
		local := e.envDir("LOCALAPPDATA", home, "AppData", "Local")
		roaming := e.envDir("APPDATA", home, "AppData", "Roaming")
		return Paths{
			Bin:       e.join(local, "Programs", AppID, AppID+".exe"),
			Autostart: e.join(roaming, "Microsoft", "Windows", "Start Menu", "Programs", "Startup", AppID+".cmd"),
		}, nil
	case "darwin":
		return Paths{
			Bin:       e.join(home, ".local", "bin", AppID),
			Autostart: e.join(home, "Library", "LaunchAgents", LaunchAgentLabel+".plist"),
		}, nil
	default:
		data := e.envDir("XDG_DATA_HOME", home, ".local", "share")
		config := e.envDir("XDG_CONFIG_HOME", home, ".config")
		return Paths{
			Bin:       e.join(home, ".local", "bin", AppID),
			Desktop:   e.join(data, "applications", AppID+".desktop"),
			Icon:      e.join(data, "icons", "hicolor", fmt.Sprintf("%dx%d", IconSize, IconSize), "apps", AppID+".png"),
			Autostart: e.join(config, "autostart", AppID+".desktop"),
		}, nil
	}
}
