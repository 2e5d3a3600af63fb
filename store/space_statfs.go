//go:build linux || darwin || freebsd

package store

import "golang.org/x/sys/unix"

// freeSpace is what an unprivileged process may still write on dir's
// file system (statfs's available blocks, not the free ones: root's
// reserved blocks are not ours).
func freeSpace(dir string) (int64, error) {
	var st unix.Statfs_t
	if err := unix.Statfs(dir, &st); err != nil {
		return -1, err
	}
	return int64(st.Bavail) * int64(st.Bsize), nil
}
