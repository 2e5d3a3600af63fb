package main

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"unicode"

	"github.com/memgate/memgate/app"
	"github.com/wailsapp/wails/v2/pkg/runtime"
)

// Desktop is the window's one bound service (window.go.main.Desktop):
// native folder and file pickers, and opening a memory's source in
// Obsidian or an editor. Data never passes through here (it goes through the API), and
// nothing here reads or writes a file: JavaScript can only ask the system
// to open a markdown file inside a governed source, an obsidian:// URI, or
// an editor URI (vscode://file/…) naming such a file.
type Desktop struct {
	ctx context.Context
	// roots are the governed sources' paths (files or directories).
	roots func() []string
	// open hands a path or URI to the system's opener; tests replace it.
	open func(target string) error
}

// newNative builds the service over the configured sources.
func newDesktop(sources []app.SourceConfig) *Desktop {
	return &Desktop{
		roots: func() []string {
			var out []string
			for _, s := range sources {
				out = append(out, s.Path)
			}
			return out
		},
		open: systemOpen,
	}
}

// startup receives the Wails context (OnStartup).
func (n *Desktop) startup(ctx context.Context) { n.ctx = ctx }

// Errors the window shows in words.
var (
	ErrURINotAllowed = errors.New("only obsidian:// links and editor links to governed files open from here")
	ErrNotGoverned   = errors.New("not a markdown file inside a governed source")
)

// PickFolder shows the native folder picker and returns the chosen
// folder, or "" when the person cancels.
func (n *Desktop) PickFolder(title string) (string, error) {
	if n.ctx == nil {
		return "", errors.New("the window is not ready")
	}
	if title == "" {
		title = "Choose a folder"
	}
	return runtime.OpenDirectoryDialog(n.ctx, runtime.OpenDialogOptions{Title: title, CanCreateDirectories: true})
}

// PickFile shows the native file picker for a markdown file (a
// MEMORY.md to govern) and returns it, or "" when the person cancels.
// Hidden folders show, as Claude Code's memory lives under ~/.claude.
func (n *Desktop) PickFile(title string) (string, error) {
	if n.ctx == nil {
		return "", errors.New("the window is not ready")
	}
	if title == "" {
		title = "Choose a file"
	}
	return runtime.OpenFileDialog(n.ctx, runtime.OpenDialogOptions{
		Title:           title,
		ShowHiddenFiles: true,
		Filters:         []runtime.FileFilter{{DisplayName: "Markdown (*.md)", Pattern: "*.md"}},
	})
}

// OpenURL opens an obsidian:// URI (a note in the person's vault), or an
// editor URI — vscode://file/PATH[:LINE] or file://PATH — whose file is a
// governed markdown file.
func (n *Desktop) OpenURL(uri string) (bool, error) {
	if strings.IndexFunc(uri, func(r rune) bool { return unicode.IsControl(r) || unicode.IsSpace(r) }) >= 0 {
		return false, ErrURINotAllowed
	}
	u, err := url.Parse(uri)
	if err != nil || u.User != nil {
		return false, ErrURINotAllowed
	}
	switch {
	case u.Scheme == "obsidian":
	case u.Scheme == "vscode" && u.Host == "file", u.Scheme == "file" && u.Host == "":
		p := u.Path
		if u.Scheme == "vscode" {
			// PATH:LINE[:COLUMN]
			for range 2 {
				if i := strings.LastIndexByte(p, ':'); i > 0 && isDigits(p[i+1:]) {
					p = p[:i]
				}
			}
		}
		if _, err := governedFile(filepath.FromSlash(p), n.roots()); err != nil {
			return false, err
		}
	default:
		return false, ErrURINotAllowed
	}
	if err := n.open(uri); err != nil {
		return false, fmt.Errorf("opening %s: %w", u.Scheme, err)
	}
	return true, nil
}

// OpenFile opens a memory's source file with the system's default
// application for markdown.
func (n *Desktop) OpenFile(path string) (bool, error) {
	p, err := governedFile(path, n.roots())
	if err != nil {
		return false, err
	}
	if err := n.open(p); err != nil {
		return false, fmt.Errorf("opening %s: %w", p, err)
	}
	return true, nil
}

func isDigits(s string) bool {
	return s != "" && strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' }) < 0
}

// governedFile resolves path (symlinks included) and accepts it only when
// it is an existing regular .md file inside one of roots: the opener must
// never be pointed at a program, a .desktop file or anything the window
// has no business with.
func governedFile(path string, roots []string) (string, error) {
	if !filepath.IsAbs(path) || !strings.EqualFold(filepath.Ext(path), ".md") {
		return "", ErrNotGoverned
	}
	p, err := filepath.EvalSymlinks(path)
	if err != nil {
		return "", ErrNotGoverned
	}
	if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() || !strings.EqualFold(filepath.Ext(p), ".md") {
		return "", ErrNotGoverned
	}
	for _, r := range roots {
		root, err := filepath.EvalSymlinks(r)
		if err != nil {
			continue
		}
		if p == root {
			return p, nil
		}
		if rel, err := filepath.Rel(root, p); err == nil && rel != "." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) && rel != ".." {
			return p, nil
		}
	}
	return "", ErrNotGoverned
}

// systemOpen hands target to the desktop's opener, without a shell, and
// does not wait for the application it starts.
func systemOpen(target string) error {
	var cmd *exec.Cmd
	switch goruntime.GOOS {
	case "darwin":
		cmd = exec.Command("open", target)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", target)
	default:
		cmd = exec.Command("xdg-open", target)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go cmd.Wait()
	return nil
}
