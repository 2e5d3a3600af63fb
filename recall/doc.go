// Package recall is the full-text index behind /v1/recall: a bleve
// (scorch) index over the texts and categories of active memories.
//
// What it owns:
//
//   - The index itself. New keeps it in memory (tests); Open keeps it in a
//     directory the caller chooses (DATA/recall), where it survives restarts.
//   - Knowing what it holds. Every document carries a fingerprint of its
//     category and text inside the index, so after a restart Sync compares
//     fingerprints and writes only what changed; a warm start never rebuilds.
//   - Its own recovery. An index that fails to open, or was written with a
//     different mapping, is renamed aside (never deleted) and rebuilt once;
//     the caller hears of it through Config.OnRecover and Stats, not an error.
//   - Ranking: Search returns ids and scores, documents with every word of
//     the query first, best score first within each group, deterministically
//     (the same query on the same index gives the same page; see Search for
//     equal scores at a page edge).
//
// What it never does:
//
//   - Decide visibility. It indexes text and category, nothing else: whether
//     a reader may see a hit (status, privacy, scope) is decided by the
//     caller against the live item at query time, never by what the index
//     remembers. A hit may name an item that has since gone; the caller
//     drops it.
//   - Read memory files or the store. The caller hands it documents (Sync
//     with the whole active set, or Apply with what changed).
package recall
