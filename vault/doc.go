// Package vault owns the filesystem side of memgate: watching source roots,
// listing them, and writing files that other programs write too.
//
// What it owns:
//
//   - Watching (Watcher, Config): every directory of every source watched
//     with inotify (watches are not recursive, so each new directory is
//     added and then listed, or files created before its watch would be
//     missed); events reduced to {Path, Kind}, debounced per path, decided
//     from the state on disk when the path goes quiet (an atomic save is
//     CREATE/RENAME with no WRITE, a vim save renames the original away
//     first; both end as Changed); Rescan on overflow, watcher errors, a
//     directory renamed away and periodically; a polling backend when the
//     inotify limits are hit.
//   - Listing (Scan, ScanUnder): the governed files with their Identity, so
//     that the engine can skip unchanged files on a warm restart, and what
//     was skipped and why.
//   - Writing (Writer.Update): compare-and-swap atomic writes (DESIGN §7)
//     that carry over bytes an appender wrote to the replaced file, never
//     write outside a source (Resolve), and register what they wrote with
//     Echoes so the watcher does not report memgate's own writes as edits.
//     Writer.UpdateMany runs the same stages for many files at once and
//     pays for durability once per filesystem instead of twice per file
//     (the cold start's thousands of marker write-backs), reusing the
//     inodes it replaced as later temps when nobody holds them.
//   - Reading what a scan listed (ReadListed): by inode identity, the
//     cheap equivalent of Resolve for thousands of files.
//   - Crash leftovers (CleanTemp).
//
// What it must never do: parse markdown (it moves bytes; ingest knows what
// they mean), import store or ingest, follow a symlink out of a source root,
// write a file in place (every write is a temp file and a rename), or keep
// package-level state (a process may run several watchers, and tests run
// them in parallel).
//
// Ignored everywhere: hidden directories (.obsidian/, .trash/, .git/, ...),
// hidden files, memgate's own temp files (TempPrefix), editor temp and
// backup files (*~, *.swp, .#*, #*#, *.tmp, ...), and anything that is not
// a .md file. See IgnoreReason.
//
// Platform notes: every OS-specific call is in a file named after its OS
// (write_linux.go, exchange_darwin.go, fs_windows.go, ...). On Linux the
// replacing rename is renameat2 RENAME_EXCHANGE and the wait for appenders
// uses a read lease (F_SETLEASE), which closes the races documented on
// Writer.Update; macOS swaps with renamex_np RENAME_SWAP where it can and
// lingers; Windows replaces with MoveFileEx (REPLACE_EXISTING,
// WRITE_THROUGH) and refuses links through handles opened with
// FILE_FLAG_OPEN_REPARSE_POINT. UpdateMany's syncfs is Linux-only too (and
// skipped on FUSE, SMB and 9p); elsewhere it fsyncs each file and each
// directory once (on Windows the write-through move stands for the
// directory).
package vault
