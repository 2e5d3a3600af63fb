// Package store is memgate's governance store: the only authority on what
// an agent may read. It keeps every memory item, its status, its full audit
// trail, the tombstones of rejected values and the served-count
// bookkeeping, in an embedded Badger database.
//
// What store guarantees, so that no caller has to:
//
//   - The status transition table (transitions.go) is enforced here. Any
//     other move returns a *TransitionError and changes nothing.
//   - Every mutation is one Badger transaction that writes the item, its
//     index entries and exactly one audit event per item it changes.
//     Replaying an item's audit from an empty item reproduces it (Replay).
//   - At most one active item holds a given key: a newly active keyed item
//     supersedes the one before it, and undo reverses that.
//   - No active item carries a tombstoned text: rejecting tombstones the
//     value and rejects every other live item with the same text; making a
//     tombstoned value active fails with ErrTombstoned.
//   - Every mutating call names its actor; there is no default.
//   - Nothing is deleted. Items, audit events and tombstones are only ever
//     added or updated; a lifted tombstone is marked lifted, not removed.
//     Only derived index entries are replaced when an item changes.
//
// Losing the data directory. If the directory is deleted, replaced or its
// volume unmounted while memgate runs, Badger's open files still work (they
// are unlinked inodes) but every new table file fails, and Badger retries
// its memtable flush forever, so Close would never return. The store
// therefore watches the directory's identity (os.SameFile of the data
// directory and its badger/ subdirectory against what they were at Open):
// on a ticker (Options.CheckInterval, 1 s), before every mutation, and
// after a failed sync. Once lost, the loss is permanent for this process:
// Fault reports it, Lost is closed, every mutation fails with ErrDataLost,
// and Close returns at once without closing Badger. Everything acknowledged
// before was synced (each commit is synced before it returns). Bounding
// shutdown is the process owner's job: memgate exits within 5 s of a
// signal whatever the store is doing (main.go), which also covers a hang
// this check cannot see (a sync blocked on a dead network volume).
//
// A full disk. Badger writes through memory mappings of files it sized
// ahead; on a disk with no room left a write into one kills the process
// (SIGBUS) instead of failing. The store measures the free space before
// every mutation and on the same ticker, and while it is below the
// reserve (space.go) every mutation fails with ErrDiskFull and Space says
// so. Unlike a loss this is not for good: the next check after space is
// freed takes mutations again, and SpaceRecovered tells the engine to
// retry what was refused.
//
// store is a leaf: it imports only Badger, x/sys (for the free space) and
// the shared mem vocabulary. It never parses markdown and never touches
// the source files.
package store
