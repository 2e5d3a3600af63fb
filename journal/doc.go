// Package journal carries memgate's governance between devices through
// the sync engine people already use (Syncthing, git, Obsidian Sync,
// iCloud, Dropbox), without a replication protocol of its own (issue #16).
//
// What it owns:
//
//   - The layout. Under a journal root (<source root>/.memgate, or a
//     visible _memgate for Obsidian Sync, which skips dot folders), each
//     device appends only to journal/<device>.log and compacts only into
//     journal/<device>.snap. One writer per file means the sync engine
//     never sees two writers, so it never makes a conflict copy of a
//     journal file.
//   - The records: governance events (create, status, privacy, scope,
//     correct, tombstone, restore), each stamped with a hybrid logical
//     clock (Clock) and a per-device seq with no gaps.
//   - The seal. Every line is XChaCha20-Poly1305 under the workspace key,
//     bound to its device, file kind and seq, so held texts never lie
//     readable in the synced folder, and a line forged, damaged, copied to
//     another device's file or replayed is rejected and reported as
//     file:line, never applied.
//   - The order and the conflict rule (Fold), below.
//   - The key: its file in the data directory (0600, never in a synced
//     folder), the pairing code, and forgetting a device (a key rotation).
//
// The conflict rule. Records are totally ordered by (HLC, device id, seq).
// Each item field (source, text, status, privacy, scope, tombstone) is its
// own register, and a record sets only the fields it carries:
//
//  1. A later HLC wins.
//  2. At an exact HLC tie, a rejection (a tombstone, or a status record
//     to "rejected") wins; then the greater device id, so every device
//     picks the same winner.
//  3. Tombstones are a union: a rejection on any device sets the item's
//     tombstone, and only a restore with a later HLC clears it. While
//     tombstoned the item's status is "rejected", whatever later status
//     records say.
//  4. Text from create and correct outranks a held text riding on any
//     other op; a held text only fills an item whose create or correction
//     this device has not seen.
//  5. A create's status, privacy and scope are defaults: a decision on
//     the field (status, restore, rejection, privacy, scope) outranks
//     them whatever its HLC, so a device that first sees an entry after
//     the others decided on it cannot undo their decision.
//
// So the fold is commutative and idempotent: every device that has seen
// the same records holds the same state, whatever order its files were
// discovered or synced in. That is also what lets a snapshot keep only the
// records that still decide some field.
//
// Known limits: the workspace key is symmetric, so a device that holds it
// can seal lines as any other device; Forget stops trusting a lost device
// after a seq and rotates the key, but cannot tell its forged lines under
// the old key from the others' old lines. A pairing code carries only the
// current key, so a device that joins after a rotation reads lines still
// sealed under an older key only once their writers have compacted
// (compaction re-seals under the current key).
//
// What it must never do: import another memgate package (it is a leaf the
// engine wires in), write any file but its own device's two, write the key
// anywhere near the journal, open a network connection, or apply a line
// that did not open under the key.
package journal
