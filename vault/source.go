package vault

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// DefaultMaxSize is the size cap applied when Source.MaxSize is zero. Memory
// files are small; anything bigger is almost certainly not a note (an
// exported chat log, a pasted dump) and parsing it would stall the engine.
const DefaultMaxSize int64 = 8 << 20

// TempPrefix starts the name of every temporary file vault creates. The
// watcher ignores such names (they start with a dot), and CleanTemp removes
// the ones a crash left behind.
const TempPrefix = ".memgate-tmp-"

// Source is one governed root: a directory watched recursively (a
// knowledge-base folder, an Obsidian vault) or a single file in a directory
// (an agent's MEMORY.md).
//
// Nothing is read through, or written to, a path that resolves outside the
// source: for a directory source that is Root and what lies below it, for a
// single-file source it is that one file.
type Source struct {
	// Root is the absolute directory of the source. For a single-file source
	// it is the file's directory: the directory is watched, not the file,
	// because an atomic save replaces the inode and an inotify watch on the
	// file itself is lost at the first save.
	Root string
	// File, when not empty, restricts the source to the single file
	// Root/File; subdirectories are then neither watched nor scanned.
	File string
	// MaxSize is the size cap in bytes: larger files are reported as Oversize
	// by the watcher and listed as skipped by Scan. Zero means DefaultMaxSize.
	MaxSize int64
}

// DirSource returns a directory source rooted at root.
func DirSource(root string) Source { return Source{Root: filepath.Clean(root)} }

// FileSource returns the single-file source for path (e.g. a MEMORY.md).
func FileSource(path string) Source {
	path = filepath.Clean(path)
	return Source{Root: filepath.Dir(path), File: filepath.Base(path)}
}

func (s Source) maxSize() int64 {
	if s.MaxSize > 0 {
		return s.MaxSize
	}
	return DefaultMaxSize
}

func (s Source) validate() error {
	if !filepath.IsAbs(s.Root) {
		return fmt.Errorf("vault: source root %q is not absolute", s.Root)
	}
	if s.File != "" && (strings.ContainsRune(s.File, filepath.Separator) || s.File == "." || s.File == "..") {
		return fmt.Errorf("vault: source file %q must be a base name", s.File)
	}
	return nil
}

// Rel returns path relative to the root, and whether it lies inside it. It
// is lexical: callers that must not be fooled by symlinks use Resolve.
func (s Source) Rel(path string) (string, bool) { return s.rel(path) }

// rel is Rel.
func (s Source) rel(path string) (string, bool) {
	r, err := filepath.Rel(s.Root, path)
	if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return "", false
	}
	return r, true
}

// Governs reports whether path (absolute and clean; compared lexically,
// without resolving symlinks) names a file this source governs: inside the
// root, not ignored, a markdown file, and for a single-file source that very
// file.
func (s Source) Governs(path string) bool {
	if s.File != "" {
		return path == filepath.Join(s.Root, s.File)
	}
	r, ok := s.rel(path)
	return ok && r != "." && IgnoreReason(r, false) == ""
}

// NameProblem says why a path cannot be governed for its name alone: a
// name that is not UTF-8 or holds a control character (a newline, say)
// would be stored, logged, shown and written back as something else than
// the file's real name. "" when the name is fine.
func NameProblem(rel string) string {
	if !utf8.ValidString(rel) {
		return "file name is not valid UTF-8"
	}
	for _, r := range rel {
		if unicode.IsControl(r) {
			return "file name holds a control character"
		}
	}
	return ""
}

// IgnoreReason says why rel, a path relative to a source root, is not
// governed, or returns "" when it is. isDir says whether rel names a
// directory (directories are never governed themselves, but a directory that
// is not ignored is descended into).
//
// Hidden directories are skipped wholesale: that covers .obsidian/, .trash/
// and .git/ and matches Obsidian, which does not show them either. Temp and
// backup names are the ones editors and sync tools use while saving; seeing
// them as notes would ingest half-written copies.
func IgnoreReason(rel string, isDir bool) string {
	if why := NameProblem(rel); why != "" {
		return why
	}
	rel = filepath.ToSlash(filepath.Clean(rel))
	parts := strings.Split(rel, "/")
	last := len(parts) - 1
	if !isDir {
		last--
	}
	for _, dir := range parts[:last+1] {
		if dir == "." || dir == "" {
			continue
		}
		if strings.HasPrefix(dir, ".") {
			return "hidden directory " + dir
		}
	}
	if isDir {
		return ""
	}
	name := parts[len(parts)-1]
	lower := strings.ToLower(name)
	switch {
	case strings.HasPrefix(name, TempPrefix):
		return "memgate temp file"
	case strings.HasPrefix(name, ".#"):
		return "emacs lock file"
	case strings.HasPrefix(name, "."):
		return "hidden file"
	case strings.HasSuffix(name, "~"):
		return "backup file"
	case strings.HasPrefix(name, "#") && strings.HasSuffix(name, "#"):
		return "emacs autosave file"
	}
	switch filepath.Ext(lower) {
	case ".swp", ".swo", ".swx", ".tmp", ".temp", ".bak", ".orig", ".part", ".crdownload":
		return "temp or backup file"
	case ".md":
		return ""
	}
	return "not markdown"
}
