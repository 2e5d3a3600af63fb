package scan

import (
	"cmp"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

// Real documents as negatives. The training sets are memory lines
// written for this scanner; real notes are not, and on them the model
// fitted on those lines alone held 77% of the Markdown files of
// memgate's own Go dependencies read as notes: READMEs with badges and
// link tables, changelogs, licences, API docs. Those files are on every
// machine that builds memgate, pinned by go.sum, so half of them are
// negatives of the fit (read from the module cache, not copied here)
// and the other half is the test's (TestScanDependencyDocs), which the
// fit never sees.

// docFile is one Markdown file of a dependency.
type docFile struct {
	path string // inside the module cache
	text string
}

// docMaxBytes bounds a file read: larger ones are reference manuals
// whose windows would outweigh every other negative.
const docMaxBytes = 64 << 10

// dependencyDocs returns the Markdown files of the non-main modules the
// packages of the module in dir (and their tests) build with, split by
// module: the modules, most files first, alternate between the fit's half
// (fit true) and the test's, so that neither sees a module of the other
// and the halves are of a size.
func dependencyDocs(dir string, fit bool) ([]docFile, error) {
	cmd := exec.Command("go", "list", "-deps", "-test", "-f", "{{with .Module}}{{if not .Main}}{{.Path}} {{.Dir}}{{end}}{{end}}", "github.com/memgate/memgate/...")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil, err
	}
	type module struct {
		path  string
		files []docFile
	}
	var mods []module
	seen := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		path, mdir, ok := strings.Cut(line, " ")
		if !ok || seen[path] || mdir == "" {
			continue
		}
		seen[path] = true
		m := module{path: path}
		filepath.WalkDir(mdir, func(p string, e fs.DirEntry, err error) error {
			if err != nil || e.IsDir() || !strings.HasSuffix(p, ".md") {
				return nil
			}
			if b, err := os.ReadFile(p); err == nil && len(b) <= docMaxBytes {
				m.files = append(m.files, docFile{path: p, text: string(b)})
			}
			return nil
		})
		mods = append(mods, m)
	}
	slices.SortFunc(mods, func(a, b module) int {
		return cmp.Or(cmp.Compare(len(b.files), len(a.files)), cmp.Compare(a.path, b.path))
	})
	var docs []docFile
	for i, m := range mods {
		if (i%2 == 0) == fit {
			docs = append(docs, m.files...)
		}
	}
	return docs, nil
}
