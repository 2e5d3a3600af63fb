package install

import (
	"bytes"
	"errors"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func env(goos string, vars map[string]string) Env {
	return Env{GOOS: goos, Getenv: func(k string) string { return vars[k] }}
}

func TestPaths(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		goos string
		vars map[string]string
		want Paths
	}{
		{"linux defaults", "linux", map[string]string{"HOME": "/home/ann"}, Paths{
			Bin:       "/home/ann/.local/bin/memgate",
			Desktop:   "/home/ann/.local/share/applications/memgate.desktop",
			Icon:      "/home/ann/.local/share/icons/hicolor/256x256/apps/memgate.png",
			Autostart: "/home/ann/.config/autostart/memgate.desktop",
		}},
		{"linux XDG dirs", "linux", map[string]string{"HOME": "/home/ann", "XDG_DATA_HOME": "/d/", "XDG_CONFIG_HOME": "/c"}, Paths{
			Bin:       "/home/ann/.local/bin/memgate",
			Desktop:   "/d/applications/memgate.desktop",
			Icon:      "/d/icons/hicolor/256x256/apps/memgate.png",
			Autostart: "/c/autostart/memgate.desktop",
		}},
		{"linux relative XDG ignored", "linux", map[string]string{"HOME": "/home/ann", "XDG_DATA_HOME": "rel", "XDG_CONFIG_HOME": "./c"}, Paths{
			Bin:       "/home/ann/.local/bin/memgate",
			Desktop:   "/home/ann/.local/share/applications/memgate.desktop",
			Icon:      "/home/ann/.local/share/icons/hicolor/256x256/apps/memgate.png",
			Autostart: "/home/ann/.config/autostart/memgate.desktop",
		}},
		{"freebsd as linux", "freebsd", map[string]string{"HOME": "/usr/home/bo"}, Paths{
			Bin:       "/usr/home/bo/.local/bin/memgate",
			Desktop:   "/usr/home/bo/.local/share/applications/memgate.desktop",
			Icon:      "/usr/home/bo/.local/share/icons/hicolor/256x256/apps/memgate.png",
			Autostart: "/usr/home/bo/.config/autostart/memgate.desktop",
		}},
		{"macOS LaunchAgent", "darwin", map[string]string{"HOME": "/Users/ann", "XDG_CONFIG_HOME": "/ignored"}, Paths{
			Bin:       "/Users/ann/.local/bin/memgate",
			Autostart: "/Users/ann/Library/LaunchAgents/com.github.memgate.plist",
		}},
		{"windows known folders", "windows", map[string]string{"USERPROFILE": `C:\Users\ann`, "LOCALAPPDATA": `D:\Local\`, "APPDATA": `D:\Roaming`}, Paths{
			Bin:       `D:\Local\Programs\memgate\memgate.exe`,
			Autostart: `D:\Roaming\Microsoft\Windows\Start Menu\Programs\Startup\memgate.cmd`,
		}},
		{"windows from the profile", "windows", map[string]string{"USERPROFILE": `C:\Users\ann`, "HOME": "/ignored"}, Paths{
			Bin:       `C:\Users\ann\AppData\Local\Programs\memgate\memgate.exe`,
			Autostart: `C:\Users\ann\AppData\Roaming\Microsoft\Windows\Start Menu\Programs\Startup\memgate.cmd`,
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := env(tc.goos, tc.vars).Paths()
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Fatalf("got  %+v\nwant %+v", got, tc.want)
			}
		})
	}
}

func TestPathsNeedAHome(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		goos string
		vars map[string]string
	}{
		{"linux", nil},
		{"linux", map[string]string{"HOME": "relative"}},
		{"darwin", map[string]string{"USERPROFILE": "/x"}},
		{"windows", map[string]string{"HOME": "/home/ann"}},
	} {
		if _, err := env(tc.goos, tc.vars).Paths(); !errors.Is(err, ErrNoHome) {
			t.Errorf("%s %v: %v, want ErrNoHome", tc.goos, tc.vars, err)
		}
	}
}

func TestAutostartEntry(t *testing.T) {
	t.Parallel()
	tests := []struct {
		goos, program string
		want          []string
	}{
		{"linux", "/home/ann/.local/bin/memgate", []string{"[Desktop Entry]\n", "\nType=Application\n", "\nExec=/home/ann/.local/bin/memgate\n", "\nIcon=memgate\n", "\nX-GNOME-Autostart-enabled=true\n"}},
		{"linux", "/opt/my apps/memgate", []string{`Exec="/opt/my apps/memgate"` + "\n"}},
		{"linux", `/opt/a"b$c/memgate`, []string{`Exec="/opt/a\\"b\\$c/memgate"` + "\n"}},
		{"linux", "/opt/100%/memgate", []string{`Exec="/opt/100%%/memgate"` + "\n"}},
		{"darwin", "/Users/ann/.local/bin/memgate", []string{"<key>Label</key>\n\t<string>com.github.memgate</string>", "<string>/Users/ann/.local/bin/memgate</string>", "<key>RunAtLoad</key>\n\t<true/>"}},
		{"darwin", "/Users/a&b/memgate", []string{"<string>/Users/a&amp;b/memgate</string>"}},
		{"windows", `C:\Users\ann\AppData\Local\Programs\memgate\memgate.exe`, []string{"@start \"\" \"C:\\Users\\ann\\AppData\\Local\\Programs\\memgate\\memgate.exe\"\r\n"}},
	}
	for _, tc := range tests {
		got := string(AutostartEntry(tc.goos, tc.program))
		for _, w := range tc.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s %q: entry lacks %q:\n%s", tc.goos, tc.program, w, got)
			}
		}
	}
	if strings.Contains(string(DesktopEntry("/x", false)), "Autostart") {
		t.Error("the menu entry carries the autostart key")
	}
}

// home makes a fresh Linux home with the binary to install.
func home(t *testing.T) (Env, string, string) {
	t.Helper()
	h := t.TempDir()
	exe := filepath.Join(t.TempDir(), "memgate")
	if err := os.WriteFile(exe, []byte("#!/bin/sh\necho memgate\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return env("linux", map[string]string{"HOME": h, "XDG_DATA_HOME": filepath.Join(h, "xdata")}), h, exe
}

func TestInstallAndUninstall(t *testing.T) {
	t.Parallel()
	e, h, exe := home(t)
	icon, err := os.ReadFile("../../build/appicon.png")
	if err != nil {
		t.Fatal(err)
	}
	// The data directory is memgate's, never install's.
	data := filepath.Join(h, "xdata", "memgate")
	os.MkdirAll(data, 0o700)
	os.WriteFile(filepath.Join(data, "config.yaml"), []byte("sources: []\n"), 0o600)

	wrote, err := Install(e, exe, icon)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := e.Paths()
	if want := []string{p.Bin, p.Icon, p.Desktop}; strings.Join(wrote, ",") != strings.Join(want, ",") {
		t.Fatalf("wrote %v, want %v", wrote, want)
	}
	if !strings.HasPrefix(p.Desktop, filepath.Join(h, "xdata", "applications")) {
		t.Fatalf("the menu entry %s is not under $XDG_DATA_HOME", p.Desktop)
	}
	if b, _ := os.ReadFile(p.Bin); string(b) != "#!/bin/sh\necho memgate\n" {
		t.Fatalf("binary %q", b)
	}
	if fi, _ := os.Stat(p.Bin); fi.Mode().Perm() != 0o755 {
		t.Fatalf("binary mode %v", fi.Mode())
	}
	entry, _ := os.ReadFile(p.Desktop)
	if !bytes.Contains(entry, []byte("\nExec="+p.Bin+"\n")) {
		t.Fatalf("entry:\n%s", entry)
	}
	f, _ := os.Open(p.Icon)
	img, err := png.Decode(f)
	f.Close()
	if err != nil || img.Bounds().Dx() != IconSize || img.Bounds().Dy() != IconSize {
		t.Fatalf("icon: %v %v", err, img)
	}
	// The centre of the icon is the teal square, not transparent.
	if _, _, _, a := img.At(IconSize/2, IconSize/2+100).RGBA(); a == 0 {
		t.Fatal("scaled icon is empty")
	}
	if Launcher(e, exe) != p.Bin {
		t.Fatalf("launcher %s, want the installed %s", Launcher(e, exe), p.Bin)
	}
	// Again, from the installed binary itself: it stays, the rest is rewritten.
	if _, err := Install(e, p.Bin, icon); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(p.Bin); string(b) != "#!/bin/sh\necho memgate\n" {
		t.Fatalf("binary after a reinstall %q", b)
	}
	if _, err := SetAutostart(e, true, Launcher(e, exe)); err != nil {
		t.Fatal(err)
	}

	removed, err := Uninstall(e)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 4 {
		t.Fatalf("removed %v, want the binary, the entries and the icon", removed)
	}
	for _, f := range p.All() {
		if _, err := os.Stat(f); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s still there: %v", f, err)
		}
	}
	if b, err := os.ReadFile(filepath.Join(data, "config.yaml")); err != nil || string(b) != "sources: []\n" {
		t.Fatalf("uninstall touched the data directory: %q %v", b, err)
	}
	if removed, err := Uninstall(e); err != nil || len(removed) != 0 {
		t.Fatalf("a second uninstall: %v %v", removed, err)
	}
	if Launcher(e, exe) != exe {
		t.Fatal("launcher names the removed binary")
	}
}

func TestAutostartToggle(t *testing.T) {
	t.Parallel()
	for _, goos := range []string{"linux", "darwin"} {
		t.Run(goos, func(t *testing.T) {
			t.Parallel()
			h := t.TempDir()
			e := env(goos, map[string]string{"HOME": h, "XDG_CONFIG_HOME": filepath.Join(h, "cfg")})
			on, path, err := AutostartEnabled(e)
			if err != nil || on {
				t.Fatalf("fresh home: %v %v", on, err)
			}
			want := map[string]string{"linux": filepath.Join(h, "cfg", "autostart", "memgate.desktop"), "darwin": filepath.Join(h, "Library", "LaunchAgents", "com.github.memgate.plist")}[goos]
			if path != want {
				t.Fatalf("path %s, want %s", path, want)
			}
			if _, err := SetAutostart(e, true, ""); err == nil {
				t.Fatal("autostart without a program")
			}
			if p, err := SetAutostart(e, true, "/opt/memgate"); err != nil || p != want {
				t.Fatalf("enable: %s %v", p, err)
			}
			b, _ := os.ReadFile(want)
			if !bytes.Equal(b, AutostartEntry(goos, "/opt/memgate")) {
				t.Fatalf("entry:\n%s", b)
			}
			if on, _, _ := AutostartEnabled(e); !on {
				t.Fatal("not enabled after enabling")
			}
			for range 2 { // disabling twice is fine
				if _, err := SetAutostart(e, false, ""); err != nil {
					t.Fatal(err)
				}
			}
			if on, _, _ := AutostartEnabled(e); on {
				t.Fatal("still enabled")
			}
		})
	}
}

func TestInstallMissingBinary(t *testing.T) {
	t.Parallel()
	e, _, _ := home(t)
	if _, err := Install(e, "/nonexistent/memgate", nil); err == nil || !strings.Contains(err.Error(), "/nonexistent/memgate") {
		t.Fatalf("err %v, want it to name the binary", err)
	}
}
