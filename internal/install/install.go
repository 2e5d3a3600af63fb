package install

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Install copies the binary exe to p.Bin and writes the menu entry and
// its icon (a PNG, scaled to IconSize). It returns the files it wrote.
// Installing again replaces them; running the installed binary's own
// install leaves the binary alone.
func Install(e Env, exe string, icon []byte) ([]string, error) {
	p, err := e.Paths()
	if err != nil {
		return nil, err
	}
	var wrote []string
	same, err := sameFile(exe, p.Bin)
	if err != nil {
		return nil, err
	}
	if !same {
		if err := copyBinary(exe, p.Bin); err != nil {
			return nil, fmt.Errorf("install %s: %w", p.Bin, err)
		}
	}
	wrote = append(wrote, p.Bin)
	if p.Icon != "" && len(icon) > 0 {
		b, err := scaleIcon(icon, IconSize)
		if err != nil {
			return wrote, fmt.Errorf("install %s: %w", p.Icon, err)
		}
		if err := writeAtomic(p.Icon, b, 0o644); err != nil {
			return wrote, fmt.Errorf("install %s: %w", p.Icon, err)
		}
		wrote = append(wrote, p.Icon)
	}
	if p.Desktop != "" {
		if err := writeAtomic(p.Desktop, DesktopEntry(p.Bin, false), 0o644); err != nil {
			return wrote, fmt.Errorf("install %s: %w", p.Desktop, err)
		}
		wrote = append(wrote, p.Desktop)
	}
	return wrote, nil
}

// Uninstall removes every file Install and SetAutostart write, and
// returns those that were there. The data directory is not one of them.
func Uninstall(e Env) ([]string, error) {
	p, err := e.Paths()
	if err != nil {
		return nil, err
	}
	var removed []string
	var errs []error
	for _, f := range p.All() {
		switch err := os.Remove(f); {
		case err == nil:
			removed = append(removed, f)
		case !errors.Is(err, fs.ErrNotExist):
			errs = append(errs, fmt.Errorf("uninstall: %w", err))
		}
	}
	return removed, errors.Join(errs...)
}

// Launcher is the program a menu or login entry starts: the installed
// binary when there is one, else exe (memgate run from where it was
// built or unpacked).
func Launcher(e Env, exe string) string {
	if p, err := e.Paths(); err == nil {
		if fi, err := os.Stat(p.Bin); err == nil && fi.Mode().IsRegular() {
			return p.Bin
		}
	}
	return exe
}

// AutostartEnabled reports whether the login entry exists, and its path.
func AutostartEnabled(e Env) (bool, string, error) {
	p, err := e.Paths()
	if err != nil {
		return false, "", err
	}
	_, err = os.Stat(p.Autostart)
	switch {
	case err == nil:
		return true, p.Autostart, nil
	case errors.Is(err, fs.ErrNotExist):
		return false, p.Autostart, nil
	default:
		return false, p.Autostart, fmt.Errorf("autostart: %w", err)
	}
}

// SetAutostart writes the login entry starting program, or removes it.
// It returns the entry's path.
func SetAutostart(e Env, on bool, program string) (string, error) {
	p, err := e.Paths()
	if err != nil {
		return "", err
	}
	if !on {
		if err := os.Remove(p.Autostart); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return p.Autostart, fmt.Errorf("autostart: %w", err)
		}
		return p.Autostart, nil
	}
	if program == "" {
		return p.Autostart, errors.New("autostart: no program to start")
	}
	if err := writeAtomic(p.Autostart, AutostartEntry(e.GOOS, program), 0o644); err != nil {
		return p.Autostart, fmt.Errorf("autostart %s: %w", p.Autostart, err)
	}
	return p.Autostart, nil
}

// AutostartEntry is the login entry's content on goos.
func AutostartEntry(goos, program string) []byte {
	switch goos {
	case "windows":
		// A .cmd in the Startup folder: start returns at once, so the
		// console it opens closes as memgate's window appears.
		return []byte("@start \"\" \"" + program + "\"\r\n")
	case "darwin":
		return LaunchAgent(program)
	default:
		return DesktopEntry(program, true)
	}
}

// DesktopEntry is a freedesktop .desktop entry starting program (the
// window); autostart adds the keys a login entry carries.
func DesktopEntry(program string, autostart bool) []byte {
	var b strings.Builder
	b.WriteString("[Desktop Entry]\nType=Application\nVersion=1.5\nName=memgate\n")
	b.WriteString("GenericName=AI memory review\nComment=Review and govern what your AI agents remember\n")
	b.WriteString("Exec=" + execQuote(program) + "\nTryExec=" + escapeValue(program) + "\n")
	b.WriteString("Icon=" + AppID + "\nTerminal=false\nCategories=Utility;Development;\nStartupWMClass=memgate\n")
	if autostart {
		b.WriteString("X-GNOME-Autostart-enabled=true\n")
	}
	return []byte(b.String())
}

// execQuote quotes program for an Exec key: the spec's reserved
// characters put it in double quotes, where ", `, $ and \ are escaped;
// then the string value's own escaping applies on top.
func execQuote(program string) string {
	if strings.ContainsAny(program, " \t\n\"'\\><~|&;$*?#()`=%") {
		var q strings.Builder
		q.WriteByte('"')
		for _, r := range program {
			if strings.ContainsRune("\"`$\\", r) {
				q.WriteByte('\\')
			}
			q.WriteRune(r)
		}
		q.WriteByte('"')
		program = q.String()
	}
	// A literal % is %% in Exec (field codes).
	return escapeValue(strings.ReplaceAll(program, "%", "%%"))
}

// escapeValue escapes a .desktop string value.
func escapeValue(s string) string {
	return strings.NewReplacer(`\`, `\\`, "\n", `\n`, "\t", `\t`, "\r", `\r`).Replace(s)
}

// LaunchAgent is the macOS login item: launchd runs program at load.
func LaunchAgent(program string) []byte {
	var esc bytes.Buffer
	xmlEscape(&esc, program)
	return []byte(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>Label</key>
	<string>` + LaunchAgentLabel + `</string>
	<key>ProgramArguments</key>
	<array>
		<string>` + esc.String() + `</string>
	</array>
	<key>RunAtLoad</key>
	<true/>
</dict>
</plist>
`)
}

func xmlEscape(w *bytes.Buffer, s string) {
	strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;").WriteString(w, s)
}

// sameFile: is a the file b (b may not exist)?
func sameFile(a, b string) (bool, error) {
	fa, err := os.Stat(a)
	if err != nil {
		return false, fmt.Errorf("install: the binary to install: %w", err)
	}
	fb, err := os.Stat(b)
	if err != nil {
		return false, nil
	}
	return os.SameFile(fa, fb), nil
}

// copyBinary copies src to dst, executable.
func copyBinary(src, dst string) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		return err
	}
	return writeAtomic(dst, b, 0o755)
}

// writeAtomic writes b to path through a temp file in the same directory,
// so a running memgate (or a menu reading the entry) never sees half a
// file; a running binary keeps its old inode.
func writeAtomic(path string, b []byte, mode os.FileMode) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(mode); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// scaleIcon returns the PNG at size×size: a larger square icon is
// averaged down (each output pixel the mean of its source area), a
// smaller or equal one is kept as it is.
func scaleIcon(b []byte, size int) ([]byte, error) {
	src, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("icon: %w", err)
	}
	r := src.Bounds()
	if r.Dx() <= size && r.Dy() <= size {
		return b, nil
	}
	dst := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		y0, y1 := r.Min.Y+y*r.Dy()/size, r.Min.Y+(y+1)*r.Dy()/size
		for x := range size {
			x0, x1 := r.Min.X+x*r.Dx()/size, r.Min.X+(x+1)*r.Dx()/size
			var sr, sg, sb, sa, n uint64
			for sy := y0; sy < max(y1, y0+1); sy++ {
				for sx := x0; sx < max(x1, x0+1); sx++ {
					c := color.NRGBAModel.Convert(src.At(sx, sy)).(color.NRGBA)
					// Weight colour by alpha so transparent corners do
					// not darken the edge.
					sr += uint64(c.R) * uint64(c.A)
					sg += uint64(c.G) * uint64(c.A)
					sb += uint64(c.B) * uint64(c.A)
					sa += uint64(c.A)
					n++
				}
			}
			if sa > 0 {
				dst.SetNRGBA(x, y, color.NRGBA{uint8(sr / sa), uint8(sg / sa), uint8(sb / sa), uint8(sa / n)})
			}
		}
	}
	var out bytes.Buffer
	if err := png.Encode(&out, dst); err != nil {
		return nil, fmt.Errorf("icon: %w", err)
	}
	return out.Bytes(), nil
}
