// Package app is the engine: it wires the store, the ingest parsers and the
// vault watcher together, runs the reconcile loop, applies the governance
// policy and assembles the context block agents read.
//
// app is the only package that knows about all the leaves (store, ingest,
// vault); none of them may import it or each other.
package app
