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
// store is a leaf: it imports only Badger and the shared mem vocabulary. It
// never parses markdown and never touches the source files.
package store
