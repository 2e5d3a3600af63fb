//go:build unix

package vault

import (
	"io/fs"
	"os"
	"syscall"
)

// copyOwner gives tmp the owner of orig when they differ, which happens only
// when memgate runs as another user (typically root) than the file's owner:
// replacing the file must not silently take it away from its owner. Best
// effort: an unprivileged process cannot chown, and then the owners already
// match.
func copyOwner(tmp *os.File, tfi, ofi fs.FileInfo) {
	o, ok1 := ofi.Sys().(*syscall.Stat_t)
	t, ok2 := tfi.Sys().(*syscall.Stat_t)
	if ok1 && ok2 && (o.Uid != t.Uid || o.Gid != t.Gid) {
		_ = tmp.Chown(int(o.Uid), int(o.Gid))
	}
}
