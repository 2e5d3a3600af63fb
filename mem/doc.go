// Package mem is the small vocabulary every layer of memgate shares: the
// statuses and privacy levels a memory can have, and the normalised form of
// a memory's text whose hash identifies it for dedup and tombstones.
//
// It exists so that the leaves (ingest, store, vault) can agree on these
// words without importing each other. It must stay tiny, pure and free of
// I/O; anything with behaviour beyond naming and normalising belongs in a
// leaf.
package mem
